package harness

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
)

// A Tool is one row of an adapter's table of the harness's built-in tools:
// its name and where its input keeps what the gate reads.
type Tool struct {
	Name   string
	Action gate.Action // gate.Run or gate.Edit
	// Command is, for a Run, the input field holding the command line, and
	// Dir the one naming the directory it runs in ("" for the cwd).
	Command, Dir string
	// Path are, for an Edit, the input fields naming the file.
	Path []string
	// Added and Removed are the fields of the text put in and taken out;
	// Edits is an array field of objects holding them (MultiEdit).
	Added, Removed []string
	Edits          string
	// Patch is a field holding a patch whose headers name the files
	// (Codex's apply_patch), read instead of Path.
	Patch string
	// Whole says the tool writes the whole file (Write, create).
	Whole bool
}

// Find finds a tool's row, nil when the table does not know it.
func Find(tools []Tool, name string) *Tool {
	for i := range tools {
		if tools[i].Name == name {
			return &tools[i]
		}
	}
	return nil
}

// Fill reads a known tool's input into ev: its command line and directory,
// or the files it writes and the text it changes. A Run without a command
// line is an error naming the field.
func (t *Tool) Fill(ev *gate.Event, in map[string]json.RawMessage, harness string) error {
	ev.Action = t.Action
	switch t.Action {
	case gate.Run:
		ev.Command = Str(in, t.Command)
		if strings.TrimSpace(ev.Command) == "" {
			return Shape(harness, "%s: the %s tool's input has no %s", harnessInputField(harness), t.Name, t.Command)
		}
		if t.Dir != "" {
			if d := Str(in, t.Dir); d != "" {
				ev.Cwd = abs(ev.Cwd, d)
			}
		}
	case gate.Edit:
		if t.Patch != "" {
			ev.Change = PatchChange(Str(in, t.Patch))
			return nil
		}
		if p := Str(in, t.Path...); p != "" {
			ev.Change.Paths = []string{p}
		}
		ev.Change.Added = joinFields(in, t.Added)
		ev.Change.Removed = joinFields(in, t.Removed)
		ev.Change.Whole = t.Whole
		if t.Edits != "" {
			var edits []map[string]json.RawMessage
			if json.Unmarshal(in[t.Edits], &edits) == nil {
				for _, e := range edits {
					ev.Change.Added = joinText(ev.Change.Added, joinFields(e, t.Added))
					ev.Change.Removed = joinText(ev.Change.Removed, joinFields(e, t.Removed))
				}
			}
		}
		if len(ev.Change.Paths) == 0 {
			return Shape(harness, "%s: the %s tool's input names no file (%s)", harnessInputField(harness), t.Name, strings.Join(t.Path, ", "))
		}
	}
	return nil
}

func harnessInputField(harness string) string {
	if harness == "copilot" {
		return "toolArgs"
	}
	return "tool_input"
}

func joinFields(o map[string]json.RawMessage, keys []string) string {
	var out string
	for _, k := range keys {
		out = joinText(out, Str(o, k))
	}
	return out
}

func joinText(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "\n" + b
}

// PatchChange reads the files a patch writes and the lines it adds and
// removes: Codex's envelope (*** Add File:, *** Update File:, *** Delete
// File:, *** Move to:) and unified diffs (+++ b/path).
func PatchChange(patch string) gate.Change {
	var c gate.Change
	var added, removed []string
	for _, line := range strings.Split(patch, "\n") {
		switch {
		case strings.HasPrefix(line, "*** Add File: "), strings.HasPrefix(line, "*** Update File: "),
			strings.HasPrefix(line, "*** Delete File: "), strings.HasPrefix(line, "*** Move to: "):
			_, p, _ := strings.Cut(line, ": ")
			c.Paths = appendNew(c.Paths, strings.TrimSpace(p))
		case strings.HasPrefix(line, "+++ "), strings.HasPrefix(line, "--- "):
			p := strings.TrimSpace(line[4:])
			if p != "/dev/null" {
				p = strings.TrimPrefix(strings.TrimPrefix(p, "a/"), "b/")
				if i := strings.IndexByte(p, '\t'); i >= 0 {
					p = p[:i]
				}
				c.Paths = appendNew(c.Paths, p)
			}
		case strings.HasPrefix(line, "+"):
			added = append(added, line[1:])
		case strings.HasPrefix(line, "-"):
			removed = append(removed, line[1:])
		}
	}
	c.Added, c.Removed = strings.Join(added, "\n"), strings.Join(removed, "\n")
	return c
}

func appendNew(list []string, s string) []string {
	if s == "" || slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

func abs(dir, p string) string {
	if strings.HasPrefix(p, "/") || dir == "" {
		return p
	}
	return strings.TrimSuffix(dir, "/") + "/" + p
}

// Unknown fills an event for a tool the table does not know: an MCP
// server's tool (mcpTool names it) or a harness tool added after the
// adapter was written, read by its name and input as an MCP call would be
// — a tool named write_thing or editDocument is taken for an edit.
func Unknown(ev *gate.Event, mcpTool string, raw json.RawMessage) {
	ev.Action = gate.MCP
	ev.MCPTool = mcpTool
	ev.Input = raw
}

// Dispatch reads a tool call by the adapter's table: a tool the table
// knows fills ev as its row says; a read-only one is Nothing; any other is
// read by its name and input (Unknown). A known tool whose input lacks
// what its row needs makes ev Unreadable, with the error.
func Dispatch(ev *gate.Event, tools []Tool, readOnly map[string]bool, in map[string]json.RawMessage, raw json.RawMessage, harness string) (*Tool, error) {
	t := Find(tools, ev.Tool)
	switch {
	case t == nil && readOnly[ev.Tool]:
		ev.Action = gate.Nothing
		return nil, nil
	case t == nil:
		Unknown(ev, ev.Tool, raw)
		return nil, nil
	}
	if err := t.Fill(ev, in, harness); err != nil {
		ev.Action = gate.Unreadable
		return t, err
	}
	return t, nil
}
