package reading

import (
	"slices"
	"strings"
	"testing"
)

// TestBlockers holds each blocker of negative.go with an item it takes the
// affirmation from, and, beside it, the same kind of item with the
// claim's own value, which still affirms: a row that blocked both would be
// a false alarm.
func TestBlockers(t *testing.T) {
	for _, tc := range []struct {
		row, claim, content string
		affirms, persists   bool
	}{
		{"negating-frame", "The login works.", "Despite the new middleware, login works for no user we tried.", false, false},
		{"negating-frame", "The cache invalidation works.", "It would be wrong to say that the cache invalidation works; entries are stale.", false, false},
		{"negating-frame", "The timeout bug is resolved.", "Resolved as won't fix.", false, false},
		{"negating-frame", "The login works.", "The login works for every user we tried.", true, false},
		{"false-field", "The emails are delivered.", "status=deferred — will retry; message marked delivered=false", false, true},
		{"false-field", "The emails are delivered.", "status=sent; message marked delivered=true", true, false},
		{"outcome-counts", "OTP SMS backlog on smsgw-eu2 is drained.", "smsgw_eu2{queue=\"otp\"} sent_total_5m=0 waiting=850", false, true},
		{"outcome-counts", "The invoices are sent.", "outbox: 0 sent, 850 waiting since 07:00", false, true},
		{"tracker-status", "The TypeError in the payouts chart is fixed in 2.14.1.", "{\"title\": \"TypeError in the payouts chart\", \"status\": \"unresolved\", \"substatus\": \"regressed\", \"lastRelease\": \"2.14.1\"}", false, true},
		{"other-version", "The bug is fixed in v2.4.1.", "On v2.3.9 the bug no longer reproduces.", false, false},
		{"other-version", "The PlaybackService crash is resolved in release 7.4.3.", "PlaybackService crash: Status: Resolved in 7.4.3. Last seen: 9 days ago (release 7.4.1). Events in 7.4.3: 0.", true, false},
		{"other-version", "The PlaybackService crash is resolved in release 7.4.3.", "PlaybackService crash: Status: Resolved. Last seen: 9 days ago (release 7.4.1).", false, false},
		{"other-version", "安卓 6.2 版本的闪退问题已修复。", "在 6.1.8 版本上一整天没有看到闪退。", false, false},
		{"other-version", "安卓 6.2 版本的闪退问题已修复。", "在 6.2.0 版本上一整天没有看到闪退。", true, false},
		{"other-version", "El cierre inesperado de la versión 6.2 está corregido.", "En la versión 6.1.8 no vimos ningún cierre inesperado en todo el día.", false, false},
		{"other-version", "The bug is fixed in v2.4.1.", "On v2.4.1 the bug no longer reproduces.", true, false},
		{"other-version", "The upgrade to Postgres 16 works.", "Everything works on Postgres 15; the 16 upgrade is next week.", false, false},
		{"other-version", "The app works on Node 20.", "node --version v18.19.0; npm start: server listening on :3000, works.", false, false},
		{"other-version", "The app works on Node 20.", "node --version v20.11.1; npm start: server listening on :3000, works.", true, false},
		{"other-version", "La API funciona en v2.", "La API funciona en v1; en v2 devuelve 500.", false, false},
		{"other-version", "The game server holds 60 ticks on build 2.4.0.", "On build 2.4.0 the game server holds 60 ticks; worst frame 14 ms of the 16.6 ms budget.", true, false},
		{"other-qualifier", "The CLI works with --json.", "The CLI works without --json; with --json it prints nothing.", false, false},
		{"other-qualifier", "Users can log in with SSO.", "Users can log in with password; SSO button is greyed out.", false, false},
		{"other-qualifier", "Users can log in with SSO.", "Users can log in with SSO from the login page.", true, false},
		{"other-environment", "Los pagos funcionan en producción.", "Los pagos funcionan en el entorno de pruebas.", false, false},
		{"other-environment", "服务在生产环境正常。", "服务在测试环境正常。", false, false},
		{"other-component", "The payments service returns 200 on /health.", "GET /health on orders-service -> HTTP/1.1 200 OK {\"status\":\"ok\"}", false, false},
		{"other-component", "The payments service returns 200 on /health.", "GET /health on payments-service -> HTTP/1.1 200 OK {\"status\":\"ok\"}", true, false},
		{"part-for-all", "The feature flag is enabled for all users.", "Feature flag checkout_v2 enabled for 10% of users.", false, false},
		{"part-for-all", "The feature flag is enabled for all users.", "Feature flag checkout_v2 enabled for 100% of users.", true, false},
		{"filtered-run", "All warehouse package tests pass.", "$ go test -count=1 -run TestPutaway -v ./warehouse\n=== RUN   TestPutaway\n--- PASS: TestPutaway (0.00s)\nPASS\nok  \texample.com/warehouse\t0.005s", false, false},
		{"filtered-run", "All warehouse package tests pass.", "$ go test -count=1 -v ./warehouse\n=== RUN   TestPutaway\n--- PASS: TestPutaway (0.00s)\nPASS\nok  \texample.com/warehouse\t0.005s", true, false},
		{"stale-run", "The deploy succeeded today.", "Deploy #412 succeeded on 2025-06-01. No deploy has run since.", false, false},
		{"stale-run", "The build succeeds.", "BUILD SUCCESSFUL in 3s (cached result from 2025-02-01, no tasks executed)", false, false},
		{"stale-run", "The nightly backup succeeds now.", "2024-01-03T02:00Z backup completed successfully (last run before the change on 2026-11-30)", false, false},
		{"stale-run", "The build succeeds.", "BUILD SUCCESSFUL in 3s (12 tasks executed)", true, false},
		{"unfinished-beside-zero", "The ledger rebuild will succeed.", "ledger rebuild on prod snapshot: still has not completed in 42 min, 0 errors", false, true},
		{"unfinished-beside-zero", "The ledger rebuild will succeed.", "ledger rebuild on prod snapshot: completed in 42 min, 0 errors", true, false},
	} {
		r := NewClaim(tc.claim).Read(Input{Content: tc.content})
		if r.Affirms != tc.affirms || r.Persists != tc.persists {
			t.Errorf("%s: %q ← %q: affirms %v persists %v (rule %s, wanted %q), want affirms %v persists %v",
				tc.row, tc.claim, tc.content, r.Affirms, r.Persists, r.Rule, r.Wanted, tc.affirms, tc.persists)
		}
		if !tc.affirms && r.Wanted == "" {
			t.Errorf("%s: %q: an unaffirmed reading says what it would take", tc.row, tc.content)
		}
	}
}

// TestFixClaims: a fix verb in any form, with a harm, makes a fix claim
// (success-shaped), so a persisting harm contradicts it; without a harm,
// or negated, it does not.
func TestFixClaims(t *testing.T) {
	for _, tc := range []struct {
		claim string
		fix   bool
	}{
		{"The patch fixes the leak.", true},
		{"The fix stops the leak.", true},
		{"The change resolves the leak.", true},
		{"The patch eliminates the leak.", true},
		{"Upgrading cures the leak.", true},
		{"El parche corrige la fuga.", true},
		{"补丁修复了内存泄漏。", true},
		{"The patch does not fix the leak.", false},
		{"TestCheckout still fails after the patch", false},
		{"The worker stops at midnight.", false},
	} {
		c := NewClaim(tc.claim)
		if got := c.Has(Success) && !c.ExpectsFailure; got != tc.fix {
			t.Errorf("%q: fix claim %v, want %v (shapes %v)", tc.claim, got, tc.fix, c.Shapes)
		}
	}
}

// TestHedgePreface: a hedge that introduces the pasted content with a
// colon governs it, though its own sentence names something else.
func TestHedgePreface(t *testing.T) {
	claim := NewClaim("The NullPointerException in warehouse-api putaway (WAREHOUSE-API-3KF) is fixed.")
	page := "(copied from the Sentry issue page, 2024-05-03 10:20 UTC)\nWAREHOUSE-API-3KF\nNullPointerException in putaway\nStatus: Resolved in release warehouse-api@5.8.2\nEvents: 0 since warehouse-api@5.8.2"
	if r := claim.Read(Input{Content: "Not sure, but I think so: " + page}); r.Hedge.Rule == "" {
		t.Errorf("a hedge before a colon does not govern what it introduces: %+v", r.Hedge)
	}
	if r := claim.Read(Input{Content: page}); r.Hedge.Rule != "" {
		t.Errorf("no hedge, read %q", r.Hedge.Text)
	}
}

// appendFields splits as strings.FieldsFunc does, on any input.
func TestAppendFieldsIsFieldsFunc(t *testing.T) {
	sep := func(r rune) bool { return r == ' ' || r == ',' || r == '，' }
	for _, s := range []string{"", " ", "a", " a ", "0 sent, 850 waiting", "a,,b，c  d", "\xff\xfe x \xff", "等待，3条", "x,"} {
		got := appendFields([]string{"kept"}, s, sep)
		if want := append([]string{"kept"}, strings.FieldsFunc(s, sep)...); !slices.Equal(got, want) {
			t.Errorf("appendFields(%q) = %q, want %q", s, got, want)
		}
	}
}
