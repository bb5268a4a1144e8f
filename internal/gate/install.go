package gate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// A hookGroup is one matcher group of Claude Code's settings.json "hooks"
// object: {"matcher": "...", "hooks": [{"type": "command", "command": "..."}]}
// (https://code.claude.com/docs/en/hooks, "Configuration").
type hookGroup struct {
	Matcher string        `json:"matcher,omitempty"`
	Hooks   []hookHandler `json:"hooks"`
}

type hookHandler struct {
	Type    string `json:"type"`
	Command string `json:"command"`
	Timeout int    `json:"timeout,omitempty"`
}

// The matchers of the gate's hooks. A matcher made only of letters,
// digits, _ and | is a list of exact tool names; any other character makes
// it a JavaScript regular expression, unanchored, tested against the tool
// name; MCP tools are named mcp__<server>__<tool>, and a bare
// mcp__<server> matches no tool (https://code.claude.com/docs/en/hooks, on
// the matcher field and on MCP tools). So these are
// anchored regular expressions: the built-in tools by their exact names
// (Write must not match TodoWrite), and every MCP tool, which the gate
// reads by its name and input (see mcpRules).
const (
	toolMatcher    = "^(Bash|Edit|MultiEdit|Write|NotebookEdit)$|^mcp__"
	failureMatcher = "^Bash$|^mcp__"
)

// installRows are the four hooks of SPEC §13, one per event, in the order
// they are written. was lists the matchers earlier versions of ackrite
// wrote, which Install widens to the current one.
var installRows = []struct {
	event, matcher, sub string
	was                 []string
}{
	{EventPreToolUse, toolMatcher, "check", []string{"Bash|Edit|MultiEdit|Write|NotebookEdit"}},
	{EventPostToolUse, toolMatcher, "record", []string{"Bash|Edit|MultiEdit|Write|NotebookEdit"}},
	{EventPostToolUseFailure, failureMatcher, "record", []string{"Bash"}},
	{EventStop, "", "stop", nil},
}

// hookTimeout is the timeout, in seconds, written with each hook: a gate
// decision takes milliseconds, and a stuck one should not stall a session.
const hookTimeout = 30

// Hooks returns the hook configuration for the four events as a settings
// object: {"hooks": {...}}. bin is the command that runs ackrite.
func Hooks(bin string) ([]byte, error) {
	hooks := map[string][]hookGroup{}
	for _, r := range installRows {
		hooks[r.event] = append(hooks[r.event], group(bin, r.matcher, r.sub))
	}
	ordered := orderedObject{}
	for _, r := range installRows {
		raw, err := marshal(hooks[r.event])
		if err != nil {
			return nil, err
		}
		ordered = ordered.set(r.event, raw)
	}
	inner, _ := ordered.MarshalJSON()
	out := orderedObject{}.set("hooks", inner)
	data, _ := out.MarshalJSON()
	return indent(data)
}

func group(bin, matcher, sub string) hookGroup {
	return hookGroup{Matcher: matcher, Hooks: []hookHandler{{Type: "command", Command: bin + " gate " + sub, Timeout: hookTimeout}}}
}

// Install merges the gate's hooks into the settings file at path (created
// when absent), keeping every other key and hook as it is, and adding a
// hook only to an event that does not already run `ackrite gate <sub>`.
// A group of the gate's own that an earlier ackrite wrote, with a matcher
// that misses MCP tools and no other hook in it, gets the current
// matcher. It returns the events it added a hook to or widened; none means
// the file already had them all.
func Install(path, bin string) ([]string, error) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real // write the linked file, keep the link
	}
	data, err := os.ReadFile(path)
	mode := fs.FileMode(0o644)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		data = []byte("{}")
	case err != nil:
		return nil, fmt.Errorf("reading %s: %w", path, err)
	default:
		if st, err := os.Stat(path); err == nil {
			mode = st.Mode().Perm()
		}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		data = []byte("{}")
	}
	settings, err := parseObject(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	hooksRaw, _ := settings.get("hooks")
	hooks := orderedObject{}
	if hooksRaw != nil {
		if hooks, err = parseObject(hooksRaw); err != nil {
			return nil, fmt.Errorf("%s: hooks: %w", path, err)
		}
	}
	var added []string
	for _, r := range installRows {
		var groups []json.RawMessage
		if raw, ok := hooks.get(r.event); ok {
			if err := json.Unmarshal(raw, &groups); err != nil {
				return nil, fmt.Errorf("%s: hooks.%s: want an array of matcher groups: %w", path, r.event, err)
			}
		}
		if i := gateGroup(groups, r.sub); i >= 0 {
			widened, ok := widen(groups[i], r.was, r.matcher)
			if !ok {
				continue
			}
			groups[i] = widened
		} else {
			g, _ := marshal(group(bin, r.matcher, r.sub))
			groups = append(groups, g)
		}
		raw, _ := marshal(groups)
		hooks = hooks.set(r.event, raw)
		added = append(added, r.event)
	}
	if len(added) == 0 {
		return nil, nil
	}
	inner, _ := hooks.MarshalJSON()
	settings = settings.set("hooks", inner)
	out, _ := settings.MarshalJSON()
	pretty, err := indent(out)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	return added, writeAtomic(path, pretty, mode)
}

// gateGroup returns the index of the first matcher group that already
// runs `… gate sub` with a binary named ackrite, or -1.
func gateGroup(groups []json.RawMessage, sub string) int {
	for i, raw := range groups {
		var g hookGroup
		if json.Unmarshal(raw, &g) != nil {
			continue
		}
		for _, h := range g.Hooks {
			if isGateCommand(h.Command, sub) {
				return i
			}
		}
	}
	return -1
}

// isGateCommand reports whether a hook command runs `ackrite gate sub`;
// "… ackrite gate check --mode deny" is the gate's hook too.
func isGateCommand(cmd, sub string) bool {
	f := strings.Fields(cmd)
	for i := 0; i+2 < len(f); i++ {
		if strings.HasPrefix(filepath.Base(strings.Trim(f[i], `'"`)), "ackrite") && f[i+1] == "gate" && f[i+2] == sub {
			return true
		}
	}
	return false
}

// widen gives a gate group the current matcher when its matcher is one an
// earlier ackrite wrote and the group runs nothing else, keeping its other
// fields (a timeout, a --mode) as they are. A matcher the person chose, or
// a group shared with another hook, is left alone.
func widen(raw json.RawMessage, was []string, matcher string) (json.RawMessage, bool) {
	g, err := parseObject(raw)
	if err != nil {
		return nil, false
	}
	var m string
	if v, ok := g.get("matcher"); !ok || json.Unmarshal(v, &m) != nil || !contains(was, m) {
		return nil, false
	}
	var shape hookGroup
	if json.Unmarshal(raw, &shape) != nil {
		return nil, false
	}
	for _, h := range shape.Hooks {
		if !isGateCommand(h.Command, "check") && !isGateCommand(h.Command, "record") && !isGateCommand(h.Command, "stop") {
			return nil, false
		}
	}
	v, _ := marshal(matcher)
	out, _ := g.set("matcher", v).MarshalJSON()
	return out, true
}

// marshal encodes v without escaping &, < and >, so that the commands of
// a person's other hooks are written back as they read.
func marshal(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// IgnoreLedger adds ".ackrite/" to the .gitignore in dir unless a line
// already ignores it. It reports whether it changed the file.
func IgnoreLedger(dir string) (bool, error) {
	path := filepath.Join(dir, ".gitignore")
	data, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, fmt.Errorf("reading %s: %w", path, err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		switch strings.TrimSpace(l) {
		case ".ackrite", ".ackrite/", "/.ackrite", "/.ackrite/", ".ackrite/*", "/.ackrite/*":
			return false, nil
		}
	}
	if len(data) > 0 && !bytes.HasSuffix(data, []byte("\n")) {
		data = append(data, '\n')
	}
	data = append(data, ".ackrite/\n"...)
	return true, writeAtomic(path, data, 0o644)
}

func writeAtomic(path string, data []byte, mode fs.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	err = tmp.Chmod(mode)
	if err == nil {
		_, err = tmp.Write(data)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

func indent(data []byte) ([]byte, error) {
	var b bytes.Buffer
	if err := json.Indent(&b, data, "", "  "); err != nil {
		return nil, err
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// An orderedObject is a JSON object that keeps its keys in the order
// written, so that merging into a person's settings file moves nothing.
type orderedObject []member

type member struct {
	key   string
	value json.RawMessage
}

func parseObject(data []byte) (orderedObject, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("not JSON: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("want a JSON object")
	}
	var o orderedObject
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("not JSON: %w", err)
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
		o = append(o, member{key, v})
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("not JSON: %w", err)
	}
	if dec.More() {
		return nil, errors.New("more than one JSON value")
	}
	return o, nil
}

func (o orderedObject) get(key string) (json.RawMessage, bool) {
	for _, m := range o {
		if m.key == key {
			return m.value, true
		}
	}
	return nil, false
}

func (o orderedObject) set(key string, v json.RawMessage) orderedObject {
	for i, m := range o {
		if m.key == key {
			o[i].value = v
			return o
		}
	}
	return append(o, member{key, v})
}

// MarshalJSON writes the members in order.
func (o orderedObject) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(m.key)
		b.Write(k)
		b.WriteByte(':')
		b.Write(m.value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
