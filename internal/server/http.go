package server

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// HTTP limits and timeouts.
const (
	MaxBodyBytes           = 4 << 20 // request bodies; 413 beyond
	DefaultShutdownTimeout = 10 * time.Second
	readHeaderTimeout      = 10 * time.Second
	readTimeout            = 60 * time.Second
	idleTimeout            = 120 * time.Second
	sessionIdleTimeout     = 30 * time.Minute
)

// HTTPOptions configure the Streamable HTTP transport.
type HTTPOptions struct {
	// Addr is host:port to listen on. Only loopback addresses are allowed
	// unless AllowRemote is set.
	Addr        string
	AllowRemote bool
	// Tokens, when not empty, are the bearer tokens one of which every
	// request must carry as "Authorization: Bearer <token>" (except /healthz
	// from loopback). Each token is its own session namespace (docs/rules.md §11).
	Tokens []string
	// MaxSessions caps live MCP sessions; 0 means MaxLiveSessions. Each
	// token holds at most MaxSessionsPerClient of them.
	MaxSessions int
	// WriteTimeout bounds each write of a response; 0 means
	// DefaultWriteTimeout.
	WriteTimeout time.Duration
	// MaxInFlight caps /mcp requests served at once; 0 means MaxInFlight.
	// Each client has at most MaxInFlightPerClient of them.
	MaxInFlight int
	// MaxRunningPerClient caps the requests of one client that run at
	// once; 0 means MaxRunningPerClient.
	MaxRunningPerClient int
	// MaxConns caps the connections held open; 0 means MaxConns. One
	// remote host holds at most a quarter of them.
	MaxConns        int
	Logger          *slog.Logger
	Version         string
	ShutdownTimeout time.Duration
	// Ready, when set, is called with the listening address once the
	// server accepts connections.
	Ready func(addr net.Addr)
}

// ValidateBind refuses a non-loopback listen address unless allowRemote. An
// empty host means every interface, which is not loopback.
func ValidateBind(addr string, allowRemote bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--http %q: want host:port, e.g. 127.0.0.1:8080", addr)
	}
	if allowRemote {
		return nil
	}
	if host == "" {
		return fmt.Errorf("--http %q listens on every interface; bind a loopback address (127.0.0.1, [::1], localhost) or pass --allow-remote with --auth-token-file", addr)
	}
	if ip := net.ParseIP(host); ip != nil {
		if !ip.IsLoopback() {
			return fmt.Errorf("--http %q is not a loopback address; pass --allow-remote with --auth-token-file to serve remote clients", addr)
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	ips, err := net.DefaultResolver.LookupIPAddr(ctx, host)
	if err != nil || len(ips) == 0 {
		return fmt.Errorf("--http %q: cannot resolve %s: %v", addr, host, err)
	}
	for _, ip := range ips {
		if !ip.IP.IsLoopback() {
			return fmt.Errorf("--http %q: %s resolves to %s, which is not loopback; pass --allow-remote with --auth-token-file to serve remote clients", addr, host, ip.IP)
		}
	}
	return nil
}

// newHTTPHandler serves srv at /mcp with the SDK's Streamable HTTP
// handlers — stateless for 2026-07-28 requests, stateful for older
// protocols — (DNS-rebinding protection on, bodies capped at 4 MiB) behind
// bearer-token authentication, cross-origin protection and the per-client
// bounds of docs/rules.md §11, and /healthz. Every request is logged to logger
// without bodies or credentials. It adds nothing to srv. It also returns
// the tracker of in-flight calls, which shutdown waits on.
//
// A request to /mcp passes, outermost first: the bearer-token check (so
// that the in-flight bounds know the client), the in-flight bounds per
// client and in all, cross-origin protection, the response guard (write
// deadlines, echo-safe errors), the large-request screen, then the
// protocol router, which
// hands 2026-07-28 requests to the SDK's stateless handler and older ones
// to its stateful handler behind the live-session caps.
func newHTTPHandler(srv *mcp.Server, opts HTTPOptions) (http.Handler, *clients) {
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	logger = ScrubLogs(logger)
	if opts.Version == "" {
		opts.Version = "dev"
	}
	if opts.MaxSessions <= 0 {
		opts.MaxSessions = MaxLiveSessions
	}
	if opts.MaxInFlight <= 0 {
		opts.MaxInFlight = MaxInFlight
	}
	if opts.WriteTimeout <= 0 {
		opts.WriteTimeout = DefaultWriteTimeout
	}
	getServer := func(*http.Request) *mcp.Server { return srv }
	calls := newClients(srv, opts, investedIn(srv))
	mcpHandler := protocolRouter{
		stateful: calls.sessions(mcp.NewStreamableHTTPHandler(getServer, &mcp.StreamableHTTPOptions{
			Logger:              logger,
			SessionTimeout:      sessionIdleTimeout,
			MaxRequestBodyBytes: MaxBodyBytes,
		})),
		stateless: mcp.NewStreamableHTTPHandler(getServer, &mcp.StreamableHTTPOptions{
			Logger:                       logger,
			Stateless:                    true,
			MaxRequestBodyBytes:          MaxBodyBytes,
			PropagateRequestCancellation: true,
		}),
	}
	auth := newTokenAuth(opts.Tokens)
	mux := http.NewServeMux()
	mux.Handle("/mcp", auth.require(calls.track(http.NewCrossOriginProtection().Handler(guard(opts.WriteTimeout, screenLarge(mcpHandler))))))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		if !isLoopback(r.RemoteAddr) && !auth.ok(r) {
			auth.deny(w)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"status": "ok", "name": "ackrite", "version": opts.Version})
	})
	return accessLog(logger, mux), calls
}

func isLoopback(remote string) bool {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// statusWriter records the status and size of a response. It keeps
// flushing working for server-sent events through Unwrap and Flush.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// accessLog logs one structured line per request: no bodies, no
// credentials, and the MCP session id only as a short hash.
func accessLog(logger *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		// Only the served paths are logged as sent: another path may
		// carry a secret (a token pasted into a URL).
		path := r.URL.Path
		if path != "/mcp" && path != "/healthz" {
			path = fmt.Sprintf("(other, %d bytes)", len(path))
		}
		attrs := []any{"method", r.Method, "path", path, "status", sw.status, "bytes", sw.bytes,
			"duration", time.Since(start).Round(time.Microsecond), "remote", r.RemoteAddr}
		if sid := r.Header.Get("Mcp-Session-Id"); sid != "" {
			attrs = append(attrs, "session", shortSession(sid))
		}
		logger.Info("http request", attrs...)
	})
}

// ServeHTTP serves srv over Streamable HTTP until ctx is cancelled, then
// shuts down gracefully: it stops accepting, lets in-flight requests finish
// (bounded by ShutdownTimeout), closes MCP sessions, and returns nil.
func ServeHTTP(ctx context.Context, srv *mcp.Server, opts HTTPOptions) error {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	opts.Logger = ScrubLogs(opts.Logger)
	if opts.ShutdownTimeout <= 0 {
		opts.ShutdownTimeout = DefaultShutdownTimeout
	}
	if opts.WriteTimeout <= 0 {
		opts.WriteTimeout = DefaultWriteTimeout
	}
	if err := ValidateBind(opts.Addr, opts.AllowRemote); err != nil {
		return err
	}
	if opts.AllowRemote && len(opts.Tokens) == 0 {
		return errNoToken
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return fmt.Errorf("listening on %s: %w", opts.Addr, err)
	}
	if opts.MaxConns <= 0 {
		opts.MaxConns = MaxConns
	}
	ln = limitConns(ln, opts.MaxConns, max(1, opts.MaxConns/4))
	handler, calls := newHTTPHandler(srv, opts)
	hs := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		IdleTimeout:       idleTimeout,
		// Each write of an /mcp response extends its own deadline
		// (guardedWriter); this one bounds everything else and resets the
		// connection's deadline at each request.
		WriteTimeout:   opts.WriteTimeout,
		MaxHeaderBytes: 64 << 10,
		ErrorLog:       slog.NewLogLogger(opts.Logger.Handler(), slog.LevelWarn),
	}
	opts.Logger.Info("serving MCP over Streamable HTTP", "url", "http://"+ln.Addr().String()+"/mcp", "auth", len(opts.Tokens) > 0, "tokens", len(opts.Tokens), "remote", opts.AllowRemote)
	if opts.Ready != nil {
		opts.Ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serving HTTP: %w", err)
	case <-ctx.Done():
	}
	opts.Logger.Info("shutting down: finishing in-flight requests", "timeout", opts.ShutdownTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), opts.ShutdownTimeout)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- hs.Shutdown(sctx) }()
	// Shutdown stops accepting at once and waits for connections to go
	// idle, but a session's GET stream never does: once every in-flight call
	// has been answered, close the MCP sessions, which ends those streams.
	calls.wait(sctx.Done())
	for ss := range srv.Sessions() {
		go ss.Close()
	}
	if err := <-done; err != nil {
		opts.Logger.Warn("shutdown timed out; closing remaining connections", "error", err)
		_ = hs.Close()
	}
	<-errc
	return nil
}
