package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/benchpayload"
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

// benchPayload is tools/call ackrite with the docs/rules.md §12 payload.
func benchPayload() string { return benchpayload.Params("bench") }

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
