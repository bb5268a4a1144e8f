package reading

import (
	"strings"
	"unicode/utf8"
)

// Coverage (docs/tools.md, Readings): a claim that lists the instances it
// holds for — "on both iOS and Android", "in us-east-1, eu-west-1 and
// ap-south-1", "tanto en Chrome como en Firefox", "在 iOS 和 Android 上都" —
// is affirmed only by an item that observed each of them. An item that
// names some of them and not the others ("tested on Android") observed a
// part, and a part is not the whole.

// listJoins join the last member of a list to the one before it.
var listJoins = map[string]bool{"and": true, "y": true, "e": true, "como": true}

// listLeads open a list of instances: a quantifier over both, or a
// preposition of where or for what the claim holds.
var listLeads = map[string]bool{"both": true, "ambos": true, "ambas": true, "tanto": true, "on": true, "in": true, "for": true,
	"across": true, "en": true, "para": true}

// listQuantifiers are the leads that say the claim holds for each member.
var listQuantifiers = map[string]bool{"both": true, "ambos": true, "ambas": true, "tanto": true}

// listSkips stand between a lead or a join and the member it introduces.
var listSkips = map[string]bool{"the": true, "el": true, "la": true, "los": true, "las": true, "on": true, "in": true, "en": true,
	"for": true, "para": true}

// zhJoins join two members of a Chinese list.
var zhJoins = []string{"和", "与", "及", "、", "以及"}

// listedMembers returns the members of the list a claim holds for, lower
// case, or nil when it lists none. Latin members count when the list
// opens with "both"/"ambos"/"tanto" or when every member is written as a
// name (a capital or a digit in it: iOS, Android, us-east-1); Chinese
// members are the words beside 和/与/、 when the claim says 都/均/两.
func listedMembers(claim string) []string {
	type word struct {
		s     string
		name  bool // a capital or a digit: a proper name or an identifier
		comma bool // a comma follows it
	}
	var ws []word
	for i := 0; i < len(claim); {
		if !isWordByte(claim[i]) {
			if claim[i] == ',' && len(ws) > 0 {
				ws[len(ws)-1].comma = true
			}
			i++
			continue
		}
		j, name := i, false
		for j < len(claim) && (isWordByte(claim[j]) || claim[j] == '-' || claim[j] == '.' && j+1 < len(claim) && isWordByte(claim[j+1])) {
			name = name || claim[j] >= 'A' && claim[j] <= 'Z' || isDigit(claim[j])
			j++
		}
		ws = append(ws, word{s: strings.ToLower(claim[i:j]), name: name})
		i = j
	}
	for k, w := range ws {
		if !listJoins[w.s] || k == 0 || k+1 >= len(ws) {
			continue
		}
		last := k + 1
		for last < len(ws)-1 && listSkips[ws[last].s] {
			last++
		}
		// The members before the join: the word before it, and those
		// before commas ahead of it ("Chrome, Firefox and Safari").
		first := k - 1
		for first > 0 && listSkips[ws[first].s] {
			first-- // "tanto en Chrome como en Firefox"
		}
		for first >= 1 && ws[first-1].comma && !listSkips[ws[first-1].s] {
			first--
		}
		lead := ""
		for b := first - 1; b >= 0 && b >= first-2; b-- {
			if listLeads[ws[b].s] && (lead == "" || listQuantifiers[ws[b].s]) {
				lead = ws[b].s // "tanto en": the quantifier, over the preposition
			}
		}
		if lead == "" || w.s == "como" && lead != "tanto" {
			continue
		}
		quantified := listQuantifiers[lead]
		members := []word{}
		for m := first; m < k; m++ {
			if !listSkips[ws[m].s] {
				members = append(members, ws[m])
			}
		}
		members = append(members, ws[last])
		names := true
		for _, m := range members {
			names = names && m.name
		}
		if !quantified && !names || len(members) < 2 {
			continue
		}
		out := make([]string, len(members))
		for m := range members {
			out[m] = members[m].s
		}
		return out
	}
	return zhMembers(claim)
}

// zhMembers reads a Chinese list: "在 iOS 和 Android 上都正常", "华东和华南都".
func zhMembers(claim string) []string {
	if !strings.Contains(claim, "都") && !strings.Contains(claim, "均") && !strings.Contains(claim, "两") {
		return nil
	}
	for _, j := range zhJoins {
		at := strings.Index(claim, j)
		if at <= 0 {
			continue
		}
		a, b := memberBefore(claim[:at]), memberAfter(claim[at+len(j):])
		if a != "" && b != "" {
			return []string{strings.ToLower(a), strings.ToLower(b)}
		}
	}
	return nil
}

// memberBefore returns the word that ends s: a Latin word, or up to two
// Han characters after a 在.
func memberBefore(s string) string {
	s = strings.TrimRight(s, " ")
	e := len(s)
	if e > 0 && isWordByte(s[e-1]) {
		for e > 0 && (isWordByte(s[e-1]) || s[e-1] == '-') {
			e--
		}
		return s[e:]
	}
	n := 0
	for e > 0 && n < 2 {
		r, size := utf8.DecodeLastRuneInString(s[:e])
		if !isCJK(r) || r == '在' {
			break
		}
		e -= size
		n++
	}
	if n < 2 {
		return ""
	}
	return s[e:]
}

// memberAfter returns the word that opens s: a Latin word, or two Han
// characters.
func memberAfter(s string) string {
	s = strings.TrimLeft(s, " ")
	e := 0
	if e < len(s) && isWordByte(s[e]) {
		for e < len(s) && (isWordByte(s[e]) || s[e] == '-') {
			e++
		}
		return s[:e]
	}
	n := 0
	for e < len(s) && n < 2 {
		r, size := utf8.DecodeRuneInString(s[e:])
		if !isCJK(r) || r == '上' || r == '都' || r == '中' {
			break
		}
		e += size
		n++
	}
	if n < 2 {
		return ""
	}
	return s[:e]
}

// partOfList: the claim lists the instances it holds for, and the item
// names some of them and not the others: it observed a part.
func partOfList(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if len(c.members) == 0 || c.ExpectsFailure {
		return "", false
	}
	seen, missing := "", ""
	for _, m := range c.members {
		if containsWord(b.head, m) {
			if seen == "" {
				seen = m
			}
		} else if missing == "" {
			missing = m
		}
	}
	if seen == "" || missing == "" {
		return "", false
	}
	return "it observed " + missing + " as well as " + seen + ", not only " + seen, false
}

// containsWord reports whether s holds w, case folded, at word bounds
// where w is a Latin word.
func containsWord(s, w string) bool {
	latin := isLatin(w)
	for i := 0; i+len(w) <= len(s); i++ {
		if !strings.EqualFold(s[i:i+len(w)], w) {
			continue
		}
		if !latin || (i == 0 || !isWordByte(s[i-1])) && (i+len(w) == len(s) || !isWordByte(s[i+len(w)])) {
			return true
		}
	}
	return false
}
