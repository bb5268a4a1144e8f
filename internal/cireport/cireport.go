// Package cireport writes what ackrite found in the formats CI systems
// read (SPEC §10.6): SARIF 2.1.0, built with github.com/owenrumney/go-sarif,
// and GitHub Actions workflow annotations. Commands describe their results
// once, as a [Report] of rules and results; this package only renders.
//
// Every text that came from a server passes through the caller's
// sanitising (hidden characters made visible, control characters
// stripped, secrets redacted) before it gets here; GitHub annotations are
// additionally escaped so that a message cannot end its own command.
package cireport

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strings"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
)

// Level is a result's level, in SARIF's words.
type Level string

// The levels, most severe first.
const (
	Error   Level = "error"
	Warning Level = "warning"
	Note    Level = "note"
)

// A Rule is one class of result: a verdict, a drift class, a poisoning
// rule. SARIF gets one rule per class.
type Rule struct {
	ID      string
	Summary string
	Level   Level
}

// A Result is one thing found.
type Result struct {
	RuleID  string
	Level   Level // the rule's level when empty
	Message string
	// File and Line locate the result (the config file that starts the
	// server, the lock file, the record); both optional.
	File string
	Line int
	// Properties carry machine-readable detail (server, tool, field).
	Properties map[string]string
}

// A Report is one run of one command.
type Report struct {
	Tool    string
	Version string
	URI     string
	Rules   []Rule
	Results []Result
}

// level returns the result's level, falling back to its rule's.
func (r *Report) level(res Result) Level {
	if res.Level != "" {
		return res.Level
	}
	for _, rule := range r.Rules {
		if rule.ID == res.RuleID {
			return rule.Level
		}
	}
	return Warning
}

// relPath writes a path slash-separated, relative when it is under base
// (so code scanning and annotations can link it to the repository).
func relPath(path, base string) string {
	if path == "" {
		return ""
	}
	if base != "" && filepath.IsAbs(path) {
		if rel, err := filepath.Rel(base, path); err == nil && !strings.HasPrefix(rel, "..") {
			path = rel
		}
	}
	return filepath.ToSlash(path)
}

// uri writes a path as a SARIF artifact URI: relative under base, a
// file:// URI otherwise (an absolute Windows path is no URI reference).
func uri(path, base string) string {
	p := relPath(path, base)
	if filepath.IsAbs(path) && p == filepath.ToSlash(path) {
		if !strings.HasPrefix(p, "/") {
			p = "/" + p
		}
		return (&url.URL{Scheme: "file", Path: p}).String()
	}
	return p
}

// SARIF renders the report as a SARIF 2.1.0 log. base, when set, makes
// file paths under it relative.
func (r *Report) SARIF(w io.Writer, base string) error {
	log := sarif.NewReport()
	run := sarif.NewRunWithInformationURI(r.Tool, r.URI)
	if r.Version != "" {
		run.Tool.Driver.WithVersion(r.Version)
	}
	// Only the rules some result uses, in table order: a rule list is
	// documentation of what was found, and stays short.
	used := map[string]bool{}
	for _, res := range r.Results {
		used[res.RuleID] = true
	}
	for _, rule := range r.Rules {
		if !used[rule.ID] {
			continue
		}
		run.AddRule(rule.ID).
			WithName(sarifName(rule.ID)).
			WithDescription(rule.Summary).
			WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(string(rule.Level)))
	}
	for _, res := range r.Results {
		if run.GetRuleIndex(res.RuleID) < 0 {
			run.AddRule(res.RuleID).WithDescription(res.RuleID)
		}
		out := run.CreateResultForRule(res.RuleID).
			WithLevel(string(r.level(res))).
			WithMessage(sarif.NewTextMessage(res.Message))
		if u := uri(res.File, base); u != "" {
			loc := sarif.NewPhysicalLocation().WithArtifactLocation(sarif.NewSimpleArtifactLocation(u))
			if res.Line > 0 {
				loc.WithRegion(sarif.NewRegion().WithStartLine(res.Line))
			}
			out.AddLocation(sarif.NewLocationWithPhysicalLocation(loc))
		}
		if len(res.Properties) > 0 {
			bag := sarif.NewPropertyBag()
			keys := make([]string, 0, len(res.Properties))
			for k := range res.Properties {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				bag.Add(k, res.Properties[k])
			}
			out.WithProperties(bag)
		}
	}
	log.AddRun(run)
	var b bytes.Buffer
	if err := log.PrettyWrite(&b); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// sarifName turns a rule id into the PascalCase name SARIF suggests.
func sarifName(id string) string {
	var b strings.Builder
	up := true
	for _, r := range id {
		switch {
		case r == '-' || r == '/' || r == '_' || r == '.':
			up = true
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// githubCommand maps levels to workflow commands.
var githubCommand = map[Level]string{Error: "error", Warning: "warning", Note: "notice"}

// GitHub writes one workflow annotation per result:
//
//	::error file=.mcp.json,line=3,title=ackrite stale::server github: …
//
// Messages are escaped as the Actions runner expects (%, CR, LF; and ","
// and ":" in properties), so a message cannot start another command.
func (r *Report) GitHub(w io.Writer, base string) error {
	for _, res := range r.Results {
		var props []string
		if u := relPath(res.File, base); u != "" {
			props = append(props, "file="+escapeProperty(u))
			if res.Line > 0 {
				props = append(props, fmt.Sprintf("line=%d", res.Line))
			}
		}
		props = append(props, "title="+escapeProperty(r.Tool+" "+res.RuleID))
		if _, err := fmt.Fprintf(w, "::%s %s::%s\n", githubCommand[r.level(res)], strings.Join(props, ","), escapeData(res.Message)); err != nil {
			return err
		}
	}
	return nil
}

func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

// Worst returns the most severe level among the results ("" when none).
func (r *Report) Worst() Level {
	worst := Level("")
	rank := map[Level]int{"": 0, Note: 1, Warning: 2, Error: 3}
	for _, res := range r.Results {
		if l := r.level(res); rank[l] > rank[worst] {
			worst = l
		}
	}
	return worst
}
