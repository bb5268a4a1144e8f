package reading

import "testing"

// TestRateLimitAnswers: for a claim that a rate limit holds, the 429 the
// limit answers with is the claim's success; a 2xx alone, another 4xx or a
// 5xx is not, and for a claim that no limit holds the 429 refutes it.
func TestRateLimitAnswers(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"Rate limiting is active on the search endpoint.", "GET /search x 50 -> requests 21-50: 429 Too Many Requests", "affirms"},
		{"The upload API is throttled after 5 requests per second.", "$ curl -si https://api.example.com/upload\nHTTP/2 429\nretry-after: 1\n\n{\"message\":\"slow down\"}", "affirms"},
		{"Rate limiting works.", "HTTP/1.1 429 Too Many Requests\nRetry-After: 60", "affirms"},
		{"El limitador de /search funciona.", "GET /search 50 veces: desde la 21 respondió 429 Too Many Requests", "affirms"},
		{"搜索接口的限流已生效。", "GET /search 连续 50 次：第 21 次起返回 429 Too Many Requests", "affirms"},
		// negating: no 429, another refusal, a hedge, or a claim that no limit holds
		{"Rate limiting is active on the search endpoint.", "GET /search x 50 -> 200 OK for all 50", "unaffirmed|pass"},
		{"Rate limiting is active on the search endpoint.", "GET /search x 50 -> requests 21-50: 503 Service Unavailable", "fail"},
		{"Rate limiting works.", "HTTP/1.1 401 Unauthorized", "fail"},
		{"Rate limiting works.", "I think one of the calls got a 429 yesterday", "hedge"},
		{"The search endpoint is no longer rate limited.", "GET /search x 50 -> requests 21-50: 429 Too Many Requests", "fail"},
		{"Search is not throttled any more.", "HTTP/1.1 429 Too Many Requests\nRetry-After: 60", "fail"},
		{"El endpoint de búsqueda ya no tiene límite de peticiones.", "GET /search 50 veces: desde la 21 respondió 429 Too Many Requests", "fail"},
	})
}
