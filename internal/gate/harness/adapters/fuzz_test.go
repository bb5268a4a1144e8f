package adapters

import (
	"testing"

	"github.com/ackrite/ackrite/internal/gate/harness"
)

// FuzzDecode holds every adapter to its promise on any input: no panic,
// and an event or an error — never neither.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{}`, `{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":"go test"},"tool_response":[1]}`,
		`{"sessionId":"s","cwd":"/p","toolName":"bash","toolArgs":"{\"command\":1}","toolResult":{"textResultForLlm":"<exited with exit code 99999999999999999999>"}}`,
		`{"conversation_id":"c","hook_event_name":"postToolUse","workspace_roots":[],"tool_name":"Shell","tool_input":{},"tool_output":"{\"exitCode\":\"x\"}"}`,
		`{"session_id":"s","hook_event_name":"AfterTool","cwd":"/p","tool_name":"run_shell_command","tool_input":{"command":"x"},"tool_response":{"llmContent":[{"text":"Exit Code: -"}]}}`,
		"null", "[]", `"x"`, "{\"a\":\xff}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		env := func(string) (string, bool) { return "", false }
		for _, a := range All {
			for _, sub := range []harness.Sub{harness.Record, harness.Check} {
				ev, err := a.DecodeTool(sub, data, env)
				if ev == nil && err == nil {
					t.Fatalf("%s %s: neither an event nor an error for %q", a.Name(), sub, data)
				}
			}
			if s, err := a.DecodeStop(data, env); s == nil && err == nil {
				t.Fatalf("%s stop: neither for %q", a.Name(), data)
			}
		}
	})
}
