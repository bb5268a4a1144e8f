package probe

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/testkit"
)

// tsServer returns testdata/servers/tickets-ts.cjs (a server on the
// official TypeScript SDK) run by Node 22 as a stdio target, with env set
// for its behaviour, or skips when Node or the SDK is not installed.
func tsServer(t *testing.T, env map[string]string) Target {
	t.Helper()
	node, modules := testkit.Tools(t, "@modelcontextprotocol/sdk/package.json")
	t.Setenv("NODE_PATH", modules)
	for k, v := range env {
		t.Setenv(k, v)
	}
	script, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "servers", "tickets-ts.cjs"))
	return Target{Command: []string{node, script}}
}

func TestTypeScriptServerPages(t *testing.T) {
	tr, rep := probeOnce(t, tsServer(t, map[string]string{"TICKETS_PAGE_SIZE": "1"}), Options{}, nil)
	if rep.Verdict != convergence.Converged || len(tr.Pages) != 3 || len(tr.Tools) != 3 {
		t.Errorf("verdict %s, %d pages, %d tools; want converged, 3, 3", rep.Verdict, len(tr.Pages), len(tr.Tools))
	}
}

func TestTypeScriptServerCrashesMidTraversal(t *testing.T) {
	ctx := context.Background()
	s, err := Connect(ctx, tsServer(t, map[string]string{"TICKETS_PAGE_SIZE": "1", "TICKETS_CRASH_ON_PAGE": "2"}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tr := s.Traverse(ctx)
	if tr.Lost == nil || tr.Lost.Exit != "exit status 7" || !strings.Contains(tr.Lost.Stderr, "TypeError: Cannot read properties of undefined") || len(tr.Pages) != 1 {
		t.Errorf("stopped %q after %d pages, lost %+v", tr.Stopped, len(tr.Pages), tr.Lost)
	}
}

func TestTypeScriptServerJunkOnStdout(t *testing.T) {
	_, err := Connect(context.Background(), tsServer(t, map[string]string{"TICKETS_JUNK": "Debug: \x1b[31mconnecting\x1b[0m to tickets.db"}), Options{PageTimeout: 10 * time.Second})
	if err == nil || !strings.Contains(err.Error(), `the server wrote a line that is not JSON-RPC: Debug: \u{1B}[31mconnecting\u{1B}[0m to tickets.db`) {
		t.Errorf("error: %v", err)
	}
}

// A server that exits and is restarted (by the watch) with other tools:
// unverifiable while it is gone, then stale against the lock, with what
// changed across the restart.
func TestTypeScriptServerRestartedWithOtherTools(t *testing.T) {
	state := filepath.Join(t.TempDir(), "state")
	if err := os.WriteFile(state, []byte("v1"), 0o644); err != nil {
		t.Fatal(err)
	}
	target := tsServer(t, map[string]string{"TICKETS_STATE_FILE": state, "TICKETS_EXIT_AFTER_MS": "1500"})
	ctx := context.Background()
	s, err := Connect(ctx, target, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	first := s.Traverse(ctx)
	reg, err := registry.Digest(first.Tools)
	if err != nil {
		t.Fatal(err)
	}
	var got events
	s.Watch(ctx, WatchOptions{For: 4 * time.Second, ReconnectMin: 100 * time.Millisecond, Client: &Client{Digest: reg.Digest}}, func(ev *Event) {
		got.add(ev)
		if ev.Trigger == TriggerStart {
			_ = os.WriteFile(state, []byte("v2"), 0o644) // the next start serves other tools
		}
	})
	t.Logf("events: %s", got.triggers())
	lost, re := got.first(TriggerLost), got.first(TriggerReconnect)
	if lost == nil || lost.Report.Verdict != convergence.Unverifiable || lost.Lost.Exit != "exit status 0" {
		t.Fatalf("no unverifiable event with the exit status: %s", got.triggers())
	}
	if re == nil || re.Report.Verdict != convergence.Stale || len(re.Changes) != 2 {
		t.Fatalf("the restarted server is not stale against the lock with 2 changes: %s", got.triggers())
	}
}
