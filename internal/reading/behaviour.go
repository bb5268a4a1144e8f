package reading

import (
	"slices"
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/text"
)

// Unobserved returns the behaviour a success claim names that a passing
// runner output does not show passing (docs/rules.md §4.3: KNOWN needs "the named
// check or behaviour observed after the change — a pass of what it
// names"). When the output names its passing tests, one of them must
// share a distinguishing term of the claim: a topical term that is not a
// shape's trigger ("always", "in production") and that the output's
// location (the source command, the package or file paths) does not
// already hold. "The PDF export of invoices works now" against a run of
// example.com/billing/invoice whose only test is TestInvoiceEmailSubject
// shares "invoice" with it only through the package: nothing observed the
// PDF export, and Unobserved returns [pdf export].
//
// It returns nil when the pass concerns the claim, when the output does
// not name its passing tests (only files, or names as many as a Result keeps, so the
// test may be among those left out), when the claim names a test (the
// named test's own outcome decides), and when the claim's distinguishing
// terms could not appear in a test name (Han, kana or Hangul bigrams).
func (c *Claim) Unobserved(r *Reading, content, source string) []string {
	if r.Outcome != Pass || r.Prose || r.Named || len(c.testNames) > 0 ||
		len(r.PassedNames) == 0 || len(r.PassedNames) >= MaxNames {
		return nil
	}
	distinct := c.distinct(r.PassedNames, content, source)
	if len(distinct) == 0 {
		return nil
	}
	if c.Has(Universal) && len(r.PassedNames) >= 2 && c.filteredRun(source, content) == "" && !namesOneTest(source, content) &&
		c.suiteNamed(r.PassedNames, content) {
		// "All bounce classification tests pass" ← every test of
		// test_bounce passed: the module the claim's word names is the
		// suite it speaks for.
		return nil
	}
	if c.claimsBuild() && buildSucceeded(content) && allHeld(distinct, content) && !containsAnyFold(content, skippedChecks) {
		// "✓ Compiled successfully … Job succeeded" for "the web build
		// passes": the claimed check is the build, and its own result is
		// the pass; its steps are no tests of something else.
		return nil
	}
	tests := 0
	for _, n := range r.PassedNames {
		if isFile(n) {
			continue // a file's summary line: which tests it holds is not shown
		}
		tests++
		if namesAny(text.Terms(n), distinct) {
			return nil
		}
	}
	if tests == 0 {
		return nil
	}
	return distinct
}

// namesAny reports whether a test name's terms hold one of the claim's
// terms, or the verb of an agent noun among them (TestTokenizeEmpty for
// "the tokenizer").
func namesAny(terms, claim []string) bool {
	if text.Common(terms, claim) > 0 {
		return true
	}
	for _, c := range claim {
		if len(c) < 6 || !strings.HasSuffix(c, "er") && !strings.HasSuffix(c, "or") {
			continue
		}
		for _, t := range terms {
			if strings.HasPrefix(t, c[:len(c)-2]) {
				return true
			}
		}
	}
	return false
}

// isFile reports whether a passing name is a test file (src/price.test.js)
// rather than a test: a path or a name with an extension, and not a
// pytest node id (tests/test_cart.py::test_total).
func isFile(n string) bool {
	if strings.Contains(n, "::") {
		return false
	}
	if strings.ContainsAny(n, "/\\") {
		return true
	}
	dot := strings.LastIndexByte(n, '.')
	return dot > 0 && dot < len(n)-1 && !strings.ContainsAny(n[dot:], " ()")
}

// distinct returns the claim's distinguishing terms against an output
// that names the tests names: its topical terms, in Latin letters, that
// are not a shape's trigger and that the output's location (the source,
// the package or file paths outside the tests' own node ids) does not
// already hold.
func (c *Claim) distinct(names []string, content, source string) []string {
	where := text.Terms(source)
	for _, id := range appendIdents(nil, content) {
		if n := heldName(id, names); n != "" && strings.Contains(id, ".") {
			// "test_invoicing_fixed.TestInvoicing.test_total": the module
			// and class around a test are where it is, as a package is.
			where = append(where, text.Terms(strings.ReplaceAll(strings.ToLower(id), strings.ToLower(n), " "))...)
			continue
		}
		if !strings.ContainsAny(id, "/") || holdsName(id, names) {
			continue // not a path, or a test's own node id
		}
		where = append(where, text.Terms(id)...)
	}
	for i := range c.Statements {
		// "always", "in production", "since v2": the claim's shape, not
		// the behaviour it names.
		where = append(where, text.Terms(c.Statements[i].Text)...)
	}
	var out []string
	for _, t := range c.Subject.Topical() {
		// An aside is not the behaviour claimed ("CI is green, shipping it");
		// "unit", "crate", "integration" say which kind of tests, not what
		// they test.
		if !slices.Contains(where, t) && isLatin(t) && !slices.Contains(out, t) && !slices.Contains(c.asides, t) && !suiteKinds()[t] {
			out = append(out, t)
		}
	}
	return out
}

// suiteKinds are the terms of words that name a kind of test or the unit
// a suite is run by: "the geohash crate tests", "all invoicing unit tests".
var suiteKinds = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("unit units integration e2e crate crates package packages module modules suite suites library lib " +
		"spec specs smoke acceptance regression") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
})

// heldName returns the test name of names that the lower-cased id holds,
// or "".
func heldName(id string, names []string) string {
	for _, n := range names {
		if strings.Contains(id, strings.ToLower(n)) {
			return n
		}
	}
	return ""
}

// FailedCheckOf returns the failing test of runner output that is the
// check of what a claim names — it shares a distinguishing term of the
// claim (see [Claim.Unobserved]) — or "". "The importer handles empty
// files" against a run where TestImporterEmptyFile FAILs: the check of
// that behaviour did not pass, so the failure cannot support the claim,
// whatever its label. A claim that asserts or names a failure ("the parser
// rejects leap seconds", "parse_weight raises KeyError") gets "": its test
// may fail by showing it.
func (c *Claim) FailedCheckOf(r *Reading, content, source string) string {
	if r.Outcome != Fail || r.Prose || len(r.FailedNames) == 0 || c.Failure || c.Subject.namesFailure() {
		return ""
	}
	distinct := c.distinct(r.FailedNames, content, source)
	for _, n := range r.FailedNames {
		if !isFile(n) && text.Common(text.Terms(n), distinct) > 0 {
			return n
		}
	}
	return ""
}

// failureTerms are the terms (as [text.Terms] makes them: stemmed, with
// panics, crashes and exceptions folded onto "error") of a claim about a
// failure, whose test may well fail by showing it: "parse_weight raises
// KeyError for pounds".
var failureTerms = []string{"error", "rais", "throw", "reject", "refus", "deny", "deni", "abort", "timeout", "rac", "kill", "sigkill",
	"outag", "leak", "deadlock", "bottleneck", "wrong", "broken", "bug", "oom", "regression", "vulnerabl", "injection", "declin",
	"fallo", "caída", "错误", "报错", "异常", "拒绝", "失败", "崩溃", "故障", "漏洞", "宕机"}

// namesFailure reports a subject that speaks of an error or a refusal.
func (s Subject) namesFailure() bool { return text.Common(s.Terms, failureTerms) > 0 }

// holdsName reports whether the lower-cased identifier id holds one of
// the test names.
func holdsName(id string, names []string) bool { return heldName(id, names) != "" }

// isLatin reports whether a term is written in ASCII letters and digits,
// as test names are.
func isLatin(t string) bool {
	for i := 0; i < len(t); i++ {
		if t[i] >= 0x80 {
			return false
		}
	}
	return t != ""
}

// skippedChecks say a build skipped a check, or ran no tests: its success
// shows nothing of them.
var skippedChecks = []string{"skipping validation", "ignorebuilderrors", "ignoreduringbuilds", "no tests found", "running 0 tests",
	"0 tests", "--no-verify", "skipping type", "skipping lint"}

// allHeld reports every term found in content: what the claim says of its
// build besides building ("strict mode", "its e2e tests") is in the output.
func allHeld(terms []string, content string) bool {
	got := text.Terms(head(content, slotBytes*4))
	for _, t := range terms {
		if !slices.Contains(got, t) {
			return false
		}
	}
	return true
}

// buildWords are a claim's words for a build or a compile.
var buildWords = []string{"build", "builds", "compile", "compiles", "compiled", "compila", "compilación", "compilacion",
	"construye", "构建", "编译", "打包"}

// claimsBuild reports a claim about a build: "the web build passes on CI",
// "the app compiles", "el proyecto compila", "构建通过".
func (c *Claim) claimsBuild() bool {
	for _, t := range c.tokens() {
		if slices.Contains(buildWords, t.s) {
			return true
		}
	}
	for _, w := range buildWords {
		if !ascii(w) && strings.Contains(c.Text, w) {
			return true
		}
	}
	return false
}

// buildDone are the lines a build tool ends a successful build with.
var buildDone = []string{"compiled successfully", "build succeeded", "build successful", "build completed successfully",
	"built in ", "job succeeded", "successfully built", "finished `release`", "finished release", "finished `dev`",
	"webpack compiled successfully", "build finished successfully", "编译成功", "构建成功"}

// buildSucceeded reports an output that says its build succeeded.
func buildSucceeded(content string) bool {
	return containsAnyFold(head(content, slotBytes*4), buildDone)
}

// suiteNamed reports a run whose tests' module or class ("test_bounce.
// BounceTest.test_hard_bounce") holds a topical term of the claim: the
// suite a claim about all its tests names.
func (c *Claim) suiteNamed(names []string, content string) bool {
	topical := c.Subject.Topical()
	for _, id := range appendIdents(nil, content) {
		n := heldName(id, names)
		if n == "" || !strings.Contains(id, ".") {
			continue
		}
		module := strings.ReplaceAll(strings.ToLower(id), strings.ToLower(n), " ")
		for _, t := range text.Terms(module) {
			if slices.Contains(topical, t) && !suiteKinds()[t] && !generic[t] {
				return true
			}
		}
	}
	return false
}

// namesOneTest reports a command that runs tests picked out of a module
// ("python -m unittest test_bounce.BounceTest.test_hard_bounce", "-k
// header", "--failfast"): what it ran is not the module's suite.
func namesOneTest(source, content string) bool {
	cmd := source
	if strings.HasPrefix(content, "$ ") {
		cmd += " " + firstLine(content)
	}
	for _, f := range strings.Fields(cmd) {
		if f == "-k" || f == "--failfast" || f == "-f" || strings.HasPrefix(f, "-k=") || strings.HasPrefix(f, "--testNamePattern") || f == "-t" {
			return true
		}
		if parts := strings.Split(f, "."); len(parts) >= 3 && !strings.Contains(f, "/") && strings.HasPrefix(parts[len(parts)-1], "test") {
			return true // module.Class.test_name, as unittest names one test
		}
	}
	return false
}
