package gate

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/google/go-cmp/cmp"
)

// bash is a command line that ran in /p with its output and exit status,
// as every adapter reports one after it ran.
func bash(cmd, output string, exit int) *Event {
	return &Event{Session: "s", Project: "/p", Cwd: "/p", Tool: "Bash", Action: Run, Command: cmd, Raw: cmd,
		Result: Result{Output: output, Exit: &exit}}
}

// edit is an edit of path.
func edit(path string) *Event {
	return &Event{Session: "s", Project: "/p", Cwd: "/p", Tool: "Edit", Action: Edit, Raw: path,
		Change: Change{Paths: []string{path}, Added: "b", Removed: "a"}}
}

// testEnv is a machine whose PATH finds every runner under /usr/bin and
// whose files are the real ones.
func testEnv() runner.Env {
	env := runner.OS("/p")
	env.LookPath = func(name string) (string, error) { return "/usr/bin/" + name, nil }
	return env
}

func record(t *testing.T, l *Ledger, evs ...*Event) {
	t.Helper()
	for _, ev := range evs {
		Record(l, ev, Evidence, testEnv())
	}
}

// wantStop records evs in a fresh ledger and checks that Decide blocks
// claim, or lets it through, as block says.
func wantStop(t *testing.T, claim string, block bool, evs ...*Event) {
	t.Helper()
	l := &Ledger{Version: ledgerVersion}
	record(t, l, evs...)
	if d := Decide(l, claim, "/p", Evidence); d.Block != block {
		t.Errorf("Block = %v, want %v; reason %q", d.Block, block, d.Reason)
	}
}

func TestStop(t *testing.T) {
	const failOut = "--- FAIL: TestTotal (0.00s)\n    cart_test.go:9: got 3, want 4\nFAIL\nFAIL\texample.com/cart\t0.002s"
	const passOut = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name    string
		ledger  []*Event
		message string
		block   bool
		shows   string
	}{
		{"nothing ran", nil, "All tests pass now.", true, "no run this session covers the whole suite"},
		{"echo is not evidence", []*Event{bash(`echo "all tests pass"`, "all tests pass", 0)}, "All tests pass now.", true,
			"is not a test runner, a build tool or an HTTP client"},
		{"latest run failed", []*Event{bash("go test ./...", failOut, 1)}, "All tests pass now.", true, "failed: “--- FAIL: TestTotal (0.00s)”"},
		{"passing run", []*Event{bash("go test ./...", failOut, 1), bash("go test ./...", passOut, 0)}, "All tests pass now.", false, "passed"},
		{"stale after an edit", []*Event{bash("go test ./...", passOut, 0), edit("/p/cart.go")}, "All tests pass now.", true, "before /p/cart.go was edited"},
		{"stale after sed -i", []*Event{bash("go test ./...", passOut, 0), bash("sed -i 's/-1//' cart.go", "", 0)}, "All tests pass now.", true, "before /p/cart.go was edited"},
		{"stale after git checkout", []*Event{bash("go test ./...", passOut, 0), bash("git checkout -- .", "", 0)}, "All tests pass now.", true, "before /p was edited"},
		{"a pass through tail that may have cut a failure", []*Event{bash("go test ./... 2>&1 | tail -1", passOut, 0)}, "All tests pass now.", true, "which may have cut a failure"},
		{"a pass through tail that cut nothing", []*Event{bash("go test ./... 2>&1 | tail -20", passOut, 0)}, "All tests pass now.", false, "passed"},
		{"a failure through tail is still a failure", []*Event{bash("go test ./... 2>&1 | tail -3", failOut, 1)}, "All tests pass now.", true, "failed"},
		{"edit elsewhere keeps it fresh", []*Event{bash("go test ./internal/cart", passOut, 0), edit("/p/docs/x.go")}, "The cart tests pass", false, "passed"},
		{"ran nothing", []*Event{bash("go test -run TestNope ./...", "testing: warning: no tests to run\nPASS\nok  \tx\t0.001s [no tests to run]", 0)},
			"TestNope passes", true, "ran no test"},
		{"one package does not cover all", []*Event{bash("go test ./internal/cart", passOut, 0)}, "All tests pass now.", true, "no run this session covers the whole suite"},
		{"named package covered by its run", []*Event{bash("go test ./internal/cart", passOut, 0)}, "The cart package passes now.", false, "passed"},
		{"named package not covered by another", []*Event{bash("go test ./internal/orders", passOut, 0)}, "The cart package passes now.", true, "no run this session covers cart"},
		{"named test in filter", []*Event{bash("go test -run TestTotal ./...", passOut, 0)}, "TestTotal passes now", false, "passed"},
		{"named test not in filter", []*Event{bash("go test -run TestOther ./...", passOut, 0)}, "TestTotal passes now", true, "no run this session covers test TestTotal"},
		{"no claim", nil, "I looked at the code; here is a summary.", false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &Ledger{Version: ledgerVersion}
			record(t, l, c.ledger...)
			d := Decide(l, c.message, "/p", Evidence)
			if d.Block != c.block {
				t.Fatalf("Block = %v, want %v; reason %q", d.Block, c.block, d.Reason)
			}
			var shows string
			for _, f := range d.Findings {
				shows += f.Shows
			}
			if !strings.Contains(shows, c.shows) {
				t.Errorf("shows %q, want it to contain %q", shows, c.shows)
			}
		})
	}
}

func TestStopBlocksAtMostTwiceInARow(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	var got []string
	for i := 0; i < 4; i++ {
		d := Decide(l, "All tests pass now.", "/p", Evidence)
		switch {
		case d.Block:
			got = append(got, "block")
		case d.Warning != "":
			got = append(got, "allow with warning")
		default:
			got = append(got, "allow")
		}
	}
	want := []string{"block", "block", "allow with warning", "block"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	// An allow resets the count.
	l.Blocks = 1
	record(t, l, bash("go test ./...", "ok  \tx\t0.1s", 0))
	if d := Decide(l, "All tests pass now.", "/p", Evidence); d.Block || l.Blocks != 0 {
		t.Errorf("after a pass: block %v, blocks %d", d.Block, l.Blocks)
	}
}

func TestLedgerCap(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	for i := 0; i < MaxEntries+10; i++ {
		l.Add(Entry{Kind: KindOther})
	}
	if len(l.Entries) != MaxEntries || l.Entries[0].Seq != 11 || l.Entries[MaxEntries-1].Seq != MaxEntries+10 {
		t.Errorf("len %d, first %d, last %d", len(l.Entries), l.Entries[0].Seq, l.Entries[len(l.Entries)-1].Seq)
	}
}

func TestRecordRedactsAndExcerpts(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	record(t, l, bash("API_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789 go test ./...", "--- FAIL: TestX\npassword=hunter2hunter2", 1))
	e := l.Entries[0]
	if strings.Contains(e.Command, "ghp_abc") || !strings.Contains(e.Command, "[REDACTED:") {
		t.Errorf("command not redacted: %q", e.Command)
	}
	if e.Outcome != Fail || e.Exit == nil || *e.Exit != 1 {
		t.Errorf("outcome %q exit %v", e.Outcome, e.Exit)
	}
}

func TestExitStatusOverridesAPass(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	record(t, l, bash("go test ./...", "ok  \tx\t0.1s\n# vet failed", 2))
	if e := l.Entries[0]; e.Outcome != Fail || e.Because != "Exit code 2" {
		t.Errorf("got %q %q", e.Outcome, e.Because)
	}
}

func TestTargets(t *testing.T) {
	cases := []struct {
		claim string
		want  []Target
	}{
		{"All tests pass now.", []Target{{Kind: TargetAll, Value: ""}}},
		{"Todos los tests pasan.", []Target{{Kind: TargetAll, Value: ""}}},
		{"所有测试都通过了。", []Target{{Kind: TargetAll, Value: ""}}},
		{"TestCheckout passes now", []Target{{Kind: TargetTest, Value: "TestCheckout"}}},
		{"Fixed internal/cart/total.go", []Target{{Kind: TargetPath, Value: "internal/cart/total.go"}}},
		{"POST /api/checkout works now", []Target{{Kind: TargetEndpoint, Value: "POST /api/checkout"}}},
		{"It works now.", nil},
		{"The cart package passes now.", []Target{{Kind: TargetPath, Value: "cart"}}},
		{"Los tests del paquete cart pasan.", []Target{{Kind: TargetPath, Value: "cart"}}},
		{"The package tests pass.", nil},
		{"curl http://localhost:8080/health works", []Target{{Kind: TargetEndpoint, Value: "/health"}}},
		{"Fixed, see https://github.com/acme/cart/issues/3", nil},
		{"tests/test_cart.py passes now", []Target{{Kind: TargetPath, Value: "tests/test_cart.py"}}},
		{"test_cart.py passes now", []Target{{Kind: TargetPath, Value: "test_cart.py"}}},
		{"test_total in tests/test_cart.py passes", []Target{{Kind: TargetTest, Value: "test_total"}, {Kind: TargetPath, Value: "tests/test_cart.py"}}},
		{"spec/test_helper.rb is fixed", []Target{{Kind: TargetPath, Value: "spec/test_helper.rb"}}},
		{"All 42 tests pass.", []Target{{Kind: TargetAll, Value: ""}}},
		{"All 12 unit tests pass now.", []Target{{Kind: TargetAll, Value: ""}}},
		{"All the unit tests pass.", []Target{{Kind: TargetAll, Value: ""}}},
		{"Every single test passes.", []Target{{Kind: TargetAll, Value: ""}}},
		{"The tests all pass.", []Target{{Kind: TargetAll, Value: ""}}},
		{"Los 12 tests pasan.", []Target{{Kind: TargetAll, Value: ""}}},
		{"Todas las 30 pruebas pasan.", []Target{{Kind: TargetAll, Value: ""}}},
		{"12 个测试全部通过。", []Target{{Kind: TargetAll, Value: ""}}},
		{"TestTotal and all its subtests pass", []Target{{Kind: TargetTest, Value: "TestTotal"}}},
	}
	for _, c := range cases {
		if d := cmp.Diff(c.want, Targets(c.claim)); d != "" {
			t.Errorf("Targets(%q) (-want +got):\n%s", c.claim, d)
		}
	}
}

func TestStoreRoundTripAndMode(t *testing.T) {
	dir := t.TempDir()
	st, err := Open(dir, "sess/../x")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if strings.Contains(st.Path(), "..") {
		t.Errorf("unsafe session id used as a file name: %s", st.Path())
	}
	l, err := st.Load("s")
	if err != nil || len(l.Entries) != 0 {
		t.Fatalf("empty ledger: %v %v", l, err)
	}
	l.Add(Entry{Kind: KindEdit, Path: "/p/x.go"})
	if err := st.Save(l); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(st.Path())
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, %v", fi.Mode().Perm(), err)
	}
	back, err := st.Load("s")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(l, back); d != "" {
		t.Errorf("(-saved +loaded):\n%s", d)
	}
	os.WriteFile(st.Path(), []byte(`{"version": 9}`), 0o600)
	if _, err := st.Load("s"); err == nil || !strings.Contains(err.Error(), "version 9") {
		t.Errorf("got %v", err)
	}
}

func TestStopListsAtMostFiveClaims(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	msg := "TestA passes. TestB passes. TestC passes. TestD passes. TestE passes. TestF passes. TestG passes."
	d := Decide(l, msg, "/p", Evidence)
	if !d.Block || strings.Count(d.Reason, "- claim") != 5 || !strings.Contains(d.Reason, "- and 2 more") {
		t.Errorf("reason:\n%s", d.Reason)
	}
}

func TestSuggestionDropsTheCut(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	record(t, l, bash("go test ./... 2>&1 | tail -1", "ok  \texample.com/cart\t0.002s", 0))
	d := Decide(l, "All tests pass now.", "/p", Evidence)
	if !strings.Contains(d.Reason, "Run `go test ./... 2>&1`,") {
		t.Errorf("reason:\n%s", d.Reason)
	}
}

// A run that selects part of its suite (a positional pattern, a skip, a
// rerun of the last failures, one crate of a workspace) or runs nothing
// at all (a listing) cannot stand for "all tests", however it ends.
func TestStopPartialRuns(t *testing.T) {
	const goFail = "--- FAIL: TestCheckout (0.00s)\n    cart_test.go:9: got 3, want 4\nFAIL\nFAIL\texample.com/cart\t0.002s"
	const goPass = "ok  \texample.com/cart\t0.002s"
	const pyFail = "F..                                                                      [100%]\n=========================== short test summary info ============================\nFAILED test_cart.py::test_checkout - AssertionError: assert None == '1'\n1 failed, 2 passed in 0.02s"
	const jsFail = " FAIL  src/checkout.test.ts > checkout > total\nAssertionError: expected 350 to be 400\n\n Test Files  1 failed | 2 passed (3)\n      Tests  1 failed | 5 passed (6)"
	const jsPass = " ✓ src/cart.test.ts (3 tests) 4ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"
	cases := []struct {
		name   string
		ledger []*Event
		claim  string
		block  bool
	}{
		{"pytest --lf reruns the last failures only", []*Event{bash("pytest -q", pyFail, 1), bash("pytest -q --lf", ".                                                                        [100%]\n1 passed in 0.01s", 0)}, "All tests pass now.", true},
		{"pytest --deselect", []*Event{bash("pytest -q", pyFail, 1), bash("pytest -q --deselect test_cart.py::test_checkout", "..                                                                       [100%]\n2 passed, 1 deselected in 0.01s", 0)}, "All tests pass now.", true},
		{"pytest -m selects a marker", []*Event{bash("pytest -q", pyFail, 1), bash("pytest -q -m 'not slow'", "2 passed in 0.01s", 0)}, "All tests pass now.", true},
		{"go test -skip", []*Event{bash("go test ./...", goFail, 1), bash("go test -skip TestCheckout ./...", goPass, 0)}, "All tests pass now.", true},
		{"go test -list runs nothing", []*Event{bash("go test -list . ./...", "TestCheckout\nTestTotal\n"+goPass, 0)}, "All tests pass now.", true},
		{"go test -list runs nothing for a named test either", []*Event{bash("go test -list . ./...", "TestCheckout\nTestTotal\n"+goPass, 0)}, "TestCheckout passes now.", true},
		{"vitest with a file-name pattern", []*Event{bash("npx vitest run", jsFail, 1), bash("npx vitest run cart", jsPass, 0)}, "All tests pass now.", true},
		{"npm test -- pattern", []*Event{bash("npm test", jsFail, 1), bash("npm test -- cart", jsPass, 0)}, "All tests pass now.", true},
		{"cargo test -p one crate", []*Event{bash("cargo test -p billing", "running 2 tests\ntest tests::total ... ok\ntest tests::tax ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", 0)}, "All tests pass now.", true},
		{"unittest of one module", []*Event{bash("python -m unittest", "FAIL: test_checkout (test_cart.CartTest)\n\nRan 3 tests in 0.001s\n\nFAILED (failures=1)", 1), bash("python -m unittest test_orders", "...\n----------------------------------------------------------------------\nRan 3 tests in 0.001s\n\nOK", 0)}, "All tests pass now.", true},
		{"unittest discover is the whole suite", []*Event{bash("python -m unittest discover -p 'test_*.py'", "...\n----------------------------------------------------------------------\nRan 3 tests in 0.001s\n\nOK", 0)}, "All tests pass now.", false},
		{"cargo nextest with a filter expression", []*Event{bash("cargo nextest run -E 'test(total)'", "    Starting 2 tests across 1 binary (6 skipped)\n        PASS [   0.002s] cart tests::total\n        PASS [   0.002s] cart tests::total_tax\n------------\n     Summary [   0.004s] 2 tests run: 2 passed, 6 skipped", 0)}, "All tests pass now.", true},
		{"mvn -Dtest", []*Event{bash("mvn test -Dtest=CartTest", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", 0)}, "All tests pass now.", true},
		{"unfiltered run and a filtered one on one line", []*Event{bash("go test ./...", goFail, 1), bash("go test ./billing/... && go test -run TestX ./...", "ok  \texample.com/cart/billing\t0.01s\n"+goPass, 0)}, "All tests pass now.", true},
		{"a test run and a curl on one line", []*Event{bash("go test ./...", goFail, 1), bash("go test ./billing/... && curl -s http://localhost:8080/healthz", "ok  \texample.com/cart/billing\t0.01s\n{\"status\":\"ok\"}", 0)}, "All tests pass now.", true},
		{"a partial run that names the claimed test covers it", []*Event{bash("go test -v -skip TestSlow ./...", "=== RUN   TestCheckout\n--- PASS: TestCheckout (0.00s)\nPASS\n"+goPass, 0)}, "TestCheckout passes now.", false},
		{"the whole suite after a partial run", []*Event{bash("pytest -q --lf", "1 passed in 0.01s", 0), bash("pytest -q", "3 passed in 0.02s", 0)}, "All tests pass now.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, c.claim, c.block, c.ledger...)
		})
	}
}

// What the ledger keeps of a command is redacted before it is cut: a cut
// through a token leaves a prefix no rule recognises.
func TestRecordRedactsBeforeCutting(t *testing.T) {
	const tok = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
	cases := []struct{ name, cmd string }{
		{"a token across the command's cut", "go test ./... -run " + strings.Repeat("X", 268) + " # " + tok},
		{"a token across the cut of why it is not evidence", "deploy-tool upload-all " + tok + " && echo done"},
		{"a token in an endpoint", "curl -s http://localhost:8080/api/keys/" + tok},
		{"a token in a test filter", "go test -run 'TestLogin/" + tok + "' ./..."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &Ledger{Version: ledgerVersion}
			record(t, l, bash(c.cmd, "ok  \texample.com/cart\t0.002s", 0))
			data, _ := json.Marshal(l)
			if strings.Contains(string(data), tok[:8]) {
				t.Errorf("the ledger holds part of the token:\n%s", data)
			}
		})
	}
}

// A command line naming thousands of paths keeps the entry small, and
// the run still goes stale when any of them changes.
func TestRecordBoundsTheScope(t *testing.T) {
	var b strings.Builder
	b.WriteString("pytest -q")
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&b, " tests/unit/test_%04d.py", i)
	}
	l := &Ledger{Version: ledgerVersion}
	record(t, l, bash(b.String(), "5000 passed in 9.00s", 0))
	data, _ := json.Marshal(l)
	if len(data) > 16<<10 {
		t.Errorf("one entry takes %d bytes", len(data))
	}
	if d := Decide(l, "tests/unit/test_4999.py passes now.", "/p", Evidence); d.Block {
		// Allowed or not, it must go stale after an edit of that file.
		t.Logf("blocked before the edit: %s", d.Reason)
	}
	record(t, l, edit("/p/tests/unit/test_4999.py"))
	if d := Decide(l, "tests/unit/test_4999.py passes now.", "/p", Evidence); !d.Block {
		t.Errorf("allowed after an edit of a file the run named")
	}
}

// Shell commands that change files the way an edit does make earlier
// results stale too.
func TestStopStaleAfterFileCommands(t *testing.T) {
	const passOut = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name   string
		change string
		block  bool
	}{
		{"cp onto a file", "cp /tmp/cart.go.orig internal/cart/cart.go", true},
		{"mv onto a file", "mv internal/cart/new.go internal/cart/cart.go", true},
		{"rm a file", "rm -f internal/cart/helper.go", true},
		{"rm -rf a package directory", "rm -rf internal/cart", true},
		{"install onto a file", "install -m 644 /tmp/x.go internal/cart/x.go", true},
		{"git stash takes the fix away", "git stash", true},
		{"git stash push", "git stash push -m wip", true},
		{"git switch", "git switch main", true},
		{"git cherry-pick", "git cherry-pick abc123", true},
		{"go generate", "go generate ./...", true},
		{"cp from a file only reads it", "cp internal/cart/cart.go /tmp/cart.go.bak", false},
		{"git stash list changes nothing", "git stash list", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, "The cart package passes now.", c.block, bash("go test ./internal/cart", passOut, 0), bash(c.change, "", 0))
		})
	}
}

// A build or vet step before the tests on one command line prints no test
// outcome of its own: the line is the runner's evidence.
func TestStopBuildStepBeforeTheRunner(t *testing.T) {
	const passOut = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name, cmd string
		block     bool
	}{
		{"go build && go test", "go build ./... && go test ./...", false},
		{"go vet && go test", "go vet ./... && go test -count=1 ./...", false},
		{"cargo build then cargo test", "cargo build && cargo test", false},
		{"an echo still mixes its output in", "go vet ./... && echo 'ok  example.com/cart' && go test ./...", true},
		{"go run prints what it likes", "go run ./cmd/report && go test ./...", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &Ledger{Version: ledgerVersion}
			out := passOut
			if strings.HasPrefix(c.cmd, "cargo") {
				out = "running 2 tests\ntest tests::a ... ok\ntest tests::b ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"
			}
			record(t, l, bash(c.cmd, out, 0))
			if d := Decide(l, "All tests pass now.", "/p", Evidence); d.Block != c.block {
				t.Errorf("Block = %v, want %v; reason %q", d.Block, c.block, d.Reason)
			}
		})
	}
}

// A cd the reader cannot follow does not leave the run standing for the
// project: cd ~/src/billing or cd "$SVC_DIR" ran somewhere else.
func TestStopCdElsewhere(t *testing.T) {
	t.Setenv("HOME", "/home/dev")
	t.Setenv("CLAUDE_PROJECT_DIR", "/p")
	os.Unsetenv("SVC_DIR")
	const passOut = "ok  \texample.com/billing\t0.002s"
	cases := []struct {
		name, cmd string
		block     bool
	}{
		{"cd into home", "cd ~/src/billing && go test ./...", true},
		{"cd through an unset variable", `cd "$SVC_DIR/billing" && go test ./...`, true},
		{"cd to the repository's top", `cd "$(git rev-parse --show-toplevel)" && go test ./...`, false},
		{"cd to the project directory", `cd "$CLAUDE_PROJECT_DIR" && go test ./...`, false},
		{"cd to the project directory, braces", `cd ${CLAUDE_PROJECT_DIR} && go test ./...`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, "All tests pass now.", c.block, bash(c.cmd, passOut, 0))
		})
	}
}

// An edit that changes what a run tested makes it stale even outside the
// run's own directory: a Go package's testdata and go.mod, and the code
// under test of a runner whose tests live apart from it (pytest, jest…).
func TestStopStaleAfterEditsOfWhatTheRunTested(t *testing.T) {
	const goPass = "ok  \texample.com/cart/internal/cart\t0.002s"
	const pyPass = "tests/test_cart.py::test_total PASSED                                    [ 33%]\ntests/test_cart.py::test_checkout PASSED                                 [ 66%]\ntests/test_cart.py::test_other PASSED                                    [100%]\n\n============================== 3 passed in 0.00s ==============================="
	cases := []struct {
		name  string
		run   *Event
		edit  string
		claim string
		block bool
	}{
		{"go: the package's testdata", bash("go test ./internal/cart", goPass, 0), "/p/internal/cart/testdata/golden.json", "The cart package passes now.", true},
		{"go: go.mod", bash("go test ./internal/cart", goPass, 0), "/p/go.mod", "The cart package passes now.", true},
		{"go: another package's file", bash("go test ./internal/cart", goPass, 0), "/p/internal/orders/orders.go", "The cart package passes now.", false},
		{"pytest: the code under test", bash("pytest -v tests/test_cart.py", pyPass, 0), "/p/src/shop/cart.py", "tests/test_cart.py passes now.", true},
		{"pytest: a document", bash("pytest -v tests/test_cart.py", pyPass, 0), "/p/README.md", "tests/test_cart.py passes now.", false},
		{"pytest: outside the project", bash("pytest -v tests/test_cart.py", pyPass, 0), "/home/dev/notes.py", "tests/test_cart.py passes now.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, c.claim, c.block, c.run, edit(c.edit))
		})
	}
}

// A claim that names nothing ("Fixed.") is about the session's work: a
// failure it ran is answered only by a later run that covers it, not by a
// pass of something else.
func TestStopUnnamedClaimAndAnOpenFailure(t *testing.T) {
	const goFail = "--- FAIL: TestCheckout (0.00s)\n    cart_test.go:9: got 3, want 4\nFAIL\nFAIL\texample.com/cart\t0.002s"
	const goPass = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name   string
		ledger []*Event
		block  bool
	}{
		{"another package passed after the failure", []*Event{bash("go test ./...", goFail, 1), bash("go test ./billing/...", "ok  \texample.com/cart/billing\t0.01s", 0)}, true},
		{"an endpoint answered after the failure", []*Event{bash("go test ./...", goFail, 1), bash("curl -si http://localhost:8080/health", "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{\"status\":\"up\"}", 0)}, true},
		{"the same run passed after the failure", []*Event{bash("go test ./...", goFail, 1), bash("go test ./...", goPass, 0)}, false},
		{"a wider run passed after the failure", []*Event{bash("go test ./internal/cart", goFail, 1), bash("go test ./...", goPass, 0)}, false},
		{"the failing test passed on its own", []*Event{bash("go test ./...", goFail, 1), bash("go test -run TestCheckout ./...", goPass, 0)}, false},
		{"another test passed on its own", []*Event{bash("go test ./...", goFail, 1), bash("go test -run TestTotal ./...", goPass, 0)}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, "Fixed the off-by-one.", c.block, c.ledger...)
		})
	}
}

// A filter that excludes a test does not cover it.
func TestStopAnExcludingFilter(t *testing.T) {
	const pyFail = "FAILED tests/test_cart.py::test_checkout - AssertionError: assert 350 == 400\n1 failed, 2 passed in 0.02s"
	cases := []struct {
		name string
		run  *Event
	}{
		{"pytest -k not", bash(`pytest -k "not test_checkout"`, "2 passed, 1 deselected in 0.01s", 0)},
		{"pytest -k and not", bash(`pytest -k "cart and not test_checkout"`, "1 passed, 2 deselected in 0.01s", 0)},
		{"mocha --invert", bash(`npx mocha --grep test_checkout --invert`, "  2 passing (4ms)", 0)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &Ledger{Version: ledgerVersion}
			record(t, l, bash("pytest", pyFail, 1), c.run)
			if d := Decide(l, "test_checkout passes now.", "/p", Evidence); !d.Block {
				t.Errorf("allowed: %+v", d.Findings)
			}
		})
	}
}

// A pytest node id selects that one test, not every test whose name
// starts with it.
func TestStopPytestNodeIDIsExact(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	record(t, l, bash("pytest", "FAILED tests/test_cart.py::test_total_big - AssertionError\n1 failed, 2 passed in 0.02s", 1),
		bash("pytest tests/test_cart.py::test_total", "1 passed in 0.01s", 0))
	if d := Decide(l, "test_total_big passes now.", "/p", Evidence); !d.Block {
		t.Errorf("allowed: %+v", d.Findings)
	}
	if d := Decide(l, "test_total passes now.", "/p", Evidence); d.Block {
		t.Errorf("blocked: %s", d.Reason)
	}
}

// A later run of part of what a claim covers that failed (a -race run of
// one package after the whole suite passed) is relevant: the latest word
// on that part is a failure.
func TestStopALaterFailureOfAPart(t *testing.T) {
	const goPass = "ok  \texample.com/cart\t0.002s"
	const raceFail = "==================\nWARNING: DATA RACE\n==================\n--- FAIL: TestTotal (0.00s)\n    testing.go:1465: race detected during execution of test\nFAIL\nFAIL\texample.com/cart/internal/cart\t0.030s"
	cases := []struct {
		name   string
		ledger []*Event
		claim  string
		block  bool
	}{
		{"-race of one package after the suite passed", []*Event{bash("go test ./...", goPass, 0), bash("go test -race ./internal/cart", raceFail, 1)}, "All tests pass now.", true},
		{"one package failed after the directory passed", []*Event{bash("go test ./internal/...", goPass, 0), bash("go test -race ./internal/cart", raceFail, 1)}, "The internal package passes now.", true},
		{"the failure came before the suite passed", []*Event{bash("go test -race ./internal/cart", raceFail, 1), bash("go test ./...", goPass, 0)}, "All tests pass now.", false},
		{"a later failure elsewhere", []*Event{bash("go test ./internal/...", goPass, 0), bash("go test ./cmd/...", raceFail, 1)}, "The internal package passes now.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, c.claim, c.block, c.ledger...)
		})
	}
}

// A claim about one method of an endpoint is covered by a request with
// that method: a GET that answers 200 says nothing of the POST.
func TestStopEndpointMethod(t *testing.T) {
	const ok = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{\"id\":\"ord_1\",\"status\":\"created\"}"
	cases := []struct {
		name, cmd string
		block     bool
	}{
		{"a GET does not cover the POST", "curl -si http://localhost:8080/api/checkout", true},
		{"a HEAD does not cover the POST", "curl -sI http://localhost:8080/api/checkout", true},
		{"curl -X POST", "curl -si -X POST http://localhost:8080/api/checkout -d '{}'", false},
		{"curl -d implies POST", "curl -si http://localhost:8080/api/checkout --data '{\"sku\":\"a\"}'", false},
		{"httpie names the method first", "http POST :8080/api/checkout sku=a", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, "POST /api/checkout works now.", c.block, bash(c.cmd, ok, 0))
		})
	}
}

// Editing documentation after a passing run changes no test's outcome;
// editing a test's data does, whatever its extension.
func TestStopDocumentationEditsKeepRunsFresh(t *testing.T) {
	const goPass = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name, run, edit, claim string
		block                  bool
	}{
		{"README after the suite", "go test ./...", "/p/README.md", "All tests pass now.", false},
		{"CHANGELOG after a package", "go test ./internal/cart", "/p/internal/cart/CHANGELOG.md", "The cart package passes now.", false},
		{"docs/ after the suite", "go test ./...", "/p/docs/design.rst", "All tests pass now.", false},
		{"a golden file in testdata", "go test ./internal/cart", "/p/internal/cart/testdata/receipt.md", "The cart package passes now.", true},
		{"a text fixture", "go test ./...", "/p/internal/cart/testdata/input.txt", "All tests pass now.", true},
		{"code", "go test ./...", "/p/internal/cart/cart.go", "All tests pass now.", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, c.claim, c.block, bash(c.run, goPass, 0), edit(c.edit))
		})
	}
}

// Every way a ledger file can be unreadable is a *BrokenError, which
// Recover moves aside; a missing file is no error.
func TestStoreRecoversABrokenLedger(t *testing.T) {
	tooMany, _ := json.Marshal(Ledger{Version: ledgerVersion, Entries: make([]Entry, MaxEntries+1)})
	cases := []struct {
		name  string
		write func(path string)
		cause string
	}{
		{"not JSON", func(p string) { os.WriteFile(p, []byte("{"), 0o600) }, "is not valid"},
		{"another version", func(p string) { os.WriteFile(p, []byte(`{"version": 9}`), 0o600) }, "has version 9"},
		{"past the entry limit", func(p string) { os.WriteFile(p, tooMany, 0o600) }, "holds 257 entries"},
		{"a directory", func(p string) { os.MkdirAll(p, 0o700) }, "is not a regular file"},
		{"another session's", func(p string) { os.WriteFile(p, []byte(`{"version": 2, "session": "other"}`), 0o600) }, `belongs to session "other"`},
		{"forged: no checksum", func(p string) {
			os.WriteFile(p, []byte(`{"version": 2, "session": "s", "entries": [{"seq": 1, "kind": "test", "outcome": "pass", "scope": {"dirs": [{"path": "/", "tree": true}]}}]}`), 0o600)
		}, "checksum that does not match"},
		{"a symbolic link to a forged ledger", func(p string) {
			forged := filepath.Join(filepath.Dir(p), "elsewhere.json")
			os.WriteFile(forged, []byte(`{"version": 2, "session": "s"}`), 0o600)
			os.Symlink(forged, p)
		}, "symbolic link"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, err := Open(t.TempDir(), "s")
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			c.write(st.Path())
			_, err = st.Load("s")
			var broken *BrokenError
			if !errors.As(err, &broken) || !strings.Contains(err.Error(), c.cause) || !strings.Contains(err.Error(), st.Path()) {
				t.Fatalf("got %v, want a BrokenError naming the file and %q", err, c.cause)
			}
			l, err := st.Recover("s")
			if err != nil {
				t.Fatal(err)
			}
			if l.Recovered == "" || len(l.Entries) != 0 || l.Version != ledgerVersion {
				t.Errorf("fresh ledger %+v", l)
			}
			if _, err := os.Lstat(l.Recovered); err != nil {
				t.Errorf("the broken ledger was not kept: %v", err)
			}
			if l, err := st.Load("s"); err != nil || l.Recovered != "" {
				t.Errorf("after Recover: %+v, %v", l, err)
			}
		})
	}
}

// Agents edit files with inline programs and nested shells as often as
// with Edit: a Python here-document that opens a file for writing, sh -c
// around sed -i, find -exec sed -i. Each makes an earlier run stale, and
// so does a script run by name, which the gate does not read (docs/rules.md §13);
// an inline program that only reads does not.
func TestStopStaleAfterInlinePrograms(t *testing.T) {
	const passOut = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name   string
		change string
		block  bool
	}{
		{"python here-document writes a file", "python3 - <<'EOF'\np='internal/cart/cart.go'\ns=open(p).read()\nopen(p,'w').write(s.replace('-1',''))\nEOF", true},
		{"python -c with pathlib", `python3 -c "import pathlib; pathlib.Path('internal/cart/cart.go').write_text('x')"`, true},
		{"node -e writeFileSync", `node -e "require('fs').writeFileSync('internal/cart/cart.go', 'x')"`, true},
		{"perl -e open for writing", `perl -e 'open(my $f, ">", "internal/cart/cart.go"); print $f "x"'`, true},
		{"sh -c around sed -i", `sh -c "sed -i 's/-1//' internal/cart/cart.go"`, true},
		{"bash -lc around a redirection", `bash -lc 'echo x > internal/cart/cart.go'`, true},
		{"bash here-document running git checkout", "bash <<EOF\ngit checkout -- .\nEOF", true},
		{"find -exec sed -i", `find internal -name '*.go' -exec sed -i 's/a/b/' {} +`, true},
		{"find -delete", `find internal/cart -name '*_gen.go' -delete`, true},
		{"python -c that only reads", `python3 -c "import json,sys; print(json.load(open('package.json'))['name'])"`, false},
		{"json.tool reads stdin", `cat package.json | python3 -m json.tool`, false},
		{"a script started by name", "node server.js", true},
		{"sh of a script", "sh break.sh", true},
		{"python3 of a script", "python3 break.py", true},
		{"python3 -c that runs a program", `python3 -c "import subprocess; subprocess.run(['sed','-i','s/a/b/','x.go'])"`, true},
		{"tar -x over the tree", "tar -xzf backup.tgz", true},
		{"dd of= a file", "dd if=/tmp/x of=internal/cart/cart.go", true},
		{"ed of a file", "printf ',s/a/b/\nw\n' | ed internal/cart/cart.go", true},
		{"xargs sed -i", "git ls-files '*.go' | xargs sed -i 's/a/b/'", true},
		{"a program run by its path", "./scripts/fix", true},
		{"find that only lists", `find internal -name '*.go'`, false},
		{"sh -c that only reads", `sh -c "ls internal/cart"`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, "The cart package passes now.", c.block, bash("go test ./internal/cart", passOut, 0), bash(c.change, "", 0))
		})
	}
}

// go test -short skips the tests that check t.Short(): a run with it does
// not stand for "all tests", as pytest -m "not slow" does not.
func TestStopGoShortIsPartial(t *testing.T) {
	const passOut = "ok  \texample.com/cart\t0.002s"
	wantStop(t, "All tests pass now.", true, bash("go test -short ./...", passOut, 0))
	wantStop(t, "All tests pass now.", false, bash("go test ./...", passOut, 0))
}

// A Go package's tests run the code it imports: an edit of a package of
// the same module that the run's package imports, directly or not, makes
// the run stale; an edit of a package it does not import does not.
func TestStopStaleAfterAnEditOfAnImportedPackage(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":                     "module example.com/shop\n\ngo 1.22\n",
		"internal/cart/cart.go":      "package cart\n\nimport \"example.com/shop/internal/pricing\"\n\nvar _ = pricing.X\n",
		"internal/cart/cart_test.go": "package cart\n\nimport (\n\t\"testing\"\n\n\t\"example.com/shop/internal/fixtures\"\n)\n\nfunc TestX(t *testing.T) { _ = fixtures.Y }\n",
		"internal/pricing/p.go":      "package pricing\n\nimport \"example.com/shop/internal/tax\"\n\nvar X = tax.Z\n",
		"internal/tax/tax.go":        "package tax\n\nvar Z = 1\n",
		"internal/fixtures/f.go":     "package fixtures\n\nvar Y = 1\n",
		"internal/orders/o.go":       "package orders\n\nimport \"fmt\"\n\nvar _ = fmt.Sprint\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(body), 0o644)
	}
	const passOut = "ok  \texample.com/shop/internal/cart\t0.002s"
	cases := []struct {
		name, run, edited string
		block             bool
	}{
		{"an imported package", "go test ./internal/cart", "internal/pricing/p.go", true},
		{"a package imported through another", "go test ./internal/cart", "internal/tax/tax.go", true},
		{"a package only the tests import", "go test ./internal/cart", "internal/fixtures/f.go", true},
		{"a tree run's import from outside it", "go test ./internal/cart/...", "internal/tax/tax.go", true},
		{"a package it does not import", "go test ./internal/cart", "internal/orders/o.go", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			run := bash(c.run, passOut, 0)
			run.Cwd = dir
			ed := edit(filepath.Join(dir, c.edited))
			ed.Cwd = dir
			l := &Ledger{Version: ledgerVersion}
			record(t, l, run, ed)
			if d := Decide(l, "The cart package passes now.", dir, Evidence); d.Block != c.block {
				t.Errorf("Block = %v, want %v; reason %q", d.Block, c.block, d.Reason)
			}
		})
	}
}

func TestEventNamesTheStateDirectory(t *testing.T) {
	cases := []struct {
		input string
		want  bool
	}{
		{`{"command": "cat > .ackrite/gate-s.json <<'EOF'\n{}\nEOF"}`, true},
		{`{"command": "cp /tmp/x /p/.ackrite/gate-s.json"}`, true},
		{`{"file_path": "\/p\/.ackrite\/gate-s.json", "content": "{}"}`, true},
		{`{"command": "go test ./..."}`, false},
		{`{"file_path": "/p/ackrite.go"}`, false},
		// Through a glob the shell expands to it (red team).
		{`{"command": "cp /tmp/forged.json .ack?ite/gate.json"}`, true},
		{`{"command": "rm -rf .ack*"}`, true},
		{`{"command": "cat /p/.a*/gate.key"}`, true},
		{`{"command": "rm -rf *.log"}`, false},
		{`{"command": "ls *"}`, false},
	}
	for _, c := range cases {
		ev := &Event{Cwd: "/p", Raw: c.input}
		if got := NamesStateDir(ev, "/p/.ackrite", testEnv()); got != c.want {
			t.Errorf("%s: NamesStateDir = %v, want %v", c.input, got, c.want)
		}
	}
	// A command that writes into it through a symbolic link names it too.
	p := t.TempDir()
	os.Mkdir(filepath.Join(p, ".ackrite"), 0o700)
	os.Symlink(filepath.Join(p, ".ackrite"), filepath.Join(p, "s"))
	ev := &Event{Cwd: p, Action: Run, Command: "cp /tmp/saved.json s/gate-x.json", Raw: `{"command": "cp /tmp/saved.json s/gate-x.json"}`}
	if !NamesStateDir(ev, filepath.Join(p, ".ackrite"), testEnv()) {
		t.Error("a copy into the state directory through a link: want it named")
	}
	// A --state given as a plain word is matched by its full path only,
	// not wherever the word appears.
	if NamesStateDir(&Event{Cwd: "/p", Raw: `{"command": "terraform state list"}`}, "state", testEnv()) ||
		!NamesStateDir(&Event{Cwd: "/p", Raw: `{"command": "rm /p/state/gate-s.json"}`}, "state", testEnv()) {
		t.Error("a --state of a plain word: want a match on its full path only")
	}
}

// More ways a command line rewrites files: tee with a here-document,
// sed --in-place=SUFFIX, gawk -i inplace, and formatters and fixers that
// write (gofmt -w, prettier --write, eslint --fix, ruff --fix, black).
func TestStopStaleAfterRewritingCommands(t *testing.T) {
	const passOut = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name   string
		change string
		block  bool
	}{
		{"tee with a here-document", "tee internal/cart/cart.go <<'EOF'\npackage cart\nEOF", true},
		{"tee -a", "echo x | tee -a internal/cart/cart.go", true},
		{"sed --in-place=.bak", "sed --in-place=.bak 's/a/b/' internal/cart/cart.go", true},
		{"gawk -i inplace", `gawk -i inplace '{sub(/a/,"b")}1' internal/cart/cart.go`, true},
		{"gofmt -w", "gofmt -w internal/cart", true},
		{"goimports -w", "goimports -w .", true},
		{"go fmt", "go fmt ./...", true},
		{"prettier --write", "npx prettier --write src", true},
		{"eslint --fix", "npx eslint --fix .", true},
		{"ruff check --fix", "ruff check --fix .", true},
		{"black", "black .", true},
		{"cargo fmt", "cargo fmt", true},
		{"gofmt -l only lists", "gofmt -l .", false},
		{"gofmt -l -w lists and writes", "gofmt -l -w .", true},
		{"black --check only checks", "black --check .", false},
		{"prettier --check only checks", "npx prettier --check src", false},
		{"tee to /dev/null", "echo x | tee /dev/null", false},
		{"awk that only reads", `awk '{print $1}' internal/cart/cart.go`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantStop(t, "The cart package passes now.", c.block, bash("go test ./internal/cart", passOut, 0), bash(c.change, "", 0))
		})
	}
}

// A program the gate cannot read may have rewritten the ledger's count of
// blocks in a row (so that the next stop is let through): after one, the
// count starts again.
func TestOpaqueCommandRestartsTheBlockCount(t *testing.T) {
	l := &Ledger{Version: ledgerVersion, Blocks: MaxBlocks}
	record(t, l, bash("sh forge.sh", "", 0))
	if d := Decide(l, "All tests pass now.", "/p", Evidence); !d.Block {
		t.Errorf("let through after a script the gate does not read: %+v", d)
	}
}

// An edit through a symbolic link changes the file it reaches.
func TestEditThroughASymlink(t *testing.T) {
	dir, _ := filepath.EvalSymlinks(t.TempDir())
	os.MkdirAll(filepath.Join(dir, "internal", "cart"), 0o755)
	os.WriteFile(filepath.Join(dir, "internal", "cart", "cart.go"), []byte("package cart\n"), 0o644)
	if err := os.Symlink(filepath.Join(dir, "internal", "cart"), filepath.Join(dir, "link")); err != nil {
		t.Skip(err)
	}
	run := bash("go test ./internal/cart", "ok  \texample.com/cart/internal/cart\t0.002s", 0)
	run.Cwd = dir
	ed := edit(filepath.Join(dir, "link", "cart.go"))
	ed.Cwd = dir
	l := &Ledger{Version: ledgerVersion}
	record(t, l, run, ed)
	if d := Decide(l, "The cart package passes now.", dir, Evidence); !d.Block || !strings.Contains(d.Reason, "stale") {
		t.Errorf("an edit through a link left the run fresh: %+v", d)
	}
}

// The ledger's secret is private or refused, and neither it nor the state
// directory is read through a symbolic link.
func TestStoreRefusesALooseSecretAndLinks(t *testing.T) {
	dir := t.TempDir()
	st, err := Open(dir, "s")
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	key := filepath.Join(dir, keyFile)
	if fi, err := os.Stat(key); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("secret mode %v, %v", fi.Mode().Perm(), err)
	}
	os.Chmod(key, 0o644)
	if _, err := Open(dir, "s"); err == nil || !strings.Contains(err.Error(), "mode 0644") {
		t.Errorf("a readable secret: %v", err)
	}
	os.Chmod(key, 0o600)
	other := t.TempDir()
	os.Rename(key, filepath.Join(other, "k"))
	os.Symlink(filepath.Join(other, "k"), key)
	if _, err := Open(dir, "s"); err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("a linked secret: %v", err)
	}
	linked := filepath.Join(t.TempDir(), "state")
	os.Symlink(other, linked)
	if _, err := Open(linked, "s"); err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("a linked state directory: %v", err)
	}
	// A ledger written with another project's secret does not count.
	a, b := t.TempDir(), t.TempDir()
	sa, _ := Open(a, "s")
	l, _ := sa.Load("s")
	l.Add(Entry{Kind: KindTest, Outcome: Pass})
	sa.Save(l)
	sa.Close()
	sb, _ := Open(b, "s")
	data, _ := os.ReadFile(LedgerPath(a, "s"))
	os.WriteFile(sb.Path(), data, 0o600)
	if _, err := sb.Load("s"); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("another project's ledger: %v", err)
	}
	sb.Close()
}

// A runner whose tests live apart from the code, run on the project's test
// root (pytest tests/), covers the whole suite; run on one test directory
// deeper, it does not.
func TestStopTestRootIsTheSuite(t *testing.T) {
	pass := "..........                                                               [100%]\n10 passed in 0.12s"
	wantStop(t, "All tests pass.", false, bash("python -m pytest tests/", pass, 0))
	wantStop(t, "All tests pass.", false, bash("python3 -m unittest discover -s tests", "..........\n----------------------------------------------------------------------\nRan 10 tests in 0.010s\n\nOK", 0))
	wantStop(t, "All tests pass.", true, bash("python -m pytest tests/unit", pass, 0))
	wantStop(t, "All tests pass.", true, bash("go test ./tests/...", "ok  \texample.com/cart/tests\t0.002s", 0))
}
