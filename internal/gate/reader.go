package gate

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/reading"
)

// Evidence is the gate's reader: internal/reading, ackrite's one evidence
// reader (docs/rules.md §4.1), seen through the [Reader] interface. Every call from
// the gate into internal/reading is in this file.
var Evidence Reader = evidenceReader{}

type evidenceReader struct{}

func (evidenceReader) Read(output string) Reading {
	r := reading.Output(output)
	return Reading{
		Outcome: Outcome(r.Outcome),
		Because: r.Because(),
		Excerpt: strings.Join(r.Lines, "\n"),
		Passed:  r.PassedNames,
		Failed:  r.FailedNames,
	}
}

// SuccessClaims returns the clauses of a message that assert or predict a
// success, each once, in order: after a failing run, "the tests should now
// pass" is a success claim the run contradicts (reading.StopClaims).
func (evidenceReader) SuccessClaims(message string) []string {
	var out []string
	for _, st := range reading.StopClaims(message) {
		if s := strings.TrimSpace(st.Sentence); s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// Says returns the statements of text that assert, predict or deny an
// outcome (reading.Statements): a plan or a question says none.
func (evidenceReader) Says(text string) []Said {
	var out []Said
	for _, st := range reading.Statements(text) {
		switch {
		case st.Says() == reading.Success:
			out = append(out, Said{Success: true, At: st.Start})
		case st.Kind == reading.Success && st.Planned && !st.Negated && !st.Before:
			out = append(out, Said{Success: true, Planned: true, At: st.Start})
		case st.Says() == reading.Failure:
			out = append(out, Said{At: st.Start})
		}
	}
	return out
}
