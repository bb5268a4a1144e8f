package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/findings"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/probe"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// headerFlags collects repeated --header "K: V" flags.
type headerFlags http.Header

func (h headerFlags) String() string { return "" }

func (h headerFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(k) == "" {
		return fmt.Errorf("want 'Name: value', got %q", v)
	}
	http.Header(h).Add(strings.TrimSpace(k), strings.TrimSpace(val))
	return nil
}

// targetFlags are the flags every live command shares.
type targetFlags struct {
	url         *string
	headers     headerFlags
	timeout     *time.Duration
	pageTimeout *time.Duration
	maxPages    *int
	maxTools    *int
	maxBytes    *int
	maxMessage  *int
	caps        *string
	transport   *string
}

func addTargetFlags(fs *flag.FlagSet) *targetFlags {
	t := &targetFlags{headers: headerFlags{}}
	t.url = fs.String("url", "", "probe the server at this `URL` (Streamable HTTP, or HTTP+SSE: see --transport) instead of a command")
	t.transport = fs.String("transport", probe.TransportAuto, "with --url, how to reach it: auto (Streamable HTTP, then the deprecated HTTP+SSE when the initialize POST gets 400, 404 or 405, as the MCP specification's backwards-compatibility section says), streamable-http, or sse (the URL of the event stream, e.g. http://host:3001/sse)")
	fs.Var(t.headers, "header", "add an HTTP `header` ('Name: value'; repeatable), e.g. an Authorization header")
	t.timeout = fs.Duration("timeout", probe.DefaultTimeout, "bound the whole probe (connect and traversals)")
	t.pageTimeout = fs.Duration("page-timeout", probe.DefaultPageTimeout, "bound each tools/list request")
	t.maxPages = fs.Int("max-pages", probe.DefaultMaxPages, "stop a traversal after this many pages")
	t.maxTools = fs.Int("max-tools", probe.DefaultMaxTools, "stop a traversal after this many tools")
	t.maxBytes = fs.Int("max-bytes", probe.DefaultMaxBytes, "stop a traversal after this many bytes of tools/list results")
	t.maxMessage = fs.Int("max-message-bytes", probe.DefaultMaxMessageBytes, "end the connection when the server sends one message larger than this")
	t.caps = fs.String("client-capabilities", "", "declare these client capabilities (a JSON `object`, e.g. '{\"roots\":{}}'); default: none, so the server shows what it shows a bare client")
	return t
}

// capabilitiesFor returns the client capabilities to declare when
// comparing with lock: --client-capabilities when given (with a warning if
// the lock was written with others), else the ones the lock recorded, so
// that the server is asked as the lock's probe asked it.
func (t *targetFlags) capabilitiesFor(e *env, cmd string, lock *registry.Lock) json.RawMessage {
	if lock == nil || len(lock.ClientCapabilities) == 0 {
		return json.RawMessage(*t.caps)
	}
	if *t.caps == "" {
		return lock.ClientCapabilities
	}
	var a, b any
	if json.Unmarshal([]byte(*t.caps), &a) == nil && json.Unmarshal(lock.ClientCapabilities, &b) == nil && !reflect.DeepEqual(a, b) {
		fmt.Fprintf(text.VisibleWriter(e.stderr), "ackrite %s: warning: the lock was written declaring client capabilities %s; --client-capabilities declares others\n", cmd, compactJSON(lock.ClientCapabilities))
	}
	return json.RawMessage(*t.caps)
}

func compactJSON(raw json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// target returns the probe target from --url or the command after --.
func (t *targetFlags) target(fs *flag.FlagSet) (probe.Target, error) {
	cmd := fs.Args()
	switch {
	case *t.url != "" && len(cmd) > 0:
		return probe.Target{}, errors.New("give --url or a command after --, not both")
	case !slices.Contains(probe.Transports, *t.transport):
		return probe.Target{}, fmt.Errorf("--transport %q: want %s", *t.transport, strings.Join(probe.Transports, ", "))
	case *t.url != "":
		if !strings.HasPrefix(*t.url, "http://") && !strings.HasPrefix(*t.url, "https://") {
			return probe.Target{}, fmt.Errorf("--url %q: want an http:// or https:// URL", *t.url)
		}
		return probe.Target{URL: *t.url, Headers: http.Header(t.headers), Transport: *t.transport}, nil
	case len(cmd) > 0:
		if len(t.headers) > 0 {
			return probe.Target{}, errors.New("--header applies to --url only")
		}
		if *t.transport != probe.TransportAuto {
			return probe.Target{}, errors.New("--transport applies to --url only")
		}
		return probe.Target{Command: cmd}, nil
	}
	return probe.Target{}, errors.New("name the server: a command after -- (stdio), or --url URL (Streamable HTTP or HTTP+SSE)")
}

func (t *targetFlags) options(e *env, notify func(time.Time)) probe.Options {
	logger, _ := newLogger(text.VisibleWriter(e.stderr), "warn")
	return probe.Options{Timeout: *t.timeout, PageTimeout: *t.pageTimeout, MaxPages: *t.maxPages, MaxTools: *t.maxTools, MaxBytes: *t.maxBytes, MaxMessageBytes: *t.maxMessage,
		ClientCapabilities: json.RawMessage(*t.caps), Logger: logger, Notify: notify}
}

// connect starts the session, reporting an unreachable server as exit 69.
func connect(ctx context.Context, e *env, name string, t probe.Target, opts probe.Options) (*probe.Session, int) {
	s, err := probe.Connect(ctx, t, opts)
	if err != nil {
		fmt.Fprintf(text.VisibleWriter(e.stderr), "ackrite %s: %v\n", name, err)
		var ue *probe.UnavailableError
		if !errors.As(err, &ue) {
			return nil, exitUsage // --client-capabilities
		}
		return nil, exitUnavailable
	}
	return s, 0
}

// loadClient reads the client registry to compare: a lock file, one
// server of a multi-server lock (--server, or its only server), a saved
// tools/list result or response, or an array of tools (what diff reads).
// When the definitions hash to the registry digest (nothing was redacted)
// they are used whole, for a per-tool diff; otherwise only the digest is.
// The lock is returned when the file is one.
func loadClient(e *env, path, server string) (client *probe.Client, lock *registry.Lock, multi bool, err error) {
	data, err := readInput(e, path, "lock file")
	if err != nil {
		return nil, nil, false, err
	}
	src, err := registry.LoadSource(data)
	if err != nil {
		return nil, nil, false, repin(err)
	}
	reg, l, _, err := src.Pick(server)
	if err != nil {
		return nil, nil, false, serverFlagError(err, src)
	}
	defs := reg.Definitions()
	if r, err := registry.Digest(defs); err == nil && r.Digest == reg.Digest {
		return &probe.Client{Tools: defs}, l, src.Multi != nil, nil
	}
	return &probe.Client{Digest: reg.Digest}, l, src.Multi != nil, nil
}

// A pickError is a --server that names no server of the lock, or a
// multi-server lock of several servers without --server: a usage error
// (exit 64), the file itself being fine.
type pickError struct{ error }

// serverFlagError says which flag picks a server of a multi-server lock.
func serverFlagError(err error, src *registry.Source) error {
	if src.Multi == nil {
		return pickError{fmt.Errorf("--server: %w", err)}
	}
	return pickError{fmt.Errorf("%w: pick one with --server NAME", err)}
}

// loadExit is the exit code for a registry file that could not be used.
func loadExit(err error) int {
	var pe pickError
	if errors.As(err, &pe) {
		return exitUsage
	}
	return exitData
}

// warnServerName warns when a lock pins a server of another name than the
// one probed: the comparison is then probably against the wrong lock.
func warnServerName(e *env, cmd string, l *registry.Lock, s *probe.Session) {
	if l == nil || l.Server == nil || l.Server.Name == "" {
		return
	}
	if srv := s.Server(); srv != nil && srv.Name != l.Server.Name {
		fmt.Fprintf(text.VisibleWriter(e.stderr), "ackrite %s: warning: the lock pins server %q, but the probed server calls itself %q\n", cmd, l.Server.Name, srv.Name)
	}
}

// settled traverses the server's tools/list for a registry to pin or
// compare. It returns nil, having said why on errw and what is therefore
// not done, when the traversal did not complete or a tools/list_changed
// arrived at or after it started (Discover already traversed again as
// often as it may, so the server's tools changed under it).
func settled(ctx context.Context, sess *probe.Session, errw io.Writer, cmd, notDone string) *probe.Traversal {
	tr := sess.Discover(ctx)
	if !tr.Complete() {
		fmt.Fprintf(errw, "ackrite %s: the tools/list traversal did not complete (%s); %s\n", cmd, tr.Stopped, notDone)
		return nil
	}
	if at, n := sess.LastNotification(); !at.IsZero() && !at.Before(tr.StartedAt) {
		fmt.Fprintf(errw, "ackrite %s: the server's tool list changed during the last traversal (tools/list_changed at %s, %d in all): it has not settled; %s\n",
			cmd, at.UTC().Format(time.RFC3339Nano), n, notDone)
		return nil
	}
	return tr
}

// serveMetrics serves a fresh set of the probe's Prometheus metrics at
// http://addr/metrics until stop is called, and says where on announce.
// On a refused address it says why on stderr and returns nil metrics.
func serveMetrics(e *env, cmd, addr string, announce io.Writer) (m *probe.Metrics, stop func()) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintf(e.stderr, "ackrite %s: --metrics %s: %v\n", cmd, addr, err)
		return nil, nil
	}
	m = probe.NewMetrics()
	mux := http.NewServeMux()
	mux.Handle("/metrics", m.Handler())
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	fmt.Fprintf(announce, "ackrite %s: metrics at http://%s/metrics\n", cmd, ln.Addr())
	return m, func() { hs.Close() }
}

// probeOutput is what probe --json prints: the record and its verdict,
// and in watch mode what triggered it, whether the session is up, why it
// was lost, and what a restart changed.
type probeOutput struct {
	Trigger string                `json:"trigger,omitempty"`
	Up      *bool                 `json:"up,omitempty"`
	Lost    *probe.Loss           `json:"lost,omitempty"`
	Changes []registry.ToolChange `json:"changes,omitempty"`
	Record  *convergence.Record   `json:"record"`
	Report  *convergence.Report   `json:"report"`
	// Findings are the tool-poisoning checks of the traversed definitions
	// (docs/rules.md §10.4).
	Findings []poison.Finding `json:"findings"`
}

// safeOutput is o as it may be printed (docs/rules.md §8): the record's secret
// definitions replaced by their digest, the per-tool diffs' quotes
// redacted.
func safeOutput(o probeOutput) probeOutput {
	o.Record = o.Record.Printable()
	if o.Report != nil && len(o.Report.ToolDiff) > 0 {
		rep := *o.Report
		rep.ToolDiff = registry.RedactChanges(rep.ToolDiff)
		o.Report = &rep
	}
	o.Changes = registry.RedactChanges(o.Changes)
	return o
}

// probeAbout is probe's help text.
const probeAbout = `Connect to a live MCP server, walk tools/list page by page, and give the
discovery verdict (docs/rules.md §10): the evidence record and its report. The probe
never calls a tool and stores no prompts, arguments, credentials or results.
It declares no client capabilities unless --client-capabilities says so
(or the --lock file recorded some: then it declares those).

The client registry compared is the --lock file (a lock, one server of a
multi-server lock as scan --lock writes it, picked with --server, or a saved
tools/list result) when given; otherwise the snapshot the probe itself
installed. A change notification that arrives during discovery triggers one
more traversal (3 at most). "ackrite check" accepts what --format json prints.

With --watch it keeps the session open and reports once per traversal:
at start, after each tools/list_changed (debounced), and every
--refresh-every for servers without listChanged. A watch never reports a
verdict it can no longer observe: when the server exits, the connection drops
or a refresh fails, it reports unverifiable at once (with the exit status and
the server's stderr tail), sets ackrite_probe_up to 0, reconnects with capped
exponential backoff and traverses the new session afresh.

A --url is reached over Streamable HTTP, falling back to the deprecated
HTTP+SSE transport when the initialize POST gets 400, 404 or 405 (the MCP
specification's backwards-compatibility rule); --transport sse or
streamable-http picks one.

Exit codes: 0 converged, 1 stale, 2 incomplete, 3 unverifiable (of the last
report), 64 usage (a --server the lock does not pin, too), 65 a bad --lock
file, 69 the server cannot be started or reached.

Examples:
  ackrite probe -- npx -y @modelcontextprotocol/server-everything
  ackrite probe --format json --url http://127.0.0.1:8080/mcp --header 'Authorization: Bearer TOKEN'
  ackrite probe --transport sse --url http://127.0.0.1:3001/sse
  ackrite probe --lock ackrite.lock.json --server github -- npx -y @modelcontextprotocol/server-github
  ackrite probe --lock ackrite.lock.json --watch 1h --metrics 127.0.0.1:9464 -- ./my-server`

func runProbe(e *env, args []string) int {
	fs := newFlags(e, "probe", "ackrite probe [flags] -- CMD ARGS...   |   ackrite probe [flags] --url URL", probeAbout)
	t := addTargetFlags(fs)
	format := addFormatFlag(fs, "{record, report, findings}, or one JSON line per report with --watch", formatText, formatJSON, formatSARIF, formatGitHub)
	failOnFinding := addFailOnFinding(fs, "none")
	lockFile := fs.String("lock", "", "compare against the registry in this `file` (a lock file, a multi-server lock or a saved tools/list result)")
	server := fs.String("server", "", "with a multi-server --lock (what scan --lock writes), compare with this server's `name`'s entry (default: the only one)")
	watch := fs.Duration("watch", 0, "keep watching for this `duration`, reporting each traversal")
	refreshEvery := fs.Duration("refresh-every", 0, "with --watch, also refresh on this `interval` (recorded as refreshPolicy)")
	debounce := fs.Duration("debounce", probe.DefaultDebounce, "with --watch, wait this long after a change signal for more")
	keepAlive := fs.Duration("keepalive", probe.DefaultKeepAlive, "with --watch, ping the server this often to notice that it went away (over 2026-07-28 HTTP, which has no session, traverse instead, reporting when the registry moved)")
	reconnectMax := fs.Duration("reconnect-max", probe.DefaultReconnectMax, "with --watch, the longest wait between reconnection attempts")
	metricsAddr := fs.String("metrics", "", "with --watch, serve Prometheus metrics on `host:port` at /metrics")
	name := fs.String("name", "", "server label for metrics (default: the name the server reports)")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	// People read stdout and stderr: every line passes through Visible.
	p := &probeCmd{e: e, errw: text.VisibleWriter(e.stderr), format: format, lockFile: *lockFile, name: *name}
	var err error
	if p.target, err = t.target(fs); err != nil {
		return usageFail(fs, "", "%v", err)
	}
	if *watch == 0 && (*metricsAddr != "" || *refreshEvery != 0) {
		return usageFail(fs, "", "--metrics and --refresh-every need --watch")
	}
	if p.findingLevel, err = parseFailOnFinding(*failOnFinding); err != nil {
		return usageFail(fs, "", "%v", err)
	}
	if *server != "" && *lockFile == "" {
		return usageFail(fs, "", "--server needs --lock FILE")
	}
	if *lockFile != "" {
		if p.client, p.lock, p.lockMulti, err = loadClient(e, *lockFile, *server); err != nil {
			fmt.Fprintf(p.errw, "ackrite probe: --lock %s: %v\n", *lockFile, err)
			return loadExit(err)
		}
	}
	opts := t.options(e, p.notified)
	opts.ClientCapabilities = t.capabilitiesFor(e, "probe", p.lock)
	ctx := e.ctx
	if *watch == 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *t.timeout)
		defer cancel()
	}
	sess, code := connect(ctx, e, "probe", p.target, opts)
	if sess == nil {
		return code
	}
	defer sess.Close()
	p.connected(sess)
	if *watch == 0 {
		return p.once(ctx, sess)
	}
	if *metricsAddr != "" {
		announce := p.errw
		if format.machine() {
			announce = io.Discard
		}
		var stop func()
		if p.metrics, stop = serveMetrics(e, "probe", *metricsAddr, announce); p.metrics == nil {
			return exitUsage
		}
		defer stop()
	}
	return p.watch(ctx, sess, probe.WatchOptions{For: *watch, Debounce: *debounce, RefreshEvery: *refreshEvery, KeepAlive: *keepAlive,
		ReconnectMax: *reconnectMax, Client: p.client,
		Retry: func(err error, wait time.Duration) {
			fmt.Fprintf(p.errw, "ackrite probe: reconnecting failed: %v; next attempt in %s\n", err, wait)
		}})
}

// probeCmd is one run of probe, its flags read.
type probeCmd struct {
	e            *env
	errw         io.Writer // stderr, made visible
	format       *formatFlag
	target       probe.Target
	findingLevel poison.Threshold
	name         string // --name
	lockFile     string
	lock         *registry.Lock
	lockMulti    bool
	client       *probe.Client
	metrics      *probe.Metrics
	serverLabel  atomic.Value // the server's label, set once connected
}

// label names the server in metrics and CI results: --name, else the name
// the server reports.
func (p *probeCmd) label(s *probe.Session) string {
	if p.name != "" {
		return p.name
	}
	if srv := s.Server(); srv != nil && srv.Name != "" {
		return srv.Name
	}
	return "unknown"
}

// notified is told of each tools/list_changed.
func (p *probeCmd) notified(at time.Time) {
	if !p.format.machine() {
		fmt.Fprintf(p.errw, "ackrite probe: tools/list_changed at %s\n", at.UTC().Format(time.RFC3339Nano))
	}
	if l, ok := p.serverLabel.Load().(string); ok && p.metrics != nil {
		p.metrics.Notified(l)
	}
}

// connected labels the session, warns of a lock pinning another server,
// and tells people what was reached.
func (p *probeCmd) connected(sess *probe.Session) {
	p.serverLabel.Store(p.label(sess))
	warnServerName(p.e, "probe", p.lock, sess)
	if p.format.machine() {
		return
	}
	desc := "server"
	if srv := sess.Server(); srv != nil {
		desc = strings.TrimSpace(srv.Name + " " + srv.Version)
	}
	fmt.Fprintf(p.errw, "ackrite probe: connected to %s over %s: protocol %s, tools.listChanged %v\n", desc, sess.Transport(), sess.ProtocolVersion(), sess.ListChanged())
}

// refused says, on stderr, that the lock does not show the registry it
// pins (and stops): a verdict against it would be against text the
// server does not serve.
func (p *probeCmd) refused(tr *probe.Traversal) bool {
	if p.lock == nil || tr == nil || !tr.Complete() {
		return false
	}
	live, err := registry.Digest(tr.Tools)
	if err != nil {
		return false
	}
	if err := lockShows(p.lock, live, p.lockMulti); err != nil {
		fmt.Fprintf(p.errw, "ackrite probe: --lock %s: %v\n", p.lockFile, err)
		return true
	}
	return false
}

// once traverses and reports once.
func (p *probeCmd) once(ctx context.Context, sess *probe.Session) int {
	tr := sess.Discover(ctx)
	if p.refused(tr) {
		return exitData
	}
	rec := sess.Record(tr, p.client, nil)
	rep := convergence.Evaluate(rec, time.Now())
	label := p.label(sess)
	found := toolFindings(label, tr.Tools)
	ci := func() *cireport.Report {
		r := findings.NewReport(version)
		findings.Verdict(r, "server "+label, rep, p.lockFile, 0, map[string]string{"server": display(label)})
		findings.Poison(r, found, "", 0)
		return r
	}
	p.format.render(p.e.stdout, renderers{
		formatJSON: func(w io.Writer) {
			writeJSON(w, safeOutput(probeOutput{Lost: tr.Lost, Record: rec, Report: rep, Findings: found}), true)
		},
		formatSARIF:  func(w io.Writer) { _ = writeCI(w, formatSARIF, ci()) },
		formatGitHub: func(w io.Writer) { _ = writeCI(w, formatGitHub, ci()) },
		formatText: func(w io.Writer) {
			printTraversal(p.errw, tr)
			if tr.Lost != nil {
				fmt.Fprintf(p.errw, "ackrite probe: lost the server: %s\n", tr.Lost)
			}
			printReport(text.VisibleWriter(w), p.target.String(), rep)
			printFindings(text.VisibleWriter(w), "  finding ", found)
		},
	})
	return max(rep.Verdict.ExitCode(), findingsExit(found, p.findingLevel))
}

// watch reports each traversal of the watch until it ends, and exits
// with the last report's verdict.
func (p *probeCmd) watch(ctx context.Context, sess *probe.Session, wopts probe.WatchOptions) int {
	ctx, stopWatch := context.WithCancel(ctx)
	defer stopWatch()
	lockRefused := false
	last := sess.Watch(ctx, wopts, func(ev *probe.Event) {
		if lockRefused || p.refused(ev.Traversal) {
			lockRefused = true
			stopWatch()
			return
		}
		p.event(ev)
	})
	if lockRefused {
		return exitData
	}
	return last.Report.Verdict.ExitCode()
}

// event reports one traversal of a watch (or its loss).
func (p *probeCmd) event(ev *probe.Event) {
	label := p.serverLabel.Load().(string)
	if p.metrics != nil {
		p.metrics.Observe(label, ev)
	}
	up := ev.Up
	var found []poison.Finding
	if ev.Traversal != nil {
		found = toolFindings(label, ev.Traversal.Tools)
		fleetMetrics(p.metrics, label, p.lock != nil, ev.Report, found)
	}
	p.format.render(p.e.stdout, renderers{
		formatJSON: func(w io.Writer) {
			writeJSON(w, safeOutput(probeOutput{Trigger: ev.Trigger, Up: &up, Lost: ev.Lost, Changes: ev.Changes, Record: ev.Record, Report: ev.Report, Findings: found}), false)
		},
		formatText: func(w io.Writer) {
			switch {
			case ev.Lost != nil:
				fmt.Fprintf(p.errw, "ackrite probe: lost the server: %s\n", ev.Lost)
			case ev.Traversal == nil:
				fmt.Fprintln(p.errw, "ackrite probe: the watch ended before refreshing after the last tools/list_changed")
			default:
				fmt.Fprintf(p.errw, "ackrite probe: traversal after %s: ", ev.Trigger)
				printTraversal(p.errw, ev.Traversal)
			}
			for _, c := range ev.Changes {
				fmt.Fprintf(p.errw, "ackrite probe: changed since the last traversal: %s %s\n", c.Tool, c.Change)
			}
			printReport(text.VisibleWriter(w), p.target.String(), ev.Report)
			printFindings(text.VisibleWriter(w), "  finding ", found)
		},
	})
}

// fleetMetrics records a traversal's poisoning findings and, with a lock,
// whether its registry drifted from the lock (docs/fleet.md).
func fleetMetrics(m *probe.Metrics, server string, locked bool, rep *convergence.Report, found []poison.Finding) {
	if m == nil {
		return
	}
	counts := map[string]int{}
	for _, f := range found {
		counts[string(f.Severity)]++
	}
	m.Findings(server, counts)
	if locked && rep != nil && rep.Digests.Discovered != "" {
		m.Drift(server, rep.Digests.Discovered != rep.Digests.Client)
	}
}

func printTraversal(w io.Writer, t *probe.Traversal) {
	status := "complete"
	if !t.Complete() {
		status = "incomplete: " + t.Stopped
	}
	fmt.Fprintf(w, "%d page(s), %d tool(s) in %s (%s)\n", len(t.Pages), len(t.Tools), t.Duration.Round(time.Millisecond), status)
}

// writeJSON writes v as one JSON document (indented) or one JSON line,
// with every character a terminal would act on or hide \u-escaped.
func writeJSON(w io.Writer, v any, indent bool) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if indent {
		enc.SetIndent("", "  ")
	}
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(w, "{\"error\": %q}\n", err.Error())
		return
	}
	_, _ = w.Write(text.EscapeJSON(b.Bytes()))
}
