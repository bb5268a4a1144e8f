package reading

import "testing"

// TestHarmAbsentThenUnread: a harm that no longer shows affirms a claim
// that it is gone only when nothing after it, in its sentence, says an
// outcome no row reads (unaffirmedAfter): what did happen instead is then
// unread, and an unread outcome is no affirmation (SPEC §4.1). A clause
// that affirms, one more absence, a list of figures or the state before
// keep it.
func TestHarmAbsentThenUnread(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"The upload crash no longer happens.", "Uploaded a 2 GB file: the crash did not happen, the progress bar just stops at 99 % and nothing is saved.", "unaffirmed|"},
		{"El error de pago ya no aparece.", "El error de pago no apareció; el pedido quedó en 'procesando' y a los 30 minutos caducó.", "unaffirmed|"},
		{"导出不再崩溃。", "导出时没有再崩溃，文件只有 0 KB。", "unaffirmed|hedge|"},
		// kept
		{"The check-in kiosk no longer freezes after printing a wristband.", "The kiosk printed 60 wristbands in a row; no freezes, no power cycle needed.", "affirms"},
		{"The nightly reconciliation job succeeded.", "Nightly reconciliation did not fail this time: 3,412 accounts reconciled, 0 mismatches.", "affirms"},
		{"The kiosk no longer freezes.", "No freeze today, the kiosk printed 60 wristbands.", "affirms"},
		{"The export crash in the desktop app is fixed.", "Exported 30 large projects with v2.14 and none crashed; v2.13 crashed on the third export.", "affirms"},
		{"Users who opted out of marketing pushes no longer receive them.", "Sent a campaign to two opted-out test users: neither device received the push; the campaign log lists both as 'suppressed: opted_out'.", "affirms"},
		{"The blank page no longer appears on Safari.", "Opened the report on Safari 17 after the deploy, twice: the blank page no longer appears.", "affirms"},
	})
}
