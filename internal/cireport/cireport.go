// Package cireport writes what ackrite found in the formats CI systems
// read (docs/rules.md §10.6): SARIF 2.1.0 (a log holding only the properties that
// say something — no empty arrays, no -1 placeholders — valid against the
// OASIS schema) and GitHub Actions workflow annotations. Commands describe their results
// once, as a [Report] of rules and results; this package only renders.
//
// Every text that came from a server passes through the caller's
// sanitising (hidden characters made visible, control characters
// stripped, secrets redacted) before it gets here; GitHub annotations are
// additionally escaped so that a message cannot end its own command.
package cireport

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"
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

// The SARIF 2.1.0 objects the report uses, with only the properties it
// sets (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html):
// an absent property means its default, so none is written empty.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool    sarifTool     `json:"tool"`
		Results []sarifResult `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri,omitempty"`
		Rules          []sarifRule `json:"rules,omitempty"`
	}
	sarifRule struct {
		ID                   string            `json:"id"`
		Name                 string            `json:"name,omitempty"`
		ShortDescription     *sarifMessage     `json:"shortDescription,omitempty"`
		DefaultConfiguration *sarifRuleDefault `json:"defaultConfiguration,omitempty"`
	}
	sarifRuleDefault struct {
		Level string `json:"level"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifResult struct {
		RuleID     string            `json:"ruleId"`
		RuleIndex  int               `json:"ruleIndex"`
		Level      string            `json:"level"`
		Message    sarifMessage      `json:"message"`
		Locations  []sarifLocation   `json:"locations,omitempty"`
		Properties map[string]string `json:"properties,omitempty"`
	}
	sarifLocation struct {
		PhysicalLocation sarifPhysical `json:"physicalLocation"`
	}
	sarifPhysical struct {
		ArtifactLocation sarifArtifact `json:"artifactLocation"`
		Region           *sarifRegion  `json:"region,omitempty"`
	}
	sarifArtifact struct {
		URI string `json:"uri"`
	}
	sarifRegion struct {
		StartLine int `json:"startLine"`
	}
)

// sarifSchema is the schema the log names, as GitHub code scanning and
// the SARIF validators expect it.
const sarifSchema = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/main/sarif-2.1/schema/sarif-schema-2.1.0.json"

// SARIF renders the report as a SARIF 2.1.0 log. base, when set, makes
// file paths under it relative.
func (r *Report) SARIF(w io.Writer, base string) error {
	run := sarifRun{
		Tool:    sarifTool{Driver: sarifDriver{Name: r.Tool, Version: r.Version, InformationURI: r.URI}},
		Results: []sarifResult{},
	}
	// Only the rules some result uses, in table order: a rule list is
	// documentation of what was found, and stays short.
	used := map[string]bool{}
	for _, res := range r.Results {
		used[res.RuleID] = true
	}
	index := map[string]int{}
	addRule := func(rule sarifRule) {
		index[rule.ID] = len(run.Tool.Driver.Rules)
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, rule)
	}
	for _, rule := range r.Rules {
		if used[rule.ID] {
			addRule(sarifRule{ID: rule.ID, Name: sarifName(rule.ID), ShortDescription: &sarifMessage{rule.Summary},
				DefaultConfiguration: &sarifRuleDefault{Level: string(rule.Level)}})
		}
	}
	for _, res := range r.Results {
		if _, ok := index[res.RuleID]; !ok {
			addRule(sarifRule{ID: res.RuleID, ShortDescription: &sarifMessage{res.RuleID}})
		}
		out := sarifResult{RuleID: res.RuleID, RuleIndex: index[res.RuleID], Level: string(r.level(res)),
			Message: sarifMessage{res.Message}, Properties: res.Properties}
		if u := uri(res.File, base); u != "" {
			loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: u}}}
			if res.Line > 0 {
				loc.PhysicalLocation.Region = &sarifRegion{StartLine: res.Line}
			}
			out.Locations = []sarifLocation{loc}
		}
		if len(out.Properties) == 0 {
			out.Properties = nil
		}
		run.Results = append(run.Results, out)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}})
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
