package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"testing"
)

// pre is the payload before a Bash tool call (Claude Code's PreToolUse).
func (s *hookSession) pre(cmd string) map[string]any {
	p := s.common("PreToolUse")
	p["tool_name"] = "Bash"
	p["tool_input"] = map[string]any{"command": cmd, "description": "Run tests", "timeout": 120000, "run_in_background": false}
	p["tool_use_id"] = "toolu_01ABC123"
	return p
}

// checkIn runs `gate check` on a command with more flags.
func (s *hookSession) checkIn(cmd string, args ...string) {
	s.t.Helper()
	if _, errOut, code := s.hook(s.pre(cmd), append([]string{"gate", "check", "--state", s.state}, args...)...); code != 0 {
		s.t.Fatalf("gate check: exit %d, stderr %q", code, errOut)
	}
}

// A record that never comes — its hook killed by the harness before it
// wrote — leaves the run `gate check` let through pending, and the stop
// reads it as a run whose result is unknown, not as no run: the earlier
// pass is no longer the latest word on the suite.
func TestGateKilledRecordBlocks(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-pass")
	s.check("go test ./...")
	// The record of that run (a failure) never lands.
	wantBlock(t, s.stop("All tests pass."), "`go test ./...`", "never reached the ledger", "after entry 1", "Run `go test ./...`")

	// The agent runs it again, and it passes: the rerun settles the mark.
	s.check("go test ./...")
	s.run("go test ./...", "go-pass")
	wantAllow(t, s.stop("All tests pass."))
	if l := loadLedger(t, s); len(l.Pending) != 0 {
		t.Errorf("marks left after the rerun: %+v", l.Pending)
	}
}

// check then record then stop decides as record then stop did: the mark
// is cleared by its record whatever the run showed.
func TestGateCheckedRunsDecideAsBefore(t *testing.T) {
	cases := []struct {
		fixture string
		block   bool
	}{{"go-pass", false}, {"go-fail", true}, {"go-norun", true}}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			s := newHookSession(t)
			s.check("go test ./...")
			s.run("go test ./...", c.fixture)
			if l := loadLedger(t, s); len(l.Pending) != 0 {
				t.Errorf("a mark left after its record: %+v", l.Pending)
			}
			if r := s.stop("All tests pass."); r.Block != c.block {
				t.Errorf("block = %v, want %v: %s", r.Block, c.block, r.Reason)
			}
		})
	}
}

// A command the check asks about or denies may never run: it gets no
// mark, which no record would clear.
func TestGateAskedOrDeniedRunsLeaveNoMark(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-pass")
	s.check("rm -rf ./build && go test ./...")
	s.checkIn("rm -rf ./build && go test ./...", "--mode", "deny")
	if l := loadLedger(t, s); len(l.Pending) != 0 {
		t.Errorf("a mark for a run the check did not let through: %+v", l.Pending)
	}
	wantAllow(t, s.stop("All tests pass."))
}

// 20 check and record pairs at once (parallel tool calls) leave 20
// entries and no mark: each check's mark reaches the ledger before its
// record, under the same lock, and each record clears its own.
func TestGateConcurrentChecksAndRecords(t *testing.T) {
	s := newHookSession(t)
	const n = 20
	out, exit := runnerOutput(t, "go-pass")
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		go func(i int) {
			cmdline := fmt.Sprintf("go test ./pkg%d", i)
			for _, p := range []struct {
				sub     string
				payload map[string]any
			}{{"check", s.pre(cmdline)}, {"record", s.bash(cmdline, out, exit)}} {
				data, _ := json.Marshal(p.payload)
				cmd := exec.Command(binary, "gate", p.sub, "--state", s.state)
				cmd.Env = hookEnv()
				cmd.Stdin = bytes.NewReader(data)
				if got, err := cmd.CombinedOutput(); err != nil {
					errs <- fmt.Errorf("gate %s: %v: %s", p.sub, err, got)
					return
				}
			}
			errs <- nil
		}(i)
	}
	for i := 0; i < n; i++ {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	l := loadLedger(t, s)
	if len(l.Entries) != n || len(l.Pending) != 0 {
		t.Errorf("%d entries and %d marks after %d concurrent check and record pairs; want %d and 0: %+v", len(l.Entries), len(l.Pending), n, n, l.Pending)
	}
}
