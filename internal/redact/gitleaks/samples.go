package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// A sample is one of a rule's true- or false-positive examples, as
// upstream/record.go.txt writes it.
type sample struct {
	Text    string   `json:"text"`
	Path    string   `json:"path,omitempty"`
	Secrets []string `json:"secrets,omitempty"`
	Alone   bool     `json:"alone,omitempty"`
	// FlaggedBy are the rules of gitleaks' whole default set that flag a
	// false-positive sample (set by flagFalsePositives).
	FlaggedBy []string `json:"-"`
}

// A record is one rule's samples.
type record struct {
	Rule string   `json:"rule"`
	TPs  []sample `json:"tps"`
	FPs  []sample `json:"fps"`
}

// module is the pinned gitleaks module in the module cache.
type module struct {
	Path, Version, Dir string
}

func findModule() (module, error) {
	var m module
	out, err := exec.Command("go", "list", "-m", "-json", gitleaksModule).Output()
	if err != nil {
		return m, fmt.Errorf("go list -m %s: %w", gitleaksModule, err)
	}
	if err := json.Unmarshal(out, &m); err != nil {
		return m, err
	}
	if m.Dir == "" {
		if err := exec.Command("go", "mod", "download", gitleaksModule).Run(); err != nil {
			return m, fmt.Errorf("go mod download %s: %w", gitleaksModule, err)
		}
		return findModule()
	}
	return m, nil
}

// edits are the changes made to the copy of gitleaks: each must find its
// text exactly once, so that a version bump that moves them fails here
// rather than producing a corpus without samples.
var edits = []struct{ file, old, new string }{
	{"cmd/generate/config/utils/validate.go",
		"func Validate(rule config.Rule, truePositives []string, falsePositives []string) *config.Rule {\n",
		"func Validate(rule config.Rule, truePositives []string, falsePositives []string) *config.Rule {\n\trecord(rule, truePositives, falsePositives, nil, nil)\n"},
	{"cmd/generate/config/utils/validate.go",
		"func ValidateWithPaths(rule config.Rule, truePositives map[string]string, falsePositives map[string]string) *config.Rule {\n",
		"func ValidateWithPaths(rule config.Rule, truePositives map[string]string, falsePositives map[string]string) *config.Rule {\n\trecord(rule, nil, nil, truePositives, falsePositives)\n"},
	// Upstream seeds its sample generator with the clock; a fixed
	// sequence of seeds makes the corpus the same on every run.
	{"cmd/generate/secrets/regen.go",
		"\treturn g.Generate(1)\n",
		"\tackriteSeed++\n\tg.SetSeed(ackriteSeed)\n\treturn g.Generate(1)\n"},
}

// added are the files added to the copy of gitleaks: the recorder, and
// the seed the edited sample generator counts.
var added = []struct{ file, text string }{
	{"cmd/generate/config/utils/ackrite_record.go", ""}, // upstream/record.go.txt
	{"cmd/generate/secrets/ackrite_seed.go", "package secrets\n\n// ackriteSeed is the seed of the last sample generated (added by ackrite's generator).\nvar ackriteSeed int64\n"},
}

// runUpstream copies the gitleaks module, adds the recorder, runs gitleaks'
// own config generator (which builds every default rule and validates its
// samples) and returns the samples it recorded.
func runUpstream(m module) ([]record, error) {
	tmp, err := os.MkdirTemp("", "ackrite-gitleaks-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	src := filepath.Join(tmp, "gitleaks")
	if err := copyTree(m.Dir, src); err != nil {
		return nil, err
	}
	for _, e := range edits {
		path := filepath.Join(src, e.file)
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		if n := strings.Count(string(b), e.old); n != 1 {
			return nil, fmt.Errorf("%s@%s %s: %q occurs %d times, want 1", m.Path, m.Version, e.file, e.old, n)
		}
		if err := os.WriteFile(path, []byte(strings.Replace(string(b), e.old, e.new, 1)), 0o644); err != nil {
			return nil, err
		}
	}
	for _, a := range added {
		text := a.text
		if text == "" {
			b, err := os.ReadFile("upstream/record.go.txt")
			if err != nil {
				return nil, err
			}
			text = string(b)
		}
		if err := os.WriteFile(filepath.Join(src, a.file), []byte(text), 0o644); err != nil {
			return nil, err
		}
	}
	out := filepath.Join(tmp, "samples.jsonl")
	cmd := exec.Command("go", "run", ".", filepath.Join(tmp, "gitleaks.toml"))
	cmd.Dir = filepath.Join(src, "cmd/generate/config") // it reads rules/config.tmpl from there
	cmd.Env = append(os.Environ(), "ACKRITE_GITLEAKS_SAMPLES="+out, "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = os.Stderr, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("gitleaks' config generator: %w\n%s", err, stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var recs []record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, err
		}
		recs = append(recs, r)
	}
	return recs, sc.Err()
}

// copyTree copies a directory tree, making the copies writable (the
// module cache is read-only).
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
}
