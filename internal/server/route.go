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
// sessions (docs/rules.md §11).
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

// maxQuotableRequest is the largest request body the SDK may see before
// ackrite has checked that the SDK will not reject it. The SDK answers
// params it cannot decode by quoting them whole, escaped, twice — about
// four times the body — so a larger
// request is screened here first and, if the SDK would reject it, answered
// in a few bytes.
const maxQuotableRequest = 64 << 10

// screenLarge admits a request body over maxQuotableRequest only for a
// single JSON-RPC request of a method that takes large arguments (the
// largeMethods) whose params decode as the SDK decodes them (every other
// method's params are small); anything else is answered here with a short
// JSON-RPC error and HTTP 400.
func screenLarge(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Body == nil || (r.ContentLength >= 0 && r.ContentLength <= maxQuotableRequest) {
			next.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, MaxBodyBytes+1))
		r.Body = struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
		if err != nil || len(body) <= maxQuotableRequest || len(body) > MaxBodyBytes {
			next.ServeHTTP(w, r) // the SDK answers 400 or 413 without quoting
			return
		}
		var msg struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params json.RawMessage `json:"params"`
		}
		if err := json.Unmarshal(body, &msg); err != nil {
			refuse(w, nil, -32600, "a request larger than 64 KiB must be one JSON-RPC tools/call or prompts/get")
			return
		}
		decodes, ok := largeMethods[msg.Method]
		if !ok {
			refuse(w, msg.ID, -32600, "a request larger than 64 KiB must be a tools/call or prompts/get")
			return
		}
		if !decodes(msg.Params) {
			refuse(w, msg.ID, -32602, msg.Method+": params must be an object with a name and an arguments object")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// largeMethods are the methods whose arguments may be large — tool inputs
// (64 evidence items of 20,000 characters) and prompt arguments, whose
// limit errors name the argument — each with the check that its params
// decode as the SDK decodes them.
var largeMethods = map[string]func(json.RawMessage) bool{
	"tools/call": func(p json.RawMessage) bool {
		var params mcp.CallToolParamsRaw
		return json.Unmarshal(p, &params) == nil && params.Name != ""
	},
	"prompts/get": func(p json.RawMessage) bool {
		var params mcp.GetPromptParams
		return json.Unmarshal(p, &params) == nil && params.Name != ""
	},
}

// refuse answers a JSON-RPC error with HTTP 400.
func refuse(w http.ResponseWriter, id json.RawMessage, code int, message string) {
	if len(id) == 0 || len(id) > 128 || !json.Valid(id) {
		id = json.RawMessage("null")
	}
	b, _ := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}{"2.0", id, struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}{code, message}})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	_, _ = w.Write(b)
}
