package gemini

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/harnesstest"
)

// llmContent holds the exit status only when it is not 0; dir_path moves
// the run; AfterAgent's prompt_response is the final text.
func TestDecode(t *testing.T) {
	a := Adapter{}
	env := func(k string) (string, bool) { return "/home/user/my-project", k == "GEMINI_PROJECT_DIR" }
	ev, err := a.DecodeTool(harness.Record, harnesstest.Fixture(t, "after-tool-shell-fail.json"), env)
	if err != nil || ev.Result.Exit == nil || *ev.Result.Exit != 1 || ev.Result.Output != "--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\texample.com/cart\t0.002s\nFAIL" {
		t.Errorf("failing run: %+v, %v", ev.Result, err)
	}
	ev, err = a.DecodeTool(harness.Record, harnesstest.Fixture(t, "after-tool-shell-pass.json"), env)
	if err != nil || ev.Result.Exit == nil || *ev.Result.Exit != 0 || ev.Cwd != "/home/user/my-project/svc" || ev.Project != "/home/user/my-project" {
		t.Errorf("passing run: %+v, cwd %s, %v", ev.Result, ev.Cwd, err)
	}
	s, err := a.DecodeStop(harnesstest.Fixture(t, "after-agent.json"), env)
	if err != nil || s.Final != "Fixed the off-by-one; all tests pass." || !s.FinalKnown {
		t.Errorf("AfterAgent: %+v, %v", s, err)
	}
}

func TestShellResult(t *testing.T) {
	cases := []struct {
		name, content string
		exit          int // -1: none
		interrupted   bool
	}{
		{"exit 0 has no line", "Output: ok\nProcess Group PGID: 1", 0, false},
		{"the last Exit Code line counts", "Output: Exit Code: 0\nExit Code: 2", 2, false},
		{"a signal", "Output: \nSignal: 9\nProcess Group PGID: 1", -1, true},
		{"cancelled", "Command was cancelled by user before it could complete. There was no output before it was cancelled.", -1, true},
		{"moved to the background", "Command moved to background (PID: 7). Output hidden. Press Ctrl+B to view.", -1, true},
		{"an error without an exit code", "Output: (empty)\nError: spawn ENOENT", -1, false},
		{"the earlier layout, passing", "Command: go test ./...\nDirectory: (root)\nStdout: ok\nStderr: (empty)\nError: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 7", 0, false},
		{"the earlier layout, failing", "Command: go test ./...\nDirectory: (root)\nStdout: FAIL\nStderr: (empty)\nError: (none)\nExit Code: 1\nSignal: (none)", 1, false},
	}
	for _, c := range cases {
		r := shellResult(c.content, "")
		got := -1
		if r.Exit != nil {
			got = *r.Exit
		}
		if got != c.exit || r.Interrupted != c.interrupted {
			t.Errorf("%s: exit %d, interrupted %v; want %d, %v (%+v)", c.name, got, r.Interrupted, c.exit, c.interrupted, r)
		}
	}
	if r := shellResult("Output: (empty)\nError: spawn ENOENT", ""); !r.Failed {
		t.Errorf("an Error line is a failure: %+v", r)
	}
	_ = gate.Pass
}

// Gemini CLI has no ask: --mode ask denies, and the reason says why.
func TestAskIsDenied(t *testing.T) {
	risks := []gate.Risk{{Name: "git-push-force", Category: "data-loss", Text: "git push --force", Message: "m"}}
	for _, mode := range []gate.Mode{gate.ModeAsk, gate.ModeDeny} {
		var v struct{ Decision, Reason string }
		ans := Adapter{}.CheckAnswer(risks, mode)
		if err := json.Unmarshal(ans.Stdout, &v); err != nil || v.Decision != "deny" {
			t.Fatalf("%s: %s, %v", mode, ans.Stdout, err)
		}
		if asked := strings.Contains(v.Reason, "Gemini CLI cannot ask"); asked != (mode == gate.ModeAsk) {
			t.Errorf("%s: the reason says Gemini CLI cannot ask: %v, want %v (%q)", mode, asked, mode == gate.ModeAsk, v.Reason)
		}
	}
}
