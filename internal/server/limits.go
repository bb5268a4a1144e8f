package server

import (
	"context"
	"io"
	"net/http"
	"runtime"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Bounds per client over HTTP (docs/rules.md §11). A client is a bearer token when
// tokens are configured; without tokens, a request that names a live MCP
// session is that session's, and every other request is one anonymous
// client's.
const (
	// MaxLiveSessions caps the MCP sessions (protocol ≤ 2025-11-25) alive
	// at once.
	MaxLiveSessions = 1000
	// MaxSessionsPerClient caps the MCP sessions one token holds: its next
	// one closes its own least recently active idle session. Without
	// tokens every client is one, and only MaxLiveSessions applies.
	MaxSessionsPerClient = 250
	// MaxInFlight caps the /mcp requests being served at once (event
	// streams opened by GET excepted), 503 beyond. Each HTTP/1.1
	// connection carries one request at a time, and HTTP/2 is not served,
	// so this also bounds the work a client that never reads can start.
	MaxInFlight = 256
	// MaxInFlightPerClient caps the requests one client has in flight, so
	// that one client holding its share with bodies it never finishes
	// leaves the rest to others (up to three such clients at once).
	MaxInFlightPerClient = 64
	retryAfter           = "5" // seconds, on 503
)

// MaxRunningPerClient is how many of one client's requests in flight run
// at once by default: as many as there are cores, since more cannot run
// faster and would only take the cores from other clients; the rest wait
// in the client's own queue (still counted in flight). Event streams —
// GET and 2026-07-28's subscriptions/listen — wait on nothing and take no
// turn.
var MaxRunningPerClient = max(2, runtime.GOMAXPROCS(0))

// listenMethod is the 2026-07-28 method whose request is an event stream;
// its Mcp-Method header, which the SDK checks against the body, says so.
const listenMethod = "subscriptions/listen"

// anonymous is the client of requests that carry no token and name no live
// MCP session.
const anonymous = "anonymous"

// clients keeps the requests in flight and the stateful handler's MCP
// sessions within their bounds, per client and in all (docs/rules.md §11), so that
// one client's flood evicts and starves only itself.
//
// It learns a session's id from the Mcp-Session-Id response header of the
// request that created it, tracks its last activity and requests in flight
// from the requests that name it, and forgets it when the SDK closes it
// (DELETE, idle timeout, or eviction here). A new session over a cap closes
// an idle session of the client over its own cap, else of the client that
// holds the most; among those it closes one that holds no investigation
// before one that does, then the least recently active.
type clients struct {
	srv                            *mcp.Server
	maxSessions, sessionsPerClient int
	maxInFlight, inFlightPerClient int
	runningPerClient               int
	// invested reports whether an MCP session holds investigation sessions
	// (docs/rules.md §7): those are what a client loses with it.
	invested func(sessionID string) bool

	mu       sync.Mutex
	live     map[string]*liveSession  // by MCP session id
	owned    map[string]int           // live and pending sessions per client
	pending  int                      // sessions being created, counted against maxSessions
	inFlight map[string]int           // per client
	turns    map[string]chan struct{} // per client with requests in flight: those running
	total    int                      // requests in flight
	wg       sync.WaitGroup           // requests in flight, for shutdown
}

type liveSession struct {
	ss     *mcp.ServerSession
	client string
	last   time.Time
	busy   int // requests in flight (GET streams excepted)
}

func newClients(srv *mcp.Server, opts HTTPOptions, invested func(string) bool) *clients {
	if invested == nil {
		invested = func(string) bool { return false }
	}
	c := &clients{
		srv: srv, maxSessions: opts.MaxSessions, sessionsPerClient: opts.MaxSessions,
		maxInFlight: opts.MaxInFlight, inFlightPerClient: min(MaxInFlightPerClient, opts.MaxInFlight),
		runningPerClient: opts.MaxRunningPerClient,
		invested:         invested,
		live:             make(map[string]*liveSession), owned: make(map[string]int), inFlight: make(map[string]int),
		turns: make(map[string]chan struct{}),
	}
	if c.runningPerClient <= 0 {
		c.runningPerClient = MaxRunningPerClient
	}
	if len(opts.Tokens) > 0 {
		c.sessionsPerClient = min(MaxSessionsPerClient, opts.MaxSessions)
	}
	return c
}

// clientOf names the client a request (already authenticated) belongs to.
func (c *clients) clientOf(r *http.Request) string {
	if ti := auth.TokenInfoFromContext(r.Context()); ti != nil && ti.UserID != "" {
		return ti.UserID
	}
	if id := r.Header.Get("Mcp-Session-Id"); id != "" {
		c.mu.Lock()
		_, ok := c.live[id]
		c.mu.Unlock()
		if ok {
			return "session:" + id
		}
	}
	return anonymous
}

// track bounds the requests that carry calls (every method but GET, whose
// stream only carries server notifications), per client and in all, and
// counts them so that shutdown can let them finish before it closes the
// sessions. A client's requests then run a few at a time (its turns), the
// rest waiting in flight; a listen stream takes no turn.
func (c *clients) track(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			client := c.clientOf(r)
			turns, msg := c.begin(client)
			if msg != "" {
				w.Header().Set("Retry-After", retryAfter)
				http.Error(w, msg, http.StatusServiceUnavailable)
				return
			}
			defer c.done(client)
			if r.Header.Get("Mcp-Method") != listenMethod && r.Body != nil {
				body := &turnAtEOF{ReadCloser: r.Body, turns: turns, ctx: r.Context()}
				defer body.release()
				r.Body = body
			}
		}
		next.ServeHTTP(w, r)
	})
}

// turnAtEOF is a request body that waits for a turn of its client once it
// has been read to its end: the work of a request starts when its body is
// in, and a body sent a byte at a time must not hold a turn the client's
// other requests — or, without tokens, every new session's initialize —
// are waiting for. A request whose client leaves while it waits reads as
// cut short.
type turnAtEOF struct {
	io.ReadCloser
	turns chan struct{}
	ctx   context.Context
	taken bool
}

func (b *turnAtEOF) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF && !b.taken {
		select {
		case b.turns <- struct{}{}:
			b.taken = true
		case <-b.ctx.Done():
			return n, b.ctx.Err()
		}
	}
	return n, err
}

// release gives the turn back, once the request has been served.
func (b *turnAtEOF) release() {
	if b.taken {
		<-b.turns
	}
}

// begin takes a request slot for client and returns the client's turns,
// or says why there is no slot.
func (c *clients) begin(client string) (chan struct{}, string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.inFlight[client] >= c.inFlightPerClient:
		return nil, "this client has too many requests in flight; retry later"
	case c.total >= c.maxInFlight:
		return nil, "too many requests in flight; retry later"
	}
	c.inFlight[client]++
	c.total++
	c.wg.Add(1)
	turns := c.turns[client]
	if turns == nil {
		turns = make(chan struct{}, c.runningPerClient)
		c.turns[client] = turns
	}
	return turns, ""
}

func (c *clients) done(client string) {
	c.mu.Lock()
	if c.inFlight[client]--; c.inFlight[client] <= 0 {
		// Nothing of the client's holds or waits for a turn now.
		delete(c.inFlight, client)
		delete(c.turns, client)
	}
	c.total--
	c.mu.Unlock()
	c.wg.Done()
}

// wait returns when no call is in flight, or when done is closed.
func (c *clients) wait(done <-chan struct{}) {
	finished := make(chan struct{})
	go func() { c.wg.Wait(); close(finished) }()
	select {
	case <-finished:
	case <-done:
	}
}

// sessions wraps the stateful handler: requests in a session keep it
// active, and a request that creates one is admitted within the caps.
func (c *clients) sessions(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if id := r.Header.Get("Mcp-Session-Id"); id != "" {
			if r.Method != http.MethodGet {
				// Activity is the request's arrival and each answer
				// written, never the handler's return: the client may
				// have its answer, and have sent its next request in
				// another session, before this handler returns.
				c.use(id, +1)
				defer c.use(id, -1)
				w = &activityWriter{ResponseWriter: w, c: c, id: id}
			}
			next.ServeHTTP(w, r)
			return
		}
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r) // the SDK refuses it
			return
		}
		client := c.clientOf(r)
		if !c.admit(client) {
			w.Header().Set("Retry-After", retryAfter)
			http.Error(w, "too many MCP sessions, all busy; retry later or end idle sessions with DELETE", http.StatusServiceUnavailable)
			return
		}
		cw := &sessionCapture{ResponseWriter: w, c: c, client: client}
		defer func() {
			if !cw.registered {
				c.cancel(client)
			} else {
				c.use(cw.id, -1)
			}
		}()
		next.ServeHTTP(cw, r)
	})
}

// admit reserves room for a new session of client, closing an idle
// session when a cap is reached. It reports false when every session it
// may close is busy.
func (c *clients) admit(client string) bool {
	c.mu.Lock()
	var victim string
	switch {
	case c.owned[client] >= c.sessionsPerClient:
		victim = c.victim(func(s *liveSession) bool { return s.client == client })
	case len(c.live)+c.pending >= c.maxSessions:
		victim = c.victimOfLargest(client)
	default:
		c.reserve(client)
		c.mu.Unlock()
		return true
	}
	if victim == "" {
		c.mu.Unlock()
		return false
	}
	s := c.live[victim]
	c.forget(victim)
	c.reserve(client)
	c.mu.Unlock()
	if s.ss != nil {
		_ = s.ss.Close()
	}
	return true
}

func (c *clients) reserve(client string) {
	c.pending++
	c.owned[client]++
}

// victimOfLargest picks an idle session of the client holding the most
// sessions that has one idle — client itself first among equals. The
// caller holds c.mu.
func (c *clients) victimOfLargest(client string) string {
	tried := map[string]bool{}
	for len(tried) < len(c.owned) {
		largest, n := "", -1
		for name, count := range c.owned {
			if tried[name] {
				continue
			}
			if count > n || count == n && name == client {
				largest, n = name, count
			}
		}
		tried[largest] = true
		if v := c.victim(func(s *liveSession) bool { return s.client == largest }); v != "" {
			return v
		}
	}
	return ""
}

// victim picks, among the idle sessions that match, one that holds no
// investigation before one that does, then the least recently active. The
// caller holds c.mu.
func (c *clients) victim(match func(*liveSession) bool) string {
	var id string
	var best *liveSession
	bestInvested := false
	for sid, s := range c.live {
		if s.busy > 0 || !match(s) {
			continue
		}
		inv := c.invested(sid)
		if best == nil || !inv && bestInvested || inv == bestInvested && s.last.Before(best.last) {
			id, best, bestInvested = sid, s, inv
		}
	}
	return id
}

// forget drops a live session from the accounts. The caller holds c.mu.
func (c *clients) forget(id string) {
	s, ok := c.live[id]
	if !ok {
		return
	}
	delete(c.live, id)
	if c.owned[s.client]--; c.owned[s.client] <= 0 {
		delete(c.owned, s.client)
	}
}

func (c *clients) cancel(client string) {
	c.mu.Lock()
	c.pending--
	if c.owned[client]--; c.owned[client] <= 0 {
		delete(c.owned, client)
	}
	c.mu.Unlock()
}

// register records the session the SDK just created for client, busy with
// the request that created it, and forgets it once it ends.
func (c *clients) register(id, client string) bool {
	var ss *mcp.ServerSession
	for s := range c.srv.Sessions() {
		if s.ID() == id {
			ss = s
			break
		}
	}
	if ss == nil {
		return false // already closed (an initialize that failed)
	}
	c.mu.Lock()
	c.pending--
	c.live[id] = &liveSession{ss: ss, client: client, last: time.Now(), busy: 1}
	c.mu.Unlock()
	go func() {
		_ = ss.Wait()
		c.mu.Lock()
		if s, ok := c.live[id]; ok && s.ss == ss {
			c.forget(id)
		}
		c.mu.Unlock()
	}()
	return true
}

// use adds delta to the requests in flight in session id; a request that
// arrives marks it active.
func (c *clients) use(id string, delta int) {
	c.mu.Lock()
	if s, ok := c.live[id]; ok {
		s.busy += delta
		if delta > 0 {
			s.last = time.Now()
		}
	}
	c.mu.Unlock()
}

// touch marks session id active: the server is answering one of its
// requests.
func (c *clients) touch(id string) {
	c.mu.Lock()
	if s, ok := c.live[id]; ok {
		s.last = time.Now()
	}
	c.mu.Unlock()
}

// activityWriter marks its session active before each write of a
// response is handed on (a Write can reach the client before it returns), so that the order of last activity is the
// order the client saw: an answer it has read was stamped before the
// request it sends next. The GET stream, which carries only the server's
// own notifications, is not wrapped: a client that only listens is idle.
type activityWriter struct {
	http.ResponseWriter
	c  *clients
	id string
}

func (w *activityWriter) WriteHeader(code int) {
	w.c.touch(w.id)
	w.ResponseWriter.WriteHeader(code)
}

func (w *activityWriter) Write(p []byte) (int, error) {
	w.c.touch(w.id)
	return w.ResponseWriter.Write(p)
}

// Flush does not mark the session: the Write before it may have sent the
// whole answer already, and the client its next request.
func (w *activityWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *activityWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// sessionCapture registers the session a response announces.
type sessionCapture struct {
	http.ResponseWriter
	c          *clients
	client     string
	id         string
	registered bool
	seen       bool
}

func (w *sessionCapture) capture() {
	if w.seen {
		return
	}
	w.seen = true
	if id := w.Header().Get("Mcp-Session-Id"); id != "" {
		w.id = id
		w.registered = w.c.register(id, w.client)
	}
}

func (w *sessionCapture) WriteHeader(code int) {
	w.capture()
	w.ResponseWriter.WriteHeader(code)
}

func (w *sessionCapture) Write(p []byte) (int, error) {
	w.capture()
	return w.ResponseWriter.Write(p)
}

func (w *sessionCapture) Flush() {
	w.capture()
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *sessionCapture) Unwrap() http.ResponseWriter { return w.ResponseWriter }
