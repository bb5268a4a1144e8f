package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/session"
)

// contradicted is a claim and the run that contradicts it: an
// investigation a client would not want to lose.
var contradicted = map[string]any{
	"claim": "TestImporterEmptyFile passes",
	"evidence": []any{map[string]any{
		"type": "test_result", "source": "go test ./internal/importer", "polarity": "contradicts", "reliability": 0.95,
		"content": "=== RUN   TestImporterEmptyFile\n--- FAIL: TestImporterEmptyFile (0.00s)\nFAIL\nFAIL\texample.com/internal/importer\t0.012s",
	}},
	"sessionId": "importer",
}

// callStatus calls ackrite and returns the result's status.
func callStatus(t *testing.T, cs *mcp.ClientSession, args map[string]any) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ackrite", Arguments: args})
	if err != nil {
		t.Fatalf("tools/call: %v", err)
	}
	if res.IsError {
		t.Fatalf("tools/call: %+v", res.Content)
	}
	var out struct{ Status string }
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &out)
	return out.Status
}

// openSessions sends n initialize requests with token and returns how many
// were answered 200 (each one an MCP session the server keeps).
func openSessions(t *testing.T, base, token string, n int) int {
	t.Helper()
	header := map[string]string{}
	if token != "" {
		header["Authorization"] = "Bearer " + token
	}
	var mu sync.Mutex
	ok := 0
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			resp := post(t, base+"/mcp", initBody, header)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				mu.Lock()
				ok++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return ok
}

// TestSessionFloodEvictsOnlyItself: token B opens more MCP sessions than
// the server holds; token A's idle session — with its CONTRADICTED
// investigation — survives, and B's flood evicts B's own sessions (docs/rules.md §11).
func TestSessionFloodEvictsOnlyItself(t *testing.T) {
	a, b := "token-a-0123456789abcdef", "token-b-0123456789abcdef"
	srv := New(Options{})
	base, _, _ := startHTTP(t, srv, HTTPOptions{Tokens: []string{a, b}})
	csA := mustDial(t, base, oldVersion, a)
	if got := callStatus(t, csA, contradicted); got != "CONTRADICTED" {
		t.Fatalf("A's investigation: status %s, want CONTRADICTED", got)
	}
	opened := openSessions(t, base, b, MaxLiveSessions+10)
	if opened != MaxLiveSessions+10 {
		t.Errorf("B opened %d of %d sessions: a flood of idle sessions should evict B's own oldest, not be refused", opened, MaxLiveSessions+10)
	}
	if n := countSessions(srv); n > MaxSessionsPerClient+1 {
		t.Errorf("%d MCP sessions live after B's flood; B may hold %d and A 1", n, MaxSessionsPerClient)
	}
	again := map[string]any{"claim": "TestImporterEmptyFile passes", "sessionId": "importer"}
	if got := callStatus(t, csA, again); got != "CONTRADICTED" {
		t.Errorf("A's investigation after B's flood: status %s, want CONTRADICTED (the session was evicted or its history lost)", got)
	}
}

// TestSessionFloodWithoutTokensSparesInvestigations: without tokens every
// client is one principal, so a flood of sessions evicts the idle sessions
// that hold no investigation before one that does.
func TestSessionFloodWithoutTokensSparesInvestigations(t *testing.T) {
	srv := New(Options{})
	base, _, _ := startHTTP(t, srv, HTTPOptions{MaxSessions: 20})
	csA := mustDial(t, base, oldVersion, "")
	if got := callStatus(t, csA, contradicted); got != "CONTRADICTED" {
		t.Fatalf("A's investigation: status %s, want CONTRADICTED", got)
	}
	openSessions(t, base, "", 100)
	again := map[string]any{"claim": "TestImporterEmptyFile passes", "sessionId": "importer"}
	if got := callStatus(t, csA, again); got != "CONTRADICTED" {
		t.Errorf("A's investigation after a flood of empty sessions: status %s, want CONTRADICTED", got)
	}
}

// slowBodies opens n connections that each start a POST to /mcp with
// token and send its body one byte at a time, never finishing, until the
// test ends.
func slowBodies(t *testing.T, base, token string, n int) {
	t.Helper()
	host := strings.TrimPrefix(base, "http://")
	auth := ""
	if token != "" {
		auth = "Authorization: Bearer " + token + "\r\n"
	}
	head := fmt.Sprintf("POST /mcp HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n%sContent-Length: 100000\r\n\r\n{", host, auth)
	var conns []net.Conn
	for range n {
		c, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
		if _, err := c.Write([]byte(head)); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		for _, c := range conns {
			c.Close()
		}
	})
	// The server takes a request's slot once its handler runs: give the
	// handlers a moment to start on every connection.
	time.Sleep(300 * time.Millisecond)
}

// TestSlowBodiesStarveOnlyTheirClient: token B holds every request slot
// the server has with bodies it never finishes; token A is still served,
// and B's own next request is the one refused.
func TestSlowBodiesStarveOnlyTheirClient(t *testing.T) {
	a, b := "token-a-0123456789abcdef", "token-b-0123456789abcdef"
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{Tokens: []string{a, b}})
	csA := mustDial(t, base, oldVersion, a)
	slowBodies(t, base, b, MaxInFlight)
	if _, err := csA.ListTools(context.Background(), nil); err != nil {
		t.Errorf("A's call while B holds %d slow requests: %v", MaxInFlight, err)
	}
	if _, err := dial(t, base, statelessVersion, a); err != nil {
		t.Errorf("A's new connection while B holds %d slow requests: %v", MaxInFlight, err)
	}
	resp := post(t, base+"/mcp", initBody, map[string]string{"Authorization": "Bearer " + b})
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("B's next request: status %d, want 503 (B is over its own in-flight cap)", resp.StatusCode)
	}
}

// TestSlowBodiesWithoutTokens: without tokens, requests that name a live
// MCP session count against that session, so slow bodies sent outside it
// do not starve it.
func TestSlowBodiesWithoutTokens(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	csA := mustDial(t, base, oldVersion, "")
	slowBodies(t, base, "", MaxInFlight)
	if _, err := csA.ListTools(context.Background(), nil); err != nil {
		t.Errorf("A's call in its MCP session while %d slow requests are held outside it: %v", MaxInFlight, err)
	}
}

// TestInvestigationsBoundedPerClient: each MCP session has its own 32
// investigation sessions, but a client that opens many MCP sessions does
// not get 32 in each: its investigations together stay within
// session.MaxPerOwner, everyone's within session.MaxPooled, and the
// clients over their share lose their own — token A's one investigation,
// the oldest of all, survives tokens B and C filling five MCP sessions
// each (docs/rules.md §1 "Bounded", §11). Before, each MCP session could hold 32
// full investigations, about 30 MB, and a token 250 MCP sessions.
func TestInvestigationsBoundedPerClient(t *testing.T) {
	a, b, c := "token-a-0123456789abcdef", "token-b-0123456789abcdef", "token-c-0123456789abcdef"
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{Tokens: []string{a, b, c}})
	csA := mustDial(t, base, oldVersion, a)
	if got := callStatus(t, csA, contradicted); got != "CONTRADICTED" {
		t.Fatalf("A's investigation: status %s", got)
	}
	held := map[string][]*mcp.ClientSession{}
	for _, token := range []string{b, c} {
		for range 5 {
			cs := mustDial(t, base, oldVersion, token)
			held[token] = append(held[token], cs)
			for i := range session.MaxSessions {
				callStatus(t, cs, map[string]any{"claim": "x", "sessionId": fmt.Sprintf("s%d", i)})
			}
		}
	}
	total := 0
	for token, sessions := range held {
		n := 0
		for _, cs := range sessions {
			n += len(sessionURIs(t, cs))
		}
		if n > session.MaxPerOwner {
			t.Errorf("token %.7s holds %d investigations over its MCP sessions; a client's bound is %d", token, n, session.MaxPerOwner)
		}
		total += n
	}
	if total+1 > session.MaxPooled {
		t.Errorf("%d investigations in all; the bound is %d", total+1, session.MaxPooled)
	}
	again := map[string]any{"claim": "TestImporterEmptyFile passes", "sessionId": "importer"}
	if got := callStatus(t, csA, again); got != "CONTRADICTED" {
		t.Errorf("A's investigation after B's and C's: status %s, want CONTRADICTED (evicted by another client)", got)
	}
}

// TestOneClientRunsAFewRequestsAtOnce: a client with many requests in
// flight has only MaxRunningPerClient of them running at once — the rest
// wait their turn in its own queue — so another client's request runs as
// soon as it arrives instead of sharing the cores with all of them. Before,
// eight loops of small requests from token B made token A's calls 16×
// slower (p50 2.3 → 36 ms).
func TestOneClientRunsAFewRequestsAtOnce(t *testing.T) {
	a, b := "token-a-0123456789abcdef", "token-b-0123456789abcdef"
	srv := New(Options{})
	started, release := withSlowTool(t, srv)
	base, _, _ := startHTTP(t, srv, HTTPOptions{Tokens: []string{a, b}, MaxRunningPerClient: 2})
	csA := mustDial(t, base, statelessVersion, a)
	var bs []*mcp.ClientSession
	for range 5 {
		bs = append(bs, mustDial(t, base, statelessVersion, b))
	}
	var wg sync.WaitGroup
	for _, csB := range bs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _ = csB.CallTool(t.Context(), &mcp.CallToolParams{Name: "slow"})
		}()
	}
	waitFor(t, started, "B's first call")
	waitFor(t, started, "B's second call")
	select {
	case <-started:
		t.Error("a third of B's calls runs while two of them do; a client runs at most 2 at once")
	case <-time.After(300 * time.Millisecond):
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, _ = csA.CallTool(t.Context(), &mcp.CallToolParams{Name: "slow"})
	}()
	waitFor(t, started, "A's call, while B's wait")
	close(release)
	wg.Wait()
}

// TestSlowBodyTakesNoTurn: a request takes its client's turn only once its
// body is in, so bodies sent a byte at a time do not hold the turns that,
// without tokens, every new session's initialize (one anonymous client)
// waits for.
func TestSlowBodyTakesNoTurn(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{MaxRunningPerClient: 1})
	slowBodies(t, base, "", 8)
	if _, err := dial(t, base, oldVersion, ""); err != nil {
		t.Errorf("a new session while 8 anonymous bodies trickle in: %v", err)
	}
}
