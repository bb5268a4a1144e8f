package server

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestEveryLimitOverTheWire sends each kind of bad input to each tool over
// the protocol: too long, too many, wrong type, unknown enum value,
// reliability outside [0,1] or not a number, invalid session id, unknown
// field. Each must be a tool error naming the field (and the limit where
// there is one), and the server must keep serving.
func TestEveryLimitOverTheWire(t *testing.T) {
	cs := connect(t)
	long := func(n int) string { return strings.Repeat("x", n) }
	items := func(n int) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = map[string]any{"content": "observed"}
		}
		return out
	}
	base := map[string]map[string]any{
		"ackrite":       {"claim": "c"},
		"verify":        {"claim": "c"},
		"prove_it":      {"claim": "c"},
		"audit":         {"proposal": "p"},
		"reality_check": {"reasoning": "r"},
	}
	with := func(tool string, k string, v any) map[string]any {
		m := map[string]any{}
		for a, b := range base[tool] {
			m[a] = b
		}
		m[k] = v
		return m
	}
	type tc struct {
		tool string
		args map[string]any
		want string
	}
	var cases []tc
	for tool := range base {
		cases = append(cases,
			tc{tool, with(tool, "evidence", items(65)), "evidence: has 65 entries; the limit is 64"},
			tc{tool, with(tool, "evidence", []any{map[string]any{"content": long(20001)}}), "evidence[0].content: is 20001 characters; the limit is 20000"},
			tc{tool, with(tool, "evidence", []any{map[string]any{"content": "x", "source": long(201)}}), "evidence[0].source: is 201 characters; the limit is 200"},
			tc{tool, with(tool, "evidence", []any{map[string]any{"content": "x", "type": "hunch"}}), `evidence[0].type: is "hunch"; it must be one of`},
			tc{tool, with(tool, "evidence", []any{map[string]any{"content": "x", "polarity": "up"}}), `evidence[0].polarity: is "up"; it must be one of`},
			tc{tool, with(tool, "evidence", []any{map[string]any{"content": "x", "reliability": 1.01}}), "evidence[0].reliability: is 1.01; it must be a number between 0 and 1"},
			tc{tool, with(tool, "evidence", []any{map[string]any{"content": "x", "reliability": -1}}), "evidence[0].reliability: is -1"},
			tc{tool, with(tool, "evidence", []any{map[string]any{"content": "x", "reliability": "high"}}), "evidence[0].reliability: got a JSON string; expected a number"},
			tc{tool, with(tool, "evidence", []any{map[string]any{}}), "evidence[0].content: is required"},
			tc{tool, with(tool, "evidence", "all of it"), "evidence: got a JSON string; expected an array"},
			tc{tool, with(tool, "sessionId", "no spaces allowed"), "sessionId: has ' ' at position 2"},
			tc{tool, with(tool, "sessionId", long(129)), "sessionId: is 129 characters; the limit is 128"},
			tc{tool, with(tool, "sessionId", 7), "sessionId: got a JSON number; expected a string"},
			tc{tool, with(tool, "context", long(16001)), "context: is 16001 characters; the limit is 16000"},
			tc{tool, with(tool, "surprise", true), "surprise: is not a known field"},
		)
	}
	for _, tool := range []string{"ackrite", "verify", "prove_it"} {
		cases = append(cases,
			tc{tool, map[string]any{}, "claim: is required (1–4000 characters)"},
			tc{tool, with(tool, "claim", long(4001)), "claim: is 4001 characters; the limit is 4000"},
			tc{tool, with(tool, "claim", 3), "claim: got a JSON number; expected a string"},
		)
	}
	for _, tool := range []string{"verify", "prove_it"} {
		cases = append(cases,
			tc{tool, with(tool, "expectedBehavior", long(4001)), "expectedBehavior: is 4001 characters; the limit is 4000"},
			tc{tool, with(tool, "observedBehavior", long(4001)), "observedBehavior: is 4001 characters; the limit is 4000"},
		)
	}
	cases = append(cases,
		tc{"prove_it", with("prove_it", "scope", "astrology"), `scope: is "astrology"; it must be one of api, auth`},
		tc{"audit", map[string]any{}, "proposal: is required (1–8000 characters)"},
		tc{"audit", with("audit", "proposal", long(8001)), "proposal: is 8001 characters; the limit is 8000"},
		tc{"audit", with("audit", "reportedProblem", long(4001)), "reportedProblem: is 4001 characters; the limit is 4000"},
		tc{"audit", with("audit", "testPlan", long(4001)), "testPlan: is 4001 characters; the limit is 4000"},
		tc{"audit", with("audit", "proposedChanges", make([]any, 129)), "proposedChanges: has 129 entries; the limit is 128"},
		tc{"audit", with("audit", "proposedChanges", []any{map[string]any{"path": long(1025)}}), "proposedChanges[0].path: is 1025 characters; the limit is 1024"},
		tc{"audit", with("audit", "proposedChanges", []any{map[string]any{"path": "a", "description": long(2001)}}), "proposedChanges[0].description: is 2001 characters; the limit is 2000"},
		tc{"audit", with("audit", "proposedChanges", []any{map[string]any{"description": "no path"}}), "proposedChanges[0].path: is required"},
		tc{"reality_check", with("reality_check", "reasoning", long(8001)), "reasoning: is 8001 characters; the limit is 8000"},
		tc{"reality_check", with("reality_check", "attempts", make([]any, 65)), "attempts: has 65 entries; the limit is 64"},
		tc{"reality_check", with("reality_check", "attempts", []any{map[string]any{"approach": long(2001)}}), "attempts[0].approach: is 2001 characters; the limit is 2000"},
		tc{"reality_check", with("reality_check", "attempts", []any{map[string]any{"approach": "a", "outcome": long(2001)}}), "attempts[0].outcome: is 2001 characters; the limit is 2000"},
		tc{"reality_check", with("reality_check", "attempts", []any{map[string]any{"approach": "a", "succeeded": "yes"}}), "attempts[0].succeeded: got a JSON string; expected a boolean"},
		tc{"discovery_check", map[string]any{"pages": []any{map[string]any{"cursor": 1}}}, "pages[0].cursor: got a JSON number; expected a string"},
		tc{"discovery_check", map[string]any{"ttlMs": -5}, "ttlMs: is -5; it must be 0 or more"},
		tc{"discovery_check", map[string]any{"refreshPolicy": map[string]any{"trigger": "hourly"}}, `refreshPolicy.trigger: is "hourly"`},
		tc{"discovery_check", map[string]any{"discoveryStartedAt": "noon"}, `discoveryStartedAt: is "noon"; want an RFC 3339 time`},
		tc{"discovery_check", map[string]any{"clientDigest": "md5:abc"}, "clientDigest: is \"md5:abc\""},
	)
	ctx := context.Background()
	for _, c := range cases {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: c.tool, Arguments: c.args})
		if err != nil {
			t.Errorf("%s %q: protocol error %v", c.tool, c.want, err)
			continue
		}
		text := res.Content[0].(*mcp.TextContent).Text
		if !res.IsError || !strings.Contains(text, c.want) {
			t.Errorf("%s: isError=%v %q\n  want it to contain %q", c.tool, res.IsError, text, c.want)
		}
	}
	// Still serving.
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ackrite", Arguments: map[string]any{"claim": "still serving"}})
	if err != nil || res.IsError {
		t.Fatalf("server stopped serving: %v %+v", err, res)
	}
	t.Logf("%d bad inputs rejected with the field named", len(cases))
}
