package gate

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/ackrite/ackrite/internal/gate/shell"
	"github.com/ackrite/ackrite/internal/text"
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
	// passes counts as a run of the whole suite (docs/rules.md §13).
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
		if ValidateTestCommand(tc) == nil {
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

// ValidateTestCommand says why a command cannot be a project's test command,
// or nil.
func ValidateTestCommand(tc string) error {
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
		if err := ValidateTestCommand(tc); err != nil {
			return false, fmt.Errorf("--test-command %q: %w", text.Clip(tc, 80), err)
		}
	}
	c, err := LoadConfig(dir)
	if err != nil {
		return false, err
	}
	changed := false
	for _, tc := range cmds {
		if !slices.Contains(c.TestCommands, tc) {
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

// A Pin is the project's declared test commands as a session first found
// them, with a digest of each file that defines what they run (the
// Makefile of make test, package.json of npm run ci, the script of
// ./scripts/test.sh). The session keeps to it: a change of gate.json, or
// of a command's definition, in the middle of a session is the agent's
// as likely as the person's, and a declared command is the one thing the
// gate takes on trust.
type Pin struct {
	Commands []string `json:"commands,omitempty"`
	// Files are the definition files' digests (sha256, hex; "-" for a file
	// that did not exist).
	Files map[string]string `json:"files,omitempty"`
	// Void says why the session has no declared test commands: the call
	// that first read them may have changed them.
	Void string `json:"void,omitempty"`
}

// maxPinned is how many definition files a pin keeps.
const maxPinned = 32

// PinConfig pins the project's declared test commands for the session,
// once: later calls keep the first pin.
func PinConfig(l *Ledger, cfg Config, project string) {
	if l.Pin != nil {
		return
	}
	p := &Pin{Commands: cfg.TestCommands, Files: map[string]string{}}
	for _, tc := range cfg.TestCommands {
		for _, f := range definitionFiles(tc, project) {
			if len(p.Files) < maxPinned {
				p.Files[f] = digest(f)
			}
		}
	}
	l.Pin = p
}

// VoidPin pins no declared test commands for the session, saying why.
func VoidPin(l *Ledger, why string) {
	if l.Pin == nil {
		l.Pin = &Pin{Void: why}
	}
}

// Declared returns the session's declared test commands: the pinned ones
// whose definitions are unchanged, and, for each of the others, why it no
// longer stands for the suite.
func Declared(l *Ledger, project string) (cmds []string, redefined map[string]string) {
	if l.Pin == nil || l.Pin.Void != "" {
		return nil, nil
	}
	for _, tc := range l.Pin.Commands {
		why := ""
		for _, f := range definitionFiles(tc, project) {
			want, pinned := l.Pin.Files[f]
			if !pinned || digest(f) != want {
				why = "`" + text.Clip(tc, 60) + "` is the project's test command, but " + text.Clip(f, 120) + " changed during this session, so it no longer stands for the suite"
				break
			}
		}
		if why == "" {
			cmds = append(cmds, tc)
			continue
		}
		if redefined == nil {
			redefined = map[string]string{}
		}
		redefined[tc] = why
	}
	return cmds, redefined
}

// definers are the programs whose tasks are defined in a project file:
// the files that say what `make test`, `just test` or `npm run ci` runs.
var definers = map[string][]string{
	"make": {"GNUmakefile", "makefile", "Makefile"}, "gmake": {"GNUmakefile", "makefile", "Makefile"},
	"just": {"justfile", "Justfile", ".justfile"}, "task": {"Taskfile.yml", "Taskfile.yaml", "Taskfile.dist.yml"},
	"npm": {"package.json"}, "yarn": {"package.json"}, "pnpm": {"package.json"}, "bun": {"package.json"},
	"tox": {"tox.ini"}, "nox": {"noxfile.py"}, "rake": {"Rakefile"}, "invoke": {"tasks.py"}, "mage": {"magefile.go"},
}

// definitionFiles are the files that define what a declared command runs,
// as absolute paths: a task runner's file (and a Makefile's literal
// includes), a script run by its path or by an interpreter.
func definitionFiles(tc, project string) []string {
	var out []string
	add := func(p string) {
		if p != "" && !slices.Contains(out, p) && !shell.HasSubstitution(p) {
			out = append(out, runner.Abs(project, p))
		}
	}
	for _, s := range shell.Split(tc) {
		p := shell.Unwrap(s.Argv)
		if len(p.Argv) == 0 {
			continue
		}
		dir := project
		if p.Dir != "" {
			dir = runner.Abs(project, p.Dir)
		}
		name := filepath.Base(p.Argv[0])
		switch {
		case strings.Contains(p.Argv[0], "/"):
			add(runner.Abs(dir, p.Argv[0]))
		case definers[name] != nil:
			files := definers[name]
			for i, a := range p.Argv[1:] {
				switch {
				case (a == "-f" || a == "--file" || a == "--makefile" || a == "--justfile" || a == "--taskfile") && i+2 < len(p.Argv):
					files = []string{p.Argv[i+2]}
				case strings.HasPrefix(a, "--file=") || strings.HasPrefix(a, "--makefile="):
					files = []string{a[strings.IndexByte(a, '=')+1:]}
				case (a == "-C" || a == "--directory") && i+2 < len(p.Argv):
					dir = runner.Abs(dir, p.Argv[i+2])
				}
			}
			for _, f := range files {
				path := runner.Abs(dir, f)
				add(path)
				if name == "make" || name == "gmake" {
					for _, inc := range makeIncludes(path) {
						add(runner.Abs(filepath.Dir(path), inc))
					}
				}
			}
		case runner.Shells(name) || strings.HasPrefix(name, "python") || name == "node" || name == "ruby" || name == "perl" || name == "php":
			for _, a := range p.Argv[1:] {
				if !strings.HasPrefix(a, "-") {
					add(runner.Abs(dir, a)) // the script it runs
					break
				}
			}
		}
	}
	return out
}

// makeIncludes are the files a Makefile includes by a literal name.
func makeIncludes(path string) []string {
	data, err := readSmallFile(path)
	if err != nil {
		return nil
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) > 1 && (f[0] == "include" || f[0] == "-include" || f[0] == "sinclude") {
			for _, inc := range f[1:] {
				if !strings.ContainsAny(inc, "$*?[") && len(out) < maxPinned {
					out = append(out, inc)
				}
			}
		}
	}
	return out
}

// digest is a file's sha256 (hex), "-" when it cannot be read as a small
// regular file.
func digest(path string) string {
	data, err := readSmallFile(path)
	if err != nil {
		return "-"
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// maxDefinition is the largest definition file read.
const maxDefinition = 1 << 20

// readSmallFile reads a regular file of at most maxDefinition bytes.
func readSmallFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() || st.Size() > maxDefinition {
		return nil, errors.New(path + ": not a small regular file")
	}
	return io.ReadAll(io.LimitReader(f, maxDefinition))
}
