from lib import A, ev, cap
TR = "test_result"
def R(name, why, claim, capname, status=None, statusIn=None, readings=None, type=TR, rel=0.95, src=None):
    return A(name, why, claim, [ev(cap(capname), type=type, rel=rel, source=src or capname)], status, statusIn, readings)
def H(name, why, claim, content, status=None, statusIn=None, readings=None, type=TR, rel=0.9, src=None):
    return A(name, why, claim, [ev(content, type=type, rel=rel, source=src)], status, statusIn, readings)

runners = [
 R("st-go-total-passes-amid-failures", "real go test -v: TestCheckoutTotal's own --- PASS line; the refund failure is another test", "TestCheckoutTotal passes.", "go-checkout-v", "KNOWN", readings=[(0,"affirms")]),
 R("st-go-refund-rounding-fails", "real go test -v: --- FAIL: TestCheckoutRefundRounding is the named test failing", "The rounding fix works: TestCheckoutRefundRounding passes now.", "go-checkout-v", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-go-coupon-skipped", "real go test -v: the named test is --- SKIP, never an observation of a pass", "TestCheckoutCouponStacking passes.", "go-checkout-v", "PLAUSIBLE", readings=[(0,"no-run")]),
 R("st-go-checkout-suite-fails", "real go test -v: FAIL for the package, a whole-package claim is contradicted", "All tests in the checkout package pass.", "go-checkout-v", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-go-json-refund-fails", "real go test -json: Action fail for the named test", "TestCheckoutRefundRounding passes after the patch.", "go-checkout-json", "CONTRADICTED"),
 R("st-go-json-total-passes", "real go test -json: the named test's Action pass, amid another test's failure", "TestCheckoutTotal passes.", "go-checkout-json", statusIn=["KNOWN","SUPPORTED"]),
 R("st-go-ledger-filtered-suite", "real go test -run TestLedgerBalance: a filtered run cannot show the whole suite passes", "The entire ledger test suite passes.", "go-ledger-filtered", "PLAUSIBLE"),
 R("st-go-ledger-filtered-named", "real filtered run whose only test is the named one, --- PASS", "TestLedgerBalance passes after the sign fix.", "go-ledger-filtered", "KNOWN", readings=[(0,"affirms")]),
 R("st-go-ledger-all-ok", "real unfiltered go test: ok line for the package claimed", "go test passes for the ledger package.", "go-ledger-all", "KNOWN"),
 R("st-go-ledger-nomatch", "real go test: [no tests to run], the named test never ran", "TestLedgerReconcileQuarter passes.", "go-ledger-nomatch", "PLAUSIBLE", readings=[(0,"no-run")]),
 R("st-go-buildfail", "real go test: [build failed], undefined: joinRows", "The CSV export package builds and its tests pass.", "go-buildfail", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-go-flaky-one-run", "real go test: one PASS run cannot show an intermittent failure is gone (needs >=10 repeats)", "The flaky TestRetryQueueConcurrentPush is fixed: it passes reliably now.", "go-queue-once", statusIn=["SUPPORTED","PLAUSIBLE"]),
 R("st-go-flaky-count20", "real go test -count=20: twenty PASS runs of the named test, all passing", "The flaky TestRetryQueueConcurrentPush is fixed: it passes reliably now.", "go-queue-count20", "KNOWN"),
 R("st-go-parser-panic", "real go test: panic: runtime error in ParseHeader on a header without colon", "ParseHeader no longer panics on malformed headers.", "go-parser-panic", "CONTRADICTED"),
 R("st-go-parser-simple-passes", "real go test: TestParseHeaderSimple's own --- PASS before the other test's panic", "TestParseHeaderSimple passes.", "go-parser-panic", statusIn=["KNOWN","SUPPORTED"]),
 R("st-go-bench-v2-faster", "real benchmark: EncodeV2 ns/op far above EncodeV1's; the claimed speed-up is the opposite", "EncodeV2 is faster than EncodeV1.", "go-codec-bench", statusIn=["CONTRADICTED","PLAUSIBLE"]),
 R("st-go-bench-v1-faster", "real benchmark with numbers on both sides: EncodeV1 has the lower ns/op", "EncodeV1 is faster than EncodeV2 on the 2000-item input.", "go-codec-bench", statusIn=["KNOWN","SUPPORTED"]),
 R("st-go-multi-pkg-all", "real multi-package run: FAIL checkout, so not all pass", "All Go tests pass across the ledger, queue and checkout packages.", "go-multi-pkg", "CONTRADICTED"),
 R("st-go-multi-pkg-ledger", "real multi-package run: ok line for the ledger package itself", "The ledger package tests pass.", "go-multi-pkg", statusIn=["KNOWN","SUPPORTED"]),
 R("st-node-empty-input-fails", "real node --test: not ok for the named test", "The 'rejects empty input' test passes.", "node-dates", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-node-iso-passes", "real node --test: ok line for the named test amid another's failure", "The 'parses ISO dates' test passes.", "node-dates", "KNOWN", readings=[(0,"affirms")]),
 R("st-node-leapday-skipped", "real node --test: the leap day test is # SKIP", "The leap day test passes.", "node-dates", "PLAUSIBLE", readings=[(0,"no-run")]),
 R("st-node-slug-suite", "real node --test: all three slugify tests ok, # fail 0, unfiltered", "All slugify tests pass.", "node-slug", "KNOWN"),
 R("st-node-slug-filtered-suite", "real node --test --test-name-pattern: a filtered run cannot show all tests pass", "All slugify tests pass.", "node-slug-filtered", "PLAUSIBLE"),
 R("st-jest-cart-suite-fails", "real jest: Tests: 1 failed", "The cart test suite is green.", "jest-cart", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-jest-discount-fails", "real jest: the named test is the one marked failed (850 vs 849)", "The 'discount is applied before shipping' test passes after the rounding change.", "jest-cart", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-jest-free-shipping-passes", "real jest: the named test's own check mark inside a failing run", "The 'free shipping above 50 euros' test passes.", "jest-cart", "KNOWN", readings=[(0,"affirms")]),
 R("st-jest-filtered-suite", "real jest -t: others skipped by the filter, whole-suite claim not shown", "All cart tests pass.", "jest-cart-filtered", "PLAUSIBLE"),
 R("st-jest-giftcard-skipped", "real jest: the gift card test is skipped", "The 'gift cards reduce the total' test passes.", "jest-cart", "PLAUSIBLE", readings=[(0,"no-run")]),
 R("st-vitest-hyphen-fails", "real vitest verbose: the named test failed", "The 'tokenize keeps hyphenated words' test passes.", "vitest-search", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-vitest-accents-passes", "real vitest verbose: the named test's own pass line amid a failure", "The 'normalize strips accents' test passes.", "vitest-search", "KNOWN", readings=[(0,"affirms")]),
 R("st-vitest-ranking-suite", "real vitest: the whole ranking file passes, unfiltered", "The ranking test file passes under vitest.", "vitest-ranking", "KNOWN"),
 R("st-mocha-throttle-fails", "real mocha: the named test is in the failing list", "The 'digest throttles to one mail per hour' test passes.", "mocha-all", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-mocha-hardbounce-amid-fail", "real mocha: named test passing inside a run with 1 failing", "The 'detects hard bounces from 5.1.1' test passes.", "mocha-all", "KNOWN", readings=[(0,"affirms")]),
 R("st-mocha-mailer-suite", "real mocha: 4 passing, 1 pending, 0 failing for the mailer file", "The mailer test suite passes.", "mocha-mailer", statusIn=["KNOWN","SUPPORTED"]),
 R("st-mocha-softbounce-pending", "real mocha: the named test is pending, never run", "The 'retries soft bounces after 15 minutes' test passes.", "mocha-mailer", "PLAUSIBLE", readings=[(0,"no-run")]),
 R("st-py-refund-fails", "real unittest -v: test_refund_rounding ... FAIL, FAILED (failures=1)", "test_refund_rounding passes now.", "py-invoices-v", "CONTRADICTED", readings=[(0,"fail")]),
 R("st-py-vat-passes-amid-fail", "real unittest -v: test_vat_spain ... ok inside a failing run", "test_vat_spain passes.", "py-invoices-v", "KNOWN", readings=[(0,"affirms")]),
 R("st-py-multicurrency-skipped", "real unittest -v: the named test is skipped", "test_multi_currency passes.", "py-invoices-v", "PLAUSIBLE", readings=[(0,"no-run")]),
 R("st-py-tokens-suite", "real unittest: Ran 4 tests, OK, unfiltered", "The token fingerprint tests all pass.", "py-tokens", "KNOWN"),
 R("st-py-tokens-k-suite", "real unittest -k stable: one test of four ran, not the whole suite", "The token fingerprint tests all pass.", "py-tokens-k", "PLAUSIBLE"),
 H("st-pytest-named-pass-amid-fail", "hand-written pytest -v format (pytest not run here): named test PASSED, another FAILED",
   "test_merge_conflict passes.",
   "$ pytest -v tests/test_sync.py\n============================= test session starts ==============================\ncollected 3 items\n\ntests/test_sync.py::test_merge_conflict PASSED                             [ 33%]\ntests/test_sync.py::test_offline_queue FAILED                              [ 66%]\ntests/test_sync.py::test_tombstones PASSED                                 [100%]\n\n=================================== FAILURES ===================================\n______________________________ test_offline_queue ______________________________\nE       AssertionError: assert 2 == 3\n=========================== short test summary info ============================\nFAILED tests/test_sync.py::test_offline_queue - AssertionError: assert 2 == 3\n========================= 1 failed, 2 passed in 0.41s ==========================",
   "KNOWN", readings=[(0,"affirms")]),
 H("st-pytest-collected-0", "hand-written pytest format: collected 0 items, no tests ran",
   "The new geofence tests in tests/test_geo.py pass.",
   "$ pytest tests/test_geo.py\n============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0\ncollected 0 items\n\n============================ no tests ran in 0.01s =============================",
   "PLAUSIBLE", readings=[(0,"no-run")]),
 H("st-pytest-deselected-suite", "hand-written pytest format: -k billing, 48 deselected; whole-suite claim not shown",
   "The whole test suite passes.",
   "$ pytest -k billing\n============================= test session starts ==============================\ncollected 60 items / 48 deselected / 12 selected\n\ntests/test_billing.py ............                                       [100%]\n\n====================== 12 passed, 48 deselected in 1.92s =======================",
   "PLAUSIBLE"),
 H("st-pytest-repeat-flaky", "hand-written pytest-repeat format: 25 of 25 runs of the named test passed",
   "The intermittent test_websocket_reconnect failure is fixed.",
   "$ pytest --count=25 tests/test_ws.py::test_websocket_reconnect\n============================= test session starts ==============================\nplugins: repeat-0.9.3\ncollected 25 items\n\ntests/test_ws.py .........................                               [100%]\n\n============================= 25 passed in 6.88s ==============================",
   "KNOWN"),
]

TF_REPLACE = """$ terraform plan
aws_db_instance.orders: Refreshing state... [id=orders-prod]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
-/+ destroy and then create replacement

Terraform will perform the following actions:

  # aws_db_instance.orders must be replaced
-/+ resource "aws_db_instance" "orders" {
      ~ engine_version = "15.4" -> "16.2"
      ~ identifier     = "orders-prod" -> "orders-prod-v16" # forces replacement
      ~ tags           = {
          + "team" = "payments"
        }
        # (28 unchanged attributes hidden)
    }

Plan: 1 to add, 0 to change, 1 to destroy."""
TF_TAGS = """$ terraform plan
Terraform will perform the following actions:

  # aws_s3_bucket.assets will be updated in-place
  ~ resource "aws_s3_bucket" "assets" {
        id     = "acme-assets"
      ~ tags   = {
          + "cost-center" = "web"
        }
    }

  # aws_s3_bucket.backups will be updated in-place
  ~ resource "aws_s3_bucket" "backups" {
        id     = "acme-backups"
      ~ tags   = {
          + "cost-center" = "ops"
        }
    }

Plan: 0 to add, 2 to change, 0 to destroy."""
infra = [
 R("st-git-diff-touches-src", "real git diff --stat: src/api.py and src/billing.py changed although the claim says src/ untouched", "This change only edits README.md; nothing under src/ is touched.", "git-diffstat-dirty", "CONTRADICTED", type="observed_behavior", rel=0.9),
 R("st-git-diff-docs-only", "real git diff --stat HEAD~1: only README.md and docs/setup.md", "The last commit changed only documentation: README.md and docs/setup.md.", "git-diffstat-docs", statusIn=["KNOWN","SUPPORTED"], type="observed_behavior", rel=0.9),
 R("st-git-log-hotfix", "real git log --oneline lists the fix commit", "The 'Fix null deref in invoice export' commit has been committed.", "git-log", statusIn=["KNOWN","SUPPORTED"], type="observed_behavior", rel=0.9),
 R("st-git-status-clean", "real git status: nothing to commit, working tree clean", "The git working tree is clean.", "git-status-clean", statusIn=["KNOWN","SUPPORTED"], type="observed_behavior", rel=0.9),
 R("st-git-status-dirty", "real git status --short: three modified files", "The git working tree is clean; everything is committed.", "git-status-dirty", statusIn=["CONTRADICTED","PLAUSIBLE"], type="observed_behavior", rel=0.9),
 H("st-tf-plan-destroy", "hand-written terraform plan format: -/+ must be replaced, 1 to destroy, while the claim says only tags change", "The plan only changes tags on aws_db_instance.orders; nothing is destroyed.", TF_REPLACE, "CONTRADICTED", type="observed_behavior"),
 H("st-tf-plan-tags-only", "hand-written terraform plan format: two in-place tag updates, 0 to add, 0 to destroy", "The plan only updates tags on the two buckets; nothing is added or destroyed.", TF_TAGS, statusIn=["KNOWN","SUPPORTED"], type="observed_behavior"),
 H("st-tf-apply-error", "hand-written terraform apply format: Error creating the bucket, BucketAlreadyExists", "terraform apply created the acme-logs-prod bucket.", "$ terraform apply -auto-approve\naws_s3_bucket.logs: Creating...\n╷\n│ Error: creating S3 Bucket (acme-logs-prod): operation error S3: CreateBucket, https response error StatusCode: 409, BucketAlreadyExists\n│\n│   with aws_s3_bucket.logs,\n│   on main.tf line 12, in resource \"aws_s3_bucket\" \"logs\":\n│   12: resource \"aws_s3_bucket\" \"logs\" {\n╵", "CONTRADICTED", type="observed_behavior"),
 H("st-tf-apply-ok", "hand-written terraform apply format: Creation complete, 1 added", "terraform apply created the acme-logs-staging bucket.", "$ terraform apply -auto-approve\naws_s3_bucket.logs: Creating...\naws_s3_bucket.logs: Creation complete after 2s [id=acme-logs-staging]\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.", statusIn=["KNOWN","SUPPORTED"], type="observed_behavior"),
 H("st-kubectl-crashloop", "hand-written kubectl get pods format: one api pod 0/1 CrashLoopBackOff", "All three api pods are Running after the rollout.", "$ kubectl get pods -l app=api -n prod\nNAME                   READY   STATUS             RESTARTS      AGE\napi-7d9f8c6b5-2xkqp    1/1     Running            0             6m\napi-7d9f8c6b5-8hzvw    1/1     Running            0             6m\napi-7d9f8c6b5-qm4tn    0/1     CrashLoopBackOff   5 (38s ago)   6m", "CONTRADICTED", type="observed_behavior"),
 H("st-kubectl-rollout-ok", "hand-written kubectl rollout status format: successfully rolled out", "The web deployment rollout finished successfully.", "$ kubectl rollout status deployment/web -n prod\nWaiting for deployment \"web\" rollout to finish: 2 of 3 updated replicas are available...\ndeployment \"web\" successfully rolled out", "KNOWN", type="observed_behavior"),
 H("st-kubectl-rollout-timeout", "hand-written kubectl format: only 1 of 3 available, then timed out", "The web deployment rollout finished.", "$ kubectl rollout status deployment/web -n prod --timeout=120s\nWaiting for deployment \"web\" rollout to finish: 1 of 3 updated replicas are available...\nerror: timed out waiting for the condition", "CONTRADICTED", type="observed_behavior"),
 H("st-kubectl-workers-ready", "hand-written kubectl get pods format: every worker pod 1/1 Running, several instances", "All worker pods are ready.", "$ kubectl get pods -l app=worker\nNAME                      READY   STATUS    RESTARTS   AGE\nworker-5c7b9d8f4-4k2lm    1/1     Running   0          12m\nworker-5c7b9d8f4-9qwer    1/1     Running   0          12m\nworker-5c7b9d8f4-zx81p    1/1     Running   0          12m", "KNOWN", type="observed_behavior"),
 H("st-docker-build-fail", "hand-written docker buildx format: ERROR: failed to solve", "The image builds with the new Dockerfile.", "$ docker build -t shop/api:1.9 .\n[+] Building 14.2s (9/12) docker:default\n => [builder 4/6] RUN npm ci --omit=dev                                  11.8s\n => ERROR [builder 5/6] RUN npm run build                                 1.9s\n------\n > [builder 5/6] RUN npm run build:\n1.801 sh: 1: tsc: not found\n------\nERROR: failed to solve: process \"/bin/sh -c npm run build\" did not complete successfully: exit code: 127", "CONTRADICTED", type="observed_behavior"),
 H("st-docker-build-ok", "hand-written docker buildx format: all steps FINISHED, image named", "The image builds with the new Dockerfile.", "$ docker build -t shop/api:1.9 .\n[+] Building 38.6s (12/12) FINISHED docker:default\n => [builder 5/6] RUN npm run build                                       9.4s\n => [stage-1 3/3] COPY --from=builder /app/dist ./dist                  0.2s\n => exporting to image                                                  1.1s\n => => naming to docker.io/shop/api:1.9                                  0.0s", statusIn=["KNOWN","SUPPORTED"], type="observed_behavior"),
 H("st-psql-stuck-orders", "hand-written psql format: 17 orders still in processing", "No orders are stuck in 'processing' anymore.", "orders=> SELECT count(*) FROM orders WHERE status = 'processing' AND updated_at < now() - interval '1 hour';\n count \n-------\n    17\n(1 row)", statusIn=["CONTRADICTED","PLAUSIBLE"], type="observed_behavior"),
 H("st-psql-zero-stuck", "hand-written psql format: count 0 for the stuck-orders query", "No orders are stuck in 'processing' anymore.", "orders=> SELECT count(*) FROM orders WHERE status = 'processing' AND updated_at < now() - interval '1 hour';\n count \n-------\n     0\n(1 row)", statusIn=["KNOWN","SUPPORTED"], type="observed_behavior"),
 H("st-psql-missing-relation", "hand-written psql format: relation does not exist", "The migration created the invoices_v2 table.", "orders=> \\d invoices_v2\nDid not find any relation named \"invoices_v2\".\norders=> SELECT count(*) FROM invoices_v2;\nERROR:  relation \"invoices_v2\" does not exist\nLINE 1: SELECT count(*) FROM invoices_v2;", "CONTRADICTED", type="observed_behavior"),
]

def C(name, why, claim, capname, status=None, statusIn=None, readings=None):
    return R(name, why, claim, capname, status, statusIn, readings, type="http_response", rel=0.9)
http_ci = [
 C("st-curl-health-ok", "real curl -i: 200 with status ok for every component", "The /health endpoint reports healthy.", "curl-health", "KNOWN"),
 C("st-curl-payment-pending", "real curl -i: 200 but the body says status pending, captured false", "Payment pay_42 was captured successfully.", "curl-payment-pending", statusIn=["CONTRADICTED","PLAUSIBLE"]),
 C("st-curl-job-error", "real curl -i: 200 whose body has \"ok\": false and an error", "The reindex-7 job completed successfully.", "curl-job-error", "CONTRADICTED", readings=[(0,"fail")]),
 C("st-curl-report-404", "real curl -i: 404 for the claimed download", "Downloading report 9 works now.", "curl-report-404", "CONTRADICTED", readings=[(0,"fail")]),
 C("st-curl-admin-401", "real curl -i: 401 is exactly the rejection the claim states; a failure can support a rejection claim", "GET /admin/users without a token is rejected with 401.", "curl-admin-401", statusIn=["KNOWN","SUPPORTED"]),
 C("st-curl-export-done", "real curl -i: state completed, files 6, failed 0 for eu-west", "The eu-west export completed with all 6 files and no failures.", "curl-export-done", "KNOWN"),
 C("st-curl-export-wrong-region", "real curl -i about eu-west; the claim is about us-east: another subject", "The us-east export completed.", "curl-export-done", "PLAUSIBLE"),
 C("st-curl-search-cafe", "real curl -i: total 3 hits for café", "Searching for 'café' returns 3 results.", "curl-search-cafe", "KNOWN"),
 C("st-curl-reco-503", "real curl -i: 503 model backend unavailable", "The recommendations endpoint is back up.", "curl-reco-503", "CONTRADICTED", readings=[(0,"fail")]),
 C("st-curl-orders-201", "real curl -i: HTTP 201 Created with Location", "POST /v1/orders returns 201 Created.", "curl-orders-v1-201", "KNOWN"),
 C("st-curl-orders-v2-200", "real curl -i: 200 OK, not the 201 the claim names", "POST /v2/orders returns 201 Created.", "curl-orders-v2-200", statusIn=["CONTRADICTED","PLAUSIBLE"]),
 C("st-curl-webhook-202", "real curl -i: 202 queued, delivered false — only queued", "The test webhook was delivered.", "curl-webhook-202", statusIn=["CONTRADICTED","PLAUSIBLE"]),
 C("st-curl-static-ok", "real curl -i against python3 -m http.server: 200 and the body says v3.2", "The status page serves version 3.2.", "curl-static-index", "KNOWN"),
 C("st-curl-static-missing", "real curl -i against python3 -m http.server: 404 for the page claimed published", "The new status-v4.html page is published.", "curl-static-missing", "CONTRADICTED"),
 H("st-gha-release-red", "hand-written GitHub Actions log format: Tests: 2 failed, exit code 1", "CI is green on the release branch.", "Run npm test -- --ci\n> shop@2.4.0 test\n> jest --ci\n\nFAIL src/api/orders.test.ts\n  ● orders › rejects negative quantities\nTests:       2 failed, 48 passed, 50 total\nTest Suites: 1 failed, 11 passed, 12 total\nError: Process completed with exit code 1.", "CONTRADICTED", src="GitHub Actions: release/2.4 / test"),
 H("st-gha-run-view-ok", "hand-written gh run view format: lint and test jobs both ✓", "The lint and test jobs pass in CI on main.", "$ gh run view 9182736455\n\n✓ main CI · 9182736455\nTriggered via push about 4 minutes ago\n\nJOBS\n✓ lint in 41s (ID 25113400871)\n✓ test in 2m13s (ID 25113400872)\n\nFor more information about a job, try: gh run view --job=<job-id>", statusIn=["KNOWN","SUPPORTED"]),
 H("st-gha-run-view-fail", "hand-written gh run view format: X test job, exit code 1", "CI on main is green.", "$ gh run view 9182739911\n\nX main CI · 9182739911\nTriggered via push about 2 minutes ago\n\nJOBS\n✓ lint in 39s (ID 25113511230)\nX test in 3m12s (ID 25113511231)\n\nANNOTATIONS\nX Process completed with exit code 1.\ntest: .github#21", "CONTRADICTED"),
 H("st-sentry-unresolved", "hand-written Sentry issue page format: Unresolved, last seen minutes ago in the release the claim names", "The TypeError in CheckoutForm is resolved in release 4.8.0.", "TypeError: Cannot read properties of undefined (reading 'total')\nCheckoutForm.handleSubmit(app/checkout/CheckoutForm.tsx)\nStatus: Unresolved   Priority: High\nEvents: 312   Users: 97\nFirst seen: 3 days ago in release 4.7.2\nLast seen: 4 minutes ago in release 4.8.0", "CONTRADICTED", type="observed_behavior", src="Sentry issue WEB-3QF"),
]
