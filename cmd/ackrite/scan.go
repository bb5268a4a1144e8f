package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/clientconfig"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/files"
	"github.com/ackrite/ackrite/internal/findings"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/probe"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/scan"
	"github.com/ackrite/ackrite/internal/text"
)

// stringList collects a repeatable flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

// scanAbout is scan's help text.
const scanAbout = `Find the MCP servers your agents are configured to start — in the config
files of Claude Desktop, Claude Code (~/.claude.json, per-project entries,
.mcp.json), Cursor, VS Code (user and workspace mcp.json), Windsurf and Zed,
on Linux, macOS and Windows paths — probe each (a bounded number at a time,
each with its own timeout), and give each its discovery verdict and its
tool-poisoning findings, across servers too (docs/rules.md §10.4, §10.5).

With --config FILE only the named files are read (repeatable; any of the
formats above); add --discover to read the clients' files as well.
--no-connect lists the servers without starting or reaching any of them.
A server with a URL is reached as configured: "type": "sse" over the
deprecated HTTP+SSE transport, any other over Streamable HTTP only.
Environment values and headers from configs are used to start or reach a
server, never printed or stored; only their names are shown.

--lock FILE pins every probed server in one multi-server lock; with --verify
the servers are compared with it instead, for CI. "ackrite diff" compares two
such locks server by server; "probe --lock FILE --server NAME" reads one entry.

Exit codes: 0 all converged (with --verify: every server matches its lock),
1 stale, drift from the lock, or a poisoning finding at or above
--fail-on-finding, 2 incomplete, 3 unverifiable or a server that could not
be probed, 64 usage, 65 an unreadable config or lock file.
Without --verify the worst verdict decides; a server that does not
advertise tools.listChanged is unverifiable on a single traversal (§9.3).
With --verify the lock decides, but a server whose tool list changed
during its traversal (stale) exits 1 even when it matches the lock.

Examples:
  ackrite scan --no-connect
  ackrite scan --lock ackrite.lock.json
  ackrite scan --lock ackrite.lock.json --verify --format sarif > ackrite.sarif
  ackrite scan --config .vscode/mcp.json --watch 1h --metrics 127.0.0.1:9464`

func runScan(e *env, args []string) int {
	fs := newFlags(e, "scan", "ackrite scan [flags]", scanAbout)
	var configs stringList
	fs.Var(&configs, "config", "read servers from this config `file` (repeatable); the clients' own files are then skipped unless --discover")
	discover := fs.Bool("discover", false, "with --config, also read the clients' config files")
	dir := fs.String("dir", "", "project `directory` whose .mcp.json, .cursor/, .vscode/ and .zed/ are read (default: the working directory)")
	noConnect := fs.Bool("no-connect", false, "only list the configured servers; start or reach none")
	lockFile := fs.String("lock", "", "write every probed server's registry to this multi-server lock `file` (or, with --verify, compare with it)")
	verify := fs.Bool("verify", false, "with --lock, compare each server with the lock instead of writing it")
	format := addFormatFlag(fs, "an array, one object per server (JSON lines with --watch)", formatText, formatJSON, formatSARIF, formatGitHub)
	parallel := fs.Int("parallel", scan.DefaultParallel, "probe at most this many servers at once")
	timeout := fs.Duration("timeout", probe.DefaultTimeout, "bound each server's probe (start, connect, traversals)")
	failOn := fs.String("fail-on-finding", "high", "exit 1 on a poisoning finding of this severity or higher: high, medium, low or none")
	watch := fs.Duration("watch", 0, "keep watching every server for this `duration`, reporting each traversal (JSON lines with --json)")
	metricsAddr := fs.String("metrics", "", "with --watch, serve Prometheus metrics per server on `host:port` at /metrics")
	refreshEvery := fs.Duration("refresh-every", 0, "with --watch, also refresh every server on this `interval`")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	findingLevel, err := parseFailOnFinding(*failOn)
	if err != nil {
		return usageFail(fs, "", "%v", err)
	}
	switch {
	case fs.NArg() > 0:
		return usageFail(fs, "", "unexpected argument %q (config files go with --config)", fs.Arg(0))
	case *verify && *lockFile == "":
		return usageFail(fs, "", "--verify needs --lock FILE")
	case *noConnect && *lockFile != "":
		// Listing reads no server, so it can pin none, and a --verify
		// that read none must not exit 0 as if every server matched.
		return usageFail(fs, "", "--no-connect starts no server, so it can neither pin nor verify one: drop --no-connect, or --lock")
	case *watch == 0 && (*metricsAddr != "" || *refreshEvery != 0):
		return usageFail(fs, "", "--metrics and --refresh-every need --watch")
	case *watch != 0 && (*noConnect || *lockFile != ""):
		return usageFail(fs, "", "--watch does not combine with --no-connect or --lock")
	case *parallel < 1:
		return usageFail(fs, "", "--parallel must be at least 1")
	}

	servers, code := loadServers(e, configs, *discover, *dir)
	if code != 0 {
		return code
	}
	if *noConnect {
		return printScan(e, format.value, scan.List(servers), "", findingLevel, false)
	}
	lock, code := openScanLock(e, fs, *lockFile, *verify)
	if code != 0 {
		return code
	}
	logger, _ := newLogger(e.stderr, "warn")
	opts := scan.Options{Parallel: *parallel, Timeout: *timeout, Lock: lock, Verify: *verify,
		Probe: probe.Options{PageTimeout: min(*timeout, probe.DefaultPageTimeout), Logger: logger}}
	if *watch != 0 {
		return watchScan(e, servers, opts, *watch, *refreshEvery, *metricsAddr, format.value)
	}
	var progress *scanProgress
	if e.stderrTerminal && !format.machine() {
		// People at a terminal see each server as it finishes; a pipe or a
		// machine format gets the document alone.
		progress = &scanProgress{w: text.VisibleWriter(e.stderr), total: len(servers), start: time.Now()}
		opts.Done = progress.done
	}
	results := scan.Run(e.ctx, servers, opts)
	if progress != nil {
		progress.summary(results)
	}
	if *lockFile != "" && !*verify {
		if code := writeScanLock(e, *lockFile, results); code != 0 {
			return code
		}
	}
	return printScan(e, format.value, results, *lockFile, findingLevel, *verify)
}

// openScanLock reads the multi-server lock to --verify against, or checks
// that the one to write can be written. It returns a nonzero exit code
// when the scan cannot go on.
func openScanLock(e *env, fs *flag.FlagSet, lockFile string, verify bool) (*registry.MultiLock, int) {
	if !verify {
		if lockFile != "" {
			if err := checkWritable(lockFile); err != nil {
				return nil, usageFail(fs, "", "--lock: %v", err)
			}
		}
		return nil, 0
	}
	data, err := readInput(e, lockFile, "multi-server lock")
	var lock *registry.MultiLock
	if err == nil {
		lock, err = registry.ParseMultiLock(data)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "ackrite scan: --lock %s: %v\n", lockFile, repin(err))
		return nil, exitData
	}
	return lock, 0
}

// loadServers reads the --config files and, unless only those were asked
// for, every client's configuration.
func loadServers(e *env, configs []string, discover bool, dir string) ([]clientconfig.Server, int) {
	var all []clientconfig.Server
	for _, c := range configs {
		f, err := clientconfig.ReadFile(c, os.Getenv)
		if err != nil {
			fmt.Fprintf(text.VisibleWriter(e.stderr), "ackrite scan: --config %v\n", err)
			return nil, exitData
		}
		if f.Relaxed != "" {
			fmt.Fprintf(text.VisibleWriter(e.stderr), "ackrite scan: note: --config %s: %s\n", c, f.Relaxed)
		}
		all = append(all, f.Servers...)
	}
	if len(configs) == 0 || discover {
		home, _ := os.UserHomeDir()
		if dir == "" {
			dir, _ = os.Getwd()
		}
		found, errs := clientconfig.Discover(clientconfig.Paths{GOOS: runtime.GOOS, Home: home, Dir: dir, Getenv: os.Getenv})
		for _, err := range errs {
			// An unreadable client file is reported, not fatal: the
			// other clients' servers are still worth scanning.
			fmt.Fprintf(e.stderr, "ackrite scan: skipping %s\n", display(err.Error()))
		}
		all = append(all, found...)
	}
	return clientconfig.Dedupe(all), 0
}

func writeScanLock(e *env, path string, results []scan.Result) int {
	at := time.Now()
	lock, left := scan.NewLock(results, at)
	// Rewriting an unchanged lock keeps its bytes: a server whose digest
	// has not moved keeps its lockedAt.
	if old, err := files.Read(path, inputLimit("multi-server lock")); err == nil {
		if prev, err := registry.ParseMultiLock(old); err == nil {
			for name, l := range lock.Servers {
				if p := prev.Servers[name]; p != nil && p.Digest == l.Digest {
					l.LockedAt = p.LockedAt
				}
			}
		}
	}
	b, err := lock.Marshal()
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite scan:", err)
		return exitInternal
	}
	if err := writeFileAtomic(path, b); err != nil {
		fmt.Fprintln(e.stderr, "ackrite scan:", err)
		return exitInternal
	}
	fmt.Fprintf(e.stderr, "ackrite scan: %d server(s) pinned in %s\n", len(lock.Servers), path)
	for _, l := range left {
		fmt.Fprintf(e.stderr, "ackrite scan: not pinned: %s\n", display(l))
	}
	return 0
}

// scanExit is the exit code of a scan (see runScan's help).
func scanExit(results []scan.Result, failOn poison.Threshold, verify bool) int {
	code := exitOK
	worse := func(c int) {
		if c > code {
			code = c
		}
	}
	for _, r := range results {
		switch r.Status {
		case scan.Unavailable:
			worse(exitUnverified)
		case scan.Skipped:
			if !r.Disabled {
				worse(exitUnverified)
			}
		case scan.Missing:
			worse(exitStale)
		}
		if failOn.ReachedBy(r.Findings) {
			worse(exitStale)
		}
		if verify {
			switch r.Lock {
			case scan.LockChanged, scan.LockNotInIt, scan.LockNotFound, scan.LockEdited:
				worse(exitStale)
			case scan.LockNoDigest:
				worse(exitUnverified)
			}
			if r.Report != nil && r.Report.Verdict == convergence.Incomplete {
				worse(exitIncomplete)
			}
			if r.Report != nil && r.Report.Verdict == convergence.Stale {
				// The tool list changed during the traversal (rule 3): a
				// snapshot equal to the lock does not show what is served now.
				worse(exitStale)
			}
		} else if r.Report != nil {
			worse(r.Report.Verdict.ExitCode())
		}
	}
	return code
}

// printScan writes the results in the chosen format and returns the exit code.
func printScan(e *env, format outputFormat, results []scan.Result, lockFile string, failOn poison.Threshold, verify bool) int {
	for i := range results {
		// Configured commands and URLs may carry credentials (a password
		// flag, a token in a query string): redact them in every format.
		r := &results[i]
		for j, a := range r.Command {
			r.Command[j] = display(a)
		}
		r.URL = display(r.URL)
	}
	switch format {
	case formatJSON:
		if err := writeSafeJSON(e.stdout, results); err != nil {
			fmt.Fprintln(e.stderr, "ackrite scan:", err)
			return exitInternal
		}
	case formatSARIF, formatGitHub:
		if err := writeCI(e.stdout, format, scanCIReport(results, lockFile)); err != nil {
			fmt.Fprintln(e.stderr, "ackrite scan:", err)
			return exitInternal
		}
	default:
		printScanText(e.stdout, results)
	}
	if len(results) > 0 && results[0].Status == scan.Listed {
		return exitOK
	}
	return scanExit(results, failOn, verify)
}

func printScanText(w io.Writer, results []scan.Result) {
	if len(results) == 0 {
		fmt.Fprintln(w, "no MCP servers configured in the files read")
		return
	}
	if results[0].Status == scan.Listed {
		for _, r := range results {
			fmt.Fprintf(w, "%s  %s/%s  %s  %s\n", display(r.Name), r.Client, display(r.Scope), r.Transport, display(r.Target()))
			fmt.Fprintf(w, "    file %s", display(r.File))
			if r.Line > 0 {
				fmt.Fprintf(w, ":%d", r.Line)
			}
			fmt.Fprintf(w, "  env %s  headers %s", joinKeys(r.EnvKeys), joinKeys(r.HeaderKeys))
			if r.Reason != "" {
				fmt.Fprintf(w, "  (%s)", display(r.Reason))
			}
			fmt.Fprintln(w)
			if also := alsoConfigured(r.Clients); also != "" {
				fmt.Fprintf(w, "    also in %s\n", also)
			}
		}
		return
	}
	for _, r := range results {
		verdict := "-"
		if r.Report != nil {
			verdict = string(r.Report.Verdict)
		}
		line := fmt.Sprintf("%-20s %-12s %-12s tools %-4d %s", display(r.Name), r.Status, verdict, r.Tools, orNone(registry.Short(r.Digest)))
		if r.Lock != "" {
			line += "  lock: " + r.Lock
		}
		fmt.Fprintln(w, line)
		if r.Client != "" {
			fmt.Fprintf(w, "    %s/%s %s: %s\n", r.Client, display(r.Scope), r.Transport, display(r.Target()))
		}
		if also := alsoConfigured(r.Clients); also != "" {
			fmt.Fprintf(w, "    also in %s (one server: probed once)\n", also)
		}
		if r.Reason != "" {
			fmt.Fprintf(w, "    %s\n", display(strings.ReplaceAll(r.Reason, "\n", " | ")))
		}
		if r.Report != nil && r.Report.Verdict != convergence.Converged && len(r.Report.Reasons) > 0 {
			fmt.Fprintf(w, "    %s (rule %d): %s\n", r.Report.Reasons[0].Code, r.Report.Reasons[0].Rule, display(r.Report.Reasons[0].Message))
		}
		for _, d := range r.Drift {
			fmt.Fprintf(w, "    drift %s\n", display(d.String()))
		}
		for _, f := range r.Findings {
			fmt.Fprintf(w, "    finding %s\n", f.String())
		}
	}
	n := map[scan.Status]int{}
	findings := 0
	for _, r := range results {
		n[r.Status]++
		findings += len(r.Findings)
	}
	fmt.Fprintf(w, "%d server(s): %d probed, %d unavailable, %d skipped", len(results), n[scan.Probed], n[scan.Unavailable], n[scan.Skipped])
	if n[scan.Missing] > 0 {
		fmt.Fprintf(w, ", %d pinned but not configured", n[scan.Missing])
	}
	fmt.Fprintf(w, "; %d poisoning finding(s)\n", findings)
}

// scanCIReport turns scan results into CI results, each located at the
// config file that starts the server.
func scanCIReport(results []scan.Result, lockFile string) *cireport.Report {
	r := findings.NewReport(version)
	findings.Scan(r, results, lockFile)
	return r
}

// watchScan keeps a session with every server and reports each traversal,
// with per-server Prometheus metrics (the probe's families).
func watchScan(e *env, servers []clientconfig.Server, opts scan.Options, d, refresh time.Duration, metricsAddr string, format outputFormat) int {
	var metrics *probe.Metrics
	if metricsAddr != "" {
		var stop func()
		if metrics, stop = serveMetrics(e, "scan", metricsAddr, e.stderr); metrics == nil {
			return exitUsage
		}
		defer stop()
	}
	ctx, cancel := context.WithTimeout(e.ctx, d)
	defer cancel()
	var mu sync.Mutex // one writer at a time on stdout
	worst := exitOK
	emit := func(name string, ev *scan.WatchEvent) {
		mu.Lock()
		defer mu.Unlock()
		if metrics != nil && ev.Event != nil {
			metrics.Observe(name, ev.Event)
			if ev.Event.Traversal != nil {
				fleetMetrics(metrics, name, false, ev.Report, ev.Findings)
			}
		}
		if c := ev.ExitCode(); c > worst {
			worst = c
		}
		if format == formatJSON {
			_ = writeSafeJSONLine(e.stdout, ev)
			return
		}
		fmt.Fprintln(e.stdout, ev.Line())
	}
	notified := func(name string) {
		if metrics != nil {
			metrics.Notified(name)
		}
	}
	scan.Watch(ctx, servers, opts, probe.WatchOptions{RefreshEvery: refresh}, emit, notified)
	return worst
}

// scanProgress writes one line per server on stderr as each probe ends,
// while the others are still probing, then a summary line.
type scanProgress struct {
	w     io.Writer
	total int
	n     int
	start time.Time
}

func (p *scanProgress) done(r *scan.Result, took time.Duration) {
	p.n++
	fmt.Fprintln(p.w, progressLine(p.n, p.total, r, took))
}

// progressLine is "[3/12] github  converged  1.2s", the verdict or, for a
// server that was not probed, its status.
func progressLine(n, total int, r *scan.Result, took time.Duration) string {
	outcome := string(r.Status)
	if r.Report != nil {
		outcome = string(r.Report.Verdict)
	}
	line := fmt.Sprintf("[%d/%d] %s  %s  %s", n, total, display(r.Name), outcome, took.Round(100*time.Millisecond))
	if len(r.Findings) > 0 {
		line += fmt.Sprintf("  %d finding(s)", len(r.Findings))
	}
	return line
}

func (p *scanProgress) summary(results []scan.Result) {
	verdicts := map[string]int{}
	for _, r := range results {
		if r.Report != nil {
			verdicts[string(r.Report.Verdict)]++
		} else if r.Status != scan.Missing {
			verdicts[string(r.Status)]++
		}
	}
	var parts []string
	for _, k := range []string{"converged", "stale", "incomplete", "unverifiable", "unavailable", "skipped"} {
		if verdicts[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", verdicts[k], k))
		}
	}
	fmt.Fprintf(p.w, "scanned %d server(s) in %s: %s\n", p.total, time.Since(p.start).Round(100*time.Millisecond), strings.Join(parts, ", "))
}

// alsoConfigured lists the other configurations of a server that several
// clients start: "cursor/user as GitHub, zed/user" ("" for one).
func alsoConfigured(places []clientconfig.Place) string {
	if len(places) < 2 {
		return ""
	}
	var out []string
	for _, p := range places[1:] {
		s := p.Client + "/" + display(p.Scope)
		if p.Name != places[0].Name {
			s += " as " + display(p.Name)
		}
		out = append(out, s)
	}
	return strings.Join(out, ", ")
}
