package server

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/testkit"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// rawLines runs a stdio server on input and returns its output lines.
func rawLines(t testing.TB, input string) []string {
	t.Helper()
	var out testkit.SyncBuffer
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := RunStdio(ctx, New(Options{}), strings.NewReader(input), &out, nil); err != nil {
		t.Fatalf("RunStdio: %v", err)
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

var idField = regexp.MustCompile(`^\{"jsonrpc":"2\.0","id":(.*?),"(?:result|error)"`)

// TestIDsEchoedExactly sends ids the SDK's integer-or-string ID type cannot
// hold: before, 1.5 came back as 1 and 2^63 as -2^63. Every id must come
// back as the same JSON text, on results and on errors alike.
func TestIDsEchoedExactly(t *testing.T) {
	ids := []string{`1`, `1.5`, `9223372036854775808`, `-9223372036854775809`, `1e3`, `123456789012345678901234567890`, `"7"`, `"a b"`, `0`, `-3`}
	for _, request := range []string{
		`"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"c"}}`,
		`"method":"no/such/method"`,
	} {
		var in strings.Builder
		in.WriteString(initLines)
		for _, id := range ids {
			in.WriteString(`{"jsonrpc":"2.0","id":` + id + `,` + request + "}\n")
		}
		var got []string
		for _, line := range rawLines(t, in.String()) {
			if m := idField.FindStringSubmatch(line); m != nil && m[1] != `"init"` {
				got = append(got, m[1])
			}
		}
		if diff := cmp.Diff(ids, got, cmpopts.SortSlices(func(a, b string) bool { return a < b })); diff != "" {
			t.Errorf("%s: ids echoed (-sent +answered):\n%s", request, diff)
		}
	}
}

// TestDuplicateIDsInFlight sends three requests with one id at once.
// Before, the SDK answered the duplicates with a null id, so the transport
// never saw them settle: one answer, then EOF waited out the drain. Each
// request must get exactly one answer carrying its id — the duplicates a
// JSON-RPC error saying the id is in use — and the server ends at once.
func TestDuplicateIDsInFlight(t *testing.T) {
	var in strings.Builder
	in.WriteString(initLines)
	slow := `{"claim":"` + strings.Repeat("the checkout test passes after the retry fix ", 200) + `"}`
	for range 3 {
		in.WriteString(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"ackrite","arguments":` + slow + `}}` + "\n")
	}
	start := time.Now()
	lines := rawLines(t, in.String())
	if d := time.Since(start); d > DefaultDrainTimeout/2 {
		t.Errorf("the server took %v to end; it waited for answers that never came", d)
	}
	results, dups := 0, 0
	for _, line := range lines {
		switch {
		case strings.HasPrefix(line, `{"jsonrpc":"2.0","id":5,"result"`):
			results++
		case strings.HasPrefix(line, `{"jsonrpc":"2.0","id":5,"error"`) && strings.Contains(line, "already in use"):
			dups++
		case strings.Contains(line, `"id":"init"`):
		default:
			t.Errorf("unexpected line %.200s", line)
		}
	}
	if results+dups != 3 || results == 0 {
		t.Errorf("%d results and %d duplicate-id errors for three requests with id 5; want one answer each, at least one result", results, dups)
	}
}

// TestCancellationFollowsMappedIDs: a request whose id the SDK cannot hold
// (1.5) runs under a transport id; the client's notifications/cancelled
// names 1.5, and must reach the SDK naming the transport id, or the
// cancellation would find no request.
func TestCancellationFollowsMappedIDs(t *testing.T) {
	c := &stdioConn{pending: map[jsonrpc.ID]json.RawMessage{}, remapped: map[string]jsonrpc.ID{}, inFlight: 4, closed: make(chan struct{})}
	c.settled = sync.NewCond(&c.mu)
	req := &jsonrpc.Request{Method: "tools/call"}
	if ok, err := c.admit(context.Background(), req, json.RawMessage(`1.5`)); !ok || err != nil {
		t.Fatalf("admit: %v, %v", ok, err)
	}
	cancel := &jsonrpc.Request{Method: "notifications/cancelled", Params: json.RawMessage(`{"requestId":1.5,"reason":"user"}`)}
	c.mapCancelled(cancel)
	var p struct {
		RequestID any    `json:"requestId"`
		Reason    string `json:"reason"`
	}
	if err := json.Unmarshal(cancel.Params, &p); err != nil {
		t.Fatal(err)
	}
	if p.RequestID != req.ID.Raw() || p.Reason != "user" {
		t.Errorf("cancellation names %v (%q); want the transport id %v", p.RequestID, p.Reason, req.ID.Raw())
	}
	other := &jsonrpc.Request{Method: "notifications/cancelled", Params: json.RawMessage(`{"requestId":7}`)}
	c.mapCancelled(other)
	if string(other.Params) != `{"requestId":7}` {
		t.Errorf("a cancellation of an unmapped id changed: %s", other.Params)
	}
}
