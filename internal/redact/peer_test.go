package redact

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/redact/peers"
)

// TestPeerCorpus measures the built-in rules on gitleaks' own examples:
// recall per variant (a sample counts as held back when none of its
// secrets survives) and the share of false-positive samples altered. The
// tools package runs the same corpus through the ackrite tool.
func TestPeerCorpus(t *testing.T) {
	tps, fps := peerCorpus(t)
	for _, v := range peers.Variants {
		held, total := 0, 0
		missed := map[string]int{}
		var examples []string
		v.Each(tps, func(s peers.Sample, secret, text string) {
			total++
			if out := String(text); !strings.Contains(out, secret) {
				held++
			} else {
				missed[s.Rule]++
				if missed[s.Rule] == 1 {
					examples = append(examples, fmt.Sprintf("[%s] %.160q → %.160q", s.Rule, text, out))
				}
			}
		})
		recall := float64(held) / float64(total)
		t.Logf("gitleaks %s, %s: recall %.1f%% (%d/%d)", GitleaksVersion, v.Name, 100*recall, held, total)
		if recall < v.Target {
			t.Errorf("%s: recall %.3f, want ≥ %.2f; missed by rule: %s\n%s", v.Name, recall, v.Target, topCounts(missed, 20), strings.Join(first(examples, 20), "\n"))
		}
	}
	altered := 0
	var examples []string
	byRule := map[string]int{}
	for _, s := range fps {
		if out := String(s.Text); out != s.Text {
			altered++
			byRule[s.Rule]++
			examples = append(examples, fmt.Sprintf("[%s] %.160q → %.160q", s.Rule, s.Text, out))
		}
	}
	rate := float64(altered) / float64(len(fps))
	t.Logf("gitleaks %s, false positives: %.1f%% altered (%d/%d)", GitleaksVersion, 100*rate, altered, len(fps))
	if rate > peers.MaxFP {
		t.Errorf("false positives: %.3f altered, want ≤ %.2f; by rule: %s\n%s", rate, peers.MaxFP, topCounts(byRule, 20), strings.Join(first(examples, 30), "\n"))
	}
}
