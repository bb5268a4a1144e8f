package reality

import (
	"testing"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

func attempts(approach ...string) []Attempt {
	out := make([]Attempt, len(approach))
	for i, a := range approach {
		out[i] = Attempt{Approach: a, Outcome: "failed again"}
	}
	return out
}

func yes() *bool { t := true; return &t }

func kindsOf(r *Result) (Kind, map[Kind]bool) {
	others := map[Kind]bool{}
	for _, o := range r.Others {
		others[o.Kind] = true
	}
	return r.Primary.Kind, others
}

func TestKinds(t *testing.T) {
	passing := []evidence.Item{{Type: evidence.TestResult, Content: "TestUpload passes 50/50", Polarity: evidence.Supports}}
	tests := []struct {
		name    string
		in      Input
		primary Kind
		risk    Kind // also expected among other risks ("" for none)
	}{
		{"three failures of one strategy", Input{Attempts: attempts("Replace the auth client", "Replace the auth client", "Replace the auth client")}, RepeatedStrategy, PrematureRewrite},
		{"reworded repeats group", Input{Attempts: attempts("restarting the pods", "restart the pod", "Restarted pods")}, RepeatedStrategy, ""},
		{"two failures are only a risk", Input{Attempts: attempts("restart the pod", "restarting pods")}, None, RepeatedStrategy},
		{"different strategies do not group", Input{Attempts: attempts("restart the pod", "raise the memory limit", "roll back the deploy")}, None, ""},
		{"successful attempts do not count", Input{Attempts: []Attempt{{Approach: "restart the pod", Succeeded: yes()}, {Approach: "restart the pod", Succeeded: yes()}, {Approach: "restart the pod", Succeeded: yes()}}, Evidence: passing}, None, ""},
		{"earlier attempts count", Input{Attempts: attempts("restart the pod"), Past: []Past{{Approach: "restarting pods", Terms: text.Terms("restarting pods"), Failed: true}, {Approach: "restart pods", Terms: text.Terms("restart pods"), Failed: true}}}, RepeatedStrategy, ""},
		{"contradicted premise", Input{Reasoning: "Since the API no longer supports native authentication, switch to OAuth.", PriorClaims: []session.Claim{{Excerpt: "The API no longer supports native authentication.", Terms: text.Terms("The API no longer supports native authentication."), Status: claim.Contradicted}}}, ContradictedPremise, PrematureRewrite},
		{"supported premise is fine", Input{Reasoning: "Since the API no longer supports native authentication we adapt.", PriorClaims: []session.Claim{{Excerpt: "x", Terms: text.Terms("The API no longer supports native authentication."), Status: claim.Known}}}, None, ""},
		{"untested success", Input{Reasoning: "The upload issue is fixed."}, UntestedSuccess, ""},
		{"tested success", Input{Reasoning: "The upload issue is fixed.", Evidence: passing}, None, ""},
		{"success tested earlier in the session", Input{Reasoning: "It works now.", PriorEvidence: []session.Evidence{{Type: "test_result", Polarity: "supports"}}}, None, ""},
		{"attempt marked succeeded without a test", Input{Attempts: []Attempt{{Approach: "bump the timeout", Succeeded: yes()}}}, UntestedSuccess, ""},
		{"premature rewrite", Input{Reasoning: "Let's rewrite the uploader."}, PrematureRewrite, ""},
		{"rewrite backed by a strong observation", Input{Reasoning: "Let's rewrite the uploader.", Evidence: []evidence.Item{{Type: evidence.ObservedBehavior, Content: "uploader corrupts files", Polarity: evidence.Supports, Reliability: func() *float64 { r := 0.9; return &r }()}}}, None, ""},
		{"unsupported certainty", Input{Reasoning: "It is definitely the DNS cache."}, UnsupportedCertainty, ""},
		{"certainty with evidence", Input{Reasoning: "It is definitely the DNS cache.", Evidence: []evidence.Item{{Type: evidence.Log, Content: "dig returns the old address", Polarity: evidence.Supports}}}, None, ""},
		{"nothing to flag", Input{Reasoning: "Next I will capture the failing request."}, None, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i := range tt.in.Evidence {
				_ = evidence.Check("evidence", tt.in.Evidence[i:i+1])
			}
			primary, others := kindsOf(Check(&tt.in))
			if primary != tt.primary {
				t.Errorf("primary %s, want %s", primary, tt.primary)
			}
			if tt.risk != "" && !others[tt.risk] {
				t.Errorf("%s not among other risks %v", tt.risk, others)
			}
		})
	}
}

func TestFailedFromOutcome(t *testing.T) {
	tests := map[string]bool{
		"Failed with timeout.": true,
		"still 502":            true,
		"works now":            false,
		"tests passed":         false,
		"":                     true, // not known to have succeeded
		"no change":            true,
		"it worked":            false,
		"fix didn't help":      true,
	}
	for outcome, want := range tests {
		if got := Failed(Attempt{Approach: "x", Outcome: outcome}); got != want {
			t.Errorf("Failed(%q) = %v, want %v", outcome, got, want)
		}
	}
}

func TestJaccardThreshold(t *testing.T) {
	a, b := text.Terms("restart the checkout pod"), text.Terms("restart the payment pod")
	if j := text.Jaccard(a, b); j >= SameStrategy {
		t.Errorf("Jaccard(%v, %v) = %v: different targets merged", a, b, j)
	}
	if j := text.Jaccard(text.Terms("Replace the auth client"), text.Terms("replacing the auth client again")); j < SameStrategy {
		t.Errorf("rewording split one strategy: %v", j)
	}
}
