package main

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zricethezav/gitleaks/v8/config"
)

// A row is one generated rule, as redact.Rule spells it.
type row struct {
	Name     string
	Keywords []string
	Anchor   string // AtWord, AtKeyword or Near
	Pattern  string
	Groups   []int
	MaxLen   int
	Entropy  float64
	Allow    []string
}

// Bounds on what a row may be.
const (
	// minKeyword is the shortest literal prefix used as a keyword: a
	// shorter one would send most words of prose to the pattern.
	minKeyword = 2
	// maxPrefixes bounds the literal prefixes one pattern expands to.
	maxPrefixes = 32
	// unbounded is the MaxLen of a pattern whose matches have no bound
	// ("ey[a-zA-Z0-9]{17,}…"): longer than any token the rules know.
	unbounded = 4096
)

// newRow turns a gitleaks rule whose token stands alone into a row. Its
// keywords are the literal prefixes every match starts with (the regexp's,
// which for most rules are gitleaks' own keywords); the anchor is at the
// keyword, at a word start when the pattern starts with \b. A pattern
// without such a prefix ("[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk") keeps
// gitleaks' keywords and is searched for near them, within its longest
// match, which must then be bounded.
func newRow(rule config.Rule) (row, error) {
	if rule.Regex == nil {
		return row{}, fmt.Errorf("no pattern (a rule on file paths)")
	}
	pattern := rule.Regex.String()
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return row{}, err
	}
	r := row{Name: rule.RuleID, Pattern: pattern, Entropy: rule.Entropy}
	width, bounded := maxWidth(re)
	r.MaxLen = unbounded
	if bounded {
		r.MaxLen = min(width, unbounded)
	}
	if rule.SecretGroup > 0 {
		r.Groups = []int{rule.SecretGroup}
	} else {
		for g := 1; g <= countCaptures(re); g++ {
			r.Groups = append(r.Groups, g)
		}
	}
	for _, a := range rule.Allowlists {
		switch a.RegexTarget {
		case "", "secret":
			for _, x := range a.Regexes {
				r.Allow = append(r.Allow, x.String())
			}
		default:
			if len(a.Regexes) > 0 {
				return row{}, fmt.Errorf("an allowlist on the %s, which a row cannot carry", a.RegexTarget)
			}
		}
		if len(a.StopWords) > 0 {
			return row{}, fmt.Errorf("an allowlist of stop words, which a row cannot carry")
		}
	}
	if ps, ok := prefixes(re); ok {
		r.Keywords = ps
		r.Anchor = "AtKeyword"
		if startsAtWord(re) {
			r.Anchor = "AtWord"
		}
		return r, nil
	}
	if !bounded {
		return row{}, fmt.Errorf("no literal prefix and no bound on its matches")
	}
	for _, k := range rule.Keywords {
		if len(k) < minKeyword {
			return row{}, fmt.Errorf("no literal prefix and a keyword %q too short to search near", k)
		}
		r.Keywords = append(r.Keywords, strings.ToLower(k))
	}
	if len(r.Keywords) == 0 {
		return row{}, fmt.Errorf("no literal prefix and no keyword")
	}
	r.Anchor = "Near"
	return r, nil
}

// prefixes returns the lower-cased literal prefixes every match of re
// starts with, each at least minKeyword bytes, or false.
func prefixes(re *syntax.Regexp) ([]string, bool) {
	set, _ := expand(re, []string{""})
	if len(set) == 0 {
		return nil, false
	}
	var out []string
	for _, p := range set {
		if len(p) < minKeyword {
			return nil, false
		}
		out = append(out, strings.ToLower(p))
	}
	slices.Sort(out)
	out = slices.Compact(out)
	// A prefix that holds another is found by the other's hit.
	var kept []string
	for _, p := range out {
		if !slices.ContainsFunc(out, func(q string) bool { return q != p && strings.HasPrefix(p, q) }) {
			kept = append(kept, p)
		}
	}
	return kept, true
}

// expand extends each string of set by the literal text re starts with,
// as far as re is literal (a literal, a small class, an alternation of
// such), and reports whether all of re was consumed (so a concatenation
// may go on with what follows it). Zero-width assertions are skipped.
func expand(re *syntax.Regexp, set []string) ([]string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpBeginText, syntax.OpBeginLine:
		return set, true
	case syntax.OpLiteral:
		lit := string(re.Rune)
		if !ascii(lit) {
			return set, false
		}
		return product(set, []string{lit}), true
	case syntax.OpCharClass:
		var alts []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for c := re.Rune[i]; c <= re.Rune[i+1]; c++ {
				if c > unicode.MaxASCII || len(alts) > 8 {
					return set, false
				}
				alts = append(alts, strings.ToLower(string(c)))
			}
		}
		slices.Sort(alts)
		return product(set, slices.Compact(alts)), true
	case syntax.OpCapture:
		return expand(re.Sub[0], set)
	case syntax.OpQuest:
		// With the optional part and without: "(?:https?://)?hooks…".
		with, whole := expand(re.Sub[0], set)
		return append(with, set...), whole
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			next, whole := expand(sub, set)
			if len(next) > maxPrefixes {
				return set, false
			}
			set = next
			if !whole {
				return set, false
			}
		}
		return set, true
	case syntax.OpAlternate:
		var out []string
		whole := true
		for _, sub := range re.Sub {
			next, w := expand(sub, set)
			whole = whole && w
			out = append(out, next...)
		}
		if len(out) > maxPrefixes {
			return set, false
		}
		// Alternatives that stopped at different depths cannot be
		// extended together.
		return out, whole
	}
	return set, false
}

func product(set, alts []string) []string {
	out := make([]string, 0, len(set)*len(alts))
	for _, s := range set {
		for _, a := range alts {
			out = append(out, s+a)
		}
	}
	return out
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// startsAtWord reports whether re starts with \b.
func startsAtWord(re *syntax.Regexp) bool {
	for {
		switch re.Op {
		case syntax.OpWordBoundary:
			return true
		case syntax.OpCapture:
			re = re.Sub[0]
		case syntax.OpConcat:
			if len(re.Sub) == 0 {
				return false
			}
			re = re.Sub[0]
		default:
			return false
		}
	}
}

// maxWidth returns the most bytes a match of re spans, and whether that is
// bounded.
func maxWidth(re *syntax.Regexp) (int, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpBeginText, syntax.OpEndText, syntax.OpBeginLine, syntax.OpEndLine:
		return 0, true
	case syntax.OpLiteral:
		return len(string(re.Rune)), true
	case syntax.OpCharClass:
		if len(re.Rune) > 0 && re.Rune[len(re.Rune)-1] <= unicode.MaxASCII {
			return 1, true
		}
		return utf8.UTFMax, true
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax, true
	case syntax.OpCapture:
		return maxWidth(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, sub := range re.Sub {
			w, ok := maxWidth(sub)
			if !ok {
				return 0, false
			}
			n += w
		}
		return n, true
	case syntax.OpAlternate:
		n := 0
		for _, sub := range re.Sub {
			w, ok := maxWidth(sub)
			if !ok {
				return 0, false
			}
			n = max(n, w)
		}
		return n, true
	case syntax.OpQuest:
		return maxWidth(re.Sub[0])
	case syntax.OpRepeat:
		if re.Max < 0 {
			return 0, false
		}
		w, ok := maxWidth(re.Sub[0])
		return w * re.Max, ok
	}
	return 0, false // star, plus
}

func countCaptures(re *syntax.Regexp) int {
	n := 0
	if re.Op == syntax.OpCapture {
		n++
	}
	for _, sub := range re.Sub {
		n += countCaptures(sub)
	}
	return n
}
