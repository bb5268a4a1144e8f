package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"
)

// rawClient drives a stdio MCP server with raw JSON-RPC lines, so that the
// measurement holds the server's cost and the pipe, not a client SDK's.
type rawClient struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	id  int
}

func startRaw(tb testing.TB, args ...string) *rawClient {
	tb.Helper()
	cmd := exec.Command(binary, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	return &rawClient{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}
}

// roundTrip sends one request and reads lines until its response.
func (c *rawClient) roundTrip(tb testing.TB, method, params string) string {
	return c.roundTripInto(tb, nil, method, params)
}

// roundTripInto is roundTrip that also copies every byte read into wire.
func (c *rawClient) roundTripInto(tb testing.TB, wire *strings.Builder, method, params string) string {
	c.id++
	fmt.Fprintf(c.in, `{"jsonrpc":"2.0","id":%d,"method":%q,"params":%s}`+"\n", c.id, method, params)
	want := fmt.Sprintf(`"id":%d`, c.id)
	for {
		line, err := c.out.ReadString('\n')
		if err != nil {
			tb.Fatalf("reading response to %s: %v", method, err)
		}
		if wire != nil {
			wire.WriteString(line)
		}
		if strings.Contains(line, want) {
			return line
		}
	}
}

func (c *rawClient) initialize(tb testing.TB) {
	c.roundTrip(tb, "initialize", `{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}`)
	fmt.Fprintln(c.in, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
}

func (c *rawClient) close() {
	c.in.Close()
	_ = c.cmd.Wait()
}

// benchPayload is tools/call ackrite with 10 evidence items (~1.5 KB), the
// payload of SPEC §12.
func benchPayload() string {
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
	ev := make([]map[string]any, 10)
	for i := range ev {
		ev[i] = map[string]any{"type": types[i], "source": fmt.Sprintf("staging run 2026-08-27 #%d", i), "content": contents[i], "polarity": pols[i], "reliability": 0.5 + float64(i)/25}
	}
	b, _ := json.Marshal(map[string]any{"name": "ackrite", "arguments": map[string]any{
		"sessionId": "bench", "claim": "The API no longer supports native authentication since v2.4.", "evidence": ev}})
	return string(b)
}

// BenchmarkStdioStartup measures start → initialize → tools/list of the
// real binary over stdio.
func BenchmarkStdioStartup(b *testing.B) {
	var samples []time.Duration
	for b.Loop() {
		start := time.Now()
		c := startRaw(b, "serve", "--log-level", "error")
		c.initialize(b)
		c.roundTrip(b, "tools/list", `{}`)
		samples = append(samples, time.Since(start))
		c.close()
	}
	reportQuantiles(b, samples, "ms", time.Millisecond)
}

// BenchmarkStdioCall measures tools/call ackrite round trips with 10
// evidence items on one stdio session of the real binary.
func BenchmarkStdioCall(b *testing.B) {
	c := startRaw(b, "serve", "--log-level", "error")
	defer c.close()
	c.initialize(b)
	payload := benchPayload()
	for range 200 { // warm up
		c.roundTrip(b, "tools/call", payload)
	}
	samples := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for b.Loop() {
		start := time.Now()
		resp := c.roundTrip(b, "tools/call", payload)
		samples = append(samples, time.Since(start))
		if strings.Contains(resp, `"isError":true`) {
			b.Fatalf("tool error: %s", resp)
		}
	}
	reportQuantiles(b, samples, "µs", time.Microsecond)
}

func reportQuantiles(b *testing.B, samples []time.Duration, unit string, scale time.Duration) {
	if len(samples) == 0 {
		return
	}
	slices.Sort(samples)
	q := func(p float64) float64 {
		return float64(samples[int(p*float64(len(samples)-1))]) / float64(scale)
	}
	b.ReportMetric(q(0.50), "p50-"+unit)
	b.ReportMetric(q(0.90), "p90-"+unit)
	b.ReportMetric(q(0.99), "p99-"+unit)
}
