package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A claim that a harm is gone ("the matchmaking deadlock is resolved", "the
// memory leak is fixed") is denied by content saying the harm happened
// again: "Deadlock happened again tonight", "the leak came back", "死锁又出现了".
// The harm's own word need not be a failure word of the phrase table (a
// deadlock, a leak, a race are things, not outcomes): it is the claim's
// word, and beside a word of recurrence, not denied, it persists.

// recurWords say a thing happened again.
var recurWords = []string{"again", "recurred", "reoccurred", "came back", "comes back", "reappeared", "resurfaced", "de nuevo",
	"otra vez", "volvió", "reapareció", "又", "再次", "复现", "重现"}

// recurReach is how far before its word of recurrence the harm must be
// named: the harm is what happened again ("Deadlock happened again"), not a
// word of the sentence ("timeouts are gone and the API works again").
const recurReach = 40

// maxRecurs bounds the occurrences of each word of recurrence read, so that
// reading stays linear in the item.
const maxRecurs = 8

// recurDenials before a recurrence word deny it: "has not happened again",
// "never came back", "没有再出现".
var recurDenials = []string{"not", "never", "no", "n't", "didnt", "hasnt", "havent", "hadnt", "without", "nunca", "no ha", "no volvió",
	"没有", "没", "未", "不再", "never once"}

// recurSays appends a persistence for each sentence of content that names
// a harm the claim says is gone together with a word of recurrence, not
// denied.
func (c *Claim) recurSays(content string, out []said) []said {
	if !c.Success || c.ExpectsFailure {
		return out
	}
	var harms []string
	for _, t := range c.Subject.Terms {
		if slices.Contains(failureTerms, t) {
			harms = append(harms, t)
		}
	}
	if len(harms) == 0 {
		return out
	}
	scan := head(content, slotBytes)
	lower := strings.ToLower(scan)
	for _, w := range recurWords {
		for from, seen := 0, 0; seen < maxRecurs; seen++ {
			i := strings.Index(lower[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if isLatin(w) && (i > 0 && isAlnum(lower[i-1]) || from < len(lower) && isAlnum(lower[from])) {
				continue // "agains", "returned" inside a word
			}
			start, end := versionSentence(scan, i, from)
			before := lower[start:i]
			denied := false
			for _, d := range recurDenials {
				if k := strings.LastIndex(before, d); k >= 0 && (!isLatin(d) || (k == 0 || !isAlnum(before[k-1])) && (k+len(d) == len(before) || !isAlnum(before[k+len(d)]))) {
					denied = true
				}
			}
			if rest := lower[from:]; strings.HasPrefix(rest, " up") || strings.HasPrefix(rest, " online") || strings.HasPrefix(rest, " to normal") ||
				strings.HasPrefix(rest, " clean") || strings.HasPrefix(rest, " healthy") {
				continue // "came back up": the service, not the harm
			}
			if denied || !namesHarm(lower[max(start, i-recurReach):i], harms) {
				continue
			}
			if slices.ContainsFunc(out, func(x said) bool { return x.says == Persist && x.st.Start == start }) {
				continue
			}
			out = append(out, said{Persist, Statement{Kind: Persist, Rule: "persist.recurred", Text: scan[i:from], Start: start, End: end,
				Sentence: strings.TrimSpace(scan[start:end])}})
		}
	}
	return out
}

// namesHarm reports a sentence that holds one of the harms' terms.
func namesHarm(sentence string, harms []string) bool {
	for _, t := range text.Terms(sentence) {
		if slices.Contains(harms, t) {
			return true
		}
	}
	return false
}
