// Package ackrite holds the project's reference data: the six discovery
// evidence records of docs/rules.md §9.5, shipped in the binary so that `ackrite
// demo` can run them anywhere. The code lives under cmd/ and internal/.
package ackrite

import (
	"embed"
	"io/fs"
	"path"
	"strings"
)

//go:embed testdata/discovery/*.json
var discovery embed.FS

// A ReferenceCase is one of the six reference records of docs/rules.md §9.5.
type ReferenceCase struct {
	Name    string // file name without .json, e.g. "5-same-name-changed-contract"
	Verdict string // the verdict the case must give
	Record  []byte
}

// referenceVerdicts are the verdicts docs/rules.md §9.5 assigns the cases.
var referenceVerdicts = map[string]string{
	"1-baseline-converged":           "converged",
	"2-tool-removed-refreshed":       "converged",
	"3-notification-without-refresh": "stale",
	"4-first-page-only":              "incomplete",
	"5-same-name-changed-contract":   "stale",
	"6-no-list-changed-unbounded":    "unverifiable",
}

// ReferenceCases returns the six cases in order.
func ReferenceCases() []ReferenceCase {
	entries, err := fs.ReadDir(discovery, "testdata/discovery")
	if err != nil {
		panic(err) // embedded at build time
	}
	var out []ReferenceCase
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".json")
		data, err := fs.ReadFile(discovery, path.Join("testdata/discovery", e.Name()))
		if err != nil {
			panic(err)
		}
		out = append(out, ReferenceCase{Name: name, Verdict: referenceVerdicts[name], Record: data})
	}
	return out
}
