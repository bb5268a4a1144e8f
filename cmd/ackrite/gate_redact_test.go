package main

import (
	"strings"
	"testing"
)

// TestGateRecordErrorDoesNotEchoACutToken (issue 26 part 3): a refused
// tool_response must not reach stderr cut short, where the token it holds
// is below its rule's length; the hook's stderr goes through
// redact.Message, which reads ackrite's cut marker.
func TestGateRecordErrorDoesNotEchoACutToken(t *testing.T) {
	s := newHookSession(t)
	tok := "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1"
	p := s.common("PostToolUse")
	p["tool_name"] = "Bash"
	p["tool_input"] = map[string]any{"command": "env"}
	p["tool_response"] = []string{tok}
	_, errOut, code := s.hook(p, "gate", "record", "--state", s.state)
	if code == 0 || !strings.Contains(errOut, "tool_response") {
		t.Fatalf("exit %d, stderr %q: want the array refused", code, errOut)
	}
	if strings.Contains(errOut, tok[:8]) {
		t.Errorf("stderr echoes the token cut short: %q", errOut)
	}
}
