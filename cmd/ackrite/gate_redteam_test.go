package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// check runs the PreToolUse hook of a Bash command, as the harness does
// before every tool call.
func (s *hookSession) check(cmd string) {
	s.t.Helper()
	p := s.common("PreToolUse")
	p["tool_name"] = "Bash"
	p["tool_input"] = map[string]any{"command": cmd}
	p["tool_use_id"] = "toolu_01PRE"
	if _, errOut, code := s.hook(p, "gate", "check", "--state", s.state); code != 0 {
		s.t.Fatalf("gate check: exit %d, %s", code, errOut)
	}
}

const goPassOut = "ok  \texample.com/cart\t0.002s\n"

// A declared test command is the one thing the gate takes on trust, so the
// session keeps to the commands and definitions it first found: a
// Makefile or gate.json the agent rewrites in the middle of a session
// does not make its own run the suite (red team, issue 26).
func TestGateDeclaredCommandsArePinned(t *testing.T) {
	declare := func(s *hookSession, cmds string) {
		os.MkdirAll(s.state, 0o700)
		os.WriteFile(filepath.Join(s.state, "gate.json"), []byte(`{"testCommands": [`+cmds+`]}`), 0o644)
	}
	t.Run("the Makefile's recipe rewritten", func(t *testing.T) {
		s := newHookSession(t)
		declare(s, `"make test"`)
		os.WriteFile(filepath.Join(s.dir, "Makefile"), []byte("test:\n\tgo test ./...\n"), 0o644)
		s.check("sed -i 's/go test .\\/\\.\\.\\./@printf ok/' Makefile")
		os.WriteFile(filepath.Join(s.dir, "Makefile"), []byte("test:\n\t@printf 'ok  \\texample.com/cart\\t0.002s\\n'\n"), 0o644) // what it did
		s.record(s.bash("sed -i 's/go test .\\/\\.\\.\\./@printf ok/' Makefile", "", 0))
		s.check("make test")
		s.record(s.bash("make test", goPassOut, 0))
		wantBlock(t, s.stop("All tests pass."), "Makefile changed during this session")
	})
	t.Run("gate.json rewritten by a command that does not name it", func(t *testing.T) {
		s := newHookSession(t)
		declare(s, `"make test"`)
		s.check("ackrite gate install --write --test-command 'go test -run TestTotalEmpty ./...'")
		declare(s, `"make test", "go test -run TestTotalEmpty ./..."`) // what it did
		s.record(s.bash("ackrite gate install --write --test-command 'go test -run TestTotalEmpty ./...'", "", 0))
		s.check("go test -run TestTotalEmpty ./...")
		s.record(s.bash("go test -run TestTotalEmpty ./...", goPassOut, 0))
		wantBlock(t, s.stop("All tests pass."), "no run this session covers the whole suite")
	})
	t.Run("gate.json written by the session's first call", func(t *testing.T) {
		s := newHookSession(t)
		declare(s, `"go test -run TestTotalEmpty ./..."`) // what the call did; no check ran before it
		s.record(s.bash(`python3 setup_gate.py`, "", 0))
		s.record(s.bash("go test -run TestTotalEmpty ./...", goPassOut, 0))
		wantBlock(t, s.stop("All tests pass."), "no run this session covers the whole suite")
	})
	t.Run("the declared command as the project has it", func(t *testing.T) {
		s := newHookSession(t)
		declare(s, `"make test"`)
		os.WriteFile(filepath.Join(s.dir, "Makefile"), []byte("test:\n\tgo test ./...\n"), 0o644)
		s.check("make test")
		s.record(s.bash("make test", "go test ./...\n"+goPassOut, 0))
		wantAllow(t, s.stop("All tests pass."))
	})
	t.Run("a Makefile the person changed before the session", func(t *testing.T) {
		s := newHookSession(t)
		declare(s, `"make test"`)
		os.WriteFile(filepath.Join(s.dir, "Makefile"), []byte("test:\n\tgo test -count=1 ./...\n"), 0o644)
		s.record(s.bash("make test", "go test -count=1 ./...\n"+goPassOut, 0))
		wantAllow(t, s.stop("All tests pass."))
	})
}

// A record payload the gate cannot decode still came after a tool ran:
// what that session recorded before goes stale, so a sed hidden in a
// payload cut short or over the limit does not leave a pass fresh.
func TestGateUndecodableRecordFailsClosed(t *testing.T) {
	for _, c := range []struct {
		name    string
		payload func(s *hookSession) string
	}{
		{"cut short", func(s *hookSession) string {
			b, _ := json.Marshal(s.bash("sed -i 's/-1//' cart.go", "", 0))
			return string(b[:len(b)-20])
		}},
		{"over the limit", func(s *hookSession) string {
			b, _ := json.Marshal(s.bash("sed -i 's/-1//' cart.go", strings.Repeat("x", 33<<20), 0))
			return string(b)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newHookSession(t)
			s.record(s.bash("go test ./...", goPassOut, 0))
			if _, _, code := s.hook(c.payload(s), "gate", "record", "--state", s.state); code == 0 {
				t.Fatal("record of an undecodable payload exited 0")
			}
			wantBlock(t, s.stop("All tests pass."), "cannot read")
		})
	}
}
