package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xeipuuv/gojsonschema"

	"github.com/ackrite/ackrite/internal/testkit"
)

// runCLIWith is runCLI with extra environment entries and no stdin.
func runCLIWith(t *testing.T, env []string, args ...string) (string, string, int) {
	t.Helper()
	return runCLIEnv(t, append(os.Environ(), env...), "", args...)
}

// validateSARIF checks a log against the official SARIF 2.1.0 schema
// vendored under internal/cireport/testdata.
func validateSARIF(t *testing.T, log string) {
	t.Helper()
	schema, _ := filepath.Abs("../../internal/cireport/testdata/sarif-2.1.0/sarif-schema-2.1.0.json")
	res, err := gojsonschema.Validate(gojsonschema.NewReferenceLoader("file://"+filepath.ToSlash(schema)), gojsonschema.NewStringLoader(log))
	if err != nil {
		t.Fatalf("validating SARIF: %v\n%.500s", err, log)
	}
	for _, e := range res.Errors() {
		t.Errorf("SARIF does not validate: %s", e)
	}
}

// fixtureSecrets are the credential values planted in the config fixtures.
var fixtureSecrets = []string{"ghp_fixture", "fixture-secret-header", "fixture-cursor-key", "fixturepw", "fixture-windsurf-pat", "fixture-zed-token", "fixture-zed-header"}

// TestScanListsFixtures discovers the servers of every client format from a
// fake home and project directory, without connecting, and never prints an
// env value or a header.
func TestScanListsFixtures(t *testing.T) {
	fixtures, _ := filepath.Abs("../../internal/clientconfig/testdata")
	env := []string{"HOME=" + filepath.Join(fixtures, "home"), "XDG_CONFIG_HOME="}
	for _, format := range []string{"text", "json"} {
		out, stderr, code := runCLIWith(t, env, "scan", "--no-connect", "--dir", filepath.Join(fixtures, "project"), "--format", format)
		if code != 0 {
			t.Fatalf("scan --no-connect --format %s: exit %d\n%s", format, code, stderr)
		}
		for _, name := range []string{"filesystem", "github@claude-desktop", "notion", "api-server", "db", "perplexity", "everything", "ollama", "local-mcp-server", "remote-mcp-server"} {
			if !strings.Contains(out, name) {
				t.Errorf("--format %s: %s not listed\n%s", format, name, out)
			}
		}
		for _, s := range fixtureSecrets {
			if strings.Contains(out+stderr, s) {
				t.Errorf("--format %s prints the config secret %q", format, s)
			}
		}
		if format == "json" {
			var rs []map[string]any
			// 17: github in VS Code and in Windsurf is one URL with other
			// headers (a token), which may show other tools: two servers.
			if err := json.Unmarshal([]byte(out), &rs); err != nil || len(rs) != 17 {
				t.Errorf("--format json: %d servers, %v", len(rs), err)
			}
		}
	}
	// Each fixture alone, through --config.
	for _, f := range []string{"home/.config/Claude/claude_desktop_config.json", "home/.claude.json", "project/.mcp.json", "home/.cursor/mcp.json",
		"project/.vscode/mcp.json", "home/.config/Code/User/mcp.json", "home/.codeium/windsurf/mcp_config.json", "home/.config/zed/settings.json"} {
		out, stderr, code := runCLI(t, "", "scan", "--no-connect", "--config", filepath.Join(fixtures, f))
		if code != 0 || strings.Count(out, "    file ") == 0 {
			t.Errorf("--config %s: exit %d, %q %q", f, code, out, stderr)
		}
	}
	for _, args := range [][]string{{"scan", "--verify"}, {"scan", "--format", "xml"}, {"scan", "extra"}, {"scan", "--metrics", ":0"}, {"scan", "--fail-on-finding", "x"}} {
		if _, _, code := runCLI(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want 64", args, code)
		}
	}
	if _, _, code := runCLI(t, "", "scan", "--config", "/nonexistent/mcp.json"); code != exitData {
		t.Errorf("a missing --config: exit %d, want 65", code)
	}
}

// npmServers writes a Claude-Desktop-format config that starts the real
// npm servers installed by scripts/install-tools, or skips.
func npmServers(t *testing.T) (config, dir string) {
	node, modules := testkit.Tools(t, "@modelcontextprotocol/server-everything/dist/index.js",
		"@modelcontextprotocol/server-filesystem/dist/index.js", "@modelcontextprotocol/server-memory/dist/index.js")
	mcp := filepath.Join(modules, "@modelcontextprotocol")
	entries := map[string]string{
		"everything": filepath.Join(mcp, "server-everything", "dist", "index.js"),
		"filesystem": filepath.Join(mcp, "server-filesystem", "dist", "index.js"),
		"memory":     filepath.Join(mcp, "server-memory", "dist", "index.js"),
	}
	dir = t.TempDir()
	cfg := map[string]any{"mcpServers": map[string]any{
		"everything": map[string]any{"command": node, "args": []string{entries["everything"], "stdio"}},
		"filesystem": map[string]any{"command": node, "args": []string{entries["filesystem"], dir}},
		"memory": map[string]any{"command": node, "args": []string{entries["memory"]},
			"env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "memory.jsonl"), "UNUSED_TOKEN": "ghp_fixtureTokenThatMustNeverBePrinted0000"}},
	}}
	b, _ := json.Marshal(cfg)
	config = filepath.Join(dir, "claude_desktop_config.json")
	if err := os.WriteFile(config, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return config, dir
}

// TestScanRealServers scans real npm servers end to end: pin them in a
// multi-server lock, verify against it in every format, and catch a
// server that is no longer configured.
func TestScanRealServers(t *testing.T) {
	config, dir := npmServers(t)
	lock := filepath.Join(dir, "ackrite.lock.json")
	out, stderr, code := runCLI(t, "", "scan", "--config", config, "--lock", lock)
	if !strings.Contains(stderr, "3 server(s) pinned") {
		t.Fatalf("scan --lock: exit %d\n%s\n%s", code, out, stderr)
	}
	for _, name := range []string{"everything", "filesystem", "memory"} {
		if !strings.Contains(out, name) {
			t.Errorf("%s missing from the scan:\n%s", name, out)
		}
	}
	t.Logf("scan --lock: exit %d\n%s", code, out)

	out, stderr, code = runCLI(t, "", "scan", "--config", config, "--lock", lock, "--verify")
	if code != 0 || strings.Count(out, "lock: match") != 3 {
		t.Errorf("scan --verify: exit %d\n%s\n%s", code, out, stderr)
	}
	out, _, code = runCLI(t, "", "scan", "--config", config, "--lock", lock, "--verify", "--format", "sarif")
	if code != 0 {
		t.Errorf("--format sarif: exit %d", code)
	}
	validateSARIF(t, out)
	out, _, _ = runCLI(t, "", "scan", "--config", config, "--lock", lock, "--verify", "--format", "json")
	var rs []struct {
		Name     string `json:"name"`
		Status   string `json:"status"`
		Lock     string `json:"lock"`
		Tools    int    `json:"tools"`
		EnvKeys  []string
		Findings []any `json:"findings"`
	}
	if err := json.Unmarshal([]byte(out), &rs); err != nil || len(rs) != 3 {
		t.Fatalf("--format json: %v\n%.500s", err, out)
	}
	for _, r := range rs {
		if r.Status != "probed" || r.Lock != "match" || r.Tools == 0 || len(r.Findings) != 0 {
			t.Errorf("%+v", r)
		}
	}
	data, _ := os.ReadFile(lock)
	for _, s := range [][]byte{data, []byte(out)} {
		if bytes.Contains(s, []byte("ghp_fixture")) {
			t.Error("a configured env value reached the lock or the output")
		}
	}

	// Drop memory from the config: verify names it, in GitHub annotations too.
	var cfg map[string]map[string]any
	b, _ := os.ReadFile(config)
	_ = json.Unmarshal(b, &cfg)
	delete(cfg["mcpServers"], "memory")
	b, _ = json.Marshal(cfg)
	smaller := filepath.Join(dir, "smaller.json")
	if err := os.WriteFile(smaller, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, _, code = runCLI(t, "", "scan", "--config", smaller, "--lock", lock, "--verify", "--format", "github")
	if code != exitStale || !strings.Contains(out, "::error file=") || !strings.Contains(out, "lock/not-configured") {
		t.Errorf("verify without memory: exit %d\n%s", code, out)
	}
	out, _, _ = runCLI(t, "", "scan", "--config", smaller, "--lock", lock, "--verify", "--format", "sarif")
	validateSARIF(t, out)
	if !strings.Contains(out, "lock/not-configured") {
		t.Errorf("SARIF lacks the lock/not-configured result:\n%.800s", out)
	}
}

// TestScanWatchMetrics watches two configured copies of `ackrite serve`
// and reads the per-server Prometheus metrics while it runs.
func TestScanWatchMetrics(t *testing.T) {
	dir := t.TempDir()
	cfg := fmt.Sprintf(`{"mcpServers": {"one": {"command": %q, "args": ["serve"]}, "two": {"command": %q, "args": ["serve"]}}}`, binary, binary)
	config := filepath.Join(dir, "mcp.json")
	if err := os.WriteFile(config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	addr := freeAddr(t)
	cmd := exec.Command(binary, "scan", "--config", config, "--watch", "4s", "--metrics", addr, "--json")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	body := scrapeUntil(addr, 4*time.Second, func(body string) bool {
		return strings.Contains(body, `ackrite_probe_registry_tools{server="one"}`) && strings.Contains(body, `ackrite_probe_registry_tools{server="two"}`)
	})
	_ = cmd.Wait()
	for _, want := range []string{`ackrite_probe_verdict{server="one",verdict="converged"} 1`, `ackrite_probe_registry_tools{server="two"} 6`, `ackrite_probe_traversals_total{server="one",verdict="converged"}`} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %s:\n%s", want, body)
		}
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) < 2 {
		t.Fatalf("want a JSON line per server, got:\n%s\n%s", stdout.String(), stderr.String())
	}
	for _, l := range lines {
		var ev struct {
			Server string `json:"server"`
			Status string `json:"status"`
		}
		if err := json.Unmarshal([]byte(l), &ev); err != nil || ev.Status != "probed" {
			t.Errorf("event line %q: %v", l, err)
		}
	}
}

// TestScanHTTPWithHeaders scans `ackrite serve --http` behind a bearer
// token that the VS Code config takes from the environment: the header
// reaches the server, and never the output.
func TestScanHTTPWithHeaders(t *testing.T) {
	dir := t.TempDir()
	const token = "scan-test-token-0123456789abcdef"
	tokenFile := filepath.Join(dir, "token")
	if err := os.WriteFile(tokenFile, []byte(token+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	addr := freeAddr(t)
	srv := exec.Command(binary, "serve", "--http", addr, "--auth-token-file", tokenFile)
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = srv.Process.Kill(); _ = srv.Wait() }()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if resp, err := http.Get("http://" + addr + "/healthz"); err == nil {
			resp.Body.Close()
			break
		}
	}
	config := filepath.Join(dir, "mcp.json")
	cfg := fmt.Sprintf(`{
  // VS Code workspace format
  "servers": {"remote-ackrite": {"type": "http", "url": "http://%s/mcp", "headers": {"Authorization": "Bearer ${ACK_TEST_TOKEN}"}}}
}`, addr)
	if err := os.WriteFile(config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := runCLIWith(t, []string{"ACK_TEST_TOKEN=" + token}, "scan", "--config", config, "--format", "json")
	if code != 0 || !strings.Contains(out, `"status": "probed"`) || !strings.Contains(out, `"Authorization"`) {
		t.Errorf("with the token: exit %d\n%s\n%s", code, out, stderr)
	}
	if strings.Contains(out+stderr, token) {
		t.Error("the header value reached the output")
	}
	out, stderr, code = runCLIWith(t, []string{"ACK_TEST_TOKEN=wrong"}, "scan", "--config", config, "--timeout", "10s")
	if code != exitUnverified || !strings.Contains(out, "unavailable") {
		t.Errorf("with a wrong token: exit %d\n%s\n%s", code, out, stderr)
	}
}

// TestScanRugPull plays the published rug pull end to end: a trivia server
// is pinned while its tool is clean, then serves the same tool with a
// description that takes over WhatsApp's send_message. verify catches the
// changed registry, classifies the description change for review, and
// reports the poisoning findings, in SARIF that validates.
func TestScanRugPull(t *testing.T) {
	node, modules := testkit.Tools(t, "@modelcontextprotocol/sdk/package.json")
	tools := filepath.Dir(modules)
	server, _ := filepath.Abs("../../testdata/servers/definitions.cjs")
	var corpus []struct {
		Name    string                       `json:"name"`
		Before  map[string][]json.RawMessage `json:"before"`
		Servers map[string][]json.RawMessage `json:"servers"`
	}
	b, err := os.ReadFile("../../internal/poison/testdata/poisoned/corpus.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &corpus); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name string, v any) string {
		p := filepath.Join(dir, name)
		b, _ := json.Marshal(v)
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range corpus {
		if c.Name != "whatsapp-rug-pull" {
			continue
		}
		mk := func(defs map[string][]json.RawMessage, tag string) string {
			servers := map[string]any{}
			for name, list := range defs {
				servers[name] = map[string]any{"command": node, "args": []string{server},
					"env": map[string]string{"NODE_PATH": filepath.Join(tools, "node_modules"), "DEFINITIONS_FILE": write(tag+"-"+name+".json", list)}}
			}
			return write(tag+"-config.json", map[string]any{"mcpServers": servers})
		}
		lock := filepath.Join(dir, "ackrite.lock.json")
		if out, stderr, code := runCLI(t, "", "scan", "--config", mk(c.Before, "before"), "--lock", lock); code != 0 {
			t.Fatalf("pinning the approved servers: exit %d\n%s\n%s", code, out, stderr)
		}
		after := mk(c.Servers, "after")
		out, stderr, code := runCLI(t, "", "scan", "--config", after, "--lock", lock, "--verify")
		for _, want := range []string{"trivia", "lock: changed", "drift review", "cross-tool-directive", "cross-server-reference", "concealment"} {
			if !strings.Contains(out, want) {
				t.Errorf("verify after the rug pull lacks %q:\n%s\n%s", want, out, stderr)
			}
		}
		if code != exitStale {
			t.Errorf("verify after the rug pull: exit %d, want 1", code)
		}
		out, _, _ = runCLI(t, "", "scan", "--config", after, "--lock", lock, "--verify", "--format", "sarif")
		validateSARIF(t, out)
		for _, rule := range []string{`"lock/changed"`, `"drift/review"`, `"cross-tool-directive"`} {
			if !strings.Contains(out, rule) {
				t.Errorf("SARIF lacks %s", rule)
			}
		}
		// probe on its own reports the same server's findings.
		env := []string{"NODE_PATH=" + filepath.Join(tools, "node_modules"), "DEFINITIONS_FILE=" + filepath.Join(dir, "after-trivia.json")}
		out, stderr, code = runCLIWith(t, env, "probe", "--fail-on-finding", "high", "--", node, server)
		if code != exitStale || !strings.Contains(out, "finding high   cross-tool-directive definitions/get_fact_of_the_day") {
			t.Errorf("probe --fail-on-finding high: exit %d\n%s\n%s", code, out, stderr)
		}
		return
	}
	t.Fatal("the corpus has no whatsapp-rug-pull case")
}

// TestFormatsAcrossCommands: check, probe and diff speak SARIF (valid
// against the official schema) and GitHub annotations too, and probe and
// diff report poisoning findings in every format.
func TestFormatsAcrossCommands(t *testing.T) {
	rec := "../../testdata/discovery/5-same-name-changed-contract.json"
	out, _, code := runCLI(t, "", "check", "--format", "sarif", rec)
	validateSARIF(t, out)
	if code != exitStale || !strings.Contains(out, `"verdict/stale"`) {
		t.Errorf("check --format sarif: exit %d\n%.600s", code, out)
	}
	out, _, _ = runCLI(t, "", "check", "--format", "github", rec)
	if !strings.HasPrefix(out, "::error file=") || !strings.Contains(out, "verdict/stale") {
		t.Errorf("check --format github:\n%s", out)
	}

	// diff of the corpus's rug pull: approved trivia tools, then poisoned.
	var corpus []struct {
		Name    string                       `json:"name"`
		Before  map[string][]json.RawMessage `json:"before"`
		Servers map[string][]json.RawMessage `json:"servers"`
	}
	b, _ := os.ReadFile("../../internal/poison/testdata/poisoned/corpus.json")
	if err := json.Unmarshal(b, &corpus); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var oldFile, newFile string
	for _, c := range corpus {
		if c.Name == "whatsapp-rug-pull" {
			oldFile, newFile = filepath.Join(dir, "old.json"), filepath.Join(dir, "new.json")
			ob, _ := json.Marshal(c.Before["trivia"])
			nb, _ := json.Marshal(c.Servers["trivia"])
			_ = os.WriteFile(oldFile, ob, 0o600)
			_ = os.WriteFile(newFile, nb, 0o600)
		}
	}
	out, _, code = runCLI(t, "", "diff", "--format", "sarif", oldFile, newFile)
	validateSARIF(t, out)
	if code != exitStale || !strings.Contains(out, `"drift/review"`) || !strings.Contains(out, `"concealment"`) {
		t.Errorf("diff --format sarif: exit %d\n%.800s", code, out)
	}
	out, _, _ = runCLI(t, "", "diff", oldFile, newFile)
	if !strings.Contains(out, "finding high   concealment") {
		t.Errorf("diff text lacks the finding:\n%s", out)
	}
	out, _, code = runCLI(t, "", "diff", "--format", "json", "--fail-on", "breaking", "--fail-on-finding", "high", oldFile, newFile)
	if code != exitStale || !strings.Contains(out, `"rule": "concealment"`) {
		t.Errorf("diff --fail-on-finding high: exit %d\n%s", code, out)
	}

	// probe of ackrite itself: clean, converged, SARIF with no results.
	out, _, code = runCLI(t, "", "probe", "--format", "sarif", "--", binary, "serve")
	validateSARIF(t, out)
	if code != 0 || strings.Contains(out, `"ruleId"`) {
		t.Errorf("probe --format sarif of a clean converged server: exit %d\n%.600s", code, out)
	}
	out, _, _ = runCLI(t, "", "probe", "--format", "json", "--", binary, "serve")
	if !strings.Contains(out, `"findings": []`) {
		t.Errorf("probe --format json lacks findings:\n%.300s", out)
	}
}

// TestScanProjectServerStartsInProject: a project's .mcp.json may name a
// command relative to the project, as Claude Code starts it there.
func TestScanProjectServerStartsInProject(t *testing.T) {
	proj := t.TempDir()
	script := fmt.Sprintf("#!/bin/sh\nexec %q serve\n", binary)
	if err := os.WriteFile(filepath.Join(proj, "serve.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, ".mcp.json"), []byte(`{"mcpServers": {"rel": {"command": "./serve.sh"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := runCLIWith(t, []string{"HOME=" + t.TempDir(), "XDG_CONFIG_HOME="}, "scan", "--dir", proj)
	if code != 0 || !strings.Contains(out, "rel") || !strings.Contains(out, "probed") {
		t.Errorf("scan --dir: exit %d\n%s\n%s", code, out, stderr)
	}
}

// scan --verify does not call a server whose tool list changed during its
// traversal a match because the snapshot equals the lock: the verdict is
// stale (docs/rules.md §9.3 rule 3), as diff --lock refuses to compare it.
func TestScanVerifyUnsettledServer(t *testing.T) {
	dir := t.TempDir()
	lock := scanLock(t, dir, "plain", map[string]string{"tickets": "plain"})
	cfg := map[string]any{"mcpServers": map[string]any{"tickets": map[string]any{"command": os.Args[0], "args": []string{"-test.run=^$"}, "env": map[string]string{"ACKRITE_TEST_SERVER": "noisy"}}}}
	b, _ := json.Marshal(cfg)
	config := filepath.Join(dir, "noisy.config.json")
	if err := os.WriteFile(config, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := runCLI(t, "", "scan", "--config", config, "--lock", lock, "--verify")
	if code == exitOK || !strings.Contains(out, "stale") {
		t.Errorf("scan --verify of a server that never settles: exit %d, want not 0 and the stale verdict\n%s\n%s", code, out, stderr)
	}
}

// scan --lock does not pin a server whose tool list changed during its
// traversal, as lock refuses to (exit 2): the snapshot may already be gone.
func TestScanLockSkipsUnsettledServer(t *testing.T) {
	dir := t.TempDir()
	cfg := map[string]any{"mcpServers": map[string]any{
		"noisy": map[string]any{"command": os.Args[0], "args": []string{"-test.run=^$"}, "env": map[string]string{"ACKRITE_TEST_SERVER": "noisy"}},
		"plain": map[string]any{"command": os.Args[0], "args": []string{"-test.run=^$"}, "env": map[string]string{"ACKRITE_TEST_SERVER": "plain"}},
	}}
	b, _ := json.Marshal(cfg)
	config := filepath.Join(dir, "config.json")
	if err := os.WriteFile(config, b, 0o600); err != nil {
		t.Fatal(err)
	}
	lock := filepath.Join(dir, "lock.json")
	_, stderr, _ := runCLI(t, "", "scan", "--config", config, "--lock", lock)
	if !strings.Contains(stderr, "1 server(s) pinned") || !strings.Contains(stderr, "not pinned: noisy (") {
		t.Errorf("scan --lock with a server that never settles:\n%s", stderr)
	}
	if n := countTools(t, lock, "noisy"); n != 0 {
		t.Errorf("the unsettled server was pinned with %d tools", n)
	}
}

// freeAddr returns a loopback address no one listened on a moment ago,
// for a process that must be told where to listen.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestScanNoConnectCannotVerify: --no-connect starts no server, so it can
// neither pin nor verify one; with --lock (--verify or not) it is a usage
// error. Before, 'scan --no-connect --lock L --verify' listed the servers
// and exited 0 — "every server matches its lock" — without reading L,
// whatever L held (a CI job that skipped starting servers went green).
func TestScanNoConnectCannotVerify(t *testing.T) {
	dir := t.TempDir()
	config := filepath.Join(dir, "mcp.json")
	if err := os.WriteFile(config, []byte(`{"mcpServers":{"x":{"command":"/bin/false"}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	lock := filepath.Join(dir, "nothing.lock.json")
	for _, args := range [][]string{
		{"scan", "--no-connect", "--config", config, "--lock", lock, "--verify"},
		{"scan", "--no-connect", "--config", config, "--lock", lock},
	} {
		_, stderr, code := runCLI(t, "", args...)
		if code != exitUsage || !strings.Contains(stderr, "--no-connect") {
			t.Errorf("%v: exit %d, %q; want 64 naming --no-connect", args, code, stderr)
		}
	}
}
