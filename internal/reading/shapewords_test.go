package reading

import "testing"

// TestShapeWordsNameNoThing: how often a failure happened ("intermittent",
// "flaky", "esporádico") or a modal ("can", "pueden") says no thing: an
// item about the thing need not repeat it, and an item about another thing
// is still another.
func TestShapeWordsNameNoThing(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The intermittent timeout on the cart API is fixed.", "After the deploy: 40/40 requests to the cart API returned 200, none timed out.", "affirms"},
		{"The flaky login redirect is fixed.", "Logged in 25 times after the patch: the login redirect worked 25/25.", "affirms"},
		{"The sporadic export crash is fixed.", "Ran the export 30 times after the fix: 30/30 completed, no crash.", "affirms"},
		{"El fallo esporádico de la exportación está arreglado.", "Después del parche lancé la exportación 30 veces: 30 de 30 completadas, sin errores.", "affirms"},
		{"The occasional 502 on checkout is fixed.", "After the rollout, 50/50 checkout requests returned 200.", "affirms"},
		{"Los clientes pueden descargar facturas en PDF.", "descargué la factura PDF del cliente Norte, se abre bien", "affirms"},
		{"Admins can export the audit log.", "Signed in as an admin, exported the audit log: the CSV downloaded and opens.", "affirms"},
		// negating
		{"Los clientes pueden descargar facturas en PDF.", "descargué el recibo PDF del cliente Norte, se abre bien", "unaffirmed|pass|"},
		{"Admins can export the audit log.", "Signed in as an admin, tried to export the audit log: 403 Forbidden.", "fail|persists"},
		{"The intermittent timeout on the cart API is fixed.", "After the deploy the cart API still times out now and then (3 of 40).", "persists|fail"},
		{"The flaky login redirect is fixed.", "Logged in 25 times after the patch: 23/25 redirected, 2 timed out.", "persists|fail"},
		{"The sporadic export crash is fixed.", "Ran the import 30 times after the fix: 30/30 completed.", "unaffirmed|pass|irrelevant|"},
		{"El fallo esporádico de la exportación está arreglado.", "Después del parche lancé la exportación 30 veces: falló 2 veces.", "persists|fail"},
		{"The occasional 502 on checkout is fixed.", "After the rollout, checkout still returns 502 now and then.", "persists|fail"},
	})
}
