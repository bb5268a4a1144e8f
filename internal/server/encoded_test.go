package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/testkit"
	"github.com/ackrite/ackrite/internal/tools"
)

// typicalResult is the ackrite tool's result for the docs/rules.md §12 payload, as
// the handler returns it to the SDK.
func typicalResult(t testing.TB) *mcp.CallToolResult {
	var in tools.ClaimInput
	var p struct {
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal([]byte(benchPayload()), &p); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(p.Arguments, &in); err != nil {
		t.Fatal(err)
	}
	out, err := tools.New(session.NewStore(1), nil).Ackrite(context.Background(), &in)
	if err != nil {
		t.Fatal(err)
	}
	res, err := encodeResult("ackrite", out)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestEncodedResultIsTheSDKEncoding checks that the fast encoding gives the
// same JSON value as the SDK's, with and without the _meta and result type
// the session adds.
func TestEncodedResultIsTheSDKEncoding(t *testing.T) {
	for _, meta := range []mcp.Meta{nil, {"io.modelcontextprotocol/serverInfo": map[string]any{"name": "ackrite", "version": "dev"}}} {
		ctr := typicalResult(t)
		ctr.Meta = meta
		wrapped, err := encodeOnce(func(context.Context, string, mcp.Request) (mcp.Result, error) { return ctr, nil })(context.Background(), "tools/call", nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := wrapped.(*encodedResult); !ok {
			t.Fatalf("result not wrapped: %T", wrapped)
		}
		fast, err := json.Marshal(wrapped)
		if err != nil {
			t.Fatal(err)
		}
		slow, err := json.Marshal(ctr)
		if err != nil {
			t.Fatal(err)
		}
		var a, b any
		_ = json.Unmarshal(fast, &a)
		_ = json.Unmarshal(slow, &b)
		if diff := cmp.Diff(b, a); diff != "" {
			t.Errorf("encodings differ (-sdk +fast):\n%s", diff)
		}
	}
	// Results the SDK may treat specially pass through unwrapped.
	for name, r := range map[string]*mcp.CallToolResult{
		"error":      {IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "bad"}}},
		"no content": {},
		"mismatch":   {Content: []mcp.Content{&mcp.TextContent{Text: "{}"}}, StructuredContent: json.RawMessage(`{"a":1}`)},
	} {
		got, _ := encodeOnce(func(context.Context, string, mcp.Request) (mcp.Result, error) { return r, nil })(context.Background(), "tools/call", nil)
		if _, wrapped := got.(*encodedResult); wrapped {
			t.Errorf("%s result was wrapped", name)
		}
	}
}

func BenchmarkResultEncoding(b *testing.B) {
	ctr := typicalResult(b)
	wrapped := &encodedResult{CallToolResult: ctr, raw: ctr.StructuredContent.(json.RawMessage)}
	b.Run("sdk", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(ctr); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoded-once", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(wrapped); err != nil {
				b.Fatal(err)
			}
		}
	})
	// What RunStdio's transport pays: the encoding alone, handed off
	// past encoding/json's re-compaction of it.
	b.Run("handed-off", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := wrapped.encode(nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// FuzzAppendQuoted checks the text content's string encoder: valid JSON
// that decodes to the input, byte for byte what encoding/json writes
// (without HTML escaping) when there is no control character to spell
// differently.
func FuzzAppendQuoted(f *testing.F) {
	f.Add([]byte(typicalResult(f).StructuredContent.(json.RawMessage)))
	for _, s := range []string{"", `"`, `\`, "a\nb\tc\x00\x1f", "\u2028 \u2029 \u2027 \u202a", "é😀<>&", "\xff\xfe", "\xe2\x80", "\xe2"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		got := appendQuoted(nil, text)
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("appendQuoted(%q) = %s: not a JSON string: %v", text, got, err)
		}
		var ref bytes.Buffer
		enc := json.NewEncoder(&ref)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(string(text))
		want := bytes.TrimSuffix(ref.Bytes(), []byte("\n"))
		var wantBack string
		_ = json.Unmarshal(want, &wantBack)
		if back != wantBack {
			t.Fatalf("appendQuoted(%q) decodes to %q; encoding/json's to %q", text, back, wantBack)
		}
		if !bytes.ContainsFunc(text, func(r rune) bool { return r < 0x20 }) && !bytes.Equal(got, want) {
			t.Fatalf("appendQuoted(%q) = %s; encoding/json writes %s", text, got, want)
		}
	})
}

// TestHandoffWritesTheSDKBytes runs the same session through RunStdio,
// whose transport writes handed-off results, and through the transport
// alone, where the SDK marshals them: every line must be byte-identical,
// and no placeholder may leave.
func TestHandoffWritesTheSDKBytes(t *testing.T) {
	// One call of each tool kind: calls in one session read what the
	// session recorded before them, in whichever order they ran.
	input := initLines + fmt.Sprintf(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":%s}`+"\n", benchPayload()) +
		`{"jsonrpc":"2.0","id":2,"method":"tools/list"}` + "\n" +
		`{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":""}}}` + "\n"
	run := func(direct bool) string {
		var out testkit.SyncBuffer
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		var err error
		if direct {
			err = New(Options{}).Run(ctx, &StdioTransport{In: strings.NewReader(input), Out: &out})
		} else {
			err = RunStdio(ctx, New(Options{}), strings.NewReader(input), &out, nil)
		}
		if err != nil && !errors.Is(err, io.EOF) {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		slices.Sort(lines) // calls may be answered in any order
		return strings.Join(lines, "\n")
	}
	handed, marshaled := run(false), run(true)
	if diff := cmp.Diff(marshaled, handed); diff != "" {
		t.Errorf("responses differ (-SDK marshaled +handed off):\n%s", diff)
	}
	if strings.Contains(handed, "ackrite-result/") || strings.Count(handed, `"structuredContent"`) != 1 {
		t.Errorf("want a result and no placeholder:\n%.600s", handed)
	}
}

// TestHandoffTake: a placeholder gives its result once; another prefix, an
// unknown number or a malformed one gives nothing.
func TestHandoffTake(t *testing.T) {
	h, other := newHandoff(), newHandoff()
	p := h.put([]byte(`{"a":1}`))
	if !json.Valid(p) {
		t.Fatalf("placeholder %s is not JSON", p)
	}
	for name, placeholder := range map[string][]byte{
		"other prefix":   other.put([]byte(`{}`)),
		"unknown number": append(bytes.TrimSuffix(slices.Clone(p), []byte(`"`)), `9"`...),
		"no number":      []byte(h.prefix + `"`),
		"not closed":     bytes.TrimSuffix(p, []byte(`"`)),
		"a result":       []byte(`{"content":[]}`),
	} {
		if got, ok := h.take(placeholder); ok {
			t.Errorf("%s: took %s", name, got)
		}
	}
	if got, ok := h.take(p); !ok || string(got) != `{"a":1}` {
		t.Errorf("take(%s) = %s, %v", p, got, ok)
	}
	if _, ok := h.take(p); ok {
		t.Error("a placeholder was taken twice")
	}
}
