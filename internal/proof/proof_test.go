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

func TestInferWeightsSecurityOverDatabaseAndAPI(t *testing.T) {
	for _, claim := range []string{
		"The search endpoint's SQL query is vulnerable to injection",
		"La búsqueda tiene una inyección SQL en la consulta de la API",
		"商品搜索接口的 SQL 注入漏洞",
	} {
		if got := Infer(text.Terms(claim), nil).Name; got != "security" {
			t.Errorf("Infer(%q) = %s, want security", claim, got)
		}
	}
	if got := Infer(text.Terms("The orders query is slow on the database"), nil).Name; got == "security" {
		t.Error("a database claim without security words was inferred as security")
	}
}

func TestExperimentOrientedByPolarity(t *testing.T) {
	s, _ := Lookup("security")
	pos := s.Experiment.Oriented(false)
	neg := s.Experiment.Oriented(true)
	if pos.IfTrue != neg.IfFalse || pos.IfFalse != neg.IfTrue || pos.IfTrue == neg.IfTrue {
		t.Errorf("a negative claim does not swap the outcomes: %+v / %+v", pos, neg)
	}
}

func TestPlanWants(t *testing.T) {
	perf, _ := Lookup("performance")
	items := []evidence.Item{{Type: evidence.TestResult, Content: "BenchmarkTotal failed before timing: no ns/op"}}
	terms := [][]string{text.Terms(items[0].Content)}
	out := perf.Plan(items, terms, []Fact{{Eligible: true, Outcome: "fail"}})
	if out[0].SatisfiedBy != nil {
		t.Error("a failed benchmark satisfied 'a measurement'")
	}
	out = perf.Plan(items, terms, []Fact{{Eligible: true, Outcome: "pass", Measured: true}})
	if out[0].SatisfiedBy == nil {
		t.Error("a measured benchmark did not satisfy 'a measurement'")
	}
	testing_, _ := Lookup("testing")
	run := []evidence.Item{{Type: evidence.TestResult, Content: "test output after the fix: pass"}}
	rt := [][]string{text.Terms(run[0].Content)}
	if out := testing_.Plan(run, rt, []Fact{{Eligible: true, Outcome: "pass"}}); out[0].SatisfiedBy != nil {
		t.Error("one passing run satisfied 'before (failing) and after (passing)'")
	}
	two := append(run, evidence.Item{Type: evidence.TestResult, Content: "test output before the fix: fail"})
	tt := append(rt, text.Terms(two[1].Content))
	if out := testing_.Plan(two, tt, []Fact{{Eligible: true, Outcome: "pass"}, {Outcome: "fail", Before: true}}); out[0].SatisfiedBy == nil || *out[0].SatisfiedBy != 0 {
		t.Errorf("a pass with a failing before did not satisfy the entry: %+v", out[0])
	}
	if out := testing_.Plan(two, tt, []Fact{{Eligible: true, Outcome: "pass"}, {Eligible: true, Outcome: "fail"}}); out[0].SatisfiedBy != nil && *out[0].SatisfiedBy == 0 {
		t.Error("a pass next to a failure that may be the state after the change satisfied 'before (failing) and after (passing)'")
	}
	if out := testing_.Plan(two, tt, []Fact{{Eligible: false, Outcome: "pass"}, {Eligible: true, Outcome: "fail"}}); out[0].SatisfiedBy != nil && *out[0].SatisfiedBy == 0 {
		t.Error("an ineligible item satisfied an entry")
	}
}
