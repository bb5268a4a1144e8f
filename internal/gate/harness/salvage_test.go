package harness

import (
	"strings"
	"testing"
)

// A payload cut short or over the limit still names its session and
// directory in its head.
func TestSalvage(t *testing.T) {
	noEnv := func(string) (string, bool) { return "", false }
	cases := []struct {
		payload, session, project string
	}{
		{`{"session_id":"s1","cwd":"/p","tool_response":{"stdout":"x`, "s1", "/p"},
		{`{"sessionId":"s2","timestamp":1,"cwd":"/q","toolResult":`, "s2", "/q"},
		{`{"conversation_id":"c3","workspace_roots":["/r"],"tool_output":"{`, "c3", "/r"},
		{`{"hook_event_name":"PostToolUse","tool_input":{"command":"x"},"session_id":"s4","cwd":"/p"` + strings.Repeat(" ", 10), "s4", "/p"},
		{`not json`, "", ""},
		{`{"cwd":"/p"}`, "", "/p"},
	}
	for _, c := range cases {
		s, p := Salvage([]byte(c.payload), noEnv)
		if s != c.session || p != c.project {
			t.Errorf("Salvage(%q) = %q, %q; want %q, %q", c.payload, s, p, c.session, c.project)
		}
	}
	env := func(n string) (string, bool) { return "/proj", n == "CLAUDE_PROJECT_DIR" }
	if _, p := Salvage([]byte(`{"session_id":"s","cwd":"/proj/sub"`), env); p != "/proj" {
		t.Errorf("project %q, want the harness's project variable", p)
	}
}
