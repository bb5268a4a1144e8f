// Package reading reads evidence for what it shows, not for how it is
// labelled (SPEC §4.1). It is ackrite's one evidence reader and its one
// phrase-trigger engine: the claim tools, prove_it, audit, reality_check
// and `ackrite gate` all call it, and none keeps a copy of its tables.
// It depends on internal/text only, never on MCP or on the tool packages.
//
// The whole API:
//
//	r := reading.Output(content)          // Result: pass, fail, no-run or none; Rule (the row that
//	                                      // fired), Lines (the decisive lines), counts, Runs, Race
//	ss := reading.Statements(text)        // []Statement: success/failure-shaped phrases, hedges,
//	                                      // hearsay, claim shapes; each Negated/Planned, st.Says()
//	cs := reading.SuccessClaims(message)  // the success-shaped statements of a message (gate)
//	st, ok := reading.First(text, reading.Hedge)
//
//	c := reading.NewClaim(claim)          // a claim: Subject, Shapes, Success (success-shaped)
//	rs := c.ReadAll([]reading.Input{{Content: out, Source: "go test ./..."}})
//	rs[0].Label()                         // "fail", "no-run", "pass", "hedge", "hearsay",
//	rs[0].Because()                       // "restatement", "irrelevant", "duplicate" or ""
//
//	c.Concerns(command, output)           // does a run concern what the claim names? (gate)
//	c.Success, c.Shapes, c.Negative()     // success-shaped? which shapes? stated in the negative?
//	reading.Relevant(c.Subject, reading.SubjectOf(content, source))
//	reading.Paraphrase(a, b)              // same claim for session binding (SPEC §7)
//	reading.Fingerprint(content)          // duplicates: numbers, hex ids, spacing normalised
//	reading.IsBefore(content, source)     // a run that says it shows the state before a change
//	reading.Measurements(text)            // measured numbers ("231 ms", "1234 ns/op")
//
// A Claim keeps buffers between reads and is not safe for concurrent use;
// Output, Statements and the other functions are.
//
// Every pattern is a row of a table with a name — outcomeRows (rows.go);
// phraseRows, pendingRows, beforeRows and modifierRows (phrases.go) — so
// a reading can say which row fired. Reading is linear in the size of its input: lines are
// scanned once, phrases are matched word by word from an index, and
// nothing backtracks.
package reading

import (
	"bytes"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// A Claim is a claim prepared for reading evidence against it.
type Claim struct {
	Text       string
	Subject    Subject
	Statements []Statement
	// Shapes are the claim's shapes (SPEC §4.3) in the order of [Shapes];
	// Success is among them when the claim asserts a success.
	Shapes []Kind
	// Success: the claim is success-shaped (works, passes, fixed, no
	// longer fails…), not negated and not a plan. Failure: it asserts a
	// failure or a negated success ("did not fix", "still fails").
	Success, Failure bool
	// Statuses are the HTTP statuses the claim names ("returns 200").
	Statuses []int

	topical    []string     // Subject.Topical() and identifier parts, made when first needed
	testNames  []string     // test functions the claim names (TestCheckout, test_total), made by NewClaim
	negative   int8         // Negative(): 0 not yet read, 1 no, 2 yes
	scratch    []byte       // reused to lower-case an item for identifier search
	allTerms   []string     // Subject.Terms and identifier parts
	big        *readScratch // Read's scratch when too big for the pool
	pieces     []string     // reused by region
	terms      text.TermSet // allTerms, prepared for holdsIn
	termsReady bool
	first      [256]bool // first bytes of allTerms, for heldOf
	firstReady bool
	marks      []bool // reused by heldOf
	textToks   []tok  // the tokens of Text, made by NewClaim: read, never rewritten
	tokText    string // the Text textToks are the tokens of
}

// tokens returns the tokens of c.Text, tokenized once.
func (c *Claim) tokens() []tok {
	if c.tokText != c.Text || c.textToks == nil {
		c.textToks, c.tokText = tokenize(c.Text, nil), c.Text
	}
	return c.textToks
}

// Shapes lists the claim shapes in the order results report them.
var Shapes = []Kind{Absence, Causal, Universal, Success, Intermittent, Environment, Performance}

// NewClaim reads a claim.
func NewClaim(claim string) *Claim {
	c := &Claim{Text: claim, Subject: SubjectOf(claim)}
	c.Statements = statements(claim, &c.textToks)
	c.tokText = claim
	var has [len(kindOrder)]bool
	for i := range c.Statements {
		st := &c.Statements[i]
		switch st.Says() {
		case Success:
			c.Success = true
			has[kindIndex(Success)] = true
		case Failure:
			c.Failure = true
		}
		if isShape(st.Kind) {
			has[kindIndex(st.Kind)] = true
		}
		if st.Kind == Success || st.Kind == Failure {
			// "no longer flaky" is a fix and an intermittent claim: the
			// longest match took the whole phrase, so read inside it.
			for _, w := range strings.Fields(st.Text) {
				for _, in := range Statements(w) {
					if isShape(in.Kind) && in.Kind != Absence {
						has[kindIndex(in.Kind)] = true
					}
				}
			}
		}
	}
	toks := c.textToks
	if namesVersion(toks) {
		has[kindIndex(Environment)] = true
	}
	for _, t := range toks {
		if n, rest := leadingInt(t.s); rest == "" && len(t.s) == 3 && n >= 100 && n <= 599 {
			c.Statuses = append(c.Statuses, n)
		}
	}
	for _, k := range Shapes {
		if has[kindIndex(k)] {
			c.Shapes = append(c.Shapes, k)
		}
	}
	c.testNames = testNames(claim)
	return c
}

// Explains reports whether an item that reconciles an earlier
// contradiction (SPEC §7) gives an account of it rather than asserting
// the claim again: it names something the claim does not (SHOP_BUG,
// invalid_grant, card_declined — besides the reference itself), speaks of
// the failure, a cause or the state before a change. "c1.e0 is outdated;
// TestCheckout passes now" explains nothing.
func (c *Claim) Explains(content, ref string) bool {
	ref = strings.ToLower(ref)
	for _, id := range SubjectOf(content).Idents {
		if id != ref && !strings.Contains(id, ref) && !contains(c.Subject.Idents, id) {
			return true
		}
	}
	for _, st := range Statements(content) {
		switch {
		case st.Kind == Causal && !st.Negated, st.Kind == Failure && !st.Planned, st.Kind == Success && st.Negated, st.Before:
			return true
		}
	}
	return IsBefore(content, "")
}

// TestNames returns the test functions the claim names by their runner's
// convention (TestCheckout, test_total).
func (c *Claim) TestNames() []string { return c.testNames }

// testNames returns the test functions a text names by their runner's
// convention: TestCheckout, TestCart/empty, BenchmarkParse, test_total.
func testNames(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return !(r == '_' || r == '/' || r == ':' || r == '.' || r == '[' || r == ']' || r == '-' ||
			'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
	}) {
		w = strings.TrimRight(w, ".:")
		if i := strings.LastIndex(w, "::"); i >= 0 {
			w = w[i+2:] // a pytest node id
		}
		for _, p := range []string{"Test", "Benchmark", "Fuzz", "test_"} {
			if rest, ok := strings.CutPrefix(w, p); ok && rest != "" && (p == "test_" || 'A' <= rest[0] && rest[0] <= 'Z' || rest[0] == '_') {
				out = append(out, w)
				break
			}
		}
	}
	return out
}

// absentTest reports whether the output names the tests it ran (go test
// -v, pytest -v, TAP, cargo) and none of them is a test the claim names.
// It answers only when the lists are complete.
func (c *Claim) absentTest(r *Result) bool {
	if len(c.testNames) == 0 || len(r.PassedNames) == 0 || len(r.FailedNames) >= MaxNames || len(r.SkippedNames) >= MaxNames || len(r.passCounts) >= 4096 {
		return false
	}
	for _, n := range c.testNames {
		name := strings.ToLower(n)
		for list := range r.passCounts {
			if c.namesTest(list) || strings.EqualFold(list, name) {
				return false
			}
		}
		for _, l := range [][]string{r.FailedNames, r.SkippedNames} {
			for _, x := range l {
				if c.namesTest(x) {
					return false
				}
			}
		}
	}
	return true
}

// Shares returns what the texts share with the claim: the claim's
// identifiers they hold (case-insensitive), then its topical terms they
// use. It reads each text once, whatever its length.
func (c *Claim) Shares(texts ...string) []string {
	out := c.sharedIdents(texts...)
	c.prepare()
	for _, t := range texts {
		for _, term := range text.Holds(t, c.topical) {
			if !contains(out, term) {
				out = append(out, term)
			}
		}
	}
	return out
}

// sharedIdentsIn is sharedIdents of a region (its pieces joined by
// newlines, the clip mark on the head's line) and a source.
func (c *Claim) sharedIdentsIn(pieces []string, source string) []string {
	if len(c.Subject.Idents) == 0 {
		return nil
	}
	if len(pieces) == 1 {
		return c.sharedIdents(pieces[0], source)
	}
	c.scratch = c.scratch[:0]
	for i, p := range pieces {
		if i > 0 && p != clipMark {
			c.scratch = append(c.scratch, '\n')
		}
		c.scratch = lowerASCII(c.scratch, p)
	}
	var out []string
	for _, id := range c.Subject.Idents {
		if !contains(out, id) && bytes.Contains(c.scratch, []byte(id)) {
			out = append(out, id)
		}
	}
	c.scratch = lowerASCII(c.scratch[:0], source)
	for _, id := range c.Subject.Idents {
		if !contains(out, id) && bytes.Contains(c.scratch, []byte(id)) {
			out = append(out, id)
		}
	}
	return out
}

// sharedIdents returns the claim's identifiers the texts hold.
func (c *Claim) sharedIdents(texts ...string) []string {
	var out []string
	if len(c.Subject.Idents) == 0 {
		return nil
	}
	for _, t := range texts {
		c.scratch = lowerASCII(c.scratch[:0], t)
		for _, id := range c.Subject.Idents {
			if !contains(out, id) && bytes.Contains(c.scratch, []byte(id)) {
				out = append(out, id)
			}
		}
	}
	return out
}

// prepare computes the claim's topical terms (with its identifiers'
// parts) and all its terms, once.
func (c *Claim) prepare() {
	if c.topical != nil {
		return
	}
	c.topical = c.Subject.Topical()
	for _, p := range c.Subject.identParts() {
		if !contains(c.topical, p) {
			c.topical = append(c.topical, p)
		}
	}
	c.allTerms = append(append([]string{}, c.Subject.Terms...), c.topical...)
}

func (c *Claim) isTopical(t string) bool { return contains(c.topical, t) }

// Bounds of the relevance scan of a long output: its head (the command,
// the package, the first test), its tail (the summary, the final error)
// and the names and lines the outcome reader kept.
const (
	headBytes = 4096
	tailBytes = 2048
)

// heldOf returns the claim's terms (allTerms, in order) that the item's
// terms hold: each item term is compared only with the claim terms of its
// first byte.
func (c *Claim) heldOf(held, terms []string) []string {
	if !c.firstReady {
		for _, t := range c.allTerms {
			if t != "" {
				c.first[t[0]] = true
			}
		}
		c.firstReady = true
	}
	if cap(c.marks) < len(c.allTerms) {
		c.marks = make([]bool, len(c.allTerms))
	}
	c.marks = c.marks[:len(c.allTerms)]
	clear(c.marks)
	for _, u := range terms {
		if u == "" || !c.first[u[0]] {
			continue
		}
		for i, t := range c.allTerms {
			if t == u {
				c.marks[i] = true
			}
		}
	}
	for i, t := range c.allTerms {
		if c.marks[i] {
			held = append(held, t)
		}
	}
	return held
}

// region returns what relevance reads of a content, as pieces to be read
// as if joined by newlines: all of it when it is short; for a long output
// its head (clipped, as clip does), its tail and the test names and
// decisive lines the outcome reader kept — so that relevance costs the same
// on 20,000 bytes as on 6,000. The pieces are the content's own substrings
// and the reader's lines: nothing is copied (regionRef, the joined text,
// is the reference TestRegionAgrees and FuzzRegion hold this to).
func (c *Claim) region(content string, r *Result) []string {
	c.pieces = c.pieces[:0]
	if len(content) <= headBytes+tailBytes {
		c.pieces = append(c.pieces, content)
		return c.pieces
	}
	head := headBytes
	for head > 0 && content[head]&0xC0 == 0x80 {
		head--
	}
	tail := len(content) - tailBytes
	for tail < len(content) && content[tail]&0xC0 == 0x80 {
		tail++
	}
	c.pieces = append(c.pieces, content[:head], clipMark, content[tail:])
	for _, list := range [][]string{r.Lines, r.FailedNames, r.PassedNames, r.SkippedNames} {
		c.pieces = append(c.pieces, list...)
	}
	return c.pieces
}

// clipMark ends a clipped text (see clip); in a region it is the piece
// after the head, read on the head's line.
const clipMark = "…"

// holdsIn is text.Holds of the region's pieces joined by newlines, for
// the claim's terms: a word never spans a newline, so each piece is read
// in turn into one term set, prepared once per claim.
func (c *Claim) holdsIn(pieces []string) []string {
	if !c.termsReady {
		c.terms.Reset(c.allTerms)
		c.termsReady = true
	}
	c.terms.Forget()
	for _, p := range pieces {
		c.terms.Scan(p)
	}
	return c.terms.Found()
}

// hasFlags reports a source that may carry runner flags (-count=20, -race).
func hasFlags(s string) bool {
	return strings.Contains(s, "-race") || strings.Contains(s, "-count") || strings.Contains(s, "repeat") || strings.Contains(s, "-runs")
}

// lowerASCII appends s to dst with ASCII letters lower-cased; identifiers
// are compared in ASCII (see appendIdents).
func lowerASCII(dst []byte, s string) []byte {
	dst = slices.Grow(dst, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// Concerns reports whether the texts (an item's content and source)
// concern the claim: they share an identifier or a topical term with it,
// or the claim names nothing a text could share ("it works now").
func (c *Claim) Concerns(texts ...string) bool {
	return c.namesNothing() || len(c.Shares(texts...)) > 0
}

func (c *Claim) namesNothing() bool {
	return len(c.Subject.Idents) == 0 && len(c.Subject.Topical()) == 0
}

func isShape(k Kind) bool {
	switch k {
	case Absence, Causal, Universal, Intermittent, Environment, Performance:
		return true
	}
	return false
}

// alwaysWords make a universal claim about time, not about cases:
// "always", "never", "every time" speak for every run.
var alwaysWords = map[string]bool{"always": true, "never": true, "siempre": true, "nunca": true, "总是": true,
	"每次": true, "从不": true, "从来": true, "一直": true}

// Always reports whether the claim speaks for every run ("always passes",
// "never fails", "siempre", "总是"): its instances are runs, not tests.
func (c *Claim) Always() bool {
	for _, st := range c.Statements {
		if st.Kind == Universal && alwaysWords[strings.ToLower(st.Text)] {
			return true
		}
		if st.Kind == Success || st.Kind == Failure {
			for _, w := range strings.Fields(strings.ToLower(st.Text)) {
				if alwaysWords[w] {
					return true // "never fails" is one phrase
				}
			}
		}
	}
	return false
}

// Has reports whether the claim has shape k.
func (c *Claim) Has(k Kind) bool {
	for _, s := range c.Shapes {
		if s == k {
			return true
		}
	}
	return false
}

var kindOrder = [...]Kind{Success, Failure, Hedge, Hearsay, Absence, Causal, Universal, Intermittent, Environment, Performance}

func kindIndex(k Kind) int {
	for i, x := range kindOrder {
		if x == k {
			return i
		}
	}
	return 0
}

// versionWords introduce a version: "since v2", "in 3.1", "after version 4".
var versionWords = map[string]bool{"since": true, "in": true, "after": true, "before": true, "from": true, "on": true,
	"with": true, "of": true, "desde": true, "en": true, "从": true}

// namesVersion reports a version named after a preposition: "since v2",
// "in version 3", "after 2.4".
func namesVersion(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].stop || !versionWords[toks[i].s] {
			continue
		}
		next := toks[i+1].s
		switch {
		case len(next) >= 2 && next[0] == 'v' && allDigits(next[1:]):
			return true
		case next == "version" && i+2 < len(toks) && allDigits(toks[i+2].s):
			return true
		case allDigits(next) && i+3 < len(toks) && toks[i+2].s == "." && allDigits(toks[i+3].s):
			return true
		}
	}
	return false
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// An Input is one evidence item to read: its content and its provenance.
type Input struct {
	Content, Source string
	// Terms, when the caller already has them, are the content terms
	// (text.Terms) of the whole Content and Source together; the reader
	// then skips its own scan for terms. Nil: the reader finds them.
	Terms []string
}

// A Reading is what one item shows, read against one claim.
type Reading struct {
	// Result is the outcome of the content: runner output, an HTTP
	// exchange, an exit status — or, for prose, the last success- or
	// failure-shaped statement ("the export still fails").
	Result
	// Hedge and Hearsay are the statements that make the item an
	// inference; their Rule is empty when absent. A success or failure
	// that is only planned or asked, with nothing observed, is a Hedge
	// with Rule "plan".
	Hedge, Hearsay Statement
	// Restatement: the content says the claim again and adds no
	// observation.
	Restatement bool
	// Relevant: the item shares an identifier or a topical term with the
	// claim (in content or source); Shared lists them.
	Relevant bool
	Shared   []string
	// Prose: the outcome was read from prose statements, not from output.
	Prose bool
	// Named: the claim names a test the output reports on by name, and
	// the outcome is that test's.
	Named bool
	// Duplicate is the index of an earlier item this one repeats, or -1.
	Duplicate int
	// Fingerprint identifies the content up to numbers, ids and spacing:
	// the whole content up to 4 KiB, its head and tail beyond (compare
	// with [Reading.SameAs], which confirms on the whole content).
	Fingerprint uint64

	content string // for SameAs
	full    uint64 // Fingerprint(content), once SameAs needed it
	fullOK  bool
}

// hedgeWindow is how much of a runner output is read for hedges and
// hearsay: the agent's own preface, not the test names and logs below it.
const hedgeWindow = 400

// readScratch is what Read reuses from one item to the next, and from one
// call to the next through readScratches: the outcome reader's state and
// the phrase reader's buffers. Nothing a Reading holds points into it;
// Read resets each part before use, so no reading depends on an earlier one.
type readScratch struct {
	st  state
	phr phraseBufs
}

var readScratches = sync.Pool{New: func() any { return new(readScratch) }}

// maxPooledToks bounds the tokens a pooled scratch keeps room for: the
// buffers of a 20,000-character item are not kept for later calls.
const maxPooledToks = 2048

// putScratch returns sc to the pool. Its strings still point into the
// last item it read, which stays alive until the scratch is used again or
// the pool drops it (at most two collections): an item of at most
// maxPooledToks words (about 12 KiB) per pooled scratch, each content its
// own allocation — clearing them costs more than keeping them. A scratch
// grown past that stays with the claim for its next items, as all scratch
// did before the pool, and goes with it.
func (c *Claim) putScratch(sc *readScratch) {
	if cap(sc.phr.toks) > maxPooledToks || cap(sc.phr.out) > maxPooledToks {
		c.big = sc
		return
	}
	c.big = nil
	readScratches.Put(sc)
}

// getScratch returns the claim's own grown scratch, or one from the pool.
func (c *Claim) getScratch() *readScratch {
	if c.big != nil {
		return c.big
	}
	return readScratches.Get().(*readScratch)
}

// Read reads one item against the claim. A Claim reuses buffers between
// reads: it is not safe for concurrent use.
func (c *Claim) Read(in Input) Reading {
	sc := c.getScratch()
	defer c.putScratch(sc)
	r := Reading{Duplicate: -1, Result: output(in.Content, &sc.st), Fingerprint: quickPrint(in.Content), content: in.Content}
	if hasFlags(in.Source) {
		// The command in the source says how it ran: -count=20, -race.
		src := output(in.Source, &sc.st)
		r.Runs, r.Race = max(r.Runs, src.Runs), r.Race || src.Race
	}
	prose := in.Content
	if r.Outcome != None && len(prose) > hedgeWindow {
		cut := hedgeWindow
		for cut > 0 && prose[cut]&0xC0 == 0x80 {
			cut--
		}
		prose = prose[:cut]
	}
	o, rule, name := c.named(&r.Result)
	if o == Pass && r.passCounts[name] > 0 {
		// The repetition that counts is the named test's own.
		r.Runs = r.passCounts[name]
	}
	if o == Pass && r.Outcome == Fail && c.Has(Universal) && !c.Always() {
		// "All tests pass, including TestCheckout": the claim speaks for
		// the whole run, and the run failed.
		o = None
	}
	if o != None && o != r.Outcome {
		// The claim names a test the output reports on: that test's own
		// outcome is the reading, whatever the rest of the run did.
		r.Outcome, r.Rule, r.Lines = o, rule, []string{name + ": " + namedWord[o]}
	}
	r.Named = o != None
	if o == None && r.Outcome == Pass && c.absentTest(&r.Result) {
		// The run lists every test it ran by name, and the test the claim
		// names is not among them: it did not run.
		r.Outcome, r.Rule, r.Lines = NoRun, "named-test-absent", []string{c.testNames[0] + ": not among the tests the output lists"}
	}
	var last, pend, plan *Statement
	hedges := 0
	ss := sc.phr.read(prose)
	for i := range ss {
		st := &ss[i]
		switch {
		case st.Kind == Pending && pend == nil:
			pend = st
		case (st.Kind == Success || st.Kind == Failure) && st.Planned && plan == nil:
			plan = st
		case st.Kind == Hedge && !st.Planned && r.Hedge.Rule == "":
			if hedges++; hedges > maxElsewhere || !c.elsewhere(prose, st) {
				r.Hedge = *st
			}
		case st.Kind == Hearsay && r.Hearsay.Rule == "":
			r.Hearsay = *st
		case st.Says() != "" && !st.Before:
			last = st
		}
	}
	if r.Outcome == None && last == nil && pend != nil {
		// "will fix it after the release": the fix is still to come.
		r.Outcome, r.Rule, r.Lines, r.Prose = Fail, pend.Rule, []string{pend.Sentence}, true
	}
	if r.Outcome == None && last == nil && pend == nil && plan != nil && r.Hedge.Rule == "" {
		// "It will work once the fonts are installed", "does it work
		// now?": a plan or a question observes nothing; like a hedge, it
		// is not yet checked.
		r.Hedge = *plan
		r.Hedge.Rule = "plan"
	}
	if (r.Outcome == None || r.FromProse) && last != nil {
		// Prose: its last success- or failure-shaped statement outside a
		// "before" clause is its final state, and it outranks a status
		// number mentioned in passing.
		r.FromProse = false
		r.Rule, r.Lines = last.Rule, []string{last.Sentence}
		r.Outcome = Pass
		if last.Says() == Failure {
			r.Outcome = Fail
		}
		r.Prose = true
	}
	// One scan of the content for every claim term: what it shares, and
	// whether it could restate the claim.
	c.prepare()
	region := c.region(in.Content, &r.Result)
	var held []string
	if in.Terms != nil {
		var buf [16]string // held stays in Read: room on the stack
		held = c.heldOf(buf[:0], in.Terms)
	} else {
		held = c.holdsIn(region)
		for _, t := range text.Holds(in.Source, c.topical) {
			if !contains(held, t) {
				held = append(held, t)
			}
		}
	}
	r.Shared = c.sharedIdentsIn(region, in.Source)
	more := 0 // the topical terms to add: one allocation for all of them
	for _, t := range held {
		if c.isTopical(t) && !contains(r.Shared, t) {
			more++
		}
	}
	if more > 0 {
		r.Shared = slices.Grow(r.Shared, more)
		for _, t := range held {
			if c.isTopical(t) && !contains(r.Shared, t) {
				r.Shared = append(r.Shared, t)
			}
		}
	}
	r.Relevant = c.namesNothing() || len(r.Shared) > 0
	// A restatement is about as long as the claim; anything much longer
	// holds more than the claim.
	if (r.Outcome == None || r.Prose || r.FromProse) && len(in.Content) <= 4*len(c.Text)+200 {
		n := 0
		for _, t := range held {
			if contains(c.Subject.Terms, t) {
				n++
			}
		}
		r.Restatement = 5*n >= 4*len(c.Subject.Terms) && Restates(c.Subject, SubjectOf(in.Content))
	}
	if r.Restatement && r.Prose {
		// A restatement's success is the claim's own word, not an
		// observation of one.
		r.Outcome, r.Rule, r.Lines, r.Prose = None, "", nil, false
	}
	return r
}

// elsewhere reports a hedge whose sentence is about another subject than
// the claim ("I think the fonts are embedded too, haven't checked" next
// to an observation of the export), in an item with a sentence about the
// claim's subject: it does not make the whole item an inference. A hedge
// about nothing nameable ("I think it works") governs the item.
func (c *Claim) elsewhere(text string, st *Statement) bool {
	from, to := st.Start, st.End
	for from > 0 && !sentenceEnd(text, from-1) {
		from--
	}
	for to < len(text) && !sentenceEnd(text, to) {
		to++
	}
	sentence := text[from:min(len(text), to+1)]
	if len(sentence) == len(text) {
		// The hedge's sentence is the whole text: what the text shares,
		// the sentence shares.
		return false
	}
	if len(c.Shares(sentence)) > 0 || !namesOwnSubject(sentence) {
		return false
	}
	// The sentence shares nothing with the claim: what the text shares
	// comes from elsewhere.
	return len(c.Shares(text)) > 0
}

// maxElsewhere bounds the hedges an item may set aside as being about
// something else, so that reading stays linear.
const maxElsewhere = 3

// verdictWords say how something is without naming what: a sentence of
// them and a hedge ("I think it's fine") is about the claim.
var verdictWords = map[string]bool{"fine": true, "good": true, "great": true, "okay": true, "right": true, "correct": true, "correctly": true,
	"proper": true, "properly": true, "well": true, "perfect": true, "alright": true, "bien": true, "correcto": true, "correcta": true,
	"bueno": true, "buena": true, "todo": true, "everything": true, "nothing": true, "something": true, "also": true, "really": true,
	"pretty": true, "very": true, "checked": true, "havent": true, "sure": true, "think": true, "guess": true, "seems": true, "looks": true,
	"probably": true, "maybe": true, "likely": true, "might": true, "should": true, "that": true, "this": true, "there": true, "here": true,
	"still": true, "again": true, "issue": true, "problem": true, "thing": true, "things": true, "stuff": true, "part": true}

// namesOwnSubject reports whether a sentence names a subject of its own:
// an identifier, or an English or Spanish word of at least four ASCII
// letters outside its hedge, success and failure phrases that is not a
// verdict word ("fonts", "fuentes").
// Chinese sentences never do here: their bigrams cannot tell.
func namesOwnSubject(sentence string) bool {
	var ids [1]string // SubjectOf(sentence).Idents, without its terms
	if len(appendIdents(ids[:0], sentence)) > 0 {
		return true
	}
	var sts []Statement
	read := false
	inPhrase := func(t tok) bool {
		if !read {
			// Only a word that would name a subject needs the phrases.
			sts, read = Statements(sentence), true
		}
		for _, st := range sts {
			if st.Start <= t.start && t.start < st.End {
				return true // "not verified", "works": the hedge or verdict itself
			}
		}
		return false
	}
	for _, t := range tokenize(sentence, nil) {
		if t.stop || len(t.s) < 4 || verdictWords[t.s] || generic[t.s] {
			continue
		}
		ascii := true
		for i := 0; i < len(t.s); i++ {
			ascii = ascii && 'a' <= t.s[i] && t.s[i] <= 'z'
		}
		if ascii && !stopWord(t.s) && !inPhrase(t) {
			return true
		}
	}
	return false
}

// stopWord reports a word text.Terms drops (no content).
func stopWord(w string) bool {
	_, ok := text.Term(w)
	return !ok
}

// sentenceEnd reports a sentence boundary at text[i]: '.', '!', '?' or a
// newline, the '.' followed by space or the end; '。', '！', '？' in CJK.
func sentenceEnd(text string, i int) bool {
	switch text[i] {
	case '\n', '!', '?':
		return true
	case '.':
		return i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n'
	}
	for _, p := range []string{"。", "！", "？"} {
		if strings.HasPrefix(text[i:], p) {
			return true
		}
	}
	return false
}

// quickPrintBytes is how much of a long content the quick fingerprint
// reads at each end.
const quickPrintBytes = 2048

// quickPrint is Fingerprint for short content, and for long content the
// fingerprint of its head and tail with its length class: equal for
// every pair of duplicates, rarely equal otherwise, and cheap.
func quickPrint(s string) uint64 {
	if len(s) <= 2*quickPrintBytes {
		return Fingerprint(s)
	}
	return Fingerprint(s[:quickPrintBytes])*31 ^ Fingerprint(s[len(s)-quickPrintBytes:])
}

// SameAs reports whether two readings' contents are the same observation
// (SPEC §4.1, duplicate): equal fingerprints, confirmed on the whole
// content when it is long, and the same outcome and HTTP status.
func (r *Reading) SameAs(o *Reading) bool {
	if r.Fingerprint != o.Fingerprint || r.Outcome != o.Outcome || r.Status != o.Status {
		// "3 passed, 0 failed" and "0 passed, 3 failed", "exit status 0"
		// and "exit status 1" differ only in digits, but in what they show.
		return false
	}
	if len(r.content) <= 2*quickPrintBytes && len(o.content) <= 2*quickPrintBytes {
		return true
	}
	return r.fullPrint() == o.fullPrint()
}

// fullPrint is the fingerprint of the whole content, made once: an item
// is compared with every earlier one of its type and label.
func (r *Reading) fullPrint() uint64 {
	if !r.fullOK {
		r.full, r.fullOK = Fingerprint(r.content), true
	}
	return r.full
}

// ReadAll reads every item against the claim and marks duplicates: an
// item whose fingerprint an earlier item has.
func (c *Claim) ReadAll(items []Input) []Reading {
	out := make([]Reading, len(items))
	for i := range items {
		out[i] = c.Read(items[i])
		for j := 0; j < i; j++ {
			if out[j].Duplicate < 0 && out[i].SameAs(&out[j]) {
				out[i].Duplicate = j
				break
			}
		}
	}
	return out
}

// Label is the reading's one word for results (SPEC §4.1), the first that
// applies of "duplicate", "fail", "no-run", "irrelevant", "restatement",
// "hearsay", "hedge", "pass", or "" for a plain observation.
func (r *Reading) Label() string {
	switch {
	case r.Duplicate >= 0:
		return "duplicate"
	case r.Outcome == Fail || r.Outcome == NoRun:
		return string(r.Outcome)
	case !r.Relevant:
		return "irrelevant"
	case r.Restatement:
		return "restatement"
	case r.Hearsay.Rule != "":
		return "hearsay"
	case r.Hedge.Rule != "":
		return "hedge"
	case r.Outcome != None:
		return string(r.Outcome)
	}
	return ""
}

// Inferred reports whether the item's basis is inference whatever its
// type: a hedge, hearsay or a restatement.
func (r *Reading) Inferred() bool {
	return r.Hedge.Rule != "" || r.Hearsay.Rule != "" || r.Restatement
}

// Because returns the decisive line or phrase behind Label, or "".
func (r *Reading) Because() string {
	switch r.Label() {
	case "hearsay":
		return r.Hearsay.Sentence
	case "hedge":
		return r.Hedge.Sentence
	case "fail", "no-run", "pass":
		return r.Result.Because()
	}
	return ""
}

// NamesSomething reports whether s holds a topical term or an
// identifier: an item that names nothing ("48 examples, 2 failures"
// pasted alone) cannot be shown to concern another subject.
func NamesSomething(s string) bool {
	s = clip(s, namesBytes)
	return text.AnyTerm(s, namingTerm) || len(appendIdents(nil, s)) > 0
}

// namingTerm reports a topical term that is not a number or a measure:
// what an item that names something holds.
func namingTerm(t string) bool {
	return !generic[t] && !allDigits(t) && !isVersionLike(t)
}

// namesBytes is how much of a text NamesSomething reads.
const namesBytes = 2048

// NamesSomethingIn is NamesSomething of an item's content and source
// joined by a space, without copying a long content to join them: only
// its first namesBytes are read.
func NamesSomethingIn(content, source string) bool {
	if len(content) > namesBytes {
		return NamesSomething(content[:namesBytes+1])
	}
	return NamesSomething(content + " " + source)
}

// IsBefore reports whether an item says it shows the state before a
// change, in its source or its first line, and says nowhere there that it
// is a run after it ("rerun after the fix, compare with the run before").
func IsBefore(content, source string) bool {
	first := content
	if i := strings.IndexByte(first, '\n'); i >= 0 {
		first = first[:i]
	}
	first = clip(first, 200)
	if !mayHoldBefore(source) && !mayHoldBefore(first) {
		return false
	}
	before := false
	for _, s := range [2]string{source, first} {
		toks := tokenize(s, nil)
		for i := range toks {
			if hasPhrase(indexes().after, toks, i) {
				return false
			}
			before = before || hasPhrase(indexes().before, toks, i)
		}
	}
	return before
}

// mayHoldBefore is IsBefore's prefilter: false only for ASCII text
// without an apostrophe none of whose words starts a phrase of
// the before index. Such text tokenizes into its runs of letters and digits,
// lower-cased, so looking each run up stands for tokenizing it; anything
// else may fold or join differently and is left to tokenize.
func mayHoldBefore(s string) bool {
	var w [16]byte
	ix := indexes()
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf || c == '\'' {
			return true
		}
		if !isAlnum(c) {
			i++
			continue
		}
		j := i
		for j < len(s) && isAlnum(s[j]) {
			j++
		}
		if j-i <= len(w) {
			n := 0
			for k := i; k < j; k++ {
				w[n] = lowerByte(s[k])
				n++
			}
			if _, ok := ix.before[string(w[:n])]; ok {
				return true
			}
		} else if j-i <= ix.beforeLongest {
			return true
		}
		i = j
	}
	return false
}

// lowerByte lower-cases an ASCII letter.
func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// hasPhrase reports whether a phrase of the index starts at toks[i].
func hasPhrase(index map[string][]entry, toks []tok, i int) bool {
	for _, e := range index[toks[i].s] {
		if matchAt(toks, i, e.toks) {
			return true
		}
	}
	return false
}

// Negative reports whether the claim is stated in the negative ("X is not
// vulnerable", "the patch did not fix it"), so that an experiment's two
// outcomes can be put the right way round. A negation inside a
// success-shaped or absence phrase ("no longer fails", "0 failed", "not
// supported") does not count: those phrases are positive claims.
func (c *Claim) Negative() bool {
	if c.negative == 0 {
		c.negative = 1
		if c.negation() {
			c.negative = 2
		}
	}
	return c.negative == 2
}

func (c *Claim) negation() bool {
	toks := c.tokens()
	for j := range toks {
		if toks[j].stop {
			continue
		}
		if nobody[toks[j].s] || j+1 < len(toks) && nobody[toks[j].s+" "+toks[j+1].s] {
			return true // "nobody can bypass the check"
		}
		if noLonger(c.Statements, toks, j) {
			return true // "no longer vulnerable": a harm that stopped
		}
		for _, e := range indexes().mod[toks[j].s] {
			if modifierRows[e.row].planned || !matchAt(toks, j, e.toks) {
				continue
			}
			inside := false
			for _, st := range c.Statements {
				if (st.Kind == Success || st.Kind == Absence) && st.Start <= toks[j].start && toks[j].start < st.End {
					inside = true
				}
			}
			if !inside {
				return true
			}
		}
	}
	return false
}

// nobody are the words that deny a subject: "nobody can bypass it".
var nobody = map[string]bool{"nobody": true, "no one": true, "nadie": true}

// harms are what a security claim says something is: "no longer"
// before one of them denies it, where "no longer supports X" states an
// absence.
var harms = map[string]bool{"vulnerable": true, "exploitable": true, "injectable": true, "exposed": true, "leaks": true,
	"leaking": true, "exposes": true, "allows": true, "漏": true, "注": true}

// noLonger reports a bare "no longer" / "ya no" / "不再" phrase at toks[j]
// (an absence statement) followed, within four words, by a harm.
func noLonger(sts []Statement, toks []tok, j int) bool {
	for _, st := range sts {
		if st.Kind != Absence || st.Start != toks[j].start {
			continue
		}
		switch strings.ToLower(st.Text) {
		case "no longer", "ya no", "不再":
		default:
			return false
		}
		k := j
		for k < len(toks) && toks[k].end <= st.End {
			k++
		}
		for n := k; n < len(toks) && n < k+4 && !toks[n].stop; n++ {
			if harms[toks[n].s] {
				return true
			}
		}
	}
	return false
}

// envNoise are the words of an environment phrase that do not name the
// environment itself.
var envNoise = map[string]bool{"in": true, "on": true, "after": true, "the": true, "upgrading": true, "upgrade": true,
	"en": true, "since": true, "from": true, "with": true, "of": true, "before": true, "version": true, "desde": true}

// envAliases are other spellings an observation may use.
var envAliases = map[string][]string{"production": {"prod"}, "prod": {"production"}, "producción": {"produccion", "production", "prod"},
	"生产环境": {"production", "prod", "生产"}, "线上": {"production", "prod"}, "staging": {"stage"}, "ci": {"github actions", "gitlab"},
	"kubernetes": {"k8s"}, "macos": {"darwin"}, "arm": {"arm64", "aarch64"}}

// Environments returns the environments and versions the claim names
// ("production", "v2"), lower case, with their common aliases, for
// matching against an observation's content and source.
func (c *Claim) Environments() []string {
	var out []string
	add := func(w string) {
		if w == "" || envNoise[w] || contains(out, w) {
			return
		}
		out = append(out, w)
		for _, a := range envAliases[w] {
			if !contains(out, a) {
				out = append(out, a)
			}
		}
	}
	for _, st := range c.Statements {
		if st.Kind != Environment {
			continue
		}
		if isCJK([]rune(st.Text)[0]) {
			add(st.Text)
			continue
		}
		for _, t := range tokenize(st.Text, nil) {
			add(t.s)
		}
	}
	toks := c.tokens()
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].stop && versionWords[toks[i].s] && namesVersion(toks[i:min(len(toks), i+4)]) {
			end := i + 2
			for end < len(toks) && end < i+6 && (toks[end].s == "." || allDigits(toks[end].s)) {
				end++
			}
			add(strings.ToLower(strings.TrimRight(c.Text[toks[i+1].start:toks[end-1].end], ".")))
		}
	}
	return out
}

// ObservedIn reports whether text says it was observed in env (an
// environment of [Claim.Environments]): env as whole words, not negated
// or planned in its clause ("not in production yet", "will try in
// production"), and not a likeness ("production-like", "prod-ish").
func ObservedIn(text, env string) bool {
	want := tokenize(env, nil)
	var ws []string
	for _, t := range want {
		if !t.stop {
			ws = append(ws, t.s)
		}
	}
	if len(ws) == 0 {
		return false
	}
	toks := tokenize(text, nil)
	var cl clauses
	for i := range toks {
		if toks[i].s != ws[0] || !matchAt(toks, i, ws) {
			continue
		}
		end := toks[i+len(ws)-1].end
		if end < len(text) && text[end] == '-' || i+len(ws) < len(toks) && (toks[i+len(ws)].s == "like" || toks[i+len(ws)].s == "ish") {
			continue
		}
		if cl == nil {
			cl = clausesOf(toks)
		}
		if neg, plan := context(toks, cl, i, i+len(ws)); neg || plan {
			continue
		}
		return true
	}
	return false
}

var namedWord = map[Outcome]string{Fail: "failed", NoRun: "skipped, did not run", Pass: "passed"}

// named returns the outcome of the tests the claim names, when the output
// reports on them by name: "TestLegacyInvoice passes" against a run where
// TestLegacyInvoice was skipped reads no-run even though the package
// passed. A failure of a named test outranks a skip, a skip a pass.
func (c *Claim) named(r *Result) (o Outcome, rule, name string) {
	if r.Outcome == None {
		return None, "", ""
	}
	for _, n := range r.FailedNames {
		if c.namesTest(n) {
			return Fail, "named-test-failed", n
		}
	}
	for _, n := range r.SkippedNames {
		if c.namesTest(n) {
			return NoRun, "named-test-skipped", n
		}
	}
	for _, n := range r.PassedNames {
		if c.namesTest(n) {
			return Pass, "named-test-passed", n
		}
	}
	return None, "", ""
}

// namesTest reports whether the claim names test n: by identifier
// (TestCheckout, tests::reconcile_with_bank, TestX/sub), or, for a
// described test ("applies a coupon once"), by every topical term of its
// description.
func (c *Claim) namesTest(n string) bool {
	lower := strings.ToLower(n)
	for _, id := range c.Subject.Idents {
		if lower == id || strings.HasSuffix(lower, "::"+id) || strings.HasSuffix(lower, "."+id) || strings.HasPrefix(lower, id+"/") ||
			strings.HasSuffix(id, "::"+lower) { // a pytest node id: tests/test_cart.py::test_total
			return true
		}
	}
	if strings.ContainsAny(n, " ") {
		terms := SubjectOf(n).Topical()
		return len(terms) >= 2 && text.Common(terms, c.Subject.Terms) == len(terms)
	}
	return false
}
