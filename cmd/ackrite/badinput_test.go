package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Bad input gets a clear error naming what is wrong and exit 65 (or 64
// for a command line that cannot work), never a verdict on nothing, a raw
// decoder message or a hang.
func TestBadInputErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	lock := write("lock.json", `{"lock":"ackrite.lock/v1","projection":"ackrite.tool-projection/v1","digest":"sha256:`+strings.Repeat("0", 64)+`","redacted":false,"tools":[]}`)
	broken := write("broken.json", "{\"mcpServers\": {\n  \"a\": {\"command\": \"x\"}\n  \"b\": {\"command\": \"y\"}\n}}")
	empty := write("empty.json", "\n")
	tools := write("tools.json", `{"tools": []}`)
	for _, c := range []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"empty stdin to check", "", []string{"check", "-"}, exitData, "ackrite check: -: no input: standard input is empty; pipe a discovery record to it\n"},
		{"an empty file to check", "", []string{"check", empty}, exitData, "ackrite check: " + empty + ": no input: the file is empty; a discovery record is a JSON document\n"},
		{"a lock given to check", "", []string{"check", lock}, exitData, "ackrite check: " + lock + ": this is an ackrite lock file, not an evidence record: compare it with the live server with 'ackrite probe --lock FILE -- CMD' or 'ackrite diff --lock FILE -- CMD'\n"},
		{"a tools/list result given to check", "", []string{"check", tools}, exitData, "this is a saved tools/list result, not an evidence record: compare it with a live server with 'ackrite probe --lock FILE -- CMD'"},
		{"a config with a missing comma", "", []string{"scan", "--no-connect", "--config", broken}, exitData, "ackrite scan: --config " + broken + ":3:3: found \"\\\"\" where ',' or '}' was expected: a comma missing after the previous value?\n"},
		{"a refused lock says how to re-pin", "", []string{"diff", lock, lock}, exitData, "digest: the stored definitions hash to sha256:"},
		{"empty stdin to diff", "", []string{"diff", "-", lock}, exitData, "ackrite diff: -: no input: standard input is empty; pipe a registry to it\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := runCLI(t, c.stdin, c.args...)
			if code != c.code || !strings.Contains(errOut, c.want) {
				t.Errorf("exit %d (want %d)\nstderr %q\nwant   %q\nstdout %q", code, c.code, errOut, c.want, out)
			}
		})
	}
	_, errOut, _ := runCLI(t, "", "diff", lock, lock)
	if !strings.Contains(errOut, "pin the server again with 'ackrite lock -o FILE -- CMD ARGS (or --url URL)'") {
		t.Errorf("a refused lock does not say how to pin again:\n%s", errOut)
	}
}

// An -o that cannot be written is refused before the server is started.
func TestUnwritableOutputCheckedBeforeProbing(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "started")
	t.Setenv("ACKRITE_TEST_MARKER", marker)
	for _, args := range [][]string{
		append([]string{"lock", "-o", "/nonexistent/dir/x.json"}, testServerCmd(t, "plain")...),
	} {
		out, errOut, code := runCLI(t, "", args...)
		want := "ackrite lock: -o: cannot write /nonexistent/dir/x.json: the directory /nonexistent/dir does not exist\nsee 'ackrite lock -h'\n"
		if code != exitUsage || errOut != want || out != "" {
			t.Errorf("exit %d, stderr %q\nwant %q", code, errOut, want)
		}
	}
	cfg := filepath.Join(t.TempDir(), "c.json")
	if err := os.WriteFile(cfg, []byte(`{"mcpServers": {"a": {"command": "`+os.Args[0]+`", "args": ["-test.run=^$"], "env": {"ACKRITE_TEST_SERVER": "plain", "ACKRITE_TEST_MARKER": "`+marker+`"}}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := runCLI(t, "", "scan", "--config", cfg, "--lock", "/nonexistent/dir/l.json")
	if code != exitUsage || !strings.HasPrefix(errOut, "ackrite scan: --lock: cannot write /nonexistent/dir/l.json") {
		t.Errorf("scan --lock: exit %d, %q", code, errOut)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("a server was started before the output was found unwritable")
	}
}

// A lock marked redacted whose description was edited no longer passes
// for what the server serves: probe --lock and diff --lock refuse it.
func TestEditedRedactedLockRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ackrite.lock.json")
	server := testServerCmd(t, "secret")
	if _, errOut, code := runCLI(t, "", append([]string{"lock", "-o", path}, server...)...); code != 0 {
		t.Fatalf("lock: exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), `"redacted": true`) || !strings.Contains(string(data), "[REDACTED:") {
		t.Fatalf("the fixture lock must be redacted: %v\n%s", err, data)
	}
	edited := filepath.Join(dir, "edited.json")
	if err := os.WriteFile(edited, []byte(strings.Replace(string(data), "Reads one ticket with", "Reads nothing; never uses", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"probe", "--lock"}, {"diff", "--lock"}} {
		_, errOut, code := runCLI(t, "", append(append(args, path), server...)...)
		if code == exitData || strings.Contains(errOut, "edited") {
			t.Errorf("%v as written: exit %d, %s", args, code, errOut)
		}
		_, errOut, code = runCLI(t, "", append(append(args, edited), server...)...)
		if code != exitData || !strings.Contains(errOut, `tools[0].definition/description: the stored text of "read_ticket" is not the pinned text with secrets redacted, so it was edited`) ||
			!strings.Contains(errOut, "pin the server again") {
			t.Errorf("%v edited: exit %d, %s", args, code, errOut)
		}
	}
}
