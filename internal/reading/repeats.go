package reading

import (
	"slices"
	"strings"
)

// Repeats in words (docs/rules.md §4.3, intermittent: "repeated runs (≥ 10 …
// '20/20 passed'), all passing"): an engineer who reran the flaky thing
// writes the count, not a runner flag — "25/25 printed", "30 de 30
// llamadas OK", "50/50 成功". For an intermittent claim, an item that
// affirms it and counts all of a whole of attempts carries that count as
// its runs. A count that falls short ("24/25") or a failure beside it
// already reads fail or persists, so it never affirms and carries none.

// readRepeats sets r.Runs from an all-succeeded count of an affirming
// item, for an intermittent claim.
func (c *Claim) readRepeats(r *Reading, content string) {
	if !c.Has(Intermittent) || !r.Affirms || r.Persists || r.Runs > 0 || len(content) > slotBytes {
		return
	}
	if r.Whole > 0 {
		r.Runs = r.Whole
		return
	}
	r.Runs = wholeIn(content)
	if r.Runs == 0 {
		r.Runs = repeatsAll(content)
	}
}

// runUnits follow a count of repeated runs: "50 times", "20 runs", "10
// consecutive", "20 veces", "50 次".
var runUnits = []string{" times", " runs", " consecutive", " iterations", " attempts", " in a row", " veces", " ejecuciones",
	" intentos", " 次", "次"}

// allWords in a run count's sentence say every run went the same way.
var allRunsWords = []string{"all ", "every ", "each ", "todas", "todos", "全部", "都"}

// repeatsAll returns the count of repeated runs a sentence says all went
// the one way: "ran it 20 times, all passed", "连续 50 次升级全部成功",
// "20 veces seguidas, todas pasaron"; 0 when none does.
func repeatsAll(content string) int {
	for i := 0; i < len(content); i++ {
		if !isDigit(content[i]) || i > 0 && (isAlnum(content[i-1]) || content[i-1] == '.' || content[i-1] == '/') {
			continue
		}
		n, rest := leadingInt(content[i:])
		if n < 2 {
			continue
		}
		unit := false
		for _, u := range runUnits {
			if strings.HasPrefix(rest, u) {
				unit = true
				break
			}
		}
		if !unit {
			continue
		}
		_, to := sentenceSpan(content, i)
		if tail := strings.ToLower(content[i:to]); containsAnyOf(tail, allRunsWords) {
			return n
		}
	}
	return 0
}

// repeatMarks say a check was run again and again: a repetition flag or a
// count of runs.
var repeatMarks = []string{"-count=", "--count", "--repeat", "-repeat", "--runs", "--iterations", "--repeat-each", " runs", " times",
	" veces", " ejecuciones", "次"}

// flakyShown reports a run that shows the claim's check failing now and
// then: it was repeated, and where the claim names a test, that test
// itself both failed and passed (by its own pass lines, or a repetition of
// it alone that did not fail every time); where it names an environment,
// the run was there.
func (c *Claim) flakyShown(r *Reading, in Input) bool {
	cmd := in.Source + " " + head(in.Content, 2048)
	if r.Runs < 2 && !containsAnyFold(cmd, repeatMarks) {
		return false // one run with some failures is no flakiness
	}
	if c.Has(Environment) && !r.InEnvironment {
		return false
	}
	if len(c.testNames) == 0 {
		return r.Passed > 0 || repeatCount(cmd) > r.Failed && !cutShort(cmd, in.Content) // some runs passed: shown, or left to the count
	}
	name := c.testNames[0]
	others := false // a pass of another test ("--- PASS: TestHelper") is not the named test's
	for _, p := range r.PassedNames {
		others = others || p != name
	}
	if n := repeatCount(cmd); n > 0 && c.filtersNamed(cmd) && !others && !cutShort(cmd, in.Content) {
		// "go test -run TestX -count=50: 3 failed, 47 passed": the run was
		// of TestX alone, and it failed in some of its runs, not all.
		return r.Failed < n && (len(r.FailedNames) == 0 || slices.Contains(r.FailedNames, name))
	}
	if !slices.Contains(r.FailedNames, name) {
		return false // the failures are other tests'
	}
	return r.passCounts[name] > 0 || slices.Contains(r.PassedNames, name)
}

// repeatCount returns the N of a "-count=N" or "--repeat N" flag, or 0.
func repeatCount(s string) int {
	for _, f := range []string{"-count=", "--repeat=", "--repeat ", "-count "} {
		if i := strings.Index(s, f); i >= 0 {
			n, _ := leadingInt(s[i+len(f):])
			return max(n, 0)
		}
	}
	return 0
}

// raceShown reports a race detector's report for a claim of a race: one
// detection shows that the race exists ("Counter.Inc has a data race"),
// where one failing run does not show a failure that comes and goes.
func (c *Claim) raceShown(content string) bool {
	found := false
	for line := range strings.SplitSeq(head(content, slotBytes), "\n") {
		found = found || strings.TrimSpace(line) == "WARNING: DATA RACE" // the detector's own line, not prose about it
	}
	if !found {
		return false
	}
	for w := range strings.FieldsSeq(c.lower()) {
		switch strings.Trim(w, ".,;:!?()") {
		case "race", "races", "racy":
			return true
		}
	}
	return strings.Contains(c.lower(), "carrera") || strings.Contains(c.lower(), "竞争") || strings.Contains(c.lower(), "竞态")
}

// cutShort reports a repeated run that may not have run every time: it
// stops at the first failure (-failfast, --bail), panicked or timed out,
// or skipped the test — the runs its failures are fewer than need not
// have passed.
func cutShort(cmd, content string) bool {
	return containsAnyFold(cmd, []string{"-failfast", "--bail", "-x "}) ||
		containsAnyFold(head(content, slotBytes), []string{"panic:", "--- SKIP", "timed out", "no llegó", "未运行", "did not run"})
}
