package reading

import "testing"

// TestClaimThresholds: a measure above the claim's own threshold does
// not affirm it, in any of the three languages, and a measure of failures
// ("错误率", "tasa de errores") makes a claim about a number, not a
// failure; a measure inside the threshold affirms.
func TestClaimThresholds(t *testing.T) {
	for _, tc := range []struct {
		claim, content string
		affirms        bool
	}{
		{"错误率低于 1%。", "过去一小时错误率 3.2%。", false},
		{"失败率低于 0.5%。", "今天的失败率是 2%。", false},
		{"p95 latency is under 300 ms.", "p95 latency 412 ms during the morning peak", false},
		{"Disk usage stays below 85%.", "disk usage on /var: 93%", false},
		{"La latencia p95 está por debajo de 300 ms.", "latencia p95 de 410 ms en la hora punta", false},
		{"错误率低于 1%。", "过去一小时错误率 0.3%。", true},
		{"失败率低于 0.5%。", "今天的失败率是 0.1%。", true},
		{"p95 latency is under 300 ms.", "p95 latency 212 ms during the morning peak", true},
		{"Disk usage stays below 85%.", "disk usage on /var: 61%", true},
		{"La latencia p95 está por debajo de 300 ms.", "latencia p95 de 210 ms en la hora punta", true},
	} {
		c := NewClaim(tc.claim)
		if c.ExpectsFailure {
			t.Errorf("%q: read as a claim of a failure", tc.claim)
		}
		r := c.Read(Input{Content: tc.content})
		if r.Affirms != tc.affirms {
			t.Errorf("%q ← %q: affirms %v (rule %s, wanted %q), want %v", tc.claim, tc.content, r.Affirms, r.Rule, r.Wanted, tc.affirms)
		}
	}
}
