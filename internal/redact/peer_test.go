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
	var examples []string
	byRule := map[string]int{}
	fp := peers.CountFalsePositives(fps, func(s peers.Sample) bool {
		out := String(s.Text)
		if _, deliberate := peers.DeliberateOf(s); out != s.Text && !deliberate {
			byRule[s.Rule]++
			examples = append(examples, fmt.Sprintf("[%s] %.160q → %.160q", s.Rule, s.Text, out))
		}
		return out != s.Text
	})
	t.Logf("gitleaks %s, false positives: %v", GitleaksVersion, fp)
	if why := fp.Check(); why != "" {
		t.Errorf("false positives: %s; not on purpose, by rule: %s\n%s", why, topCounts(byRule, 20), strings.Join(first(examples, 30), "\n"))
	}
}

// TestDeliberatesAreRedacted holds peers.Deliberates to what the rules do:
// each entry names one false-positive sample, and redaction alters it.
func TestDeliberatesAreRedacted(t *testing.T) {
	_, fps := peerCorpus(t)
	for _, d := range peers.Deliberates {
		n := 0
		for _, s := range fps {
			if s.Rule != d.Rule || !strings.Contains(s.Text, d.Text) {
				continue
			}
			n++
			if String(s.Text) == s.Text {
				t.Errorf("[%s] %q is no longer altered: take it out of peers.Deliberates", d.Rule, s.Text)
			}
		}
		if n != 1 {
			t.Errorf("[%s] %q: in %d false-positive samples, want 1", d.Rule, d.Text, n)
		}
	}
}
