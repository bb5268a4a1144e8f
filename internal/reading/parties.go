package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// partyKinds are the slot kinds that say for whom something holds: a
// claim about Acme is not affirmed by what customer Globex saw.
var partyKinds = map[string]bool{"tenant": true, "customer": true, "account": true, "org": true, "workspace": true}

// otherParty: the claim names its party by name alone ("Las facturas de
// Acme se enviaron") and the item observed another party by kind and name
// ("del cliente Globex", customer=globex) without naming the claim's (a
// claim that names the kind too is read by the slots, otherSlot).
func otherParty(c *Claim, _ *Reading, in Input, _ *blockText) (string, bool) {
	names := properNames(c.Text)
	if len(names) == 0 {
		return "", false
	}
	observed := head(in.Content, slotBytes) + "\n" + in.Source
	claimLower, lower := "", ""
	for _, sl := range slotsOf(observed) {
		if !partyKinds[sl.kind] || c.namesSlotKind(sl.kind) {
			continue
		}
		if claimLower == "" {
			claimLower, lower = toLower(c.Text), toLower(observed)
		}
		if strings.Contains(claimLower, sl.name) {
			continue
		}
		for _, n := range names {
			if strings.Contains(lower, n) {
				return "", false
			}
		}
		return "it had observed " + names[0] + ", not " + sl.kind + " " + sl.name, false
	}
	return "", false
}

// namesSlotKind reports whether the claim names a subject of kind k.
func (c *Claim) namesSlotKind(k string) bool {
	for _, s := range c.slots {
		if s.kind == k {
			return true
		}
	}
	return false
}

// properNames returns, lower-cased, the words of s written as names — a
// capital, then lower case — that do not start a sentence: "Acme" in
// "Las facturas de Acme se enviaron".
func properNames(s string) []string {
	var out []string
	start := true
	for w := range strings.FieldsSeq(s) {
		bare := strings.TrimRightFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		bare = strings.TrimLeftFunc(bare, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if !start && capitalised(bare) && ascii(bare) {
			out = append(out, strings.ToLower(bare))
		}
		last, _ := utf8.DecodeLastRuneInString(w)
		start = last == '.' || last == '!' || last == '?' || last == ':' || last == '。'
	}
	return out
}
