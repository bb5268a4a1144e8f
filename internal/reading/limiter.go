package reading

import "strings"

// limiterWords name a rate limit or a throttle, in a claim's words (lower
// case): a claim that one is active, works or holds predicts a refusal.
var limiterWords = []string{"rate limit", "rate-limit", "ratelimit", "throttl", "too many requests",
	"limitación de tasa", "limitacion de tasa", "límite de peticiones", "limite de peticiones", "límite de solicitudes",
	"limite de solicitudes", "limitador", "限流", "速率限制", "频率限制", "限速"}

// namesLimiter reports whether a claim names a rate limit or a throttle.
func namesLimiter(claim string) bool {
	lower := strings.ToLower(claim)
	for _, w := range limiterWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// readLimited reads a response for a claim about a rate limit. For a claim
// that one holds ("rate limiting is active on /login", "el limitador
// funciona", "限流已生效") the 429 the limit answers with is what the claim
// predicts: the output's last status, a 429, is the claim's pass. For a
// claim that none holds ("login is not throttled", "no longer rate
// limited") the same 429 refutes it. Any other failing status (a 401, a
// 503) is not the limit's answer, and a 2xx alone shows no limit.
func (c *Claim) readLimited(r *Reading) {
	if r.Outcome != Fail || r.Status != 429 || r.Pending || r.Named || r.ExitSeen {
		return
	}
	r.Rule, r.limited = "rate-limited", true
	if c.unlimited {
		r.Refutes = true
		return
	}
	r.Outcome = Pass
}
