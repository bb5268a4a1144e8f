package scenarios

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// binary is the ackrite built once for the run.
var binary string

func TestMain(m *testing.M) {
	if b := os.Getenv("ACKRITE_SCENARIO_BINARY"); b != "" {
		// Another build to measure the corpora against (an earlier one, for
		// before-and-after figures).
		binary = b
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "ackrite-scenarios")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "ackrite")

	if out, err := exec.Command("go", "build", "-o", binary, "github.com/ackrite/ackrite/cmd/ackrite").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building ackrite: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// A scenario is one entry of a corpus file.
type scenario struct {
	Name  string            `json:"name"`
	Why   string            `json:"why"`
	Files map[string]string `json:"files"`
	Steps []step            `json:"steps"`
}

type step struct {
	Subcommand string          `json:"subcommand"`
	Args       []string        `json:"args"`
	Payload    json.RawMessage `json:"payload"`
	Expect     *struct {
		Decision string `json:"decision"`
	} `json:"expect"`
}

// A gap is a scenario step whose expectation the gate does not meet yet,
// with the reason; only a false block may be one.
type gap struct {
	Harness, File, Scenario string
	Step                    int
	Reason                  string
}

// harnesses are the corpora's directories, one per --harness value.
var harnesses = []string{"claude-code", "codex", "gemini", "cursor", "copilot"}

// corpora are the parts of each harness's corpus counted apart: all of
// it, the table-rendered core, the red team's attacks, the blind third.
var corpora = []string{"", "/core", "/redteam", "/blind"}

// noAsk are the harnesses with no "ask" answer: there, deny satisfies an
// expected ask (the format's rule).
var noAsk = map[string]bool{"codex": true, "gemini": true}

type tally struct{ steps, right, falseAllow, falseBlock, other int }

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// consultSources stats the binary's sources: go test caches a result by
// the files a test consults, so a change to any of them runs the corpora
// again.
func consultSources(root string) {
	for _, d := range []string{"cmd/ackrite", "internal"} {
		filepath.WalkDir(filepath.Join(root, d), func(p string, e os.DirEntry, err error) error {
			if err == nil && !e.IsDir() && strings.HasSuffix(p, ".go") {
				os.Stat(p)
			}
			return nil
		})
	}
}

func TestScenarios(t *testing.T) {
	root := repoRoot(t)
	consultSources(root)
	base := filepath.Join(root, "testdata", "gate", "scenarios")
	gaps := loadGaps(t, filepath.Join(base, "known-gaps.json"))
	used := map[string]bool{}
	tallies := map[string]*tally{}
	for _, h := range harnesses {
		for _, c := range corpora {
			tallies[h+c] = &tally{}
		}
		files, _ := filepath.Glob(filepath.Join(base, h, "*.json"))
		sort.Strings(files)
		if len(files) == 0 {
			t.Errorf("%s: no scenario files under %s", h, filepath.Join(base, h))
		}
		n := 0
		for _, f := range files {
			var list []scenario
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &list); err != nil {
				t.Errorf("%s: %v", f, err)
				continue
			}
			// core.json and redteam.json are rendered from ./gen's tables;
			// every other file is the blind third, counted apart too.
			corpus := "/blind"
			switch filepath.Base(f) {
			case "core.json":
				corpus = "/core"
			case "redteam.json":
				corpus = "/redteam"
			}
			for _, sc := range list {
				n++
				t.Run(h+"/"+sc.Name, func(t *testing.T) {
					runScenario(t, root, h, f, sc, gaps, used, tallies[h], tallies[h+corpus])
				})
			}
		}
		if n < 40 {
			t.Errorf("%s: %d scenarios; the corpus holds at least 40 per harness", h, n)
		}
	}
	for key, g := range gaps {
		if !used[key] {
			t.Errorf("known gap %s/%s step %d is met now (or gone): remove it from known-gaps.json", g.Harness, g.Scenario, g.Step)
		}
	}
	for _, h := range harnesses {
		for _, c := range corpora {
			tl := tallies[h+c]
			if tl.steps == 0 {
				continue
			}
			rate := 100 * float64(tl.right) / float64(tl.steps)
			t.Logf("figures %-17s %3d decisions: %3d right (%.1f%%), %d false allows, %d false blocks, %d other", h+c, tl.steps, tl.right, rate,
				tl.falseAllow, tl.falseBlock, tl.other)
		}
		if tl := tallies[h]; tl.falseAllow > 0 {
			t.Errorf("%s: %d false allows; the target is 0", h, tl.falseAllow)
		}
	}
}

func gapKey(h, file, name string, i int) string {
	return fmt.Sprintf("%s\x00%s\x00%s\x00%d", h, filepath.Base(file), name, i)
}

func loadGaps(t *testing.T, path string) map[string]gap {
	out := map[string]gap{}
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return out
	}
	if err != nil {
		t.Fatal(err)
	}
	var list []gap
	if err := json.Unmarshal(data, &list); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	for _, g := range list {
		if strings.TrimSpace(g.Reason) == "" {
			t.Errorf("known gap %s/%s has no reason", g.Harness, g.Scenario)
		}
		out[gapKey(g.Harness, g.File, g.Scenario, g.Step)] = g
	}
	return out
}

func runScenario(t *testing.T, root, h, file string, sc scenario, gaps map[string]gap, used map[string]bool, tallies ...*tally) {
	project := t.TempDir()
	if real, err := filepath.EvalSymlinks(project); err == nil {
		project = real
	}
	session := "scn-" + strings.NewReplacer(" ", "-", "/", "-").Replace(sc.Name) + "-" + h
	sub := substituter{root: root, dir: filepath.Dir(file), project: project, session: session}
	for name, content := range sc.Files {
		p := filepath.Join(project, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		c, err := sub.text(content)
		if err != nil {
			t.Fatalf("files[%s]: %v", name, err)
		}
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i, st := range sc.Steps {
		payload, err := sub.payload(st.Payload)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		args := append([]string{"gate", st.Subcommand, "--harness", h}, st.Args...)
		stdout, stderr, code := run(t, project, payload, args)
		got := decision(h, st.Subcommand, stdout, code)
		if st.Expect == nil {
			if got == "error" {
				t.Errorf("step %d (%s): failed unexpectedly: exit %d, stderr %q", i, st.Subcommand, code, stderr)
			}
			continue
		}
		want := st.Expect.Decision
		count := func(f func(*tally)) {
			for _, tl := range tallies {
				f(tl)
			}
		}
		count(func(tl *tally) { tl.steps++ })
		ok := got == want || want == "ask" && got == "deny" && noAsk[h]
		key := gapKey(h, file, sc.Name, i)
		g, isGap := gaps[key]
		if isGap {
			used[key] = true
		}
		switch {
		case ok:
			count(func(tl *tally) { tl.right++ })
			if isGap {
				used[key] = false // met: the gap is stale
			}
			continue
		case allows(got) && !allows(want):
			count(func(tl *tally) { tl.falseAllow++ })
		case !allows(got) && allows(want):
			count(func(tl *tally) { tl.falseBlock++ })
		default:
			count(func(tl *tally) { tl.other++ })
		}
		if isGap && !(allows(got) && !allows(want)) {
			t.Logf("step %d: known gap (%s): got %s, want %s", i, g.Reason, got, want)
			continue
		}
		t.Errorf("step %d (%s, %s): got %s, want %s — %s\nstdout %s\nstderr %s", i, st.Subcommand, filepath.Base(file), got, want, sc.Why,
			strings.TrimSpace(stdout), strings.TrimSpace(stderr))
	}
}

// allows reports whether a decision lets the agent go on as it wished.
func allows(d string) bool { return d == "allow" || d == "ok" }

func run(t *testing.T, dir string, payload []byte, args []string) (string, string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	cmd.Dir = dir
	cmd.Env = hookEnv()
	cmd.Stdin = bytes.NewReader(payload)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running %v: %v", args, err)
	}
	return stdout.String(), stderr.String(), code
}

// hookEnv is the test's environment without the harnesses' project
// variables and the runners' option variables, so that a scenario sees
// only what it sets.
func hookEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR", "CURSOR_PROJECT_DIR", "GOFLAGS", "PYTEST_ADDOPTS":
			continue
		}
		env = append(env, kv)
	}
	return env
}

// decision maps a harness's answer to the abstract decision, as each
// harness's documentation says it reads it (not as the gate writes it):
//
//   - claude-code, codex: exit 2 blocks; stdout JSON {"decision":"block"}
//     blocks a stop; hookSpecificOutput.permissionDecision decides a tool.
//   - gemini: exit 2 blocks; {"decision":"deny"|"block"} blocks.
//   - cursor: a stop's followup_message continues the loop (its block);
//     {"permission": …} decides a tool; exit 2 denies it.
//   - copilot: only stdout JSON counts — {"decision":"block"} on a stop,
//     permissionDecision on a tool; exit codes are logged and skipped.
//
// A record that exits non-zero is an error.
func decision(h, sub, stdout string, code int) string {
	var v struct {
		Decision           string `json:"decision"`
		Permission         string `json:"permission"`
		PermissionDecision string `json:"permissionDecision"`
		FollowupMessage    string `json:"followup_message"`
		HookSpecificOutput struct {
			PermissionDecision string `json:"permissionDecision"`
		} `json:"hookSpecificOutput"`
	}
	json.Unmarshal([]byte(strings.TrimSpace(stdout)), &v)
	if sub == "record" {
		if code != 0 {
			return "error"
		}
		return "ok"
	}
	exitBlocks := h == "claude-code" || h == "codex" || h == "gemini" || h == "cursor" && sub == "check"
	switch sub {
	case "stop":
		switch h {
		case "cursor":
			if v.FollowupMessage != "" {
				return "block"
			}
			return "allow"
		case "copilot":
			if v.Decision == "block" {
				return "block"
			}
			return "allow"
		case "gemini":
			if code == 2 || v.Decision == "block" || v.Decision == "deny" {
				return "block"
			}
		default:
			if code == 2 || v.Decision == "block" {
				return "block"
			}
		}
		return "allow"
	case "check":
		if exitBlocks && code == 2 {
			return "deny"
		}
		var d string
		switch h {
		case "claude-code", "codex":
			d = v.HookSpecificOutput.PermissionDecision
			if v.Decision == "block" {
				d = "deny"
			}
		case "gemini":
			if v.Decision == "deny" || v.Decision == "block" {
				d = "deny"
			}
		case "cursor":
			d = v.Permission
		case "copilot":
			d = v.PermissionDecision
		}
		if d == "ask" || d == "deny" {
			return d
		}
		return "allow"
	}
	return "error"
}

// A substituter replaces the format's placeholders in a payload.
type substituter struct {
	root, dir, project, session string
}

func (s substituter) text(v string) (string, error) {
	v = strings.ReplaceAll(v, "{{project}}", s.project)
	v = strings.ReplaceAll(v, "{{session}}", s.session)
	for {
		i := strings.Index(v, "{{file:")
		if i < 0 {
			return v, nil
		}
		j := strings.Index(v[i:], "}}")
		if j < 0 {
			return "", fmt.Errorf("an unclosed {{file: in %q", v)
		}
		path := v[i+len("{{file:") : i+j]
		full := filepath.Join(s.dir, filepath.FromSlash(path))
		if strings.HasPrefix(path, "testdata/") || strings.HasPrefix(path, "cmd/") {
			full = filepath.Join(s.root, filepath.FromSlash(path))
		}
		data, err := os.ReadFile(full)
		if err != nil {
			return "", err
		}
		v = v[:i] + string(data) + v[i+j+2:]
	}
}

func (s substituter) payload(raw json.RawMessage) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	v, err := s.walk(v)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err = enc.Encode(v)
	return b.Bytes(), err
}

func (s substituter) walk(v any) (any, error) {
	switch x := v.(type) {
	case string:
		return s.text(x)
	case []any:
		for i := range x {
			var err error
			if x[i], err = s.walk(x[i]); err != nil {
				return nil, err
			}
		}
		return x, nil
	case map[string]any:
		if inner, ok := x["$jsonString"]; ok && len(x) == 1 {
			w, err := s.walk(inner)
			if err != nil {
				return nil, err
			}
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetEscapeHTML(false)
			enc.Encode(w)
			return strings.TrimSuffix(b.String(), "\n"), nil
		}
		for k, e := range x {
			var err error
			if x[k], err = s.walk(e); err != nil {
				return nil, err
			}
		}
		return x, nil
	}
	return v, nil
}
