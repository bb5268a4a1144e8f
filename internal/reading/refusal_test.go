package reading

import "testing"

// TestRefusalAffirmsARefusalClaim: a claim that states a refusal, a
// rejection or a removal is affirmed by an item that shows it — a 4xx
// with its reason phrase after a request ("GET /v1/orders -> 410 Gone"),
// in words in any of the three languages, with the claim's bound as the
// condition of the refusal, not a measure. A request let through, or a
// refusal of another class than the one the claim names, does not.
func TestRefusalAffirmsARefusalClaim(t *testing.T) {
	for _, tc := range []struct {
		claim, content string
		affirms        bool
	}{
		// affirming
		{"The legacy /v1/orders route returns 410 Gone.", "GET /v1/orders -> 410 Gone", true},
		{"Uploads over 10 MB are rejected.", "uploaded a 12 MB file: the server answered 413 Payload Too Large", true},
		{"Los tokens caducados se rechazan.", "probé con un token caducado: la API respondió 401 Unauthorized", true},
		{"过期的令牌会被拒绝。", "用过期令牌请求 /me，返回 401 Unauthorized", true},
		{"Charges without an API key are rejected.", "POST /v2/charges without an API key => 403 Forbidden", true},
		// negating
		{"The legacy /v1/orders route returns 410 Gone.", "GET /v1/orders -> 200 OK", false},
		{"Uploads over 10 MB are rejected.", "uploaded a 12 MB file: the server answered 201 Created", false},
		{"Los tokens caducados se rechazan.", "probé con un token caducado: primero respondió 401, al reintentar respondió 200 OK", false},
		{"过期的令牌会被拒绝。", "用过期令牌请求 /me，返回 200 OK", false},
		{"The legacy /v1/orders route returns 410 Gone.", "GET /v1/orders -> 500 Internal Server Error", false},
	} {
		r := NewClaim(tc.claim).ReadAll([]Input{{Content: tc.content}})[0]
		if r.Affirms != tc.affirms {
			t.Errorf("claim %q\ncontent %q\naffirms %v (reads %q, rule %s, wanted %q), want %v", tc.claim, tc.content, r.Affirms, r.Word(), r.Rule, r.Wanted, tc.affirms)
		}
	}
}
