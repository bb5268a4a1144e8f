// Package redact removes secrets from text before ackrite echoes it
// (SPEC §8). Rules are data — a name, prefilter keywords, an RE2 pattern,
// where the pattern is anchored relative to a keyword, and the groups that
// hold the secret — run by one small engine:
//
//  1. One pass over the text with a case-insensitive multi-keyword automaton
//     (Aho-Corasick) finds where any rule's keyword occurs. Text without a
//     keyword costs that one scan and comes back unchanged, without a copy.
//  2. Each rule with a keyword hit tries its pattern anchored at that hit:
//     at the keyword itself, or at the start of the identifier holding it
//     ("DB_PASSWORD" for "passw"). An anchored RE2 match stops as soon as
//     the text cannot match, so cost follows the number of hits, not the
//     number of rules times the text length.
//  3. Each secret becomes "[REDACTED:<rule>]"; every other byte is kept.
//
// RE2 guarantees matching linear in the input. Redaction is defence in
// depth: it covers common credential formats, not every proprietary one,
// and it is no permission to send secrets.
package redact

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Anchor says where a rule's pattern starts relative to a keyword hit.
type Anchor uint8

// The anchors.
const (
	// AtWord: at the keyword, which must start a word (the byte before it
	// is not a letter, digit or underscore). Token prefixes: "ghp_", "sk-".
	AtWord Anchor = iota
	// AtKeyword: at the keyword, wherever it is ("-----BEGIN").
	AtKeyword
	// AtIdent: at the start of the identifier holding the keyword, found by
	// walking back over letters, digits and "_.-" ("DB_PASSWORD" for "passw").
	AtIdent
	// AtParam: like AtIdent, then one byte further back, which must be a
	// query separator "?", "&" or ";" ("&access_token=" for "token=").
	AtParam
)

// A Rule finds one kind of secret.
type Rule struct {
	// Name appears in the replacement: [REDACTED:<Name>].
	Name string
	// Keywords are lower-case substrings, one of which every match
	// contains; text without any of them skips the rule.
	Keywords []string
	// Anchor says where Pattern must match, relative to a keyword hit.
	Anchor Anchor
	// Pattern is an RE2 expression matched at the anchor.
	Pattern string
	// KeyValue says the pattern matches a key/value assignment: the
	// identifier at the anchor (after the separator, for AtParam), then an
	// optional closing quote, spaces, and ":" or "=". A hit where no such
	// assignment follows — "credentials" in prose — skips the pattern.
	// A cheap necessary condition, so it changes no result, only the cost.
	KeyValue bool
	// Groups are the submatch indexes that may hold the secret; the first
	// that matched is replaced. Empty means the whole match.
	Groups []int
	// Keep, when set, vetoes a candidate secret (a placeholder such as
	// ${TOKEN}, a boolean, a value that does not decode as a credential).
	Keep func(secret string) bool

	re  *regexp.Regexp
	idx int
}

// Marker starts every replacement.
const Marker = "[REDACTED:"

// A Redactor applies a rule set. The zero value is not usable; use [New]
// or [Default].
type Redactor struct {
	rules []Rule
	pre   *prefilter
}

// New compiles rules into a redactor. Rules apply in order: an earlier
// rule's replacement is what later rules see. It panics on a pattern that
// does not compile, as rules are program data.
func New(rules []Rule) *Redactor {
	r := &Redactor{rules: slices.Clone(rules)}
	var kw [][]string
	for i := range r.rules {
		r.rules[i].re = regexp.MustCompile(`^(?:` + r.rules[i].Pattern + `)`)
		r.rules[i].idx = i
		kw = append(kw, r.rules[i].Keywords)
	}
	r.pre = newPrefilter(kw)
	return r
}

// std is built on first use: compiling the rules at start-up would cost
// every process about a millisecond, serve or not.
var std = sync.OnceValue(func() *Redactor { return New(Rules) })

// Default returns the redactor for the built-in [Rules].
func Default() *Redactor { return std() }

// String redacts s with the built-in rules.
func String(s string) string { return std().Redact(s) }

// Redact returns s with every secret the rules find replaced by
// [REDACTED:<rule>]. It returns s itself when nothing matched.
func (r *Redactor) Redact(s string) string {
	if len(s) < 3 {
		return s
	}
	hits := r.pre.scan(s, nil)
	for i := 0; i < len(r.rules) && len(hits) > 0; i++ {
		if out := r.rules[i].apply(s, hits); out != s {
			s = out
			hits = r.pre.scan(s, hits[:0]) // positions moved: find them again
		}
	}
	return s
}

// apply replaces this rule's secrets in s, trying its pattern at each of
// its keyword hits.
func (rule *Rule) apply(s string, hits []hit) string {
	var b strings.Builder
	last, tried := 0, -1
	for _, h := range hits {
		if int(h.rule) != rule.index() {
			continue
		}
		at, ok := rule.anchor(s, h.start)
		if !ok || at <= tried || at < last {
			continue
		}
		tried = at
		if rule.KeyValue && !assigned(s, at) {
			continue
		}
		m := rule.re.FindStringSubmatchIndex(s[at:])
		if m == nil {
			continue
		}
		start, end := m[0], m[1]
		for _, g := range rule.Groups {
			if 2*g+1 < len(m) && m[2*g] >= 0 {
				start, end = m[2*g], m[2*g+1]
				break
			}
		}
		start, end = start+at, end+at
		secret := s[start:end]
		if start >= end || start < last || strings.HasPrefix(secret, Marker) || (rule.Keep != nil && rule.Keep(secret)) {
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(s))
		}
		b.WriteString(s[last:start])
		b.WriteString(Marker)
		b.WriteString(rule.Name)
		b.WriteByte(']')
		last = end
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// index is the rule's position in its redactor, as the prefilter numbers it.
func (rule *Rule) index() int { return rule.idx }

func isIdent(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '.' || c == '-'
}

func isWord(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}

// assigned reports whether the identifier at s[at:] (after a query
// separator, if one is there) is followed by an optional quote, spaces
// (RE2's \s) and ":" or "=": what every KeyValue pattern needs.
func assigned(s string, at int) bool {
	i := at
	if i < len(s) && strings.IndexByte("?&;", s[i]) >= 0 {
		i++
	}
	for i < len(s) && isIdent(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '"' || s[i] == '\'') {
		i++
	}
	for i < len(s) && strings.IndexByte(" \t\n\f\r", s[i]) >= 0 {
		i++
	}
	return i < len(s) && (s[i] == ':' || s[i] == '=')
}

// anchor returns where the pattern starts for a keyword hit at start.
func (rule *Rule) anchor(s string, start int) (int, bool) {
	switch rule.Anchor {
	case AtWord:
		return start, start == 0 || !isWord(s[start-1])
	case AtKeyword:
		return start, true
	}
	at := start
	for at > 0 && isIdent(s[at-1]) {
		at--
	}
	if rule.Anchor == AtParam {
		if at == 0 || strings.IndexByte("?&;", s[at-1]) < 0 {
			return 0, false
		}
		at--
	}
	return at, true
}
