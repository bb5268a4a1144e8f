package reading

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// outcomeRows is the outcome table of docs/rules.md §4.1: one row per line format
// a runner, an HTTP client, a shell or a structured tool prints. Every row that matches a line
// fires; the reader then decides by strength (a failure outranks a pass,
// an exception is a failure unless a pass follows it) in [state.finish].
var outcomeRows = append(runnerRows[:len(runnerRows):len(runnerRows)], structuredRows...)

// runnerRows are the rows of runners, HTTP clients and shells.
var runnerRows = []lineRow{
	// go test, plain and -json.
	{"go-test-fail", hUpper | hColon, func(l *line, st *state) (strength, bool) {
		name, ok := after(l.s, "--- FAIL:")
		if ok {
			st.perFailed++
			st.failedName(name)
		}
		return hardFail, ok
	}},
	{"go-test-pass", hUpper | hColon, func(l *line, st *state) (strength, bool) {
		name, ok := after(l.s, "--- PASS:")
		if ok {
			st.passed(name)
		}
		return countedPass, ok
	}},
	{"go-test-skip", hUpper | hColon, func(l *line, st *state) (strength, bool) {
		if name, ok := after(l.s, "--- SKIP:"); ok {
			st.perSkipped++
			st.skippedName(name)
		}
		return 0, false
	}},
	{"fail-line", hUpper, func(l *line, st *state) (strength, bool) {
		// go's "FAIL" and "FAIL\tpkg 0.1s", jest's "FAIL src/x.test.js".
		if rest, ok := strings.CutPrefix(l.s, "FAIL\t"); ok {
			st.pkg(rest, false)
		}
		return hardFail, l.s == "FAIL" || strings.HasPrefix(l.s, "FAIL\t") || strings.HasPrefix(l.s, "FAIL ")
	}},
	{"go-pkg-ok", 0, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "ok")
		if !ok || rest == "" || !isSpace(rest[0]) {
			return 0, false
		}
		rest = strings.TrimLeft(rest, " \t")
		if rest != "" && isDigit(rest[0]) {
			return 0, false // TAP
		}
		if strings.Contains(rest, "[no tests to run]") {
			return noRun, true
		}
		st.r.Packages++
		st.pkg(rest, true)
		return countedPass, true
	}},
	{"go-no-test-files", 0, func(l *line, st *state) (strength, bool) {
		return noRun, strings.HasPrefix(l.s, "?") && strings.HasSuffix(l.s, "[no test files]")
	}},
	{"go-no-tests-to-run", hColon, func(l *line, st *state) (strength, bool) {
		return noRun, strings.HasPrefix(l.s, "testing: warning: no tests to run")
	}},
	{"pass-line", hUpper, func(l *line, st *state) (strength, bool) {
		// go's bare "PASS", jest's "PASS src/x.test.js".
		return weakPass, l.s == "PASS" || strings.HasPrefix(l.s, "PASS ")
	}},
	{"go-panic", hColon, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.HasPrefix(l.s, "panic: ")
	}},
	{"go-fatal-error", hColon, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.HasPrefix(l.s, "fatal error: ")
	}},
	{"data-race", hW, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.Contains(l.s, "WARNING: DATA RACE")
	}},
	// pytest.
	{"pytest-summary", 0, func(l *line, st *state) (strength, bool) {
		// "==== 1 failed, 2 passed in 0.05s ====": framed on both sides,
		// unlike go's "=== RUN".
		if !strings.HasPrefix(l.s, "==") || !strings.HasSuffix(l.s, "==") {
			return 0, false
		}
		if strings.Contains(l.s, "no tests ran") {
			return noRun, true
		}
		return st.counts(l.s, false)
	}},
	{"pytest-collected-0", hDigit, func(l *line, st *state) (strength, bool) {
		return noRun, strings.HasPrefix(l.s, "collected 0 items") || strings.Contains(l.s, "collected 0 items /")
	}},
	{"pytest-failed-test", hUpper, func(l *line, st *state) (strength, bool) {
		for _, p := range []string{"FAILED ", "ERROR "} {
			if rest, ok := cutPrefix(l.s, p); ok && strings.Contains(rest, "::") {
				st.failedName(pytestName(rest))
				return hardFail, true
			}
		}
		return 0, false
	}},
	{"pytest-verbose", hUpper | hColon, func(l *line, st *state) (strength, bool) {
		// pytest -v: "tests/test_cart.py::test_checkout PASSED  [ 50%]".
		i := strings.Index(l.s, "::")
		if i <= 0 || !strings.HasSuffix(l.s[:i], ".py") {
			return 0, false // cargo's "test tests::total ... FAILED"
		}
		for _, v := range pytestVerdicts {
			j := strings.Index(l.s[i:], v.word)
			if j < 0 {
				continue
			}
			end := i + j + len(v.word)
			if end < len(l.s) && l.s[end] != ' ' {
				continue
			}
			name := pytestName(l.s[:i+j])
			switch v.outcome {
			case Pass:
				st.passed(name)
				return countedPass, true
			case Fail:
				st.perFailed++
				st.failedName(name)
				return hardFail, true
			}
			st.perSkipped++
			st.skippedName(name)
			return 0, false
		}
		return 0, false
	}},

	// unittest.
	{"unittest-ran", hDigit, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Ran ")
		if !ok {
			return 0, false
		}
		n, rest := leadingInt(rest)
		if n < 0 || !strings.HasPrefix(rest, " test") {
			return 0, false
		}
		st.summaries++
		if n == 0 {
			return noRun, true
		}
		st.summaryPassed += n // failures are subtracted by the FAILED line
		return 0, false
	}},
	{"unittest-failed", hUpper, func(l *line, st *state) (strength, bool) {
		if !strings.HasPrefix(l.s, "FAILED (") {
			return 0, false
		}
		f := st.pairs(l.s[len("FAILED"):], true)
		st.summaryPassed = max(0, st.summaryPassed-f.fail-f.skip)
		st.summaryFailed += f.fail
		st.summarySkipped += f.skip
		return hardFail, true
	}},
	{"unittest-ok", hUpper, func(l *line, st *state) (strength, bool) {
		if l.s != "OK" && !strings.HasPrefix(l.s, "OK (") {
			return 0, false
		}
		f := st.pairs(l.s[2:], true)
		st.summaryPassed = max(0, st.summaryPassed-f.skip)
		st.summarySkipped += f.skip
		return countedPass, true
	}},
	{"unittest-failed-test", hUpper | hColon, func(l *line, st *state) (strength, bool) {
		for _, p := range []string{"FAIL: ", "ERROR: "} {
			if rest, ok := cutPrefix(l.s, p); ok && strings.Contains(rest, "(") {
				st.failedName(rest)
				return hardFail, true
			}
		}
		return 0, false
	}},
	{"unittest-verbose", 0, func(l *line, st *state) (strength, bool) {
		// unittest -v: "test_total (tests.test_cart.CartTest.test_total) ... ok".
		name, verdict, ok := unittestVerbose(l.s)
		switch {
		case !ok:
			return 0, false
		case verdict == "ok":
			st.passed(name)
			return countedPass, true
		case verdict == "FAIL" || verdict == "ERROR" || verdict == "unexpected success":
			st.perFailed++
			st.failedName(name)
			return hardFail, true
		}
		st.perSkipped++
		st.skippedName(name)
		return 0, false
	}},
	{"unittest-no-tests", hUpper, func(l *line, st *state) (strength, bool) {
		return noRun, l.s == "NO TESTS RAN"
	}},

	// jest and vitest.
	{"jest-tests", hDigit | hColon, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Tests:")
		if !ok {
			return 0, false
		}
		return st.counts(rest, false)
	}},
	{"vitest-tests", hDigit, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Tests ")
		if !ok || !strings.Contains(rest, "(") {
			return 0, false
		}
		return st.counts(rest, false)
	}},
	{"no-tests-found", 0, func(l *line, st *state) (strength, bool) {
		return noRun, strings.HasPrefix(l.s, "No tests found") || strings.HasPrefix(l.s, "No test files found") ||
			strings.HasPrefix(l.s, "No test suite found")
	}},
	{"failed-mark", 0, func(l *line, st *state) (strength, bool) {
		for _, m := range []string{"✕ ", "× ", "✗ ", "✖ ", "✘ "} {
			if rest, ok := cutPrefix(l.s, m); ok && !strings.HasPrefix(rest, "Test run with ") {
				st.perFailed++
				st.failedName(rest)
				return hardFail, true
			}
		}
		return 0, false
	}},
	{"skipped-mark", 0, func(l *line, st *state) (strength, bool) {
		// jest's "○ skipped name" and "○ name", vitest's "↓ file > name
		// [skipped]": the test did not run.
		for _, m := range []string{"○ skipped ", "○ todo ", "○ ", "↓ "} {
			if rest, ok := cutPrefix(l.s, m); ok {
				st.perSkipped++
				st.skippedName(strings.TrimSuffix(strings.TrimSuffix(stripDuration(rest), " [skipped]"), " [todo]"))
				return 0, true
			}
		}
		return 0, false
	}},
	{"passed-mark", 0, func(l *line, st *state) (strength, bool) {
		for _, m := range []string{"✓ ", "✔ ", "√ "} {
			if rest, ok := cutPrefix(l.s, m); ok && !strings.HasPrefix(rest, "Test run with ") {
				st.passed(stripDuration(rest))
				return countedPass, true
			}
		}
		return 0, false
	}},

	// dotnet test (VSTest): "Passed!  - Failed: 0, Passed: 12, Skipped: 0,
	// Total: 12, Duration: 41 ms - Cart.Tests.dll (net8.0)".
	{"dotnet-summary", hColon | hUpper, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Passed!")
		if !ok {
			rest, ok = cutPrefix(l.s, "Failed!")
		}
		if !ok || !strings.HasPrefix(strings.TrimLeft(rest, " "), "-") {
			return 0, false
		}
		return st.counts(rest, true)
	}},
	// XCTest (swift test, xcodebuild): "Executed 12 tests, with 0 failures
	// (0 unexpected) in 0.034 (0.036) seconds", and each test case's line.
	{"xctest-executed", hUpper | hDigit, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Executed ")
		if !ok || !strings.Contains(rest, " with ") {
			return 0, false
		}
		return st.counts(rest, false)
	}},
	{"xctest-case", hUpper | hApos, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Test Case '")
		if !ok {
			return 0, false
		}
		end := strings.Index(rest, "' ")
		if end < 0 {
			return 0, false
		}
		name, verdict := rest[:end], rest[end+2:]
		switch {
		case strings.HasPrefix(verdict, "passed"):
			st.passed(name)
			return countedPass, true
		case strings.HasPrefix(verdict, "failed"):
			st.perFailed++
			st.failedName(name)
			return hardFail, true
		}
		return 0, false
	}},
	// swift-testing: "✔ Test run with 12 tests passed after 0.005 seconds.",
	// "✘ Test run with 3 tests failed after …"; with 0 tests nothing ran.
	{"swift-test-run", hDigit | hP, func(l *line, st *state) (strength, bool) {
		i := strings.Index(l.s, "Test run with ")
		if i < 0 || i > 8 {
			return 0, false
		}
		n, rest := leadingInt(l.s[i+len("Test run with "):])
		if n < 0 {
			return 0, false
		}
		switch {
		case n == 0:
			return noRun, true
		case strings.Contains(rest, " failed"):
			st.summaries++
			st.summaryFailed++
			return hardFail, true
		case strings.Contains(rest, " passed"):
			st.summaries++
			st.summaryPassed += n
			return countedPass, true
		}
		return 0, false
	}},

	// mocha, RSpec and the plain "N passed, N failed" line.
	{"count-summary", hDigit, func(l *line, st *state) (strength, bool) {
		if !isDigit(l.s[0]) || len(l.s) > 200 {
			return 0, false
		}
		return st.counts(l.s, false)
	}},

	{"count-pairs", hDigit | hP, func(l *line, st *state) (strength, bool) {
		// The plain "42 passed, 0 failed" inside a sentence: both sides
		// counted, so it is a summary and not prose about a failure.
		if isDigit(l.s[0]) || l.s[0] == '=' || len(l.s) > 300 ||
			!(strings.Contains(l.s, "pass") || strings.Contains(l.s, "通过") || strings.Contains(l.s, "pasaron")) ||
			strings.HasPrefix(l.s, "Tests") || strings.Contains(l.s, "Tests:") || strings.Contains(l.s, "test result") {
			return 0, false
		}
		t := st.pairs(l.s, false)
		if !t.passSeen || !(t.failSeen || t.skipSeen) {
			return 0, false
		}
		return st.counts(l.s, false)
	}},

	// node:test and TAP.
	{"tap-not-ok", 0, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "not ok ")
		if !ok {
			return 0, false
		}
		switch directiveOf(rest) {
		case "SKIP":
			st.skippedName(tapName(rest))
			return 0, false
		case "TODO":
			// A known failure: the suite does not count it, but the test
			// did not pass.
			st.failedName(tapName(rest))
			return 0, false
		}
		st.perFailed++
		st.failedName(tapName(rest))
		return hardFail, true
	}},
	{"tap-ok", hDigit, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "ok ")
		if !ok || rest == "" || !isDigit(rest[0]) {
			return 0, false
		}
		if directive(rest) {
			st.perSkipped++
			st.skippedName(tapName(rest))
			return 0, false
		}
		st.passed(tapName(rest))
		return countedPass, true
	}},
	{"tap-plan-zero", 0, func(l *line, st *state) (strength, bool) {
		return noRun, strings.HasPrefix(l.s, "1..0")
	}},
	{"tap-summary", hDigit, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "# ")
		if !ok {
			rest, ok = cutPrefix(l.s, "ℹ ")
		}
		if !ok {
			return 0, false
		}
		word, n := wordInt(rest)
		switch {
		case n < 0:
			return 0, false
		case word == "tests" && n == 0:
			return noRun, true
		case word == "pass":
			st.summaries++
			st.summaryPassed += n
			return countedPass, n > 0
		case word == "fail":
			st.summaries++
			st.summaryFailed += n
			return hardFail, n > 0
		case word == "skipped" || word == "todo" || word == "cancelled":
			st.summarySkipped += n
			if word == "cancelled" && n > 0 {
				return hardFail, true
			}
			return noRun, n > 0
		}
		return 0, false
	}},

	// cargo test.
	{"cargo-summary", hColon, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "test result:")
		if !ok {
			return 0, false
		}
		s, ok := st.counts(rest, false)
		if strings.HasPrefix(strings.TrimSpace(rest), "FAILED") {
			return hardFail, true
		}
		return s, ok
	}},
	{"cargo-test-line", 0, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "test ")
		if !ok {
			return 0, false
		}
		name, result, ok := strings.Cut(rest, " ... ")
		switch {
		case !ok:
			return 0, false
		case result == "FAILED":
			st.perFailed++
			st.failedName(name)
			return hardFail, true
		case result == "ok":
			st.passed(name)
			return countedPass, true
		case strings.HasPrefix(result, "ignored"):
			st.perSkipped++
			st.skippedName(name)
		}
		return 0, false
	}},
	{"cargo-running-0", hDigit, func(l *line, st *state) (strength, bool) {
		return noRun, l.s == "running 0 tests"
	}},
	{"rust-panic", 0, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.HasPrefix(l.s, "thread '") && strings.Contains(l.s, "' panicked at")
	}},

	// JUnit XML and maven surefire.
	{"junit-xml", hLT | hQuote, func(l *line, st *state) (strength, bool) {
		i := strings.Index(l.s, "<testsuite ")
		if i < 0 {
			i = strings.Index(l.s, "<testsuites ")
		}
		if i < 0 {
			return 0, false
		}
		tag := l.s[i:]
		if j := strings.IndexByte(tag, '>'); j >= 0 {
			tag = tag[:j]
		}
		tests, fails, errs, skips := xmlAttr(tag, "tests"), xmlAttr(tag, "failures"), xmlAttr(tag, "errors"), xmlAttr(tag, "skipped")
		if tests < 0 {
			return 0, false
		}
		if strings.HasPrefix(tag, "<testsuites") && st.summaries > 0 {
			return 0, false // the suites already counted
		}
		st.summaries++
		st.summaryFailed += max(fails, 0) + max(errs, 0)
		st.summarySkipped += max(skips, 0)
		st.summaryPassed += max(0, tests-max(fails, 0)-max(errs, 0)-max(skips, 0))
		switch {
		case fails > 0 || errs > 0:
			return hardFail, true
		case tests == 0 || tests == max(skips, 0):
			return noRun, true
		}
		return countedPass, true
	}},
	{"junit-failure", hLT, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.Contains(l.s, "<failure") || strings.Contains(l.s, "<error ") || strings.Contains(l.s, "<error>")
	}},
	{"surefire-summary", hDigit | hColon, func(l *line, st *state) (strength, bool) {
		i := strings.Index(l.s, "Tests run:")
		if i < 0 {
			return 0, false
		}
		return st.counts(l.s[i:], true)
	}},

	// Repetition and the race detector, for intermittent claims.
	{"repeat-flag", hDigit | hDash, func(l *line, st *state) (strength, bool) {
		if !strings.Contains(l.s, " -") {
			return 0, false // flags follow a space: "go test -count=10"
		}
		for _, flag := range []string{"-count=", "-count ", "--repeat=", "--repeat ", "--repeat-each=", "--repeat-each ", "--count=", "--count ", "--runs=", "--runs "} {
			if i := strings.Index(l.s, flag); i >= 0 {
				if n, _ := leadingInt(l.s[i+len(flag):]); n > st.r.Runs {
					st.r.Runs = n
				}
			}
		}
		return 0, false
	}},
	{"pass-fraction", hDigit | hSlash, func(l *line, st *state) (strength, bool) {
		n := fraction(l.s)
		if n > st.r.Runs {
			st.r.Runs = n
		}
		return countedPass, n > 0 // "20/20 passed": every run passed
	}},
	{"race-flag", hDash, func(l *line, st *state) (strength, bool) {
		if !strings.Contains(l.s, "-race") {
			return 0, false
		}
		if hasWord(l.s, "-race") || hasWord(l.s, "--race") {
			st.r.Race = true
		}
		return 0, false
	}},

	// Exit statuses, signals, kills.
	{"exit-status", hDigit | hX, func(l *line, st *state) (strength, bool) {
		if !strings.Contains(l.s, "xit") && !strings.Contains(l.s, "XIT") {
			return 0, false
		}
		lower := l.s
		if l.hints&hUpper != 0 {
			lower = strings.ToLower(l.s)
		}
		for _, p := range []string{"exit status ", "exit code ", "exit code: ", "exited with code ", "exit status: ", "non-zero exit status ", "exited with status ", "exitcode=", "exit_code=", "exit=", "exit code="} {
			if i := strings.Index(lower, p); i >= 0 {
				n, _ := leadingInt(lower[i+len(p):])
				switch {
				case n < 0:
					continue
				case n == 0:
					st.r.Exit, st.r.ExitSeen = 0, true
					return weakPass, true
				}
				st.r.Exit, st.r.ExitSeen = n, true
				return hardFail, true
			}
		}
		return 0, false
	}},
	// "$ echo $?" then its value: the status of the command before it.
	{"echo-status", hDigit, func(l *line, st *state) (strength, bool) {
		if !strings.HasSuffix(st.prev, "echo $?") {
			return 0, false
		}
		n, rest := leadingInt(l.s)
		switch {
		case n < 0 || rest != "":
			return 0, false
		case n == 0:
			return weakPass, true
		}
		return hardFail, true
	}},
	{"make-error", hDigit | hStar, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.Contains(l.s, "*** [") && strings.Contains(l.s, "] Error ")
	}},
	{"signal", hG, func(l *line, st *state) (strength, bool) {
		// Every pattern holds "ignal", "SIG" or "fault"; "ig" alone let
		// every line with "running" or "config" through to seven scans.
		if !strings.Contains(l.s, "ignal") && !(l.hints&hUpper != 0 && strings.Contains(l.s, "SIG")) && !strings.Contains(l.s, "fault") {
			return 0, false
		}
		for _, p := range []string{"signal: ", "Segmentation fault", "terminated by signal", "SIGKILL", "SIGSEGV", "SIGABRT", "SIGBUS"} {
			if strings.Contains(l.s, p) {
				return hardFail, true
			}
		}
		return hardFail, signalReceived(l.s)
	}},
	// "sigsegv", "sigkill" in lower case, as some runtimes and container
	// tools print them: whole words only, not "sigsegv_handler".
	{"sig-lowercase", hG, func(l *line, st *state) (strength, bool) {
		if !strings.Contains(l.s, "sig") {
			return 0, false
		}
		for _, p := range []string{"sigsegv", "sigkill", "sigabrt", "sigbus"} {
			if hasToken(l.s, p) {
				return hardFail, true
			}
		}
		return 0, false
	}},
	// "Aborted (core dumped)" has no 'g' for the signal row's hint, and a
	// core dump ends a process whatever signal caused it.
	{"core-dumped", hP, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.Contains(l.s, "core dumped")
	}},
	{"killed", hK, func(l *line, st *state) (strength, bool) {
		return hardFail, l.s == "Killed" || strings.HasSuffix(l.s, " Killed") || strings.Contains(l.s, "Killed process") ||
			strings.Contains(l.s, "OOMKilled") || strings.Contains(l.s, "OOMKILLED")
	}},
	{"oomkilled-lowercase", hk, func(l *line, st *state) (strength, bool) {
		return hardFail, hasToken(l.s, "oomkilled")
	}},
	{"shell-signal", 0, func(l *line, st *state) (strength, bool) {
		return hardFail, shellSignal(l)
	}},
	{"out-of-memory", hY, func(l *line, st *state) (strength, bool) {
		if !strings.Contains(l.s, "emory") && !strings.Contains(l.s, "Memory") {
			return 0, false
		}
		return hardFail, strings.Contains(l.s, "out of memory") || strings.Contains(l.s, "Out of memory") ||
			strings.Contains(l.s, "OutOfMemoryError")
	}},
	{"service-failed", hUpper, func(l *line, st *state) (strength, bool) {
		// A container or a service that does not run: kubectl's
		// CrashLoopBackOff, systemctl's "Active: failed". Every pattern
		// holds "Back", "Err" or "Active:": three scans at most rule out
		// a line, where six ran on every line with a capital.
		active := l.hints&hColon != 0 && strings.Contains(l.s, "Active:")
		if systemdFailed(l, active) {
			return hardFail, true
		}
		if !(l.hints&hB != 0 && strings.Contains(l.s, "Back") || l.hints&hUE != 0 && strings.Contains(l.s, "Err") || active) {
			return 0, false
		}
		for _, p := range []string{"CrashLoopBackOff", "ImagePullBackOff", "ErrImagePull", "CreateContainerConfigError", "Back-off restarting failed container", "Active: failed"} {
			if strings.Contains(l.s, p) {
				return hardFail, true
			}
		}
		return 0, false
	}},
	{"npm-error", 0, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.HasPrefix(l.s, "npm ERR!") || strings.HasPrefix(l.s, "npm error ")
	}},
	{"build-successful", hB | hUpper, func(l *line, st *state) (strength, bool) {
		// Gradle and Maven end a build that ran its tasks (tests among
		// them) with this line; a failing test fails the build.
		return weakPass, strings.HasPrefix(l.s, "BUILD SUCCESSFUL") || l.s == "BUILD SUCCESS" || strings.HasSuffix(l.s, "] BUILD SUCCESS")
	}},
	{"build-failed", hB, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.Contains(l.s, "BUILD FAILED") || strings.Contains(l.s, "Build failed")
	}},
	{"compile-error", hColon, func(l *line, st *state) (strength, bool) {
		return hardFail, strings.HasPrefix(l.s, "error: could not compile")
	}},

	// Exceptions and tracebacks: a failure when they are the final state.
	{"python-traceback", hUpper, func(l *line, st *state) (strength, bool) {
		if strings.HasPrefix(l.s, "Traceback (most recent call last)") {
			st.traceback = true
			return softFail, true
		}
		if st.traceback && !l.indented && !strings.HasPrefix(l.s, "File ") {
			// The exception that ended the traceback: the line to quote.
			st.traceback = false
			st.lines[softFail].first(text.Clip(l.s, 200))
		}
		return 0, false
	}},
	{"uncaught-exception", hUE, func(l *line, st *state) (strength, bool) {
		return softFail, strings.HasPrefix(l.s, "Exception in thread ") || strings.HasPrefix(l.s, "Uncaught ") ||
			strings.Contains(l.s, "UnhandledPromiseRejection") || strings.HasPrefix(l.s, "Unhandled exception") ||
			strings.HasPrefix(l.s, "Unhandled Rejection")
	}},
	{"error-line", hColon, func(l *line, st *state) (strength, bool) {
		// "Error: connect ECONNREFUSED", "FATAL: …" at the start of a
		// line: what a program prints when it gives up. Alone it decides
		// nothing (logs print errors and recover); before an exit 0 it
		// says that exit status hides a failure.
		if c := l.s[0]; st.errorLine == "" && !l.indented && (c == 'E' || c == 'e' || c == 'F' || c == 'f') {
			for _, p := range []string{"Error: ", "ERROR: ", "error: ", "FATAL: ", "Fatal: ", "fatal: "} {
				if strings.HasPrefix(l.s, p) {
					st.errorLine = text.Clip(l.s, 200)
					break
				}
			}
		}
		return 0, false
	}},
	{"error-stack", 0, func(l *line, st *state) (strength, bool) {
		// "TypeError: x" followed by "at f (file.js:1:2)": an exception
		// with its stack, in node or Java output.
		prev := st.prev
		if !strings.HasPrefix(l.s, "at ") || prev == "" || st.stackSeen {
			return 0, false
		}
		name, _, ok := strings.Cut(prev, ":")
		if !ok || !(strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Exception")) || strings.ContainsRune(name, ' ') {
			return 0, false
		}
		st.stackSeen = true
		st.note(&line{s: prev}, "error-stack", softFail)
		return 0, false
	}},

	// HTTP.
	{"access-log", hDigit | hSlash | hUpper, func(l *line, st *state) (strength, bool) {
		// An access log line, "POST /api/v1/checkout 200 …" or common log
		// format's "\"GET /x HTTP/1.1\" 500 …": a server error on any line
		// is a failure; otherwise the last line's status stands.
		n := accessStatus(l.s)
		if n == 0 {
			return 0, false
		}
		if n >= 500 {
			return hardFail, true
		}
		if st.httpLine == "" || st.httpAt < 0 || st.accessLog {
			st.r.Status, st.httpLine, st.httpAt, st.accessLog = n, text.Clip(l.s, 200), st.lineNo, true
		}
		return 0, false
	}},
	{"service-active", hColon, func(l *line, st *state) (strength, bool) {
		// systemctl status: "Active: active (running) since …".
		return weakPass, strings.Contains(l.s, "Active: active (running)") || strings.Contains(l.s, "Active: active (exited)")
	}},
	{"http-status", 0, func(l *line, st *state) (strength, bool) {
		s := strings.TrimPrefix(l.s, "< ")
		rest, ok := cutPrefix(s, "HTTP/")
		if !ok {
			return 0, false
		}
		_, code, ok := strings.Cut(rest, " ")
		if !ok {
			return 0, false
		}
		n, tail := leadingInt(code)
		if n < 100 || n > 599 || (tail != "" && tail[0] != ' ') {
			return 0, false
		}
		st.r.Status, st.httpLine, st.httpAt = n, text.Clip(s, 200), st.lineNo
		return 0, false
	}},
	{"http-status-body", hDigit, func(l *line, st *state) (strength, bool) {
		// A status printed before its JSON body (curl -w '%{http_code} '
		// or a script's "200 {"status":"ok"}"), when no status line says it.
		n, tail := leadingInt(l.s)
		if st.httpLine != "" || n < 100 || n > 599 || len(l.s)-len(tail) != 3 || len(tail) < 2 || tail[0] != ' ' ||
			tail[1] != '{' && tail[1] != '[' {
			return 0, false
		}
		st.r.Status, st.httpLine, st.httpAt = n, text.Clip(l.s, 200), st.lineNo
		return 0, false
	}},
	{"redirect-login", hColon, func(l *line, st *state) (strength, bool) {
		// A redirect to the sign-in page: the request was not let
		// through, whatever the page it lands on answers.
		s := strings.TrimPrefix(l.s, "< ")
		if st.httpLine == "" || st.r.Status < 300 || st.r.Status >= 400 || len(s) < 10 || !strings.EqualFold(s[:9], "location:") {
			return 0, false
		}
		target := strings.ToLower(s[9:])
		for _, w := range []string{"login", "signin", "sign_in", "sign-in", "/auth", "/sso"} {
			if strings.Contains(target, w) {
				st.loginRedirect = text.Clip(l.s, 200)
				break
			}
		}
		return 0, false
	}},
	{"status-prose", hDigit, func(l *line, st *state) (strength, bool) {
		if st.httpLine != "" && st.httpAt >= 0 && !st.prose || st.rules[countedPass] != "" || st.rules[hardFail] != "" || !hasStatusNumber(l.s) {
			return 0, false // a status line decides, and in runner output a number is not a status
		}
		if n := proseStatus(l.s); n > 0 {
			st.prose = true
			st.r.Status, st.httpLine, st.httpAt = n, text.Clip(l.s, 200), st.lineNo
		}
		return 0, false
	}},
	{"error-page", hLT, func(l *line, st *state) (strength, bool) {
		// An HTML error page served with a 2xx status.
		i := strings.Index(l.s, "<title>")
		if i < 0 || st.httpLine == "" || st.bodyError != "" && st.bodyErrorAt > st.httpAt {
			return 0, false
		}
		title := strings.ToLower(l.s[i:min(len(l.s), i+120)])
		for _, w := range []string{"error", "exception", "not found", "forbidden", "unauthorized", "failed", "unavailable"} {
			if strings.Contains(title, w) {
				st.bodyError, st.bodyErrorAt = text.Clip(l.s, 200), st.lineNo
				break
			}
		}
		return 0, false
	}},
	{"error-body", hQuote | hColon, func(l *line, st *state) (strength, bool) {
		if st.bodyError != "" && st.bodyErrorAt > st.httpAt {
			return 0, false
		}
		if strings.HasPrefix(l.s, `{"Time"`) || strings.Contains(l.s, `"Action":`) {
			return 0, false // go test -json
		}
		if errorBody(l.s) {
			st.bodyError, st.bodyErrorAt = text.Clip(l.s, 200), st.lineNo
		}
		if st.httpLine != "" && st.bodyPending == "" && pendingBody(l.s) {
			st.bodyPending = text.Clip(l.s, 200)
		}
		return 0, false
	}},
}

// pendingValues are the values of a body's "status", "state", "result" or
// "phase" that say the operation has not happened yet, or did nothing.
var pendingValues = map[string]bool{"pending": true, "queued": true, "running": true, "processing": true, "in_progress": true,
	"in progress": true, "inprogress": true, "scheduled": true, "accepted": true, "waiting": true, "started": true, "created": false,
	"noop": true, "no-op": true, "no_op": true, "skipped": true, "unchanged": true, "deferred": true, "retrying": true,
	"pendiente": true, "en_cola": true, "en cola": true, "procesando": true}

// pendingBody reports a JSON body whose state field says the operation has
// not happened yet or did nothing: "status": "queued", "state": "running",
// "result": "noop".
func pendingBody(s string) bool { return pendingValue(s) != "" }

// pendingValue returns the value of the state field pendingBody finds
// ("running" of "state": "RUNNING"), lower case, or "" ("true" for a noop
// flag).
func pendingValue(s string) string {
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '"')
		if j < 0 {
			return ""
		}
		i += j + 1
		k := strings.IndexByte(s[i:], '"')
		if k < 0 {
			return ""
		}
		key := s[i : i+k]
		i += k + 1
		v := strings.TrimLeft(s[i:], " \t")
		if !strings.HasPrefix(v, ":") {
			continue
		}
		v = strings.TrimLeft(v[1:], " \t")
		switch key {
		case "status", "state", "result", "phase", "outcome", "estado":
			if rest, ok := cutPrefix(v, `"`); ok {
				if end := strings.IndexByte(rest, '"'); end > 0 && end <= 16 && lowerIn(rest[:end], pendingValues) {
					return strings.ToLower(rest[:end])
				}
			}
		case "noop", "dry_run", "dryRun":
			if strings.HasPrefix(v, "true") {
				return "true"
			}
		}
	}
	return ""
}

// unittestVerbose reads a line of unittest -v: the test, and the word
// after " ... " ("ok", "FAIL", "ERROR", "skipped 'reason'", "expected
// failure").
func unittestVerbose(s string) (name, verdict string, ok bool) {
	i := strings.LastIndex(s, " ... ")
	if i <= 0 {
		return "", "", false
	}
	head, verdict := s[:i], s[i+len(" ... "):]
	switch {
	case verdict == "ok", verdict == "FAIL", verdict == "ERROR", verdict == "expected failure", verdict == "unexpected success",
		strings.HasPrefix(verdict, "skipped"):
	default:
		return "", "", false
	}
	name, rest, found := strings.Cut(head, " (")
	if !found || !strings.HasSuffix(rest, ")") || strings.ContainsAny(name, " \t") || name == "" {
		return "", "", false
	}
	return name, verdict, true
}

// httpMethods start the request of an access log line.
var httpMethods = []string{"GET ", "POST ", "PUT ", "PATCH ", "DELETE ", "HEAD ", "OPTIONS "}

// accessStatus reads the status of an access log line: a method, a path,
// and within two words after it a status ("POST /api/v1/checkout 200",
// "\"GET /x HTTP/1.1\" 503 12"); 0 when the line is not one.
func accessStatus(s string) int {
	for _, m := range httpMethods {
		i := strings.Index(s, m)
		if i < 0 || i > 0 && s[i-1] != ' ' && s[i-1] != '"' && s[i-1] != '\t' {
			continue
		}
		rest := s[i+len(m):]
		if !strings.HasPrefix(rest, "/") && !strings.HasPrefix(rest, "http") {
			return 0
		}
		f := strings.Fields(rest)
		for k := 1; k < len(f) && k <= 2; k++ {
			if k == 2 && !strings.HasPrefix(f[1], "HTTP/") {
				return 0 // "GET /v1/me returns 401" is prose
			}
			w := strings.Trim(f[k], "\"")
			if len(w) == 3 && allDigits(w) {
				if n, _ := leadingInt(w); n >= 100 && n <= 599 {
					return n
				}
			}
		}
		return 0
	}
	return 0
}

// finalRows read the last non-empty line of an output: a line that
// decides nothing in the middle of a log (programs print errors and go
// on) is the final state when nothing follows it.
var finalRows = []finalRow{
	// git, cargo, clang: "fatal: not a git repository …", "error: failed
	// to push some refs to …".
	{"fatal-final", func(s string) bool {
		return strings.HasPrefix(s, "fatal: ") || strings.HasPrefix(s, "error: ")
	}},
	// An exception printed without its stack: "TypeError: x is not a
	// function", "ModuleNotFoundError: No module named 'x'".
	{"exception-final", func(s string) bool {
		name, _, ok := strings.Cut(s, ":")
		return ok && exceptionName(name)
	}},
}

type finalRow struct {
	name  string
	match func(s string) bool
}

// exceptionName reports an exception class name: one identifier,
// possibly dotted (java.lang.IllegalStateException), ending in Error or
// Exception after at least one letter ("TypeError", not "Error").
func exceptionName(s string) bool {
	base := strings.TrimSuffix(s, "Error")
	if base == s {
		base = strings.TrimSuffix(s, "Exception")
	}
	if base == s || base == "" || base[len(base)-1] == '.' || !isLetter(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !isDigit(c) && c != '_' && c != '.' && c != '$' {
			return false
		}
	}
	return true
}

// signalVerbs precede a signal a process got, as daemons and runtimes
// log it: "Caught signal 15, exiting", "received signal SIGTERM".
var signalVerbs = []string{"killed by signal ", "Killed by signal ", "caught signal ", "Caught signal ",
	"received signal ", "Received signal ", "got signal ", "Got signal "}

// signalReceived reports a signal verb followed by a signal (a number or
// a SIG name), so "caught signal handling bugs" stays prose.
func signalReceived(s string) bool {
	for _, v := range signalVerbs {
		i := strings.Index(s, v)
		if i < 0 {
			continue
		}
		rest := s[i+len(v):]
		if n, _ := leadingInt(rest); n > 0 || strings.HasPrefix(rest, "SIG") {
			return true
		}
	}
	return false
}

// hasToken reports whether s holds w bounded on both sides by something
// that is not a letter, digit or '_'.
func hasToken(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !wordByte(s[j-1])) && (end == len(s) || !wordByte(s[end])) {
			return true
		}
		i = j + 1
	}
}

func wordByte(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' }

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// signalNames are how bash and macOS sh name the signal that ended a
// process (strsignal), zshSignalNames how zsh does.
var (
	signalNames = []string{"Killed", "Aborted", "Terminated", "Segmentation fault", "Bus error", "Illegal instruction",
		"Floating point exception", "Abort trap", "Trace/BPT trap", "Trace/breakpoint trap", "Hangup", "Quit", "Alarm clock"}
	zshSignalNames = []string{"killed", "abort", "terminated", "segmentation fault", "bus error", "illegal hardware instruction",
		"floating point exception", "hangup", "quit", "trace trap"}
	// localSignalNames are bash's names in the zh_CN, es_ES, de_DE and
	// fr_FR locales (glibc's strsignal translated): "段错误", "Matado".
	// SIGTERM's German "Beendet" and French "Complété" also mean
	// "finished" and are left out.
	localSignalNames = []string{"段错误", "已杀死", "已终止", "已放弃", "总线错误", "非法指令", "浮点数例外",
		"Violación de segmento", "Matado", "Terminado", "Abortado", "Error en el bus", "Instrucción ilegal",
		"Excepción de coma flotante",
		"Speicherzugriffsfehler", "Getötet", "Abgebrochen", "Bus-Fehler", "Ungültiger Maschinenbefehl",
		"Erreur de segmentation", "Processus arrêté", "Abandon", "Erreur du bus", "Instruction illégale"}
	// coreDumped are the words bash adds after a signal name when the
	// process left a core, per locale.
	coreDumped = []string{" (core dumped)", " (核心已转储)", " (`core' generado)", " ('core' generado)", " (core' generado)",
		" (Speicherabzug geschrieben)"}
	// scriptLine is how bash running a script starts its report of a
	// child a signal ended, per locale: "./run.sh: line 12: 48213 Killed".
	scriptLine = []string{": line ", ": línea "}
)

// shellSignal reports a shell's own report of a process that a signal
// ended (or, in a job table, that exited non-zero): zsh's "zsh: killed
// node app.js"; bash's "./run.sh: line 12: 48213 Killed  python
// train.py", and its job table "[1]+  Killed  node server.js" (zsh's
// "[1]  + 48213 killed  node app.js"); macOS sh's "Killed: 9"; bash's
// "Aborted" or "Terminated" alone on a line.
// signalFirst are the bytes a signal name of signalNames or
// localSignalNames can start with: a table, read once a line.
var signalFirst = func() (t [256]bool) {
	for _, c := range []byte("AKTSBIFHQMVEGPU") {
		t[c] = true
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = true
	}
	return t
}()

func shellSignal(l *line) bool {
	s := l.s
	switch {
	case s[0] == 'z' && strings.HasPrefix(s, "zsh: "):
		return namedFirst(s[len("zsh: "):], zshSignalNames)
	case s[0] == '[':
		return jobEnded(s)
	}
	if len(s) <= 64 && signalFirst[s[0]] {
		name := s
		if i := strings.LastIndex(s, ": "); i > 0 {
			if n, rest := leadingInt(s[i+2:]); n >= 0 && rest == "" {
				name = s[:i]
			}
		}
		for _, c := range coreDumped {
			name = strings.TrimSuffix(name, c)
		}
		if slices.Contains(signalNames, name) || slices.Contains(localSignalNames, name) {
			return true
		}
	}
	// Every scriptLine pattern starts ": l": one search rules most lines out.
	if l.hints&(hDigit|hColon) != hDigit|hColon || !strings.Contains(s, ": l") {
		return false
	}
	for _, p := range scriptLine {
		i := strings.Index(s, p)
		if i < 0 {
			continue
		}
		n, rest := leadingInt(s[i+len(p):])
		if n < 0 || !strings.HasPrefix(rest, ": ") {
			return false
		}
		n, rest = leadingInt(rest[2:])
		if n < 0 || !strings.HasPrefix(rest, " ") {
			return false
		}
		rest = strings.TrimLeft(rest, " ")
		return namedFirst(rest, signalNames) || namedFirst(rest, localSignalNames)
	}
	return false
}

// jobEnded reads a line of a shell's job table: "[1]+  Killed  cmd",
// "[1]+  Exit 1  cmd" (bash), "[1]  + 48213 killed  cmd" (zsh). A log
// line a tool prefixed with "[1] " (one space) is not one.
func jobEnded(s string) bool {
	n, rest := leadingInt(s[1:])
	if n < 0 || !strings.HasPrefix(rest, "]") {
		return false
	}
	rest = rest[1:]
	if !strings.HasPrefix(rest, "+") && !strings.HasPrefix(rest, "-") && !strings.HasPrefix(rest, "  ") {
		return false
	}
	rest = strings.TrimLeft(strings.TrimLeft(rest, " "), "+-")
	rest = strings.TrimLeft(rest, " ")
	if pid, after := leadingInt(rest); pid >= 0 && strings.HasPrefix(after, " ") {
		rest = strings.TrimLeft(after, " ") // zsh names the process id
	}
	for _, exit := range []string{"Exit ", "exit "} {
		if strings.HasPrefix(rest, exit) {
			code, _ := leadingInt(rest[len(exit):])
			return code > 0
		}
	}
	return namedFirst(rest, signalNames) || namedFirst(rest, zshSignalNames) || namedFirst(rest, localSignalNames)
}

// namedFirst reports whether s starts with one of names, as a whole word.
func namedFirst(s string, names []string) bool {
	for _, n := range names {
		if strings.HasPrefix(s, n) && (len(s) == len(n) || s[len(n)] == ' ') {
			return true
		}
	}
	return false
}

// systemdFailed reports systemd's word that a unit's process failed:
// "Failed with result 'exit-code'", "Active: activating (auto-restart)
// (Result: signal)" (active: the line holds "Active:"), "Main process
// exited, code=killed" (or dumped), "code=exited, status=1/FAILURE".
func systemdFailed(l *line, active bool) bool {
	s := l.s
	result := ""
	if active {
		if _, r, ok := strings.Cut(s, "(Result: "); ok {
			result = r
		}
	} else if l.hints&(hApos|hColon) == hApos|hColon {
		if _, r, ok := strings.Cut(s, ": Failed with result '"); ok {
			result = r
		}
	}
	if result != "" {
		return !strings.HasPrefix(result, "success")
	}
	if l.hints&(hEq|hDigit) != hEq|hDigit {
		return false
	}
	i := strings.Index(s, "code=")
	if i < 0 {
		return false
	}
	rest := s[i+len("code="):]
	switch {
	case strings.HasPrefix(rest, "killed,"), strings.HasPrefix(rest, "dumped,"):
		return true
	case strings.HasPrefix(rest, "exited, status="):
		n, _ := leadingInt(rest[len("exited, status="):])
		return n > 0
	}
	return false
}
