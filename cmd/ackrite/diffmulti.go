package main

import (
	"fmt"
	"io"

	"github.com/ackrite/ackrite/internal/cireport"
	"github.com/ackrite/ackrite/internal/findings"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// multiDiffOutput is what diff --format json prints for two multi-server
// locks compared without --server: every server pinned on either side.
type multiDiffOutput struct {
	Old     multiSide    `json:"old"`
	New     multiSide    `json:"new"`
	Servers []serverDiff `json:"servers"`
	// Summary counts drift per class over every server.
	Summary map[string]int `json:"summary"`
	FailOn  string         `json:"failOn"`
	Failed  bool           `json:"failed"`
}

type multiSide struct {
	Source  string   `json:"source"`
	Kind    string   `json:"kind"`
	Servers []string `json:"servers"`
}

// serverDiff is one server of a multi-server diff: Old is null for a
// server added, New for one removed.
type serverDiff struct {
	Name     string           `json:"name"`
	Change   string           `json:"change"`
	Old      *diffSide        `json:"old"`
	New      *diffSide        `json:"new"`
	Drift    []registry.Drift `json:"drift"`
	Summary  map[string]int   `json:"summary"`
	Findings []poison.Finding `json:"findings"`
}

// diffMulti compares two multi-server locks server by server; the worst
// drift class of any server decides the exit code.
func diffMulti(e *env, format *formatFlag, failOn *failOnFlag, failOnFinding poison.Threshold, oldPath, newPath string, oldLock, newLock *registry.MultiLock) int {
	out := multiDiffOutput{
		Old:     multiSide{Source: oldPath, Kind: registry.KindMultiLock, Servers: oldLock.Names()},
		New:     multiSide{Source: newPath, Kind: registry.KindMultiLock, Servers: newLock.Names()},
		Servers: []serverDiff{},
		Summary: map[string]int{},
		FailOn:  failOn.String(),
	}
	side := func(path, entry string, l *registry.Lock) *diffSide {
		if l == nil {
			return nil
		}
		return &diffSide{Source: path, Kind: registry.KindMultiLock, Entry: entry, Digest: l.Digest, Tools: len(l.Tools), Server: l.Server}
	}
	// Poisoning checks on the new side, across its servers too (§10.4).
	var fleet []poison.Server
	for _, name := range newLock.Names() {
		fleet = append(fleet, poison.Server{Name: name, Tools: newLock.Servers[name].Definitions()})
	}
	found, _ := poison.InspectFleet(fleet) // a definition that is not an object is no finding
	var all []poison.Finding
	for _, d := range registry.DiffMulti(oldLock, newLock) {
		summary, failed := settle(d.Drift, failOn)
		sd := serverDiff{Name: d.Name, Change: d.Change, Old: side(oldPath, d.Name, d.Old), New: side(newPath, d.Name, d.New),
			Drift: d.Drift, Summary: summary, Findings: []poison.Finding{}}
		for _, f := range found {
			if f.Server == d.Name {
				sd.Findings = append(sd.Findings, f)
			}
		}
		all = append(all, sd.Findings...)
		for c, n := range summary {
			out.Summary[c] += n
		}
		out.Failed = out.Failed || failed
		out.Servers = append(out.Servers, sd)
	}
	ciFile := newPath
	if ciFile == "-" {
		ciFile = ""
	}
	ci := func() *cireport.Report {
		r := findings.NewReport(version)
		for _, sd := range out.Servers {
			findings.Drift(r, sd.Name, sd.Drift, ciFile)
			findings.Poison(r, sd.Findings, ciFile, 0)
		}
		return r
	}
	format.render(e.stdout, renderers{
		formatJSON:   func(w io.Writer) { writeJSON(w, out, true) },
		formatSARIF:  func(w io.Writer) { _ = writeCI(w, formatSARIF, ci()) },
		formatGitHub: func(w io.Writer) { _ = writeCI(w, formatGitHub, ci()) },
		formatText:   func(w io.Writer) { printMultiDrift(text.VisibleWriter(w), out) },
	})
	code := findingsExit(all, failOnFinding)
	if out.Failed {
		code = exitStale
	}
	return code
}

// printMultiDrift writes a multi-server diff for people: both files, then
// each server's change and drift, then the counts over all servers. w
// makes hidden characters visible.
func printMultiDrift(w io.Writer, out multiDiffOutput) {
	fmt.Fprintf(w, "old: %s (%s, %d servers)\nnew: %s (%s, %d servers)\n", out.Old.Source, out.Old.Kind, len(out.Old.Servers),
		out.New.Source, out.New.Kind, len(out.New.Servers))
	for _, sd := range out.Servers {
		switch sd.Change {
		case registry.ServerAdded:
			fmt.Fprintf(w, "server %s: added (%d tools, %s)\n", display(sd.Name), sd.New.Tools, registry.Short(sd.New.Digest))
		case registry.ServerRemoved:
			fmt.Fprintf(w, "server %s: removed (had %d tools, %s)\n", display(sd.Name), sd.Old.Tools, registry.Short(sd.Old.Digest))
		case registry.ServerUnchanged:
			fmt.Fprintf(w, "server %s: unchanged (%d tools, %s)\n", display(sd.Name), sd.New.Tools, registry.Short(sd.New.Digest))
		default:
			fmt.Fprintf(w, "server %s: changed (%d → %d tools, %s → %s)\n", display(sd.Name), sd.Old.Tools, sd.New.Tools,
				registry.Short(sd.Old.Digest), registry.Short(sd.New.Digest))
		}
		printDriftLines(w, "  ", sd.Drift)
		printFindings(w, "  finding ", sd.Findings)
	}
	if len(out.Summary) == 0 {
		fmt.Fprintln(w, "no drift: every server's registry is identical under "+registry.Projection)
		return
	}
	fmt.Fprintln(w, "drift: "+summaryLine(out.Summary))
}
