package reading

import "testing"

// A unit-bearing figure in Chinese or Spanish is a measurement compared
// with the claim's bound; the span a load test ran over is its window,
// not one of its measurements.
func TestBoundInChineseAndSpanish(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"p99 延迟低于 300 毫秒", "压测 200 rps 持续 5 分钟：p99 240 毫秒", true},
		{"la latencia p95 queda por debajo de 200 ms", "p95 150 ms con 300 rps", true},
		{"接口 p95 延迟低于 200 毫秒", "接口 p95 延迟 180 毫秒（压测 10 分钟）", true},
		{"la latencia p99 del checkout está por debajo de 400 ms", "checkout, carga de 500 rps durante 15 min: p99 320 ms", true},
		{"搜索的 p95 延迟不超过 250 毫秒", "搜索压测持续 30 分钟，p95 延迟 210 毫秒", true},

		{"p99 延迟低于 300 毫秒", "压测 200 rps 持续 5 分钟：p99 340 毫秒", false},
		{"la latencia p95 queda por debajo de 200 ms", "p95 250 ms con 300 rps", false},
		{"接口 p95 延迟低于 200 毫秒", "接口 p95 延迟 260 毫秒（压测 10 分钟）", false},
		{"la latencia p99 del checkout está por debajo de 400 ms", "checkout, carga de 500 rps durante 15 min: p99 480 ms", false},
		{"搜索的 p95 延迟不超过 250 毫秒", "搜索压测持续 30 分钟，p95 延迟 1.2 秒", false},
	})
}
