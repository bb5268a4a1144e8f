package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
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

	"github.com/ackrite/ackrite/internal/testkit"
)

// Third-party clients against the real binary, stdio and Streamable HTTP:
// the TypeScript SDK's client (testdata/clients/sdk-client.cjs) and MCP
// Inspector's CLI, both installed by scripts/install-tools. mark3labs/mcp-go
// is tested in its own module, interop/mcpgo.

// interopTools are ackrite's tools as every client must list them.
var interopTools = []string{"ackrite", "audit", "discovery_check", "prove_it", "reality_check", "verify"}

// interopCall is one tools/call a third-party client makes, and the value
// its structuredContent must hold at field — or, with wantError, the text
// of the isError result that refuses it (the field and the limit named).
// The calls are testdata/clients/calls.json, which interop/mcpgo reads too.
type interopCall struct {
	Name      string         `json:"name"`
	Tool      string         `json:"tool"`
	Args      map[string]any `json:"arguments"`
	Field     string         `json:"field"`
	Want      any            `json:"want"`
	WantError string         `json:"wantError"`
}

func loadInteropCalls(t *testing.T) []interopCall {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "clients", "calls.json"))
	if err != nil {
		t.Fatal(err)
	}
	var calls []interopCall
	if err := json.Unmarshal(b, &calls); err != nil {
		t.Fatalf("testdata/clients/calls.json: %v", err)
	}
	return calls
}

// nodeTools returns Node 22 and the node_modules directory that
// scripts/install-tools filled, or skips naming what is missing.
func nodeTools(t *testing.T, packages ...string) (node, modules string) {
	t.Helper()
	return testkit.Tools(t, packages...)
}

// serveHTTPURL runs ackrite serve --http 127.0.0.1:0 until the test ends
// and returns the /mcp URL it logs.
func serveHTTPURL(t *testing.T) string {
	t.Helper()
	cmd := exec.Command(binary, "serve", "--http", "127.0.0.1:0")
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
	found := make(chan string, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
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
		return url
	case <-time.After(10 * time.Second):
		t.Fatal("ackrite serve --http logged no url= within 10s")
		return ""
	}
}

// runNode runs node with args and stdin under a time limit, NODE_PATH set
// to modules, and returns stdout, stderr and the exit code (-1 when it could
// not run or was killed).
func runNode(t *testing.T, node, modules, stdin string, args ...string) (string, string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules, "NO_COLOR=1", "HOME="+t.TempDir())
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := cmd.ProcessState.ExitCode()
	if err != nil && code == 0 {
		code = -1
	}
	return stdout.String(), stderr.String(), code
}

// checkResult checks a tool result: for a call with wantError, isError and
// the text; otherwise its structuredContent — the call's field holds its
// value, the first text content is the same JSON, and an evidence array
// arrived as one.
func checkResult(t *testing.T, call interopCall, isError bool, structured map[string]any, text string) {
	t.Helper()
	if call.WantError != "" {
		if !isError || !strings.Contains(text, call.WantError) {
			t.Errorf("isError %v, text %q; want isError and %q", isError, text, call.WantError)
		}
		return
	}
	if isError {
		t.Fatalf("isError: %s", text)
	}
	if diff := cmp.Diff(call.Want, structured[call.Field]); diff != "" {
		t.Errorf("structuredContent.%s (-want +got):\n%s", call.Field, diff)
	}
	var fromText map[string]any
	if err := json.Unmarshal([]byte(text), &fromText); err != nil {
		t.Errorf("content[0].text is not JSON: %v: %.200q", err, text)
	} else if diff := cmp.Diff(structured, fromText); diff != "" {
		t.Errorf("content[0].text differs from structuredContent (-structured +text):\n%s", diff)
	}
	if ev, ok := call.Args["evidence"].([]any); ok {
		session, _ := structured["session"].(map[string]any)
		if got, _ := session["evidence"].(float64); int(got) < len(ev) {
			t.Errorf("session.evidence = %v after a call with %d evidence items: the array did not arrive as one", session["evidence"], len(ev))
		}
	}
}

// TestTypeScriptSDKClient runs the official TypeScript SDK's client
// (1.32.2) against serve over StdioClientTransport and
// StreamableHTTPClientTransport: initialize, tools/list, and each
// interopCall, with the arguments checked against the listed input schema
// by the SDK's Ajv validator and structuredContent checked against the
// output schema by the SDK's callTool.
func TestTypeScriptSDKClient(t *testing.T) {
	node, modules := nodeTools(t, "@modelcontextprotocol/sdk/package.json")
	script, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "clients", "sdk-client.cjs"))
	interopCalls := loadInteropCalls(t)
	plan := struct {
		Calls []interopCall `json:"calls"`
	}{interopCalls}
	planJSON, err := json.Marshal(plan)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range sdkClientTargets {
		t.Run(tc.name, func(t *testing.T) {
			stdout := runSDKClient(t, node, modules, script, string(planJSON), tc.target(t))
			var report struct {
				ProtocolVersion string   `json:"protocolVersion"`
				Server          string   `json:"server"`
				Tools           []string `json:"tools"`
				Calls           []struct {
					Tool            string         `json:"tool"`
					ArgumentsValid  bool           `json:"argumentsValid"`
					ArgumentsError  string         `json:"argumentsError"`
					OutputValidated bool           `json:"outputValidated"`
					IsError         bool           `json:"isError"`
					Structured      map[string]any `json:"structuredContent"`
					Text            string         `json:"text"`
				} `json:"calls"`
			}
			if err := json.Unmarshal([]byte(stdout), &report); err != nil {
				t.Fatalf("report: %v\n%s", err, stdout)
			}
			head := []string{report.ProtocolVersion, report.Server}
			if diff := cmp.Diff([]string{"2025-11-25", "ackrite"}, head); diff != "" {
				t.Errorf("protocol version, server (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(interopTools, report.Tools); diff != "" {
				t.Errorf("tools/list (-want +got):\n%s", diff)
			}
			if len(report.Calls) != len(interopCalls) {
				t.Fatalf("%d calls reported, want %d", len(report.Calls), len(interopCalls))
			}
			for i, call := range interopCalls {
				got := report.Calls[i]
				t.Run(call.Name, func(t *testing.T) {
					// The listed input schema accepts the valid calls and
					// already refuses the invalid ones.
					if got.ArgumentsValid != (call.WantError == "") {
						t.Errorf("the SDK's validator on the arguments against the listed input schema: valid %v (%s), want %v", got.ArgumentsValid, got.ArgumentsError, call.WantError == "")
					}
					if !got.OutputValidated {
						t.Error("the SDK had no output-schema validator for the tool: structuredContent went unchecked")
					}
					checkResult(t, call, got.IsError, got.Structured, got.Text)
				})
			}
		})
	}
}

// TestMCPInspectorCLI runs MCP Inspector's CLI (2.12.0) against serve over
// stdio and Streamable HTTP. tools/list --strict runs the Inspector's
// schema-portability check: no input or output schema may draw a finding
// (issue 14: union types such as ["null","array"] made Inspector send the
// evidence array as a string, and several model APIs reject them). The
// Inspector prints its report only when it has a finding, so a control run
// against a test server with a union shows the check runs. Each interopCall
// goes through --tool-arg key=value pairs, arrays and objects as JSON, and
// must come back with the evidence read as an array.
func TestMCPInspectorCLI(t *testing.T) {
	interopCalls := loadInteropCalls(t)
	node, modules := nodeTools(t, "@modelcontextprotocol/inspector/package.json")
	launcher := filepath.Join(modules, "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
	for _, tc := range []struct {
		name   string
		target func(t *testing.T) []string // after the CLI's own flags
	}{
		{"stdio", func(*testing.T) []string { return []string{"--", binary, "serve", "--log-level", "warn"} }},
		{"http", func(t *testing.T) []string { return []string{"--transport", "http", "--server-url", serveHTTPURL(t)} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			target := tc.target(t)
			// inspect runs the CLI, which must exit with code: 0, or 5
			// after printing a tool result with isError.
			inspect := func(t *testing.T, code int, args ...string) (string, string) {
				t.Helper()
				args = append(append([]string{launcher, "--cli"}, args...), target...)
				stdout, stderr, got := runNode(t, node, modules, "", args...)
				if got != code {
					t.Fatalf("inspector --cli %s: exit %d, want %d\nstdout: %.2000s\nstderr: %.2000s", strings.Join(args[2:], " "), got, code, stdout, stderr)
				}
				return stdout, stderr
			}
			t.Run("tools/list --strict", func(t *testing.T) {
				stdout, stderr := inspect(t, 0, "--method", "tools/list", "--strict")
				var list struct {
					Tools []struct {
						Name string `json:"name"`
					} `json:"tools"`
				}
				if err := json.Unmarshal([]byte(stdout), &list); err != nil {
					t.Fatalf("tools/list output: %v\n%.500s", err, stdout)
				}
				var names []string
				for _, tool := range list.Tools {
					names = append(names, tool.Name)
				}
				if diff := cmp.Diff(interopTools, names); diff != "" {
					t.Errorf("tools/list (-want +got):\n%s", diff)
				}
				if findings := portabilityFindings(stderr); len(findings) > 0 {
					t.Errorf("the Inspector's portability check flags the schemas: %v\n%.2000s", findings, stderr)
				}
			})
			for _, call := range interopCalls {
				t.Run("tools/call "+call.Name, func(t *testing.T) {
					args := []string{"--method", "tools/call", "--tool-name", call.Tool}
					keys := make([]string, 0, len(call.Args))
					for k := range call.Args {
						keys = append(keys, k)
					}
					slices.Sort(keys)
					for _, k := range keys {
						v, ok := call.Args[k].(string)
						if !ok {
							b, err := json.Marshal(call.Args[k])
							if err != nil {
								t.Fatal(err)
							}
							v = string(b)
						}
						args = append(args, "--tool-arg", k+"="+v)
					}
					code := 0
					if call.WantError != "" {
						code = 5
					}
					stdout, _ := inspect(t, code, args...)
					var res struct {
						Content []struct {
							Text string `json:"text"`
						} `json:"content"`
						Structured map[string]any `json:"structuredContent"`
						IsError    bool           `json:"isError"`
					}
					if err := json.Unmarshal([]byte(stdout), &res); err != nil {
						t.Fatalf("tools/call output: %v\n%.500s", err, stdout)
					}
					if len(res.Content) == 0 {
						t.Fatalf("no content: %.500s", stdout)
					}
					checkResult(t, call, res.IsError, res.Structured, res.Content[0].Text)
				})
			}
		})
	}
}

// portabilityFindings returns the schema paths and the summary lines the
// Inspector's --strict report wrote to stderr; it writes none when it has no
// finding.
func portabilityFindings(stderr string) []string {
	var out []string
	for _, line := range strings.Split(stderr, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "Path: ") || strings.Contains(line, " warnings across ") || strings.Contains(line, " warning across ") {
			out = append(out, line)
		}
	}
	return out
}

// TestMCPInspectorCLIStrictFlagsUnions is the control for TestMCPInspectorCLI:
// against a server whose output schema has a union, the same --strict run
// reports it, so an empty report from serve means no finding, not no check.
func TestMCPInspectorCLIStrictFlagsUnions(t *testing.T) {
	node, modules := nodeTools(t, "@modelcontextprotocol/inspector/package.json")
	launcher := filepath.Join(modules, "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
	_, stderr, code := runNode(t, node, modules, "", launcher, "--cli", "--method", "tools/list", "--strict",
		"-e", "ACKRITE_TEST_SERVER=union", "--", os.Args[0], "-test.run=^$")
	if code != 0 {
		t.Fatalf("inspector --cli: exit %d\n%.2000s", code, stderr)
	}
	want := []string{"Path: outputSchema.properties.labels", "0 errors, 1 warning across 1 tool."}
	if diff := cmp.Diff(want, portabilityFindings(stderr)); diff != "" {
		t.Errorf("portability report (-want +got):\n%s\nstderr: %.2000s", diff, stderr)
	}
}
