// Package mcpgo checks that ackrite's MCP server works with the default
// clients of github.com/mark3labs/mcp-go, over stdio and Streamable HTTP, at
// every protocol version mcp-go can negotiate. It is its own Go module so
// that the main module does not depend on mcp-go; run it with
//
//	cd interop/mcpgo && go test ./...
//
// It uses the binary named by ACKRITE_BIN, or builds ../../cmd/ackrite.
package mcpgo

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// binary is the ackrite executable under test, set by TestMain.
var binary string

func TestMain(m *testing.M) {
	code, err := run(m)
	if err != nil {
		fmt.Fprintln(os.Stderr, "interop/mcpgo:", err)
		os.Exit(1)
	}
	os.Exit(code)
}

func run(m *testing.M) (int, error) {
	if bin := os.Getenv("ACKRITE_BIN"); bin != "" {
		abs, err := filepath.Abs(bin)
		if err != nil {
			return 0, err
		}
		binary = abs
		return m.Run(), nil
	}
	dir, err := os.MkdirTemp("", "ackrite-mcpgo-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	binary = filepath.Join(dir, "ackrite")
	build := exec.Command("go", "build", "-o", binary, "./cmd/ackrite")
	build.Dir = filepath.Join("..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		return 0, fmt.Errorf("go build ./cmd/ackrite (set ACKRITE_BIN to use a built binary): %v\n%s", err, out)
	}
	return m.Run(), nil
}

// versions are the protocol versions mcp-go can negotiate, newest first:
// "" is its default (2026-07-28 through server/discover), the others are
// pinned with client.WithProtocolVersion and use initialize.
var versions = []struct {
	name, pin, want string
}{
	{name: "default", pin: "", want: mcp.ProtocolVersion20260728},
	{name: "2025-11-25", pin: mcp.ProtocolVersion20251125, want: mcp.ProtocolVersion20251125},
	{name: "2025-06-18", pin: mcp.ProtocolVersion20250618, want: mcp.ProtocolVersion20250618},
	{name: "2025-03-26", pin: mcp.ProtocolVersion20250326, want: mcp.ProtocolVersion20250326},
	{name: "2024-11-05", pin: mcp.ProtocolVersion20241105, want: mcp.ProtocolVersion20241105},
}

// transports start ackrite and return an mcp-go client for it, not yet
// initialized, and the server's log (nil on stdio). legacy marks a
// transport configured so that mcp-go itself rules out 2026-07-28
// (continuous listening needs a session): its default is then 2025-11-25.
// wantLog, when set, must appear in the server's log once the client has
// closed and the server has logged the requests that ended.
var transports = []struct {
	name    string
	legacy  bool
	wantLog string
	start   func(t *testing.T, opts []client.ClientOption) (*client.Client, *serverLog)
}{
	{name: "stdio", start: startStdio},
	{name: "http", start: func(t *testing.T, opts []client.ClientOption) (*client.Client, *serverLog) {
		url, log := serveHTTP(t)
		return startHTTP(t, url, opts), log
	}},
	{name: "http+token", start: func(t *testing.T, opts []client.ClientOption) (*client.Client, *serverLog) {
		token := "interop-mcpgo-token-0123456789"
		file := filepath.Join(t.TempDir(), "tokens")
		if err := os.WriteFile(file, []byte(token+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		url, log := serveHTTP(t, "--auth-token-file", file)
		return startHTTP(t, url, opts, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token})), log
	}},
	{
		name: "http+listening", legacy: true,
		// the standalone GET stream was opened and ended cleanly
		wantLog: `method=GET path=/mcp status=200`,
		start: func(t *testing.T, opts []client.ClientOption) (*client.Client, *serverLog) {
			url, log := serveHTTP(t)
			// Deprecated by mcp-go for 2026-07-28, still what clients of
			// 2025-11-25 and earlier use to receive notifications.
			//lint:ignore SA1019 the legacy GET stream is what this row tests
			return startHTTP(t, url, opts, transport.WithContinuousListening()), log
		},
	},
}

func TestMCPGoClients(t *testing.T) {
	calls := loadCalls(t)
	for _, tr := range transports {
		for _, v := range versions {
			t.Run(tr.name+"/"+v.name, func(t *testing.T) {
				var opts []client.ClientOption
				if v.pin != "" {
					opts = append(opts, client.WithProtocolVersion(v.pin))
				}
				c, log := tr.start(t, opts)
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				defer cancel()
				init, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
					ClientInfo: mcp.Implementation{Name: "ackrite-interop-mcpgo", Version: "1"},
				}})
				if err != nil {
					t.Fatalf("initialize: %v", err)
				}
				want := v.want
				if tr.legacy && want == mcp.ProtocolVersion20260728 {
					want = mcp.LATEST_LEGACY_PROTOCOL_VERSION
				}
				if init.ProtocolVersion != want || c.ProtocolVersion() != want {
					t.Errorf("negotiated %q (client says %q), want %q", init.ProtocolVersion, c.ProtocolVersion(), want)
				}
				if init.ServerInfo.Name != "ackrite" || init.Capabilities.Tools == nil {
					t.Errorf("server info %+v, tools capability %v: want ackrite with tools", init.ServerInfo, init.Capabilities.Tools)
				}
				tools := listTools(ctx, t, c)
				for _, call := range calls {
					t.Run(call.Name, func(t *testing.T) { checkCall(ctx, t, c, tools, call) })
				}
				if err := c.Close(); err != nil {
					t.Errorf("close: %v", err)
				}
				if tr.wantLog != "" && !log.waitFor(tr.wantLog, 5*time.Second) {
					t.Errorf("the server never logged %q:\n%s", tr.wantLog, log.String())
				}
			})
		}
	}
}

// wantTools are the tools ackrite serves, in its order.
var wantTools = []string{"ackrite", "audit", "discovery_check", "prove_it", "reality_check", "verify"}

// listTools lists the tools and checks that every input schema is one a
// client can use: an object schema without union types (issue 14: MCP
// Inspector and several model APIs mishandle "type": [...]) that resolves
// as JSON Schema. It returns the tools by name.
func listTools(ctx context.Context, t *testing.T, c *client.Client) map[string]mcp.Tool {
	t.Helper()
	res, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatalf("tools/list: %v", err)
	}
	var names []string
	tools := map[string]mcp.Tool{}
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		tools[tool.Name] = tool
		if tool.InputSchema.Type != "object" || len(tool.InputSchema.Properties) == 0 {
			t.Errorf("%s: input schema type %q with %d properties, want an object with properties", tool.Name, tool.InputSchema.Type, len(tool.InputSchema.Properties))
		}
		raw, err := json.Marshal(tool.InputSchema)
		if err != nil {
			t.Fatalf("%s: input schema: %v", tool.Name, err)
		}
		if path := unionType(raw); path != "" {
			t.Errorf("%s: input schema has a union type at %s", tool.Name, path)
		}
		if _, err := resolve(raw); err != nil {
			t.Errorf("%s: input schema does not resolve: %v", tool.Name, err)
		}
		if tool.Annotations.ReadOnlyHint == nil || !*tool.Annotations.ReadOnlyHint {
			t.Errorf("%s: readOnlyHint %v, want true", tool.Name, tool.Annotations.ReadOnlyHint)
		}
	}
	if diff := cmp.Diff(wantTools, names); diff != "" {
		t.Fatalf("tools/list names (-want +got):\n%s", diff)
	}
	return tools
}

// toolCall is one tools/call and what its structured result must hold:
// structuredContent[field] equals want or, with wantError, the call is
// refused with isError and a text that contains it (the field and the
// limit), not a protocol error. The calls are the main module's
// testdata/clients/calls.json, which its TypeScript SDK and Inspector
// tests make too.
type toolCall struct {
	Name      string         `json:"name"`
	Tool      string         `json:"tool"`
	Args      map[string]any `json:"arguments"`
	Field     string         `json:"field"`
	Want      any            `json:"want"`
	WantError string         `json:"wantError"`
}

func loadCalls(t *testing.T) []toolCall {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "clients", "calls.json"))
	if err != nil {
		t.Fatal(err)
	}
	var calls []toolCall
	if err := json.Unmarshal(b, &calls); err != nil {
		t.Fatalf("testdata/clients/calls.json: %v", err)
	}
	return calls
}

// checkCall calls a tool, checks that its arguments satisfy the listed
// input schema and its structuredContent the listed output schema, that the
// text content carries the same JSON, and that the field holds the value
// expected.
func checkCall(ctx context.Context, t *testing.T, c *client.Client, tools map[string]mcp.Tool, call toolCall) {
	tool := tools[call.Tool]
	in, err := json.Marshal(tool.InputSchema)
	if err != nil {
		t.Fatal(err)
	}
	inSchema, err := resolve(in)
	if err != nil {
		t.Fatalf("input schema: %v", err)
	}
	// The listed input schema accepts the valid calls and already refuses
	// the invalid ones, so a client that validates never sends them.
	if err := inSchema.Validate(roundTrip(t, call.Args)); (err == nil) != (call.WantError == "") {
		t.Fatalf("%s's input schema on the test's arguments: %v; want an error: %t", call.Tool, err, call.WantError != "")
	}
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: call.Tool, Arguments: call.Args}})
	if err != nil {
		t.Fatalf("tools/call %s: %v", call.Tool, err)
	}
	if call.WantError != "" {
		text := ""
		if len(res.Content) > 0 {
			if tc, ok := mcp.AsTextContent(res.Content[0]); ok {
				text = tc.Text
			}
		}
		if !res.IsError || !strings.Contains(text, call.WantError) {
			t.Errorf("isError %v, text %q; want isError and %q", res.IsError, text, call.WantError)
		}
		return
	}
	if res.IsError {
		t.Fatalf("tools/call %s: isError: %v", call.Tool, res.Content)
	}
	if res.StructuredContent == nil {
		t.Fatalf("tools/call %s: no structuredContent", call.Tool)
	}
	structured := roundTrip(t, res.StructuredContent)
	out, err := json.Marshal(tool.OutputSchema)
	if err != nil {
		t.Fatal(err)
	}
	outSchema, err := resolve(out)
	if err != nil {
		t.Fatalf("output schema: %v", err)
	}
	if err := outSchema.Validate(structured); err != nil {
		t.Errorf("structuredContent does not match the output schema: %v", err)
	}
	obj, _ := structured.(map[string]any)
	if diff := cmp.Diff(call.Want, obj[call.Field]); diff != "" {
		t.Errorf("structuredContent.%s (-want +got):\n%s", call.Field, diff)
	}
	if len(res.Content) == 0 {
		t.Fatalf("no content")
	}
	text, ok := res.Content[0].(mcp.TextContent)
	if !ok {
		t.Fatalf("content[0] is %T, want text", res.Content[0])
	}
	var fromText any
	if err := json.Unmarshal([]byte(text.Text), &fromText); err != nil {
		t.Fatalf("content[0].text is not JSON: %v", err)
	}
	if diff := cmp.Diff(structured, fromText); diff != "" {
		t.Errorf("content[0].text differs from structuredContent (-structured +text):\n%s", diff)
	}
}

// resolve parses and resolves a JSON Schema.
func resolve(raw []byte) (*jsonschema.Resolved, error) {
	var s jsonschema.Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, err
	}
	return s.Resolve(nil)
}

// roundTrip returns v as generic JSON (maps, slices, float64).
func roundTrip(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// unionType returns the JSON path of the first "type" that is an array in
// the schema, or "".
func unionType(raw []byte) string {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return "(unparsable)"
	}
	var walk func(v any, path string) string
	walk = func(v any, path string) string {
		switch v := v.(type) {
		case map[string]any:
			if _, ok := v["type"].([]any); ok {
				return path + ".type"
			}
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				if p := walk(v[k], path+"."+k); p != "" {
					return p
				}
			}
		case []any:
			for i, e := range v {
				if p := walk(e, fmt.Sprintf("%s[%d]", path, i)); p != "" {
					return p
				}
			}
		}
		return ""
	}
	return walk(v, "$")
}

func TestUnionType(t *testing.T) {
	for _, tc := range []struct{ name, schema, want string }{
		{"plain", `{"type":"object","properties":{"a":{"type":"array","items":{"type":"string"}}}}`, ""},
		{"union in a property", `{"type":"object","properties":{"a":{"type":["null","array"]}}}`, "$.properties.a.type"},
		{"union in items", `{"type":"array","items":[{"type":"string"},{"type":["null","string"]}]}`, "$.items[1].type"},
	} {
		if got := unionType([]byte(tc.schema)); got != tc.want {
			t.Errorf("%s: unionType = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// startStdio launches ackrite serve through mcp-go's stdio client.
func startStdio(t *testing.T, opts []client.ClientOption) (*client.Client, *serverLog) {
	t.Helper()
	tr := transport.NewStdio(binary, nil, "serve", "--log-level", "warn")
	if err := tr.Start(context.Background()); err != nil {
		t.Fatalf("start ackrite serve: %v", err)
	}
	c := client.NewClient(tr, opts...)
	t.Cleanup(func() { _ = c.Close() })
	return c, nil
}

// startHTTP returns mcp-go's Streamable HTTP client for url, started.
func startHTTP(t *testing.T, url string, opts []client.ClientOption, topts ...transport.StreamableHTTPCOption) *client.Client {
	t.Helper()
	tr, err := transport.NewStreamableHTTP(url, topts...)
	if err != nil {
		t.Fatalf("streamable HTTP transport: %v", err)
	}
	c := client.NewClient(tr, opts...)
	// Start's context must outlive it: a listening transport opens its GET
	// stream under it once initialized.
	if err := c.Start(t.Context()); err != nil {
		t.Fatalf("start streamable HTTP client: %v", err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// serverLog holds the lines a server wrote to stderr.
type serverLog struct {
	mu    sync.Mutex
	lines []string
}

func (l *serverLog) add(line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, line)
}

func (l *serverLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}

// waitFor reports whether a line containing s is logged within d.
func (l *serverLog) waitFor(s string, d time.Duration) bool {
	for deadline := time.Now().Add(d); ; time.Sleep(20 * time.Millisecond) {
		if strings.Contains(l.String(), s) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}

// serveHTTP runs ackrite serve --http 127.0.0.1:0 with extra flags until
// the test ends and returns the /mcp URL it logs and its log.
func serveHTTP(t *testing.T, flags ...string) (string, *serverLog) {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"serve", "--http", "127.0.0.1:0"}, flags...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		wg.Wait()
	})
	log := &serverLog{}
	found := make(chan string, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(stderr)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			log.add(sc.Text())
			if _, after, ok := strings.Cut(sc.Text(), "url=http://"); ok {
				select {
				case found <- "http://" + strings.Fields(after)[0]:
				default:
				}
			}
		}
		_, _ = io.Copy(io.Discard, stderr)
	}()
	select {
	case url := <-found:
		return url, log
	case <-time.After(10 * time.Second):
		t.Fatalf("ackrite serve --http logged no url= within 10s:\n%s", log.String())
		return "", nil
	}
}

// TestMCPGoWithoutToken is the negative of the http+token rows: against a
// server with --auth-token-file, mcp-go's client without the bearer token
// cannot connect at any version, and the server answered 401.
func TestMCPGoWithoutToken(t *testing.T) {
	file := filepath.Join(t.TempDir(), "tokens")
	if err := os.WriteFile(file, []byte("interop-mcpgo-token-0123456789\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	url, log := serveHTTP(t, "--auth-token-file", file)
	for _, v := range versions {
		t.Run(v.name, func(t *testing.T) {
			var opts []client.ClientOption
			if v.pin != "" {
				opts = append(opts, client.WithProtocolVersion(v.pin))
			}
			c := startHTTP(t, url, opts)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			_, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
				ClientInfo: mcp.Implementation{Name: "ackrite-interop-mcpgo", Version: "1"},
			}})
			if err == nil {
				t.Fatal("initialize without the token succeeded")
			}
		})
	}
	if !log.waitFor("status=401", 5*time.Second) {
		t.Errorf("the server logged no 401:\n%s", log.String())
	}
}
