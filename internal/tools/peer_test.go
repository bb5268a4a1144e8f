package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/redact/peers"
	"github.com/ackrite/ackrite/internal/session"
)

// peerCorpus is gitleaks' corpus (package peers), its false positives
// those an item can hold (1–20,000 characters).
func peerCorpus(t *testing.T) (tps, fps []peers.Sample) {
	tps, all, err := peers.Load(filepath.Join("..", "..", peers.Path))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		if len(s.Text) <= evidence.MaxContent {
			fps = append(fps, s)
		}
	}
	return tps, fps
}

// peerCall sends items to the ackrite tool with claim, in a session of its
// own, and returns every string of the result.
func peerCall(t *testing.T, tl *Set, n int, claim string, contents ...string) []string {
	t.Helper()
	in := ClaimInput{Claim: claim, Common: Common{SessionID: fmt.Sprintf("peer-%d", n)}}
	for i, c := range contents {
		in.Evidence = append(in.Evidence, evidence.Item{Type: evidence.Log, Source: fmt.Sprintf("sample %d", i), Content: c, Polarity: evidence.Supports})
	}
	r, err := tl.Ackrite(context.Background(), &in)
	if err != nil {
		t.Fatalf("%q: %v", contents, err)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return stringsOf(v, nil)
}

// stringsOf collects every string of a decoded JSON value, keys included.
func stringsOf(v any, out []string) []string {
	switch x := v.(type) {
	case string:
		out = append(out, x)
	case []any:
		for _, e := range x {
			out = stringsOf(e, out)
		}
	case map[string]any:
		for k, e := range x {
			out = stringsOf(e, append(out, k))
		}
	}
	return out
}

func holds(ss []string, secret string) bool {
	for _, s := range ss {
		if strings.Contains(s, secret) {
			return true
		}
	}
	return false
}

// TestPeerCorpusThroughTheTool sends gitleaks' own examples through the
// ackrite tool as evidence content (docs/rules.md §8, issue 22): recall in the
// sample's context, as an export line and alone on a line (for the
// secrets gitleaks flags alone); the share of false-positive samples whose
// result shows a redaction; and how often a secret redacted in one item
// appears anywhere in the result when a second item and the claim quote it
// bare.
func TestPeerCorpusThroughTheTool(t *testing.T) {
	if testing.Short() {
		t.Skip("about 20,000 tool calls")
	}
	tps, fps := peerCorpus(t)
	tl := New(session.NewStore(session.MaxSessions), nil)
	n := 0
	for _, v := range peers.Variants {
		held, total := 0, 0
		var missed []string
		v.Each(tps, func(s peers.Sample, secret, text string) {
			total++
			n++
			if out := peerCall(t, tl, n, "The deploy works now.", text); !holds(out, secret) {
				held++
			} else if len(missed) < 10 {
				missed = append(missed, fmt.Sprintf("[%s] %.120q", s.Rule, text))
			}
		})
		recall := float64(held) / float64(total)
		t.Logf("through the ackrite tool, %s: recall %.1f%% (%d/%d)", v.Name, 100*recall, held, total)
		if recall < v.Target {
			t.Errorf("%s: recall %.3f through the tool, want ≥ %.2f; for example:\n%s", v.Name, recall, v.Target, strings.Join(missed, "\n"))
		}
	}
	fp := peers.CountFalsePositives(fps, func(s peers.Sample) bool {
		n++
		return holds(peerCall(t, tl, n, "The deploy works now.", s.Text), redact.Marker)
	})
	t.Logf("through the ackrite tool, false positives showing a redaction: %v", fp)
	if why := fp.Check(); why != "" {
		t.Errorf("false positives through the tool: %s", why)
	}
	// Echoed elsewhere: the sample as evidence[0], its secret quoted bare
	// in evidence[1] and in the claim.
	learned, echoed, short := 0, 0, 0
	var examples []string
	for _, s := range tps {
		for _, secret := range s.Secrets {
			if strings.Contains(redact.String(s.Text), secret) || strings.ContainsAny(secret, "\n") || len(secret) > 1000 {
				continue // not redacted in its context: nothing was learned
			}
			if len(secret) < redact.MinKnown {
				short++ // too short to learn: it would be redacted inside every word
				continue
			}
			learned++
			n++
			out := peerCall(t, tl, n, "Login fails when the client sends "+secret+" to the API.", s.Text, "the request sent "+secret+" and got 401 back")
			if holds(out, secret) {
				echoed++
				if len(examples) < 10 {
					examples = append(examples, fmt.Sprintf("[%s] %.120q", s.Rule, secret))
				}
			}
		}
	}
	t.Logf("through the ackrite tool, a secret redacted once and quoted elsewhere: echoed in %d of %d results (%d secrets under %d bytes not learned)", echoed, learned, short, redact.MinKnown)
	if echoed > 0 {
		t.Errorf("%d of %d secrets redacted in evidence[0] were echoed from evidence[1] or the claim; want 0; for example:\n%s", echoed, learned, strings.Join(examples, "\n"))
	}
}
