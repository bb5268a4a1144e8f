package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/claudecode"
	"github.com/ackrite/ackrite/internal/gate/runner"
)

// The end-to-end tests of `ackrite gate` feed hook payloads in the shapes
// Claude Code's hooks reference documents (https://code.claude.com/docs/en/hooks:
// "Common input fields", "PostToolUse input", "PostToolUseFailure input",
// "Stop input", "PreToolUse input") through the real binary, with real
// `go test` output captured from the fixture projects under
// testdata/gate/projects by scripts/gate-fixtures.

// hookSession is one Claude Code session against a temporary project.
type hookSession struct {
	t     testing.TB
	id    string
	dir   string // the project: the payloads' cwd
	state string // --state
}

func newHookSession(t testing.TB) *hookSession {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/cart\n\ngo 1.22\n"), 0o644)
	return &hookSession{t: t, id: "3f1c9a2e-5b7d-4e8a-9c0f-" + strconv.Itoa(len(dir)) + "a1b2c3d4e5", dir: dir, state: filepath.Join(dir, ".ackrite")}
}

// fixture reads a captured go test output and its exit status.
func runnerOutput(t testing.TB, name string) (string, int) {
	t.Helper()
	out, err := os.ReadFile(filepath.Join("testdata", "gate", "out", name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	exit, err := os.ReadFile(filepath.Join("testdata", "gate", "out", name+".exit"))
	if err != nil {
		t.Fatal(err)
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(exit)))
	if err != nil {
		t.Fatal(err)
	}
	return string(out), n
}

func (s *hookSession) common(event string) map[string]any {
	return map[string]any{
		"session_id":      s.id,
		"transcript_path": filepath.Join(s.dir, "transcript.jsonl"),
		"cwd":             s.dir,
		"permission_mode": "default",
		"hook_event_name": event,
	}
}

// bash is the payload after a Bash tool call: PostToolUse when the command
// exited 0, PostToolUseFailure with "Exit code N" in error otherwise.
func (s *hookSession) bash(cmd, output string, exit int) map[string]any {
	p := s.common("PostToolUse")
	p["tool_name"] = "Bash"
	p["tool_input"] = map[string]any{"command": cmd, "description": "Run tests"}
	p["tool_use_id"] = "toolu_01ABC123"
	if exit == 0 {
		p["tool_response"] = map[string]any{"stdout": output, "stderr": "", "interrupted": false, "isImage": false}
		return p
	}
	p["hook_event_name"] = "PostToolUseFailure"
	p["error"] = fmt.Sprintf("Exit code %d\n%s", exit, output)
	p["is_interrupt"] = false
	return p
}

// run records a captured go test output as the output of cmd.
func (s *hookSession) run(cmd, fixtureName string) {
	out, exit := runnerOutput(s.t, fixtureName)
	s.record(s.bash(cmd, out, exit))
}

func (s *hookSession) edit(path string) map[string]any {
	p := s.common("PostToolUse")
	p["tool_name"] = "Edit"
	p["tool_input"] = map[string]any{"file_path": filepath.Join(s.dir, path), "old_string": "len(prices)-1", "new_string": "len(prices)", "replace_all": false}
	p["tool_response"] = map[string]any{"filePath": filepath.Join(s.dir, path), "success": true}
	p["tool_use_id"] = "toolu_01DEF456"
	return p
}

func (s *hookSession) stopPayload(message string) map[string]any {
	p := s.common("Stop")
	p["stop_hook_active"] = false
	p["last_assistant_message"] = message
	return p
}

func (s *hookSession) hook(payload any, args ...string) (string, string, int) {
	s.t.Helper()
	data, ok := payload.(string)
	if !ok {
		b, err := json.Marshal(payload)
		if err != nil {
			s.t.Fatal(err)
		}
		data = string(b)
	}
	return runCLIEnv(s.t, hookEnv(), data, args...)
}

// hookEnv is the test's environment without CLAUDE_PROJECT_DIR, so that a
// test run inside a Claude Code session does not write to that project.
func hookEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "CLAUDE_PROJECT_DIR=") {
			env = append(env, kv)
		}
	}
	return env
}

func (s *hookSession) record(p map[string]any) {
	s.t.Helper()
	out, errOut, code := s.hook(p, "gate", "record", "--state", s.state)
	if code != 0 || out != "" {
		s.t.Fatalf("gate record: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// stopResult is what `gate stop` answered.
type stopResult struct {
	Block         bool
	Reason        string
	SystemMessage string
	Stderr        string
}

func (s *hookSession) stop(message string) stopResult {
	s.t.Helper()
	out, errOut, code := s.hook(s.stopPayload(message), "gate", "stop", "--state", s.state)
	if code != 0 {
		s.t.Fatalf("gate stop: exit %d, stderr %q", code, errOut)
	}
	r := stopResult{Stderr: errOut}
	if out == "" {
		return r
	}
	var v struct {
		Decision      string `json:"decision"`
		Reason        string `json:"reason"`
		SystemMessage string `json:"systemMessage"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		s.t.Fatalf("gate stop printed %q, not JSON: %v", out, err)
	}
	if v.Decision != "" && v.Decision != "block" {
		s.t.Fatalf("decision %q", v.Decision)
	}
	r.Block, r.Reason, r.SystemMessage = v.Decision == "block", v.Reason, v.SystemMessage
	if r.Block && r.Reason == "" {
		s.t.Fatal("a block without a reason")
	}
	return r
}

func wantBlock(t *testing.T, r stopResult, parts ...string) {
	t.Helper()
	if !r.Block {
		t.Fatalf("allowed; want a block (stderr %q, systemMessage %q)", r.Stderr, r.SystemMessage)
	}
	for _, p := range parts {
		if !strings.Contains(r.Reason, p) {
			t.Errorf("reason lacks %q:\n%s", p, r.Reason)
		}
	}
}

func wantAllow(t *testing.T, r stopResult) {
	t.Helper()
	if r.Block || r.SystemMessage != "" {
		t.Fatalf("blocked or warned; want a plain allow:\n%s%s", r.Reason, r.SystemMessage)
	}
}

func TestGateBlocksAnUnprovenStop(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-fail")
	r := s.stop("I fixed the total. All tests pass now.")
	wantBlock(t, r, `All tests pass now`, "go test ./...", "failed", "--- FAIL: TestTotal", "block 1 of at most 2", "Run `go test ./...`")
}

func TestGateAllowsAProvenStop(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-fail")
	s.record(s.edit("cart.go"))
	s.run("go test ./...", "go-pass")
	wantAllow(t, s.stop("Fixed the off-by-one in Total. All tests pass now."))
}

func TestGateNothingRanAndEchoIsNotEvidence(t *testing.T) {
	s := newHookSession(t)
	wantBlock(t, s.stop("All tests pass."), "no run this session covers the whole suite", "Run `go test ./...`")
	s.record(s.bash(`echo "ok  	example.com/cart	0.002s"`, "ok  \texample.com/cart\t0.002s\n", 0))
	wantBlock(t, s.stop("All tests pass."), "is not a test runner, a build tool or an HTTP client")
}

func TestGateStaleEvidenceAfterAnEdit(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-pass")
	s.record(s.edit("cart.go"))
	wantBlock(t, s.stop("All tests pass now."), "passed before", "cart.go was edited", "stale")
	s.run("go test ./...", "go-pass")
	wantAllow(t, s.stop("All tests pass now."))
}

func TestGateARunThatRanNothing(t *testing.T) {
	s := newHookSession(t)
	s.run("go test -run TestTotal ./...", "go-norun")
	wantBlock(t, s.stop("TestTotal passes now."), "ran no test", "no tests to run")
}

func TestGateNamedTestAndPackage(t *testing.T) {
	s := newHookSession(t)
	s.run("go test -v ./...", "go-fail-v")
	// The run failed on TestTotal; its own line shows TestTotalEmpty
	// passing, and a failure of another test does not concern that claim.
	wantAllow(t, s.stop("TestTotalEmpty passes."))
	wantBlock(t, s.stop("TestTotal passes now."), "--- FAIL: TestTotal", "go test -run '^TestTotal$' ./...")
	// A filtered run covers only what it selected.
	s.run("go test -run '^TestTotalEmpty$' ./...", "go-pass")
	wantBlock(t, s.stop("TestTotal passes now."), "--- FAIL: TestTotal")
	// A path is covered by an unfiltered run of its package (a new
	// session: this one has blocked twice in a row).
	s = newHookSession(t)
	s.run("go test -v ./...", "go-fail-v")
	s.run("go test -run '^TestTotalEmpty$' ./...", "go-pass")
	wantBlock(t, s.stop("cart.go is fixed: the tests pass."), "failed")
	s.run("go test -v ./...", "go-pass-v")
	wantAllow(t, s.stop("cart.go is fixed: the tests pass."))
	wantAllow(t, s.stop("TestTotal passes now."))
}

func TestGateThreeLanguages(t *testing.T) {
	claims := []struct{ lang, msg string }{
		{"en", "Done: the bug is fixed and all tests pass."},
		{"es", "Listo: el error está arreglado y todos los tests pasan."},
		{"zh", "已修复这个错误，所有测试都通过了。"},
	}
	negated := []struct{ lang, msg string }{
		{"en", "The tests do not pass yet; I will fix the total next."},
		{"es", "Los tests todavía no pasan; voy a arreglar el total."},
		{"zh", "测试还没有通过，我接下来会修复。"},
	}
	for _, c := range claims {
		t.Run(c.lang, func(t *testing.T) {
			s := newHookSession(t)
			s.run("go test ./...", "go-fail")
			wantBlock(t, s.stop(c.msg), "--- FAIL: TestTotal")
			s.run("go test ./...", "go-pass")
			wantAllow(t, s.stop(c.msg))
		})
	}
	for _, c := range negated {
		t.Run(c.lang+"-negated", func(t *testing.T) {
			s := newHookSession(t)
			s.run("go test ./...", "go-fail")
			wantAllow(t, s.stop(c.msg))
		})
	}
}

func TestGateBlocksAtMostTwiceInARow(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-fail")
	wantBlock(t, s.stop("All tests pass."), "block 1 of at most 2")
	wantBlock(t, s.stop("All tests pass."), "block 2 of at most 2")
	r := s.stop("All tests pass.")
	if r.Block || !strings.Contains(r.SystemMessage, "still unproven") || !strings.Contains(r.Stderr, "All tests pass") {
		t.Fatalf("third stop: want an allow with the unproven claim as a warning, got %+v", r)
	}
	// The allow reset the count: the next unproven stop blocks again.
	wantBlock(t, s.stop("All tests pass."), "block 1 of at most 2")
}

func TestGateMalformedPayloadFailsClosed(t *testing.T) {
	s := newHookSession(t)
	cases := []struct {
		name, payload string
		args          []string
		code          int
		stderr        string
	}{
		{"stop: not JSON", "{not json", []string{"gate", "stop"}, 2, `ackrite gate stop (claude-code): claude-code hook payload: not a JSON object: 1:2: found "n" where a key in double quotes was expected; a hook receives one JSON object on stdin`},
		{"stop: not JSON at all", "not json", []string{"gate", "stop"}, 2, `ackrite gate stop (claude-code): claude-code hook payload: not a JSON object: 1:1: found "not" where a value was expected`},
		{"stop: empty stdin", "", []string{"gate", "stop"}, 2, "stdin is empty"},
		{"stop: no session", `{"hook_event_name":"Stop","cwd":"/tmp"}`, []string{"gate", "stop"}, 2, "session_id is missing"},
		{"stop: wrong event", `{"session_id":"s","hook_event_name":"PreToolUse","cwd":"/tmp"}`, []string{"gate", "stop"}, 2, `hook_event_name is "PreToolUse"; this subcommand handles Stop`},
		{"stop: wrong type", `{"session_id":"s","hook_event_name":"Stop","stop_hook_active":"yes"}`, []string{"gate", "stop"}, 2, "stop_hook_active: want a boolean"},
		{"check: not JSON", "[]", []string{"gate", "check"}, 2, "ackrite gate check (claude-code): claude-code hook payload"},
		{"check: tool_input not an object", `{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":"rm -rf /"}`, []string{"gate", "check"}, 2, "tool_input"},
		{"check: bad mode", `{}`, []string{"gate", "check", "--mode", "maybe"}, 2, `--mode "maybe": want warn, ask or deny`},
		{"check: unknown flag", `{}`, []string{"gate", "check", "--mod", "deny"}, 2, "unknown flag --mod; did you mean --mode?"},
		{"stop: flag without its value", `{}`, []string{"gate", "stop", "--state"}, 2, "--state needs a value"},
		{"record: not JSON", "{", []string{"gate", "record"}, 1, "ackrite gate record (claude-code): claude-code hook payload"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append(c.args, "--state", s.state)
			if c.args[1] == "check" || c.args[len(c.args)-1] == "--state" {
				args = c.args
			}
			out, errOut, code := s.hook(c.payload, args...)
			if code != c.code || !strings.Contains(errOut, c.stderr) || out != "" {
				t.Errorf("exit %d (want %d), stdout %q, stderr %q (want %q)", code, c.code, out, errOut, c.stderr)
			}
		})
	}
}

// A ledger the gate cannot read is moved aside (kept, 0600) and replaced by
// a fresh one, so the gate fails closed — a success claim is unproven
// until the tests run again — but within the two-blocks-in-a-row limit,
// instead of blocking every stop for good.
func TestGateBrokenLedgerIsMovedAside(t *testing.T) {
	s := newHookSession(t)
	path := gate.LedgerPath(s.state, s.id)
	brk := func(junk string) {
		os.MkdirAll(s.state, 0o700)
		os.WriteFile(path, []byte(junk), 0o644)
	}
	moved := func() []string {
		m, _ := filepath.Glob(strings.TrimSuffix(path, ".json") + ".broken-*.json")
		return m
	}
	s.run("go test ./...", "go-pass")
	brk("{broken")
	wantBlock(t, s.stop("All tests pass."), "block 1 of at most 2", "was moved to "+strings.TrimSuffix(path, ".json")+".broken-",
		"no run this session covers the whole suite")
	m := moved()
	if len(m) != 1 {
		t.Fatalf("moved aside: %v", m)
	}
	if data, _ := os.ReadFile(m[0]); string(data) != "{broken" {
		t.Errorf("the broken ledger was not kept as it was: %q", data)
	}
	if st, _ := os.Stat(m[0]); st.Mode().Perm() != 0o600 {
		t.Errorf("moved ledger mode %v, want 0600", st.Mode().Perm())
	}
	wantBlock(t, s.stop("All tests pass."), "block 2 of at most 2")
	if r := s.stop("All tests pass."); r.Block || !strings.Contains(r.SystemMessage, "still unproven") {
		t.Fatalf("third stop: want an allow with a warning, got %+v", r)
	}

	// A record that finds the ledger broken starts a fresh one, records
	// into it, and tells the person (a non-blocking error).
	brk(`{"version": 99}`)
	out, exit := runnerOutput(t, "go-pass")
	_, errOut, code := s.hook(s.bash("go test ./...", out, exit), "gate", "record", "--state", s.state)
	if code != 1 || !strings.Contains(errOut, "has version 99") || !strings.Contains(errOut, "moved it to") {
		t.Errorf("record: exit %d, stderr %q", code, errOut)
	}
	wantAllow(t, s.stop("All tests pass."))

	// A stop without a claim is let through, with the move as a warning.
	brk("null junk")
	if r := s.stop("Here is a summary of the change."); r.Block || !strings.Contains(r.SystemMessage, "moved it to") {
		t.Errorf("no claim: %+v", r)
	}
	// A ledger broken again and again keeps only the latest few files.
	for i := 0; i < 6; i++ {
		brk("[]")
		s.stop("Here is a summary.")
	}
	if m := moved(); len(m) != 4 {
		t.Errorf("%d moved ledgers kept, want 4: %v", len(m), m)
	}
}

func TestGateLedgerAtItsCap(t *testing.T) {
	s := newHookSession(t)
	failOut, failExit := runnerOutput(t, "go-fail")
	for i := 0; i < gate.MaxEntries+20; i++ {
		if i%2 == 0 {
			s.record(s.bash("go test ./...", failOut, failExit))
		} else {
			s.record(s.edit(fmt.Sprintf("file%d.go", i)))
		}
	}
	s.run("go test ./...", "go-pass")
	path := gate.LedgerPath(s.state, s.id)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("ledger mode %v, want 0600", fi.Mode().Perm())
	}
	l := loadLedger(t, s)
	if len(l.Entries) != gate.MaxEntries || l.Entries[len(l.Entries)-1].Seq != gate.MaxEntries+21 {
		t.Fatalf("%d entries, last seq %d; want %d, %d", len(l.Entries), l.Entries[len(l.Entries)-1].Seq, gate.MaxEntries, gate.MaxEntries+21)
	}
	for _, e := range l.Entries {
		if len(e.Excerpt) > gate.MaxExcerpt*3 || len(e.Because) > gate.MaxBecause*3 {
			t.Fatalf("entry %d not excerpted: %d bytes", e.Seq, len(e.Excerpt))
		}
	}
	wantAllow(t, s.stop("All tests pass now."))
}

func TestGateTranscriptFallback(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-fail")
	lines := []map[string]any{
		{"type": "user", "message": map[string]any{"role": "user", "content": "fix the cart total"}},
		{"type": "assistant", "message": map[string]any{"role": "assistant", "content": []map[string]any{{"type": "text", "text": "Fixed. All tests pass now."}}}},
	}
	var b bytes.Buffer
	for _, l := range lines {
		json.NewEncoder(&b).Encode(l)
	}
	os.WriteFile(filepath.Join(s.dir, "transcript.jsonl"), b.Bytes(), 0o600)
	p := s.stopPayload("")
	delete(p, "last_assistant_message")
	out, errOut, code := s.hook(p, "gate", "stop", "--state", s.state)
	if code != 0 || !strings.Contains(out, `"decision":"block"`) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestGateRedactsTheLedgerAndTheReason(t *testing.T) {
	s := newHookSession(t)
	out, exit := runnerOutput(t, "go-fail")
	s.record(s.bash("GITHUB_TOKEN=ghp_0123456789abcdefghijklmnopqrstuvwxyz go test ./...", out+"\npassword=hunter2hunter2\n", exit))
	r := s.stop("All tests pass.")
	data, _ := os.ReadFile(gate.LedgerPath(s.state, s.id))
	for _, where := range []string{string(data), r.Reason} {
		if strings.Contains(where, "ghp_0123") || strings.Contains(where, "hunter2") {
			t.Errorf("a secret reached the ledger or the reason:\n%s", where)
		}
	}
}

func TestGateCheck(t *testing.T) {
	s := newHookSession(t)
	pre := func(cmd string) map[string]any {
		p := s.common("PreToolUse")
		p["tool_name"] = "Bash"
		p["tool_input"] = map[string]any{"command": cmd, "description": "x", "timeout": 120000, "run_in_background": false}
		p["tool_use_id"] = "toolu_01ABC123"
		return p
	}
	cases := []struct {
		name     string
		cmd      string
		mode     string
		decision string // "" for none
		warn     bool
	}{
		{"rm -rf asks by default", "rm -rf ./build /var/lib/app", "", "ask", false},
		{"deny mode", "git push --force origin main", "deny", "deny", false},
		{"warn mode", `psql -c "DROP TABLE users"`, "warn", "", true},
		{"a mention is not an operation", `grep -rn "DROP TABLE" migrations/`, "deny", "", false},
		{"an ordinary command", "go test ./...", "deny", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := []string{"gate", "check"}
			if c.mode != "" {
				args = append(args, "--mode", c.mode)
			}
			out, errOut, code := s.hook(pre(c.cmd), args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			var v struct {
				HookSpecificOutput struct {
					HookEventName            string `json:"hookEventName"`
					PermissionDecision       string `json:"permissionDecision"`
					PermissionDecisionReason string `json:"permissionDecisionReason"`
				} `json:"hookSpecificOutput"`
				SystemMessage string `json:"systemMessage"`
			}
			if out != "" {
				if err := json.Unmarshal([]byte(out), &v); err != nil {
					t.Fatalf("stdout %q: %v", out, err)
				}
			}
			h := v.HookSpecificOutput
			if h.PermissionDecision != c.decision || (c.decision != "" && (h.HookEventName != "PreToolUse" || !strings.Contains(h.PermissionDecisionReason, "data-loss"))) {
				t.Errorf("got %+v, want decision %q", h, c.decision)
			}
			if (v.SystemMessage != "") != c.warn {
				t.Errorf("systemMessage %q, want one: %v", v.SystemMessage, c.warn)
			}
		})
	}
}

func TestGateInstall(t *testing.T) {
	out, errOut, code := runCLI(t, "", "gate", "install", "--bin", "ackrite")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var printed struct {
		Hooks map[string][]struct {
			Matcher string `json:"matcher"`
			Hooks   []struct{ Type, Command string }
		} `json:"hooks"`
	}
	if err := json.Unmarshal([]byte(out), &printed); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	want := map[string]string{"PreToolUse": "ackrite gate check", "PostToolUse": "ackrite gate record", "PostToolUseFailure": "ackrite gate record", "Stop": "ackrite gate stop"}
	for ev, cmd := range want {
		g := printed.Hooks[ev]
		if len(g) != 1 || g[0].Hooks[0].Command != cmd || g[0].Hooks[0].Type != "command" {
			t.Errorf("%s: %+v, want %q", ev, g, cmd)
		}
		// Every hook on tool calls covers MCP tools (mcp__<server>__<tool>).
		if ev != "Stop" && !strings.Contains(g[0].Matcher, "^mcp__") {
			t.Errorf("%s: matcher %q misses MCP tools", ev, g[0].Matcher)
		}
	}

	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, ".claude"), 0o755)
	other := `{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}, "env": {"A": "1"}}`
	os.WriteFile(filepath.Join(dir, ".claude", "settings.json"), []byte(other), 0o644)
	for i := 0; i < 2; i++ {
		out, errOut, code = runCLI(t, "", "gate", "install", "--write", "--dir", dir, "--bin", "/opt/bin/ackrite")
		if code != 0 {
			t.Fatalf("install --write #%d: exit %d: %s", i+1, code, errOut)
		}
	}
	if !strings.Contains(out, "nothing changed") {
		t.Errorf("second install: %q", out)
	}
	data, _ := os.ReadFile(filepath.Join(dir, ".claude", "settings.json"))
	if c := strings.Count(string(data), "/opt/bin/ackrite gate stop"); c != 1 || !strings.Contains(string(data), "notify-send done") || !strings.Contains(string(data), `"A": "1"`) {
		t.Errorf("merged settings (gate stop ×%d):\n%s", c, data)
	}
	ignore, _ := os.ReadFile(filepath.Join(dir, ".gitignore"))
	if string(ignore) != ".ackrite/\n" {
		t.Errorf(".gitignore = %q", ignore)
	}
}

// BenchmarkGateStop measures one `ackrite gate stop` hook invocation —
// process start, payload, a 256-entry ledger read, the decision and the
// ledger written back — on the session whose final message makes three
// claims (docs/rules.md §13: ≤ 20 ms).
func BenchmarkGateStop(b *testing.B) {
	s := newHookSession(b)
	failOut, failExit := runnerOutput(b, "go-fail-v")
	passOut, _ := runnerOutput(b, "go-pass-v")
	st, err := gate.Open(s.state, s.id)
	if err != nil {
		b.Fatal(err)
	}
	l, _ := st.Load(s.id)
	for i := 0; i < gate.MaxEntries; i++ {
		var p map[string]any
		switch i % 4 {
		case 0:
			p = s.bash("go test ./...", failOut, failExit)
		case 1:
			p = s.edit(fmt.Sprintf("pkg%d/file.go", i))
		case 2:
			p = s.bash("go test -v ./...", passOut, 0)
		case 3:
			p = s.bash("go vet ./...", "", 0)
		}
		raw, _ := json.Marshal(p)
		ev, err := claudecode.Adapter{}.DecodeTool(harness.Record, raw, os.LookupEnv)
		if err != nil {
			b.Fatal(err)
		}
		gate.Record(l, ev, gate.Evidence, runner.OS(s.dir))
	}
	if err := st.Save(l); err != nil {
		b.Fatal(err)
	}
	st.Close()
	payload, _ := json.Marshal(s.stopPayload("Fixed the total in cart.go. TestTotal passes, and all tests pass now."))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cmd := exec.Command(binary, "gate", "stop", "--state", s.state)
		cmd.Env = hookEnv()
		cmd.Stdin = bytes.NewReader(payload)
		if out, err := cmd.Output(); err != nil {
			b.Fatalf("gate stop: %v %s", err, out)
		}
	}
}

// BenchmarkGateStartFloor is process start-up alone (`ackrite gate -h`),
// the floor under BenchmarkGateStop on the same machine and load.
func BenchmarkGateStartFloor(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if out, err := exec.Command(binary, "gate", "-h").Output(); err != nil {
			b.Fatalf("gate -h: %v %s", err, out)
		}
	}
}

// loadLedger reads a session's ledger the way the gate does: sealed, for
// this session.
func loadLedger(t *testing.T, s *hookSession) *gate.Ledger {
	t.Helper()
	st, err := gate.Open(s.state, s.id)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	l, err := st.Load(s.id)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Harnesses run the hooks of parallel tool calls at once (Codex launches
// matching hooks concurrently): 20 records made at once must all reach
// the ledger.
func TestGateConcurrentRecords(t *testing.T) {
	s := newHookSession(t)
	const n = 20
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		go func(i int) {
			data, _ := json.Marshal(s.edit(fmt.Sprintf("f%d.go", i)))
			cmd := exec.Command(binary, "gate", "record", "--state", s.state)
			cmd.Env = hookEnv()
			cmd.Stdin = bytes.NewReader(data)
			out, err := cmd.CombinedOutput()
			if err != nil {
				err = fmt.Errorf("%v: %s", err, out)
			}
			errs <- err
		}(i)
	}
	for i := 0; i < n; i++ {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	l := loadLedger(t, s)
	if len(l.Entries) != n {
		t.Errorf("%d entries after %d concurrent records", len(l.Entries), n)
	}
}

// Other runners and an HTTP client, on the real outputs the case corpus
// captured under testdata/runners (issue 11): the gate reads them with the
// same reader.
func TestGateOtherRunners(t *testing.T) {
	cases := []struct {
		name, cmd, out string
		exit           int
		claim          string
		block          string // "" for an allow
	}{
		{"pytest fail", "python -m pytest", "pytest/fail.txt", 1, "All tests pass now.", "failed"},
		{"pytest pass", "python -m pytest", "pytest/pass.txt", 0, "All tests pass now.", ""},
		{"pytest collected nothing", "pytest -k nothing_matches", "pytest/no-tests.txt", 5, "The tests pass.", "ran no test"},
		{"vitest fail", "npx vitest run", "vitest/fail.txt", 1, "All tests pass now.", "failed"},
		{"vitest pass", "npx vitest run", "vitest/pass.txt", 0, "All tests pass now.", ""},
		{"node --test fail", "node --test", "node/fail-spec.txt", 1, "All tests pass now.", "failed"},
		{"cargo fail", "cargo test", "cargo/fail.txt", 101, "All tests pass now.", "failed"},
		{"curl: 200 with success false", "curl -si -X POST http://localhost:8080/api/checkout", "http/checkout-200-success-false.txt", 0,
			"POST /api/checkout works now.", "failed"},
		{"curl: a 500", "curl -si http://localhost:8080/export", "http/export-500.txt", 0, "GET /export works now.", "failed"},
		{"curl: healthz 200", "curl -si http://localhost:8080/healthz", "http/healthz-200.txt", 0, "GET /healthz works now.", ""},
		{"curl of another endpoint does not cover it", "curl -si http://localhost:8080/healthz", "http/healthz-200.txt", 0,
			"POST /api/checkout works now.", "no run this session covers endpoint POST /api/checkout"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := os.ReadFile(filepath.Join("..", "..", "testdata", "runners", "out", c.out))
			if err != nil {
				t.Fatal(err)
			}
			s := newHookSession(t)
			s.record(s.bash(c.cmd, string(out), c.exit))
			r := s.stop(c.claim)
			if c.block == "" {
				wantAllow(t, r)
				return
			}
			wantBlock(t, r, c.block)
		})
	}
}

func TestGateUsage(t *testing.T) {
	out, _, code := runCLI(t, "", "gate", "-h")
	if code != 0 || !strings.Contains(out, "record") || !strings.Contains(out, "install") {
		t.Errorf("gate -h: exit %d\n%s", code, out)
	}
	_, errOut, code := runCLI(t, "", "gate", "frobnicate")
	if code != 64 || !strings.Contains(errOut, `unknown subcommand "frobnicate"`) {
		t.Errorf("unknown subcommand: exit %d, %q", code, errOut)
	}
	_, _, code = runCLI(t, "", "gate")
	if code != 64 {
		t.Errorf("no subcommand: exit %d", code)
	}
}

// mcpCall is the payload after a call of an MCP server's tool, named
// mcp__<server>__<tool> as the hooks reference names MCP tools.
func (s *hookSession) mcpCall(event, tool string, input map[string]any) map[string]any {
	p := s.common(event)
	p["tool_name"] = tool
	p["tool_input"] = input
	p["tool_use_id"] = "toolu_01MCP789"
	if event == "PostToolUseFailure" {
		p["error"] = "MCP tool call timed out"
	} else {
		p["tool_response"] = []map[string]any{{"type": "text", "text": "Successfully wrote to cart.go"}}
	}
	return p
}

// An agent that edits through the official MCP filesystem server
// (@modelcontextprotocol/server-filesystem: write_file, edit_file,
// move_file, create_directory) makes an earlier pass stale, as Edit does.
func TestGateMCPEditsMakeEvidenceStale(t *testing.T) {
	cases := []struct {
		name, event, tool string
		input             map[string]any
		shows             string
	}{
		{"write_file", "PostToolUse", "mcp__filesystem__write_file", map[string]any{"path": "cart.go", "content": "package cart"}, "cart.go was edited"},
		{"edit_file", "PostToolUse", "mcp__filesystem__edit_file",
			map[string]any{"path": "cart.go", "edits": []map[string]string{{"oldText": "len(prices)-1", "newText": "len(prices)"}}, "dryRun": false}, "cart.go was edited"},
		{"move_file", "PostToolUse", "mcp__filesystem__move_file", map[string]any{"source": "cart.go", "destination": "total.go"}, "cart.go was edited"},
		{"a write that timed out", "PostToolUseFailure", "mcp__filesystem__write_file", map[string]any{"path": "cart.go", "content": "x"}, "cart.go was edited"},
		{"an unknown writer", "PostToolUse", "mcp__notes__saveAll", map[string]any{"title": "x"}, "`mcp__notes__saveAll` changed files it does not name"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newHookSession(t)
			s.run("go test ./...", "go-pass")
			s.record(s.mcpCall(c.event, c.tool, c.input))
			wantBlock(t, s.stop("All tests pass now."), "stale", c.shows)
			s.run("go test ./...", "go-pass")
			wantAllow(t, s.stop("All tests pass now."))
		})
	}
	s := newHookSession(t)
	s.run("go test ./...", "go-pass")
	s.record(s.mcpCall("PostToolUse", "mcp__filesystem__read_text_file", map[string]any{"path": "cart.go"}))
	wantAllow(t, s.stop("All tests pass now."))
}

func TestGateCheckMCPTools(t *testing.T) {
	s := newHookSession(t)
	cases := []struct {
		name, tool string
		input      map[string]any
		decision   string
	}{
		{"a recursive delete", "mcp__fs__delete_file", map[string]any{"path": "data", "recursive": true}, "ask"},
		{"a write that turns TLS verification off", "mcp__filesystem__write_file", map[string]any{"path": "c.go", "content": "cfg := &tls.Config{InsecureSkipVerify: true}"}, "ask"},
		{"an input of its own shape", "mcp__x__frob", map[string]any{"command": 3, "edits": "x"}, ""},
		{"a read", "mcp__filesystem__read_text_file", map[string]any{"path": "c.go"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := s.hook(s.mcpCall("PreToolUse", c.tool, c.input), "gate", "check")
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if got := strings.Contains(out, `"permissionDecision":"ask"`); got != (c.decision == "ask") {
				t.Errorf("stdout %q, want decision %q", out, c.decision)
			}
		})
	}
}

// A stop that cannot decide (here: a state directory that is a file, so
// no ledger can be opened) blocks with its cause, failing closed; when the
// agent is already continuing after a block (stop_hook_active), it lets
// the stop through with the cause as a warning, so a lasting failure does
// not block every stop for good.
func TestGateStopFailureIsBounded(t *testing.T) {
	s := newHookSession(t)
	notADir := filepath.Join(s.dir, "state-file")
	os.WriteFile(notADir, []byte("x"), 0o600)
	p := s.stopPayload("All tests pass.")
	_, errOut, code := s.hook(p, "gate", "stop", "--state", notADir)
	if code != 2 || !strings.Contains(errOut, "ledger directory") {
		t.Fatalf("first stop: exit %d, stderr %q", code, errOut)
	}
	p["stop_hook_active"] = true
	out, errOut, code := s.hook(p, "gate", "stop", "--state", notADir)
	if code != 0 || !strings.Contains(out, `"systemMessage"`) || !strings.Contains(errOut, "let through unchecked") {
		t.Fatalf("stop after a block: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// An edit made by a Python here-document through Bash — a common way
// agents change files — makes the earlier pass stale.
func TestGateInlineProgramEditMakesEvidenceStale(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-pass")
	s.record(s.bash("python3 - <<'EOF'\np='cart.go'\ns=open(p).read()\nopen(p,'w').write(s.replace('-1',''))\nEOF", "", 0))
	wantBlock(t, s.stop("All tests pass now."), "stale")
	s.run("go test ./...", "go-pass")
	wantAllow(t, s.stop("All tests pass now."))
}

// An agent that writes the gate's ledger itself (here a forged passing
// run, written with a shell redirection) does not get a green: a tool
// call that names the state directory makes the ledger no longer count,
// since the gate cannot tell what the call did to it.
func TestGateForgedLedgerDoesNotCount(t *testing.T) {
	s := newHookSession(t)
	s.state = t.TempDir() // --state outside the project, where a write marks no run stale
	s.run("go test ./...", "go-fail")
	path := gate.LedgerPath(s.state, s.id)
	forged := fmt.Sprintf(`{"version":1,"session":%q,"seq":1,"blocks":0,"entries":[{"seq":1,"kind":"test","tool":"Bash","command":"go test ./...","runner":"go test","outcome":"pass","scope":{"dirs":[{"path":%q,"tree":true}]}}]}`, s.id, s.dir)
	os.WriteFile(path, []byte(forged), 0o600) // what the command below did
	s.hook(s.bash("cat > "+path+" <<'EOF'\n"+forged+"\nEOF", "", 0), "gate", "record", "--state", s.state)
	wantBlock(t, s.stop("All tests pass now."), "no run this session covers the whole suite", "no longer counts")
	// Reading the project, not the state directory, changes nothing.
	s.run("go test ./...", "go-pass")
	s.record(s.bash("ls internal", "cart\n", 0))
	wantAllow(t, s.stop("All tests pass now."))
}

// install refuses a --dir that does not exist (and creates nothing), writes
// "ackrite" when the PATH finds one and this binary's absolute path only
// with --absolute, and declares project test commands.
func TestGateInstallBinAndDir(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nonexistent")
	if _, errOut, code := runCLI(t, "", "gate", "install", "--write", "--dir", missing); code == 0 || !strings.Contains(errOut, "not an existing directory") {
		t.Errorf("missing --dir: exit %d, %q", code, errOut)
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("install created the missing directory")
	}
	bin := t.TempDir()
	os.Symlink(binary, filepath.Join(bin, "ackrite"))
	env := append(hookEnv(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	dir := t.TempDir()
	if _, errOut, code := runCLIEnv(t, env, "", "gate", "install", "--harness", "codex", "--write", "--dir", dir, "--test-command", "make test"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, _ := os.ReadFile(filepath.Join(dir, ".codex", "hooks.json"))
	if !strings.Contains(string(data), `"ackrite gate stop --harness codex"`) {
		t.Errorf("not the portable command:\n%s", data)
	}
	cfg, _ := os.ReadFile(filepath.Join(dir, ".ackrite", "gate.json"))
	if !strings.Contains(string(cfg), `"make test"`) {
		t.Errorf("gate.json: %s", cfg)
	}
	if _, errOut, code := runCLIEnv(t, env, "", "gate", "install", "--write", "--dir", dir, "--test-command", "echo ok"); code == 0 || !strings.Contains(errOut, "prints or succeeds without testing") {
		t.Errorf("an echo test command: exit %d, %q", code, errOut)
	}
	out, _, code := runCLIEnv(t, env, "", "gate", "install", "--harness", "gemini", "--absolute")
	if code != 0 || !strings.Contains(out, binary+" gate check --harness gemini") {
		t.Errorf("--absolute: exit %d\n%s", code, out)
	}
}
