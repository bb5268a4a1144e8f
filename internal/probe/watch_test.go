package probe

import (
	"context"
	"net"
	"net/http"
	"strings"
	"sync"
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
	t.Setenv("ACKRITE_PROBE_CRASH_AFTER_MS", "600")
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
	last := s.Watch(ctx, WatchOptions{For: 2500 * time.Millisecond, ReconnectMin: 100 * time.Millisecond, KeepAlive: time.Hour}, func(ev *Event) {
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
	if changed["close_ticket"] != registry.Removed || changed["read_ticket"] != registry.Changed {
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
// either transport (stdio negotiates 2026-07-28, HTTP 2025-11-25 here).
func TestWatchKeepAliveOnLiveServer(t *testing.T) {
	for name, target := range map[string]func(t *testing.T) Target{
		"stdio": func(t *testing.T) Target { return stdioTarget(t, "paged-2") },
		"http":  func(t *testing.T) Target { return httpTarget(t, testServer("paged-2")) },
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
				t.Errorf("protocol %s: events %s; want only start/converged", s.ProtocolVersion(), tr)
			}
		})
	}
}
