package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestEveryProtocolVersionOverHTTP connects the go-sdk client at every
// protocol version the binary lists (ackrite version prints the same list)
// and lists and calls tools: clients older than 2026-07-28 get an MCP
// session, 2026-07-28 clients are served statelessly, and list results carry
// the caching hints.
func TestEveryProtocolVersionOverHTTP(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	for _, version := range mcp.SupportedProtocolVersions() {
		t.Run(version, func(t *testing.T) {
			ctx := context.Background()
			cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(ctx,
				&mcp.StreamableClientTransport{Endpoint: base + "/mcp", DisableStandaloneSSE: true},
				&mcp.ClientSessionOptions{ProtocolVersion: version})
			if err != nil {
				t.Fatalf("connect at %s: %v", version, err)
			}
			defer cs.Close()
			if got := cs.InitializeResult().ProtocolVersion; got != version {
				t.Errorf("negotiated %s, want %s", got, version)
			}
			if hasSession := cs.ID() != ""; hasSession != (version < statelessVersion) {
				t.Errorf("MCP session id %q at %s: want one exactly for versions before %s", cs.ID(), version, statelessVersion)
			}
			list, err := cs.ListTools(ctx, nil)
			if err != nil {
				t.Fatalf("tools/list: %v", err)
			}
			if len(list.Tools) != len(Tools()) {
				t.Errorf("tools/list: %d tools, want %d", len(list.Tools), len(Tools()))
			}
			if version >= statelessVersion && (list.TTLMs != int(ListTTL.Milliseconds()) || list.CacheScope != "public") {
				t.Errorf("tools/list caching hints: ttlMs %d cacheScope %q", list.TTLMs, list.CacheScope)
			}
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ackrite", Arguments: map[string]any{"claim": "the build passes"}})
			if err != nil || res.IsError {
				t.Fatalf("tools/call: %v %+v", err, res)
			}
		})
	}
}

// TestRaw20260728Request sends what a 2026-07-28 client sends — no
// initialize, the version in a header and in _meta — for server/discover,
// tools/list and tools/call, and checks the answers and that no MCP session
// is created.
func TestRaw20260728Request(t *testing.T) {
	srv := New(Options{})
	base, _, _ := startHTTP(t, srv, HTTPOptions{})
	meta := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"raw","version":"1"}}`
	for _, tc := range []struct {
		name, body string
		header     map[string]string
		want       string // a fragment of the result
	}{
		{"discover", `{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{` + meta + `}}`, map[string]string{"Mcp-Method": "server/discover"}, `"supportedVersions"`},
		{"tools/list", `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{` + meta + `}}`, map[string]string{"Mcp-Method": "tools/list"}, `"ttlMs":3600000`},
		{"tools/call", `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"it works"},` + meta + `}}`,
			map[string]string{"Mcp-Method": "tools/call", "Mcp-Name": "ackrite"}, `UNVERIFIED`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			header := map[string]string{"Mcp-Protocol-Version": "2026-07-28"}
			for k, v := range tc.header {
				header[k] = v
			}
			resp := post(t, base+"/mcp", tc.body, header)
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), tc.want) || strings.Contains(string(body), `"error"`) {
				t.Errorf("status %d, body %s; want 200 with %s", resp.StatusCode, body, tc.want)
			}
			if sid := resp.Header.Get("Mcp-Session-Id"); sid != "" {
				t.Errorf("2026-07-28 request got an MCP session %q", sid)
			}
		})
	}
	if n := countSessions(srv); n != 0 {
		t.Errorf("%d MCP sessions live after stateless requests, want 0", n)
	}
}

// TestUnsupportedVersionIsProtocolError sends a 2026-07-28-style request
// at a version the server does not speak: the answer is the protocol's
// UnsupportedProtocolVersion error naming what is supported.
func TestUnsupportedVersionIsProtocolError(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	body := `{"jsonrpc":"2.0","id":7,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"v999","io.modelcontextprotocol/clientCapabilities":{}}}}`
	resp := post(t, base+"/mcp", body, map[string]string{"Mcp-Protocol-Version": "v999", "Mcp-Method": "server/discover"})
	var got struct {
		ID    int
		Error struct {
			Code int
			Data struct {
				Supported []string
				Requested string
			}
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&got); err != nil {
		t.Fatalf("status %d: %v", resp.StatusCode, err)
	}
	if resp.StatusCode != http.StatusBadRequest || got.ID != 7 || got.Error.Code != mcp.CodeUnsupportedProtocolVersion || got.Error.Data.Requested != "v999" || len(got.Error.Data.Supported) == 0 {
		t.Errorf("status %d, answer %+v", resp.StatusCode, got)
	}
}

func TestSessionlessRouting(t *testing.T) {
	meta := `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}`
	for _, tc := range []struct {
		name    string
		method  string
		header  map[string]string
		body    string
		want    bool
		comment string
	}{
		{"new header", "POST", map[string]string{"Mcp-Protocol-Version": "2026-07-28"}, initBody, true, ""},
		{"old header", "POST", map[string]string{"Mcp-Protocol-Version": "2025-11-25"}, meta, false, "the header decides when present"},
		{"initialize", "POST", nil, initBody, false, ""},
		{"meta without header", "POST", nil, meta, true, "the stateless handler answers the header mismatch"},
		{"discover", "POST", nil, `{"jsonrpc":"2.0","id":1,"method":"server/discover"}`, true, ""},
		{"session", "POST", map[string]string{"Mcp-Session-Id": "abc"}, meta, false, ""},
		{"batch", "POST", nil, `[` + meta + `]`, false, ""},
		{"malformed", "POST", nil, `{`, false, ""},
		{"get", "GET", nil, "", false, ""},
		{"get new", "GET", map[string]string{"Mcp-Protocol-Version": "2026-07-28"}, "", true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, _ := http.NewRequest(tc.method, "http://127.0.0.1/mcp", strings.NewReader(tc.body))
			for k, v := range tc.header {
				r.Header.Set(k, v)
			}
			if got := sessionless(r); got != tc.want {
				t.Errorf("sessionless = %v, want %v %s", got, tc.want, tc.comment)
			}
			rest, _ := io.ReadAll(r.Body)
			if diff := cmp.Diff(tc.body, string(rest)); diff != "" {
				t.Errorf("body not handed on unchanged (-want +got):\n%s", diff)
			}
		})
	}
}

func countSessions(srv *mcp.Server) int {
	n := 0
	for range srv.Sessions() {
		n++
	}
	return n
}
