package probe

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/convergence"
)

// sseTarget serves a server over the go-sdk's HTTP+SSE handler in-process;
// a request without the Authorization header want (when set) gets 401.
func sseTarget(t *testing.T, srv *mcp.Server, want string) Target {
	t.Helper()
	h := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if want != "" && r.Header.Get("Authorization") != want {
			http.Error(w, "who are you?", http.StatusUnauthorized)
			return
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	t.Cleanup(func() { // runs before ts.Close: end the "hang" server's handlers
		select {
		case <-releaseHung:
		default:
			if strings.HasSuffix(t.Name(), "hang") {
				close(releaseHung)
			}
		}
	})
	return Target{URL: ts.URL, Transport: TransportSSE}
}

// Every probe case gives over HTTP+SSE the verdict it gives over stdio and
// Streamable HTTP: the pages come on the event stream, and the tap keeps
// each raw tools/list result there (a page it missed would stop the
// traversal as "not captured").
func TestProbeOverSSE(t *testing.T) {
	for _, c := range probeCases {
		t.Run(c.kind, func(t *testing.T) {
			tr, rep := probeOnce(t, sseTarget(t, testServer(c.kind), ""), c.opts, nil)
			check(t, c, tr, rep)
			if strings.Contains(tr.Stopped, "not captured") {
				t.Errorf("the tap missed a page on the event stream: %s", tr.Stopped)
			}
		})
	}
}

// Which transport each setting reaches a server with: auto falls back to
// HTTP+SSE only on 400, 404 or 405 to the initialize POST (MCP 2025-11-25,
// basic/transports, "Backwards Compatibility").
func TestTransportSelection(t *testing.T) {
	streamable := httpTarget(t, testServer("paged-3"))
	sse := sseTarget(t, testServer("paged-3"), "")
	guarded := sseTarget(t, testServer("paged-3"), "Bearer s3cret-token-value")
	notFound := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(notFound.Close)
	with := func(tg Target, transport string, headers http.Header) Target {
		tg.Transport, tg.Headers = transport, headers
		return tg
	}
	auth := http.Header{"Authorization": {"Bearer s3cret-token-value"}}
	for _, c := range []struct {
		name   string
		target Target
		want   string // the transport used; "" when Connect fails
		err    string // in the error
	}{
		{name: "auto, Streamable HTTP server", target: with(streamable, TransportAuto, nil), want: TransportStreamable},
		{name: "default, Streamable HTTP server", target: with(streamable, "", nil), want: TransportStreamable},
		{name: "auto, SSE server: 400 to the POST, then SSE", target: with(sse, TransportAuto, nil), want: TransportSSE},
		{name: "sse, SSE server", target: with(sse, TransportSSE, nil), want: TransportSSE},
		{name: "streamable-http, SSE server: no fallback", target: with(sse, TransportStreamable, nil), err: "Bad Request"},
		{name: "sse, Streamable HTTP server", target: with(streamable, TransportSSE, nil), err: "cannot reach"},
		{name: "auto, 401: no fallback", target: with(guarded, TransportAuto, nil), err: "Unauthorized"},
		{name: "sse with the header", target: with(guarded, TransportSSE, auth), want: TransportSSE},
		{name: "auto with the header", target: with(guarded, TransportAuto, auth), want: TransportSSE},
		{name: "auto, 404 on both", target: Target{URL: notFound.URL, Transport: TransportAuto}, err: "Streamable HTTP: HTTP 404"},
		{name: "unknown transport", target: with(sse, "websocket", nil), err: `transport "websocket": want auto, streamable-http, sse`},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			s, err := Connect(ctx, c.target, Options{PageTimeout: 5 * time.Second})
			if c.want == "" {
				if err == nil {
					s.Close()
					t.Fatalf("connected over %s, want an error with %q", s.Transport(), c.err)
				}
				if !strings.Contains(err.Error(), c.err) || strings.Contains(err.Error(), "s3cret") {
					t.Errorf("error %q, want %q (and never the header)", err, c.err)
				}
				if c.name != "auto, 401: no fallback" && c.name != "streamable-http, SSE server: no fallback" {
					return
				}
				if strings.Contains(err.Error(), "; HTTP+SSE: ") {
					t.Errorf("tried HTTP+SSE after a status the specification does not fall back on: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("connect: %v", err)
			}
			defer s.Close()
			if s.Transport() != c.want {
				t.Errorf("transport %s, want %s", s.Transport(), c.want)
			}
			if tr := s.Discover(ctx); !tr.Complete() || len(tr.Tools) != 3 {
				t.Errorf("traversal over %s: %d tools, stopped %q", s.Transport(), len(tr.Tools), tr.Stopped)
			}
		})
	}
}

// The traversal bounds hold over SSE as over the other transports: max
// tools, max bytes, and one message larger than MaxMessageBytes ends the
// connection.
func TestSSEBounds(t *testing.T) {
	for _, c := range []struct {
		name    string
		opts    Options
		stopped string
	}{
		{name: "max tools", opts: Options{MaxTools: 4, MaxPages: 50}, stopped: "exceeded 4 tools"},
		{name: "max bytes", opts: Options{MaxBytes: 2000, MaxPages: 50}, stopped: "exceeded 2000 bytes"},
		{name: "max message bytes", opts: Options{MaxMessageBytes: 1500, MaxPages: 50}, stopped: "message too large: the server sent an event of more than 1500 bytes (--max-message-bytes)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			c.opts.PageTimeout = 3 * time.Second
			s, err := Connect(ctx, sseTarget(t, testServer("growing"), ""), c.opts)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			tr := s.Traverse(ctx)
			t.Logf("stopped: %s", tr.Stopped)
			if tr.Complete() || !strings.Contains(tr.Stopped, c.stopped) {
				t.Errorf("stopped %q, want %q", tr.Stopped, c.stopped)
			}
		})
	}
}

// A watch over SSE notices a server that goes away: unverifiable at once.
func TestWatchSSEServerGoesAway(t *testing.T) {
	h := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return testServer("paged-3") }, nil)
	ts := httptest.NewServer(h)
	defer ts.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := Connect(ctx, Target{URL: ts.URL, Transport: TransportSSE}, Options{PageTimeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var evs events
	go func() {
		time.Sleep(500 * time.Millisecond)
		ts.CloseClientConnections()
		ts.Close()
	}()
	s.Watch(ctx, WatchOptions{For: 3 * time.Second, KeepAlive: 200 * time.Millisecond, ReconnectMax: 500 * time.Millisecond}, evs.add)
	lost := evs.first("lost")
	if lost == nil || lost.Report.Verdict != convergence.Unverifiable {
		t.Fatalf("no unverifiable loss reported; events %s", evs.triggers())
	}
}

// server-everything (the TypeScript reference server) run with its "sse"
// transport: probed with --transport sse at /sse, and with auto (its
// express app answers the POST to /sse with 404, so auto falls back).
func TestServerEverythingOverSSE(t *testing.T) {
	node := everything(t).Command[0]
	entry := everything(t).Command[1]
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	cmd := exec.Command(node, entry, "sse")
	cmd.Env = append(os.Environ(), "PORT="+itoa(port))
	cmd.Dir = filepath.Dir(entry)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	url := "http://127.0.0.1:" + itoa(port) + "/sse"
	deadline := time.Now().Add(15 * time.Second)
	for {
		c, err := net.Dial("tcp", "127.0.0.1:"+itoa(port))
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("server-everything sse did not listen on %d", port)
		}
		time.Sleep(100 * time.Millisecond)
	}
	for _, transport := range []string{TransportSSE, TransportAuto} {
		t.Run(transport, func(t *testing.T) {
			tr, rep := probeOnce(t, Target{URL: url, Transport: transport}, Options{}, nil)
			if rep.Verdict != convergence.Converged || len(tr.Tools) < 5 {
				t.Errorf("verdict %s (%+v), %d tools, stopped %q", rep.Verdict, rep.Reasons, len(tr.Tools), tr.Stopped)
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestSignalDuring(t *testing.T) {
	start := time.Date(2026, 11, 30, 20, 4, 51, 761_400_000, time.UTC)
	for _, c := range []struct {
		name string
		last time.Time
		want bool
	}{
		{name: "after the start", last: start.Add(time.Millisecond), want: true},
		{name: "at the start", last: start, want: true},
		{name: "earlier in the same millisecond: the record cannot tell", last: start.Add(-300 * time.Microsecond), want: true},
		{name: "in the millisecond before", last: start.Add(-time.Millisecond), want: false},
	} {
		if got := signalDuring(c.last, start); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// endpointWriter rewrites the SSE endpoint event so that it names another
// host (to, an absolute URL prefix) instead of the server's own path.
type endpointWriter struct {
	http.ResponseWriter
	to   string
	done bool
}

func (w *endpointWriter) Write(p []byte) (int, error) {
	if !w.done && strings.HasPrefix(string(p), "event: endpoint\n") {
		w.done = true
		_, err := w.ResponseWriter.Write([]byte(strings.Replace(string(p), "data: /", "data: "+w.to+"/", 1)))
		return len(p), err
	}
	return w.ResponseWriter.Write(p)
}

func (w *endpointWriter) Flush() { w.ResponseWriter.(http.Flusher).Flush() }

// A server whose endpoint event sends the client to another host does not
// get the probe's headers there, and the probe does not report on what that
// other host serves as if it were the server it was given: it refuses to
// leave the origin of --url (as the TypeScript SDK's SSE client does; the
// go-sdk follows any endpoint).
func TestSSEEndpointOffOrigin(t *testing.T) {
	srv := testServer("paged-3")
	h := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	// other forwards to the real server and records what it was sent.
	var leaked atomic.Int32
	var real *httptest.Server
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "" {
			leaked.Add(1)
		}
		u, _ := url.Parse(real.URL)
		httputil.NewSingleHostReverseProxy(u).ServeHTTP(w, r)
	}))
	t.Cleanup(other.Close)
	real = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			w = &endpointWriter{ResponseWriter: w, to: other.URL}
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(real.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	target := Target{URL: real.URL, Transport: TransportSSE, Headers: http.Header{"Authorization": {"Bearer s3cret-token-value"}}}
	s, err := Connect(ctx, target, Options{PageTimeout: 5 * time.Second})
	if err == nil {
		tr := s.Discover(ctx)
		s.Close()
		t.Errorf("connected and traversed %d tools through %s, want an error naming the other origin", len(tr.Tools), other.URL)
	} else if !strings.Contains(err.Error(), other.URL) || strings.Contains(err.Error(), "s3cret") {
		t.Errorf("error %q, want it to name %s (and never the header)", err, other.URL)
	}
	if n := leaked.Load(); n > 0 {
		t.Errorf("the Authorization header went to another host %d times", n)
	}
}

func TestSameOrigin(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"http://h:8080/sse", "http://h:8080/messages?s=1", true},
		{"http://h/sse", "http://h:80/messages", true},
		{"https://H/sse", "https://h:443/m", true},
		{"http://h/sse", "https://h/m", false},
		{"http://h:8080/sse", "http://h:8081/m", false},
		{"http://h/sse", "http://h.evil.example/m", false},
		{"http://h/sse", "http://h@evil.example/m", false},
	} {
		a, _ := url.Parse(c.a)
		b, _ := url.Parse(c.b)
		if got := sameOrigin(a, b); got != c.want {
			t.Errorf("sameOrigin(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
