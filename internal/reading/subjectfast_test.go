package reading

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestSubjectTermsFast holds subjectTerms' reading of plain words from the
// claim's tokens to SubjectOf's, on every claim of the case corpus.
func TestSubjectTermsFast(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/cases/*/*.json")
	if len(files) == 0 {
		t.Skip("no case corpus")
	}
	n := 0
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []struct {
			Calls []struct {
				Arguments struct {
					Claim     string `json:"claim"`
					Reasoning string `json:"reasoning"`
				} `json:"arguments"`
			} `json:"calls"`
		}
		if json.Unmarshal(raw, &cases) != nil {
			continue
		}
		for _, c := range cases {
			for _, call := range c.Calls {
				for _, s := range []string{call.Arguments.Claim, call.Arguments.Reasoning} {
					if s == "" {
						continue
					}
					fc := NewClaim(s)
					fast, fastCore := fc.core, fc.coreTerms()
					subjectFast = false
					sc := NewClaim(s)
					slow, slowCore := sc.core, sc.coreTerms()
					subjectFast = true
					if !slices.Equal(fast, slow) {
						t.Errorf("%q: tokens read %q, SubjectOf %q", s, fast, slow)
					}
					if !slices.Equal(fastCore, slowCore) {
						t.Errorf("%q: core terms from tokens %q, from SubjectOf %q", s, fastCore, slowCore)
					}
					n++
				}
			}
		}
	}
	if n == 0 {
		t.Skip("no claims")
	}
}
