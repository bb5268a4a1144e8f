package reading

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// A Subject is what a text is about: its content terms (lower case, stop
// words out, stemmed, synonyms folded, Han/kana/Hangul as character
// bigrams — see [text.Terms]) and its identifiers (TestCheckout,
// pdf_export, /v1/token, auth.go), kept whole and lower-cased.
type Subject struct {
	Terms  []string
	Idents []string
	// Topics caches Topical() (SubjectOf fills it); a Subject built by
	// hand may leave it nil.
	Topics []string
}

// SubjectOf returns the subject of the texts together.
func SubjectOf(texts ...string) Subject {
	var s Subject
	for _, t := range texts {
		s.Terms = text.AppendTerms(s.Terms, t)
		s.Idents = appendIdents(s.Idents, t)
	}
	s.Topics = s.topical()
	return s
}

// generic are terms every runner output and every success claim share:
// "test", "pass", "fixed", "works". Sharing only these does not make an
// item concern a claim.
var generic = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words(`test tests testing pass passes passed passing fail failed failing failure error errors ok okay
		work works working worked fix fixed fixes run runs ran running result results success successful succeed succeeded
		build builds check checks done green issue issues bug bugs problem problems now again still go npm yarn
		package packages module modules suite everything stable finished took load loaded files file examples example
		failures failure summary time duration elapsed
		seconds second ms finished total summary suite suites output log logs
		funciona funcionan arreglado prueba pruebas ahora ya error errores forma manera modo estable estables`) {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	for _, t := range text.Terms("测试 通过 修复 问题 解决 已经 失败 成功 现在 错误") {
		m[t] = true
	}
	return m
}()

// runnerWords are the words an identifier's parts share with every
// runner output ("TestCheckout" → "test"); the other parts of an
// identifier name its subject even when they are generic prose words
// ("Cart.Total" → "total").
var runnerWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("test tests spec pass fail error ok run check suite benchmark bench example it should") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// identParts returns the parts of the subject's identifiers that name
// something ("TestLegacyInvoice" → legacy, invoice).
func (s Subject) identParts() []string {
	var out []string
	for _, id := range s.Idents {
		for _, t := range text.Terms(id) {
			if !runnerWords[t] && !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// Topical returns the terms of s that are not generic outcome words.
func (s Subject) Topical() []string {
	if s.Topics != nil {
		return s.Topics
	}
	return s.topical()
}

func (s Subject) topical() []string {
	out := []string{}
	for _, t := range s.Terms {
		if !generic[t] {
			out = append(out, t)
		}
	}
	return out
}

// Shared returns what an item's subject shares with a claim's: the
// identifiers both name, then the topical terms both use.
func Shared(claim, item Subject) []string {
	var out []string
	for _, id := range claim.Idents {
		if slices.Contains(item.Idents, id) {
			out = append(out, id)
		}
	}
	for _, t := range claim.Terms {
		if !generic[t] && slices.Contains(item.Terms, t) {
			out = append(out, t)
		}
	}
	return out
}

// Relevant reports whether an item concerns a claim: it shares an
// identifier or a topical term with it (docs/rules.md §4.1, irrelevant). A claim
// that names nothing topical ("it works now") finds every item relevant:
// nothing tells them apart.
func Relevant(claim, item Subject) bool {
	if len(claim.Idents) == 0 && len(claim.Topical()) == 0 {
		return true
	}
	return len(Shared(claim, item)) > 0
}

// Paraphrase reports whether two claims are the same claim for session
// binding (docs/rules.md §7): the same identifiers (at least one), or content
// terms with Jaccard similarity ≥ 0.5 — topical terms when both claims
// have some, all terms otherwise. Claims that both name identifiers and
// share none are about other things ("GET /api/orders", "GET
// /api/users"); all terms rescue topical terms only where Chinese
// bigrams add noise, not where "works" is what two claims share.
func Paraphrase(a, b Subject) bool {
	if len(a.Idents) > 0 && sameSet(a.Idents, b.Idents) {
		return true
	}
	if len(a.Idents) > 0 && len(b.Idents) > 0 && text.Common(a.Idents, b.Idents) == 0 {
		return false // "GET /api/orders …" and "GET /api/users …": other things
	}
	if otherEnvironments(a, b) {
		return false // "works on Safari" and "works on Firefox"
	}
	// Compare what the claims are about: "TestCheckout passes" and "the
	// slugify test passes" share "test" and "pass", not a subject.
	ta, tb := a.Topical(), b.Topical()
	if len(a.Idents) == 0 && len(b.Idents) == 0 && (hasCJK(ta) || hasCJK(tb)) {
		// Chinese: compare the topics without the bigrams of how the
		// claim is put ("功能已修复", "已经修好了"), which two claims
		// about other features share and two wordings of one do not.
		if ca, cb := cjkCore(a), cjkCore(b); len(ca) > 0 && len(cb) > 0 {
			return text.Jaccard(ca, cb) >= 0.5
		}
	}
	if len(ta) == 0 || len(tb) == 0 {
		return text.Jaccard(a.Terms, b.Terms) >= 0.5
	}
	if text.Jaccard(ta, tb) >= 0.5 {
		return true
	}
	// Character bigrams of Chinese add noise to the topical terms; all the
	// terms count when neither claim names an identifier and they share a
	// topic.
	return len(a.Idents) == 0 && len(b.Idents) == 0 && (hasCJK(ta) || hasCJK(tb)) && text.Shares(ta, tb) && text.Jaccard(a.Terms, b.Terms) >= 0.5
}

// hasCJK reports a term of Han, kana or Hangul (a character bigram).
func hasCJK(terms []string) bool {
	for _, t := range terms {
		for _, r := range t {
			if isCJK(r) {
				return true
			}
		}
	}
	return false
}

// Restates reports whether an item says the claim again without adding
// an observation: it holds ≥ 0.8 of the claim's terms, few others, and no
// identifier the claim does not name.
// The caller also checks that the item has no outcome of its own.
func Restates(claim, item Subject) bool {
	if len(claim.Terms) == 0 {
		return false
	}
	n := text.Common(claim.Terms, item.Terms)
	if 5*n < 4*len(claim.Terms) {
		return false
	}
	extra := len(item.Terms) - n
	for _, t := range item.Terms {
		if framing[t] && !slices.Contains(claim.Terms, t) {
			extra-- // "Confirmed: <the claim>" is still only the claim
		}
	}
	if extra > len(claim.Terms)/4 {
		return false
	}
	// A path, test name or id the claim does not hold is an observation.
	for _, id := range item.Idents {
		if !slices.Contains(claim.Idents, id) {
			return false
		}
	}
	return true
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// framing are words that wrap a restated claim without adding to it.
var framing = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("confirmed confirm verified checked yes indeed true correct definitely certainly really actually fact update status done confirmado verificado cierto") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	for _, t := range text.Terms("确认 已确认 确实 验证") {
		m[t] = true
	}
	return m
}()

// maxIdents bounds the identifiers kept per subject.
const maxIdents = 64

// appendIdents appends the identifiers of s not yet in ids: tokens (split
// on space, quotes, brackets and commas) with inner structure — camelCase,
// '_', '/', '.', '-', '::' or letters mixed with digits — of at least 3
// characters, lower-cased, trailing punctuation trimmed.
func appendIdents(ids []string, s string) []string {
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
		if len(w) < 3 || len(w) > 120 || !isIdent(w) {
			continue
		}
		w = strings.ToLower(w)
		if !slices.Contains(ids, w) {
			ids = append(ids, w)
		}
	}
	return ids
}

func identSep(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '"', '\'', '`', '(', ')', '[', ']', '{', '}', ',', ';', '<', '>', '=', '|':
		return true
	}
	return false
}

// isIdent reports inner structure in a token.
func isIdent(w string) bool {
	if w[0] == '/' && len(w) > 2 && isAlnum(w[1]) {
		return true // a path: /login, /v1/token
	}
	letters, digits := false, false
	for k := 0; k < len(w); k++ {
		c := w[k]
		switch {
		case c >= utf8.RuneSelf:
			return false
		case 'a' <= c && c <= 'z':
			letters = true
		case 'A' <= c && c <= 'Z':
			if k > 0 && 'a' <= w[k-1] && w[k-1] <= 'z' {
				return true // camelCase
			}
			letters = true
		case '0' <= c && c <= '9':
			digits = true
		case c == '_' || c == '/' || c == '.' || c == '-' || c == ':':
			if k > 0 && k+1 < len(w) && hasLetter(w) {
				return true // numbers with dots ("2.31") name nothing
			}
		default:
			return false
		}
	}
	return letters && digits && !isVersionLike(w)
}

func hasLetter(w string) bool {
	for k := 0; k < len(w); k++ {
		if c := w[k] | 0x20; 'a' <= c && c <= 'z' {
			return true
		}
	}
	return false
}

// isVersionLike spots durations and sizes ("10ms", "3s", "64kb") that mix
// letters and digits without naming anything.
func isVersionLike(w string) bool {
	n, rest := leadingInt(w)
	if n < 0 {
		return false
	}
	switch strings.ToLower(rest) {
	case "ms", "s", "m", "h", "kb", "mb", "gb", "k", "x", "us", "ns", "st", "nd", "rd", "th", "px", "b":
		return true
	}
	return false
}

// Fingerprint returns a hash of s with what varies between copies of one
// observation normalised away: letters lower-cased, digit runs and hex ids
// replaced by one placeholder, white space collapsed. Two items with the
// same fingerprint are duplicates (docs/rules.md §4.1).
func Fingerprint(s string) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	pending, space := false, true // a space is written only before the next text
	for i := 0; i < len(s); {
		c := s[i]
		if fpClass[c] == fpOther {
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
				pending = pending || !space
				space = true
			} else {
				if pending {
					pending = false
					h = (h ^ ' ') * prime
				}
				h = (h ^ uint64(c)) * prime
				space = false
			}
			i++
			continue
		}
		// An alphanumeric run, hashed as it is read (digit runs as one
		// '0', letters lower-cased); a hex id of four or more with a
		// digit is then hashed as '#' instead, from the state before it.
		before, wasPending := h, pending
		if pending {
			pending = false
			h = (h ^ ' ') * prime
		}
		hex, digit, inDigits := true, false, false
		j := i
		for ; j < len(s); j++ {
			d := s[j]
			switch fpClass[d] {
			case fpDigit:
				digit = true
				if !inDigits {
					h = (h ^ '0') * prime
				}
				inDigits = true
				continue
			case fpHexLetter:
			case fpLetter:
				hex = false
			default:
				goto done
			}
			inDigits = false
			if 'A' <= d && d <= 'Z' {
				d += 'a' - 'A'
			}
			h = (h ^ uint64(d)) * prime
		}
	done:
		if hex && digit && j-i >= 4 {
			h = before
			if wasPending {
				h = (h ^ ' ') * prime
			}
			h = (h ^ '#') * prime
		}
		space = false
		i = j
	}
	return h
}

// Byte classes for Fingerprint.
const (
	fpOther = iota
	fpDigit
	fpHexLetter // a–f, A–F
	fpLetter
)

var fpClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case isDigit(byte(c)):
			t[c] = fpDigit
		case 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F':
			t[c] = fpHexLetter
		case isAlnum(byte(c)):
			t[c] = fpLetter
		}
	}
	return t
}()

func isAlnum(c byte) bool {
	return isDigit(c) || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
