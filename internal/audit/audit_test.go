package audit

import (
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/session"
)

func rel(r float64) *float64 { return &r }

// find reports the findings of one category.
func find(p *Proposal, cat Category) []Finding {
	fs, _ := Review(p)
	var out []Finding
	for _, f := range fs {
		if f.Category == cat {
			out = append(out, f)
		}
	}
	return out
}

func TestRules(t *testing.T) {
	tested := Proposal{TestPlan: "go test ./... fails before, passes after", Changes: []Change{{Path: "pkg/x/x_test.go", Description: "regression test"}}}
	withTests := func(p Proposal) *Proposal {
		p.TestPlan = tested.TestPlan
		p.Changes = append(p.Changes, tested.Changes...)
		return &p
	}
	tests := []struct {
		name string
		p    *Proposal
		cat  Category
		want Severity // "" means no finding of this category
	}{
		// rewrite
		{"rewrite without evidence", withTests(Proposal{Proposal: "Rewrite the cache layer from scratch."}), Rewrite, High},
		{"migration without evidence", withTests(Proposal{Proposal: "Migrate the queue to Kafka."}), Rewrite, High},
		{"replace in a change description", withTests(Proposal{Proposal: "Fix retries.", Changes: []Change{{Path: "queue.go", Description: "Replace the queue client"}}}), Rewrite, High},
		{"rewrite with a high-reliability observation", withTests(Proposal{Proposal: "Rewrite the cache layer.", Evidence: []evidence.Item{{Type: evidence.TestResult, Content: "cache layer corrupts entries under load; 14/100 runs", Polarity: evidence.Supports, Reliability: rel(0.9)}}}), Rewrite, Medium},
		{"narrow fix is no rewrite", withTests(Proposal{Proposal: "Fix the off-by-one in the cache eviction loop."}), Rewrite, ""},
		// api-contract
		{"assumed endpoint behaviour", withTests(Proposal{Proposal: "Call the new /v2/session endpoint instead."}), APIContract, High},
		{"endpoint shown by a response", withTests(Proposal{Proposal: "Call the new /v2/session endpoint instead.", Evidence: []evidence.Item{{Type: evidence.HTTPResponse, Content: "POST /v2/session endpoint returned 201 with a session id", Polarity: evidence.Supports}}}), APIContract, ""},
		{"inference does not show a contract", withTests(Proposal{Proposal: "Call the new /v2/session endpoint instead.", Evidence: []evidence.Item{{Type: evidence.Inference, Content: "the v2 session endpoint probably works", Polarity: evidence.Supports}}}), APIContract, High},
		{"no API in play", withTests(Proposal{Proposal: "Fix the off-by-one in the eviction loop."}), APIContract, ""},
		// evidence
		{"rests on a contradicted claim", withTests(Proposal{Proposal: "Drop native authentication support from the client.", Prior: []session.Claim{{Excerpt: "The API no longer supports native authentication.", Terms: []string{"api", "longer", "support", "nativ", "auth"}, Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e1"}}}}}), Evidence, High},
		{"rests on an unverified claim", withTests(Proposal{Proposal: "Drop native authentication support from the client.", Prior: []session.Claim{{Excerpt: "The API no longer supports native authentication.", Terms: []string{"api", "longer", "support", "nativ", "auth"}, Status: claim.Unverified}}}), Evidence, Medium},
		{"known claims are fine", withTests(Proposal{Proposal: "Drop native authentication support from the client.", Prior: []session.Claim{{Excerpt: "x", Terms: []string{"nativ", "auth"}, Status: claim.Known}}}), Evidence, ""},
		{"unrelated prior claim", withTests(Proposal{Proposal: "Fix the eviction loop.", Prior: []session.Claim{{Excerpt: "x", Terms: []string{"nativ", "auth"}, Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e1"}}}}}), Evidence, ""},
		{"supplied contradiction", withTests(Proposal{Proposal: "Fix the eviction loop.", Evidence: []evidence.Item{{Type: evidence.Log, Content: "eviction loop never runs", Polarity: evidence.Contradicts}}}), Evidence, High},
		// tests
		{"no plan, no test file", &Proposal{Proposal: "Fix the eviction loop.", Changes: []Change{{Path: "cache.go", Description: "fix the loop"}}}, Tests, Medium},
		{"plan without test file", &Proposal{Proposal: "Fix the eviction loop.", TestPlan: "run it", Changes: []Change{{Path: "cache.go", Description: "fix the loop"}}}, Tests, Low},
		{"test file without plan", &Proposal{Proposal: "Fix the eviction loop.", Changes: []Change{{Path: "cache_test.go", Description: "test"}}}, Tests, Low},
		{"plan and test file", withTests(Proposal{Proposal: "Fix the eviction loop."}), Tests, ""},
		// scope
		{"unrelated change", withTests(Proposal{Proposal: "Fix the login redirect.", ReportedProblem: "Login redirects to a 404 page.", Changes: []Change{{Path: "styles/colors.css", Description: "New palette for buttons"}}}), Scope, Medium},
		{"related change", withTests(Proposal{Proposal: "Fix the login redirect.", ReportedProblem: "Login redirects to a 404 page.", Changes: []Change{{Path: "src/login/redirect.ts", Description: "Use the configured return URL"}}}), Scope, ""},
		{"declared drive-by", withTests(Proposal{Proposal: "Fix the login redirect.", Changes: []Change{{Path: "src/login/redirect.ts", Description: "Fix redirect and drive-by cleanup of imports"}}}), Scope, Medium},
		{"too many files", withTests(Proposal{Proposal: "Fix the login redirect.", Changes: manyChanges(9)}), Scope, Medium},
		{"eight files are fine", withTests(Proposal{Proposal: "Fix the login redirect.", Changes: manyChanges(7)}), Scope, ""},
		// security
		{"touches auth untested", &Proposal{Proposal: "Change the session cookie lifetime.", Changes: []Change{{Path: "session.go", Description: "Extend cookie expiry"}}}, Security, Medium},
		{"touches auth with tests", withTests(Proposal{Proposal: "Change the session cookie lifetime.", Changes: []Change{{Path: "session.go", Description: "Extend cookie expiry"}}}), Security, Low},
		{"not sensitive", withTests(Proposal{Proposal: "Change the button colour.", Changes: []Change{{Path: "ui/button.css", Description: "Darker blue"}}}), Security, ""},
		// error-handling
		{"catch-all", withTests(Proposal{Proposal: "Wrap the handler in a catch-all and return 200."}), ErrorHandling, Medium},
		{"swallowed errors", withTests(Proposal{Proposal: "Fix it.", Changes: []Change{{Path: "h.go", Description: "Ignore errors from the flush call"}}}), ErrorHandling, Medium},
		{"unbounded retry", withTests(Proposal{Proposal: "Keep retrying the upload until it works."}), ErrorHandling, Medium},
		{"bounded retry is fine", withTests(Proposal{Proposal: "Retry the upload three times with backoff, then report the error."}), ErrorHandling, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := find(tt.p, tt.cat)
			if tt.want == "" {
				if len(got) > 0 {
					t.Errorf("unexpected %s finding: %+v", tt.cat, got)
				}
				return
			}
			if len(got) == 0 {
				all, _ := Review(tt.p)
				t.Fatalf("no %s finding; all findings: %+v", tt.cat, all)
			}
			if got[0].Severity != tt.want {
				t.Errorf("%s severity %s, want %s: %s", tt.cat, got[0].Severity, tt.want, got[0].Message)
			}
			for _, f := range got {
				if f.Path != "" && !strings.HasPrefix(f.Message, "Based on its description") {
					t.Errorf("path finding does not say it rests on the description: %q", f.Message)
				}
			}
		})
	}
}

func manyChanges(n int) []Change {
	out := make([]Change, n)
	for i := range out {
		out[i] = Change{Path: "src/login/part" + string(rune('a'+i)) + ".ts", Description: "login redirect"}
	}
	return out
}

func TestRecommend(t *testing.T) {
	tests := []struct {
		sev  []Severity
		want Recommendation
	}{
		{nil, Proceed},
		{[]Severity{Low, Low}, Proceed},
		{[]Severity{Low, Medium}, NarrowFirst},
		{[]Severity{Medium, High, Low}, VerifyFirst},
	}
	for _, tt := range tests {
		var fs []Finding
		for _, s := range tt.sev {
			fs = append(fs, Finding{Severity: s})
		}
		if got := Recommend(fs); got != tt.want {
			t.Errorf("Recommend(%v) = %s, want %s", tt.sev, got, tt.want)
		}
	}
}

func TestFindingsSortedBySeverity(t *testing.T) {
	fs, _ := Review(&Proposal{Proposal: "Rewrite the session endpoint client and keep retrying forever.", Changes: []Change{{Path: "a.go", Description: "catch-all handler"}}})
	rank := map[Severity]int{High: 0, Medium: 1, Low: 2}
	for i := 1; i < len(fs); i++ {
		if rank[fs[i].Severity] < rank[fs[i-1].Severity] {
			t.Fatalf("findings not sorted by severity: %+v", fs)
		}
	}
}
