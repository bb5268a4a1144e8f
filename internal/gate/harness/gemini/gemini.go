// Package gemini is the gate's adapter for Gemini CLI's hooks
// (https://geminicli.com/docs/hooks/reference, and in google-gemini/gemini-cli
// docs/hooks/reference.md, packages/core/src/hooks/hookEventHandler.ts and
// packages/core/src/tools/shell.ts, read 2026-12-01). Hooks get one JSON
// object (session_id, transcript_path, cwd, hook_event_name, timestamp):
//
//   - BeforeTool and AfterTool carry tool_name and tool_input; AfterTool's
//     tool_response is {llmContent, returnDisplay, error}. A shell call's
//     llmContent is "Output: …", then "Error: …", "Exit Code: N" (only when
//     N is not 0), "Signal: …" and process lines, wrapped in
//     <untrusted_context>.
//   - AfterAgent carries the turn's final text as prompt_response.
//   - decision "deny" (alias "block") blocks a tool or rejects the
//     response and retries; exit 2 does the same with stderr as the
//     reason; there is no "ask". Any other exit is a warning.
//
// MCP tools are named mcp_<server>_<tool>, with mcp_context naming the
// server's own tool. The project configuration is .gemini/settings.json's
// "hooks"; hooks run with GEMINI_PROJECT_DIR set.
package gemini

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/claudecode"
	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/text"
)

// Adapter speaks Gemini CLI's hooks.
type Adapter struct{}

const name = "gemini"

// Name is the --harness value.
func (Adapter) Name() string { return name }

// Source is the documentation the adapter follows.
func (Adapter) Source() string {
	return "https://geminicli.com/docs/hooks/reference; github.com/google-gemini/gemini-cli docs/hooks (read 2026-12-01)"
}

// tools are Gemini CLI's built-in tools that run commands or change files
// (packages/core/src/tools/definitions/base-declarations.ts).
var tools = []harness.Tool{
	{Name: "run_shell_command", Action: gate.Run, Command: "command", Dir: "dir_path"},
	{Name: "write_file", Action: gate.Edit, Path: []string{"file_path"}, Added: []string{"content"}, Whole: true},
	{Name: "replace", Action: gate.Edit, Path: []string{"file_path"}, Added: []string{"new_string"}, Removed: []string{"old_string"}},
}

var readOnly = map[string]bool{"read_file": true, "read_many_files": true, "list_directory": true, "glob": true,
	"search_file_content": true, "grep_search": true, "google_web_search": true, "web_fetch": true, "save_memory": true,
	"write_todos": true, "ask_user": true, "activate_skill": true, "enter_plan_mode": true, "exit_plan_mode": true,
	"get_internal_docs": true, "update_topic": true, "complete_task": true, "read_mcp_resource": true}

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
	ev.Project = harness.ProjectDir(env, ev.Cwd, "GEMINI_PROJECT_DIR")
	return p, ev, nil
}

// DecodeTool reads a BeforeTool (check) or AfterTool (record) payload.
func (Adapter) DecodeTool(sub harness.Sub, data []byte, env harness.Getenv) (*gate.Event, error) {
	want := "AfterTool"
	if sub == harness.Check {
		want = "BeforeTool"
	}
	p, ev, err := common(data, env, want)
	if err != nil {
		return nil, err
	}
	if ev.Tool, err = p.Need("tool_name", 0); err != nil {
		return nil, err
	}
	in, raw, err := p.Object("tool_input")
	ev.Raw = string(raw)
	if err != nil {
		ev.Action = gate.Unreadable
		return ev, err
	}
	if mc, _, _ := p.Object("mcp_context"); len(mc) > 0 || strings.HasPrefix(ev.Tool, "mcp_") {
		harness.Unknown(ev, firstNonEmpty(harness.Str(mc, "tool_name"), strings.TrimPrefix(ev.Tool, "mcp_")), raw)
		return ev, nil
	}
	t, err := harness.Dispatch(ev, tools, readOnly, in, raw, name)
	if t == nil || err != nil {
		return ev, err
	}
	if sub != harness.Record {
		return ev, nil
	}
	resp, _, err := p.Object("tool_response")
	if err != nil || !p.Has("tool_response") {
		ev.Result = gate.Result{Failed: true, Cause: "tool_response is missing or not an object"}
		if err == nil {
			err = p.Errorf("tool_response is missing")
		}
		return ev, err
	}
	if t.Action == gate.Edit {
		ev.Failed = errorOf(resp) != ""
		return ev, nil
	}
	ev.Result = shellResult(llmText(resp["llmContent"]), errorOf(resp))
	return ev, nil
}

// errorOf is tool_response.error's message, "" when the tool succeeded.
func errorOf(resp map[string]json.RawMessage) string {
	raw := strings.TrimSpace(string(resp["error"]))
	if raw == "" || raw == "null" {
		return ""
	}
	var e struct {
		Message string `json:"message"`
	}
	if json.Unmarshal([]byte(raw), &e) == nil && e.Message != "" {
		return e.Message
	}
	return text.Clip(raw, 200)
}

// llmText is llmContent as text: a string, or a list of parts with text.
func llmText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []struct {
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &parts) == nil {
		var b []string
		for _, p := range parts {
			b = append(b, p.Text)
		}
		return strings.Join(b, "\n")
	}
	var part struct {
		Text string `json:"text"`
	}
	json.Unmarshal(raw, &part)
	return part.Text
}

// trailer lines follow a shell call's output in llmContent (shell.ts):
// the last of each kind counts, so that an output that prints "Exit Code:
// 0" itself cannot hide the real one after it.
//
// Earlier releases wrote every field, "(none)" where there was nothing:
// Command:, Directory:, Stdout:, Stderr:, Error: (none), Exit Code: 0,
// Signal: (none); those read the same way.
var (
	exitCodeLine = lazy.Regexp(`(?m)^Exit Code: (-?\d+)\s*$`)
	signalLine   = lazy.Regexp(`(?m)^Signal: ([^(\s]\S*)\s*$`)
	trailerLine  = lazy.Regexp(`(?m)^(Background PIDs|Process Group PGID|Exit Code|Signal|Error): .*$`)
	headerLine   = lazy.Regexp(`(?m)^(Command|Directory): .*\n?`)
	outputStart  = lazy.Regexp(`(?m)^(Output|Stdout|Stderr): `)
	cancelled    = lazy.Regexp(`^Command (was cancelled|was automatically cancelled|moved to background)`)
)

// shellResult reads run_shell_command's llmContent: the output, and the
// exit status — 0 when no "Exit Code" line follows it (shell.ts writes
// one only for a non-zero status) and nothing else says the run failed.
func shellResult(content, toolErr string) gate.Result {
	var r gate.Result
	content = strings.TrimSpace(content)
	content = strings.TrimSuffix(strings.TrimPrefix(content, "<untrusted_context>"), "</untrusted_context>")
	content = strings.TrimSpace(content)
	if m := cancelled().FindString(content); m != "" {
		r.Interrupted = true
		r.Output = content
		return r
	}
	body := headerLine().ReplaceAllString(content, "")
	if exit := exitCodeLine().FindAllStringSubmatch(body, -1); len(exit) > 0 {
		if n, err := strconv.Atoi(exit[len(exit)-1][1]); err == nil {
			r.Exit = &n
		}
	}
	if signalLine().MatchString(body) {
		r.Interrupted = true
	}
	// The trailer is the run of trailer lines at the end: what comes
	// before it is the output, whatever lines like these it printed.
	lines := strings.Split(body, "\n")
	end := len(lines)
	for end > 0 && (trailerLine().MatchString(lines[end-1]) || strings.TrimSpace(lines[end-1]) == "") {
		if l := lines[end-1]; strings.HasPrefix(l, "Error: ") && !strings.HasPrefix(l, "Error: (none)") && r.Exit == nil {
			r.Failed, r.Cause = true, strings.TrimSpace(strings.TrimPrefix(l, "Error: "))
		}
		end--
	}
	out := strings.Join(lines[:end], "\n")
	out = outputStart().ReplaceAllString(out, "")
	r.Output = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(out), "(empty)"))
	if r.Exit == nil && !r.Interrupted && !r.Failed {
		if toolErr != "" {
			r.Failed, r.Cause = true, toolErr
		} else {
			r.Exit = harness.Exit(0)
		}
	}
	return r
}

// DecodeStop reads an AfterAgent payload: prompt_response is the final
// text.
func (Adapter) DecodeStop(data []byte, env harness.Getenv) (*gate.Stop, error) {
	p, ev, err := common(data, env, "AfterAgent")
	if err != nil {
		return nil, err
	}
	s := &gate.Stop{Session: ev.Session, Project: ev.Project, FinalKnown: true}
	if !p.Has("prompt_response") {
		return nil, p.Errorf("prompt_response is missing; AfterAgent carries the turn's final text there")
	}
	if s.Final, err = p.String("prompt_response"); err != nil {
		return nil, err
	}
	if s.Continuing, err = p.Bool("stop_hook_active"); err != nil {
		return nil, err
	}
	return s, nil
}

// StopAnswer rejects the response with {"decision":"block","reason":…},
// which Gemini CLI sends back to the agent as a new prompt; a warning is
// a systemMessage.
func (Adapter) StopAnswer(d gate.Decision) harness.Answer { return claudecode.ClaudeStop(d) }

// CheckAnswer denies with {"decision":"deny","reason":…} for both deny and
// ask: Gemini CLI has no ask. --mode warn shows a systemMessage.
func (Adapter) CheckAnswer(risks []gate.Risk, mode gate.Mode) harness.Answer {
	if len(risks) == 0 {
		return harness.Answer{}
	}
	reason := gate.RiskReason(risks)
	if mode == gate.ModeWarn {
		return harness.JSON(harness.Fields("systemMessage", reason), reason)
	}
	reason = harness.WithoutAsk(reason, mode, "Gemini CLI")
	return harness.JSON(harness.Fields("decision", "deny", "reason", reason), "")
}

// Failure blocks stop and check with exit 2, stderr the reason (retry, or
// block the tool); a failed record exits 1, a warning — exit 2 after a
// tool would hide its result from the agent.
func (Adapter) Failure(sub harness.Sub, err error) harness.Answer {
	return claudecode.ExitFailure(name, sub, err)
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// toolMatcher is a regular expression over tool_name.
const toolMatcher = "^(run_shell_command|write_file|replace)$|^mcp_"

// Config is .gemini/settings.json's "hooks": BeforeTool → check,
// AfterTool → record, AfterAgent → stop. Gemini CLI's timeout is in
// milliseconds.
func (Adapter) Config() harness.Config {
	return harness.Config{
		Path:         ".gemini/settings.json",
		Grouped:      true,
		CommandField: "command",
		Handler: func(cmd string) harness.Object {
			return harness.Fields("name", "ackrite-gate", "type", "command", "command", cmd, "timeout", 30000)
		},
		Rows: []harness.Row{
			{Event: "BeforeTool", Matcher: toolMatcher, Sub: harness.Check, Args: "--harness gemini"},
			{Event: "AfterTool", Matcher: toolMatcher, Sub: harness.Record, Args: "--harness gemini"},
			{Event: "AfterAgent", Sub: harness.Stop, Args: "--harness gemini"},
		},
	}
}
