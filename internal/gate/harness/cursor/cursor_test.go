package cursor

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/harnesstest"
	"github.com/ackrite/ackrite/internal/gate/runner"
)

// tool_output is a JSON string holding the output and exitCode; one
// action fires postToolUse and afterShellExecution, which the ledger
// keeps once; stop carries no text, so afterAgentResponse's is kept.
func TestDecode(t *testing.T) {
	a := Adapter{}
	post, err := a.DecodeTool(harness.Record, harnesstest.Fixture(t, "post-tool-use-shell.json"), harnesstest.NoEnv)
	if err != nil || post.Action != gate.Run || post.Result.Exit == nil || *post.Result.Exit != 0 || post.Result.Output != "Tests: 12 passed, 12 total\n" {
		t.Fatalf("postToolUse: %+v, %v", post, err)
	}
	after, err := a.DecodeTool(harness.Record, harnesstest.Fixture(t, "after-shell-execution.json"), harnesstest.NoEnv)
	if err != nil || after.Key != post.Key || after.Key == "" {
		t.Fatalf("afterShellExecution: %+v, %v", after, err)
	}
	l := &gate.Ledger{}
	gate.Record(l, post, gate.Evidence, runner.OS("/home/user/my-project"))
	gate.Record(l, after, gate.Evidence, runner.OS("/home/user/my-project"))
	if len(l.Entries) != 1 {
		t.Errorf("one action, %d entries", len(l.Entries))
	}
	pre, err := a.DecodeTool(harness.Check, harnesstest.Fixture(t, "before-shell-execution.json"), harnesstest.NoEnv)
	if err != nil || pre.Command != "rm -rf ./data" {
		t.Errorf("beforeShellExecution: %+v, %v", pre, err)
	}
	resp, err := a.DecodeTool(harness.Record, harnesstest.Fixture(t, "after-agent-response.json"), harnesstest.NoEnv)
	if err != nil || resp.Action != gate.Respond || !strings.Contains(resp.Text, "All tests pass") {
		t.Errorf("afterAgentResponse: %+v, %v", resp, err)
	}
	s, err := a.DecodeStop(harnesstest.Fixture(t, "stop.json"), harnesstest.NoEnv)
	if err != nil || s.FinalKnown || s.Project != "/home/user/my-project" {
		t.Errorf("stop: %+v, %v", s, err)
	}
}

// stop cannot deny: the block is a followup_message; the permission
// events answer permission.
func TestAnswers(t *testing.T) {
	a := Adapter{}
	var v map[string]any
	json.Unmarshal(a.StopAnswer(gate.Decision{Block: true, Reason: "run the tests"}).Stdout, &v)
	if v["followup_message"] != "run the tests" || len(v) != 1 {
		t.Errorf("stop block: %v", v)
	}
	json.Unmarshal(a.CheckAnswer([]gate.Risk{{Name: "x", Text: "rm -rf", Message: "m"}}, gate.ModeAsk).Stdout, &v)
	if v["permission"] != "ask" || v["agent_message"] == "" {
		t.Errorf("check: %v", v)
	}
}
