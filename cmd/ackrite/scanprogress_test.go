package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// scanConfig writes a config of test servers: name → extra environment.
func scanConfig(t *testing.T, servers map[string]map[string]string) string {
	t.Helper()
	cfg := map[string]any{}
	for name, env := range servers {
		e := map[string]string{"ACKRITE_TEST_SERVER": "plain"}
		for k, v := range env {
			e[k] = v
		}
		cfg[name] = map[string]any{"command": os.Args[0], "args": []string{"-test.run=^$"}, "env": e}
	}
	b, _ := json.Marshal(map[string]any{"mcpServers": cfg})
	p := filepath.Join(t.TempDir(), "mcp.json")
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// On a terminal, scan writes a line per server on stderr as it finishes —
// the quick one long before the slow one — then a summary; in --format
// json, or when stderr is not a terminal, only the document.
func TestScanProgressOnATerminal(t *testing.T) {
	cfg := scanConfig(t, map[string]map[string]string{
		"slow":  {"ACKRITE_TEST_SLEEP_MS": "2500"},
		"quick": nil,
	})
	run := func(args ...string) (stdout string, stderr []string, at map[string]time.Duration) {
		t.Helper()
		read, term, err := openPTY()
		if err != nil {
			t.Skip(err)
		}
		defer read.Close()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, binary, args...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, term
		start := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		term.Close()
		var mu sync.Mutex
		at = map[string]time.Duration{}
		var buf bytes.Buffer
		done := make(chan struct{})
		go func() {
			defer close(done)
			b := make([]byte, 4096)
			for {
				n, err := read.Read(b)
				mu.Lock()
				buf.Write(b[:n])
				for _, l := range strings.Split(buf.String(), "\n") {
					for _, name := range []string{"quick", "slow", "scanned"} {
						if _, seen := at[name]; !seen && strings.Contains(l, name) {
							at[name] = time.Since(start)
						}
					}
				}
				mu.Unlock()
				if err != nil {
					return
				}
			}
		}()
		_ = cmd.Wait()
		read.SetReadDeadline(time.Now().Add(time.Second))
		<-done
		mu.Lock()
		defer mu.Unlock()
		for _, l := range strings.Split(strings.ReplaceAll(buf.String(), "\r", ""), "\n") {
			if l != "" {
				stderr = append(stderr, l)
			}
		}
		return out.String(), stderr, at
	}
	_, lines, at := run("scan", "--config", cfg)
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "[1/2] quick  converged  ") || !strings.HasPrefix(lines[1], "[2/2] slow  converged  ") ||
		!strings.HasPrefix(lines[2], "scanned 2 server(s) in ") || !strings.HasSuffix(lines[2], ": 2 converged") {
		t.Errorf("progress on a terminal:\n%s", strings.Join(lines, "\n"))
	}
	if at["quick"] == 0 || at["slow"] == 0 || at["slow"]-at["quick"] < time.Second {
		t.Errorf("the quick server was shown at %s, the slow one at %s: not as each finished", at["quick"], at["slow"])
	}
	out, lines, _ := run("scan", "--config", cfg, "--format", "json")
	if len(lines) != 0 {
		t.Errorf("--format json wrote to stderr on a terminal:\n%s", strings.Join(lines, "\n"))
	}
	var doc []any
	if json.Unmarshal([]byte(out), &doc) != nil || len(doc) != 2 {
		t.Errorf("--format json: %s", out)
	}
	// Not a terminal: no progress.
	_, errOut, _ := runCLI(t, "", "scan", "--config", cfg)
	if strings.Contains(errOut, "[1/2]") || strings.Contains(errOut, "scanned 2") {
		t.Errorf("progress on a pipe:\n%s", errOut)
	}
}

// The same server configured in two clients is probed once and reported
// once with both, and two clients each starting their own copy is no
// duplicate-tool-name finding (docs/rules.md §10.5).
func TestScanOneServerInTwoClients(t *testing.T) {
	home := t.TempDir()
	proj := t.TempDir()
	started := filepath.Join(t.TempDir(), "starts")
	server := map[string]any{"command": os.Args[0], "args": []string{"-test.run=^$"}, "env": map[string]string{"ACKRITE_TEST_SERVER": "plain", "ACKRITE_TEST_MARKER": started}}
	write := func(path string, doc any) {
		b, _ := json.Marshal(doc)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(home, ".claude.json"), map[string]any{"mcpServers": map[string]any{"tickets": server}})
	write(filepath.Join(home, ".cursor", "mcp.json"), map[string]any{"mcpServers": map[string]any{"Tickets": server}})
	env := []string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"), "PATH=" + os.Getenv("PATH")}
	out, errOut, code := runCLIEnv(t, env, "", "scan", "--dir", proj, "--format", "json")
	var rs []struct {
		Name     string `json:"name"`
		Status   string `json:"status"`
		Clients  []struct{ Client, Name string }
		Findings []struct{ Rule string }
	}
	if err := json.Unmarshal([]byte(out), &rs); err != nil {
		t.Fatalf("exit %d: %v\n%s\n%s", code, err, out, errOut)
	}
	if len(rs) != 1 || rs[0].Status != "probed" || len(rs[0].Clients) != 2 || rs[0].Clients[0].Client != "claude-code" || rs[0].Clients[1].Name != "Tickets" || len(rs[0].Findings) != 0 {
		t.Errorf("want one server with two clients and no finding, got %+v", rs)
	}
	if b, _ := os.ReadFile(started); strings.Count(string(b), "started") != 1 {
		t.Errorf("the server was started %d times; want once", strings.Count(string(b), "started"))
	}
	text, _, _ := runCLIEnv(t, env, "", "scan", "--dir", proj)
	if !strings.Contains(text, "also in cursor/user as Tickets (one server: probed once)") {
		t.Errorf("text output does not list the other client:\n%s", text)
	}
}
