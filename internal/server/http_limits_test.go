package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/testkit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const oldVersion = "2025-11-25"

// bearer adds a token to every request of an SDK client.
type bearer string

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+string(b))
	return http.DefaultTransport.RoundTrip(r)
}

// dial connects the go-sdk client at version, with token when not empty.
func dial(t *testing.T, base, version, token string) (*mcp.ClientSession, error) {
	t.Helper()
	tr := &mcp.StreamableClientTransport{Endpoint: base + "/mcp", DisableStandaloneSSE: true}
	if token != "" {
		tr.HTTPClient = &http.Client{Transport: bearer(token)}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err == nil {
		t.Cleanup(func() { cs.Close() })
	}
	return cs, err
}

func mustDial(t *testing.T, base, version, token string) *mcp.ClientSession {
	t.Helper()
	cs, err := dial(t, base, version, token)
	if err != nil {
		t.Fatalf("connect at %s: %v", version, err)
	}
	return cs
}

// sessionOf calls ackrite in investigation session id and returns the
// result's session summary.
func sessionOf(t *testing.T, cs *mcp.ClientSession, id string) (claims int, evicted string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ackrite", Arguments: map[string]any{"claim": "the cache is warm", "sessionId": id}})
	if err != nil || res.IsError {
		t.Fatalf("call: %v %+v", err, res)
	}
	var out struct {
		Session struct {
			Claims  int
			Evicted string
		}
	}
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &out)
	return out.Session.Claims, out.Session.Evicted
}

// withSlowTool adds a tool that blocks until release is closed, or until
// the test ends: t.Context() is cancelled before the cleanups run, so a
// test that fails while calls are held does not hang in a client's Close.
func withSlowTool(t *testing.T, srv *mcp.Server) (started chan struct{}, release chan struct{}) {
	started, release = make(chan struct{}, 16), make(chan struct{})
	done := t.Context().Done()
	srv.AddTool(&mcp.Tool{Name: "slow", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, _ *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		started <- struct{}{}
		select {
		case <-release:
		case <-ctx.Done():
		case <-done:
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
	})
	return started, release
}

func waitFor(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
		t.Fatalf("timed out waiting for %s", what)
	}
}

// TestSessionCap fills a server capped at 3 MCP sessions: a 4th closes the
// least recently active idle session; when all are busy a new one gets 503.
func TestSessionCap(t *testing.T) {
	srv := New(Options{})
	started, release := withSlowTool(t, srv)
	base, _, _ := startHTTP(t, srv, HTTPOptions{MaxSessions: 3})
	a := mustDial(t, base, oldVersion, "")
	b := mustDial(t, base, oldVersion, "")
	c := mustDial(t, base, oldVersion, "")
	for _, cs := range []*mcp.ClientSession{b, c, a, b, c} { // a is the least recently active
		if _, err := cs.ListTools(context.Background(), nil); err != nil {
			t.Fatal(err)
		}
	}
	d := mustDial(t, base, oldVersion, "")
	if _, err := a.ListTools(context.Background(), nil); err == nil {
		t.Error("the least recently active session survived a 4th session over the cap of 3")
	}
	for name, cs := range map[string]*mcp.ClientSession{"b": b, "c": c, "d": d} {
		if _, err := cs.ListTools(context.Background(), nil); err != nil {
			t.Errorf("session %s closed: %v", name, err)
		}
	}
	// All three busy: the next initialize is refused with 503.
	var wg sync.WaitGroup
	for _, cs := range []*mcp.ClientSession{b, c, d} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _ = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "slow"})
		}()
	}
	for range 3 {
		waitFor(t, started, "slow calls")
	}
	resp := post(t, base+"/mcp", initBody, nil)
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Errorf("initialize with every session busy: status %d, Retry-After %q; want 503 with Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	close(release)
	wg.Wait()
	if _, err := dial(t, base, oldVersion, ""); err != nil {
		t.Errorf("initialize once sessions are idle again: %v", err)
	}
	if n := countSessions(srv); n > 3 {
		t.Errorf("%d MCP sessions live, cap 3", n)
	}
}

// TestEvictionOrderIsTheClientsOrder serves sessions a and b through the
// session caps with a handler that answers, then returns only when the
// test says so: a's request is answered first, b's next, and a's handler
// returns last. a is the least recently active — its client had its
// answer before b's request was sent — so a session over the cap of 2
// closes a, never b; a session with a request in flight (answered or not)
// is never closed, nor one whose only request is its standalone GET
// stream kept from eviction.
func TestEvictionOrderIsTheClientsOrder(t *testing.T) {
	type releaseKey struct{}
	c := newClients(New(Options{}), HTTPOptions{MaxSessions: 2, MaxInFlight: MaxInFlight}, nil)
	answered := make(chan string)
	h := c.sessions(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && r.URL.Query().Get("answer") != "later" {
			_, _ = io.WriteString(w, "answer")
			w.(http.Flusher).Flush()
		}
		answered <- r.Header.Get("Mcp-Session-Id")
		<-r.Context().Value(releaseKey{}).(chan struct{})
	}))
	// serve sends a request in session id and returns once the handler
	// has answered (or, with answer=later, holds it unanswered); the
	// handler returns when release is closed, then returned is.
	serve := func(method, id, query string) (release, returned chan struct{}) {
		release, returned = make(chan struct{}), make(chan struct{})
		r := httptest.NewRequestWithContext(context.WithValue(t.Context(), releaseKey{}, release), method, "/mcp?"+query, nil)
		r.Header.Set("Mcp-Session-Id", id)
		go func() {
			defer close(returned)
			h.ServeHTTP(httptest.NewRecorder(), r)
		}()
		if got := <-answered; got != id {
			t.Fatalf("handler of %s ran, want %s", got, id)
		}
		return release, returned
	}
	addLive := func(ids ...string) {
		c.mu.Lock()
		defer c.mu.Unlock()
		for _, id := range ids {
			c.live[id] = &liveSession{client: anonymous}
			c.owned[anonymous]++
		}
	}
	liveHas := func(id string) bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		_, ok := c.live[id]
		return ok
	}
	addLive("a", "b")
	releaseA, aDone := serve(http.MethodPost, "a", "")
	releaseB, bDone := serve(http.MethodPost, "b", "")
	close(releaseB)
	<-bDone
	close(releaseA)
	<-aDone
	if !c.admit("new") {
		t.Fatal("no session closed for a 3rd over the cap of 2 with both idle")
	}
	if liveHas("a") {
		t.Error("a survived, b was closed: the order of activity is the handlers' returns, not the order the client saw")
	}
	c.cancel("new")

	// b's stream open, c holding an unanswered request, d one answered
	// but not finished: b is the only one a new session may close.
	addLive("c", "d")
	releaseStream, streamDone := serve(http.MethodGet, "b", "")
	releaseC, cDone := serve(http.MethodPost, "c", "answer=later")
	releaseD, dDone := serve(http.MethodPost, "d", "")
	if !c.admit("new") {
		t.Fatal("b, with only its standalone stream open, was not closed for a new session")
	}
	if liveHas("b") {
		t.Error("b, idle with its standalone stream open, survived; a session with a request in flight was closed instead")
	}
	c.cancel("new")
	if c.admit("new") {
		t.Error("a session with a request in flight was closed")
	}
	for _, r := range []chan struct{}{releaseStream, releaseC, releaseD} {
		close(r)
	}
	for _, done := range []chan struct{}{streamDone, cDone, dDone} {
		<-done
	}
}

// TestInFlightCap holds two calls in flight on a server that allows two:
// a third request gets 503.
func TestInFlightCap(t *testing.T) {
	srv := New(Options{})
	started, release := withSlowTool(t, srv)
	base, _, _ := startHTTP(t, srv, HTTPOptions{MaxInFlight: 2})
	// Both clients connect before any call is held: a connect sends two
	// requests, and the first one's slot can outlive its answer for a moment.
	clients := []*mcp.ClientSession{mustDial(t, base, statelessVersion, ""), mustDial(t, base, statelessVersion, "")}
	var wg sync.WaitGroup
	for _, cs := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			callHeld(t, cs)
		}()
	}
	waitFor(t, started, "first slow call")
	waitFor(t, started, "second slow call")
	if resp := post(t, base+"/mcp", initBody, nil); resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("third request in flight: status %d, want 503", resp.StatusCode)
	}
	close(release)
	wg.Wait()
	// The slots are freed as the handlers return, a moment after the
	// clients have their answers.
	status := 0
	for deadline := time.Now().Add(5 * time.Second); status != http.StatusOK && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		status = post(t, base+"/mcp", initBody, nil).StatusCode
	}
	if status != http.StatusOK {
		t.Errorf("after the calls finished: status %d", status)
	}
}

// callHeld calls the slow tool, again while the server answers 503: the
// slot of a request the client already has its answer to (the other
// client's notifications/initialized, answered 202) is released only when
// that handler returns, so under load the call can arrive one moment too
// early. The cap itself is what TestInFlightCap asserts afterwards.
func callHeld(t *testing.T, cs *mcp.ClientSession) {
	for range 100 {
		_, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: "slow"})
		if err == nil || !strings.Contains(err.Error(), http.StatusText(http.StatusServiceUnavailable)) || t.Context().Err() != nil {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestIsolation: over HTTP each MCP session (≤ 2025-11-25), else each
// bearer token, has its own investigation sessions; evicted never names
// another namespace's id; a token cannot use another token's MCP session.
func TestIsolation(t *testing.T) {
	one, two := "token-one-0123456789", "token-two-0123456789"
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{Tokens: []string{one, two}})
	s1, s2 := mustDial(t, base, oldVersion, one), mustDial(t, base, oldVersion, one)
	n1, n1b, n2 := mustDial(t, base, statelessVersion, one), mustDial(t, base, statelessVersion, one), mustDial(t, base, statelessVersion, two)
	for _, step := range []struct {
		name  string
		cs    *mcp.ClientSession
		claim int
	}{
		{"MCP session 1", s1, 1},
		{"MCP session 2, same token", s2, 1},
		{"stateless, token one", n1, 1},
		{"stateless, token one again", n1b, 2},
		{"stateless, token two", n2, 1},
		{"MCP session 1 again", s1, 2},
	} {
		if claims, _ := sessionOf(t, step.cs, "inv"); claims != step.claim {
			t.Errorf("%s: %d claims in session inv, want %d", step.name, claims, step.claim)
		}
	}
	// s1 fills its namespace (inv + 32 more): evictions name its own ids only.
	var evicted []string
	for i := range 32 {
		if _, ev := sessionOf(t, s1, fmt.Sprintf("s1-private-%d", i)); ev != "" {
			evicted = append(evicted, ev)
		}
	}
	if len(evicted) != 1 || evicted[0] != "inv" {
		t.Errorf("s1 evicted %v, want [inv] (its own oldest)", evicted)
	}
	for _, cs := range []*mcp.ClientSession{s2, n1, n2} {
		if _, ev := sessionOf(t, cs, "fresh"); ev != "" {
			t.Errorf("another client was told %q was evicted", ev)
		}
	}
	// Token two cannot use s1's MCP session.
	resp := post(t, base+"/mcp", `{"jsonrpc":"2.0","id":9,"method":"tools/list"}`, map[string]string{
		"Authorization": "Bearer " + two, "Mcp-Session-Id": s1.ID(), "Mcp-Protocol-Version": oldVersion})
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("token two on token one's MCP session: status %d, want 403", resp.StatusCode)
	}
}

// TestEchoedErrorsAreCappedAndRedacted sends requests the SDK rejects,
// quoting what was sent: every answer keeps its id and code, is short, and
// carries no secret.
func TestEchoedErrorsAreCappedAndRedacted(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	cs := mustDial(t, base, oldVersion, "")
	inSession := map[string]string{"Mcp-Session-Id": cs.ID(), "Mcp-Protocol-Version": oldVersion}
	secret := "hunter2hunter2"
	token := "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1"
	huge := `[` + strings.Repeat(`"password=`+secret+`",`, 140000) + `1]`
	for _, tc := range []struct {
		name, body string
		header     map[string]string
		wantCode   string
	}{
		{"invalid params", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":[1,"password=` + secret + `"]}`, inSession, `"code":-32602`},
		{"invalid params, 4 MB", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":` + huge + `}`, inSession, `"code":-32602`},
		{"unknown tool", `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"x password=` + secret + strings.Repeat("x", 5000) + `"}}`, inSession, `"code":-32602`},
		{"unknown method", `{"jsonrpc":"2.0","id":5,"method":"x/password=` + secret + strings.Repeat("y", 5000) + `"}`, nil, ""},
		// Padded so that the cut to MaxErrorMessage falls inside the token.
		{"unknown tool padded to the cut", `{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"` + strings.Repeat("y", 210) + ` ` + token + `"}}`, inSession, `"code":-32602`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := post(t, base+"/mcp", tc.body, tc.header)
			body, _ := io.ReadAll(resp.Body)
			if len(body) > 2*MaxErrorMessage+200 || bytes.Contains(body, []byte(secret)) || bytes.Contains(body, []byte(token[:8])) || !bytes.Contains(body, []byte(tc.wantCode)) {
				t.Errorf("status %d, %d bytes: %.600s", resp.StatusCode, len(body), body)
			}
		})
	}
}

func TestEchoSafeBody(t *testing.T) {
	for _, tc := range []struct {
		name, ct, in, want string
	}{
		{"result unchanged", "application/json", `{"jsonrpc":"2.0","id":1,"result":{"error":{"x":1}}}`, `{"jsonrpc":"2.0","id":1,"result":{"error":{"x":1}}}`},
		{"clean error unchanged", "application/json", `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no such method"}}`, `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no such method"}}`},
		{"secret redacted", "application/json", `{"jsonrpc":"2.0","id":"a","error":{"code":-32602,"message":"bad: token=ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"}}`, `{"jsonrpc":"2.0","id":"a","error":{"code":-32602,"message":"bad: token=[REDACTED:`},
		{"long data dropped", "application/json", `{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m","data":"` + strings.Repeat("d", 2000) + `"}}`, `{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m"}}`},
		{"not JSON", "application/json", `{`, rejected},
		{"text cut", "text/plain; charset=utf-8", strings.Repeat("é", 1000), strings.Repeat("é", MaxErrorMessage) + "…\n"},
	} {
		if got := string(echoSafeBody(tc.ct, []byte(tc.in))); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: got %.300s, want prefix %.300s", tc.name, got, tc.want)
		}
	}
	// One character repeated is a placeholder (docs/rules.md §8): the secret is not.
	event := "event: message\nid: 1\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":1,\"message\":\"password=" + strings.Repeat("s3Cr", 125) + "\"}}\n\n"
	got := string(echoSafeEvent([]byte(event)))
	if !strings.HasPrefix(got, "event: message\nid: 1\ndata: {") || !strings.HasSuffix(got, "}}\n\n") || strings.Contains(got, "s3Cr") {
		t.Errorf("event: %q", got)
	}
}

// TestNonReadingClientIsCutOff pipelines many requests on one connection
// and never reads: once the kernel buffers fill, the server's write
// deadline ends the connection instead of holding its responses forever.
func TestNonReadingClientIsCutOff(t *testing.T) {
	const writeTimeout = 200 * time.Millisecond
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{WriteTimeout: writeTimeout})
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}`
	req := fmt.Sprintf("POST /mcp HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"+
		"Mcp-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/list\r\nContent-Length: %d\r\n\r\n%s", strings.TrimPrefix(base, "http://"), len(body), body)
	const requests = 1500 // about 40 MB of responses, far beyond socket buffers
	go func() {
		_ = conn.SetWriteDeadline(time.Now().Add(20 * time.Second))
		for range requests {
			if _, err := io.WriteString(conn, req); err != nil {
				return
			}
		}
	}()
	time.Sleep(10 * writeTimeout) // never reading
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	r := bufio.NewReaderSize(conn, 1<<20)
	answered := 0
	for {
		resp, err := http.ReadResponse(r, nil)
		if err != nil {
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Fatalf("connection still open after %d responses: the server kept a non-reading client's responses", answered)
			}
			break
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil {
			break
		}
		answered++
	}
	if answered >= requests {
		t.Errorf("all %d responses delivered to a client that did not read for %v", answered, 10*writeTimeout)
	}
}

// TestLogsHashSessionIDs: the SDK's own log lines and the access log name
// MCP sessions by short hash only, and a path that may hold a secret is not
// logged.
func TestLogsHashSessionIDs(t *testing.T) {
	var logs testkit.SyncBuffer
	logger := slogTo(&logs)
	base, cancel, errc := startHTTP(t, New(Options{Logger: logger}), HTTPOptions{Logger: logger})
	cs := mustDial(t, base, oldVersion, "")
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	id := cs.ID()
	cs.Close()
	secretPath := "/mcp/ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"
	if resp, err := http.Get(base + secretPath); err == nil {
		resp.Body.Close()
	}
	cancel()
	<-errc
	out := logs.String()
	if !strings.Contains(out, "session_id="+shortSession(id)) || !strings.Contains(out, "session="+shortSession(id)) {
		t.Errorf("logs do not name the session by its hash %s:\n%s", shortSession(id), out)
	}
	if strings.Contains(out, id) || strings.Contains(out, "ghp_") {
		t.Errorf("logs carry a session id or a secret path:\n%s", out)
	}
}

func TestScrubText(t *testing.T) {
	id := newSessionID()
	for _, tc := range []struct{ in, want string }{
		{"closing " + id + " now", "closing " + shortSession(id) + " now"},
		{"mcp-short stays", "mcp-short stays"},
		{strings.Repeat("x", 3*maxLogValue), strings.Repeat("x", maxLogValue) + "…"},
	} {
		if got := scrubText(tc.in); got != tc.want {
			t.Errorf("scrubText(%.40q) = %.60q, want %.60q", tc.in, got, tc.want)
		}
	}
}

func TestCapRunes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		max  int
		want string
	}{
		{"héllo", 10, "héllo"},
		{"héllo", 2, "hé"},
		{"é\xc3", 5, "é"}, // a character cut short by a byte limit is dropped
	} {
		if got := capRunes(tc.in, tc.max); got != tc.want {
			t.Errorf("capRunes(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
}

// TestLargeRequests: over 64 KiB only a well-formed tools/call reaches the
// SDK (which would quote anything else whole); a legitimate large call —
// 64 evidence items of 20,000 characters — is served.
func TestLargeRequests(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	cs := mustDial(t, base, oldVersion, "")
	inSession := map[string]string{"Mcp-Session-Id": cs.ID(), "Mcp-Protocol-Version": oldVersion}
	var evidence []string
	for range 64 {
		evidence = append(evidence, `{"type":"log","content":"`+strings.Repeat("observed ", 2222)+`"}`)
	}
	pad := strings.Repeat("p", 100<<10)
	for _, tc := range []struct {
		name, body string
		status     int
		want       string
	}{
		{"large tools/call", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"the job passes","evidence":[` + strings.Join(evidence, ",") + `]}}}`, 200, `"status\":\"`},
		{"large other method", `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"cursor":"` + pad + `"}}`, 400, `"code":-32600`},
		{"large bad params", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":1,"arguments":"` + pad + `"}}`, 400, `"code":-32602`},
		{"large batch", `[{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"` + pad + `"}}]`, 400, `"code":-32600`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := post(t, base+"/mcp", tc.body, inSession)
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tc.status || !bytes.Contains(body, []byte(tc.want)) || (tc.status != 200 && len(body) > 300) {
				t.Errorf("status %d, %d bytes: %.300s; want %d with %s", resp.StatusCode, len(body), body, tc.status, tc.want)
			}
		})
	}
}

// discardWriter is a ResponseWriter that keeps nothing.
type discardWriter struct{ h http.Header }

func (d discardWriter) Header() http.Header         { return d.h }
func (d discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (d discardWriter) WriteHeader(int)             {}

// BenchmarkGuardedWrite measures what the response guard adds to one event
// of a tool result (no error member: one scan) and of an error that quotes
// a secret (parsed, cut, redacted, re-encoded).
func BenchmarkGuardedWrite(b *testing.B) {
	result := []byte("event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"" +
		strings.Repeat(`{\"status\":\"SUPPORTED\",\"reasoning\":\"two direct items agree\"}`, 50) + "\"}]}}\n\n")
	failure := []byte("event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32602,\"message\":\"unknown tool \\\"x password=hunter2hunter2" +
		strings.Repeat("x", 2000) + "\\\"\"}}\n\n")
	for _, bc := range []struct {
		name  string
		event []byte
	}{{"result", result}, {"error", failure}} {
		b.Run(bc.name, func(b *testing.B) {
			h := http.Header{"Content-Type": {"text/event-stream"}}
			w := &guardedWriter{ResponseWriter: discardWriter{h}, rc: http.NewResponseController(discardWriter{h}), timeout: time.Second, status: 200, ct: "text/event-stream"}
			b.SetBytes(int64(len(bc.event)))
			b.ReportAllocs()
			for b.Loop() {
				_, _ = w.Write(bc.event)
			}
		})
	}
}
