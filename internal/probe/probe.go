// Package probe gathers discovery evidence live from a real MCP server
// (SPEC §10): it connects with the official Go SDK client over stdio or
// Streamable HTTP, walks tools/list page by page itself, capturing each
// page's raw JSON, and builds the ackrite.discovery-record/v1 record. It
// never decides a verdict (package convergence does), never calls a tool,
// and stores no prompts, arguments, credentials or results.
package probe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/convergence"
)

// Defaults and bounds.
const (
	DefaultTimeout       = 30 * time.Second
	DefaultPageTimeout   = 10 * time.Second
	DefaultMaxPages      = 1000
	DefaultMaxTraversals = 3
	DefaultSettle        = 100 * time.Millisecond
)

// A Target is the server to probe: a command (stdio) or a URL (Streamable
// HTTP), never both.
type Target struct {
	Command []string
	// Env adds KEY=value entries to a command's environment (a client
	// configuration's "env"); never printed.
	Env     []string
	URL     string
	Headers http.Header
}

// Options bound a probe.
type Options struct {
	Timeout       time.Duration // the whole probe
	PageTimeout   time.Duration // each tools/list request
	MaxPages      int           // per traversal
	MaxTraversals int           // refreshes after a change signal, in all
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
	Stderr string // the tail of a stdio server's stderr
}

func (e *UnavailableError) Error() string {
	s := fmt.Sprintf("cannot reach %s: %v", e.Target, e.Err)
	if e.Stderr != "" {
		s += "\nserver stderr (last lines):\n" + e.Stderr
	}
	return s
}

func (e *UnavailableError) Unwrap() error { return e.Err }

// A Session is a live connection to the server under probe.
type Session struct {
	cs     *mcp.ClientSession
	tap    *tap
	stderr *tail
	opts   Options
	target string

	mu           sync.Mutex
	notification time.Time // of the last list_changed; zero when none
	signals      int
	changed      chan struct{} // receives after each list_changed
}

// Connect starts or reaches the server and initializes an MCP session.
func Connect(ctx context.Context, t Target, opts Options) (*Session, error) {
	opts.defaults()
	s := &Session{tap: newTap(), stderr: &tail{max: 4096}, opts: opts, changed: make(chan struct{}, 1)}
	client := mcp.NewClient(&mcp.Implementation{Name: "ackrite-probe", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { s.signal(time.Now()) },
		Logger:                 opts.Logger,
	})
	var transport mcp.Transport
	switch {
	case len(t.Command) > 0 && t.URL == "":
		s.target = fmt.Sprintf("%q", t.Command)
		cmd := exec.Command(t.Command[0], t.Command[1:]...)
		cmd.Stderr = s.stderr
		if len(t.Env) > 0 {
			cmd.Env = append(os.Environ(), t.Env...)
		}
		stdin, err := cmd.StdinPipe()
		if err != nil {
			return nil, err
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			return nil, err
		}
		if err := cmd.Start(); err != nil {
			return nil, &UnavailableError{Target: s.target, Err: err}
		}
		transport = &mcp.IOTransport{
			Reader: readCloser{io.TeeReader(stdout, &lineTap{t: s.tap}), stdout},
			Writer: &procWriter{WriteCloser: stdin, cmd: cmd},
		}
	case t.URL != "" && len(t.Command) == 0:
		s.target = t.URL
		transport = &mcp.StreamableClientTransport{
			Endpoint:   t.URL,
			HTTPClient: &http.Client{Transport: &roundTripper{next: http.DefaultTransport, t: s.tap, headers: t.Headers}},
			MaxRetries: 2,
		}
	default:
		return nil, errors.New("probe: give a command or a URL, not both")
	}
	cctx, cancel := context.WithTimeout(ctx, opts.PageTimeout)
	defer cancel()
	cs, err := client.Connect(cctx, transport, nil)
	if err != nil {
		if c, ok := transport.(*mcp.IOTransport); ok {
			_ = c.Writer.Close()
		}
		return nil, &UnavailableError{Target: s.target, Err: err, Stderr: s.stderr.String()}
	}
	s.cs = cs
	return s, nil
}

// procWriter closes a stdio server: stdin first, then, if it lingers, a kill.
type procWriter struct {
	io.WriteCloser
	cmd  *exec.Cmd
	once sync.Once
}

func (w *procWriter) Close() error {
	var err error
	w.once.Do(func() {
		err = w.WriteCloser.Close()
		done := make(chan struct{})
		go func() { _ = w.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			_ = w.cmd.Process.Kill()
			<-done
		}
	})
	return err
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
	done := make(chan error, 1)
	go func() { done <- s.cs.Close() }()
	select {
	case err := <-done:
		return err
	case <-time.After(closeTimeout):
		s.opts.Logger.Warn("server did not close the session in time; leaving it", "target", s.target)
		return nil
	}
}

// Stderr returns the tail of a stdio server's stderr.
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
			t.Stopped = fmt.Sprintf("tools/list page %d failed: %v", len(t.Pages)+1, err)
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

// Server returns how the server described itself.
func (s *Session) Server() *convergence.Server {
	info := s.cs.InitializeResult().ServerInfo
	if info == nil {
		return nil
	}
	return &convergence.Server{Name: info.Name, Title: info.Title, Version: info.Version}
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
		last, _ := s.LastNotification()
		if last.IsZero() || last.Before(t.StartedAt) || ctx.Err() != nil {
			break
		}
		s.opts.Logger.Info("tool list changed during discovery; refreshing", "traversal", i+1)
	}
	return t
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

// String names the target for people.
func (t Target) String() string {
	if t.URL != "" {
		return t.URL
	}
	return strings.Join(t.Command, " ")
}
