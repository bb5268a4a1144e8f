package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"

	"github.com/ackrite/ackrite/internal/benchpayload"
	"github.com/ackrite/ackrite/internal/redact"
)

// BenchmarkServerCall measures tools/call ackrite with the docs/rules.md §12 payload
// through the real server and stdio transport, in process over pipes: the
// server's share of a round trip, without process start-up.
func BenchmarkServerCall(b *testing.B) {
	serverCall(b, func(ctx context.Context, in io.Reader, out io.Writer) {
		_ = RunStdio(ctx, New(Options{}), in, out, nil)
	})
}

// BenchmarkServerCallSDKMarshal is BenchmarkServerCall with the transport
// alone, without RunStdio's handoff: the SDK marshals each encoded result
// (encoding/json re-compacts its 8 KB) — the cost the handoff saves.
func BenchmarkServerCallSDKMarshal(b *testing.B) {
	serverCall(b, func(ctx context.Context, in io.Reader, out io.Writer) {
		_ = New(Options{}).Run(ctx, &StdioTransport{In: in, Out: out})
	})
}

func serverCall(b *testing.B, run func(ctx context.Context, in io.Reader, out io.Writer)) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go run(ctx, inR, outW)
	out := bufio.NewReaderSize(outR, 1<<20)
	id := 0
	call := func(method, params string) string {
		id++
		fmt.Fprintf(inW, `{"jsonrpc":"2.0","id":%d,"method":%q,"params":%s}`+"\n", id, method, params)
		line, err := out.ReadString('\n')
		if err != nil {
			b.Fatal(err)
		}
		return line
	}
	call("initialize", `{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"b","version":"1"}}`)
	fmt.Fprintln(inW, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	payload := benchPayload()
	for range 100 {
		call("tools/call", payload)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if resp := call("tools/call", payload); !strings.Contains(resp, `"status"`) {
			b.Fatalf("bad response %.200s", resp)
		}
	}
}

func benchPayload() string { return benchpayload.Params("bench") }

// BenchmarkEncodeResponse measures what the stdio transport adds to writing
// the docs/rules.md §12 payload's result: the response line around the SDK's bytes,
// with and without redacting the whole message (docs/rules.md §8: every message).
func BenchmarkEncodeResponse(b *testing.B) {
	res := &encodedResult{CallToolResult: typicalResult(b)}
	res.raw = res.StructuredContent.(json.RawMessage)
	result, err := res.MarshalJSON()
	if err != nil {
		b.Fatal(err)
	}
	resp := &jsonrpc.Response{ID: mustID(b, 7), Result: result}
	b.Run("redacted", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(result)))
		for b.Loop() {
			if _, err := encodeMessage(resp, nil, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("redaction-only", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(result)))
		for b.Loop() {
			redact.JSON(result)
		}
	})
}

func mustID(b *testing.B, n int) jsonrpc.ID {
	id, err := jsonrpc.MakeID(float64(n))
	if err != nil {
		b.Fatal(err)
	}
	return id
}
