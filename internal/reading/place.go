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
var placeLeads = []string{" in ", " en ", " desde ", " at ", " from ", " for "}

// observedPlaceLeads open the place an item was observed in: the claim's
// leads and "de" ("en el piloto de Guadalajara").
var observedPlaceLeads = append(placeLeads[:len(placeLeads):len(placeLeads)], " de ")

// placeOf returns the place a claim names after its last lead: one to
// three capitalised words ("São Paulo", "New York"), lower case; "" when
// there is none or it is an environment, a product or a month.
func placeOf(claim string) string {
	best := ""
	claim = " " + claim // a lead that opens the claim: "En Monterrey el depósito …"
	for _, lead := range placeLeads[:4] {
		i := lastIndexFold(claim, lead)
		if i < 0 {
			continue
		}
		if name := capitalisedRun(claim[i+len(lead):]); name != "" && len(name) > len(best) {
			best = name
		}
	}
	if best == "" {
		return zhPlaceOf(claim)
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
	if head, _, ok := zhPlaceAt(c.place, 0); ok {
		if strings.Contains(s, head) {
			return "" // "华南的演练": the claim's place, said short
		}
		for i := 0; i < len(s); {
			if h, name, ok := zhPlaceAt(s, i); ok && h != head {
				return name
			}
			_, n := utf8.DecodeRuneInString(s[i:])
			i += n
		}
		return ""
	}
	s = " " + s // a lead that opens the text: "From a Paris VM"
	for _, lead := range observedPlaceLeads {
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
			if name := capitalisedRun(strings.Fields(rest + " ")[0]); name != "" && placeOf(" in "+name) != "" && !c.placeHolds(name) {
				return strings.ToLower(name)
			}
		}
	}
	// "The Outlook.com seed inbox shows dkim=pass" for "validate at
	// Gmail": a proper name after an article, where the claim's is not named.
	for _, lead := range [...]string{" the ", " The ", " a ", " A ", " on ", " via ", " el ", " El ", " la ", " La "} {
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], lead)
			if i < 0 {
				break
			}
			i += from
			from = i + len(lead)
			if name := capitalisedRun(strings.Fields(s[from:] + " ")[0]); name != "" && placeOf(" in "+name) != "" && !c.placeHolds(name) &&
				indexWordFold(c.Text, name) < 0 {
				return strings.ToLower(name)
			}
		}
	}
	return ""
}

// zhPlaceSuffixes end a Chinese place's name: a region, an area, a
// machine room, a data centre, an availability zone ("华南区域", "上海机房").
var zhPlaceSuffixes = []string{"区域", "地区", "大区", "机房", "数据中心", "可用区"}

// zhNotPlaceHeads stand before a place suffix without naming a place.
var zhNotPlaceHeads = map[string]bool{"所有": true, "其他": true, "其它": true, "各个": true, "每个": true, "同一": true,
	"整个": true, "不同": true, "多个": true, "全部": true, "相关": true, "目标": true, "当前": true}

// zhPlaceOf returns the Chinese place a claim names ("华南区域的故障切换"):
// two Han characters and a place suffix; "" when it names none.
func zhPlaceOf(claim string) string {
	for i := 0; i < len(claim); {
		if _, name, ok := zhPlaceAt(claim, i); ok {
			return name
		}
		_, n := utf8.DecodeRuneInString(claim[i:])
		i += n
	}
	return ""
}

// zhPlaceAt reads a Chinese place's name at s[i:]: its two Han characters
// (head) and the whole name with its suffix.
func zhPlaceAt(s string, i int) (head, name string, ok bool) {
	j := i
	for range 2 {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !unicode.Is(unicode.Han, r) {
			return "", "", false
		}
		j += n
	}
	for _, suf := range zhPlaceSuffixes {
		if strings.HasPrefix(s[j:], suf) {
			if zhNotPlaceHeads[s[i:j]] {
				return "", "", false // "所有区域": every region, no one place
			}
			return s[i:j], s[i : j+len(suf)], true
		}
	}
	return "", "", false
}

// placeHolds reports a name that is a word of the claim's place: "Switch"
// of "Nintendo Switch" is that place, said short.
func (c *Claim) placeHolds(name string) bool {
	for _, w := range strings.Fields(strings.ToLower(name)) {
		for _, p := range strings.Fields(c.place) {
			if w == p {
				return true
			}
		}
	}
	return false
}

// claimQuotes returns the texts the claim quotes ('payment sheet
// unavailable'), lower case, made once.
func (c *Claim) claimQuotes() []string {
	if c.quotesRead {
		return c.quotes
	}
	c.quotesRead = true
	s := c.Text
	for _, q := range [][2]string{{"'", "'"}, {"\"", "\""}, {"“", "”"}, {"‘", "’"}, {"«", "»"}} {
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], q[0])
			if i < 0 {
				break
			}
			i += from
			if q[0] == "'" && i > 0 && isAlnum(s[i-1]) {
				from = i + 1 // an apostrophe: "the team's"
				continue
			}
			j := strings.Index(s[i+len(q[0]):], q[1])
			if j <= 2 {
				break
			}
			c.quotes = append(c.quotes, strings.ToLower(s[i+len(q[0]):i+len(q[0])+j]))
			from = i + len(q[0]) + j + len(q[1])
		}
	}
	return c.quotes
}

// withoutClaimQuotes drops the statements inside the content's repetition
// of a text the claim quotes: "the 'payment sheet unavailable' error did
// not appear" names the claim's error, it does not report it.
func (c *Claim) withoutClaimQuotes(prose string, ss []Statement) []Statement {
	qs := c.claimQuotes()
	if len(qs) == 0 || len(ss) == 0 {
		return ss
	}
	kept := ss[:0]
	for _, st := range ss {
		inside := false
		for _, q := range qs {
			for from := max(0, st.Start-len(q)); from <= st.Start && !inside; {
				i := indexFold(prose[from:min(len(prose), st.End+len(q))], q)
				if i < 0 {
					break
				}
				i += from
				inside = i <= st.Start && st.End <= i+len(q)
				from = i + 1
			}
		}
		if !inside {
			kept = append(kept, st)
		}
	}
	return kept
}
