package tools

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/session"
)

// A peerSample is one example of gitleaks' default rules
// (internal/redact/testdata/gitleaks).
type peerSample struct {
	Rule      string   `json:"rule"`
	Kind      string   `json:"kind"`
	Text      string   `json:"text"`
	Secrets   []string `json:"secrets"`
	Alone     bool     `json:"alone"`
	FlaggedBy []string `json:"flaggedBy"`
}

// peerCorpus reads the corpus as internal/redact's TestPeerCorpus does:
// the false positives are those no rule of gitleaks' whole default set
// flags and that are not the text of one of its true positives.
func peerCorpus(t *testing.T) (tps, fps []peerSample) {
	t.Helper()
	f, err := os.Open("../redact/testdata/gitleaks/samples.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var all []peerSample
	tpText := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var s peerSample
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			t.Fatal(err)
		}
		var secrets []string
		for _, secret := range s.Secrets {
			if strings.TrimSpace(secret) != "" {
				secrets = append(secrets, secret)
			}
		}
		s.Secrets = secrets
		all = append(all, s)
		if s.Kind == "tp" {
			tpText[s.Text] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		switch {
		case s.Kind == "fp":
			if s.Text != "" && len(s.Text) <= evidence.MaxContent && len(s.FlaggedBy) == 0 && !tpText[s.Text] {
				fps = append(fps, s) // an item holds 1–20,000 characters
			}
		case len(s.Secrets) > 0:
			tps = append(tps, s)
		}
	}
	if len(tps) < 5000 || len(fps) < 250 {
		t.Fatalf("peer corpus: %d true and %d false positives; want ≥ 5000 and ≥ 250", len(tps), len(fps))
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
	r, err := tl.Claim(context.Background(), &in)
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
// ackrite tool as evidence content (SPEC §8, issue 22): recall in the
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
	variants := []struct {
		name   string
		target float64
		text   func(s peerSample, secret string) string
	}{
		{"in context", 0.98, func(s peerSample, _ string) string { return s.Text }},
		{"export", 0.99, func(_ peerSample, secret string) string { return "export TOKEN=" + secret }},
		{"alone", 0.95, func(s peerSample, secret string) string {
			if !s.Alone {
				return ""
			}
			return secret
		}},
	}
	n := 0
	for _, v := range variants {
		held, total := 0, 0
		var missed []string
		for _, s := range tps {
			for _, secret := range s.Secrets {
				text := v.text(s, secret)
				if text == "" {
					continue
				}
				total++
				n++
				if out := peerCall(t, tl, n, "The deploy works now.", text); !holds(out, secret) {
					held++
				} else if len(missed) < 10 {
					missed = append(missed, fmt.Sprintf("[%s] %.120q", s.Rule, text))
				}
			}
		}
		recall := float64(held) / float64(total)
		t.Logf("through the ackrite tool, %s: recall %.1f%% (%d/%d)", v.name, 100*recall, held, total)
		if recall < v.target {
			t.Errorf("%s: recall %.3f through the tool, want ≥ %.2f; for example:\n%s", v.name, recall, v.target, strings.Join(missed, "\n"))
		}
	}
	altered := 0
	for _, s := range fps {
		n++
		if holds(peerCall(t, tl, n, "The deploy works now.", s.Text), redact.Marker) {
			altered++
		}
	}
	rate := float64(altered) / float64(len(fps))
	t.Logf("through the ackrite tool, false positives: %.1f%% show a redaction (%d/%d)", 100*rate, altered, len(fps))
	if rate > 0.08 { // see internal/redact's maxPeerFP
		t.Errorf("false positives: %.3f show a redaction, want ≤ 0.08", rate)
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
