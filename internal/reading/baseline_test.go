package reading

import "testing"

// TestBaselineBesideTheReading: a measure the text qualifies as the state
// before — before, earlier, previously, the previous version, an older
// version's figure, 之前, 优化前, antes, anteriormente — is the baseline: the
// current figure is compared with the claim's bound, and a baseline worse
// than it is the improvement a "faster" claim states.
func TestBaselineBesideTheReading(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The API serves under 80 ms at p99.", "API p99 64 ms after the export (it was 131 ms before)", "affirms"},
		{"接口 p99 延迟低于 200 毫秒。", "优化后 p99 为 120 毫秒，优化前为 450 毫秒", "affirms"},
		{"The checkout p99 latency is under 100 ms.", "checkout v6.2: p99 41 ms over the hour (v6.1 saw 530 ms in the same window)", "affirms"},
		{"La búsqueda responde en menos de 300 ms.", "búsqueda: 180 ms; anteriormente 950 ms", "affirms"},
		{"The search API is faster now.", "search API p95 64 ms after the change (it was 131 ms before)", "affirms"},
		{"报表导出更快了。", "报表导出耗时 3 秒，升级前是 40 秒", "affirms"},
		{"The upload takes under 2 s.", "upload: 1.4 s on 3.2 (the previous version took 6 s)", "affirms"},
		{"接口 p99 延迟低于 200 毫秒。", "接口 p99 之前 450 毫秒，目前为 120 毫秒", "affirms"},
		// negating
		{"The API serves under 80 ms at p99.", "API p99 131 ms after the export (it was 64 ms before)", "persists"},
		{"接口 p99 延迟低于 200 毫秒。", "优化后 p99 为 260 毫秒，优化前为 450 毫秒", "persists"},
		{"The checkout p99 latency is under 100 ms.", "checkout v6.2: p99 130 ms over the hour (v6.1 saw 41 ms in the same window)", "persists"},
		{"La búsqueda responde en menos de 300 ms.", "búsqueda: 420 ms; anteriormente 950 ms", "persists"},
		{"The search API is faster now.", "search API p95 131 ms after the change (it was 64 ms before)", "persists"},
		{"报表导出更快了。", "报表导出耗时 40 秒，升级前是 3 秒", "persists"},
		{"The upload takes under 2 s.", "upload: 2.6 s on 3.2 (the previous version took 6 s)", "persists"},
		{"接口 p99 延迟低于 200 毫秒。", "接口 p99 之前 450 毫秒，目前为 260 毫秒", "persists"},
		// a claim of the older version reads its figure as its own
		{"The checkout p99 latency on v6.1 is under 100 ms.", "checkout v6.1: p99 130 ms; v6.2: p99 41 ms", "persists"},
	})
}
