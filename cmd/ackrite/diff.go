package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/findings"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/probe"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// diffOutput is what diff --format json prints.
type diffOutput struct {
	Old     diffSide         `json:"old"`
	New     diffSide         `json:"new"`
	Drift   []registry.Drift `json:"drift"`
	Summary map[string]int   `json:"summary"`
	FailOn  string           `json:"failOn"`
	Failed  bool             `json:"failed"`
	// Findings are the tool-poisoning checks of the new registry (§10.4).
	Findings []poison.Finding `json:"findings"`
}

type diffSide struct {
	Source string `json:"source"`
	Kind   string `json:"kind"`
	// Entry is the server picked from a multi-server lock.
	Entry string `json:"entry,omitempty"`
	// Transport is how a live server was reached (stdio, streamable-http,
	// sse): with --transport auto it may be the HTTP+SSE fallback, and a
	// lock does not record how its server was reached.
	Transport string             `json:"transport,omitempty"`
	Digest    string             `json:"digest"`
	Tools     int                `json:"tools"`
	Server    *registry.LockInfo `json:"server,omitempty"`
	lock      *registry.Lock
}

// failOnFlag is --fail-on: the least concerning class that still exits 1.
type failOnFlag struct{ rank int }

func (f *failOnFlag) String() string {
	if f.rank >= len(registry.Classes)-1 {
		return "any"
	}
	return string(registry.Classes[f.rank])
}

func (f *failOnFlag) Set(v string) error {
	if v == "any" {
		f.rank = len(registry.Classes) - 1
		return nil
	}
	for i, c := range registry.Classes {
		if string(c) == v && c != registry.Compatible {
			f.rank = i
			return nil
		}
	}
	return fmt.Errorf("want breaking, risk, review, added or any")
}

// fails reports whether a drift of class c exits 1.
func (f *failOnFlag) fails(c registry.Class) bool { return c.Rank() <= f.rank }

// maxShownText bounds an old or new value shown in human diff output; the
// JSON output holds it whole.
const maxShownText = 600

// diffAbout is diff's help text.
var diffAbout = `Compare two tool registries and classify every change (docs/rules.md §10.3):
  breaking    tool removed; new required input property; input property removed,
              retyped or newly required; enum narrowed; constraint tightened;
              output property removed, retyped or no longer guaranteed
  risk        readOnlyHint true→false, destructiveHint false→true; a new tool
              that is not read-only (reported as added as well)
  review      description or title changed (possible tool poisoning), other changes
  added       new tool
  compatible  new optional property, enum widened, constraint relaxed
Each line names the tool and the JSON pointer that changed, then the old and
new values there: description texts in full (redacted, hidden characters
made visible as \u{…}), schema values as JSON.

OLD and NEW are ` + registry.DescribeKinds + `, or a
multi-server lock (what scan --lock writes). --server NAME picks one server
of a multi-server lock (the only one is picked without it); two multi-server
locks without --server are compared server by server: every server pinned on
either side, a server added drifting as all its tools added, one removed as
all its tools removed.
With --lock, NEW is the registry a live server serves now; a lock that pins a
server of another name is warned about.

Exit codes: 0 no drift that --fail-on selects, 1 drift (the worst class of
any server decides), 2 (--lock) the live traversal did not complete or the
tool list kept changing during it, 64 usage (a --server the lock does not
pin, too), 65 bad input, 69 server unavailable.

Examples:
  ackrite diff old.lock.json new.lock.json
  ackrite diff --lock ackrite.lock.json -- npx -y @modelcontextprotocol/server-everything
  ackrite diff --fail-on breaking --format github base.lock.json ackrite.lock.json
  ackrite diff --server github before.multi.json after.multi.json`

func runDiff(e *env, args []string) int {
	fs := newFlags(e, "diff", "ackrite diff [flags] OLD NEW   |   ackrite diff [flags] --lock FILE (-- CMD ARGS... | --url URL)", diffAbout)
	t := addTargetFlags(fs)
	format := addFormatFlag(fs, "both sides, every change with its old and new values, counts per class (per server for two multi-server locks)", formatText, formatJSON, formatSARIF, formatGitHub)
	failOnFinding := addFailOnFinding(fs, "none")
	failOn := &failOnFlag{rank: len(registry.Classes) - 1}
	fs.Var(failOn, "fail-on", "exit 1 for changes of this `class` or a more concerning one: breaking, risk, review, added, or any (every change)")
	lockFile := fs.String("lock", "", "compare this lock `file` with a live server (a command after --, or --url)")
	server := fs.String("server", "", "pick this server (by `name`) of a multi-server lock")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	d := &diffCmd{e: e, errw: text.VisibleWriter(e.stderr), server: *server, lockFile: *lockFile}
	findingLevel, err := parseFailOnFinding(*failOnFinding)
	if err != nil {
		return usageFail(fs, "", "%v", err)
	}
	var pair *diffPair
	var code int
	if *lockFile != "" {
		pair, code = d.live(fs, t)
	} else {
		pair, code = d.files(fs, func(oldPath, newPath string, oldLock, newLock *registry.MultiLock) int {
			return diffMulti(e, format, failOn, findingLevel, oldPath, newPath, oldLock, newLock)
		})
	}
	if pair == nil {
		return code
	}
	return d.report(format, failOn, findingLevel, pair)
}

// diffCmd is one run of diff, its flags read.
type diffCmd struct {
	e        *env
	errw     io.Writer // stderr, made visible
	server   string    // --server
	lockFile string    // --lock
}

// A diffPair is the two registries a diff compares, and where each is from.
type diffPair struct {
	oldReg, newReg   *registry.Registry
	oldSide, newSide diffSide
}

func (d *diffCmd) read(path string) (*registry.Source, error) {
	data, err := readInput(d.e, path, "registry")
	if err != nil {
		return nil, err
	}
	src, err := registry.LoadSource(data)
	return src, repin(err)
}

// pick returns the one registry of a source: a multi-server lock's
// --server (or only) entry. A --server that no input can apply to is a
// usage error.
func (d *diffCmd) pick(path string, src *registry.Source) (*registry.Registry, diffSide, error) {
	name := d.server
	if src.Multi == nil {
		name = ""
	}
	r, l, entry, err := src.Pick(name)
	if err != nil {
		return nil, diffSide{}, serverFlagError(err, src)
	}
	side := diffSide{Source: path, Kind: src.Kind, Entry: entry, Digest: r.Digest, Tools: len(r.Tools), lock: l}
	if l != nil {
		side.Server = l.Server
	}
	return r, side, nil
}

// live pairs the --lock file with the registry a live server serves now.
// It returns nil and the exit code when there is nothing to compare.
func (d *diffCmd) live(fs *flag.FlagSet, t *targetFlags) (*diffPair, int) {
	var p diffPair
	src, err := d.read(d.lockFile)
	if err == nil {
		if d.server != "" && src.Multi == nil {
			err = pickError{fmt.Errorf("--server applies to a multi-server lock; this is a %s", src.Kind)}
		} else {
			p.oldReg, p.oldSide, err = d.pick(d.lockFile, src)
		}
	}
	if err != nil {
		fmt.Fprintf(d.errw, "ackrite diff: %s: %v\n", d.lockFile, err)
		return nil, loadExit(err)
	}
	target, err := t.target(fs)
	if err != nil {
		return nil, usageFail(fs, "", "%v", err)
	}
	ctx, cancel := context.WithTimeout(d.e.ctx, *t.timeout)
	defer cancel()
	opts := t.options(d.e, nil)
	opts.ClientCapabilities = t.capabilitiesFor(d.e, "diff", p.oldSide.lock)
	sess, code := connect(ctx, d.e, "diff", target, opts)
	if sess == nil {
		return nil, code
	}
	defer sess.Close()
	warnServerName(d.e, "diff", p.oldSide.lock, sess)
	tr := settled(ctx, sess, d.errw, "diff", "nothing compared")
	if tr == nil {
		return nil, exitIncomplete
	}
	if p.newReg, err = registry.Digest(tr.Tools); err != nil {
		fmt.Fprintln(d.errw, "ackrite diff:", err)
		return nil, exitData
	}
	if err := lockShows(p.oldSide.lock, p.newReg, srcIsMulti(p.oldSide)); err != nil {
		fmt.Fprintf(d.errw, "ackrite diff: %s: %v\n", d.lockFile, err)
		return nil, exitData
	}
	p.newSide = diffSide{Source: target.String(), Kind: "live server", Transport: sess.Transport(), Digest: p.newReg.Digest, Tools: len(p.newReg.Tools), Server: serverInfo(sess)}
	return &p, 0
}

// files pairs the OLD and NEW files; two multi-server locks without
// --server go to multi instead. It returns nil and the exit code when
// there is nothing more to compare.
func (d *diffCmd) files(fs *flag.FlagSet, multi func(oldPath, newPath string, oldLock, newLock *registry.MultiLock) int) (*diffPair, int) {
	if fs.NArg() != 2 {
		return nil, usageFail(fs, "", "give OLD and NEW files, or --lock FILE with a live server")
	}
	var srcs [2]*registry.Source
	for i := range srcs {
		var err error
		if srcs[i], err = d.read(fs.Arg(i)); err != nil {
			fmt.Fprintf(d.errw, "ackrite diff: %s: %v\n", fs.Arg(i), err)
			return nil, exitData
		}
	}
	switch {
	case srcs[0].Multi != nil && srcs[1].Multi != nil && d.server == "":
		return nil, multi(fs.Arg(0), fs.Arg(1), srcs[0].Multi, srcs[1].Multi)
	case d.server != "" && srcs[0].Multi == nil && srcs[1].Multi == nil:
		return nil, usageFail(fs, "", "--server applies to a multi-server lock; %s is a %s and %s a %s", fs.Arg(0), srcs[0].Kind, fs.Arg(1), srcs[1].Kind)
	}
	var p diffPair
	var err error
	if p.oldReg, p.oldSide, err = d.pick(fs.Arg(0), srcs[0]); err != nil {
		fmt.Fprintf(d.errw, "ackrite diff: %s: %v\n", fs.Arg(0), err)
		return nil, loadExit(err)
	}
	if p.newReg, p.newSide, err = d.pick(fs.Arg(1), srcs[1]); err != nil {
		fmt.Fprintf(d.errw, "ackrite diff: %s: %v\n", fs.Arg(1), err)
		return nil, loadExit(err)
	}
	// Equal digests and one side that shows the pinned text: the other,
	// a redacted lock, must show it too.
	for _, c := range []struct {
		side, other diffSide
		otherReg    *registry.Registry
	}{{p.oldSide, p.newSide, p.newReg}, {p.newSide, p.oldSide, p.oldReg}} {
		if c.other.lock != nil && c.other.lock.Redacted {
			continue // two redacted texts prove nothing of each other
		}
		if err := lockShows(c.side.lock, c.otherReg, srcIsMulti(c.side)); err != nil {
			fmt.Fprintf(d.errw, "ackrite diff: %s: %v\n", c.side.Source, err)
			return nil, exitData
		}
	}
	return &p, 0
}

// report classifies the pair's drift, checks the new registry for
// poisoning, prints both and returns the exit code.
func (d *diffCmd) report(format *formatFlag, failOn *failOnFlag, findingLevel poison.Threshold, p *diffPair) int {
	drift := []registry.Drift{}
	if p.oldReg.Digest != p.newReg.Digest { // identical registries: a lock's stored redactions must not read as drift
		drift = append(drift, registry.Classify(p.oldReg, p.newReg)...)
	}
	summary, failed := settle(drift, failOn)
	serverName := p.newSide.Entry
	if p.newSide.Server != nil && p.newSide.Server.Name != "" {
		serverName = p.newSide.Server.Name
	}
	found := registryFindings(serverName, p.newReg)
	// CI results sit at the file that holds the new registry, or the lock.
	ciFile := d.lockFile
	if ciFile == "" && p.newSide.Source != "-" {
		ciFile = p.newSide.Source
	}
	ci := func() *cireport.Report {
		r := findings.NewReport(version)
		findings.Drift(r, serverName, drift, ciFile)
		findings.Poison(r, found, ciFile, 0)
		return r
	}
	format.render(d.e.stdout, renderers{
		formatJSON: func(w io.Writer) {
			writeJSON(w, diffOutput{p.oldSide, p.newSide, drift, summary, failOn.String(), failed, found}, true)
		},
		formatSARIF:  func(w io.Writer) { _ = writeCI(w, formatSARIF, ci()) },
		formatGitHub: func(w io.Writer) { _ = writeCI(w, formatGitHub, ci()) },
		formatText: func(w io.Writer) {
			printDrift(text.VisibleWriter(w), p.oldSide, p.newSide, drift, summary)
			printFindings(text.VisibleWriter(w), "finding ", found)
		},
	})
	if failed {
		return exitStale
	}
	return findingsExit(found, findingLevel)
}

// settle redacts what each drift quotes (docs/rules.md §8: the message quotes
// values and names from the definitions too), counts drift per class and
// says whether a class --fail-on selects is among them.
func settle(drift []registry.Drift, failOn *failOnFlag) (map[string]int, bool) {
	summary := map[string]int{}
	failed := false
	for i := range drift {
		summary[string(drift[i].Class)]++
		failed = failed || failOn.fails(drift[i].Class)
		drift[i] = drift[i].Redacted()
	}
	return summary, failed
}

func serverInfo(s *probe.Session) *registry.LockInfo {
	srv := s.Server()
	if srv == nil {
		return nil
	}
	return &registry.LockInfo{Name: srv.Name, Title: srv.Title, Version: srv.Version}
}

// printDrift writes a diff for people: both sides, each change with its
// old and new values, and counts per class. w makes hidden characters
// visible.
func printDrift(w io.Writer, oldSide, newSide diffSide, drift []registry.Drift, summary map[string]int) {
	kind := newSide.Kind
	if newSide.Transport != "" {
		kind += " over " + newSide.Transport
	}
	fmt.Fprintf(w, "old: %s (%s, %d tools, %s)\nnew: %s (%s, %d tools, %s)\n", oldSide.Source, oldSide.Kind, oldSide.Tools, registry.Short(oldSide.Digest),
		newSide.Source, kind, newSide.Tools, registry.Short(newSide.Digest))
	if len(drift) == 0 {
		fmt.Fprintln(w, "no drift: the registries are identical under "+registry.Projection)
		return
	}
	printDriftLines(w, "", drift)
	fmt.Fprintln(w, "drift: "+summaryLine(summary))
}

// printDriftLines writes each change, then its old and new values.
func printDriftLines(w io.Writer, indent string, drift []registry.Drift) {
	for _, d := range drift {
		fmt.Fprintln(w, indent+d.String())
		if d.Class == registry.Added {
			continue
		}
		if d.Old != nil {
			fmt.Fprintf(w, "%s             old: %s\n", indent, shown(d.Old))
		}
		if d.New != nil {
			fmt.Fprintf(w, "%s             new: %s\n", indent, shown(d.New))
		}
	}
}

// summaryLine is the counts per class, most concerning first.
func summaryLine(summary map[string]int) string {
	var parts []string
	for _, c := range registry.Classes {
		if n := summary[string(c)]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, c))
		}
	}
	return strings.Join(parts, ", ")
}

// shown renders a value on one line: a string quoted, anything else as
// JSON, cut at maxShownText runes, with hidden characters visible.
func shown(v any) string {
	var s string
	if str, ok := v.(string); ok {
		s = `"` + strings.ReplaceAll(str, `"`, `\"`) + `"`
	} else if b, err := json.Marshal(v); err == nil {
		s = string(b)
	} else {
		s = fmt.Sprint(v)
	}
	s = text.Visible(s)
	if r := []rune(s); len(r) > maxShownText {
		s = string(r[:maxShownText]) + fmt.Sprintf("… (%d more characters; --format json has it all)", len(r)-maxShownText)
	}
	return s
}

func srcIsMulti(s diffSide) bool { return s.Kind == registry.KindMultiLock }
