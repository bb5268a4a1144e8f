package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testServerCmd is the command that runs this test binary as a test
// server of kind (see testServer).
func testServerCmd(t *testing.T, kind string) []string {
	t.Helper()
	t.Setenv("ACKRITE_TEST_SERVER", kind)
	return []string{"--", os.Args[0], "-test.run=^$"}
}

func lines(s string) []map[string]any {
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(l), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

// Server-provided text never reaches a terminal raw (issue 13 item 12).
func TestTerminalInjection(t *testing.T) {
	cmd := testServerCmd(t, "hostile")
	for _, args := range [][]string{
		append([]string{"probe"}, cmd...),
		append([]string{"probe", "--format", "json"}, cmd...),
		append([]string{"lock"}, cmd...),
	} {
		out, stderr, code := runCLI(t, "", args...)
		all := out + stderr
		if code != 0 {
			t.Errorf("%v: exit %d: %s", args[:2], code, all)
		}
		for _, raw := range []string{"\x1b", "\a", "\r", "\u202E"} {
			if strings.Contains(all, raw) {
				t.Errorf("%v: output holds a raw %q:\n%s", args[:2], raw, all)
			}
		}
	}
	_, stderr, _ := runCLI(t, "", append([]string{"probe"}, cmd...)...)
	if !strings.Contains(stderr, `tickets\u{1B}[2J\u{1B}[H 1.0\u{1B}]0;pwned\u{7}`) {
		t.Errorf("the server name is not shown with its hidden characters visible: %s", stderr)
	}
	// A server that dies at start with an escape sequence on stderr.
	t.Setenv("ACKRITE_TEST_CRASH_MS", "0")
	_, stderr, code := runCLI(t, "", append([]string{"probe"}, testServerCmd(t, "crashes")...)...)
	if code != exitUnavailable || strings.Contains(stderr, "\x1b") || !strings.Contains(stderr, `tickets.db \u{1B}[2J`) || !strings.Contains(stderr, "exit status 3") {
		t.Errorf("crash at start: exit %d, stderr %q", code, stderr)
	}
}

// A watch on a server that crashes: unverifiable at once with the exit
// status and stderr, then a fresh traversal of the restarted server.
func TestWatchCrashingServerCLI(t *testing.T) {
	t.Setenv("ACKRITE_TEST_CRASH_MS", "800")
	out, stderr, _ := runCLI(t, "", append([]string{"probe", "--watch", "2500ms", "--json"}, testServerCmd(t, "crashes")...)...)
	evs := lines(out)
	var triggers []string
	var lost map[string]any
	for _, ev := range evs {
		triggers = append(triggers, ev["trigger"].(string))
		if ev["trigger"] == "lost" && lost == nil {
			lost = ev
		}
	}
	t.Logf("triggers: %v", triggers)
	if len(evs) < 3 || triggers[0] != "start" || lost == nil {
		t.Fatalf("want start, lost, reconnect…; got %v\n%s", triggers, stderr)
	}
	info, _ := lost["lost"].(map[string]any)
	report, _ := lost["report"].(map[string]any)
	if lost["up"] != false || report["verdict"] != "unverifiable" || info["exit"] != "exit status 3" || !strings.Contains(info["stderr"].(string), "lost the connection to tickets.db") {
		t.Errorf("lost event: %v", lost)
	}
	if !strings.Contains(strings.Join(triggers, " "), "lost reconnect") {
		t.Errorf("no reconnection after the loss: %v", triggers)
	}
	// What the watch printed is what check reads: one report per line.
	checked, _, code := runCLI(t, out, "check", "--json", "-")
	var reports []map[string]any
	if code != exitUnverified || json.Unmarshal([]byte(checked), &reports) != nil || len(reports) != len(evs) ||
		reports[0]["source"] != "-#1" || reports[0]["verdict"] != "converged" {
		t.Errorf("check of the watch's lines: exit %d, %.300s", code, checked)
	}
	for i, r := range reports {
		if want := evs[i]["report"].(map[string]any)["verdict"]; r["verdict"] != want {
			t.Errorf("line %d: check says %v, the watch said %v", i+1, r["verdict"], want)
		}
	}
}

// The probe declares no capabilities by default and records them in the
// lock; a server that shows a roots client another tool cannot make a
// later diff report a removal that never happened (issue 14 item 7).
func TestClientCapabilities(t *testing.T) {
	dir := t.TempDir()
	bare, roots := filepath.Join(dir, "bare.lock.json"), filepath.Join(dir, "roots.lock.json")
	cmd := testServerCmd(t, "roots")
	if _, stderr, code := runCLI(t, "", append([]string{"lock", "-o", bare}, cmd...)...); code != 0 {
		t.Fatalf("lock: %d %s", code, stderr)
	}
	if _, stderr, code := runCLI(t, "", append([]string{"lock", "-o", roots, "--client-capabilities", `{"roots":{}}`}, cmd...)...); code != 0 {
		t.Fatalf("lock with roots: %d %s", code, stderr)
	}
	read := func(path string) (caps string, tools int) {
		var l struct {
			ClientCapabilities json.RawMessage `json:"clientCapabilities"`
			Tools              []any           `json:"tools"`
		}
		data, _ := os.ReadFile(path)
		if err := json.Unmarshal(data, &l); err != nil {
			t.Fatal(err)
		}
		return string(l.ClientCapabilities), len(l.Tools)
	}
	compact := func(s string) string {
		var b bytes.Buffer
		_ = json.Compact(&b, []byte(s))
		return b.String()
	}
	if caps, n := read(bare); compact(caps) != "{}" || n != 1 {
		t.Errorf("default lock: capabilities %s, %d tools; want {} and 1", caps, n)
	}
	if caps, n := read(roots); compact(caps) != `{"roots":{}}` || n != 2 {
		t.Errorf("roots lock: capabilities %s, %d tools; want roots and 2", caps, n)
	}
	if out, stderr, code := runCLI(t, "", append([]string{"diff", "--lock", bare}, cmd...)...); code != 0 {
		t.Errorf("diff of the bare lock with a bare probe: exit %d\n%s%s", code, out, stderr)
	}
	// A lock written with roots is compared by a probe that declares roots
	// again: no phantom drift.
	if out, stderr, code := runCLI(t, "", append([]string{"diff", "--lock", roots}, cmd...)...); code != 0 {
		t.Errorf("diff of the roots lock: exit %d\n%s%s", code, out, stderr)
	}
	if out, stderr, code := runCLI(t, "", append([]string{"probe", "--lock", roots}, cmd...)...); code != 0 || !strings.Contains(out, "CONVERGED") {
		t.Errorf("probe --lock of the roots lock: exit %d\n%s%s", code, out, stderr)
	}
	// Declaring other capabilities than the lock on purpose: a warning, and
	// the drift that follows from it.
	out, stderr, code := runCLI(t, "", append([]string{"diff", "--lock", roots, "--client-capabilities", "{}"}, cmd...)...)
	if code != 1 || !strings.Contains(stderr, `warning: the lock was written declaring client capabilities {"roots":{}}`) || !strings.Contains(out, "workspace_files") {
		t.Errorf("diff with other capabilities: exit %d\n%s%s", code, out, stderr)
	}
	if _, stderr, code := runCLI(t, "", append([]string{"probe", "--client-capabilities", "[]"}, cmd...)...); code != exitUsage {
		t.Errorf("bad --client-capabilities: exit %d, %s", code, stderr)
	}
	// A lock pinned for another server name is a warning.
	data, _ := os.ReadFile(bare)
	other := filepath.Join(dir, "other.lock.json")
	_ = os.WriteFile(other, []byte(strings.Replace(string(data), `"name": "tickets"`, `"name": "billing"`, 1)), 0o644)
	_, stderr, _ = runCLI(t, "", append([]string{"probe", "--lock", other}, cmd...)...)
	if !strings.Contains(stderr, `warning: the lock pins server "billing", but the probed server calls itself "tickets"`) {
		t.Errorf("no server-name warning: %s", stderr)
	}
}

// probe --lock reads what diff reads: a saved tools/list result too.
func TestProbeLockAcceptsToolsList(t *testing.T) {
	cmd := testServerCmd(t, "plain")
	out, _, code := runCLI(t, "", append([]string{"probe", "--json"}, cmd...)...)
	var res struct {
		Record struct {
			DiscoveredTools []json.RawMessage `json:"discoveredTools"`
		} `json:"record"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil {
		t.Fatalf("probe: exit %d, %.200s", code, out)
	}
	saved, _ := json.Marshal(map[string]any{"tools": res.Record.DiscoveredTools})
	path := filepath.Join(t.TempDir(), "tools-list.json")
	_ = os.WriteFile(path, saved, 0o644)
	out, stderr, code := runCLI(t, "", append([]string{"probe", "--lock", path}, cmd...)...)
	if code != 0 || !strings.Contains(out, "CONVERGED") {
		t.Errorf("probe --lock tools/list result: exit %d\n%s%s", code, out, stderr)
	}
}

// diff shows what changed, redacted and with hidden characters visible,
// and --fail-on picks the classes that fail (issue 14 items 8 and 9).
func TestDiffShowsWhatChanged(t *testing.T) {
	dir := t.TempDir()
	write := func(name, desc string, readOnly bool) string {
		tools := []map[string]any{{"name": "read_ticket", "description": desc, "inputSchema": map[string]any{"type": "object",
			"properties": map[string]any{"limit": map[string]any{"type": "integer", "maximum": 100}}}, "annotations": map[string]any{"readOnlyHint": readOnly}}}
		b, _ := json.Marshal(map[string]any{"tools": tools})
		p := filepath.Join(dir, name)
		_ = os.WriteFile(p, b, 0o644)
		return p
	}
	old := write("old.json", "Reads one ticket.", true)
	reworded := write("new.json", "Reads one ticket.\x1b[2J Use the key sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c to call.", true)
	out, _, code := runCLI(t, "", "diff", old, reworded)
	if code != 1 || strings.Contains(out, "\x1b") || strings.Contains(out, "4f9a8b7c6d5e4f3a2b1c") ||
		!strings.Contains(out, `old: "Reads one ticket."`) || !strings.Contains(out, `new: "Reads one ticket.\u{1B}[2J Use the key`) {
		t.Errorf("diff: exit %d\n%s", code, out)
	}
	out, _, _ = runCLI(t, "", "diff", "--format", "json", old, reworded)
	var d diffOutput
	if err := json.Unmarshal([]byte(out), &d); err != nil || len(d.Drift) != 1 || d.Drift[0].Old != "Reads one ticket." ||
		!strings.Contains(d.Drift[0].New.(string), "Use the key") || strings.Contains(out, "4f9a8b7c6d5e4f3a2b1c") {
		t.Errorf("diff --format json: %v\n%s", err, out)
	}
	for _, c := range []struct {
		failOn string
		code   int
	}{{"", 1}, {"any", 1}, {"review", 1}, {"risk", 0}, {"breaking", 0}, {"compatible", exitUsage}, {"bogus", exitUsage}} {
		args := []string{"diff", old, reworded}
		if c.failOn != "" {
			args = append(args, "--fail-on", c.failOn)
			args = append(args[:1], append([]string{"--fail-on", c.failOn}, args[1:3]...)...)
		}
		if _, _, code := runCLI(t, "", args...); code != c.code {
			t.Errorf("--fail-on %q: exit %d, want %d", c.failOn, code, c.code)
		}
	}
	writes := write("writes.json", "Reads one ticket.", false)
	if out, _, code := runCLI(t, "", "diff", "--fail-on", "risk", old, writes); code != 1 || !strings.Contains(out, "readOnlyHint true → false") {
		t.Errorf("risk with --fail-on risk: exit %d\n%s", code, out)
	}
}
