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

// TestFailsIntermittently: a claim that a check fails now and then, in
// whatever words ("fails intermittently", "falla a veces", "偶发失败"), is
// shown by runs of that check with both outcomes, not by one failing run
// (SPEC §4.3, intermittent); a race detector's report shows a claimed race.
func TestFailsIntermittently(t *testing.T) {
	for _, tc := range []struct {
		claim, content string
		shown          bool
	}{
		{"The upload spec fails intermittently.", "  upload\n    ✓ uploads a 1 MB file\n    1) uploads a 200 MB file\n\n  1 passing (2s)\n  1 failing\n\n  1) upload uploads a 200 MB file:\n     Error: Timeout of 2000ms exceeded.", false},
		{"TestPago falla a veces en CI.", "--- FAIL: TestPago (0.01s)\n--- PASS: TestReembolso (0.00s)\n--- PASS: TestFactura (0.00s)\nFAIL\tpagos\t0.02s", false},
		{"TestLogin 偶发失败。", "--- FAIL: TestLogin (0.30s)\n--- PASS: TestLogout (0.01s)\nFAIL\tauth\t0.35s", false},
		{"TestSyncRace has a data race.", "=== RUN   TestSyncRace\n--- PASS: TestSyncRace (0.04s)\nok\tsync\t0.1s", false},
		{"TestPaymentRetry sometimes fails with a gateway timeout.", "$ go test -count=10 -run TestPaymentRetry ./checkout\n--- FAIL: TestPaymentRetry (0.00s)\n    checkout_test.go:48: gateway timeout\n--- FAIL: TestPaymentRetry (0.00s)\n    checkout_test.go:48: gateway timeout\nFAIL\nFAIL\texample.com/shop/checkout\t0.012s", true},
		{"Counter.Inc has a data race.", "==================\nWARNING: DATA RACE\nRead at 0x00c000012345 by goroutine 16:\n  example.com/shop/counter.(*Counter).Inc()\n==================\n--- FAIL: TestCounterConcurrent (0.01s)\n    testing.go:1490: race detected during execution of test\nFAIL", true},
	} {
		r := NewClaim(tc.claim).ReadAll([]Input{{Content: tc.content}})[0]
		if r.Affirms != tc.shown {
			t.Errorf("claim %q\ncontent %q\nreads %q (affirms %v, rule %s, wanted %q), want affirms %v", tc.claim, tc.content, r.Word(), r.Affirms, r.Rule, r.Wanted, tc.shown)
		}
	}
}

// TestSnakeNames: a failure word inside a snake_case name names a thing
// ("the on_timeout handler"), so the claim is not a claim of a failure
// whose failure content would affirm it; an upper-case code
// ("ERR_TIMEOUT") still says one.
func TestSnakeNames(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"The on_timeout handler fires when the upstream stalls.", "upstream stalled for 35 s: the request hit a timeout, on_timeout handler never ran (no log line).", notGreen},
		{"The on_error callback runs after a failed upload.", "Failed a 2 GB upload on purpose: the upload errored out and the on_error callback never ran.", notGreen},
		{"The on_timeout handler fires when the upstream stalls.", "Stalled the upstream for 35 s: the on_timeout handler fired and logged 'fallback served' for all 12 requests.", "affirms"},
	})
}
