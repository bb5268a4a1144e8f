package reading

import "testing"

// TestZeroGovernsTheFailureWord: a failure word that a count of zero
// governs — after a modifier ("errores de pago: 0"), a count noun
// ("失败次数：0") or a copula ("错误数为 0") — says the failure did not
// happen; in a line labelled with the claim's subject ("payment webhook:
// …") the count is about that subject. The same count above zero fails.
func TestZeroGovernsTheFailureWord(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"El checkout funciona de nuevo.", "checkout: errores de pago: 0 en la última hora, 1.204 pedidos completados", "affirms"},
		{"支付回调恢复正常了。", "支付回调：1204 次投递，失败次数：0", "affirms"},
		{"支付回调恢复正常了。", "支付回调：1204 次投递，错误数为 0", "affirms"},
		{"The payment webhook works again.", "payment webhook: 1,204 deliveries, 0 failed deliveries", "affirms"},
		{"El webhook de pagos funciona de nuevo.", "webhook de pagos: 1.204 entregas, errores de firma: 0", "affirms"},
		// negating: the same count above zero, or a modifier with a number in it
		{"El checkout funciona de nuevo.", "checkout: errores de pago: 14 en la última hora", "fail|persists"},
		{"支付回调恢复正常了。", "支付回调：1204 次投递，失败次数：3", "fail|persists"},
		{"支付回调恢复正常了。", "支付回调：1204 次投递，错误数为 12", "fail|persists"},
		{"The payment webhook works again.", "payment webhook: 1,204 deliveries, 3 failed deliveries", "fail|persists"},
		{"El webhook de pagos funciona de nuevo.", "webhook de pagos: 1.204 entregas, fallos desde las 09: 0, fallos de firma: 7", "fail|persists|unaffirmed|"},
	})
}
