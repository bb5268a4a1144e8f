package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A demoStep is one call the demo makes and how it shows the result.
type demoStep struct {
	title string
	tool  string
	args  map[string]any
	// show prints the structured result for a person and returns an error
	// when the result is not what the worked example promises.
	show func(w io.Writer, r map[string]any) error
	// wantError marks a step that must come back as a tool error.
	wantError bool
}

func runDemo(e *env, args []string) int {
	fs := newFlags(e, "demo", "ackrite demo [--server CMD]",
		`Start 'ackrite serve' as a real subprocess over stdio, connect to it with the
official MCP Go SDK client, and walk through the worked examples, printing each
result for a person. Each step checks the result the example promises; the
demo exits 1 if any does not hold.

Examples:
  ackrite demo
  ackrite demo --server "ackrite serve --log-level debug"`)
	serverCmd := fs.String("server", "", "server command to run instead of this binary's 'serve' (split on spaces)")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	var cmd *exec.Cmd
	if *serverCmd != "" {
		parts := strings.Fields(*serverCmd)
		cmd = exec.Command(parts[0], parts[1:]...)
	} else {
		self, err := os.Executable()
		if err != nil {
			fmt.Fprintln(e.stderr, "ackrite demo: cannot find this binary:", err)
			return exitInternal
		}
		cmd = exec.Command(self, "serve", "--log-level", "warn")
	}
	cmd.Stderr = e.stderr

	ctx, cancel := context.WithTimeout(e.ctx, 2*time.Minute)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "ackrite-demo", Version: readBuildInfo().Version}, nil)
	start := time.Now()
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite demo: starting the server:", err)
		return exitUnavailable
	}
	defer cs.Close()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite demo: tools/list:", err)
		return exitUnavailable
	}
	init := cs.InitializeResult()
	names := make([]string, len(tools.Tools))
	for i, t := range tools.Tools {
		names[i] = t.Name
	}
	w := e.stdout
	fmt.Fprintf(w, "Started %q over stdio: %s %s, protocol %s, %d tools (%s) in %s.\n",
		strings.Join(cmd.Args, " "), init.ServerInfo.Name, init.ServerInfo.Version, init.ProtocolVersion,
		len(names), strings.Join(names, ", "), time.Since(start).Round(time.Millisecond))

	failed := 0
	for _, step := range demoSteps() {
		fmt.Fprintf(w, "\n── %s ── tools/call %s\n", step.title, step.tool)
		if err := runStep(ctx, cs, w, step); err != nil {
			failed++
			fmt.Fprintf(w, "  ✗ %v\n", err)
		}
	}
	if err := runLiveDemo(ctx, w); err != nil {
		failed++
		fmt.Fprintf(w, "  ✗ %v\n", err)
	}
	if err := runGateDemo(ctx, w); err != nil {
		failed++
		fmt.Fprintf(w, "  ✗ %v\n", err)
	}
	if failed > 0 {
		fmt.Fprintf(w, "\n%d step(s) did not give the promised result.\n", failed)
		return 1
	}
	fmt.Fprintln(w, "\nEvery step gave the promised result. Missing evidence is a result, never a green light.")
	return exitOK
}

func runStep(ctx context.Context, cs *mcp.ClientSession, w io.Writer, step demoStep) error {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: step.tool, Arguments: step.args})
	if err != nil {
		return fmt.Errorf("protocol error: %w", err)
	}
	if res.IsError != step.wantError {
		return fmt.Errorf("isError = %v, want %v: %s", res.IsError, step.wantError, contentText(res))
	}
	if step.wantError {
		fmt.Fprintf(w, "  tool error (isError: true): %s\n", contentText(res))
		fmt.Fprintln(w, "  ✓ the server reports the field and the limit, and keeps serving")
		return nil
	}
	var r map[string]any
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &r); err != nil {
		return fmt.Errorf("structuredContent is not an object: %v", err)
	}
	if text := contentText(res); !jsonEqual([]byte(text), raw) {
		return fmt.Errorf("text content does not hold the same JSON as structuredContent")
	}
	return step.show(w, r)
}

func contentText(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

func jsonEqual(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}

// field reads a string at a dotted path of a decoded JSON object.
func field(r map[string]any, path string) string {
	var v any = r
	for _, p := range strings.Split(path, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = m[p]
	}
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return ""
	default:
		b, _ := json.Marshal(x)
		return string(b)
	}
}

func list(r map[string]any, key string) []any {
	l, _ := r[key].([]any)
	return l
}

// line prints a labelled, wrapped line.
func line(w io.Writer, label, text string) {
	const width = 100
	indent := strings.Repeat(" ", 16)
	prefix := fmt.Sprintf("  %-13s ", label)
	words := strings.Fields(text)
	cur := prefix
	for _, word := range words {
		if len(cur)+len(word)+1 > width && strings.TrimSpace(cur) != "" && cur != prefix {
			fmt.Fprintln(w, strings.TrimRight(cur, " "))
			cur = indent
		}
		cur += word + " "
	}
	fmt.Fprintln(w, strings.TrimRight(cur, " "))
}

func expect(got, want, what string) error {
	if got != want {
		return fmt.Errorf("%s = %q, want %q", what, got, want)
	}
	return nil
}
