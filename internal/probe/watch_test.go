package probe

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/registry"
)

// events collects a watch's events safely.
type events struct {
	mu  sync.Mutex
	evs []*Event
}

func (e *events) add(ev *Event) { e.mu.Lock(); e.evs = append(e.evs, ev); e.mu.Unlock() }

func (e *events) triggers() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	var s []string
	for _, ev := range e.evs {
		s = append(s, ev.Trigger+"/"+string(ev.Report.Verdict))
	}
	return strings.Join(s, " ")
}

func (e *events) first(trigger string) *Event {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, ev := range e.evs {
		if ev.Trigger == trigger {
			return ev
		}
	}
	return nil
}

// A stdio server that crashes after its first traversal: the watch says
// unverifiable at once with the exit status and the relevant stderr line,
// then restarts it and traverses afresh.
func TestWatchServerCrashes(t *testing.T) {
	// Generous times: under -race on a loaded 2-core machine a restarted
	// server may take most of a second to answer, and it must be traversed
	// before it crashes again.
	t.Setenv("ACKRITE_PROBE_CRASH_AFTER_MS", "1500")
	target := stdioTarget(t, "paged-2")
	ctx := context.Background()
	s, err := Connect(ctx, target, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var got events
	start := time.Now()
	var lostAfter time.Duration
	last := s.Watch(ctx, WatchOptions{For: 8 * time.Second, ReconnectMin: 100 * time.Millisecond, KeepAlive: time.Hour}, func(ev *Event) {
		if ev.Trigger == TriggerLost && lostAfter == 0 {
			lostAfter = time.Since(start)
		}
		got.add(ev)
	})
	t.Logf("events: %s; lost after %s", got.triggers(), lostAfter)
	lost := got.first(TriggerLost)
	if lost == nil {
		t.Fatalf("no lost event: %s", got.triggers())
	}
	if lost.Report.Verdict != convergence.Unverifiable || lost.Report.Reasons[0].Code != "session-lost" || lost.Up {
		t.Errorf("lost event: verdict %s, reasons %+v, up %v", lost.Report.Verdict, lost.Report.Reasons, lost.Up)
	}
	if lost.Lost.Exit != "exit status 3" || !strings.Contains(lost.Lost.Stderr, "Error: lost the connection to tickets.db") {
		t.Errorf("loss lacks the exit status or the error line: %+v", lost.Lost)
	}
	if !strings.Contains(lost.Report.Reasons[0].Message, "exit status 3") {
		t.Errorf("reason: %s", lost.Report.Reasons[0].Message)
	}
	if re := got.first(TriggerReconnect); re == nil || re.Report.Verdict != convergence.Converged || !re.Up {
		t.Errorf("no converged traversal after the restart: %s", got.triggers())
	}
	if last == nil {
		t.Fatal("no last event")
	}
}

// An HTTP server that goes away, and comes back with other tools: the
// watch says unverifiable while it is gone, and stale against the lock
// once it is back, with what changed. The loss is noticed by the keepalive
// ping, or by an interval refresh that fails.
func TestWatchHTTPServerRestartedWithOtherTools(t *testing.T) {
	for _, c := range []struct {
		name             string
		keepAlive, every time.Duration
	}{
		{"keepalive", 100 * time.Millisecond, 0},
		{"refresh fails", time.Hour, 200 * time.Millisecond},
	} {
		t.Run(c.name, func(t *testing.T) { watchHTTPRestart(t, c.keepAlive, c.every) })
	}
}

func watchHTTPRestart(t *testing.T, keepAlive, every time.Duration) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	serve := func(ln net.Listener, srv *mcp.Server) *http.Server {
		hs := &http.Server{Handler: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)}
		go func() { _ = hs.Serve(ln) }()
		return hs
	}
	first := serve(ln, testServer("paged-2"))
	target := Target{URL: "http://" + addr + "/mcp"}
	ctx := context.Background()
	s, err := Connect(ctx, target, Options{PageTimeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tr := s.Traverse(ctx)
	reg, err := registry.Digest(tr.Tools)
	if err != nil {
		t.Fatal(err)
	}
	lock, _ := registry.NewLock(reg, nil, "", time.Time{}, nil)
	var got events
	var second *http.Server
	var once sync.Once
	s.Watch(ctx, WatchOptions{For: 4 * time.Second, KeepAlive: keepAlive, RefreshEvery: every, ReconnectMin: 100 * time.Millisecond, ReconnectMax: 200 * time.Millisecond,
		Client: &Client{Tools: lock.Definitions()}}, func(ev *Event) {
		got.add(ev)
		if ev.Traversal != nil && ev.Traversal.Stopped != "" {
			t.Logf("%s: %s", ev.Trigger, ev.Traversal.Stopped)
		}
		switch ev.Trigger {
		case TriggerStart:
			go func() { _ = first.Close() }() // the server goes away
		case TriggerLost:
			once.Do(func() {
				go func() {
					time.Sleep(300 * time.Millisecond)
					ln, err := net.Listen("tcp", addr)
					if err != nil {
						t.Error(err)
						return
					}
					second = serve(ln, testServer("other-tools"))
				}()
			})
		}
	})
	if second != nil {
		second.Close()
	}
	t.Logf("events: %s", got.triggers())
	if ev := got.first(TriggerStart); ev == nil || ev.Report.Verdict != convergence.Converged {
		t.Fatalf("start: %s", got.triggers())
	}
	if ev := got.first(TriggerLost); ev == nil || ev.Report.Verdict != convergence.Unverifiable || ev.Lost.Cause == "" {
		t.Fatalf("no unverifiable event for the server that went away: %s", got.triggers())
	}
	re := got.first(TriggerReconnect)
	if re == nil || re.Report.Verdict != convergence.Stale {
		t.Fatalf("the restarted server with other tools is not stale against the lock: %s", got.triggers())
	}
	changed := map[string]registry.ChangeKind{}
	for _, c := range re.Changes {
		changed[c.Tool] = c.Change
	}
	if changed["close_ticket"] != registry.ToolRemoved || changed["read_ticket"] != registry.ToolChanged {
		t.Errorf("changes across the restart: %+v", re.Changes)
	}
}

// A server that crashes in the middle of a traversal: the diagnostic names
// the exit status and the panic line, not only "EOF".
func TestCrashMidTraversal(t *testing.T) {
	ctx := context.Background()
	s, err := Connect(ctx, stdioTarget(t, "crash-mid"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tr := s.Traverse(ctx)
	if tr.Lost == nil || tr.Lost.Exit != "exit status 5" || !strings.Contains(tr.Lost.Stderr, "panic: runtime error") ||
		!strings.Contains(tr.Stopped, "exit status 5") {
		t.Errorf("stopped %q, lost %+v", tr.Stopped, tr.Lost)
	}
}

// Junk on stdout: the diagnostic quotes the offending line, with its
// control characters made visible.
func TestJunkOnStdout(t *testing.T) {
	t.Setenv("ACKRITE_PROBE_JUNK", "1")
	_, err := Connect(context.Background(), stdioTarget(t, "paged-2"), Options{PageTimeout: 5 * time.Second})
	if err == nil {
		t.Fatal("a server that writes junk before initialize answered")
	}
	want := `Debug: connecting to \u{1B}[31mtickets.db\u{1B}[0m on port 5432`
	if !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\x1b") {
		t.Errorf("error lacks the junk line %q, or holds a raw ESC:\n%v", want, err)
	}
}

// A server whose list keeps growing: the traversal stops at the tool and
// byte bounds, not at the page cap.
func TestTraversalBounds(t *testing.T) {
	for _, c := range []struct {
		name string
		opts Options
		want string
	}{
		{"max tools", Options{MaxTools: 50}, "exceeded 50 tools"},
		{"max bytes", Options{MaxBytes: 20_000}, "exceeded 20000 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, rep := probeOnce(t, stdioTarget(t, "growing"), c.opts, nil)
			if rep.Verdict != convergence.Incomplete || !strings.Contains(tr.Stopped, c.want) || len(tr.Pages) >= DefaultMaxPages {
				t.Errorf("verdict %s, stopped %q after %d pages", rep.Verdict, tr.Stopped, len(tr.Pages))
			}
		})
	}
}

// The stderr shown is the relevant part: the tail, preceded by the first
// error-looking line when a long stack trace pushed it out of the tail.
func TestStderrRelevantTail(t *testing.T) {
	var log stderrLog
	log.max = 4096
	_, _ = log.Write([]byte("npm warn exec The following package was not found\nError: TICKETS_DB_URL is not set\n"))
	for i := range 40 {
		_, _ = log.Write([]byte("    at Module._compile (node:internal/modules/cjs/loader:" + strings.Repeat("1", i%3+1) + ")\n"))
	}
	got := log.String()
	if !strings.HasPrefix(got, "Error: TICKETS_DB_URL is not set\n…\n") || strings.Count(got, "\n") != tailLines+1 {
		t.Errorf("stderr shown:\n%s", got)
	}
	var quiet stderrLog
	quiet.max = 4096
	_, _ = quiet.Write([]byte("listening on stdio\n\x1b[31mready\x1b[0m\n"))
	if got := quiet.String(); got != "listening on stdio\n\\u{1B}[31mready\\u{1B}[0m" {
		t.Errorf("a short stderr without errors: %q", got)
	}
}

// A server killed by a signal: the loss names the signal.
func TestWatchServerKilled(t *testing.T) {
	ctx := context.Background()
	s, err := Connect(ctx, stdioTarget(t, "paged-2"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var got events
	s.Watch(ctx, WatchOptions{For: 1500 * time.Millisecond, KeepAlive: time.Hour, ReconnectMin: 100 * time.Millisecond}, func(ev *Event) {
		got.add(ev)
		if ev.Trigger == TriggerStart {
			_ = s.proc.cmd.Process.Kill()
		}
	})
	lost := got.first(TriggerLost)
	if lost == nil || lost.Lost.Exit != "signal: killed" || !strings.Contains(lost.Report.Reasons[0].Message, "signal: killed") {
		t.Fatalf("events %s, lost %+v", got.triggers(), lost)
	}
	if got.first(TriggerReconnect) == nil {
		t.Errorf("no reconnection: %s", got.triggers())
	}
}

// A live server answers the keepalive pings: no loss is reported, on
// either transport (stdio negotiates 2026-07-28, HTTP 2025-11-25 here) and
// over stateless 2026-07-28 HTTP (as "ackrite serve --http" speaks it),
// where a ping without the _meta protocol version is refused with 400: the
// watch reported the server lost at every keepalive and reconnected.
func TestWatchKeepAliveOnLiveServer(t *testing.T) {
	for name, target := range map[string]func(t *testing.T) Target{
		"stdio": func(t *testing.T) Target { return stdioTarget(t, "paged-2") },
		"http":  func(t *testing.T) Target { return httpTarget(t, testServer("paged-2")) },
		"http-2026-07-28": func(t *testing.T) Target {
			srv := testServer("paged-2")
			ts := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{Stateless: true}))
			t.Cleanup(ts.Close)
			return Target{URL: ts.URL}
		},
	} {
		t.Run(name, func(t *testing.T) {
			s, err := Connect(context.Background(), target(t), Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var got events
			s.Watch(context.Background(), WatchOptions{For: time.Second, KeepAlive: 50 * time.Millisecond}, got.add)
			if tr := got.triggers(); tr != "start/converged" {
				t.Errorf("protocol %s: events %s; want only start/converged (lost: %+v)", s.ProtocolVersion(), tr, got.first(TriggerLost).Lost)
			}
		})
	}
}

// A change signal that arrives when the watch is about to end (here,
// during the debounce) leaves no time for a refresh: the watch must not
// end on the converged verdict of the traversal before the signal. It
// ended with exit 0 although the server had said its tools changed.
func TestWatchEndsAfterAnUnrefreshedSignal(t *testing.T) {
	srv := testServer("paged-2")
	s, err := Connect(context.Background(), httpTarget(t, srv), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var got events
	last := s.Watch(context.Background(), WatchOptions{For: time.Second, Debounce: time.Minute, KeepAlive: time.Hour}, func(ev *Event) {
		got.add(ev)
		if ev.Trigger == TriggerStart {
			srv.AddTool(ticketTool("reopen_ticket", "ticketId"), noop) // sends list_changed
		}
	})
	if last.Report.Verdict != convergence.Stale || last.Report.Reasons[0].Code != "refresh-predates-signal" {
		t.Errorf("events %s; last %s (%s), want stale (refresh-predates-signal)", got.triggers(), last.Report.Verdict, last.Report.Reasons[0].Code)
	}
	// Negative: no signal, the watch ends on its converged verdict.
	q, err := Connect(context.Background(), httpTarget(t, testServer("paged-2")), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	var quiet events
	if last := q.Watch(context.Background(), WatchOptions{For: 500 * time.Millisecond, Debounce: time.Minute, KeepAlive: time.Hour}, quiet.add); last.Report.Verdict != convergence.Converged || quiet.triggers() != "start/converged" {
		t.Errorf("quiet watch: events %s", quiet.triggers())
	}
}

// A stdio server that stops answering (stopped, deadlocked) is lost when a
// keepalive times out; the loss said "the server closed its stdout",
// which it had not.
func TestWatchServerStopsAnswering(t *testing.T) {
	ctx := context.Background()
	s, err := Connect(ctx, stdioTarget(t, "paged-2"), Options{PageTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var got events
	s.Watch(ctx, WatchOptions{For: 1500 * time.Millisecond, KeepAlive: 100 * time.Millisecond, ReconnectMin: time.Hour}, func(ev *Event) {
		got.add(ev)
		if ev.Trigger == TriggerStart {
			_ = s.proc.cmd.Process.Signal(syscall.SIGSTOP)
		}
	})
	lost := got.first(TriggerLost)
	if lost == nil || !strings.Contains(lost.Lost.Cause, "stopped answering") {
		t.Fatalf("events %s, lost %+v", got.triggers(), lost)
	}
}

// Over stateless 2026-07-28 HTTP there is no session to lose: a server
// restarted at the same URL with other tools answers the next request as
// if nothing happened, and the change notification of its new tools never
// reaches the old subscription. The watch said converged throughout. The
// keepalive of a session-less connection is a traversal, reported when
// the registry moved.
func TestWatchStatelessServerRestartedWithOtherTools(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	serve := func(ln net.Listener, srv *mcp.Server) *http.Server {
		hs := &http.Server{Handler: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{Stateless: true})}
		go func() { _ = hs.Serve(ln) }()
		return hs
	}
	first := serve(ln, testServer("paged-2"))
	ctx := context.Background()
	s, err := Connect(ctx, Target{URL: "http://" + addr + "/mcp"}, Options{PageTimeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	reg, err := registry.Digest(s.Traverse(ctx).Tools)
	if err != nil {
		t.Fatal(err)
	}
	var got events
	var mu sync.Mutex
	var second *http.Server
	s.Watch(ctx, WatchOptions{For: 2 * time.Second, KeepAlive: 200 * time.Millisecond, Client: &Client{Digest: reg.Digest}}, func(ev *Event) {
		got.add(ev)
		if ev.Trigger == TriggerStart {
			_ = first.Close()
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			second = serve(ln, testServer("other-tools"))
			mu.Unlock()
		}
	})
	mu.Lock()
	if second != nil {
		second.Close()
	}
	mu.Unlock()
	if s.ProtocolVersion() != "2026-07-28" {
		t.Fatalf("protocol %s; the test needs the session-less one", s.ProtocolVersion())
	}
	re := got.first(TriggerRecheck)
	if re == nil || re.Report.Verdict != convergence.Stale || len(re.Changes) == 0 {
		t.Fatalf("events %s; want a recheck that is stale with the changes", got.triggers())
	}
}

// A restarted HTTP server that no longer knows the session answers 404
// with a JSON-RPC error body (as the Python SDK does, with id "server-error"): the SDK hands
// that on as the server's answer, but the session is gone and the watch
// must say so, not keep its last verdict.
func TestWatchHTTPSessionNotFound(t *testing.T) {
	srv := testServer("paged-2")
	inner := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	var forgot sync.Once
	var forget atomic.Bool
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if forget.Load() && r.Header.Get("Mcp-Session-Id") != "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`{"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":"server-error"}`))
			return
		}
		inner.ServeHTTP(w, r)
	}))
	defer ts.Close()
	s, err := Connect(context.Background(), Target{URL: ts.URL}, Options{PageTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.ProtocolVersion() >= "2026-07-28" {
		t.Fatalf("protocol %s; the test needs a session", s.ProtocolVersion())
	}
	var got events
	s.Watch(context.Background(), WatchOptions{For: 1500 * time.Millisecond, KeepAlive: 100 * time.Millisecond, ReconnectMin: time.Hour}, func(ev *Event) {
		got.add(ev)
		forgot.Do(func() { forget.Store(true) })
	})
	if lost := got.first(TriggerLost); lost == nil || !strings.Contains(lost.Lost.Cause, "no longer knows the session") {
		t.Errorf("events %s; want the session lost", got.triggers())
	}
}
