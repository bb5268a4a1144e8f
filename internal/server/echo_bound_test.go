package server

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// TestErrorsEchoingTheRequestAreBounded: an error that quotes what the
// client sent — the URI of a resource not found (in its data), an
// unknown prompt's name — is as short on stdio as over HTTP, whatever
// the size of the request (docs/rules.md §8: an echoed value is cut; §11: echoed
// request data in errors capped). Before, stdio sent a 1 MB URI back whole
// in the error's data.
func TestErrorsEchoingTheRequestAreBounded(t *testing.T) {
	const maxAnswer = 4 << 10
	long := strings.Repeat("a", 1<<20)
	requests := map[string]string{
		"session URI": fmt.Sprintf(`{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"ackrite://sessions/%s"}}`, long),
		"other URI":   fmt.Sprintf(`{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"x://%s"}}`, long),
		"prompt name": fmt.Sprintf(`{"jsonrpc":"2.0","id":3,"method":"prompts/get","params":{"name":"%s"}}`, long),
	}
	for name, req := range requests {
		t.Run("stdio "+name, func(t *testing.T) {
			lines := rawLines(t, initLines+req+"\n")
			last := lines[len(lines)-1]
			if !strings.Contains(last, `"error"`) || len(last) > maxAnswer {
				t.Errorf("answer of %d bytes (want an error of at most %d): %.300s", len(last), maxAnswer, last)
			}
		})
	}
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	sid := mustDial(t, base, oldVersion, "").ID()
	for name, req := range requests {
		t.Run("http "+name, func(t *testing.T) {
			resp := post(t, base+"/mcp", req, map[string]string{"Mcp-Session-Id": sid, "Mcp-Protocol-Version": oldVersion})
			body, _ := io.ReadAll(resp.Body)
			if !strings.Contains(string(body), `"error"`) || len(body) > maxAnswer {
				t.Errorf("answer of %d bytes (want an error of at most %d): %.300s", len(body), maxAnswer, body)
			}
		})
	}
}
