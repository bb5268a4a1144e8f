package scenarios

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// configs are where each harness reads its project hooks and under which
// events the gate's record and stop hooks go, as each harness's
// documentation names them (see the adapters' package comments).
var configs = map[string]struct {
	path         string
	commandField string
	grouped      bool
	wantEvents   []string
}{
	"claude-code": {path: ".claude/settings.json", commandField: "command", grouped: true,
		wantEvents: []string{"PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"}},
	"codex": {path: ".codex/hooks.json", commandField: "command", grouped: true,
		wantEvents: []string{"PreToolUse", "PostToolUse", "Stop"}},
	"gemini": {path: ".gemini/settings.json", commandField: "command", grouped: true,
		wantEvents: []string{"BeforeTool", "AfterTool", "AfterAgent"}},
	"cursor": {path: ".cursor/hooks.json", commandField: "command",
		wantEvents: []string{"preToolUse", "postToolUse", "postToolUseFailure", "afterAgentResponse", "stop"}},
	"copilot": {path: ".github/hooks/ackrite.json", commandField: "bash",
		wantEvents: []string{"preToolUse", "postToolUse", "postToolUseFailure", "agentStop"}},
}

// copilotEvents are the camelCase events of Copilot's payloads, which
// carry no event name: the scenario's subcommand says which it was.
var copilotEvents = map[string]string{"record": "postToolUse", "stop": "agentStop", "check": "preToolUse"}

// Every harness works end to end: `gate install --harness X --write` writes
// its configuration, and the commands it wrote, run the way the harness
// runs them (sh -c, payload on stdin, in the project), block a stop after
// a failing run and allow one after a fresh pass. A second install
// changes nothing, and a hook of the person's own stays.
func TestInstallEndToEnd(t *testing.T) {
	root := repoRoot(t)
	consultSources(root)
	for _, h := range harnesses {
		t.Run(h, func(t *testing.T) {
			cfg := configs[h]
			dir := t.TempDir()
			if real, err := filepath.EvalSymlinks(dir); err == nil {
				dir = real
			}
			path := filepath.Join(dir, filepath.FromSlash(cfg.path))
			os.MkdirAll(filepath.Dir(path), 0o755)
			other := `{"hooks": {}}`
			if cfg.grouped {
				other = `{"model": "x", "hooks": {"` + cfg.wantEvents[0] + `": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./audit.sh"}]}]}}`
			}
			os.WriteFile(path, []byte(other), 0o644)
			out, errOut, code := run(t, dir, nil, []string{"gate", "install", "--harness", h, "--write", "--dir", dir, "--bin", binary})
			if code != 0 {
				t.Fatalf("install: exit %d: %s %s", code, out, errOut)
			}
			data, _ := os.ReadFile(path)
			if cfg.grouped && !strings.Contains(string(data), "./audit.sh") {
				t.Errorf("install dropped the person's own hook:\n%s", data)
			}
			if _, _, code := run(t, dir, nil, []string{"gate", "install", "--harness", h, "--write", "--dir", dir, "--bin", binary}); code != 0 {
				t.Fatal("second install failed")
			}
			if again, _ := os.ReadFile(path); string(again) != string(data) {
				t.Errorf("a second install changed the file:\n%s\n---\n%s", data, again)
			}
			commands := hookCommands(t, data, cfg.commandField, cfg.grouped)
			for _, e := range cfg.wantEvents {
				if len(commands[e]) == 0 {
					t.Errorf("no gate hook under %s:\n%s", e, data)
				}
			}
			// The corpus's own scenarios, through the installed commands.
			var list []scenario
			raw, _ := os.ReadFile(filepath.Join(root, "testdata", "gate", "scenarios", h, "core.json"))
			json.Unmarshal(raw, &list)
			for _, name := range []string{"fail-then-claims-all-pass", "fail-fix-pass"} {
				sc := find(list, name)
				if sc == nil {
					t.Fatalf("core.json has no %s", name)
				}
				project := filepath.Join(dir, name)
				os.MkdirAll(project, 0o755)
				sub := substituter{root: root, dir: filepath.Join(root, "testdata", "gate", "scenarios", h), project: project, session: name + "-" + h}
				for n, c := range sc.Files {
					p := filepath.Join(project, n)
					os.MkdirAll(filepath.Dir(p), 0o755)
					text, _ := sub.text(c)
					os.WriteFile(p, []byte(text), 0o644)
				}
				for i, st := range sc.Steps {
					payload, err := sub.payload(st.Payload)
					if err != nil {
						t.Fatal(err)
					}
					event := copilotEvents[st.Subcommand]
					if h != "copilot" {
						var p map[string]any
						json.Unmarshal(payload, &p)
						event, _ = p["hook_event_name"].(string)
					}
					cmd := gateCommand(commands[event], st.Subcommand)
					if cmd == "" && st.Expect == nil {
						continue // an event the installed configuration does not hook (Cursor's afterShellExecution)
					}
					if cmd == "" {
						t.Fatalf("%s step %d: no installed %s hook under %s", name, i, st.Subcommand, event)
					}
					sh := exec.Command("sh", "-c", cmd)
					sh.Dir = project
					sh.Env = hookEnv()
					sh.Stdin = strings.NewReader(string(payload))
					stdout, _ := sh.Output()
					code := 0
					if sh.ProcessState != nil {
						code = sh.ProcessState.ExitCode()
					}
					if st.Expect == nil {
						continue
					}
					if got := decision(h, st.Subcommand, string(stdout), code); got != st.Expect.Decision {
						t.Errorf("%s step %d through %q: got %s, want %s (%s)", name, i, cmd, got, st.Expect.Decision, stdout)
					}
				}
			}
		})
	}
}

func find(list []scenario, name string) *scenario {
	for i := range list {
		if list[i].Name == name {
			return &list[i]
		}
	}
	return nil
}

// gateCommand is the command among an event's hooks that runs `gate sub`.
func gateCommand(cmds []string, sub string) string {
	for _, c := range cmds {
		if strings.Contains(c, " gate "+sub) {
			return c
		}
	}
	return ""
}

// hookCommands reads a hook configuration's commands by event.
func hookCommands(t *testing.T, data []byte, field string, grouped bool) map[string][]string {
	t.Helper()
	var cfg struct {
		Hooks map[string][]map[string]json.RawMessage `json:"hooks"`
	}
	if err := json.Unmarshal(data, &cfg); err != nil {
		t.Fatalf("%v:\n%s", err, data)
	}
	out := map[string][]string{}
	for event, entries := range cfg.Hooks {
		for _, e := range entries {
			handlers := []map[string]json.RawMessage{e}
			if grouped {
				handlers = nil
				json.Unmarshal(e["hooks"], &handlers)
			}
			for _, h := range handlers {
				var c string
				json.Unmarshal(h[field], &c)
				if c != "" {
					out[event] = append(out[event], c)
				}
			}
		}
	}
	return out
}
