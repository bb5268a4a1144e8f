package harness

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/files"
)

// configLimit bounds the read of a harness's configuration file (and of
// .gitignore): a regular file (a FIFO or a link to /dev/zero is refused by
// its type, docs/rules.md §1 "Bounded") of a size no settings file reaches.
var configLimit = files.Limit{What: "harness configuration file", Max: 4 << 20}

// A Config describes a harness's project hook configuration: which file,
// its layout, and one row per hook the gate installs.
type Config struct {
	// Path is the file under the project directory (".claude/settings.json").
	Path string
	// Grouped says events hold matcher groups ({"matcher", "hooks": […]})
	// rather than handlers directly.
	Grouped bool
	// Version, when not 0, is the top-level "version" the file carries.
	Version int
	// Handler renders one hook handler that runs command.
	Handler func(command string) Object
	// CommandField is the handler's field that holds the command.
	CommandField string
	Rows         []Row
}

// A Row is one hook the gate installs: an event, the matcher of its group
// ("" for none), the subcommand it runs, and the matchers earlier versions
// of ackrite wrote, which Install widens to the current one.
type Row struct {
	Event, Matcher string
	Sub            Sub
	Args           string // after the subcommand: "--harness codex"
	Was            []string
}

// Hooks renders the whole configuration for bin, for printing.
func (c Config) Hooks(bin string) ([]byte, error) {
	hooks := Object{}
	for _, r := range c.Rows {
		var list []json.RawMessage
		if raw, ok := hooks.Get(r.Event); ok {
			json.Unmarshal(raw, &list)
		}
		list = append(list, c.entry(bin, r))
		raw, _ := marshal(list)
		hooks = hooks.Set(r.Event, raw)
	}
	out := Object{}
	if c.Version != 0 {
		out = out.Set("version", json.RawMessage(fmt.Sprint(c.Version)))
	}
	inner, _ := hooks.MarshalJSON()
	data, _ := out.Set("hooks", inner).MarshalJSON()
	return indent(data)
}

// command is the command line a row's hook runs.
func (r Row) command(bin string) string {
	cmd := bin + " gate " + string(r.Sub)
	if r.Args != "" {
		cmd += " " + r.Args
	}
	return cmd
}

func (c Config) entry(bin string, r Row) json.RawMessage {
	h, _ := c.Handler(r.command(bin)).MarshalJSON()
	if !c.Grouped {
		return h
	}
	g := Object{}
	if r.Matcher != "" {
		m, _ := marshal(r.Matcher)
		g = g.Set("matcher", m)
	}
	list, _ := marshal([]json.RawMessage{h})
	data, _ := g.Set("hooks", list).MarshalJSON()
	return data
}

// Install merges the gate's hooks into the configuration file under dir
// (created when absent), keeping every other key and hook as it is, and
// adding a hook only to an event that does not already run `ackrite gate
// <sub>`. A gate group an earlier ackrite wrote, with a matcher that
// misses tools and nothing else in it, gets the current matcher. It
// returns the file and the events it added a hook to or widened; none
// means the file already had them all. A file that is a symbolic link to
// somewhere outside dir is refused.
func (c Config) Install(dir, bin string) (string, []string, error) {
	path := filepath.Join(dir, c.Path)
	if real, err := filepath.EvalSymlinks(path); err == nil && real != path {
		root, _ := filepath.EvalSymlinks(dir)
		if rel, err := filepath.Rel(root, real); err != nil || strings.HasPrefix(rel, "..") {
			return path, nil, fmt.Errorf("%s is a symbolic link to %s, outside the project; refusing to write there", path, real)
		}
		path = real // write the linked file, keep the link
	}
	data, err := files.Read(path, configLimit)
	mode := fs.FileMode(0o644)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		data = []byte("{}")
	case err != nil:
		return path, nil, err // it names the file
	default:
		if st, err := os.Stat(path); err == nil {
			mode = st.Mode().Perm()
		}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		data = []byte("{}")
	}
	settings, err := ParseObject(data)
	if err != nil {
		return path, nil, fmt.Errorf("%s: %w", path, err)
	}
	hooksRaw, _ := settings.Get("hooks")
	hooks := Object{}
	if hooksRaw != nil {
		if hooks, err = ParseObject(hooksRaw); err != nil {
			return path, nil, fmt.Errorf("%s: hooks: %w", path, err)
		}
	}
	var added []string
	for _, r := range c.Rows {
		var list []json.RawMessage
		if raw, ok := hooks.Get(r.Event); ok {
			if err := json.Unmarshal(raw, &list); err != nil {
				return path, nil, fmt.Errorf("%s: hooks.%s: want an array: %w", path, r.Event, err)
			}
		}
		if i := c.ours(list, r.Sub); i >= 0 {
			widened, ok := c.widen(list[i], r.Was, r.Matcher)
			if !ok {
				continue
			}
			list[i] = widened
		} else {
			list = append(list, c.entry(bin, r))
		}
		raw, _ := marshal(list)
		hooks = hooks.Set(r.Event, raw)
		if !slices.Contains(added, r.Event) {
			added = append(added, r.Event)
		}
	}
	if len(added) == 0 {
		return path, nil, nil
	}
	if _, ok := settings.Get("version"); c.Version != 0 && !ok {
		settings = append(Object{{"version", json.RawMessage(fmt.Sprint(c.Version))}}, settings...)
	}
	inner, _ := hooks.MarshalJSON()
	out, _ := settings.Set("hooks", inner).MarshalJSON()
	pretty, err := indent(out)
	if err != nil {
		return path, nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return path, nil, err
	}
	return path, added, writeAtomic(path, pretty, mode)
}

// ours returns the index of the first entry of an event that already runs
// `… gate sub`, or -1.
func (c Config) ours(list []json.RawMessage, sub Sub) int {
	for i, raw := range list {
		for _, cmd := range c.commands(raw) {
			if IsGateCommand(cmd, sub) {
				return i
			}
		}
	}
	return -1
}

// commands are the command lines an entry runs.
func (c Config) commands(raw json.RawMessage) []string {
	var out []string
	read := func(h json.RawMessage) {
		var m map[string]json.RawMessage
		if json.Unmarshal(h, &m) == nil {
			if s := Str(m, c.CommandField); s != "" {
				out = append(out, s)
			}
		}
	}
	if !c.Grouped {
		read(raw)
		return out
	}
	var g struct {
		Hooks []json.RawMessage `json:"hooks"`
	}
	if json.Unmarshal(raw, &g) == nil {
		for _, h := range g.Hooks {
			read(h)
		}
	}
	return out
}

// IsGateCommand reports whether a hook command runs `ackrite gate sub`;
// "… ackrite gate check --mode deny" is the gate's hook too.
func IsGateCommand(cmd string, sub Sub) bool {
	f := strings.Fields(cmd)
	for i := 0; i+2 < len(f); i++ {
		if strings.HasPrefix(filepath.Base(strings.Trim(f[i], `'"`)), "ackrite") && f[i+1] == "gate" && f[i+2] == string(sub) {
			return true
		}
	}
	return false
}

// widen gives a gate group the current matcher when its matcher is one an
// earlier ackrite wrote and the group runs nothing else, keeping its other
// fields (a timeout, a --mode) as they are. A matcher the person chose, or
// a group shared with another hook, is left alone.
func (c Config) widen(raw json.RawMessage, was []string, matcher string) (json.RawMessage, bool) {
	if !c.Grouped || len(was) == 0 {
		return nil, false
	}
	g, err := ParseObject(raw)
	if err != nil {
		return nil, false
	}
	var m string
	if v, ok := g.Get("matcher"); !ok || json.Unmarshal(v, &m) != nil || !slices.Contains(was, m) {
		return nil, false
	}
	for _, cmd := range c.commands(raw) {
		if !IsGateCommand(cmd, Check) && !IsGateCommand(cmd, Record) && !IsGateCommand(cmd, Stop) {
			return nil, false
		}
	}
	v, _ := marshal(matcher)
	out, _ := g.Set("matcher", v).MarshalJSON()
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

// Fields builds an Object from alternating keys and values, each value
// encoded as JSON.
func Fields(kv ...any) Object {
	var o Object
	for i := 0; i+1 < len(kv); i += 2 {
		v, _ := marshal(kv[i+1])
		o = append(o, Member{kv[i].(string), v})
	}
	return o
}
