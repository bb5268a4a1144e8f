package reading

import "testing"

// TestEnvironmentInHostname: a health check whose URL names the claim's
// environment ("api.prod.example.com" for production) observes it there,
// its status printed before its body ("200 {…}") or on a status line, and
// a curl flag ("-si") is a name, not the Spanish "si"; another
// environment's host, a failing status or a look-alike ("preprod") is not.
func TestEnvironmentInHostname(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The orders API is healthy in production.", "$ curl -s https://orders.prod.acme.io/healthz\n200 {\"status\":\"ok\"}", "affirms"},
		{"The orders API is healthy in production.", "$ curl -si https://orders.production.acme.io/health\nHTTP/1.1 200 OK\n\n{\"healthy\":true}", "affirms"},
		{"The search service is up in staging.", "$ curl -s https://search.staging.acme.io/ready\n200 {\"ready\":true}", "affirms"},
		{"La API de pedidos está sana en producción.", "$ curl -s https://pedidos.prod.acme.io/healthz\n200 {\"status\":\"ok\"}", "affirms"},
		{"生产环境的订单 API 健康。", "$ curl -s https://orders.prod.acme.io/healthz\n200 {\"status\":\"ok\"}", "affirms"},
		// negating
		{"The orders API is healthy in production.", "$ curl -s https://orders.staging.acme.io/healthz\n200 {\"status\":\"ok\"}", "unaffirmed|pass|"},
		{"The orders API is healthy in production.", "$ curl -s https://orders.preprod.acme.io/healthz\n200 {\"status\":\"ok\"}", "unaffirmed|pass|"},
		{"The orders API is healthy in production.", "$ curl -s https://orders.prod.acme.io/healthz\n503 {\"status\":\"down\"}", "fail"},
		{"La API de pedidos está sana en producción.", "$ curl -s https://pedidos.dev.acme.io/healthz\n200 {\"status\":\"ok\"}", "unaffirmed|pass|"},
		{"生产环境的订单 API 健康。", "$ curl -s https://orders.prod.acme.io/healthz\n500 {\"error\":\"db unreachable\"}", "fail"},
	})
}
