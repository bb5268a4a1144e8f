package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// scanLock pins the servers of a Claude-Desktop-format config in a
// multi-server lock with a real scan, and returns its path. Each server
// is this test binary as a test server of the kind given, or, for kind
// "ackrite", ackrite serve.
func scanLock(t *testing.T, dir, name string, servers map[string]string) string {
	t.Helper()
	cfg := map[string]any{}
	for n, kind := range servers {
		if kind == "ackrite" {
			cfg[n] = map[string]any{"command": binary, "args": []string{"serve"}}
			continue
		}
		cfg[n] = map[string]any{"command": os.Args[0], "args": []string{"-test.run=^$"}, "env": map[string]string{"ACKRITE_TEST_SERVER": kind}}
	}
	b, _ := json.Marshal(map[string]any{"mcpServers": cfg})
	config := filepath.Join(dir, name+".config.json")
	lock := filepath.Join(dir, name+".json")
	if err := os.WriteFile(config, b, 0o600); err != nil {
		t.Fatal(err)
	}
	pinned := "ackrite scan: " + string(rune('0'+len(servers))) + " server(s) pinned"
	_, stderr, _ := runCLI(t, "", "scan", "--config", config, "--lock", lock)
	if !strings.Contains(stderr, pinned) && strings.Contains(stderr, "(verdict incomplete") {
		// A traversal that did not finish is not pinned — rightly — and
		// under -race on a loaded machine a server's page can run past
		// its timeout; the lock is what these tests are about, so one
		// more scan, and the first one's output if it fails again.
		first := stderr
		_, stderr, _ = runCLI(t, "", "scan", "--config", config, "--lock", lock)
		stderr = first + "(then)\n" + stderr
	}
	if !strings.Contains(stderr, pinned) {
		t.Fatalf("scan --lock %s: %s", name, stderr)
	}
	return lock
}

// probe --lock and diff --lock read one server of what scan --lock
// writes, picked with --server (issue 14 item 6).
func TestProbeAndLiveDiffReadAMultiServerLock(t *testing.T) {
	dir := t.TempDir()
	multi := scanLock(t, dir, "fleet", map[string]string{"tickets": "plain", "ackrite": "ackrite"})
	single := filepath.Join(dir, "single.json")
	tickets := testServerCmd(t, "plain")
	if _, stderr, code := runCLI(t, "", append([]string{"lock", "-o", single}, tickets...)...); code != 0 {
		t.Fatalf("lock: exit %d %s", code, stderr)
	}
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		out    string // in stdout
		stderr string // in stderr
	}{
		{name: "the entry of the server probed", args: []string{"probe", "--lock", multi, "--server", "tickets"}, code: 0, out: "CONVERGED"},
		{name: "another server's entry", args: []string{"probe", "--lock", multi, "--server", "ackrite"}, code: exitStale, out: "STALE",
			stderr: `warning: the lock pins server "ackrite", but the probed server calls itself "tickets"`},
		{name: "no --server, several servers", args: []string{"probe", "--lock", multi}, code: exitUsage,
			stderr: `servers: the lock pins 2 servers ("ackrite", "tickets"), not one: pick one with --server NAME`},
		{name: "a server the lock does not pin", args: []string{"probe", "--lock", multi, "--server", "tickest"}, code: exitUsage,
			stderr: `servers: no server "tickest"; the lock pins "ackrite", "tickets": pick one with --server NAME`},
		{name: "--server with a single lock", args: []string{"probe", "--lock", single, "--server", "tickets"}, code: exitUsage,
			stderr: "--server: a server name applies to a multi-server lock; this is a lock file"},
		{name: "--server without --lock", args: []string{"probe", "--server", "tickets"}, code: exitUsage, stderr: "--server needs --lock FILE"},
		{name: "live diff, same server", args: []string{"diff", "--lock", multi, "--server", "tickets"}, code: 0, out: "no drift"},
		{name: "live diff, another server's entry", args: []string{"diff", "--lock", multi, "--server", "ackrite"}, code: exitStale, out: "breaking"},
		{name: "live diff, no --server", args: []string{"diff", "--lock", multi}, code: exitUsage, stderr: "pick one with --server NAME"},
		{name: "live diff, --server with a single lock", args: []string{"diff", "--lock", single, "--server", "tickets"}, code: exitUsage,
			stderr: "--server applies to a multi-server lock; this is a lock file"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, stderr, code := runCLI(t, "", append(c.args, tickets...)...)
			if code != c.code || !strings.Contains(out, c.out) || !strings.Contains(stderr, c.stderr) {
				t.Errorf("exit %d, want %d; stdout wants %q, stderr %q\nstdout: %s\nstderr: %s", code, c.code, c.out, c.stderr, out, stderr)
			}
		})
	}
}

// diff OLD NEW reads multi-server locks: one entry with --server (or the
// only one), every server without it when both sides are multi-server
// locks, the worst class of any server deciding the exit code.
func TestDiffMultiServerLocks(t *testing.T) {
	dir := t.TempDir()
	fleet := scanLock(t, dir, "fleet", map[string]string{"tickets": "plain", "ackrite": "ackrite"})
	moved := scanLock(t, dir, "moved", map[string]string{"tickets": "hostile", "other": "plain"})
	grown := scanLock(t, dir, "grown", map[string]string{"tickets": "plain", "ackrite": "ackrite", "other": "plain"})
	alone := scanLock(t, dir, "alone", map[string]string{"tickets": "plain"})
	single := filepath.Join(dir, "single.json")
	if _, stderr, code := runCLI(t, "", append([]string{"lock", "-o", single}, testServerCmd(t, "plain")...)...); code != 0 {
		t.Fatalf("lock: exit %d %s", code, stderr)
	}
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		out    []string
		stderr string
	}{
		{name: "identical fleets", args: []string{fleet, fleet}, code: 0, out: []string{"server ackrite: unchanged", "server tickets: unchanged", "no drift: every server's registry is identical"}},
		{name: "removed, changed and added servers", args: []string{fleet, moved}, code: exitStale,
			out: []string{"server ackrite: removed", "breaking   verify -: tool removed", "server other: added (1 tools", "added      read_ticket", "server tickets: changed",
				`review     read_ticket /description`, `new: "Reads one ticket.\u{1B}[2K\u{D}CONVERGED \u{202E}evil"`}},
		{name: "the worst class decides: breaking fails --fail-on risk", args: []string{"--fail-on", "risk", fleet, moved}, code: exitStale},
		{name: "a server added only: --fail-on risk passes", args: []string{"--fail-on", "risk", fleet, grown}, code: 0, out: []string{"server other: added", "drift: 1 added"}},
		{name: "a server added only: the default fails", args: []string{fleet, grown}, code: exitStale},
		{name: "--server picks one entry of each", args: []string{"--server", "tickets", fleet, moved}, code: exitStale,
			out: []string{"old: " + fleet + " (multi-server lock", "review     read_ticket /description"}},
		{name: "--server naming a server one side lacks", args: []string{"--server", "ackrite", fleet, moved}, code: exitUsage,
			stderr: `no server "ackrite"; the lock pins "other", "tickets": pick one with --server NAME`},
		{name: "multi-server lock and a lock: ambiguous", args: []string{fleet, single}, code: exitUsage,
			stderr: `the lock pins 2 servers ("ackrite", "tickets"), not one: pick one with --server NAME`},
		{name: "multi-server lock and a lock, --server", args: []string{"--server", "tickets", fleet, single}, code: 0, out: []string{"no drift"}},
		{name: "a one-server lock is picked without --server", args: []string{alone, single}, code: 0, out: []string{"no drift"}},
		{name: "--server with two single locks", args: []string{"--server", "tickets", single, single}, code: exitUsage,
			stderr: "--server applies to a multi-server lock"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, stderr, code := runCLI(t, "", append([]string{"diff"}, c.args...)...)
			if code != c.code || !strings.Contains(stderr, c.stderr) {
				t.Errorf("exit %d, want %d; stderr wants %q\nstdout: %s\nstderr: %s", code, c.code, c.stderr, out, stderr)
			}
			for _, want := range c.out {
				if !strings.Contains(out, want) {
					t.Errorf("stdout lacks %q:\n%s", want, out)
				}
			}
			if strings.ContainsAny(out, "\x1b\u202E") {
				t.Errorf("stdout holds a raw control character:\n%s", out)
			}
		})
	}

	// The JSON shape: both files, then one entry per server on either side.
	out, _, code := runCLI(t, "", "diff", "--format", "json", fleet, moved)
	var got multiDiffOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != exitStale {
		t.Fatalf("diff --format json: exit %d, %v\n%s", code, err, out)
	}
	type server struct {
		Name, Change   string
		Old, New       bool
		Drift, Classes string
	}
	var servers []server
	for _, s := range got.Servers {
		var classes []string
		for _, d := range s.Drift {
			classes = append(classes, string(d.Class))
		}
		servers = append(servers, server{s.Name, s.Change, s.Old != nil, s.New != nil, "", strings.Join(classes, ",")})
	}
	want := []server{
		{Name: "ackrite", Change: "removed", Old: true, Classes: strings.TrimSuffix(strings.Repeat("breaking,", countTools(t, fleet, "ackrite")), ",")},
		{Name: "other", Change: "added", New: true, Classes: "added"},
		{Name: "tickets", Change: "changed", Old: true, New: true, Classes: "review"},
	}
	if diff := cmp.Diff(want, servers); diff != "" {
		t.Errorf("servers (-want +got):\n%s", diff)
	}
	if got.Old.Kind != "multi-server lock" || cmp.Diff([]string{"ackrite", "tickets"}, got.Old.Servers) != "" || cmp.Diff([]string{"other", "tickets"}, got.New.Servers) != "" ||
		!got.Failed || got.FailOn != "any" || got.Summary["breaking"] == 0 || got.Summary["review"] != 1 || got.Summary["added"] != 1 {
		t.Errorf("diff --format json: %+v", got)
	}
	if strings.Contains(out, "\x1b") {
		t.Errorf("diff --format json holds a raw ESC")
	}
	// The CI formats.
	out, _, code = runCLI(t, "", "diff", "--format", "sarif", fleet, moved)
	if code != exitStale {
		t.Errorf("diff --format sarif: exit %d", code)
	}
	validateSARIF(t, out)
	for _, want := range []string{"drift/breaking", "drift/review", "drift/added", "ackrite: verify"} {
		if !strings.Contains(out, want) {
			t.Errorf("SARIF lacks %q", want)
		}
	}
	out, _, code = runCLI(t, "", "diff", "--format", "github", fleet, moved)
	if code != exitStale || !strings.Contains(out, "::error file=") || !strings.Contains(out, "tickets: read_ticket /description") {
		t.Errorf("diff --format github: exit %d\n%s", code, out)
	}
}

// countTools is how many tools a multi-server lock pins for a server.
func countTools(t *testing.T, path, server string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	var m struct {
		Servers map[string]struct {
			Tools []json.RawMessage `json:"tools"`
		} `json:"servers"`
	}
	if err != nil || json.Unmarshal(b, &m) != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	return len(m.Servers[server].Tools)
}
