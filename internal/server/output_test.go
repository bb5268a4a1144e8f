package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// outputCalls are calls beyond the case corpus: the least each tool
// accepts, where every list of the result is empty.
var outputCalls = []corpusCall{
	{Tool: "ackrite", Arguments: json.RawMessage(`{"claim":"The cache is warm."}`)},
	{Tool: "verify", Arguments: json.RawMessage(`{"claim":"The cache is warm."}`)},
	{Tool: "audit", Arguments: json.RawMessage(`{"proposal":"Fix a typo in a comment."}`)},
	{Tool: "reality_check", Arguments: json.RawMessage(`{}`)},
	{Tool: "prove_it", Arguments: json.RawMessage(`{"claim":"The cache is warm."}`)},
	{Tool: "prove_it", Arguments: json.RawMessage(`{"claim":"The query is fast.","evidence":[{"type":"test_result","content":"ok  pkg/db  0.2s","reliability":0.9}]}`)},
	// A strategy repeated only in earlier calls: its group holds none of
	// this call's attempts.
	{Tool: "reality_check", Arguments: json.RawMessage(`{"sessionId":"output-schema","attempts":[{"approach":"Restart the worker","outcome":"Failed with timeout."},{"approach":"Restart the worker","outcome":"Failed with timeout again."},{"approach":"Restart the worker","outcome":"Failed with the same timeout."}]}`)},
	{Tool: "reality_check", Arguments: json.RawMessage(`{"sessionId":"output-schema","reasoning":"Maybe the queue is full."}`)},
}

// TestResultsMatchPublishedOutputSchemas runs every call of the case
// corpus, the discovery fixtures and outputCalls through the handlers the
// server registers, validates each structuredContent against the tool's
// published output schema, and fails on any null where the schema's type
// is not null: the output schemas publish plain types (an optional list is
// "array", not ["null","array"]), which is only true if the server writes
// [] or leaves the field out, never null.
func TestResultsMatchPublishedOutputSchemas(t *testing.T) {
	schemas := map[string]*jsonschema.Resolved{}
	for _, tool := range Tools() {
		var s jsonschema.Schema
		if err := json.Unmarshal(tool.OutputSchema.(json.RawMessage), &s); err != nil {
			t.Fatalf("%s: %v", tool.Name, err)
		}
		r, err := s.Resolve(nil)
		if err != nil {
			t.Fatalf("%s: %v", tool.Name, err)
		}
		schemas[tool.Name] = r
	}
	calls := append([]corpusCall{}, outputCalls...)
	err := filepath.WalkDir(casesDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var list []corpusCase
		if err := json.Unmarshal(b, &list); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		for _, c := range list {
			calls = append(calls, c.Calls...)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	records, err := filepath.Glob("../../testdata/discovery/*.json")
	if err != nil || len(records) == 0 {
		t.Fatalf("no discovery fixtures: %v", err)
	}
	for _, p := range records {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		calls = append(calls, corpusCall{Tool: "discovery_check", Arguments: b})
	}
	perTool := map[string]int{}
	handlers := caseHandlers()
	for i, call := range calls {
		args, err := substitute(call.Arguments)
		if err != nil {
			t.Fatalf("call %d (%s): %v", i, call.Tool, err)
		}
		res, err := handlers[call.Tool](context.Background(), &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: call.Tool, Arguments: args}})
		if err != nil {
			t.Fatalf("call %d (%s): %v", i, call.Tool, err)
		}
		if res.IsError {
			continue // a refused call has no structuredContent
		}
		var v any
		if err := json.Unmarshal(res.StructuredContent.(json.RawMessage), &v); err != nil {
			t.Fatalf("call %d (%s): %v", i, call.Tool, err)
		}
		perTool[call.Tool]++
		if err := schemas[call.Tool].Validate(v); err != nil {
			t.Errorf("call %d (%s): structuredContent does not conform to the published output schema: %v", i, call.Tool, err)
		}
		for _, p := range nulls(call.Tool, schemas[call.Tool].Schema(), v) {
			t.Errorf("call %d (%s): %s is null, and the published output schema does not allow null", i, call.Tool, p)
		}
	}
	names := make([]string, 0, len(perTool))
	for n := range perTool {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, d := range definitions() {
		if perTool[d.name] == 0 {
			t.Errorf("no call of %s produced a result to check", d.name)
		}
	}
	t.Logf("results checked per tool: %v", perTool)
}

// nulls returns the paths in v where a value is null and the schema's type
// does not admit null.
func nulls(path string, s *jsonschema.Schema, v any) []string {
	if s == nil {
		return nil
	}
	switch x := v.(type) {
	case nil:
		if s.Type != "null" && !contains(s.Types, "null") {
			return []string{path}
		}
	case map[string]any:
		var out []string
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sub := s.Properties[k]
			if sub == nil {
				sub = s.AdditionalProperties
			}
			out = append(out, nulls(path+"."+k, sub, x[k])...)
		}
		return out
	case []any:
		var out []string
		for i, e := range x {
			out = append(out, nulls(fmt.Sprintf("%s[%d]", path, i), s.Items, e)...)
		}
		return out
	}
	return nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
