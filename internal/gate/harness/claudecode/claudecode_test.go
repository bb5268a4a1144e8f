package claudecode

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/harnesstest"
	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/google/go-cmp/cmp"
)

// The payloads of the hooks reference decode into the core's events.
func TestDecodeTheDocumentedPayloads(t *testing.T) {
	a := Adapter{}
	zero, one := 0, 1
	cases := []struct {
		file string
		sub  harness.Sub
		want gate.Event
	}{
		{"pre-tool-use-bash.json", harness.Check, gate.Event{Action: gate.Run, Command: "npm test"}},
		{"post-tool-use-bash.json", harness.Record, gate.Event{Action: gate.Run, Command: "go test ./...",
			Result: gate.Result{Output: "ok  \texample.com/cart\t0.002s\n", Exit: &zero}}},
		{"post-tool-use-failure-bash.json", harness.Record, gate.Event{Action: gate.Run, Command: "npm test", Failed: true,
			Result: gate.Result{Output: "FAIL src/cart.test.js\n  ● total › adds prices\n", Exit: &one}}},
		{"post-tool-use-write.json", harness.Record, gate.Event{Action: gate.Edit, Change: gate.Change{Paths: []string{"/path/to/file.txt"}, Added: "file content", Whole: true}}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			ev, err := a.DecodeTool(c.sub, harnesstest.Fixture(t, c.file), harnesstest.NoEnv)
			if err != nil {
				t.Fatal(err)
			}
			got := gate.Event{Action: ev.Action, Command: ev.Command, Result: ev.Result, Change: ev.Change, Failed: ev.Failed}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
			if ev.Session != "abc123" || ev.Cwd != "/home/user/my-project" || ev.Project != ev.Cwd {
				t.Errorf("session %q, cwd %q, project %q", ev.Session, ev.Cwd, ev.Project)
			}
		})
	}
	s, err := a.DecodeStop(harnesstest.Fixture(t, "stop.json"), func(k string) (string, bool) { return "/proj", k == "CLAUDE_PROJECT_DIR" })
	if err != nil || !s.Continuing || !strings.HasPrefix(s.Final, "I've completed") || s.Project != "/proj" {
		t.Errorf("stop: %+v, %v", s, err)
	}
}

func TestPayloadErrors(t *testing.T) {
	cases := []struct {
		sub      harness.Sub
		in, want string
	}{
		{harness.Stop, "", "claude-code hook payload: stdin is empty"},
		{harness.Stop, "{", "claude-code hook payload: not a JSON object"},
		{harness.Stop, `{"session_id": 3}`, "session_id: want a string, got a number"},
		{harness.Stop, `{"session_id": "s"}`, "hook_event_name is missing"},
		{harness.Stop, `{"session_id": "s", "hook_event_name": "Stop"} {}`, "more than one JSON value"},
		{harness.Stop, `{"session_id": "s", "hook_event_name": "Notification"}`, `hook_event_name is "Notification"; this subcommand handles Stop and SubagentStop`},
		{harness.Record, `{"session_id": "s", "hook_event_name": "PostToolUse"}`, "tool_name is missing"},
		{harness.Record, `{"session_id": "s", "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls"}}`, "tool_response is missing"},
		{harness.Check, `{"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": "rm -rf /"}`, "tool_input: want a JSON object, got a string"},
	}
	for _, c := range cases {
		var err error
		if c.sub == harness.Stop {
			_, err = Adapter{}.DecodeStop([]byte(c.in), harnesstest.NoEnv)
		} else {
			_, err = Adapter{}.DecodeTool(c.sub, []byte(c.in), harnesstest.NoEnv)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q = %v, want %q", c.sub, c.in, err, c.want)
		}
	}
}

// PostToolUseFailure means the tool call failed, whatever its error
// starts with: a timeout that cut the run after some packages passed is
// not a pass.
func TestRecordAFailedCallIsNeverAPass(t *testing.T) {
	cases := []struct {
		name, err string
		want      gate.Outcome
	}{
		{"timed out after some packages passed", "Command timed out after 2m 0.0s\nok  \texample.com/cart\t0.012s\nok  \texample.com/cart/billing\t0.3s", gate.Fail},
		{"a failure without an exit line", "ok  \texample.com/cart\t0.012s", gate.Fail},
		{"exit code with a failure", "Exit code 1\n--- FAIL: TestTotal (0.00s)\nFAIL\texample.com/cart\t0.01s", gate.Fail},
		{"exit code 5 with no tests", "Exit code 5\n============================ no tests ran in 0.01s =============================", gate.NoRun},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, _ := json.Marshal(map[string]any{"session_id": "s", "cwd": "/p", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
				"tool_input": map[string]string{"command": "go test ./..."}, "error": c.err})
			ev, err := Adapter{}.DecodeTool(harness.Record, p, harnesstest.NoEnv)
			if err != nil {
				t.Fatal(err)
			}
			l := &gate.Ledger{}
			gate.Record(l, ev, gate.Evidence, runner.OS("/p"))
			if got := l.Entries[0].Outcome; got != c.want {
				t.Errorf("outcome %q, want %q (because %q)", got, c.want, l.Entries[0].Because)
			}
		})
	}
}

// An Edit or Bash input the gate cannot read still marks what it may have
// changed stale — the file it names, or every run — before the error is
// reported: a missed edit would be a false green.
func TestAnUnreadableInputStillMarksStale(t *testing.T) {
	const passOut = "ok  \texample.com/cart\t0.002s"
	cases := []struct {
		name, tool, input string
		shows             string
		err               bool
	}{
		{"an Edit with a field of another type", "Edit", `{"file_path": "/p/cart.go", "old_string": 1, "new_string": 2}`, "before /p/cart.go was edited", false},
		{"a MultiEdit with edits of another shape", "MultiEdit", `{"file_path": "/p/cart.go", "edits": "x"}`, "before /p/cart.go was edited", false},
		{"a Bash command that is not a string", "Bash", `{"command": ["sed", "-i", "s/a/b/", "cart.go"]}`, "an input the gate cannot read", true},
		{"an Edit with no path", "Edit", `{"path": 3}`, "an input the gate cannot read", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &gate.Ledger{}
			zero := 0
			gate.Record(l, &gate.Event{Action: gate.Run, Cwd: "/p", Command: "go test ./...", Result: gate.Result{Output: passOut, Exit: &zero}}, gate.Evidence, runner.OS("/p"))
			p := `{"session_id": "s", "cwd": "/p", "hook_event_name": "PostToolUse", "tool_name": "` + c.tool + `", "tool_input": ` + c.input +
				`, "tool_response": {"stdout": "", "stderr": ""}}`
			ev, err := Adapter{}.DecodeTool(harness.Record, []byte(p), harnesstest.NoEnv)
			if (err != nil) != c.err || ev == nil {
				t.Fatalf("err %v, want an error: %v", err, c.err)
			}
			gate.Record(l, ev, gate.Evidence, runner.OS("/p"))
			d := gate.Decide(l, "All tests pass now.", "/p", gate.Evidence)
			if !d.Block || !strings.Contains(d.Reason, c.shows) {
				t.Errorf("Block = %v; reason %q, want it to hold %q", d.Block, d.Reason, c.shows)
			}
		})
	}
}

// The installed matchers select what the documented matcher semantics
// select: a matcher holding characters other than letters, digits, _ and
// | is an unanchored JavaScript regular expression (RE2 agrees on these).
func TestInstallMatchersCoverMCPTools(t *testing.T) {
	for _, c := range []struct {
		matcher string
		match   []string
		miss    []string
	}{
		{toolMatcher, []string{"Bash", "Edit", "MultiEdit", "Write", "NotebookEdit", "mcp__filesystem__write_file", "mcp__plugin_tools_fs__edit_file"},
			[]string{"TodoWrite", "BashOutput", "Read", "WebFetch", "xmcp__a__b"}},
		{failureMatcher, []string{"Bash", "mcp__filesystem__move_file"}, []string{"Edit", "BashOutput"}},
	} {
		re := regexp.MustCompile(c.matcher)
		for _, n := range c.match {
			if !re.MatchString(n) {
				t.Errorf("%q does not match %s", c.matcher, n)
			}
		}
		for _, n := range c.miss {
			if re.MatchString(n) {
				t.Errorf("%q matches %s", c.matcher, n)
			}
		}
	}
}

func install(t *testing.T, dir, bin string) []string {
	t.Helper()
	_, added, err := Adapter{}.Config().Install(dir, bin)
	if err != nil {
		t.Fatal(err)
	}
	return added
}

func TestInstallMergesAndIsIdempotent(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(path), 0o755)
	before := `{
  "permissions": {"allow": ["Bash(go test:*)"]},
  "hooks": {
    "PostToolUse": [{"matcher": "Write", "hooks": [{"type": "command", "command": "gofmt -w \"$CLAUDE_PROJECT_DIR\""}]}]
  },
  "model": "opus"
}`
	os.WriteFile(path, []byte(before), 0o600)
	added := install(t, dir, "ackrite")
	if d := cmp.Diff([]string{"PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"}, added); d != "" {
		t.Errorf("added (-want +got):\n%s", d)
	}
	got, _ := os.ReadFile(path)
	s := string(got)
	for _, want := range []string{`"gofmt -w \"$CLAUDE_PROJECT_DIR\""`, `"ackrite gate record"`, `"ackrite gate stop"`, `"ackrite gate check"`, `"Bash(go test:*)"`} {
		if !strings.Contains(s, want) {
			t.Errorf("settings lost or lack %s:\n%s", want, s)
		}
	}
	if strings.Index(s, `"permissions"`) > strings.Index(s, `"hooks"`) || strings.Index(s, `"hooks"`) > strings.Index(s, `"model"`) {
		t.Errorf("key order changed:\n%s", s)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the file's own 0600", st.Mode().Perm())
	}
	if again := install(t, dir, "/usr/local/bin/ackrite"); len(again) != 0 {
		t.Errorf("second install added %v", again)
	}
	if got2, _ := os.ReadFile(path); string(got2) != s {
		t.Errorf("second install changed the file")
	}
}

func TestInstallRefusesBadSettings(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, ".claude"), 0o755)
	path := filepath.Join(dir, ".claude", "settings.json")
	os.WriteFile(path, []byte(`{"hooks": {"Stop": {"not": "an array"}}}`), 0o644)
	if _, _, err := (Adapter{}).Config().Install(dir, "ackrite"); err == nil || !strings.Contains(err.Error(), "hooks.Stop") {
		t.Errorf("got %v, want an error naming hooks.Stop", err)
	}
	os.WriteFile(path, []byte(`[1]`), 0o644)
	if _, _, err := (Adapter{}).Config().Install(dir, "ackrite"); err == nil {
		t.Error("an array is not settings")
	}
}

// A gate hook already there with flags of its own (--mode deny, --state)
// is the gate's hook: install adds no second one; and the other hooks'
// commands are written back as they were, not with & and < escaped.
func TestInstallKeepsCustomisedHooksAsTheyAre(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(path), 0o755)
	before := `{"hooks": {
  "PreToolUse": [
    {"matcher": "Bash", "hooks": [{"type": "command", "command": "test -f x && echo '<ok>' > /dev/null"}]},
    {"matcher": "Bash|Edit|MultiEdit|Write|NotebookEdit", "hooks": [{"type": "command", "command": "/opt/bin/ackrite gate check --mode deny"}]}
  ],
  "Stop": [{"hooks": [{"type": "command", "command": "\"$HOME/bin/ackrite\" gate stop --state /var/tmp/gate"}]}]
}}`
	os.WriteFile(path, []byte(before), 0o644)
	added := install(t, dir, "ackrite")
	// The gate's own check group, with the matcher an earlier ackrite
	// wrote, is widened to MCP tools and keeps its --mode.
	if d := cmp.Diff([]string{"PreToolUse", "PostToolUse", "PostToolUseFailure"}, added); d != "" {
		t.Errorf("added (-want +got):\n%s", d)
	}
	got, _ := os.ReadFile(path)
	if n := strings.Count(string(got), "gate check"); n != 1 {
		t.Errorf("%d gate check hooks:\n%s", n, got)
	}
	for _, want := range []string{`"matcher": "^(Bash|Edit|MultiEdit|Write|NotebookEdit)$|^mcp__"`, `"/opt/bin/ackrite gate check --mode deny"`, `"matcher": "Bash",`} {
		if !strings.Contains(string(got), want) {
			t.Errorf("settings lack %s:\n%s", want, got)
		}
	}
	if !strings.Contains(string(got), `"test -f x && echo '<ok>' > /dev/null"`) {
		t.Errorf("another hook's command was rewritten:\n%s", got)
	}
}

// A settings.json that is a symbolic link to a file inside the project is
// updated through the link; one that leads out of the project is refused.
func TestInstallThroughASymlink(t *testing.T) {
	dir := t.TempDir()
	proj := filepath.Join(dir, "proj")
	os.MkdirAll(filepath.Join(proj, ".claude"), 0o755)
	shared := filepath.Join(proj, "shared-settings.json")
	os.WriteFile(shared, []byte(`{"model": "opus"}`), 0o644)
	path := filepath.Join(proj, ".claude", "settings.json")
	if err := os.Symlink(shared, path); err != nil {
		t.Skip(err)
	}
	install(t, proj, "ackrite")
	if st, err := os.Lstat(path); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if got, _ := os.ReadFile(shared); !strings.Contains(string(got), "gate stop") || !strings.Contains(string(got), `"opus"`) {
		t.Errorf("the linked file was not updated:\n%s", got)
	}
	outside := filepath.Join(dir, "elsewhere.json")
	os.WriteFile(outside, []byte(`{}`), 0o644)
	os.Remove(path)
	os.Symlink(outside, path)
	if _, _, err := (Adapter{}).Config().Install(proj, "ackrite"); err == nil || !strings.Contains(err.Error(), "outside the project") {
		t.Errorf("got %v, want a refusal of a link out of the project", err)
	}
}

// A matcher the person chose for the gate, or a group the gate shares
// with another hook, is never widened.
func TestInstallWidensOnlyItsOwnOldMatchers(t *testing.T) {
	cases := []struct {
		name, group string
		widened     bool
	}{
		{"an earlier ackrite's matcher", `{"matcher": "Bash|Edit|MultiEdit|Write|NotebookEdit", "hooks": [{"type": "command", "command": "ackrite gate record", "timeout": 30}]}`, true},
		{"a matcher the person chose", `{"matcher": "Bash", "hooks": [{"type": "command", "command": "ackrite gate record"}]}`, false},
		{"a group shared with another hook", `{"matcher": "Bash|Edit|MultiEdit|Write|NotebookEdit", "hooks": [{"type": "command", "command": "ackrite gate record"}, {"type": "command", "command": "notify-send x"}]}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, ".claude", "settings.json")
			os.MkdirAll(filepath.Dir(path), 0o755)
			os.WriteFile(path, []byte(`{"hooks": {"PostToolUse": [`+c.group+`]}}`), 0o644)
			added := install(t, dir, "ackrite")
			got, _ := os.ReadFile(path)
			var v struct {
				Hooks map[string][]struct{ Matcher string }
			}
			if err := json.Unmarshal(got, &v); err != nil {
				t.Fatal(err)
			}
			post := v.Hooks[postToolUse]
			if w := slices.Contains(added, postToolUse); w != c.widened || len(post) != 1 || (post[0].Matcher == toolMatcher) != c.widened ||
				strings.Count(string(got), "gate record") != 2 {
				t.Errorf("added %v, want PostToolUse widened: %v:\n%s", added, c.widened, got)
			}
			if again := install(t, dir, "ackrite"); len(again) != 0 {
				t.Errorf("a second install changed %v", again)
			}
		})
	}
}
