package tools

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/input"
)

// checkoutFail is real `go test -v` output ending in a failure of
// TestCheckout, longer than an excerpt, with the failure at the end.
var checkoutFail = strings.Repeat("=== RUN   TestCartAdd\n--- PASS: TestCartAdd (0.00s)\n", 12) +
	"=== RUN   TestCheckout\n    checkout_test.go:41: total = 8100, want 9000\n--- FAIL: TestCheckout (0.02s)\nFAIL\nFAIL\texample.com/shop/checkout\t0.031s\nFAIL\n"

// TestWorkedExampleContentOverLabel is docs/rules.md §4.3's second worked example.
func TestWorkedExampleContentOverLabel(t *testing.T) {
	in := ClaimInput{Claim: "The fix works: TestCheckout passes now.",
		Evidence: []evidenceItem{{Type: "test_result", Content: checkoutFail, Polarity: "supports", Reliability: ptr(0.95)}}}
	r, err := newTools().Ackrite(context.Background(), &in)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != claim.Contradicted {
		t.Fatalf("status %s, want CONTRADICTED; rationale %s", r.Status, r.Rationale)
	}
	if len(r.Readings) == 0 {
		t.Fatal("no readings")
	}
	got := r.Readings[0]
	if got.Index != 0 || got.Label != "supports" || got.Reading != "fail" || !strings.HasPrefix(got.Because, "--- FAIL: TestCheckout") {
		t.Errorf("readings[0] = %+v, want {0 supports fail --- FAIL: TestCheckout…}", got)
	}
	if len(r.Contradicting) != 1 || !strings.Contains(r.Contradicting[0].Excerpt, "--- FAIL: TestCheckout") || strings.HasPrefix(r.Contradicting[0].Excerpt, "=== RUN") {
		t.Errorf("the excerpt does not quote the failure line: %+v", r.Contradicting)
	}
	if !strings.HasPrefix(r.NextAction, "Run TestCheckout again and read its output") {
		t.Errorf("next action %q", r.NextAction)
	}
	if !strings.Contains(r.Rationale, "labelled supports") || !strings.Contains(r.Rationale, "reads fail") {
		t.Errorf("the rationale does not name the override: %s", r.Rationale)
	}
	if !strings.Contains(strings.Join(r.Warnings, " "), "is labelled supports, but its content reads fail") {
		t.Errorf("no warning for the contradicted label: %q", r.Warnings)
	}
}

// TestBindingAcrossTools: a contradiction found by ackrite binds verify
// and prove_it on a paraphrase of the claim, until an item reconciles it.
func TestBindingAcrossTools(t *testing.T) {
	tl := newTools()
	ctx := context.Background()
	s := Common{SessionID: "bind"}
	pass := "=== RUN   TestCheckout\n--- PASS: TestCheckout (0.00s)\nPASS\nok  \texample.com/shop/checkout\t0.012s\n"
	first := ClaimInput{Claim: "TestCheckout passes now", Common: s,
		Evidence: []evidenceItem{{Type: "test_result", Content: checkoutFail, Polarity: "supports", Reliability: ptr(0.95)}}}
	r1, _ := tl.Ackrite(ctx, &first)
	if r1.Status != claim.Contradicted || len(r1.Contradicting) != 1 || r1.Contradicting[0].Ref != "c1.e0" {
		t.Fatalf("call 1: %s %+v", r1.Status, r1.Contradicting)
	}
	v := VerifyInput{Claim: "The fix works: TestCheckout passes.", Common: s,
		Evidence: []evidenceItem{{Type: "test_result", Content: pass, Polarity: "supports", Reliability: ptr(0.95)}}}
	r2, _ := tl.Verify(ctx, &v)
	if r2.Status != claim.Contradicted {
		t.Errorf("verify on a paraphrase with only a pass: %s, want CONTRADICTED (bound by c1.e0)", r2.Status)
	}
	p := ProveInput{Claim: "TestCheckout passes", Common: s,
		Evidence: []evidenceItem{{Type: "test_result", Content: pass, Polarity: "supports", Reliability: ptr(0.95)}}}
	r3, _ := tl.ProveIt(ctx, &p)
	if r3.Status != claim.Contradicted {
		t.Errorf("prove_it: %s, want CONTRADICTED", r3.Status)
	}
	other := ClaimInput{Claim: "The slugify test passes", Common: s,
		Evidence: []evidenceItem{{Type: "test_result", Content: "✔ slugify keeps ascii words (12ms)\nℹ tests 1\nℹ pass 1\nℹ fail 0\n", Polarity: "supports", Reliability: ptr(0.95)}}}
	if r, _ := tl.Ackrite(ctx, &other); r.Status != claim.Known {
		t.Errorf("an unrelated claim was bound: %s %s", r.Status, r.Rationale)
	}
	hedged := ClaimInput{Claim: "TestCheckout passes now", Common: s, Evidence: []evidenceItem{
		{Type: "observed_behavior", Content: "I think c1.e0 probably ran with a stale SHOP_BUG checkout.", Polarity: "supports", Reliability: ptr(0.9), Reconciles: "c1.e0"},
		{Type: "test_result", Content: pass, Polarity: "supports", Reliability: ptr(0.95)}}}
	if r, _ := tl.Ackrite(ctx, &hedged); r.Status != claim.Contradicted {
		t.Errorf("a hedged explanation reconciled: %s", r.Status)
	}
	explained := ClaimInput{Claim: "TestCheckout passes now", Common: s, Evidence: []evidenceItem{
		{Type: "observed_behavior", Content: "c1.e0 ran with SHOP_BUG=1 still exported, which applies the checkout coupon twice; unset it and re-ran.", Polarity: "supports", Reliability: ptr(0.9), Reconciles: "c1.e0"},
		{Type: "test_result", Content: pass, Polarity: "supports", Reliability: ptr(0.95)}}}
	if r, _ := tl.Ackrite(ctx, &explained); r.Status != claim.Known {
		t.Errorf("after reconciling: %s, want KNOWN; %s", r.Status, r.Rationale)
	}
	again := ClaimInput{Claim: "TestCheckout passes now", Common: s,
		Evidence: []evidenceItem{{Type: "test_result", Content: pass, Polarity: "supports", Reliability: ptr(0.95)}}}
	if r, _ := tl.Ackrite(ctx, &again); r.Status != claim.Known {
		t.Errorf("the reconciled contradiction still binds: %s", r.Status)
	}
}

func TestReconcilesErrors(t *testing.T) {
	tl := newTools()
	bad := []struct {
		ref, want string
	}{
		{"c9.e0", `evidence[0].reconciles: is "c9.e0", which names no contradicting item of this session`},
		{"call 3", `evidence[0].reconciles: is "call 3"; use the reference an earlier result printed, like c3.e1`},
	}
	for _, b := range bad {
		in := ClaimInput{Claim: "x works", Evidence: []evidenceItem{{Content: "x works", Reconciles: b.ref}}}
		_, err := tl.Ackrite(context.Background(), &in)
		if err == nil || !strings.HasPrefix(err.Error(), b.want) {
			t.Errorf("reconciles %q: error %v, want prefix %q", b.ref, err, b.want)
		}
		if _, ok := err.(*input.Error); !ok {
			t.Errorf("reconciles %q: error is %T, want *input.Error", b.ref, err)
		}
	}
}

// TestReadingsOrder: overrides first, then the other readings, and a next
// action that asks for labels instead of talking about inferences.
func TestReadingsOrder(t *testing.T) {
	in := ClaimInput{Claim: "The PDF export is fixed.", Evidence: []evidenceItem{
		{Type: "observed_behavior", Content: "I think the PDF export probably works now, haven't checked.", Polarity: "supports", Reliability: ptr(0.9)},
		{Type: "test_result", Content: "--- PASS: TestLogin (0.01s)\nok  \tshop/auth\t0.02s", Polarity: "supports", Reliability: ptr(0.95)},
		{Type: "test_result", Content: "--- PASS: TestPDFExport (0.01s)\nok  \tshop/export\t0.02s"}}}
	r, err := newTools().Ackrite(context.Background(), &in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, x := range r.Readings {
		got = append(got, x.Reading)
	}
	if diff := cmp.Diff([]string{"hedge", "irrelevant", "pass"}, got); diff != "" {
		t.Errorf("readings (-want +got):\n%s", diff)
	}
	if r.Status != claim.Plausible {
		t.Errorf("status %s, want PLAUSIBLE: a hedge, an irrelevant pass and an unlabelled pass", r.Status)
	}
	if !strings.HasPrefix(r.NextAction, "Label it: evidence[2] (reads pass)") {
		t.Errorf("next action %q does not ask to label evidence[2]", r.NextAction)
	}
}
