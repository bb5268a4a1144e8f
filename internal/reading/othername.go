package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// otherName returns, for an item that would affirm the claim, a name the
// claim gives that the item does not hold and what it observed in its
// place, or "", "". Two places are read:
//
//   - an identifier of the claim (orders-dlq, /api/v1/orders/42,
//     new-checkout, TestPaymentRetry, Counter.Inc) against the item's
//     identifiers of the same shape that differ from it in a part
//     (quotes-dlq, /api/v1/quotes/42, new-refund, TestPayoutRetry);
//   - a word of what the claim is about beside another of its words
//     ("the nightly export", "the checkout 502s", "token refresh") against
//     the item's word beside that neighbour ("Nightly archive", "refund
//     502s", "cookie refresh").
//
// What the claim names must be what the content observed (SPEC §4.1):
// "The nightly export runs without errors" is not affirmed by "Nightly
// archive: 0 errors".
func (c *Claim) otherName(r *Reading, content, source string) (claimed, observed string) {
	observedText := head(content, slotBytes) + "\n" + source
	lower := strings.ToLower(observedText)
	if claimed, observed = c.otherIdent(lower, observedText); claimed != "" {
		return claimed, observed
	}
	return c.otherWord(r, lower, observedText)
}

// otherIdent reads the first place: identifiers.
func (c *Claim) otherIdent(lower, observed string) (string, string) {
	claimIDs := casedIdents(nil, c.Text)
	if len(claimIDs) == 0 {
		return "", ""
	}
	var itemIDs []string // made when first needed
	for _, id := range claimIDs {
		if strings.Contains(lower, strings.ToLower(id)) {
			continue
		}
		want := shapeOf(id)
		if len(want.parts) == 0 {
			continue
		}
		if itemIDs == nil {
			itemIDs = casedIdents([]string{}, observed)
		}
		for _, other := range itemIDs {
			if got := shapeOf(other); want.substitutes(got) && !c.holdsIdent(other) {
				return id, other
			}
		}
	}
	return "", ""
}

// holdsIdent reports whether the claim names id itself (any case).
func (c *Claim) holdsIdent(id string) bool {
	return strings.Contains(strings.ToLower(c.Text), strings.ToLower(id))
}

// An identShape is an identifier as its parts and the separators between
// them: "orders-dlq" is [orders dlq] joined by "-"; "TestPaymentRetry" is
// [test payment retry] joined by camel case; a path is its segments after
// any scheme and host.
type identShape struct {
	parts []string
	seps  string
	path  bool
}

// shapeOf splits an identifier into its shape.
func shapeOf(id string) identShape {
	var s identShape
	if i := strings.Index(id, "://"); i >= 0 {
		rest := id[i+3:]
		j := strings.IndexByte(rest, '/')
		if j < 0 {
			return identShape{}
		}
		id = rest[j:]
	}
	if k := strings.IndexAny(id, "?#"); k >= 0 {
		id = id[:k]
	}
	s.path = strings.HasPrefix(id, "/")
	id = strings.Trim(id, "/.:")
	start := 0
	flush := func(end int, sep byte) {
		if end > start {
			s.parts = append(s.parts, strings.ToLower(id[start:end]))
			if sep != 0 {
				s.seps += string(sep)
			}
		}
	}
	for i := 0; i < len(id); i++ {
		ch := id[i]
		switch {
		case ch == '-' || ch == '_' || ch == '.' || ch == '/' || ch == ':' || ch == '@':
			flush(i, ch)
			start = i + 1
		case i > start && 'A' <= ch && ch <= 'Z' && 'a' <= id[i-1] && id[i-1] <= 'z':
			flush(i, '^') // camel case: "PaymentRetry"
			start = i
		}
	}
	flush(len(id), 0)
	if len(s.parts) < 2 && !s.path {
		return identShape{} // one word: read as a word, not an identifier
	}
	return s
}

// substitutes reports whether got is an identifier of want's shape that
// differs from it in a part: the same separators, as many parts, sharing
// one at least (or a path of one segment, /healthz against /readyz).
func (want identShape) substitutes(got identShape) bool {
	if len(got.parts) != len(want.parts) || got.seps != want.seps || got.path != want.path {
		return false
	}
	same, differ := 0, 0
	for i := range want.parts {
		if want.parts[i] == got.parts[i] {
			same++
		} else {
			differ++
		}
	}
	return differ > 0 && (same > 0 || want.path && len(want.parts) == 1)
}

// casedIdents appends the identifiers of s as written (appendIdents
// lower-cases them): words with a separator or an inner capital.
func casedIdents(ids []string, s string) []string {
	for i := 0; i < len(s) && len(ids) < maxIdents; {
		for i < len(s) && identSep(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !identSep(s[j]) {
			j++
		}
		w := strings.TrimRight(s[i:j], ".:!?")
		w = strings.TrimLeft(w, ".:")
		i = j
		if len(w) < 3 || len(w) > 120 || !isIdent(w) && !camel(w) {
			continue
		}
		if !contains(ids, w) {
			ids = append(ids, w)
		}
	}
	return ids
}

// camel reports a word with a capital after a lower-case letter
// ("TestPaymentRetry", "refundWorker").
func camel(w string) bool {
	for i := 1; i < len(w); i++ {
		if 'A' <= w[i] && w[i] <= 'Z' && 'a' <= w[i-1] && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// A wordSlot is a word of what the claim is about and the word beside it.
type wordSlot struct {
	term, near string // stems
	after      bool   // near follows term in the claim
	word       string // term as the claim writes it
}

// wordSlots returns the claim's word slots: each distinguishing term of
// its subject beside another word of it, in Latin letters.
func (c *Claim) wordSlots() []wordSlot {
	if c.slotsRead {
		return c.wordSlotList
	}
	c.slotsRead = true
	toks := c.tokens()
	term := func(i int) (string, bool) {
		if i < 0 || i >= len(toks) || toks[i].stop || !isLatin(toks[i].s) {
			return "", false
		}
		return text.Term(toks[i].s)
	}
	for i := range toks {
		t, ok := term(i)
		if !ok || !contains(c.core, t) || !distinguishing(t) {
			continue
		}
		for _, d := range [2]int{-1, 1} {
			if n, ok := term(i + d); ok && n != t && !generic[n] && !nearGap(c.Text, toks, i, d) {
				c.wordSlotList = append(c.wordSlotList, wordSlot{term: t, near: n, after: d > 0, word: toks[i].s})
			}
		}
	}
	return c.wordSlotList
}

// nearGap reports whether toks[i] and toks[i+d] are apart in the text by
// more than a space or a hyphen ("export, then": a clause between them).
func nearGap(s string, toks []tok, i, d int) bool {
	a, b := i, i+d
	if d < 0 {
		a, b = b, a
	}
	between := s[toks[a].end:toks[b].start]
	return strings.Trim(between, " -") != "" || len(between) > 2
}

// distinguishing reports a term that says which thing a claim is about,
// not what kind of thing, the product, the problem or a measure.
func distinguishing(t string) bool {
	return len(t) >= 3 && !productWords[t] && !problemWord(t) && !kindWords[t] && !measureWords[t] &&
		!scheduleWords[t] && !allDigits(t)
}

// otherWord reads the second place: a word beside a neighbour the claim
// gives it.
func (c *Claim) otherWord(r *Reading, lower, observed string) (string, string) {
	slots := c.wordSlots()
	if len(slots) == 0 {
		return "", ""
	}
	var toks []tok // the item's, made when first needed
	for _, sl := range slots {
		if contains(r.Shared, sl.term) || strings.Contains(lower, sl.term) {
			continue
		}
		if !strings.Contains(lower, sl.near) {
			continue // the neighbour is not there: nothing in its place
		}
		if toks == nil {
			toks = tokenize(observed, nil)
		}
		for i := range toks {
			if toks[i].stop || !isLatin(toks[i].s) {
				continue
			}
			if n, ok := text.Term(toks[i].s); !ok || n != sl.near {
				continue
			}
			// The item's word in the term's place: before the neighbour
			// when the neighbour follows the term in the claim.
			k := i + 1
			if sl.after {
				k = i - 1
			}
			if k < 0 || k >= len(toks) || toks[k].stop || !isLatin(toks[k].s) || nearGap(observed, toks, i, k-i) {
				continue
			}
			w, ok := text.Term(toks[k].s)
			if !ok || w == sl.term || !distinguishing(w) || generic[w] || contains(c.Subject.Terms, w) || !wordLike(toks[k].s) {
				continue
			}
			return sl.word, toks[k].s
		}
	}
	return "", ""
}

// wordLike reports a word of letters (a noun can stand in a slot; a
// number, a date or a hash cannot).
func wordLike(w string) bool {
	if utf8.RuneCountInString(w) < 3 {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// kindWords name a kind of thing, not which one: a claim about "the import
// job" is about the import.
var kindWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("job jobs page pages endpoint endpoints flag feature task tasks script scripts step pipeline " +
		"worker process cron function method handler api route request response email emails mail message notification " +
		"trabajo tarea página pagina función funcion proceso correo") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()
