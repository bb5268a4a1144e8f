// Package codex is the gate's adapter for the Codex CLI's hooks
// (https://developers.openai.com/codex/hooks and the hook schemas in
// openai/codex, codex-rs/hooks/schema/generated/*.command.{input,output}.schema.json,
// read 2026-12-01). Codex's hooks are shaped after Claude Code's —
// session_id, cwd, hook_event_name, tool_name, tool_input — with these
// differences the adapter keeps:
//
//   - PostToolUse fires for failing commands too, and a shell call's
//     tool_response is the output text alone, with no exit status
//     (ExecCommandToolOutput.post_tool_use_response): the outcome is what
//     the output shows, and a build's exit 0 is never known.
//   - apply_patch, Codex's edit tool, passes its patch as tool_input.command.
//   - The output parser accepts only the documented fields, and treats
//     permissionDecision "ask" as unsupported (so as allow): check answers
//     deny where Claude Code would ask.
//   - Matching hooks run concurrently; the ledger's lock serialises them.
//
// The project configuration is .codex/hooks.json.
package codex

import (
	"encoding/json"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/claudecode"
)

// Adapter speaks Codex's hooks.
type Adapter struct{}

const name = "codex"

// Name is the --harness value.
func (Adapter) Name() string { return name }

// Source is the documentation the adapter follows.
func (Adapter) Source() string {
	return "https://developers.openai.com/codex/hooks; github.com/openai/codex codex-rs/hooks/schema/generated (read 2026-12-01)"
}

// tools are Codex's tools that run commands or change files, as hook
// payloads name them: every shell-like tool is Bash with {"command"}, and
// apply_patch carries its patch in command.
var tools = []harness.Tool{
	{Name: "Bash", Action: gate.Run, Command: "command"},
	{Name: "apply_patch", Action: gate.Edit, Patch: "command"},
}

var readOnly = map[string]bool{"update_plan": true, "view_image": true, "web_search": true, "read_file": true, "list_dir": true}

// DecodeTool reads a PreToolUse (check) or PostToolUse (record) payload.
func (Adapter) DecodeTool(sub harness.Sub, data []byte, env harness.Getenv) (*gate.Event, error) {
	want := "PostToolUse"
	if sub == harness.Check {
		want = "PreToolUse"
	}
	p, ev, err := common(data, env, want)
	if err != nil {
		return nil, err
	}
	return claudecode.DecodeToolCall(name, p, ev, tools, readOnly, sub, result)
}

func common(data []byte, env harness.Getenv, want string) (*harness.Payload, *gate.Event, error) {
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
	if event != want {
		return nil, nil, p.Errorf("hook_event_name is %s; this subcommand handles %s", harness.DescribeEvent(event), want)
	}
	if ev.Cwd, err = p.Need("cwd", 0); err != nil {
		return nil, nil, err
	}
	ev.Project = ev.Cwd
	return p, ev, nil
}

// result reads tool_response: the output text of a shell call, with no
// exit status; an object (an MCP tool's result) is its text.
func result(p *harness.Payload, _ string) (gate.Result, error) {
	var r gate.Result
	raw := strings.TrimSpace(string(p.Raw("tool_response")))
	switch {
	case raw == "" || raw == "null":
		return r, p.Errorf("tool_response is missing")
	case raw[0] == '"':
		json.Unmarshal([]byte(raw), &r.Output)
	default:
		var o map[string]json.RawMessage
		if json.Unmarshal([]byte(raw), &o) != nil {
			return r, p.Errorf("tool_response: want the output text, got %s", harness.KindOf(raw))
		}
		r.Output = harness.Joined(harness.Str(o, "output", "stdout"), harness.Str(o, "stderr"))
		r.Exit = harness.Int(o, "exit_code", "exitCode")
	}
	return r, nil
}

// DecodeStop reads a Stop payload: last_assistant_message is the final
// text (null when the turn ended without one).
func (Adapter) DecodeStop(data []byte, env harness.Getenv) (*gate.Stop, error) {
	p, ev, err := common(data, env, "Stop")
	if err != nil {
		return nil, err
	}
	s := &gate.Stop{Session: ev.Session, Project: ev.Project}
	if p.Raw("last_assistant_message") == nil {
		return nil, p.Errorf("last_assistant_message is missing (the Stop schema requires it, null when there is none)")
	}
	if s.Final, err = p.String("last_assistant_message"); err != nil {
		return nil, err
	}
	s.FinalKnown = true
	if s.Transcript, err = p.String("transcript_path"); err != nil {
		return nil, err
	}
	if s.Continuing, err = p.Bool("stop_hook_active"); err != nil {
		return nil, err
	}
	return s, nil
}

// StopAnswer is Claude Code's: {"decision":"block","reason":…} blocks,
// systemMessage warns.
func (Adapter) StopAnswer(d gate.Decision) harness.Answer { return claudecode.ClaudeStop(d) }

// CheckAnswer denies with hookSpecificOutput.permissionDecision "deny"
// both for deny and for ask, which Codex does not support (its parser
// would let the tool run); --mode warn shows a systemMessage.
func (Adapter) CheckAnswer(risks []gate.Risk, mode gate.Mode) harness.Answer {
	if len(risks) == 0 {
		return harness.Answer{}
	}
	reason := gate.RiskReason(risks)
	if mode == gate.ModeWarn {
		return harness.JSON(harness.Fields("systemMessage", reason), reason)
	}
	reason = harness.WithoutAsk(reason, mode, "Codex")
	inner, _ := harness.Fields("hookEventName", "PreToolUse", "permissionDecision", "deny", "permissionDecisionReason", reason).MarshalJSON()
	return harness.JSON(harness.Object{{Key: "hookSpecificOutput", Value: inner}}, "")
}

// Failure blocks a stop and denies a check with their documented JSON, the
// cause as the reason; a failed record is a non-blocking error (exit 1).
func (a Adapter) Failure(sub harness.Sub, err error) harness.Answer {
	msg := "ackrite gate " + string(sub) + " (codex): " + err.Error()
	switch sub {
	case harness.Stop:
		return harness.JSON(harness.Fields("decision", "block", "reason", msg), msg)
	case harness.Check:
		inner, _ := harness.Fields("hookEventName", "PreToolUse", "permissionDecision", "deny", "permissionDecisionReason", msg).MarshalJSON()
		return harness.JSON(harness.Object{{Key: "hookSpecificOutput", Value: inner}}, msg)
	}
	return harness.Answer{Stderr: msg + "\n", Exit: 1}
}

// toolMatcher is a regular expression over tool_name: the shell, the
// patch tool and every MCP tool.
const toolMatcher = "^(Bash|apply_patch)$|^mcp__"

// Config is .codex/hooks.json, in Claude Code's layout.
func (Adapter) Config() harness.Config {
	return harness.Config{
		Path:         ".codex/hooks.json",
		Grouped:      true,
		CommandField: "command",
		Handler: func(cmd string) harness.Object {
			return harness.Fields("type", "command", "command", cmd, "timeout", 30)
		},
		Rows: []harness.Row{
			{Event: "PreToolUse", Matcher: toolMatcher, Sub: harness.Check, Args: "--harness codex"},
			{Event: "PostToolUse", Matcher: toolMatcher, Sub: harness.Record, Args: "--harness codex"},
			{Event: "Stop", Sub: harness.Stop, Args: "--harness codex"},
		},
	}
}
