package reading

import "testing"

// TestOtherDeployment: an observation made in staging, a test environment
// or pre-production does not affirm a claim about production, in en/es/zh,
// wherever its first line says so; one made in production does.
func TestOtherDeployment(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"El checkout funciona en producción.", "Probado en preproducción: el checkout funciona, 5 pedidos de prueba.", false},
		{"Checkout works in production.", "On the pre-prod cluster checkout works: 5 test orders placed.", false},
		{"支付在生产环境正常。", "预生产环境里支付正常，下了 5 单。", false},
		{"Los pagos funcionan en producción.", "Probado en el ambiente de pruebas: los pagos funcionan.", false},
		{"Payments work in production.", "Payments work in staging: 20 test charges succeeded.", false},
		{"El checkout funciona en producción.", "Probado en producción: el checkout funciona, 5 pedidos reales.", true},
		{"Checkout works in production.", "On the prod cluster checkout works: 5 orders placed.", true},
		{"支付在生产环境正常。", "生产环境里支付正常，下了 5 单。", true},
		{"Los pagos funcionan en producción.", "Probado en producción: los pagos funcionan.", true},
		{"Payments work in production.", "Payments work in production: 20 live charges succeeded.", true},
	})
}
