package audit

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// A rule is one row of the audit table (docs/rules.md §5): its category and usual
// severity, what it reads (a phrase table, a code expression) and its
// message template. Templates name their slots — {where}, {found},
// {what}, {area}, {failures}, {status}, {claim} — and a finding is the
// template filled in; nothing rewrites a message after it is made.
type rule struct {
	name     string
	category Category
	severity Severity
	// onTrivial: the row still applies to a trivial change (a typo, a
	// comment…). Operations, rewrites, swallowed errors and the session's
	// evidence do; tests, scope, contracts and sensitive areas do not.
	onTrivial bool
	phrases   *reading.Table
	// code matches the same thing written as code in a description;
	// unless, when set, cancels a code match anywhere in the same text.
	code, unless func() *regexp.Regexp // built on first use
	// codeNeeds, when set, are literals one of which every match of code
	// holds (ASCII, any case): a text with none skips both expressions,
	// whose automata otherwise read every byte of it.
	codeNeeds []string
	// message is the finding; lowered, the finding when something the
	// row names lowers its severity.
	message, lowered string
	check            func(rv *review, r *rule) []Finding
}

// maxChangesInScope is how many files one reported problem may touch
// before the size of the change is itself a finding.
const maxChangesInScope = 8

// rules is the audit table (docs/rules.md §5). Adding a check is adding a row.
var rules = []rule{
	{
		name: "data-loss", category: DataLoss, severity: High, onTrivial: true,
		message: "{where} {what} ({found}). It is irreversible, and {missing}: state and rehearse both a backup and a rollback path before running it.",
		lowered: "{where} {what} ({found}). A backup and a rollback path are stated: rehearse the rollback on a copy first; the operation itself stays irreversible.",
		check:   checkOperations,
	},
	{
		name: "security-operation", category: Security, severity: High, onTrivial: true,
		message: "{where} {what} ({found}). {missing}; only a test of that property lowers this.",
		lowered: "{where} {what} ({found}). The test plan tests that property; keep the change on its own and have it reviewed.",
		check:   checkOperations,
	},
	{
		name: "rewrite", category: Rewrite, severity: High, onTrivial: true, phrases: rewritePhrases,
		message: "{where} is a rewrite (\"{found}\") rather than a fix in place. A rewrite needs a higher bar of evidence: direct evidence that the current component cannot be fixed in place — a passing test is not that evidence — and for the assumption that makes replacement look necessary.",
		lowered: "{where} is a rewrite (\"{found}\"). {what} shows the current component failing in a way a narrow fix may not reach; keep the rewrite as narrow as that allows.",
		check:   checkRewrite,
	},
	{
		name: "api-contract", category: APIContract, severity: High, phrases: apiPhrases,
		code:      lazy.Regexp(`(?i)\b(get|post|put|patch|delete)\s+/[\w/{}.:-]+|(^|\s)/v\d+/[\w/{}.-]+`),
		codeNeeds: []string{"/"},
		message:   "{where} assumes how {found} behaves, but no supplied evidence shows that contract. Capture the real request and response (or the current documentation, with its version) before building on it.",
		check:     checkAPIContract,
	},
	{
		name: "evidence-session", category: Evidence, severity: High, onTrivial: true,
		message: "The proposal rests on a claim this session found {status}: \"{claim}\". {what}",
		check:   checkSessionClaims,
	},
	{
		name: "evidence-item", category: Evidence, severity: High, onTrivial: true,
		message: "{what} contradicts the proposal's premise (\"{found}\"); resolve that before making the change.",
		check:   checkContradictingItems,
	},
	{
		name: "tests-none", category: Tests, severity: Medium,
		message: "No test plan and no test among the changes: add a test that fails before the change and passes after it, and say how you will run it.",
		check:   when(func(rv *review) bool { return !rv.hasPlan() && !rv.hasTestFile }),
	},
	{
		name: "tests-manual", category: Tests, severity: Medium,
		message: "The test plan names no automated test and no test is among the changes: based on the descriptions, nothing will keep the fix from regressing. Add a test that fails before and passes after.",
		check:   when(func(rv *review) bool { return rv.hasPlan() && !rv.hasTestFile && !namesTest(rv.TestPlan) }),
	},
	{
		name: "tests-no-plan", category: Tests, severity: Low,
		message: "A test is among the changes, but no test plan says how it shows the fix (fails before, passes after).",
		check:   when(func(rv *review) bool { return !rv.hasPlan() && rv.hasTestFile && !rv.testOnly }),
	},
	{
		name: "scope-marked", category: Scope, severity: Medium, phrases: scopePhrases,
		message: "{where} is described as unrelated work (\"{found}\"): keep it out of this change, or say how it bears on the problem.",
		check:   checkScopeMarked,
	},
	{
		name: "scope-unrelated", category: Scope, severity: Medium,
		message: "{where} shares no terms with the reported problem (\"{found}\"): keep it out of this change, or say how it bears on the problem.",
		check:   checkScopeUnrelated,
	},
	{
		name: "scope-size", category: Scope, severity: Medium,
		message: "{found} files change for one reported problem (more than {what}): split the change, and land the smallest one that fixes the problem first.",
		check:   checkScopeSize,
	},
	{
		name: "sensitive-area", category: Security, severity: Medium, phrases: areaPhrases,
		message: "{where} touches {area} (\"{found}\"), a sensitive area: keep the change minimal, review it on its own, and test the failure paths ({failures}).",
		lowered: "{where} touches {area} (\"{found}\"); the test plan tests its failure paths. Review it on its own.",
		check:   checkArea,
	},
	{
		name: "swallowed-errors", category: ErrorHandling, severity: Medium, onTrivial: true, phrases: swallowPhrases,
		code:      lazy.Regexp(`(?i)catch\s*(\([^)]*\))?\s*\{\s*\}|\bexcept(\s+[\w.]+(\s+as\s+\w+)?)?\s*:\s*pass\b|(^|[\s;{])_\s*=\s*[\w.]+\.\w+\(|if\s+err\s*!=\s*nil\s*\{\s*\}|\brescue\s*(=>\s*\w+)?\s*;?\s*(nil|end)\b|\bt\.skip(now)?\(|@pytest\.mark\.skip\b|@unittest\.skip\b|\b(it|describe|test)\.skip\(|\bxit\(`),
		codeNeeds: []string{"{", ":", "(", "@", "cue"}, // "cue": rescue … nil
		message:   "{where} hides failures (\"{found}\"): handle the specific error, and let the rest surface with context.",
		check:     checkPhrases,
	},
	{
		name: "unbounded-retry", category: ErrorHandling, severity: Medium, onTrivial: true, phrases: retryPhrases,
		code:      lazy.Regexp(`(?i)\bfor\s*\{|\bwhile\s*\(?\s*(true|1)\s*\)?\s*[:{]`),
		unless:    lazy.Regexp(`(?i)sleep|backoff|time\.after|ticker|max_?attempts|maxretries|up to \d+|retries\s*[<>]=?\s*\d`),
		codeNeeds: []string{"{", ":"},
		message:   "{where} introduces an unbounded or tight retry (\"{found}\"), which turns a failure into a hang or a load storm: bound the attempts, back off, and surface the last error.",
		check:     checkPhrases,
	},
}

// fill fills a template's named slots.
func fill(template string, slots ...string) string {
	return strings.NewReplacer(slots...).Replace(template)
}

// finding makes a finding of row r about unit u.
func (r *rule) finding(sev Severity, u unit, template string, slots ...string) Finding {
	return Finding{sev, r.category, fill(template, append([]string{"{where}", u.where()}, slots...)...), u.path}
}

// An operation is a row of [Patterns] found in a unit.
type operation struct {
	pattern *Pattern
	found   string
}

// operations returns the rows of [Patterns] of one category that a
// unit's text performs, prose rows included: not those that the text
// removes or negates just before them ("remove InsecureSkipVerify",
// "instead of chmod 777", "do not run rm -rf"). At most one per row.
func operations(s string, cat Category) []operation {
	var out []operation
	lower := strings.ToLower(s)
	for i, re := range patternExprs() {
		p := &Patterns[i]
		if p.Category != cat || p.Removed || !holdsAny(lower, p.Needs) || !holdsAny(lower, p.AlsoNeeds) {
			continue
		}
		// Of the first four matches, the first the text does not take
		// back. Usually that is the first, and each search runs a large
		// expression: the other three are looked for only when it is taken
		// back.
		locs := re.FindAllStringIndex(s, 1)
		if len(locs) == 1 && !performed(s, i, locs[0]) {
			locs = re.FindAllStringIndex(s, 4)[1:]
		}
		for _, loc := range locs {
			if performed(s, i, loc) {
				out = append(out, operation{p, strings.TrimSpace(s[loc[0]:loc[1]])})
				break
			}
		}
	}
	return out
}

// performed reports whether the match loc of row i is an operation the
// text performs: not removed or negated just before, not cancelled by the
// row's Unless.
func performed(s string, i int, loc []int) bool {
	return !takenAway(s[:loc[0]]) && kept(i, s[loc[0]:loc[1]]) && (unless[i] == nil || !unless[i].MatchString(command(s, loc[0], loc[1])))
}

// command returns the operation at s[start:end] with the rest of its
// command: up to the next ";", "&&", "|" or line break.
func command(s string, start, end int) string {
	rest := s[end:]
	if i := strings.IndexAny(rest, ";|&\n"); i >= 0 {
		rest = rest[:i]
	}
	return s[start:end] + rest
}

// holdsAny reports whether s holds one of the literals (all of them when
// there are none: a row without a prefilter always runs).
func holdsAny(s string, literals []string) bool {
	for _, l := range literals {
		if strings.Contains(s, l) {
			return true
		}
	}
	return len(literals) == 0
}

// takenAway reports whether the end of before — the last few words of
// the operation's clause — removes or negates what follows.
func takenAway(before string) bool {
	if i := strings.LastIndexAny(before, ".;\n。；"); i >= 0 {
		before = before[i+1:]
	}
	words := strings.Fields(before)
	if len(words) > 4 {
		before = strings.Join(words[len(words)-4:], " ")
	}
	if before == "" {
		return false
	}
	if len(removalPhrases.Find(before)) > 0 || len(insteadPhrases.Find(before)) > 0 {
		return true
	}
	return reading.Negations(before) > 0
}

// propertyTables compiles each security row's Property phrases once.
var propertyTables = func() map[string]*reading.Table {
	m := map[string]*reading.Table{}
	for _, p := range Patterns {
		if len(p.Property) > 0 {
			m[p.Name] = reading.NewTable(reading.Row{Name: p.Name, Phrases: p.Property})
		}
	}
	return m
}()

// docsOnly reports a proposal whose every change is documentation: its
// text describes operations, it performs none.
func (rv *review) docsOnly() bool {
	if len(rv.Changes) == 0 {
		return false
	}
	for _, c := range rv.Changes {
		if !isDocPath(c.Path) {
			return false
		}
	}
	return true
}

// missingRecovery says what a data-loss finding lacks, by whether a
// backup and a rollback path are stated.
var missingRecovery = map[[2]bool]string{
	{false, false}: "neither a backup to restore from nor a rollback path is stated",
	{true, false}:  "a backup is stated but no rollback path (how the data comes back, and who runs it)",
	{false, true}:  "a rollback path is stated but no backup to restore from: a down migration cannot bring dropped rows back",
}

// checkOperations reports the data-loss or security operations of each
// change, and of the proposal when no change names them. Data loss is
// lowered to medium only when a backup and a rollback path are both
// stated; a security operation only when the test plan tests the property
// it breaks.
func checkOperations(rv *review, r *rule) []Finding {
	backup, rollback := rv.stated(backupPhrases), rv.stated(rollbackPhrases)
	dataLossLowered := r.category == DataLoss && backup && rollback
	missing := missingRecovery[[2]bool{backup, rollback}]
	if r.category == Security {
		missing = "No test plan tests that property"
		if rv.hasPlan() || rv.hasTestFile {
			missing = "The tests planned do not test that property"
		}
	}
	var out []Finding
	for k := len(rv.units) - 1; k >= 0; k-- { // changes first, the proposal last
		u := rv.units[k]
		if u.path == "" && (len(out) > 0 || rv.docsOnly()) {
			break
		}
		if u.path != "" && isDocPath(u.path) {
			continue // documentation describes an operation; it does not run it
		}
		ops := operations(u.text, r.category)
		if len(ops) == 0 {
			continue
		}
		op := ops[0]
		quoted := make([]string, len(ops))
		for i, o := range ops {
			quoted[i] = "`" + text.Excerpt(o.found, 80) + "`"
		}
		lowered := dataLossLowered
		if r.category == Security {
			if t := propertyTables[op.pattern.Name]; t != nil {
				_, lowered = t.FirstIn(rv.tests)
			}
		}
		sev, template := r.severity, r.message
		if lowered {
			sev, template = Medium, r.lowered
		}
		out = append(out, r.finding(sev, u, template, "{what}", op.pattern.Message, "{found}", strings.Join(quoted, ", "), "{missing}", missing))
	}
	reverse(out)
	return out
}

func reverse(fs []Finding) {
	for i, j := 0, len(fs)-1; i < j; i, j = i+1, j-1 {
		fs[i], fs[j] = fs[j], fs[i]
	}
}

// FindRewrite returns the first rewrite that s proposes (docs/rules.md §5, rewrite):
// not negated or turned down ("we should not rewrite", "instead of
// rewriting"), and not the replacement of a deprecated call by its
// documented successor. reality_check's premature-rewrite reads the same
// rows.
func FindRewrite(s string) (reading.Match, bool) {
	return findRewrite(reading.NewText(s))
}

func findRewrite(x *reading.Text) (reading.Match, bool) {
	for _, m := range rewritePhrases.FindIn(x) {
		if m.Negated || declined(x.String(), m) {
			continue
		}
		if _, ok := deprecationPhrases.First(m.Sentence); ok {
			continue
		}
		return m, true
	}
	return reading.Match{}, false
}

// declined reports an "instead of", "rather than" or "不应该" just before
// a match, in its clause.
func declined(s string, m reading.Match) bool {
	before := s[:m.Start]
	if i := strings.LastIndexAny(before, ".;,\n。；，"); i >= 0 {
		before = before[i+1:]
	}
	if len(before) > 40 {
		before = before[len(before)-40:]
		for len(before) > 0 && before[0]&0xC0 == 0x80 {
			before = before[1:]
		}
	}
	return len(insteadPhrases.Find(before)) > 0
}

// Unfixable returns the index of the first item that shows a component
// failing in a way a fix in place may not reach — direct, high-reliability,
// supporting and concerning subject — and that is not a passing run: a
// pass shows something works, not that the current code cannot be fixed.
// It returns -1 when there is none.
//
// raw, when it holds one string per item, is read instead of the items'
// (redacted) contents.
func Unfixable(items []evidence.Item, raw []string, subject string) int {
	var c *reading.Claim
	for i := range items {
		it := &items[i]
		if !it.Direct() || !it.HighReliability() || it.Polarity != evidence.Supports {
			continue
		}
		if c == nil {
			c = reading.NewClaim(subject)
		}
		content := it.Content
		if len(raw) == len(items) {
			content = raw[i]
		}
		rd := c.Read(reading.Input{Content: content, Source: it.Source})
		if rd.Outcome == reading.Pass || rd.Inferred() || !rd.Relevant {
			continue
		}
		return i
	}
	return -1
}

func checkRewrite(rv *review, r *rule) []Finding {
	var out []Finding
	for k := len(rv.units) - 1; k >= 0; k-- {
		u := rv.units[k]
		if u.path == "" && len(out) > 0 {
			break
		}
		m, ok := findRewrite(u.words)
		if !ok {
			continue
		}
		if i := Unfixable(rv.Evidence, rv.Raw, u.text); i >= 0 {
			out = append(out, r.finding(Medium, u, r.lowered, "{found}", m.Text, "{what}", evidence.Name(rv.Evidence, i)))
			continue
		}
		out = append(out, r.finding(r.severity, u, r.message, "{found}", m.Text))
	}
	reverse(out)
	return out
}

// firstIn returns the first phrase of r's table, or match of its code
// expression, in a unit, as written ("" when none).
func (r *rule) firstIn(u unit) string {
	s := u.text
	if r.phrases != nil {
		if m, ok := r.phrases.FirstIn(u.words); ok {
			return m.Text
		}
	}
	// unless only where code matched: its alternatives, none of them a
	// prefix, leave the automaton nothing to skip by, so it reads every
	// byte of a text that holds none of them.
	if r.code != nil && r.mayMatch(s) {
		if loc := r.code().FindStringIndex(s); loc != nil && (r.unless == nil || !r.unless().MatchString(s)) {
			return strings.TrimSpace(s[loc[0]:loc[1]])
		}
	}
	return ""
}

// mayMatch is code's prefilter: false only for a text that holds none of
// codeNeeds.
func (r *rule) mayMatch(s string) bool {
	if r.codeNeeds == nil {
		return true
	}
	for _, l := range r.codeNeeds {
		if containsFoldASCII(s, l) {
			return true
		}
	}
	return false
}

// containsFoldASCII reports whether s holds lit, ASCII letters in any
// case. lit must hold no 'k' or 's': (?i) also folds those to 'K' (U+212A)
// and 'ſ' (U+017F), which this does not.
func containsFoldASCII(s, lit string) bool {
	if len(lit) == 1 && lowerASCII(lit[0]) == lit[0] && (lit[0] < 'a' || lit[0] > 'z') {
		return strings.IndexByte(s, lit[0]) >= 0
	}
	for i := 0; i+len(lit) <= len(s); i++ {
		j := 0
		for j < len(lit) && lowerASCII(s[i+j]) == lit[j] {
			j++
		}
		if j == len(lit) {
			return true
		}
	}
	return false
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func checkAPIContract(rv *review, r *rule) []Finding {
	found := ""
	for _, u := range rv.units {
		if found = assumedContract(r, u); found != "" {
			break
		}
	}
	if found == "" {
		return nil
	}
	contractTypes := []evidence.Type{evidence.HTTPRequest, evidence.HTTPResponse, evidence.Documentation,
		evidence.TestResult, evidence.Log, evidence.ObservedBehavior}
	if rv.directEvidenceAbout(rv.proposalTerms, 2, contractTypes...) && rv.evidenceNamesPath(found, contractTypes) {
		return nil
	}
	return []Finding{r.finding(r.severity, rv.units[0], r.message, "{found}", contractName(found))}
}

// evidenceNamesPath reports whether, when the assumed contract is an
// endpoint, some direct item of those types names that endpoint in its
// content or source: evidence about /v3/payouts/capture does not show
// /v3/payments/capture, however many words they share. A contract that
// names no path is not checked here.
func (rv *review) evidenceNamesPath(found string, types []evidence.Type) bool {
	path := endpointPath(found)
	if path == "" {
		return true
	}
	for i := range rv.Evidence {
		it := &rv.Evidence[i]
		if it.Direct() && slices.Contains(types, it.Type) && (pathIn(path, it.Content) || pathIn(path, it.Source)) {
			return true
		}
	}
	return false
}

// endpointPath returns the path of an endpoint as a contract phrase
// writes it ("POST /v3/payments/capture" → "/v3/payments/capture"), or "".
func endpointPath(found string) string {
	i := strings.IndexByte(found, '/')
	if i < 0 || i > 0 && found[i-1] != ' ' {
		return ""
	}
	p := found[i:]
	if j := strings.IndexAny(p, " \t?#"); j >= 0 {
		p = p[:j]
	}
	return strings.TrimRight(p, ".,;:)/")
}

// pathIn reports whether text names path: its literal segments, in order,
// each a segment of one path in text. A placeholder segment ({id}, :id,
// <id>) or a number matches any segment.
func pathIn(path, text string) bool {
	var lits []string
	for _, seg := range strings.Split(strings.Trim(path, "/"), "/") {
		if seg == "" || strings.ContainsAny(seg[:1], "{:<0123456789") {
			continue
		}
		lits = append(lits, strings.ToLower(seg))
	}
	if len(lits) == 0 {
		return true
	}
	lo := strings.ToLower(text)
	for from := 0; from < len(lo); {
		i := strings.Index(lo[from:], "/"+lits[0])
		if i < 0 {
			return false
		}
		i += from
		end := i + 1
		for end < len(lo) && !strings.ContainsRune(" \t\n\"'`?#,;)", rune(lo[end])) {
			end++
		}
		segs := strings.Split(lo[i+1:end], "/")
		k := 0
		for _, sg := range segs {
			if k < len(lits) && sg == lits[k] {
				k++
			}
		}
		if k == len(lits) {
			return true
		}
		from = i + 1
	}
	return false
}

// assumedContract returns the first contract phrase or endpoint in s that
// the text relies on rather than provides ("call POST /v3/capture", not
// "add a POST /v1/items endpoint"), as written, or "".
func assumedContract(r *rule, u unit) string {
	type hit struct {
		at   int
		text string
	}
	s := u.text
	var hits []hit
	for _, m := range r.phrases.FindIn(u.words) {
		if !m.Negated {
			hits = append(hits, hit{m.Start, m.Text})
		}
	}
	if r.mayMatch(s) {
		for _, loc := range r.code().FindAllStringIndex(s, 4) {
			hits = append(hits, hit{loc[0], strings.TrimSpace(s[loc[0]:loc[1]])})
		}
	}
	for _, h := range hits {
		if !provides(s[:h.at]) {
			return h.text
		}
	}
	return ""
}

// provides reports whether the nearest owner verb in the clause before an
// endpoint is a provider's (add, expose, implement).
func provides(before string) bool {
	if i := strings.LastIndexAny(before, ".;\n。；"); i >= 0 {
		before = before[i+1:]
	}
	ms := sidePhrases.Find(before)
	return len(ms) > 0 && ms[len(ms)-1].Name == "provider"
}

// contractName names what a contract phrase is about, as people write it.
func contractName(found string) string {
	l := strings.ToLower(found)
	switch {
	case strings.Contains(l, "graphql"):
		return "the GraphQL API"
	case strings.Contains(l, "grpc"):
		return "the gRPC service"
	case strings.HasPrefix(l, "/") || strings.Contains(l, " /"):
		return "the endpoint " + found
	}
	return "the " + found
}

// A sessionStatus is how the evidence category treats a claim the
// session holds with that status.
type sessionStatus struct {
	status   claim.Status
	severity Severity
	advice   string
}

var sessionStatuses = []sessionStatus{
	{claim.Contradicted, High, "Reconcile the contradiction before acting on it."},
	{claim.Unverified, Medium, "Establish it with direct evidence before acting on it."},
}

// RestsOn reports whether a sentence of text states the claim stated — the same
// identifiers, or content terms with Jaccard ≥ 0.5 (docs/rules.md §7) — without
// denying it: a clause that negates what the claim asserts turns it down.
// It is how audit's evidence category and reality_check's
// contradicted-premise find a session's claim in new text.
func RestsOn(text, stated string) bool {
	return PremisesOf(text).RestsOn(stated)
}

// Premises are a text's sentences and clauses read once, for asking
// whether it rests on each of several claims: reality_check asks it of
// the reasoning and every attempt for each contradicted claim of the
// session, and splitting and reading the text again for each claim cost
// claims × text (64 × 136 KB at the limits).
type Premises struct {
	parts    []string
	subjects []reading.Subject
	negs     []int // parity of negations, -1 until needed
}

// PremisesOf splits and reads text for [Premises.RestsOn].
func PremisesOf(text string) *Premises {
	p := &Premises{parts: premises(text)}
	for _, part := range p.parts {
		p.subjects = append(p.subjects, reading.SubjectOf(part))
		p.negs = append(p.negs, -1)
	}
	return p
}

// RestsOn is [RestsOn] of the text the premises were read from.
func (p *Premises) RestsOn(stated string) bool {
	cs := reading.SubjectOf(stated)
	negs := reading.Negations(stated) % 2
	for i, part := range p.parts {
		if !reading.Paraphrase(cs, p.subjects[i]) {
			continue
		}
		if p.negs[i] < 0 {
			p.negs[i] = reading.Negations(part) % 2
		}
		if p.negs[i] == negs {
			return true
		}
	}
	return false
}

// premises returns the sentences of text and their clauses: a premise may
// be a whole sentence or one clause of a longer one.
func premises(s string) []string {
	out := text.Sentences(s)
	for _, sent := range out[:len(out):len(out)] {
		if cl := reading.Clauses(sent); len(cl) > 1 {
			out = append(out, cl...)
		}
	}
	return out
}

func checkSessionClaims(rv *review, r *rule) []Finding {
	var out []Finding
	var proposal *Premises // read on first need
	for i := range rv.Prior {
		c := &rv.Prior[i]
		if _, binds := c.Binds(); c.Status == claim.Contradicted && !binds {
			continue // reconciled: the contradiction no longer stands (docs/rules.md §7)
		}
		if c.Status == claim.Unverified && rv.settledLater(i) {
			continue // evidence came later in the session
		}
		for _, st := range sessionStatuses {
			if c.Status != st.status {
				continue
			}
			if proposal == nil {
				proposal = PremisesOf(rv.Proposal.Proposal)
			}
			if !proposal.RestsOn(c.Excerpt) {
				continue
			}
			out = append(out, Finding{st.severity, r.category, fill(r.message, "{status}", string(c.Status), "{claim}", c.Excerpt, "{what}", st.advice), ""})
		}
	}
	return out
}

// settledLater reports whether a later claim of the session — the same
// claim or a paraphrase — was classified with evidence (any status but
// UNVERIFIED).
func (rv *review) settledLater(i int) bool {
	subject := rv.Prior[i].Subject()
	for j := i + 1; j < len(rv.Prior); j++ {
		if rv.Prior[j].Status != claim.Unverified && reading.Paraphrase(subject, rv.Prior[j].Subject()) {
			return true
		}
	}
	return false
}

func checkContradictingItems(rv *review, r *rule) []Finding {
	var out []Finding
	for i := range rv.Evidence {
		if rv.Evidence[i].Polarity == evidence.Contradicts {
			out = append(out, Finding{r.severity, r.category, fill(r.message, "{what}", evidence.Name(rv.Evidence, i),
				"{found}", text.Excerpt(rv.Evidence[i].Content, 120)), ""})
		}
	}
	return out
}

// when makes a proposal-level check of a condition: the row's message,
// once, when it holds. A trivial change never reaches the tests rows, and
// a change that only adds tests needs no other.
func when(cond func(rv *review) bool) func(rv *review, r *rule) []Finding {
	return func(rv *review, r *rule) []Finding {
		if !cond(rv) {
			return nil
		}
		return []Finding{{r.severity, r.category, r.message, ""}}
	}
}

func (rv *review) hasPlan() bool { return strings.TrimSpace(rv.TestPlan) != "" }

func checkScopeSize(rv *review, r *rule) []Finding {
	if len(rv.Changes) <= maxChangesInScope {
		return nil
	}
	return []Finding{{r.severity, r.category, fill(r.message, "{found}", fmt.Sprint(len(rv.Changes)), "{what}", fmt.Sprint(maxChangesInScope)), ""}}
}

// checkScopeMarked reports each change described as unrelated work, and
// a proposal that bundles work ("and while at it…") when no change is
// named or found as the unrelated one.
func checkScopeMarked(rv *review, r *rule) []Finding {
	var out []Finding
	for _, u := range rv.units[1:] {
		if found := r.firstIn(u); found != "" {
			out = append(out, r.finding(r.severity, u, r.message, "{found}", found))
		}
	}
	if found := r.firstIn(rv.units[0]); found != "" && len(out) == 0 && len(rv.unrelatedChanges(true)) == 0 {
		out = append(out, r.finding(r.severity, rv.units[0], r.message, "{found}", found))
	}
	return out
}

// checkScopeUnrelated reports changes that share no terms with the
// reported problem (and are not already marked unrelated).
func checkScopeUnrelated(rv *review, r *rule) []Finding {
	_, bundled := scopePhrases.FirstIn(rv.units[0].words)
	var out []Finding
	for _, k := range rv.unrelatedChanges(bundled) {
		if _, marked := scopePhrases.FirstIn(rv.units[k+1].words); marked {
			continue
		}
		out = append(out, r.finding(r.severity, rv.units[k+1], r.message, "{found}", text.Excerpt(rv.ReportedProblem, 100)))
	}
	return out
}

// unrelatedChanges returns the changes (not tests) that share no terms
// with the reported problem, nor — unless the proposal bundles unrelated
// work — with the proposal's own text, so that a change cannot justify
// itself.
func (rv *review) unrelatedChanges(bundled bool) []int {
	if len(rv.problemTerms) == 0 {
		return nil
	}
	own := text.Terms(mainPart(rv.Proposal.Proposal))
	var out []int
	for i, c := range rv.Changes {
		if isTestPath(c.Path) || text.Common(rv.changeTerms[i], rv.problemTerms) > 0 {
			continue
		}
		if bundled || text.Common(rv.changeTerms[i], own) == 0 {
			out = append(out, i)
		}
	}
	return out
}

// alsoLeads open work a proposal adds to its fix: "…, and also upgrade the
// charting library", "además", "另外".
var alsoLeads = []string{" and also ", ", also ", "; also ", " as well as ", " and while ", " plus ", " y también ", " y además ",
	", además ", "另外", "同时还", "顺便",
	// A second task in the imperative: "fix the badge count and tidy up
	// the invoice fonts".
	" and tidy ", " and clean up ", " and refactor ", " and rename ", " and upgrade ", " and bump ", " and reformat ",
	" and rewrite ", " and restyle ", " and migrate ", " and modernize ", " and modernise ", " y limpiar ", " y refactorizar ",
	" y renombrar ", "并重构", "并清理"}

// mainPart returns a proposal without the work it adds after an "also":
// a change justified only by that part justifies itself.
func mainPart(p string) string { return text.UpTo(p, alsoLeads) }

// pathAreas maps each path word of [areas] to its row.
var pathAreas = func() map[string]int {
	m := map[string]int{}
	for i, a := range areas {
		for _, w := range a.pathWords {
			m[w] = i
		}
	}
	return m
}()

// checkArea reports each change (not a test) whose path or description
// is in a sensitive area, or the proposal when no change is listed. A
// finding is lowered to low only when the test plan tests the area's
// failure paths.
func checkArea(rv *review, r *rule) []Finding {
	var out []Finding
	for _, u := range rv.units {
		if u.path == "" && len(rv.Changes) > 0 || u.path != "" && isTestPath(u.path) {
			continue
		}
		a, found := -1, ""
		if m, ok := r.phrases.FirstIn(u.words); ok {
			a, found = m.Row, m.Text
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(u.path), func(r rune) bool { return r == '/' || r == '\\' || r == '.' || r == '_' || r == '-' }) {
			if i, ok := pathAreas[w]; ok && a < 0 {
				a, found = i, w
			}
		}
		if a < 0 {
			continue
		}
		ar := &areas[a]
		sev, template := r.severity, r.message
		if _, ok := areaProperty[a].FirstIn(rv.tests); ok {
			sev, template = Low, r.lowered
		}
		out = append(out, r.finding(sev, u, template, "{area}", ar.name, "{found}", found, "{failures}", ar.failures))
	}
	return out
}

// areaProperty compiles each area's property phrases once.
var areaProperty = func() []*reading.Table {
	out := make([]*reading.Table, len(areas))
	for i, a := range areas {
		out[i] = reading.NewTable(reading.Row{Name: a.name, Phrases: a.property})
	}
	return out
}()

// checkPhrases reports each change, and the proposal when no change does,
// in which the row's phrases or code pattern occur.
func checkPhrases(rv *review, r *rule) []Finding {
	var out []Finding
	for k := len(rv.units) - 1; k >= 0; k-- {
		u := rv.units[k]
		if u.path == "" && len(out) > 0 {
			break
		}
		if found := r.firstIn(u); found != "" {
			out = append(out, r.finding(r.severity, u, r.message, "{found}", text.Excerpt(found, 80)))
		}
	}
	reverse(out)
	return out
}
