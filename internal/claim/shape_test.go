package claim

import (
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
)

func ev(t evidence.Type, content, source string) evidence.Item {
	r := 0.9
	return evidence.Item{Type: t, Content: content, Source: source, Polarity: evidence.Supports, Reliability: &r}
}

// TestShapeRequirementsForKnown checks each row of the shape table that
// adds a requirement for KNOWN (docs/rules.md §4.3), with evidence that meets it
// and evidence that does not.
func TestShapeRequirementsForKnown(t *testing.T) {
	T, O, H, D := evidence.TestResult, evidence.ObservedBehavior, evidence.HTTPResponse, evidence.Documentation
	tests := []struct {
		shape, claim string
		meets, fails []evidence.Item
	}{
		{"fix", "TestCheckout passes now.",
			[]evidence.Item{ev(T, "--- PASS: TestCheckout (0.00s)\nok  \tshop/checkout\t0.01s", "go test ./checkout")},
			[]evidence.Item{ev(T, "ok  \tshop/checkout\t0.01s [no tests to run]", "go test -run TestCheckout ./checkout")}},
		{"fix", "The fix works: TestCheckout passes now.",
			[]evidence.Item{ev(T, "=== RUN   TestCheckout\n--- PASS: TestCheckout (0.00s)\nok  \tshop/checkout\t0.01s", "go test -v ./checkout")},
			[]evidence.Item{ev(O, "Confirmed on my machine after the rebase: the fix works and TestCheckout passes now.", "")}},
		{"intermittent", "TestPaymentRetry is no longer flaky.",
			[]evidence.Item{ev(T, strings.Repeat("--- PASS: TestPaymentRetry (0.00s)\n", 10)+"ok  \tshop\t0.1s", "go test -count=10 -run TestPaymentRetry")},
			[]evidence.Item{ev(T, "--- PASS: TestPaymentRetry (0.00s)\nok  \tshop\t0.1s", "go test -run TestPaymentRetry")}},
		{"performance", "Search latency is faster after the index.",
			[]evidence.Item{ev(O, "search latency p95 840 ms before, 120 ms after the index", "")},
			[]evidence.Item{ev(O, "search latency feels much faster after the index", "")}},
		{"performance", "p95 checkout latency is below 300 ms.",
			[]evidence.Item{ev(O, "The Grafana panel 'checkout p95' over the last 6h reads 212 ms, with a peak of 268 ms.", "")},
			[]evidence.Item{ev(O, "checkout feels well under 300 ms now", "")}},
		{"universal", "All email template tests in test_emailq pass.",
			[]evidence.Item{ev(T, "$ python3 -m unittest test_emailq\n...\n----------------------------------------------------------------------\nRan 3 tests in 0.000s\n\nOK", "")},
			[]evidence.Item{ev(T, "$ python3 -m unittest test_emailq\n.\n----------------------------------------------------------------------\nRan 1 test in 0.000s\n\nOK", "")}},
		{"universal", "All checkout tests pass.",
			[]evidence.Item{ev(T, "--- PASS: TestCheckout (0.00s)\n--- PASS: TestCheckoutCoupon (0.00s)\nok  \tshop/checkout\t0.01s", "go test ./checkout")},
			[]evidence.Item{ev(O, "ran the checkout by hand once and it went through", "")}},
		{"universal", "The checkout tests always pass.",
			[]evidence.Item{ev(T, strings.Repeat("--- PASS: TestCheckout (0.00s)\n--- PASS: TestCheckoutCoupon (0.00s)\n", 10)+"ok  \tshop/checkout\t0.1s", "go test -count=10 ./checkout")},
			[]evidence.Item{ev(T, "--- PASS: TestCheckout (0.00s)\n--- PASS: TestCheckoutCoupon (0.00s)\nok  \tshop/checkout\t0.01s", "go test -v ./checkout")}},
		{"absence", "The v1 export endpoint was removed.",
			[]evidence.Item{ev(H, "HTTP/1.1 410 Gone\n\n{\"message\":\"the v1 export endpoint was removed\"}", "curl -i /v1/export")},
			[]evidence.Item{ev(O, "our client no longer calls the v1 export endpoint", "")}},
		{"environment", "Checkout works in production.",
			[]evidence.Item{ev(O, "placed order 1042 on the production shop; checkout works", "production")},
			[]evidence.Item{ev(O, "placed order 1042 on my laptop; checkout works", "local")}},
	}
	for _, tt := range tests {
		a := Classify(tt.claim, check(t, tt.meets), "")
		if a.Status != Known {
			t.Errorf("%s: meeting evidence gives %s, want KNOWN (%s)", tt.shape, a.Status, a.Rationale)
		}
		b := Classify(tt.claim, check(t, tt.fails), "")
		if b.Status == Known {
			t.Errorf("%s: evidence that does not meet the shape gives KNOWN (%s)", tt.shape, b.Rationale)
		}
		if !contains(a.Shapes, tt.shape) {
			t.Errorf("%s: claim %q has shapes %v", tt.shape, tt.claim, a.Shapes)
		}
	}
	_ = D
}

func check(t *testing.T, items []evidence.Item) []evidence.Item {
	t.Helper()
	if err := evidence.Validate("evidence", items); err != nil {
		t.Fatal(err)
	}
	return items
}

// TestContentOverLabel checks the effects of docs/rules.md §4.1, each with a
// counter-example where the label stands.
func TestContentOverLabel(t *testing.T) {
	T, O := evidence.TestResult, evidence.ObservedBehavior
	fail := "--- FAIL: TestCheckout (0.02s)\nFAIL\nFAIL\tshop/checkout\t0.03s"
	tests := []struct {
		name, claim string
		items       []evidence.Item
		want        Status
	}{
		{"failure of what a success claim names contradicts", "TestCheckout passes now.", []evidence.Item{ev(T, fail, "")}, Contradicted},
		{"failure of something else is neutral", "The PDF export works now.", []evidence.Item{ev(T, fail, "")}, Plausible},
		{"a failure supports a claim about a failure", "TestCheckout fails on main.", []evidence.Item{ev(T, fail, "")}, Known},
		{"no-run is neutral", "TestCheckout passes now.", []evidence.Item{ev(T, "ok  \tshop/checkout\t0.01s [no tests to run]", "")}, Plausible},
		{"error body in a 200 contradicts 'works'", "Token refresh works.", []evidence.Item{ev(evidence.HTTPResponse, "HTTP/1.1 200 OK\n\n{\"error\":\"invalid_grant\"}", "POST /oauth/token refresh")}, Contradicted},
		{"a hedge is an inference", "The CDN caches the asset.", []evidence.Item{ev(O, "I think the CDN is probably caching the asset, haven't checked", "")}, Plausible},
		{"hearsay is an inference", "The CDN caches the asset.", []evidence.Item{ev(O, "Bob thinks the CDN caches the asset", "")}, Plausible},
		{"a check someone made is not hearsay", "The certificate was renewed.", []evidence.Item{ev(O, "The admin confirmed the certificate was renewed at 10:02 (serial 0x1f3a).", "")}, Known},
		{"the claim pasted back is an inference", "The PDF export is fixed.", []evidence.Item{ev(O, "The PDF export is fixed.", "")}, Plausible},
		{"an irrelevant pass does not lift the claim", "The PDF export is fixed.", []evidence.Item{ev(T, "--- PASS: TestLogin (0.01s)\nok  \tshop/auth\t0.02s", "")}, Plausible},
		{"the before of a fix is not a contradiction", "TestCheckout passes now.", []evidence.Item{ev(T, fail, "go test ./checkout on main before the fix"), ev(T, "--- PASS: TestCheckout (0.00s)\nok  \tshop/checkout\t0.01s", "after the fix")}, Known},
	}
	for _, tt := range tests {
		a := Classify(tt.claim, check(t, tt.items), "")
		if a.Status != tt.want {
			t.Errorf("%s: %s, want %s (%s)", tt.name, a.Status, tt.want, a.Rationale)
		}
	}
}

func TestDuplicatesCountOnce(t *testing.T) {
	var items []evidence.Item
	for i := range 10 {
		items = append(items, ev(evidence.Log, "2026-11-30T10:00:0"+string(rune('0'+i))+"Z export job finished for PDF invoices", ""))
	}
	one := Classify("The PDF invoice export job finishes.", check(t, items[:1]), "")
	ten := Classify("The PDF invoice export job finishes.", check(t, items), "")
	if one.Confidence != ten.Confidence {
		t.Errorf("ten copies of one log line moved confidence from %v to %v", one.Confidence, ten.Confidence)
	}
}

func TestProsePassIsNotARun(t *testing.T) {
	prose := []evidence.Item{ev(evidence.TestResult, "I ran the login tests and they all pass.", "")}
	if a := Classify("Login works now.", check(t, prose), ""); a.Status == Known {
		t.Errorf("a test_result in prose ('they all pass') made a fix KNOWN: %s", a.Rationale)
	}
	seen := []evidence.Item{ev(evidence.ObservedBehavior, "Logged in as demo@example.com at 10:02; the login works and the dashboard loads.", "")}
	if a := Classify("Login works now.", check(t, seen), ""); a.Status != Known {
		t.Errorf("a direct observation of the behaviour: %s, want KNOWN (%s)", a.Status, a.Rationale)
	}
}
