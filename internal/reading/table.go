package reading

import (
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/text"
)

// A Table is a caller's own phrase table — audit's categories,
// reality_check's certainty words — read by the same engine as the
// built-in statements: whole words (Chinese character by character),
// longest phrase first, each match with its negation and plan context.
// Build it once (a package variable) and share it; it is read-only after
// [NewTable], and safe for concurrent use.
type Table struct {
	rows []Row
	// index is the rows compiled, on the table's first use: most
	// processes read text with a few of the tables they link, or none.
	index func() map[string][]entry
}

// A Row is one row of a caller's table: a name and its phrases, written as
// they appear in text (lower case; Chinese without spaces).
type Row struct {
	Name    string
	Phrases []string
}

// NewTable returns a table of rows, compiled on its first use. A phrase
// that is empty once its stop words are dropped panics then: tables are
// package data, exercised by their package's tests.
func NewTable(rows ...Row) *Table {
	return &Table{rows: rows, index: sync.OnceValue(func() map[string][]entry {
		index := map[string][]entry{}
		for i, r := range rows {
			for _, p := range r.Phrases {
				compile(index, i, p, false, nil)
			}
		}
		return index
	})}
}

// A Match is a phrase of a [Table] found in a text.
type Match struct {
	// Row is the index of the row in the table; Name its name.
	Row  int
	Name string
	// Text is the phrase as written; Sentence is the clause around it.
	Text, Sentence string
	// Start and End are Text's byte offsets in the input.
	Start, End int
	// Negated and Planned read the phrase's clause as for a [Statement].
	Negated, Planned bool
}

// A Text is a text tokenized once, to be read with several tables.
type Text struct {
	s    string
	toks []tok
	cl   clauses
}

// NewText tokenizes s for [Table.FindIn].
func NewText(s string) *Text {
	return &Text{s: s, toks: tokenize(s, nil)}
}

// String returns the text.
func (x *Text) String() string { return x.s }

// Find returns every phrase of the table in s, in order; where phrases
// overlap, the longest wins. Its cost is linear in len(s).
func (t *Table) Find(s string) []Match {
	var stack [64]tok
	return t.FindIn(&Text{s: s, toks: tokenize(s, stack[:0])})
}

// FindIn is [Table.Find] on a text tokenized once.
func (t *Table) FindIn(x *Text) []Match {
	toks := x.toks
	var out []Match
	index := t.index()
	for i := 0; i < len(toks); i++ {
		if toks[i].stop {
			continue
		}
		best, n := -1, 0
		for _, e := range index[toks[i].s] {
			if len(e.toks) > n && matchAt(toks, i, e.toks) {
				best, n = e.row, len(e.toks)
			}
		}
		if best < 0 {
			continue
		}
		if x.cl == nil {
			x.cl = clausesOf(toks)
		}
		m := Match{Row: best, Name: t.rows[best].Name, Start: toks[i].start, End: toks[i+n-1].end}
		m.Text = x.s[m.Start:m.End]
		m.Negated, m.Planned = context(toks, x.cl, i, i+n)
		lo, hi := x.cl[i].start, x.cl[i+n-1].end
		m.Sentence = text.Clip(strings.TrimSpace(x.s[toks[lo].start:toks[hi].end]), 300)
		out = append(out, m)
		i += n - 1
	}
	return out
}

// First returns the first match in s that is not negated, and whether
// there is one. A plan still counts: audit reads proposals, which are all
// plans ("add a retry loop").
func (t *Table) First(s string) (Match, bool) {
	var stack [64]tok
	return t.FirstIn(&Text{s: s, toks: tokenize(s, stack[:0])})
}

// FirstIn is [Table.First] on a text tokenized once.
func (t *Table) FirstIn(x *Text) (Match, bool) {
	for _, m := range t.FindIn(x) {
		if !m.Negated {
			return m, true
		}
	}
	return Match{}, false
}

// Clauses splits s into its clauses as the engine reads them — between
// sentence and clause punctuation (".", ",", ";", ":", "。", "，"…) — with
// surrounding space trimmed and empty ones dropped.
func Clauses(s string) []string {
	var stack [64]tok
	toks := tokenize(s, stack[:0])
	var out []string
	lo := -1
	flush := func(hi int) {
		if lo >= 0 {
			if c := strings.TrimSpace(s[toks[lo].start:toks[hi].end]); c != "" {
				out = append(out, c)
			}
		}
		lo = -1
	}
	for i := range toks {
		if toks[i].stop {
			flush(i - 1)
			continue
		}
		if lo < 0 {
			lo = i
		}
	}
	flush(len(toks) - 1)
	return out
}

// Negations counts the negation words of s (not, never, no, sin, 没, 不…)
// outside the phrases of the built-in table, whose own negation is part of
// their meaning ("no longer fails"). Two texts that say the same thing
// with an odd difference in negations say opposite things.
func Negations(s string) int {
	var stack [64]tok
	toks := tokenize(s, stack[:0])
	n := 0
	ix := indexes()
	for i := 0; i < len(toks); i++ {
		if toks[i].stop {
			continue
		}
		skip := 0
		for _, e := range ix.phrase[toks[i].s] {
			if len(e.toks) > skip && matchAt(toks, i, e.toks) {
				skip = len(e.toks)
			}
		}
		if skip > 0 {
			i += skip - 1
			continue
		}
		for _, e := range ix.mod[toks[i].s] {
			if !modifierRows[e.row].planned && matchAt(toks, i, e.toks) {
				n++
				i += len(e.toks) - 1
				break
			}
		}
	}
	return n
}
