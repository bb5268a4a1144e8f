package server

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
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
	var b bytes.Buffer
	b.Grow(2*len(r.raw) + len(small) + 64)
	b.WriteString(`{"content":[{"type":"text","text":`)
	b.Write(appendQuoted(b.AvailableBuffer(), r.raw))
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
