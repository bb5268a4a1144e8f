package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/findings"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// maxRecordBytes bounds one record file.
const maxRecordBytes = 64 << 20

// fileReport is a report labelled with the file it came from, or the error
// that file gave.
type fileReport struct {
	Source string `json:"source"`
	Error  string `json:"error,omitempty"`
	*convergence.Report
}

// checkAbout is check's help text.
const checkAbout = `Give the discovery verdict (docs/rules.md §9) for evidence records in the
ackrite.discovery-record/v1 format, or for what "ackrite probe --json"
printed ({record, report}: the record is evaluated again) — one document,
or one per line as a watching probe prints them (each line is reported as
FILE#N). FILE "-" reads standard input. A lock file is no record: compare
one with a live server with "ackrite probe --lock" or "ackrite diff --lock".

Verdicts: converged, stale, incomplete, unverifiable. With several files the
worst verdict decides the exit code. JSON output is always an array, one
element per file in the order given.

Exit codes: 0 converged, 1 stale, 2 incomplete, 3 unverifiable,
64 usage error, 65 a file is missing, empty, not JSON or not a record.

Examples:
  ackrite check testdata/discovery/5-same-name-changed-contract.json
  ackrite probe --json -- ./my-server | ackrite check -
  ackrite check --format sarif records/*.json > ackrite.sarif`

func runCheck(e *env, args []string) int {
	fs := newFlags(e, "check", "ackrite check [flags] FILE...", checkAbout)
	format := addFormatFlag(fs, "an array of reports, one per file", formatText, formatJSON, formatSARIF, formatGitHub)
	at := fs.String("at", "", "evaluate as of this RFC 3339 `time` when a record has no observedAt (default: now)")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return usageFail(fs, "", "name at least one record file, or - for standard input")
	}
	now := time.Now()
	if *at != "" {
		t, err := time.Parse(time.RFC3339Nano, *at)
		if err != nil {
			return usageFail(fs, "", "--at %q: want an RFC 3339 time such as 2026-08-27T10:00:00Z", *at)
		}
		now = t
	}
	reports := []fileReport{}
	worst, bad := convergence.Converged, false
	check := func(source string, data []byte, err error) {
		fr := fileReport{Source: source}
		if err == nil {
			fr.Report, err = checkRecord(recordOf(data), now)
		}
		if err != nil {
			bad = true
			fr.Error = err.Error()
			fmt.Fprintf(text.VisibleWriter(e.stderr), "ackrite check: %s: %v\n", source, err)
		} else if fr.Verdict.Severity() > worst.Severity() {
			worst = fr.Verdict
		}
		reports = append(reports, fr)
	}
	for _, name := range fs.Args() {
		data, err := readRecord(e, name)
		docs := documents(data)
		if err != nil || len(docs) == 1 {
			check(name, data, err)
			continue
		}
		for i, doc := range docs {
			check(fmt.Sprintf("%s#%d", name, i+1), doc, nil)
		}
	}
	format.render(e.stdout, renderers{
		formatJSON:   func(w io.Writer) { writeJSON(w, reports, true) },
		formatSARIF:  func(w io.Writer) { _ = writeCI(w, formatSARIF, checkCIReport(reports)) },
		formatGitHub: func(w io.Writer) { _ = writeCI(w, formatGitHub, checkCIReport(reports)) },
		formatText: func(w io.Writer) {
			w = text.VisibleWriter(w)
			first := true
			for _, r := range reports {
				if r.Report == nil {
					continue
				}
				if !first {
					fmt.Fprintln(w)
				}
				first = false
				printReport(w, r.Source, r.Report)
			}
		},
	})
	if bad {
		return exitData
	}
	return worst.ExitCode()
}

// checkCIReport turns check's reports into CI results, each at its file.
func checkCIReport(reports []fileReport) *cireport.Report {
	r := findings.NewReport(version)
	for _, fr := range reports {
		file, _, _ := strings.Cut(fr.Source, "#")
		if file == "-" {
			file = ""
		}
		if fr.Report == nil {
			findings.Bad(r, fr.Source, fr.Error, file)
			continue
		}
		findings.Verdict(r, "record "+fr.Source, fr.Report, file, 0, map[string]string{"source": display(fr.Source)})
	}
	return r
}

// documents splits what probe --watch --format json printed (one JSON
// document per line) into its documents. Anything else — one document, or
// data that is not a sequence of JSON objects — is returned whole, so that
// its error is reported as for one record.
func documents(data []byte) [][]byte {
	var docs [][]byte
	d := json.NewDecoder(bytes.NewReader(data))
	for {
		var doc json.RawMessage
		err := d.Decode(&doc)
		if err == io.EOF {
			break
		}
		if err != nil || len(doc) == 0 || doc[0] != '{' {
			return [][]byte{data}
		}
		docs = append(docs, doc)
	}
	if len(docs) == 0 {
		return [][]byte{data}
	}
	return docs
}

// recordOf returns the evidence record in data: data itself, or the
// "record" member of what probe --json prints ({record, report}). The
// report is not trusted; the record is evaluated again.
// checkRecord judges a record, saying what the file is when it is a
// registry instead.
func checkRecord(data []byte, now time.Time) (*convergence.Report, error) {
	rep, err := convergence.JudgeJSON(data, now)
	if err != nil {
		if what := notARecord(data); what != "" {
			return nil, errors.New(what)
		}
	}
	return rep, err
}

func recordOf(data []byte) []byte {
	var wrapper struct {
		Record json.RawMessage `json:"record"`
	}
	if json.Unmarshal(data, &wrapper) == nil && len(wrapper.Record) > 0 && wrapper.Record[0] == '{' {
		return wrapper.Record
	}
	return data
}

func readRecord(e *env, name string) ([]byte, error) {
	return readInput(e, name, "discovery record")
}

// printReport writes a report for a person: verdict, deciding reason, the
// diff, the other reasons and the next safe action.
func printReport(w io.Writer, source string, r *convergence.Report) {
	d := r.Reasons[0]
	fmt.Fprintf(w, "%s: %s (rule %d, %s)\n", source, strings.ToUpper(string(r.Verdict)), r.Rule, d.Code)
	fmt.Fprintf(w, "  %s\n", d.Message)
	for _, c := range r.ToolDiff {
		mark := map[registry.ChangeKind]string{registry.ToolAdded: "+", registry.ToolRemoved: "-", registry.ToolChanged: "~"}[c.Change]
		var fields []string
		for _, f := range c.Fields {
			fields = append(fields, f.Summary)
		}
		line := fmt.Sprintf("  %s %s %s", mark, c.Tool, c.Change)
		if len(fields) > 0 {
			line += ": " + strings.Join(fields, "; ")
		}
		fmt.Fprintln(w, redact.String(line)) // field summaries quote schema values
	}
	for _, o := range r.Reasons[1:] {
		fmt.Fprintf(w, "  also (rule %d, %s): %s\n", o.Rule, o.Code, o.Message)
	}
	fmt.Fprintf(w, "  next: %s\n", r.NextSafeAction)
	if r.Digests.Discovered != "" || r.Digests.Client != "" {
		fmt.Fprintf(w, "  digests: discovered %s, client %s (%s)\n", orNone(registry.Short(r.Digests.Discovered)), orNone(registry.Short(r.Digests.Client)), r.Digests.Projection)
	}
	fmt.Fprintf(w, "  does not prove: %s\n", strings.Join(r.DoesNotProve, "; "))
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
