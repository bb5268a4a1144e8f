package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// exitBlock is the exit code with which a Claude Code command hook blocks;
// its stderr becomes the reason (https://code.claude.com/docs/en/hooks,
// "Exit code 2"). A gate that fails exits with it too: a crashed guard
// that lets everything through is worse than none (SPEC §13).
const exitBlock = 2

// exitHookError is a non-blocking hook error: the action goes on and the
// person sees the cause.
const exitHookError = 1

// gateCommands are the gate's subcommands.
var gateCommands = []command{
	{name: "record", summary: "PostToolUse and PostToolUseFailure hook: add what ran and what came back to the session's ledger", run: runGateRecord},
	{name: "stop", summary: "Stop hook: block a success claim that no fresh, relevant passing run in the ledger shows", run: runGateStop},
	{name: "check", summary: "PreToolUse hook: ask, deny or warn before a data-loss or security operation", run: runGateCheck},
	{name: "install", summary: "print the hook configuration, or merge it into .claude/settings.json with --write", run: runGateInstall},
	{name: "help", summary: "show help for the gate or one subcommand (ackrite gate help stop)"},
}

func runGate(e *env, args []string) int {
	return dispatch(e, "ackrite gate", gateCommands, args, func(w io.Writer) {
		fmt.Fprint(w, `Usage: ackrite gate <subcommand> [flags] < payload.json

Agent-harness hooks (Claude Code first) that enforce ackrite's rules with
evidence the harness observed: a ledger of what actually ran, a block on an
unproven "done", a check of risky commands (SPEC §13). Hooks read one JSON
payload on stdin; see https://code.claude.com/docs/en/hooks.

Subcommands:
`)
		for _, s := range gateCommands {
			fmt.Fprintf(w, "  %-8s %s\n", s.name, s.summary)
		}
		fmt.Fprint(w, `
Run 'ackrite gate <subcommand> -h' (or 'ackrite gate help <subcommand>') for
its flags and examples.

Examples:
  ackrite gate install --write
  ackrite gate help stop
`)
	})
}

// clipArg is an argument echoed in an error: cut, then redacted (SPEC §8).
func clipArg(s string) string { return redact.String(text.Excerpt(s, 60)) }

// stateFlag adds --state to a hook subcommand.
func stateFlag(fs *flag.FlagSet) *string {
	return fs.String("state", "", "directory of the ledgers (default: .ackrite/ under $CLAUDE_PROJECT_DIR, else under the payload's cwd)")
}

// projectDir is the project the hook runs for: $CLAUDE_PROJECT_DIR, which
// Claude Code sets for hook commands, else the payload's cwd.
func projectDir(p *gate.Payload) string {
	if d := os.Getenv("CLAUDE_PROJECT_DIR"); d != "" {
		return d
	}
	return p.Cwd
}

func stateDir(flag string, p *gate.Payload) (string, error) {
	if flag != "" {
		return flag, nil
	}
	d := projectDir(p)
	if d == "" {
		return "", errors.New("no state directory: the payload has no cwd, $CLAUDE_PROJECT_DIR is unset and --state is not given")
	}
	return filepath.Join(d, ".ackrite"), nil
}

// openLedger locks and loads the payload's session ledger. A ledger it
// cannot read is moved aside and replaced by a fresh one (gate.Store.Recover);
// moved then says what happened, for the person.
func openLedger(flag string, p *gate.Payload) (st *gate.Store, l *gate.Ledger, moved string, err error) {
	dir, err := stateDir(flag, p)
	if err != nil {
		return nil, nil, "", err
	}
	st, err = gate.Open(dir, p.SessionID)
	if err != nil {
		return nil, nil, "", err
	}
	l, err = st.Load(p.SessionID)
	var broken *gate.BrokenError
	if errors.As(err, &broken) {
		if l, err = st.Recover(p.SessionID); err == nil {
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

// hookFail reports a failed hook on stderr with its cause, redacted.
func hookFail(e *env, sub string, code int, err error) int {
	fmt.Fprintf(e.stderr, "ackrite gate %s: %s\n", sub, redact.String(err.Error()))
	return code
}

func runGateRecord(e *env, args []string) int {
	fs := newFlags(e, "gate record", "ackrite gate record [--state DIR] < payload.json",
		`PostToolUse and PostToolUseFailure hook. Appends what the tool call ran and
what came back to the session's ledger, read by the evidence reader; an edit
marks earlier results for its directory stale. Prints nothing. A failure is
a non-blocking hook error (exit 1): the tool already ran, and a missing
entry can only make 'gate stop' stricter.

Examples:
  ackrite gate record < post-tool-use.json
  ackrite gate record --state /tmp/ackrite-state < post-tool-use.json`)
	state := stateFlag(fs)
	if code, ok := parse(fs, args); !ok {
		return code
	}
	p, err := gate.ReadPayload(e.stdin, gate.EventPostToolUse, gate.EventPostToolUseFailure)
	if err != nil {
		return hookFail(e, "record", exitHookError, err)
	}
	st, l, moved, err := openLedger(*state, p)
	if err != nil {
		return hookFail(e, "record", exitHookError, err)
	}
	defer st.Close()
	if dir, _ := stateDir(*state, p); p.Names(dir) && len(l.Entries) > 0 {
		// The call may have rewritten the ledger (a forged passing run):
		// what it holds no longer counts.
		if l, err = st.Recover(p.SessionID); err != nil {
			return hookFail(e, "record", exitHookError, err)
		}
		moved = fmt.Sprintf("the tool call names the gate's state directory %s, so it may have changed the ledger; moved it to %s (kept for inspection) and started a fresh ledger: what it recorded no longer counts", dir, l.Recovered)
	}
	rerr := gate.Record(l, p, gate.Evidence)
	// Saved even when the payload could not be read in full: Record has
	// then marked what the call may have changed stale.
	if err := st.Save(l); err != nil {
		return hookFail(e, "record", exitHookError, err)
	}
	if rerr != nil {
		return hookFail(e, "record", exitHookError, rerr)
	}
	if moved != "" {
		// Recorded in the fresh ledger; the person learns why the
		// evidence before this call is gone.
		return hookFail(e, "record", exitHookError, errors.New(moved))
	}
	return exitOK
}

func runGateStop(e *env, args []string) int {
	fs := newFlags(e, "gate stop", "ackrite gate stop [--state DIR] < payload.json",
		`Stop hook. Reads the agent's final message (last_assistant_message, else the
transcript's last assistant turn); for each success-shaped claim in it, looks
for a fresh, relevant pass in the session's ledger. If one is missing, or the
latest relevant run failed or ran nothing, prints {"decision":"block",
"reason":…} so the agent keeps working. It blocks at most twice in a row,
then lets the agent stop with the unproven claim as a warning. Any error
exits 2 with its cause: it fails closed.

Examples:
  ackrite gate stop < stop.json
  echo '{"session_id":"s1","hook_event_name":"Stop","cwd":".","last_assistant_message":"All tests pass."}' | ackrite gate stop`)
	state := stateFlag(fs)
	if code, ok := parseHook(fs, args); !ok {
		return code
	}
	p, err := gate.ReadPayload(e.stdin, gate.EventStop)
	if err != nil {
		return hookFail(e, "stop", exitBlock, err)
	}
	msg := p.LastAssistantMessage
	if strings.TrimSpace(msg) == "" && p.TranscriptPath != "" {
		if msg, err = gate.LastAssistantText(p.TranscriptPath); err != nil {
			return stopFail(e, p, err)
		}
	}
	st, l, moved, err := openLedger(*state, p)
	if err != nil {
		return stopFail(e, p, err)
	}
	defer st.Close()
	blocks, recovered := l.Blocks, l.Recovered
	d := gate.Stop(l, msg, projectDir(p), gate.Evidence)
	if l.Blocks != blocks || l.Recovered != recovered || moved != "" {
		if err := st.Save(l); err != nil {
			return stopFail(e, p, err)
		}
	}
	if moved != "" && !d.Block {
		// Nothing to prove now (no claim, or the block limit reached), but
		// the person learns that the evidence before this stop is gone.
		d.Warning = strings.TrimSpace("ackrite gate stop: " + redact.String(moved) + ". " + d.Warning)
	}
	switch {
	case d.Block:
		return writeHookJSON(e, "stop", map[string]any{"decision": "block", "reason": d.Reason})
	case d.Warning != "":
		fmt.Fprintln(e.stderr, d.Warning)
		return writeHookJSON(e, "stop", map[string]any{"systemMessage": d.Warning})
	}
	return exitOK
}

// stopFail is a Stop hook that failed after reading its payload: it
// blocks with the cause (exit 2), failing closed — but not when the agent
// is already continuing because a stop hook blocked (stop_hook_active,
// https://code.claude.com/docs/en/hooks, "Stop input"). A failure that
// keeps happening (a state directory the gate cannot write, a transcript
// it cannot read) then blocks one stop in a row, not every stop for good,
// and lets the next one through with the cause as a warning (SPEC §13:
// at most two blocks in a row).
func stopFail(e *env, p *gate.Payload, err error) int {
	if !p.StopHookActive {
		return hookFail(e, "stop", exitBlock, err)
	}
	msg := "ackrite gate stop: could not decide (" + redact.String(err.Error()) + "); the agent already continued after a block, so this stop is let through unchecked"
	fmt.Fprintln(e.stderr, msg)
	return writeHookJSON(e, "stop", map[string]any{"systemMessage": msg})
}

// parseHook parses the flags of a hook that fails closed (stop, check): a
// flag it cannot read is an error of the hook, so it exits 2 and blocks
// rather than 64, which Claude Code takes for a non-blocking error and so
// lets everything through (SPEC §13). -h still exits 0.
func parseHook(fs *flag.FlagSet, args []string) (int, bool) {
	code, ok := parse(fs, args)
	if !ok && code == exitUsage {
		code = exitBlock
	}
	return code, ok
}

// writeHookJSON prints a hook's JSON answer on stdout (exit 0), the way
// the hooks reference's "JSON output" section describes.
func writeHookJSON(e *env, sub string, v any) int {
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false) // a reason quotes commands: keep "<", ">" and "&" readable
	if err := enc.Encode(v); err != nil {
		return hookFail(e, sub, exitBlock, err)
	}
	return exitOK
}

func runGateCheck(e *env, args []string) int {
	fs := newFlags(e, "gate check", "ackrite gate check [--mode ask|deny|warn] < payload.json",
		`PreToolUse hook. Runs audit's data-loss and security patterns (SPEC §5) on a
Bash command or on the text an edit adds or removes. On a finding it answers
with permissionDecision "ask" (the default: the person confirms) or "deny"
(the agent is told why), or with only a warning (--mode warn). A command that
merely mentions an operation (grep "DROP TABLE") is not one. Any error exits
2 with its cause: it fails closed.

Examples:
  ackrite gate check < pre-tool-use.json
  ackrite gate check --mode deny < pre-tool-use.json`)
	modeFlag := fs.String("mode", "ask", "what to do with a finding: ask, deny or warn")
	if code, ok := parseHook(fs, args); !ok {
		return code
	}
	mode, err := gate.ParseMode(*modeFlag)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite gate check:", err)
		return exitBlock
	}
	p, err := gate.ReadPayload(e.stdin, gate.EventPreToolUse)
	if err != nil {
		return hookFail(e, "check", exitBlock, err)
	}
	risks, err := gate.Check(p)
	if err != nil {
		return hookFail(e, "check", exitBlock, err)
	}
	if len(risks) == 0 {
		return exitOK
	}
	reason := gate.CheckReason(risks)
	if mode == gate.ModeWarn {
		fmt.Fprintln(e.stderr, reason)
		return writeHookJSON(e, "check", map[string]any{"systemMessage": reason})
	}
	return writeHookJSON(e, "check", map[string]any{"hookSpecificOutput": map[string]any{
		"hookEventName":            gate.EventPreToolUse,
		"permissionDecision":       string(mode),
		"permissionDecisionReason": reason,
	}})
}

func runGateInstall(e *env, args []string) int {
	fs := newFlags(e, "gate install", "ackrite gate install [--write] [--dir DIR] [--bin CMD]",
		`Print the Claude Code hook configuration for the four gate hooks
(PreToolUse → check, PostToolUse and PostToolUseFailure → record, Stop → stop),
on the built-in tools that run commands or edit files and on every MCP tool
(mcp__<server>__<tool>), which the gate reads by name and input. With --write,
merge it into DIR/.claude/settings.json instead — keeping every other key and
hook, adding nothing already there, widening only a gate hook an earlier
ackrite wrote — and add .ackrite/ to DIR/.gitignore so a ledger is never
committed.

Examples:
  ackrite gate install
  ackrite gate install --write
  ackrite gate install --write --dir ~/src/my-project --bin ackrite`)
	write := fs.Bool("write", false, "merge into DIR/.claude/settings.json instead of printing")
	dir := fs.String("dir", ".", "the project directory")
	bin := fs.String("bin", defaultBin(), "the command that runs ackrite in the hooks")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if !*write {
		data, err := gate.Hooks(*bin)
		if err != nil {
			fmt.Fprintln(e.stderr, "ackrite gate install:", err)
			return exitInternal
		}
		e.stdout.Write(data)
		return exitOK
	}
	path := filepath.Join(*dir, ".claude", "settings.json")
	added, err := gate.Install(path, *bin)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite gate install:", redact.String(err.Error()))
		return exitData
	}
	ignored, err := gate.IgnoreLedger(*dir)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite gate install:", err)
		return exitData
	}
	if len(added) == 0 {
		fmt.Fprintf(e.stdout, "%s already runs the gate on every event; nothing changed.\n", path)
	} else {
		fmt.Fprintf(e.stdout, "%s: added (or widened to MCP tools) the gate's hooks for %s.\n", path, strings.Join(added, ", "))
	}
	if ignored {
		fmt.Fprintf(e.stdout, "%s: added .ackrite/ so ledgers are never committed.\n", filepath.Join(*dir, ".gitignore"))
	}
	return exitOK
}

// defaultBin is the command the hooks run: this binary's absolute path, so
// that a hook never depends on PATH, unless it is a temporary `go run`
// build, which would be gone when the hook runs.
func defaultBin() string {
	self, err := os.Executable()
	if err != nil || strings.HasPrefix(self, os.TempDir()) || strings.Contains(self, "go-build") {
		return "ackrite"
	}
	if strings.ContainsAny(self, " \t'\"$`\\") {
		return strconv.Quote(self)
	}
	return self
}
