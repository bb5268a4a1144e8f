package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// display makes a string from a server or a config safe for a terminal or
// a log: secrets redacted, hidden and control characters made visible.
func display(s string) string { return text.Visible(redact.String(s)) }

// writeSafeJSON writes v as indented JSON with every hidden character
// escaped (SPEC §10.4: never raw, in JSON either).
func writeSafeJSON(w io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(text.EscapeJSON(b), '\n'))
	return err
}

// writeSafeJSONLine writes v as one JSON line, hidden characters escaped.
func writeSafeJSONLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(text.EscapeJSON(b), '\n'))
	return err
}

// ciRules is every class of result the CI formats report, one SARIF rule
// each: verdicts, server availability, lock comparison, drift classes,
// then the poisoning rules.
var ciRules = func() []cireport.Rule {
	rules := []cireport.Rule{
		{ID: "verdict/stale", Level: cireport.Error, Summary: "the client's registry is not the server's current one (SPEC §9.3 rules 3, 5)"},
		{ID: "verdict/incomplete", Level: cireport.Error, Summary: "the tools/list traversal did not finish (SPEC §9.3 rule 2)"},
		{ID: "verdict/unverifiable", Level: cireport.Warning, Summary: "no bounded discovery evidence: convergence cannot be shown (SPEC §9.3 rules 1, 4, 6)"},
		{ID: "server/unavailable", Level: cireport.Error, Summary: "the configured server could not be started or reached"},
		{ID: "server/skipped", Level: cireport.Note, Summary: "the configured server was not probed (disabled, interactive input, unsupported transport)"},
		{ID: "lock/changed", Level: cireport.Error, Summary: "the server's registry differs from the one pinned in the lock"},
		{ID: "lock/not-in-lock", Level: cireport.Error, Summary: "a configured server is not pinned in the lock"},
		{ID: "lock/not-configured", Level: cireport.Error, Summary: "a server pinned in the lock is no longer configured"},
		{ID: "lock/no-digest", Level: cireport.Error, Summary: "the server could not be traversed, so it cannot be compared with the lock"},
		{ID: "lock/edited", Level: cireport.Error, Summary: "the lock entry matches the server's digest but does not show its definitions: it was edited"},
		{ID: "drift/breaking", Level: cireport.Error, Summary: "a change that callers written for the old contract can fail on (SPEC §10.3)"},
		{ID: "drift/risk", Level: cireport.Error, Summary: "a tool may now do more harm: readOnlyHint or destructiveHint changed for the worse"},
		{ID: "drift/review", Level: cireport.Warning, Summary: "a description or title changed: read it (possible tool poisoning, a rug pull)"},
		{ID: "drift/added", Level: cireport.Warning, Summary: "a tool was added"},
		{ID: "drift/compatible", Level: cireport.Note, Summary: "a change old callers keep working with"},
		{ID: "input/bad", Level: cireport.Error, Summary: "an input file is missing, not JSON, or not what the command reads"},
	}
	level := map[poison.Severity]cireport.Level{poison.High: cireport.Error, poison.Medium: cireport.Warning, poison.Low: cireport.Note}
	for _, r := range poison.Catalog() {
		rules = append(rules, cireport.Rule{ID: r.Name, Level: level[r.Severity], Summary: "tool poisoning: " + r.Summary})
	}
	return rules
}()

// newCIReport starts a report for one command.
func newCIReport() *cireport.Report {
	return &cireport.Report{Tool: "ackrite", Version: version, URI: "https://github.com/ackrite/ackrite", Rules: ciRules}
}

// verdictResult adds a non-converged verdict.
func verdictResult(r *cireport.Report, subject string, rep *convergence.Report, file string, line int, props map[string]string) {
	if rep == nil || rep.Verdict == convergence.Converged {
		return
	}
	msg := fmt.Sprintf("%s: %s", display(subject), rep.Verdict)
	if len(rep.Reasons) > 0 {
		msg += fmt.Sprintf(" (rule %d, %s): %s", rep.Reasons[0].Rule, rep.Reasons[0].Code, display(rep.Reasons[0].Message))
	}
	r.Results = append(r.Results, cireport.Result{RuleID: "verdict/" + string(rep.Verdict), Message: msg, File: file, Line: line, Properties: props})
}

// findingResults adds poisoning findings.
func findingResults(r *cireport.Report, fs []poison.Finding, file string, line int) {
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

// driftResults adds classified drift.
func driftResults(r *cireport.Report, server string, ds []registry.Drift, file string) {
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

// toolFindings runs the poisoning rules (SPEC §10.4) on one server's tool
// definitions; a definition that is not an object is left to the verdict.
func toolFindings(server string, defs []json.RawMessage) []poison.Finding {
	found, _ := poison.InspectTools(server, defs)
	if found == nil {
		found = []poison.Finding{}
	}
	return found
}

// registryFindings is toolFindings on a registry's projected definitions.
func registryFindings(server string, reg *registry.Registry) []poison.Finding {
	return toolFindings(server, reg.Definitions())
}

// printFindings writes findings for people, one per line.
func printFindings(w io.Writer, prefix string, fs []poison.Finding) {
	for _, f := range fs {
		fmt.Fprintf(w, "%s%s\n", prefix, f.String())
	}
}

// findingsExit is 1 when a finding reaches the --fail-on-finding level.
func findingsExit(fs []poison.Finding, level poison.Threshold) int {
	if level.ReachedBy(fs) {
		return exitStale
	}
	return exitOK
}

// addFailOnFinding registers --fail-on-finding with a default.
func addFailOnFinding(fs *flag.FlagSet, def string) *string {
	return fs.String("fail-on-finding", def, "exit 1 on a tool-poisoning finding of this `severity` or higher: high, medium, low or none")
}

// writeCI renders a report as SARIF or GitHub annotations.
func writeCI(w io.Writer, format outputFormat, r *cireport.Report) error {
	base, _ := os.Getwd()
	if format == formatSARIF {
		return r.SARIF(w, base)
	}
	return r.GitHub(w, base)
}

// parseFailOnFinding reads --fail-on-finding.
func parseFailOnFinding(v string) (poison.Threshold, error) {
	t, err := poison.ParseThreshold(v)
	if err != nil {
		return t, fmt.Errorf("--fail-on-finding %w", err)
	}
	return t, nil
}

// joinKeys lists names for people.
func joinKeys(keys []string) string {
	if len(keys) == 0 {
		return "-"
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = display(k)
	}
	return strings.Join(out, ",")
}
