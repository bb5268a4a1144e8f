package codex

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/harnesstest"
)

// The payloads the generated input schemas describe decode: a shell
// call's output with no exit status, apply_patch's files, a Stop whose
// last_assistant_message is null.
func TestDecode(t *testing.T) {
	a := Adapter{}
	ev, err := a.DecodeTool(harness.Record, harnesstest.Fixture(t, "post-tool-use-bash.json"), harnesstest.NoEnv)
	if err != nil || ev.Action != gate.Run || ev.Command != "go test ./..." || ev.Result.Exit != nil || !strings.Contains(ev.Result.Output, "--- FAIL") {
		t.Errorf("bash: %+v, %v", ev, err)
	}
	ev, err = a.DecodeTool(harness.Record, harnesstest.Fixture(t, "post-tool-use-apply-patch.json"), harnesstest.NoEnv)
	if err != nil || ev.Action != gate.Edit || len(ev.Change.Paths) != 1 || ev.Change.Paths[0] != "cart.go" || !strings.Contains(ev.Change.Added, "len(prices); i++") {
		t.Errorf("apply_patch: %+v, %v", ev, err)
	}
	ev, err = a.DecodeTool(harness.Check, harnesstest.Fixture(t, "pre-tool-use-bash.json"), harnesstest.NoEnv)
	if err != nil || ev.Action != gate.Run || ev.Command != "git push --force origin main" {
		t.Errorf("pre: %+v, %v", ev, err)
	}
	s, err := a.DecodeStop(harnesstest.Fixture(t, "stop.json"), harnesstest.NoEnv)
	if err != nil || s.Final != "" || !s.FinalKnown {
		t.Errorf("stop: %+v, %v", s, err)
	}
	var p map[string]any
	json.Unmarshal(harnesstest.Fixture(t, "stop.json"), &p)
	delete(p, "last_assistant_message")
	data, _ := json.Marshal(p)
	if _, err := a.DecodeStop(data, harnesstest.NoEnv); err == nil || !strings.Contains(err.Error(), "codex hook payload: last_assistant_message is missing") {
		t.Errorf("a Stop without last_assistant_message: %v", err)
	}
}

// The answers hold only the fields of the output schemas (Codex's parser
// rejects others), and ask becomes deny, which Codex supports.
func TestAnswersFitTheOutputSchemas(t *testing.T) {
	a := Adapter{}
	risks := []gate.Risk{{Name: "git-push-force", Category: "data-loss", Text: "git push --force", Message: "m"}}
	for _, mode := range []gate.Mode{gate.ModeAsk, gate.ModeDeny} {
		ans := a.CheckAnswer(risks, mode)
		var v struct {
			HookSpecificOutput map[string]any `json:"hookSpecificOutput"`
		}
		dec := json.NewDecoder(strings.NewReader(string(ans.Stdout)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil || v.HookSpecificOutput["permissionDecision"] != "deny" || v.HookSpecificOutput["hookEventName"] != "PreToolUse" {
			t.Errorf("%s: %s, %v", mode, ans.Stdout, err)
		}
		if asked := strings.Contains(fmt.Sprint(v.HookSpecificOutput["permissionDecisionReason"]), "Codex cannot ask"); asked != (mode == gate.ModeAsk) {
			t.Errorf("%s: the reason says Codex cannot ask: %v, want %v", mode, asked, mode == gate.ModeAsk)
		}
		for k := range v.HookSpecificOutput {
			if k != "hookEventName" && k != "permissionDecision" && k != "permissionDecisionReason" {
				t.Errorf("%s: field %s is not in the schema", mode, k)
			}
		}
	}
	ans := a.StopAnswer(gate.Decision{Block: true, Reason: "unproven"})
	var v map[string]any
	json.Unmarshal(ans.Stdout, &v)
	if len(v) != 2 || v["decision"] != "block" || v["reason"] != "unproven" {
		t.Errorf("stop: %s", ans.Stdout)
	}
}
