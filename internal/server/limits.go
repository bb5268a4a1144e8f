package server

import (
	"net/http"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Bounds per client over HTTP (SPEC §11).
const (
	// MaxLiveSessions caps the MCP sessions (protocol ≤ 2025-11-25) alive
	// at once. A new one first closes the least recently active idle
	// session; when every session has a request in flight it is refused
	// with 503.
	MaxLiveSessions = 1000
	// MaxInFlight caps the /mcp requests being served at once (event
	// streams opened by GET excepted), 503 beyond. Each HTTP/1.1
	// connection carries one request at a time, and HTTP/2 is not served,
	// so this also bounds the work a client that never reads can start.
	MaxInFlight = 256
	retryAfter  = "5" // seconds, on 503
)

// sessionLimiter keeps the stateful handler's MCP sessions within max. It
// learns a session's id from the Mcp-Session-Id response header of the
// request that created it, tracks its last activity and requests in flight
// from the requests that name it, and forgets it when the SDK closes it
// (DELETE, idle timeout, or eviction here).
type sessionLimiter struct {
	srv *mcp.Server
	max int

	mu      sync.Mutex
	live    map[string]*liveSession
	pending int // sessions being created, counted against max
}

type liveSession struct {
	ss   *mcp.ServerSession
	last time.Time
	busy int // requests in flight (GET streams excepted)
}

func newSessionLimiter(srv *mcp.Server, max int) *sessionLimiter {
	return &sessionLimiter{srv: srv, max: max, live: make(map[string]*liveSession)}
}

func (l *sessionLimiter) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if id := r.Header.Get("Mcp-Session-Id"); id != "" {
			if r.Method != http.MethodGet {
				l.begin(id)
				defer l.end(id)
			}
			next.ServeHTTP(w, r)
			return
		}
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r) // the SDK refuses it
			return
		}
		if !l.admit() {
			w.Header().Set("Retry-After", retryAfter)
			http.Error(w, "too many MCP sessions, all busy; retry later or end idle sessions with DELETE", http.StatusServiceUnavailable)
			return
		}
		cw := &sessionCapture{ResponseWriter: w, l: l}
		defer func() {
			if !cw.registered {
				l.cancel()
			} else {
				l.end(cw.id)
			}
		}()
		next.ServeHTTP(cw, r)
	})
}

// admit reserves room for a new session, closing the least recently active
// idle one when the limiter is full. It reports false when all are busy.
func (l *sessionLimiter) admit() bool {
	l.mu.Lock()
	if len(l.live)+l.pending < l.max {
		l.pending++
		l.mu.Unlock()
		return true
	}
	var victimID string
	var victim *liveSession
	for id, s := range l.live {
		if s.busy == 0 && (victim == nil || s.last.Before(victim.last)) {
			victimID, victim = id, s
		}
	}
	if victim == nil {
		l.mu.Unlock()
		return false
	}
	delete(l.live, victimID)
	l.pending++
	l.mu.Unlock()
	if victim.ss != nil {
		_ = victim.ss.Close()
	}
	return true
}

func (l *sessionLimiter) cancel() {
	l.mu.Lock()
	l.pending--
	l.mu.Unlock()
}

// register records the session the SDK just created, busy with the request
// that created it, and forgets it once it ends.
func (l *sessionLimiter) register(id string) bool {
	var ss *mcp.ServerSession
	for s := range l.srv.Sessions() {
		if s.ID() == id {
			ss = s
			break
		}
	}
	if ss == nil {
		return false // already closed (an initialize that failed)
	}
	l.mu.Lock()
	l.pending--
	l.live[id] = &liveSession{ss: ss, last: time.Now(), busy: 1}
	l.mu.Unlock()
	go func() {
		_ = ss.Wait()
		l.mu.Lock()
		if s, ok := l.live[id]; ok && s.ss == ss {
			delete(l.live, id)
		}
		l.mu.Unlock()
	}()
	return true
}

func (l *sessionLimiter) begin(id string) {
	l.mu.Lock()
	if s, ok := l.live[id]; ok {
		s.busy++
		s.last = time.Now()
	}
	l.mu.Unlock()
}

func (l *sessionLimiter) end(id string) {
	l.mu.Lock()
	if s, ok := l.live[id]; ok {
		s.busy--
		s.last = time.Now()
	}
	l.mu.Unlock()
}

// sessionCapture registers the session a response announces.
type sessionCapture struct {
	http.ResponseWriter
	l          *sessionLimiter
	id         string
	registered bool
	seen       bool
}

func (c *sessionCapture) capture() {
	if c.seen {
		return
	}
	c.seen = true
	if id := c.Header().Get("Mcp-Session-Id"); id != "" {
		c.id = id
		c.registered = c.l.register(id)
	}
}

func (c *sessionCapture) WriteHeader(code int) {
	c.capture()
	c.ResponseWriter.WriteHeader(code)
}

func (c *sessionCapture) Write(p []byte) (int, error) {
	c.capture()
	return c.ResponseWriter.Write(p)
}

func (c *sessionCapture) Flush() {
	c.capture()
	if f, ok := c.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (c *sessionCapture) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// inflight counts and bounds requests that carry calls (every method but
// GET, whose stream only carries server notifications), so that shutdown
// can let them finish before it closes the sessions, and so that at most
// MaxInFlight are served at once.
type inflight struct {
	wg    sync.WaitGroup
	slots chan struct{}
}

func newInflight(max int) *inflight { return &inflight{slots: make(chan struct{}, max)} }

func (f *inflight) track(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			select {
			case f.slots <- struct{}{}:
				defer func() { <-f.slots }()
			default:
				w.Header().Set("Retry-After", retryAfter)
				http.Error(w, "too many requests in flight; retry later", http.StatusServiceUnavailable)
				return
			}
			f.wg.Add(1)
			defer f.wg.Done()
		}
		next.ServeHTTP(w, r)
	})
}

// wait returns when no call is in flight, or when ctx ends.
func (f *inflight) wait(done <-chan struct{}) {
	finished := make(chan struct{})
	go func() { f.wg.Wait(); close(finished) }()
	select {
	case <-finished:
	case <-done:
	}
}
