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
	Anchor   string // AtWord, AtKeyword, AtIdent, Behind or Near
	Back     int    // for Behind
	Pattern  string // "" for a key row: ackrite's assignment syntax
	Key      []string
	Value    string
	Groups   []int
	MaxLen   int
	Entropy  float64
	Allow    []string
	After    string // bytes one of which must follow the keyword, AfterMin times
	AfterMin int
	AfterMax int      // and at most so many (0: no bound)
	Then     string   // the bytes one of which must follow that run ("": any)
	ThenEnd  bool     // or the end of the text
	Cased    []string // the prefixes as the pattern spells them, when it does not fold case
	minLen   int      // the fewest bytes a match spans
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

// newRows turns a gitleaks rule into rows: one, or one per alternative
// when its pattern is an alternation of two shapes (Atlassian's key beside
// an identifier, or its bare "ATATT3…" token).
func newRows(rule config.Rule) ([]row, error) {
	if rule.Regex == nil {
		return nil, fmt.Errorf("no pattern (a rule on file paths)")
	}
	pattern := rule.Regex.String()
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil, err
	}
	if re.Op != syntax.OpAlternate || rule.SecretGroup != 0 {
		r, err := newRow(rule, pattern)
		return []row{r}, err
	}
	var rows []row
	for _, sub := range re.Sub {
		r, err := newRow(rule, sub.String())
		if err != nil {
			return nil, err
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// newRow turns a gitleaks rule's pattern into a row: a key row when
// gitleaks finds its secret only beside an identifier that names the
// service ("cloudflare_api_key = …", built by gitleaks'
// GenerateSemiGenericRegex), a token row otherwise.
func newRow(rule config.Rule, pattern string) (row, error) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return row{}, err
	}
	r := row{Name: rule.RuleID, Entropy: rule.Entropy, minLen: minWidth(re)}
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
	if idents, secret, ok := semiGeneric(re, rule.SecretGroup); ok {
		return keyRow(r, idents, secret)
	}
	return tokenRow(r, rule, re, pattern)
}

// keyRow is a rule whose secret stands beside an identifier: ackrite's
// assignment syntax after a key that holds one of the identifiers, and a
// value that is wholly gitleaks' secret pattern.
func keyRow(r row, idents []string, secret string) (row, error) {
	// The keywords need only be what every key holds: an identifier's
	// first word ("snyk" for the 72 spellings of snyk_api_key), or all of
	// it when that word is short ("new-relic"). Fewer keywords keep the
	// keyword scan's table small.
	var keywords []string
	for _, id := range idents {
		kw := strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(id, "="), "*"))
		if len(kw) < 3 {
			return row{}, fmt.Errorf("an identifier %q too short for a key", id)
		}
		if i := strings.IndexAny(kw, "_.-"); i >= 4 {
			kw = kw[:i]
		}
		keywords = append(keywords, kw)
	}
	slices.Sort(keywords)
	r.Keywords, r.Key, r.Value = slices.Compact(keywords), idents, secret
	r.Anchor = "AtIdent"
	r.MaxLen = 0
	return r, nil
}

// tokenRow is a rule whose token is found by its shape. Its keywords are
// the literal prefixes every match starts with (the regexp's, which for
// most rules are gitleaks' own keywords); the anchor is at the keyword, at
// a word start when the pattern starts with \b. A pattern without such a
// prefix ("[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk"), or whose prefix is none of
// gitleaks' keywords ("https://" for a Teams webhook), is searched for near
// gitleaks' keywords, within its longest match.
func tokenRow(r row, rule config.Rule, re *syntax.Regexp, pattern string) (row, error) {
	r.Pattern = pattern
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
	if ps, ok := prefixes(re); ok && (len(rule.Keywords) == 0 || keywordIn(ps, rule.Keywords)) {
		r.Keywords = ps
		r.Anchor = "AtKeyword"
		if startsAtWord(re) {
			r.Anchor = "AtWord"
		}
		r.After, r.AfterMin, r.AfterMax, r.Then, r.ThenEnd = after(re, ps)
		r.Cased = cased(re, ps)
		return r, nil
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
	if back, ok := fixedBack(re, r.Keywords); ok {
		r.Anchor, r.Back = "Behind", back
	}
	return r, nil
}

// fixedBack returns how many bytes before every keyword a match starts,
// when that is the same for all of them and fixed by the pattern: 15
// before "atlasv1" in "[a-z0-9]{14}\.atlasv1\.…". Then the pattern can be
// anchored there, instead of searched for in a window.
func fixedBack(re *syntax.Regexp, keywords []string) (int, bool) {
	elems := flattenDeep(re)
	back := -1
	for _, k := range keywords {
		width := 0
		found := false
		for _, e := range elems {
			if e.Op == syntax.OpLiteral {
				if i := strings.Index(strings.ToLower(string(e.Rune)), k); i >= 0 {
					width += len(string(e.Rune)[:i])
					found = true
					break
				}
			}
			// In ASCII: (?i) adds the Kelvin sign and the long s to a class,
			// which no token holds.
			lo, hi := minWidth(e), -1
			if w, ok := maxWidth(asciiOnly(e)); ok {
				hi = w
			}
			if lo != hi {
				return 0, false
			}
			width += lo
		}
		if !found || back >= 0 && width != back {
			return 0, false
		}
		back = width
	}
	return back, back > 0
}

// after returns the class of the bytes that must follow the literal
// prefix and how many at least ("ey" and 17 of [a-zA-Z0-9]): a cheap test
// before the pattern runs, which spares the regexp every keyword hit in
// text that only looks like a prefix ("eyJ-eyJ-…"). It needs every
// keyword to be a whole prefix, so that each hit ends where the prefix
// does; otherwise, or for a short run, it returns nothing.
func after(re *syntax.Regexp, keywords []string) (class string, min, max int, then string, thenEnd bool) {
	all, _ := expand(re, []string{""})
	lower := map[string]bool{}
	for _, p := range all {
		lower[strings.ToLower(p)] = true
	}
	if len(lower) != len(keywords) {
		return // a keyword stands for longer prefixes: its hits end early
	}
	elems := flattenDeep(re)
	i := 0
	for i < len(elems) {
		if _, whole := expand(elems[i], []string{""}); !whole {
			break
		}
		i++
	}
	if i == len(elems) {
		return
	}
	e := elems[i]
	switch e.Op {
	case syntax.OpRepeat:
		min, max = e.Min, max0(e.Max)
	case syntax.OpPlus:
		min = 1
	}
	if min < 2 || e.Sub[0].Op != syntax.OpCharClass {
		return "", 0, 0, "", false
	}
	var bytes []byte
	in := [256]bool{}
	rs := e.Sub[0].Rune
	for j := 0; j+1 < len(rs); j += 2 {
		for c := rs[j]; c <= rs[j+1] && c <= unicode.MaxASCII; c++ {
			bytes = append(bytes, byte(c))
			in[c] = true
		}
	}
	class = string(bytes)
	// Literals of the class right after the run lengthen it ("{93}AA"):
	// the run a match takes then holds them, and what follows them decides.
	for i+1 < len(elems) && elems[i+1].Op == syntax.OpLiteral && literalIn(elems[i+1], &in) {
		i++
		min += len(elems[i].Rune)
		if max > 0 {
			max += len(elems[i].Rune)
		}
	}
	// What follows the run: when none of its first bytes is in the class,
	// the run a match takes is the longest there is, and its length and
	// the byte after it decide.
	if i+1 < len(elems) {
		if first, end, ok := firstBytes(elems[i+1]); ok {
			disjoint := true
			for j := 0; j < len(first); j++ {
				disjoint = disjoint && !in[first[j]]
			}
			if disjoint {
				return class, min, max, first, end
			}
		}
	}
	return class, min, 0, "", false
}

// literalIn reports whether every character of a literal, in either
// case when it folds, is an ASCII byte of the class.
func literalIn(re *syntax.Regexp, in *[256]bool) bool {
	for _, r := range re.Rune {
		if r > unicode.MaxASCII || !in[r] {
			return false
		}
		if re.Flags&syntax.FoldCase != 0 && unicode.IsLetter(r) {
			if u, l := unicode.ToUpper(r), unicode.ToLower(r); u > unicode.MaxASCII || l > unicode.MaxASCII || !in[u] || !in[l] {
				return false
			}
		}
	}
	return true
}

func max0(n int) int {
	if n < 0 {
		return 0
	}
	return n
}

// firstBytes returns the ASCII bytes a match of re can start with, and
// whether it can match at the end of the text; false when re can match the
// empty string elsewhere or starts with a literal past ASCII.
func firstBytes(re *syntax.Regexp) (string, bool, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		r := re.Rune[0]
		if r > unicode.MaxASCII {
			return "", false, false
		}
		if re.Flags&syntax.FoldCase != 0 && unicode.IsLetter(r) {
			return string([]rune{unicode.ToLower(r), unicode.ToUpper(r)}), false, true
		}
		return string(r), false, true
	case syntax.OpCharClass:
		// Characters past ASCII are left out: at a byte past ASCII the
		// engine leaves the decision to the regexp.
		var b []byte
		for j := 0; j+1 < len(re.Rune); j += 2 {
			for c := re.Rune[j]; c <= re.Rune[j+1] && c <= unicode.MaxASCII; c++ {
				b = append(b, byte(c))
			}
		}
		return string(b), false, true
	case syntax.OpEndText:
		return "", true, true
	case syntax.OpCapture:
		return firstBytes(re.Sub[0])
	case syntax.OpConcat:
		if len(re.Sub) == 0 {
			return "", false, false
		}
		return firstBytes(re.Sub[0])
	case syntax.OpAlternate:
		var all []byte
		end := false
		for _, sub := range re.Sub {
			b, e, ok := firstBytes(sub)
			if !ok {
				return "", false, false
			}
			all, end = append(all, b...), end || e
		}
		return string(all), end, true
	}
	return "", false, false
}

// cased returns the literal prefixes as the pattern spells them when it
// matches every one of their letters as written ("ATATT3", not "atatt3"):
// the keyword scan folds case, and a hit of another case cannot match.
func cased(re *syntax.Regexp, keywords []string) []string {
	all, _ := expandUpTo(re, []string{""}, maxPrefixes, false)
	var out []string
	for _, p := range all {
		if strings.ToLower(p) != p || strings.ToUpper(p) != p {
			out = append(out, p)
		}
	}
	if len(out) != len(all) || len(all) != len(keywords) || foldsPrefix(re) {
		return nil
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// foldsPrefix reports whether a letter of the literal prefix re starts
// with is matched case folded.
func foldsPrefix(re *syntax.Regexp) bool {
	for _, e := range flattenDeep(re) {
		if _, whole := expand(e, []string{""}); !whole {
			return false
		}
		if (e.Op == syntax.OpLiteral || e.Op == syntax.OpCharClass) && e.Flags&syntax.FoldCase != 0 {
			for _, r := range e.Rune {
				if unicode.IsLetter(r) {
					return true
				}
			}
		}
		if e.Op == syntax.OpAlternate && foldsAny(e) {
			return true
		}
	}
	return false
}

func foldsAny(re *syntax.Regexp) bool {
	if (re.Op == syntax.OpLiteral || re.Op == syntax.OpCharClass) && re.Flags&syntax.FoldCase != 0 {
		return true
	}
	for _, sub := range re.Sub {
		if foldsAny(sub) {
			return true
		}
	}
	return false
}

// flattenDeep is flatten that also opens the capture groups a pattern
// starts with: "\b(ey[a-zA-Z0-9]{17,}\.…)".
func flattenDeep(re *syntax.Regexp) []*syntax.Regexp {
	var out []*syntax.Regexp
	for _, e := range flatten(re) {
		if e.Op == syntax.OpCapture {
			out = append(out, flattenDeep(e.Sub[0])...)
			continue
		}
		out = append(out, e)
	}
	return out
}

// keywordIn reports whether every prefix holds, or lies in, one of
// gitleaks' keywords: then the prefix is as distinctive as they are.
func keywordIn(prefixes, keywords []string) bool {
	for _, p := range prefixes {
		if !slices.ContainsFunc(keywords, func(k string) bool {
			k = strings.ToLower(k)
			return strings.Contains(p, k) || strings.HasPrefix(k, p)
		}) {
			return false
		}
	}
	return true
}

// semiGeneric recognises the shape of gitleaks' GenerateSemiGenericRegex:
// an identifier run ("[\w.-]{0,50}?"), the identifiers, the blanks and
// quotes up to an operator, and the secret in a group. It returns the
// identifiers, lower-cased, and the secret's pattern.
func semiGeneric(re *syntax.Regexp, secretGroup int) ([]string, string, bool) {
	elems := flatten(re)
	i := 0
	for i < len(elems) && elems[i].Op == syntax.OpRepeat && elems[i].Min == 0 && elems[i].Max == 50 {
		i++
	}
	if i == 0 || i >= len(elems) {
		return nil, "", false
	}
	// The identifiers run up to the blanks and words before the operator
	// ("(?:[ \t\w.-]{0,20})"); the parser may have spread them out
	// ("new(?:-relic|relic|_relic)").
	j := i
	for j < len(elems) && !(elems[j].Op == syntax.OpRepeat && elems[j].Max == 20) {
		j++
	}
	if j == i || j == len(elems) {
		return nil, "", false
	}
	// Identifiers gitleaks spells case by case ("(?-i:[Mm]eraki|MERAKI)")
	// are compared as written: folded, "meraki" is in "CameraKit".
	node := &syntax.Regexp{Op: syntax.OpConcat, Sub: elems[i:j]}
	exact := exactLetters(node)
	set, whole := expandUpTo(node, []string{""}, maxIdents, exact)
	if !whole {
		// gitleaks writes "MailchimpSDK.initialize" with "." unescaped: in
		// an identifier it stands for itself.
		set, whole = expandUpTo(dotLiteral(node), []string{""}, maxIdents, exact)
	}
	if !whole || len(set) == 0 {
		return nil, "", false
	}
	var idents []string
	// gitleaks finds an identifier anywhere in a key ("telegr" in
	// "telegramToken"): the names run on ("*").
	for _, id := range set {
		if exact {
			idents = append(idents, "="+id+"*")
		} else {
			idents = append(idents, strings.ToLower(id)+"*")
		}
	}
	slices.Sort(idents)
	idents = slices.Compact(idents)
	g := secretGroup
	if g == 0 {
		g = 1
	}
	secret := capture(re, g)
	if secret == nil {
		return nil, "", false
	}
	return idents, secret.Sub[0].String(), true
}

// asciiOnly returns re with its classes cut to ASCII.
func asciiOnly(re *syntax.Regexp) *syntax.Regexp {
	c := *re
	if re.Op == syntax.OpCharClass {
		c.Rune = nil
		for j := 0; j+1 < len(re.Rune); j += 2 {
			if lo, hi := re.Rune[j], min(re.Rune[j+1], unicode.MaxASCII); lo <= hi {
				c.Rune = append(c.Rune, lo, hi)
			}
		}
	}
	c.Sub = nil
	for _, sub := range re.Sub {
		c.Sub = append(c.Sub, asciiOnly(sub))
	}
	return &c
}

// dotLiteral returns re with "." (any character but a newline) read as
// the literal dot.
func dotLiteral(re *syntax.Regexp) *syntax.Regexp {
	if re.Op == syntax.OpAnyCharNotNL {
		return &syntax.Regexp{Op: syntax.OpLiteral, Rune: []rune{'.'}}
	}
	c := *re
	c.Sub = nil
	for _, sub := range re.Sub {
		c.Sub = append(c.Sub, dotLiteral(sub))
	}
	return &c
}

// exactLetters reports whether re matches some letter as written, not
// case folded.
func exactLetters(re *syntax.Regexp) bool {
	if (re.Op == syntax.OpLiteral || re.Op == syntax.OpCharClass) && re.Flags&syntax.FoldCase == 0 {
		for _, r := range re.Rune {
			if unicode.IsLetter(r) {
				return true
			}
		}
	}
	for _, sub := range re.Sub {
		if exactLetters(sub) {
			return true
		}
	}
	return false
}

// flatten returns the elements of re's top-level concatenation, nested
// concatenations spread out.
func flatten(re *syntax.Regexp) []*syntax.Regexp {
	if re.Op != syntax.OpConcat {
		return []*syntax.Regexp{re}
	}
	var out []*syntax.Regexp
	for _, sub := range re.Sub {
		out = append(out, flatten(sub)...)
	}
	return out
}

// capture returns re's capture group number g.
func capture(re *syntax.Regexp, g int) *syntax.Regexp {
	if re.Op == syntax.OpCapture && re.Cap == g {
		return re
	}
	for _, sub := range re.Sub {
		if c := capture(sub, g); c != nil {
			return c
		}
	}
	return nil
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

// maxIdents bounds the identifiers one key row expands to:
// "snyk[_.-]?(?:(?:api|oauth)[_.-]?)?(?:key|token)" is 72.
const maxIdents = 128

func expand(re *syntax.Regexp, set []string) ([]string, bool) {
	return expandUpTo(re, set, maxPrefixes, false)
}

// expandUpTo extends each string of set by the literal text re starts with,
// as far as re is literal (a literal, a small class, an alternation of
// such), and reports whether all of re was consumed (so a concatenation
// may go on with what follows it), up to limit strings. Zero-width
// assertions are skipped.
//
// With cases, a letter matched case folded expands to both its cases, so
// that the strings can be compared as written.
func expandUpTo(re *syntax.Regexp, set []string, limit int, cases bool) ([]string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpBeginText, syntax.OpBeginLine:
		return set, true
	case syntax.OpLiteral:
		lit := string(re.Rune)
		if !ascii(lit) {
			return set, false
		}
		if !cases || re.Flags&syntax.FoldCase == 0 {
			return product(set, []string{lit}), true
		}
		for _, r := range lit {
			alts := []string{string(r)}
			if l, u := unicode.ToLower(r), unicode.ToUpper(r); l != u {
				alts = []string{string(l), string(u)}
			}
			if set = product(set, alts); len(set) > limit {
				return set, false
			}
		}
		return set, true
	case syntax.OpCharClass:
		var alts []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for c := re.Rune[i]; c <= re.Rune[i+1]; c++ {
				if c > unicode.MaxASCII || len(alts) > 8 {
					return set, false
				}
				alts = append(alts, string(c))
			}
		}
		slices.Sort(alts)
		return product(set, slices.Compact(alts)), true
	case syntax.OpCapture:
		return expandUpTo(re.Sub[0], set, limit, cases)
	case syntax.OpQuest:
		// With the optional part and without: "(?:https?://)?hooks…".
		with, whole := expandUpTo(re.Sub[0], set, limit, cases)
		return append(with, set...), whole
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			next, whole := expandUpTo(sub, set, limit, cases)
			if len(next) > limit {
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
			next, w := expandUpTo(sub, set, limit, cases)
			whole = whole && w
			out = append(out, next...)
		}
		if len(out) > limit {
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

// minWidth returns the fewest bytes a match of re spans.
func minWidth(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return len(string(re.Rune))
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture, syntax.OpPlus:
		return minWidth(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, sub := range re.Sub {
			n += minWidth(sub)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, sub := range re.Sub {
			if w := minWidth(sub); n < 0 || w < n {
				n = w
			}
		}
		return max(n, 0)
	case syntax.OpRepeat:
		return re.Min * minWidth(re.Sub[0])
	}
	return 0 // empty, assertions, star, quest
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
