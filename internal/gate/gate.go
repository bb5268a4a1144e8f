// Package gate makes ackrite's rules enforceable from an agent harness's
// hooks (docs/rules.md §13), with evidence the harness observed rather than what the
// agent says. It is the harness-neutral core of `ackrite gate`: an adapter
// per harness (internal/gate/harness/…) decodes that harness's payload
// into an [Event] or a [Stop], and this package decides.
//
//   - [Record] adds what a tool call ran and what came back to the
//     session's [Ledger], read by the evidence reader (docs/rules.md §4.1); only a
//     test runner's, build tool's or HTTP client's own output is evidence,
//     and an edit marks earlier results for what it changed stale.
//   - [Decide] finds the success-shaped claims of the agent's final message
//     and looks for a fresh, relevant pass for each; it blocks at most
//     twice in a row.
//   - [Inspect] runs audit's data-loss and security patterns on a command or
//     an edit before it runs.
//
// What a command line ran is read by internal/gate/runner, and its words
// by internal/gate/shell. The package runs no command; it reads the files
// a staleness question needs (Go imports, symbolic links) and writes only
// the ledger.
package gate

import (
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/runner"
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

// A Reader is the evidence reader of docs/rules.md §4.1 as the gate uses it: it
// reads a run's output for its outcome, and finds the success-shaped
// statements (§4.3) of a message, negation- and plan-aware, in English,
// Spanish and Chinese. The gate writes no reader of its own.
type Reader interface {
	Read(output string) Reading
	SuccessClaims(message string) []string
	// Says returns what text's statements say about an outcome, in order:
	// the stop's fail-closed reading weighs them with its own verdicts.
	Says(text string) []Said
}

// A Said is one statement of a text about an outcome: a success (asserted,
// predicted, or a failure denied: "no longer fails") or a failure (a
// success denied: "not passing yet"), at its byte offset.
type Said struct {
	Success bool
	// Planned: a success the text aims at, predicts or asks about ("will
	// pass", "need to pass"), not one it reports.
	Planned bool
	At      int
}

// maxFinal is the longest agent message the ledger keeps for a stop.
const maxFinal = 64 << 10

// Record adds what an event shows to the ledger: a run with its reading,
// an edit (marking earlier results for what it changed stale), or a
// command whose output is not evidence. env is what the command reader
// may know of the machine; the session's exports are taken from the
// ledger.
func Record(l *Ledger, ev *Event, r Reader, env runner.Env) {
	if Duplicate(l, ev) {
		return
	}
	if ev.Action == Run {
		// Whatever the run turns out to be, its record has come: its
		// mark, and any it now covers, are settled.
		defer settle(l, markKey(ev))
	}
	switch ev.Action {
	case Respond:
		// Each message of the turn (ev.Key names it), until the stop reads
		// them: a claim in the first is not taken back by a last one that
		// claims nothing. A message of a new turn starts afresh.
		text := redact.String(ev.Text)
		turn := keyOf(ev.Key)
		if l.Final != "" && l.FinalTurn == turn && !strings.Contains(l.Final, text) {
			text = l.Final + "\n\n" + text
		}
		l.Final, l.FinalTurn = tail(text, maxFinal), turn
	case Unreadable:
		markEverything(l, "`"+text.Clip(ev.Tool, 40)+"` with an input the gate cannot read")
		l.Add(Entry{Kind: KindEdit, Tool: ev.Tool, Key: keyOf(ev.Key), Why: "an input the gate cannot read; it may have changed any file"})
	case Edit:
		recordEdit(l, ev, env)
	case MCP:
		recordMCP(l, ev, readMCP(ev.MCPTool, ev.Input, ev.Cwd, env.Home), env)
	case Run:
		recordRun(l, ev, r, env)
	}
}

// Duplicate reports whether ev is the action of the ledger's latest
// entry reported by a second event right after the first (Cursor's
// postToolUse and afterShellExecution): it adds nothing. Only the latest
// entry is compared: the same edit made again after a run, or a run
// repeated after a change, is a new action.
func Duplicate(l *Ledger, ev *Event) bool {
	return ev.Key != "" && len(l.Entries) > 0 && l.Entries[len(l.Entries)-1].Key == keyOf(ev.Key)
}

// keyOf is the ledger's form of an event key: short, and free of what the
// harness put in it.
func keyOf(k string) string {
	if k == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(k))
	return hex.EncodeToString(sum[:8])
}

func recordEdit(l *Ledger, ev *Event, env runner.Env) {
	if ev.Failed { // a failed edit changed nothing
		return
	}
	var paths []string
	for _, p := range ev.Change.Paths {
		if strings.TrimSpace(p) == "" {
			continue
		}
		path := runner.Abs(ev.Cwd, p)
		markStale(l, path, false)
		if runner.Executable(path) {
			l.wrote(path)
		}
		paths = append(paths, path)
	}
	if len(paths) == 0 {
		return
	}
	l.Add(Entry{Kind: KindEdit, Tool: ev.Tool, Key: keyOf(ev.Key), Path: kept(strings.Join(paths, ", "), maxPath)})
}

func recordRun(l *Ledger, ev *Event, r Reader, env runner.Env) {
	if strings.TrimSpace(ev.Command) == "" {
		return
	}
	env.Exports = l.Exports
	env.Written = l.Written
	c := runner.Parse(ev.Command, ev.Cwd, env)
	l.export(c.Exports)
	markCommand(l, c, ev.Cwd) // what it wrote, even when its response cannot be read
	plant(l, c, env.Project)
	res := ev.Result
	e := Entry{Kind: Kind(c.Kind), Tool: ev.Tool, Key: keyOf(ev.Key), Command: kept(ev.Command, MaxCommand), Cwd: kept(ev.Cwd, maxPath), Exit: res.Exit}
	if c.Kind == runner.KindOther {
		e.Why = redact.String(c.Why)
		l.Add(e)
		return
	}
	e.Runner = c.Runner
	scope := boundScope(c.Scope)
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
	if c.Kind == runner.KindBuild && res.Exit != nil && *res.Exit == 0 && !res.Interrupted && !res.Failed {
		// A build, compile, type-check or lint command that exited 0 is a
		// pass for what it checked, with or without output (docs/rules.md §13).
		rd = Reading{Outcome: Pass, Because: "`" + text.Clip(c.Runner, 40) + "` exited 0", Excerpt: rd.Excerpt}
	}
	if res.Exit != nil && *res.Exit != 0 && (rd.Outcome == Pass || rd.Outcome == Unread) {
		// The reader saw a pass, but the command failed as a whole (a
		// build error after the tests, a failing second package).
		rd.Outcome = Fail
		rd.Because = "Exit code " + strconv.Itoa(*res.Exit)
	}
	if res.Failed && (rd.Outcome == Pass || rd.Outcome == Unread) {
		// A failure without an exit status: a timeout or a tool error cut
		// the run, so what passed before it is not its outcome.
		rd.Outcome = Fail
		rd.Because = "the tool call failed: " + text.Clip(redact.String(firstNonEmpty(res.Cause, "no cause given")), 120)
	}
	if c.Kind == runner.KindBuild && res.Exit == nil && rd.Outcome == Pass {
		// A build's output is often empty: only its exit status says it
		// passed, and the harness did not report one.
		rd = Reading{Outcome: Unread, Because: "the harness reports no exit status, and a build's own output does not show that it passed", Excerpt: rd.Excerpt}
	}
	if c.NoRun != "" && (rd.Outcome == Pass || rd.Outcome == Unread) {
		rd = Reading{Outcome: NoRun, Because: c.NoRun, Excerpt: rd.Excerpt}
	}
	if rd.Outcome == Pass && c.Cut != "" && (c.Keep < 0 || lines(res.Output) >= c.Keep) {
		// The pipe may have cut a failing line: a failure shown is still a
		// failure, a pass is not read from part of an output.
		rd = Reading{Outcome: Unread, Because: "the output went through `" + text.Clip(c.Cut, 40) + "`, which may have cut a failure; run it without the filter",
			Excerpt: rd.Excerpt}
	}
	e.Outcome = rd.Outcome
	e.Because = text.Clip(redact.String(rd.Because), MaxBecause)
	e.Excerpt = text.Excerpt(redact.String(rd.Excerpt), MaxExcerpt)
	l.Add(e)
	if res.Exit != nil && *res.Exit == 0 && !res.Interrupted && !res.Failed {
		// go build ./... && go test ./... exited 0: the build did too.
		for _, b := range c.Builds {
			scope := boundScope(b.Scope)
			scope.Categories = b.Scope.Categories
			l.Add(Entry{Kind: KindBuild, Tool: ev.Tool, Key: keyOf(ev.Key), Command: kept(ev.Command, MaxCommand), Cwd: kept(ev.Cwd, maxPath),
				Exit: res.Exit, Runner: b.Runner, Scope: &scope, Outcome: Pass, Because: "`" + text.Clip(b.Runner, 40) + "` exited 0 (the line, chained by &&, exited 0)"})
		}
	}
}

// markCommand marks what a command line writes stale.
func markCommand(l *Ledger, c runner.Command, cwd string) {
	for _, w := range c.Writes {
		markStale(l, w, false)
	}
	for _, w := range c.Trees {
		markStale(l, w, true)
	}
	if c.Changes {
		markStale(l, cwd, true)
	}
	if c.Opaque != "" {
		markEverything(l, c.Opaque)
	}
}

// plant keeps what a command line put in place that a later run may
// execute as a runner: a file named as one, anything in a project's bin
// directory, and a tree written inside the project (an archive extracted,
// a directory copied).
func plant(l *Ledger, c runner.Command, project string) {
	for _, w := range c.Writes {
		if runner.Executable(w) && !slices.Contains(c.Removes, w) {
			l.wrote(w)
		}
	}
	for _, t := range c.Trees {
		if slices.Contains(c.Removes, t) {
			continue
		}
		if runner.Executable(t) || project != "" && within(t, project) && t != project {
			l.wrote(t)
		}
	}
}

// markEverything marks every earlier result stale, and restarts the count
// of blocks in a row: a program the gate could not read may have changed
// any file, the ledger's count included.
func markEverything(l *Ledger, why string) {
	markStaleBy(l, "/", true, why)
	l.Blocks = 0
}

// NamesStateDir reports whether an event's tool input names dir: its
// absolute path, or its path from the event's cwd (".ackrite"), as
// written or as a glob the shell expands to it (.ack*, .ack?ite/gate.json),
// or a file a command writes that lies in it once symbolic links are
// followed. The gate uses it for its own state directory: a call that
// names it may have rewritten the ledger (a forged passing run) or the
// project's declared test commands, which then no longer count.
func NamesStateDir(ev *Event, dir string, env runner.Env) bool {
	in := strings.ReplaceAll(ev.Raw, `\/`, "/")
	dir = runner.Abs(ev.Cwd, dir)
	if filepath.IsAbs(dir) && strings.Contains(in, dir) {
		return true
	}
	if ev.Cwd == "" {
		return false
	}
	// The path from cwd counts when it cannot be an ordinary word: a
	// hidden directory (.ackrite) or a path with a separator.
	rel, err := filepath.Rel(ev.Cwd, dir)
	if err == nil && rel != "." && !strings.HasPrefix(rel, "..") && (strings.HasPrefix(rel, ".") || strings.Contains(rel, "/")) &&
		strings.Contains(in, rel) {
		return true
	}
	for _, w := range strings.FieldsFunc(in, func(r rune) bool { return strings.ContainsRune(" \t\n\"'`;|&<>(){}=,", r) }) {
		if strings.ContainsAny(w, "*?[") && globReaches(runner.Abs(ev.Cwd, w), dir) {
			return true
		}
	}
	if ev.Action == Run {
		c := runner.Parse(ev.Command, ev.Cwd, env)
		for _, w := range append(append([]string{}, c.Writes...), c.Trees...) {
			if real := resolveLinks(w); within(w, dir) || real != "" && within(real, dir) {
				return true
			}
		}
	}
	return false
}

// globReaches reports whether a glob pattern, as the shell expands it,
// matches dir or a path under it: each of dir's elements matches the
// pattern's element at its place (a leading "." only by a "." of the
// pattern's own, as the shell's globbing does).
func globReaches(pattern, dir string) bool {
	pe := strings.Split(filepath.Clean(pattern), "/")
	de := strings.Split(filepath.Clean(dir), "/")
	if len(pe) < len(de) {
		return false
	}
	for i, d := range de {
		p := pe[i]
		if strings.HasPrefix(d, ".") && !strings.HasPrefix(p, ".") {
			return false
		}
		if p == "**" {
			return true
		}
		if ok, err := filepath.Match(p, d); err != nil || !ok {
			return false
		}
	}
	return true
}

// kept2 is a string as the ledger keeps it: redacted, then cut. Cutting
// first can leave a token's head that no redaction rule recognises.
func kept(s string, n int) string { return text.Clip(redact.String(s), n) }

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
func boundScope(s runner.Scope) Scope {
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
	top := runner.CommonDir(paths)
	if len(top) > maxPath || redact.String(top) != top {
		top = "/"
	}
	s.Dirs, s.Files = []Dir{{Path: top, Tree: true}}, nil
	s.Part = firstNonEmpty(s.Part, "it names more paths than the ledger keeps")
	return s
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

// tail keeps the last n bytes of s, on a rune boundary, marking the cut.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - n
	for i < len(s) && s[i]&0xC0 == 0x80 {
		i++
	}
	return "…" + s[i:]
}
