package adapters

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate/harness"
)

// Each adapter's install merges into its harness's project configuration:
// the file each documents, keeping what is there, once, and what it prints
// is what it writes into an empty project.
func TestInstallEveryHarness(t *testing.T) {
	want := map[string]string{"claude-code": ".claude/settings.json", "codex": ".codex/hooks.json", "gemini": ".gemini/settings.json",
		"cursor": ".cursor/hooks.json", "copilot": ".github/hooks/ackrite.json"}
	for _, a := range All {
		t.Run(a.Name(), func(t *testing.T) {
			cfg := a.Config()
			if cfg.Path != want[a.Name()] {
				t.Errorf("config %s, want %s", cfg.Path, want[a.Name()])
			}
			if !strings.Contains(a.Source(), "https://") || !strings.Contains(a.Source(), "read 2026-") {
				t.Errorf("source %q names no documentation and date", a.Source())
			}
			empty := t.TempDir()
			path, added, err := cfg.Install(empty, "ackrite")
			if err != nil || len(added) == 0 {
				t.Fatalf("install: %v %v", added, err)
			}
			written, _ := os.ReadFile(path)
			printed, _ := cfg.Hooks("ackrite")
			if !jsonEqual(written, printed) {
				t.Errorf("printed and written differ:\n%s\n---\n%s", printed, written)
			}
			for _, r := range cfg.Rows {
				cmd := "ackrite gate " + string(r.Sub)
				if a.Name() != Default {
					cmd += " --harness " + a.Name()
				}
				if !strings.Contains(string(written), `"`+cmd+`"`) {
					t.Errorf("no %q under %s:\n%s", cmd, r.Event, written)
				}
			}
			// A project with a hook of its own on the first event.
			dir := t.TempDir()
			p := filepath.Join(dir, cfg.Path)
			os.MkdirAll(filepath.Dir(p), 0o755)
			first := cfg.Rows[0].Event
			own := `{"` + cfg.CommandField + `": "./own-hook.sh"}`
			if cfg.Grouped {
				own = `{"hooks": [{"type": "command", "command": "./own-hook.sh"}]}`
			}
			os.WriteFile(p, []byte(`{"theme": "dark", "hooks": {"`+first+`": [`+own+`]}}`), 0o600)
			if _, _, err := cfg.Install(dir, "ackrite"); err != nil {
				t.Fatal(err)
			}
			got, _ := os.ReadFile(p)
			if !strings.Contains(string(got), "./own-hook.sh") || !strings.Contains(string(got), `"theme": "dark"`) {
				t.Errorf("lost what was there:\n%s", got)
			}
			if _, again, _ := cfg.Install(dir, "/opt/ackrite"); len(again) != 0 {
				t.Errorf("a second install added %v", again)
			}
		})
	}
	if _, err := Lookup("vscode"); err == nil || !strings.Contains(err.Error(), "claude-code, codex, copilot, cursor, gemini") {
		t.Errorf("an unknown harness: %v", err)
	}
}

func jsonEqual(a, b []byte) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && toString(x) == toString(y)
}

func toString(v any) string {
	data, _ := json.Marshal(v)
	return string(data)
}

func TestIgnoreLedger(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("bin/"), 0o644)
	if changed, err := harness.IgnoreLedger(dir); !changed || err != nil {
		t.Fatalf("changed %v, %v", changed, err)
	}
	if changed, _ := harness.IgnoreLedger(dir); changed {
		t.Error("second call changed it again")
	}
	got, _ := os.ReadFile(filepath.Join(dir, ".gitignore"))
	if string(got) != "bin/\n.ackrite/\n" {
		t.Errorf("got %q", got)
	}
}
