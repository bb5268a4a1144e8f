package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"slices"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// encodedResult is a tool result whose JSON the handler already encoded:
// the same bytes go out as structuredContent and, as a string, as the
// text content. It embeds the SDK's *CallToolResult, so the SDK handles it
// as one — the session still sets its _meta and result type — and only its
// encoding differs. The SDK's own encoding marshals the result struct,
// re-compacts structuredContent, marshals and re-compacts the text content,
// then re-compacts the whole result once more: on a tools/call that was
// the largest cost in the server after JSON decoding (BenchmarkResultEncoding).
type encodedResult struct {
	*mcp.CallToolResult
	raw json.RawMessage
	// hand, when set, is the stdio transport's: MarshalJSON leaves the
	// encoded result there and gives the SDK a placeholder, which the
	// transport replaces as it writes the response (see [handoff]).
	hand *handoff
}

// MarshalJSON writes content and structuredContent from the encoded
// bytes, and every other field the SDK's way (from a copy without them);
// with a handoff, it leaves that JSON there and returns a placeholder.
func (r *encodedResult) MarshalJSON() ([]byte, error) {
	if r.hand == nil {
		return r.encode(nil)
	}
	b, err := r.encode(getBuffer())
	if err != nil {
		return nil, err
	}
	return r.hand.put(b), nil
}

// encode appends the result's JSON to dst: compact, as encoding/json
// writes it.
func (r *encodedResult) encode(dst []byte) ([]byte, error) {
	rest := *r.CallToolResult
	rest.Content, rest.StructuredContent = nil, nil
	small, err := rest.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(small, &fields); err != nil {
		return nil, err
	}
	const head, mid = `{"content":[{"type":"text","text":`, `}],"structuredContent":`
	b := slices.Grow(dst, len(head)+len(r.raw)+len(r.raw)/4+len(mid)+len(r.raw)+len(small)+64)
	b = appendQuoted(append(b, head...), r.raw)
	b = append(append(b, mid...), r.raw...)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		if k != "content" && k != "structuredContent" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		kb, _ := json.Marshal(k)
		b = append(append(append(append(b, ','), kb...), ':'), fields[k]...)
	}
	return append(b, '}'), nil
}

// appendQuoted appends text, valid UTF-8, as a JSON string. It escapes only
// what JSON requires — quote, backslash and control characters — plus
// U+2028 and U+2029 as encoding/json does, and copies the runs between
// them whole, where encoding/json's encoder goes rune by rune
// (BenchmarkResultEncoding measures it; FuzzAppendQuoted holds it to encoding/json). Invalid UTF-8 goes to encoding/json,
// which replaces it.
func appendQuoted(dst, text []byte) []byte {
	if !utf8.Valid(text) {
		var q bytes.Buffer
		enc := json.NewEncoder(&q)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(string(text)) // a string always encodes
		return append(dst, bytes.TrimSuffix(q.Bytes(), []byte("\n"))...)
	}
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(text); {
		for i < len(text) && !quoteStops[text[i]] {
			i++
		}
		if i == len(text) {
			break
		}
		c := text[i]
		switch {
		case c == '"' || c == '\\':
			dst = append(append(dst, text[start:i]...), '\\', c)
		case c < 0x20:
			dst = append(append(dst, text[start:i]...), '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		case c == 0xe2 && i+2 < len(text) && text[i+1] == 0x80 && text[i+2]&^1 == 0xa8: // U+2028, U+2029
			dst = append(append(dst, text[start:i]...), '\\', 'u', '2', '0', '2', hex[text[i+2]&0xf])
			i += 3
			start = i
			continue
		default:
			i++
			continue
		}
		i++
		start = i
	}
	return append(append(dst, text[start:]...), '"')
}

// quoteStops are the bytes appendQuoted looks at: those JSON escapes, and
// the first byte of U+2028 and U+2029.
var quoteStops = [256]bool{'"': true, '\\': true, 0xe2: true,
	0x00: true, 0x01: true, 0x02: true, 0x03: true, 0x04: true, 0x05: true, 0x06: true, 0x07: true,
	0x08: true, 0x09: true, 0x0a: true, 0x0b: true, 0x0c: true, 0x0d: true, 0x0e: true, 0x0f: true,
	0x10: true, 0x11: true, 0x12: true, 0x13: true, 0x14: true, 0x15: true, 0x16: true, 0x17: true,
	0x18: true, 0x19: true, 0x1a: true, 0x1b: true, 0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true}

// encodeOnce is a receiving middleware that hands the SDK tool results
// built by encodeResult as encodedResults. Any other result, and any result
// the SDK might treat specially (an error, input requests), passes as is.
func encodeOnce(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		hand, _ := ctx.Value(handoffKey{}).(*handoff)
		res, err := next(ctx, method, req)
		if err != nil || method != "tools/call" {
			return res, err
		}
		ctr, ok := res.(*mcp.CallToolResult)
		if !ok || ctr == nil || ctr.IsError || ctr.InputRequests != nil || ctr.RequestState != "" || len(ctr.Content) != 1 {
			return res, err
		}
		raw, ok := ctr.StructuredContent.(json.RawMessage)
		tc, ok2 := ctr.Content[0].(*mcp.TextContent)
		if !ok || !ok2 || tc.Meta != nil || tc.Annotations != nil || tc.Text != string(raw) {
			return res, err
		}
		return &encodedResult{CallToolResult: ctr, raw: raw, hand: hand}, nil
	}
}

// A handoff carries encoded tool results from encodeOnce to the stdio
// transport past the SDK, which marshals every result with encoding/json:
// that re-compacts what a MarshalJSON returns byte by byte, about 8 KB
// for the docs/rules.md §12 payload's result, a sixth of the server's CPU time on
// a call (BenchmarkServerCall), to write the same bytes. The SDK marshals
// a short placeholder instead, a JSON string with a random per-connection
// prefix and a number, and the transport writes the result in its place.
// [RunStdio] puts the transport's handoff in the context the session's
// handlers get; a result marshaled anywhere else (HTTP) is not handed off.
type handoff struct {
	prefix string // `"ackrite-result/<random>/`
	mu     sync.Mutex
	next   uint64
	held   map[uint64][]byte
}

type handoffKey struct{}

// buffers hold the encoded results and the response lines the stdio
// transport writes, ~14 KB each on the docs/rules.md §12 payload: a tools/call
// allocated both anew, a sixth of what it allocates, and so of the
// collector's work. A buffer is returned once written (an io.Writer
// keeps nothing); one grown past maxPooled is left to the collector.
var buffers = sync.Pool{New: func() any { return new([]byte) }}

const maxPooled = 256 << 10

func getBuffer() []byte { return (*buffers.Get().(*[]byte))[:0] }

func putBuffer(b []byte) {
	if cap(b) > 0 && cap(b) <= maxPooled {
		b = b[:0]
		buffers.Put(&b)
	}
}

func newHandoff() *handoff {
	return &handoff{prefix: `"ackrite-result/` + rand.Text() + "/", held: map[uint64][]byte{}}
}

// put holds an encoded result and returns its placeholder.
func (h *handoff) put(encoded []byte) []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.next++
	h.held[h.next] = encoded
	return append(strconv.AppendUint(append([]byte(nil), h.prefix...), h.next, 10), '"')
}

// take returns the encoded result a placeholder stands for, once.
func (h *handoff) take(placeholder []byte) ([]byte, bool) {
	rest, ok := bytes.CutPrefix(placeholder, []byte(h.prefix))
	if !ok || len(rest) < 2 || rest[len(rest)-1] != '"' {
		return nil, false
	}
	n, err := strconv.ParseUint(string(rest[:len(rest)-1]), 10, 64)
	if err != nil {
		return nil, false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	encoded, ok := h.held[n]
	delete(h.held, n)
	return encoded, ok
}
