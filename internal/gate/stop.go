package gate

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// maxListed is how many unproven claims a reason lists (docs/rules.md §5: lists
// hold at most 5 entries, with a count of the rest).
const maxListed = 5

// MaxBlocks is how many stops in a row the gate blocks before it lets the
// agent stop with a warning (docs/rules.md §13).
const MaxBlocks = 2

// A TargetKind is what a claim can name.
type TargetKind string

// The target kinds.
const (
	TargetTest     TargetKind = "test"
	TargetPath     TargetKind = "path"
	TargetEndpoint TargetKind = "endpoint"
	// TargetAll is "all tests", "every test", "todos los tests", "所有测试":
	// only a run of the whole suite covers it.
	TargetAll TargetKind = "all"
	// TargetBuild is "the build succeeds", "it compiles", "type-checks":
	// a build or type-check that passed covers it.
	TargetBuild TargetKind = "build"
	// TargetLint is "lint is clean", "go vet passes": a lint run that
	// passed covers it.
	TargetLint TargetKind = "lint"
)

// A Target is one thing a claim names.
type Target struct {
	Kind  TargetKind
	Value string
	// Build is, for a path named in a claim about a build or a lint, that
	// category: the path's build covers it, not its tests.
	Build string
}

// targetRules find what a claim names, in order; each row is a kind and
// an expression whose first non-empty group is the value.
var targetRules = []struct {
	kind TargetKind
	re   func() *regexp.Regexp
}{
	// An endpoint is a method and a path, or a URL on the local machine —
	// what an agent would curl; other URLs in a message are references.
	{TargetEndpoint, lazy.Regexp(`\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(/[\w./{}:-]*)|https?://(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?(/[\w./-]*)`)},
	{TargetTest, lazy.Regexp(`\b(Test[A-Z0-9_]\w*|Benchmark[A-Z]\w*|Example[A-Z]\w*|test_\w+)\b`)},
	{TargetPath, lazy.Regexp(`(?:^|[\s("'\x60])((?:\.{1,2}/)?[\w.-]+(?:/[\w.-]+)+/?|[\w-]+\.(?:go|py|ts|tsx|js|jsx|rs|java|rb|cs|kt|swift|c|cc|cpp|h))\b`)},
	// A package by name: "the cart package", "package cart", "el paquete
	// cart", "cart 包", "the checkout tests", "los tests de cart"; matched
	// as a path by its last element.
	{TargetPath, lazy.Regexp(`\b(?:package|paquete|módulo|module)\s+\x60?([a-z][\w]*)|\b([a-z][\w]*)\x60?\s+(?:package|pkg)\b|([a-z][\w]*)\s*包|\b([a-z][a-z0-9_]*)\x60?\s+(?:unit\s+|integration\s+)?tests?\b|\b(?:tests|pruebas)\s+(?:de|del)\s+(?:paquete\s+)?\x60?([a-z][\w]*)`)},
}

// buildTargets find what a claim says about a build or a lint, in
// English, Spanish and Chinese; the first group that matches decides.
var buildTargets = []struct {
	kind TargetKind
	re   func() *regexp.Regexp
}{
	{TargetLint, lazy.Regexp(`(?i)\b(lint\w*|linter|vet|go\s+vet|staticcheck|clippy|eslint|flake8|ruff|pylint)\b|代码检查|静态检查`)},
	{TargetBuild, lazy.Regexp(`(?i)\b(build|builds|built|compil\w*|type[- ]?check\w*|typechecks?|tsc|mypy)\b|\b(la\s+)?compilaci[oó]n\b|\bcompila\b|编译|构建`)},
}

// testWords say a claim is about tests too ("it builds and the tests
// pass").
var testWords = lazy.Regexp(`(?i)\b(tests?|specs?|pruebas?)\b|测试`)

// endpoint splits a target's value into its method ("" for any) and path.
func endpoint(v string) (method, path string) {
	if m, p, ok := strings.Cut(v, " "); ok && runner.HTTPMethods[m] {
		return m, p
	}
	return "", v
}

// sameEndpoint reports whether a request covers a method and path: the
// path alike, and the method when one is named (a request without a
// known method is a GET).
func sameEndpoint(s *Scope, method, path string) bool {
	if strings.TrimRight(s.Endpoint, "/") != strings.TrimRight(path, "/") {
		return false
	}
	return method == "" || method == firstNonEmpty(s.Method, "GET")
}

// notPackages are words the package rule would otherwise take for a name.
var notPackages = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "each": true, "every": true,
	"tests": true, "test": true, "is": true, "are": true, "now": true, "and": true, "el": true, "la": true, "de": true, "all": true,
	"whole": true, "entire": true, "go": true, "npm": true, "new": true, "main": true, "unit": true, "integration": true,
	"e2e": true, "failing": true, "flaky": true, "remaining": true, "existing": true, "my": true, "our": true, "these": true,
	"those": true, "both": true, "other": true, "some": true, "many": true, "most": true, "related": true, "relevant": true,
	"affected": true, "broken": true, "previously": true, "their": true, "its": true, "his": true, "her": true, "your": true,
	"two": true, "three": true, "four": true, "five": true, "few": true, "several": true, "single": true, "only": true,
	"no": true, "any": true, "local": true, "updated": true, "added": true, "old": true, "same": true, "current": true,
	"regression": true, "smoke": true, "acceptance": true, "end": true, "functional": true, "api": true, "ui": true,
	"of": true, "with": true, "for": true, "passing": true, "skipped": true, "written": true, "run": true, "ran": true,
	"more": true, "los": true, "las": true, "y": true, "not": true}

// allTests are the phrases of a claim about the whole suite (docs/rules.md §4.3,
// universal, applied to tests), English, Spanish and Chinese.
var allTests = []string{"all tests", "all the tests", "all unit tests", "all of the tests", "every test", "all specs",
	"test suite", "the whole suite", "the full suite", "entire suite", "all checks", "everything passes", "./...",
	"todos los tests", "todas las pruebas", "todos los test", "toda la suite", "todas las pruebas unitarias",
	"所有测试", "全部测试", "测试全部", "所有的测试", "测试都通过", "全部通过"}

// allTestsRe finds the whole-suite phrases the list does not spell out:
// a count or a qualifier between "all" and "tests" ("all 42 tests", "all
// the unit tests", "every single test"), "the tests all pass", and the
// Spanish with a count ("los 12 tests", "todas las 30 pruebas").
var allTestsRe = lazy.Regexp(`(?i)\b(?:all|every)(?:\s+(?:the|of|our|single|remaining|\d+|unit|integration|e2e|end-to-end))*\s+(?:tests?|specs?|checks|test\s+cases)\b` +
	`|\btests\s+all\s+(?:pass|passed|succeed|green)` +
	`|\b(?:todos\s+)?los\s+\d+\s+tests\b|\b(?:todas\s+)?las\s+\d+\s+pruebas\b`)

// Targets returns what a claim names.
func Targets(claim string) []Target {
	var out []Target
	add := func(k TargetKind, v string) {
		for _, t := range out {
			if t.Kind == k && t.Value == v {
				return
			}
		}
		out = append(out, Target{Kind: k, Value: v})
	}
	taken := claim
	for _, r := range targetRules {
		for _, m := range r.re().FindAllStringSubmatchIndex(taken, -1) {
			if r.kind == TargetTest && inPath(taken, m[0], m[1]) {
				continue // test_cart in tests/test_cart.py names the file
			}
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					v := strings.TrimRight(taken[m[g]:m[g+1]], "./")
					if r.kind == TargetEndpoint {
						v = taken[m[g]:m[g+1]]
						if method, _, _ := strings.Cut(taken[m[0]:m[1]], " "); runner.HTTPMethods[method] {
							v = method + " " + v // "POST /api/checkout"
						}
					}
					if v != "" && v != "..." && !notPackages[v] {
						add(r.kind, v)
					}
					break
				}
			}
			// A matched span is not matched again by a later row (an
			// endpoint's path is not also a file path).
			taken = taken[:m[0]] + strings.Repeat(" ", m[1]-m[0]) + taken[m[1]:]
		}
	}
	lower := strings.ToLower(claim)
	all := allTestsRe().MatchString(claim)
	for _, p := range allTests {
		all = all || strings.Contains(lower, p)
	}
	if all {
		add(TargetAll, "")
	}
	for _, b := range buildTargets {
		if b.re().MatchString(claim) {
			add(b.kind, "")
			if !all && testWords().MatchString(claim) && !hasTestTarget(out) {
				add("", "") // "it builds and the tests pass": the tests, unnamed, too
			}
			break
		}
	}
	return out
}

func hasTestTarget(ts []Target) bool {
	for _, t := range ts {
		if t.Kind == TargetTest || t.Kind == TargetAll || t.Kind == TargetPath || t.Kind == TargetEndpoint {
			return true
		}
	}
	return false
}

// inPath reports whether s[a:b] is part of a path or a file name: after
// a "/" or ".", or before an extension. (TestTotal/empty is a subtest.)
func inPath(s string, a, b int) bool {
	if a > 0 && (s[a-1] == '/' || s[a-1] == '.') {
		return true
	}
	return b+1 < len(s) && s[b] == '.' && (s[b+1] >= 'a' && s[b+1] <= 'z' || s[b+1] >= 'A' && s[b+1] <= 'Z')
}

// A Finding is one success-shaped claim of the final message and what the
// ledger shows for it.
type Finding struct {
	Claim string
	// Proven is set when a fresh, relevant pass backs the claim.
	Proven bool
	// Shows says what the ledger shows, for the reason.
	Shows string
	// Run is the command to run next.
	Run string
}

// A Decision is the gate's answer to a Stop hook.
type Decision struct {
	Block bool
	// Reason is given to the agent when Block is set.
	Reason string
	// Warning is shown when the gate lets an unproven claim through after
	// MaxBlocks blocks in a row.
	Warning  string
	Findings []Finding
}

// Decide decides whether the agent may stop after message, and updates
// the ledger's count of consecutive blocks. project is the project
// directory, used to suggest the command to run.
func Decide(l *Ledger, message, project string, r Reader) Decision {
	var d Decision
	var unproven []Finding
	claims, mixed := claimsOf(readable(message), r)
	for _, c := range claims {
		f := judge(l, c, project)
		if !f.Proven && insideAny(mixed, c) && besideFailure(l, c, project) {
			f.Proven = true
			f.Shows = "a named test's result reported beside the failure the same sentence reports; the ledger does not show it failing"
		}
		d.Findings = append(d.Findings, f)
		if !f.Proven {
			unproven = append(unproven, f)
		}
	}
	if len(unproven) == 0 {
		l.Blocks, l.Recovered = 0, ""
		return d
	}
	if l.Blocks >= MaxBlocks {
		l.Blocks, l.Recovered = 0, ""
		d.Warning = fmt.Sprintf("ackrite gate: let the agent stop after %d blocks in a row, but %s still unproven: %s (docs/rules.md §13)",
			MaxBlocks, plural(len(unproven), "claim is", "claims are"), describe(unproven))
		return d
	}
	l.Blocks++
	d.Block = true
	var b strings.Builder
	fmt.Fprintf(&b, "ackrite gate: the final message claims success that nothing this session ran shows (block %d of at most %d).\n", l.Blocks, MaxBlocks)
	for i, f := range unproven {
		if i == maxListed {
			fmt.Fprintf(&b, "- and %d more\n", len(unproven)-maxListed)
			break
		}
		fmt.Fprintf(&b, "- claim “%s” — %s\n", redact.String(text.Excerpt(f.Claim, 160)), f.Shows)
	}
	if l.Recovered != "" {
		fmt.Fprintf(&b, "- this session's earlier ledger could not be trusted (unreadable, or named by a tool call) and was moved to %s; what it recorded no longer counts\n", l.Recovered)
	}
	runs := []string{}
	for _, f := range unproven {
		if f.Run != "" && !slices.Contains(runs, f.Run) {
			runs = append(runs, f.Run)
		}
	}
	if len(runs) > 0 {
		fmt.Fprintf(&b, "Run %s, read its output, and report what it shows; claim success only for what a passing run covers.", "`"+strings.Join(runs, "`, `")+"`")
	} else {
		b.WriteString("Run the tests that cover it, read their output, and report what it shows; claim success only for what a passing run covers.")
	}
	// Every part is redacted where it enters (claims here, commands and
	// output lines when recorded); redacting the whole again would read
	// "claim: value" layouts as key/value secrets.
	d.Reason = b.String()
	return d
}

// Claims are the success claims of a message, each checked on its own
// (docs/rules.md §13): the evidence reader's success-shaped statements
// ([readerClaims]), less those inside a sentence the stop reads as no claim
// (a plan, a question, a condition, a goal), and every further clause that
// reports on what the ledger proves ([readFinal]): the stop fails closed.
func Claims(message string, r Reader) []string {
	claims, _ := claimsOf(message, r)
	return claims
}

// claimsOf is [Claims] with the sentences that report a success beside a
// failure.
func claimsOf(message string, r Reader) ([]string, []string) {
	message = strings.ReplaceAll(message, "’", "'") // one apostrophe for both readings
	fr := readFinal(message, r)
	var out []string
	for _, c := range readerClaims(message, r) {
		if !insideAny(fr.not, c) {
			out = append(out, c)
		}
	}
	for _, c := range fr.claims {
		if !overlaps(out, c) && !slicesContainsPart(out, c) {
			out = append(out, c)
		}
	}
	return out, fr.mixed
}

// besideFailure reports whether a claim of a sentence that also reports a
// failure is a partial report rather than a claim that the work is done:
// its own part names tests only, and no run covering them shows one of
// them failing. "All tests pass but lint fails" names no test, and stays a
// claim.
func besideFailure(l *Ledger, claim, project string) bool {
	first, _, _ := strings.Cut(claim, " · ")
	ts := Targets(first)
	if len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if t.Kind != TargetTest {
			return false
		}
		if e := latest(l, t, project); e != nil && slices.Contains(e.Scope.Failed, t.Value) {
			return false
		}
	}
	return true
}

// insideAny reports whether a claim lies in one of the texts (its first
// part, for a claim joined from parts).
func insideAny(texts []string, claim string) bool {
	first, _, _ := strings.Cut(claim, " · ")
	for _, t := range texts {
		if strings.Contains(t, strings.TrimSpace(first)) {
			return true
		}
	}
	return false
}

// slicesContainsPart reports whether a part of a joined claim is already a
// claim of list.
func slicesContainsPart(list []string, claim string) bool {
	for part := range strings.SplitSeq(claim, " · ") {
		if overlaps(list, strings.TrimSpace(part)) {
			return true
		}
	}
	return false
}

// readerClaims are the evidence reader's success claims of a message: the reader's success-shaped statements, each split further
// at the conjunctions that join two claims ("TestTotalEmpty passes and the
// total is fixed"), a part that claims nothing on its own staying with the
// part after it ("TestA and TestB pass").
func readerClaims(message string, r Reader) (out []string) {
	defer func() {
		// The words checks use for their own success ("go vet is clean",
		// "ESLint reports no problems"), which the reader's shapes do not
		// all hold, are claims about a build or a lint.
		for _, m := range buildSuccess().FindAllString(message, -1) {
			m = strings.TrimSpace(m)
			if buildNegated().MatchString(m) || overlaps(out, m) {
				continue
			}
			out = append(out, m)
		}
	}()
	for _, st := range r.SuccessClaims(message) {
		parts := clauseBreak().Split(st, -1)
		if len(parts) == 1 {
			out = append(out, st)
			continue
		}
		var got []string
		cur := ""
		for i, p := range parts {
			if cur != "" {
				cur += " · "
			}
			cur += strings.TrimSpace(p)
			if len(r.SuccessClaims(cur)) > 0 || i == len(parts)-1 && len(got) == 0 {
				got = append(got, cur)
				cur = ""
			}
		}
		if cur != "" {
			got[len(got)-1] += " · " + cur
		}
		out = append(out, got...)
	}
	return out
}

// buildSuccess finds a sentence that says a build, a type check or a lint
// came back clean; buildNegated one that says it did not.
var (
	buildSuccess = lazy.Regexp(`(?i)[^.;!?\n]*\b(lint\w*|vet|linters?|eslint|clippy|staticcheck|ruff|flake8|pylint|mypy|pyright|tsc|type[- ]?check\w*|build|compil\w*)\b[^.;!?\n]{0,60}?\b(clean|green|no\s+(errors?|warnings?|issues?|problems?|findings?|complaints?|diagnostics?)|0\s+(errors?|problems?|issues?|warnings?))\b[^.;!?\n]*`)
	buildNegated = lazy.Regexp(`(?i)\b(not|isn't|aren't|wasn't|no longer|never|yet to|still has|still shows)\b`)
)

// overlaps reports whether s is, or holds, or is held by a claim in list.
func overlaps(list []string, s string) bool {
	for _, c := range list {
		if strings.Contains(c, s) || strings.Contains(s, c) {
			return true
		}
	}
	return false
}

// clauseBreak is where one claim ends and another starts inside a
// statement: ";", ", and", " and ", " but ", " while ", " y ", " pero ",
// "，", "；", "并且", "而且", "但", and a dash between spaces ("I couldn't
// reproduce it — everything passes").
var clauseBreak = lazy.Regexp(`(?i)\s*;\s*|,?\s+(?:and|but|while|also|plus|y|e|pero|mientras)\s+|\s+[—–]\s+|[，；]|并且|而且|但是?`)

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func describe(fs []Finding) string {
	var parts []string
	for i, f := range fs {
		if i == maxListed {
			parts = append(parts, fmt.Sprintf("and %d more", len(fs)-maxListed))
			break
		}
		parts = append(parts, fmt.Sprintf("“%s” (%s)", redact.String(text.Excerpt(f.Claim, 120)), f.Shows))
	}
	return strings.Join(parts, "; ")
}

// judge finds the latest relevant run for each target of the claim; the
// claim is proven when every one of them is a fresh pass.
func judge(l *Ledger, claim, project string) Finding {
	f := Finding{Claim: claim, Proven: true}
	targets := Targets(claim)
	if len(targets) == 0 {
		targets = []Target{{}} // names nothing: any evidence run is relevant
	}
	cat := ""
	for _, t := range targets {
		if t.Kind == TargetBuild || t.Kind == TargetLint {
			cat = string(t.Kind)
		}
	}
	var shows []string
	for _, t := range targets {
		if t.Kind == TargetPath && cat != "" {
			// "cmd/server builds": the build of that path, not its tests.
			t.Build = cat
		}
		e := latest(l, t, project)
		what := t.describe()
		outcome, because := Unread, ""
		if e != nil {
			outcome, because = outcomeFor(e, t)
		}
		switch p := pendingFor(l, t, project, e); {
		case p != nil:
			// A run let through after the latest entry for t never
			// reported back: its result, not the earlier one, is the
			// latest word, and it is unknown.
			f.Proven = false
			shows = append(shows, p.unknown(what))
			f.Run = firstNonEmpty(f.Run, suggest(t, &p.Run, project))
		case e == nil:
			f.Proven = false
			shows = append(shows, "no run this session covers "+what+partial(l, t)+others(l))
			f.Run = firstNonEmpty(f.Run, suggest(t, nil, project))
		case e.StaleBy != "":
			f.Proven = false
			shows = append(shows, fmt.Sprintf("the latest run covering %s, `%s` (entry %d), %s before %s, so its result is stale",
				what, text.Clip(e.Command, 80), e.Seq, verb(outcome), staleBy(e.StaleBy)))
			f.Run = firstNonEmpty(f.Run, suggest(t, e, project))
		case outcome == Pass && laterFailure(l, e, t, project) != nil:
			f.Proven = false
			o := laterFailure(l, e, t, project)
			s := fmt.Sprintf("`%s` (entry %d) passed, but a later run of part of %s, `%s` (entry %d), failed", text.Clip(e.Command, 80), e.Seq, what, text.Clip(o.Command, 80), o.Seq)
			if o.Because != "" {
				s += ": " + quote(o.Because)
			}
			shows = append(shows, s)
			f.Run = firstNonEmpty(f.Run, suggest(t, o, project))
		case outcome == Pass && t.Kind == "" && openFailure(l) != nil:
			// A claim that names nothing is about the session's work: a
			// failure no later run covers is still open.
			f.Proven = false
			o := openFailure(l)
			s := fmt.Sprintf("`%s` (entry %d) failed and no later run covers it", text.Clip(o.Command, 80), o.Seq)
			if o.Because != "" {
				s += ": " + quote(o.Because)
			}
			shows = append(shows, s)
			f.Run = firstNonEmpty(f.Run, suggest(t, o, project))
		case outcome == Pass:
			shows = append(shows, fmt.Sprintf("`%s` (entry %d) passed", text.Clip(e.Command, 80), e.Seq))
		default:
			f.Proven = false
			s := fmt.Sprintf("the latest run covering %s, `%s` (entry %d), %s", what, text.Clip(e.Command, 80), e.Seq, verb(outcome))
			if because != "" {
				s += ": " + quote(because)
			}
			shows = append(shows, s)
			f.Run = firstNonEmpty(f.Run, suggest(t, e, project))
		}
	}
	f.Shows = strings.Join(shows, "; ")
	return f
}

// staleBy says what made a run stale: a path was edited, or a tool
// changed files without naming them.
func staleBy(by string) string {
	if filepath.IsAbs(by) {
		return by + " was edited"
	}
	return by
}

func quote(s string) string { return "“" + s + "”" }

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func verb(o Outcome) string {
	switch o {
	case Pass:
		return "passed"
	case Fail:
		return "failed"
	case NoRun:
		return "ran no test"
	}
	return "showed no outcome the reader recognises"
}

func (t Target) describe() string {
	switch t.Kind {
	case TargetTest:
		return "test " + t.Value
	case TargetPath:
		return t.Value
	case TargetEndpoint:
		return "endpoint " + t.Value
	case TargetAll:
		return "the whole suite"
	case TargetBuild:
		return "the build"
	case TargetLint:
		return "the lint"
	}
	return "the claim"
}

// others names the non-evidence commands the ledger holds, so the agent
// learns why they do not count.
func others(l *Ledger) string {
	for i := len(l.Entries) - 1; i >= 0; i-- {
		if e := l.Entries[i]; e.Kind == KindOther && e.Why != "" {
			return " (" + e.Why + ")"
		}
	}
	return ""
}

// laterFailure returns a failed test run after e whose directories all
// lie inside what a whole-suite or path target covers: the latest word on
// that part of it (go test -race ./internal/cart after go test ./...).
func laterFailure(l *Ledger, e *Entry, t Target, project string) *Entry {
	var top string
	switch t.Kind {
	case TargetAll:
		top = project
	case TargetPath:
		top = runner.Abs(project, t.Value)
	default:
		return nil
	}
	for i := len(l.Entries) - 1; i >= 0 && l.Entries[i].Seq > e.Seq; i-- {
		o := &l.Entries[i]
		if o.Kind != KindTest || o.Scope == nil || o.Outcome != Fail || len(o.Scope.Dirs) == 0 {
			continue
		}
		inside := true
		for _, d := range o.Scope.Dirs {
			inside = inside && (top == "" || within(d.Path, top))
		}
		if inside {
			return o
		}
	}
	return nil
}

// openFailure returns the latest failed run that no later run covers.
func openFailure(l *Ledger) *Entry {
	for i := len(l.Entries) - 1; i >= 0; i-- {
		f := &l.Entries[i]
		if !f.Kind.Evidence() || f.Scope == nil || f.Outcome != Fail {
			continue
		}
		answered := false
		for j := i + 1; j < len(l.Entries) && !answered; j++ {
			answered = answers(&l.Entries[j], f)
		}
		if !answered {
			return f
		}
	}
	return nil
}

// answers reports whether a later run covers what an earlier one ran:
// the same endpoint; or every directory and file of it, unfiltered or
// with the same filter; or every test it showed failing.
func answers(later, f *Entry) bool {
	ls, fs := later.Scope, f.Scope
	if later.Scope == nil || later.Kind != f.Kind {
		return false
	}
	if f.Kind == KindHTTP {
		return sameEndpoint(ls, firstNonEmpty(fs.Method, "GET"), fs.Endpoint)
	}
	if len(fs.Failed) > 0 {
		named := true
		for _, n := range fs.Failed {
			named = named && (slices.Contains(ls.Passed, n) || slices.Contains(ls.Failed, n) ||
				ls.Part == "" && ls.Filter != "" && filterMatches(ls, n))
		}
		if named {
			return true
		}
	}
	if ls.Part != "" || ls.Filter != "" && ls.Filter != fs.Filter {
		return false
	}
	for _, d := range fs.Dirs {
		if !dirCovered(ls, d.Path, d.Tree) {
			return false
		}
	}
	for _, p := range fs.Files {
		if !dirCovered(ls, filepath.Dir(p), false) && !slices.Contains(ls.Files, p) {
			return false
		}
	}
	return true
}

// dirCovered reports whether a scope's directories cover a directory (with
// tree, everything under it).
func dirCovered(s *Scope, dir string, tree bool) bool {
	for _, d := range s.Dirs {
		if d.Tree && within(dir, d.Path) || !tree && !d.Tree && d.Path == dir {
			return true
		}
	}
	return false
}

// partial names the latest run that selected part of its suite, so the
// agent learns why it does not cover a whole suite or path.
func partial(l *Ledger, t Target) string {
	if t.Kind != TargetAll && t.Kind != TargetPath {
		return ""
	}
	for i := len(l.Entries) - 1; i >= 0; i-- {
		if e := l.Entries[i]; e.Scope != nil && e.Scope.Part != "" {
			return fmt.Sprintf(" (`%s` (entry %d) does not: %s)", text.Clip(e.Command, 80), e.Seq, e.Scope.Part)
		}
	}
	return ""
}

// outcomeFor is what a run shows for one target: for a named test the
// run's own line for that test when it printed one (a run that failed on
// another test still shows this one passing — docs/rules.md §4.1: a failure that
// does not concern the claim is neutral), else the run's outcome.
func outcomeFor(e *Entry, t Target) (Outcome, string) {
	if t.Kind == TargetTest && e.Scope != nil {
		switch {
		case slices.Contains(e.Scope.Failed, t.Value):
			if strings.Contains(e.Because, t.Value) {
				return Fail, e.Because
			}
			return Fail, "the output shows " + t.Value + " failing"
		case slices.Contains(e.Scope.Passed, t.Value):
			return Pass, ""
		}
	}
	return e.Outcome, e.Because
}

// latest returns the latest run in the ledger that covers t.
func latest(l *Ledger, t Target, project string) *Entry {
	for i := len(l.Entries) - 1; i >= 0; i-- {
		e := &l.Entries[i]
		if e.Kind.Evidence() && e.Scope != nil && covers(e, t, project) {
			return e
		}
	}
	return nil
}

// covers reports whether a run covers what a claim names (docs/rules.md §13: its
// package, test, path or endpoint; ./... covers all).
func covers(e *Entry, t Target, project string) bool {
	s := e.Scope
	if e.Kind == KindBuild {
		switch {
		case t.Kind == TargetBuild || t.Kind == TargetLint:
			return slices.Contains(s.Categories, string(t.Kind)) && wholeProject(s, project)
		case t.Kind == TargetPath && t.Build != "":
			return slices.Contains(s.Categories, t.Build) && coversPath(s, t.Value, project)
		}
		return false // a build proves no test, endpoint or unnamed claim
	}
	switch t.Kind {
	case TargetBuild, TargetLint:
		return false
	case "":
		return true
	case TargetEndpoint:
		method, path := endpoint(t.Value)
		return e.Kind == KindHTTP && sameEndpoint(s, method, path)
	case TargetAll:
		return e.Kind == KindTest && s.Filter == "" && s.Part == "" && wholeProject(s, project)
	case TargetTest:
		if e.Kind != KindTest {
			return false
		}
		if s.Part != "" {
			// Which tests a partial run selected is unknown: it covers
			// the tests its output names.
			return slices.Contains(s.Passed, t.Value) || slices.Contains(s.Failed, t.Value)
		}
		if s.Filter != "" {
			return filterMatches(s, t.Value)
		}
		return slices.Contains(s.Passed, t.Value) || slices.Contains(s.Failed, t.Value) || wholeProject(s, project)
	case TargetPath:
		if e.Kind != KindTest || t.Build != "" || s.Filter != "" || s.Part != "" { // a filtered run ran part of the path's tests
			return false
		}
		return coversPath(s, t.Value, project)
	}
	return false
}

// coversPath reports whether a scope's directories or files cover a path a
// claim names: relative to the project, or by its trailing elements.
func coversPath(s *Scope, value, project string) bool {
	p := runner.Abs(project, value)
	if filepath.IsAbs(value) {
		p = filepath.Clean(value)
	}
	for _, d := range s.Dirs {
		if d.Tree && within(p, d.Path) || !d.Tree && (p == d.Path || filepath.Dir(p) == d.Path) || strings.HasSuffix(d.Path, string(filepath.Separator)+filepath.Clean(value)) {
			return true
		}
	}
	for _, f := range s.Files {
		if f == p {
			return true
		}
	}
	return false
}

// wholeProject reports whether the scope is a tree holding the project —
// or, for a runner whose tests live apart from the code (pytest, jest…),
// the project's test root (pytest tests/, unittest discover -s tests),
// which holds every test of a project laid out so.
func wholeProject(s *Scope, project string) bool {
	for _, d := range s.Dirs {
		if d.Tree && (project == "" || within(project, d.Path)) {
			return true
		}
		if d.Tree && s.Area != "" && within(project, s.Area) && filepath.Dir(d.Path) == filepath.Clean(project) && testRoots[filepath.Base(d.Path)] {
			return true
		}
	}
	return false
}

// testRoots are the directories a project keeps all its tests in.
var testRoots = map[string]bool{"tests": true, "test": true, "spec": true, "__tests__": true, "t": true}

func filterMatches(s *Scope, name string) bool {
	if s.FilterExact {
		base, _, _ := strings.Cut(s.Filter, "[") // test_total[param]
		return name == s.Filter || name == base
	}
	if s.FilterRegexp {
		// go test -run splits on "/" for subtests; the first element
		// selects the top-level test.
		top, _, _ := strings.Cut(s.Filter, "/")
		if re, err := regexp.Compile(top); err == nil {
			return re.MatchString(name)
		}
	}
	parts := strings.FieldsFunc(s.Filter, func(r rune) bool { return r == ' ' || r == '|' || r == '(' || r == ')' })
	if slices.Contains(parts, "not") {
		return false // a keyword expression that excludes: which tests it kept is not read here
	}
	for _, part := range parts {
		if part != "and" && part != "or" && strings.Contains(name, part) {
			return true
		}
	}
	return false
}

// suggest returns the command that would settle a target: the latest
// relevant run again, narrowed to a named test, or the project's usual
// test command.
func suggest(t Target, e *Entry, project string) string {
	if e != nil && e.Command != "" {
		if t.Kind == TargetTest && e.Runner == "go test" && e.Scope.Filter == "" {
			return "go test -run '^" + t.Value + "$' ./..."
		}
		return text.Clip(cutPipe().ReplaceAllString(e.Command, ""), 120)
	}
	if t.Kind == TargetBuild || t.Kind == TargetLint || t.Build != "" {
		cat := firstNonEmpty(t.Build, string(t.Kind))
		for _, row := range projectBuilds {
			if row.category == cat && exists(filepath.Join(project, row.file)) {
				return row.run
			}
		}
		return ""
	}
	if t.Kind == TargetEndpoint {
		method, path := endpoint(t.Value)
		if method != "" && method != "GET" {
			return "curl -si -X " + method + " <base URL>" + path
		}
		return "curl -si <base URL>" + path
	}
	for _, row := range projectRunners {
		if exists(filepath.Join(project, row.file)) {
			if t.Kind == TargetTest && row.file == "go.mod" {
				return "go test -run '^" + t.Value + "$' ./..."
			}
			return row.run
		}
	}
	return ""
}

// cutPipe is a pipe through head or tail, dropped from a suggested
// command so that the run shows the whole output.
var cutPipe = lazy.Regexp(`\s*\|\s*(?:head|tail)\b[^|;&]*`)

// projectBuilds is how a project's files name its usual build and lint
// commands.
var projectBuilds = []struct{ file, category, run string }{
	{"go.mod", "build", "go build ./..."}, {"go.mod", "lint", "go vet ./..."},
	{"Cargo.toml", "build", "cargo build"}, {"Cargo.toml", "lint", "cargo clippy"},
	{"tsconfig.json", "build", "npx tsc --noEmit"}, {"package.json", "lint", "npx eslint ."},
	{"pyproject.toml", "lint", "ruff check ."}, {"pom.xml", "build", "mvn compile"},
	{"build.gradle", "build", "gradle build"},
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// projectRunners is how a project's files name its usual test command.
var projectRunners = []struct{ file, run string }{
	{"go.mod", "go test ./..."},
	{"Cargo.toml", "cargo test"},
	{"package.json", "npm test"},
	{"pyproject.toml", "pytest"},
	{"pytest.ini", "pytest"},
	{"setup.py", "pytest"},
	{"pom.xml", "mvn test"},
	{"build.gradle", "gradle test"},
	{"Gemfile", "bundle exec rspec"},
}
