package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/testkit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// binary is the ackrite binary built once for the end-to-end tests.
var binary string

func TestMain(m *testing.M) {
	if kind := os.Getenv("ACKRITE_TEST_SERVER"); kind != "" {
		os.Exit(testServer(kind))
	}
	dir, err := os.MkdirTemp("", "ackrite-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "ackrite")
	if runtime.GOOS == "windows" {
		binary += ".exe"
	}
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "building ackrite: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runCLI runs the binary with args and stdin, returning stdout, stderr and
// the exit code.
func runCLI(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	return runCLIEnv(t, nil, stdin, args...)
}

// runCLIEnv is runCLI with the environment env (nil: the test's own).
func runCLIEnv(t testing.TB, env []string, stdin string, args ...string) (string, string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	cmd.Env = env
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running %v: %v", args, err)
	}
	return stdout.String(), stderr.String(), code
}

// serve starts `ackrite serve` as a subprocess and connects the SDK client.
func serve(t *testing.T) *mcp.ClientSession {
	t.Helper()
	cmd := exec.Command(binary, "serve")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, nil).
		Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connecting to ackrite serve: %v\nstderr: %s", err, stderr.String())
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func TestEndToEndOverStdio(t *testing.T) {
	cs := serve(t)
	ctx := context.Background()
	if got := cs.InitializeResult().ServerInfo.Name; got != "ackrite" {
		t.Errorf("server name %q", got)
	}
	if caps := cs.InitializeResult().Capabilities; caps == nil || caps.Tools == nil {
		t.Fatalf("server does not advertise tools: %+v", caps)
	}
	list, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]*mcp.Tool{}
	for _, tool := range list.Tools {
		names[tool.Name] = tool
	}
	for _, want := range []string{"ackrite", "verify", "prove_it", "audit", "reality_check", "discovery_check"} {
		tool, ok := names[want]
		if !ok {
			t.Fatalf("tool %s not listed", want)
		}
		if tool.Annotations == nil || !tool.Annotations.ReadOnlyHint || tool.InputSchema == nil || tool.OutputSchema == nil || tool.Title == "" {
			t.Errorf("%s: incomplete definition %+v", want, tool)
		}
	}
	args := map[string]any{
		"sessionId": "e2e",
		"claim":     "The API no longer supports native authentication.",
		"evidence": []any{
			map[string]any{"type": "code", "source": "current client", "content": "The current client implementation does not obtain credentials.", "polarity": "supports"},
			map[string]any{"type": "observed_behavior", "source": "older working application", "content": "The older application successfully signs in.", "polarity": "contradicts", "reliability": 0.9},
		},
	}
	wantKey := map[string]string{"ackrite": `"status":"CONTRADICTED"`, "verify": `"contradicted":[{`, "prove_it": `"domain":"auth"`}
	for name, key := range wantKey {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %+v", name, err, res)
		}
		raw, _ := json.Marshal(res.StructuredContent)
		if !strings.Contains(string(raw), key) {
			t.Errorf("%s: result lacks %s: %s", name, key, raw)
		}
		if !strings.Contains(string(raw), `"id":"e2e"`) {
			t.Errorf("%s: no session summary", name)
		}
	}
	for name, call := range map[string]struct {
		args map[string]any
		key  string
	}{
		"audit": {map[string]any{"sessionId": "e2e", "proposal": "Rewrite the login client.", "reportedProblem": "Login fails.",
			"proposedChanges": []any{map[string]any{"path": "src/theme.ts", "description": "Change unrelated color palette."}}}, `"recommendation":"verify-first"`},
		"reality_check": {map[string]any{"sessionId": "e2e", "reasoning": "It is fixed.", "attempts": []any{
			map[string]any{"approach": "bump the timeout", "outcome": "still failing"}}}, `"kind":"untested-success"`},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: call.args})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %+v", name, err, res)
		}
		raw, _ := json.Marshal(res.StructuredContent)
		if !strings.Contains(string(raw), call.key) {
			t.Errorf("%s: result lacks %s: %s", name, call.key, raw)
		}
	}
	// discovery_check: a reference record through the real protocol, and a
	// bad record as a tool error naming the field.
	rec, err := os.ReadFile(fixture("5-same-name-changed-contract"))
	if err != nil {
		t.Fatal(err)
	}
	var recArgs map[string]any
	_ = json.Unmarshal(rec, &recArgs)
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "discovery_check", Arguments: recArgs})
	if err != nil || res.IsError {
		t.Fatalf("discovery_check: %v %+v", err, res)
	}
	if raw, _ := json.Marshal(res.StructuredContent); !strings.Contains(string(raw), `"summary":"inputSchema.required gained projectId"`) {
		t.Errorf("discovery_check result lacks the read_ticket contract change: %s", raw)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "discovery_check", Arguments: map[string]any{"pages": "all of them"}})
	if err != nil || !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "pages: got a JSON string; expected an array") {
		t.Errorf("bad record: %v %+v", err, res)
	}
	// A bad call is a tool error naming the field; the next good call works.
	bad, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ackrite", Arguments: map[string]any{"claim": strings.Repeat("x", 4001)}})
	if err != nil {
		t.Fatalf("bad input became a protocol error: %v", err)
	}
	if text := bad.Content[0].(*mcp.TextContent).Text; !bad.IsError || !strings.Contains(text, "claim: is 4001 characters; the limit is 4000") {
		t.Errorf("bad input: isError=%v %q", bad.IsError, text)
	}
	good, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ackrite", Arguments: map[string]any{"claim": "The cache is warm.", "sessionId": "e2e"}})
	if err != nil || good.IsError {
		t.Fatalf("good call after a bad one: %v %+v", err, good)
	}
	raw, _ := json.Marshal(good.StructuredContent)
	if !strings.Contains(string(raw), `"claims":4`) {
		t.Errorf("session did not accumulate the three earlier claims: %s", raw)
	}
}

func TestDemo(t *testing.T) {
	out, stderr, code := runCLI(t, "", "demo")
	if code != 0 {
		t.Fatalf("demo exited %d\nstdout:\n%s\nstderr:\n%s", code, out, stderr)
	}
	for _, want := range []string{"CONTRADICTED", "older working application", "current client", "authentication flow", "reads unaffirmed", "reads persists",
		"Every step gave the promised result"} {
		if !strings.Contains(out, want) {
			t.Errorf("demo output lacks %q", want)
		}
	}
}

func TestCLIBasics(t *testing.T) {
	out, _, code := runCLI(t, "", "version")
	if code != 0 || !strings.Contains(out, "2025-11-25") || !strings.Contains(out, "go1.") {
		t.Errorf("version: exit %d, output %q", code, out)
	}
	out, _, code = runCLI(t, "", "version", "--json")
	var v map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v["protocolVersions"] == nil {
		t.Errorf("version --json: exit %d, output %q", code, out)
	}
	out, _, code = runCLI(t, "", "help")
	if code != 0 || !strings.Contains(out, "demo") || !strings.Contains(out, "Exit codes") {
		t.Errorf("help: exit %d, output %q", code, out)
	}
	_, stderr, code := runCLI(t, "", "frobnicate")
	if code != exitUsage || !strings.Contains(stderr, `unknown command "frobnicate"`) {
		t.Errorf("unknown command: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = runCLI(t, "", "serve", "--no-such-flag")
	if code != exitUsage || !strings.Contains(stderr, "no-such-flag") {
		t.Errorf("bad flag: exit %d, stderr %q", code, stderr)
	}
	_, _, code = runCLI(t, "", "serve", "-h")
	if code != 0 {
		t.Errorf("serve -h exited %d", code)
	}
}

// TestServeExitsCleanlyAtEOF pipes requests into `ackrite serve`, closes
// stdin, and expects every answer and exit status 0; stdout holds only
// JSON-RPC messages.
func TestServeExitsCleanlyAtEOF(t *testing.T) {
	var in strings.Builder
	in.WriteString(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"pipe","version":"1"}}}` + "\n")
	in.WriteString(`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n")
	for i := 1; i <= 50; i++ {
		fmt.Fprintf(&in, `{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"claim %d"}}}`+"\n", i, i)
	}
	out, stderr, code := runCLI(t, in.String(), "serve")
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 51 {
		t.Errorf("%d lines on stdout, want 51 (initialize + 50 calls)", len(lines))
	}
	for _, l := range lines {
		var m map[string]any
		if json.Unmarshal([]byte(l), &m) != nil || m["jsonrpc"] != "2.0" {
			t.Errorf("stdout line is not a JSON-RPC message: %.100q", l)
		}
	}
}

// TestSecretsNeverReachTheWire places secrets in every echoed field and
// checks the raw JSON-RPC bytes the server writes.
func TestSecretsNeverReachTheWire(t *testing.T) {
	secrets := []string{
		"ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1",
		"sk-ant-api03-Xq9vJr2LmT8wYb3NcK5pRz7HdF1sGe4AaU6iOo0kBt",
		"hunter2butlonger",
		"p4ssw0rdInURL",
		"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IiLCJpYXQiOjE3MjQ3NjAwMDB9.c2lnbmF0dXJlLWZha2UtZm9yLXRlc3Rz",
	}
	claim := "Deploy fails because GITHUB_TOKEN=" + secrets[0] + " expired"
	items := []any{
		map[string]any{"type": "log", "source": "env dump ANTHROPIC_API_KEY=" + secrets[1], "content": "db config password: " + secrets[2] + " and url postgres://app:" + secrets[3] + "@db:5432/x", "polarity": "supports"},
		map[string]any{"type": "http_request", "source": "curl", "content": "Authorization: Bearer " + secrets[4] + strings.Repeat(" padding", 40), "polarity": "neutral"},
	}
	c := startRaw(t, "serve")
	defer c.close()
	var wire strings.Builder
	c.roundTripInto(t, &wire, "initialize", `{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}`)
	for _, tool := range []string{"ackrite", "verify", "prove_it"} {
		args, _ := json.Marshal(map[string]any{"name": tool, "arguments": map[string]any{"claim": claim, "evidence": items, "sessionId": "leak"}})
		c.roundTripInto(t, &wire, "tools/call", string(args))
	}
	auditArgs, _ := json.Marshal(map[string]any{"name": "audit", "arguments": map[string]any{
		"proposal":        "Rotate the key in config/prod.env where API_KEY=" + secrets[1],
		"proposedChanges": []any{map[string]any{"path": "deploy/https://ci:" + secrets[3] + "@git.example.com/x.yaml", "description": "password=" + secrets[2]}},
	}})
	c.roundTripInto(t, &wire, "tools/call", string(auditArgs))
	realityArgs, _ := json.Marshal(map[string]any{"name": "reality_check", "arguments": map[string]any{
		"reasoning": "token " + secrets[0] + " is fine",
		"attempts":  []any{map[string]any{"approach": "curl -H 'Authorization: Bearer " + secrets[4] + "'", "outcome": "401"}},
	}})
	c.roundTripInto(t, &wire, "tools/call", string(realityArgs))
	// A bad call whose error echoes an enum value holding a secret.
	bad, _ := json.Marshal(map[string]any{"name": "ackrite", "arguments": map[string]any{"claim": "c", "evidence": []any{map[string]any{"content": "x", "type": "token=" + secrets[0]}}}})
	c.roundTripInto(t, &wire, "tools/call", string(bad))
	out := wire.String()
	for _, s := range secrets {
		if strings.Contains(out, s) || strings.Contains(out, s[:12]) {
			t.Errorf("secret %.12s… reached the wire", s)
		}
	}
	if !strings.Contains(out, "[REDACTED:") {
		t.Error("no redaction marker on the wire: the test exercised nothing")
	}
}

func TestServeHTTPFlags(t *testing.T) {
	_, stderr, code := runCLI(t, "", "serve", "--http", "0.0.0.0:0")
	if code != exitUsage || !strings.Contains(stderr, "is not a loopback address") {
		t.Errorf("non-loopback bind: exit %d, %q", code, stderr)
	}
	_, stderr, code = runCLI(t, "", "serve", "--http", "0.0.0.0:0", "--allow-remote")
	if code != exitUsage || !strings.Contains(stderr, "--allow-remote requires --auth-token-file") {
		t.Errorf("remote without token: exit %d, %q", code, stderr)
	}
	_, stderr, code = runCLI(t, "", "serve", "--auth-token-file", "x")
	if code != exitUsage || !strings.Contains(stderr, "apply to --http only") {
		t.Errorf("token without --http: exit %d, %q", code, stderr)
	}
	short := filepath.Join(t.TempDir(), "token")
	if err := os.WriteFile(short, []byte("x\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{short: "the minimum is 16", "/dev/zero": "is a character device; a token file must be a regular file"} {
		_, stderr, code = runCLI(t, "", "serve", "--http", "0.0.0.0:0", "--allow-remote", "--auth-token-file", file)
		if code != exitUsage || !strings.Contains(stderr, want) {
			t.Errorf("--auth-token-file %s: exit %d, %q; want %d and %q", file, code, stderr, exitUsage, want)
		}
	}
}

// TestServeHTTPStopsCleanlyOnSIGTERM starts the real binary on HTTP, checks
// /healthz, sends SIGTERM and expects exit 0.
func TestServeHTTPStopsCleanlyOnSIGTERM(t *testing.T) {
	cmd := exec.Command(binary, "serve", "--http", "127.0.0.1:0")
	var stderr testkit.SyncBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var url string
	for i := 0; i < 100 && url == ""; i++ {
		time.Sleep(50 * time.Millisecond)
		if _, after, ok := strings.Cut(stderr.String(), "url=http://"); ok {
			url = "http://" + strings.Fields(after)[0]
		}
	}
	if url == "" {
		cmd.Process.Kill()
		t.Fatalf("no address logged: %s", stderr.String())
	}
	resp, err := http.Get(strings.TrimSuffix(url, "/mcp") + "/healthz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("healthz: %v %v", resp, err)
	}
	resp.Body.Close()
	_ = cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("exit after SIGTERM: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "shutting down") {
		t.Errorf("no shutdown log: %s", stderr.String())
	}
}
