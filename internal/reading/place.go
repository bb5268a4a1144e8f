package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A claim may name the place it holds in — "the CDN caches product images
// in São Paulo", "la CDN sirve las imágenes en Madrid" — by a proper name
// no environment table lists. The place is then the claim's environment
// (docs/rules.md §4.3): KNOWN needs an observation made there, and one made
// in another named place ("from a Paris VM") is about another subject.

// placeLeads open a place's name.
var placeLeads = []string{" in ", " en ", " desde ", " from ", " at ", " for "}

// placeOf returns the place a claim names after its last lead: one to
// three capitalised words ("São Paulo", "New York"), lower case; "" when
// there is none or it is an environment, a product or a month.
func placeOf(claim string) string {
	best := ""
	for _, lead := range placeLeads[:3] {
		i := lastIndexFold(claim, lead)
		if i < 0 {
			continue
		}
		if name := capitalisedRun(claim[i+len(lead):]); name != "" && len(name) > len(best) {
			best = name
		}
	}
	if best == "" {
		return ""
	}
	lower := strings.ToLower(best)
	for _, e := range environments {
		for _, t := range e.terms {
			if strings.HasPrefix(lower, t) {
				return "" // "in Firefox", "in Production": the tables' own
			}
		}
	}
	if productWords[lower] || notPlaces[lower] {
		return ""
	}
	return lower
}

// notPlaces are capitalised words after "in" that name no place.
var notPlaces = map[string]bool{"january": true, "february": true, "march": true, "april": true, "may": true, "june": true,
	"july": true, "august": true, "september": true, "october": true, "november": true, "december": true, "go": true,
	"python": true, "rust": true, "java": true, "node": true, "ruby": true, "php": true, "excel": true, "slack": true,
	"jira": true, "github": true, "gitlab": true, "ci": true, "grafana": true, "sentry": true, "datadog": true,
	"kubernetes": true, "docker": true, "postgres": true, "postgresql": true, "mysql": true, "redis": true, "kafka": true,
	"enero": true, "febrero": true, "marzo": true, "abril": true, "mayo": true, "junio": true, "julio": true,
	"agosto": true, "septiembre": true, "octubre": true, "noviembre": true, "diciembre": true}

// capitalisedRun returns the one to three capitalised words s opens with,
// each starting with an upper-case letter and going on in lower case.
func capitalisedRun(s string) string {
	end, words := 0, 0
	for words < 3 {
		w := s[end:]
		r, n := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			break
		}
		j := n
		lower := 0
		for j < len(w) {
			r, size := utf8.DecodeRuneInString(w[j:])
			if !unicode.IsLetter(r) {
				break
			}
			if unicode.IsLower(r) {
				lower++
			}
			j += size
		}
		if lower == 0 || lower < (j-n)/2 {
			break // "API", "CDN": an acronym names no place
		}
		end += j
		words++
		if !strings.HasPrefix(s[end:], " ") {
			break
		}
		if r, _ := utf8.DecodeRuneInString(s[end+1:]); !unicode.IsUpper(r) {
			break
		}
		end++
	}
	if words == 0 {
		return ""
	}
	rest := s[end:]
	if rest != "" {
		if r, _ := utf8.DecodeRuneInString(rest); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return ""
		}
	}
	return strings.TrimSpace(s[:end])
}

// otherPlace returns a place an observation names after a lead ("from a
// Paris VM", "desde Barcelona") that is not the claim's, when it does not
// name the claim's; "" otherwise.
func (c *Claim) otherPlace(s string) string {
	if c.place == "" || indexFold(s, c.place) >= 0 {
		return ""
	}
	s = " " + s // a lead that opens the text: "From a Paris VM"
	for _, lead := range placeLeads {
		for from := 0; from < len(s); {
			i := indexFold(s[from:], lead)
			if i < 0 {
				break
			}
			i += from
			from = i + len(lead)
			rest := s[from:]
			for _, a := range [...]string{"a ", "an ", "the ", "un ", "una ", "el ", "la "} {
				rest = strings.TrimPrefix(rest, a)
			}
			if name := capitalisedRun(strings.Fields(rest + " ")[0]); name != "" && placeOf(" in "+name) != "" {
				return strings.ToLower(name)
			}
		}
	}
	return ""
}
