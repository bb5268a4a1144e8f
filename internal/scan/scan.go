// Package scan probes every configured MCP server of an operator's
// clients (docs/rules.md §10.5): each with its own timeout, a bounded number at a
// time, giving each its discovery verdict (§9), its tool-poisoning
// findings (§10.4, across servers too) and, against a multi-server lock,
// what changed (§10.3). It never calls a tool; env values and headers
// from the configuration are used to start or reach a server, never
// returned.
package scan

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/ackrite/ackrite/internal/clientconfig"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/probe"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// Status says how far a server got.
type Status string

// The statuses.
const (
	Listed      Status = "listed"      // --no-connect: read from the config only
	Skipped     Status = "skipped"     // disabled, or cannot be started as configured
	Unavailable Status = "unavailable" // could not be started or reached
	Probed      Status = "probed"      // connected and traversed
	Missing     Status = "missing"     // in the lock, no longer configured
)

// Lock comparison outcomes (with Options.Verify).
const (
	LockMatch    = "match"
	LockChanged  = "changed"
	LockNotInIt  = "not in lock"
	LockNotFound = "not configured"
	LockNoDigest = "no digest" // the server could not be traversed to compare
	// LockEdited is a lock entry whose digest matches the server but whose
	// stored definitions do not show what it serves (see registry.Lock.Shows).
	LockEdited = "edited"
)

// A Result is one server's scan.
type Result struct {
	clientconfig.Server
	Status Status `json:"status"`
	// Reason says why a server was skipped or unavailable (redacted).
	Reason          string              `json:"reason,omitempty"`
	Info            *convergence.Server `json:"serverInfo,omitempty"`
	ProtocolVersion string              `json:"protocolVersion,omitempty"`
	Tools           int                 `json:"tools"`
	Digest          string              `json:"digest,omitempty"`
	Report          *convergence.Report `json:"report,omitempty"`
	// Stopped says why the tools/list traversal ended before its last
	// page ("" when it completed or did not start).
	Stopped  string           `json:"stopped,omitempty"`
	Findings []poison.Finding `json:"findings"`
	// Lock is the comparison with the multi-server lock, and Drift what
	// changed (Options.Verify only).
	Lock  string           `json:"lock,omitempty"`
	Drift []registry.Drift `json:"drift,omitempty"`

	definitions []json.RawMessage
	registry    *registry.Registry
}

// Definitions returns the raw tool definitions the probe traversed.
func (r *Result) Definitions() []json.RawMessage { return r.definitions }

// Options bound a scan.
type Options struct {
	// Parallel is how many servers are probed at once (default 8).
	Parallel int
	// Timeout bounds each server: start, connect and traversals.
	Timeout time.Duration
	Probe   probe.Options
	// Lock, when set, is the client registry each server is compared with
	// (Verify) — the registry the operator pinned.
	Lock   *registry.MultiLock
	Verify bool
	// Now is the evaluation time (default time.Now).
	Now func() time.Time
	// Done, when set, is told of each server as its probe ends, with how
	// long it took, while others are still probing: for progress lines.
	// Calls are serialised.
	Done func(r *Result, took time.Duration)
}

// DefaultParallel bounds concurrent probes when Options.Parallel is 0.
const DefaultParallel = 8

// List turns configured servers into listed results, connecting to none.
func List(servers []clientconfig.Server) []Result {
	out := make([]Result, len(servers))
	for i, s := range servers {
		out[i] = Result{Server: s, Status: Listed, Findings: []poison.Finding{}}
		if s.Disabled {
			out[i].Reason = "disabled in its configuration"
		} else if s.Problem != "" {
			out[i].Reason = s.Problem
		}
	}
	return out
}

// Run probes every server, at most Options.Parallel at a time, and returns
// results in the order given, then a Missing result for each locked server
// no longer configured (with Verify). Poisoning findings cover each
// server's tools and the servers together.
func Run(ctx context.Context, servers []clientconfig.Server, opts Options) []Result {
	if opts.Parallel <= 0 {
		opts.Parallel = DefaultParallel
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	results := make([]Result, len(servers))
	sem := make(chan struct{}, opts.Parallel)
	var wg sync.WaitGroup
	var doneMu sync.Mutex
	for i, s := range servers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				results[i] = Result{Server: s, Status: Unavailable, Reason: "scan cancelled: " + ctx.Err().Error(), Findings: []poison.Finding{}}
				return
			}
			defer func() { <-sem }()
			start := time.Now()
			results[i] = one(ctx, s, opts)
			if opts.Done != nil {
				doneMu.Lock()
				opts.Done(&results[i], time.Since(start))
				doneMu.Unlock()
			}
		}()
	}
	wg.Wait()
	fleetFindings(results)
	if opts.Verify && opts.Lock != nil {
		results = verify(results, opts.Lock)
	}
	return results
}

// one probes one server.
func one(ctx context.Context, s clientconfig.Server, opts Options) Result {
	r := Result{Server: s, Findings: []poison.Finding{}}
	if why := skipReason(s); why != "" {
		r.Status, r.Reason = Skipped, why
		return r
	}
	t := target(s)
	popts := opts.Probe
	if opts.Timeout > 0 {
		popts.Timeout = opts.Timeout
	}
	if popts.Timeout <= 0 {
		popts.Timeout = probe.DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, popts.Timeout)
	defer cancel()
	sess, err := probe.Connect(ctx, t, popts)
	if err != nil {
		r.Status, r.Reason = Unavailable, redact.String(text.Visible(err.Error()))
		return r
	}
	defer sess.Close()
	tr := sess.Discover(ctx)
	var client *probe.Client
	if opts.Verify && opts.Lock != nil {
		if l := opts.Lock.Servers[s.Name]; l != nil {
			client = ClientOf(l)
		}
	}
	rec := sess.Record(tr, client, nil)
	r.Status = Probed
	r.Info = sess.Server()
	r.ProtocolVersion = sess.ProtocolVersion()
	r.Tools = len(tr.Tools)
	r.definitions = tr.Tools
	r.Stopped = tr.Stopped
	r.Report = convergence.Evaluate(rec, opts.Now())
	if tr.Complete() {
		if reg, err := registry.Digest(tr.Tools); err == nil {
			r.registry, r.Digest = reg, reg.Digest
		}
	}
	return r
}

// skipReason says why a server is not probed ("" when it is).
func skipReason(s clientconfig.Server) string {
	switch {
	case s.Disabled:
		return "disabled in its configuration"
	case s.Problem != "":
		return s.Problem
	}
	return ""
}

// target is how the probe reaches a configured server.
func target(s clientconfig.Server) probe.Target {
	t := probe.Target{Command: s.Command, Env: s.Env(), URL: s.URL}
	switch s.Transport {
	case clientconfig.SSE:
		t.Transport = probe.TransportSSE
	case clientconfig.HTTP:
		// As configured: a client told "http" speaks Streamable HTTP; one
		// given a bare URL tries Streamable HTTP, then HTTP+SSE.
		t.Transport = probe.TransportStreamable
		if s.Untyped {
			t.Transport = probe.TransportAuto
		}
	}
	if st, err := os.Stat(s.Dir); err == nil && st.IsDir() && s.Transport == clientconfig.Stdio {
		// A project's server starts in the project, as its client starts
		// it; a project that is not on this machine leaves the probe's.
		t.Dir = s.Dir
	}
	if h := s.Headers(); len(h) > 0 {
		t.Headers = http.Header{}
		for k, v := range h {
			t.Headers.Set(k, v)
		}
	}
	return t
}

// ClientOf returns a lock as the client registry to compare: the stored
// definitions when they hash to the lock's digest (nothing was redacted),
// for a per-tool diff; otherwise the digest alone.
func ClientOf(l *registry.Lock) *probe.Client {
	defs := l.Definitions()
	if r, err := registry.Digest(defs); err == nil && r.Digest == l.Digest {
		return &probe.Client{Tools: defs}
	}
	return &probe.Client{Digest: l.Digest}
}

// fleetFindings runs the poisoning rules on each probed server's tools,
// and the rules across servers on each group of servers one client starts
// together (docs/rules.md §10.5): two clients that each start their own copy of a
// server, or two servers no one client starts side by side, are no
// collision. Each finding goes to its server.
func fleetFindings(results []Result) {
	var found []poison.Finding
	for _, r := range results {
		if r.Status == Probed {
			f, _ := poison.InspectTools(r.Name, r.definitions) // a definition that is not an object is the verdict's business
			found = append(found, f...)
		}
	}
	seen := map[poison.Finding]bool{}
	for _, group := range together(results) {
		for _, f := range poison.InspectAcross(group) {
			if !seen[f] {
				seen[f] = true
				found = append(found, f)
			}
		}
	}
	byServer := map[string][]poison.Finding{}
	for _, f := range found {
		byServer[f.Server] = append(byServer[f.Server], f)
	}
	for i := range results {
		results[i].Findings = append(results[i].Findings, byServer[results[i].Name]...)
	}
}

// together groups the probed servers by the client session that starts
// them side by side: for each client, in each project it has servers for,
// its user-scope servers and that project's; a client with no project
// servers starts its user-scope servers alone. A server configured in
// several clients is in each of their groups.
func together(results []Result) [][]poison.Server {
	type key struct{ client, project string }
	user := map[string][]int{}        // client → results started in every project
	project := map[key][]int{}        // client, project → results started there
	var clients []string              // in first-seen order, for determinism
	projects := map[string][]string{} // client → its projects, first-seen order
	for i, r := range results {
		if r.Status != Probed {
			continue
		}
		places := r.Clients
		if len(places) == 0 { // not from Dedupe: its own configuration alone
			places = []clientconfig.Place{{Client: r.Client, Scope: r.Scope}}
		}
		for _, p := range places {
			if _, ok := user[p.Client]; !ok {
				if _, ok := projects[p.Client]; !ok {
					clients = append(clients, p.Client)
				}
			}
			if p.Project == "" {
				if !slices.Contains(user[p.Client], i) {
					user[p.Client] = append(user[p.Client], i)
				}
				continue
			}
			k := key{p.Client, p.Project}
			if _, ok := project[k]; !ok {
				projects[p.Client] = append(projects[p.Client], p.Project)
			}
			if !slices.Contains(project[k], i) {
				project[k] = append(project[k], i)
			}
		}
	}
	server := func(i int) poison.Server { return poison.Server{Name: results[i].Name, Tools: results[i].definitions} }
	var groups [][]poison.Server
	for _, c := range clients {
		if len(projects[c]) == 0 {
			var g []poison.Server
			for _, i := range user[c] {
				g = append(g, server(i))
			}
			groups = append(groups, g)
			continue
		}
		for _, p := range projects[c] {
			var g []poison.Server
			for _, i := range user[c] {
				g = append(g, server(i))
			}
			for _, i := range project[key{c, p}] {
				if !slices.Contains(user[c], i) {
					g = append(g, server(i))
				}
			}
			groups = append(groups, g)
		}
	}
	return groups
}

// verify compares each probed server with its locked registry.
func verify(results []Result, lock *registry.MultiLock) []Result {
	seen := map[string]bool{}
	for i := range results {
		r := &results[i]
		seen[r.Name] = true
		l := lock.Servers[r.Name]
		switch {
		case r.Status == Skipped && r.Disabled:
			if l != nil {
				r.Lock = LockNoDigest
			}
		case l == nil:
			r.Lock = LockNotInIt
		case r.registry == nil:
			r.Lock = LockNoDigest
		case l.Digest == r.Digest:
			r.Lock = LockMatch
			if err := l.Shows(r.registry); err != nil {
				r.Lock, r.Reason = LockEdited, "the lock entry is not what its digest pins: "+err.Error()
			}
		default:
			r.Lock = LockChanged
			r.Drift = registry.Classify(l.Registry(), r.registry)
		}
	}
	for _, name := range lock.Names() {
		if !seen[name] {
			results = append(results, Result{Server: clientconfig.Server{Name: name}, Status: Missing, Lock: LockNotFound,
				Reason: "pinned in the lock but no longer configured", Findings: []poison.Finding{}})
		}
	}
	return results
}

// NewLock pins every probed server whose traversal completed. It returns
// the lock and the names it could not pin, with why.
func NewLock(results []Result, at time.Time) (*registry.MultiLock, []string) {
	m := registry.NewMultiLock()
	var left []string
	for _, r := range results {
		switch {
		case r.Status == Missing || r.Status == Skipped && r.Disabled:
			continue
		case r.Report != nil && r.Report.Verdict == convergence.Stale:
			// The tool list changed during the traversal (rule 3), as lock
			// refuses to pin: the snapshot may already be gone.
			left = append(left, fmt.Sprintf("%s (the tool list changed during its traversal: not settled)", r.Name))
			continue
		case r.registry == nil:
			why := r.Reason
			if why == "" && r.Report != nil {
				why = "verdict " + string(r.Report.Verdict)
			}
			if r.Stopped != "" {
				why += ": " + r.Stopped // what the operator can act on: a timeout, a page cap, a failed page
			}
			left = append(left, fmt.Sprintf("%s (%s)", r.Name, why))
			continue
		}
		var info *registry.LockInfo
		if r.Info != nil {
			info = &registry.LockInfo{Name: r.Info.Name, Title: r.Info.Title, Version: r.Info.Version}
		}
		l, err := registry.NewLock(r.registry, info, r.ProtocolVersion, at, redact.String)
		if err != nil {
			left = append(left, fmt.Sprintf("%s (%v)", r.Name, err))
			continue
		}
		m.Servers[r.Name] = l
	}
	slices.Sort(left)
	return m, left
}
