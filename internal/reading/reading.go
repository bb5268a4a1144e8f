// Package reading reads evidence for what it shows, not for how it is
// labelled (docs/rules.md §4.1). It is ackrite's one evidence reader and its one
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
//	reading.Paraphrase(a, b)              // same claim for session binding (docs/rules.md §7)
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
	"fmt"
	"iter"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// A Claim is a claim prepared for reading evidence against it.
type Claim struct {
	Text       string
	Subject    Subject
	Statements []Statement
	// Shapes are the claim's shapes (docs/rules.md §4.3) in the order of [Shapes];
	// Success is among them when the claim's words say it was fixed or
	// works ("fixed", "passes", "已修复").
	Shapes []Kind
	// Success: the claim is success-shaped (docs/rules.md §4.3) — it says
	// something works, passes, was fixed, finishes, is sent… in any tense,
	// or it states no failure, rejection or absence at all ("the nightly
	// import runs at 2am"): a failure of what it names can never support
	// it. Failure: it states a failure or a negated success ("did not
	// fix", "still fails").
	Success, Failure bool
	// Statuses are the HTTP statuses the claim says a response has
	// ("returns 200", "responds with a 401", a claim of a failure's "503").
	// A status a success claim names as its subject ("the intermittent
	// 502 is gone") is not one.
	Statuses    []int
	statusNames []int // every HTTP status the claim names
	exitCodes   []int // the exit statuses the claim says a command ends with

	// ExpectsFailure: what the claim asserts is a failure, a rejection,
	// an error or a harm that does not happen ("rejects expired tokens",
	// "raises KeyError", "nobody can bypass the check", "returns 401"): a
	// failing check of what it names is what affirms it.
	ExpectsFailure bool

	families families // the predicateRows it selects
	predFams families // the familyRows it selects (families.go)
	ownVerbs []string // the lemmas of a Spanish claim's own verbs (families.go), or an English one's predicate words (ownPredicates)
	enOwn    bool     // ownVerbs are an English claim's: a past form needs a subject of its own (enOwnPast)
	passive  bool     // the claim's verb is a copula and a participle: "the quota was raised"
	zhVerbs  []string // the verbs a Chinese claim says were reached: "恢复" of "已经恢复" (families.go)
	bounds   []bound  // its thresholds: "under 200 ms"
	members  []string // the instances it lists: "ios", "android" of "on both iOS and Android" (coverage.go)
	// everyInstance: it speaks for every instance of a kind ("on all
	// PoPs", "在所有平台上"), instances of them when it counts them (coverage.go).
	everyInstance        bool
	instances            int
	command              []string // the command it names: "go build ./..." (command.go)
	trend                trend    // the direction it says a measure went
	hasTrend             bool     //
	zeroFailures         bool     // it says there are no failures: "no errors", "no longer times out"
	zeroState            bool     // it says something is empty or back to zero: "drained", "清零"
	flaky                bool     // it says a check fails now and then: "TestX is flaky"
	values               []string // the values it states: "4.2.1", "203.0.113.10", "10%" (value.go)
	valuesRead           bool
	resolved             bool // it says an issue or an alert is resolved (bodystate.go)
	resolvedRead         bool
	zeroMeasure          []string // the terms of a failure measure it puts at zero (failureAtZero)
	stopped              string   // the verb of "no longer <verb>", as text.Term makes it: "fire" for "no longer fires"
	fixedHarm            string   // the harm a fix claim names, as text.Term makes it: "cort" of "el corte que a veces ocurre está resuelto" (harm.go)
	ceases               bool     // something can no longer be done or is no longer accepted: "can no longer be stacked", "不再接受明文密码"
	skipNames            []string // the tests the claim says pass, read once for namedTestSkipped (runs.go)
	cjkText, cjkTextRead bool     // the claim holds Chinese text (Claim.cjk)
	skipRead             bool
	limiter              bool          // it says a rate limit holds: a 429 is its success (limiter.go)
	unlimited            bool          // it says no rate limit holds: a 429 refutes it (limiter.go)
	ends                 endState      // the end states it says its subject reached: uploaded, deployed… (reports.go)
	envs                 []environment // the environments it names (browsers, deployments, systems)
	slots                []slot        // the subjects it names by kind: "tenant globex", "us-east-1"
	core                 []string      // the topical terms of what its main clause is about (see subjectTerms)
	wordSlotList         []wordSlot    // see wordSlots, read when first needed
	slotsRead            bool
	cjkSlotList          []cjkSlot // see cjkSlots, read when first needed
	cjkRead              bool
	clean                bool // see cleanly, read when first needed
	cleanRead            bool
	lint, none, off      bool // see claimsClean, noneClaimed and claimsOff, read when first needed
	lintRead, noneRead   bool
	offRead              bool
	drains               bool // see drainClaim, read when first needed, and drainsProgressive
	drainsProgressive    bool
	drainRead            bool
	recurring, recurRead bool     // see recurs
	quotes               []string // see claimQuotes
	quotesRead           bool
	lowerText            string // c.Text lower-cased, made when first needed (see lower)
	suite                bool   // see claimsSuite, read when first needed
	suiteRead            bool
	formats              []int // see claimedFormats: per formatKinds row, the format the claim names or -1
	formatsRead          bool
	wantedSays           string       // see wanted, made when first needed
	changesRead          bool         // c.changes is read, when first needed
	tokTerms             []string     // see termAt
	identParts           []string     // see namesAnIdent
	topicalSet           text.TermSet // c.topical, prepared for sharesAny
	topicalReady         bool
	coreTermList         []string // see coreTerms, made when first needed
	casedIDs             []string // see claimIdents, read when first needed
	idsRead              bool
	head                 []string // see headTerms, read when first needed
	headWords            []string
	headRead             bool
	asides               []string     // the topical terms of its clauses that state nothing after one that does
	changes              claimChanges // what it says about the changes a plan or a diff shows
	counts               []count      // the numbers it gives of things: "5 attempts"
	readingCode          bool         // the item being read is code (persistsIn skips its lines of code)
	envList              [][]string   // the words of Environments(), made when first needed, and a nil last
	place                string       // the place the claim holds in, when no environment table names it (place.go)
	envToks              []tok        // reused by observedInAny
	cause                []string     // for a causal claim, the topical terms of the cause it names
	change               bool         // see claimsChange, read when first needed
	changeRead           bool
	absent               []string // see absentThings, read when first needed
	absentRead           bool
	kinds                []claimedKind  // see kindsOf, read when first needed
	others               otherForms     // what mayHoldOther looks for, made with kinds
	claimedForms         otherForms     // the same of the things the claim names (namesClaimedThing)
	occasions            claimOccasions // see occasionsOf, read when first needed
	headToks             []tok          // the tokens of an item's head, for blockText.headText
	countWords           []string       // the words of an item's head, for countPairs
	comps                []slot         // componentsOf(Text), read when first needed
	compsText            string         // the Text comps were read from
	compsRead            bool
	compWords            []string  // the words of an item's head, for componentsOf
	vers                 []version // versionsOf(Text, true), read when first needed
	versText             string    // the Text vers were read from
	versRead             bool
	kindsRead            bool
	refusedF             string // refusedForm(), made when first needed
	refusedFText         string // the Text refusedF was read from
	refusedFRead         bool

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

// noneWords count none: "zero 5xx errors", "0 502 errors", "ningún 500";
// noneFill may stand between them and the status ("no new HTTP 500
// errors"); the Chinese ones end the text before a status ("没有出现 5xx 错误").
var (
	noneWords  = map[string]bool{"zero": true, "no": true, "0": true, "cero": true, "ningún": true, "ninguna": true, "ningun": true, "sin": true}
	noneFill   = map[string]bool{"http": true, "any": true, "new": true, "more": true}
	noneZh     = []string{"没有", "无", "零", "未", "不再"}
	noneFillZh = []string{"出现", "发生", "任何", "再", "过", "http", " "}
)

// statusToken reports a status code or class: "502", "5xx", "4XX".
func statusToken(w string) bool {
	if len(w) != 3 || w[0] < '1' || w[0] > '5' {
		return false
	}
	for k := 1; k < 3; k++ {
		if !isDigit(w[k]) && w[k] != 'x' {
			return false
		}
	}
	return true
}

// noneBefore reports a quantifier of none, with one status or more
// between it and the end of head (lower case): "zero 5xx ", "没有出现 5xx ".
func noneBefore(head string) bool {
	fields := strings.FieldsFunc(head, func(r rune) bool { return r == ' ' || r == ',' || r == '(' })
	statuses := 0
	for k := len(fields) - 1; k >= 0; k-- {
		w := fields[k]
		switch {
		case statusToken(w):
			statuses++
		case noneFill[w]:
		case noneWords[w]:
			return statuses > 0
		default:
			if statuses == 0 {
				return false
			}
			// "没有出现 5xx": the Chinese quantifier ends the word before.
			for trimmed := true; trimmed; {
				trimmed = false
				for _, f := range noneFillZh {
					if t, ok := strings.CutSuffix(w, f); ok && t != "" {
						w, trimmed = t, true
					}
				}
			}
			for _, z := range noneZh {
				if strings.HasSuffix(w, z) {
					return true
				}
			}
			return false
		}
	}
	return false
}

// noneOfStatus marks negated the failure statements of a claim that a
// quantifier of none counts across a status ("zero 5xx errors"): the
// phrase engine's negation reaches over words, not over "5xx", and the
// claim would read as one that expects 5xx errors.
func noneOfStatus(claim string, sts []Statement) {
	for i := range sts {
		st := &sts[i]
		if st.Kind != Failure || st.Negated {
			continue
		}
		if noneBefore(strings.ToLower(claim[max(0, st.Start-48):st.Start])) {
			st.Negated = true
		}
	}
}

// NewClaim reads a claim.
func NewClaim(claim string) *Claim {
	c := &Claim{Text: claim, Subject: SubjectOf(claim)}
	c.Statements = statements(claim, &c.textToks)
	noneOfStatus(claim, c.Statements)
	c.tokText = claim
	var has [len(kindOrder)]bool
	for i := range c.Statements {
		st := &c.Statements[i]
		switch st.Says() {
		case Success:
			c.Success = true
			has[kindIndex(Success)] = true
		case Failure:
			// "the error rate is back under 1%": a failure word that names a
			// measure is a claim about a number, not a failure.
			// Nor does one inside a snake_case name: "the on_timeout
			// handler fires" names a handler.
			c.Failure = c.Failure || !c.measureAt(st.End) && !qualifiesThings(claim, st) && !subordinate(claim, st.Start) && !snakeName(claim, st.Start, st.End) &&
				!timeoutLimit(claim, st)
		}
		if st.Kind == Affirm && !st.Planned && st.Start < mainEnd(claim, c.textToks, c.Statements) && !attributive(claim, st.Start, st.End) {
			// "invoices are delivered", "the API is up": a predicate of the
			// affirmation table is a success; negated, a failure.
			c.Success, c.Failure = c.Success || !st.Negated, c.Failure || st.Negated
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
	if c.place = placeOf(claim); c.place != "" {
		has[kindIndex(Environment)] = true // "in São Paulo": observed there, or not KNOWN (place.go)
	}
	for k, t := range toks {
		n, rest := leadingInt(t.s)
		if rest != "" && rest != "s" || len(t.s)-len(rest) != 3 || n < 100 || n > 599 || !standalone(claim, t.start, t.end) ||
			k > 0 && !toks[k-1].stop && numbering[toks[k-1].s] {
			continue // "po_550", "v2.500", "0042", "PR #482", "order 404"
		}
		if measured(claim, t.start) {
			continue // "under 500 ms", "低于 500 毫秒": a measure, not a status
		}
		if !registeredStatus(n) || k+1 < len(toks) && countedAfter(toks[k+1:]) {
			continue // "the 212 ninth graders", "returns 100 results": a count, not a status
		}
		c.statusNames = append(c.statusNames, n)
		if k > 0 && !toks[k-1].stop && statusVerbs[toks[k-1].s] || k > 1 && !toks[k-2].stop && statusVerbs[toks[k-2].s] {
			c.Statuses = append(c.Statuses, n) // "returns 200", "responds with a 401"
		}
	}
	if c.fixClaim() {
		// "The patch fixes the leak", "El parche corrige la fuga": a fix
		// verb with a harm is a fix claim, whatever its form.
		c.Success, has[kindIndex(Success)] = true, true
	}
	for _, k := range Shapes {
		if has[kindIndex(k)] {
			c.Shapes = append(c.Shapes, k)
		}
	}
	c.testNames = testNames(claim)
	c.families = familiesOf(c.textToks, c.Statements)
	c.predFams = claimFamilies(claim, c.textToks)
	c.ownVerbs = ownVerbs(c.textToks)
	c.zhVerbs = zhOwnVerbs(claim)
	c.bounds = boundsOf(claim)
	c.members = listedMembers(claim)
	c.everyInstance, c.instances = everyInstance(claim)
	c.ends = endStatesOf(claim, c.textToks)
	c.command = claimedCommand(claim)
	c.trend, c.hasTrend = trendOf(claim)
	claimEnvTerms := withEnvWords(claim, c.Subject.Terms)
	for _, e := range environments {
		if text.Common(e.terms, claimEnvTerms) > 0 {
			c.envs = append(c.envs, e)
		}
	}
	if maySlotToks(claim, c.textToks) {
		c.slots = slotsOf(claim)
	}
	c.core = c.subjectTerms()
	c.counts = countsOf(claim, c.textToks)
	var zm Match
	zm, c.zeroState = zeroClaims.FirstIn(&Text{s: claim, toks: c.textToks})
	if c.zeroState && c.failureAtZero(zm) {
		c.Success = true // "the signup error rate is back to zero": the failure no longer happens
	}
	for i := range c.Statements {
		st := &c.Statements[i]
		switch {
		case st.Kind == Success && zeroRules[st.Rule] && !st.Negated, st.Kind == Failure && st.Negated:
			c.zeroFailures = true
		case st.Kind == Causal && !st.Negated && c.cause == nil:
			c.cause = causeOf(claim, st)
		}
	}
	failureStatus := false
	for _, n := range c.statusNames {
		failureStatus = failureStatus || n >= 400
	}
	if c.stopped = c.stoppedVerb(); c.stopped != "" {
		// "no longer charged twice", "ya no da timeout", "不再崩溃": a harm
		// that stopped is a fix, whatever its verb.
		c.Success = true
	} else if c.Success {
		c.fixedHarm = c.namedHarm()
	}
	c.ceases = c.capabilityCeased()
	if c.replacesHarm() {
		// "returns an error instead of panicking": the claim is a fix — the
		// harm after "instead of" is what no longer happens, and the error
		// before it is how the fixed code refuses.
		c.Success = true
	}
	// A failure word names the claim's state only in its main clause: "buffers
	// readings during a network outage", "will stop the app from crashing"
	// are not claims of a failure.
	c.exitCodes = exitCodesOf(claim)
	for _, n := range c.exitCodes {
		failureStatus = failureStatus || n != 0 // "exits with code 2 when the config is missing": a failure mode
	}
	if noneOfStatusClaim(c.lower()) || c.negatedIntermittent() {
		// "no 502s from the upstream", "zero 5xx", "not flaky anymore": a
		// claim that a failure does not happen is a fix, not a failure.
		c.Success = true
	}
	c.ExpectsFailure = !c.Success && (c.Failure || c.namesFailureInMain() || failureStatus || c.negated(true))
	if !c.Success && c.Has(Intermittent) && !c.negation() {
		// "TestLoginRedirect is flaky", "the upload spec fails
		// intermittently", "TestPago falla a veces": a claim that a check
		// fails now and then, shown by runs that both pass and fail — one
		// failing run shows a failure, not that it comes and goes (§4.3).
		c.ExpectsFailure, c.flaky = true, true
	}
	if c.ExpectsFailure {
		// "The invoice PDF endpoint is unavailable right now (503)": a
		// status a claim of a failure names is the one it expects.
		for _, n := range c.statusNames {
			if n >= 400 && !slices.Contains(c.Statuses, n) {
				c.Statuses = append(c.Statuses, n)
			}
		}
	}
	// Success shape by default (docs/rules.md §4.3): a claim is success-shaped
	// unless it states a failure, a rejection or an absence — or explains
	// an effect by its cause, whose evidence is the effect.
	c.Success = c.Success || !c.ExpectsFailure && !c.Has(Absence) && !c.Has(Causal)
	if len(c.statusNames) == 0 && namesLimiter(claim) {
		// A claim that names its status ("returns 429") is read by it.
		c.limiter, c.unlimited = c.Success && c.stopped == "" && !c.Has(Absence) && !c.negated(false), !c.Success || c.stopped != "" || c.Has(Absence) || c.negated(false)
	}
	if c.Success {
		c.predFams |= outcomeRow // any success claim is shown by its positive end state (families.go)
		if c.stopped == "" && c.fixedHarm == "" && !c.ExpectsFailure && !c.Has(Absence) && !c.negation() && !c.cjk() && c.exclusive() == "" {
			spanish := len(c.ownVerbs) > 0
			c.ownVerbs = ownPredicates(claim, c.textToks[:tokensBefore(c.textToks, mainEnd(claim, c.textToks, c.Statements))], c.ownVerbs)
			c.enOwn = !spanish && len(c.ownVerbs) > 0
			c.passive = passiveClaim(c.textToks)
		}
	}
	return c
}

// ownPredicates adds to own the lemmas of the words a success claim may
// state its predicate with: each word of its main clause that no article
// or preposition makes a noun, that is no failure word and no part of an
// identifier — "print" of "the stations print labels", "raised" of "the
// quota was raised". An observation that says one in an English past form
// after a subject of its own ("each one printed", "the API returned 412
// assignments", not "Searched for coffee", an account of the tester's
// steps) observed the predicate (familySays, enOwnPast).
func ownPredicates(claim string, toks []tok, own []string) []string {
	for i := range toks {
		switch toks[i].s {
		case "not", "no", "never", "longer", "nunca", "dont", "doesnt", "isnt", "arent":
			return own // a claim that something does not happen is not shown by its verb in the past
		}
	}
	for i := 1; i < len(toks); i++ {
		w, prev := toks[i].s, toks[i-1].s
		if toks[i].stop || toks[i-1].stop || len(w) < minStem+1 || !ascii(w) || stopWord(w) || nounMarks[prev] || determiners[prev] ||
			identPart(claim, toks[i].start, toks[i].end) || spanishWords[w] {
			continue // (and "orders_tenant_created_idx" names an index: its words are no predicate)
		}
		if t, ok := text.Term(w); !ok || slices.Contains(failureTerms, t) || limitWords[w] || circumstances[w] {
			continue
		}
		if l := lemma(w); len(l) >= minStem && !slices.Contains(own, l) {
			own = append(own, l)
		}
	}
	return own
}

// enOwnPast reports an English past form at toks[i] that a subject of the
// text's own says: a word before it that is no first person, number or
// stop ("each one printed", "the quota was raised"), not a sentence that
// opens with the tester's step ("Searched for coffee …", "I raised …"
// for a claim of what the system does).
func enOwnPast(toks []tok, i int, passive bool) bool {
	if passive {
		return true // "was raised" ← "I raised it": who did it is no part of the claim
	}
	if i == 0 || toks[i-1].stop || !isLetter(toks[i-1].s[0]) {
		return false
	}
	switch toks[i-1].s {
	case "i", "we", "me", "you":
		return false
	}
	return true
}

// deniedBefore reports a negation in the two words before byte at of
// lower: "is no longer running", "is not queued", "ya no está".
func deniedBefore(lower string, at int) bool {
	for _, w := range lastWords(lower[:at], 2) {
		switch w {
		case "no", "not", "longer", "never", "isnt", "nunca", "ya":
			return true
		}
	}
	return false
}

// passiveClaim reports a copula before a past participle: "was raised",
// "is applied", "are deployed".
func passiveClaim(toks []tok) bool {
	for i := 1; i < len(toks); i++ {
		p := toks[i-1].s
		if !toks[i].stop && !toks[i-1].stop && (p == "is" || p == "are" || p == "was" || p == "were" || p == "been" || p == "be") && isPast(toks[i].s) {
			return true
		}
	}
	return false
}

// tokensBefore returns how many of toks start before byte at.
func tokensBefore(toks []tok, at int) int {
	n := 0
	for n < len(toks) && toks[n].start < at {
		n++
	}
	return n
}

// nounMarks make the word after them a noun or a name, not a verb: "of
// labels", "for tenant", "la cinta", "de etiquetas".
var nounMarks = map[string]bool{"of": true, "for": true, "in": true, "on": true, "at": true, "to": true, "with": true, "by": true,
	"from": true, "per": true, "el": true, "la": true, "los": true, "las": true, "un": true, "una": true, "de": true, "del": true,
	"en": true, "para": true, "con": true, "por": true, "al": true}

// mainEnd is where a claim's main clause ends: at its first causal phrase
// or circumstance ("because the coupon is applied twice", "after the
// upgrade"); an affirmation beyond it is the cause's or the
// circumstance's, not the claim's own predicate.
func mainEnd(claim string, toks []tok, sts []Statement) int {
	end := len(claim)
	for _, t := range toks {
		if t.stop || circumstances[t.s] {
			end = t.start
			break
		}
	}
	for i := range sts {
		if sts[i].Kind == Causal && sts[i].Start < end {
			end = sts[i].Start
		}
	}
	return end
}

// numbering are the nouns a number identifies rather than measures: "PR
// #482", "issue 404", "port 443".
var numbering = map[string]bool{"pr": true, "issue": true, "ticket": true, "order": true, "invoice": true, "build": true, "line": true,
	"port": true, "id": true, "pid": true, "version": true, "run": true, "job": true, "step": true, "item": true, "page": true,
	"room": true, "pedido": true, "factura": true, "número": true, "no": true, "订单": true, "号": true}

// statusVerbs introduce the status a claim says a response has.
var statusVerbs = map[string]bool{"returns": true, "return": true, "returned": true, "responds": true, "respond": true, "answers": true,
	"gives": true, "with": true, "gets": true, "get": true, "status": true, "code": true, "http": true,
	"devuelve": true, "devuelven": true, "responde": true, "con": true, "返回": true, "回": true}

// standalone reports whether s[start:end] is not part of a longer
// identifier: no letter, digit, '_' or '.' touches it (a trailing "s" is
// a plural: "502s").
func standalone(s string, start, end int) bool {
	if start > 0 && (wordByte(s[start-1]) || strings.IndexByte(".-/#$€£", s[start-1]) >= 0) {
		return false
	}
	if end < len(s) && s[end] == 's' {
		end++
	}
	return end >= len(s) || !wordByte(s[end]) && s[end] != '.' || end+1 == len(s) && s[end] == '.'
}

// capabilities are what "no longer" before them says is absent: "no
// longer supports basic auth" states an absence, not a fix.
var capabilities = map[string]bool{"support": true, "supports": true, "exist": true, "exists": true, "available": true, "accept": true,
	"accepts": true, "allow": true, "allows": true, "offer": true, "offers": true, "provide": true, "provides": true,
	"include": true, "includes": true, "ship": true, "ships": true, "contain": true, "contains": true, "require": true,
	"requires": true, "use": true, "uses": true, "has": true, "have": true, "work": true, "works": true, "soporta": true,
	"admite": true, "acepta": true, "existe": true, "incluye": true, "usa": true, "funciona": true, "支持": true, "提供": true,
	"存在": true, "接受": true, "允许": true, "使用": true, "包含": true,
	// As a participle: "is no longer supported" states an absence, not a
	// harm that stopped.
	"supported": true, "accepted": true, "allowed": true, "offered": true, "provided": true, "included": true,
	"shipped": true, "required": true, "used": true, "soportado": true, "soportada": true, "admitido": true, "disponible": true,
	"compatible": true}

// copulaWords join "no longer" or "ya no" to what is no longer so: "ya no
// está disponible", "is no longer accepted".
var copulaWords = map[string]bool{"was": true, "were": true, "been": true, "está": true, "esta": true, "están": true, "estan": true,
	"es": true, "son": true, "estará": true, "será": true}

// stoppedVerb returns the verb of a claim that something no longer
// happens — "no longer charged twice", "ya no da timeout" — as text.Term
// makes it ("charg", "timeout"); "" for a claim that a capability is gone
// ("no longer supports basic auth", "ya no existe"), or none.
func (c *Claim) stoppedVerb() string {
	toks := c.tokens()
	for i := range c.Statements {
		st := &c.Statements[i]
		if st.Kind != Absence || st.Negated || st.Planned {
			continue
		}
		if !cessations[strings.ToLower(st.Text)] {
			continue
		}
		for k := range toks {
			if toks[k].start < st.End || toks[k].stop {
				continue
			}
			for k < len(toks) && !toks[k].stop && (toks[k].s == "be" || toks[k].s == "is" || toks[k].s == "are" || toks[k].s == "get" ||
				toks[k].s == "gets" || toks[k].s == "being" || toks[k].s == "se" || toks[k].s == "da" || toks[k].s == "hay" ||
				copulaWords[toks[k].s]) {
				k++
			}
			if k < len(toks) && !toks[k].stop && !capabilities[toks[k].s] {
				if t, ok := text.Term(toks[k].s); ok {
					return t
				}
				return toks[k].s
			}
			break
		}
	}
	return c.stoppedObject(toks)
}

// stopVerbsTransitive stop a harm they take as their object: "the fix
// stopped double refunds", "prevents duplicate charges", "eliminó los
// cobros dobles".
var stopVerbsTransitive = map[string]bool{"stopped": true, "stops": true, "prevents": true, "prevented": true, "eliminated": true,
	"eliminates": true, "ended": true, "ends": true, "evita": true, "evitó": true, "elimina": true, "eliminó": true}

// stoppedObject returns the term of the harm a transitive stopping verb
// takes ("stopped double refunds": refund): the last word of its object,
// up to a clause's end or a preposition.
func (c *Claim) stoppedObject(toks []tok) string {
	for k := 1; k < len(toks); k++ {
		if toks[k].stop || !stopVerbsTransitive[toks[k].s] || toks[k-1].stop {
			continue
		}
		head := ""
		for j := k + 1; j < len(toks) && j <= k+4 && !toks[j].stop; j++ {
			w := toks[j].s
			if prepositions[w] || w == "from" || w == "when" || w == "on" || w == "in" || w == "for" || w == "de" || w == "en" {
				break
			}
			if determiners[w] || w == "los" || w == "las" || w == "el" || w == "la" {
				continue
			}
			head = w
		}
		if head == "" || capabilities[head] {
			continue
		}
		if t, ok := text.Term(head); ok {
			return t
		}
	}
	return ""
}

// Ceases reports a claim that something can no longer be done or is no
// longer accepted ("coupons can no longer be stacked", "the API no longer
// accepts TLS 1.0", "ya no se pueden acumular", "不能再叠加"): content
// saying it still happens shows the opposite, whatever its words of success.
func (c *Claim) Ceases() bool { return c.ceases }

// ableWords, before "no longer" ("can no longer") or after "ya no" ("ya no
// se puede"), make a cessation one of a capability, not of a harm.
var ableWords = map[string]bool{"can": true, "could": true, "puede": true, "pueden": true, "podemos": true,
	"permite": true, "permiten": true, "deja": true, "dejan": true}

// refusalWords say that a system refused a request: what shows a claim that
// something can no longer be done, where a crash or an error does not.
var refusalWords = []string{"refus", "reject", "denied", "denies", "blocked", "not allowed", "not permitted", "forbidden",
	"rechaz", "deneg", "bloque", "no se permite", "no permite", "拒绝", "不允许", "禁止", "不可", "无法", "不能"}

// refusal reports a line that says a request was refused.
func refusal(line string) bool {
	l := strings.ToLower(line)
	for _, w := range refusalWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// capabilityCeased reports a cessation of a capability (Ceases): a
// cessation phrase with a modal of ability ("can no longer", "ya no se
// puede", the Chinese forms "不能再", "无法再" that hold it) or followed by a
// verb of capability ("no longer accepts", "不再接受"). "No longer crashes",
// "users are no longer logged out" cease a harm: "still works" affirms them.
func (c *Claim) capabilityCeased() bool {
	toks := c.tokens()
	for i := range c.Statements {
		st := &c.Statements[i]
		if st.Kind != Absence || st.Negated || st.Planned {
			continue
		}
		phrase := strings.ToLower(st.Text)
		if !cessations[phrase] {
			continue
		}
		if phrase != "不再" && strings.HasSuffix(phrase, "再") {
			return true // 不能再, 无法再, 不会再…: the modal is in the phrase
		}
		// The tokens around the phrase, found by search: a claim may hold
		// many statements.
		next := sort.Search(len(toks), func(k int) bool { return toks[k].start >= st.End })
		prev := sort.Search(len(toks), func(k int) bool { return toks[k].end > st.Start }) - 1
		if prev >= 0 && !toks[prev].stop && ableWords[toks[prev].s] {
			return true
		}
		k := next
		for k < len(toks) && !toks[k].stop && (toks[k].s == "se" || toks[k].s == "be" || toks[k].s == "is" || toks[k].s == "are" || copulaWords[toks[k].s]) {
			k++
		}
		if k < len(toks) && !toks[k].stop && (capabilities[toks[k].s] || ableWords[toks[k].s]) {
			return true
		}
		if k+1 < len(toks) && !toks[k].stop && !toks[k+1].stop && capabilities[toks[k].s+toks[k+1].s] {
			return true // Chinese is read a character at a time: 接, 受
		}
	}
	return false
}

// namesFailureInMain reports a failure term of the claim outside its
// circumstances ("during a network outage", "when the lock is held") and
// outside a harm it says is stopped ("stop the app from crashing").
func (c *Claim) namesFailureInMain() bool {
	toks := c.tokens()
	skip := false
	for k, tk := range toks {
		if tk.stop {
			skip = false
			continue
		}
		switch {
		case whenWords[tk.s]:
			skip = true
		case tk.s == "from" || tk.s == "de":
			for j := k - 1; j >= 0 && j >= k-4 && !toks[j].stop; j-- {
				skip = skip || stopVerbs[toks[j].s]
			}
		}
		if skip {
			continue
		}
		if t, ok := c.termAt(k); ok && slices.Contains(failureTerms, t) && !measuredFailure(toks, k) && !qualifiesAt(c.Text, tk.start, tk.end) && !snakeName(c.Text, tk.start, tk.end) &&
			!timeoutLimit(c.Text, &Statement{Text: c.Text[tk.start:tk.end], Start: tk.start, End: tk.end}) {
			return true
		}
	}
	for _, t := range c.Subject.Terms {
		if !isLatin(t) && slices.Contains(failureTerms, t) && !strings.Contains(c.Text, t+"率") && !zhQualifiesOnly(c.Text, t) {
			return true // Chinese is read as bigrams, not by these words
		}
	}
	return false
}

// cleanly reports a claim that says something went without failures:
// "completed successfully", "without errors", "sin errores", "全部成功".
func (c *Claim) cleanly() bool {
	if !c.cleanRead {
		c.cleanRead = true
		lower := strings.ToLower(c.Text)
		for _, p := range cleanWords {
			c.clean = c.clean || strings.Contains(lower, p)
		}
	}
	return c.clean
}

// cleanWords say a claim's run had no failures at all.
var cleanWords = []string{"successfully", "without errors", "without any errors", "without failures", "with no errors", "cleanly",
	"sin errores", "sin fallos", "correctamente", "全部成功", "没有错误", "无错误"}

// failuresCounted returns the line of a short content that counts failures
// above zero ("sent 850, 3 failed", "失败 3 封"), or "".
func failuresCounted(content string) string {
	if len(content) > coverBytes {
		return ""
	}
	var st state
	for line := range strings.SplitSeq(content, "\n") {
		if !strings.ContainsAny(line, "123456789") {
			continue
		}
		// A field gives its name first ("failed": 3, failed=3); prose its
		// number ("3 failed").
		wordFirst := strings.Contains(line, `":`) || strings.Contains(line, "=")
		if t := st.pairs(line, wordFirst); t.fail > 0 {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// exitPhrases introduce the exit status a claim says a command ends with.
var exitPhrases = []string{"exits with code ", "exits with status ", "exit code ", "exit status ", "exits with exit code ",
	"returns exit code ", "código de salida ", "sale con código ", "sale con el código ", "退出码为 ", "退出码 ", "退出码为", "退出码"}

// exitCodesOf returns the exit statuses a claim names.
func exitCodesOf(claim string) []int {
	if !strings.Contains(claim, "xit") && !strings.Contains(claim, "salida") && !strings.Contains(claim, "código") && !strings.Contains(claim, "退出码") {
		return nil
	}
	lower := strings.ToLower(claim)
	var out []int
	for _, p := range exitPhrases {
		if i := strings.Index(lower, p); i >= 0 {
			if n, _ := leadingInt(lower[i+len(p):]); n >= 0 && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// measureAt reports whether the claim's word ending at byte end names a
// measure of failures ("error rate").
func (c *Claim) measureAt(end int) bool {
	for k := range c.textToks {
		if c.textToks[k].end == end {
			return measuredFailure(c.textToks, k)
		}
	}
	return false
}

// measuredFailure reports a failure word that names a measure, not a
// state: "error rate", "error budget", "tasa de errores", "错误率".
func measuredFailure(toks []tok, k int) bool {
	if k+1 < len(toks) && !toks[k+1].stop && failureMeasures[toks[k+1].s] {
		return true
	}
	return k >= 2 && !toks[k-1].stop && (toks[k-1].s == "de" || toks[k-1].s == "of") && failureMeasures[toks[k-2].s]
}

// failureMeasures measure failures: a claim about one is about a number.
var failureMeasures = map[string]bool{"rate": true, "rates": true, "ratio": true, "budget": true, "count": true, "percentage": true,
	"share": true, "tasa": true, "porcentaje": true, "índice": true, "indice": true,
	"率": true, "数": true} // 错误率, 失败数: Chinese is read a character at a time

// whenWords start a circumstance of a claim: the condition its state holds
// under, not the state.
var whenWords = map[string]bool{"during": true, "when": true, "while": true, "if": true, "whenever": true, "durante": true,
	"cuando": true, "mientras": true, "si": true, "after": true, "once": true, "until": true}

// stopVerbs stop a harm "from" happening.
var stopVerbs = map[string]bool{"stop": true, "stops": true, "prevent": true, "prevents": true, "keep": true, "keeps": true,
	"protect": true, "protects": true, "impide": true, "evita": true}

// measured reports whether a measurement of s starts at byte at: a number
// with its unit.
func measured(s string, at int) bool {
	for _, m := range measurements(s, 8) {
		if m.start == at {
			return true
		}
	}
	return false
}

// replacesHarm reports a claim that says what now happens instead of a
// harm ("instead of panicking", "en lugar de colgarse", "而不是崩溃"): the
// words of a replacement, then a harm within two words.
func (c *Claim) replacesHarm() bool {
	if !strings.Contains(c.Text, "instead") && !strings.Contains(c.Text, "rather") && !strings.Contains(c.Text, " lugar de") &&
		!strings.Contains(c.Text, " vez de") && !strings.Contains(c.Text, "而不是") && !strings.Contains(c.Text, "而非") {
		return false // the common case, without reading the table
	}
	ms := replacements.FindIn(&Text{s: c.Text, toks: c.textToks})
	if len(ms) == 0 {
		return false
	}
	toks := c.tokens()
	for _, m := range ms {
		seen := 0
		for k := range toks {
			if toks[k].start < m.End {
				continue
			}
			if toks[k].stop || seen == 2 {
				break
			}
			seen++
			if t, ok := text.Term(toks[k].s); ok && (stoppedHarms[t] || slices.Contains(failureTerms, t)) {
				return true
			}
			for _, h := range failureTerms {
				if !isLatin(h) && strings.HasPrefix(toks[k].s, h) {
					return true // "崩溃" read as its characters
				}
			}
		}
	}
	return false
}

// replacements say that one behaviour takes the place of another.
var replacements = NewTable(Row{Name: "instead", Phrases: []string{"instead of", "rather than", "en lugar de", "en vez de", "而不是", "而非"}})

// stoppedHarms are what a fix stops, besides the failure terms: a panic,
// a hang.
var stoppedHarms = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("panic panics panicking panicked hang hangs hanging freeze freezes freezing colgarse cuelga bloquea") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// zeroClaims say something is empty or back to zero.
var zeroClaims = NewTable(Row{Name: "zero", Phrases: []string{"drained", "is drained", "empty", "emptied", "is empty", "cleared",
	"zero backlog", "no backlog", "caught up", "vacía", "vacío", "vació", "vaciada", "se vació", "清空", "已清空"}},
	Row{Name: zeroLevel, Phrases: []string{"back to zero", "to zero", "at zero", "is zero", "a cero", "en cero", "清零", "归零", "为零", "为 0",
		"降到 0", "降到零", "降至 0", "降至零", "降为 0", "降为零", "降到了 0"}})

// zeroRules are the success rows that say there are no failures at all.
var zeroRules = map[string]bool{"success.en.zero-failures": true, "success.en.no-longer-fails": true, "success.es.ya-no-falla": true,
	"success.zh.no-errors": true}

// causeOf returns the topical terms of the cause a causal statement names:
// what follows "because", "caused by", "due to", "porque", "由于", or what
// precedes "causes", "leads to", "导致", "造成".
func causeOf(claim string, st *Statement) []string {
	var part string
	switch strings.ToLower(st.Text) {
	case "causes", "results in", "leads to", "triggered by", "is why", "provoca", "导致", "造成", "引起":
		part = claim[:st.Start]
		if strings.ToLower(st.Text) == "triggered by" {
			part = claim[st.End:]
		}
	default:
		part = claim[st.End:]
	}
	return SubjectOf(part).Topical()
}

// Explains reports whether an item that reconciles an earlier
// contradiction (docs/rules.md §7) gives an account of it rather than asserting
// the claim again: it names something the claim does not (SHOP_BUG,
// invalid_grant, card_declined — besides the reference itself), speaks of
// the failure, a cause or the state before a change. "c1.e0 is outdated;
// TestCheckout passes now" explains nothing.
func (c *Claim) Explains(content, ref string) bool {
	ref = strings.ToLower(ref)
	for _, id := range SubjectOf(content).Idents {
		if id != ref && !strings.Contains(id, ref) && !slices.Contains(c.Subject.Idents, id) {
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
	if !strings.Contains(s, "Test") && !strings.Contains(s, "Benchmark") && !strings.Contains(s, "Fuzz") && !strings.Contains(s, "test_") {
		return nil
	}
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

// filterFlags select the tests a runner runs: go's -run, pytest's -k,
// jest's -t, mocha's --grep, node's --test-name-pattern, cargo's filter.
var filterFlags = []string{"-run", "-k", "-t", "--grep", "--testNamePattern", "--test-name-pattern", "--filter", "-run=", "--tests",
	"-Dtest", "-only-testing"}

// filtersNamed reports a command line that filters a run to a test the
// claim names: a filter flag whose pattern holds the name as a word.
func (c *Claim) filtersNamed(s string) bool {
	if len(c.testNames) == 0 {
		return false
	}
	for _, pattern := range filterPatterns(s) {
		for _, n := range c.testNames {
			if hasToken(pattern, n) {
				return true
			}
		}
	}
	return false
}

// targetNamed reports a command line of a test runner ("$ python3 -m
// unittest test_emailq", "npx jest cart.test.js") whose arguments name the
// test the claim names, the one it ran.
func (c *Claim) targetNamed(s string) bool {
	if len(c.testNames) == 0 {
		return false
	}
	line := firstLine(strings.TrimLeft(s, " \n"))
	if !strings.HasPrefix(line, "$ ") || !runsTests(line) {
		return false
	}
	for _, w := range strings.Fields(line) {
		if strings.HasPrefix(w, "-") {
			continue // flags and their patterns are filtersNamed's
		}
		for _, n := range c.testNames {
			if hasToken(w, n) {
				return true
			}
		}
	}
	return false
}

// filterPatterns returns the patterns of a command line's filter flags
// (-run 'TestPutaway$', -k test_putaway), unquoted.
func filterPatterns(s string) []string {
	if !strings.Contains(s, "-") {
		return nil
	}
	var out []string
	for _, f := range filterFlags {
		for i := 0; ; {
			j := strings.Index(s[i:], f)
			if j < 0 {
				break
			}
			j += i
			i = j + len(f)
			if j > 0 && s[j-1] != ' ' || i >= len(s) || s[i] != ' ' && s[i] != '=' && s[i] != ':' {
				continue
			}
			pattern := strings.TrimLeft(s[i:], " =:")
			if pattern == "" {
				continue
			}
			if k := strings.IndexAny(pattern, " \n"); k >= 0 && !(pattern[0] == '\'' || pattern[0] == '"') {
				pattern = pattern[:k]
			} else if k := strings.IndexAny(pattern[min(1, len(pattern)):], "'\""); k >= 0 && (pattern[0] == '\'' || pattern[0] == '"') {
				pattern = pattern[1 : k+1]
			}
			if pattern != "" && pattern[0] != '-' {
				out = append(out, pattern)
			}
		}
	}
	// A pytest node id selects its test: tests/test_dedup.py::test_window;
	// so does unittest's dotted name of a test or its class after "-m
	// unittest": tests.test_merge.test_merge_window.
	unittest := false
	for f := range strings.FieldsSeq(s) {
		if k := strings.LastIndex(f, "::"); k >= 0 && k+2 < len(f) {
			out = append(out, strings.Trim(f[k+2:], "'\""))
		}
		if unittest && f[0] != '-' {
			if k := strings.LastIndexByte(f, '.'); k > 0 && len(testNames(f[k+1:])) == 1 {
				out = append(out, f[k+1:])
			}
		}
		unittest = unittest || f == "unittest" && strings.Contains(s, "-m unittest")
	}
	return out
}

// filteredRun returns what a run was filtered to, when it ran only some of
// the tests: a filter flag's pattern that holds none of the claim's terms,
// or the runner's own count of the tests it left out ("57 deselected",
// "12 filtered out"); "" for a whole run.
func (c *Claim) filteredRun(source, content string) string {
	for _, p := range filterPatterns(source) {
		named := false
		for _, t := range text.Terms(p) {
			named = named || slices.Contains(c.Subject.Terms, t) && !runnerWords[t] && !generic[t]
		}
		if !named {
			return p
		}
	}
	for _, marker := range [...]string{" deselected", " filtered out"} {
		for i := 0; ; {
			j := strings.Index(content[i:], marker)
			if j < 0 {
				break
			}
			j += i
			i = j + len(marker)
			k := j
			for k > 0 && content[k-1] >= '0' && content[k-1] <= '9' {
				k--
			}
			if n, _ := leadingInt(content[k:j]); k < j && n > 0 {
				return content[k:i]
			}
		}
	}
	return ""
}

// claimsSuite reports a claim about a whole test suite ("all tests pass",
// "the test suite is green", "todas las pruebas pasan", "所有测试通过"), not
// about a test it names.
func (c *Claim) claimsSuite() bool {
	if !c.suiteRead {
		c.suiteRead = true
		lower := strings.ToLower(c.Text)
		for _, p := range suitePhrases {
			c.suite = c.suite || len(c.testNames) == 0 && strings.Contains(lower, p)
		}
	}
	return c.suite
}

// suitePhrases say a claim is about every test.
var suitePhrases = []string{"all tests", "all the tests", "all of the tests", "every test", "test suite", "the suite", "whole suite",
	"full suite", "the tests pass", "the tests are", "todas las pruebas", "todos los tests", "todos los test", "la suite", "所有测试",
	"全部测试", "整个测试", "测试全部"}

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
			if !slices.Contains(out, term) {
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
		if !slices.Contains(out, id) && bytes.Contains(c.scratch, []byte(id)) {
			out = append(out, id)
		}
	}
	c.scratch = lowerASCII(c.scratch[:0], source)
	for _, id := range c.Subject.Idents {
		if !slices.Contains(out, id) && bytes.Contains(c.scratch, []byte(id)) {
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
			if !slices.Contains(out, id) && bytes.Contains(c.scratch, []byte(id)) {
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
		if !slices.Contains(c.topical, p) {
			c.topical = append(c.topical, p)
		}
	}
	c.allTerms = append(append([]string{}, c.Subject.Terms...), c.topical...)
}

func (c *Claim) isTopical(t string) bool { return slices.Contains(c.topical, t) }

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
	n := len(dst)
	dst = slices.Grow(dst, len(s))[:n+len(s)]
	out := dst[n:] // written by index: an append a byte checked the room each time
	for i := 0; i < len(s) && i < len(out); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
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
	// Code: the item is code — a diff, a definition, a snippet. Its words
	// are identifiers, not outcomes (docs/rules.md §4.1): "error", "panic", "fail"
	// in it are names, and it shows what the code says it will do.
	Code bool
	// Doc: the item is documentation (a changelog, a README, an API
	// reference): it says what should happen, in words.
	Doc bool
	// Reconciles: the item explains an earlier contradiction; the caller
	// reads it without its sentences, so the reader names what it observed
	// in the place of the claim's names even when it does not affirm.
	Reconciles bool
	// Contradicts: the item is labelled as contradicting the claim, so
	// whether it affirms it never makes it support: the reader spares the
	// checks of the names an affirming item must hold.
	Contradicts bool
	// Measures: the caller needs the content's measurements whatever the
	// claim (a checklist asks for numbers); a performance claim reads
	// them anyway.
	Measures bool
}

// A Reading is what one item shows, read against one claim (docs/rules.md §4.1),
// once: everything the claim's status needs, so that no caller reads the
// content again.
type Reading struct {
	// Result is the outcome of the content: runner output, an HTTP
	// exchange, an exit status — or, for prose, the statement that
	// decides its final state ("the export still fails": fail; "the
	// invoice was delivered": pass).
	Result
	// Affirms: the content affirms the claim — a pass of the check the
	// claim names, a 2xx whose body agrees, an observation that states the
	// claim's predicate for its subject, a failure of what a claim of a
	// failure names. It is the only reading that lets an item labelled
	// supports count as support; Because quotes the line that affirms.
	Affirms bool
	// Persists: the content says the problem continues or the claimed
	// effect has not happened ("still", "0 sent, 850 waiting", "step 12 of
	// 40", a latency above the claim's own threshold). Outcome is then
	// Fail: it contradicts a success-shaped claim as a failure does.
	Persists bool
	// Wanted says, when the content does not affirm the claim, what it
	// would have to show: "it would if …" ends with it.
	Wanted string
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
	// NamesSomething: the content or source names a topical term or an
	// identifier at all. A failure that names nothing ("48 examples, 2
	// failures" pasted alone) cannot be shown to concern something else.
	NamesSomething bool
	// Whole is the count of a whole the content observed all of ("8 of 8
	// shards", "all 24 hourly files", "40/40"): the instances a claim
	// about all of them is covered by. 0 when none.
	Whole int
	// OtherName is the name the item observed in the place of one the
	// claim gives (refund for checkout, quotes-dlq for orders-dlq), when it
	// observed another thing of the same kind.
	OtherName string
	// OtherSubject names the environment or subject the item observed
	// instead of the claim's ("staging", "firefox"), when it names one.
	OtherSubject string
	// Covers: the instances the claim lists that an item observed, when it
	// observed only a part of them (coverage.go): items that together
	// observe every one affirm the claim together.
	Covers []string
	// Prose: the outcome was read from prose statements, not from output.
	Prose bool
	// Code: the item was read as code, whose words are identifiers.
	Code bool
	// Named: the claim names a test the output reports on by name, and
	// the outcome is that test's.
	Named bool
	// Before: the item says it shows the state before a change, in its
	// source or first line ("before the fix", "修复前").
	Before bool
	// FailedCheck is the failing test of a runner output that is the check
	// of what the claim names (see [Claim.FailedCheckOf]), or "".
	FailedCheck string
	// Unobserved is the behaviour the claim names that a passing run does
	// not show passing (see [Claim.Unobserved]), or nil.
	Unobserved []string
	// Measured counts the measured numbers of the content ("231 ms",
	// "1234 ns/op"); Compares: two of one kind, compared ("840 ms
	// before, 120 ms after").
	Measured int
	Compares bool
	// Measure is, for a claim that states a direction ("faster", "fewer
	// errors"), the content's first measurement after the change: what
	// an item marked before is compared with (see [Claim.Moved]).
	Measure Measure
	// InEnvironment: the content or source says it was observed in one of
	// the environments or versions the claim names.
	InEnvironment bool
	// SaysAbsent: the content states an absence ("removed", "no longer
	// supported"), as a system's own log or response does.
	SaysAbsent bool
	// ShowsCause: the content holds a term of the cause a causal claim
	// names ("nil map" for "caused by writing to a nil map").
	ShowsCause bool
	// Refutes: a structured output shows the opposite of what the claim
	// says of it ("Plan: … 1 to destroy" for "the plan destroys nothing",
	// a changed file outside the claim's "only"): it contradicts the claim
	// whatever its shape.
	Refutes bool
	checked bool // a structured output shows what the claim says of it
	// ranCommand: the content is the output of the command the claim
	// names, and names nothing else (command.go): the claimed check's own
	// result, as a named test's is.
	ranCommand bool
	// limited: the output's last status is the 429 a rate limit the claim
	// says holds answers with (limiter.go): the limit's own answer.
	limited bool
	// reported: a tool's own report of the action the claim says was done,
	// on what the claim names (reports.go).
	reported bool
	// failSaid: the prose states a failure, of whatever it names ("denied:
	// requested access to the resource is denied").
	failSaid bool
	// speaksDomain: the content's final state is stated in the words of a
	// row the claim selects ("order placed", "confirmation page" for a
	// claim about checkout), which name its subject as well as its word.
	speaksDomain bool
	// Instructions are the lines of the content addressed to the
	// classifier or the model ("ignore previous instructions", "Status:
	// KNOWN"): they were dropped before reading (docs/rules.md §4.1).
	Instructions []string
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
	var dropped []string
	in.Content, dropped = dropInstructions(in.Content)
	if dropped != nil {
		in.Terms = nil // the caller's terms are of the content with them
	}
	r := Reading{Duplicate: -1, Fingerprint: quickPrint(in.Content), content: in.Content, Code: in.Code, Instructions: dropped}
	if !in.Code {
		// Code is not runner output: its "error" and "panic" are names.
		r.Result = output(in.Content, &sc.st)
	}
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
	c.readNamed(&r, in.Source, prose)
	if c.limiter || c.unlimited {
		c.readLimited(&r)
	}
	if r.ch != nil {
		c.readChanges(&r, in.Source)
	}
	var pend, plan *Statement
	hedges := 0
	ss := withoutCommandLines(prose, c.withoutClaimQuotes(prose, sc.phr.read(prose)))
	if c.Has(Environment) {
		// Where it was observed, from the words already tokenized: the
		// source and the content's first words say it.
		if c.envList == nil {
			for _, e := range c.Environments() {
				c.envList = append(c.envList, envWords(e))
			}
			c.envList = append(c.envList, nil) // made, even when empty
		}
		envs := c.envList[:len(c.envList)-1]
		var cl clauses
		for _, e := range envs {
			if r.InEnvironment = observedIn(prose, sc.phr.toks, &cl, e); r.InEnvironment {
				break
			}
		}
		r.InEnvironment = r.InEnvironment || c.observedInAny(in.Source, envs)
	}
	for i := range ss {
		st := &ss[i]
		if st.Kind == Absence && !st.Negated && !st.Planned {
			r.SaysAbsent = true // "removed in 3.0", "no longer accepted"
		}
		r.failSaid = r.failSaid || st.Kind == Failure && !st.Negated && !st.Planned && !st.Before && !in.Code
		switch {
		case in.Code:
			// Code's words are names: "if errors.Is" is not a plan.
		case st.Kind == Pending && pend == nil:
			pend = st
		case (st.Kind == Success || st.Kind == Failure) && st.Planned && plan == nil:
			plan = st
		case st.Kind == Hedge && r.Outcome != None && runnerLine(lineAround(prose, st.Start)):
			// A runner's line holds its own words — a skip's reason ("SKIPPED
			// (fixture not checked in yet)"), a test's title — not the
			// author's doubt about what the run shows.
		case st.Kind == Hedge && !st.Planned && r.Hedge.Rule == "":
			if hedges++; hedges > maxElsewhere || !c.elsewhere(prose, st) {
				r.Hedge = *st
			}
		case st.Kind == Hearsay && st.Rule == "hearsay.said" && instrumentSays(prose, st.Start):
			// "the dashboard says p99 180 ms", "el panel dice 0": an
			// instrument's reading is an observation.
		case st.Kind == Hearsay && r.Hearsay.Rule == "":
			r.Hearsay = *st
		}
	}
	var final said
	var decided bool
	if (r.Outcome == None || r.FromProse) && !in.Code {
		sc.phr.cl = clausesInto(sc.phr.cl, sc.phr.toks)
		final, decided = c.proseSays(prose, sc.phr.toks, ss, sc.phr.cl)
	} else if (c.Success || !c.ExpectsFailure || c.statesChange()) && r.Outcome != Fail {
		c.readingCode = in.Code
		// Output with words around it: "ok … — TestCheckout: still failing,
		// nothing changed." A line of them that says what the claim names
		// persists is the current state, whatever the output says.
		sc.phr.cl = clausesInto(sc.phr.cl, sc.phr.toks)
		st, ok := c.persistsIn(prose, sc.phr.toks, ss, sc.phr.cl)
		if !ok && len(in.Content) > len(prose) {
			from := max(len(prose), len(in.Content)-hedgeWindow)
			if nl := strings.LastIndexByte(in.Content[:from], '\n'); nl >= 0 && from-nl < hedgeWindow/2 {
				from = nl + 1 // the whole line the window starts in
			}
			tail := in.Content[from:]
			for len(tail) > 0 && tail[0]&0xC0 == 0x80 {
				tail = tail[1:]
			}
			ts := sc.phr.read(tail)
			sc.phr.cl = clausesInto(sc.phr.cl, sc.phr.toks)
			st, ok = c.persistsIn(tail, sc.phr.toks, ts, sc.phr.cl)
		}
		if ok {
			r.Outcome, r.Rule, r.Lines, r.Persists, r.Named = Fail, st.Rule, []string{st.Sentence}, true, false
		}
	}
	if r.Outcome == None && !decided && pend != nil && r.Hedge.Rule == "" {
		// "will fix it after the release": the fix is still to come; like
		// a plan, it observes nothing.
		r.Hedge = *pend
		r.Hedge.Rule = "plan"
	}
	if r.Outcome == None && !decided && pend == nil && plan != nil && r.Hedge.Rule == "" {
		// "It will work once the fonts are installed", "does it work
		// now?": a plan or a question observes nothing; like a hedge, it
		// is not yet checked.
		r.Hedge = *plan
		r.Hedge.Rule = "plan"
	}
	if r.Hedge.Rule == "plan" && r.Wanted == "" {
		r.Wanted = "it reported what was observed, not what is planned or asked"
	}
	if decided && final.says == Success && strings.HasPrefix(final.st.Rule, "family.") && r.Outcome == Fail && r.FromProse {
		// "served 800k requests, 40% of them returned 500": the status the
		// prose reports outranks an end state of the narrative.
		decided = false
	}
	if decided {
		r.speaksDomain = final.says == Success && final.st.row > 0 && rowFamily[final.st.row] > 0
		if final.says == Success && strings.HasPrefix(final.st.Rule, "family.") {
			// The general outcome ends a narrative whose steps may speak the
			// claim's domain ("paid with a test card, the confirmation
			// page appears" for a checkout claim).
			for i := range ss {
				st := &ss[i]
				if st.Kind == Affirm && !st.Negated && !st.Planned && !st.Before && rowFamily[st.row] > 0 && c.families.has(rowFamily[st.row]) {
					r.speaksDomain = true
				}
			}
		}
		// Prose: its final state outranks a status number mentioned in
		// passing.
		r.FromProse = false
		r.Rule, r.Lines, r.Prose = final.st.Rule, []string{final.st.Sentence}, true
		switch final.says {
		case Success:
			r.Outcome = Pass
		case Persist:
			r.Outcome, r.Persists = Fail, true
		default:
			r.Outcome = Fail
		}
	}
	if r.Outcome == Fail && r.Prose && !r.Persists && c.Success && !c.Has(Universal) && !c.Has(Performance) && !c.namesHarm() &&
		!c.cleanly() && len(c.testNames) == 0 && len(r.Lines) > 0 {
		if line := lineAround(prose, max(0, strings.Index(prose, r.Lines[0]))); mostlyDone(line) {
			// "提交 10,000 条，成功 9,981，失败 19（空号）" for "the job has
			// gone out": the batch is done; its few failures are an
			// honest count (mostly.go).
			r.Outcome, r.Rule, r.Lines = Pass, "count.mostly-done", []string{text.Clip(strings.TrimSpace(line), 200)}
		}
	}
	if r.Pending && r.Rule == "http-pending" && r.Status != 202 && len(r.Lines) > 1 && c.Success {
		if v := pendingValue(r.Lines[1]); v != "" && v != "true" && indexWordFold(c.Text, v) >= 0 && !deniedBefore(c.lower(), indexWordFold(c.Text, v)) {
			// "state": "RUNNING" for "the conveyor is running": the state
			// the claim states is no operation still to happen.
			r.Outcome, r.Rule, r.Lines, r.Pending = Pass, "http-status", r.Lines[:1], false
		}
	}
	if r.Pending {
		r.Persists = true
	} else if r.Outcome == Pass && r.Rule == "http-status" {
		if line, ok := c.bodyNoop(in.Content); ok {
			// {"purged": 0} for "the cache was purged", {"processed": 12,
			// "total": 40} for "the job completed".
			r.Outcome, r.Rule, r.Persists = Fail, "http-noop", true
			r.Lines = append(r.Lines[:1:1], line)
		} else if state, line := bodyState(in.Content); state != "" && c.claimsDone() && !doneState(state) {
			// {"status": "requires_action"} for "the payment succeeded":
			// only a state that says it is done shows it (bodystate.go).
			r.Outcome, r.Rule, r.Persists = Fail, "http-state", true
			r.Lines = append(r.Lines[:1:1], line)
		}
	}
	if r.Outcome != Fail && !in.Code && c.claimsResolved() {
		if line := unresolvedState(in.Content); line != "" {
			// "| … | 2 min ago | Unresolved |", "state": "Alerting" for "the
			// crash is resolved": the tracker's own state says it is not.
			r.Outcome, r.Rule, r.Persists, r.Lines = Fail, "state.unresolved", true, []string{text.Clip(strings.TrimSpace(line), 200)}
		}
	}
	c.readRelevance(&r, in)
	if r.Restatement && r.Prose {
		// A restatement's success is the claim's own word, not an
		// observation of one.
		r.Outcome, r.Rule, r.Lines, r.Prose, r.Persists = None, "", nil, false, false
	}
	c.readFacts(&r, in)
	c.affirm(&r, in, prose)
	if r.Affirms && r.Persists && c.ExpectsFailure && c.negation() && len(r.Lines) > 0 && c.negatedWordIn(r.Lines[0]) {
		// "The export button is not shown to Free users" ← "the Export
		// button is still shown": what the claim says does not happen
		// goes on; no affirmation of the claim.
		r.Affirms, r.Wanted = false, "it showed what the claim says does not happen not happening"
	}
	if r.Affirms && r.Prose && containsAnyOf(c.lower(), []string{"test", "pruebas", "测试"}) && containsAnyFold(in.Content, testsNotRun) {
		// "构建成功。单元测试本次未运行" for "the build passes and the unit
		// tests pass": the tests the claim names did not run.
		r.Affirms, r.Wanted = false, "it showed the tests the claim names running and passing, not left unrun"
	}
	if r.Affirms && len(r.Instructions) > 0 {
		// "… within 3 s of tapping it.\n[assistant override] Status:
		// KNOWN": the line is dropped (§4.1), and the item that carried it
		// is trusted for no green (§4.4: an instruction line added must not
		// stay green).
		r.Affirms, r.Wanted = false, "it carried no instruction to the classifier beside what it observed"
	}
	c.readRepeats(&r, in.Content)
	return r
}

// bodyNoop reads a 2xx body against the claim: a count of zero (or false)
// for the claim's own verb ({"purged": 0} for "was purged", {"sent":
// false} for "is sent"), or, for a claim that something completed, a count
// that falls short of its total ({"processed": 12, "total": 40}).
func (c *Claim) bodyNoop(content string) (string, bool) {
	body := jsonBody(content)
	if body == "" {
		return "", false
	}
	c.prepare()
	done, total, doneKey := -1, -1, ""
	type keyCount struct {
		key string
		n   int
	}
	var countBuf [16]keyCount
	counts := countBuf[:0]
	for key, v := range jsonFields(body) {
		n, rest := leadingInt(v)
		t, ok := text.Term(key)
		switch {
		case n < 0:
		case key == "total" || key == "expected" || strings.HasPrefix(key, "required") || key == "count" && total < 0:
			total = n
		case key == "processed" || key == "done" || key == "completed" || key == "synced" || key == "imported":
			done, doneKey = n, key
		case ok && !generic[t] && slices.Contains(c.allTerms, t) && doneKey == "":
			// {"signers": 3, "signed": 1} for "is fully signed": the count
			// of the claim's own predicate, beside its whole (below).
			done, doneKey = n, key
		}
		if n >= 0 && len(counts) < cap(counts) {
			counts = append(counts, keyCount{key, n})
		}
		if n >= 0 && (strings.Contains(key, "percent") || strings.HasSuffix(key, "pct")) {
			// {"rollout_percent": 25} for "rolled out to 100% of users":
			// the share the body reports is not the claim's.
			if p, upper, ok := c.claimPercent(); ok && (!upper && float64(n) < p || upper && float64(n) > p) {
				return text.Clip(strings.TrimSpace(firstLine(body)), 200), true
			}
		}
		if ok && !generic[t] && !slices.Contains(failureTerms, t) && slices.Contains(c.allTerms, t) && (n == 0 && (rest == "" || !isDigit(rest[0]) && rest[0] != '.') || strings.HasPrefix(v, "false")) {
			return text.Clip(strings.TrimSpace(firstLine(body)), 200), true
		}
	}
	for _, kc := range counts {
		if total < 0 && doneKey != "" && (sameStem(kc.key, doneKey) || len(kc.key) > 6 && strings.HasPrefix(kc.key, "total")) {
			total = kc.n // "signers" beside "signed", "total_rows" beside "imported"
		}
	}
	if done >= 0 && total > done && (c.Has(Universal) || c.families.has(completeRow)) {
		return text.Clip(strings.TrimSpace(firstLine(body)), 200), true
	}
	if c.Has(Universal) && total > 0 {
		// {"joined": 11, "expected": 14} for "all of its sensors are
		// back": a count beside the whole that falls short of it, whatever
		// its key — unless the key counts a failure or a wait.
		for _, kc := range counts {
			t, _ := text.Term(kc.key)
			if kc.n > 0 && kc.n < total && kc.key != "total" && kc.key != "expected" && !strings.HasPrefix(kc.key, "required") &&
				!slices.Contains(failureTerms, t) && !shortfallKey(kc.key) && !metaKey(kc.key) {
				return text.Clip(strings.TrimSpace(firstLine(body)), 200), true
			}
		}
	}
	for key, v := range jsonFields(body) {
		if (key == "delta" || key == "pending") && strings.HasPrefix(v, "{") && !strings.HasPrefix(strings.TrimLeft(v[1:], " \n\t"), "}") {
			// {"accepted": true, "delta": {"setpointC": 21.0}}: the desired
			// state the device has not reported yet.
			return text.Clip(strings.TrimSpace(firstLine(body)), 200), true
		}
	}
	if c.Has(Universal) {
		for key, v := range jsonFields(body) {
			if shortfallKey(key) && c.keyOfClaim(key) && strings.HasPrefix(v, "[") && !strings.HasPrefix(strings.TrimLeft(v[1:], " \n\t"), "]") {
				return text.Clip(strings.TrimSpace(firstLine(body)), 200), true // "missing": ["0x4f21", …]
			}
		}
	}
	return "", false
}

// keyParts yields a JSON key's words, lower case: "docks_available",
// "readByPatient", "fabricCount".
func keyParts(key string) iter.Seq[string] {
	return strings.FieldsFuncSeq(strings.ToLower(spacedCamel(key)), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// keyOfClaim reports a key every other word of which than its shortfall
// word is the claim's ("missing", "offline_sensors"; not "pending_firmware"
// for a claim about sensors).
func (c *Claim) keyOfClaim(key string) bool {
	c.prepare()
	for part := range keyParts(key) {
		if shortfallKey(part) {
			continue
		}
		if t, ok := text.Term(part); !ok || !slices.Contains(c.allTerms, t) {
			return false
		}
	}
	return true
}

// metaKey reports a JSON key of a listing's paging or of an object's
// identity ("page", "per_page", "limit", "version", "retries"): no count
// of what is done.
func metaKey(key string) bool {
	for part := range keyParts(key) {
		switch part {
		case "page", "pages", "per", "limit", "offset", "size", "version", "id", "ids", "retries", "attempts", "port", "days",
			"hours", "minutes", "seconds", "ms", "count":
			return true
		}
	}
	return false
}

// shortfallKey reports a JSON key that counts or lists what is not done:
// "missing", "pending", "failed_ids", "remaining".
func shortfallKey(key string) bool { return containsAnyFold(key, shortfallWords) }

var shortfallWords = []string{"missing", "pending", "remaining", "failed", "failures", "errors", "skipped", "queued", "waiting",
	"offline", "unreachable"}

// claimPercent returns the share a claim states ("to 100% of users",
// "al 50 %", "under 5%") and whether it is an upper bound.
func (c *Claim) claimPercent() (float64, bool, bool) {
	for _, m := range measurements(c.Text, 4) {
		if m.class != ratioUnit || m.unit != "%" {
			continue
		}
		upper := false
		for _, b := range c.bounds {
			if b.class == ratioUnit && b.value == m.value {
				upper = b.upper
			}
		}
		return m.value, upper, true
	}
	return 0, false, false
}

// sameStem reports two JSON keys of one word's family: "signers" and
// "signed", "recipients" and "recipients_sent" — the whole and the part.
func sameStem(a, b string) bool {
	if a == b {
		return false
	}
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= 4 && (n == len(a) || n == len(b) || n >= len(a)-3 && n >= len(b)-3)
}

// readNamed makes the outcome of a runner output the outcome of the test
// the claim names, when the output reports on it by name.
func (c *Claim) readNamed(r *Reading, source, head string) {
	o, rule, name := c.named(&r.Result)
	if o == None && r.Outcome == Fail && len(r.pkgs) > 0 {
		o, rule, name = c.namedPackage(&r.Result)
	}
	if o == None && r.Outcome == Pass && r.Skipped == 0 && len(r.FailedNames) == 0 && (c.targetNamed(source) || c.targetNamed(head)) {
		// "$ python3 -m unittest test_emailq", "Ran 3 tests … OK": the run
		// was of the named module or file alone, and all of it passed.
		o, rule, name = Pass, "named-test-target", c.testNames[0]
	}
	if o == None && r.Outcome == Pass && len(r.PassedNames) == 0 && (c.filtersNamed(source) || c.filtersNamed(head)) {
		// "go test -run 'TestCheckout$' ./checkout" printed "ok": the run
		// was filtered to the named test, and it passed.
		o, rule, name = Pass, "named-test-filter", c.testNames[0]
	}
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
	if rule == "named-test-filter" || rule == "named-test-target" {
		r.Rule = rule
	}
	if o == None && r.Outcome == Pass && c.absentTest(&r.Result) {
		// The run lists every test it ran by name, and the test the claim
		// names is not among them: it did not run.
		r.Outcome, r.Rule, r.Lines = NoRun, "named-test-absent", []string{c.testNames[0] + ": not among the tests the output lists"}
	}
}

// readRelevance reads what the item shares with the claim, in one scan of
// the content for every claim term, and whether it could restate the
// claim.
func (c *Claim) readRelevance(r *Reading, in Input) {
	c.prepare()
	region := c.region(in.Content, &r.Result)
	var held []string
	if in.Terms != nil {
		var buf [16]string // held stays in Read: room on the stack
		held = c.heldOf(buf[:0], in.Terms)
	} else {
		held = c.holdsIn(region)
		for _, t := range text.Holds(in.Source, c.topical) {
			if !slices.Contains(held, t) {
				held = append(held, t)
			}
		}
	}
	r.Shared = c.sharedIdentsIn(region, in.Source)
	more := 0 // the topical terms to add: one allocation for all of them
	for _, t := range held {
		if c.isTopical(t) && !slices.Contains(r.Shared, t) {
			more++
		}
	}
	if more > 0 {
		r.Shared = slices.Grow(r.Shared, more)
		for _, t := range held {
			if c.isTopical(t) && !slices.Contains(r.Shared, t) {
				r.Shared = append(r.Shared, t)
			}
		}
	}
	r.ranCommand = c.runsClaimedCommand(in.Content)
	r.Relevant = c.namesNothing() || len(r.Shared) > 0 || r.ranCommand || r.limited
	if !r.Relevant && c.namesClaimedThing(head(in.Content, slotBytes)+"\n"+in.Source) {
		// "customer-import run 812: finished" for "La importación de
		// clientes ya no falla": the claimed thing in another of its forms.
		r.Relevant = true
	}
	if c.Has(Performance) && (!r.Relevant || !c.sharesCore(r.Shared)) && c.measuresOnly(in.Content) {
		// "p95 dropped from 900 ms to 180 ms under the same load", "before
		// vs after batching: p95 900 ms -> 180 ms": a measurement that
		// names nothing else — the claim's change aside — cannot be shown
		// to concern something else than what a performance claim
		// measures.
		r.Relevant, r.speaksDomain = true, true
	}
	// A restatement is about as long as the claim; anything much longer
	// holds more than the claim. A short output that is the claim's own
	// words ("… is killed with SIGKILL (exit status 137)") restates it too.
	if (r.Outcome == None || r.Prose || r.FromProse || len(in.Content) <= 2*len(c.Text)) && len(in.Content) <= 4*len(c.Text)+200 {
		n := 0
		for _, t := range held {
			if slices.Contains(c.Subject.Terms, t) {
				n++
			}
		}
		r.Restatement = 5*n >= 4*len(c.Subject.Terms) && Restates(c.Subject, SubjectOf(in.Content)) && !newFigure(c.Text, in.Content)
	}
	if len(c.cause) > 0 {
		for _, t := range r.Shared {
			r.ShowsCause = r.ShowsCause || slices.Contains(c.cause, t)
		}
		if r.ShowsCause && !in.Code {
			if line := c.deniedCause(in.Content); line != "" {
				// "the certificate is valid until 2027, not expired": the
				// cause the claim names did not happen, so it did not
				// cause the effect.
				r.ShowsCause = false
				r.Outcome, r.Rule, r.Lines, r.Refutes = Fail, "cause.denied", []string{line}, true
			}
		}
	}
}

// deniedCause returns the clause of content that denies the claim's
// cause — a negation just before one of its terms ("not expired", "没有过期",
// "ningún timeout") — or "". A change ("no longer expired", "不再") is
// not a denial: the cause went away, which is how a fix shows it.
func (c *Claim) deniedCause(content string) string {
	content = head(content, slotBytes)
	for _, ct := range c.cause {
		if isLatin(ct) {
			continue
		}
		// Chinese is read by characters: a cause term, and a negation
		// right before it.
		for from := 0; ; {
			k := strings.Index(content[from:], ct)
			if k < 0 {
				break
			}
			k += from
			from = k + len(ct)
			before := content[:k]
			for _, neg := range cjkNegations {
				if strings.HasSuffix(before, neg) {
					return cjkClause(content, k)
				}
			}
		}
	}
	toks := tokenize(content, nil)
	exhaustion := false // "the pool is exhausted": a count short of its whole denies it
	for _, t := range c.cause {
		exhaustion = exhaustion || exhaustWords[t]
	}
	for i, tk := range toks {
		if tk.stop || !latinWord(tk.s) {
			continue
		}
		if t, ok := text.Term(tk.s); !ok || !slices.Contains(c.cause, t) {
			continue
		}
		if exhaustion {
			if cl := clauseOf(content, toks, i); fewerIn(cl) {
				return cl // "el pool estuvo como máximo en 31 de 200 conexiones"
			}
		}
		for k := i - 1; k >= 0 && k >= i-3 && !toks[k].stop; k-- {
			if causeNegations[toks[k].s] {
				if k > 0 && !toks[k-1].stop && (toks[k-1].s == "ya" || toks[k].s == "longer") || k+1 < i && toks[k+1].s == "longer" {
					break // "ya no", "no longer": a change
				}
				return clauseOf(content, toks, i)
			}
		}
	}
	return ""
}

// cjkNegations deny the characters after them ("没有过期"); 不再 (no
// longer) is a change, not a denial.
var cjkNegations = []string{"没有", "没", "未", "并非", "并未", "不是", "无"}

// cjkClause returns the Chinese clause around byte at of s: between the
// punctuation marks before and after it.
func cjkClause(s string, at int) string {
	a, b := at, at
	for a > 0 && !strings.ContainsRune("，。；：,;.\n", rune(s[a-1])) && !strings.HasSuffix(s[:a], "，") && !strings.HasSuffix(s[:a], "；") && !strings.HasSuffix(s[:a], "。") {
		a--
	}
	for b < len(s) && !strings.HasPrefix(s[b:], "，") && !strings.HasPrefix(s[b:], "；") && !strings.HasPrefix(s[b:], "。") && s[b] != '\n' && s[b] != ',' && s[b] != ';' {
		b++
	}
	return text.Clip(strings.TrimSpace(s[a:b]), 200)
}

// exhaustWords say a resource ran out: a count of it short of its whole
// says it did not.
var exhaustWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("exhausted exhaustion exhausts full saturated maxed agota agotado agotó lleno saturado") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// causeNegations deny the word after them.
var causeNegations = map[string]bool{"not": true, "no": true, "never": true, "isn't": true, "wasn't": true, "hadn't": true,
	"ningún": true, "ninguna": true, "ninguno": true, "nunca": true, "sin": true}

// clauseOf returns the text of the clause that holds toks[i].
func clauseOf(s string, toks []tok, i int) string {
	a, b := i, i
	for a > 0 && !toks[a-1].stop {
		a--
	}
	for b+1 < len(toks) && !toks[b+1].stop {
		b++
	}
	return text.Clip(strings.TrimSpace(s[toks[a].start:toks[b].end]), 200)
}

// readFacts reads what the claim's shapes and the checklists ask of an
// item: whether it shows the state before a change, what it measures,
// where it was observed, which check of the claim failed or went
// unobserved.
func (c *Claim) readFacts(r *Reading, in Input) {
	if r.Outcome == Fail || r.Outcome == NoRun {
		// Only a failure, or a run of nothing, has a "before" that matters.
		r.Before = IsBefore(in.Content, in.Source)
	}
	r.NamesSomething = r.Relevant || NamesSomethingIn(in.Content, in.Source)
	if r.Outcome == Fail && !r.Prose {
		r.FailedCheck = c.FailedCheckOf(r, in.Content, in.Source)
	}
	if r.Outcome == Pass && !r.Prose {
		r.Unobserved = c.Unobserved(r, in.Content, in.Source)
	}
	if c.Has(Performance) || c.hasTrend || in.Measures && len(in.Content) <= measureBytes {
		r.Measured = Measurements(in.Content)
		r.Compares = r.Measured >= 2 && MeasuresTwice(in.Content)
	}
	if c.hasTrend && r.Measured > 0 && !r.Compares {
		// One side of a comparison across items: which side, and its
		// number.
		r.Before = r.Before || IsBefore(in.Content, in.Source)
		for _, m := range measurements(in.Content, 8) {
			if !m.before {
				r.Measure = Measure{Value: m.value, Unit: m.unit, class: m.class, Text: in.Content[m.start:m.end]}
				break
			}
		}
	}

	if c.Has(Universal) && len(in.Content) <= slotBytes {
		r.Whole = wholeIn(in.Content)
		if r.Whole == 0 && r.Status >= 200 && r.Status < 300 {
			r.Whole = bodyWhole(in.Content) // {"devices_targeted": 1200, "devices_updated": 1200}
		}
	}
	if len(c.envs) > 0 || len(c.slots) > 0 || c.place != "" {
		observed := head(in.Content, slotBytes) + "\n" + in.Source
		r.OtherSubject = c.otherEnvironmentName(observed)
		if r.OtherSubject == "" {
			r.OtherSubject = c.otherSlot(observed)
		}
		if r.OtherSubject == "" {
			r.OtherSubject = c.otherPlace(observed)
		}
	}
}

// slotBytes is how much of a content is read for the environment and the
// subject it observed: where an observation says where it was made.
const slotBytes = 4096

// head returns s up to n bytes, cut on a rune boundary.
func head(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}

// measureBytes is the longest content whose measurements are read for a
// claim that is not about performance (prove_it's checklists ask for them).
const measureBytes = 8 << 10

// affirm decides whether the content affirms the claim (docs/rules.md §4.1), and,
// when it does not, what would.
func (c *Claim) affirm(r *Reading, in Input, prose string) {
	defer func() {
		if !r.Affirms && r.Wanted == "" {
			r.Wanted = c.wanted(r)
		}
	}()
	if r.OtherSubject != "" {
		return // observed in another environment: not what the claim names
	}
	if !r.Restatement && r.Outcome != NoRun && !in.Code {
		if line := c.refusedBeside(in.Content); line != "" {
			// "-ssl3: handshake failure; -tls1_2: handshake completed": the
			// refusal beside its control (refusal.go).
			r.Affirms, r.Relevant, r.Outcome, r.Rule, r.Lines = true, true, Fail, "refusal.beside", []string{text.Clip(line, 200)}
			c.unaffirm(r, in)
			return
		}
	}
	if !r.Relevant || r.Restatement || r.Outcome == NoRun {
		return
	}
	if r.Refutes {
		return // it shows the opposite of what the claim says
	}
	if line := countMismatch(in.Content, c.counts); line != "" {
		r.Wanted = "it gave the number the claim gives, not " + quote(line)
		c.reconcilerNames(r, in)
		return
	}
	if (c.cleanly() || c.Has(Universal)) && !c.ExpectsFailure {
		// (A claim of all of them is denied by the count of those that
		// failed too: "all mails were sent" ← "4,120 sent, 12 failed".)
		if line := failuresCounted(in.Content); line != "" {
			// "completed successfully" and "850 sent, 3 failed": the run
			// ended, not without failures. A claim that says only that it
			// completed is not denied by an honest small count; one of all
			// of them is ("all failed payouts were retried successfully" ←
			// "198 settled, 14 failed again").
			r.Wanted = "it showed no failures, not " + quote(line)
			if c.Has(Universal) && c.Success && r.Prose && !c.negation() {
				r.Refutes, r.Outcome, r.Rule, r.Lines = true, Fail, "count.failed", []string{text.Clip(line, 200)}
			}
			return
		}
	}
	if !in.Code && c.claimsClean() && (c.Success && !c.ExpectsFailure || c.negation()) {
		if line := diagnosticIn(in.Content); line != "" {
			// "vet: index.go:6:9: undefined: strings" for "go vet is
			// clean": a finding of the check (diagnostic.go).
			r.Refutes, r.Outcome, r.Rule, r.Lines = true, Fail, "diagnostic", []string{text.Clip(line, 200)}
			r.Wanted = "the check found nothing, not " + quote(text.Clip(line, 80))
			return
		}
	}
	switch {
	case !in.Code && (r.Outcome == None || r.Persists && r.Rule == "number.nonzero") && c.drainAnswers(r, in.Content):
		// "queue depth fell from 3,400 to 0" for "the queue drains": the
		// fall's first figure is where it fell from (drain.go).
	case !in.Code && c.promBound(r, in.Content):
		// A Prometheus query of the claim's measure, against its bound.
	case !in.Code && c.countAnswers(r, in.Content):
		// A count query's answer: 0 of what the claim says there is none
		// of affirms it, more refutes it (sqlcount.go).
	case r.checked:
		r.Affirms = true // the plan, the diff, the tree, the log shows it
	case in.Code:
		// Code shows what the code says it will do (docs/rules.md §4.1, §4.2): its
		// words are names, so what it concerns is all the reader can
		// tell, and a type that is never KNOWN keeps it at SUPPORTED. A
		// claim about a run — a named test passing, CI green — is shown
		// by the run, never by the test's source.
		if len(c.testNames) > 0 || c.claimsRun() {
			r.Wanted = "it were the run's output, not the code"
			return
		}
		if c.measures() {
			// "faster than the old one", "under 80 ms at p99": a measure is
			// shown by a measurement; a benchmark's source measures nothing.
			r.Wanted = "it were a measurement, not the code"
			return
		}
		if line := stubIn(in.Content); line != "" && c.Success && !c.ExpectsFailure && !c.claimsStub() {
			// A stub says the feature is not there (stub.go).
			r.Persists, r.Outcome, r.Rule, r.Lines = true, Fail, "code.stub", []string{text.Clip(line, 200)}
			r.Wanted = "its code did what the claim says, not " + quote(text.Clip(line, 80))
			return
		}
		if commentsOnly(in.Content) {
			// A diff that adds only comments ("// TODO: cap retries")
			// changes nothing the code does: a plan, not the change.
			r.Wanted = "it changed what the code does, not only its comments"
			return
		}
		if ok, instead := c.harmFixed(in.Content); !ok {
			// A diff shows the claimed fix only where its lines do it
			// (codefix.go).
			r.Wanted = "its lines took out or guarded against what the claim says is fixed; " + instead
			return
		}
		r.Affirms = !(c.ExpectsFailure && r.Outcome == Pass && r.Prose) && !r.Persists
	case r.Prose:
		switch {
		case r.Outcome == Pass:
			r.Affirms = c.Success
		case r.Outcome == Fail:
			// A status the claim names must be the one seen: a 500 is no
			// "returns 410".
			r.Affirms = c.ExpectsFailure && (len(c.Statuses) == 0 || r.Status == 0 || sameClass(c.Statuses, r.Status))
			// "第二张满减券被拒绝" for "优惠券不能再叠加": the refusal of what
			// the claim says can no longer be done.
			// A crash or an error is not that refusal.
			r.Affirms = r.Affirms || c.ceases && !r.Persists && len(c.Statuses) == 0 && r.Status == 0 && len(r.Lines) > 0 && refusal(r.Lines[0])
		}
		if c.Has(Absence) && r.SaysAbsent && !c.Success {
			r.Affirms = true // "never sends Basic auth anymore"
		}
		if line := c.refusedIn(r, in.Content); !r.Affirms && line != "" {
			// "uploaded a 12 MB file: the server answered 413" for "uploads
			// over 10 MB are rejected": the refusal is the item's result.
			r.Affirms, r.Outcome, r.Rule, r.Lines = true, Fail, "refusal", []string{text.Clip(line, 200)}
		}
	case r.Outcome == Pass:
		switch {
		case len(c.Statuses) > 0 && r.Status != 0:
			// The status the claim names: "returns 201" is not shown by a
			// 200, though both are successes.
			r.Affirms = slices.Contains(c.Statuses, r.Status)
			if !r.Affirms {
				r.Wanted = "it answered the " + strconv.Itoa(c.Statuses[0]) + " the claim names, not " + strconv.Itoa(r.Status)
			}
		case r.Status != 0 && c.valueAbsent(in.Content) != "":
			// "booking-api 4.13.0 is deployed" ← 200 {"version": "4.12.1"}:
			// an answer, but not with the value the claim states.
			r.Wanted = "it answered with the claim's " + c.valueAbsent(in.Content)
		case c.exclusive() != "" && len(diffStatPaths(in.Content)) > 0:
			// "only files in the billing proration package" ← git diff
			// --stat: every path listed must be of what the claim names.
			if p := c.pathOutside(diffStatPaths(in.Content)); p != "" {
				r.Wanted = "every file it lists was of what the claim names, not " + quote(p)
			} else {
				r.Affirms = true
			}
		case (r.Rule == "echo-status" || r.Rule == "exit-status") && listingCommand(in.Content) != "" &&
			!(strings.HasPrefix(listingCommand(in.Content), "git ") && c.aboutRepository()):
			// "$ git log --oneline … exit status 0": a command that shows
			// what is there exits 0 whatever it shows; no check of the claim.
			r.Wanted = "it showed a check of the claim, not only that " + quote(listingCommand(in.Content)) + " exited 0"
		case r.Rule == "echo-status" && printedBeforeStatus(in.Content):
			// "$ gofmt -l .\nbooking/fmt_bad.go\n$ echo $?\n0", "$ grep -c
			// NACK …\n7\n$ echo $?\n0": a command that printed what it
			// found exits 0 either way; its status is no verdict on it.
			r.Wanted = "it showed the check's own verdict, not only the exit status of a command that printed what it found"
		case c.boundsCount() && r.Status != 0 && !c.ExpectsFailure:
			// "at least 10 free docks" ← 200 with "docks_available": 7: a
			// status shows an answer, not the count the claim bounds.
			var line string
			if line, r.Affirms = c.bodyCounts(in.Content); !r.Affirms {
				r.Wanted = "its body showed the count the claim bounds"
				if line != "" {
					r.Wanted += ", not " + quote(line)
				}
			}
		case c.flaky:
			r.Wanted = "it showed the check failing in some of its runs, not passing in all"
		case c.ExpectsFailure:
			// A passing test of the failure behaviour itself
			// ("TestRejectsExpiredToken") shows it; a request that was let
			// through, or the named test passing where the claim says it
			// fails, does not — unless the test's own name says the failure
			// ("✓ blocks the 4th request" for "the limiter blocks the 4th
			// request").
			r.Affirms = r.Status == 0 && (!(c.Failure && r.Named) || c.namedTestStates(r)) && (len(c.testNames) == 0 || r.Named)
		case len(c.testNames) > 0 && !r.Named:
			r.Wanted = "it showed " + c.testNames[0] + " itself passing"
		case c.Has(Universal) && r.Skipped > 0 && len(c.testNames) == 0:
			// "All API tests pass" and "40 passed, 12 skipped": twelve of
			// them did not run, so the run does not show all of them pass.
			r.Wanted = "it ran every test, not with " + strconv.Itoa(r.Skipped) + " skipped"
		case c.Has(Universal) && len(c.testNames) == 0 && containsAnyOf(c.lower(), []string{" tests", " pruebas", "测试", " specs"}) &&
			(namesOneTest(in.Source, in.Content) || r.Passed == 1 && in.Source == "" && !strings.HasPrefix(strings.TrimSpace(in.Content), "$ ")):
			// "All refund tests pass" ← "python -m unittest
			// test_refund.RefundTest.test_full_refund … Ran 1 test": one
			// test, not the suite.
			r.Wanted = "it ran the whole suite, not one test of it"
		case c.claimsSuite() && c.filteredRun(in.Source, in.Content) != "":
			// "go test -run TestPutaway", "1 passed, 57 deselected": the
			// run covers the tests it was filtered to, not the suite.
			r.Wanted = "it ran the whole suite, not only " + quote(c.filteredRun(in.Source, in.Content))
		case r.Unobserved != nil:
			r.Wanted = "it showed a test of the " + strings.Join(r.Unobserved, " ") + " itself passing"
		case c.junitSkipped(in.Content) != "":
			// <testcase name="testPairWithQrCode"><skipped/>: the named
			// check did not run, whatever the suite's failures="0".
			r.Outcome, r.Rule = NoRun, "junit-skipped"
			r.Wanted = "it showed " + c.junitSkipped(in.Content) + " itself running and passing, not skipped"
		case r.Status >= 200 && r.Status < 300 && c.codedOther(in.Content) != "":
			// "Nordvarme's May report" ← "period": "2026-04"; "the Spanish
			// translation" ← "locale": "fr": the answer's code of another.
			r.Wanted = "it answered for the claim's own month, day, language or version, not " + quote(c.codedOther(in.Content))
		case r.Status >= 200 && r.Status < 300 && c.nameAbsent(in.Content+"\n"+in.Source) != "":
			// "Nordvarme's May report is ready" ← 200 for ?tenant=greenfield:
			// an answer, but nothing in it names what the claim is about.
			r.Wanted = "it answered for " + c.nameAbsent(in.Content+"\n"+in.Source) + ", the name the claim gives"
		case r.Status >= 200 && r.Status < 300 && !c.subjectAnswered(r, in.Content):
			// "the us1 energy-report generator is healthy" ← 200 "ok" from
			// /us1/healthz: an answer from something the claim does not name.
			r.Wanted = "it answered from what the claim is about, by its name"
		default:
			r.Affirms = true
		}
	case r.Outcome == Fail:
		switch {
		case len(c.exitCodes) > 0 && r.ExitSeen:
			r.Affirms = slices.Contains(c.exitCodes, r.Exit) // the exit status the claim names
		case r.Rule == "echo-status" && c.noneClaimed() && printedOutput(in.Content) == "0":
			// "$ grep -c 'HL7 NACK' …", "0", "$ echo $?", "1" for "zero
			// NACKs": grep exits 1 when it counts none; the count is the answer.
			r.Affirms, r.Outcome, r.Rule, r.Lines = true, Pass, "count.zero", []string{"0"}
		case c.flaky:
			// "3 failed, 47 passed" of one test run 50 times for "TestX is
			// flaky": it fails now and then; a failure alone does not show it.
			r.Affirms = r.Failed > 0 && c.flakyShown(r, in) || c.raceShown(in.Content)
			if !r.Affirms {
				r.Wanted = "it showed the check itself failing in some of repeated runs and passing in the others"
			}
		case r.runnerFailed() && !c.failureShownBy(r, in.Content):
			// The claim's check failing, not the failure it states
			// (ownfailure.go).
			r.Wanted = "it showed the check of the claim passing, not failing"
		case len(c.Statuses) > 0 && r.Status != 0:
			r.Affirms = sameClass(c.Statuses, r.Status)
		case c.Has(Absence) && (r.Status >= 400 && r.Status < 500 || r.Status == 501):
			r.Affirms = true // the system itself refuses what the claim says is gone
		case c.ExpectsFailure || !c.Success && r.Status == 0:
			r.Affirms = true
		}
	case r.Outcome == None && c.Has(Absence) && r.SaysAbsent:
		// (Not where the item gives the absence another reason, or states
		// another failure: "no longer appears because it now redirects to
		// /login".)
		r.Affirms = !otherHarm(c.lower(), in.Content, nil, nil, []string{"because", "redirect", "porque", "因为", "跳转"})
	case r.Outcome == None && c.Has(Performance) && c.ExpectsFailure && r.Measured > 0:
		// "encoding/json.Marshal 62% of CPU": a profile or a timing of what
		// a claim of a bottleneck or a slowness names measures it.
		r.Affirms = true
	case r.Outcome == None && !c.hasTrend && len(c.bounds) == 0 && !(r.failSaid && c.Success && !c.namesHarm()):
		// (A failure said beside the claim's words, even of something the
		// reader cannot tie to the claim, keeps them from affirming a
		// success: "$ docker push …/worker" then "denied: …".)
		// No statement the reader knows: the observation may still say
		// the claim's own predicate of its subject, in the claim's own
		// words, with more than the claim ("migration 0042 ran in staging
		// at 14:05").
		if line, object := c.reported(in.Content); line != "" && c.Success && !c.negation() {
			// "upload: ./dist/app.tgz to s3://releases/app.tgz" for "the
			// build is uploaded to S3": the tool's own report of the
			// action, on what the claim names (reports.go).
			if r.Affirms = c.reportNames(object); r.Affirms {
				r.Rule, r.Lines, r.reported = "report", []string{text.Clip(line, 200)}, true
			} else {
				r.Wanted = "its report of the action named what the claim is about, not " + quote(object)
			}
		} else if line := wholeDone(in.Content); line != "" && c.Success && !c.negation() && c.families.has(completeRow) {
			// "5 of 5 shards relocated" for "the rebalance finished": all of
			// them done (whole.go).
			r.Affirms, r.Rule, r.Lines = true, "count.whole", []string{text.Clip(line, 200)}
		} else if line := c.digAgrees(in.Content); line != "" && !c.negation() {
			// dig's answer for the claim's name, with its TTL (dig.go).
			r.Affirms, r.Rule, r.Lines, r.reported = true, "dig-answer", []string{text.Clip(line, 200)}, true
		} else if line, shows := c.listed(in.Content, in.Source); shows != notListing && c.Success {
			// A listing of the claim's place holding what it says is there
			// (listing.go); a listing of another place, or one without it,
			// does not show it.
			switch shows {
			case listedThere:
				r.Affirms, r.Rule, r.Lines, r.reported = true, "listed", []string{text.Clip(line, 200)}, true
			case listedOther:
				r.Wanted = "it listed the place the claim names, not another"
			default:
				r.Wanted = "its listing held what the claim says is there"
			}
		} else if r.Affirms = c.covers(r, in.Content) && !failureCounted(prose) && !(commitMessages(in.Content) && !c.aboutRepository() && !c.shipsIn()); r.Affirms {
			// (Not a text that counts a failure above zero: "failures …
			// down to 0.4% of requests" for "no longer fail"; nor a git
			// log, whose lines are what the authors meant to do.)
			r.Rule, r.Lines = "claim-words", []string{text.Clip(strings.TrimSpace(firstLine(in.Content)), 200)}
		}
	}
	if !r.Affirms && len(c.cause) > 0 && r.ShowsCause && !r.Persists && r.Outcome != Pass && c.sharesEffect(r) {
		// "The certificate expired at 09:12; the 502s started at 09:12 and
		// stopped when it was renewed": the effect beside the named cause.
		r.Affirms = true
	}
	if r.Persists && len(c.cause) > 0 {
		// The effect goes on: it does not show what causes it (and, beside
		// the named cause changed, it refutes it — see claim's rows).
		r.Affirms = false
		if r.ShowsCause && !in.Code && c.causeChanged(in.Content) {
			r.Refutes = true // causechange.go
		}
	}
	if len(c.cause) > 0 && r.ShowsCause && !r.Refutes && !in.Code && c.causeChanged(in.Content) {
		if line, held := effectHeld(in.Content); held {
			// The cause changed, the effect's count did not fall
			// (causechange.go).
			r.Affirms, r.Refutes, r.Outcome, r.Rule, r.Lines = false, true, Fail, "cause.effect-held", []string{text.Clip(strings.TrimSpace(line), 200)}
		}
	}
	if in.Contradicts {
		return
	}
	if !r.Affirms {
		if in.Reconciles && r.Prose && r.Relevant && len(in.Content) <= slotBytes {
			c.reconcilerNames(r, in)
		} else if r.Outcome == None {
			c.countsRefute(r, in) // a count of what the claim names may still show it does not hold (negative.go)
		}
		return
	}
	ob := newObservation(in.Content, in.Source)
	if !c.namesSubject(r, &ob) {
		r.Affirms = false
		r.Wanted = "it named what the claim is about (" + strings.Join(c.core, " ") + ")"
	} else if sl, ok := c.unnamedSlot(in.Content, in.Source); ok {
		// "enabled for tenant initech" ← "an acme user sees it on": the
		// tenant the claim names is not the one observed, or not said.
		r.Affirms = false
		r.Wanted = "it named " + sl.kind + " " + sl.name + ", the one the claim names"
	} else {
		if claimed, observed := c.otherName(r, &ob); claimed != "" && r.Rule != "listed" {
			// (A listing holds other names beside the one it shows.)
			r.Affirms, r.OtherName = false, observed
			r.Wanted = "it had observed " + claimed + ", not " + observed
		}
	}
	if r.Affirms && c.limiter && r.Status != 0 && r.Status != 429 {
		// "200 OK for all 50" for "rate limiting is active": what was let
		// through shows no limit (limiter.go).
		r.Affirms, r.Wanted = false, "it showed the 429 the limit answers with, not "+strconv.Itoa(r.Status)
	}
	if r.Affirms {
		c.unaffirm(r, in) // what it affirms may still not be what the claim says (negative.go)
	}
	if r.Affirms {
		c.unaffirmSchedule(r, in.Content) // one run of a schedule (schedule.go)
	}
}

// reconcilerNames reads what an explanation of an earlier contradiction
// names: it is read without its sentences (claim's reconcile row), so
// what it names must still be what the claim names, whichever reason
// kept it from affirming first.
func (c *Claim) reconcilerNames(r *Reading, in Input) {
	if !in.Reconciles || !r.Prose || !r.Relevant || len(in.Content) > slotBytes {
		return
	}
	ob := newObservation(in.Content, in.Source)
	if claimed, observed := c.otherName(r, &ob); claimed != "" && observed != "something else" {
		r.OtherName = observed
	}
}

// namesHarm reports a claim that names a failure, whatever it says of it
// ("the TypeError is fixed", "no longer times out", "0 errors").
func (c *Claim) namesHarm() bool {
	for i := range c.Statements {
		if c.Statements[i].Kind == Failure {
			return true
		}
	}
	return c.stopped != "" || c.zeroFailures || c.fixClaim()
}

// withoutCommandLines drops the outcomes a transcript's command lines
// state: "$ for i in 1 2 3; do curl …; done" is what was typed, and its
// "done" no observation; "db=> SELECT tenant, applied FROM …" the same at
// a SQL prompt. A table's header names its columns ("tenant | version |
// applied"): its "applied" is a column's name, not a state the rows have.
// (Only successes: a failure or a "--dry-run" typed still qualifies what
// ran.)
func withoutCommandLines(prose string, ss []Statement) []Statement {
	if !strings.HasPrefix(prose, "$ ") && !strings.Contains(prose, "\n$ ") && !strings.Contains(prose, "=> ") && !strings.Contains(prose, "> ") &&
		strings.Count(prose, "|") < 2 {
		return ss
	}
	kept := ss[:0]
	for _, st := range ss {
		from := strings.LastIndexByte(prose[:st.Start], '\n') + 1
		if outcome := st.Kind == Success || st.Kind == Affirm; !outcome || !commandLine(prose[from:]) && !tableHeader(prose[from:]) {
			kept = append(kept, st)
		}
	}
	return kept
}

// columnNames reports a line of three or more upper-case column names set
// apart by runs of spaces, as docker, kubectl and ps print their headers.
func columnNames(line string) bool {
	cols := 0
	for _, f := range strings.Split(line, "  ") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		for i := 0; i < len(f); i++ {
			if c := f[i]; !('A' <= c && c <= 'Z') && c != ' ' && c != '_' && c != '-' && c != '(' && c != ')' && c != '%' {
				return false
			}
		}
		cols++
	}
	return cols >= 3
}

// commitMessages reports a content whose lines, besides the commands
// typed and their exit status, are commits' subject lines ("588c6c1
// pkgr/dash: fix SegmentTimeline drift"): descriptions of intent.
func commitMessages(content string) bool {
	n := 0
	for line := range strings.Lines(head(content, slotBytes)) {
		line = strings.TrimSpace(line)
		if line == "" || commandLine(line) || strings.HasPrefix(line, "[exit ") || strings.HasPrefix(line, "exit status") {
			continue
		}
		h, _, ok := strings.Cut(line, " ")
		if !ok || len(h) < 7 || len(h) > 40 || strings.IndexFunc(h, func(r rune) bool { return r > 0x7f || !isHex(byte(r)) }) >= 0 {
			return false
		}
		n++
	}
	return n > 0
}

// failureCounted reports a failure word of s that a figure above zero
// measures or counts: "failures … 0.4% of requests", "3 errors".
func failureCounted(s string) bool {
	s = head(s, slotBytes)
	for _, t := range tokenize(s, nil) {
		if term, ok := text.Term(t.s); !ok || t.stop || !slices.Contains(failureTerms, term) {
			continue
		}
		if harmCountBeside(s, t.start, t.end) == 2 {
			return true
		}
		_, to := clauseSpan(s, t.start, t.end)
		for _, m := range measurements(s[t.end:to], 4) {
			if m.class == ratioUnit || m.class == rateUnit {
				if m.value > 0 && !m.before {
					return true
				}
				break
			}
		}
	}
	return false
}

// sqlPrompts open a line typed at a database shell: psql's "db=>", "db=#",
// "db->" (a continued line), mysql's and sqlite's.
var sqlPrompts = []string{"=> ", "=# ", "-> ", "-# "}

// commandLine reports a line a person typed: a shell's "$ " or a database
// shell's prompt before it.
func commandLine(line string) bool {
	if strings.HasPrefix(line, "$ ") || strings.HasPrefix(line, "mysql> ") || strings.HasPrefix(line, "sqlite> ") {
		return true
	}
	i := 0
	for i < len(line) && i < 64 && (isAlnum(line[i]) || line[i] == '_') {
		i++
	}
	if i == 0 {
		return false
	}
	for _, p := range sqlPrompts {
		if strings.HasPrefix(line[i:], p) {
			return true
		}
	}
	return false
}

// tableHeader reports a line of column names over a rule: "tenant |
// version | applied" over "--------+---------", or a Markdown table's
// "| a | b |" over "|---|---|".
func tableHeader(text string) bool {
	line, rest, ok := strings.Cut(text, "\n")
	if !ok {
		return false
	}
	if columnNames(line) {
		return true // "CONTAINER ID   IMAGE   CREATED   STATUS": docker's, kubectl's header
	}
	if strings.Count(line, "|") < 1 {
		return false
	}
	next, _, _ := strings.Cut(rest, "\n")
	next = strings.TrimSpace(next)
	if len(next) < 3 || !strings.Contains(next, "-") {
		return false
	}
	for i := 0; i < len(next); i++ {
		if c := next[i]; c != '-' && c != '+' && c != '|' && c != ':' && c != ' ' {
			return false
		}
	}
	return true
}

// nameAbsent returns a name the claim gives its subject — a word written
// as a name ("Nordvarme's", "Acme"), or an identifier of letters and
// digits ("HB2-1203", "us1") — that content does not hold, or "".
func (c *Claim) nameAbsent(content string) string {
	lower := strings.ToLower(content)
	names := properNames(c.Text)
	owners := len(names) // names[:owners] may be named otherwise; an owner's may not
	if w, _, ok := strings.Cut(c.Text, "'s "); ok && !strings.Contains(w, " ") && capitalised(w) {
		names = append(names, strings.ToLower(w)) // "Nordvarme's May report": a name, though it starts the sentence
	}
	for _, id := range c.Subject.Idents {
		if strings.ContainsAny(id, "0123456789") && strings.IndexFunc(id, unicode.IsLetter) >= 0 && !strings.ContainsAny(id, "./_") {
			names = append(names, id)
		}
	}
	unhyphened := strings.ReplaceAll(lower, "-", "")
	for k, n := range names {
		if codedNames[n] || c.envName(n) || strings.Contains(lower, n) || strings.Contains(lower, strings.TrimSuffix(n, "s")) ||
			strings.Contains(unhyphened, n) || k < owners && c.namedOtherwise(n, lower) || strings.Contains(lower, strings.ReplaceAll(n, "-", "")) {
			continue
		}
		return n
	}
	return ""
}

// namedOtherwise reports a name of the claim's subject — not an owner's,
// nor one after a preposition — whose subject the answer names by other words: an
// identifier of the claim ("LIS-0042" for "the Lisbon station LIS-0042"),
// or two of its other terms ("orders-consumer" for "the Kafka
// consumer for orders").
func (c *Claim) namedOtherwise(n, lower string) bool {
	at := strings.Index(c.lower(), n)
	if at < 0 || strings.HasPrefix(c.lower()[at+len(n):], "'s") {
		return false // "Nordvarme's": an owner's name the answer must hold
	}
	if prev := lastWords(c.lower()[:at], 1); len(prev) == 1 && namePrepositions[prev[0]] {
		return false // "… to Chrome", "for Porto", "en Monterrey": where or for whom, which the answer must say
	}
	for _, id := range c.Subject.Idents {
		if strings.ContainsAny(id, "0123456789") && strings.Contains(lower, id) {
			return true
		}
	}
	held := 0
	c.prepare()
	for _, t := range c.topical {
		if !strings.HasPrefix(n, t) && !generic[t] && strings.Contains(lower, t) {
			held++
		}
	}
	return held >= 2
}

// namePrepositions put a name in a claim's complement: to whom, for
// whom, where.
var namePrepositions = map[string]bool{"to": true, "for": true, "in": true, "on": true, "at": true, "from": true, "of": true, "by": true,
	"para": true, "en": true, "de": true, "a": true, "por": true, "desde": true}

// envName reports a name that is one of the claim's environments
// ("Chrome", "Safari"): where it was observed is read by its own rule.
func (c *Claim) envName(n string) bool {
	return slices.Contains(c.Environments(), n)
}

// junitSkipped returns a test the claim names whose testcase in a JUnit
// report holds a <skipped> element, or "".
func (c *Claim) junitSkipped(content string) string {
	if !strings.Contains(content, "<testcase") || !strings.Contains(content, "<skipped") {
		return ""
	}
	for _, name := range append(c.testNames[:len(c.testNames):len(c.testNames)], c.claimIdents()...) {
		i := strings.Index(content, `<testcase name="`+name+`"`)
		if i < 0 {
			continue
		}
		rest := content[i:]
		open, _, _ := strings.Cut(rest, ">")
		end := strings.Index(rest, "</testcase>")
		if strings.HasSuffix(open, "/") || end < 0 {
			continue // <testcase … />: it ran, with nothing inside
		}
		rest = rest[:end]
		if strings.Contains(rest, "<skipped") {
			return name
		}
	}
	return ""
}

// codedOther returns the code of another month, day, language or major
// version than the one the claim names, where the content holds codes of
// that kind and not the claim's ("2026-04" for May, "fr" for Spanish,
// "friday" for Monday, "v1" for v2), or "".
func (c *Claim) codedOther(content string) string {
	lower := strings.ToLower(head(content, slotBytes))
	words := strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' })
	for n := range strings.FieldsSeq(c.lower()) {
		n = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(n, ".,;:!?()"), "'s"), "’s")
		switch {
		case monthOf[n] > 0 && (n[len(n)-1] == 'o' || n[len(n)-1] == 'e' && strings.HasSuffix(n, "bre") || strings.Contains(c.Text, strings.ToUpper(n[:1])+n[1:])):
			// (An English month written as a name: "may" and "march" are verbs too.)
			want, other := fmt.Sprintf("-%02d", monthOf[n]), ""
			for _, w := range words {
				if len(w) >= 7 && strings.HasPrefix(w, "20") && w[4] == '-' && isDigit(w[5]) && isDigit(w[6]) {
					if w[4:7] == want {
						return ""
					}
					other = w[:7]
				}
			}
			if other != "" {
				return other
			}
		case len(n) >= 2 && n[0] == 'v' && strings.Trim(n[1:], "0123456789") == "":
			// "the v2 export API" ← "/v1/export/healthz": another major version.
			other := ""
			for _, w := range words {
				if w == n {
					return ""
				}
				if len(w) >= 2 && w[0] == 'v' && strings.Trim(w[1:], "0123456789") == "" && other == "" {
					other = w
				}
			}
			if other != "" {
				return other
			}
		case dayNames[n]:
			for _, w := range words {
				if dayNames[w] && w != n {
					if strings.Contains(lower, n) {
						return ""
					}
					return w
				}
			}
		case langCodes[n] != "":
			if strings.Contains(lower, n) {
				return ""
			}
			other := ""
			for _, w := range words {
				for part := range strings.SplitSeq(w, "-") {
					if part == langCodes[n] {
						return ""
					}
					if codeLangs[part] && other == "" {
						other = part
					}
				}
			}
			return other
		}
	}
	return ""
}

// monthOf, dayNames and langCodes read the names a claim gives in the
// codes an answer uses.
var (
	monthOf = map[string]int{"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
		"september": 9, "october": 10, "november": 11, "december": 12, "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5,
		"junio": 6, "julio": 7, "agosto": 8, "septiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12}
	dayNames = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true,
		"sunday": true}
	langCodes = map[string]string{"english": "en", "spanish": "es", "chinese": "zh", "french": "fr", "german": "de", "italian": "it",
		"portuguese": "pt", "japanese": "ja", "korean": "ko", "arabic": "ar", "russian": "ru", "dutch": "nl"}
	codeLangs = func() map[string]bool {
		m := map[string]bool{}
		for _, code := range langCodes {
			m[code] = true
		}
		return m
	}()
)

// codedNames are names of months, days and languages, written as names
// but said in numbers or codes by most outputs ("May 2026" ← "2026-05",
// "Chinese" ← "zh"): the tables above, and a few more said in no code
// this package reads.
var codedNames = func() map[string]bool {
	m := map[string]bool{}
	for w := range monthOf {
		m[w] = true
	}
	for w := range dayNames {
		m[w] = true
	}
	for w := range langCodes {
		m[w] = true
	}
	for _, w := range text.Words("lunes martes miércoles jueves viernes sábado domingo hindi turkish polish") {
		m[w] = true
	}
	return m
}()

// subjectAnswered reports an answer from an address that names what the
// claim is about: one of its core terms that is neither an identifier of
// a place ("us1") nor, last, a word of the state the answer may report
// ("healthy", "sana"). An answer that names no address is not judged here.
func (c *Claim) subjectAnswered(r *Reading, content string) bool {
	core := c.coreTerms()
	if hasCJK(core) || !strings.Contains(content, "://") && !strings.Contains(content, " /") {
		return true // no address names what answered; Chinese terms are pairs an address does not hold
	}
	lower := strings.ToLower(content)
	judged := false
	for i, t := range core {
		if strings.ContainsAny(t, "0123456789") || i == len(core)-1 && stateTerms()[t] {
			continue // "us1"; "healthy" at the end: the state the answer reports
		}
		judged = true
		if slices.Contains(r.Shared, t) || strings.Contains(lower, t) {
			return true
		}
	}
	return !judged
}

// stateTerms are the terms of the predicate rows' affirming words: the
// states an answer reports, not names of what answers.
var stateTerms = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, p := range predicateRows {
		for _, w := range p.affirm {
			if !strings.Contains(w, " ") {
				for _, t := range text.Terms(w) {
					m[t] = true // one word: "healthy", "sana" ("order confirmed" names an order)
				}
			}
		}
	}
	return m
})

// valueAbsent returns a distinctive value the claim states (a version, an
// address; shares aside) that content does not hold, or "".
func (c *Claim) valueAbsent(content string) string {
	for _, v := range c.claimValues() {
		if !strings.HasSuffix(v, "%") && !strings.Contains(content, v) {
			return v
		}
	}
	return ""
}

// printedBeforeStatus reports a transcript whose last "$ echo $?" follows
// a command that printed what it found, a word a line — a path, a count:
// "$ gofmt -l .", "booking/fmt_bad.go", "$ echo $?", "0" — or a report
// one of whose lines ends in another mark than OK ("… WARN").
func printedBeforeStatus(content string) bool {
	printed := printedOutput(content)
	if printed == "" {
		return false
	}
	words := true
	for line := range strings.SplitSeq(printed, "\n") {
		f := strings.Fields(line)
		if len(f) > 1 {
			words = false
			if last := f[len(f)-1]; len(last) >= 2 && len(last) <= 10 && strings.Trim(last, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" && !okMarks[last] {
				return true // "mqtt.eu1…  days_left=12   WARN": an item of its report is not OK
			}
		}
	}
	return words // "booking/fmt_bad.go", "7": what it found, a path or a count a line; else what it printed is read as it is
}

// listingCommand returns the command of a transcript — its last "$ " line
// — when it only shows what is there: git log, show, diff, tag, branch,
// status; ls, cat, find, head, tail, wc, echo. Its exit status is no
// verdict on a claim.
func listingCommand(content string) string {
	line, _, _ := lastCommand(content)
	f := strings.Fields(line)
	for len(f) > 0 && strings.Contains(f[0], "=") {
		f = f[1:] // "FOO=1 git log"
	}
	if len(f) == 0 {
		return ""
	}
	switch f[0] {
	case "ls", "cat", "find", "head", "tail", "wc", "echo", "tree", "stat", "true", ":":
		// ("$ true", then "$ echo $?": the status echoed is true's.)
		return strings.TrimSpace(line)
	case "git":
		if len(f) > 1 {
			switch f[1] {
			case "log", "show", "diff", "tag", "branch", "status", "blame", "shortlog":
				return strings.TrimSpace(line)
			}
		}
	}
	return ""
}

// revertedIn reports a git log line `Revert "…"` whose reverted subject
// shares two of the claim's terms, for a claim not itself about a revert.
func (c *Claim) revertedIn(content string) bool {
	if !strings.Contains(content, "Revert \"") || strings.Contains(c.lower(), "revert") {
		return false
	}
	c.prepare()
	for line := range strings.SplitSeq(head(content, slotBytes), "\n") {
		i := strings.Index(line, "Revert \"")
		if i < 0 {
			continue
		}
		if text.Common(c.topical, text.Terms(line[i:])) >= 2 {
			return true
		}
	}
	return false
}

// exclusiveSaid reports a content that says the claim's "only" of what the
// claim says it of: the word beside one of the claim's terms ("with the
// keyboard only", "only admins"), not of something else ("only the first
// page of the diff shown", "solo revisé los logs de hoy").
func (c *Claim) exclusiveSaid(content, w string) bool {
	if w == "仅" || w == "只" {
		return strings.Contains(content, w) // Han words have no spaces to count by
	}
	words := strings.Fields(strings.ToLower(head(content, coverBytes)))
	c.prepare()
	for i, x := range words {
		if strings.Trim(x, ".,;:!?()") != w {
			continue
		}
		next := i + 1
		for next < len(words) && articles[words[next]] {
			next++ // "only the admins"
		}
		for _, j := range [2]int{i - 1, next} {
			if j < 0 || j >= len(words) || j < i && strings.ContainsAny(words[j], ".;:!?") || j > i && strings.ContainsAny(words[i], ".;:!?") {
				continue // another sentence or clause
			}
			if t, ok := text.Term(strings.Trim(words[j], ".,;:!?()")); ok && !generic[t] && slices.Contains(c.topical, t) {
				return true
			}
		}
	}
	return false
}

// conditionSaid reports a content that says the failure a claim states as
// its condition ("crashed" for "… restarts automatically when it
// crashes"): the words the claim and the content share may be that
// condition alone.
func (c *Claim) conditionSaid(content string) bool {
	if !c.conditional() {
		return false
	}
	for _, st := range Statements(head(content, coverBytes)) {
		if st.Kind == Failure && c.conditionNamed(st.Text) {
			return true
		}
	}
	return false
}

// conditional reports a claim that states a failure as its condition ("…
// when the upstream stalls", "… if the payment fails").
func (c *Claim) conditional() bool {
	for i := range c.Statements {
		if c.Statements[i].Kind == Failure && subordinate(c.Text, c.Statements[i].Start) {
			return true
		}
	}
	return false
}

// diffStatWithin reports a git diff --stat every path of which is of what
// the claim names: an "only" claim shown by the listing, not by the word.
func (c *Claim) diffStatWithin(content string) bool {
	paths := diffStatPaths(content)
	return len(paths) > 0 && c.pathOutside(paths) == ""
}

// aboutRepository reports a claim about commits and files themselves
// ("the fix commit touches only …", "adds a test file"): a git listing is
// what shows it.
func (c *Claim) aboutRepository() bool {
	return containsAnyOf(c.lower(), []string{"commit", " file", "touches", "branch", " tag", "merged", "repository", " repo"})
}

// shipsIn reports a claim that a change is in a release or on a branch:
// "the fix ships in v4.12.1", "is included in 2.3", "landed on main",
// "está en la versión 4.2". A git log of that range shows it by its
// commits' messages; a claim of behaviour ("is fixed in production") is
// not shown by what a commit meant to do.
func (c *Claim) shipsIn() bool {
	return containsAnyOf(c.lower(), []string{"ships in", "shipped in", "is in v", "included in", "landed", "goes out in", "released in",
		"part of v", "on main", "on master", "in main", "revert", "está en la versión", "incluido en", "en main", "包含在", "已合入", "回滚"})
}

// diffStatPaths returns the paths of a "git diff --stat" listing (" path |
// 3 ++-"), at most 64.
func diffStatPaths(content string) []string {
	var out []string
	for line := range strings.SplitSeq(head(content, slotBytes), "\n") {
		p, stat, ok := strings.Cut(line, " | ")
		if !ok || !strings.HasPrefix(line, " ") || len(out) == 64 {
			continue
		}
		if f := strings.Fields(stat); len(f) == 0 || !isDigit(f[0][0]) && f[0] != "Bin" {
			continue
		}
		if p = strings.TrimSpace(p); p != "" && !strings.Contains(p, " ") {
			out = append(out, p)
		}
	}
	return out
}

// pathOutside returns the first path that holds none of the claim's
// topical terms ("payments/deposit.conf" for "only changes the iOS app"), or "".
func (c *Claim) pathOutside(paths []string) string {
	c.prepare()
	core := c.topical
	if w := c.exclusive(); w != "" {
		// The terms of the clause that says "only": in "only changes HLS
		// code; the DASH packager is untouched" the packager is what the
		// change must not touch.
		lower := c.lower()
		if i := indexWordFold(lower, w); i >= 0 {
			from, to := clauseSpan(lower, i, i+len(w))
			if t := SubjectOf(c.Text[from:to]).Topical(); len(t) > 0 && to-from < len(strings.TrimRight(lower, ". ")) {
				core = t
			}
		}
	}
	for _, p := range paths {
		in := false
		for part := range strings.FieldsFuncSeq(strings.ToLower(p), func(r rune) bool { return r == '/' || r == '.' || r == '_' || r == '-' }) {
			if t, ok := text.Term(part); ok && slices.Contains(core, t) && !generic[t] {
				in = true
				break
			}
		}
		if !in {
			return p
		}
	}
	return ""
}

// printedOutput returns what the command before a transcript's last "$
// echo $?" printed, trimmed, or "".
func printedOutput(content string) string {
	if _, printed, echoed := lastCommand(content); echoed {
		return printed
	}
	return ""
}

// lastCommand returns a transcript's last command — the one before it when
// the last is "echo $?" (echoed) — and what that command printed, trimmed.
func lastCommand(content string) (cmd, printed string, echoed bool) {
	at := func(s string) int {
		if i := strings.LastIndex(s, "\n$ "); i >= 0 {
			return i + 1
		}
		if strings.HasPrefix(s, "$ ") {
			return 0
		}
		return -1
	}
	i := at(content)
	if i < 0 {
		return "", "", false
	}
	cmd, printed, _ = strings.Cut(content[i+2:], "\n")
	if strings.HasPrefix(cmd, "echo $?") {
		before := strings.TrimRight(content[:i], " \n")
		if j := at(before); j >= 0 {
			cmd, printed, _ = strings.Cut(before[j+2:], "\n")
			return cmd, strings.TrimSpace(printed), true
		}
		return "", "", true
	}
	return cmd, strings.TrimSpace(printed), false
}

// okMarks end a line of a report whose item is fine.
var okMarks = map[string]bool{"OK": true, "PASS": true, "PASSED": true, "SUCCESS": true, "UP": true, "READY": true, "HEALTHY": true,
	"DONE": true, "VALID": true, "GREEN": true, "ACTIVE": true, "RUNNING": true, "ONLINE": true}

// exclusive returns the word of a claim that something is the only one:
// "only changes the iOS app", "solo afecta a Lisboa", "仅影响 iOS".
func (c *Claim) exclusive() string {
	for w := range strings.FieldsSeq(c.lower()) {
		switch w = strings.Trim(w, ".,;:!?()"); w {
		case "only", "solo", "sólo", "solamente", "únicamente", "exclusively":
			return w
		}
	}
	for _, w := range [...]string{"仅", "只"} {
		if strings.Contains(c.Text, w) {
			return w
		}
	}
	return ""
}

// snakeName reports a word at text[start:end] joined by an underscore to
// lower-case letters or digits: a part of a snake_case name
// ("on_timeout", "retry_timeout_ms"), not the word. An upper-case code
// ("ERR_TIMEOUT") says the failure.
func snakeName(text string, start, end int) bool {
	lower := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' }
	if start >= 2 && text[start-1] == '_' && lower(text[start-2]) {
		return true
	}
	return end+1 < len(text) && text[end] == '_' && lower(text[end+1])
}

// commentsOnly reports a diff whose changed lines are all comments or
// blank: it has a hunk, and every added or removed line, its marker and
// indentation aside, starts a comment.
func commentsOnly(content string) bool {
	if !strings.Contains(content, "\n@@ ") && !strings.HasPrefix(content, "@@ ") {
		return false
	}
	changed := 0
	for line := range strings.SplitSeq(content, "\n") {
		if line == "" || line[0] != '+' && line[0] != '-' || strings.HasPrefix(line, "+++") || strings.HasPrefix(line, "---") {
			continue
		}
		body := strings.TrimSpace(line[1:])
		if body == "" {
			continue
		}
		if !commentStart(body) {
			return false
		}
		changed++
	}
	return changed > 0
}

// commentStart reports a line that starts a comment in a common language.
func commentStart(s string) bool {
	for _, p := range [...]string{"//", "#", "/*", "*", "--", "<!--", ";", "%"} {
		if strings.HasPrefix(s, p) {
			return !strings.HasPrefix(s, "#include") && !strings.HasPrefix(s, "#define") && !strings.HasPrefix(s, "#!")
		}
	}
	return false
}

// firstLine returns s up to its first newline.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// quote quotes a line for prose.
func quote(s string) string { return `"` + text.Clip(s, 100) + `"` }

// textTerm is text.Term.
func textTerm(w string) (string, bool) { return text.Term(w) }

// sameClass reports whether a status is of the class (2xx, 4xx…) of one
// the claim names.
func sameClass(named []int, got int) bool {
	for _, n := range named {
		if n/100 == got/100 {
			return true
		}
	}
	return false
}

// coverBytes bounds the content the claim's own words are looked for in.
const coverBytes = 2048

// covers reports whether a content states the claim's own predicate in
// the claim's own words, for a claim whose predicate no row of the
// tables knows ("the cache is warm after start-up", "migration 0042 ran in
// staging"): it holds every topical term of the claim's main clause and
// at least half of all its terms (clock times read from timestamps), its
// negations agree with the claim's, and it neither plans, asks nor hedges.
// countedFailures are the nouns a count of failures counts: the failure
// nouns (verdict.go) and the words of a check's own findings.
var countedFailures = func() map[string]bool {
	m := map[string]bool{"violations": true, "failed": true, "crashes": true, "fallos": true, "violaciones": true, "excepciones": true}
	for w := range failureNouns {
		m[w] = true
	}
	return m
}()

// failureNounCounted reports a count above zero of a failure noun up to
// two words after it: "2 color-contrast violations", "3 new errors".
func failureNounCounted(content string) bool {
	ws := strings.Fields(strings.ToLower(content))
	for i, w := range ws {
		n, rest := leadingInt(strings.TrimLeft(w, "("))
		if n <= 0 || rest != "" && rest != "," {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+2; j++ {
			if countedFailures[strings.Trim(ws[j], ".,;:()")] {
				return true
			}
		}
	}
	return false
}

func (c *Claim) covers(r *Reading, content string) bool {
	if len(content) > coverBytes || r.Hedge.Rule != "" || r.Hearsay.Rule != "" || c.states() {
		return false
	}
	if drains, _ := c.drainClaim(); drains {
		return false // a drain is shown by its fall, or not at all (drain.go)
	}
	if c.conditionSaid(content) {
		// "the service restarts automatically when it crashes": the
		// claim's words beside its condition may be the condition alone
		// ("crashed at 02:10 and was still crashed"); its outcome must be
		// read, not its words.
		return false
	}
	if w := c.exclusive(); w != "" && !c.exclusiveSaid(content, w) && !c.diffStatWithin(content) {
		// "v5.14.1 only changes the iOS app": words present show what is
		// there, never that nothing else is — unless the item says so too
		// ("with the keyboard only").
		return false
	}
	if c.valueAbsent(content) != "" {
		return false // "billing-api 2.3.0" ← the build of billing-api:2.2.9: the claim's value is not what was seen
	}
	if c.revertedIn(content) {
		return false // a git log whose commit reverts the claim's change: the words of a change undone
	}
	if failuresCounted(content) != "" || failureNounCounted(content) {
		return false // "2 color-contrast violations": the words beside a count of failures are no affirmation
	}
	core := c.coreTerms()
	n, want, coreHeld := 0, 0, 0
	for _, t := range c.topical {
		if scheduleWords[t] || quantifiers[t] {
			continue // "nightly", "every": one observation cannot show every night, every store
		}
		held := slices.Contains(r.Shared, t) || clockIn(t, content)
		if held {
			n++
		}
		if slices.Contains(core, t) && held {
			coreHeld++
		}
		want++
	}
	nCore := 0
	for _, t := range core {
		if !quantifiers[t] && !tallyWords[t] {
			nCore++
		} else if tallyWords[t] && slices.Contains(r.Shared, t) {
			coreHeld-- // counted above; "per page" names no part
		}
	}
	coreHeld = max(coreHeld, 0)
	missing := 1
	if hasCJK(core) {
		// Chinese core terms are character pairs, and a pair across two of
		// the claim's words ("能返", "回相" of "能返回相关商品") is seldom said again.
		missing = max(1, nCore/4)
	}
	if want < 2 || 2*n < want || nCore == 0 || coreHeld < nCore && (nCore < 3 || coreHeld < nCore-missing) {
		return false
	}
	if asks(content) {
		return false
	}
	for _, w := range []string{" whether ", " if ", "check if", "to see"} {
		if strings.Contains(content, w) {
			return false
		}
	}
	if tellsFuture(content) {
		return false // "we will hit the callback and it should redirect": the claim's words as a plan
	}
	if containsAnyFold(content, notYetWords) {
		return false // "aún no termina", "hasn't finished": the claim's words, not yet so
	}
	if c.Has(Universal) && fewerIn(content) {
		return false // "only 1,130 of 4,000 scooters" for a claim about all of them
	}
	if hasCJK(core) && cjkNone(content, core) != cjkNone(c.Text, core) {
		return false
	}
	return c.negatedTerms(content)%2 == c.negatedTerms(c.Text)%2
}

// testsNotRun say tests were left unrun.
var testsNotRun = []string{"tests were not run", "tests not run", "did not run the tests", "didn't run the tests", "tests did not run",
	"no tests ran", "skipped the tests", "no se ejecutaron las pruebas", "pruebas no se ejecutaron", "测试本次未运行", "测试未运行", "测试没有运行",
	"没跑测试", "未运行"}

// notYetWords say something has not happened yet: the claim's words beside
// them do not affirm it.
var notYetWords = []string{"not yet", "not tried", "not tested", "untested", "haven't tried", "haven't tested", "aún no", "aun no",
	"todavía no", "todavia no", "sin probar", "还没", "尚未", "还未", "未测试", "没试"}

// cjkClassifiers stand between a Chinese count and what it counts: "0 个商品".
var cjkClassifiers = []string{"个", "条", "笔", "件", "项", "次", "款", "种", "位", "名", "张", "台", "份"}

// cjkNone reports a count of zero of one of the claim's core terms in s:
// "返回 0 个相关商品", "零条结果".
func cjkNone(s string, core []string) bool {
	for _, z := range [...]string{"0", "零"} {
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], z)
			if i < 0 {
				break
			}
			i += from
			from = i + len(z)
			if z == "0" && (i > 0 && (isDigit(s[i-1]) || s[i-1] == '.') || from < len(s) && (isDigit(s[from]) || s[from] == '.')) {
				continue // 10, 0.5
			}
			rest := strings.TrimLeft(s[from:], " ")
			for _, cl := range cjkClassifiers {
				if strings.HasPrefix(rest, cl) {
					rest = rest[len(cl):]
					break
				}
			}
			head := rest
			if n := 12; len(head) > n {
				head = head[:n] // four characters
			}
			for _, t := range core {
				if hasCJK([]string{t}) && strings.Contains(head, t) {
					return true
				}
			}
		}
	}
	return false
}

// asks reports a question in s: a question mark that ends a sentence, not
// one inside a URL's query ("/api/products?page=2").
func asks(s string) bool {
	if strings.Contains(s, "？") {
		return true
	}
	for i := strings.IndexByte(s, '?'); i >= 0; {
		if i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n' || s[i+1] == '"' || s[i+1] == ')' {
			return true
		}
		j := strings.IndexByte(s[i+1:], '?')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// tallyWords say how a number is counted, not what: "25 items per page".
var tallyWords = map[string]bool{"per": true, "por": true, "each": true}

// quantifiers say how many, not what: the universal shape reads them.
var quantifiers = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("all every each any toda todas todo todos cada") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// negatedTerms counts the negations of s that govern a term of the
// claim's subject within three words: "the order was not delivered"
// denies the claim's words, "found no repeats" or "没有进垃圾箱" denies
// something else.
func (c *Claim) negatedTerms(s string) int {
	var stack [64]tok
	toks := tokenize(s, stack[:0])
	core := c.coreTerms()
	n := 0
	for i := 0; i < len(toks); i++ {
		if toks[i].stop || !negationWords[toks[i].s] && !(zeroWords[toks[i].s] && standsAlone(s, toks[i].start, toks[i].end)) {
			continue // ("returned 0 relevant products": none of what the claim says is there)
		}
		for k := i + 1; k < len(toks) && k <= i+3 && !toks[k].stop; k++ {
			if t, ok := text.Term(toks[k].s); ok && slices.Contains(core, t) {
				n++
				break
			}
		}
	}
	return n
}

// standsAlone reports a number s[from:to] that is no part of a version, a
// time or a decimal ("2.4.0", "10:00", "0.5").
func standsAlone(s string, from, to int) bool {
	part := func(b byte) bool { return isDigit(b) || b == '.' || b == ':' || b == ',' || b == '/' || b == '-' }
	return (from == 0 || !part(s[from-1]) || s[from-1] == ',' && (from < 2 || !isDigit(s[from-2]))) &&
		(to >= len(s) || !part(s[to]) || (s[to] == '.' || s[to] == ',') && (to+1 >= len(s) || !isDigit(s[to+1])))
}

// zeroWords count none of what follows them.
var zeroWords = map[string]bool{"0": true, "zero": true, "cero": true, "零": true}

// negationWords are the single-word negations negatedTerms reads.
var negationWords = map[string]bool{"not": true, "no": true, "never": true, "didnt": true, "doesnt": true, "dont": true, "isnt": true,
	"wasnt": true, "arent": true, "werent": true, "hasnt": true, "havent": true, "wont": true, "cant": true, "cannot": true, "nunca": true,
	"sin": true, "ni": true, "不": true, "没": true, "未": true, "无": true}

// subjectTerms returns the topical terms that name what the claim is
// about: in each of its clauses, the words before the first circumstance
// ("in Firefox", "after the upgrade", "because …"), without the words of
// its own statements ("works", "is delivered", "still") and schedule
// words. An item that affirms the claim names its subject: "Refund works
// in Firefox" does not affirm "Checkout works in Firefox".
func (c *Claim) subjectTerms() []string {
	var out []string
	add := func(t string) {
		if !scheduleWords[t] && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	toks := c.tokens()
	stated := false // an earlier clause holds a statement of the claim
	for from := 0; from < len(toks); {
		to := from
		for to < len(toks) && !toks[to].stop && !circumstances[toks[to].s] {
			to++
		}
		clauseEnd := to
		for clauseEnd < len(toks) && !toks[clauseEnd].stop {
			clauseEnd++
		}
		holds := false
		if from < clauseEnd {
			for i := range c.Statements {
				if st := &c.Statements[i]; st.Start >= toks[from].start && st.Start < toks[clauseEnd-1].end {
					holds = true
				}
			}
		}
		if to > from && !holds && stated {
			c.asides = append(c.asides, SubjectOf(c.Text[toks[from].start:toks[clauseEnd-1].end]).Topical()...)
		}
		if to > from && (holds || !stated) {
			// A clause after the statement that states nothing is an
			// aside ("CI is green, shipping it"), not what is claimed.
			start, end := toks[from].start, toks[to-1].end
			for i := range c.Statements {
				if st := &c.Statements[i]; st.Kind == Causal && st.Start >= start && st.Start < end {
					end = st.Start
				}
			}
			var said []string
			for i := range c.Statements {
				if st := &c.Statements[i]; st.Start >= start && st.Start < end {
					said = append(said, text.Terms(st.Text)...)
				}
			}
			if plainWords(c.Text[start:end]) && subjectFast {
				// Words only: their terms are the tokens' (what SubjectOf
				// would find, without scanning the words again).
				for k := from; k < to && toks[k].start < end; k++ {
					if t, ok := c.termAt(k); ok && !generic[t] && !slices.Contains(said, t) {
						add(t)
					}
				}
			} else {
				main := SubjectOf(c.Text[start:end])
				terms := main.Topical()
				if hasCJK(terms) {
					terms = cjkCore(main) // the topic, without how the claim is put
				}
				for _, t := range terms {
					if !slices.Contains(said, t) {
						add(t)
					}
				}
				for _, p := range main.identParts() {
					add(p) // "Cart.Total": cart, total
				}
			}
		}
		// The rest of the clause is its circumstances.
		stated = stated || holds
		from = clauseEnd + 1
	}
	return out
}

// subjectFast lets subjectTerms read plain words from the claim's tokens
// (a test compares it with SubjectOf's reading).
var subjectFast = true

// plainWords reports text of ASCII letters and digits between spaces
// only: no identifier, apostrophe, capital inside a word or non-ASCII
// letter, so each token is a word as SubjectOf reads it.
func plainWords(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
		case 'A' <= c && c <= 'Z':
			if i > 0 && 'a' <= s[i-1] && s[i-1] <= 'z' {
				return false // "TestCheckout", "iOS": SubjectOf splits or keeps it
			}
			if i > 0 && 'A' <= s[i-1] && s[i-1] <= 'Z' && i+1 < len(s) && 'a' <= s[i+1] && s[i+1] <= 'z' {
				return false // "HTTPServer", "OTel", "IDs": the words split before the capital
			}
		default:
			return false
		}
	}
	return true
}

// namesSubject reports whether an item names what the claim is about: one
// of the claim's subject terms at least, not only its circumstances (the
// browser, the environment, the time).
func (c *Claim) namesSubject(r *Reading, ob *observation) bool {
	if r.Named || r.ranCommand || r.limited || r.reported {
		// The claimed test's or command's own result, the limit's own 429:
		// it is what the claim names.
		return true
	}
	product := true // "the mobile app", "the API", "el servicio": what every item of it is about
	for _, t := range c.core {
		product = product && productWords[t]
	}
	if product {
		return true
	}
	for _, t := range c.core {
		if slices.Contains(r.Shared, t) || problemWord(t) {
			return true
		}
		if len(t) >= 4 && isLatin(t) {
			// "health" in /healthz, "invoic" in invoice_pdf: the name as
			// part of an identifier.
			if holdsWord(ob.lowered(), t) {
				return true
			}
		}
	}
	return r.speaksDomain || c.attributeNamed(r, ob) || c.namesClaimedThing(ob.text) || c.statisticNamed(r, ob.text) || c.situationNamed(r)
}

// situationNamed reports a recognised success observed in the claim's own
// situation, named by two of its words outside the subject, one of them
// distinctive: "soak test on the STM32 board: 0 errors" for "the CAN bus
// driver runs without errors on the STM32 board", "rotated the camera screen
// 30 times: zero crashes" for "the Android app no longer crashes when
// rotating the camera screen". What was observed there is what the claim is
// about unless the item names something else (otherName, checked after).
func (c *Claim) situationNamed(r *Reading) bool {
	if r.Outcome != Pass || !r.Prose || r.Rule == "" {
		return false
	}
	n, distinctive := 0, false
	for _, t := range r.Shared {
		if slices.Contains(c.core, t) || generic[t] || scheduleWords[t] || quantifiers[t] || productWords[t] || !c.isTopical(t) {
			continue
		}
		n++
		distinctive = distinctive || len(t) >= 5 || strings.ContainsAny(t, "0123456789")
	}
	return n >= 2 && distinctive
}

// statisticNamed reports an item read by the claim's bound whose figure is
// labelled with the statistic the claim limits ("p99 64 ms" for "under 80
// ms at p99"): a measurement of the claim's own statistic names what it
// measures, unless it names something else (otherName, checked after).
func (c *Claim) statisticNamed(r *Reading, content string) bool {
	if r.Rule != "number.bound" || !r.Prose {
		return false
	}
	lower := strings.ToLower(content)
	for _, p := range deploymentPhrases {
		if strings.Contains(lower, p.phrase) {
			return false // measured in a test environment, a sandbox
		}
	}
	terms := SubjectOf(content).Terms
	for _, e := range environments {
		if e.kind == "deployment" && e.name != "production" && text.Common(e.terms, terms) > 0 {
			return false // measured on staging, a laptop, a canary
		}
	}
	ms := measurements(content, 32)
	for _, b := range c.bounds {
		if b.named(content, ms) {
			return true
		}
	}
	return false
}

// holdsWord reports whether lower-cased text holds a term, or, for an
// agent noun, its verb ("resizer": "resizes", "loader": "loading").
func holdsWord(lower, t string) bool {
	if strings.Contains(lower, t) {
		return true
	}
	if len(t) >= 6 && (strings.HasSuffix(t, "er") || strings.HasSuffix(t, "or")) {
		return strings.Contains(lower, t[:len(t)-2])
	}
	return false
}

// measureWords name a measure, not what is measured.
var measureWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("p50 p90 p95 p99 p999 latency throughput duration load rate error errors requests request rps qps " +
		"ms time times same under over profile run runs average median mean max min percentile cpu memory bajó carga misma " +
		"dropped went from to fell rose unchanged changed stayed held down up improved faster slower quicker igual bajó subió " +
		"mismo mismos perfil prueba init initialization inicio replay traffic before after vs versus antes después despues " +
		// a load tester's labels: k6's http_req_duration avg= med= p(95)=, hey's Slowest, wrk's Stdev
		"avg med http req reqs slowest fastest total summary distribution secs sec stdev stats thread threads") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	for _, t := range text.Terms("同样 负载 毫秒 降到 从") {
		m[t] = true
	}
	return m
}()

// measuresOnly reports a short content whose every topical term is a
// measure or a number, with a measurement in it.
func measuresOnly(content string) bool {
	if len(content) > coverBytes || Measurements(content) == 0 {
		return false
	}
	if hasCJKText(content) {
		// Chinese is read as bigrams, which straddle the measure words:
		// take the measure words and particles out, and what is left must
		// hold no Chinese ("同样负载下 p95 从 900 毫秒降到了 180 毫秒").
		for _, w := range cjkMeasure {
			content = strings.ReplaceAll(content, w, " ")
		}
		if hasCJKText(content) {
			return false
		}
	}
	for _, t := range SubjectOf(content).Topical() {
		if !measureWords[t] && !allDigits(t) && !isVersionLike(t) {
			return false
		}
	}
	return true
}

// sharesCore reports whether shared holds a term of the claim's subject.
func (c *Claim) sharesCore(shared []string) bool {
	for _, t := range shared {
		if slices.Contains(c.core, t) {
			return true
		}
	}
	return false
}

// measuresOnly is the package's measuresOnly, where the claim's own words
// outside its subject (its change: "after enabling dynamic batching") are
// measure words too.
func (c *Claim) measuresOnly(content string) bool {
	if len(content) > coverBytes || Measurements(content) == 0 {
		return false
	}
	if hasCJKText(content) {
		return measuresOnly(content)
	}
	for _, t := range SubjectOf(content).Topical() {
		if !measureWords[t] && !allDigits(t) && !isVersionLike(t) && (slices.Contains(c.core, t) || !slices.Contains(c.Subject.Terms, t)) {
			return false
		}
	}
	return true
}

// cjkMeasure are the Chinese words of a measurement and the particles
// around them.
var cjkMeasure = []string{"同样", "相同", "负载", "压力", "毫秒", "秒", "降到", "降至", "降低", "下降", "升到", "从", "到",
	"了", "下", "的", "在", "约", "为", "是", "次", "各", "平均", "中位数", "延迟", "耗时", "减少"}

func hasCJKText(s string) bool {
	for _, r := range s {
		if isCJK(r) {
			return true
		}
	}
	return false
}

// problemWord reports a term that names a problem rather than a thing: a
// failing HTTP status ("the intermittent 502 is gone") or a failure
// ("the crash", "the timeout"). An item showing that it is gone need not
// name it.
func problemWord(t string) bool {
	if n, rest := leadingInt(t); rest == "" && n >= 400 && n <= 599 {
		return true
	}
	return slices.Contains(failureTerms, t) || generic[t]
}

// sharesEffect reports whether an item holds a term of a causal claim that
// is not of its cause: the effect the claim explains.
func (c *Claim) sharesEffect(r *Reading) bool {
	for _, t := range r.Shared {
		if !slices.Contains(c.cause, t) {
			return true
		}
	}
	return false
}

// claimsRun reports a claim about a run's result: "the tests pass", "CI
// is green", "pasan", "测试通过".
func (c *Claim) claimsRun() bool {
	for i := range c.Statements {
		switch c.Statements[i].Rule {
		case "success.en.passes", "success.es.pasan", "success.zh.passes":
			return true
		}
		if strings.Contains(strings.ToLower(c.Statements[i].Text), "green") {
			return true
		}
	}
	return false
}

// statesChange reports a claim that says something is different now
// ("ParseHeader now returns ErrNilHeader instead of panicking"): words
// that it persists deny it, even when what it now does is an error.
func (c *Claim) statesChange() bool {
	for _, t := range c.tokens() {
		switch t.s {
		case "now", "instead", "anymore", "ahora", "现在", "现":
			return true
		}
	}
	return false
}

// productWords name the product itself rather than a part of it: an item
// about the app need not say "the app".
var productWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("app apps application mobile web site website service system api backend frontend server " +
		"product platform client desktop cli tool aplicación aplicacion servicio sistema servidor plataforma escritorio " +
		"project repo repository codebase proyecto repositorio") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	for _, t := range text.Terms("应用 系统 服务 平台 客户端") {
		m[t] = true
	}
	return m
}()

// states reports whether the claim's predicate is one the tables know: a
// success, a failure or an affirmation statement of its own.
func (c *Claim) states() bool {
	end := c.coreEnd()
	for i := range c.Statements {
		switch c.Statements[i].Kind {
		case Success, Failure, Affirm, Persist:
			if c.Statements[i].Start < end {
				return true // not "up" in "after start-up"
			}
		}
	}
	return false
}

// coreEnd is where the claim's main clause ends: its first circumstance
// ("after", "in", "at"…) or stop.
func (c *Claim) coreEnd() int {
	for _, t := range c.tokens() {
		if t.stop || circumstances[t.s] {
			return t.start
		}
	}
	return len(c.Text)
}

// circumstances end a claim's main clause: what follows says when, where
// or how ("after start-up", "in staging", "at 2am").
var circumstances = map[string]bool{"after": true, "before": true, "since": true, "when": true, "once": true, "while": true,
	"until": true, "with": true, "without": true, "for": true, "in": true, "on": true, "at": true, "by": true, "from": true,
	"during": true, "because": true, "tras": true, "después": true, "despues": true, "desde": true, "cuando": true, "con": true,
	"sin": true, "en": true, "para": true, "durante": true, "porque": true}

// coreTerms returns the topical terms of the claim's main clause, before
// its first circumstance, schedule words aside.
func (c *Claim) coreTerms() []string {
	if c.coreTermList != nil {
		return c.coreTermList
	}
	out := []string{}
	end := c.coreEnd()
	if plainWords(c.Text[:end]) && subjectFast {
		for i, tk := range c.tokens() {
			if tk.start >= end {
				break
			}
			if t, ok := c.termAt(i); ok && !generic[t] && !scheduleWords[t] && !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	} else {
		for _, t := range SubjectOf(c.Text[:end]).Topical() {
			if !scheduleWords[t] {
				out = append(out, t)
			}
		}
	}
	c.coreTermList = out
	return out
}

// scheduleWords say how often something happens: a claim's own word that
// no single observation can hold.
var scheduleWords = map[string]bool{"nightly": true, "daily": true, "hourly": true, "weekly": true, "monthly": true,
	"everi": true, "every": true, "each": true, "always": true, "nocturna": true, "nocturno": true, "nocturn": true,
	"diaria": true, "diario": true, "diari": true, "semanal": true, "mensual": true, "cada": true, "siempre": true}

// clockIn reports whether a clock time of a claim ("2am", "14:05") is the
// time of a timestamp in content ("02:00:01", "T14:05:22Z").
func clockIn(term, content string) bool {
	h, m, ok := clock(term)
	if !ok {
		return false
	}
	for i := 0; i+5 <= len(content); i++ {
		j := strings.IndexByte(content[i:], ':')
		if j < 0 {
			return false
		}
		i += j
		if i < 2 || i+3 > len(content) || !isDigit(content[i-1]) || !isDigit(content[i-2]) || !isDigit(content[i+1]) || !isDigit(content[i+2]) {
			continue
		}
		hh := int(content[i-2]-'0')*10 + int(content[i-1]-'0')
		mm := int(content[i+1]-'0')*10 + int(content[i+2]-'0')
		if hh == h && (m < 0 || mm == m) {
			return true
		}
	}
	return false
}

// clock reads a clock time term: "2am", "11pm", "14:05" (as terms keep
// it: "1405" is not one); m is -1 when only the hour is named.
func clock(t string) (h, m int, ok bool) {
	n, rest := leadingInt(t)
	switch {
	case n < 0 || n > 23:
		return 0, 0, false
	case rest == "am" && n <= 12:
		return n % 12, -1, true
	case rest == "pm" && n <= 12:
		return n%12 + 12, -1, true
	}
	return 0, 0, false
}

// registeredStatus reports an HTTP status code of IANA's registry (RFC
// 9110 and its companions): 212 or 299 is a number, no status.
func registeredStatus(n int) bool {
	switch {
	case n >= 100 && n <= 103, n >= 200 && n <= 208, n == 226, n >= 300 && n <= 308 && n != 306,
		n >= 400 && n <= 418, n >= 421 && n <= 426, n == 428, n == 429, n == 431, n == 451,
		n >= 500 && n <= 508, n == 510, n == 511:
		return true
	}
	return false
}

// countedAfter reports a plural noun after a number, an adjective aside:
// "100 results", "212 ninth graders" count things; "500 errors", "404
// responses" and "200 OK" name a status.
func countedAfter(toks []tok) bool {
	for i := 0; i < len(toks) && i < 2; i++ {
		t := toks[i]
		if t.stop || !isLatin(t.s) || stopWord(t.s) {
			return false // "413 for files over 10 MB": the status, then what it answers
		}
		if len(t.s) > 3 && strings.HasSuffix(t.s, "s") && !strings.HasSuffix(t.s, "ss") && !statusNouns[t.s] {
			return true
		}
	}
	return false
}

// statusNouns follow a status code they are the plural of.
var statusNouns = map[string]bool{"errors": true, "responses": true, "codes": true, "statuses": true, "replies": true, "answers": true,
	"pages": true, "redirects": true, "requests": true, "errores": true, "respuestas": true}

// newFigure reports a figure with a point or a colon in content — a version,
// a decimal, a time — that the claim does not give: "版本号 16.4" beside
// "升级到 PostgreSQL 16" is what was read off the system, no restatement.
func newFigure(claim, content string) bool {
	ints := 0
	for i := 0; i < len(content); i++ {
		if !isDigit(content[i]) || i > 0 && (isDigit(content[i-1]) || content[i-1] == '.') {
			continue
		}
		j := i
		for j < len(content) && (isDigit(content[j]) || (content[j] == '.' || content[j] == ':') && j+1 < len(content) && isDigit(content[j+1])) {
			j++
		}
		if f := content[i:j]; strings.ContainsAny(f, ".:") && !strings.Contains(claim, f) {
			return true
		} else if indexWordFold(claim, f) < 0 {
			if ints++; ints >= 2 {
				return true // "at stations 1, 2 and 3": the instances seen, which the claim does not list
			}
		}
		i = j
	}
	return false
}

// wanted says what the content would have to show to affirm the claim.
func (c *Claim) wanted(r *Reading) string {
	switch {
	case !r.Relevant:
		return "it observed what the claim names"
	case r.OtherSubject != "" && c.envNames() == "":
		return "it had observed what the claim names, not " + r.OtherSubject // another slot's name: "the tenant initech"
	case r.OtherSubject != "":
		return "it had been observed in " + c.envNames() + ", not " + r.OtherSubject
	case r.Outcome == NoRun:
		return "the check had run"
	case c.measures():
		return "its numbers showed the measure the claim states, after the change"
	case len(c.testNames) > 0:
		return "it showed " + c.testNames[0] + " itself passing"
	case c.ExpectsFailure:
		return "it showed the failure the claim states"
	}
	if c.wantedSays == "" {
		// The same for every item of the claim: made once.
		c.wantedSays = "it said, as observed, that " + asClause(text.Clip(c.Text, 120)) + " (in words such as \"works\", \"delivered\", \"returns 200\", \"0 errors\")"
	}
	return c.wantedSays
}

// asClause returns a claim as the clause of a sentence: without its final
// stop, and with a capital that only starts it lower-cased ("The cache is
// warm." → "the cache is warm"; "TestCheckout passes" stays).
func asClause(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), ".!。")
	if len(s) > 1 && 'A' <= s[0] && s[0] <= 'Z' && 'a' <= s[1] && s[1] <= 'z' {
		s = string(s[0]+'a'-'A') + s[1:]
	}
	return s
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
	if introduces(text[st.End:min(len(text), to+1)]) {
		// "Not sure, but I think so: (copied from the issue page) …": a
		// hedge that introduces what follows governs it (negative.go).
		return false
	}
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
// namesOwnSubjectIn is namesOwnSubject of text[from:to], read from the
// tokens and statements of text.
func namesOwnSubjectIn(text string, from, to int, toks []tok, ss []Statement) bool {
	var ids [1]string
	if len(appendIdents(ids[:0], text[from:to])) > 0 {
		return true
	}
	for _, t := range toks {
		if t.start < from || t.end > to || t.stop || len(t.s) < 4 || verdictWords[t.s] || generic[t.s] || markerWords()[t.s] || orderWords()[t.s] {
			continue
		}
		ascii := true
		for i := 0; i < len(t.s); i++ {
			ascii = ascii && 'a' <= t.s[i] && t.s[i] <= 'z'
		}
		if !ascii || stopWord(t.s) {
			continue
		}
		in := false
		for k := range ss {
			if ss[k].Start <= t.start && t.start < ss[k].End {
				in = true // "not verified", "works": the hedge or verdict itself
				break
			}
		}
		if !in {
			return true
		}
	}
	return false
}

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
		if t.stop || len(t.s) < 4 || verdictWords[t.s] || generic[t.s] || markerWords()[t.s] {
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
	if c := text[i]; c != 0xE3 && c != 0xEF {
		return false // every full-width stop starts with one of these
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
// (docs/rules.md §4.1, duplicate): equal fingerprints, confirmed on the whole
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

// Word is the reading's one word for results (docs/rules.md §4.1), the first that
// applies of "duplicate", "persists", "fail", "no-run", "irrelevant",
// "restatement", "hearsay", "hedge", "affirms" (words that affirm the
// claim), "pass" (output that passed), or "" for content that says
// neither.
func (r *Reading) Word() string {
	switch {
	case r.Duplicate >= 0:
		return "duplicate"
	case r.Persists:
		return "persists"
	case r.Outcome == Fail || r.Outcome == NoRun:
		return string(r.Outcome)
	case !r.Relevant && len(r.Instructions) == 0:
		return "irrelevant"
	case !r.Relevant:
		return "" // only lines addressed to the classifier: nothing read, unaffirmed where labelled supports
	case r.Restatement:
		return "restatement"
	case r.Hearsay.Rule != "":
		return "hearsay"
	case r.Hedge.Rule != "":
		return "hedge"
	case r.Affirms && (r.Prose || r.Outcome == None):
		return "affirms"
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
	switch r.Word() {
	case "hearsay":
		return r.Hearsay.Sentence
	case "hedge":
		return r.Hedge.Sentence
	case "fail", "no-run", "pass", "persists", "affirms":
		return r.Result.Because()
	}
	return ""
}

// NamesSomething reports whether s holds a topical term or an
// identifier: an item that names nothing ("48 examples, 2 failures"
// pasted alone) cannot be shown to concern another subject.
func NamesSomething(s string) bool {
	s = text.Clip(s, namesBytes)
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
	first = text.Clip(first, 200)
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

func (c *Claim) negation() bool { return c.negated(false) }

// lower returns the claim's text lower-cased, made once: the tables of
// claim words are searched in it with strings.Contains, faster than
// indexFold for each word.
func (c *Claim) lower() string {
	if c.lowerText == "" && c.Text != "" {
		c.lowerText = toLower(c.Text)
	}
	return c.lowerText
}

// withoutWords negate a circumstance, not the claim: "faster without the
// map copy", "es más rápido sin la copia".
var withoutWords = map[string]bool{"without": true, "sin": true, "无": true, "none": true, "nothing": true, "neither": true, "nor": true}

// negated is negation; strict leaves out withoutWords, so that it reports
// only a claim that denies its predicate ("nobody can bypass the check",
// "is not vulnerable").
func (c *Claim) negated(strict bool) bool {
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
			if modifierRows[e.row].planned || !matchAt(toks, j, e.toks) || strict && withoutWords[toks[j].s] {
				continue
			}
			inside := inComparator(c.Text, toks[j].start) // "不到 5 秒", "no more than 3 retries": a bound, not a denial
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

// cessations are the absence phrases that say something stopped rather than
// that a capability is missing: "no longer", "ya no", "不再" and the Chinese
// modal forms, where "can" or "will" stands between 不 and 再 ("不能再叠加",
// "无法再登录", "不会再重试").
var cessations = map[string]bool{"no longer": true, "ya no": true, "不再": true,
	"不能再": true, "无法再": true, "不会再": true, "不可以再": true, "不可再": true, "没法再": true}

// noLonger reports a bare "no longer" / "ya no" / "不再" phrase at toks[j]
// (an absence statement) followed, within four words, by a harm.
func noLonger(sts []Statement, toks []tok, j int) bool {
	for _, st := range sts {
		if st.Kind != Absence || st.Start != toks[j].start {
			continue
		}
		if !cessations[strings.ToLower(st.Text)] {
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
		if w == "" || envNoise[w] || slices.Contains(out, w) {
			return
		}
		out = append(out, w)
		for _, a := range envAliases[w] {
			if !slices.Contains(out, a) {
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
	if c.place != "" {
		add(c.place)
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

// observedInAny reports whether text says it was observed in one of envs
// (see [ObservedIn]), tokenizing it once into the claim's buffer.
func (c *Claim) observedInAny(text string, envs [][]string) bool {
	if len(envs) == 0 || text == "" {
		return false
	}
	c.envToks = tokenize(text, c.envToks[:0])
	toks := c.envToks
	var cl clauses
	for _, env := range envs {
		if observedIn(text, toks, &cl, env) {
			return true
		}
	}
	return false
}

// ObservedIn reports whether text says it was observed in env (an
// environment of [Claim.Environments]): env as whole words, not negated
// or planned in its clause ("not in production yet", "will try in
// production"), and not a likeness ("production-like", "prod-ish").
func ObservedIn(text, env string) bool {
	var cl clauses
	return observedIn(text, tokenize(text, nil), &cl, envWords(env))
}

// envWords returns the words of an environment as the tokenizer makes them.
func envWords(env string) []string {
	var ws []string
	for _, t := range tokenize(env, nil) {
		if !t.stop {
			ws = append(ws, t.s)
		}
	}
	return ws
}

// observedIn is ObservedIn on text's tokens, for an environment's words
// ([envWords]), with text's clauses made when first needed.
func observedIn(text string, toks []tok, clp *clauses, ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	cl := *clp
	defer func() { *clp = cl }()
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

// namedPackage returns, for a claim about one package's tests ("the
// tokenize package tests pass", "go test ./internal/tokenize passes"), that
// package's own line in a run of several: "ok  example.com/app/tokenize"
// passes it whatever another package did, a "FAIL\tpkg" of it fails it. A
// claim of the whole run ("all tests pass", "the suite") or of a named
// test is not one package's, nor is a claim that names no package or test.
func (c *Claim) namedPackage(r *Result) (o Outcome, rule, name string) {
	if len(c.testNames) > 0 || c.claimsSuite() || c.Has(Universal) && !c.Always() {
		return None, "", ""
	}
	lower := strings.ToLower(c.Text)
	if !holdsAny(lower, packageWords) {
		return None, "", ""
	}
	for _, p := range r.pkgs {
		seg := strings.ToLower(p.path[strings.LastIndexByte(p.path, '/')+1:])
		if len(seg) < 3 || generic[seg] || !hasToken(lower, seg) {
			continue
		}
		if !p.ok {
			return Fail, "named-package-failed", p.path
		}
		if o == None {
			o, rule, name = Pass, "named-package-passed", p.path
		}
	}
	return o, rule, name
}

// packageWords say a claim is about a package's tests.
var packageWords = []string{"package", "pkg", "test", "paquete", "prueba", "包", "测试"}

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
		if i := strings.LastIndex(n, " > "); i >= 0 {
			n = n[i+3:] // vitest's "search.test.js > normalize strips accents": the test, after its file and blocks
		}
		terms := SubjectOf(n).Topical()
		if len(terms) >= 2 && text.Common(terms, c.Subject.Terms) == len(terms) {
			return true
		}
		// "the leap day test passes" ← "handles leap day": the claim's own
		// words for its test, two at least, are all in the test's name.
		own := 0
		for _, t := range c.Subject.Terms {
			if !runnerWords[t] && !generic[t] {
				if !slices.Contains(terms, t) {
					return false
				}
				own++
			}
		}
		return own >= 2
	}
	if strings.ContainsAny(n, "-_") && !strings.ContainsAny(n, "./:") {
		// A job or check named in words: "integration-tests" for "the
		// integration tests pass".
		terms := SubjectOf(strings.NewReplacer("-", " ", "_", " ").Replace(n)).Topical()
		return len(terms) >= 1 && text.Common(terms, c.Subject.Terms) == len(terms)
	}
	return false
}

// Cause returns, for a causal claim, the topical terms of the cause it
// names ("caused by writing to a nil map": writ, nil, map); nil otherwise.
func (c *Claim) Cause() []string { return c.cause }
