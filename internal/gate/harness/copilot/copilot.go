// Package copilot is the gate's adapter for GitHub Copilot's agent hooks,
// as Copilot CLI and the Copilot cloud agent run them from
// .github/hooks/*.json (https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference,
// read 2026-12-01 in github/docs content/copilot/reference/copilot-cli-reference/cli-hooks-reference.md):
//
//   - Payloads are camelCase and carry no event name — the subcommand
//     says which: preToolUse {sessionId, timestamp, cwd, toolName,
//     toolArgs}; postToolUse adds toolResult {resultType,
//     textResultForLlm}; postToolUseFailure adds error; agentStop
//     {transcriptPath, stopReason}. (Hooks configured with PascalCase
//     event names get a VS Code-compatible snake_case form instead; the
//     gate installs camelCase names and reads only that form.)
//   - A shell result's textResultForLlm ends with the trailer
//     "<exited with exit code N>".
//   - preToolUse answers {"permissionDecision": "allow"|"deny"|"ask",
//     "permissionDecisionReason"}; agentStop blocks only with
//     {"decision": "block", "reason"}. A hook that exits non-zero or times
//     out is logged and skipped — exit 2 is no block — so every block and
//     every failure is JSON on stdout.
//
// The final text is the transcript's last assistant turn. The project
// configuration is .github/hooks/ackrite.json.
package copilot

import (
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/text"
)

// Adapter speaks Copilot's hooks.
type Adapter struct{}

const name = "copilot"

// Name is the --harness value.
func (Adapter) Name() string { return name }

// Source is the documentation the adapter follows.
func (Adapter) Source() string {
	return "https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference (read 2026-12-01)"
}

// tools are Copilot's tools that run commands or change files ("Tool
// names for hook matching").
var tools = []harness.Tool{
	{Name: "bash", Action: gate.Run, Command: "command"},
	{Name: "powershell", Action: gate.Run, Command: "command"},
	{Name: "create", Action: gate.Edit, Path: []string{"path"}, Added: []string{"file_text"}, Whole: true},
	{Name: "edit", Action: gate.Edit, Path: []string{"path"}, Added: []string{"new_str"}, Removed: []string{"old_str"}},
	{Name: "str_replace_editor", Action: gate.Edit, Path: []string{"path"}, Added: []string{"new_str", "file_text"}, Removed: []string{"old_str"}},
}

var readOnly = map[string]bool{"view": true, "glob": true, "grep": true, "web_fetch": true, "ask_user": true, "task": true,
	"read_bash": true, "list_bash": true, "report_intent": true, "update_todo": true, "think": true}

// fields are the names of the camelCase payloads, which the hooks install
// writes (camelCase event names) receive. The VS Code-compatible form
// (PascalCase events, snake_case fields) is another harness's shape: a
// payload in it is refused, naming the field it lacks.
type fields struct{ session, tool, args, result, resultType, text, transcript string }

var camel = fields{"sessionId", "toolName", "toolArgs", "toolResult", "resultType", "textResultForLlm", "transcriptPath"}

func common(data []byte, env harness.Getenv) (*harness.Payload, *gate.Event, fields, error) {
	p, err := harness.Parse(name, data)
	if err != nil {
		return nil, nil, camel, err
	}
	f := camel
	if p.Has("hook_event_name") && !p.Has(f.session) {
		return nil, nil, f, p.Errorf("sessionId is missing: this payload has hook_event_name and snake_case fields, the shape of another harness or of Copilot's VS Code-compatible hooks, not of the camelCase hooks ackrite installs")
	}
	ev := &gate.Event{}
	if ev.Session, err = p.Need(f.session, 256); err != nil {
		return nil, nil, f, err
	}
	if ev.Cwd, err = p.Need("cwd", 0); err != nil {
		return nil, nil, f, err
	}
	ev.Project = ev.Cwd
	return p, ev, f, nil
}

// DecodeTool reads a preToolUse (check) or postToolUse / postToolUseFailure
// (record) payload, told apart by their fields.
func (Adapter) DecodeTool(sub harness.Sub, data []byte, env harness.Getenv) (*gate.Event, error) {
	p, ev, f, err := common(data, env)
	if err != nil {
		return nil, err
	}
	post := p.Has(f.result) || p.Has("error")
	switch {
	case sub == harness.Record && !post:
		return nil, p.Errorf("%s is missing (record reads postToolUse payloads, with %s, and postToolUseFailure, with error)", f.result, f.result)
	case sub == harness.Check && post:
		return nil, p.Errorf("%s is present: this is a postToolUse payload; check reads preToolUse", f.result)
	case p.Has(f.transcript) && !p.Has(f.tool):
		return nil, p.Errorf("%s is missing: this is an agentStop payload; %s reads tool events", f.tool, sub)
	}
	if ev.Tool, err = p.Need(f.tool, 0); err != nil {
		return nil, err
	}
	in, raw, err := p.Object(f.args)
	ev.Raw = string(raw)
	if err != nil {
		ev.Action = gate.Unreadable
		return ev, err
	}
	if t, err := harness.Dispatch(ev, tools, readOnly, in, raw, name); t == nil || err != nil {
		return ev, err
	}
	if sub != harness.Record {
		return ev, nil
	}
	if p.Has("error") {
		msg, _ := p.String("error")
		ev.Failed = true
		if ev.Action == gate.Run {
			ev.Result = shellResult(msg)
			if ev.Result.Exit == nil {
				ev.Result.Failed, ev.Result.Cause = true, firstLine(msg)
			}
		}
		return ev, nil
	}
	res, _, err := p.Object(f.result)
	if err != nil {
		ev.Result = gate.Result{Failed: true, Cause: err.Error()}
		return ev, err
	}
	kind := harness.Str(res, f.resultType)
	text := harness.Str(res, f.text)
	switch kind {
	case "denied":
		ev.Action = gate.Nothing // the tool did not run
		return ev, nil
	case "failure", "error":
		ev.Failed = true
	}
	if ev.Action != gate.Run {
		return ev, nil
	}
	ev.Result = shellResult(text)
	if ev.Result.Exit == nil && ev.Failed {
		ev.Result.Failed, ev.Result.Cause = true, "resultType "+kind
	}
	return ev, nil
}

// trailer is the exit status Copilot appends to a shell result.
var trailer = lazy.Regexp(`(?m)<exited with exit code (-?\d+)>\s*$`)

// shellResult reads a shell result's text: the output before the last
// "<exited with exit code N>" trailer, and N.
func shellResult(text string) gate.Result {
	var r gate.Result
	all := trailer().FindAllStringSubmatchIndex(text, -1)
	if len(all) == 0 {
		r.Output = text
		return r
	}
	last := all[len(all)-1]
	if n, err := strconv.Atoi(text[last[2]:last[3]]); err == nil {
		r.Exit = &n
	}
	r.Output = strings.TrimRight(text[:last[0]], "\n")
	return r
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return text.Clip(s, 120)
}

// DecodeStop reads an agentStop payload; its final text is the
// transcript's last assistant turn.
func (Adapter) DecodeStop(data []byte, env harness.Getenv) (*gate.Stop, error) {
	p, ev, f, err := common(data, env)
	if err != nil {
		return nil, err
	}
	if p.Has(f.tool) {
		return nil, p.Errorf("%s is present: this is a tool payload; stop reads agentStop", f.tool)
	}
	s := &gate.Stop{Session: ev.Session, Project: ev.Project}
	if s.Transcript, err = p.Need(f.transcript, 0); err != nil {
		return nil, err
	}
	return s, nil
}

// StopAnswer blocks with {"decision":"block","reason":…}, which forces
// another turn with the reason as its prompt; a warning goes to stderr
// (Copilot's hook log) with an allow.
func (Adapter) StopAnswer(d gate.Decision) harness.Answer {
	if d.Block {
		return harness.JSON(harness.Fields("decision", "block", "reason", d.Reason), "")
	}
	if d.Warning != "" {
		return harness.JSON(harness.Fields("decision", "allow"), d.Warning)
	}
	return harness.Answer{}
}

// CheckAnswer answers permissionDecision ask or deny with the finding as
// the reason; --mode warn only logs it.
func (Adapter) CheckAnswer(risks []gate.Risk, mode gate.Mode) harness.Answer {
	if len(risks) == 0 {
		return harness.Answer{}
	}
	reason := gate.RiskReason(risks)
	if mode == gate.ModeWarn {
		return harness.Answer{Stderr: reason + "\n"}
	}
	return harness.JSON(harness.Fields("permissionDecision", string(mode), "permissionDecisionReason", reason), "")
}

// Failure blocks a stop and denies a check with JSON, since Copilot skips
// a hook that exits non-zero; a failed record exits 1.
func (Adapter) Failure(sub harness.Sub, err error) harness.Answer {
	msg := "ackrite gate " + string(sub) + " (copilot): " + err.Error()
	switch sub {
	case harness.Stop:
		return harness.JSON(harness.Fields("decision", "block", "reason", msg), msg)
	case harness.Check:
		return harness.JSON(harness.Fields("permissionDecision", "deny", "permissionDecisionReason", msg), msg)
	}
	return harness.Answer{Stderr: msg + "\n", Exit: 1}
}

// Config is .github/hooks/ackrite.json: preToolUse → check, postToolUse
// and postToolUseFailure → record, agentStop → stop.
func (Adapter) Config() harness.Config {
	return harness.Config{
		Path:         ".github/hooks/ackrite.json",
		Version:      1,
		CommandField: "bash",
		Handler: func(cmd string) harness.Object {
			return harness.Fields("type", "command", "bash", cmd, "timeoutSec", 30)
		},
		Rows: []harness.Row{
			{Event: "preToolUse", Sub: harness.Check, Args: "--harness copilot"},
			{Event: "postToolUse", Sub: harness.Record, Args: "--harness copilot"},
			{Event: "postToolUseFailure", Sub: harness.Record, Args: "--harness copilot"},
			{Event: "agentStop", Sub: harness.Stop, Args: "--harness copilot"},
		},
	}
}
