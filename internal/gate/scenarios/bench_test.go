package scenarios

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/runner"
)

// BenchmarkGateStop is one `ackrite gate stop --harness X` hook invocation
// per harness — process start, the harness's stop payload, a 256-entry
// ledger read, the decision on a three-claim message and the ledger
// written back (docs/rules.md §12, §13: ≤ 20 ms). Compare it with
// BenchmarkGateStartFloor in the same run.
func BenchmarkGateStop(b *testing.B) {
	const msg = "Fixed the total in cart.go. TestTotal passes, and all tests pass now."
	for _, h := range harnesses {
		b.Run(h, func(b *testing.B) {
			dir := b.TempDir()
			session := "bench-" + h
			state := filepath.Join(dir, ".ackrite")
			fill(b, state, session, dir)
			transcript := filepath.Join(dir, "transcript.jsonl")
			line, _ := json.Marshal(map[string]any{"type": "assistant.message", "data": map[string]any{"content": msg}})
			os.WriteFile(transcript, append(line, '\n'), 0o644)
			payload := stopPayload(h, session, dir, transcript, msg)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				cmd := exec.Command(binary, "gate", "stop", "--harness", h)
				cmd.Dir = dir
				cmd.Env = hookEnv()
				cmd.Stdin = bytes.NewReader(payload)
				if out, err := cmd.Output(); err != nil && cmd.ProcessState.ExitCode() != 2 {
					b.Fatalf("gate stop: %v %s", err, out)
				}
			}
		})
	}
}

// BenchmarkGateStartFloor is process start-up alone (`ackrite gate -h`).
func BenchmarkGateStartFloor(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if out, err := exec.Command(binary, "gate", "-h").Output(); err != nil {
			b.Fatalf("gate -h: %v %s", err, out)
		}
	}
}

// fill writes a full ledger of failing runs, edits, passing runs and vet
// runs, as a long session leaves it.
func fill(b *testing.B, state, session, project string) {
	st, err := gate.Open(state, session)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	l, _ := st.Load(session)
	fail := "=== RUN   TestTotal\n    cart_test.go:7: Total = 350, want 400\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\texample.com/cart\t0.003s\nFAIL"
	pass := "=== RUN   TestTotal\n--- PASS: TestTotal (0.00s)\nPASS\nok  \texample.com/cart\t0.002s"
	env := runner.OS(project)
	for i := 0; len(l.Entries) < gate.MaxEntries; i++ {
		one, zero := 1, 0
		var ev gate.Event
		switch i % 4 {
		case 0:
			ev = gate.Event{Action: gate.Run, Cwd: project, Command: "go test ./...", Result: gate.Result{Output: fail, Exit: &one}}
		case 1:
			ev = gate.Event{Action: gate.Edit, Cwd: project, Change: gate.Change{Paths: []string{fmt.Sprintf("pkg%d/file.go", i)}}}
		case 2:
			ev = gate.Event{Action: gate.Run, Cwd: project, Command: "go test -v ./...", Result: gate.Result{Output: pass, Exit: &zero}}
		case 3:
			ev = gate.Event{Action: gate.Run, Cwd: project, Command: "go vet ./...", Result: gate.Result{Exit: &zero}}
		}
		gate.Record(l, &ev, gate.Evidence, env)
	}
	if err := st.Save(l); err != nil {
		b.Fatal(err)
	}
}

// stopPayload is each harness's stop event for a message.
func stopPayload(h, session, project, transcript, msg string) []byte {
	var p map[string]any
	switch h {
	case "claude-code":
		p = map[string]any{"session_id": session, "transcript_path": transcript, "cwd": project, "permission_mode": "default",
			"hook_event_name": "Stop", "stop_hook_active": false, "last_assistant_message": msg}
	case "codex":
		p = map[string]any{"session_id": session, "turn_id": "t1", "transcript_path": nil, "cwd": project, "hook_event_name": "Stop",
			"model": "gpt-5.1-codex", "permission_mode": "default", "stop_hook_active": false, "last_assistant_message": msg}
	case "gemini":
		p = map[string]any{"session_id": session, "transcript_path": transcript, "cwd": project, "hook_event_name": "AfterAgent",
			"timestamp": "2026-12-01T10:00:00.000Z", "prompt": "fix it", "prompt_response": msg, "stop_hook_active": false}
	case "cursor":
		p = map[string]any{"conversation_id": session, "generation_id": "g1", "hook_event_name": "stop", "workspace_roots": []any{project},
			"transcript_path": transcript, "status": "completed", "loop_count": 0}
	case "copilot":
		p = map[string]any{"sessionId": session, "timestamp": 1764583200000, "cwd": project, "transcriptPath": transcript, "stopReason": "end_turn"}
	}
	data, _ := json.Marshal(p)
	return data
}
