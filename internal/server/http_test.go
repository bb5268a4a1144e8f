package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestValidateBind(t *testing.T) {
	for _, ok := range []string{"127.0.0.1:8080", "[::1]:0", "localhost:0", "127.0.0.2:1"} {
		if err := ValidateBind(ok, false); err != nil {
			t.Errorf("ValidateBind(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{":8080", "0.0.0.0:8080", "[::]:80", "10.1.2.3:80", "8080"} {
		if err := ValidateBind(bad, false); err == nil {
			t.Errorf("ValidateBind(%q) = nil, want a refusal", bad)
		}
	}
	if err := ValidateBind("0.0.0.0:8080", true); err != nil {
		t.Errorf("--allow-remote refused: %v", err)
	}
}

func TestRemoteBindNeedsToken(t *testing.T) {
	err := ServeHTTP(context.Background(), New(Options{}), HTTPOptions{Addr: "127.0.0.1:0", AllowRemote: true})
	if err == nil || !strings.Contains(err.Error(), "--allow-remote requires --auth-token-file") {
		t.Errorf("remote bind without a token: %v", err)
	}
}

func TestReadTokens(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	long, other := "s3cret-token-0123456789", "another-token-abcdefgh"
	for _, tc := range []struct {
		name, content string
		want          []string
		err           string
	}{
		{"one token", long + "\n", []string{long}, ""},
		{"byte-order mark", "\ufeff" + long + "\r\n", []string{long}, ""},
		{"several, blank lines", long + "\n\n  " + other + "  \n", []string{long, other}, ""},
		{"empty", " \n", nil, "is empty"},
		{"too short", "short-token\n", nil, "line 1: the token is 11 characters; the minimum is 16"},
		{"16 exactly", "0123456789abcdef", []string{"0123456789abcdef"}, ""},
		{"15", "0123456789abcde", nil, "the minimum is 16"},
		{"two words", long + " " + other, nil, "line 1: a token is one word"},
		{"too large", strings.Repeat(long+"\n", 200), nil, "a token file is read up to 4 KiB; put one token per line in it"},
	} {
		got, err := ReadTokens(write(strings.ReplaceAll(tc.name, " ", "_"), tc.content, 0o600), nil)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: err %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
	var logs bytes.Buffer
	if _, err := ReadTokens(write("world", long, 0o644), slogTo(&logs)); err != nil || !strings.Contains(logs.String(), "readable by every user") {
		t.Errorf("world-readable token file: err %v, logs %q", err, logs.String())
	}
	if _, err := ReadTokens(filepath.Join(dir, "missing"), nil); err == nil {
		t.Error("missing token file accepted")
	}
	// An endless device is refused by its type, at once.
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := ReadTokens("/dev/zero", nil); err == nil || !strings.Contains(err.Error(), "is a character device; a token file must be a regular file") {
			t.Errorf("/dev/zero: %v", err)
		}
	}
}

// startHTTP serves a server on a loopback port and returns its base URL.
func startHTTP(t *testing.T, srv *mcp.Server, opts HTTPOptions) (string, context.CancelFunc, <-chan error) {
	t.Helper()
	ready := make(chan net.Addr, 1)
	opts.Addr = "127.0.0.1:0"
	opts.Ready = func(a net.Addr) { ready <- a }
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() { errc <- ServeHTTP(ctx, srv, opts) }()
	select {
	case a := <-ready:
		t.Cleanup(cancel)
		return "http://" + a.String(), cancel, errc
	case err := <-errc:
		t.Fatalf("ServeHTTP: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("server did not start")
	}
	return "", nil, nil
}

const initBody = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`

func post(t *testing.T, url, body string, header map[string]string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func TestBearerToken(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{Tokens: []string{"correct-horse"}})
	for name, hdr := range map[string]map[string]string{
		"missing":      nil,
		"wrong":        {"Authorization": "Bearer wrong-horse"},
		"wrong scheme": {"Authorization": "Basic correct-horse"},
		"prefix":       {"Authorization": "Bearer correct-hors"},
	} {
		resp := post(t, base+"/mcp", initBody, hdr)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusUnauthorized || !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Bearer") {
			t.Errorf("%s token: status %d, WWW-Authenticate %q", name, resp.StatusCode, resp.Header.Get("WWW-Authenticate"))
		}
		if strings.Contains(string(body), "correct") || len(body) > 20 {
			t.Errorf("%s token: 401 body says too much: %q", name, body)
		}
	}
	resp := post(t, base+"/mcp", initBody, map[string]string{"Authorization": "Bearer correct-horse"})
	if resp.StatusCode != http.StatusOK {
		t.Errorf("right token: status %d", resp.StatusCode)
	}
	// /healthz from loopback needs no token.
	h, err := http.Get(base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	var health map[string]string
	_ = json.NewDecoder(h.Body).Decode(&health)
	h.Body.Close()
	if h.StatusCode != 200 || health["status"] != "ok" || health["version"] == "" {
		t.Errorf("healthz: %d %v", h.StatusCode, health)
	}
}

func TestOversizedBodyIs413(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	huge := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"x":"` + strings.Repeat("a", MaxBodyBytes) + `"}}`
	resp := post(t, base+"/mcp", huge, nil)
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized body: status %d, want 413", resp.StatusCode)
	}
	if resp := post(t, base+"/mcp", initBody, nil); resp.StatusCode != http.StatusOK {
		t.Errorf("server did not keep serving after 413: %d", resp.StatusCode)
	}
}

func TestDNSRebindingRejected(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	resp := post(t, base+"/mcp", initBody, map[string]string{"Host": "evil.example.com", "Origin": "http://evil.example.com"})
	if resp.StatusCode < 400 || resp.StatusCode >= 500 {
		t.Errorf("foreign Host: status %d, want 4xx", resp.StatusCode)
	}
}

// TestSDKClientOverHTTP connects the official client over Streamable HTTP
// and calls a tool. Its default protocol, 2026-07-28, has no MCP session:
// without tokens its clients are one principal and share one session store
// (TestIsolation covers the namespaces).
func TestSDKClientOverHTTP(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	ctx := context.Background()
	call := func(claim string) map[string]any {
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ackrite", Arguments: map[string]any{"claim": claim, "sessionId": "shared"}})
		if err != nil || res.IsError {
			t.Fatalf("call: %v %+v", err, res)
		}
		var out map[string]any
		b, _ := json.Marshal(res.StructuredContent)
		_ = json.Unmarshal(b, &out)
		return out
	}
	call("first claim")
	out := call("second claim")
	if n := out["session"].(map[string]any)["claims"]; n != float64(2) {
		t.Errorf("session store not shared across stateless clients without tokens: claims %v", n)
	}
}

// TestGracefulShutdownFinishesInFlightCall cancels the server while a slow
// call is running: the call must complete and ServeHTTP return nil.
func TestGracefulShutdownFinishesInFlightCall(t *testing.T) {
	srv := New(Options{})
	started := make(chan struct{})
	var once sync.Once
	srv.AddTool(&mcp.Tool{Name: "slow", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		once.Do(func() { close(started) })
		time.Sleep(500 * time.Millisecond)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "finished"}}}, nil
	})
	base, cancel, errc := startHTTP(t, srv, HTTPOptions{ShutdownTimeout: 5 * time.Second})
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	result := make(chan string, 1)
	go func() {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "slow"})
		if err != nil {
			result <- "error: " + err.Error()
			return
		}
		result <- res.Content[0].(*mcp.TextContent).Text
	}()
	<-started
	cancel() // SIGINT/SIGTERM in the command
	select {
	case got := <-result:
		if got != "finished" {
			t.Errorf("in-flight call: %s", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("in-flight call never finished")
	}
	select {
	case err := <-errc:
		if err != nil {
			t.Errorf("ServeHTTP after shutdown: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("server did not stop")
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("server still accepts connections after shutdown")
	}
}

func slogTo(w io.Writer) *slog.Logger { return slog.New(slog.NewTextHandler(w, nil)) }

// TestConcurrentClientsOverHTTP runs 32 SDK clients at once against one
// server over Streamable HTTP, hammering a few shared session ids (run it
// with -race): no errors, and every session's counts add up.
func TestConcurrentClientsOverHTTP(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	const clients, callsEach, ids = 32, 12, 4
	var wg sync.WaitGroup
	errs := make(chan error, clients)
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cs, err := mcp.NewClient(&mcp.Implementation{Name: fmt.Sprintf("c%d", c), Version: "1"}, nil).
				Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: base + "/mcp", DisableStandaloneSSE: true}, nil)
			if err != nil {
				errs <- err
				return
			}
			defer cs.Close()
			for i := 0; i < callsEach; i++ {
				tool, args := "ackrite", map[string]any{"claim": fmt.Sprintf("claim %d.%d", c, i), "sessionId": fmt.Sprintf("shared-%d", (c+i)%ids),
					"evidence": []any{map[string]any{"type": "log", "content": "observed it", "polarity": "supports"}}}
				if i%3 == 1 {
					tool, args = "reality_check", map[string]any{"sessionId": fmt.Sprintf("shared-%d", (c+i)%ids), "attempts": []any{map[string]any{"approach": "restart", "outcome": "failed"}}}
				}
				res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
				if err != nil || res.IsError {
					errs <- fmt.Errorf("client %d call %d: %v %+v", c, i, err, res)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	// Each id got clients*callsEach/ids calls: two thirds claims (with one
	// evidence item each), one third attempts. Read the counts back.
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "check", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	claims, attempts := 0, 0
	for i := 0; i < clients; i++ {
		for j := 0; j < callsEach; j++ {
			if j%3 == 1 {
				attempts++
			} else {
				claims++
			}
		}
	}
	for id := 0; id < ids; id++ {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "reality_check", Arguments: map[string]any{"sessionId": fmt.Sprintf("shared-%d", id)}})
		if err != nil || res.IsError {
			t.Fatal(err, res)
		}
		b, _ := json.Marshal(res.StructuredContent)
		var out struct {
			Session struct{ Claims, Evidence, Attempts, Conclusions int }
		}
		_ = json.Unmarshal(b, &out)
		wantClaims, wantAttempts := min(claims/ids, 64), min(attempts/ids, 128)
		if out.Session.Claims != wantClaims || out.Session.Evidence != min(claims/ids, 128) || out.Session.Attempts != wantAttempts {
			t.Errorf("shared-%d: session %+v; want %d claims, %d evidence, %d attempts", id, out.Session, wantClaims, min(claims/ids, 128), wantAttempts)
		}
	}
}
