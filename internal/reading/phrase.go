package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is what a statement says, by the table row that found it.
type Kind string

// The kinds of statement. Success and Failure are what a text asserts
// happened; Hedge and Hearsay mark how sure it is; the rest are claim
// shapes (SPEC §4.3).
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
	s          string
	start, end int
	stop       bool
}

// isCJK reports Han, kana and Hangul: scripts written without spaces,
// which are read one character at a time.
func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// clauseStops end a clause, so that negation does not reach across them.
const clauseStops = ".,;:!?。，；：！？、\n…()[]"

// tokenize splits s into tokens, one pass.
func tokenize(s string, toks []tok) []tok {
	var buf []byte
	start := -1
	flush := func(end int) {
		if start >= 0 {
			// A word already lower case in s is a slice of s: no copy.
			w := s[start:end]
			if string(buf) != w {
				w = string(buf)
			}
			toks = append(toks, tok{s: w, start: start, end: end})
			buf, start = buf[:0], -1
		}
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
				if start < 0 {
					start = i
				}
				buf = append(buf, c)
			case 'A' <= c && c <= 'Z':
				if start < 0 {
					start = i
				}
				buf = append(buf, c+'a'-'A')
			case c == '\'' && start >= 0:
			default:
				flush(i)
				if strings.IndexByte(clauseStops, c) >= 0 && (c != '.' && c != ':' || i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n') {
					q := c == '?'
					toks = append(toks, tok{s: string(c), start: i, end: i + 1, stop: true})
					if q {
						toks[len(toks)-1].s = "?"
					}
				}
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '’' && start >= 0:
		case isCJK(r):
			flush(i)
			toks = append(toks, tok{s: s[i : i+size], start: i, end: i + size})
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start = i
			}
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		default:
			flush(i)
			if strings.ContainsRune(clauseStops, r) {
				t := tok{s: string(r), start: i, end: i + size, stop: true}
				if r == '？' {
					t.s = "?"
				}
				toks = append(toks, t)
			}
		}
		i += size
	}
	flush(len(s))
	return toks
}

// compiled phrase tables: each phrase as tokens, indexed by its first.
type entry struct {
	row   int
	toks  []string
	isMod bool
}

var (
	phraseIndex = map[string][]entry{}
	modIndex    = map[string][]entry{}
	beforeIndex = map[string][]entry{}
	pendIndex   = map[string][]entry{}
	contrast    = map[string]bool{}
)

func compile(index map[string][]entry, row int, phrase string, isMod bool) {
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
}

func init() {
	for i, r := range phraseRows {
		for _, p := range r.phrases {
			compile(phraseIndex, i, p, false)
		}
	}
	for i, r := range modifierRows {
		for _, p := range r.phrases {
			compile(modIndex, i, p, true)
		}
	}
	for i, r := range pendingRows {
		for _, p := range r.phrases {
			compile(pendIndex, i, p, false)
		}
	}
	for i, r := range beforeRows {
		for _, p := range r.phrases {
			compile(beforeIndex, i, p, false)
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
	var stack [64]tok
	toks := tokenize(s, stack[:0])
	var out []Statement
	var cl clauses
	for i := 0; i < len(toks); i++ {
		if toks[i].stop {
			continue
		}
		best, n := -1, 0
		for _, e := range phraseIndex[toks[i].s] {
			if len(e.toks) > n && matchAt(toks, i, e.toks) {
				best, n = e.row, len(e.toks)
			}
		}
		if best < 0 {
			continue
		}
		if cl.end == nil {
			cl = clausesOf(toks)
		}
		row := &phraseRows[best]
		st := Statement{Kind: row.kind, Rule: row.name, Start: toks[i].start, End: toks[i+n-1].end}
		st.Text = s[st.Start:st.End]
		st.Negated, st.Planned = context(toks, &cl, i, i+n)
		st.Before = beforeNear(toks, int(cl.start[i]), int(cl.end[i+n-1]), i, i+n)
		lo, hi := cl.start[i], cl.end[i+n-1]
		st.Sentence = clip(strings.TrimSpace(s[toks[lo].start:toks[hi].end]), 300)
		out = append(out, st)
		i += n - 1
	}
	return out
}

// clauses holds, for each token, the first and last token of its clause
// and whether the clause ends in a question mark, computed in two passes
// so that reading every statement's clause stays linear.
type clauses struct {
	start, end []int32
	question   []bool
}

func clausesOf(toks []tok) clauses {
	c := clauses{start: make([]int32, len(toks)), end: make([]int32, len(toks)), question: make([]bool, len(toks))}
	lo := 0
	for i := range toks {
		if toks[i].stop {
			lo = i + 1
		}
		c.start[i] = int32(min(lo, i))
	}
	hi, q := len(toks)-1, false
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].stop {
			hi, q = i-1, toks[i].s == "?"
		}
		c.end[i] = int32(max(hi, i))
		c.question[i] = q
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
func context(toks []tok, cl *clauses, from, to int) (negated, planned bool) {
	lo := from
	for lo > 0 && from-lo < lookBack && !toks[lo-1].stop && !contrast[toks[lo-1].s] {
		lo--
	}
	for j := lo; j < from; j++ {
		best := -1
		for k, e := range modIndex[toks[j].s] {
			if j+len(e.toks) <= from && matchAt(toks, j, e.toks) && (best < 0 || len(e.toks) > len(modIndex[toks[j].s][best].toks)) {
				best = k
			}
		}
		if best < 0 {
			continue
		}
		e := modIndex[toks[j].s][best]
		if modifierRows[e.row].planned {
			planned = true
		} else {
			negated = !negated
		}
		j += len(e.toks) - 1
	}
	return negated, planned || cl.question[to-1]
}

// beforeNear reports a "before" phrase within 8 tokens of toks[from:to],
// inside the clause toks[lo:hi+1].
func beforeNear(toks []tok, lo, hi, from, to int) bool {
	for j := max(lo, from-8); j <= min(hi, to+7); j++ {
		if j >= from && j < to {
			continue
		}
		for _, e := range beforeIndex[toks[j].s] {
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
