package server

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
)

// BenchmarkServerCall measures tools/call ackrite with the SPEC §12 payload
// through the real server and stdio transport, in process over pipes: the
// server's share of a round trip, without process start-up.
func BenchmarkServerCall(b *testing.B) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = RunStdio(ctx, New(Options{}), inR, outW, nil) }()
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

func benchPayload() string {
	var ev []string
	contents := []string{
		"POST /v1/session returned 401 with code AUTH_REQUIRED and a WWW-Authenticate: Bearer header.",
		"The current client implementation does not obtain credentials before calling the session endpoint.",
		"The older application successfully signs in against the same staging environment.",
		"Changelog for v2.4 mentions deprecating API keys for the admin scope only.",
		"Integration test TestLogin fails with 401 after the client upgrade to 3.1.0.",
		"The gateway config enables OAuth2 and native password grants for the public realm.",
		"Request log shows the Authorization header missing on the failing requests.",
		"A manual curl with the same credentials returns 200 and a session cookie.",
		"I think the provider switched to OAuth only because the docs page moved.",
		"Load balancer logs show no upstream errors during the failing window.",
	}
	types := []string{"http_response", "code", "observed_behavior", "documentation", "test_result", "code", "log", "observed_behavior", "inference", "log"}
	pols := []string{"supports", "supports", "contradicts", "neutral", "supports", "contradicts", "supports", "contradicts", "supports", "neutral"}
	for i := range contents {
		ev = append(ev, fmt.Sprintf(`{"type":%q,"source":"staging run 2026-08-27 #%d","content":%q,"polarity":%q,"reliability":%.2f}`, types[i], i, contents[i], pols[i], 0.5+float64(i)/25))
	}
	return `{"name":"ackrite","arguments":{"sessionId":"bench","claim":"The API no longer supports native authentication since v2.4.","evidence":[` + strings.Join(ev, ",") + `]}}`
}
