package reading

import "testing"

// affirmRow is one sentence of a mechanism's table: want is the reading
// the claim's supporting item should get ("affirms", or a word that is
// not green: "persists", "fail", "", "irrelevant"…). The sentences are
// written for these tests, not taken from a corpus.
type affirmRow struct {
	claim, content string
	want           string
}

func runAffirmRows(t *testing.T, rows []affirmRow) {
	t.Helper()
	for _, tc := range rows {
		c := NewClaim(tc.claim)
		r := c.ReadAll([]Input{{Content: tc.content}})[0]
		got := r.Word()
		if got != tc.want || tc.want == "affirms" && !r.Affirms {
			t.Errorf("claim %q\ncontent %q\nreads %q (affirms %v, rule %s, wanted %q), want %q", tc.claim, tc.content, got, r.Affirms, r.Rule, r.Wanted, tc.want)
		}
	}
}

// TestLabelledThresholds: a number is compared with the claim's threshold
// only when it measures what the threshold limits — the same percentile
// or statistic where both name one — and a window ("last 1h:", "over 24 h")
// is the span measured over, not a measurement.
func TestLabelledThresholds(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The p95 latency of the cart API is below 250 ms.", "cart API, last 1h: p95 180 ms, p99 240 ms", "affirms"},
		{"The p99 latency of orders-api is under 400 ms.", "orders-api over 24h: p50 90 ms, p99 310 ms", "affirms"},
		{"The median latency of the quote service is under 120 ms.", "quote service, past 6h: median 85 ms, max 900 ms", "affirms"},
		{"El p95 de la API de pedidos está por debajo de 300 ms.", "API de pedidos, últimas 2h: p95 240 ms, p99 410 ms", "affirms"},
		{"The p90 latency of the login page is below 2 s.", "login page (window 30 min): p90 1.4 s, p99 3.2 s", "affirms"},
		// negating: the named statistic over the threshold, whatever the others say
		{"The p95 latency of the cart API is below 250 ms.", "cart API, last 1h: p50 120 ms, p95 310 ms", "persists"},
		{"The p99 latency of orders-api is under 400 ms.", "orders-api over 24h: p95 250 ms, p99 620 ms", "persists"},
		{"The median latency of the quote service is under 120 ms.", "quote service, past 6h: median 160 ms, p95 300 ms", "persists"},
		{"El p95 de la API de pedidos está por debajo de 300 ms.", "API de pedidos, últimas 2h: p50 120 ms, p95 450 ms", "persists"},
		{"The p90 latency of the login page is below 2 s.", "login page: p90 2.6 s", "persists"},
	})
}
