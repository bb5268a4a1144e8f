package server

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// connect returns a client session to an in-process server.
func connect(t *testing.T) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	if _, err := New(Options{}).Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func TestPublishedTools(t *testing.T) {
	cs := connect(t)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tools) != len(Tools()) {
		t.Fatalf("listed %d tools, defined %d", len(res.Tools), len(Tools()))
	}
	for _, tool := range res.Tools {
		a := tool.Annotations
		if tool.Title == "" || a == nil || !a.ReadOnlyHint || a.DestructiveHint == nil || *a.DestructiveHint ||
			!a.IdempotentHint || a.OpenWorldHint == nil || *a.OpenWorldHint {
			t.Errorf("%s: title %q, annotations %+v; want read-only, non-destructive, idempotent, closed-world", tool.Name, tool.Title, a)
		}
		if tool.OutputSchema == nil {
			t.Errorf("%s: no output schema", tool.Name)
		}
		in, _ := json.Marshal(tool.InputSchema)
		// The schemas a client lists are the full generated ones.
		if want := publishedSchemas()[tool.Name]; !jsonEqual(in, want.Input) {
			t.Errorf("%s: listed input schema is not the published one:\n%s", tool.Name, in)
		}
		if out, _ := json.Marshal(tool.OutputSchema); !jsonEqual(out, publishedSchemas()[tool.Name].Output) {
			t.Errorf("%s: listed output schema is not the published one", tool.Name)
		}
		var schema struct {
			Properties map[string]json.RawMessage `json:"properties"`
		}
		_ = json.Unmarshal(in, &schema)
		for name, prop := range schema.Properties {
			if !strings.Contains(string(prop), `"description"`) {
				t.Errorf("%s: input property %s has no description", tool.Name, name)
			}
		}
	}
}

func TestInputSchemaPublishesLimits(t *testing.T) {
	b := InputSchema("ackrite")
	if b == nil {
		t.Fatal("no ackrite tool")
	}
	for _, want := range []string{`"maxLength":4000`, `"maxItems":64`, `"maxLength":20000`, `"maxLength":200`, `"maximum":1`, `"maxLength":16000`,
		`"enum":["code","log","http_request"`, `"enum":["supports","contradicts","neutral"]`, `"required":["claim"]`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("ackrite input schema lacks %s", want)
		}
	}
}

// TestResultsConformToOutputSchema calls each tool and validates the
// structured result against the tool's published output schema, and checks
// the text content holds the same JSON.
func TestResultsConformToOutputSchema(t *testing.T) {
	cs := connect(t)
	args := map[string]any{
		"claim": "The API no longer supports native authentication.",
		"evidence": []any{
			map[string]any{"type": "code", "source": "current client", "content": "The current client implementation does not obtain credentials.", "polarity": "supports"},
			map[string]any{"type": "observed_behavior", "source": "older working application", "content": "The older application successfully signs in.", "polarity": "contradicts", "reliability": 0.9},
		},
	}
	perTool := map[string]map[string]any{
		"audit": {
			"reportedProblem": "Login returns an unexpected response.",
			"proposal":        "Rewrite the authentication client to replace the API endpoint integration.",
			"proposedChanges": []any{
				map[string]any{"path": "src/auth.ts", "description": "Rewrite authentication client and route handling."},
				map[string]any{"path": "src/theme.ts", "description": "Change unrelated color palette."},
			},
		},
		"reality_check": {
			"reasoning": "The rewrite will work and the issue is fixed.",
			"attempts": []any{
				map[string]any{"approach": "Replace the auth client", "outcome": "Failed with timeout."},
				map[string]any{"approach": "Replace the auth client", "outcome": "Failed with timeout again."},
				map[string]any{"approach": "Replace the auth client", "outcome": "Failed with the same timeout."},
			},
		},
	}
	var record map[string]any
	raw, err := os.ReadFile("../../testdata/discovery/5-same-name-changed-contract.json")
	if err != nil || json.Unmarshal(raw, &record) != nil {
		t.Fatalf("reading fixture: %v", err)
	}
	perTool["discovery_check"] = record
	for _, tool := range Tools() {
		callArgs := args
		if special, ok := perTool[tool.Name]; ok {
			callArgs = special
		}
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool.Name, Arguments: callArgs})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %+v", tool.Name, err, res)
		}
		var schema jsonschema.Schema
		if err := json.Unmarshal(tool.OutputSchema.(json.RawMessage), &schema); err != nil {
			t.Fatal(err)
		}
		resolved, err := schema.Resolve(nil)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := json.Marshal(res.StructuredContent)
		var v any
		_ = json.Unmarshal(raw, &v)
		if err := resolved.Validate(v); err != nil {
			t.Errorf("%s: result does not conform to its output schema: %v", tool.Name, err)
		}
		text := res.Content[0].(*mcp.TextContent).Text
		var tv any
		if err := json.Unmarshal([]byte(text), &tv); err != nil {
			t.Errorf("%s: text content is not JSON: %v", tool.Name, err)
		}
		a, _ := json.Marshal(tv)
		b, _ := json.Marshal(v)
		if string(a) != string(b) {
			t.Errorf("%s: text content and structuredContent differ", tool.Name)
		}
	}
}

func TestBadInputIsAToolErrorAndTheServerKeepsServing(t *testing.T) {
	cs := connect(t)
	ctx := context.Background()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "verify", Arguments: map[string]any{"claim": "c", "evidence": []any{map[string]any{"content": "x", "polarity": "sideways"}}}})
	if err != nil {
		t.Fatalf("protocol error for bad input: %v", err)
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if !res.IsError || !strings.Contains(text, `evidence[0].polarity: is "sideways"`) {
		t.Errorf("isError=%v text=%q", res.IsError, text)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "verify", Arguments: map[string]any{"claim": "c"}})
	if err != nil || res.IsError {
		t.Errorf("good call after bad one failed: %v %+v", err, res)
	}
}

func jsonEqual(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	yb, _ := json.Marshal(y)
	return string(xa) == string(yb)
}
