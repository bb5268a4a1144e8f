package reading

import "testing"

// Load-test outputs as wrk, hey and k6 print them: a distribution of one
// latency, its mean, maximum and percentiles side by side.
const (
	wrkOut = "API load test\nRunning 30s test @ http://api:8080/\n  4 threads and 64 connections\n" +
		"  Thread Stats   Avg      Stdev     Max   +/- Stdev\n    Latency    12.31ms    4.02ms  58.10ms   87.12%\n" +
		"    Req/Sec     1.30k   120.11     1.61k    70.00%\n  Latency Distribution\n     50%   11.20ms\n     75%   13.90ms\n" +
		"     90%   17.40ms\n     99%   31.05ms\n  155012 requests in 30.00s, 18.3MB read\n"
	heyOut = "search API\nSummary:\n  Total:\t2.0312 secs\n  Slowest:\t0.2104 secs\n  Fastest:\t0.0101 secs\n  Average:\t0.0512 secs\n" +
		"  Requests/sec:\t492.31\n\nLatency distribution:\n  10% in 0.0150 secs\n  50% in 0.0400 secs\n  90% in 0.0800 secs\n  99% in 0.1200 secs\n"
	k6Out = "checkout API smoke\n     http_req_duration..............: avg=12.3ms min=1.02ms med=11.4ms max=58.2ms p(90)=17.1ms p(95)=20.3ms\n" +
		"     http_reqs......................: 9120   304/s\n"
)

// TestNamedStatisticPicksTheFigure: a claim's named statistic — median,
// p50, p95, p99, average — is compared with that figure of a distribution
// (a percentile row, a k6 field, a column under a header), not with its
// maximum or another percentile; a claim that names none keeps every
// figure.
func TestNamedStatisticPicksTheFigure(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The median latency of the API is under 15 ms.", wrkOut, "affirms"},
		{"The API p99 latency is under 40 ms.", wrkOut, "affirms"},
		{"The average latency of the API is under 20 ms.", wrkOut, "affirms"},
		{"API 的 p99 延迟低于 40 毫秒。", wrkOut, "affirms"},
		{"The p95 latency of the checkout API is under 30 ms.", k6Out, "affirms"},
		{"La latencia p95 de la API de checkout es inferior a 30 ms.", k6Out, "affirms"},
		{"The median latency of the search API is under 50 ms.", heyOut, "affirms"},
		{"La latencia media de la API de búsqueda (search API) es inferior a 60 ms.", heyOut, "affirms"},
		// negating
		{"The median latency of the API is under 10 ms.", wrkOut, "persists"},
		{"The API p99 latency is under 30 ms.", wrkOut, "persists"},
		{"The average latency of the API is under 10 ms.", wrkOut, "persists"},
		{"API 的 p99 延迟低于 30 毫秒。", wrkOut, "persists"},
		{"The p95 latency of the checkout API is under 15 ms.", k6Out, "persists"},
		{"La latencia p95 de la API de checkout es inferior a 15 ms.", k6Out, "persists"},
		{"The median latency of the search API is under 30 ms.", heyOut, "persists"},
		{"La latencia media de la API de búsqueda (search API) es inferior a 40 ms.", heyOut, "persists"},
		// no statistic named: every figure, the maximum too
		{"The API latency is under 40 ms.", wrkOut, "persists"},
	})
}
