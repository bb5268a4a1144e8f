package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// statelessVersion is the first protocol version without sessions: its
// requests carry the protocol version, client capabilities and client info
// in _meta, and there is no initialize (SEP-2575). go-sdk v1.8.0 serves it
// only from a handler with StreamableHTTPOptions.Stateless set.
const statelessVersion = "2026-07-28"

// metaProtocolVersion is the _meta key a 2026-07-28 request names its
// protocol version with.
const metaProtocolVersion = mcp.MetaKeyProtocolVersion

// protocolRouter sends each request to the SDK handler that speaks its
// protocol: 2026-07-28 and later to the stateless one, everything older to
// the stateful one, so that clients of 2025-11-25 and earlier keep their
// sessions (SPEC §11).
type protocolRouter struct {
	stateful, stateless http.Handler
}

func (p protocolRouter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if sessionless(r) {
		p.stateless.ServeHTTP(w, r)
		return
	}
	p.stateful.ServeHTTP(w, r)
}

// sessionless reports whether r follows the 2026-07-28 protocol: its
// MCP-Protocol-Version header says so, or — for a POST that names no MCP
// session, where the header may be missing or wrong — its body carries the
// _meta protocol version or calls server/discover. The stateless handler then
// validates the header against _meta and answers mismatches with the
// protocol's own errors. The body is read at most once here (bounded by
// MaxBodyBytes) and handed on unchanged.
func sessionless(r *http.Request) bool {
	if v := r.Header.Get("Mcp-Protocol-Version"); v != "" {
		return v >= statelessVersion
	}
	if r.Method != http.MethodPost || r.Header.Get("Mcp-Session-Id") != "" || r.Body == nil {
		return false
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, MaxBodyBytes+1))
	r.Body = struct {
		io.Reader
		io.Closer
	}{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
	if err != nil || len(body) > MaxBodyBytes {
		return false // the stateful handler answers 400 or 413
	}
	return peekNewProtocol(body)
}

// peekNewProtocol reports whether a single JSON-RPC message asks for
// server/discover or carries the 2026-07-28 _meta protocol version. A batch
// or malformed body is left to the stateful handler, which refuses it.
func peekNewProtocol(body []byte) bool {
	var msg struct {
		Method string `json:"method"`
		Params struct {
			Meta map[string]json.RawMessage `json:"_meta"`
		} `json:"params"`
	}
	if err := json.Unmarshal(body, &msg); err != nil {
		return false
	}
	_, meta := msg.Params.Meta[metaProtocolVersion]
	return meta || msg.Method == "server/discover"
}
