// Command driver measures MCP stdio servers with raw JSON-RPC, for
// scripts/bench: start → initialize → tools/list, and tools/call round trips
// with the docs/rules.md §12 payload (10 evidence items, about 1.5 KB) on one
// session. With -soak it makes many calls rotating over many session ids
// and reports resident memory along the way.
//
//	driver -server ackrite=./ackrite,serve -server go-floor=./go-floor [-runs 7] [-calls 3000]
//	driver -soak 100000 -sessions 1000 -server ackrite=./ackrite,serve
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ackrite/ackrite/internal/benchpayload"
)

type servers []string

func (s *servers) String() string     { return strings.Join(*s, " ") }
func (s *servers) Set(v string) error { *s = append(*s, v); return nil }

// Result is one server's figures.
type Result struct {
	Name       string  `json:"name"`
	StartupMs  float64 `json:"startupMedianMs"`
	StartupRun int     `json:"startupRuns"`
	Calls      int     `json:"calls"`
	P50us      float64 `json:"p50us"`
	P90us      float64 `json:"p90us"`
	P99us      float64 `json:"p99us"`
	// Soak figures.
	SoakCalls    int       `json:"soakCalls,omitempty"`
	RSSQuarterMB []float64 `json:"rssQuarterMB,omitempty"`
	SoakSeconds  float64   `json:"soakSeconds,omitempty"`
}

func main() {
	var list servers
	flag.Var(&list, "server", "name=command,arg,... (repeatable)")
	runs := flag.Int("runs", 7, "start-up runs per server")
	calls := flag.Int("calls", 3000, "tools/call round trips per server")
	warm := flag.Int("warmup", 300, "calls before measuring")
	soak := flag.Int("soak", 0, "soak: this many calls rotating over -sessions ids, with resident memory at each quarter")
	sessions := flag.Int("sessions", 1000, "session ids to rotate over in -soak")
	asJSON := flag.Bool("json", false, "print JSON")
	flag.Parse()
	var results []Result
	for _, spec := range list {
		name, cmdline, ok := strings.Cut(spec, "=")
		if !ok {
			fatal("bad -server %q", spec)
		}
		argv := strings.Split(cmdline, ",")
		r := Result{Name: name}
		if *soak > 0 {
			r.SoakCalls = *soak
			r.RSSQuarterMB, r.SoakSeconds = soakRun(argv, *soak, *sessions)
		} else {
			r.StartupMs, r.StartupRun = startup(argv, *runs)
			r.Calls = *calls
			r.P50us, r.P90us, r.P99us = callLatency(argv, *warm, *calls)
		}
		results = append(results, r)
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(results)
		return
	}
	for _, r := range results {
		if r.SoakCalls > 0 {
			fmt.Printf("%-12s soak %d calls over %d session ids in %.1fs, resident memory at each quarter: %s MB\n", r.Name, r.SoakCalls, *sessions, r.SoakSeconds, fmtList(r.RSSQuarterMB))
			continue
		}
		fmt.Printf("%-12s start-up %6.1f ms (median of %d)   tools/call p50 %5.0f µs  p90 %5.0f µs  p99 %5.0f µs  (%d calls)\n",
			r.Name, r.StartupMs, r.StartupRun, r.P50us, r.P90us, r.P99us, r.Calls)
	}
	ratios(results)
}

func fmtList(xs []float64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprintf("%.1f", x)
	}
	return strings.Join(s, ", ")
}

// ratios compares ackrite with the floors in the same run (docs/rules.md §12
// budgets): start-up ≤ 1.5× the bare go-sdk server, p50 at or below the
// Node floor, p99 ≤ 1 ms.
func ratios(results []Result) {
	by := map[string]Result{}
	for _, r := range results {
		by[r.Name] = r
	}
	a, ok := by["ackrite"]
	if !ok || a.Calls == 0 {
		return
	}
	verdict := func(ok bool) string {
		if ok {
			return "within budget"
		}
		return "OVER budget"
	}
	fmt.Println()
	if g, ok := by["go-typed"]; ok {
		r := a.StartupMs / g.StartupMs
		fmt.Printf("start-up   ackrite / go-sdk typed floor    = %.2f×  (budget ≤ 1.5×: %s)\n", r, verdict(r <= 1.5))
		fmt.Printf("call p50   ackrite / go-sdk typed floor    = %.2f×\n", a.P50us/g.P50us)
	}
	if g, ok := by["go-lowlevel"]; ok {
		fmt.Printf("call p50   ackrite / go-sdk low-level floor = %.2f×\n", a.P50us/g.P50us)
	}
	if n, ok := by["node"]; ok {
		r := a.P50us / n.P50us
		fmt.Printf("call p50   ackrite / Node floor            = %.2f×  (budget ≤ 1.0×: %s)\n", r, verdict(r <= 1))
		if g, ok := by["go-lowlevel"]; ok {
			fmt.Printf("call p50   go-sdk low-level floor / Node    = %.2f×  (the SDK's share alone)\n", g.P50us/n.P50us)
		}
	}
	fmt.Printf("call p99   ackrite                         = %.0f µs (budget ≤ 1000 µs: %s)\n", a.P99us, verdict(a.P99us <= 1000))
}

func fatal(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "driver: "+format+"\n", args...)
	os.Exit(1)
}

type client struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	id  int
}

func start(argv []string) *client {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = io.Discard
	in, err := cmd.StdinPipe()
	if err != nil {
		fatal("%v", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		fatal("%v", err)
	}
	if err := cmd.Start(); err != nil {
		fatal("starting %v: %v", argv, err)
	}
	return &client{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}
}

func (c *client) send(method, params string) int {
	c.id++
	fmt.Fprintf(c.in, `{"jsonrpc":"2.0","id":%d,"method":%q,"params":%s}`+"\n", c.id, method, params)
	return c.id
}

// await reads lines until the response to id.
func (c *client) await(id int) string {
	want := `"id":` + strconv.Itoa(id) + `,`
	want2 := `"id":` + strconv.Itoa(id) + `}`
	for {
		line, err := c.out.ReadString('\n')
		if err != nil {
			fatal("reading response %d: %v", id, err)
		}
		if strings.Contains(line, want) || strings.Contains(line, want2) {
			return line
		}
	}
}

func (c *client) call(method, params string) string { return c.await(c.send(method, params)) }

func (c *client) initialize() {
	c.call("initialize", `{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}`)
	fmt.Fprintln(c.in, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
}

func (c *client) close() {
	c.in.Close()
	done := make(chan struct{})
	go func() { _ = c.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = c.cmd.Process.Kill()
		<-done
	}
}

func startup(argv []string, runs int) (float64, int) {
	var d []time.Duration
	for range runs {
		t := time.Now()
		c := start(argv)
		c.initialize()
		c.call("tools/list", `{}`)
		d = append(d, time.Since(t))
		c.close()
	}
	slices.Sort(d)
	return float64(d[len(d)/2]) / float64(time.Millisecond), runs
}

// Payload is tools/call ackrite with the docs/rules.md §12 payload, in a session.
func Payload(session string) string { return benchpayload.Params(session) }

func callLatency(argv []string, warm, calls int) (p50, p90, p99 float64) {
	c := start(argv)
	defer c.close()
	c.initialize()
	payload := Payload("bench")
	for range warm {
		c.call("tools/call", payload)
	}
	d := make([]time.Duration, 0, calls)
	for range calls {
		t := time.Now()
		resp := c.call("tools/call", payload)
		d = append(d, time.Since(t))
		if strings.Contains(resp, `"error"`) {
			fatal("call failed: %.300s", resp)
		}
	}
	slices.Sort(d)
	q := func(p float64) float64 { return float64(d[int(p*float64(len(d)-1))]) / float64(time.Microsecond) }
	return q(0.50), q(0.90), q(0.99)
}

// soakRun makes calls rotating over session ids, pipelining up to 64 in
// flight, and reads the server's resident memory at each quarter.
func soakRun(argv []string, calls, sessions int) ([]float64, float64) {
	c := start(argv)
	defer c.close()
	c.initialize()
	payloads := make([]string, sessions)
	for i := range payloads {
		payloads[i] = Payload(fmt.Sprintf("soak-%04d", i))
	}
	const window = 64
	done := make(chan struct{})
	responses := make(chan struct{}, window)
	go func() {
		for range calls {
			line, err := c.out.ReadString('\n')
			if err != nil {
				fatal("soak: %v", err)
			}
			if strings.Contains(line, `"error"`) {
				fatal("soak call failed: %.300s", line)
			}
			<-responses
		}
		close(done)
	}()
	var rss []float64
	t := time.Now()
	for i := range calls {
		responses <- struct{}{}
		c.send("tools/call", payloads[i%sessions])
		if (i+1)%(calls/4) == 0 {
			for len(responses) > 0 { // let the quarter finish before reading memory
				time.Sleep(time.Millisecond)
			}
			rss = append(rss, residentMB(c.cmd.Process.Pid))
		}
	}
	<-done
	return rss, time.Since(t).Seconds()
}

// residentMB reads VmRSS from /proc.
func residentMB(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			f := strings.Fields(line)
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return -1
}
