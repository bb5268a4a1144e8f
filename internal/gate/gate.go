// Package gate makes ackrite's rules enforceable from an agent harness's
// hooks (SPEC §13), with evidence the harness observed rather than what the
// agent says. It is the domain side of `ackrite gate`: the CLI decodes a
// hook payload, and this package decides.
//
//   - [Record] appends what a tool call ran and what came back to the
//     session's [Ledger], read by the evidence reader (SPEC §4.1); only a
//     test runner's or an HTTP client's own output is evidence, and an edit
//     marks earlier results for its directory stale.
//   - [Stop] finds the success-shaped claims of the agent's final message
//     and looks for a fresh, relevant pass for each; it blocks at most twice
//     in a row.
//   - [Check] runs audit's data-loss and security patterns on a command or
//     an edit before it runs.
//   - [Install] merges the hook configuration into .claude/settings.json.
//
// The hook payloads and answers follow Claude Code's hooks reference,
// https://code.claude.com/docs/en/hooks. The package does no I/O beyond the
// ledger file, and never runs a command itself.
package gate

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// A Reading is what the evidence reader makes of one output.
type Reading struct {
	Outcome Outcome
	// Because is the decisive line, quoted.
	Because string
	// Excerpt is the output cut to its decisive lines.
	Excerpt string
	// Passed and Failed name the tests the output shows passing and
	// failing, from per-test lines.
	Passed, Failed []string
}

// A Reader is the evidence reader of SPEC §4.1 as the gate uses it: it
// reads a run's output for its outcome, and finds the success-shaped
// statements (§4.3) of a message, negation- and plan-aware, in English,
// Spanish and Chinese. The gate writes no reader of its own.
type Reader interface {
	Read(output string) Reading
	SuccessClaims(message string) []string
}

// Record adds what the payload shows to the ledger: a run with its reading,
// an edit (marking earlier results for its directory stale), or a command
// whose output is not evidence. Tools that neither run a command nor change
// a file add nothing.
func Record(l *Ledger, p *Payload, r Reader) error {
	if m, ok := readMCP(p.ToolName, p.ToolInput, p.Cwd); ok {
		recordMCP(l, p, m)
		return nil
	}
	if !p.IsEdit() && p.ToolName != "Bash" {
		// Read, Grep, TodoWrite…: nothing ran and no file changed, and an
		// input of a shape the gate does not know is no error.
		return nil
	}
	in, err := p.Input()
	if err != nil {
		unreadable(l, p)
		return err
	}
	if p.IsEdit() {
		path := in.Path()
		if path == "" || p.HookEventName == EventPostToolUseFailure { // a failed edit changed nothing
			return nil
		}
		path = abs(p.Cwd, path)
		markStale(l, path, false)
		l.Add(Entry{Kind: KindEdit, Tool: p.ToolName, Path: kept(path, maxPath)})
		return nil
	}
	if p.ToolName != "Bash" || strings.TrimSpace(in.Command) == "" {
		return nil
	}
	c := ParseCommand(in.Command, p.Cwd)
	markCommand(l, c, p.Cwd) // what it wrote, even when its response cannot be read
	res, err := p.BashResult()
	if err != nil {
		return err
	}
	e := Entry{Kind: c.Kind, Tool: p.ToolName, Command: kept(in.Command, MaxCommand), Cwd: kept(p.Cwd, maxPath), Exit: res.Exit}
	if c.Kind == KindOther {
		e.Why = redact.String(c.Why)
		l.Add(e)
		return nil
	}
	e.Runner = c.Runner
	scope := boundScope(c.Scope, p.Cwd)
	e.Scope = &scope
	rd := r.Read(res.Output)
	scope.Passed = bound(rd.Passed)
	scope.Failed = bound(rd.Failed)
	switch {
	case res.Interrupted:
		rd = Reading{Outcome: NoRun, Because: "the command was interrupted before it finished"}
	case rd.Outcome == "":
		rd.Outcome = Unread
	}
	if res.Exit != nil && *res.Exit != 0 && (rd.Outcome == Pass || rd.Outcome == Unread) {
		// The reader saw a pass, but the command failed as a whole (a
		// build error after the tests, a failing second package).
		rd.Outcome = Fail
		rd.Because = "Exit code " + strconv.Itoa(*res.Exit)
	}
	if res.Failed && (rd.Outcome == Pass || rd.Outcome == Unread) {
		// PostToolUseFailure without an exit status: a timeout or a tool
		// error cut the run, so what passed before it is not its outcome.
		rd.Outcome = Fail
		rd.Because = "the tool call failed: " + clip(firstNonEmpty(res.Cause, "no cause given"), 120)
	}
	if c.NoRun != "" && (rd.Outcome == Pass || rd.Outcome == Unread) {
		rd = Reading{Outcome: NoRun, Because: c.NoRun, Excerpt: rd.Excerpt}
	}
	if rd.Outcome == Pass && c.Cut != "" && (c.Keep < 0 || lines(res.Output) >= c.Keep) {
		// The pipe may have cut a failing line: a failure shown is still a
		// failure, a pass is not read from part of an output.
		rd = Reading{Outcome: Unread, Because: "the output went through `" + clip(c.Cut, 40) + "`, which may have cut a failure; run it without the filter",
			Excerpt: rd.Excerpt}
	}
	e.Outcome = rd.Outcome
	e.Because = clip(redact.String(rd.Because), MaxBecause)
	e.Excerpt = text.Excerpt(redact.String(rd.Excerpt), MaxExcerpt)
	l.Add(e)
	return nil
}

// unreadable marks what a call whose input the gate cannot decode may
// have changed: the file an edit names, read loosely, or else every run.
// The caller still reports the error; a missed edit would be a false green.
func unreadable(l *Ledger, p *Payload) {
	var in map[string]any
	_ = json.Unmarshal(p.ToolInput, &in)
	if path := firstString(in, "file_path", "notebook_path"); p.IsEdit() && path != "" {
		markStale(l, abs(p.Cwd, path), false)
		l.Add(Entry{Kind: KindEdit, Tool: p.ToolName, Path: kept(abs(p.Cwd, path), maxPath)})
		return
	}
	markStaleBy(l, "/", true, "`"+clip(p.ToolName, 40)+"` with an input the gate cannot read")
	l.Add(Entry{Kind: KindEdit, Tool: p.ToolName, Why: "an input the gate cannot read; it may have changed any file"})
}

// markCommand marks what a command line writes stale.
func markCommand(l *Ledger, c Command, cwd string) {
	for _, w := range c.Writes {
		markStale(l, w, false)
	}
	for _, w := range c.Trees {
		markStale(l, w, true)
	}
	if c.Changes {
		markStale(l, cwd, true)
	}
}

// recordMCP records an MCP tool call: an edit through a filesystem server
// marks earlier runs stale like Edit does; a command run through a shell
// server marks what it writes, and its output is not evidence (the
// harness saw an MCP result, not the command's own output). It records a
// failed call too: a server may have written before it failed, or go on
// writing after the harness gave up waiting, and a stale run costs one
// more test run where a missed edit costs a false green.
func recordMCP(l *Ledger, p *Payload, m mcpEdit) {
	tool := "`" + clip(p.ToolName, 80) + "`"
	switch {
	case m.Op == mcpRun:
		if strings.TrimSpace(m.Command) == "" {
			markStaleBy(l, "/", true, tool+" ran a command the gate cannot read")
			l.Add(Entry{Kind: KindEdit, Tool: p.ToolName, Why: "ran a command the gate cannot read; it may have changed any file"})
			return
		}
		markCommand(l, ParseCommand(m.Command, p.Cwd), p.Cwd)
		l.Add(Entry{Kind: KindOther, Tool: p.ToolName, Command: kept(m.Command, MaxCommand), Cwd: kept(p.Cwd, maxPath),
			Why: tool + " ran it, so the harness saw the server's answer, not the command's own output: it is not evidence; run it with Bash"})
		return
	case !m.Changes():
		return
	case len(m.Paths) == 0:
		markStaleBy(l, "/", true, tool+" changed files it does not name")
		l.Add(Entry{Kind: KindEdit, Tool: p.ToolName, Why: "names no path; it may have changed any file"})
		return
	}
	paths := m.Paths
	if len(paths) > MaxTests {
		paths = []string{commonDir(paths)}
	}
	for _, path := range paths {
		markStale(l, path, false)
		if m.Op != mcpWrite && !docOnly(path) {
			markStale(l, path, true) // a move, a delete or a new directory may be a whole tree
		}
	}
	l.Add(Entry{Kind: KindEdit, Tool: p.ToolName, Path: kept(strings.Join(m.Paths, ", "), maxPath)})
}

// kept is a string as the ledger keeps it: redacted, then cut. Cutting
// first can leave a token's head that no redaction rule recognises.
func kept(s string, n int) string { return clip(redact.String(s), n) }

// Limits of a scope in the ledger.
const (
	maxPath      = 1024    // one path
	maxScopeText = 4 << 10 // all the paths of one scope
	maxFilter    = 200     // a test filter
)

// boundScope keeps a scope small and free of secrets without making it
// cover more than the run did: a filter or an endpoint that is too long
// or holds a secret is dropped (the run then covers only the tests its
// output names, and no endpoint); paths past the limits become their
// common directory as a tree, which is stale on more edits, never fewer.
func boundScope(s Scope, cwd string) Scope {
	if s.Filter != "" && (len(s.Filter) > maxFilter || redact.String(s.Filter) != s.Filter) {
		s.Filter, s.FilterRegexp, s.FilterExact = "", false, false
		s.Part = firstNonEmpty(s.Part, "its test filter is too long or holds a secret to keep")
	}
	if len(s.Endpoint) > maxPath || redact.String(s.Endpoint) != s.Endpoint {
		s.Endpoint = ""
	}
	if s.Part != "" {
		s.Part = kept(s.Part, MaxBecause)
	}
	if len(s.Area) > maxPath || redact.String(s.Area) != s.Area {
		s.Area = "/" // wider: stale on more edits, never fewer
	}
	size, clean := 0, true
	for _, d := range s.Dirs {
		size += len(d.Path)
		clean = clean && redact.String(d.Path) == d.Path
	}
	for _, f := range s.Files {
		size += len(f)
		clean = clean && redact.String(f) == f
	}
	if size <= maxScopeText && clean && len(s.Dirs) <= MaxTests && len(s.Files) <= MaxTests {
		return s
	}
	var paths []string
	for _, d := range s.Dirs {
		paths = append(paths, d.Path)
	}
	paths = append(paths, s.Files...)
	top := commonDir(paths)
	if len(top) > maxPath || redact.String(top) != top {
		top = "/"
	}
	s.Dirs, s.Files = []Dir{{Path: top, Tree: true}}, nil
	s.Part = firstNonEmpty(s.Part, "it names more paths than the ledger keeps")
	return s
}

// commonDir is the deepest directory holding every path.
func commonDir(paths []string) string {
	if len(paths) == 0 {
		return "/"
	}
	top := paths[0]
	for _, p := range paths[1:] {
		for !within(p, top) {
			parent := filepath.Dir(top)
			if parent == top {
				return top
			}
			top = parent
		}
	}
	return top
}

// markStale marks earlier runs whose scope covers path as stale. With tree
// set, path is a directory whose whole tree changed.
func markStale(l *Ledger, path string, tree bool) {
	if !tree && docOnly(path) {
		return
	}
	markStaleBy(l, path, tree, path)
}

// markStaleBy marks earlier runs whose scope covers path as stale by a
// change that by describes: the path edited, or what changed files
// without naming them.
func markStaleBy(l *Ledger, path string, tree bool, by string) {
	var deps *goDeps
	for i := range l.Entries {
		e := &l.Entries[i]
		if (e.Kind != KindTest && e.Kind != KindHTTP) || e.StaleBy != "" || e.Scope == nil {
			continue
		}
		if touches(e.Scope, path, tree) || goImports(&deps, e, path, tree) {
			e.StaleBy = kept(by, maxPath)
		}
	}
}

// goImports reports whether a Go test run's packages import the package
// of an edited Go file (or a removed or moved package directory), read
// once per record through deps.
func goImports(deps **goDeps, e *Entry, path string, tree bool) bool {
	if families[e.Runner] != "go" || !tree && filepath.Ext(path) != ".go" {
		return false
	}
	if *deps == nil {
		*deps = newGoDeps()
	}
	dir := path
	if !tree {
		dir = filepath.Dir(path)
	}
	return (*deps).reaches(e.Scope, dir)
}

// touches reports whether a change to path (a file, or with tree a whole
// directory tree) changes what a run with scope s covered.
func touches(s *Scope, path string, tree bool) bool {
	dir := filepath.Dir(path)
	if tree {
		dir = path
	}
	if s.Area != "" && (within(path, s.Area) || tree && within(s.Area, path)) {
		return true // the code a separate test file tests
	}
	module := !tree && goModuleFiles[filepath.Base(path)]
	for _, d := range s.Dirs {
		switch {
		case d.Tree && within(dir, d.Path):
			return true
		case !d.Tree && (dir == d.Path || within(dir, filepath.Join(d.Path, "testdata"))):
			return true // a Go package is its directory and its testdata
		case tree && within(d.Path, path):
			return true
		case module && within(d.Path, dir):
			return true // go.mod changes what every package under it builds with
		}
	}
	for _, f := range s.Files {
		if f == path {
			return true
		}
	}
	return false
}

// docs are the extensions of documentation, which no test reads unless
// it sits with a test's data.
var docs = map[string]bool{".md": true, ".markdown": true, ".rst": true, ".adoc": true, ".org": true}

// dataDirs hold what tests read, whatever its extension.
var dataDirs = []string{"testdata", "fixtures", "__fixtures__", "__snapshots__", "golden"}

// docOnly reports whether an edit of path changes documentation only
// (README.md, docs/design.rst), which makes no run stale.
func docOnly(path string) bool {
	if !docs[strings.ToLower(filepath.Ext(path))] {
		return false
	}
	for _, part := range strings.Split(filepath.ToSlash(path), "/") {
		if contains(dataDirs, part) {
			return false
		}
	}
	return true
}

// goModuleFiles are the files that decide the dependencies of every
// package under their directory.
var goModuleFiles = map[string]bool{"go.mod": true, "go.sum": true, "go.work": true, "go.work.sum": true}

// within reports whether p is dir or under it.
func within(p, dir string) bool {
	if p == dir {
		return true
	}
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../") && !filepath.IsAbs(rel)
}

// lines counts the lines of an output.
func lines(s string) int {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return 0
	}
	return strings.Count(s, "\n") + 1
}

// bound keeps at most MaxTests names, redacted.
func bound(names []string) []string {
	if len(names) > MaxTests {
		names = names[:MaxTests]
	}
	out := make([]string, 0, len(names))
	for _, n := range names {
		out = append(out, kept(n, 120))
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
