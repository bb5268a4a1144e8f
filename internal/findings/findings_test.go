package findings

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/clientconfig"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/scan"
)

// TestEveryResultHasARule checks that each rule a result can name is
// declared, so that SARIF readers find its level and text.
func TestEveryResultHasARule(t *testing.T) {
	declared := map[string]bool{}
	for _, r := range Rules {
		if declared[r.ID] {
			t.Errorf("rule %s declared twice", r.ID)
		}
		declared[r.ID] = true
	}
	var used []string
	for _, o := range scanStatuses {
		used = append(used, o.rule)
	}
	for _, o := range lockOutcomes {
		used = append(used, o.rule)
	}
	for _, v := range []convergence.Verdict{convergence.Stale, convergence.Incomplete, convergence.Unverifiable} {
		used = append(used, "verdict/"+string(v))
	}
	for _, c := range registry.Classes {
		used = append(used, "drift/"+string(c))
	}
	for _, id := range append(used, InputBad) {
		if !declared[id] {
			t.Errorf("results name rule %s, which Rules does not declare", id)
		}
	}
}

func TestScan(t *testing.T) {
	at := func(name string) clientconfig.Server {
		return clientconfig.Server{Name: name, File: ".mcp.json", Line: 3}
	}
	results := []scan.Result{
		{Server: at("up"), Status: scan.Probed},
		{Server: at("down"), Status: scan.Unavailable, Reason: "exit 1"},
		{Server: at("moved"), Status: scan.Probed, Lock: scan.LockChanged, Digest: "sha256:0123456789abcdef"},
		{Server: at("gone"), Status: scan.Missing, Lock: scan.LockNotFound},
	}
	r := NewReport("test")
	Scan(r, results, "ackrite.lock.json")
	var got []cireport.Result
	for _, res := range r.Results {
		res.Properties = nil
		got = append(got, res)
	}
	want := []cireport.Result{
		{RuleID: "server/unavailable", Message: "server down: exit 1", File: ".mcp.json", Line: 3},
		{RuleID: "lock/changed", Message: "server moved: registry " + registry.Short("sha256:0123456789abcdef") + " differs from the lock", File: ".mcp.json", Line: 3},
		{RuleID: "lock/not-configured", Message: "server gone is pinned in the lock but no longer configured", File: "ackrite.lock.json"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Scan (-want +got):\n%s", d)
	}
}
