# Structured-output cases. Captured ones reference captures/NAME.txt via {{cap:NAME}};
# expected outcomes were fixed by the fixture design (deliberate failures, skips, counter flake) before capture.
from common import A, E, T

CAP = []
def c(*a, **k): CAP.append(A(*a, **k))

c("go-coupon-fails-in-full-run", "The named test's own '--- FAIL: TestApplyCoupon' line: content over label, CONTRADICTED.",
  "The coupon fix works: TestApplyCoupon passes.", [T("go-cart-all")], "CONTRADICTED", rd=[(0, "fail")])
c("go-carttotal-passes-inside-failing-run", "One named test passing inside a failing run affirms that test (§4.1): KNOWN.",
  "TestCartTotal passes.", [T("go-cart-all")], "KNOWN", rd=[(0, "affirms")])
c("go-carttotal-filtered-pass", "Filtered run of exactly the named test, PASS and ok: KNOWN.",
  "TestCartTotal passes after the rounding change.", [T("go-cart-total")], "KNOWN", rd=[(0, "affirms")])
c("go-filtered-run-suite-claim", "A whole-suite claim cannot be affirmed by a filtered run (-run TestCartTotal$): PLAUSIBLE.",
  "All cart tests pass.", [T("go-cart-total")], "PLAUSIBLE", rd=[(0, "unaffirmed")])
c("go-checkoutv2-no-tests-to-run", "'no tests to run': no-run, PLAUSIBLE.",
  "TestCheckoutV2 passes.", [T("go-cart-nomatch")], "PLAUSIBLE", rd=[(0, "no-run")])
c("go-checkout-tax-skip-only", "Only test in the run was skipped; 'ok' does not make it a pass: PLAUSIBLE.",
  "TestCheckoutTax passes now that the tax client is mocked.", [T("go-cart-skip")], "PLAUSIBLE", rd=[(0, "no-run")])
c("go-json-carttotal-pass", "go test -json with Action pass for the named test: KNOWN.",
  "TestCartTotal passes.", [T("go-cart-json-total")], "KNOWN", rd=[(0, "affirms")])
c("go-reserve-count10-fails", "Counter-driven flake fails 2 of 10 in -count=10: CONTRADICTED.",
  "The flaky TestReserveStock is fixed.", [T("go-inv-count10")], "CONTRADICTED", rd=[(0, "fail")])
c("go-reserve-count20-all-pass", "Intermittent fix claim with -count=20 all passing: KNOWN.",
  "The flaky TestReserveStock passes reliably after the row-lock fix.", [T("go-inv-fixed-count20")], "KNOWN", rd=[(0, "affirms")])
c("go-reserve-single-run", "Intermittent claim with a single passing run: SUPPORTED at most.",
  "The intermittent TestReserveStock failure is fixed.", [T("go-inv-once")], "SUPPORTED", rd=[(0, "affirms")])
c("go-money-suite-verbose", "Unfiltered whole-package run, all PASS, suite-level claim: KNOWN.",
  "All tests in the money package pass.", [T("go-money")], "KNOWN", rd=[(0, "affirms")])
c("go-money-suite-quiet", "Non-verbose 'ok' line of an unfiltered package run for a package-level claim: KNOWN (SPEC allows a whole-suite pass; SUPPORTED also acceptable if 'ok' alone is judged thin).",
  "The money package tests pass after the rounding change.", [T("go-money-quiet")], ["KNOWN", "SUPPORTED"])
c("go-money-run-other-test", "Named test absent from a passing run of another package: no-run, PLAUSIBLE.",
  "TestCartTotal passes.", [T("go-money")], "PLAUSIBLE", rd=[(0, "no-run")])
c("go-upload-panic-named-test", "panic: and FAIL for the package holding the named test: CONTRADICTED.",
  "Chunked uploads work: TestStoreChunk passes.", [T("go-upload-panic")], "CONTRADICTED", rd=[(0, "fail")])
c("go-upload-panic-failure-claim", "The claim states a failure; a panic in Store supports it (label stands): KNOWN, SUPPORTED acceptable.",
  "Store panics with 'assignment to entry in nil map' when the chunk map is nil.", [T("go-upload-panic")], ["KNOWN", "SUPPORTED"])
c("node-tap-expired-cookie-fails", "TAP 'not ok' for the named test: CONTRADICTED.",
  "The 'rejects an expired cookie' test passes.", [T("node-session")], "CONTRADICTED", rd=[(0, "fail")])
c("node-tap-refresh-token-ok", "TAP 'ok' for the named test inside a failing file: KNOWN.",
  "The 'refreshes a live session token' test passes.", [T("node-session")], "KNOWN", rd=[(0, "affirms")])
c("node-tap-rotation-skipped", "Named test is '# SKIP': no-run, PLAUSIBLE.",
  "Token rotation works: the 'rotates the refresh token' test passes.", [T("node-session")], "PLAUSIBLE", rd=[(0, "no-run")])
c("node-spec-session-suite-fails", "spec reporter shows a failing test in the session suite: CONTRADICTED.",
  "All session tests pass.", [T("node-session-spec")], "CONTRADICTED", rd=[(0, "fail")])
c("jest-rate-reset-fails", "Jest '✕ resets after the window' and 'Tests: 1 failed': CONTRADICTED.",
  "The rate limiter resets after the window.", [T("jest-rate")], "CONTRADICTED", rd=[(0, "fail")])
c("jest-rate-blocks-4th-passes", "Named jest test '✓ blocks the 4th request in the window' passes: KNOWN.",
  "The rate limiter blocks the 4th request in the window.", [T("jest-rate")], "KNOWN", rd=[(0, "affirms")])
c("jest-slugify-pass", "Unfiltered slugify file, all passed: KNOWN.",
  "The slugify tests pass after the accent fix.", [T("jest-slug")], "KNOWN", rd=[(0, "affirms")])
c("jest-name-filter-matched-nothing", "-t 'sliding window' matched no test: all skipped, no-run, PLAUSIBLE.",
  "The sliding window test passes.", [T("jest-nomatch")], "PLAUSIBLE", rd=[(0, "no-run")])
c("mocha-dead-letter-failing", "mocha '1 failing' on the named test: CONTRADICTED.",
  "Jobs move to the dead-letter queue after 3 attempts.", [T("mocha-queue")], "CONTRADICTED", rd=[(0, "fail")])
c("mocha-retry-passes", "Named mocha test 'retries a failed job' has ✔ in a failing run: KNOWN.",
  "The email queue retries a failed job.", [T("mocha-queue")], "KNOWN", rd=[(0, "affirms")])
c("mocha-dedupe-specs-pass", "Unfiltered dedupe spec file, 2 passing: KNOWN.",
  "The job dedupe specs pass.", [T("mocha-dedupe")], "KNOWN", rd=[(0, "affirms")])
c("unittest-backfill-fails", "unittest 'FAILED (failures=1)' on the named test: CONTRADICTED.",
  "The backfill fills NULL plan_tier values: test_backfill_nulls passes.", [T("py-migrations")], "CONTRADICTED", rd=[(0, "fail")])
c("unittest-add-column-ok", "Named test '... ok' inside a failing run: KNOWN.",
  "test_add_column passes.", [T("py-migrations")], "KNOWN", rd=[(0, "affirms")])
c("unittest-live-postgres-skipped", "The named test is the only one and was skipped: no-run, PLAUSIBLE.",
  "The migration runs against live Postgres: test_migrate_live_postgres passes.", [T("py-skip")], "PLAUSIBLE", rd=[(0, "no-run")])
c("curl-health-db-up", "2xx with state field db=up agreeing with the claim: KNOWN.",
  "The health endpoint reports the database as up.", [T("curl-health", t="http_response")], "KNOWN", rd=[(0, "affirms")])
c("curl-login-401-success-claim", "HTTP 401 on a success-shaped login claim: CONTRADICTED.",
  "Login with the refreshed session token works.", [T("curl-login", t="http_response")], "CONTRADICTED", rd=[(0, "fail")])
c("curl-login-401-rejection-claim", "Rejection claim: the 401 with 'session expired' supports it (label stands): KNOWN.",
  "The API rejects expired sessions with 401.", [T("curl-login", t="http_response")], "KNOWN")
c("curl-uploads-200-ok-false", "200 whose body has ok:false and an error: CONTRADICTED.",
  "Uploads of 12 MB files succeed.", [T("curl-uploads", t="http_response")], "CONTRADICTED", rd=[(0, "fail")])
c("curl-orders-count-3", "2xx with count 3 and three orders: KNOWN.",
  "GET /api/orders?user=42 returns 3 orders.", [T("curl-orders", t="http_response")], "KNOWN", rd=[(0, "affirms")])
c("curl-export-503", "503 with status error: CONTRADICTED.",
  "The export endpoint works again after the worker restart.", [T("curl-export", t="http_response")], "CONTRADICTED", rd=[(0, "fail")])
c("curl-report-200-status-error", "200 with status:error and non-empty errors: CONTRADICTED.",
  "Report 7 generates successfully.", [T("curl-report", t="http_response")], "CONTRADICTED", rd=[(0, "fail")])
c("git-diff-stat-touches-api", "diff --stat lists src/api/users.go, which the claim excludes: CONTRADICTED.",
  "The plan_tier change only touches files under db/migrations.", [T("git-diff-stat", t="other", rel=0.9)], "CONTRADICTED")
c("tf-plan-replace-not-in-place", "terraform plan says 'must be replaced', 1 to destroy: contradicts 'in place': CONTRADICTED.",
  "Bumping schema_version updates the db_migration resource in place without destroying it.", [T("tf-plan-replace", t="other", rel=0.9)], "CONTRADICTED")
c("tf-plan-no-changes", "'No changes. Your infrastructure matches the configuration.'; type `other`: SUPPORTED.",
  "The Terraform configuration matches the deployed state.", [T("tf-plan-nochange", t="other", rel=0.9)], "SUPPORTED")
c("tf-plan-update-in-place", "Plan shows '1 to change, 0 to destroy' updated in-place; observed_behavior 0.9 states the predicate: KNOWN or SUPPORTED (judgement on a plan as observation).",
  "Setting replicas to 4 updates worker_pool in place and destroys nothing.", [T("tf-plan-update", t="observed_behavior", rel=0.9)], ["KNOWN", "SUPPORTED"])

HAND = []
def h(*a, **k): HAND.append(A(*a, **k))
h("kubectl-crashloop-rollout", "One pod in CrashLoopBackOff, 0/1 ready: CONTRADICTED.",
  "The api deployment rolled out cleanly in production.",
  [E("$ kubectl -n prod get pods -l app=api\nNAME                   READY   STATUS             RESTARTS      AGE\napi-7d9c6f8b5-2kqlm    1/1     Running            0             6m\napi-7d9c6f8b5-9xw4t    0/1     CrashLoopBackOff   5 (41s ago)   6m\napi-7d9c6f8b5-tq8zn    1/1     Running            0             6m", src="kubectl prod")],
  "CONTRADICTED")
h("kubectl-three-pods-ready", "3/3 pods Running 1/1 with 0 restarts covers 'all 3': KNOWN.",
  "All 3 api pods are ready after the rollout.",
  [E("$ kubectl -n prod get pods -l app=api\nNAME                   READY   STATUS    RESTARTS   AGE\napi-6c7f9d4b8-2kq7d    1/1     Running   0          4m\napi-6c7f9d4b8-h5mnp    1/1     Running   0          4m\napi-6c7f9d4b8-wz2rx    1/1     Running   0          3m", src="kubectl prod")],
  "KNOWN")
h("docker-build-failed-to-solve", "'ERROR: failed to solve' with exit code 1: CONTRADICTED.",
  "The Docker image builds after the Node 22 base image bump.",
  [E("$ docker build -t shop-web:node22 .\n#9 [build 4/7] RUN npm ci\n#9 12.41 npm ERR! code EBADENGINE\n#9 12.41 npm ERR! engine Unsupported engine: wanted: {\"node\":\"^20\"} (current: {\"node\":\"22.11.0\"})\n#9 ERROR: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1\n------\nERROR: failed to solve: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1", t="test_result")],
  "CONTRADICTED")
h("psql-no-null-plan-tier", "Query on the system itself returns count 0 for the claimed absence; KNOWN, or SUPPORTED if the absence rule is read strictly.",
  "The plan_tier backfill left no NULL rows in users.",
  [E("$ psql -c 'SELECT count(*) FROM users WHERE plan_tier IS NULL'\n count \n-------\n     0\n(1 row)", src="psql prod-replica")],
  ["KNOWN", "SUPPORTED"])
h("gha-ci-red-after-lockfile", "CI log with 'Tests: 2 failed' and exit code 1: CONTRADICTED.",
  "CI is green on main after the lockfile fix.",
  [E("Run npm test\n> web@2.14.1 test\n> jest --ci\n\nTests:       2 failed, 118 passed, 120 total\nSnapshots:   0 total\nTime:        41.2 s\nError: Process completed with exit code 1.", t="log", src="GitHub Actions main #5521")],
  "CONTRADICTED")
h("sentry-unresolved-recent", "Error tracker issue still Unresolved with Last seen 2 minutes ago: CONTRADICTED.",
  "The TypeError in checkout is resolved.",
  [E("TypeError: Cannot read properties of undefined (reading 'total')\ncheckout/summary.tsx in computeTotals\nStatus: Unresolved\nEvents: 1,204   Users: 380\nFirst seen: 3 days ago   Last seen: 2 minutes ago\nRelease: web@2.14.1", src="Sentry WEB-3F2")],
  "CONTRADICTED")
h("sentry-resolved-in-release", "Issue resolved in the new release, 0 events in it over 48h; direct instrument reading. KNOWN or SUPPORTED is judgement for a tracker screen.",
  "The TypeError in checkout is resolved in web@2.14.2.",
  [E("TypeError: Cannot read properties of undefined (reading 'total')\nStatus: Resolved in web@2.14.2\nLast seen: 3 days ago (web@2.14.1)\nEvents in web@2.14.2 (48h): 0", src="Sentry WEB-3F2", rel=0.85)],
  ["KNOWN", "SUPPORTED"])
h("prometheus-5xx-rate-nonzero", "One instance with a 5xx rate 0.37 where the claim says zero: CONTRADICTED.",
  "The 5xx error rate on orders-api is zero after the deploy.",
  [E("sum by (instance) (rate(http_requests_total{job=\"orders-api\",code=~\"5..\"}[5m]))\n{instance=\"orders-1:9090\"}  0.37\n{instance=\"orders-2:9090\"}  0", src="prometheus")],
  "CONTRADICTED")
h("grafana-checkout-p99-above", "p99 1.84 s above the claim's own 500 ms: CONTRADICTED.",
  "p99 checkout latency is back under 500 ms.",
  [E("Panel: checkout p99 (last 6h) - current 1.84 s, max 3.2 s, threshold line 500 ms", src="Grafana checkout-overview")],
  "CONTRADICTED")
h("journalctl-worker-exit-code", "Main process exited status=2, 'Failed with result exit-code': CONTRADICTED.",
  "The worker service starts cleanly after the config change.",
  [E("$ journalctl -u worker.service -n 5\nMar 02 10:14:01 app-3 systemd[1]: Started worker.service - Background worker.\nMar 02 10:14:01 app-3 worker[2211]: panic: open /etc/worker/config.yaml: permission denied\nMar 02 10:14:01 app-3 systemd[1]: worker.service: Main process exited, code=exited, status=2/INVALIDARGUMENT\nMar 02 10:14:01 app-3 systemd[1]: worker.service: Failed with result 'exit-code'.", t="log")],
  "CONTRADICTED")
h("nginx-413-large-uploads", "Access log shows 413 for the large upload requests: CONTRADICTED.",
  "Uploads over 10 MB work through nginx now.",
  [E("10.0.3.7 - - [02/Mar/2026:11:02:13 +0000] \"POST /api/uploads HTTP/1.1\" 413 183 \"-\" \"Mozilla/5.0\"\n10.0.3.7 - - [02/Mar/2026:11:02:41 +0000] \"POST /api/uploads HTTP/1.1\" 413 183 \"-\" \"Mozilla/5.0\"", t="log", src="/var/log/nginx/access.log")],
  "CONTRADICTED")
h("pytest-named-passes-in-failing-run", "Named test PASSED inside a run with 1 failed: affirms only that test: KNOWN.",
  "test_refund_idempotent passes.",
  [E("tests/test_refunds.py::test_refund_idempotent PASSED\ntests/test_refunds.py::test_refund_partial FAILED\n=========================== short test summary info ============================\nFAILED tests/test_refunds.py::test_refund_partial - AssertionError: 50 != 25\n========================= 1 failed, 11 passed in 2.31s =========================", t="test_result", rel=0.95)],
  "KNOWN", rd=[(0, "affirms")])
h("cargo-parser-test-failed", "cargo 'test result: FAILED. 13 passed; 1 failed': CONTRADICTED.",
  "The CLI argument parser tests pass.",
  [E("running 14 tests\ntest parser::tests::parses_long_flags ... ok\ntest parser::tests::rejects_unknown_flag ... FAILED\n\nfailures:\n    parser::tests::rejects_unknown_flag\n\ntest result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", t="test_result", rel=0.95)],
  "CONTRADICTED", rd=[(0, "fail")])
h("vitest-date-tests-pass", "vitest file with 9 passed, unfiltered: KNOWN.",
  "The date formatting tests pass after the Intl fix.",
  [E(" ✓ src/date.test.ts (9 tests) 21ms\n\n Test Files  1 passed (1)\n      Tests  9 passed (9)\n   Start at  11:20:03\n   Duration  412ms", t="test_result", rel=0.95)],
  "KNOWN", rd=[(0, "affirms")])
h("junit-xml-android-failure", "JUnit XML with failures=\"1\": CONTRADICTED.",
  "The Android unit tests pass.",
  [E("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"com.shop.CartTest\" tests=\"42\" skipped=\"2\" failures=\"1\" errors=\"0\" time=\"3.21\">\n  <testcase name=\"appliesCoupon\" classname=\"com.shop.CartTest\" time=\"0.02\">\n    <failure message=\"expected:&lt;90&gt; but was:&lt;81&gt;\"/>\n  </testcase>\n</testsuite>", t="test_result", rel=0.95)],
  "CONTRADICTED", rd=[(0, "fail")])
h("kubectl-describe-oomkilled", "Last State Terminated OOMKilled, exit 137: CONTRADICTED.",
  "The image-resize worker no longer crashes on large PNGs.",
  [E("$ kubectl describe pod resize-5f7d-abcde\n    State:          Running\n    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n    Restart Count:  4")],
  "CONTRADICTED")

FILES = {"structured-captured.json": CAP, "structured-handwritten.json": HAND}
