package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// peakResidentMB is the process's peak resident set (VmHWM), in MB.
func peakResidentMB(t *testing.T, pid int) float64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Skipf("no /proc to measure memory: %v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			kb, _ := strconv.ParseFloat(strings.Fields(line)[1], 64)
			return kb / 1024
		}
	}
	t.Skip("no VmHWM in /proc status")
	return 0
}

// TestStdioRefusesDeepNesting sends the red team's message — params nested
// two million arrays deep in one 4 MB line, and the same with objects — to
// the real binary. Before the depth check the server died with "fatal
// error: stack overflow", losing every session; now each is answered with
// an error naming the limit, the next call is served, and the process's
// peak resident memory stays within docs/rules.md §12's 64 MB.
func TestStdioRefusesDeepNesting(t *testing.T) {
	c := startRaw(t, "serve", "--log-level", "error")
	defer c.close()
	c.initialize(t)
	const levels = 2_000_000
	for _, shape := range []struct{ name, open, close string }{
		{"arrays", "[", "]"},
		{"objects", `{"a":`, "}"},
	} {
		n := levels
		if shape.open != "[" {
			n = levels / 5 // the same 4 MB
		}
		params := strings.Repeat(shape.open, n) + strings.Repeat(shape.close, n)
		c.id++
		fmt.Fprintf(c.in, `{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":%s}`+"\n", c.id, params)
		line, err := c.out.ReadString('\n')
		if err != nil {
			t.Fatalf("%s: the server ended instead of answering: %v", shape.name, err)
		}
		if !strings.Contains(line, `"error"`) || !strings.Contains(line, "the limit is 1000") {
			t.Errorf("%s: answer %.300s; want a JSON-RPC error naming the 1000-level limit", shape.name, line)
		}
		if got := c.roundTrip(t, "tools/call", `{"name":"ackrite","arguments":{"claim":"still serving"}}`); !strings.Contains(got, "UNVERIFIED") {
			t.Errorf("%s: the next call was not served: %.200s", shape.name, got)
		}
	}
	if mb := peakResidentMB(t, c.cmd.Process.Pid); mb > 64 {
		t.Errorf("peak resident memory %.1f MB; docs/rules.md §12 allows 64 MB for any 4 MiB message", mb)
	} else {
		t.Logf("peak resident memory %.1f MB after two 4 MB messages nested %d levels deep", mb, levels)
	}
}

// TestStdioStopsReadingAClientThatDoesNotRead writes 50,000 calls to the
// real binary without reading a single answer. Before the in-flight bound
// the server read them all and held every answer (1 GB in the red team's
// run); now it stops reading once its in-flight requests are all waiting to
// be written, the client's writes block, and memory stays flat. Reading the
// answers resumes the flow.
func TestStdioStopsReadingAClientThatDoesNotRead(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 50,000 calls")
	}
	c := startRaw(t, "serve", "--log-level", "error")
	defer func() { c.cmd.Process.Kill(); c.cmd.Wait() }()
	c.initialize(t)
	const calls = 50_000
	var written atomic.Int64
	go func() {
		w := bufio.NewWriterSize(c.in, 4096)
		for i := 1; i <= calls; i++ {
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"call %d passes its tests","evidence":[{"content":"ok %d"}]}}}`+"\n", 1000+i, i, i)
			if w.Flush() != nil {
				return
			}
			written.Add(1)
		}
	}()
	// Wait until the writer stalls: no progress for a second.
	last, deadline := int64(-1), time.Now().Add(60*time.Second)
	for time.Now().Before(deadline) {
		time.Sleep(time.Second)
		n := written.Load()
		if n == last || n == calls {
			break
		}
		last = n
	}
	stalledAt := written.Load()
	mb := peakResidentMB(t, c.cmd.Process.Pid)
	t.Logf("the client's writes stalled after %d of %d calls; server peak resident memory %.1f MB", stalledAt, calls, mb)
	if stalledAt >= calls {
		t.Errorf("the server read all %d calls from a client that reads nothing", calls)
	}
	if mb > 64 {
		t.Errorf("peak resident memory %.1f MB for a client that does not read; want ≤ 64 MB", mb)
	}
	// Reading answers lets the server read again.
	answered := 0
	for answered < 2000 {
		if _, err := c.out.ReadString('\n'); err != nil {
			t.Fatalf("reading answers: %v", err)
		}
		answered++
	}
	go io.Copy(io.Discard, c.out) // keep the answers flowing
	time.Sleep(200 * time.Millisecond)
	if n := written.Load(); stalledAt < calls && n <= stalledAt {
		t.Errorf("the client's writes did not resume after %d answers were read (%d written)", answered, n)
	}
}

// TestStdioWideMessagesStayBounded sends 4 MB tool calls that are wide, not
// deep, to the real binary: 1.4 million empty evidence items decoded into
// a 225 MB peak before arrays were capped at input.MaxItems entries ahead
// of decoding (now the transport refuses them, and decode.JSON would too);
// long strings and long lists of numbers were already cheap.
func TestStdioWideMessagesStayBounded(t *testing.T) {
	for _, shape := range []struct{ name, tool, args string }{
		{"empty evidence items", "ackrite", `{"claim":"c","evidence":[` + strings.Repeat(`{},`, 1_390_000) + `{}]}`},
		{"numbers", "ackrite", `{"claim":"c","context":[` + strings.Repeat(`0,`, 2_090_000) + `0]}`},
		{"attempts", "reality_check", `{"reasoning":"r","attempts":[` + strings.Repeat(`{"approach":"a","outcome":"o"},`, 130_000) + `{}]}`},
		{"escaped string", "ackrite", `{"claim":"c","evidence":[{"content":"x","source":"` + strings.Repeat(`\u00e9`, 690_000) + `"}]}`},
	} {
		t.Run(shape.name, func(t *testing.T) {
			c := startRaw(t, "serve", "--log-level", "error")
			defer c.close()
			c.initialize(t)
			got := c.roundTrip(t, "tools/call", `{"name":"`+shape.tool+`","arguments":`+shape.args+`}`)
			if !strings.Contains(got, `"isError":true`) && !strings.Contains(got, `"error"`) {
				t.Errorf("answer %.200s; want a tool error or a JSON-RPC error", got)
			}
			if mb := peakResidentMB(t, c.cmd.Process.Pid); mb > 64 {
				t.Errorf("peak resident memory %.1f MB for a 4 MB message; docs/rules.md §12 allows 64 MB", mb)
			} else {
				t.Logf("peak resident memory %.1f MB", mb)
			}
		})
	}
}

// TestStdioWideParamsStayBounded: the SDK decodes _meta (and initialize's
// capabilities) into maps before any ackrite code runs; 4 MB of "[]," in a
// tools/list's _meta took a 470 MB peak, "{}," in a ping's 149 MB, 350,000
// keys 67 MB. The transport now refuses a list or object past
// input.MaxItems entries, and a message past input.MaxValues values in all
// (many lists under the cap each), before the SDK sees it, and keeps
// serving.
func TestStdioWideParamsStayBounded(t *testing.T) {
	c := startRaw(t, "serve", "--log-level", "error")
	defer c.close()
	c.initialize(t)
	var keys strings.Builder
	for i := 0; keys.Len() < 4_000_000; i++ {
		fmt.Fprintf(&keys, `"k%d":0,`, i)
	}
	manyKeys := "{" + strings.TrimSuffix(keys.String(), ",") + "}"
	lists := strings.Repeat(`[`+strings.Repeat(`{},`, 9_999)+`{}],`, 130)
	objects := strings.Repeat(`{`+strings.Repeat(`"a":0,`, 9_999)+`"a":0},`, 65)
	for _, shape := range []struct{ name, method, params, want string }{
		{"one list of 1.4 million entries", "ping", `{"_meta":{"x":[` + strings.Repeat(`{},`, 1_390_000) + `{}]}}`, "the limit is 10000"},
		{"one list of 1.4 million lists", "tools/list", `{"_meta":{"x":[` + strings.Repeat(`[],`, 1_390_000) + `[]]}}`, "the limit is 10000"},
		{"one object of 350,000 keys", "ping", `{"_meta":` + manyKeys + `}`, "the limit is 10000"},
		{"130 lists of 10,000 entries", "ping", `{"_meta":{"x":[` + strings.TrimSuffix(lists, ",") + `]}}`, "the limit is 200000"},
		{"65 objects of 10,000 keys", "ping", `{"_meta":{"x":[` + strings.TrimSuffix(objects, ",") + `]}}`, "the limit is 200000"},
	} {
		got := c.roundTrip(t, shape.method, shape.params)
		if !strings.Contains(got, `"error"`) || !strings.Contains(got, shape.want) {
			t.Errorf("%s: answer %.200s; want an error saying %q", shape.name, got, shape.want)
		}
	}
	if got := c.roundTrip(t, "ping", `{}`); !strings.Contains(got, `"result"`) {
		t.Errorf("the next ping was not served: %.200s", got)
	}
	if mb := peakResidentMB(t, c.cmd.Process.Pid); mb > 64 {
		t.Errorf("peak resident memory %.1f MB; docs/rules.md §12 allows 64 MB for any 4 MiB message", mb)
	} else {
		t.Logf("peak resident memory %.1f MB", mb)
	}
}
