package server

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// encodedResult is a tool result whose JSON the handler already encoded:
// the same bytes go out as structuredContent and, as a string, as the
// text content. It embeds the SDK's *CallToolResult, so the SDK handles it
// as one — the session still sets its _meta and result type — and only its
// encoding differs. The SDK's own encoding marshals the result struct,
// re-compacts structuredContent, marshals and re-compacts the text content,
// then re-compacts the whole result once more: on a tools/call with a
// 3 KB result that was the largest cost in the server after JSON decoding.
type encodedResult struct {
	*mcp.CallToolResult
	raw json.RawMessage
}

// MarshalJSON writes content and structuredContent from the encoded
// bytes, and every other field the SDK's way (from a copy without them).
func (r *encodedResult) MarshalJSON() ([]byte, error) {
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
	text, err := json.Marshal(string(r.raw))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Grow(2*len(r.raw) + len(small) + 64)
	b.WriteString(`{"content":[{"type":"text","text":`)
	b.Write(text)
	b.WriteString(`}],"structuredContent":`)
	b.Write(r.raw)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		if k != "content" && k != "structuredContent" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteByte(',')
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		b.Write(fields[k])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// encodeOnce is a receiving middleware that hands the SDK tool results
// built by encodeResult as encodedResults. Any other result, and any result
// the SDK might treat specially (an error, input requests), passes as is.
func encodeOnce(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
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
		return &encodedResult{CallToolResult: ctr, raw: raw}, nil
	}
}
