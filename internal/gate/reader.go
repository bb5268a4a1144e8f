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
