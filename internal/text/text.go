// Package text holds the small, deterministic text routines every rule
// package shares: splitting prose into normalized content terms (lower case,
// stop words out, light stemming, a few domain synonyms folded together),
// comparing term sets, and cutting excerpts on rune boundaries.
//
// It is deliberately simple. It does not understand language; it gives the
// rule tables a stable vocabulary so that "restarting pods" and "restart the
// pod" compare equal and "signs in" is recognised as being about
// authentication.
package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// asciiClass maps an ASCII byte to its lower-case word byte, 0 for a
// separator, or '\” for an apostrophe (dropped inside words).
var asciiClass = func() (c [utf8.RuneSelf]byte) {
	for b := 'a'; b <= 'z'; b++ {
		c[b] = byte(b)
		c[b-'a'+'A'] = byte(b)
	}
	for b := '0'; b <= '9'; b++ {
		c[b] = byte(b)
	}
	c['\''] = '\''
	return c
}()

// Words splits s into lower-case words: maximal runs of letters and digits,
// split again at camelCase boundaries ("TestLogin" → "test", "login";
// "PDFExport" → "pdf", "export").
// Apostrophes inside a word are dropped ("doesn't" → "doesnt"). The words
// share one backing string, so splitting costs two allocations.
func Words(s string) []string {
	buf := make([]byte, 0, len(s)+1)
	n := 0
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil; w = sc.next() {
		buf = append(append(buf, w...), ' ')
		n++
	}
	joined := string(buf)
	words := make([]string, 0, n)
	start := 0
	for i := 0; i < len(joined); i++ {
		if joined[i] == ' ' {
			words = append(words, joined[start:i])
			start = i + 1
		}
	}
	return words
}

// JoinedWords is strings.Join(Words(s), " ") in one allocation.
func JoinedWords(s string) string {
	buf := make([]byte, 0, len(s)+1)
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil; w = sc.next() {
		if len(buf) > 0 {
			buf = append(buf, ' ')
		}
		buf = append(buf, w...)
	}
	return string(buf)
}

// A wordScanner yields the lower-case words of a text one at a time, into
// a buffer it reuses: the one tokenizer behind [Words], [AppendTerms] and
// [Extractor].
type wordScanner struct {
	s   string
	i   int
	buf [64]byte // words are built here; a longer one grows onto the heap
}

// next returns the next word, valid until the following call, or nil at
// the end of the text.
func (sc *wordScanner) next() []byte {
	s, word := sc.s, sc.buf[:0]
	for sc.i < len(s) {
		c := s[sc.i]
		if 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
			// The common case, a run of lower-case letters and digits,
			// copied at once.
			j := sc.i + 1
			for j < len(s) && ('a' <= s[j] && s[j] <= 'z' || '0' <= s[j] && s[j] <= '9') {
				j++
			}
			word = append(word, s[sc.i:j]...)
			sc.i = j
			continue
		}
		if c < utf8.RuneSelf {
			switch lower := asciiClass[c]; lower {
			case '\'': // keep the word together: "doesn't" → "doesnt"
			case 0:
				if len(word) > 0 {
					sc.i++
					return word
				}
			default:
				if c != lower && len(word) > 0 && ('a' <= s[sc.i-1] && s[sc.i-1] <= 'z' ||
					'A' <= s[sc.i-1] && s[sc.i-1] <= 'Z' && sc.i+1 < len(s) && 'a' <= s[sc.i+1] && s[sc.i+1] <= 'z') {
					// camelCase: "TestLogin" is "test" and "login"; this
					// letter starts the next word.
					return word
				}
				word = append(word, lower)
			}
			sc.i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[sc.i:])
		sc.i += size
		switch {
		case r == '’':
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			word = utf8.AppendRune(word, unicode.ToLower(r))
		default:
			if len(word) > 0 {
				return word
			}
		}
	}
	if len(word) == 0 {
		return nil
	}
	return word
}

// Terms returns the distinct content terms of s, in order of first
// appearance: words that are not stop words, stemmed, with synonyms folded
// to one canonical term (see [Canonical]).
func Terms(s string) []string {
	return AppendTerms(nil, s)
}

// AppendTerms appends the content terms of s that terms does not hold yet.
// It reads s once and allocates only for the terms it keeps, which share
// one backing string: this is the hot path of every classification.
func AppendTerms(terms []string, s string) []string {
	var spanBuf [16]termSpan
	arena := make([]byte, 0, len(s))
	spans := spanBuf[:0]
	var idx *termIndex
	var seg [64]byte // escapes into eachSegment's closure: one per call, not one per word
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil; w = sc.next() {
		if ascii(w) {
			arena, spans, idx = addTerm(w, arena, spans, terms, idx)
			continue
		}
		eachSegment(w, seg[:0], func(t []byte) { arena, spans, idx = addTerm(t, arena, spans, terms, idx) })
	}
	if terms == nil {
		terms = make([]string, 0, len(spans))
	}
	all := string(arena)
	for _, sp := range spans {
		if sp.fixed != "" {
			terms = append(terms, sp.fixed)
		} else {
			terms = append(terms, all[sp.start:sp.end])
		}
	}
	return terms
}

// AnyTerm reports whether some content term of s (a term Terms would
// return) satisfies pred, reading s only as far as the first that does.
func AnyTerm(s string, pred func(term string) bool) bool {
	found := false
	check := func(w []byte) {
		if found || len(w) < 2 || isStopWord(w) {
			return
		}
		w = stemBytes(w)
		if synonymFilter.mayHoldBytes(w) {
			if c, ok := synonyms[string(w)]; ok {
				found = pred(c)
				return
			}
		}
		found = pred(string(w))
	}
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil && !found; w = sc.next() {
		if ascii(w) {
			check(w)
			continue
		}
		var seg [64]byte
		eachSegment(w, seg[:0], check)
	}
	return found
}

// A termSpan is a kept term: a range of the arena, or a canonical synonym.
type termSpan struct {
	start, end int
	fixed      string
}

// addTerm normalizes one lower-case word and keeps it in arena/spans if it
// is a term that neither spans nor prior holds yet. Past indexFrom terms
// it looks them up in idx, built on first need, instead of comparing
// with each: text in which no word repeats (20,000 characters of it)
// made the comparisons quadratic.
func addTerm(w, arena []byte, spans []termSpan, prior []string, idx *termIndex) ([]byte, []termSpan, *termIndex) {
	if len(w) < 2 || isStopWord(w) {
		return arena, spans, idx
	}
	w = stemBytes(w)
	fixed := ""
	if synonymFilter.mayHoldBytes(w) {
		fixed = synonyms[string(w)]
	}
	if idx == nil && len(prior)+len(spans) > indexFrom {
		idx = newTermIndex(prior, arena, spans)
	}
	if idx != nil {
		if idx.holds(w, fixed) {
			return arena, spans, idx
		}
	} else if heldIn(w, fixed, arena, spans, prior) {
		return arena, spans, idx
	}
	if fixed != "" {
		spans = append(spans, termSpan{fixed: fixed})
	} else {
		start := len(arena)
		arena = append(arena, w...)
		spans = append(spans, termSpan{start: start, end: len(arena)})
	}
	if idx != nil {
		idx.add(w, fixed)
	}
	return arena, spans, idx
}

// heldIn reports whether prior or spans already hold the term: a
// synonym's canonical name (fixed) or the stemmed word w.
func heldIn(w []byte, fixed string, arena []byte, spans []termSpan, prior []string) bool {
	for _, u := range prior {
		if (fixed != "" && u == fixed) || (fixed == "" && u == string(w)) {
			return true
		}
	}
	for _, sp := range spans {
		if fixed != "" {
			if sp.fixed == fixed {
				return true
			}
		} else if sp.fixed == "" && string(arena[sp.start:sp.end]) == string(w) {
			return true
		}
	}
	return false
}

// indexFrom is how many terms addTerm compares one by one before it
// indexes them.
const indexFrom = 32

// A termIndex is heldIn by lookup: the prior terms, and the kept terms
// by kind, as heldIn compares a canonical name with every prior term but
// only with the kept canonical names, and a word likewise.
type termIndex struct {
	prior, fixed, words map[string]bool
}

func newTermIndex(prior []string, arena []byte, spans []termSpan) *termIndex {
	idx := &termIndex{prior: make(map[string]bool, len(prior)), fixed: map[string]bool{}, words: map[string]bool{}}
	for _, u := range prior {
		idx.prior[u] = true
	}
	for _, sp := range spans {
		idx.add(arena[sp.start:sp.end], sp.fixed)
	}
	return idx
}

func (idx *termIndex) holds(w []byte, fixed string) bool {
	if fixed != "" {
		return idx.prior[fixed] || idx.fixed[fixed]
	}
	return idx.prior[string(w)] || idx.words[string(w)]
}

func (idx *termIndex) add(w []byte, fixed string) {
	if fixed != "" {
		idx.fixed[fixed] = true
	} else {
		idx.words[string(w)] = true
	}
}

// Term normalizes one lower-case word to a content term. It reports false
// for stop words and one-letter words.
func Term(w string) (string, bool) {
	if len(w) < 2 || isStopWord([]byte(w)) {
		return "", false
	}
	return Canonical(Stem(w)), true
}

// Canonical folds a stemmed term onto its synonym group's name, so that
// evidence about "credentials" or "signing in" is seen to concern a claim
// about "authentication".
func Canonical(stem string) string {
	if !synonymFilter.mayHold(stem) {
		return stem
	}
	if c, ok := synonyms[stem]; ok {
		return c
	}
	return stem
}

// Stem strips common English inflections: plural and verb endings, and a
// final "e", so that "replace", "replaced", "replacing" and "replaces" share
// one stem. It is not a full Porter stemmer and does not try to be.
func Stem(w string) string {
	return string(stemBytes([]byte(w)))
}

// stemBytes stems w in place and returns the stem (a prefix of w, possibly
// with its last byte rewritten).
func stemBytes(w []byte) []byte {
	n := len(w)
	switch {
	case n > 4 && hasSuffix(w, "ies"):
		w = append(w[:n-3], 'y')
	case n > 4 && hasSuffix(w, "sses"):
		w = w[:n-2]
	case n > 5 && hasSuffix(w, "ing"):
		w = undouble(w[:n-3])
	case n > 4 && hasSuffix(w, "ed") && !hasSuffix(w, "eed"):
		w = undouble(w[:n-2])
	case n > 4 && (hasSuffix(w, "ches") || hasSuffix(w, "shes") || hasSuffix(w, "xes")):
		w = w[:n-2]
	case n > 3 && w[n-1] == 's' && !hasSuffix(w, "ss") && !hasSuffix(w, "us") && !hasSuffix(w, "is"):
		w = w[:n-1]
	}
	if len(w) > 7 && hasSuffix(w, "ically") {
		w = w[:len(w)-4] // "automatically", "dynamically": the adjective, "automatic", "dynamic"
	}
	if len(w) > 3 && w[len(w)-1] == 'e' && w[len(w)-2] != 'e' {
		w = w[:len(w)-1]
	}
	if n := len(w); n > 4 && w[n-3] == 0xC3 && w[n-1] == 'n' {
		// A Spanish stressed last syllable loses its accent in the plural
		// ("notificación", "notificaciones"; "camión", "camiones"): the
		// singular's vowel is folded so that both stem alike.
		if v := strings.IndexByte("\xa1\xa9\xad\xb3\xba", w[n-2]); v >= 0 {
			w[n-3], w[n-2] = "aeiou"[v], w[n-1]
			w = w[:n-1]
		}
	}
	return w
}

func hasSuffix(w []byte, suffix string) bool {
	return len(w) >= len(suffix) && string(w[len(w)-len(suffix):]) == suffix
}

// undouble turns "stopp" into "stop" and "runn" into "run", leaving
// "ll", "ss" and "zz" alone ("install", "pass").
func undouble(w []byte) []byte {
	n := len(w)
	if n >= 3 && w[n-1] == w[n-2] && strings.IndexByte("aeiouylsz", w[n-1]) < 0 {
		return w[:n-1]
	}
	return w
}

// Jaccard returns |a ∩ b| / |a ∪ b| for two sets of distinct terms; two
// empty sets have similarity 0.
func Jaccard(a, b []string) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 0
	}
	inter := Common(a, b)
	return float64(inter) / float64(len(a)+len(b)-inter)
}

// setFrom is the product of two term lists' lengths past which Common
// looks terms up in a set rather than comparing every pair: two texts of
// thousands of distinct words made the comparisons quadratic.
const setFrom = 1024

// Shares reports whether the two term sets have at least one term in common.
func Shares(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// Common counts the terms of a that b holds too.
func Common(a, b []string) int {
	n := 0
	if len(a)*len(b) > setFrom {
		in := make(map[string]bool, len(b))
		for _, y := range b {
			in[y] = true
		}
		for _, x := range a {
			if in[x] {
				n++
			}
		}
		return n
	}
	for _, x := range a {
		for _, y := range b {
			if x == y {
				n++
				break
			}
		}
	}
	return n
}

// Excerpt returns s cut to at most max runes on a rune boundary, with "…"
// as the last rune when anything was cut. Whitespace runs (newlines
// included) are collapsed to single spaces so that an excerpt reads as one
// line. Callers redact before they cut, so a secret split by the limit
// cannot leak its first half.
func Excerpt(s string, max int) string {
	if max <= 1 {
		s = collapseSpace(s)
		if len(s) <= max || utf8.RuneCountInString(s) <= max {
			return s
		}
		return "…"
	}
	if isCollapsed(s) {
		return cutRunes(s, max)
	}
	return collapsePrefix(s, max)
}

// isCollapsed reports whether collapseSpace(s) is s itself: no ASCII
// white space at either end, none but single spaces inside.
func isCollapsed(s string) bool {
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c > ' ' { // most bytes: one comparison
			prevSpace = false
			continue
		}
		switch {
		case c == ' ':
			if prevSpace {
				return false
			}
			prevSpace = true
		case '\t' <= c && c <= '\r': // \t \n \v \f \r
			return false
		default:
			prevSpace = false
		}
	}
	return !prevSpace
}

// cutRunes is Excerpt of a collapsed s (max ≥ 2): it reads no further
// than the rune after the limit.
func cutRunes(s string, max int) string {
	if len(s) <= max { // a rune is at least a byte
		return s
	}
	if asciiPrefix(s, max+1) { // then max+1 runes: cut at a byte
		return strings.TrimRightFunc(s[:max-1], unicode.IsSpace) + "…"
	}
	n, cut := 0, 0
	for i := range s {
		if n == max-1 {
			cut = i
		}
		if n == max {
			return strings.TrimRightFunc(s[:cut], unicode.IsSpace) + "…"
		}
		n++
	}
	return s
}

// asciiPrefix reports whether the first n bytes of s (n ≤ len(s)) are
// ASCII.
func asciiPrefix(s string, n int) bool {
	for i := 0; i < n; i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// collapsePrefix is Excerpt of an s that collapseSpace would rewrite
// (max ≥ 2): the words of s (strings.Fields) joined by single spaces, up to
// the rune after the limit, so that a 20,000-character output costs the
// same as its first line.
func collapsePrefix(s string, max int) string {
	out := make([]byte, 0, min(len(s), 4*max+8))
	n, cut, pending := 0, 0, false
	i := 0
	for i < len(s) {
		r, w := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		if unicode.IsSpace(r) {
			pending = n > 0
			i += w
			continue
		}
		if pending {
			if n == max {
				break
			}
			if n == max-1 {
				cut = len(out)
			}
			out = append(out, ' ')
			n++
			pending = false
		}
		if n == max {
			break
		}
		if n == max-1 {
			cut = len(out)
		}
		out = append(out, s[i:i+w]...)
		n++
		i += w
	}
	if i < len(s) { // stopped at a rune past the limit
		return strings.TrimRightFunc(string(out[:cut]), unicode.IsSpace) + "…"
	}
	return string(out)
}

// collapseSpace trims s and replaces each run of white space with one
// space; it returns s itself when there is nothing to change.
func collapseSpace(s string) string {
	clean := true
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		space := c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
		if space && (c != ' ' || prevSpace) {
			clean = false
			break
		}
		prevSpace = space
	}
	if clean && !prevSpace {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// Holds returns the terms of want that s holds, in want's order. It reads
// s once and keeps nothing else, so asking whether a long text mentions a
// short list of terms costs a scan, not the text's whole term set.
func Holds(s string, want []string) []string {
	if len(want) == 0 {
		return nil
	}
	var ts TermSet
	ts.Reset(want)
	ts.Scan(s)
	return ts.Found()
}

// A TermSet asks which of a list of terms (the first 64) several texts
// hold: Holds of the texts joined by newlines, with the list prepared
// once. The zero value holds no terms; Reset prepares a list.
type TermSet struct {
	want  []string
	first [256]bool  // first bytes a word must have to be a wanted term
	pairs [16]uint64 // first two bytes it must have, hashed (pairBit)
	found uint64     // bit i: want[i] seen
	all   uint64
}

// pairBit is the bit of TermSet.pairs for a word's first two bytes.
func pairBit(a, b byte) (int, uint64) {
	h := (uint(a)<<5 ^ uint(b)) & 1023
	return int(h >> 6), 1 << (h & 63)
}

// Reset prepares the set for want and forgets what was found.
func (ts *TermSet) Reset(want []string) {
	ts.want, ts.found, ts.first = want[:min(len(want), 64)], 0, [256]bool{}
	ts.all = uint64(1)<<len(ts.want) - 1
	if len(ts.want) == 64 {
		ts.all = ^uint64(0)
	}
	// A word can be a wanted term only if its first byte is one of a
	// wanted term's or of a synonym folded onto one: stemming keeps the
	// first byte. Most words of an output are rejected here, before the
	// stop-word table and the stemmer (FuzzHolds checks the filter
	// changes nothing).
	for _, t := range ts.want {
		if t != "" {
			ts.first[t[0]] = true
		}
		for _, c := range []byte(synonymFirsts[t]) {
			ts.first[c] = true
		}
	}
	// The first two bytes too: the stemmer cuts only suffixes and leaves
	// at least two bytes, so a word of two bytes or more starts as its
	// stem does — a wanted term's or a synonym key's that folds onto one.
	// A shorter term or key turns the filter off (all bits set).
	ts.pairs = [16]uint64{}
	short := false
	mark := func(t string) {
		if len(t) < 2 {
			short = true
			return
		}
		i, bit := pairBit(t[0], t[1])
		ts.pairs[i] |= bit
	}
	for _, t := range ts.want {
		mark(t)
		for _, k := range synonymKeys()[t] {
			mark(k)
		}
	}
	if short {
		for i := range ts.pairs {
			ts.pairs[i] = ^uint64(0)
		}
	}
}

// Forget forgets what was found, keeping the list.
func (ts *TermSet) Forget() { ts.found = 0 }

// Scan reads s for the wanted terms.
func (ts *TermSet) Scan(s string) {
	if ts.found == ts.all {
		return
	}
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil && ts.found != ts.all; w = sc.next() {
		if ascii(w) {
			ts.check(w)
			continue
		}
		var seg [64]byte
		eachSegment(w, seg[:0], ts.check)
	}
}

func (ts *TermSet) check(w []byte) {
	if len(w) < 2 || !ts.first[w[0]] {
		return
	}
	if i, bit := pairBit(w[0], w[1]); ts.pairs[i]&bit == 0 || isStopWord(w) {
		return
	}
	w = stemBytes(w)
	term := string(w) // does not escape: compared only
	if synonymFilter.mayHoldBytes(w) {
		if c, ok := synonyms[term]; ok {
			term = c
		}
	}
	for i, t := range ts.want {
		if t == term {
			ts.found |= 1 << i
		}
	}
}

// Any reports whether the texts scanned so far hold a wanted term.
func (ts *TermSet) Any() bool { return ts.found != 0 }

// Found returns the wanted terms the texts scanned so far hold, in the
// list's order.
func (ts *TermSet) Found() []string {
	var out []string
	for i := range ts.want {
		if ts.found&(1<<i) != 0 {
			out = append(out, ts.want[i])
		}
	}
	return out
}

// Clip cuts s to at most n bytes on a rune boundary, marking a cut with
// "…" (which adds three bytes). It is for quoting input in a message, where
// a bound in bytes keeps the message bounded.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}

// Sentences splits s after ".", "!", "?" (followed by a space, a line
// break or the end) and after "。", "！", "？" and line breaks, with space
// trimmed and empty sentences dropped.
func Sentences(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		end := i + len(string(r))
		if strings.ContainsRune(".!?。！？\n", r) && (r >= 0x80 || r == '\n' || end == len(s) || s[end] == ' ' || s[end] == '\n') {
			if t := strings.TrimSpace(s[start:end]); t != "" {
				out = append(out, t)
			}
			start = end
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// UpTo returns s up to the first of leads found after its start, compared in
// lower case ("Fix the redirect, and also restyle the page" up to ", and
// also"), or s when none is.
func UpTo(s string, leads []string) string {
	lower := strings.ToLower(s)
	if len(lower) != len(s) {
		lower = s // a case change that moved bytes: compare as written
	}
	end := len(s)
	for _, l := range leads {
		if k := strings.Index(lower, l); k > 0 && k < end {
			end = k
		}
	}
	return s[:end]
}
