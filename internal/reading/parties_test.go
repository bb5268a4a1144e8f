package reading

import "testing"

// TestOtherParty: what another tenant, customer or workspace observed
// does not affirm a claim about the one it names — by kind and name, by a
// name before the kind, by key=value, or by its name alone — and what the
// claim's own party observed does.
func TestOtherParty(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"Invoices are sent for customer Acme.", "invoice-run customer=globex: 120 sent, 0 failed", false},
		{"The dashboard loads for the Initech tenant.", "Logged in as an Umbrella tenant admin: the dashboard loads in 1.1 s.", false},
		{"Las facturas de Acme se enviaron.", "Se enviaron las 120 facturas del cliente Globex sin errores.", false},
		{"客户 Acme 的发票已全部发送。", "客户 Globex 的发票已全部发送，共 120 张。", false},
		{"SSO works for the Hooli workspace.", "workspace=initech: SSO login OK for 40 users", false},
		{"Invoices are sent for customer Acme.", "invoice-run customer=acme: 120 sent, 0 failed", true},
		{"The dashboard loads for the Initech tenant.", "Logged in as an Initech tenant admin: the dashboard loads in 1.1 s.", true},
		{"Las facturas de Acme se enviaron.", "Se enviaron las 120 facturas del cliente Acme sin errores.", true},
		{"客户 Acme 的发票已全部发送。", "客户 Acme 的发票已全部发送，共 120 张。", true},
		{"SSO works for the Hooli workspace.", "workspace=hooli: SSO login OK for 40 users", true},
	})
}
