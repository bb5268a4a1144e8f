package copilot

import (
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/harnesstest"
)

// The camelCase payloads of the CLI hooks reference decode; the exit
// status is the last trailer, and a snake_case payload is refused.
func TestDecode(t *testing.T) {
	post := `{"sessionId": "s1", "timestamp": 1764583200000, "cwd": "/p", "toolName": "bash", "toolArgs": {"command": "go test ./..."},
		"toolResult": {"resultType": "success", "textResultForLlm": "ok  \texample.com/cart\t0.002s\nExit Code: 0\n<exited with exit code 1>"}}`
	ev, err := Adapter{}.DecodeTool(harness.Record, []byte(post), harnesstest.NoEnv)
	if err != nil || ev.Action != gate.Run || ev.Result.Exit == nil || *ev.Result.Exit != 1 || strings.Contains(ev.Result.Output, "<exited") {
		t.Fatalf("%+v, %v", ev, err)
	}
	args := `{"sessionId": "s1", "timestamp": 1, "cwd": "/p", "toolName": "edit", "toolArgs": "{\"path\": \"/p/a.go\", \"old_str\": \"a\", \"new_str\": \"b\"}"}`
	if ev, err := (Adapter{}).DecodeTool(harness.Check, []byte(args), harnesstest.NoEnv); err != nil || ev.Action != gate.Edit || ev.Change.Paths[0] != "/p/a.go" {
		t.Errorf("toolArgs as a JSON string: %+v, %v", ev, err)
	}
	snake := `{"hook_event_name": "PreToolUse", "session_id": "s1", "cwd": "/p", "tool_name": "bash", "tool_input": {"command": "ls"}}`
	if _, err := (Adapter{}).DecodeTool(harness.Check, []byte(snake), harnesstest.NoEnv); err == nil || !strings.Contains(err.Error(), "copilot hook payload: sessionId is missing") {
		t.Errorf("snake_case: %v", err)
	}
	stop := `{"sessionId": "s1", "timestamp": 1, "cwd": "/p", "transcriptPath": "/p/t.jsonl", "stopReason": "end_turn"}`
	if s, err := (Adapter{}).DecodeStop([]byte(stop), harnesstest.NoEnv); err != nil || s.Transcript != "/p/t.jsonl" || s.FinalKnown {
		t.Errorf("agentStop: %+v, %v", s, err)
	}
	if _, err := (Adapter{}).DecodeTool(harness.Record, []byte(stop), harnesstest.NoEnv); err == nil {
		t.Error("an agentStop payload read as a tool event")
	}
}

// Exit codes are ignored by Copilot: a block and a failure are JSON.
func TestAnswersAreJSON(t *testing.T) {
	a := Adapter{}
	if ans := a.StopAnswer(gate.Decision{Block: true, Reason: "r"}); ans.Exit != 0 || !strings.Contains(string(ans.Stdout), `"decision":"block"`) {
		t.Errorf("stop block: %+v", ans)
	}
	if ans := a.Failure(harness.Stop, errTest); ans.Exit != 0 || !strings.Contains(string(ans.Stdout), `"decision":"block"`) {
		t.Errorf("stop failure: %+v", ans)
	}
	if ans := a.Failure(harness.Check, errTest); ans.Exit != 0 || !strings.Contains(string(ans.Stdout), `"permissionDecision":"deny"`) {
		t.Errorf("check failure: %+v", ans)
	}
}

var errTest = testError("broken")

type testError string

func (e testError) Error() string { return string(e) }
