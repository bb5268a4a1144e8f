package server

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/tools"
)

// TestCancelledCallDoesNoWork calls each tool with a context already
// cancelled, as a client's notifications/cancelled leaves it: the call
// returns the context's error and its session is never created. Before,
// the whole call ran and extended the session for nobody.
func TestCancelledCallDoesNoWork(t *testing.T) {
	store := session.NewStore(session.MaxSessions)
	tl := tools.New(store, nil)
	a := adapterOver(tl)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	claim := `{"claim":"the cache fix works","sessionId":"cancelled"}`
	args := map[string]string{
		"ackrite": claim, "verify": claim, "prove_it": claim,
		"audit":           `{"proposal":"rewrite the cache","proposedChanges":[{"path":"cache.go","description":"d"}],"sessionId":"cancelled"}`,
		"reality_check":   `{"reasoning":"the cache is wrong","attempts":[{"approach":"a","outcome":"o"}],"sessionId":"cancelled"}`,
		"discovery_check": `{}`,
	}
	for _, def := range definitions() {
		req := &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: def.name, Arguments: json.RawMessage(args[def.name])}}
		res, err := def.handler(a)(ctx, req)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: got %v, %v; want context.Canceled", def.name, res, err)
		}
	}
	if ids := store.IDs(); len(ids) != 0 {
		t.Errorf("cancelled calls created sessions %v", ids)
	}
}

// adapterOver is the adapter of a server with one session store, tl's, and
// logs discarded: what the tests that call handlers directly need.
func adapterOver(tl *tools.Set) adapter {
	return adapter{redact: tl.Redact, log: slog.New(slog.DiscardHandler),
		tools: func(*mcp.CallToolRequest) *tools.Set { return tl }}
}
