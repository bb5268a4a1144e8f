package proof

import (
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/text"
)

func TestEveryDomainIsComplete(t *testing.T) {
	if len(Domains) != 15 {
		t.Errorf("%d domains, want 15", len(Domains))
	}
	for _, s := range table {
		essential := 0
		for _, c := range s.Checklist {
			if c.Essential {
				essential++
			}
			for _, ty := range c.Types {
				if ty == evidence.Inference {
					t.Errorf("%s: check %q accepts inference", s.Name, c.Item)
				}
			}
		}
		if len(s.Checklist) < 3 || essential == 0 {
			t.Errorf("%s: %d checks, %d essential; want ≥ 3 and ≥ 1", s.Name, len(s.Checklist), essential)
		}
		e := s.Experiment
		if e.Hypothesis == "" || e.Procedure == "" || e.IfTrue == "" || e.IfFalse == "" || e.IfTrue == e.IfFalse {
			t.Errorf("%s: experiment cannot come out both ways: %+v", s.Name, e)
		}
		if s.Focus == "" {
			t.Errorf("%s: no focus", s.Name)
		}
	}
}

func TestInfer(t *testing.T) {
	tests := map[string]Domain{
		"The API returns 404 for the /v2/orders endpoint":          "api",
		"Login fails because the OAuth token expired":              "auth",
		"The migration left the orders table without an index":     "database",
		"The new parser is slower; latency p99 doubled":            "performance",
		"There is a data race on the shared cache map":             "concurrency",
		"Upgrading the npm package broke the build of the bundle":  "dependency",
		"The feature flag setting is ignored in the yaml config":   "configuration",
		"The linker fails when the compiler toolchain is upgraded": "build",
		"The flaky integration test passes on retry":               "testing",
		"The endpoint is vulnerable to SQL injection (CVE-2024-1)": "security",
		"DNS resolution of the host times out behind the proxy":    "network",
		"Writing the file fails with EACCES in the mounted volume": "filesystem",
		"The submit button does not render in the modal":           "ui",
		"Some CSV records are corrupt after the import":            "data",
		"Something feels off today":                                General,
	}
	for claim, want := range tests {
		if got := Infer(text.Terms(claim), nil).Name; got != want {
			t.Errorf("Infer(%q) = %s, want %s", claim, got, want)
		}
	}
}

func TestPlan(t *testing.T) {
	s, _ := Lookup("auth")
	items := []evidence.Item{
		{Type: evidence.Inference, Content: "the login probably works elsewhere", Polarity: evidence.Supports},
		{Type: evidence.ObservedBehavior, Content: "The older application successfully signs in.", Polarity: evidence.Contradicts},
		{Type: evidence.HTTPResponse, Content: "POST /login returned 401 with WWW-Authenticate: Bearer", Polarity: evidence.Supports},
		{Type: evidence.HTTPResponse, Content: "POST /login returned 401 again", Polarity: evidence.Supports},
	}
	terms := make([][]string, len(items))
	for i := range items {
		terms[i] = text.Terms(items[i].Content)
	}
	facts := make([]Fact, len(items))
	for i := range facts {
		facts[i] = Fact{Eligible: items[i].Type != evidence.Inference}
	}
	out := s.Plan(items, terms, facts)
	got := map[int]int{} // evidence index → times used
	for _, o := range out {
		if o.SatisfiedBy != nil {
			got[*o.SatisfiedBy]++
			if o.Missing {
				t.Errorf("%q both satisfied and missing", o.Item)
			}
		} else if !o.Missing {
			t.Errorf("%q neither satisfied nor missing", o.Item)
		}
	}
	if got[0] != 0 {
		t.Error("an inference satisfied a check")
	}
	for i, n := range got {
		if n > 1 {
			t.Errorf("evidence[%d] satisfied %d checks", i, n)
		}
	}
	if out[0].SatisfiedBy == nil || *out[0].SatisfiedBy != 2 {
		t.Errorf("the auth response check should be satisfied by evidence[2]: %+v", out[0])
	}
	if out[1].SatisfiedBy == nil || *out[1].SatisfiedBy != 1 {
		t.Errorf("the working-flow check should be satisfied by evidence[1]: %+v", out[1])
	}
}
