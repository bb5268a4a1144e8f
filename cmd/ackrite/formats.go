package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// display makes a string from a server or a config safe for a terminal or
// a log: secrets redacted, hidden and control characters made visible.
func display(s string) string { return text.Visible(redact.String(s)) }

// writeSafeJSON writes v as indented JSON with every hidden character
// escaped (docs/rules.md §10.4: never raw, in JSON either).
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

// toolFindings runs the poisoning rules (docs/rules.md §10.4) on one server's tool
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
