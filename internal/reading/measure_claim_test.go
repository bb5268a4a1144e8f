package reading

import "testing"

// TestMeasureAgainstTheClaimsOwnBound: a unit-bearing figure is a
// measurement, compared with the claim's own bound: a comparator with a
// negation in it ("不到 5 秒", "no more than") is the bound, not a denial of
// the claim, and an earlier figure in an aside ("3,2 s (antes 41 s)",
// "3.2 秒（之前 41 秒）") is the earlier state, not a marker of the one
// before it. A figure after the change over the bound persists.
func TestMeasureAgainstTheClaimsOwnBound(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"报表生成现在不到 5 秒。", "报表生成耗时 3.2 秒，之前 41 秒", "affirms"},
		{"报表生成现在不到 5 秒。", "报表生成耗时 3.2 秒（之前 41 秒）", "affirms"},
		{"El informe se genera en menos de 5 segundos.", "generación del informe: 3,2 s (antes 41 s)", "affirms"},
		{"The export takes no more than 30 seconds.", "export: 12 s (was 95 s)", "affirms"},
		{"接口 p95 延迟不超过 300 毫秒。", "接口 p95 延迟 180 毫秒（之前 900 毫秒）", "affirms"},
		// negating
		{"报表生成现在不到 5 秒。", "报表生成耗时 7.5 秒，之前 41 秒", "persists"},
		{"报表生成现在不到 5 秒。", "报表生成耗时 9 秒（之前 41 秒）", "persists"},
		{"El informe se genera en menos de 5 segundos.", "generación del informe: 8,4 s (antes 41 s)", "persists"},
		{"The export takes no more than 30 seconds.", "export: 48 s (was 95 s)", "persists"},
		{"接口 p95 延迟不超过 300 毫秒。", "接口 p95 延迟 420 毫秒（之前 900 毫秒）", "persists"},
	})
}
