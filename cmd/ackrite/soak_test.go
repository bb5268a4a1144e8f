package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/benchpayload"
)

// TestSoakMemory makes tool calls rotating over 1,000 session ids against
// the real binary, pipelined, and reads its resident memory from /proc at
// each quarter. docs/rules.md §12: after 100,000 calls, at most 40 MB and flat.
// ACKRITE_SOAK=full runs all 100,000 (.ci/run does); otherwise 12,000.
func TestSoakMemory(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc: resident memory cannot be read here")
	}
	calls := 12000
	if os.Getenv("ACKRITE_SOAK") == "full" {
		calls = 100000
	} else if testing.Short() {
		t.Skip("soak skipped in -short mode")
	}
	const sessions, window = 1000, 64
	c := startRaw(t, "serve", "--log-level", "error")
	defer c.close()
	c.initialize(t)
	payloads := make([]string, sessions)
	for i := range payloads {
		payloads[i] = benchpayload.Params(fmt.Sprintf("soak-%04d", i))
	}
	inflight := make(chan struct{}, window)
	errc := make(chan error, 1)
	go func() {
		for range calls {
			line, err := c.out.ReadString('\n')
			if err != nil {
				errc <- err
				return
			}
			if strings.Contains(line, `"isError":true`) || strings.Contains(line, `"error":`) {
				errc <- fmt.Errorf("call failed: %.200s", line)
				return
			}
			<-inflight
		}
		errc <- nil
	}()
	var rss []float64
	start := time.Now()
	for i := range calls {
		inflight <- struct{}{}
		c.id++
		fmt.Fprintf(c.in, `{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":%s}`+"\n", c.id, payloads[i%sessions])
		if (i+1)%(calls/4) == 0 {
			for len(inflight) > 0 {
				time.Sleep(time.Millisecond)
			}
			rss = append(rss, residentMB(t, c.cmd.Process.Pid))
		}
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	t.Logf("soak: %d calls over %d session ids in %s; resident memory at each quarter: %.1f, %.1f, %.1f, %.1f MB",
		calls, sessions, time.Since(start).Round(time.Second), rss[0], rss[1], rss[2], rss[3])
	if rss[3] > 40 {
		t.Errorf("resident memory %.1f MB after %d calls; the limit is 40 MB", rss[3], calls)
	}
	if rss[3] > rss[1]+4 {
		t.Errorf("memory grew from %.1f MB (second quarter) to %.1f MB (end)", rss[1], rss[3])
	}
}

func residentMB(t *testing.T, pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			kb, _ := strconv.ParseFloat(strings.Fields(line)[1], 64)
			return kb / 1024
		}
	}
	t.Fatal("no VmRSS")
	return 0
}
