package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// sseServer serves one read-only tool over the go-sdk's HTTP+SSE handler;
// every request must carry the Authorization header token.
func sseServer(t *testing.T, token string) string {
	t.Helper()
	srv := mcp.NewServer(&mcp.Implementation{Name: "legacy-tickets", Version: "1"}, nil)
	srv.AddTool(&mcp.Tool{Name: "read_ticket", Description: "Reads one ticket.", InputSchema: map[string]any{"type": "object"},
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	h := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != token {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	return ts.URL
}

// probe --url reaches an HTTP+SSE server: with --transport sse, and by
// default (auto) after the initialize POST gets 400; the header is never
// printed; lock and diff --lock work over it too.
func TestProbeSSECLI(t *testing.T) {
	const token = "Bearer fixture-sse-cli-token-0123456789"
	url := sseServer(t, token)
	hdr := "Authorization: " + token
	lock := filepath.Join(t.TempDir(), "legacy.lock.json")
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		stderr string
		stdout string
	}{
		{name: "--transport sse", args: []string{"probe", "--transport", "sse", "--url", url, "--header", hdr}, code: 0, stderr: "over sse"},
		{name: "auto falls back", args: []string{"probe", "--url", url, "--header", hdr}, code: 0, stderr: "over sse"},
		{name: "streamable-http does not", args: []string{"probe", "--transport", "streamable-http", "--url", url, "--header", hdr}, code: exitUnavailable,
			stderr: "the server may speak the deprecated HTTP+SSE transport"},
		{name: "no header: 401, no fallback", args: []string{"probe", "--url", url}, code: exitUnavailable, stderr: "Unauthorized"},
		{name: "an unknown transport", args: []string{"probe", "--transport", "ws", "--url", url}, code: exitUsage, stderr: `--transport "ws": want auto, streamable-http, sse`},
		{name: "--transport with a command", args: []string{"probe", "--transport", "sse", "--", "true"}, code: exitUsage, stderr: "--transport applies to --url only"},
		{name: "lock", args: []string{"lock", "-o", lock, "--transport", "sse", "--url", url, "--header", hdr}, code: 0},
		{name: "diff --lock", args: []string{"diff", "--lock", lock, "--transport", "sse", "--url", url, "--header", hdr}, code: 0, stdout: "(live server over sse,"},
		{name: "diff --lock, auto falls back: says so", args: []string{"diff", "--lock", lock, "--url", url, "--header", hdr}, code: 0, stdout: "(live server over sse,"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, stderr, code := runCLI(t, "", c.args...)
			if code != c.code || !strings.Contains(stderr, c.stderr) || !strings.Contains(out, c.stdout) {
				t.Errorf("exit %d, want %d; stderr wants %q, stdout %q\nstdout: %s\nstderr: %s", code, c.code, c.stderr, c.stdout, out, stderr)
			}
			if strings.Contains(out+stderr, "fixture-sse-cli-token") {
				t.Errorf("the header value was printed:\n%s%s", out, stderr)
			}
		})
	}
	out, _, code := runCLI(t, "", "probe", "--json", "--transport", "sse", "--url", url, "--header", hdr)
	var res probeOutput
	var tool bytes.Buffer
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || len(res.Record.DiscoveredTools) != 1 ||
		json.Compact(&tool, res.Record.DiscoveredTools[0]) != nil || !strings.Contains(tool.String(), `"readOnlyHint":true`) {
		t.Errorf("probe --json over SSE: exit %d, %v\n%s", code, err, out)
	}
}

// scan probes a server configured with "type": "sse" (Claude Code's
// .mcp.json format), pins it, and verifies it.
func TestScanSSECLI(t *testing.T) {
	const token = "Bearer fixture-sse-scan-token-0123456789"
	url := sseServer(t, token)
	dir := t.TempDir()
	cfg := fmt.Sprintf(`{"mcpServers": {"legacy": {"type": "sse", "url": %q, "headers": {"Authorization": %q}}}}`, url, token)
	config := filepath.Join(dir, ".mcp.json")
	if err := os.WriteFile(config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	lock := filepath.Join(dir, "ackrite.lock.json")
	out, stderr, _ := runCLI(t, "", "scan", "--config", config, "--lock", lock)
	if !strings.Contains(stderr, "1 server(s) pinned") || !strings.Contains(out, "probed") || strings.Contains(out+stderr, "fixture-sse-scan-token") {
		t.Fatalf("scan --lock over SSE:\n%s\n%s", out, stderr)
	}
	if out, stderr, code := runCLI(t, "", "scan", "--config", config, "--lock", lock, "--verify"); code != 0 || !strings.Contains(out, "lock: match") {
		t.Errorf("scan --verify over SSE: exit %d\n%s\n%s", code, out, stderr)
	}
	// The multi-server lock scan wrote is what probe --lock reads.
	if out, stderr, code := runCLI(t, "", "probe", "--lock", lock, "--transport", "sse", "--url", url, "--header", "Authorization: "+token); code != 0 || !strings.Contains(out, "CONVERGED") {
		t.Errorf("probe --lock (scan's lock) over SSE: exit %d\n%s\n%s", code, out, stderr)
	}
}
