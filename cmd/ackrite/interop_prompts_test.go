package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// promptGet is one prompts/get a third-party client makes
// (testdata/clients/prompts.json): fragments its message must hold, or the
// error that refuses it.
type promptGet struct {
	Name      string            `json:"name"`
	Args      map[string]string `json:"arguments"`
	Want      []string          `json:"want"`
	WantError string            `json:"wantError"`
}

// sdkClientTargets are the two ways testdata/clients/sdk-client.cjs
// reaches serve: its arguments after the script.
var sdkClientTargets = []struct {
	name   string
	target func(t *testing.T) []string
}{
	{"stdio", func(*testing.T) []string { return []string{"stdio", binary, "serve", "--log-level", "warn"} }},
	{"http", func(t *testing.T) []string { return []string{"http", serveHTTPURL(t)} }},
}

// runSDKClient runs sdk-client.cjs with plan on stdin against target and
// returns its report, failing the test when it exits non-zero.
func runSDKClient(t *testing.T, node, modules, script, plan string, target []string) string {
	t.Helper()
	stdout, stderr, code := runNode(t, node, modules, plan, append([]string{script}, target...)...)
	if code != 0 {
		t.Fatalf("sdk-client.cjs %s: exit %d\n%s", target[0], code, stderr)
	}
	return stdout
}

// TestTypeScriptSDKPromptsAndResources runs the TypeScript SDK's client
// against serve over stdio and Streamable HTTP: prompts/list and
// prompts/get of each testdata/clients/prompts.json entry, then after a
// call that leaves a CONTRADICTED investigation, resources/list,
// resources/templates/list and resources/read of each resource listed, the
// list_changed notification the call caused, and "not found" for a session
// that is not the client's.
func TestTypeScriptSDKPromptsAndResources(t *testing.T) {
	node, modules := nodeTools(t, "@modelcontextprotocol/sdk/package.json")
	script, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "clients", "sdk-client.cjs"))
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "clients", "prompts.json"))
	if err != nil {
		t.Fatal(err)
	}
	var gets []promptGet
	if err := json.Unmarshal(b, &gets); err != nil {
		t.Fatalf("testdata/clients/prompts.json: %v", err)
	}
	plan, _ := json.Marshal(map[string]any{
		"calls": []any{map[string]any{"tool": "ackrite", "arguments": map[string]any{
			"claim": "TestImporterEmptyFile passes", "sessionId": "importer",
			"evidence": []any{map[string]any{"type": "test_result", "polarity": "contradicts", "source": "go test ./internal/importer",
				"content": "--- FAIL: TestImporterEmptyFile (0.00s)\nFAIL\nFAIL\texample.com/internal/importer\t0.012s"}},
		}}},
		"prompts":   gets,
		"resources": true,
	})
	for _, tc := range sdkClientTargets {
		t.Run(tc.name, func(t *testing.T) {
			stdout := runSDKClient(t, node, modules, script, string(plan), tc.target(t))
			var report struct {
				Prompts []struct {
					Name      string   `json:"name"`
					Arguments []string `json:"arguments"`
				} `json:"prompts"`
				PromptResults []struct {
					Name     string `json:"name"`
					Error    string `json:"error"`
					Messages []struct {
						Role, Text string
					} `json:"messages"`
				} `json:"promptResults"`
				Resources struct {
					List        []string `json:"list"`
					Templates   []string `json:"templates"`
					ListChanged int      `json:"listChanged"`
					Reads       []struct {
						URI, MimeType, Text, Error string
					} `json:"reads"`
				} `json:"resources"`
			}
			if err := json.Unmarshal([]byte(stdout), &report); err != nil {
				t.Fatalf("report: %v\n%s", err, stdout)
			}
			var listed []string
			for _, p := range report.Prompts {
				listed = append(listed, p.Name+"("+strings.Join(p.Arguments, ",")+")")
			}
			if got := strings.Join(listed, " "); got != "before-rewrite(proposal) prove-it(claim) stuck(attempts?)" {
				t.Errorf("prompts/list: %s", got)
			}
			for i, get := range gets {
				got := report.PromptResults[i]
				switch {
				case get.WantError != "":
					if !strings.Contains(got.Error, get.WantError) {
						t.Errorf("prompts/get %s %v: error %q, want %q", get.Name, get.Args, got.Error, get.WantError)
					}
				case got.Error != "" || len(got.Messages) != 1 || got.Messages[0].Role != "user":
					t.Errorf("prompts/get %s: %+v", get.Name, got)
				default:
					for _, w := range get.Want {
						if !strings.Contains(got.Messages[0].Text, w) {
							t.Errorf("prompts/get %s: no %q in\n%s", get.Name, w, got.Messages[0].Text)
						}
					}
					if strings.Contains(got.Messages[0].Text, "sk_live_") {
						t.Errorf("prompts/get %s: the argument's secret is in the message", get.Name)
					}
				}
			}
			res := report.Resources
			if !slices.Equal(res.List, []string{"ackrite://spec/statuses", "ackrite://sessions/importer"}) || !slices.Equal(res.Templates, []string{"ackrite://sessions/{id}"}) {
				t.Errorf("resources/list %v, templates %v", res.List, res.Templates)
			}
			if res.ListChanged < 1 {
				t.Error("no notifications/resources/list_changed after the call created a session")
			}
			for _, r := range res.Reads {
				switch r.URI {
				case "ackrite://spec/statuses":
					if r.MimeType != "text/markdown" || !strings.Contains(r.Text, "| CONTRADICTED |") {
						t.Errorf("read %s: %+v", r.URI, r)
					}
				case "ackrite://sessions/importer":
					if r.MimeType != "application/json" || !strings.Contains(r.Text, `"status":"CONTRADICTED"`) || !strings.Contains(r.Text, `"ref":"c1.e0"`) {
						t.Errorf("read %s: %+v", r.URI, r)
					}
				case "ackrite://sessions/not-mine":
					if !strings.Contains(r.Error, "not found") {
						t.Errorf("read %s: %+v, want not found", r.URI, r)
					}
				}
			}
		})
	}
}
