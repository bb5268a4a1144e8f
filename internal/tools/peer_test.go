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
	"github.com/ackrite/ackrite/internal/text"
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

// peerCall sends items to the ackrite tool with claim, labelled polarity,
// in a session of its own, and returns the result and every string of it.
func peerCall(t *testing.T, tl *Set, n int, claim string, polarity evidence.Polarity, contents ...string) (*ClaimResult, []string) {
	t.Helper()
	in := ClaimInput{Claim: claim, Common: Common{SessionID: fmt.Sprintf("peer-%d", n)}}
	for i, c := range contents {
		in.Evidence = append(in.Evidence, evidence.Item{Type: evidence.Log, Source: fmt.Sprintf("sample %d", i), Content: c, Polarity: polarity})
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
	return r, stringsOf(v, nil)
}

// quoted sends content as the one item, labelled contradicts, and reports
// whether the result quotes it (excerpt, redacted, ≤ 280 runes, white
// space collapsed) among its contradicting items: the content read as
// something else (a pass, code) is not quoted, and a result that quotes
// nothing shows no secret and alters no sample.
func quoted(t *testing.T, tl *Set, n int, content string) ([]string, bool) {
	t.Helper()
	r, out := peerCall(t, tl, n, "The deploy works now.", evidence.Contradicts, content)
	return out, len(r.Contradicting) > 0 && r.Contradicting[0].Index == 0 && r.Contradicting[0].Excerpt != ""
}

// maxUnquoted is the largest share of samples whose result may not quote
// them: beyond it the figures would measure too little.
const maxUnquoted = 0.02

// collapsed is s with white space runs as single spaces, as an excerpt
// writes it.
func collapsed(s string) string { return strings.Join(strings.Fields(s), " ") }

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
// ackrite tool as evidence content (docs/rules.md §8, issue 22), each as
// an item the result quotes, and reads every string of the result: recall
// in the sample's context, as an export line and alone on a line (for the
// secrets gitleaks flags alone) — the share of secrets the result does not
// show, of those its excerpt would hold unredacted; the share of
// false-positive samples whose result shows a redaction; and how often a
// secret redacted in one item appears anywhere in the result when a second
// item and the claim quote it bare.
func TestPeerCorpusThroughTheTool(t *testing.T) {
	if testing.Short() {
		t.Skip("about 20,000 tool calls")
	}
	tps, fps := peerCorpus(t)
	tl := New(session.NewStore(session.MaxSessions), nil)
	n := 0
	unquoted := func(what string, n, of int, examples []string) {
		t.Logf("through the ackrite tool, %s: %d of %d results do not quote the sample", what, n, of)
		if float64(n) > maxUnquoted*float64(of) {
			t.Errorf("%s: %d of %d results do not quote the sample, want ≤ %.0f%%; for example:\n%s", what, n, of, 100*maxUnquoted, strings.Join(examples, "\n"))
		}
	}
	for _, v := range peers.Variants {
		held, total, beyond, notQuoted := 0, 0, 0, 0
		var missed, notQuotedExamples []string
		v.Each(tps, func(s peers.Sample, secret, content string) {
			want := collapsed(secret)
			if !strings.Contains(text.Excerpt(content, evidence.ExcerptRunes), want) {
				beyond++ // past the excerpt's end: no result would show it
				return
			}
			n++
			out, ok := quoted(t, tl, n, content)
			switch {
			case !ok:
				notQuoted++
				notQuotedExamples = append(notQuotedExamples[:min(len(notQuotedExamples), 9)], fmt.Sprintf("[%s] %.120q", s.Rule, content))
			case !holds(out, want):
				total++
				held++
			default:
				total++
				if len(missed) < 10 {
					missed = append(missed, fmt.Sprintf("[%s] %.120q", s.Rule, content))
				}
			}
		})
		recall := float64(held) / float64(total)
		t.Logf("through the ackrite tool, %s: recall %.1f%% (%d/%d; %d secrets past the excerpt's %d runes not counted)", v.Name, 100*recall, held, total, beyond, evidence.ExcerptRunes)
		if recall < v.Target {
			t.Errorf("%s: recall %.3f through the tool, want ≥ %.2f; for example:\n%s", v.Name, recall, v.Target, strings.Join(missed, "\n"))
		}
		unquoted(v.Name, notQuoted, total+notQuoted, notQuotedExamples)
	}
	var measured []peers.Sample
	var notQuotedExamples []string
	altered := map[string]bool{}
	for _, s := range fps {
		n++
		if out, ok := quoted(t, tl, n, s.Text); ok {
			measured = append(measured, s)
			altered[s.Text] = holds(out, redact.Marker)
		} else {
			notQuotedExamples = append(notQuotedExamples[:min(len(notQuotedExamples), 9)], fmt.Sprintf("[%s] %.120q", s.Rule, s.Text))
		}
	}
	unquoted("false positives", len(fps)-len(measured), len(fps), notQuotedExamples)
	fp := peers.CountFalsePositives(measured, func(s peers.Sample) bool { return altered[s.Text] })
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
			_, out := peerCall(t, tl, n, "Login fails when the client sends "+secret+" to the API.", evidence.Supports, s.Text, "the request sent "+secret+" and got 401 back")
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
