package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProbeItself probes `ackrite serve` with the real binary on both ends.
func TestProbeItself(t *testing.T) {
	out, stderr, code := runCLI(t, "", "probe", "--", binary, "serve")
	if code != 0 || !strings.Contains(out, "CONVERGED") || !strings.Contains(stderr, "6 tool(s)") {
		t.Errorf("probe: exit %d\n%s\n%s", code, out, stderr)
	}
	out, _, code = runCLI(t, "", "probe", "--json", "--", binary, "serve")
	var res struct {
		Record map[string]any `json:"record"`
		Report map[string]any `json:"report"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil || res.Report["verdict"] != "converged" || res.Record["protocolVersion"] == nil {
		t.Errorf("probe --json: exit %d, %.300s", code, out)
	}
	if tools, _ := res.Record["discoveredTools"].([]any); len(tools) != 6 {
		t.Errorf("record holds %d discovered tools, want 6", len(tools))
	}
	// check accepts what probe --json printed (issue 14 item 6).
	checked, stderr, code := runCLI(t, out, "check", "--format", "json", "-")
	var reports []map[string]any
	if code != 0 || json.Unmarshal([]byte(checked), &reports) != nil || len(reports) != 1 || reports[0]["verdict"] != "converged" {
		t.Errorf("probe --json | check -: exit %d, %.300s %s", code, checked, stderr)
	}
}

func TestProbeUnavailable(t *testing.T) {
	script := filepath.Join(t.TempDir(), "broken-server")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho 'error: TICKETS_DB_URL is not set' >&2\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runCLI(t, "", "probe", "--", script)
	if code != exitUnavailable || !strings.Contains(stderr, "TICKETS_DB_URL is not set") {
		t.Errorf("broken server: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = runCLI(t, "", "probe", "--url", "http://127.0.0.1:1/mcp", "--timeout", "5s")
	if code != exitUnavailable || !strings.Contains(stderr, "cannot reach") {
		t.Errorf("unreachable URL: exit %d, stderr %q", code, stderr)
	}
	for _, args := range [][]string{
		{"probe"},
		{"probe", "--url", "ftp://x"},
		{"probe", "--url", "http://x/mcp", "--", "cmd"},
		{"probe", "--metrics", "127.0.0.1:0", "--", "cmd"},
		{"probe", "--header", "nocolon", "--url", "http://x"},
	} {
		if _, _, code := runCLI(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want 64", args, code)
		}
	}
}

func TestLockAndDiff(t *testing.T) {
	dir := t.TempDir()
	lock := filepath.Join(dir, "ackrite.lock.json")
	if _, stderr, code := runCLI(t, "", "lock", "-o", lock, "--", binary, "serve"); code != 0 {
		t.Fatalf("lock: exit %d: %s", code, stderr)
	}
	first, _ := os.ReadFile(lock)
	if _, _, code := runCLI(t, "", "lock", "-o", lock, "--", binary, "serve"); code != 0 {
		t.Fatal("second lock failed")
	}
	second, _ := os.ReadFile(lock)
	if string(first) != string(second) {
		t.Errorf("locking the same registry twice changed the file:\n%s\n---\n%s", first, second)
	}
	var l map[string]any
	if json.Unmarshal(first, &l) != nil || l["lock"] != "ackrite.lock/v1" || l["projection"] != "ackrite.tool-projection/v1" || l["lockedAt"] == nil {
		t.Errorf("lock file: %.300s", first)
	}
	// Live diff against the same server: no drift.
	out, stderr, code := runCLI(t, "", "diff", "--lock", lock, "--", binary, "serve")
	if code != 0 || !strings.Contains(out, "no drift") {
		t.Errorf("diff --lock live: exit %d\n%s%s", code, out, stderr)
	}
	// File diff with every change class.
	classify := filepath.Join("..", "..", "internal", "registry", "testdata", "classify")
	out, _, code = runCLI(t, "", "diff", filepath.Join(classify, "old.json"), filepath.Join(classify, "new.json"))
	if code != 1 {
		t.Errorf("diff with drift: exit %d", code)
	}
	for _, want := range []string{"breaking   new_required_property /inputSchema/properties/projectId", "risk       read_only_to_write", "review     description_changed /description", "added      added_tool", "compatible new_optional_property"} {
		if !strings.Contains(out, want) {
			t.Errorf("diff output lacks %q", want)
		}
	}
	out, _, code = runCLI(t, "", "diff", "--json", lock, lock)
	var d map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &d) != nil || len(d["drift"].([]any)) != 0 {
		t.Errorf("diff --json of identical locks: exit %d, %.200s", code, out)
	}
	if _, stderr, code := runCLI(t, "", "diff", lock, filepath.Join(dir, "missing.json")); code != exitData || !strings.Contains(stderr, "missing.json") {
		t.Errorf("diff with a missing file: exit %d, %q", code, stderr)
	}
	if _, _, code := runCLI(t, "", "diff", lock); code != exitUsage {
		t.Errorf("diff with one file: exit %d", code)
	}
}
