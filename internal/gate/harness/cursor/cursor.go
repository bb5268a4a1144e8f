// Package cursor is the gate's adapter for Cursor's agent hooks
// (https://cursor.com/docs/agent/hooks, read 2026-12-01 through the
// references that quote it). Hooks get one JSON object with
// conversation_id, generation_id, hook_event_name, workspace_roots and
// transcript_path, and:
//
//   - preToolUse, postToolUse and postToolUseFailure carry tool_name,
//     tool_input and tool_use_id; postToolUse's tool_output is a JSON
//     string holding the output and exitCode; a failing command arrives
//     as postToolUseFailure. beforeShellExecution / afterShellExecution
//     (command, cwd, output, exitCode), afterFileEdit (file_path, edits)
//     and afterMCPExecution fire for the same actions: one action fires
//     several events, which the ledger counts once.
//   - The permission events answer {"permission": "allow"|"deny"|"ask",
//     "user_message", "agent_message"}.
//   - stop carries status and loop_count but no final text: the text is
//     the last afterAgentResponse ({"text"}), else the transcript. stop
//     cannot deny: {"followup_message": …} continues the loop with a new
//     message, which is the block the gate sends (Cursor bounds the
//     follow-ups with loop_limit).
//
// The project configuration is .cursor/hooks.json ({"version": 1, "hooks":
// {event: [{"command"}]}}); hooks run with CURSOR_PROJECT_DIR set.
package cursor

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/lazy"
)

// Adapter speaks Cursor's hooks.
type Adapter struct{}

const name = "cursor"

// Name is the --harness value.
func (Adapter) Name() string { return name }

// Source is the documentation the adapter follows.
func (Adapter) Source() string { return "https://cursor.com/docs/agent/hooks (read 2026-12-01)" }

// tools are Cursor agent tools that run commands or change files.
var tools = []harness.Tool{
	{Name: "Shell", Action: gate.Run, Command: "command", Dir: "cwd"},
	{Name: "Write", Action: gate.Edit, Path: []string{"file_path", "path"}, Added: []string{"contents", "content"}, Whole: true},
	{Name: "StrReplace", Action: gate.Edit, Path: []string{"file_path", "path"}, Added: []string{"new_string"}, Removed: []string{"old_string"}},
	{Name: "Edit", Action: gate.Edit, Path: []string{"file_path", "path"}, Added: []string{"new_string", "contents"}, Removed: []string{"old_string"}},
	{Name: "MultiEdit", Action: gate.Edit, Path: []string{"file_path", "path"}, Added: []string{"new_string"}, Removed: []string{"old_string"}, Edits: "edits"},
	{Name: "Delete", Action: gate.Edit, Path: []string{"file_path", "path"}},
	{Name: "TabWrite", Action: gate.Edit, Path: []string{"file_path", "path"}, Added: []string{"contents", "content"}, Whole: true},
}

var readOnly = map[string]bool{"Read": true, "Grep": true, "Glob": true, "LS": true, "SemanticSearch": true, "WebSearch": true,
	"Fetch": true, "TodoWrite": true, "Task": true, "ReadLints": true, "ListDir": true}

// The events the gate reads, by subcommand.
var (
	recordEvents = []string{"postToolUse", "postToolUseFailure", "afterShellExecution", "afterFileEdit", "afterMCPExecution", "afterAgentResponse"}
	checkEvents  = []string{"preToolUse", "beforeShellExecution", "beforeMCPExecution"}
)

func common(data []byte, env harness.Getenv, want []string) (*harness.Payload, *gate.Event, string, error) {
	p, err := harness.Parse(name, data)
	if err != nil {
		return nil, nil, "", err
	}
	ev := &gate.Event{}
	session, field, err := p.First("conversation_id", "session_id")
	if err != nil {
		return nil, nil, "", err
	}
	if strings.TrimSpace(session) == "" {
		return nil, nil, "", p.Errorf("%s is missing or empty", field)
	}
	if len(session) > 256 {
		return nil, nil, "", p.Errorf("%s is %d bytes; at most 256", field, len(session))
	}
	ev.Session = session
	event, err := p.Need("hook_event_name", 0)
	if err != nil {
		return nil, nil, "", err
	}
	if !slices.Contains(want, event) {
		return nil, nil, "", p.Errorf("hook_event_name is %s; this subcommand handles %s", harness.DescribeEvent(event), strings.Join(want, ", "))
	}
	roots, err := p.Strings("workspace_roots")
	if err != nil {
		return nil, nil, "", err
	}
	if ev.Cwd, err = p.String("cwd"); err != nil {
		return nil, nil, "", err
	}
	root := ""
	if len(roots) > 0 {
		root = roots[0]
	}
	ev.Cwd = firstNonEmpty(ev.Cwd, root)
	ev.Project = harness.ProjectDir(env, firstNonEmpty(root, ev.Cwd), "CURSOR_PROJECT_DIR")
	if ev.Cwd == "" {
		ev.Cwd = ev.Project
	}
	if ev.Cwd == "" {
		return nil, nil, "", p.Errorf("workspace_roots is missing or empty, and there is no cwd")
	}
	return p, ev, event, nil
}

// DecodeTool reads a tool event: preToolUse, beforeShellExecution or
// beforeMCPExecution (check); postToolUse, postToolUseFailure,
// afterShellExecution, afterFileEdit, afterMCPExecution, and
// afterAgentResponse for the final text (record).
func (Adapter) DecodeTool(sub harness.Sub, data []byte, env harness.Getenv) (*gate.Event, error) {
	want := recordEvents
	if sub == harness.Check {
		want = checkEvents
	}
	p, ev, event, err := common(data, env, want)
	if err != nil {
		return nil, err
	}
	generation, _ := p.String("generation_id")
	switch event {
	case "afterAgentResponse":
		ev.Action = gate.Respond
		ev.Key = generation + "\x00respond" // the turn the message ends
		if !p.Has("text") {
			return nil, p.Errorf("text is missing; afterAgentResponse carries the agent's message there")
		}
		ev.Text, err = p.String("text")
		return ev, err
	case "beforeShellExecution", "afterShellExecution":
		ev.Tool, ev.Action = "Shell", gate.Run
		if ev.Command, err = p.Need("command", 0); err != nil {
			return nil, err
		}
		ev.Raw = ev.Command
		ev.Key = generation + "\x00run\x00" + ev.Command
		if event == "afterShellExecution" {
			out, _ := p.String("output")
			o := map[string]json.RawMessage{"exitCode": p.Raw("exitCode"), "exit_code": p.Raw("exit_code")}
			ev.Result = gate.Result{Output: out, Exit: harness.Int(o, "exitCode", "exit_code")}
			ev.Key = runKey(ev.Key, ev.Result)
		}
		return ev, nil
	case "afterFileEdit":
		ev.Tool, ev.Action = "Edit", gate.Edit
		path, err := p.Need("file_path", 0)
		if err != nil {
			return nil, err
		}
		ev.Change.Paths = []string{path}
		var edits []struct {
			Old string `json:"old_string"`
			New string `json:"new_string"`
		}
		json.Unmarshal(p.Raw("edits"), &edits)
		for _, e := range edits {
			ev.Change.Added += e.New + "\n"
			ev.Change.Removed += e.Old + "\n"
		}
		ev.Key = editKey(generation, ev)
		return ev, nil
	}
	if ev.Tool, err = p.Need("tool_name", 0); err != nil {
		return nil, err
	}
	in, raw, err := p.Object("tool_input")
	ev.Raw = string(raw)
	ev.Failed = event == "postToolUseFailure"
	if err != nil {
		ev.Action = gate.Unreadable
		return ev, err
	}
	if tool, ok := mcpName(ev.Tool); ok || event == "beforeMCPExecution" || event == "afterMCPExecution" {
		if !ok {
			tool = ev.Tool
		}
		harness.Unknown(ev, tool, raw)
		return ev, nil
	}
	if t, err := harness.Dispatch(ev, tools, readOnly, in, raw, name); t == nil || err != nil {
		return ev, err
	}
	switch ev.Action {
	case gate.Run:
		ev.Key = generation + "\x00run\x00" + ev.Command
	case gate.Edit:
		ev.Key = editKey(generation, ev)
	}
	if sub != harness.Record || ev.Action != gate.Run {
		return ev, nil
	}
	ev.Result, err = result(p, event)
	ev.Key = runKey(ev.Key, ev.Result)
	return ev, err
}

// runKey and editKey identify one action across the events Cursor fires
// for it: the same command with the same outcome, the same edit of the
// same file. A repeated run that came out otherwise is another action.
func runKey(key string, r gate.Result) string {
	exit := "?"
	if r.Exit != nil {
		exit = strconv.Itoa(*r.Exit)
	}
	sum := sha256.Sum256([]byte(strings.TrimSpace(r.Output)))
	return key + "\x00" + exit + "\x00" + hex.EncodeToString(sum[:8])
}

func editKey(generation string, ev *gate.Event) string {
	sum := sha256.Sum256([]byte(strings.TrimSpace(ev.Change.Added) + "\x00" + strings.TrimSpace(ev.Change.Removed)))
	return generation + "\x00edit\x00" + strings.Join(ev.Change.Paths, "\x00") + "\x00" + hex.EncodeToString(sum[:8])
}

// exitIn finds an exit status named in a failure's message ("Command
// failed with exit code 2").
var exitIn = lazy.Regexp(`(?i)\bexit(?:ed with)? code:? (-?\d+)\b`)

// mcpName reads Cursor's name for an MCP tool, MCP:<server>:<tool>.
func mcpName(tool string) (string, bool) {
	rest, ok := strings.CutPrefix(tool, "MCP:")
	if !ok {
		return "", false
	}
	_, t, found := strings.Cut(rest, ":")
	if !found {
		return rest, true
	}
	return t, true
}

// result reads a Shell call's outcome: postToolUse's tool_output, a JSON
// string holding {"output", "exitCode"} (or plain text), or
// postToolUseFailure's error, with the exit status when it names one.
func result(p *harness.Payload, event string) (gate.Result, error) {
	var r gate.Result
	if p.Has("tool_output") {
		// Documented as a JSON string holding {"output", "exitCode"}; an
		// object of the same fields, or plain text, is read too.
		o, raw, err := p.Object("tool_output")
		out := ""
		if err != nil {
			json.Unmarshal(raw, &out)
		}
		if err == nil {
			r.Output = harness.Joined(harness.Str(o, "output", "stdout"), harness.Str(o, "stderr"))
			r.Exit = harness.Int(o, "exitCode", "exit_code")
			if b, ok := o["interrupted"]; ok && string(b) == "true" {
				r.Interrupted = true
			}
		} else {
			r.Output = out
		}
	}
	if r.Exit == nil {
		r.Exit = harness.Int(map[string]json.RawMessage{"exitCode": p.Raw("exitCode")}, "exitCode")
	}
	if event == "postToolUseFailure" {
		msg, _, _ := p.First("error_message", "error")
		if m := exitIn().FindStringSubmatch(msg); m != nil && r.Exit == nil {
			if n, err := strconv.Atoi(m[1]); err == nil {
				r.Exit = &n
			}
		}
		if r.Exit == nil || *r.Exit == 0 {
			r.Failed, r.Cause = true, firstNonEmpty(strings.SplitN(strings.TrimSpace(msg), "\n", 2)[0], "postToolUseFailure")
		}
		if interrupted, _ := p.Bool("is_interrupt"); interrupted {
			r.Interrupted = true
		}
		r.Output = harness.Joined(r.Output, msg)
		return r, nil
	}
	if !p.Has("tool_output") {
		r.Failed, r.Cause = true, "tool_output is missing"
		return r, p.Errorf("tool_output is missing")
	}
	return r, nil
}

// DecodeStop reads a stop payload. It carries no final text: the caller
// takes the last afterAgentResponse the ledger kept, else the transcript.
func (Adapter) DecodeStop(data []byte, env harness.Getenv) (*gate.Stop, error) {
	p, ev, _, err := common(data, env, []string{"stop"})
	if err != nil {
		return nil, err
	}
	s := &gate.Stop{Session: ev.Session, Project: ev.Project}
	if s.Transcript, err = p.String("transcript_path"); err != nil {
		return nil, err
	}
	o := map[string]json.RawMessage{"loop_count": p.Raw("loop_count")}
	if n := harness.Int(o, "loop_count"); n != nil && *n > 0 {
		s.Continuing = true // a follow-up the gate or another hook sent
	}
	return s, nil
}

// StopAnswer sends the block as followup_message, which continues the
// agent's loop with it — Cursor's stop cannot deny. An allow or a warning
// answers {} (the warning goes to stderr, Cursor's hook log).
func (Adapter) StopAnswer(d gate.Decision) harness.Answer {
	if d.Block {
		return harness.JSON(harness.Fields("followup_message", d.Reason), "")
	}
	return harness.JSON(harness.Object{}, d.Warning)
}

// CheckAnswer answers {"permission": "ask"|"deny"} with the finding for
// the person (user_message) and the agent (agent_message); an allow is
// {"permission": "allow"}, with the finding as user_message under --mode
// warn.
func (Adapter) CheckAnswer(risks []gate.Risk, mode gate.Mode) harness.Answer {
	if len(risks) == 0 {
		return harness.JSON(harness.Fields("permission", "allow"), "")
	}
	reason := gate.RiskReason(risks)
	if mode == gate.ModeWarn {
		return harness.JSON(harness.Fields("permission", "allow", "user_message", reason), reason)
	}
	return harness.JSON(harness.Fields("permission", string(mode), "user_message", reason, "agent_message", reason), "")
}

// Failure denies a check and continues a stop with the cause (the JSON
// answers, since Cursor lets a hook that crashed through); a failed
// record exits 1.
func (Adapter) Failure(sub harness.Sub, err error) harness.Answer {
	msg := "ackrite gate " + string(sub) + " (cursor): " + err.Error()
	switch sub {
	case harness.Stop:
		return harness.JSON(harness.Fields("followup_message", msg), msg)
	case harness.Check:
		return harness.JSON(harness.Fields("permission", "deny", "user_message", msg, "agent_message", msg), msg)
	}
	return harness.Answer{Stderr: msg + "\n", Exit: 1}
}

// Config is .cursor/hooks.json: preToolUse → check; postToolUse,
// postToolUseFailure and afterAgentResponse → record; stop → stop.
func (Adapter) Config() harness.Config {
	return harness.Config{
		Path:         ".cursor/hooks.json",
		Version:      1,
		CommandField: "command",
		Handler:      func(cmd string) harness.Object { return harness.Fields("command", cmd) },
		Rows: []harness.Row{
			{Event: "preToolUse", Sub: harness.Check, Args: "--harness cursor"},
			{Event: "postToolUse", Sub: harness.Record, Args: "--harness cursor"},
			{Event: "postToolUseFailure", Sub: harness.Record, Args: "--harness cursor"},
			{Event: "afterAgentResponse", Sub: harness.Record, Args: "--harness cursor"},
			{Event: "stop", Sub: harness.Stop, Args: "--harness cursor"},
		},
	}
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
