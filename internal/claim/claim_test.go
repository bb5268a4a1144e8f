package claim

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/benchpayload"
	"github.com/ackrite/ackrite/internal/evidence"
)

func item(t evidence.Type, p evidence.Polarity, rel float64) evidence.Item {
	r := rel
	return evidence.Item{Type: t, Polarity: p, Reliability: &r, Content: "the login endpoint returns 401 for native credentials"}
}

const claimText = "The login endpoint rejects native credentials."

func TestStatusRules(t *testing.T) {
	E := evidence.Contradicts
	S := evidence.Supports
	N := evidence.Neutral
	tests := []struct {
		name  string
		items []evidence.Item
		want  Status
	}{
		// CONTRADICTED: any contradiction, any type, any reliability.
		{"contradiction wins over KNOWN support", []evidence.Item{item(evidence.TestResult, S, 1), item(evidence.ObservedBehavior, E, 0.9)}, Contradicted},
		{"weak contradiction at 0.1 still wins", []evidence.Item{item(evidence.TestResult, S, 0.95), item(evidence.Log, E, 0.1)}, Contradicted},
		{"contradicting inference still contradicts", []evidence.Item{item(evidence.Inference, E, 0.5)}, Contradicted},
		{"no contradiction: not CONTRADICTED", []evidence.Item{item(evidence.Log, N, 0.9)}, Plausible},
		// KNOWN: direct high-reliability support.
		{"test_result at exactly 0.8 is KNOWN", []evidence.Item{item(evidence.TestResult, S, 0.8)}, Known},
		{"test_result at 0.79 is SUPPORTED", []evidence.Item{item(evidence.TestResult, S, 0.79)}, Supported},
		{"http_response at 0.9 is KNOWN", []evidence.Item{item(evidence.HTTPResponse, S, 0.9)}, Known},
		{"observed_behavior at 0.8 is KNOWN", []evidence.Item{item(evidence.ObservedBehavior, S, 0.8)}, Known},
		{"user_fact at 1.0 is KNOWN", []evidence.Item{item(evidence.UserFact, S, 1)}, Known},
		{"documentation at 1.0 stays SUPPORTED", []evidence.Item{item(evidence.Documentation, S, 1)}, Supported},
		{"code at 1.0 stays SUPPORTED", []evidence.Item{item(evidence.Code, S, 1)}, Supported},
		{"log at 1.0 stays SUPPORTED", []evidence.Item{item(evidence.Log, S, 1)}, Supported},
		{"high-reliability but neutral is not KNOWN", []evidence.Item{item(evidence.TestResult, N, 1)}, Plausible},
		// SUPPORTED: direct, not weak.
		{"code at the default 0.7 is SUPPORTED", []evidence.Item{item(evidence.Code, S, 0.7)}, Supported},
		{"support at exactly 0.3 is not weak", []evidence.Item{item(evidence.Log, S, 0.3)}, Supported},
		{"support at 0.29 is weak: PLAUSIBLE", []evidence.Item{item(evidence.Log, S, 0.29)}, Plausible},
		{"weak test_result never lifts above PLAUSIBLE", []evidence.Item{item(evidence.TestResult, S, 0.2)}, Plausible},
		// PLAUSIBLE: only neutral, inference or weak support.
		{"inference supporting at 1.0 stays PLAUSIBLE", []evidence.Item{item(evidence.Inference, S, 1)}, Plausible},
		{"neutral only is PLAUSIBLE", []evidence.Item{item(evidence.Other, N, 0.7)}, Plausible},
		{"inference plus direct support is SUPPORTED", []evidence.Item{item(evidence.Inference, S, 1), item(evidence.Code, S, 0.5)}, Supported},
		// UNVERIFIED: no items.
		{"no evidence is UNVERIFIED", nil, Unverified},
		{"empty evidence is UNVERIFIED", []evidence.Item{}, Unverified},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(claimText, tt.items, "")
			if a.Status != tt.want {
				t.Errorf("status = %s, want %s (rationale: %s)", a.Status, tt.want, a.Rationale)
			}
			lo, hi := Band(a.Status)
			if a.Confidence < lo || a.Confidence > hi {
				t.Errorf("confidence %.2f outside %s band [%.2f, %.2f]", a.Confidence, a.Status, lo, hi)
			}
		})
	}
}

func TestWorkedExample(t *testing.T) {
	// docs/rules.md §4: must be CONTRADICTED, keep both provenances, point at the
	// older application's authentication flow before replacing the client,
	// and never conclude that native auth exists.
	rel := 0.9
	items := []evidence.Item{
		{Type: evidence.Code, Source: "current client", Content: "The current client implementation does not obtain credentials.", Polarity: evidence.Supports},
		{Type: evidence.ObservedBehavior, Source: "older working application", Content: "The older application successfully signs in.", Polarity: evidence.Contradicts, Reliability: &rel},
	}
	if err := evidence.Validate("evidence", items); err != nil {
		t.Fatal(err)
	}
	a := Classify("The API no longer supports native authentication.", items, "")
	if a.Status != Contradicted {
		t.Fatalf("status = %s, want CONTRADICTED", a.Status)
	}
	if diff := cmp.Diff([]int{0}, a.Supporting); diff != "" {
		t.Errorf("supporting (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{1}, a.Contradicting); diff != "" {
		t.Errorf("contradicting (-want +got):\n%s", diff)
	}
	if a.Domain.Name != "auth" {
		t.Errorf("domain = %s, want auth", a.Domain.Name)
	}
	for _, want := range []string{"authentication flow", "older working application", "before replacing"} {
		if !strings.Contains(a.NextAction, want) {
			t.Errorf("next action %q lacks %q", a.NextAction, want)
		}
	}
	all := strings.ToLower(a.NextAction + a.Rationale + strings.Join(a.Assumptions, " ") + strings.Join(a.Missing, " "))
	for _, overreach := range []string{"native authentication exists", "native auth exists", "old flow applies", "is supported"} {
		if strings.Contains(all, overreach) {
			t.Errorf("result concludes %q, which exceeds the evidence", overreach)
		}
	}
	if !contains(a.Shapes, "absence") {
		t.Errorf("shapes = %v, want absence", a.Shapes)
	}
	for _, w := range a.Warnings {
		if strings.Contains(w, "may not concern") {
			t.Errorf("relevant evidence flagged: %s", w)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestShapes(t *testing.T) {
	tests := []struct {
		claim string
		want  []string
	}{
		{"The API no longer supports native authentication.", []string{"absence"}},
		{"Basic auth was removed in the new gateway.", []string{"absence"}},
		{"The outage was caused by the DNS change.", []string{"causal"}},
		{"The root cause is the missing index.", []string{"causal"}},
		{"The job always fails on Mondays.", []string{"universal"}},
		{"Every request gets a 502.", []string{"universal"}},
		{"The flaky test is fixed.", []string{"fix", "intermittent"}}, // rev 2: intermittent is a shape
		{"It works now after the restart.", []string{"fix"}},
		{"The bug only happens in production.", []string{"environment"}},
		{"Streaming broke since v2.3.", []string{"environment"}},
		{"The new parser is faster.", []string{"performance"}},
		{"The database is the bottleneck because of locking.", []string{"causal", "performance"}},
		// negatives
		{"The login page shows an error.", nil},
		{"Deployment uses three replicas.", nil},
		{"The cache stores 10 items in 2 seconds.", nil},
	}
	for _, tt := range tests {
		a := Classify(tt.claim, nil, "")
		if diff := cmp.Diff(tt.want, a.Shapes); diff != "" {
			t.Errorf("%q shapes (-want +got):\n%s", tt.claim, diff)
		}
	}
}

func TestEachShapeAddsItsAssumption(t *testing.T) {
	for _, s := range shapes {
		claim := s.Example
		a := Classify(claim, nil, "")
		if !contains(a.Assumptions, s.Assumption) {
			t.Errorf("%s claim %q: assumption missing", s.Name, claim)
		}
		if !contains(a.Missing, s.Missing) {
			t.Errorf("%s claim %q: missing proof missing", s.Name, claim)
		}
	}
}

func TestRelevanceWarning(t *testing.T) {
	items := []evidence.Item{
		{Type: evidence.Log, Content: "POST /login returned 401", Polarity: evidence.Supports},
		{Type: evidence.Log, Content: "The colour palette changed to teal", Polarity: evidence.Supports},
	}
	_ = evidence.Validate("evidence", items)
	a := Classify("Login is rejected by the server.", items, "")
	var flagged []string
	for _, w := range a.Warnings {
		if strings.Contains(w, "may not concern this claim") {
			flagged = append(flagged, w)
		}
	}
	if len(flagged) != 1 || !strings.HasPrefix(flagged[0], "evidence[1]") {
		t.Errorf("relevance warnings = %q, want exactly evidence[1]", flagged)
	}
	if a.Status != Supported {
		t.Errorf("a flagged item still counts: status %s, want SUPPORTED", a.Status)
	}
}

// TestConfidenceProperty checks, over random evidence, that confidence stays
// inside its status band, never reaches 1, has two decimals, and that the
// status is the first rule that matches.
func TestConfidenceProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 20000; n++ {
		// Half the calls send content that affirms the claim, half content
		// that does not: only the first can count as support (docs/rules.md §4.1).
		claim, content, affirms := "invoices are delivered", "invoice 1042 delivered to the customer at 10:02", true
		if n%2 == 1 {
			claim, content, affirms = "invoices are delivered", "looked at invoice 1042 at 10:02", false
		}
		items := make([]evidence.Item, r.IntN(8))
		for i := range items {
			rel := r.Float64()
			if r.IntN(5) == 0 {
				rel = []float64{0, 0.29, 0.3, 0.79, 0.8, 1}[r.IntN(6)]
			}
			items[i] = evidence.Item{
				Type:        evidence.Types[r.IntN(len(evidence.Types))],
				Polarity:    evidence.Polarities[r.IntN(3)],
				Reliability: &rel,
				Content:     content,
			}
		}
		a := Classify(claim, items, "")
		lo, hi := Band(a.Status)
		if a.Confidence < lo || a.Confidence > hi || a.Confidence >= 1 {
			t.Fatalf("confidence %v outside %s band [%v,%v] for %+v", a.Confidence, a.Status, lo, hi, items)
		}
		if c := a.Confidence * 100; c != float64(int(c+0.5)) && abs(c-float64(int(c+0.5))) > 1e-9 {
			t.Fatalf("confidence %v has more than two decimals", a.Confidence)
		}
		if want := reference(items, affirms); a.Status != want {
			t.Fatalf("status %s, reference %s for %+v", a.Status, want, items)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// reference is docs/rules.md §4 written out independently of the rule table, for
// items whose content affirms the claim, or does not.
func reference(items []evidence.Item, affirms bool) Status {
	if len(items) == 0 {
		return Unverified
	}
	for _, it := range items {
		if it.Polarity == evidence.Contradicts {
			return Contradicted
		}
	}
	high := map[evidence.Type]bool{evidence.TestResult: true, evidence.HTTPResponse: true, evidence.ObservedBehavior: true, evidence.UserFact: true}
	if !affirms {
		// Code shows what the code says it will do (docs/rules.md §4.2); other
		// content must affirm the claim to count.
		for _, it := range items {
			if it.Polarity == evidence.Supports && it.Type == evidence.Code && *it.Reliability >= 0.3 {
				return Supported
			}
		}
		return Plausible
	}
	for _, it := range items {
		if it.Polarity == evidence.Supports && it.Type != evidence.Inference && high[it.Type] && *it.Reliability >= 0.8 {
			return Known
		}
	}
	for _, it := range items {
		if it.Polarity == evidence.Supports && it.Type != evidence.Inference && *it.Reliability >= 0.3 {
			return Supported
		}
	}
	return Plausible
}

func TestConfidenceMoves(t *testing.T) {
	S, E := evidence.Supports, evidence.Contradicts
	low := Classify(claimText, []evidence.Item{item(evidence.TestResult, S, 0.8)}, "").Confidence
	high := Classify(claimText, []evidence.Item{item(evidence.TestResult, S, 1)}, "").Confidence
	if !(high > low) {
		t.Errorf("confidence does not rise with reliability: %v then %v", low, high)
	}
	weakC := Classify(claimText, []evidence.Item{item(evidence.TestResult, S, 0.9), item(evidence.Log, E, 0.1)}, "").Confidence
	strongC := Classify(claimText, []evidence.Item{item(evidence.TestResult, S, 0.9), item(evidence.Log, E, 0.9)}, "").Confidence
	if !(strongC < weakC) {
		t.Errorf("confidence does not fall as contradiction strengthens: %v then %v", weakC, strongC)
	}
	if got := ConfidenceWord(0); got != "none" {
		t.Errorf("Label(0) = %s", got)
	}
	if got := ConfidenceWord(0.99); got != "high" {
		t.Errorf("Label(0.99) = %s", got)
	}
}

func TestLedgerPlacesEveryItemOnce(t *testing.T) {
	S, E, N := evidence.Supports, evidence.Contradicts, evidence.Neutral
	items := []evidence.Item{
		item(evidence.TestResult, S, 0.9), // known
		item(evidence.Code, S, 0.7),       // supported
		item(evidence.Inference, S, 0.9),  // assumed
		item(evidence.Log, E, 0.5),        // contradicted
		item(evidence.Log, S, 0.1),        // unverified (weak)
		item(evidence.Log, N, 0.5),        // unverified (neutral)
	}
	a := Classify(claimText, items, "")
	l := a.Ledger(items, "", "")
	where := map[int]string{}
	for name, list := range map[string][]Entry{"known": l.Known, "assumed": l.Assumed, "supported": l.Supported, "contradicted": l.Contradicted, "unverified": l.Unverified} {
		for _, e := range list {
			if e.Evidence == nil {
				continue
			}
			if prev, dup := where[*e.Evidence]; dup {
				t.Errorf("evidence[%d] in both %s and %s", *e.Evidence, prev, name)
			}
			where[*e.Evidence] = name
		}
	}
	want := map[int]string{0: "known", 1: "supported", 2: "assumed", 3: "contradicted", 4: "unverified", 5: "unverified"}
	if diff := cmp.Diff(want, where); diff != "" {
		t.Errorf("placement (-want +got):\n%s", diff)
	}
	if l.Experiment.IfTrue == "" || l.Experiment.IfFalse == "" || l.Experiment.IfTrue == l.Experiment.IfFalse {
		t.Errorf("decisive experiment must state two different outcomes: %+v", l.Experiment)
	}
}

func BenchmarkClassify(b *testing.B) {
	// 10 evidence items, about 1.5 KB in all: the docs/rules.md §12 payload.
	var in struct {
		Claim    string          `json:"claim"`
		Evidence []evidence.Item `json:"evidence"`
	}
	if err := json.Unmarshal(benchpayload.Arguments(), &in); err != nil {
		b.Fatal(err)
	}
	if err := evidence.Validate("evidence", in.Evidence); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Classify(in.Claim, in.Evidence, "")
	}
}

// TestPassAgainstAFailureClaim: a claim that something fails is
// contradicted by a run where the test it names passed, or by a 2xx
// that accepted the request it says is rejected; a passing test of the
// failure behaviour itself still supports it.
func TestPassAgainstAFailureClaim(t *testing.T) {
	T, H := evidence.TestResult, evidence.HTTPResponse
	tests := []struct {
		name, claim string
		item        evidence.Item
		want        Status
	}{
		{"the named test passed", "TestCheckout still fails after the rebase",
			ev(T, "=== RUN   TestCheckout\n--- PASS: TestCheckout (0.00s)\nPASS\nok  \tshop/checkout\t0.01s", "go test -v ./checkout"), Contradicted},
		{"the request was accepted", "POST /oauth/token rejects expired refresh tokens",
			ev(H, "HTTP/1.1 200 OK\n\n{\"access_token\":\"x\",\"expires_in\":3600}", "curl -si -X POST /oauth/token"), Contradicted},
		{"a test of the rejection passed", "The token endpoint rejects expired refresh tokens",
			ev(T, "=== RUN   TestTokenRejectsExpiredRefresh\n--- PASS: TestTokenRejectsExpiredRefresh (0.00s)\nPASS\nok  \tshop/auth\t0.01s", "go test -v ./auth"), Known},
		{"the request was refused", "POST /oauth/token rejects expired refresh tokens",
			ev(H, "HTTP/1.1 400 Bad Request\n\n{\"error\":\"invalid_grant\"}", "curl -si -X POST /oauth/token"), Known},
	}
	for _, tt := range tests {
		if a := Classify(tt.claim, check(t, []evidence.Item{tt.item}), ""); a.Status != tt.want {
			t.Errorf("%s: %s, want %s (%s)", tt.name, a.Status, tt.want, a.Rationale)
		}
	}
}

// TestEveryStatusHasProse: each status has its own row of result prose,
// with every part, so no status falls back to another's wording.
func TestEveryStatusHasProse(t *testing.T) {
	for _, s := range Statuses {
		p := proseOf(s)
		if p.status != s {
			t.Errorf("%s: no prose row (got %s's)", s, p.status)
		}
		if p.rationale == nil || p.assumption == nil || p.missing == nil || p.action == nil {
			t.Errorf("%s: prose row lacks a part", s)
		}
	}
}
