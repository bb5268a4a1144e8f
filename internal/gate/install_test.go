package gate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
	added, err := Install(path, "/usr/local/bin/ackrite")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"}, added); d != "" {
		t.Errorf("added (-want +got):\n%s", d)
	}
	got, _ := os.ReadFile(path)
	s := string(got)
	for _, want := range []string{`"gofmt -w \"$CLAUDE_PROJECT_DIR\""`, `"/usr/local/bin/ackrite gate record"`, `"/usr/local/bin/ackrite gate stop"`,
		`"/usr/local/bin/ackrite gate check"`, `"Bash(go test:*)"`} {
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
	again, err := Install(path, "ackrite")
	if err != nil || len(again) != 0 {
		t.Errorf("second install added %v, %v", again, err)
	}
	if got2, _ := os.ReadFile(path); string(got2) != s {
		t.Errorf("second install changed the file")
	}
}

func TestInstallRefusesBadSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte(`{"hooks": {"Stop": {"not": "an array"}}}`), 0o644)
	if _, err := Install(path, "ackrite"); err == nil || !strings.Contains(err.Error(), "hooks.Stop") {
		t.Errorf("got %v, want an error naming hooks.Stop", err)
	}
	os.WriteFile(path, []byte(`[1]`), 0o644)
	if _, err := Install(path, "ackrite"); err == nil {
		t.Error("an array is not settings")
	}
}

func TestIgnoreLedger(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("bin/"), 0o644)
	if changed, err := IgnoreLedger(dir); !changed || err != nil {
		t.Fatalf("changed %v, %v", changed, err)
	}
	if changed, _ := IgnoreLedger(dir); changed {
		t.Error("second call changed it again")
	}
	got, _ := os.ReadFile(filepath.Join(dir, ".gitignore"))
	if string(got) != "bin/\n.ackrite/\n" {
		t.Errorf("got %q", got)
	}
}

// A gate hook already there with flags of its own (--mode deny, --state)
// is the gate's hook: install adds no second one; and the other hooks'
// commands are written back as they were, not with & and < escaped.
func TestInstallKeepsCustomisedHooksAsTheyAre(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(path), 0o755)
	before := `{"hooks": {
  "PreToolUse": [
    {"matcher": "Bash", "hooks": [{"type": "command", "command": "test -f x && echo '<ok>' > /dev/null"}]},
    {"matcher": "Bash|Edit|MultiEdit|Write|NotebookEdit", "hooks": [{"type": "command", "command": "/opt/bin/ackrite gate check --mode deny"}]}
  ],
  "Stop": [{"hooks": [{"type": "command", "command": "\"$HOME/bin/ackrite\" gate stop --state /var/tmp/gate"}]}]
}}`
	os.WriteFile(path, []byte(before), 0o644)
	added, err := Install(path, "/usr/local/bin/ackrite")
	if err != nil {
		t.Fatal(err)
	}
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

// A settings.json that is a symbolic link (shared settings) is updated
// through the link; the link stays a link.
func TestInstallWritesThroughASymlink(t *testing.T) {
	dir := t.TempDir()
	shared := filepath.Join(dir, "shared-settings.json")
	os.WriteFile(shared, []byte(`{"model": "opus"}`), 0o644)
	path := filepath.Join(dir, "proj", ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.Symlink(shared, path); err != nil {
		t.Skip(err)
	}
	if _, err := Install(path, "ackrite"); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(path); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if got, _ := os.ReadFile(shared); !strings.Contains(string(got), "gate stop") || !strings.Contains(string(got), `"opus"`) {
		t.Errorf("the linked file was not updated:\n%s", got)
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
			path := filepath.Join(t.TempDir(), "settings.json")
			os.WriteFile(path, []byte(`{"hooks": {"PostToolUse": [`+c.group+`]}}`), 0o644)
			added, err := Install(path, "ackrite")
			if err != nil {
				t.Fatal(err)
			}
			got, _ := os.ReadFile(path)
			var v struct{ Hooks map[string][]hookGroup }
			if err := json.Unmarshal(got, &v); err != nil {
				t.Fatal(err)
			}
			post := v.Hooks[EventPostToolUse]
			if w := contains(added, EventPostToolUse); w != c.widened || len(post) != 1 || (post[0].Matcher == toolMatcher) != c.widened ||
				strings.Count(string(got), "gate record") != 2 {
				t.Errorf("added %v, want PostToolUse widened: %v:\n%s", added, c.widened, got)
			}
			if again, _ := Install(path, "ackrite"); len(again) != 0 {
				t.Errorf("a second install changed %v", again)
			}
		})
	}
}
