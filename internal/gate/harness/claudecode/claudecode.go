// Package claudecode is the gate's adapter for Claude Code's hooks
// (https://code.claude.com/docs/en/hooks, read 2026-12-01): command hooks
// get one JSON object on stdin (session_id, transcript_path, cwd,
// hook_event_name and each event's fields), block with exit 2 (stderr is
// the reason) or {"decision":"block","reason":…}, and answer PreToolUse
// with hookSpecificOutput.permissionDecision allow, ask or deny. The
// project configuration is .claude/settings.json; hooks run with
// CLAUDE_PROJECT_DIR set.
package claudecode

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/lazy"
)

// Adapter speaks Claude Code's hooks.
type Adapter struct{}

const name = "claude-code"

// Name is the --harness value.
func (Adapter) Name() string { return name }

// Source is the documentation the adapter follows.
func (Adapter) Source() string { return "https://code.claude.com/docs/en/hooks (read 2026-12-01)" }

// The hook events the gate handles, as hook_event_name names them.
const (
	preToolUse         = "PreToolUse"
	postToolUse        = "PostToolUse"
	postToolUseFailure = "PostToolUseFailure"
	stop               = "Stop"
	subagentStop       = "SubagentStop"
)

// tools are Claude Code's built-in tools that run commands or change
// files, with their tool_input fields ("Tool input" in each event's
// section of the hooks reference).
var tools = []harness.Tool{
	{Name: "Bash", Action: gate.Run, Command: "command"},
	{Name: "Edit", Action: gate.Edit, Path: []string{"file_path"}, Added: []string{"new_string"}, Removed: []string{"old_string"}},
	{Name: "MultiEdit", Action: gate.Edit, Path: []string{"file_path"}, Added: []string{"new_string"}, Removed: []string{"old_string"}, Edits: "edits"},
	{Name: "Write", Action: gate.Edit, Path: []string{"file_path"}, Added: []string{"content"}, Whole: true},
	{Name: "NotebookEdit", Action: gate.Edit, Path: []string{"notebook_path"}, Added: []string{"new_source"}},
}

// readOnly are built-in tools that neither run a command nor change a file.
var readOnly = map[string]bool{"Read": true, "Grep": true, "Glob": true, "LS": true, "WebFetch": true, "WebSearch": true,
	"TodoWrite": true, "Task": true, "ExitPlanMode": true, "BashOutput": true, "KillShell": true, "NotebookRead": true,
	"SlashCommand": true, "Skill": true, "AskUserQuestion": true, "ListMcpResourcesTool": true, "ReadMcpResourceTool": true}

// DecodeTool reads a PreToolUse (check) or PostToolUse/PostToolUseFailure
// (record) payload.
func (Adapter) DecodeTool(sub harness.Sub, data []byte, env harness.Getenv) (*gate.Event, error) {
	want := []string{postToolUse, postToolUseFailure}
	if sub == harness.Check {
		want = []string{preToolUse}
	}
	p, ev, err := common(data, env, want)
	if err != nil {
		return ev, err
	}
	return DecodeToolCall(name, p, ev, tools, readOnly, sub, result)
}

// common reads the fields every event carries.
func common(data []byte, env harness.Getenv, want []string) (*harness.Payload, *gate.Event, error) {
	p, err := harness.Parse(name, data)
	if err != nil {
		return nil, nil, err
	}
	ev := &gate.Event{}
	if ev.Session, err = p.Need("session_id", 256); err != nil {
		return nil, nil, err
	}
	event, err := p.Need("hook_event_name", 0)
	if err != nil {
		return nil, nil, err
	}
	if !slices.Contains(want, event) {
		return nil, nil, p.Errorf("hook_event_name is %s; this subcommand handles %s", harness.DescribeEvent(event), strings.Join(want, " and "))
	}
	if ev.Cwd, err = p.String("cwd"); err != nil {
		return nil, nil, err
	}
	ev.Project = harness.ProjectDir(env, ev.Cwd, "CLAUDE_PROJECT_DIR")
	return p, ev, nil
}

// DecodeToolCall reads the tool fields Claude Code and Codex share:
// tool_name, tool_input, and the response (tool_response) or failure
// (error, is_interrupt) read by result, with a table of the built-in
// tools. A tool named
// mcp__<server>__<tool> is an MCP call; one the table does not know is
// read by its name.
func DecodeToolCall(harnessName string, p *harness.Payload, ev *gate.Event, tools []harness.Tool, readOnly map[string]bool, sub harness.Sub,
	result func(p *harness.Payload, event string) (gate.Result, error)) (*gate.Event, error) {
	var err error
	if ev.Tool, err = p.Need("tool_name", 0); err != nil {
		return nil, err
	}
	in, raw, err := p.Object("tool_input")
	ev.Raw = string(raw)
	event, _ := p.String("hook_event_name")
	ev.Failed = event == postToolUseFailure
	if err != nil {
		if t := harness.Find(tools, ev.Tool); t != nil || !readOnly[ev.Tool] {
			ev.Action = gate.Unreadable
			return ev, err
		}
		return nil, err
	}
	if _, tool, ok := MCPName(ev.Tool); ok {
		harness.Unknown(ev, tool, raw)
		return ev, nil
	}
	t, err := harness.Dispatch(ev, tools, readOnly, in, raw, harnessName)
	if t == nil || err != nil {
		return ev, err
	}
	if t.Action != gate.Run || sub != harness.Record {
		return ev, nil
	}
	if ev.Result, err = result(p, event); err != nil {
		// What came back cannot be read: the command ran all the same, so
		// its writes count and its outcome is a failure, never a pass.
		ev.Result = gate.Result{Failed: true, Cause: err.Error()}
	}
	return ev, err
}

// MCPName splits an MCP tool's hook name, mcp__<server>__<tool> (a
// plugin's server is mcp__plugin_<plugin>_<server>__<tool>), into its
// server and tool; ok is false for a built-in tool.
func MCPName(tool string) (server, name string, ok bool) {
	rest, found := strings.CutPrefix(tool, "mcp__")
	if !found {
		return "", "", false
	}
	server, name, found = strings.Cut(rest, "__")
	return server, name, found && server != "" && name != ""
}

// exitLine is how PostToolUseFailure's error starts for a Bash command
// that exited non-zero ("Exit code 1\n…"), per the hooks reference's
// PostToolUseFailure input example.
var exitLine = lazy.Regexp(`^(?:Exit code|Command exited with non-zero status code) (-?\d+)\b[^\n]*\n?`)

// result reads what came back from a Bash call: a PostToolUse
// tool_response ({"stdout", "stderr", "interrupted"}, or a plain string;
// PostToolUse means the command exited 0) or a PostToolUseFailure error.
func result(p *harness.Payload, event string) (gate.Result, error) {
	var r gate.Result
	if event == postToolUseFailure {
		var err error
		if r.Interrupted, err = p.Bool("is_interrupt"); err != nil {
			return r, err
		}
		out, err := p.String("error")
		if err != nil {
			return r, err
		}
		if m := exitLine().FindStringSubmatch(out); m != nil {
			if n, err := strconv.Atoi(m[1]); err == nil {
				r.Exit = &n
			}
			out = out[len(m[0]):]
		} else {
			r.Failed = true
			r.Cause, _, _ = strings.Cut(strings.TrimSpace(out), "\n")
		}
		r.Output = out
		return r, nil
	}
	raw := strings.TrimSpace(string(p.Raw("tool_response")))
	switch {
	case raw == "" || raw == "null":
		return r, p.Errorf("tool_response is missing")
	case raw[0] == '"':
		json.Unmarshal([]byte(raw), &r.Output)
		r.Exit = harness.Exit(0)
		return r, nil
	case raw[0] != '{':
		return r, p.Errorf("tool_response: want an object or a string, got %s", harness.KindOf(raw))
	}
	var resp struct {
		Stdout      string `json:"stdout"`
		Stderr      string `json:"stderr"`
		Output      string `json:"output"`
		Interrupted bool   `json:"interrupted"`
	}
	if err := json.Unmarshal([]byte(raw), &resp); err != nil {
		return r, p.Errorf("tool_response: want {\"stdout\", \"stderr\", \"interrupted\"}: %v", err)
	}
	r.Output = harness.Joined(resp.Stdout, resp.Output, resp.Stderr)
	r.Interrupted = resp.Interrupted
	r.Exit = harness.Exit(0) // PostToolUse fires only for a command that succeeded
	return r, nil
}

// DecodeStop reads a Stop or SubagentStop payload: last_assistant_message,
// else the transcript.
func (Adapter) DecodeStop(data []byte, env harness.Getenv) (*gate.Stop, error) {
	p, ev, err := common(data, env, []string{stop, subagentStop})
	if err != nil {
		return nil, err
	}
	s := &gate.Stop{Session: ev.Session, Project: ev.Project}
	if s.Final, err = p.String("last_assistant_message"); err != nil {
		return nil, err
	}
	s.FinalKnown = strings.TrimSpace(s.Final) != ""
	if s.Transcript, err = p.String("transcript_path"); err != nil {
		return nil, err
	}
	if s.Continuing, err = p.Bool("stop_hook_active"); err != nil {
		return nil, err
	}
	return s, nil
}

// StopAnswer blocks with {"decision":"block","reason":…}, warns with
// systemMessage, and allows with nothing.
func (Adapter) StopAnswer(d gate.Decision) harness.Answer {
	return ClaudeStop(d)
}

// ClaudeStop is the Stop answer Claude Code documents, which Codex reads
// too.
func ClaudeStop(d gate.Decision) harness.Answer {
	switch {
	case d.Block:
		return harness.JSON(harness.Fields("decision", "block", "reason", d.Reason), "")
	case d.Warning != "":
		return harness.JSON(harness.Fields("systemMessage", d.Warning), d.Warning)
	}
	return harness.Answer{}
}

// CheckAnswer answers PreToolUse with permissionDecision ask or deny and
// the finding as the reason; --mode warn only shows it (systemMessage).
func (Adapter) CheckAnswer(risks []gate.Risk, mode gate.Mode) harness.Answer {
	if len(risks) == 0 {
		return harness.Answer{}
	}
	reason := gate.RiskReason(risks)
	if mode == gate.ModeWarn {
		return harness.JSON(harness.Fields("systemMessage", reason), reason)
	}
	inner, _ := harness.Fields("hookEventName", preToolUse, "permissionDecision", string(mode), "permissionDecisionReason", reason).MarshalJSON()
	return harness.JSON(harness.Object{{Key: "hookSpecificOutput", Value: inner}}, "")
}

// Failure blocks stop and check with exit 2 and the cause on stderr, which
// Claude Code gives the agent; a failed record is a non-blocking error
// (exit 1).
func (Adapter) Failure(sub harness.Sub, err error) harness.Answer {
	return ExitFailure(name, sub, err)
}

// ExitFailure is the failure answer of the harnesses where exit 2 blocks.
func ExitFailure(harnessName string, sub harness.Sub, err error) harness.Answer {
	msg := "ackrite gate " + string(sub) + " (" + harnessName + "): " + err.Error() + "\n"
	if sub == harness.Record {
		return harness.Answer{Stderr: msg, Exit: 1}
	}
	return harness.Answer{Stderr: msg, Exit: 2}
}

// The matchers of the gate's hooks. A matcher made only of letters,
// digits, _ and | is a list of exact tool names; any other character makes
// it a JavaScript regular expression, unanchored, tested against the tool
// name (the hooks reference, on the matcher field and on MCP tools). So
// these are anchored expressions: the built-in tools by their exact names
// (Write must not match TodoWrite), and every MCP tool.
const (
	toolMatcher    = "^(Bash|Edit|MultiEdit|Write|NotebookEdit)$|^mcp__"
	failureMatcher = "^Bash$|^mcp__"
)

// hookTimeout is the timeout, in seconds, written with each hook: a gate
// decision takes milliseconds, and a stuck one should not stall a session.
const hookTimeout = 30

// Config is .claude/settings.json's "hooks": PreToolUse → check,
// PostToolUse and PostToolUseFailure → record, Stop → stop.
func (Adapter) Config() harness.Config {
	return harness.Config{
		Path:         ".claude/settings.json",
		Grouped:      true,
		CommandField: "command",
		Handler: func(cmd string) harness.Object {
			return harness.Fields("type", "command", "command", cmd, "timeout", hookTimeout)
		},
		Rows: []harness.Row{
			{Event: preToolUse, Matcher: toolMatcher, Sub: harness.Check, Was: []string{"Bash|Edit|MultiEdit|Write|NotebookEdit"}},
			{Event: postToolUse, Matcher: toolMatcher, Sub: harness.Record, Was: []string{"Bash|Edit|MultiEdit|Write|NotebookEdit"}},
			{Event: postToolUseFailure, Matcher: failureMatcher, Sub: harness.Record, Was: []string{"Bash"}},
			{Event: stop, Sub: harness.Stop},
		},
	}
}
