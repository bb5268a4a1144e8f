package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/adapters"
	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// exitBlock is the exit status of a hook that fails before it knows its
// harness: exit 2 blocks in Claude Code, Codex and Gemini CLI (docs/rules.md §13:
// a crashed guard fails closed).
const exitBlock = 2

// gateCommands are the gate's subcommands.
var gateCommands = []command{
	{name: "record", summary: "after a tool ran: add what ran and what came back to the session's ledger", run: runGateRecord},
	{name: "stop", summary: "before the agent finishes: block a success claim that no fresh, relevant passing run shows", run: runGateStop},
	{name: "check", summary: "before a tool runs: ask, deny or warn before a data-loss or security operation", run: runGateCheck},
	{name: "install", summary: "print the hook configuration, or merge it into the harness's project config with --write", run: runGateInstall},
	{name: "help", summary: "show help for the gate or one subcommand (ackrite gate help stop)"},
}

func runGate(e *env, args []string) int {
	return dispatch(e, "ackrite gate", gateCommands, args, func(w io.Writer) {
		fmt.Fprintf(w, `Usage: ackrite gate <subcommand> [--harness NAME] [flags] < payload.json

Agent-harness hooks that enforce ackrite's rules with evidence the harness
observed: a ledger of what actually ran, a block on an unproven "done", a
check of risky commands (docs/rules.md §13). Hooks read one JSON payload on stdin.
--harness chooses the payload and answer format: %s (default %s).

Subcommands:
`, harnessNames(), adapters.Default)
		for _, s := range gateCommands {
			fmt.Fprintf(w, "  %-8s %s\n", s.name, s.summary)
		}
		fmt.Fprint(w, `
Run 'ackrite gate <subcommand> -h' (or 'ackrite gate help <subcommand>') for
its flags and examples.

Examples:
  ackrite gate install --write
  ackrite gate install --harness codex --write
  ackrite gate help stop
`)
	})
}

// clipArg is an argument echoed in an error: cut, then redacted (docs/rules.md §8).
func clipArg(s string) string { return redact.String(text.Excerpt(s, 60)) }

// hookFlags are the flags every hook subcommand takes.
type hookFlags struct {
	harness *string
	state   *string
}

func addHookFlags(fs *flag.FlagSet) hookFlags {
	return hookFlags{
		harness: fs.String("harness", adapters.Default, "the harness whose hooks run this: "+harnessNames()),
		state:   fs.String("state", "", "directory of the ledgers (default: .ackrite/ under the project directory)"),
	}
}

func harnessNames() string {
	var names []string
	for _, a := range adapters.All {
		names = append(names, a.Name())
	}
	return strings.Join(names, ", ")
}

// parseHook parses a hook's flags and finds its adapter. A flag or harness
// it cannot read is an error of the hook: for stop and check it exits 2,
// which blocks in the harnesses that read exit codes, rather than 64,
// which they take for a non-blocking error (docs/rules.md §13: fail closed).
func parseHook(e *env, fs *flag.FlagSet, hf hookFlags, sub harness.Sub, args []string) (harness.Adapter, int, bool) {
	code, ok := parse(fs, args)
	if !ok {
		if code == exitUsage && sub != harness.Record {
			code = exitBlock
		}
		return nil, code, false
	}
	a, err := adapters.Lookup(*hf.harness)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite gate "+string(sub)+":", err)
		if sub == harness.Record {
			return nil, exitUsage, false
		}
		return nil, exitBlock, false
	}
	return a, 0, true
}

// answer writes an adapter's answer: stdout as it is, stderr redacted as
// an error message, which may quote the payload cut short
// ("got [\"ghp_R4nd0mT0k3…").
func answer(e *env, a harness.Answer) int {
	if len(a.Stdout) > 0 {
		e.stdout.Write(a.Stdout)
	}
	if a.Stderr != "" {
		fmt.Fprint(e.stderr, redact.Message(a.Stderr))
	}
	return a.Exit
}

// readPayload reads stdin up to the payload limit.
func readPayload(e *env) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(e.stdin, harness.MaxPayload+1))
	if err != nil {
		return nil, fmt.Errorf("reading the hook payload from stdin: %w", err)
	}
	return data, nil
}

func stateDir(flag, project string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	if project == "" {
		return "", errors.New("no state directory: the payload names no project directory and --state is not given")
	}
	return filepath.Join(project, ".ackrite"), nil
}

// openLedger locks and loads a session's ledger. A ledger it cannot read
// as the gate's for this session is moved aside and replaced by a fresh
// one (gate.Store.Recover); moved then says what happened, for the
// person.
func openLedger(dir, session string) (st *gate.Store, l *gate.Ledger, moved string, err error) {
	st, err = gate.Open(dir, session)
	if err != nil {
		return nil, nil, "", err
	}
	l, err = st.Load(session)
	var broken *gate.BrokenError
	if errors.As(err, &broken) {
		if l, err = st.Recover(session); err == nil {
			moved = fmt.Sprintf("%s; moved it to %s (kept for inspection) and started a fresh ledger: what it recorded no longer counts",
				broken, l.Recovered)
		}
	}
	if err != nil {
		st.Close()
		return nil, nil, "", err
	}
	return st, l, moved, nil
}

// pinConfig pins the project's declared test commands for the session
// the first time one of its hooks reads them (gate.PinConfig).
func pinConfig(l *gate.Ledger, project, state string) error {
	cfg, err := gate.LoadConfig(state)
	gate.PinConfig(l, cfg, project)
	return err
}

// gateRecordAbout is gate record's help text.
const gateRecordAbout = `After a tool ran (Claude Code's PostToolUse and PostToolUseFailure, Codex's
PostToolUse, Gemini CLI's AfterTool, Cursor's postToolUse, postToolUseFailure
and afterAgentResponse, Copilot's postToolUse and postToolUseFailure). Adds
what the call ran and what came back to the session's ledger, read by the
evidence reader; an edit marks earlier results for what it changed stale.
Prints nothing. A failure is a non-blocking hook error (exit 1): the tool
already ran. A test, build or HTTP run whose record never lands (the hook
killed) stays pending from 'gate check', and 'gate stop' treats its result as
unknown.

Examples:
  ackrite gate record < post-tool-use.json
  ackrite gate record --harness codex --state /tmp/ackrite-state < post-tool-use.json`

func runGateRecord(e *env, args []string) int {
	fs := newFlags(e, "gate record", "ackrite gate record [--harness NAME] [--state DIR] < payload.json", gateRecordAbout)
	hf := addHookFlags(fs)
	a, code, ok := parseHook(e, fs, hf, harness.Record, args)
	if !ok {
		return code
	}
	data, err := readPayload(e)
	if err != nil {
		return answer(e, a.Failure(harness.Record, err))
	}
	ev, derr := a.DecodeTool(harness.Record, data, os.LookupEnv)
	if ev == nil {
		markUnread(data, *hf.state)
		return answer(e, a.Failure(harness.Record, derr))
	}
	dir, err := stateDir(*hf.state, ev.Project)
	if err != nil {
		return answer(e, a.Failure(harness.Record, err))
	}
	st, l, moved, err := openLedger(dir, ev.Session)
	if err != nil {
		return answer(e, a.Failure(harness.Record, err))
	}
	defer st.Close()
	if gate.Duplicate(l, ev) && moved == "" {
		return exitOK // the second event of an action already recorded
	}
	renv := runner.OS(ev.Project)
	if gate.NamesStateDir(ev, dir, renv) {
		// The call may have rewritten the ledger (a forged passing run) or
		// the declared test commands: what the ledger holds no longer
		// counts, and the commands stay as the session first found them.
		pin := l.Pin
		if len(l.Entries) > 0 {
			if l, err = st.Recover(ev.Session); err != nil {
				return answer(e, a.Failure(harness.Record, err))
			}
			moved = fmt.Sprintf("the tool call names the gate's state directory %s, so it may have changed the ledger; moved it to %s (kept for inspection) and started a fresh ledger: what it recorded no longer counts", dir, l.Recovered)
		}
		l.Pin = pin
		gate.VoidPin(l, "the session's first call that the gate saw names its state directory "+dir+", so the declared test commands may be that call's")
	}
	if moved != "" && l.Pin == nil {
		gate.VoidPin(l, "the session's ledger could not be trusted, so the declared test commands it pinned are gone")
	}
	cfg, cerr := gate.LoadConfig(dir)
	if l.Pin == nil && ev.Action == gate.Run {
		first := renv
		first.TestCommands = cfg.TestCommands
		if runner.Parse(ev.Command, ev.Cwd, first).Opaque != "" {
			gate.VoidPin(l, "the session's first call that the gate saw runs a program it does not read, which may have changed the declared test commands")
		}
	}
	gate.PinConfig(l, cfg, ev.Project)
	renv.TestCommands, renv.Redefined = gate.Declared(l, ev.Project)
	gate.Record(l, ev, gate.Evidence, renv)
	// Saved even when the payload could not be read in full: Record has
	// then marked what the call may have changed stale.
	if err := st.Save(l); err != nil {
		return answer(e, a.Failure(harness.Record, err))
	}
	for _, err := range []error{derr, cerr} {
		if err != nil {
			return answer(e, a.Failure(harness.Record, err))
		}
	}
	if moved != "" {
		// Recorded in the fresh ledger; the person learns why the
		// evidence before this call is gone.
		return answer(e, a.Failure(harness.Record, errors.New(moved)))
	}
	return exitOK
}

// markUnread marks everything earlier in a session stale when a record
// payload cannot be decoded at all: the tool it reports ran, and may have
// changed any file (docs/rules.md §13: fail closed). The session and project are
// read from what can be read of the payload; without them there is no
// ledger to mark. It is best effort: record fails with the decode error
// all the same.
func markUnread(data []byte, stateFlag string) {
	if len(data) > harness.MaxPayload {
		data = data[:harness.MaxPayload]
	}
	session, project := harness.Salvage(data, os.LookupEnv)
	if session == "" || project == "" {
		return
	}
	dir, err := stateDir(stateFlag, project)
	if err != nil {
		return
	}
	st, l, _, err := openLedger(dir, session)
	if err != nil {
		return
	}
	defer st.Close()
	gate.Record(l, &gate.Event{Session: session, Project: project, Cwd: project, Tool: "a tool call", Action: gate.Unreadable}, gate.Evidence, runner.OS(project))
	st.Save(l)
}

// gateStopAbout is gate stop's help text.
const gateStopAbout = `Before the agent finishes (Claude Code's and Codex's Stop, Gemini CLI's
AfterAgent, Cursor's stop, Copilot's agentStop). Reads the agent's final
message; for each success-shaped claim in it, looks for a fresh, relevant
pass in the session's ledger. If one is missing, or the latest relevant run
failed or ran nothing, it answers with the harness's block and a reason that
quotes the claim, so the agent keeps working. It blocks at most twice in a
row, then lets the agent stop with the unproven claim as a warning. Any error
answers with the harness's block: it fails closed.

Examples:
  ackrite gate stop < stop.json
  echo '{"session_id":"s1","hook_event_name":"Stop","cwd":".","last_assistant_message":"All tests pass."}' | ackrite gate stop`

func runGateStop(e *env, args []string) int {
	fs := newFlags(e, "gate stop", "ackrite gate stop [--harness NAME] [--state DIR] < payload.json", gateStopAbout)
	hf := addHookFlags(fs)
	a, code, ok := parseHook(e, fs, hf, harness.Stop, args)
	if !ok {
		return code
	}
	data, err := readPayload(e)
	if err != nil {
		return answer(e, a.Failure(harness.Stop, err))
	}
	s, err := a.DecodeStop(data, os.LookupEnv)
	if err != nil {
		return answer(e, a.Failure(harness.Stop, err))
	}
	dir, err := stateDir(*hf.state, s.Project)
	if err != nil {
		return stopFail(e, a, s, err)
	}
	st, l, moved, err := openLedger(dir, s.Session)
	if err != nil {
		return stopFail(e, a, s, err)
	}
	defer st.Close()
	msg := s.Final
	final := l.Final
	switch {
	case s.FinalKnown && s.Transcript != "":
		// The harness's final message is the turn's last; a claim made in
		// an earlier message of the turn is made all the same.
		if turn, err := gate.TurnText(s.Transcript); err == nil {
			msg = gate.WithTurn(msg, turn)
		}
	case !s.FinalKnown:
		switch {
		case l.Final != "":
			msg, l.Final = l.Final, "" // the turn's messages, read once
		case s.Transcript != "":
			if msg, err = gate.TurnText(s.Transcript); err != nil {
				return stopFail(e, a, s, err)
			}
		default:
			// Claims the gate cannot read are not claims it can let
			// through (docs/rules.md §13: fail closed).
			return stopFail(e, a, s, errors.New("the harness sent no final message, no earlier event carried it, and there is no transcript to read it from"))
		}
	}
	blocks, recovered := l.Blocks, l.Recovered
	d := gate.Decide(l, msg, s.Project, gate.Evidence)
	if l.Blocks != blocks || l.Recovered != recovered || moved != "" || l.Final != final {
		if err := st.Save(l); err != nil {
			return stopFail(e, a, s, err)
		}
	}
	if moved != "" && !d.Block {
		// Nothing to prove now (no claim, or the block limit reached), but
		// the person learns that the evidence before this stop is gone.
		d.Warning = strings.TrimSpace("ackrite gate stop: " + redact.String(moved) + ". " + d.Warning)
	}
	return answer(e, a.StopAnswer(d))
}

// stopFail is a stop hook that failed after reading its payload: it blocks
// with the cause, failing closed — but not when the agent is already
// continuing because a stop hook blocked (Claude Code's and Codex's
// stop_hook_active, Gemini CLI's, Cursor's loop_count). A failure that
// keeps happening (a state directory the gate cannot write, a transcript
// it cannot read) then blocks one stop in a row, not every stop for good,
// and lets the next one through with the cause as a warning (docs/rules.md §13: at
// most two blocks in a row).
func stopFail(e *env, a harness.Adapter, s *gate.Stop, err error) int {
	if !s.Continuing {
		return answer(e, a.Failure(harness.Stop, err))
	}
	msg := "ackrite gate stop: could not decide (" + redact.String(err.Error()) + "); the agent already continued after a block, so this stop is let through unchecked"
	return answer(e, a.StopAnswer(gate.Decision{Warning: msg}))
}

// gateCheckAbout is gate check's help text.
const gateCheckAbout = `Before a tool runs (Claude Code's and Codex's PreToolUse, Gemini CLI's
BeforeTool, Cursor's preToolUse and beforeShellExecution, Copilot's
preToolUse). Runs audit's data-loss and security patterns (docs/rules.md §5) on a
command — SQL given to psql, mysql or sqlite3 included — or on the text an
edit adds or removes (a guard taken out or commented out). On a finding it
asks the person (the default), denies with the reason, or only warns
(--mode warn); a harness with no "ask" (Codex, Gemini CLI) denies instead. A
command that merely mentions an operation (grep "DROP TABLE") is not one.
For a test, build or HTTP command it lets run, it marks the run pending in
the session's ledger until 'gate record' writes its entry.
Any error answers with the harness's block: it fails closed.

Examples:
  ackrite gate check < pre-tool-use.json
  ackrite gate check --harness gemini --mode deny < before-tool.json`

func runGateCheck(e *env, args []string) int {
	fs := newFlags(e, "gate check", "ackrite gate check [--harness NAME] [--mode ask|deny|warn] < payload.json", gateCheckAbout)
	hf := addHookFlags(fs)
	modeFlag := fs.String("mode", "ask", "what to do with a finding: ask, deny or warn")
	a, code, ok := parseHook(e, fs, hf, harness.Check, args)
	if !ok {
		return code
	}
	mode, err := gate.ParseMode(*modeFlag)
	if err != nil {
		return answer(e, a.Failure(harness.Check, err))
	}
	data, err := readPayload(e)
	if err != nil {
		return answer(e, a.Failure(harness.Check, err))
	}
	ev, err := a.DecodeTool(harness.Check, data, os.LookupEnv)
	if err != nil {
		return answer(e, a.Failure(harness.Check, err))
	}
	home, _ := os.UserHomeDir()
	risks := gate.Inspect(ev, home)
	beforeTool(*hf.state, ev, len(risks) == 0 || mode == gate.ModeWarn)
	return answer(e, a.CheckAnswer(risks, mode))
}

// beforeTool writes what the ledger must hold before a tool runs. It pins
// the project's declared test commands for the session before its first
// tool runs, so that a first call that rewrites .ackrite/gate.json cannot
// declare its own; and, for a test, build or HTTP command the check lets
// run (ran: no finding, or only a warning), it marks the run pending, so
// that a record killed before it writes leaves a run whose result is
// unknown rather than no run (gate.MarkPending). A command the person is
// asked about or that is denied gets no mark: it may never run, and a
// mark no record clears would block a claim it has no part in. It is
// best effort: a check decides on the tool call, and the ledger's
// problems are record's — a ledger record cannot read is replaced by one
// that holds no evidence, which a mark could only repeat.
func beforeTool(stateFlag string, ev *gate.Event, ran bool) {
	dir, err := stateDir(stateFlag, ev.Project)
	if err != nil {
		return
	}
	st, err := gate.Open(dir, ev.Session)
	if err != nil {
		return
	}
	defer st.Close()
	l, err := st.Load(ev.Session)
	if err != nil {
		return
	}
	changed := false
	if l.Pin == nil {
		if changed = pinConfig(l, ev.Project, dir) == nil; !changed {
			l.Pin = nil // a configuration that cannot be read is record's to pin, with its error
		}
	}
	if ran && ev.Action == gate.Run {
		renv := runner.OS(ev.Project)
		renv.TestCommands, renv.Redefined = gate.Declared(l, ev.Project)
		changed = gate.MarkPending(l, ev, renv) || changed
	}
	if changed {
		st.Save(l)
	}
}

// repeated is a flag that may be given more than once.
type repeated []string

func (r *repeated) String() string     { return strings.Join(*r, ", ") }
func (r *repeated) Set(v string) error { *r = append(*r, v); return nil }

// gateInstallAbout is gate install's help text.
const gateInstallAbout = `Print the gate's hook configuration for a harness, or with --write merge it
into the harness's project configuration under DIR (claude-code:
.claude/settings.json, codex: .codex/hooks.json, gemini: .gemini/settings.json,
cursor: .cursor/hooks.json, copilot: .github/hooks/ackrite.json) — keeping
every other key and hook, adding nothing already there — and add .ackrite/ to
DIR/.gitignore so a ledger is never committed. The hooks run 'ackrite' when
it is on PATH (the file is shared), this binary's absolute path only with
--absolute. --test-command declares a project test command whose passing run
counts as the whole suite (written to DIR/.ackrite/gate.json).

Examples:
  ackrite gate install
  ackrite gate install --write --test-command "make test"
  ackrite gate install --harness cursor --write --dir ~/src/my-project`

func runGateInstall(e *env, args []string) int {
	fs := newFlags(e, "gate install", "ackrite gate install [--harness NAME] [--write] [--dir DIR] [--bin CMD | --absolute] [--test-command CMD]…", gateInstallAbout)
	harnessName := fs.String("harness", adapters.Default, "the harness to configure: "+harnessNames())
	write := fs.Bool("write", false, "merge into the harness's project configuration under --dir instead of printing")
	dir := fs.String("dir", ".", "the project directory; it must exist")
	bin := fs.String("bin", "", "the command that runs ackrite in the hooks (default: ackrite when on PATH)")
	absolute := fs.Bool("absolute", false, "write this binary's absolute path instead of ackrite")
	var tests repeated
	fs.Var(&tests, "test-command", "a project test command (repeatable), e.g. \"make test\"")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	a, err := adapters.Lookup(*harnessName)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite gate install:", err)
		return exitUsage
	}
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		fmt.Fprintf(e.stderr, "ackrite gate install: --dir %s: not an existing directory\n", clipArg(*dir))
		return exitUsage
	}
	if len(tests) > 0 && !*write {
		fmt.Fprintln(e.stderr, "ackrite gate install: --test-command writes .ackrite/gate.json, so it needs --write")
		return exitUsage
	}
	cmd := *bin
	if cmd == "" {
		self, _ := os.Executable()
		if cmd, err = harness.Bin(self, exec.LookPath, *absolute, os.TempDir()); err != nil {
			fmt.Fprintln(e.stderr, "ackrite gate install:", err)
			return exitUsage
		}
	}
	cfg := a.Config()
	if !*write {
		data, err := cfg.Hooks(cmd)
		if err != nil {
			fmt.Fprintln(e.stderr, "ackrite gate install:", err)
			return exitInternal
		}
		e.stdout.Write(data)
		return exitOK
	}
	path, added, err := cfg.Install(*dir, cmd)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite gate install:", redact.String(err.Error()))
		return exitData
	}
	ignored, err := harness.IgnoreLedger(*dir)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite gate install:", err)
		return exitData
	}
	if len(added) == 0 {
		fmt.Fprintf(e.stdout, "%s already runs the gate on every event; nothing changed.\n", path)
	} else {
		fmt.Fprintf(e.stdout, "%s: added (or widened) the gate's hooks for %s.\n", path, strings.Join(added, ", "))
	}
	if ignored {
		fmt.Fprintf(e.stdout, "%s: added .ackrite/ so ledgers are never committed.\n", filepath.Join(*dir, ".gitignore"))
	}
	if len(tests) > 0 {
		changed, err := gate.AddTestCommands(filepath.Join(*dir, ".ackrite"), tests)
		if err != nil {
			fmt.Fprintln(e.stderr, "ackrite gate install:", err)
			return exitData
		}
		if changed {
			fmt.Fprintf(e.stdout, "%s: declared the project test commands %s.\n", filepath.Join(*dir, ".ackrite", gate.ConfigFile), tests.String())
		}
	}
	return exitOK
}
