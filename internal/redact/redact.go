// Package redact removes secrets from text before ackrite echoes it
// (docs/rules.md §8). Rules are data — a name, prefilter keywords, an RE2 pattern,
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
// RE2 guarantees each match linear in its input, but text made of nothing
// but keyword hits ("sk-sk-sk-…") would make a match at every hit read to
// the end of the text: quadratic. Three bounds keep the whole redaction
// linear (docs/rules.md §8, §12), and TestAdversarialWorkIsLinear counts the bytes
// the patterns read to prove it:
//
//   - A pattern reads at most the rule's MaxLen bytes from its anchor.
//   - At a hit soon after a failure, one unanchored search finds where
//     the rule's next match could start at the earliest; hits before it
//     are skipped (there is no match for them to find), and the anchored
//     attempt runs only where a match starts.
//   - When a match is vetoed (Keep) and holds no white space, later hits
//     inside it are skipped: they are suffixes of one vetoed token.
//
// Redaction is defence in depth: it covers common credential formats, not
// every proprietary one, and it is no permission to send secrets.
package redact

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unsafe"
)

// Anchor says where a rule's pattern starts relative to a keyword hit.
type Anchor uint8

// The anchors.
const (
	// AtWord: at the keyword, which must start a word (the byte before it
	// is not a letter or digit). Token prefixes: "ghp_", "sk-". An
	// underscore before it is a separator: a token glued into an
	// identifier ("nosuchtool_sk-ant-…", echoed by an unknown-tool error)
	// is still a token.
	AtWord Anchor = iota
	// AtKeyword: at the keyword, wherever it is ("-----BEGIN").
	AtKeyword
	// AtIdent: at the start of the identifier holding the keyword, found by
	// walking back over letters, digits and "_.-" ("DB_PASSWORD" for "passw").
	AtIdent
	// AtParam: like AtIdent, then one byte further back, which must be a
	// query separator "?", "&" or ";" ("&access_token=" for "token=").
	AtParam
	// Behind: Back bytes before the keyword, for a token whose keyword
	// stands at a fixed place inside it ("…{14}.atlasv1.…").
	Behind
	// Near: anywhere within MaxLen of the keyword, for a token whose
	// keyword is not its first bytes ("…_mmk", "….atlasv1.…"): the
	// pattern is searched for, unanchored, in the text around the hits,
	// the windows of nearby hits merged so that each byte is read once.
	Near
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
	// Back is how far before the keyword a Behind rule's pattern starts.
	Back int
	// Pattern is an RE2 expression matched at the anchor.
	Pattern string
	// Key, when set, makes the rule a key/value rule. The key is the
	// identifier at the anchor (after the separator, for AtParam); it must
	// contain one of these lower-case names as a word (keys.go), ASCII
	// case folded, where "?" stands for an optional "_" or "-", a leading
	// "^" means the name starts the key and a trailing "$" that it ends
	// it (and, without "^", starts a word of it: "auth$" is in
	// "vendorAuth", not "OAuth"), a leading "=" that it is compared as
	// written and a trailing "*"
	// that it may run on into a longer word. Pattern then
	// matches what follows the key. Checking names in Go costs a fraction
	// of a regexp that walks the identifier (TestKeyNamesMatchTheRegexp
	// holds them to the regexp they replace).
	Key []string
	// KeyValue says the key is followed by an optional closing quote,
	// spaces, and ":" or "=". A hit where no such assignment follows —
	// "credentials" in prose — skips the pattern. A cheap necessary
	// condition of the pattern, so it changes no result, only the cost.
	KeyValue bool
	// Groups are the submatch indexes that may hold the secret; the first
	// that matched is replaced. Empty means the whole match.
	Groups []int
	// Keep, when set, vetoes a candidate secret (a boolean, a plain word,
	// a value that does not decode as a credential). Placeholders
	// (placeholders.go) are vetoed for every rule, and for a key/value
	// rule those only a key's value can be (references, endpoints): a
	// key/value rule's Keep need not check them again.
	Keep func(secret string) bool
	// Entropy, when set, vetoes a candidate secret whose Shannon entropy
	// (bits per character) is at most this: "glc_1111…" has the shape of
	// a token and none of its randomness.
	Entropy float64
	// Allow are RE2 patterns of values that have the rule's shape and
	// are known not to be secrets (documentation examples); a candidate
	// secret any of them matches is kept.
	Allow []string
	// Value, when set, is an RE2 pattern a candidate secret must match
	// whole: a key/value rule for one service's keys takes only values of
	// that service's shape.
	Value string
	// After and AfterMin, when set, are a cheap necessary condition of a
	// token pattern: at least AfterMin bytes of After right after the
	// keyword ("ey" and 17 letters or digits). Like Lead it changes no
	// result, only the cost: hits in text that only looks like a prefix
	// ("eyJ-eyJ-…") never reach the regexp. A byte above ASCII leaves it
	// to the regexp, which may fold case.
	After    string
	AfterMin int
	// AfterMax, when set, bounds that run; Then, when set, are the bytes
	// one of which must follow it, none of them in After (ThenEnd: or the
	// end of the text). Then the run a match takes is the longest one
	// there is, and its length and the byte after it decide — and decide
	// for every later hit inside the same run, which are skipped.
	AfterMax int
	Then     string
	ThenEnd  bool
	// Cased, when set, are the keywords as the pattern spells them, for a
	// pattern that does not fold their case ("ATATT3"): the keyword scan
	// folds it, and a hit in another case ("atatt3") cannot match.
	Cased []string
	// Scan, when set, matches Pattern by hand at the start of its text:
	// the regexp's submatch indexes, appended to dst[:0], and how many
	// bytes it read. A test
	// holds the two to the same answer on every input (FuzzScan).
	Scan func(dst []int, s string) ([]int, int)
	// KeepMatch, when set, vetoes a candidate by the text matched from the
	// anchor (the key included) and the candidate secret: for a value that
	// is a secret under one key and a name under another.
	KeepMatch func(match, secret string) bool
	// Generic marks ackrite's own key/value rules that stand for gitleaks'
	// generic-api-key rule (api-key, password, secret): its allowlist
	// (GitleaksGenericAllow, GitleaksPublicValues) vetoes their candidates.
	Generic bool
	// Defers marks a Generic rule that, under a key naming the service of
	// one of GitleaksKeyRules ("telegram_api_token"), leaves a value
	// gitleaks' generic rule would not take to that service's own rule
	// (deferred): gitleaks has both rules, and neither flags it.
	Defers bool
	// MaxLen is the longest text a match may span, from its anchor; 0
	// means DefaultMaxLen. It bounds the work of one pattern attempt.
	MaxLen int
	// Needs, when set, is a literal every match holds after its start
	// (case-sensitive): where it does not occur within MaxLen of a hit, the
	// pattern does not run. One strings.Index pass finds every occurrence.
	Needs string
	// NeedsLine says a match ends on the line of the first occurrence of
	// Needs after its start: the pattern reads no further than that
	// line's end. A private key's body runs to its END line and may not
	// hold "--"; without the bound every key cost an automaton over the
	// rule's whole 64 KiB window.
	NeedsLine bool
	// Lead, when set, is a cheap necessary condition of the pattern, given
	// the text from where the pattern starts (at most MaxLen bytes): false
	// means the pattern cannot match there, and it does not run. Like
	// KeyValue it changes no result, only the cost: text made of a
	// keyword that never leads to a match ("<secret: <secret: …") would
	// otherwise run the regexp, and search for the next match, every few
	// bytes.
	Lead func(s string) bool

	// compiled is the pattern compiled on the rule's first keyword hit
	// that gets as far as the pattern: most text never reaches most rules,
	// and a process should not pay to compile what it never runs.
	compiled func() compiled
	allow    func() *regexp.Regexp
	value    func() *regexp.Regexp
	after    *[256]bool
	then     *[256]bool
	before   *[256]bool // a Behind rule's bytes right before its keyword (behind.go)
	longest  int        // the longest keyword
	names    []keyName
	byHand   bool // Pattern is assign: scanAssign matches it
	idx      int
}

// compiled is a rule's pattern, compiled.
type compiled struct {
	re     *regexp.Regexp // anchored at the start
	search *regexp.Regexp // unanchored: where could a match start?
}

// compileOnce returns the rule's pattern compiled, once, on first use.
func compileOnce(pattern string) func() compiled {
	return sync.OnceValue(func() compiled {
		return compiled{re: regexp.MustCompile(`^(?:` + pattern + `)`), search: regexp.MustCompile(pattern)}
	})
}

// compileAllow joins a rule's Allow patterns into one regexp, compiled on
// first use; nil when there are none.
func compileAllow(allow []string) func() *regexp.Regexp {
	if len(allow) == 0 {
		return func() *regexp.Regexp { return nil }
	}
	return sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?:` + strings.Join(allow, `)|(?:`) + `)`)
	})
}

// compileValue compiles a rule's Value pattern, anchored at both ends, on
// first use.
func compileValue(value string) func() *regexp.Regexp {
	if value == "" {
		return func() *regexp.Regexp { return nil }
	}
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:` + value + `)$`) })
}

// DefaultMaxLen is the longest match of a rule without a MaxLen: longer
// than any token, key or password format the rules know.
const DefaultMaxLen = 1024

// Marker starts every replacement.
const Marker = "[REDACTED:"

// A Redactor applies a rule set: [New]'s rules, or for the zero value the
// built-in [Rules], as [String] applies them.
type Redactor struct {
	rules []Rule
	pre   *prefilter
	// rescan scans the text again after each rule that replaced
	// something, instead of shifting the hits: the reference the tests
	// hold shift to.
	rescan bool
	// fresh writes each rule's output into a buffer of its own, instead
	// of the two the rules take turns with: the reference the tests hold
	// the reuse to.
	fresh bool
}

// New builds a redactor from rules. Rules apply in order: an earlier
// rule's replacement is what later rules see. Each pattern compiles on the
// first text that reaches it, and a pattern that does not compile panics
// then, as rules are program data (TestRulesCompile compiles them all).
func New(rules []Rule) *Redactor {
	r := &Redactor{rules: slices.Clone(rules)}
	var kw [][]string
	for i := range r.rules {
		r.rules[i].compiled = compileOnce(r.rules[i].Pattern)
		r.rules[i].allow = compileAllow(r.rules[i].Allow)
		r.rules[i].value = compileValue(r.rules[i].Value)
		for _, k := range r.rules[i].Keywords {
			r.rules[i].longest = max(r.rules[i].longest, len(k))
		}
		if r.rules[i].AfterMin > 0 {
			r.rules[i].after = byteSet(r.rules[i].After)
			if r.rules[i].Then != "" || r.rules[i].ThenEnd {
				r.rules[i].then = byteSet(r.rules[i].Then)
			}
		}
		if r.rules[i].Anchor == Behind {
			r.rules[i].before = beforeKeyword(r.rules[i].Pattern, r.rules[i].Back)
		}
		r.rules[i].names = keyNames(r.rules[i].Key)
		r.rules[i].byHand = r.rules[i].Pattern == assign
		r.rules[i].idx = i
		if r.rules[i].MaxLen <= 0 {
			r.rules[i].MaxLen = DefaultMaxLen
		}
		kw = append(kw, r.rules[i].Keywords)
	}
	r.pre = newPrefilter(kw)
	return r
}

// std is built on first use: its keyword automaton costs about a
// millisecond, which a process that redacts nothing need not pay.
var std = sync.OnceValue(func() *Redactor { return New(Rules) })

// String redacts s with the built-in rules.
func String(s string) string { return std().Redact(s) }

// StringKnown redacts s with the built-in rules, learning into k; see
// [Redactor.RedactKnown].
func StringKnown(s string, k *Known) string { return std().RedactKnown(s, k) }

// Redact returns s with every secret the rules find replaced by
// [REDACTED:<rule>]. It returns s itself when nothing matched.
func (r *Redactor) Redact(s string) string {
	var w work
	return r.redact(s, &w, nil)
}

// RedactKnown is Redact that also learns into k every value the rules
// redact, then redacts every value k knows — learned now or earlier —
// wherever it appears in s (docs/rules.md §8: a secret found once is redacted
// everywhere).
func (r *Redactor) RedactKnown(s string, k *Known) string {
	var w work
	return k.Redact(r.redact(s, &w, k))
}

// work counts what one redaction cost: the bytes handed to the patterns.
type work struct{ read int }

func (r *Redactor) redact(s string, w *work, learn *Known) string {
	if len(s) < 3 {
		return s
	}
	if r.pre == nil { // the zero Redactor
		r = std()
	}
	if len(s) > maxPiece {
		return r.redactPieces(s, w, learn, maxPiece)
	}
	sc := scratchPool.Get().(*scratch)
	defer sc.release()
	if !sc.collect(r.pre, s, len(r.rules)) {
		return s
	}
	// The rules write their output into two buffers in turn: each reads
	// the text the rule before it wrote, and writes over the one before
	// that, which nothing holds any more. A new string for every rule
	// that replaced something cost text made of secrets of many kinds a
	// fresh copy of its whole length per rule, and the collector the work
	// of freeing them; this way a redaction allocates at most two.
	var bufs [2][]byte
	turn := 0
	for pos := 0; pos < len(sc.sorted); {
		i := int(sc.sorted[pos].rule)
		to := pos + 1
		for to < len(sc.sorted) && int(sc.sorted[to].rule) == i {
			to++
		}
		sc.edits = sc.edits[:0]
		if r.fresh {
			bufs[turn] = nil
		}
		b := bufs[turn][:0]
		if out := r.rules[i].apply(s, sc.sorted[pos:to], w, &sc.edits, &sc.m, &b); out != s {
			bufs[turn], turn = b, 1-turn
			if learn != nil {
				for _, e := range sc.edits {
					learn.Learn(r.rules[i].Name, s[e.start:e.end])
				}
			}
			s = out
			if r.rescan {
				sc.collect(r.pre, s, len(r.rules))
				to, _ = slices.BinarySearchFunc(sc.sorted, i+1, func(h hit, rule int) int { return int(h.rule) - rule })
			} else {
				shift(sc.sorted[to:], sc.edits, len(Marker)+len(r.rules[i].Name)+1)
			}
		}
		pos = to
	}
	return s
}

// maxPiece is the longest text one pass redacts: a hit's start is 32 bits
// (prefilter.go), and replacements, at most a marker for every few bytes,
// grow a piece less than eightfold. A longer text is redacted a piece at a
// time, each piece ending at a line break where there is one: a secret
// spanning two pieces of 256 MiB is not worth the hits' width.
const maxPiece = 1 << 28

// redactPieces redacts s a piece of at most piece bytes at a time.
func (r *Redactor) redactPieces(s string, w *work, learn *Known, piece int) string {
	var b strings.Builder
	changed := false
	for rest := s; rest != ""; {
		n := len(rest)
		if n > piece {
			n = piece
			if i := strings.LastIndexByte(rest[:n], '\n'); i > 0 {
				n = i + 1
			}
		}
		out := r.redact(rest[:n], w, learn)
		changed = changed || out != rest[:n]
		b.WriteString(out)
		rest = rest[n:]
	}
	if !changed {
		return s
	}
	return b.String()
}

// An edit is a secret a rule replaced: s[start:end] of the text it read.
type edit struct{ start, end int }

// shift moves the keyword hits of the rules still to run to where the
// replacements put them, instead of scanning the rewritten text again:
// that rescan cost a pass over the whole text for every rule that found
// something, the most of the time on a long text with secrets of many
// kinds. hits holds runs of positions in order (one run per rule), edits
// are in order and each became marker bytes. A hit whose keyword an edit
// cut into is dropped, as the keyword is gone. A rescan would find no
// hit the shift misses: no keyword holds "[" or "]", so none spans a
// marker's edge, and hits inside a marker are skipped (inMarker).
// TestShiftIsTheRescan and FuzzRedact hold the two to the same result.
func shift(hits []hit, edits []edit, marker int) {
	e, delta := 0, 0
	prev := -1
	for i := range hits {
		h := &hits[i]
		if h.start < 0 {
			continue
		}
		start := int(h.start)
		if start < prev { // the next rule's run: start over
			e, delta = 0, 0
		}
		prev = start
		for e < len(edits) && edits[e].end <= start {
			delta += marker - (edits[e].end - edits[e].start)
			e++
		}
		if e < len(edits) && edits[e].start < start+int(h.len) {
			h.start = -1 // the keyword overlaps the replaced secret
			continue
		}
		h.start = int32(start + delta)
	}
}

// scratch holds one redaction's keyword hits; pooled, as every string a
// tool echoes is redacted and most hold a keyword or two.
type scratch struct {
	hits, sorted  []hit
	at, next      []int
	counts, place []int32
	edits         []edit
	m             []int // the hand matchers' submatches, without an allocation each
}

var scratchPool = sync.Pool{New: func() any { return &scratch{m: make([]int, 0, 8)} }}

// release returns the scratch to the pool, unless a large text grew it:
// the pool keeps at most 32 Ki hits (512 KiB) a scratch — enough for the
// largest evidence item, 20,000 characters of nothing but keywords, which
// would otherwise grow a fresh slice on every call — never megabytes.
func (sc *scratch) release() {
	if cap(sc.sorted) > maxPooledHits {
		sc.sorted = nil
	}
	scratchPool.Put(sc)
}

// maxPooledHits is how many hits a pooled scratch holds: enough for the
// largest evidence item, 20,000 characters of nothing but keywords
// (about 13,000 hits), which would otherwise grow a fresh slice on every
// call. A text with more hits has them counted by rule, then scanned
// again into one slice of exactly their number, each hit at its place
// (collect).
const maxPooledHits = 1 << 15

// collect finds the keyword hits of s and leaves them in sc.sorted, by
// rule and within a rule by start; false when there is none. Up to
// maxPooledHits they are collected into the pooled sc.hits and sorted;
// past that a second scan writes each straight to its place, so that text
// made of keywords allocates 8 bytes a hit once, not a slice grown by
// doubling and a sorted copy of it.
func (sc *scratch) collect(p *prefilter, s string, rules int) bool {
	k := hitSink{hits: sc.hits[:0], limit: maxPooledHits, rules: rules, counts: sc.counts}
	p.scanInto(s, &k)
	sc.hits, sc.counts = k.hits, k.counts
	if !k.counting {
		sc.byRule(rules)
		return len(sc.hits) > 0
	}
	sc.place = slices.Grow(sc.place[:0], rules)[:rules]
	sc.at = slices.Grow(sc.at[:0], rules+1)[:rules+1]
	total := 0
	for i, n := range sc.counts {
		sc.at[i], sc.place[i] = total, int32(total)
		total += int(n)
	}
	sc.at[rules] = total
	if cap(sc.sorted) > maxPooledHits || cap(sc.sorted) < total {
		sc.sorted = make([]hit, total)
	}
	sc.sorted = sc.sorted[:total]
	p.scanInto(s, &hitSink{hits: sc.sorted, place: sc.place})
	sc.sortRuns(rules)
	return true
}

// byRule sorts the hits by rule and, within a rule, by where they start,
// so that each rule visits its own hits only, in order: text made of keyword hits would
// otherwise cost every rule a pass over every hit. The few hits of most
// texts are sorted in place; many by counting, whose cost grows with the
// number of rules.
func (sc *scratch) byRule(rules int) {
	before := func(a, b hit) bool { return a.rule < b.rule || a.rule == b.rule && a.start < b.start }
	if len(sc.hits) <= 64 {
		sc.sorted = append(sc.sorted[:0], sc.hits...)
		for i := 1; i < len(sc.sorted); i++ {
			for j := i; j > 0 && before(sc.sorted[j], sc.sorted[j-1]); j-- {
				sc.sorted[j-1], sc.sorted[j] = sc.sorted[j], sc.sorted[j-1]
			}
		}
		return
	}
	// The counting sort writes every place: room is enough, not a copy.
	sc.sorted = slices.Grow(sc.sorted[:0], len(sc.hits))[:len(sc.hits)]
	defer sc.sortRuns(rules)
	sc.at = slices.Grow(sc.at[:0], rules+1)[:rules+1]
	clear(sc.at)
	for _, h := range sc.hits {
		sc.at[h.rule+1]++
	}
	for i := 1; i < len(sc.at); i++ {
		sc.at[i] += sc.at[i-1]
	}
	sc.next = append(sc.next[:0], sc.at[:rules]...)
	for _, h := range sc.hits {
		sc.sorted[sc.next[h.rule]] = h
		sc.next[h.rule]++
	}
}

// sortRuns sorts each rule's run of sc.sorted (sc.at[i]:sc.at[i+1]) by
// start: the automaton reports hits where their keywords end, and the
// wide keywords come last.
func (sc *scratch) sortRuns(rules int) {
	for i := 0; i < rules; i++ {
		if group := sc.sorted[sc.at[i]:sc.at[i+1]]; !slices.IsSortedFunc(group, byStart) {
			slices.SortStableFunc(group, byStart)
		}
	}
}

func byStart(a, b hit) int { return int(a.start) - int(b.start) }

// vetoes reports whether a candidate secret, found in match, stays: a
// marker an earlier rule wrote, a placeholder (a key's own name again,
// for a key/value rule), or what the rule's Keep, KeepMatch, Entropy,
// Allow, Value or Generic keeps.
func (rule *Rule) vetoes(match, secret string) bool {
	// The rule's own checks first: they are cheaper than the placeholder
	// table, and in adversarial text most candidates fall to them.
	return strings.HasPrefix(secret, Marker) || strings.HasPrefix(Marker, secret) ||
		(rule.Keep != nil && rule.Keep(secret)) ||
		(rule.KeepMatch != nil && rule.KeepMatch(match, secret)) ||
		(rule.Entropy > 0 && entropy(secret) <= rule.Entropy) ||
		isPlaceholder(secret, rule.Key != nil) ||
		(rule.Key != nil && namesItsKey(leadingKey(match), secret)) ||
		(rule.Allow != nil && rule.allow().MatchString(secret)) ||
		(rule.Value != "" && !rule.value().MatchString(secret)) ||
		(rule.Generic && genericAllowed(match, secret)) ||
		(rule.Defers && deferred(match, secret))
}

// keyOK reports whether key holds one of the rule's names, answering from
// the last key asked about when it is the same.
func (rule *Rule) keyOK(key string, last *string, ok *bool) bool {
	if key != *last {
		*last, *ok = key, keyMatches(rule.names, key)
	}
	return *ok
}

// A vetoCache remembers a rule's last answer to vetoes: text made of one
// key/value pair repeated asks about the same candidate at every hit.
type vetoCache struct {
	match, secret string
	veto, set     bool
}

func (c *vetoCache) of(rule *Rule, match, secret string) bool {
	if !c.set || match != c.match || secret != c.secret {
		c.match, c.secret, c.veto, c.set = match, secret, rule.vetoes(match, secret), true
	}
	return c.veto
}

// leadingKey is the identifier a key/value rule's match starts with,
// after a query separator.
func leadingKey(match string) string {
	match = strings.TrimLeft(match, "?&;")
	i := 0
	for i < len(match) && isIdent(match[i]) {
		i++
	}
	return match[:i]
}

// entropy is the Shannon entropy of s in bits per character, as gitleaks
// computes it (its characters counted over its length in bytes).
func entropy(s string) float64 {
	if s == "" {
		return 0
	}
	var counts [256]int
	var other map[rune]int
	for _, c := range s {
		if c < 0x80 {
			counts[c]++
			continue
		}
		if other == nil {
			other = map[rune]int{}
		}
		other[c]++
	}
	inv := 1 / float64(len(s))
	e := 0.0
	add := func(n int) {
		if n > 0 {
			f := float64(n) * inv
			e -= f * math.Log2(f)
		}
	}
	for _, n := range counts {
		add(n)
	}
	for _, n := range other {
		add(n)
	}
	return e
}

// apply replaces this rule's secrets in s, trying its pattern at each of
// its keyword hits.
func (rule *Rule) apply(s string, hits []hit, w *work, edits *[]edit, mbuf *[]int, b *[]byte) string {
	if rule.Anchor == Near {
		return rule.applyNear(s, hits, w, edits, b)
	}
	last, tried, next := 0, -1, 0
	var idents identCache
	needAt := -1 // the next occurrence of rule.Needs at or after the last hit
	lastKey, lastKeyOK := "", false
	lastFail := -1 << 40
	marker := -1 // see markerNear
	var vetoed vetoCache
	for _, h := range hits {
		if h.start < 0 {
			continue
		}
		hStart := int(h.start)
		at, ok := rule.anchorCached(s, hStart, &idents)
		if !ok || at <= tried || at < last {
			continue
		}
		before := tried
		tried = at
		if rule.KeyValue && !assigned(s, at) {
			continue
		}
		from := at // where the pattern starts: after the key, for key/value rules
		keyStart := at
		if rule.Key == nil && from < next {
			continue
		}
		if rule.Key != nil {
			if rule.Anchor == AtParam {
				keyStart++
			}
			from = keyStart
			for from < len(s) && isIdent(s[from]) {
				from++
			}
			if idents.ok && idents.start == keyStart {
				idents.end = from
			}
			if from < next {
				continue
			}
			// Text made of one key/value pair repeated asks about the same
			// key at every hit: the last answer is kept.
			if !rule.keyOK(s[keyStart:from], &lastKey, &lastKeyOK) {
				continue
			}
		}
		if rule.Lead != nil && !rule.Lead(s[from:min(len(s), from+rule.MaxLen)]) {
			continue
		}
		if rule.after != nil {
			if ok, skip := rule.runAfter(s, hStart+int(h.len)); !ok {
				next = max(next, skip-rule.longest) // a later hit's run starts after its own keyword
				continue
			}
		}
		if rule.Cased != nil && !rule.cased(s[h.start:]) {
			continue
		}
		if rule.before != nil && !rule.before[s[hStart-1]] {
			continue
		}
		// Last of the cheap checks, as it reads up to 64 bytes back. A
		// hit it skips gives its anchor back: a later hit of the same
		// identifier may lie past the marker's reach (an unclosed
		// "[REDACTED:" and a long name: "…pwd…password=pw"), and is tried.
		if markerNear(s, hStart, &marker) && inMarker(s, hStart) {
			tried = before
			continue
		}
		if rule.Needs != "" {
			if needAt < from {
				i := strings.Index(s[from:], rule.Needs)
				if i < 0 {
					break
				}
				needAt = from + i
			}
			if needAt-from > rule.MaxLen {
				continue
			}
		}
		// A hit soon after a failure is in a run of failing hits: one
		// search tells whether a match starts here and, when none does,
		// skips to where one can start, instead of the anchored attempt
		// at every hit. An isolated failure (prose: "the Bearer header")
		// is not worth the search, nor is a failure of the assign
		// scanner: it fails within the value's first bytes or at the
		// closing quote a later hit's value brings, and the regexp search
		// cost ten times the scans it saved ("<secretkey=" repeated). Nor
		// for a Behind rule: its matches can start only Back bytes before a
		// hit, where the anchored attempt looks anyway, and the search, for
		// a pattern that starts with a class repeated ("[a-z0-9]{14}\."),
		// read every byte of "atlasv1" repeated at 100 ns a byte.
		if from-lastFail <= rule.MaxLen && !rule.byHand && rule.Scan == nil && rule.Anchor != Behind {
			if next = rule.earliest(s, from, w); next > from {
				lastFail = from
				continue
			}
		}
		limit := len(s)
		if rule.NeedsLine {
			if i := strings.IndexByte(s[needAt:], '\n'); i >= 0 {
				limit = needAt + i
			}
		}
		m := rule.match(s[:limit], from, keyStart, w, (*mbuf)[:0])
		if m == nil {
			lastFail = from
			continue
		}

		for i := range m {
			if m[i] >= 0 {
				m[i] += from - at // offsets from the anchor
			}
		}
		start, end := m[0], m[1]
		for _, g := range rule.Groups {
			if 2*g+1 < len(m) && m[2*g] >= 0 {
				start, end = m[2*g], m[2*g+1]
				break
			}
		}
		start, end = start+at, end+at
		if start >= end || start < last || overlapsMarker(s, start, end) || vetoed.of(rule, s[at:at+m[1]], s[start:end]) {
			if match := s[at : at+m[1]]; !hasSpace(match) {
				next = at + m[1]
			}
			continue
		}
		if end == at+m[1] {
			end = rule.tokenEnd(s, end)
		}
		last = rule.replace(b, s, last, start, end, edits)
	}
	return rest(b, s, last)
}

// replace appends s[last:start] and rule's marker for s[start:end] to b,
// records the edit and returns end, where the text after it starts.
func (rule *Rule) replace(b *[]byte, s string, last, start, end int, edits *[]edit) int {
	if len(*b) == 0 {
		*b = slices.Grow(*b, len(s)+len(Marker)+len(rule.Name)+1)
	}
	*b = append(*b, s[last:start]...)
	*b = append(*b, Marker...)
	*b = append(*b, rule.Name...)
	*b = append(*b, ']')
	*edits = append(*edits, edit{start, end})
	return end
}

// rest finishes b with the text after the last replacement and returns
// it as a string, or returns s when there was none. The string shares b's
// bytes: redact writes into b again only once no one reads that string
// (see redact).
func rest(b *[]byte, s string, last int) string {
	if last == 0 {
		return s
	}
	*b = append(*b, s[last:]...)
	return unsafe.String(unsafe.SliceData(*b), len(*b))
}

// runAfter reports whether the run of After bytes at s[i:] can be the
// one a match takes (see After); when it cannot, it also returns the
// position before which no later hit's run can be one: the hits whose
// runs lie inside this one fail for the same reason. A byte above ASCII
// leaves the decision to the regexp.
func (rule *Rule) runAfter(s string, i int) (bool, int) {
	limit := len(s)
	if rule.then == nil {
		limit = min(len(s), i+rule.AfterMin) // only the shortest run matters
	}
	j := i
	for j < limit && rule.after[s[j]] {
		j++
	}
	if j < len(s) && s[j] >= 0x80 {
		return true, 0
	}
	switch r := j - i; {
	case r < rule.AfterMin:
		return false, j + 1 // a later hit's run ends here too, shorter
	case rule.then == nil:
		return true, 0
	case rule.AfterMax > 0 && r > rule.AfterMax:
		return false, j - rule.AfterMax // runs that start later may be short enough
	case j == len(s):
		return rule.ThenEnd, j + 1
	case rule.then[s[j]]:
		return true, 0
	}
	return false, j + 1 // every run inside this one ends at the same byte
}

func byteSet(b string) *[256]bool {
	t := new([256]bool)
	for i := 0; i < len(b); i++ {
		t[b[i]] = true
	}
	return t
}

// cased reports whether s starts with one of the keywords as the pattern
// spells them.
func (rule *Rule) cased(s string) bool {
	for _, k := range rule.Cased {
		if strings.HasPrefix(s, k) {
			return true
		}
	}
	return false
}

// tokenEnd extends a token rule's secret that ends its match over the
// letters and digits glued to it: a pattern of fixed length
// ("ghp_[0-9a-zA-Z]{36}") matches the start of a longer token, whose rest
// would be echoed. A key/value rule's value ends where its syntax says.
func (rule *Rule) tokenEnd(s string, end int) int {
	if rule.Key != nil {
		return end
	}
	for end < len(s) && isAlnum(s[end]) {
		end++
	}
	return end
}

// applyNear replaces the secrets of a Near rule: its pattern searched for
// in the windows of MaxLen around its hits, nearby windows merged.
func (rule *Rule) applyNear(s string, hits []hit, w *work, edits *[]edit, b *[]byte) string {
	last := 0
	re := rule.compiled().search
	for i := 0; i < len(hits); {
		if hits[i].start < 0 {
			i++
			continue
		}
		from := max(last, int(hits[i].start)-rule.MaxLen)
		to := min(len(s), int(hits[i].start)+int(hits[i].len)+rule.MaxLen)
		for i++; i < len(hits); i++ {
			if hits[i].start < 0 {
				continue
			}
			if int(hits[i].start)-rule.MaxLen > to {
				break
			}
			to = min(len(s), max(to, int(hits[i].start)+int(hits[i].len)+rule.MaxLen))
		}
		if from >= to {
			continue
		}
		w.read += to - from
		for _, m := range re.FindAllStringSubmatchIndex(s[from:to], -1) {
			start, end := m[0], m[1]
			for _, g := range rule.Groups {
				if 2*g+1 < len(m) && m[2*g] >= 0 {
					start, end = m[2*g], m[2*g+1]
					break
				}
			}
			start, end = start+from, end+from
			if start >= end || start < last || overlapsMarker(s, start, end) || rule.vetoes(s[from+m[0]:from+m[1]], s[start:end]) {
				continue
			}
			if end == from+m[1] {
				end = rule.tokenEnd(s, end)
			}
			last = rule.replace(b, s, last, start, end, edits)
		}
	}
	return rest(b, s, last)
}

// probeLen is the window a pattern first tries: most matches and most
// failures are decided within it, and the regexp engine's set-up cost
// grows with the text it is given.
const probeLen = 64

// match runs the anchored pattern at s[at:], reading at most MaxLen bytes
// (the assign pattern by hand, see scanAssign; any other with the regexp):
// first probeLen, then the whole MaxLen when the probe failed or its match
// reached the probe's end (a longer text could change it). A match that
// ends inside the probe is the match a longer text gives, as long as no
// alternative of the pattern needs text beyond the probe where an earlier
// one was cut off: the rules' alternatives differ in their first bytes
// (a keyword, a quote), and the private key's two forms are two rules.
func (rule *Rule) match(s string, at, key int, w *work, buf []int) []int {
	end := min(len(s), at+rule.MaxLen)
	if rule.byHand {
		m, read := scanAssign(buf, s[at:end], inCall(s, key))
		w.read += read
		return m
	}
	if rule.Scan != nil {
		m, read := rule.Scan(buf, s[at:end])
		w.read += read
		return m
	}
	re := rule.compiled().re
	if at+probeLen < end {
		w.read += probeLen
		if m := re.FindStringSubmatchIndex(s[at : at+probeLen]); m != nil && m[1] < probeLen {
			return m
		}
	}
	w.read += end - at
	return re.FindStringSubmatchIndex(s[at:end])
}

// earliest returns the first position at or after from where a match of
// the rule could start, reading at most searchSpan×MaxLen bytes: a match
// starting within (searchSpan-1)×MaxLen of from lies wholly in what it
// reads. len(s)+1 means none.
func (rule *Rule) earliest(s string, from int, w *work) int {
	if from >= len(s) {
		return len(s) + 1
	}
	end := min(len(s), from+searchSpan*rule.MaxLen)
	w.read += end - from
	if loc := rule.compiled().search.FindStringIndex(s[from:end]); loc != nil {
		return from + loc[0]
	}
	if end == len(s) {
		return len(s) + 1
	}
	return end - rule.MaxLen + 1
}

// searchSpan is how many MaxLen a search reads: in a run of failing hits
// it reads searchSpan/(searchSpan-1) bytes per byte it skips.
const searchSpan = 4

// hasSpace reports white space in s: a vetoed match without any is one
// token, whose suffixes need no look of their own.
func hasSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' {
			return true
		}
	}
	return false
}

func isIdent(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '.' || c == '-'
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func isWord(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}

// assigned reports whether the identifier at s[at:] (after a query
// separator, if one is there) is followed by an optional (escaped) quote, spaces
// (RE2's \s) and ":" or "=": what every KeyValue pattern needs.
func assigned(s string, at int) bool {
	i := at
	if i < len(s) && strings.IndexByte("?&;", s[i]) >= 0 {
		i++
	}
	for i < len(s) && isIdent(s[i]) {
		i++
	}
	if i+1 < len(s) && s[i] == '\\' && (s[i+1] == '"' || s[i+1] == '\'') {
		i++ // an escaped closing quote: \"password\":
	}
	if i < len(s) && (s[i] == '"' || s[i] == '\'') {
		i++
	}
	for i < len(s) {
		if strings.IndexByte(" \t\n\f\r", s[i]) >= 0 {
			i++
		} else if strings.HasPrefix(s[i:], "\u00a0") { // a no-break space, as the patterns allow
			i += 2
		} else {
			break
		}
	}
	return i < len(s) && (s[i] == ':' || s[i] == '=')
}

// inMarker reports a keyword hit inside a marker an earlier pass wrote:
// "[REDACTED:mysql-password]" holds the keyword "mysql", and reading it as
// a command would redact the next -p on the line in a second pass only.
func inMarker(s string, at int) bool {
	from := max(0, at-maxMarker)
	if strings.IndexByte(s[from:at], Marker[0]) < 0 {
		return false // the common case, and cheaper than the search below
	}
	i := strings.LastIndex(s[from:at], Marker)
	return i >= 0 && strings.IndexByte(s[from+i:at], ']') < 0
}

// markerNear reports whether a marker starts within maxMarker before i,
// the necessary condition of inMarker, for hits in order: *next is the
// first marker at or after the last hit's reach (len(s): none), so that
// text without markers is searched for one once, not 64 bytes back at
// every hit.
func markerNear(s string, i int, next *int) bool {
	lo := max(0, i-maxMarker)
	if *next < lo {
		if j := strings.Index(s[lo:], Marker); j >= 0 {
			*next = lo + j
		} else {
			*next = len(s)
		}
	}
	return *next < i
}

// overlapsMarker reports whether s[start:end], a candidate secret, holds
// or cuts into a marker an earlier rule wrote: "http://[REDACTED:x]@host"
// is no URL with a user "[REDACTED" and a password "x]".
func overlapsMarker(s string, start, end int) bool {
	if inMarker(s, start) {
		return true
	}
	from, to := max(0, start-len(Marker)+1), min(len(s), end+len(Marker)-1)
	if strings.IndexByte(s[from:to], Marker[0]) < 0 {
		return false // the common case, and cheaper than the search below
	}
	i := strings.LastIndex(s[from:to], Marker)
	return i >= 0 && from+i < end
}

// maxMarker bounds how far back inMarker looks: a marker and a rule name.
const maxMarker = 64

// An identCache remembers the identifier the last hit was in, so that hits
// inside one long identifier ("keykeykey…") do not each walk back to its
// start: s[start:upTo] are identifier bytes and start begins the identifier.
type identCache struct {
	start, upTo int
	ok          bool
	// end, when above start, is where the identifier ends (apply found
	// it reading the key): a later hit at or before it is in it, one past
	// it is not, with no walk over the bytes between.
	end int
}

// anchorCached is anchor with the walk back over the identifier shared
// between hits in order.
func (rule *Rule) anchorCached(s string, start int, c *identCache) (int, bool) {
	if rule.Anchor != AtIdent && rule.Anchor != AtParam {
		return rule.anchor(s, start)
	}
	if c.ok && start >= c.start {
		if c.end > c.start {
			if start <= c.end {
				return rule.param(s, c.start)
			}
			c.upTo = c.end
		}
		for c.upTo < start && isIdent(s[c.upTo]) {
			c.upTo++
		}
		if c.upTo >= start {
			return rule.param(s, c.start)
		}
	}
	at := start
	for at > 0 && isIdent(s[at-1]) {
		at--
	}
	c.start, c.upTo, c.ok, c.end = at, start, true, 0
	return rule.param(s, at)
}

// param steps back over the query separator before an AtParam key.
func (rule *Rule) param(s string, at int) (int, bool) {
	if rule.Anchor == AtParam {
		if at == 0 || strings.IndexByte("?&;", s[at-1]) < 0 {
			return 0, false
		}
		at--
	}
	return at, true
}

// anchor returns where the pattern starts for a keyword hit at start.
func (rule *Rule) anchor(s string, start int) (int, bool) {
	switch rule.Anchor {
	case AtWord:
		return start, start == 0 || !isAlnum(s[start-1])
	case AtKeyword:
		return start, true
	case Behind:
		return start - rule.Back, start >= rule.Back
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
