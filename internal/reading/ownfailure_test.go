package reading

import "testing"

// TestRunnerFailureIsTheChecksFailure: a test runner's failure affirms a
// failure-shaped claim only where the failure is what the claim says
// happens — a harm it names, a test it names, a refusal the run's own
// message prints — never where it is the claim's check not passing (an
// assertion diff, a wanted error). The sentences are written for this
// test, not taken from a corpus.
func TestRunnerFailureIsTheChecksFailure(t *testing.T) {
	goFail := func(test, msg string) string {
		return "=== RUN   " + test + "\n    x_test.go:12: " + msg + "\n--- FAIL: " + test + " (0.00s)\nFAIL\nFAIL\texample.com/app\t0.010s\n"
	}
	tapFail := func(test, msg string) string {
		return "TAP version 13\n# Subtest: " + test + "\nnot ok 1 - " + test + "\n  ---\n  error: '" + msg + "'\n  ...\n1..1\n# tests 1\n# pass 0\n# fail 1\n"
	}
	pyFail := func(test, msg string) string {
		return "tests/test_app.py::" + test + " FAILED\n\nE       " + msg + "\n\nFAILED tests/test_app.py::" + test + " - " + msg + "\n1 failed in 0.10s\n"
	}
	for _, tc := range []struct {
		claim, content string
		affirms        bool
	}{
		// affirming: the failure is the claim
		{"TestSettle fails with a nil pointer.", goFail("TestSettle", "panic: runtime error: invalid memory address or nil pointer dereference"), true},
		{"Invoice totals are wrong when a discount is applied twice.", goFail("TestInvoiceDiscount", "total = 80, want 90"), true},
		{"parse_date raises ValueError for an empty string.", pyFail("test_parse_date_empty", "ValueError: empty date"), true},
		{"The scheduler crashes when the queue is empty.", goFail("TestSchedulerEmptyQueue", "panic: index out of range [0] with length 0"), true},
		{"The validator rejects unknown currencies.", goFail("TestValidateAll", `Validate("XXX"): currency rejected: unknown code`), true},
		{"El refactor no arregló TestCobro.", goFail("TestCobro", "cobro = 0, want 100"), true},
		// negating: the claim's own check failing
		{"The webhook retries 5 times and then dead-letters the event.", tapFail("webhook retries 5 times then dead-letters", "3 !== 5"), false},
		{"The parser rejects leap seconds.", goFail("TestParserRejectsLeapSeconds", "got nil error, want error"), false},
		{"GET /orders/0 returns 404 for a missing order.", pyFail("test_missing_order_returns_404", "assert 200 == 404"), false},
		{"The proxy refuses requests without a token.", goFail("TestProxyRefusesWithoutToken", "status = 200, want 401"), false},
		{"The rate limiter blocks the 11th request in a minute.", tapFail("limiter blocks the 11th request", "expected 429, got 200"), false},
		{"La API rechaza los pedidos sin dirección.", goFail("TestRechazaSinDireccion", "err = nil, want error"), false},
		{"支付接口拒绝过期的令牌。", pyFail("test_expired_token_rejected", "assert 200 == 401"), false},
		{"POST /upload returns 413 for files over 10 MB.", goFail("TestUpload413", "status = 413 for 5 MB, want 201"), false},
		{"The upload endpoint rejects files over 10 MB.", goFail("TestUploadLimit", "upload of 12 MB was not rejected: status 201"), false},
	} {
		c := NewClaim(tc.claim)
		r := c.ReadAll([]Input{{Content: tc.content, Source: "test run"}})[0]
		if r.Affirms != tc.affirms {
			t.Errorf("claim %q\ncontent %q\naffirms %v (reads %q, rule %s, wanted %q), want %v", tc.claim, tc.content, r.Affirms, r.Word(), r.Rule, r.Wanted, tc.affirms)
		}
	}
}
