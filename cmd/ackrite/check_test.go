package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func fixture(name string) string {
	return filepath.Join("..", "..", "testdata", "discovery", name+".json")
}

func TestCheckExitCodes(t *testing.T) {
	tests := []struct {
		files []string
		code  int
		want  string
	}{
		{[]string{"1-baseline-converged"}, 0, "CONVERGED"},
		{[]string{"2-tool-removed-refreshed"}, 0, "CONVERGED"},
		{[]string{"3-notification-without-refresh"}, 1, "had already finished"},
		{[]string{"4-first-page-only"}, 2, "INCOMPLETE"},
		{[]string{"5-same-name-changed-contract"}, 1, "read_ticket changed: inputSchema.properties.projectId added; inputSchema.required gained projectId"},
		{[]string{"6-no-list-changed-unbounded"}, 3, "UNVERIFIABLE"},
		{[]string{"1-baseline-converged", "5-same-name-changed-contract", "4-first-page-only"}, 2, "INCOMPLETE"},
		{[]string{"6-no-list-changed-unbounded", "4-first-page-only"}, 3, "UNVERIFIABLE"},
	}
	for _, tt := range tests {
		var args []string
		for _, f := range tt.files {
			args = append(args, fixture(f))
		}
		out, stderr, code := runCLI(t, "", append([]string{"check"}, args...)...)
		if code != tt.code || !strings.Contains(out, tt.want) {
			t.Errorf("check %v: exit %d (want %d), output lacks %q:\n%s%s", tt.files, code, tt.code, tt.want, out, stderr)
		}
	}
}

func TestCheckJSONAndStdin(t *testing.T) {
	data, err := os.ReadFile(fixture("5-same-name-changed-contract"))
	if err != nil {
		t.Fatal(err)
	}
	// One file or several, --json and --format json: always an array.
	for _, flag := range []string{"--json", "--format=json"} {
		out, _, code := runCLI(t, string(data), "check", flag, "-")
		var one []map[string]any
		if code != 1 || json.Unmarshal([]byte(out), &one) != nil || len(one) != 1 || one[0]["verdict"] != "stale" || one[0]["source"] != "-" {
			t.Errorf("stdin %s: exit %d, %.200s", flag, code, out)
		}
	}
	out, _, code := runCLI(t, "{", "check", "--json", "-")
	var bad []map[string]any
	if code != exitData || json.Unmarshal([]byte(out), &bad) != nil || len(bad) != 1 || bad[0]["error"] == nil {
		t.Errorf("bad input --json: exit %d, %.200s", code, out)
	}
	if _, _, code := runCLI(t, "", "check", "--format", "yaml", "-"); code != exitUsage {
		t.Errorf("--format yaml: exit %d, want 64", code)
	}
	out, _, code = runCLI(t, "", "check", "--json", fixture("1-baseline-converged"), fixture("6-no-list-changed-unbounded"))
	var many []map[string]any
	if code != 3 || json.Unmarshal([]byte(out), &many) != nil || len(many) != 2 || many[1]["verdict"] != "unverifiable" {
		t.Errorf("several --json: exit %d, %.200s", code, out)
	}
}

func TestCheckBadInput(t *testing.T) {
	tests := []struct {
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"", []string{"check"}, exitUsage, "name at least one record file"},
		{"", []string{"check", "--at", "noon", "-"}, exitUsage, "--at"},
		{"", []string{"check", "no/such/file.json"}, exitData, "no such file"},
		{"not json", []string{"check", "-"}, exitData, "record: is not valid JSON"},
		{`{"pages": [{"cursor": 7}]}`, []string{"check", "-"}, exitData, "pages[0].cursor: got a JSON number; expected a string"},
		{`{"protocolVersion": "2025-11-25", "unknown": 1}`, []string{"check", "-"}, exitData, "unknown: is not a known field"},
	}
	for _, tt := range tests {
		_, stderr, code := runCLI(t, tt.stdin, tt.args...)
		if code != tt.code || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d (want %d), stderr %q lacks %q", tt.args, code, tt.code, stderr, tt.want)
		}
	}
	// A bad file among good ones: the good ones are still reported; exit 65.
	out, stderr, code := runCLI(t, "{", "check", fixture("1-baseline-converged"), "-")
	if code != exitData || !strings.Contains(out, "CONVERGED") || !strings.Contains(stderr, "-: record: is not valid JSON") {
		t.Errorf("mixed: exit %d, out %q, stderr %q", code, out, stderr)
	}
}
