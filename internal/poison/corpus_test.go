package poison_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/poison"
)

// A corpusCase is one poisoned scenario: the servers a scan would see,
// and the findings it must produce.
type corpusCase struct {
	Name   string `json:"name"`
	Why    string `json:"why"`
	Source string `json:"source,omitempty"`
	// Before, when present, is the same servers as first approved: it must
	// give no finding (a rug pull is clean until it is not).
	Before  map[string][]json.RawMessage `json:"before,omitempty"`
	Servers map[string][]json.RawMessage `json:"servers"`
	Expect  []expected                   `json:"expect"`
	// Miss, when set, says why the rules are known not to catch this case;
	// it counts against the detection rate and the test reports it.
	Miss string `json:"miss,omitempty"`
}

type expected struct {
	Rule   string `json:"rule"`
	Server string `json:"server"`
	Tool   string `json:"tool"`
}

// A cleanFile is one real server's tools/list, or hand-written definitions
// that are legitimate but look suspicious to a naive checker.
type cleanFile struct {
	Server string            `json:"server"`
	Source string            `json:"source"`
	Tools  []json.RawMessage `json:"tools"`
}

func servers(m map[string][]json.RawMessage) []poison.Server {
	var out []poison.Server
	for name, tools := range m {
		out = append(out, poison.Server{Name: name, Tools: tools})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// TestCorpus runs the rules over the poisoned and clean corpora under
// testdata and reports the detection and false-positive rates
// (go test -run Corpus -v ./internal/poison). Every poisoned case must give
// its expected findings unless it is a documented miss; every clean tool,
// alone and together with all the other clean servers, must give none.
func TestCorpus(t *testing.T) {
	files, _ := filepath.Glob("testdata/poisoned/*.json")
	var cases []corpusCase
	for _, f := range files {
		var cs []corpusCase
		readJSON(t, f, &cs)
		cases = append(cases, cs...)
	}
	detected, misses := 0, 0
	ruleHits := map[string]int{}
	ruleCases := map[string]int{}
	for _, c := range cases {
		if c.Before != nil {
			got, err := poison.InspectFleet(servers(c.Before))
			if err != nil {
				t.Errorf("%s (before): %v", c.Name, err)
			}
			if len(got) > 0 {
				t.Errorf("%s: the approved version already gives findings:\n%s", c.Name, lines(got))
			}
		}
		got, err := poison.InspectFleet(servers(c.Servers))
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
		var missing []expected
		for _, e := range c.Expect {
			ruleCases[e.Rule]++
			if slices.ContainsFunc(got, func(f poison.Finding) bool {
				return f.Rule == e.Rule && f.Server == e.Server && f.Tool == e.Tool
			}) {
				ruleHits[e.Rule]++
			} else {
				missing = append(missing, e)
			}
		}
		for _, f := range got {
			if strings.ContainsFunc(f.Excerpt, func(r rune) bool {
				return r >= 0xE0000 && r <= 0xE007F || r >= 0x200B && r <= 0x200F || r >= 0x202A && r <= 0x202E
			}) {
				t.Errorf("%s: excerpt carries a hidden character raw: %q", c.Name, f.Excerpt)
			}
		}
		switch {
		case len(missing) == 0 && len(got) > 0:
			detected++
			if c.Miss != "" {
				t.Errorf("%s: detected now; remove its \"miss\" note", c.Name)
			}
		case c.Miss != "":
			misses++
			t.Logf("known miss %s: %s", c.Name, c.Miss)
		default:
			t.Errorf("%s: missing %v; got:\n%s", c.Name, missing, lines(got))
		}
	}

	cleanFiles, _ := filepath.Glob("testdata/clean/*.json")
	var fleet []poison.Server
	cleanTools, falsePositives := 0, 0
	for _, f := range cleanFiles {
		var cf cleanFile
		readJSON(t, f, &cf)
		fleet = append(fleet, poison.Server{Name: cf.Server, Tools: cf.Tools})
		for i, def := range cf.Tools {
			cleanTools++
			got, err := poison.Inspect(cf.Server, def)
			if err != nil {
				t.Errorf("%s tools[%d]: %v", f, i, err)
			}
			if len(got) > 0 {
				falsePositives++
				t.Errorf("false positive in %s tools[%d]:\n%s", f, i, lines(got))
			}
		}
	}
	if got, err := poison.InspectFleet(fleet); err != nil || len(got) > 0 {
		t.Errorf("the clean servers together: %v\n%s", err, lines(got))
	}

	var perRule []string
	for _, r := range poison.Catalog() {
		if ruleCases[r.Name] == 0 {
			t.Errorf("rule %s has no poisoned corpus case", r.Name)
			continue
		}
		perRule = append(perRule, fmt.Sprintf("%s %d/%d", r.Name, ruleHits[r.Name], ruleCases[r.Name]))
	}
	t.Logf("poisoned: %d cases, %d detected (%.1f%%), %d known misses", len(cases), detected, pct(detected, len(cases)), misses)
	t.Logf("clean: %d tools from %d servers, %d with a finding (false-positive rate %.1f%%)", cleanTools, len(cleanFiles), falsePositives, pct(falsePositives, cleanTools))
	t.Logf("expected findings per rule: %s", strings.Join(perRule, ", "))
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

func lines(fs []poison.Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString("  " + f.String() + "\n")
	}
	return b.String()
}
