package gate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/shell"
)

// ConfigFile is the project's gate configuration under its state directory
// (.ackrite/gate.json): {"testCommands": ["make test", "npm run ci"]},
// written by `gate install --test-command`.
const ConfigFile = "gate.json"

// maxConfig is the largest gate.json read.
const maxConfig = 64 << 10

// A Config is the project's gate configuration.
type Config struct {
	// TestCommands are the project's own test commands: a run of one that
	// passes counts as a run of the whole suite (SPEC §13).
	TestCommands []string `json:"testCommands,omitempty"`
}

// LoadConfig reads dir/gate.json; a project without one has an empty
// configuration. A file that is a link, not a regular file, too large or
// not of the documented shape is an error.
func LoadConfig(dir string) (Config, error) {
	var c Config
	path := filepath.Join(dir, ConfigFile)
	f, err := openNoFollow(path, os.O_RDONLY, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return c, fmt.Errorf("%s: %w", path, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return c, fmt.Errorf("%s: not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxConfig+1))
	if err != nil {
		return c, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > maxConfig {
		return c, fmt.Errorf("%s: over %d bytes", path, maxConfig)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return Config{}, fmt.Errorf("%s: want {\"testCommands\": [\"make test\"]}: %w", path, err)
	}
	var ok []string
	for _, tc := range c.TestCommands {
		if CheckTestCommand(tc) == nil {
			ok = append(ok, tc)
		}
	}
	c.TestCommands = ok
	return c, nil
}

// notTestCommands print or succeed without running anything: declared as a
// project's test command, they would make any claim proven.
var notTestCommands = map[string]bool{"echo": true, "printf": true, "true": true, ":": true, "cat": true, "exit": true,
	"yes": true, "test": true, "[": true}

// CheckTestCommand says why a command cannot be a project's test command,
// or nil.
func CheckTestCommand(tc string) error {
	segs := shell.Split(tc)
	switch {
	case strings.TrimSpace(tc) == "":
		return errors.New("is empty")
	case len(tc) > 300:
		return errors.New("is over 300 bytes")
	case len(segs) == 0:
		return errors.New("runs nothing")
	}
	for _, s := range segs {
		argv := shell.Program(s.Argv)
		if len(s.Redir) > 0 {
			return fmt.Errorf("writes a file (%s)", s.Redir[0])
		}
		if len(argv) == 0 || notTestCommands[filepath.Base(argv[0])] {
			return fmt.Errorf("runs %q, which prints or succeeds without testing anything", strings.Join(s.Argv, " "))
		}
		if s.Op == "||" || s.Op == "&" || s.Op == "|" {
			return fmt.Errorf("joins commands with %q, so its exit status is not its tests'", s.Op)
		}
	}
	return nil
}

// AddTestCommands merges test commands into dir/gate.json, keeping those
// already there; it reports whether it changed the file.
func AddTestCommands(dir string, cmds []string) (bool, error) {
	for _, tc := range cmds {
		if err := CheckTestCommand(tc); err != nil {
			return false, fmt.Errorf("--test-command %q: %w", clip(tc, 80), err)
		}
	}
	c, err := LoadConfig(dir)
	if err != nil {
		return false, err
	}
	changed := false
	for _, tc := range cmds {
		if !contains(c.TestCommands, tc) {
			c.TestCommands = append(c.TestCommands, tc)
			changed = true
		}
	}
	if !changed {
		return false, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return false, err
	}
	data, _ := json.MarshalIndent(c, "", "  ")
	tmp, err := os.CreateTemp(dir, ".gate-config-*.tmp")
	if err != nil {
		return false, err
	}
	defer os.Remove(tmp.Name())
	_, werr := tmp.Write(append(data, '\n'))
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), filepath.Join(dir, ConfigFile))
	}
	return true, werr
}
