// Package probe gathers discovery evidence live from a real MCP server
// (docs/rules.md §10): it connects with the official Go SDK client over stdio or
// Streamable HTTP, walks tools/list page by page itself, capturing each
// page's raw JSON, and builds the ackrite.discovery-record/v1 record. It
// never decides a verdict from a traversal (package convergence does); the
// one verdict it states itself is a watch's unverifiable when the session
// is lost (docs/rules.md §10.2), with the exit status and stderr as its reason. It
// never calls a tool, and stores no prompts, arguments, credentials or
// results.
//
// A watch (Session.Watch) reconnects after a loss, restarting a stdio
// command it launched; every traversal is bounded by pages, tools and
// bytes, and every message by size.
package probe

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gowebpki/jcs"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// Defaults and bounds.
const (
	DefaultTimeout       = 30 * time.Second
	DefaultPageTimeout   = 10 * time.Second
	DefaultMaxPages      = 1000
	DefaultMaxTraversals = 3
	DefaultSettle        = 100 * time.Millisecond
	// A traversal holds at most this many tools and raw bytes, so a server
	// that keeps growing its list cannot grow the probe without bound.
	DefaultMaxTools = 10_000
	DefaultMaxBytes = 32 << 20
	// DefaultMaxMessageBytes bounds one message (one tools/list page).
	DefaultMaxMessageBytes = 8 << 20
)

// A Target is the server to probe: a command (stdio) or a URL (Streamable
// HTTP or HTTP+SSE, see Transport), never both.
type Target struct {
	Command []string
	// Env adds KEY=value entries to a command's environment (a client
	// configuration's "env"); never printed.
	Env []string
	// Dir is the command's working directory (default: the probe's).
	Dir     string
	URL     string
	Headers http.Header
	// Transport says how a URL is reached: TransportStreamable (also ""),
	// TransportSSE or TransportAuto.
	Transport string
}

// Options bound a probe.
type Options struct {
	Timeout       time.Duration // the whole probe
	PageTimeout   time.Duration // each tools/list request
	MaxPages      int           // per traversal
	MaxTraversals int           // refreshes after a change signal, in all
	MaxTools      int           // per traversal
	MaxBytes      int           // raw tools/list bytes per traversal
	// MaxMessageBytes bounds one message from the server; a larger one
	// ends the connection.
	MaxMessageBytes int
	// ClientCapabilities is the JSON object of capabilities to declare;
	// empty declares none (docs/rules.md §10.3).
	ClientCapabilities json.RawMessage
	// Settle is how long to wait after a traversal for a change signal
	// that is already on its way (servers batch notifications).
	Settle time.Duration
	Logger *slog.Logger
	// Notify, when set, is called for each notifications/tools/list_changed.
	Notify func(at time.Time)
}

func (o *Options) defaults() {
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.PageTimeout <= 0 {
		o.PageTimeout = DefaultPageTimeout
	}
	if o.MaxPages <= 0 {
		o.MaxPages = DefaultMaxPages
	}
	if o.MaxTraversals <= 0 {
		o.MaxTraversals = DefaultMaxTraversals
	}
	if o.MaxTools <= 0 {
		o.MaxTools = DefaultMaxTools
	}
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	if o.MaxMessageBytes <= 0 {
		o.MaxMessageBytes = DefaultMaxMessageBytes
	}
	if o.Settle <= 0 {
		o.Settle = DefaultSettle
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
}

// UnavailableError says the server could not be started or reached.
type UnavailableError struct {
	Target string
	Err    error
	Exit   string // how a stdio server ended ("exit status 1"), when it did
	Junk   string // the last line it wrote to stdout that was not JSON
	Stderr string // the relevant tail of a stdio server's stderr
	// scrub hides the target's env and header values (Target.Scrub).
	scrub func(string) string
}

func (e *UnavailableError) Error() string {
	s := fmt.Sprintf("cannot reach %s: %v", e.Target, e.Err)
	if e.Exit != "" {
		s += " (the server exited: " + e.Exit + ")"
	}
	if e.Junk != "" {
		s += "\nthe server wrote a line that is not JSON-RPC: " + e.Junk
	}
	if e.Stderr != "" {
		s += "\nserver stderr (last lines):\n" + e.Stderr
	}
	if e.scrub != nil {
		s = e.scrub(s)
	}
	return redact.String(s) // the URL, the SDK's error and stderr may hold credentials
}

func (e *UnavailableError) Unwrap() error { return e.Err }

// A Session is a live connection to the server under probe.
type Session struct {
	cs     *mcp.ClientSession
	tap    *tap
	stderr *stderrLog
	proc   *process // a stdio server; nil over HTTP
	// transport is how the session reaches the server (Transport).
	transport string
	opts      Options
	target    Target
	caps      json.RawMessage       // the client capabilities declared
	ended     chan struct{}         // closed when the connection ends
	gone      atomic.Bool           // an HTTP server said it no longer knows the session
	refused   atomic.Pointer[error] // the first request refused for leaving --url's origin

	closeOnce sync.Once
	closeErr  error

	mu           sync.Mutex
	notification time.Time // of the last list_changed; zero when none
	signals      int
	changed      chan struct{} // receives after each list_changed
}

// clientCapabilities returns what the probe declares: the JSON object
// given, or none at all by default, so that a server cannot show the probe
// a different tool set than a bare client (docs/rules.md §10.3).
func clientCapabilities(raw json.RawMessage) (*mcp.ClientCapabilities, json.RawMessage, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return &mcp.ClientCapabilities{}, json.RawMessage(`{}`), nil
	}
	var caps mcp.ClientCapabilities
	d := json.NewDecoder(bytes.NewReader(raw))
	d.DisallowUnknownFields()
	if err := d.Decode(&caps); err != nil {
		return nil, nil, fmt.Errorf("client capabilities: %w", err)
	}
	var keys map[string]json.RawMessage
	_ = json.Unmarshal(raw, &keys)
	if r, ok := keys["roots"]; ok {
		// The SDK reads roots from RootsV2 only (go-sdk #607).
		//lint:ignore SA1019 as below: the lock's roots capability, declared for the servers that read it.
		roots := &mcp.RootCapabilities{}
		_ = json.Unmarshal(r, roots)
		//lint:ignore SA1019 roots is deprecated in 2026-07-28, but a probe must still declare what a lock recorded for older servers.
		caps.RootsV2 = roots
	}
	canon, err := jcs.Transform(raw)
	if err != nil {
		return nil, nil, fmt.Errorf("client capabilities: %w", err)
	}
	return &caps, canon, nil
}

// Connect starts or reaches the server and initializes an MCP session.
func Connect(ctx context.Context, t Target, opts Options) (*Session, error) {
	opts.defaults()
	caps, capsJSON, err := clientCapabilities(opts.ClientCapabilities)
	if err != nil {
		return nil, err
	}
	s := &Session{tap: newTap(), stderr: &stderrLog{max: 4096}, opts: opts, target: t, caps: capsJSON,
		changed: make(chan struct{}, 1), ended: make(chan struct{})}
	client := mcp.NewClient(&mcp.Implementation{Name: "ackrite-probe", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { s.signal(time.Now()) },
		Logger:                 opts.Logger,
		Capabilities:           caps,
	})
	client.AddSendingMiddleware(uncached)
	var transport mcp.Transport
	switch {
	case len(t.Command) > 0 && t.URL == "":
		p, err := startProcess(t.Command, t.Env, t.Dir, s.stderr)
		if err != nil {
			return nil, &UnavailableError{Target: t.String(), Err: err, scrub: t.Scrub}
		}
		s.proc = p
		guard := &lineGuard{r: p.stdout, max: opts.MaxMessageBytes}
		transport = &mcp.IOTransport{
			Reader: readCloser{io.TeeReader(guard, &lineTap{t: s.tap}), p.stdout},
			Writer: procWriter{Writer: io.MultiWriter(&sentTap{t: s.tap}, p.stdin), p: p},
		}
	case t.URL != "" && len(t.Command) == 0:
		return s.connectURL(ctx, client, t)
	default:
		return nil, errors.New("probe: give a command or a URL, not both")
	}
	cctx, cancel := context.WithTimeout(ctx, opts.PageTimeout)
	defer cancel()
	cs, err := client.Connect(cctx, transport, nil)
	if err != nil {
		ue := &UnavailableError{Target: t.String(), Err: err, scrub: t.Scrub}
		if s.proc != nil {
			ue.Exit = s.proc.exitStatus(500 * time.Millisecond)
			s.proc.stop()
			ue.Junk, ue.Stderr = t.Scrub(s.tap.lastJunk()), t.Scrub(s.stderr.String())
		}
		return nil, ue
	}
	s.start(cs, "stdio")
	return s, nil
}

// connectURL reaches a server over Streamable HTTP or HTTP+SSE, as
// t.Transport says; TransportAuto falls back from the first to the second
// as the MCP specification's backwards-compatibility section describes.
func (s *Session) connectURL(ctx context.Context, client *mcp.Client, t Target) (*Session, error) {
	switch t.Transport {
	case "", TransportStreamable, TransportAuto, TransportSSE:
	default:
		return nil, fmt.Errorf("probe: transport %q: want %s", t.Transport, strings.Join(Transports, ", "))
	}
	attempt := func(sse bool) (*mcp.ClientSession, error) {
		cctx, cancel := context.WithTimeout(ctx, s.opts.PageTimeout)
		defer cancel()
		var postStatus atomic.Int32
		var transport mcp.Transport = &mcp.StreamableClientTransport{Endpoint: t.URL, HTTPClient: s.httpClient(t, &postStatus), MaxRetries: 2}
		if sse {
			transport = &sseTransport{inner: &mcp.SSEClientTransport{Endpoint: t.URL, HTTPClient: s.httpClient(t, nil), MaxEventSize: s.opts.MaxMessageBytes}}
		}
		cs, err := client.Connect(cctx, transport, nil)
		if refused := s.refused.Load(); err != nil && refused != nil {
			// The refusal is the cause; what the SDK reports depends on
			// whether its stream or its POST noticed first.
			err = *refused
		}
		if err != nil && !sse && fallbackStatus[postStatus.Load()] {
			if t.Transport == TransportAuto {
				return nil, errFallback{status: postStatus.Load(), err: err}
			}
			err = fmt.Errorf("%w (HTTP %d to the initialize POST: the server may speak the deprecated HTTP+SSE transport instead)", err, postStatus.Load())
		}
		return cs, err
	}
	sse := t.Transport == TransportSSE
	cs, err := attempt(sse)
	var fb errFallback
	if errors.As(err, &fb) {
		s.opts.Logger.Info("Streamable HTTP refused the initialize POST; trying HTTP+SSE", "status", fb.status)
		sse = true
		if cs, err = attempt(true); err != nil {
			err = fmt.Errorf("over Streamable HTTP: HTTP %d (%v); over HTTP+SSE: %w", fb.status, fb.err, err)
		}
	}
	if err != nil {
		return nil, &UnavailableError{Target: t.String(), Err: err, scrub: t.Scrub}
	}
	if sse {
		s.start(cs, TransportSSE)
	} else {
		s.start(cs, TransportStreamable)
	}
	return s, nil
}

// errFallback is a Streamable HTTP initialize refused with a status after
// which TransportAuto tries HTTP+SSE.
type errFallback struct {
	status int32
	err    error
}

func (e errFallback) Error() string { return e.err.Error() }

// start keeps the initialized session and notes when it ends.
func (s *Session) start(cs *mcp.ClientSession, transport string) {
	s.cs, s.transport = cs, transport
	go func() {
		_ = cs.Wait()
		close(s.ended)
	}()
}

// Transport says how the session reaches the server: "stdio",
// TransportStreamable or TransportSSE.
func (s *Session) Transport() string { return s.transport }

// uncached keeps the SDK from caching tools/list results (SEP-2549 ttlMs):
// a refresh must be a fresh traversal that reaches the server, never an
// answer from the client's own cache. The probe records the server's
// ttlMs from the raw result; only the SDK's copy loses it.
func uncached(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if list, ok := res.(*mcp.ListToolsResult); ok {
			list.TTLMs = 0
		}
		return res, err
	}
}

// Ended is closed when the connection ends: a stdio server exited or
// closed its stdout, or the transport gave up.
func (s *Session) Ended() <-chan struct{} { return s.ended }

// Capabilities returns the client capabilities the probe declared, as
// canonical JSON ({} when none).
func (s *Session) Capabilities() json.RawMessage { return s.caps }

// A Loss says why a session is gone: what failed, how a stdio server
// ended, the last line it wrote that was not JSON, and its stderr tail.
// Every string is safe for a terminal.
type Loss struct {
	At     time.Time `json:"at"`
	Cause  string    `json:"cause"`
	Exit   string    `json:"exit,omitempty"`
	Junk   string    `json:"junk,omitempty"`
	Stderr string    `json:"stderr,omitempty"`
}

// String is the loss in one paragraph for people.
func (l *Loss) String() string {
	s := l.Cause
	if l.Exit != "" {
		s += " (" + l.Exit + ")"
	}
	if l.Junk != "" {
		s += "; the server wrote a line that is not JSON-RPC: " + l.Junk
	}
	if l.Stderr != "" {
		s += "\nserver stderr (last lines):\n" + l.Stderr
	}
	return redact.String(s)
}

// loss describes why the session failed, err being the error that showed
// it (nil when the connection simply ended).
func (s *Session) loss(err error) *Loss {
	l := &Loss{At: time.Now()}
	if s.proc != nil {
		l.Exit = s.proc.exitStatus(time.Second)
		l.Junk = redact.String(s.target.Scrub(s.tap.lastJunk())) // --format json prints them as they are
		l.Stderr = redact.String(s.target.Scrub(s.stderr.String()))
	}
	switch {
	case l.Exit != "":
		l.Cause = "the server exited"
	case s.gone.Load():
		l.Cause = "the server no longer knows the session (HTTP 404)"
	case s.tap.limitError() != nil:
		l.Cause = "the connection was ended: " + s.tap.limitError().Error()
	case errors.Is(err, context.DeadlineExceeded):
		l.Cause = "the server stopped answering"
	case s.proc != nil:
		l.Cause = "the server closed its stdout"
	default:
		l.Cause = "the connection to the server was lost"
	}
	if err != nil {
		l.Cause += ": " + text.Visible(redact.String(s.target.Scrub(err.Error())))
	}
	return l
}

// localCodes are the JSON-RPC error codes the SDK makes up on the client
// side for a connection that is closing or a request its transport could
// not deliver (an HTTP server that refused or went away): they are not
// answers from the server.
var localCodes = map[int64]bool{
	-32003: true, // client is closing
	-32004: true, // server is closing
	-32005: true, // rejected by transport
}

// connectionLost reports whether err says the connection itself failed,
// rather than the server answering with a JSON-RPC error.
func (s *Session) connectionLost(err error) bool {
	if err == nil {
		return false
	}
	if s.gone.Load() {
		return true // 404 for the session, whatever the body said
	}
	var wire *jsonrpc.Error
	if errors.As(err, &wire) && !localCodes[wire.Code] {
		return false // the server answered
	}
	select {
	case <-s.ended:
		return true
	default:
	}
	if errors.Is(err, mcp.ErrConnectionClosed) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, errLineTooLong) {
		return true
	}
	if s.proc != nil && s.proc.exitStatus(0) != "" {
		return true
	}
	// Over HTTP a failed request is a transport failure (the server went
	// away or refused); a timeout on a live connection is not.
	return s.proc == nil && !errors.Is(err, context.DeadlineExceeded)
}

func (s *Session) signal(at time.Time) {
	s.mu.Lock()
	s.notification = at
	s.signals++
	s.mu.Unlock()
	select {
	case s.changed <- struct{}{}:
	default:
	}
	if s.opts.Notify != nil {
		s.opts.Notify(at)
	}
	s.opts.Logger.Debug("tools/list_changed received", "at", at)
}

// Changed receives after each notifications/tools/list_changed.
func (s *Session) Changed() <-chan struct{} { return s.changed }

// LastNotification returns the time of the last list_changed (zero if
// none) and how many arrived.
func (s *Session) LastNotification() (time.Time, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.notification, s.signals
}

// closeTimeout bounds Close: a server that hangs must not hang the probe.
const closeTimeout = 3 * time.Second

// Close ends the session (and stops a stdio server). It gives up after a
// few seconds on a server that does not let go.
func (s *Session) Close() error {
	s.closeOnce.Do(func() { s.closeErr = s.close() })
	return s.closeErr
}

func (s *Session) close() error {
	done := make(chan error, 1)
	go func() { done <- s.cs.Close() }()
	select {
	case err := <-done:
		return err
	case <-time.After(closeTimeout):
		s.opts.Logger.Warn("server did not close the session in time; leaving it", "target", s.target.String())
		if s.proc != nil {
			_ = s.proc.cmd.Process.Kill()
		}
		return nil
	}
}

// Stderr returns the relevant tail of a stdio server's stderr.
func (s *Session) Stderr() string { return s.stderr.String() }

// A Traversal is one walk of tools/list.
type Traversal struct {
	StartedAt   time.Time
	CompletedAt time.Time // zero when the walk did not reach a page without nextCursor
	Pages       []convergence.Page
	Tools       []json.RawMessage
	TTLMs       *int64
	Duration    time.Duration
	// Stopped says why the walk ended early ("" when it completed).
	Stopped string
	// Lost is set when the walk ended because the session is gone.
	Lost  *Loss
	bytes int // raw result bytes held
}

// Complete reports whether the walk reached the last page.
func (t *Traversal) Complete() bool { return !t.CompletedAt.IsZero() }

// rawPage is a tools/list result as the server sent it.
type rawPage struct {
	Tools      []json.RawMessage `json:"tools"`
	NextCursor *string           `json:"nextCursor"`
	TTLMs      *int64            `json:"ttlMs"`
}

// Traverse walks tools/list from the first page until a page has no
// nextCursor, a cursor repeats, the page cap is reached, a request fails or
// times out. Pages and tools are recorded as they arrive either way.
func (s *Session) Traverse(ctx context.Context) *Traversal {
	t := &Traversal{StartedAt: time.Now()}
	defer func() { t.Duration = time.Since(t.StartedAt) }()
	emptyIsCursor := convergence.EmptyCursorIsCursor(s.ProtocolVersion())
	seen := map[string]bool{}
	var cursor *string
	for {
		if len(t.Pages) >= s.opts.MaxPages {
			t.Stopped = fmt.Sprintf("page cap of %d reached", s.opts.MaxPages)
			return t
		}
		if cursor != nil && *cursor == "" {
			t.Stopped = "the server returned an empty-string cursor, which the SDK client cannot send back"
			return t
		}
		params := &mcp.ListToolsParams{}
		if cursor != nil {
			params.Cursor = *cursor
		}
		pctx, cancel := context.WithTimeout(ctx, s.opts.PageTimeout)
		_, err := s.cs.ListTools(pctx, params)
		cancel()
		if err != nil {
			if s.connectionLost(err) {
				t.Lost = s.loss(err)
				t.Stopped = fmt.Sprintf("tools/list page %d failed: %s", len(t.Pages)+1, t.Lost.Cause)
				if t.Lost.Exit != "" {
					t.Stopped += " (" + t.Lost.Exit + ")"
				}
				return t
			}
			t.Stopped = fmt.Sprintf("tools/list page %d failed: %s", len(t.Pages)+1, text.Visible(redact.String(s.target.Scrub(err.Error()))))
			return t
		}
		raw, ok := s.tap.take()
		if !ok {
			t.Stopped = "the raw tools/list result was not captured"
			return t
		}
		var page rawPage
		if err := json.Unmarshal(raw, &page); err != nil {
			t.Stopped = fmt.Sprintf("tools/list page %d is not a list result: %v", len(t.Pages)+1, err)
			return t
		}
		n := len(page.Tools)
		if t.bytes += len(raw); t.bytes > s.opts.MaxBytes {
			t.Stopped = fmt.Sprintf("the traversal exceeded %d bytes of tools/list results at page %d (--max-bytes)", s.opts.MaxBytes, len(t.Pages)+1)
			return t
		}
		if len(t.Tools)+n > s.opts.MaxTools {
			t.Stopped = fmt.Sprintf("the traversal exceeded %d tools at page %d (--max-tools)", s.opts.MaxTools, len(t.Pages)+1)
			return t
		}
		t.Pages = append(t.Pages, convergence.Page{Cursor: cursor, NextCursor: page.NextCursor, ToolCount: &n})
		t.Tools = append(t.Tools, page.Tools...)
		if page.TTLMs != nil {
			t.TTLMs = page.TTLMs
		}
		next := page.NextCursor
		if next == nil || (*next == "" && !emptyIsCursor) {
			t.CompletedAt = time.Now()
			return t
		}
		if seen[*next] {
			t.Stopped = fmt.Sprintf("the server repeated cursor %q", *next)
			return t
		}
		seen[*next] = true
		cursor = next
	}
}

// ProtocolVersion returns the negotiated protocol version.
func (s *Session) ProtocolVersion() string { return s.cs.InitializeResult().ProtocolVersion }

// ListChanged reports whether the server advertised tools.listChanged.
func (s *Session) ListChanged() bool {
	caps := s.cs.InitializeResult().Capabilities
	return caps != nil && caps.Tools != nil && caps.Tools.ListChanged
}

// Server returns how the server described itself, redacted (docs/rules.md §8):
// a server is free to put a token in its name or version, and every lock,
// scan and report takes the description from here. The website and the
// instructions are not kept.
func (s *Session) Server() *convergence.Server {
	info := s.cs.InitializeResult().ServerInfo
	if info == nil {
		return nil
	}
	return &convergence.Server{Name: redact.String(info.Name), Title: redact.String(info.Title), Version: redact.String(info.Version)}
}

// Discover traverses, waits Settle for a change signal already on its way,
// and traverses again (up to MaxTraversals in all) while a signal arrived
// at or after the latest traversal started: a server that settles is seen
// settled, and one that keeps changing is seen changing.
func (s *Session) Discover(ctx context.Context) *Traversal {
	var t *Traversal
	for i := 0; i < s.opts.MaxTraversals; i++ {
		t = s.Traverse(ctx)
		select {
		case <-time.After(s.opts.Settle):
		case <-ctx.Done():
		}
		if t.Lost != nil {
			break
		}
		last, _ := s.LastNotification()
		if last.IsZero() || !signalDuring(last, t.StartedAt) || ctx.Err() != nil {
			break
		}
		s.opts.Logger.Info("tool list changed during discovery; refreshing", "traversal", i+1)
	}
	return t
}

// signalDuring reports whether a change signal at last may have come at
// or after a traversal that started at started, as the record will tell
// it: the record keeps milliseconds, so a signal in the traversal's first
// millisecond (server-everything sends one as the session opens) reads as
// during it, and is refreshed after like one that is.
func signalDuring(last, started time.Time) bool {
	return !last.Truncate(time.Millisecond).Before(started.Truncate(time.Millisecond))
}

// Record builds the evidence record of a traversal. client is the client
// registry to compare: the tools of a lock file, or nil to use the
// traversal's own tools (the probe installed what it discovered).
func (s *Session) Record(t *Traversal, client *Client, policy *convergence.RefreshPolicy) *convergence.Record {
	lc := s.ListChanged()
	r := &convergence.Record{
		Schema:             convergence.Schema,
		ProtocolVersion:    s.ProtocolVersion(),
		ListChanged:        &lc,
		DiscoveryStartedAt: convergence.NewTime(t.StartedAt),
		Pages:              t.Pages,
		DiscoveredTools:    t.Tools,
		TTLMs:              t.TTLMs,
		RefreshPolicy:      policy,
		Server:             s.Server(),
		ObservedAt:         convergence.NewTime(time.Now()),
	}
	if t.Complete() {
		r.DiscoveryCompletedAt = convergence.NewTime(t.CompletedAt)
	}
	if last, _ := s.LastNotification(); !last.IsZero() {
		r.NotificationAt = convergence.NewTime(last)
	}
	switch {
	case client == nil:
		if t.Complete() {
			r.ClientTools = t.Tools
		}
	case client.Tools != nil && len(client.Tools) == 0:
		// An empty clientTools would be omitted from the record, leaving
		// the client registry unknown: an empty lock says so by digest.
		r.ClientDigest = emptyDigest
	case client.Tools != nil:
		r.ClientTools = client.Tools
	default:
		r.ClientDigest = client.Digest
	}
	if len(r.DiscoveredTools) == 0 && t.Complete() {
		// An empty registry is still a registry: say so with its digest.
		r.DiscoveredDigest = emptyDigest
		if client == nil {
			r.ClientDigest = emptyDigest
		}
	}
	return r
}

// A Client is the client registry a record compares against.
type Client struct {
	Tools  []json.RawMessage // when the definitions are known exactly
	Digest string            // otherwise
}

// emptyDigest is the digest of a registry without tools.
var emptyDigest = func() string {
	r, err := registryDigest(nil)
	if err != nil {
		panic(err)
	}
	return r
}()

// minSecret is the shortest env or header value Scrub hides: a shorter
// one ("1", "true") is no credential, and hiding it would garble the text.
const minSecret = 6

// Scrub hides the values of the target's env entries and headers in s (a
// server's stderr or error text may echo them): a configuration's env and
// headers hold credentials, and are never printed (docs/rules.md §10.5).
func (t Target) Scrub(s string) string {
	var secrets []string
	for _, kv := range t.Env {
		if _, v, ok := strings.Cut(kv, "="); ok {
			secrets = append(secrets, v)
		}
	}
	for _, vs := range t.Headers {
		for _, v := range vs {
			secrets = append(secrets, v)
			if _, token, ok := strings.Cut(v, " "); ok { // "Bearer <token>"
				secrets = append(secrets, strings.TrimSpace(token))
			}
		}
	}
	slices.SortFunc(secrets, func(a, b string) int { return len(b) - len(a) }) // the longest first
	for _, v := range secrets {
		if len(v) >= minSecret {
			s = strings.ReplaceAll(s, v, "[REDACTED:configured value]")
		}
	}
	return s
}

// String names the target for people, with credentials in a URL redacted.
func (t Target) String() string {
	if t.URL != "" {
		return redact.String(t.URL)
	}
	return strings.Join(t.Command, " ")
}
