package reading

import "testing"

// TestCauseChangedEffectGoesOn: a claim that X caused (or fixing X fixed)
// Y is not affirmed by X's own numbers while Y goes on — the effect held
// after the cause changed refutes it; the effect gone after the change
// shows it. Sentences written for this test.
func TestCauseChangedEffectGoesOn(t *testing.T) {
	for _, tc := range []struct {
		claim, content string
		affirms        bool
	}{
		// affirming: the effect stopped when the cause changed
		{"The 502s were caused by the keep-alive timeout.", "After raising the keep-alive timeout to 75 s at 10:00, the 502s stopped: 0 502s since, down from 40/min.", true},
		{"The certificate expiry caused the handshake errors.", "The certificate expired at 09:12; the handshake errors started at 09:12 and stopped when it was renewed at 09:40.", true},
		{"The 500s on checkout were caused by the bad config push.", "The bad config push went out at 11:00 and the checkout 500s started at 11:00; they stopped when the config push was rolled back at 11:20.", true},
		{"Los errores 502 se debían al timeout de keep-alive.", "Al subir el timeout de keep-alive a las 10:00 los errores 502 pararon: 0 desde entonces.", true},
		{"The checkout slowness was caused by the N+1 query in the cart.", "The cart's N+1 query issued 41 queries per checkout; after the fix it issues 1, and checkout p95 fell from 3.2 s to 0.4 s.", true},
		// negating: the cause changed, the effect goes on
		{"The 502s were caused by the keep-alive timeout.", "After raising the keep-alive timeout: 0 keep-alive timeouts, but 502s continue at the same rate.", false},
		{"The 502s were caused by the keep-alive timeout.", "keep-alive timeout raised; keep-alive resets: 0 since 10:00. 502s per minute: 38 before, 41 after.", false},
		{"Los errores 502 se debían al timeout de keep-alive.", "Tras subir el timeout de keep-alive: 0 timeouts de keep-alive, pero los 502 siguen igual, 40 por minuto.", false},
		{"502 错误是由 keep-alive 超时导致的。", "调大 keep-alive 超时后：keep-alive 超时 0 次，但 502 错误仍然每分钟 40 次。", false},
		{"The login failures are due to clock skew on the auth nodes.", "NTP resynced on all auth nodes: clock skew now 0 ms. Login failures: 120 in the last 15 min, same as before the resync.", false},
		{"The keep-alive timeout is behind the 502s.", "After raising the keep-alive timeout: 0 keep-alive timeouts, 502s at the same rate as yesterday (40/min).", false},
	} {
		c := NewClaim(tc.claim)
		r := c.ReadAll([]Input{{Content: tc.content, Source: "ops notes"}})[0]
		if r.Affirms != tc.affirms || !tc.affirms && !r.Persists && !r.Refutes {
			t.Errorf("claim %q\ncontent %q\naffirms %v persists %v refutes %v (reads %q, rule %s, wanted %q), want affirms %v", tc.claim, tc.content, r.Affirms, r.Persists, r.Refutes, r.Word(), r.Rule, r.Wanted, tc.affirms)
		}
	}
}
