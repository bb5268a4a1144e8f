package reading

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// Kind is what a statement says, by the table row that found it.
type Kind string

// The kinds of statement. Success and Failure are what a text asserts
// happened; Hedge and Hearsay mark how sure it is; the rest are claim
// shapes (docs/rules.md §4.3).
const (
	Success      Kind = "success"
	Failure      Kind = "failure"
	Hedge        Kind = "hedge"
	Hearsay      Kind = "hearsay"
	Absence      Kind = "absence"
	Causal       Kind = "causal"
	Universal    Kind = "universal"
	Intermittent Kind = "intermittent"
	Environment  Kind = "environment"
	Performance  Kind = "performance"
	// Before marks the state before a change ("before the fix", "on
	// main", "修复前"): a failure there is a fix's before, not evidence
	// against it.
	Before Kind = "before"
	// Pending marks a fix still to come ("will fix", "待修复").
	Pending Kind = "pending"
	// Idiom marks a phrase that looks like an outcome and says none ("no
	// pasa nada"): the longest match takes it, and it says nothing.
	Idiom Kind = "idiom"
	// Affirm and Persist are the words of predicateRows: an observation
	// stating that a claimed predicate holds ("delivered", "loads", "正常")
	// or has not happened yet ("queued", "blank page", "转圈"). What they
	// mean depends on the claim that selects their row.
	Affirm  Kind = "affirm"
	Persist Kind = "persist"
)

// A Statement is one phrase of a text that a row of the phrase table
// recognised, read with its negation and plan context.
type Statement struct {
	Kind Kind
	// Rule names the row ("success.en.fixed").
	Rule string
	// Text is the phrase as written; Sentence is the clause around it.
	Text, Sentence string
	// Start and End are Text's byte offsets in the input.
	Start, End int
	// Negated: a negation precedes it in its clause ("did not pass",
	// "还没修复"). Planned: it is future, intended, conditional or asked
	// ("will fix", "then fix", "need to fix", "is it fixed?").
	Negated, Planned bool
	// Before: its clause says it describes the state before a change
	// ("it failed before the fix", "修复前失败").
	Before bool

	row int // its row in phraseRows
	// qualified: a contrast word follows it somewhere in the text ("the
	// page appears but the total is wrong").
	qualified bool
}

// Says returns what the statement asserts about an outcome: [Success] for
// an asserted success or a negated failure ("no longer fails", "0
// failed"), [Failure] for an asserted failure or a negated success ("did
// not pass", "not fixed yet"), and "" for anything else — a plan, a
// question, a hedge or a shape.
func (s *Statement) Says() Kind {
	if s.Planned {
		return ""
	}
	switch {
	case s.Kind == Success && !s.Negated, s.Kind == Failure && s.Negated:
		return Success
	case s.Kind == Success && s.Negated, s.Kind == Failure && !s.Negated:
		return Failure
	}
	return ""
}

// A phraseRow is one row of the phrase table: a name, the kind it marks
// and its phrases, written as they appear in text (lower case; Chinese
// without spaces).
type phraseRow struct {
	name    string
	kind    Kind
	phrases []string
}

// A modifierRow names words that, a few words before a phrase in the same
// clause, negate it or make it a plan.
type modifierRow struct {
	name    string
	planned bool // false: negates
	phrases []string
}

// tok is a token: a lower-case word (apostrophes dropped) or one CJK
// character; stop marks a clause boundary, question a clause ending in '?'.
type tok struct {
	s              string
	start, end     int
	arena0, arena1 int32 // where s is in the arena while tokenizing
	stop           bool
	// will marks a contraction of "will" ("I'll", "we’ll"), whose
	// apostrophe the word itself has lost ("ill", "well").
	will bool
	// flag marks a command-line option ("-si", "--no-cache"): a name, not
	// a word that negates or plans ("si", "no").
	flag bool
}

// isCJK reports Han, kana and Hangul: scripts written without spaces,
// which are read one character at a time.
func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// clauseStops end a clause, so that negation does not reach across them.
const clauseStops = ".,;:!?。，；：！？、\n…()[]（）"

// asciiStops marks the ASCII bytes of clauseStops.
var asciiStops = func() (t [utf8.RuneSelf]bool) {
	for i := 0; i < len(clauseStops); i++ {
		if c := clauseStops[i]; c < utf8.RuneSelf {
			t[c] = true
		}
	}
	return t
}()

// tokenize splits s into tokens, one pass. Words already in lower case
// are substrings of s; the others are lower-cased into one arena, so a
// call allocates the token slice and at most one string.
func tokenize(s string, toks []tok) []tok {
	toks, _ = tokenizeInto(s, toks, nil)
	return toks
}

// tokenizeInto is tokenize with an arena to reuse; it returns the arena
// for the next call (the tokens' strings are copied out of it).
func tokenizeInto(s string, toks []tok, arena []byte) ([]tok, []byte) {
	if toks == nil {
		toks = make([]tok, 0, len(s)/6+4)
	}
	z := tokenizer{s: s, toks: toks, start: -1, arena: arena}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
				if z.start < 0 {
					z.start = i
				}
			case 'A' <= c && c <= 'Z':
				if z.start < 0 {
					z.start = i
				}
				z.fold = true
			case c == '\'' && z.start >= 0:
				z.fold = true
			default:
				z.flush(i)
				if asciiStops[c] && (c != '.' && c != ':' || i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n') && !inPattern(s, i) {
					z.toks = append(z.toks, tok{s: s[i : i+1], start: i, end: i + 1, stop: true})
				}
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '’' && z.start >= 0:
			z.fold = true
		case isCJK(r):
			z.flush(i)
			z.toks = append(z.toks, tok{s: s[i : i+size], start: i, end: i + size})
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if z.start < 0 {
				z.start = i
			}
			z.fold = z.fold || unicode.ToLower(r) != r
		default:
			z.flush(i)
			if strings.ContainsRune(clauseStops, r) {
				t := tok{s: s[i : i+size], start: i, end: i + size, stop: true}
				if r == '？' {
					t.s = "?"
				}
				z.toks = append(z.toks, t)
			}
		}
		i += size
	}
	z.flush(len(s))
	if z.fixed > 0 {
		all := string(z.arena)
		for k := range z.toks {
			if t := &z.toks[k]; t.arena1 > 0 {
				t.s = all[t.arena0:t.arena1]
			}
		}
	}
	return z.toks, z.arena[:0]
}

// inPattern reports a '.' that ends a package pattern ("./...",
// "./internal/..."): its dots follow a '/', and the sentence goes on.
func inPattern(s string, i int) bool {
	if s[i] != '.' {
		return false
	}
	j := i
	for j > 0 && s[j-1] == '.' {
		j--
	}
	return i-j == 2 && j > 0 && s[j-1] == '/'
}

// tokenizer is tokenize's state. It holds no buffer of its own, so that it
// stays on the stack: a word is lower-cased straight into the arena when it
// ends, and only when it needs to be.
type tokenizer struct {
	s     string
	toks  []tok
	start int
	fold  bool // the current word has an upper-case letter or an apostrophe
	arena []byte
	fixed int
}

// flush ends the current word at end.
func (z *tokenizer) flush(end int) {
	if z.start < 0 {
		return
	}
	w := z.s[z.start:end]
	t := tok{s: w, start: z.start, end: end}
	t.will = len(w) > 3 && (strings.HasSuffix(w, "'ll") || strings.HasSuffix(w, "’ll"))
	if b := z.start - 1; b >= 0 && z.s[b] == '-' {
		for b > 0 && z.s[b-1] == '-' {
			b--
		}
		t.flag = z.start-b <= 2 && (b == 0 || z.s[b-1] == ' ')
	}
	if z.fold {
		// Lower-cased or an apostrophe dropped: the text goes to the
		// arena; its offsets are resolved once the arena is final.
		if z.arena == nil {
			// Room for the rest of a short text at once: the arena
			// otherwise grows several times on a sentence of capitals.
			z.arena = make([]byte, 0, min(len(z.s)-z.start, 256))
		}
		n := len(z.arena)
		z.arena = foldWord(z.arena, w)
		if string(z.arena[n:]) != w {
			t.arena0, t.arena1 = int32(n), int32(len(z.arena))
			z.fixed++
		} else {
			z.arena = z.arena[:n]
		}
	}
	z.toks = append(z.toks, t)
	z.start, z.fold = -1, false
}

// foldWord appends word w lower-cased with its apostrophes dropped: the
// letters, digits and apostrophes tokenize puts in a word.
func foldWord(dst []byte, w string) []byte {
	for i := 0; i < len(w); {
		c := w[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '\'':
			case 'A' <= c && c <= 'Z':
				dst = append(dst, c+'a'-'A')
			default:
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(w[i:])
		if r != '’' {
			dst = utf8.AppendRune(dst, unicode.ToLower(r))
		}
		i += size
	}
	return dst
}

// compiled phrase tables: each phrase as tokens, indexed by its first.
type entry struct {
	row   int
	toks  []string
	isMod bool
}

// phraseIndexes are the built-in phrase tables, compiled on first use: a
// process that reads no text (gate check, version) does not pay for them.
type phraseIndexes struct {
	phrase, mod, before, after map[string][]entry
	// governor holds governorRows, causative causatives.
	governor, causative map[string][]entry
	// marker holds persistMarkers; markerFirst filters its first words as
	// firstWords does the phrases'.
	marker      map[string][]entry
	markerFirst [32][256]bool
	// firstWords is a quick filter in front of phrase: can a phrase start
	// with a word of this length and first byte? Most words are rejected
	// by two array reads instead of a map lookup.
	firstWords [32][256]bool
	// beforeLongest is the length of before's longest key.
	beforeLongest int
}

var indexes = sync.OnceValue(func() *phraseIndexes {
	x := &phraseIndexes{phrase: map[string][]entry{}, mod: map[string][]entry{}, before: map[string][]entry{}, after: map[string][]entry{},
		marker: map[string][]entry{}, governor: map[string][]entry{}, causative: map[string][]entry{}}
	for i, r := range governorRows {
		for _, p := range r.phrases {
			compile(x.governor, i, p, true, nil)
		}
	}
	for _, p := range causatives {
		compile(x.causative, 0, p, false, nil)
	}
	for _, p := range persistMarkers {
		compile(x.marker, 0, p, false, &x.markerFirst)
	}
	for i, r := range phraseRows {
		for _, p := range r.phrases {
			compile(x.phrase, i, p, false, &x.firstWords)
		}
	}
	for i, r := range modifierRows {
		for _, p := range r.phrases {
			compile(x.mod, i, p, true, &x.firstWords)
		}
	}
	for i, r := range beforeRows {
		for _, p := range r.phrases {
			compile(x.before, i, p, false, &x.firstWords)
		}
	}
	for k := range x.before {
		x.beforeLongest = max(x.beforeLongest, len(k))
	}
	for i, r := range afterRows {
		for _, p := range r.phrases {
			compile(x.after, i, p, false, &x.firstWords)
		}
	}
	return x
})

func (x *phraseIndexes) mayStart(w string) bool {
	if len(w) >= len(x.firstWords) {
		return true
	}
	return x.firstWords[len(w)][w[0]]
}

var contrast = map[string]bool{}

// rowFamily is, for each row of phraseRows, its row in predicateRows, or -1.
var rowFamily []int8

// compile adds phrase to index under its first word, and marks that word
// in first when first is not nil.
func compile(index map[string][]entry, row int, phrase string, isMod bool, first *[32][256]bool) {
	var ts []string
	for _, t := range tokenize(phrase, nil) {
		if !t.stop {
			ts = append(ts, t.s)
		}
	}
	if len(ts) == 0 {
		panic("reading: empty phrase in row " + phrase)
	}
	index[ts[0]] = append(index[ts[0]], entry{row: row, toks: ts, isMod: isMod})
	if first != nil && len(ts[0]) < len(first) {
		first[len(ts[0])][ts[0][0]] = true
	}
}

func init() {
	// Pending-fix phrases and the affirmation table are statements too,
	// read in the same pass.
	phraseRows = append(phraseRows, pendingRows...)
	rowFamily = make([]int8, len(phraseRows), len(phraseRows)+2*len(predicateRows))
	for i := range rowFamily {
		rowFamily[i] = -1
	}
	for f, p := range predicateRows {
		for _, r := range []phraseRow{{"affirm." + p.name, Affirm, p.affirm}, {"persist." + p.name, Persist, p.persist}} {
			if len(r.phrases) > 0 {
				phraseRows = append(phraseRows, r)
				rowFamily = append(rowFamily, int8(f))
			}
		}
	}
	for _, w := range contrastWords {
		contrast[w] = true
	}
}

// lookBack is how many tokens before a phrase a negation or plan word may
// stand and still govern it.
const lookBack = 4

// Statements returns every phrase of s that the phrase table recognises,
// in order, each with its negation and plan context. Where phrases
// overlap, the longest wins ("no longer fails" is one success, not an
// absence and a failure). Its cost is linear in len(s).
func Statements(s string) []Statement {
	return statements(s, nil)
}

// identPart reports a word s[from:to] joined to an identifier by '_'.
func identPart(s string, from, to int) bool {
	return from > 0 && s[from-1] == '_' || to < len(s) && s[to] == '_'
}

// appearances are the verbs of something showing up: after a failure noun
// they say the failure happened.
var appearances = map[string]bool{"appeared": true, "appears": true, "appear": true, "occurred": true, "occurs": true,
	"reappeared": true, "returned": true, "returns": true, "showed": true, "shows": true, "apareció": true, "aparece": true}

// zhAbsentBefore reports a Chinese "did not appear" a few characters
// before a failure: "没有出现下载卡住", "未再出现崩溃".
func zhAbsentBefore(s string, at int) bool {
	head := s[max(0, at-24):at]
	for _, p := range [...]string{"没有出现", "没出现", "未出现", "不再出现", "没有再出现", "未再出现", "没再出现"} {
		if i := strings.LastIndex(head, p); i >= 0 && utf8.RuneCountInString(head[i+len(p):]) <= 4 && !strings.ContainsAny(head[i:], "，。；,;") {
			return true
		}
	}
	return false
}

// absentAfter reports a failure noun's own negated occurrence right after
// it: "did not appear", "didn't occur", "never showed up", "no apareció",
// "没有出现".
func absentAfter(toks []tok, k int) bool {
	if k < len(toks) && !toks[k].stop && toks[k].s == "was" || k < len(toks) && !toks[k].stop && toks[k].s == "has" {
		k++
	}
	var zh strings.Builder
	for j := k; j < len(toks) && j < k+5 && !toks[j].stop && len(toks[j].s) == 3; j++ {
		zh.WriteString(toks[j].s) // Chinese, one character a token
	}
	for _, p := range [...]string{"没有出现", "没出现", "未出现", "没有再出现", "不再出现", "没再出现"} {
		if strings.HasPrefix(zh.String(), p) {
			return true
		}
	}
	if k+1 >= len(toks) || toks[k].stop || toks[k+1].stop {
		return false
	}
	neg := toks[k].s == "didnt" || toks[k].s == "never" || toks[k].s == "no" || toks[k].s == "not" || toks[k].s == "doesnt" ||
		toks[k].s == "hasnt" || toks[k].s == "havent" || toks[k].s == "ya" && toks[k+1].s == "no"
	at := k + 1
	if (toks[k].s == "did" || toks[k].s == "does" || toks[k].s == "has" || toks[k].s == "have") && toks[k+1].s == "not" {
		neg, at = true, k+2
	}
	// "no longer appears", "ya no aparece", "has not been seen", "never
	// showed up again".
	for at < len(toks) && !toks[at].stop && (toks[at].s == "longer" || toks[at].s == "no" && toks[k].s == "ya" || toks[at].s == "been" || toks[at].s == "again") {
		at++
	}
	if !neg || at >= len(toks) || toks[at].stop {
		return false
	}
	switch toks[at].s {
	case "appear", "appeared", "appears", "occur", "occurred", "occurs", "show", "showed", "shows", "happen", "happened", "happens",
		"reappear", "reappeared", "reappears", "recur", "recurred", "recurs", "return", "returned", "returns", "seen",
		"apareció", "aparece", "aparecen", "volvió", "ocurrió", "ocurre":
		return true
	}
	return false
}

// determiners open a noun phrase: "on" before one is a preposition.
var determiners = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "these": true, "those": true,
	"all": true, "every": true, "each": true, "our": true, "my": true, "your": true, "its": true, "their": true, "both": true, "some": true}

// statements is Statements with a token buffer to reuse.
func statements(s string, buf *[]tok) []Statement {
	var b phraseBufs
	if buf != nil {
		b.toks = (*buf)[:0]
	}
	out := b.read(s)
	if buf != nil {
		*buf = b.toks
	}
	return out
}

// phraseBufs are the buffers a reader of many items reuses for each
// item's statements: tokens, the arena of their lower-cased words, clauses
// and the statements themselves.
type phraseBufs struct {
	toks  []tok
	arena []byte
	cl    clauses
	out   []Statement
}

// read is statements with b's buffers: what it returns is valid until the
// next call.
func (b *phraseBufs) read(s string) []Statement {
	b.toks, b.arena = tokenizeInto(s, b.toks[:0], b.arena)
	toks := b.toks
	out := b.out[:0]
	var cl clauses
	lastContrast := -2 // not looked for yet
	ix := indexes()
	for i := 0; i < len(toks); i++ {
		if toks[i].stop || !ix.mayStart(toks[i].s) {
			continue
		}
		best, n := -1, 0
		for _, e := range ix.phrase[toks[i].s] {
			if len(e.toks) > n && matchAt(toks, i, e.toks) {
				best, n = e.row, len(e.toks)
			}
		}
		if n == 1 && (toks[i].s == "on" || toks[i].s == "off") && i+1 < len(toks) && !toks[i+1].stop && determiners[toks[i+1].s] {
			continue // "rate limiting on the public API": a preposition, no state
		}
		if best >= 0 && phraseRows[best].kind == Affirm && identPart(s, toks[i].start, toks[i+n-1].end) {
			continue // "created_at", "isEnabled": a name, which affirms nothing
		}
		if best < 0 {
			continue
		}
		if cl == nil {
			b.cl = clausesInto(b.cl, toks)
			cl = b.cl
		}
		row := &phraseRows[best]
		st := Statement{Kind: row.kind, Rule: row.name, Start: toks[i].start, End: toks[i+n-1].end, row: best}
		st.Text = s[st.Start:st.End]
		st.Negated, st.Planned = contextIn(toks, cl, i, i+n, row.kind == Failure || row.kind == Persist)
		if (row.kind == Failure || row.kind == Persist) && !st.Negated && (absentAfter(toks, i+n) || zhAbsentBefore(s, st.Start)) {
			st.Negated = true // "the … error did not appear", "the crash never occurred again", "没有出现下载卡住"
		}
		if row.kind == Success {
			if g := governor(toks, cl, i); g >= 0 {
				st.Negated = st.Negated || !governorRows[g].planned
				st.Planned = st.Planned || governorRows[g].planned
			}
		}
		st.Before = beforeNear(toks, int(cl[i].start), int(cl[i+n-1].end), i, i+n)
		if lastContrast == -2 {
			lastContrast = lastContrastOf(toks)
		}
		st.qualified = lastContrast >= i+n
		lo, hi := cl[i].start, cl[i+n-1].end
		from := toks[lo].start
		for from > 0 && (s[from-1] == '.' || s[from-1] == '/') {
			from-- // a clause that opens with a path: "./internal/... passes"
		}
		st.Sentence = text.Clip(strings.TrimSpace(s[from:toks[hi].end]), 300)
		if st.Kind == Affirm && n == 1 && i > 0 && len(out) > 0 && out[len(out)-1].Kind == Failure && out[len(out)-1].End == toks[i-1].end && appearances[toks[i].s] {
			continue // "the … error appeared on 3 of them": the failure happening, no affirmation
		}
		out = append(out, st)
		i += n - 1
	}
	b.out = out
	return out
}

// clauses holds, for each token, the first and last token of its clause
// and whether the clause ends in a question mark, computed in two passes
// so that reading every statement's clause stays linear.
type clauses []clause

type clause struct {
	start, end int32
	question   bool
}

func clausesOf(toks []tok) clauses {
	return clausesInto(nil, toks)
}

// clausesInto is clausesOf into dst's room when it has enough.
func clausesInto(dst clauses, toks []tok) clauses {
	c := dst[:0]
	if cap(c) < len(toks) {
		c = make(clauses, len(toks))
	}
	c = c[:len(toks)]
	lo := 0
	for i := range toks {
		if toks[i].stop {
			lo = i + 1
		}
		c[i].start = int32(min(lo, i))
	}
	hi, q := len(toks)-1, false
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].stop {
			hi, q = i-1, toks[i].s == "?"
		}
		c[i].end = int32(max(hi, i))
		c[i].question = q
	}
	return c
}

func matchAt(toks []tok, i int, want []string) bool {
	if i+len(want) > len(toks) {
		return false
	}
	for j, w := range want {
		if toks[i+j].stop || toks[i+j].s != w {
			return false
		}
	}
	return true
}

// context reads the modifiers governing toks[from:to]: negations and plan
// words up to lookBack tokens before it in its clause, and a clause that
// ends in a question mark.
func context(toks []tok, cl clauses, from, to int) (negated, planned bool) {
	return contextIn(toks, cl, from, to, false)
}

// contextIn is context; with own, a plan word of another script does not
// govern the statement: in "The ledger rebuild will 仍然失败" an English
// "will" does not make a Chinese failure a prediction. Only failures and
// persistence are read so — a success a plan word of any language aims at
// stays a plan.
func contextIn(toks []tok, cl clauses, from, to int, own bool) (negated, planned bool) {
	if to == from+1 && from > 0 && !toks[from-1].stop && determiners[toks[from-1].s] && strings.HasSuffix(toks[from].s, "ing") {
		// "nothing for the failing requests": an adjective of its noun,
		// which what stands before its article does not govern.
		return false, false
	}
	lo := from
	for lo > 0 && from-lo < lookBack && !toks[lo-1].stop && !contrast[toks[lo-1].s] && !coordinators[toks[lo-1].s] {
		lo--
	}
	ix := indexes()
	for j := lo; j < from; j++ {
		if n := idiom(toks, j, from); n > 0 {
			j += n - 1
			continue
		}
		if openers[toks[j].s] && j != int(cl[j].start) || toks[j].flag {
			continue
		}
		best := -1
		var mods []entry
		if toks[j].s != "" && ix.mayStart(toks[j].s) {
			mods = ix.mod[toks[j].s] // mayStart: two array reads rule out most words before the map
		}
		for k, e := range mods {
			if j+len(e.toks) <= from && matchAt(toks, j, e.toks) && (best < 0 || len(e.toks) > len(mods[best].toks)) {
				best = k
			}
		}
		if best < 0 {
			continue
		}
		e := mods[best]
		if modifierRows[e.row].planned && own && otherScript(toks[j].s, toks[from].s) {
			j += len(e.toks) - 1
			continue
		}
		if modifierRows[e.row].planned {
			// "then" before a past tense tells what happened next ("and
			// then all tests passed"); before anything else, what to do.
			planned = planned || !(sequenceWords[toks[j].s] && pastTense(toks[to-1].s))
		} else if !prepositions[toks[j].s] || from-j <= 2 {
			// "without" and "sin" negate their object ("works without
			// errors", "without any errors"), not a verb after it
			// ("without it TestCheckout passes").
			negated = !negated
		}
		j += len(e.toks) - 1
	}
	// A future tense earlier in the clause governs what it aims at, however
	// far: "next I will fix the test so that all tests pass". A coordinating
	// "and" starts a statement of its own: in "the rewrite will work and the
	// issue is fixed" the second half reports, and reading it as a plan
	// would be the green light.
	for j := lo - 1; j >= 0 && lo-j <= futureReach && !planned && !toks[j].stop && !contrast[toks[j].s] && !coordinators[toks[j].s]; j-- {
		planned = (toks[j].will || futureWords[toks[j].s]) && !(own && otherScript(toks[j].s, toks[from].s))
	}
	for j := lo; j < from && !planned; j++ {
		planned = toks[j].will && !(own && otherScript(toks[j].s, toks[from].s))
	}
	if !planned && hanWord(toks[from].s) {
		planned = zhFuture(toks, int(cl[from].start), from)
	}
	return negated, planned || cl[to-1].question
}

// zhFutureWords are the Chinese words of a future or a plan, as the char
// tokens tokenize makes them; zhNotFuture the characters beside 会 that
// make it a noun or a skill (会员, 会话, 开会, 学会).
var (
	zhFutureWords = [][]string{{"会"}, {"将"}, {"将", "会"}, {"预", "计"}, {"计", "划"}, {"准", "备"}, {"打", "算"}, {"即", "将"}}
	zhNotFuture   = map[string]bool{"员": true, "议": true, "话": true, "计": true, "场": true, "长": true, "所": true, "社": true, "谈": true,
		"面": true, "期": true, "务": true, "签": true, "开": true, "机": true, "大": true, "晚": true, "聚": true, "协": true, "学": true,
		"体": true, "领": true, "误": true, "约": true, "工": true, "国": true, "理": true, "近": true, "军": true, "不": true}
)

// zhFuture reports a Chinese future or plan word in toks[start:from],
// the clause before a statement: "我们会在下次发布后完成", "预计明天完成" —
// however many characters stand between, as a future tense governs what
// it aims at. (Chinese words are char tokens, so the modifier window of
// context is too short for them.)
func zhFuture(toks []tok, start, from int) bool {
	for j := start; j < from; j++ {
		for _, w := range zhFutureWords {
			if j+len(w) > from || !matchAt(toks, j, w) {
				continue
			}
			if len(w) == 1 && (j > start && zhNotFuture[toks[j-1].s] || j+1 < from && zhNotFuture[toks[j+1].s]) {
				continue
			}
			return true
		}
	}
	return false
}

// otherScript reports two words of which one is written in Han and the
// other is not: words of two languages in one mixed sentence.
func otherScript(a, b string) bool {
	return hanWord(a) != hanWord(b)
}

// hanWord reports a word that starts with a Han character.
func hanWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.Is(unicode.Han, r)
}

// governor returns the governorRows row whose verb takes the success at
// toks[from] as its complement, or -1: one earlier in the clause, within
// futureReach, followed by the success itself, by a causative before it
// or by a complementizer. Only a success is read so: "I could not reproduce the failure" is
// no report that the failure did not happen.
func governor(toks []tok, cl clauses, from int) int {
	x := indexes()
	causative := false
	for j := from - 1; j >= int(cl[from].start) && from-j <= futureReach && !contrast[toks[j].s] && !coordinators[toks[j].s]; j-- {
		for _, e := range x.causative[toks[j].s] {
			if j+len(e.toks) <= from && matchAt(toks, j, e.toks) {
				causative = true
			}
		}
		for _, e := range x.governor[toks[j].s] {
			if end := j + len(e.toks); end <= from && matchAt(toks, j, e.toks) && (end == from || causative || complementizers[toks[end].s]) {
				return e.row
			}
		}
	}
	return -1
}

// prepositions are the negation words that govern a noun phrase.
var prepositions = map[string]bool{"without": true, "sin": true}

// futureReach bounds how far back a future tense is looked for, in tokens:
// far enough for "next I will fix the flaky checkout test so that all
// tests pass", and a bound, so that a clause with no stop in it — 20,000
// characters of "not not not …" — costs a constant per phrase instead of
// a walk back to its start (that walk made Statements quadratic: 43 s on
// 420 KB).
const futureReach = 24

// idiom returns the length of the notModifiers phrase at toks[j],
// before toks[from], or 0.
func idiom(toks []tok, j, from int) int {
	for _, w := range notModifiers {
		if j+len(w) <= from && matchAt(toks, j, w) {
			return len(w)
		}
	}
	return 0
}

// coordinators join two statements; a future tense before one does not
// reach past it.
var coordinators = map[string]bool{"and": true, "y": true, "e": true, "而且": true, "并且": true}

// sequenceWords order events: a plan before a verb's base form ("then
// fix"), a narrative before its past tense ("then it passed").
// A condition ("once CI is green") is a plan the same way, and the same
// past tense makes it a narrative ("once the cache warmed up it passed").
var sequenceWords = map[string]bool{"then": true, "luego": true, "después": true, "despues": true, "然后": true, "once": true}

// notModifiers look like a plan word but are not one: "once again all
// tests pass" reports.
var notModifiers = [][]string{{"once", "again"}, {"once", "more"},
	// "not only do all tests pass, …": more than, not a denial.
	{"not", "only"}, {"no", "solo"}, {"no", "sólo"}, {"不", "仅"}, {"不", "只"},
	// "después del cambio siguen fallando": after a change, the time of
	// what is reported, not a plan for later.
	{"después", "del"}, {"después", "de"}, {"despues", "del"}, {"despues", "de"}}

// openers are plan words only where they open their clause, as a
// conjunction does: "once CI is green", not "the 'applies a coupon once'
// test passes".
var openers = map[string]bool{"once": true, "lets": true} // "lets": "let's fix it" opens its clause; "node-5 still lets everything through" is a verb

// pastTense reports a word in a past tense: English "-ed" and a few
// irregulars, Spanish preterite ("funcionó", "pasaron"), Chinese 了.
func pastTense(w string) bool {
	switch {
	case strings.HasSuffix(w, "ed"), strings.HasSuffix(w, "ó"), strings.HasSuffix(w, "aron"), strings.HasSuffix(w, "ieron"):
		return true
	}
	switch w {
	case "went", "ran", "built", "了", "过":
		return true
	}
	return false
}

// futureWords put a whole clause in the future: a success after them in
// the clause is aimed at, not reported.
var futureWords = map[string]bool{"will": true, "gonna": true, "shall": true}

// beforeNear reports a "before" phrase within 8 tokens of toks[from:to],
// inside the clause toks[lo:hi+1].
func beforeNear(toks []tok, lo, hi, from, to int) bool {
	for j := max(lo, from-8); j <= min(hi, to+7); j++ {
		if j >= from && j < to || j > 0 && (toks[j-1].s == "than" || toks[j-1].s == "que" || toks[j-1].s == "比") {
			continue // "faster than before": a comparison, not the state before
		}
		for _, e := range indexes().before[toks[j].s] {
			if matchAt(toks, j, e.toks) {
				return true
			}
		}
	}
	return false
}

// First returns the first statement of s whose [Statement.Says] is k (for
// Success or Failure) or whose kind is k (for the others).
func First(s string, k Kind) (Statement, bool) {
	for _, st := range Statements(s) {
		if st.Says() == k || (k != Success && k != Failure && st.Kind == k && !st.Negated) {
			return st, true
		}
	}
	return Statement{}, false
}

// StopClaims returns the success claims of an agent's final message, the
// ones a failing run contradicts (docs/rules.md §13): what [SuccessClaims] returns,
// and what the message predicts ("the tests should now pass", "this ought
// to work", "I expect CI to be green") — a prediction of green after a
// failing run is a success claim the run refutes — and a bare verdict on a
// check ("Tests: ok.", "Tests ✅"). A plan ("I will fix it next") is
// neither.
func StopClaims(s string) []Statement {
	sts := Statements(s)
	var out []Statement
	for i := range sts {
		st := sts[i]
		switch {
		case st.Says() == Success:
		case st.Kind == Success && !st.Negated && st.Planned && predicts(s, st):
		case st.Kind == Hedge && predictive(st.Text) && (hedgedSuccess(st.Text) || sentenceSays(sts, i, st.Sentence)):
		case st.Kind == Affirm && !st.Negated && !st.Planned && verdictOnCheck(s, &st):
		default:
			continue
		}
		out = append(out, st)
	}
	for _, v := range markedChecks(s) {
		if !heldBy(out, v) {
			out = append(out, Statement{Kind: Success, Rule: "success.mark", Text: v, Sentence: v})
		}
	}
	return out
}

// predictiveWords make a success a prediction, not a plan: what the agent
// expects to be so.
var predictiveWords = []string{"should", "ought", "expect", "expected", "debería", "deberia", "deberían", "deberian", "应该", "应当", "预计"}

// predictive reports whether s holds a predictive word.
func predictive(s string) bool {
	l := strings.ToLower(s)
	for _, w := range predictiveWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// predicts reports whether a planned success is predicted: a predictive
// word in its clause before it.
func predicts(s string, st Statement) bool {
	from := strings.Index(s, st.Sentence)
	if from < 0 || st.Start < from {
		return predictive(st.Sentence)
	}
	return predictive(s[from:st.Start])
}

// hedgedSuccess reports a hedge whose own words hold the success ("should
// work", "should be fixed").
func hedgedSuccess(h string) bool {
	for _, st := range Statements(strings.NewReplacer("should", "", "ought to", "", "Should", "").Replace(h)) {
		if st.Kind == Success && !st.Negated {
			return true
		}
	}
	return strings.Contains(strings.ToLower(h), "work")
}

// sentenceSays reports whether the sentence of sts[i] holds a success or
// an affirmation after it ("should be green", "should be fixed now").
func sentenceSays(sts []Statement, i int, sentence string) bool {
	for j := i + 1; j < len(sts); j++ {
		if sts[j].Sentence != sentence {
			break
		}
		if (sts[j].Kind == Success || sts[j].Kind == Affirm) && !sts[j].Negated {
			return true
		}
	}
	return strings.Contains(strings.ToLower(sentence), "green")
}

// checkWords name a check whose verdict a message can give in one word.
var checkWords = []string{"test", "tests", "ci", "build", "lint", "checks", "suite", "pruebas", "测试", "构建"}

// verdictOnCheck reports an affirmation that gives a check's verdict in a
// word after its name and a colon ("Tests: ok", "CI: green"), and makes
// the statement's sentence the check's name with its verdict.
func verdictOnCheck(s string, st *Statement) bool {
	before := s[:st.Start]
	if i := strings.LastIndexAny(before, "\n.;"); i >= 0 {
		before = before[i+1:]
	}
	head, ok := strings.CutSuffix(strings.TrimRight(before, " "), ":")
	if !ok || strings.TrimSpace(s[st.End:]) != "" && !strings.HasPrefix(strings.TrimSpace(s[st.End:]), ".") && !strings.HasPrefix(strings.TrimSpace(s[st.End:]), "\n") {
		return false
	}
	name := strings.Trim(head, " *`")
	head = strings.ToLower(name)
	for _, w := range checkWords {
		if head == w || strings.HasSuffix(head, " "+w) {
			st.Sentence = name + ": " + st.Text
			return true
		}
	}
	return false
}

// checkMarks are the marks a message gives a check's pass with.
var checkMarks = []string{"✅", "✔️", "✔", "✓", "☑️"}

// markedChecks returns the lines and sentences of s that name a check and
// give it a pass mark or a one-word verdict ("Tests ✅", "CI: ✔", "CI:
// green").
func markedChecks(s string) []string {
	if !strings.ContainsAny(s, "✅✔✓☑:") {
		return nil
	}
	var out []string
	for part := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == '\n' || r == '.' || r == ';' }) {
		mark := -1
		for _, m := range checkMarks {
			if i := strings.Index(part, m); i >= 0 && (mark < 0 || i < mark) {
				mark = i
			}
		}
		if head, verdict, ok := strings.Cut(part, ":"); ok && mark < 0 && checkVerdicts[strings.ToLower(strings.Trim(verdict, " !*`"))] {
			mark = len(head)
		}
		if mark < 0 {
			continue
		}
		words := strings.Fields(strings.ToLower(strings.Trim(part[:mark], " :-*")))
		if len(words) == 0 || len(words) > 4 {
			continue // a mark alone, or a sentence around it
		}
		for _, w := range words {
			if slices.Contains(checkWords, strings.Trim(w, ":*`")) {
				out = append(out, strings.TrimSpace(part))
				break
			}
		}
	}
	return out
}

// checkVerdicts give a check's pass in one word after its name and a colon.
var checkVerdicts = map[string]bool{"ok": true, "green": true, "passing": true, "passed": true, "pass": true, "clean": true, "verde": true, "通过": true}

// heldBy reports whether a statement of list holds s in its sentence.
func heldBy(list []Statement, s string) bool {
	for _, st := range list {
		if strings.Contains(st.Sentence, s) || strings.Contains(s, st.Sentence) {
			return true
		}
	}
	return false
}

// SuccessClaims returns the statements of s that assert a success — the
// "fixed", "all tests pass", "ya funciona", "问题已经解决了" of an agent's
// message — skipping plans, questions and negated successes.
func SuccessClaims(s string) []Statement {
	var out []Statement
	for _, st := range Statements(s) {
		if st.Says() == Success {
			out = append(out, st)
		}
	}
	return out
}
