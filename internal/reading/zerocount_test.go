package reading

import "testing"

// TestZeroCountOfTheHarm: a count of zero of the harm a claim says is gone
// — "闪退 0 次", "0 次闪退", "错误率为 0", "0 fallos", "cero rechazos", "ningún
// fallo" — is its absence, the fix's success; a count above zero is the
// harm persisting.
func TestZeroCountOfTheHarm(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"修复后 App 不再闪退。", "修复后 App 测试 200 次，闪退 0 次", "affirms"},
		{"修复后 App 不再闪退。", "App 测试 200 次，0 次闪退", "affirms"},
		{"支付接口不再报错。", "支付接口错误率为 0", "affirms"},
		{"导入任务不再失败。", "导入任务运行 50 次，失败 0 次", "affirms"},
		{"El pago ya no falla.", "pago: 500 intentos, 0 fallos", "affirms"},
		{"El webhook ya no rechaza firmas válidas.", "webhook: 300 firmas válidas, cero rechazos", "affirms"},
		{"La importación ya no falla.", "importación: 40 ejecuciones, ningún fallo", "affirms"},
		{"The import no longer crashes.", "import ran 40 times, crashes: 0", "affirms"},
		// negating
		{"修复后 App 不再闪退。", "修复后 App 测试 200 次，闪退 3 次", "persists|fail"},
		{"修复后 App 不再闪退。", "App 测试 200 次，3 次闪退", "persists|fail"},
		{"支付接口不再报错。", "支付接口错误率为 2%", "persists|fail"},
		{"导入任务不再失败。", "导入任务运行 50 次，失败 2 次", "persists|fail"},
		{"El pago ya no falla.", "pago: 500 intentos, 4 fallos", "persists|fail"},
		{"El webhook ya no rechaza firmas válidas.", "webhook: 300 firmas válidas, 12 rechazos", "persists|fail"},
		{"La importación ya no falla.", "importación: 40 ejecuciones, 3 fallos", "persists|fail"},
		{"The import no longer crashes.", "import ran 40 times, crashes: 2", "persists|fail"},
	})
}
