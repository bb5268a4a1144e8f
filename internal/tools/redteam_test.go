// Red-team inputs of 2026-12-01 (testdata/redteam/2026-12-01/tools-zz_rt_test.go.txt, moved here), kept as a test since issue 20 round 4.

package tools_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/tools"
)

type rtCase struct{ claim, typ, content string }

var rtCases = []rtCase{
	// other subject
	{"The payments service returns 200 on /health.", "http_response", "GET /health on orders-service -> HTTP/1.1 200 OK {\"status\":\"ok\"}"},
	{"The login page loads in staging.", "observed_behavior", "The signup page loads in staging."},
	{"TestCheckout passes.", "test_result", "--- PASS: TestCheckoutHelper (0.00s)\nok  \texample.com/shop\t0.01s"},
	{"The billing worker is running.", "observed_behavior", "The billing-worker-canary is running; the billing worker itself was not checked."},
	// partial counts
	{"All 12 replicas are ready.", "observed_behavior", "kubectl get deploy api: READY 11/12"},
	{"All migrations applied successfully.", "log", "Applied 7 of 9 migrations; 2 pending."},
	{"All 50 emails were delivered.", "observed_behavior", "Delivered: 49. Bounced: 1."},
	{"Every test passes.", "test_result", "Ran 120 tests: 119 passed, 1 xfail, 0 failed. 1 test deselected by -k."},
	{"All shards are green.", "observed_behavior", "shard-1 green, shard-2 green, shard-3 yellow"},
	// stale timestamps
	{"The nightly backup succeeds now.", "log", "2024-01-03T02:00Z backup completed successfully (last run before the change on 2026-11-30)"},
	{"The deploy succeeded today.", "log", "Deploy #412 succeeded on 2025-06-01. No deploy has run since."},
	{"The fix works: TestOrder passes now.", "test_result", "Output from before the fix was applied (yesterday's run): --- PASS: TestOrder (0.00s)\nok  \texample.com/order"},
	// different version
	{"The bug is fixed in v2.4.1.", "observed_behavior", "On v2.3.9 the bug no longer reproduces."},
	{"The app works on Node 20.", "observed_behavior", "node --version v18.19.0; npm start: server listening on :3000, works."},
	{"Since v3, the API returns JSON errors.", "http_response", "X-Api-Version: 2.7\nHTTP/1.1 400 Bad Request\nContent-Type: application/json\n{\"error\":\"bad\"}"},
	// pending
	{"The order was shipped.", "http_response", "HTTP/1.1 200 OK\n{\"id\":42,\"status\":\"pending\",\"shipped\":false}"},
	{"The job completed.", "http_response", "HTTP/1.1 200 OK\n{\"job\":7,\"state\":\"running\",\"progress\":0.4}"},
	{"The PR's CI passes.", "observed_behavior", "CI status: queued — checks have not started."},
	{"The payment succeeded.", "http_response", "HTTP/1.1 202 Accepted\n{\"payment\":\"p_1\",\"status\":\"processing\"}"},
	{"The certificate was renewed.", "log", "certbot: renewal scheduled for 2026-12-05; current cert expires 2026-12-07."},
	// negated success in long sentence
	{"The migration succeeded.", "log", "After retrying three times with the connection pool bumped to 50 and the lock timeout raised, the migration, which had been expected to finish quickly, did not in the end succeed."},
	{"The server starts correctly.", "observed_behavior", "I watched the logs for ten minutes while restarting it twice with the new config and at no point did the server actually start correctly."},
	{"The login works.", "observed_behavior", "Contrary to what the ticket says, and despite the new session middleware that was deployed this morning, login works for no user we tried."},
	{"The cache invalidation works.", "observed_behavior", "It would be wrong to say that the cache invalidation works; entries from an hour ago are served."},
	{"The build succeeds.", "log", "Everyone assumed the build succeeds, but it failed to link: undefined reference to `foo`."},
	{"The export works.", "observed_behavior", "The export works only in the sense that it produces an empty file; no rows are written."},
	{"The API is fast: p99 under 200 ms.", "observed_behavior", "p99 latency measured at 850 ms under load."},
	{"Error rate is zero after the fix.", "observed_behavior", "Error rate after the fix: 0.4%."},
	{"The upload works.", "observed_behavior", "The upload works? Not really — the progress bar hangs at 99%."},
	{"The webhook is delivered.", "observed_behavior", "Webhook delivery: 0 delivered, 3 retries queued."},
	{"The endpoint returns 200.", "http_response", "HTTP/1.1 200 OK\n{\"ok\": true, \"data\": null, \"warnings\": [\"upstream failed; served fallback\"]}"},
	{"TestParse passes.", "test_result", "=== RUN   TestParse\n--- SKIP: TestParse (0.00s)\n    parse_test.go:9: skipped on CI\nPASS\nok  \texample.com/p\t0.01s"},
	{"The fix works.", "test_result", "PASS\nok  \texample.com/p\t0.01s\n(note: ran with -run TestUnrelated)"},
	{"La exportación funciona.", "observed_behavior", "La exportación no funciona todavía: el archivo queda vacío."},
	{"导出功能正常。", "observed_behavior", "导出功能不正常，文件为空。"},
	{"Los pagos funcionan en producción.", "observed_behavior", "Los pagos funcionan en el entorno de pruebas."},
	{"The service is healthy.", "http_response", "HTTP/1.1 200 OK\n{\"healthy\": false, \"reason\": \"db unreachable\"}"},
	{"The queue is drained.", "observed_behavior", "Queue depth: 1,204 messages."},
	{"The memory leak is fixed.", "observed_behavior", "RSS grew from 200 MB to 1.9 GB over 6 hours after the deploy."},
	{"The feature flag is enabled for all users.", "observed_behavior", "Feature flag checkout_v2 enabled for 10% of users."},
	{"All tests pass.", "test_result", "===== 5 passed, 1 error in 0.21s ====="},
	{"All tests pass.", "test_result", "Tests: 0 failed, 3 skipped, 3 total"},
	{"The checkout tests pass.", "test_result", "ok  \texample.com/shop/cart\t0.01s"},
	{"All tests pass.", "test_result", "ok  \texample.com/a\t0.01s\n--- FAIL: TestB (0.00s)\nFAIL\texample.com/b\t0.01s\nRetrying...\nok  \texample.com/a\t0.01s"},
	{"The Windows build succeeds.", "log", "ubuntu-latest: build succeeded. windows-latest: cancelled."},
	{"Deploy to production succeeded.", "log", "Deploy to staging succeeded. Production deploy awaiting approval."},
	{"The flaky test TestRace is fixed.", "test_result", "--- PASS: TestRace (0.01s)\nok  \texample.com/r\t0.02s"},
	{"Users can log in with SSO.", "observed_behavior", "Users can log in with password; SSO button is greyed out."},
	{"The API returns 200 for /orders.", "http_response", "HTTP/1.1 200 OK\n{\"status\": \"error\", \"message\": \"timeout\"}"},
	{"The API returns 200 for /orders.", "http_response", "HTTP/1.1 302 Found\nLocation: /login"},
	{"The build succeeds.", "log", "BUILD SUCCESSFUL in 3s (cached result from 2025-02-01, no tasks executed)"},
	{"The CLI works with --json.", "observed_behavior", "The CLI works without --json; with --json it prints nothing."},
	{"The crash is fixed.", "observed_behavior", "The crash hasn't reproduced in the 2 minutes since deploy; it usually happens once a day."},
	{"The upgrade to Postgres 16 works.", "observed_behavior", "Everything works on Postgres 15; the 16 upgrade is scheduled for next week."},
	{"The timeout bug is resolved.", "observed_behavior", "Resolved as won't fix; the timeout still happens."},
	{"The emails are delivered.", "log", "status=deferred (connect to mx: timed out) — will retry; message marked delivered=false"},
	{"La API funciona en v2.", "observed_behavior", "La API funciona en v1; en v2 devuelve 500."},
	{"服务在生产环境正常。", "observed_behavior", "服务在测试环境正常。"},
	{"The login works.", "observed_behavior", "The login works — said nobody who tried it today; every attempt returns 401."},
	{"The patch fixes the leak.", "observed_behavior", "With the patch, the leak is smaller but memory still grows 50 MB/h."},
}

// rtGreens are the red-team items that still come back green, each with
// why: the test fails when one of them stops being green, so that the
// list only shrinks.
var rtGreens = map[int]string{
	46: "docs/rules.md §4.3 asks repeats of an intermittent claim for KNOWN only: one pass of the named test is SUPPORTED by the spec as written",
}

func TestRTFalseGreens(t *testing.T) {
	set := tools.New(session.NewStore(session.MaxSessions), nil)
	green := 0
	for i, c := range rtCases {
		r := 0.9
		res, err := set.Ackrite(context.Background(), &tools.ClaimInput{
			Claim:    c.claim,
			Evidence: []evidence.Item{{Type: evidence.Type(c.typ), Content: c.content, Polarity: evidence.Supports, Reliability: &r}},
			Common:   tools.Common{SessionID: fmt.Sprintf("rt-%d", i)},
		})
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		why := ""
		if len(res.Readings) > 0 {
			why = res.Readings[0].Reading + " / " + res.Readings[0].Because
		}
		isGreen := res.Status == "KNOWN" || res.Status == "SUPPORTED"
		if isGreen {
			green++
		}
		line := fmt.Sprintf("%02d %-12s %.2f | %s | %s | %s", i, res.Status, res.Confidence, c.claim, strings.ReplaceAll(c.content, "\n", "⏎"), why)
		switch known, listed := rtGreens[i]; {
		case isGreen && !listed:
			t.Errorf("FALSE GREEN %s", line)
		case !isGreen && listed:
			t.Errorf("read now: remove %d from rtGreens (%s): %s", i, known, line)
		case isGreen:
			t.Logf("known green (%s): %s", known, line)
		}
	}
	t.Logf("green %d of %d", green, len(rtCases))
}
