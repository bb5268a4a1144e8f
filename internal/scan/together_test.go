package scan_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/clientconfig"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/scan"
)

// Rules across servers compare only servers one client starts together
// (docs/rules.md §10.5): its user-scope servers and those of one project. Two
// clients that each start a server with a "search" tool are no collision;
// one client starting two such servers is.
func TestFindingsAcrossServersOfOneClient(t *testing.T) {
	at := func(s clientconfig.Server, places ...clientconfig.Place) clientconfig.Server {
		s.Clients = places
		return s
	}
	user := func(client string) clientconfig.Place { return clientconfig.Place{Client: client, Scope: "user"} }
	proj := func(client, dir string) clientconfig.Place {
		return clientconfig.Place{Client: client, Scope: "project", Project: dir}
	}
	servers := []clientconfig.Server{
		at(fake(t, "a", "search=Searches the web.", 0), user("claude-code")),
		at(fake(t, "b", "search=Searches the docs.", 0), user("cursor")),
		at(fake(t, "c", "fetch=Fetches a page.", 0), proj("zed", "/p1")),
		at(fake(t, "d", "fetch=Fetches a URL.", 0), proj("zed", "/p2")),
		at(fake(t, "e", "lookup=Looks up.", 0), user("vscode"), proj("vscode", "/p3")),
		at(fake(t, "f", "lookup=Looks a word up.", 0), proj("vscode", "/p3")),
	}
	got := scan.Run(context.Background(), servers, scan.Options{Timeout: 20 * time.Second})
	rules := map[string][]string{}
	for _, r := range got {
		for _, f := range r.Findings {
			rules[r.Name] = append(rules[r.Name], f.Rule)
		}
	}
	want := map[string][]string{
		// a and b: two clients, each its own; c and d: two projects of zed.
		"e": {"duplicate-tool-name"}, "f": {"duplicate-tool-name"}, // vscode starts both in /p3, once
	}
	if diff := cmp.Diff(want, rules); diff != "" {
		t.Errorf("findings (-want +got):\n%s", diff)
	}
}

// Done hears of each server as its probe ends, while the slower one is
// still probing: the slow server, first in the list, answers only once
// Done has told of the quick one, so a Done that waited for every server
// would never be called for quick before slow ends (the scan would wait
// for slow's timeout instead).
func TestRunTellsEachServerAsItEnds(t *testing.T) {
	release := filepath.Join(t.TempDir(), "release")
	slow := fakeWith(t, "slow", "t=T.", map[string]string{"ACKRITE_FAKE_WAIT_FILE": release})
	servers := []clientconfig.Server{slow, fake(t, "quick", "t=T.", 0)}
	var order []string
	got := scan.Run(context.Background(), servers, scan.Options{Timeout: 30 * time.Second, Done: func(r *scan.Result, took time.Duration) {
		order = append(order, r.Name)
		if r.Name == "quick" {
			if err := os.WriteFile(release, nil, 0o600); err != nil {
				t.Error(err)
			}
		}
		if took <= 0 {
			t.Errorf("%s: took %s", r.Name, took)
		}
	}})
	if diff := cmp.Diff([]string{"quick", "slow"}, order); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
	for _, r := range got {
		if r.Report == nil {
			t.Errorf("%s: %s, not probed", r.Name, r.Status)
		}
	}
}

// A lock entry marked redacted whose description was edited does not
// verify: its digest matches the server, but it does not show what the
// server serves.
func TestVerifyRefusesAnEditedRedactedEntry(t *testing.T) {
	a := fake(t, "a", "deploy=Deploys with ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1 as the token.", 0)
	first := scan.Run(context.Background(), []clientconfig.Server{a}, scan.Options{Timeout: 20 * time.Second})
	lock, left := scan.NewLock(first, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC))
	if len(left) > 0 || !lock.Servers["a"].Redacted {
		t.Fatalf("left %v, redacted %v", left, lock.Servers["a"].Redacted)
	}
	data, _ := lock.Marshal()
	for _, c := range []struct {
		name, from, to, want string
	}{
		{"as written", "", "", scan.LockMatch},
		{"description edited", "Deploys with", "Only reads, with", scan.LockEdited},
	} {
		t.Run(c.name, func(t *testing.T) {
			edited := strings.Replace(string(data), c.from, c.to, 1)
			l, err := registry.ParseMultiLock([]byte(edited))
			if err != nil {
				t.Fatal(err)
			}
			got := scan.Run(context.Background(), []clientconfig.Server{a}, scan.Options{Timeout: 20 * time.Second, Lock: l, Verify: true})
			if got[0].Lock != c.want {
				t.Errorf("lock %q (%s); want %q", got[0].Lock, got[0].Reason, c.want)
			}
		})
	}
}
