package redact

import (
	"regexp"
	"testing"

	"github.com/ackrite/ackrite/internal/redact/peers"
)

// TestBehindByte holds each Behind rule's byte set before its keyword to
// its pattern: every match in gitleaks' true positives of the rule, and
// in the project's corpus, has one of the bytes there, and the set is not
// every byte.
func TestBehindByte(t *testing.T) {
	tps, _ := peerCorpus(t)
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		tps = append(tps, peers.Sample{Rule: c.Rule, Text: c.Text})
	}
	n := 0
	for _, r := range Rules {
		if r.Anchor != Behind {
			continue
		}
		n++
		set := beforeKeyword(r.Pattern, r.Back)
		if set == nil {
			t.Errorf("%s: no byte set derived from %q", r.Name, r.Pattern)
			continue
		}
		all := true
		for c := range 256 {
			all = all && set[c]
		}
		if all {
			t.Errorf("%s: the set allows every byte", r.Name)
		}
		re := regexp.MustCompile(r.Pattern)
		matches := 0
		for _, s := range tps {
			if s.Rule != r.Name {
				continue
			}
			for _, m := range re.FindAllStringIndex(s.Text, -1) {
				matches++
				if c := s.Text[m[0]+r.Back-1]; !set[c] {
					t.Errorf("%s: %q has %q before its keyword, outside the set", r.Name, s.Text[m[0]:m[1]], c)
				}
			}
		}
		if matches == 0 {
			t.Errorf("%s: no true positive, nor corpus case, to hold the set to", r.Name)
		}
	}
	if n == 0 {
		t.Fatal("no Behind rule")
	}
	if set := beforeKeyword(`(?i)[a-z0-9]{14}\.(?-i:atlasv1)\.[a-z0-9\-_=]{60,70}`, 15); set == nil || !set['.'] || set['a'] {
		t.Errorf("atlasv1: want only '.' before the keyword")
	}
	if set := beforeKeyword(`\b([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)`, 36); set == nil || !set['z'] || set['_'] || set['.'] {
		t.Errorf("_mmk: want letters and digits before the keyword")
	}
	if beforeKeyword(`[a-z]+\.atlasv1`, 5) != nil {
		t.Errorf("a run of no fixed width: want no set")
	}
}
