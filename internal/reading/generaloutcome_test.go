package reading

import "testing"

// TestGeneralOutcome: for a success-shaped claim whose predicate no family
// names, a narrative in the engineer's words that names the subject and
// ends in a positive end state affirms it; the same narrative ending in a
// negated, planned, persisting or other-subject state does not.
// Expectations written before the row.
func TestGeneralOutcome(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming.
		{"The thumbnailer handles production traffic.", "Since the rollout the thumbnailer served 800k requests in production, error rate 0.02%, p95 90 ms", true},
		{"Password reset works in Firefox.", "In Firefox 128: requested a reset, clicked the link in the mail, the new password form appears", true},
		{"The SSO callback redirects users to the dashboard.", "in a private window, hit the SSO callback with a fresh code: redirects to /dashboard", true},
		{"El generador de facturas en PDF funciona en producción.", "en producción generé 12 facturas en PDF con el generador: se abren bien y aparecen en el historial", true},
		{"新的 DNS 记录在 ap-south-1 生效。", "在 ap-south-1，dig 显示新的记录", true},
		// Negating.
		{"The thumbnailer handles production traffic.", "In staging the thumbnailer served 800k requests, error rate 0.02%", false},
		{"Password reset works in Firefox.", "In Firefox 128: requested a reset, clicked the link in the mail, the new password form never appears", false},
		{"The SSO callback redirects users to the dashboard.", "we will hit the SSO callback with a fresh code and it should redirect to /dashboard", false},
		{"El generador de facturas en PDF funciona en producción.", "en staging generé 12 facturas en PDF con el generador: se abren bien", false},
		{"新的 DNS 记录在 ap-south-1 生效。", "在 ap-south-1，dig 仍然显示旧的记录", false},
		// A bare "responded" is no end state: the status it gave decides.
		{"El servicio de pagos se recuperó.", "desde las 10:40 el servicio de pagos respondió a todas las sondas con 503", false},
	})
}

// TestOutcomeCounts: a count where all succeeded affirms; a part of the
// whole ("3 of 8", "3 de 8", "61%") before the end state persists.
func TestOutcomeCounts(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming.
		{"El inicio de sesión con Apple funciona en iOS 17.", "En iOS 17 inicié sesión con Apple 8 veces: las 8 entraron", true},
		{"The avatar upload works on Android.", "on Android 14 I uploaded an avatar 5 times, all 5 appeared on the profile", true},
		{"The nightly report export works.", "ran the nightly report export 3 times this morning: each run completed and the file opens", true},
		{"La descarga de recibos funciona en Safari.", "en Safari 17 descargué 6 recibos: los 6 se abren", true},
		{"The signup form works in Chrome.", "in Chrome 125 signed up 4 test users through the signup form: all 4 were created", true},
		// Negating.
		{"El inicio de sesión con Apple funciona en iOS 17.", "En iOS 17 inicié sesión con Apple 8 veces: 3 de 8 entraron", false},
		{"The avatar upload works on Android.", "on Android 14 I uploaded an avatar 5 times, 2 of 5 appeared on the profile", false},
		{"The nightly report export works.", "ran the nightly report export: 61% completed, then the job stopped", false},
		{"La descarga de recibos funciona en Safari.", "en Safari 17 descargué 6 recibos: 2 de 6 se abren", false},
		{"The signup form works in Chrome.", "in Chrome 125 signed up 4 test users through the signup form: 1 of 4 was created", false},
	})
}

// TestOutcomeNarrative: a narrative's steps that speak the claim's domain
// ("paid with a test card") name its subject for the end state that
// follows; an end state the narrative ends without, or a persisting state
// that is itself the clause's subject ("the spinner never stops"), does
// not affirm.
func TestOutcomeNarrative(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming.
		{"Checkout works in Safari 17.", "In Safari 17.5: added to cart, paid with a test card, the confirmation page appears", true},
		{"The CSV export works in Firefox.", "In Firefox 128: opened the report, clicked export, the CSV downloaded and opens in Excel", true},
		{"The login redirect works in ap-south-1.", "curl https://api.ap-south-1.example.com/login -> redirects to /dashboard, 302", true},
		{"/robots.txt is valid after the deploy.", "Fetched /robots.txt after the deploy: valid, 12 rules, passes the linter", true},
		{"El checkout funciona en Firefox.", "En Firefox 128: agregué al carrito, pagué con la tarjeta de prueba, aparece la página de confirmación", true},
		// Negating.
		{"Checkout works in Safari 17.", "In Safari 17.5: added to cart, paid with a test card, no confirmation page", false},
		{"The CSV export works in Firefox.", "In Firefox 128: opened the report, clicked export, the spinner never stops", false},
		{"The login redirect works in ap-south-1.", "curl https://api.eu-west-1.example.com/login -> redirects to /dashboard, 302", false},
		{"The CSV export works in Firefox.", "In Firefox 128: opened the report, clicked export, a blank page", false},
		{"The CSV export works in Firefox.", "In Chrome 125: opened the report, clicked export, the CSV downloaded and opens in Excel", false},
	})
}

// TestOutcomeQualifiers: the end state affirms only where the item matches
// every qualifier the claim names — a version by its prefix ("Safari 17.5"
// is Safari 17, "iOS 17.2" is iOS 17), a region inside a hostname, the
// environment — and not where it names another.
func TestOutcomeQualifiers(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming.
		{"El inicio de sesión funciona en iOS 17.", "En iOS 17.2 inicié sesión 8 veces: las 8 entraron", true},
		{"Checkout works in Safari 17.", "In Safari 17.5: added to cart, paid with a test card, the confirmation page appears", true},
		{"The status page works in eu-central-1.", "curl https://status.eu-central-1.example.net/ -> the status page renders, 200", true},
		{"The PDF generator works in production.", "in production generated 30 invoices with the PDF generator, all 30 downloaded and open", true},
		{"The parser no longer fails on BOM files.", "fed the parser 20 files with a BOM: all 20 parsed, output validated", true},
		// Negating.
		{"El inicio de sesión funciona en iOS 17.", "En iOS 16 inicié sesión 8 veces: las 8 entraron", false},
		{"Checkout works in Safari 17.", "In Safari 16.6: added to cart, paid with a test card, the confirmation page appears", false},
		{"The status page works in eu-central-1.", "curl https://status.us-east-2.example.net/ -> the status page renders, 200", false},
		{"The PDF generator works in production.", "in staging generated 30 invoices with the PDF generator, all 30 downloaded and open", false},
		{"The parser no longer fails on BOM files.", "fed the parser 20 files with a BOM: 18 of 20 parsed", false},
	})
}

// TestOutcomeHedged: a narrative whose end state is hedged keeps its hedge
// in the reading, so that it counts as an inference, never as an
// observation (claim's ledger).
func TestOutcomeHedged(t *testing.T) {
	for _, s := range []string{
		"In Firefox 128: opened the report, clicked export, I think it downloaded",
		"En Firefox 128 abrí el informe, hice clic en exportar y creo que se descargó",
		"在 Firefox 128 中点击导出，我觉得 CSV 下载了",
	} {
		if r := NewClaim("The CSV export works in Firefox.").Read(Input{Content: s}); r.Affirms && !r.Inferred() {
			t.Errorf("%q: a hedged end state read as an observation", s)
		}
	}
}

// TestOutcomeContrast: an end state qualified by a contrast after it ("but
// it is empty", "pero está vacío", "但是打不开"), or beside a failing
// status the prose reports, is not the state the narrative ends in.
func TestOutcomeContrast(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming.
		{"The CSV export works in Firefox.", "In Firefox 128: clicked export, the CSV downloaded and has all 1,204 rows", true},
		{"The invoice page works in Safari.", "In Safari 17: the invoice page appears with the right total", true},
		{"La exportación de CSV funciona en Firefox.", "En Firefox 128 el CSV se descargó y se abre en Excel", true},
		{"The thumbnailer handles production traffic.", "in production the thumbnailer served 800k requests, all 200, p95 90 ms", true},
		{"导出功能在 Safari 中正常。", "在 Safari 17 中点击导出，CSV 下载了，能用 Excel 打开", true},
		// Negating.
		{"The CSV export works in Firefox.", "In Firefox 128: clicked export, the CSV downloaded but it is empty", false},
		{"The invoice page works in Safari.", "In Safari 17: the invoice page appears but the total is wrong", false},
		{"La exportación de CSV funciona en Firefox.", "En Firefox 128 el CSV se descargó pero está vacío", false},
		{"The thumbnailer handles production traffic.", "in production the thumbnailer served 800k requests, 40% of them returned 500", false},
		{"导出功能在 Safari 中正常。", "在 Safari 17 中 CSV 下载了，但是打不开", false},
	})
}
