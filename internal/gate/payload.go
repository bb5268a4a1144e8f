package gate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/lazy"
)

// The hook events the gate handles, as Claude Code names them in
// hook_event_name (https://code.claude.com/docs/en/hooks, "Hook events").
const (
	EventPreToolUse         = "PreToolUse"
	EventPostToolUse        = "PostToolUse"
	EventPostToolUseFailure = "PostToolUseFailure"
	EventStop               = "Stop"
)

// MaxPayload is the largest hook payload read from stdin. Claude Code
// truncates long tool output itself; a payload past this limit is refused,
// never cut.
const MaxPayload = 32 << 20

// A Payload is the JSON a command hook receives on stdin, in the shape the
// Claude Code hooks reference documents (https://code.claude.com/docs/en/hooks,
// "Common input fields" and each event's input section). Fields the gate
// does not use are ignored.
type Payload struct {
	SessionID      string `json:"session_id"`
	TranscriptPath string `json:"transcript_path"`
	Cwd            string `json:"cwd"`
	HookEventName  string `json:"hook_event_name"`

	// PreToolUse, PostToolUse, PostToolUseFailure.
	ToolName     string          `json:"tool_name"`
	ToolInput    json.RawMessage `json:"tool_input"`
	ToolResponse json.RawMessage `json:"tool_response"` // PostToolUse
	// Error is PostToolUseFailure's description of the failure; for a Bash
	// command that exited non-zero it starts "Exit code N" and carries the
	// command's output.
	Error       string `json:"error"`
	IsInterrupt bool   `json:"is_interrupt"`

	// Stop.
	StopHookActive       bool   `json:"stop_hook_active"`
	LastAssistantMessage string `json:"last_assistant_message"`
}

// ReadPayload decodes one hook payload and checks the fields every event
// needs. Errors name the JSON field and the limit.
func ReadPayload(r io.Reader, want ...string) (*Payload, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxPayload+1))
	if err != nil {
		return nil, fmt.Errorf("reading the hook payload from stdin: %w", err)
	}
	if len(data) > MaxPayload {
		return nil, fmt.Errorf("hook payload: over %d bytes", MaxPayload)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errors.New("hook payload: stdin is empty; a hook receives one JSON object")
	}
	var p Payload
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&p); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return nil, fmt.Errorf("hook payload: not a JSON object of the documented shape: %w", jsonPath(err))
		}
		// Not JSON, or not an object: say where and what was expected.
		return nil, fmt.Errorf("hook payload: not a JSON object: %w; a hook receives one JSON object on stdin", input.DescribeJSON(data, err))
	}
	if dec.More() {
		return nil, errors.New("hook payload: more than one JSON value on stdin")
	}
	if p.SessionID == "" {
		return nil, errors.New("hook payload: session_id is missing or empty")
	}
	if len(p.SessionID) > 256 {
		return nil, fmt.Errorf("hook payload: session_id is %d bytes; at most 256", len(p.SessionID))
	}
	if p.HookEventName == "" {
		return nil, errors.New("hook payload: hook_event_name is missing or empty")
	}
	if len(want) > 0 && !contains(want, p.HookEventName) {
		return nil, fmt.Errorf("hook payload: hook_event_name is %q; this subcommand handles %s", clip(p.HookEventName, 60), strings.Join(want, " and "))
	}
	return &p, nil
}

func jsonPath(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field != "" {
		return fmt.Errorf("%s: want %s, got a JSON %s", te.Field, te.Type, te.Value)
	}
	return err
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ToolInput holds the tool_input fields of the tools the gate reads: Bash
// (command), Edit, MultiEdit, Write and NotebookEdit (file_path or
// notebook_path and the new text).
type ToolInput struct {
	Command      string `json:"command"`
	FilePath     string `json:"file_path"`
	NotebookPath string `json:"notebook_path"`
	Content      string `json:"content"`
	OldString    string `json:"old_string"`
	NewString    string `json:"new_string"`
	NewSource    string `json:"new_source"`
	Edits        []struct {
		OldString string `json:"old_string"`
		NewString string `json:"new_string"`
	} `json:"edits"`
}

// Input decodes tool_input.
func (p *Payload) Input() (*ToolInput, error) {
	var in ToolInput
	if len(p.ToolInput) == 0 || string(p.ToolInput) == "null" {
		return &in, nil
	}
	if err := json.Unmarshal(p.ToolInput, &in); err != nil {
		return nil, fmt.Errorf("hook payload: tool_input: %w", jsonPath(err))
	}
	return &in, nil
}

// Path is the file an edit tool writes, or "".
func (in *ToolInput) Path() string {
	if in.FilePath != "" {
		return in.FilePath
	}
	return in.NotebookPath
}

// Added is the text an edit tool puts into the file.
func (in *ToolInput) Added() string {
	parts := []string{in.Content, in.NewString, in.NewSource}
	for _, e := range in.Edits {
		parts = append(parts, e.NewString)
	}
	return strings.Join(nonEmpty(parts), "\n")
}

// Removed is the text an edit tool takes out of the file.
func (in *ToolInput) Removed() string {
	parts := []string{in.OldString}
	for _, e := range in.Edits {
		parts = append(parts, e.OldString)
	}
	return strings.Join(nonEmpty(parts), "\n")
}

func nonEmpty(parts []string) []string {
	out := parts[:0:0]
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Names reports whether the tool call's input names dir: its absolute
// path, or its path from the session's cwd (".ackrite"). The gate uses it
// for its own state directory: a call that names it may have rewritten
// the ledger (a forged passing run), which then no longer counts.
func (p *Payload) Names(dir string) bool {
	in := strings.ReplaceAll(string(p.ToolInput), `\/`, "/")
	dir = abs(p.Cwd, dir)
	if filepath.IsAbs(dir) && strings.Contains(in, dir) {
		return true
	}
	if p.Cwd == "" {
		return false
	}
	// The path from cwd counts when it cannot be an ordinary word: a
	// hidden directory (.ackrite) or a path with a separator.
	rel, err := filepath.Rel(p.Cwd, dir)
	return err == nil && rel != "." && !strings.HasPrefix(rel, "..") && (strings.HasPrefix(rel, ".") || strings.Contains(rel, "/")) &&
		strings.Contains(in, rel)
}

// EditTools are the tools that change a file.
var EditTools = []string{"Edit", "MultiEdit", "Write", "NotebookEdit"}

// IsEdit reports whether the payload's tool changes a file.
func (p *Payload) IsEdit() bool { return contains(EditTools, p.ToolName) }

// exitLine is how Claude Code's PostToolUseFailure error starts for a Bash
// command that exited non-zero ("Exit code 1\n…"), per the hooks
// reference's PostToolUseFailure input example.
var exitLine = lazy.Regexp(`^(?:Exit code|Command exited with non-zero status code) (-?\d+)\b[^\n]*\n?`)

// Result is what came back from a Bash command: its output and, when the
// payload says, its exit status.
type Result struct {
	Output      string
	Exit        *int
	Interrupted bool
	// Failed is set for a PostToolUseFailure whose error carries no exit
	// status (a timeout, a tool error): the call failed all the same, and
	// Cause is the error's first line.
	Failed bool
	Cause  string
}

// BashResult extracts the output and exit status of a Bash tool call from
// a PostToolUse tool_response ({"stdout", "stderr", "interrupted"}, or a
// plain string) or a PostToolUseFailure error.
func (p *Payload) BashResult() (Result, error) {
	var r Result
	if p.HookEventName == EventPostToolUseFailure {
		r.Interrupted = p.IsInterrupt
		out := p.Error
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
	raw := bytes.TrimSpace(p.ToolResponse)
	if len(raw) == 0 || string(raw) == "null" {
		return r, nil
	}
	switch raw[0] {
	case '"':
		if err := json.Unmarshal(raw, &r.Output); err != nil {
			return r, fmt.Errorf("hook payload: tool_response: %w", err)
		}
		return r, nil
	case '{':
	default:
		return r, fmt.Errorf("hook payload: tool_response: want an object or a string, got %s", clip(string(raw), 20))
	}
	var resp struct {
		Stdout      string `json:"stdout"`
		Stderr      string `json:"stderr"`
		Output      string `json:"output"`
		Interrupted bool   `json:"interrupted"`
		// Claude Code's Bash response carries no exit status (PostToolUse
		// means it exited 0); other harnesses name it one of these.
		ExitCode   *int `json:"exitCode"`
		ExitCodeSC *int `json:"exit_code"`
		ReturnCode *int `json:"returnCode"`
	}
	if err := json.Unmarshal(raw, &resp); err != nil {
		return r, fmt.Errorf("hook payload: tool_response: %w", jsonPath(err))
	}
	r.Output = strings.Join(nonEmpty([]string{resp.Stdout, resp.Output, resp.Stderr}), "\n")
	r.Interrupted = resp.Interrupted
	for _, c := range []*int{resp.ExitCode, resp.ExitCodeSC, resp.ReturnCode} {
		if c != nil {
			r.Exit = c
			break
		}
	}
	if r.Exit == nil {
		zero := 0 // PostToolUse fires only for a command that succeeded
		r.Exit = &zero
	}
	return r, nil
}

// clip cuts s to at most n bytes on a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8Start(s[n]) {
		n--
	}
	return s[:n] + "…"
}

func utf8Start(b byte) bool { return b&0xC0 != 0x80 }
