package reading

import "testing"

// A thing the claim names is named by an item in another of its forms —
// another language, an identifier — and not by another thing of its kind.
func TestClaimedThingInAnotherForm(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"El job de facturación mensual terminó sin errores.", "El job monthly-billing terminó a las 05:10 con exit code 0: 8.412 documentos, 0 errores.", true},
		{"La exportación nocturna terminó sin errores.", "nightly export job finished at 02:14 with exit code 0, 0 errors.", true},
		{"El reembolso de pedidos funciona otra vez.", "Probé un refund del pedido 4471 en staging: el refund funciona, el saldo volvió a la tarjeta.", true},
		{"La importación de clientes ya no falla.", "customer-import run 812: finished, 0 failed rows, exit code 0.", true},
		{"Las facturas se envían de nuevo.", "invoice mailer: 412 sent, 0 failed since 09:00.", true},

		{"El job de facturación mensual terminó sin errores.", "El job monthly-payroll terminó a las 05:10 con exit code 0: 8.412 documentos, 0 errores.", false},
		{"La exportación nocturna terminó sin errores.", "nightly import job finished at 02:14 with exit code 0, 0 errors.", false},
		{"El reembolso de pedidos funciona otra vez.", "Probé un payout del pedido 4471 en staging: el payout se procesó.", false},
		{"La importación de clientes ya no falla.", "customer-upload run 812: finished, 0 failed rows, exit code 0.", false},
		{"Las facturas se envían de nuevo.", "receipt mailer: 412 sent, 0 failed since 09:00.", false},
	})
}
