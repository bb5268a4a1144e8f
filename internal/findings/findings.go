// Package findings says what a CI run is told of ackrite's results:
// discovery verdicts, registry drift, tool-poisoning findings and the
// outcome of a scan, each class of result one rule with its level
// ([Rules]), each result one [cireport.Result]. It decides what is
// reported and how severe it is; cireport decides how it is written
// (SARIF, GitHub annotations).
//
//	r := findings.NewReport(version)
//	findings.Verdict(r, "server github", rep, "ackrite.lock.json", 0, nil)
//	findings.Poison(r, poisonFindings, "", 0)
//	_ = r.SARIF(w, baseDir)
//
// Every message it writes is redacted and has its hidden characters made
// visible: a server's text reaches a CI log only that way (docs/rules.md §8,
// §10.4).
package findings

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/scan"
	"github.com/ackrite/ackrite/internal/text"
)

// InputBad is the rule of an input file that could not be read.
const InputBad = "input/bad"

// Rules is every class of result the CI formats report, one SARIF rule
// each: verdicts, server availability, lock comparison, drift classes,
// bad input, then the poisoning rules.
var Rules = func() []cireport.Rule {
	rules := []cireport.Rule{
		{ID: "verdict/stale", Level: cireport.Error, Summary: "the client's registry is not the server's current one (docs/rules.md §9.3 rules 3, 5)"},
		{ID: "verdict/incomplete", Level: cireport.Error, Summary: "the tools/list traversal did not finish (docs/rules.md §9.3 rule 2)"},
		{ID: "verdict/unverifiable", Level: cireport.Warning, Summary: "no bounded discovery evidence: convergence cannot be shown (docs/rules.md §9.3 rules 1, 4, 6)"},
		{ID: "server/unavailable", Level: cireport.Error, Summary: "the configured server could not be started or reached"},
		{ID: "server/skipped", Level: cireport.Note, Summary: "the configured server was not probed (disabled, interactive input, unsupported transport)"},
		{ID: "lock/changed", Level: cireport.Error, Summary: "the server's registry differs from the one pinned in the lock"},
		{ID: "lock/not-in-lock", Level: cireport.Error, Summary: "a configured server is not pinned in the lock"},
		{ID: "lock/not-configured", Level: cireport.Error, Summary: "a server pinned in the lock is no longer configured"},
		{ID: "lock/no-digest", Level: cireport.Error, Summary: "the server could not be traversed, so it cannot be compared with the lock"},
		{ID: "lock/edited", Level: cireport.Error, Summary: "the lock entry matches the server's digest but does not show its definitions: it was edited"},
		{ID: "drift/breaking", Level: cireport.Error, Summary: "a change that callers written for the old contract can fail on (docs/rules.md §10.3)"},
		{ID: "drift/risk", Level: cireport.Error, Summary: "a tool may now do more harm: readOnlyHint or destructiveHint changed for the worse"},
		{ID: "drift/review", Level: cireport.Warning, Summary: "a description or title changed: read it (possible tool poisoning, a rug pull)"},
		{ID: "drift/added", Level: cireport.Warning, Summary: "a tool was added"},
		{ID: "drift/compatible", Level: cireport.Note, Summary: "a change old callers keep working with"},
		{ID: InputBad, Level: cireport.Error, Summary: "an input file is missing, not JSON, or not what the command reads"},
	}
	level := map[poison.Severity]cireport.Level{poison.High: cireport.Error, poison.Medium: cireport.Warning, poison.Low: cireport.Note}
	for _, r := range poison.Catalog() {
		rules = append(rules, cireport.Rule{ID: r.Name, Level: level[r.Severity], Summary: "tool poisoning: " + r.Summary})
	}
	return rules
}()

// NewReport starts a report of ackrite version, with every rule.
func NewReport(version string) *cireport.Report {
	return &cireport.Report{Tool: "ackrite", Version: version, URI: "https://github.com/ackrite/ackrite", Rules: Rules}
}

// display makes server or config text safe for a CI log: secrets
// redacted, hidden and control characters made visible.
func display(s string) string { return text.Visible(redact.String(s)) }

// Bad adds an input that could not be read.
func Bad(r *cireport.Report, source, why, file string) {
	r.Results = append(r.Results, cireport.Result{RuleID: InputBad, Message: display(source + ": " + why), File: file})
}

// Verdict adds a verdict that is not converged; a converged one is no
// result.
func Verdict(r *cireport.Report, subject string, rep *convergence.Report, file string, line int, props map[string]string) {
	if rep == nil || rep.Verdict == convergence.Converged {
		return
	}
	msg := fmt.Sprintf("%s: %s", display(subject), rep.Verdict)
	if len(rep.Reasons) > 0 {
		msg += fmt.Sprintf(" (rule %d, %s): %s", rep.Reasons[0].Rule, rep.Reasons[0].Code, display(rep.Reasons[0].Message))
	}
	r.Results = append(r.Results, cireport.Result{RuleID: "verdict/" + string(rep.Verdict), Message: msg, File: file, Line: line, Properties: props})
}

// Poison adds tool-poisoning findings, each under its own rule.
func Poison(r *cireport.Report, fs []poison.Finding, file string, line int) {
	for _, f := range fs {
		props := map[string]string{"tool": text.Visible(f.Tool), "field": text.Visible(f.Field), "severity": string(f.Severity)}
		if f.Server != "" {
			props["server"] = text.Visible(f.Server)
		}
		where := f.Tool
		if f.Server != "" {
			where = f.Server + "/" + f.Tool
		}
		msg := fmt.Sprintf("%s %s: %s", text.Visible(where), text.Visible(f.Field), f.Excerpt)
		r.Results = append(r.Results, cireport.Result{RuleID: f.Rule, Message: msg, File: file, Line: line, Properties: props})
	}
}

// Drift adds classified drift, each change under its class's rule.
func Drift(r *cireport.Report, server string, ds []registry.Drift, file string) {
	for _, d := range ds {
		p := d.Pointer
		if p == "" {
			p = "-"
		}
		msg := display(fmt.Sprintf("%s %s: %s", d.Tool, p, d.Message))
		if server != "" {
			msg = display(server) + ": " + msg
		}
		r.Results = append(r.Results, cireport.Result{RuleID: "drift/" + string(d.Class), Message: msg, File: file,
			Properties: map[string]string{"tool": text.Visible(d.Tool), "pointer": text.Visible(d.Pointer)}})
	}
}

// An outcome is how one scan status or lock comparison is reported: its
// rule, what the message says after the server's name, and whether the
// result sits at the lock file rather than at the config that starts the
// server (a server the config no longer has, an entry edited in the lock).
type outcome struct {
	rule   string
	says   func(s *scan.Result) string
	atLock bool
}

func reason(s *scan.Result) string { return ": " + s.Reason }

// scanStatuses and lockOutcomes are the scan's outcomes that are results;
// the others (probed, a lock that matches) are none.
var (
	scanStatuses = map[scan.Status]outcome{
		scan.Unavailable: {rule: "server/unavailable", says: reason},
		scan.Skipped:     {rule: "server/skipped", says: reason},
	}
	lockOutcomes = map[string]outcome{
		scan.LockChanged: {rule: "lock/changed", says: func(s *scan.Result) string {
			return ": registry " + registry.Short(s.Digest) + " differs from the lock"
		}},
		scan.LockNotInIt:  {rule: "lock/not-in-lock", says: func(*scan.Result) string { return " is not pinned in the lock" }},
		scan.LockNotFound: {rule: "lock/not-configured", says: func(*scan.Result) string { return " is pinned in the lock but no longer configured" }, atLock: true},
		scan.LockNoDigest: {rule: "lock/no-digest", says: func(*scan.Result) string { return " could not be traversed to compare with the lock" }},
		scan.LockEdited:   {rule: "lock/edited", says: reason, atLock: true},
	}
)

// Scan adds what a scan found of each server: its status and its lock
// comparison when they are results, its verdict, its drift from the lock
// and its poisoning findings, each at the config file that starts it.
func Scan(r *cireport.Report, results []scan.Result, lockFile string) {
	for i := range results {
		s := &results[i]
		props := map[string]string{"server": text.Visible(s.Name)}
		subject := "server " + s.Name
		add := func(o outcome) {
			res := cireport.Result{RuleID: o.rule, Message: display(subject + o.says(s)), File: s.File, Line: s.Line, Properties: props}
			if o.atLock {
				res.File, res.Line = lockFile, 0
			}
			r.Results = append(r.Results, res)
		}
		if o, ok := scanStatuses[s.Status]; ok {
			add(o)
		}
		if o, ok := lockOutcomes[s.Lock]; ok {
			add(o)
		}
		Verdict(r, subject, s.Report, s.File, s.Line, props)
		Drift(r, s.Name, s.Drift, lockFile)
		Poison(r, s.Findings, s.File, s.Line)
	}
}
