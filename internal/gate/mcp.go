package gate

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/text"
)

// An agent that edits through an MCP filesystem server changes files as
// surely as one that uses an edit tool, so the gate reads those calls too:
// a table of the tools whose names and input fields are known, and a
// conservative rule for the rest. Each adapter splits its harness's name
// for an MCP tool (Claude Code's and Codex's mcp__<server>__<tool>, Gemini
// CLI's mcp_<server>_<tool>, Cursor's MCP:<server>:<tool>) and passes the
// server's own tool name; a tool the adapter does not know comes here too,
// read by its name.

// An mcpOp is what an MCP tool does to files.
type mcpOp string

const (
	mcpNone   mcpOp = ""       // changes no file of the project
	mcpWrite  mcpOp = "write"  // writes or edits the files it names
	mcpMove   mcpOp = "move"   // moves: its source and destination change
	mcpCopy   mcpOp = "copy"   // copies: only its destination changes
	mcpDelete mcpOp = "delete" // removes the files or directories it names
	mcpMkdir  mcpOp = "mkdir"  // creates the directory it names
	mcpRun    mcpOp = "run"    // runs a shell command line
)

// An mcpRule is one row of the table of MCP tools the gate knows: a
// pattern on the tool's own name (after mcp__<server>__, lower-cased) and
// what the tool does. The input fields that hold paths and text are the
// same for every row (see pathKeys, addedKeys, removedKeys).
type mcpRule struct {
	name string
	tool func() *regexp.Regexp
	op   mcpOp
}

// mcpRules is the table, first match wins. The file tools are those of
// the official filesystem server (@modelcontextprotocol/server-filesystem:
// write_file {path, content}, edit_file {path, edits[{oldText, newText}],
// dryRun}, create_directory {path}, move_file {source, destination}),
// mark3labs/mcp-filesystem-server (delete_file {path, recursive},
// copy_file, modify_file) and the editors agents use (desktop-commander's
// edit_block {file_path, old_string, new_string}). The last rows keep
// tools whose names read as edits but which change no project file (the
// official memory server's knowledge graph) and tools that only read
// out of the fallback.
var mcpRules = []mcpRule{
	{"write a file", lazy.Regexp(`^(write|create|save|overwrite|append(_to)?|put)_(text_)?file$|^create_new_file(_with_text)?$|^write_(text_)?file_content$`), mcpWrite},
	{"edit a file", lazy.Regexp(`^(edit|modify|patch|update)_file$|^edit_block$|^(apply_patch|str_replace|search_replace|replace_in_file|replace_file_text(_by_path)?|insert_at_line|replace_lines|delete_lines)$`), mcpWrite},
	{"move", lazy.Regexp(`^(move|rename)(_(file|directory|path|files))?$`), mcpMove},
	{"copy", lazy.Regexp(`^copy(_(file|directory|path|files))?$`), mcpCopy},
	{"delete", lazy.Regexp(`^(delete|remove|rm|unlink)(_(file|directory|dir|path|files))?$`), mcpDelete},
	{"make a directory", lazy.Regexp(`^(create|make)_directory$|^mkdir$`), mcpMkdir},
	{"run a command", lazy.Regexp(`^(execute|run|exec)(_(command|shell|terminal|bash|cmd))?$|^(shell|bash|terminal)(_(exec|execute|run|command))?$|^start_process$`), mcpRun},
	{"memory graph", lazy.Regexp(`^(create|delete)_(entities|relations|observations)$|^add_observations$`), mcpNone},
	{"read-only", lazy.Regexp(`^(read|get|list|search|find|stat|tree|directory_tree|view|open|show|head|tail|grep|glob)(_|$)`), mcpNone},
}

// editWords are the words of a tool name that say it changes something
// (write_thing, editDocument, moveNode): an MCP tool the table does not
// know is taken for an edit when its name holds one.
var editWords = map[string]bool{"write": true, "edit": true, "move": true, "delete": true, "create": true, "rename": true,
	"patch": true, "remove": true, "replace": true, "insert": true, "append": true, "overwrite": true, "modify": true,
	"copy": true, "mkdir": true, "rm": true, "unlink": true, "truncate": true, "save": true, "update": true, "put": true,
	// A git server's tools that change the working tree (mcp-server-git's
	// git_checkout and git_reset, and the like).
	"checkout": true, "reset": true, "restore": true, "revert": true, "merge": true, "rebase": true, "stash": true,
	"pull": true, "apply": true, "clean": true, "switch": true, "pick": true, "fix": true, "format": true, "refactor": true}

// runWords are the words of a tool name that say it runs a command.
var runWords = map[string]bool{"exec": true, "execute": true, "shell": true, "terminal": true, "bash": true, "command": true, "process": true}

// pathKeys are the input fields that name a file or directory a tool
// acts on, as the common MCP servers spell them.
var pathKeys = []string{"path", "file_path", "filePath", "filepath", "file", "filename", "fileName", "relative_path",
	"relativePath", "pathInProject", "target", "target_file", "targetFile", "source", "destination", "dest", "from", "to",
	"src", "dst", "old_path", "new_path", "oldPath", "newPath", "sourcePath", "destinationPath", "dir", "directory",
	"notebook_path", "uri", "paths", "files"}

// destKeys are the input fields that name where a copy goes.
var destKeys = []string{"destination", "dest", "dst", "to", "target", "new_path", "newPath", "destinationPath"}

// addedKeys and removedKeys hold the text an edit puts in and takes out,
// top-level or in each of an edits array's objects.
var (
	addedKeys   = []string{"content", "contents", "text", "newText", "new_text", "new_string", "newString", "replace", "replacement", "new_str", "patch", "diff"}
	removedKeys = []string{"oldText", "old_text", "old_string", "oldString", "find", "search", "old_str"}
)

// An mcpEdit is what the gate reads from an MCP tool call.
type mcpEdit struct {
	Op   mcpOp
	Rule string // the row, or "tool name" for the fallback
	// Paths are the files and directories the call names, resolved.
	Paths []string
	// Command is the command line of a tool that runs one.
	Command        string
	Added, Removed string
	// Recursive is set for a delete of a whole directory tree.
	Recursive bool
	// DryRun is set when the call only previews its change.
	DryRun bool
}

// Changes reports whether the call may change files.
func (m mcpEdit) Changes() bool { return m.Op != mcpNone && m.Op != mcpRun && !m.DryRun }

// readMCP reads an MCP tool call's name and input. An input of any shape
// is read: an MCP server's schema is its own, so a field the gate does not
// expect is skipped, never an error.
func readMCP(tool string, raw json.RawMessage, cwd, home string) mcpEdit {
	var in map[string]any
	_ = json.Unmarshal(raw, &in) // not an object: no fields to read
	m := mcpEdit{Op: mcpOp("?")}
	lower := strings.ToLower(tool)
	for _, r := range mcpRules {
		if r.tool().MatchString(lower) {
			m.Op, m.Rule = r.op, r.name
			break
		}
	}
	if m.Op == "?" {
		m.Op, m.Rule = fallbackOp(tool), "tool name"
	}
	if m.Op != mcpRun && firstString(in, "owner") != "" && firstString(in, "repo", "repository") != "" {
		// GitHub's and GitLab's servers name a remote repository by its
		// owner and name: create_or_update_file, push_files and
		// create_issue change that repository, not the working tree.
		m.Op, m.Rule = mcpNone, "remote repository"
	}
	if m.Op == mcpRun {
		m.Command = firstString(in, "command", "cmd", "script")
		for _, k := range []string{"command", "cmd", "args", "argv"} {
			if words := strs(in[k]); m.Command == "" && len(words) > 1 {
				m.Command = strings.Join(words, " ") // ["rm", "-rf", "data"]
			}
		}
		return m
	}
	keys := pathKeys
	if m.Op == mcpCopy {
		keys = destKeys // the source is only read
	}
	for _, k := range keys {
		for _, p := range strs(in[k]) {
			m.Paths = append(m.Paths, resolve(cwd, home, p))
		}
	}
	if edits, ok := in["edits"].([]any); ok {
		for _, e := range edits {
			if o, ok := e.(map[string]any); ok {
				m.Added += joinText(o, addedKeys)
				m.Removed += joinText(o, removedKeys)
				for _, k := range pathKeys {
					for _, p := range strs(o[k]) {
						m.Paths = append(m.Paths, resolve(cwd, home, p))
					}
				}
			}
		}
	}
	m.Added += joinText(in, addedKeys)
	m.Removed += joinText(in, removedKeys)
	m.Recursive = m.Op == mcpDelete && (truthy(in["recursive"]) || strings.Contains(lower, "director") || strings.HasSuffix(lower, "_dir"))
	m.DryRun = truthy(in["dryRun"]) || truthy(in["dry_run"])
	m.Paths = dedupe(m.Paths)
	return m
}

// fallbackOp reads an MCP tool the table does not know by the words of
// its name (write_note, editDocument): conservative, since a tool that
// changed files and was not recorded leaves an earlier pass fresh.
func fallbackOp(tool string) mcpOp {
	run := false
	for _, w := range nameWords(tool) {
		if editWords[w] {
			return mcpWrite
		}
		run = run || runWords[w]
	}
	if run {
		return mcpRun
	}
	return mcpNone
}

// nameWords splits a tool name into lower-case words at _, -, . and
// lower-to-upper case changes (writeFile → write, file).
func nameWords(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	prevLower := false
	for _, r := range s {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ' || r == '/':
			flush()
			prevLower = false
			continue
		case unicode.IsUpper(r) && prevLower:
			flush()
		}
		cur = append(cur, r)
		prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
	}
	flush()
	return words
}

// strs returns a field's paths: a string, an array of strings, or an
// array of objects with a path field.
func strs(v any) []string {
	switch x := v.(type) {
	case string:
		if strings.TrimSpace(x) != "" {
			return []string{x}
		}
	case []any:
		var out []string
		for _, e := range x {
			switch y := e.(type) {
			case string:
				out = append(out, strs(y)...)
			case map[string]any:
				out = append(out, strs(firstString(y, "path", "file_path", "filePath", "file"))...)
			}
		}
		return out
	}
	return nil
}

func firstString(o map[string]any, keys ...string) string {
	for _, k := range keys {
		if s, ok := o[k].(string); ok && s != "" {
			return s
		}
	}
	return ""
}

func joinText(o map[string]any, keys []string) string {
	var b strings.Builder
	for _, k := range keys {
		if s, ok := o[k].(string); ok && s != "" {
			b.WriteString(s)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

func truthy(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case string:
		return x == "true"
	}
	return false
}

// resolve makes a path an MCP server was given absolute: a file:// URI's
// path, "~/" through $HOME, a relative path against the session's cwd
// (a server started by the harness runs there).
func resolve(cwd, home, p string) string {
	p = strings.TrimSpace(p)
	if rest, ok := strings.CutPrefix(p, "file://"); ok {
		p = rest
	}
	if (p == "~" || strings.HasPrefix(p, "~/")) && home != "" {
		p = filepath.Join(home, p[1:])
	}
	return runner.Abs(cwd, p)
}

func dedupe(ss []string) []string {
	var out []string
	for _, s := range ss {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// recordMCP records an MCP tool call: an edit through a filesystem server
// marks earlier runs stale as an edit tool does; a command run through a
// shell server marks what it writes, and its output is not evidence (the
// harness saw an MCP result, not the command's own output). It records a
// failed call too: a server may have written before it failed, or go on
// writing after the harness gave up waiting, and a stale run costs one
// more test run where a missed edit costs a false green.
func recordMCP(l *Ledger, ev *Event, m mcpEdit, env runner.Env) {
	tool := "`" + text.Clip(ev.Tool, 80) + "`"
	switch {
	case m.Op == mcpRun:
		if strings.TrimSpace(m.Command) == "" {
			markEverything(l, tool+" ran a command the gate cannot read")
			l.Add(Entry{Kind: KindEdit, Tool: ev.Tool, Key: keyOf(ev.Key), Why: "ran a command the gate cannot read; it may have changed any file"})
			return
		}
		env.Exports = l.Exports
		markCommand(l, runner.Parse(m.Command, ev.Cwd, env), ev.Cwd)
		l.Add(Entry{Kind: KindOther, Tool: ev.Tool, Key: keyOf(ev.Key), Command: kept(m.Command, MaxCommand), Cwd: kept(ev.Cwd, maxPath),
			Why: tool + " ran it, so the harness saw the server's answer, not the command's own output: it is not evidence; run it with the harness's shell tool"})
		return
	case !m.Changes():
		return
	case len(m.Paths) == 0:
		markEverything(l, tool+" changed files it does not name")
		l.Add(Entry{Kind: KindEdit, Tool: ev.Tool, Key: keyOf(ev.Key), Why: "names no path; it may have changed any file"})
		return
	}
	paths := m.Paths
	if len(paths) > MaxTests {
		paths = []string{runner.CommonDir(paths)}
	}
	for _, path := range paths {
		markStale(l, path, false)
		if m.Op != mcpWrite && !docOnly(path) {
			markStale(l, path, true) // a move, a delete or a new directory may be a whole tree
		}
	}
	l.Add(Entry{Kind: KindEdit, Tool: ev.Tool, Key: keyOf(ev.Key), Path: kept(strings.Join(m.Paths, ", "), maxPath)})
}
