package server

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestEveryOutgoingMessageRedacted sends secrets where the SDK echoes them
// in its own error messages — an unknown tool name, an unknown method, the
// params of an invalid request, whole and cut short ("ghp_R4nd0m...": too
// short for its rule) — and checks the bytes written. Before the transport
// redacted every message, each came back verbatim.
func TestEveryOutgoingMessageRedacted(t *testing.T) {
	tok := "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1"
	jwt := "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2lnbmF0dXJlLWZha2U"
	lines := []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + tok + `","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"` + tok + `"}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"c"},"_meta":"password=hunter2hunter2 ` + jwt + `"}}`,
		`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":["Authorization: Bearer ` + tok + `"]}`,
		`{"jsonrpc":"2.0","id":6,"method":"tools/call","params":["` + tok + `"]}`,
		`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"c"},"_meta":"x ` + tok + `"}}`,
		`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"c"},"_meta":"` + strings.Repeat("padding ", 2000) + `"}}`,
	}
	out := rawLines(t, initLines+strings.Join(lines, "\n")+"\n")
	wire := strings.Join(out, "\n")
	for _, secret := range []string{tok[:12], "hunter2hunter2", jwt[:20]} {
		if strings.Contains(wire, secret) {
			t.Errorf("%s… reached the wire", secret)
		}
	}
	if !strings.Contains(wire, "[REDACTED:") {
		t.Error("no redaction marker on the wire: the test exercised nothing")
	}
	for _, line := range out {
		var m struct {
			Error *struct{ Message string } `json:"error"`
		}
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Errorf("not JSON after redaction: %.200s", line)
			continue
		}
		if m.Error != nil && len(m.Error.Message) > maxErrorMessage {
			t.Errorf("error message of %d bytes; the cap is %d", len(m.Error.Message), maxErrorMessage)
		}
	}
}
