package reading

import (
	"slices"
	"strings"
	"testing"
)

// Red team 34: inputs aimed at the mechanisms of session 34 (issue 20) that
// relax a rule so that more content affirms a claim — a negated appearance
// of a harm, "still" in a claim of continuance, a build claim's own success
// line, a claim about all the tests of a module, a flaky claim shown by
// mixed runs, step counters that reached n of n, a duration that is no
// part, figures opening a clause, a zero after a window, a zero of a status
// class four words before, stalled/卡住 as failures. Every row must NOT be
// green: the check is runAffirmRows's (affirm_test.go) with a want of every
// word but "affirms".
//
// redteam34Broken are the rows that are green today (false greens): each is
// skipped, and fails once it holds, so that it moves to redteam34Held.
// Rows named "pre-…" were already green at f0d933b (before session 34);
// the others became green with session 34's changes. redteam34Held are the
// rows the rules held.

// notGreen is every reading word but "affirms": a pass that does not
// affirm is allowed, a pass that affirms is not.
const notGreen = "|unaffirmed|fail|persists|no-run|irrelevant|hedge|hearsay|restatement|duplicate|pass"

type redRow struct {
	name, mechanism, claim, content string
}

// redGreen reports whether a row fails runAffirmRows's check with want
// notGreen, and how it read.
func redGreen(tc redRow) (bool, string) {
	c := NewClaim(tc.claim)
	r := c.ReadAll([]Input{{Content: tc.content}})[0]
	got := r.Word()
	green := r.Affirms && (got == "affirms" || got == "pass")
	bad := !slices.Contains(strings.Split(notGreen, "|"), got) || green || r.Affirms && !green && got != "hedge" && got != "hearsay"
	return bad, "reads " + got + " (affirms " + map[bool]string{true: "true", false: "false"}[r.Affirms] + ", rule " + r.Rule + ")"
}

// redteam34Broken: false greens found (claim, content; the why below each).
var redteam34Broken = []redRow{
	{"pre-build-container-start", "build claim affirmed by a build's success line", "The Docker image builds and the container starts.", "$ docker build -t api:dev .\n => [2/2] RUN go build -o /api ./cmd/api  8.4s\n => exporting to image  0.2s\nSuccessfully built 3f2a9c1d\nSuccessfully tagged api:dev"},
	// why: the image built; nothing shows the container starting
	{"pre-module-other-module", "claim about all the tests of a module", "All bounce classification tests pass.", "test_bounce_legacy.BounceTest.test_hard_bounce ... ok\ntest_bounce_legacy.BounceTest.test_soft_bounce ... ok\n\nRan 2 tests in 0.01s\n\nOK"},
	// why: test_bounce_legacy is another module than the bounce classification tests
	{"pre-figure-other-service", "figures opening a clause", "The checkout error rate is below 1 %.", "Checkout error rate: not exported yet, 0.2 % for the catalog service."},
	// why: checkout's rate is not exported; 0.2 % is the catalog service's
	{"pre-figure-not-exported", "figures opening a clause", "The search API p95 is under 300 ms.", "For the search API team's standup: 120 ms p95 on the auth API, 180 ms on billing."},
	// why: the search API's dashboard is empty; the 120 ms is the auth API's
	{"pre-figure-before-launch", "figures opening a clause", "The signup error rate stayed below 1 % during the launch.", "Signup error rate before the launch: 0.2 %, max 0.4 %. During the launch we had no dashboard."},
	// why: the figures are from before the launch; during it there was no dashboard
	{"pre-duration-stage-sum", "compound durations", "The CI pipeline finishes in under 10 minutes.", "CI pipeline: lint 1m 10s, test 4m 2s, build 3m 40s, deploy 5m 20s"},
	// why: each stage is under 10 min but the pipeline takes 14m 12s
	{"pre-zh-place-short", "Chinese places by their suffix", "华北区域的数据库主从切换已成功完成。", "华北区域的演练计划：数据库主从切换将于今晚 02:10 执行。华东区域已成功完成。"},
	// why: 华北 is only a plan; 华东区域 is what completed — the claim's place said short hides the other place
	{"pre-tf-staging-vars", "'real' names no other thing", "Terraform shows no drift for the real infrastructure.", "$ terraform plan -var-file=staging.tfvars\nNo changes. Your infrastructure matches the configuration."},
	// why: a plan against staging.tfvars, for the real infrastructure
	{"pre-quality-existing-new", "'existing' names no other thing", "The existing customers' invoices were all sent.", "Invoices for new customers: all 120 sent, 0 failed."},
	// why: the invoices sent are the new customers'; the claim is about the existing ones
}

// redteam34Held: rows the rules held (the why below each).
var redteam34Held = []redRow{
	{"pre-race-pass", "flaky/intermittent", "TestSyncRace has a data race.", "=== RUN   TestSyncRace\n--- PASS: TestSyncRace (0.04s)\n=== RUN   TestOther\n--- FAIL: TestOther (0.00s)\nFAIL\tsync\t0.1s"},
	// why: one clean pass of TestSyncRace shows no race
	{"pre-harm-zh-404", "negated appearance of a harm", "修复后页面不再白屏。", "修复后没有出现白屏，页面直接返回 404。"},
	// why: 没有出现白屏，页面直接返回 404: another failure
	{"pre-harm-processing-expired", "negated appearance of a harm", "The checkout error no longer appears for EU cards.", "For EU cards the checkout error did not appear; the payment stayed in 'processing' for 30 minutes and then expired."},
	// why: no error, but the payment stayed 'processing' and expired
	{"pre-harm-grey-spinner", "negated appearance of a harm", "The crash no longer happens when opening large PDFs.", "Opened a 300-page PDF: the crash did not happen, the viewer just shows a grey page and the spinner never stops."},
	// why: no crash, but a grey page and a spinner that never stops
	{"h-harm-warning-vs-error", "negated appearance of a harm", "A validation warning is shown for expired cards.", "Tried an expired card on checkout: the error no longer appears, the form just submits and the order is created."},
	// why: an error not appearing is not the claimed warning being shown
	{"h-harm-chrome-not-edge", "negated appearance of a harm", "Edge users no longer see a blank settings page.", "Couldn't test on Edge: the blank page did not appear on Chrome, the only browser on the test VM."},
	// why: observed on Chrome, not Edge
	{"h-harm-crashed-again", "negated appearance of a harm", "The checkout no longer crashes on iOS 17.", "In the first 3 attempts on iOS 17 the crash did not appear; on the 4th checkout it crashed again."},
	// why: it crashed again on the 4th attempt
	{"h-harm-es-chrome", "negated appearance of a harm", "Los usuarios de Edge ya no ven la pantalla en blanco.", "En Chrome la pantalla en blanco ya no aparece tras el cambio."},
	// why: observado en Chrome, no en Edge ni Safari
	{"h-harm-zh-e42", "negated appearance of a harm", "修复后 OTA 下载不再卡住。", "修复后测了 1 次 OTA 升级，没有出现下载卡住，但升级最后报错 E42。"},
	// why: 升级最后报错 E42
	{"h-harm-zh-before-fix", "negated appearance of a harm", "修复后 OTA 下载不再卡住。", "修复前测试 30 次，没有出现下载卡住；修复后还没测。"},
	// why: 修复前的测试；修复后还没测
	{"h-harm-question", "negated appearance of a harm", "The PDF preview no longer shows a blank page.", "Will the blank page no longer appear after the font fix? Need someone on Safari to check."},
	// why: a question, not an observation
	{"h-harm-spins-forever", "negated appearance of a harm", "Checkout no longer shows the timeout error.", "The timeout error no longer appears: checkout now spins forever on the payment step instead."},
	// why: the checkout now spins forever
	{"h-harm-es-error-500", "negated appearance of a harm", "Los usuarios ya no ven la pantalla en blanco en Safari.", "En Safari la pantalla en blanco ya no aparece: ahora la app muestra 'Error 500 - Internal Server Error'."},
	// why: la app muestra Error 500
	{"h-harm-reporting-off", "negated appearance of a harm", "The app no longer crashes on launch.", "The crash no longer appears in Crashlytics since we turned crash reporting off in the release build."},
	// why: crash reporting was turned off
	{"h-harm-small-sample", "negated appearance of a harm", "The import no longer fails on large CSVs.", "The failure did not appear with the 10-row sample CSV."},
	// why: a 10-row sample, not a large CSV
	{"h-harm-pending-pod", "negated appearance of a harm", "The OOM kill no longer happens on the report pod.", "The OOM kill didn't happen because the report pod was never scheduled: it sits in Pending (Insufficient memory)."},
	// why: the pod never ran (Pending)
	{"h-harm-es-no-arranca", "negated appearance of a harm", "El error de timeout ya no aparece en la exportación.", "El error de timeout ya no aparece en la exportación porque ahora la exportación no arranca: queda en cola."},
	// why: la exportación no arranca
	{"h-harm-zh-daizhifu", "negated appearance of a harm", "扫码支付后不再报错。", "扫码支付后没有出现报错，但订单一直是待支付状态。"},
	// why: 订单一直是待支付状态
	{"h-still-xml-queued", "still in a claim of continuance", "The legacy XML export endpoint still accepts requests from the old CRM.", "The old CRM's requests to the legacy XML export endpoint are still queued, none accepted since 09:00."},
	// why: requests queued, none accepted
	{"h-still-es-sso", "still in a claim of continuance", "Los usuarios todavía pueden iniciar sesión con SSO tras el cambio.", "Inicio de sesión con SSO tras el cambio: los usuarios todavía esperando, 3 minutos sin respuesta."},
	// why: todavía esperando, sin respuesta
	{"h-still-zh-spinning", "still in a claim of continuance", "旧版客户端仍然可以登录。", "旧版客户端登录仍然在转圈，等了两分钟没进去。"},
	// why: 登录仍然在转圈
	{"h-still-backup-pending", "still in a claim of continuance", "The nightly backup still runs after the cron change.", "Nightly backup after the cron change: still pending, the last run was 3 days ago."},
	// why: still pending, last run 3 days ago
	{"h-still-key-waiting", "still in a claim of continuance", "The old API key still works for the reporting API.", "Reporting API with the old API key: still waiting for a response after 60 s, then the connection dropped."},
	// why: still waiting, then the connection dropped
	{"h-still-webhook-stuck", "still in a claim of continuance", "The v1 webhook still delivers events to Slack.", "v1 webhook events to Slack still stuck in the retry queue since the migration."},
	// why: still stuck in the retry queue
	{"h-still-es-cargando", "still in a claim of continuance", "La app vieja sigue funcionando con el nuevo backend.", "La app vieja con el nuevo backend: sigue cargando, 5 minutos en la pantalla de inicio."},
	// why: sigue cargando 5 minutos
	{"h-still-zh-sync", "still in a claim of continuance", "老版本 App 依然可以同步数据。", "老版本 App 同步数据依然在转圈，半小时没完成。"},
	// why: 同步依然在转圈，半小时没完成
	{"h-still-cron-question", "still in a claim of continuance", "The cron job still runs every hour.", "Still every hour? The cron job's last run was logged at 06:00; it is 11:40 now."},
	// why: a question; the last run was hours ago
	{"h-still-soap-tbd", "still in a claim of continuance", "The legacy SOAP endpoint still accepts requests.", "Legacy SOAP endpoint accepts requests? Still TBD — I'll test after lunch."},
	// why: not tested yet
	{"h-still-2mb", "still in a claim of continuance", "Free users can still upload files up to 10 MB.", "Free users uploading files: still limited, now to 2 MB after the plan change."},
	// why: limited to 2 MB now, not 10 MB
	{"h-build-web-for-mobile", "build claim affirmed by a build's success line", "The mobile app build passes on CI.", "> web@1.0.0 build\n> vite build\n\nvite v5.2.0 building for production...\n✓ 412 modules transformed.\n✓ built in 3.21s"},
	// why: the web app's build, not the mobile app's
	{"h-build-android-skipped", "build claim affirmed by a build's success line", "The Android build passes on CI.", "lint (ubuntu-latest): Job succeeded in 45s\nbuild-android (ubuntu-latest): skipped\nunit-tests: Job succeeded in 2m 11s"},
	// why: build-android was skipped
	{"h-build-type-error", "build claim affirmed by a build's success line", "The admin build passes on CI with the new env vars.", "> admin@1.2.0 build\n> next build\n✓ Compiled successfully\n  Linting and checking validity of types ...\nType error: Property 'env' does not exist on type 'Config'.\n  12 | const x = config.env\nError: Command failed with exit code 1"},
	// why: a type error and exit code 1 after 'Compiled successfully'
	{"h-build-xcode-15", "build claim affirmed by a build's success line", "The iOS release build compiles with Xcode 16.", "Xcode 15.4 — ** BUILD SUCCEEDED ** (Release, iphoneos) in 4m 12s"},
	// why: Xcode 15.4, not 16
	{"h-build-warnings", "build claim affirmed by a build's success line", "The release build compiles without warnings.", "$ cargo build --release\n   Compiling ledger v0.4.1\nwarning: unused variable: `total`\n  --> src/sum.rs:12:9\nwarning: `ledger` (lib) generated 1 warning\n    Finished `release` profile [optimized] target(s) in 14.20s"},
	// why: 1 warning where the claim says none
	{"h-build-es-other-project", "build claim affirmed by a build's success line", "El proyecto de pagos compila en CI.", "> catalogo@2.0 build\n> webpack --mode production\nwebpack compiled successfully in 8123 ms"},
	// why: otro proyecto (catalogo), no el de pagos
	{"h-build-zh-ios", "build claim affirmed by a build's success line", "安卓端构建通过。", "iOS 端构建成功，耗时 5 分 12 秒。"},
	// why: iOS 端，不是安卓端
	{"h-build-node-20", "build claim affirmed by a build's success line", "The docs site build passes after the Node 22 upgrade.", "Node v20.11.1\n> docs@1.0.0 build\n> docusaurus build\n[SUCCESS] Generated static files in \"build\".\nbuild finished successfully"},
	// why: Node 20, not 22
	{"h-build-no-race", "build claim affirmed by a build's success line", "The build compiles with the -race flag enabled.", "$ go build ./...\nbuild succeeded (no -race; CGO_ENABLED=0 so -race is unavailable on this runner)"},
	// why: built without -race
	{"h-build-unit-tests", "build claim affirmed by a build's success line", "The build compiles and all unit tests pass.", "> app build\n> webpack --mode production\nwebpack 5.91.0 compiled successfully in 8123 ms"},
	// why: no unit tests ran
	{"h-build-deprecation", "build claim affirmed by a build's success line", "The build no longer emits deprecation warnings.", "> lib build\n> tsc -p .\nwarning TS6385: 'importsNotUsedAsValues' is deprecated.\nbuild completed successfully"},
	// why: a deprecation warning is printed
	{"h-build-vitest-missing", "build claim affirmed by a build's success line", "The frontend build passes on CI after the lockfile update.", "Build completed successfully\n$ npm run test:smoke\nsh: 1: vitest: not found\nUploading artifacts for successful job"},
	// why: the smoke tests did not run (vitest: not found)
	{"h-build-amd64", "build claim affirmed by a build's success line", "The ARM64 build passes.", "Building for linux/amd64\n✓ built in 12.40s"},
	// why: built for amd64, not ARM64
	{"h-module-deselected", "claim about all the tests of a module", "All payment tests pass.", "$ pytest -k partial\ntests/test_payment_refund.py::test_partial PASSED\n\n================ 1 passed, 40 deselected in 0.21s ================"},
	// why: 1 passed, 40 deselected
	{"h-module-py311", "claim about all the tests of a module", "All billing tests pass on Python 3.12.", "Python 3.11.9\ntest_billing.InvoiceTest.test_total ... ok\ntest_billing.InvoiceTest.test_tax ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.01s\n\nOK"},
	// why: Python 3.11, not 3.12
	{"h-module-skipped", "claim about all the tests of a module", "All bounce classification tests pass.", "test_bounce.BounceTest.test_hard_bounce ... ok\ntest_bounce.BounceTest.test_soft_bounce ... skipped 'needs smtp sandbox'\ntest_bounce.BounceTest.test_complaint ... skipped 'needs smtp sandbox'\n\n----------------------------------------------------------------------\nRan 3 tests in 0.01s\n\nOK (skipped=2)"},
	// why: 2 of 3 skipped
	{"h-step-rendered-sent", "step counters that reached n of n", "All 200 invoices were sent.", "invoice batch 88: rendered 200 of 200, sent 40 of 200, 160 queued."},
	// why: only 40 of 200 sent
	{"h-step-sent-rendered", "step counters that reached n of n", "All 200 invoices were sent.", "invoice batch 88: sent 40 of 200, rendered 200 of 200."},
	// why: only 40 of 200 sent
	{"h-step-dbt-skip", "step counters that reached n of n", "dbt run builds all 3 finance mart models.", "02:01:10  1 of 3 START sql table model marts.fin_a ... [RUN]\n02:01:12  1 of 3 OK created sql table model marts.fin_a ... [SELECT 10 in 1.2s]\n02:01:13  2 of 3 OK created sql table model marts.fin_b ... [SELECT 4 in 0.9s]\n02:01:14  3 of 3 SKIP relation marts.fin_c ... [SKIP]\n02:01:14  Completed successfully\n02:01:14  Done. PASS=2 WARN=0 ERROR=0 SKIP=1 TOTAL=3"},
	// why: the third model was skipped
	{"h-step-zh-sent", "step counters that reached n of n", "所有 200 封发票都已发送。", "发票批次 88：已渲染 200/200，已发送 40/200。"},
	// why: 只发送了 40/200
	{"h-step-es-replicas", "step counters that reached n of n", "Todas las 12 réplicas están listas.", "réplicas listas 8/12; en el otro clúster 12/12"},
	// why: 8/12 listas; 12/12 es de otro clúster
	{"h-step-retry", "step counters that reached n of n", "The upload of all 10 parts completed.", "uploading part 3/10 ... connection reset\nretry 10/10 exhausted, giving up"},
	// why: the upload failed at part 3; 10/10 counts retries
	{"h-step-rollout-status", "step counters that reached n of n", "All 5 api replicas are available.", "Waiting for deployment \"api\" rollout to finish: 3 of 5 updated replicas are available...\ndeployment \"worker\" successfully rolled out (5 of 5)"},
	// why: 3 of 5 available; 5 of 5 is the worker's
	{"h-step-es-gpu-pool", "step counters that reached n of n", "Todos los 8 nodos están listos.", "nodos listos 5/8 en el pool general; pool gpu 8/8"},
	// why: 5/8 listos; 8/8 es el pool gpu
	{"h-step-matrix", "step counters that reached n of n", "All 4 matrix jobs completed.", "matrix: 3/4 jobs completed, 1 cancelled; artifacts uploaded 4/4"},
	// why: 3/4 jobs completed; 4/4 counts artifacts
	{"h-dur-25min-2000", "a duration is not a part", "The thumbnail worker drained the whole backlog of 8,120 jobs.", "Backlog 8,120 jobs, 25 min later only 2,000 processed, worker summary: failed=0."},
	// why: 2,000 of 8,120 processed
	{"h-dur-18min-1100", "a duration is not a part", "All 3,412 export jobs completed.", "3,412 export jobs queued; 18 min later 1,100 completed and the rest are queued behind the reindex."},
	// why: 1,100 of 3,412 completed
	{"h-dur-after-25min", "a duration is not a part", "The thumbnail worker drained the whole backlog of 8,120 jobs.", "Backlog of 8,120 jobs: after 25 min, 2,000 done."},
	// why: 2,000 of 8,120 done
	{"h-dur-2h-120", "a duration is not a part", "All 500 emails of the campaign were sent.", "Campaign of 500 emails: 2 h later, 120 sent."},
	// why: 120 of 500 sent
	{"h-fig-auth-api", "figures opening a clause", "The search API p95 is under 300 ms.", "Latency by service this hour: search API p95 450 ms, 120 ms for the auth API."},
	// why: the search API's p95 is 450 ms
	{"h-fig-web-mobile", "figures opening a clause", "The checkout error rate on web is below 1 %.", "Checkout error rate today on mobile 0.3 %, 2.4 % on web."},
	// why: 2.4 % on web
	{"h-fig-marketing", "figures opening a clause", "The signup error rate stayed below 1 % during the launch.", "Payments error rate during the launch was 3.2 %; signup not measured. 0.2 % on the marketing site."},
	// why: signup not measured; 0.2 % is another site's
	{"h-fig-es-staging", "figures opening a clause", "La tasa de error del checkout está por debajo del 1 %.", "Tasa de error de pagos: 4,1 %, 0,2 % en el checkout de staging."},
	// why: 0,2 % es de staging; pagos 4,1 %
	{"h-fig-staging", "figures opening a clause", "The image resize p95 is under 300 ms in production.", "Image resize p95 on staging 210 ms, p99 280 ms."},
	// why: measured on staging
	{"h-fig-should", "figures opening a clause", "Checkout p95 is under 400 ms.", "Checkout p95 should be about 250 ms once the cache warms, p99 maybe 380 ms."},
	// why: an expectation, not a measurement
	{"h-fig-last-hour", "figures opening a clause", "The order API error rate is below 0.5 %.", "order API error rate 0.3 % (last 5 min), 2.1 % over the last hour."},
	// why: 2.1 % over the last hour
	{"h-fig-still-empty", "figures opening a clause", "The search API p95 is under 300 ms.", "Search API dashboard is still empty this morning, 120 ms p95 on the auth API."},
	// why: the search API's figure is missing; 120 ms is the auth API's
	{"h-zero-status-alerts", "zero count of a status class four words before", "The checkout API returns no 5xx errors since the rollback.", "Since the rollback: 0 alerts paged on 5xx (the 5xx alert is muted until Monday)."},
	// why: 0 alerts, the alert muted
	{"h-zero-status-retries", "zero count of a status class four words before", "The checkout API returns no 5xx errors since the rollback.", "Since the rollback the checkout API: 0 retries triggered for status 5xx; 212 responses were 503."},
	// why: 212 responses were 503
	{"h-zero-status-sentry", "zero count of a status class four words before", "The payments API returns no 5xx errors after the deploy.", "After the deploy: 0 new Sentry issues for 5xx, the existing 5xx issue has 1,340 events."},
	// why: the existing 5xx issue has 1,340 events
	{"h-zero-status-es-tickets", "zero count of a status class four words before", "La API de pagos no devuelve errores 5xx desde el despliegue.", "Desde el despliegue: 0 tickets abiertos por respuestas 5xx; el monitor marca 4 % de 5xx."},
	// why: el monitor marca 4 % de 5xx
	{"h-zero-status-probes", "zero count of a status class four words before", "The checkout API returns no 5xx errors since the rollback.", "Since the rollback, 0 synthetic probes saw a 5xx; real traffic not checked."},
	// why: synthetic probes only; real traffic not checked
	{"h-window-0-sent", "zero after a window", "The invoice mail queue is sending again.", "invoice mail queue: sent in the last 30 min: 0 failures, 0 sent, depth 9,120."},
	// why: 0 sent in the last 30 min
	{"h-window-es-cola", "zero after a window", "Los correos de factura se envían de nuevo.", "correos de factura enviados en los últimos 30 min: 0; cola 9.120 y creciendo."},
	// why: 0 enviados, cola creciendo
	{"h-window-40s", "zero after a window", "The webhook no longer fails since the fix.", "webhook failures since the fix: 0 — the fix was deployed 40 seconds ago, no webhook has fired yet."},
	// why: no webhook has fired yet
	{"h-window-es-1240", "zero after a window", "La exportación ya no da errores desde el despliegue.", "errores de la exportación en los últimos 5 min: 0; desde el despliegue: 1.240"},
	// why: 1.240 errores desde el despliegue
	{"h-after-820", "before X, after Y", "Checkout p95 latency dropped below 400 ms after the cache change.", "k6, 100 VUs, 5 min: p95 before 950 ms, after 820 ms."},
	// why: after 820 ms, above 400 ms
	{"h-after-910", "before X, after Y", "Checkout p95 latency dropped below 400 ms after the cache change.", "p95 before 350 ms, after the cache change 910 ms."},
	// why: 910 ms after the change
	{"h-after-es-1-8", "before X, after Y", "La latencia p95 del checkout bajó de 400 ms tras el cambio.", "p95 antes 2,4 s, después 1,8 s."},
	// why: 1,8 s después, por encima de 400 ms
	{"h-dur-1h2m3s", "compound durations", "The nightly export takes less than 20 minutes.", "Nightly export durations this week: 14m 10s, 12m 51s, 1h 2m 3s."},
	// why: one run took 1h 2m 3s
	{"h-dur-timed-out", "compound durations", "The nightly export takes less than 20 minutes.", "Nightly export on Monday: 19m 59s; Tuesday and Wednesday timed out after 1h."},
	// why: two runs timed out after 1h
	{"h-ident-retryonerror", "a failure word inside a claim's identifier", "The v2 client's connect honours the retryOnError option.", "connect({retryOnError: true}) against the stub: got ECONNRESET error, retryOnError ignored, no retry attempted."},
	// why: retryOnError ignored, no retry
	{"h-ident-timeoutms", "a failure word inside a claim's identifier", "Setting timeoutMs=5000 makes the fetch succeed on slow links.", "fetch with timeoutMs=5000 on the 3G profile: timeout after 5000 ms, request aborted."},
	// why: the request aborted on timeout
	{"h-named-does-not-block", "a named test whose title states the failure", "The rate limiter blocks the 4th request in the window.", "✓ does not block the 4th request in the window (2ms)\nℹ tests 1\nℹ pass 1\nℹ fail 0"},
	// why: the test's title says the opposite
	{"h-named-todo", "a named test whose title states the failure", "The uploader rejects files over 10 MB.", "✓ rejects files over 10 MB — TODO: currently asserts nothing (0ms)\nℹ tests 1\nℹ pass 1\nℹ fail 0"},
	// why: the test asserts nothing
	{"h-fully-pending", "'fully' speaks for all", "Batch b-7 is fully approved.", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"batch\":\"b-7\",\"approved\":true,\"pending_approvers\":[\"ana\",\"li\"]}"},
	// why: two approvers pending
	{"h-zh-place-rollback", "Chinese places by their suffix", "华北区域的数据库主从切换已成功完成。", "华北的数据库主从切换回滚了，华东区域的主从切换已成功完成。"},
	// why: 华北的切换回滚了
	{"h-stall-player", "stalled/froze/卡住 are failures", "The player recovers on its own when the stream freezes.", "The stream froze at 12:04 on kiosk 3 and the player stayed frozen until we rebooted it."},
	// why: the player stayed frozen until a reboot
	{"h-stall-watchdog", "stalled/froze/卡住 are failures", "The watchdog restarts the worker when it stalls.", "worker-3 stalled at 14:02 (no heartbeat for 5 min); watchdog log is empty, no restart."},
	// why: no restart
	{"h-stall-es-congela", "stalled/froze/卡住 are failures", "La app se recupera sola cuando el video se congela.", "El video se congeló y la app no se recuperó; hubo que cerrarla."},
	// why: la app no se recuperó
	{"h-quality-overall", "'overall', 'existing' name no other thing", "The overall error rate is below 1 %.", "Checkout error rate over the last hour: 0.4 %."},
	// why: checkout's rate, not the overall rate
	{"h-flaky-other-fails", "flaky claim affirmed by mixed runs", "TestLoginRedirect is flaky.", "=== RUN   TestLoginRedirect\n--- PASS: TestLoginRedirect (0.02s)\n=== RUN   TestCheckoutTotals\n    checkout_test.go:41: got 10.00, want 9.99\n--- FAIL: TestCheckoutTotals (0.00s)\nFAIL\nFAIL\tshop/web\t0.031s"},
	// why: the named test passes; another fails
	{"h-flaky-count10-pass", "flaky claim affirmed by mixed runs", "TestUpload is flaky.", "$ go test -run TestUpload -count=10 ./upload\nok  \tshop/upload\t0.512s"},
	// why: 10 of 10 pass: not flaky
	{"h-flaky-es-other-fails", "flaky claim affirmed by mixed runs", "TestSettle es intermitente.", "--- FAIL: TestCobro (0.01s)\n--- PASS: TestSettle (0.00s)\nFAIL\tpagos\t0.02s"},
	// why: TestSettle pasa; falla otra prueba
	{"h-flaky-zh-other-fails", "flaky claim affirmed by mixed runs", "TestSettle 是偶发失败的测试。", "--- FAIL: TestCobro (0.01s)\n--- PASS: TestSettle (0.00s)\nFAIL\tpagos\t0.02s"},
	// why: TestSettle 通过；失败的是另一个测试
	{"harm-redirect-login", "negated appearance of a harm", "Edge users no longer see a blank settings page.", "On Edge 121 the blank page no longer appears because /settings now redirects to /login before rendering."},
	// why: the blank page is gone only because /settings no longer renders at all (redirect to /login): the settings page is still not shown
	{"harm-500-to-502", "negated appearance of a harm", "The payment page no longer throws a 500.", "The 500 error no longer appears on the payment page; it now shows a 502 Bad Gateway instead."},
	// why: the 500 no longer appears because the page now fails with 502 Bad Gateway: the same item states another failure
	{"harm-toast-removed", "negated appearance of a harm", "The save button no longer shows an error toast.", "The error toast no longer appears since we removed the toast component; the save request itself returns HTTP 500 in the network tab."},
	// why: the toast is gone because its component was removed; the same item says the save request returns HTTP 500
	{"still-sso-loading", "still in a claim of continuance", "Users can still log in with SSO after the cutover.", "Users logging in with SSO after the cutover: still on the loading screen after 2 minutes."},
	// why: 'still on the loading screen after 2 minutes' says the SSO login does not complete
	{"still-free-tier-100", "still in a claim of continuance", "The free tier still gets 1,000 API calls per day.", "Free tier API calls per day: still capped, at 100 now after the pricing change."},
	// why: 'still capped, at 100 now' contradicts the claim's 1,000 calls a day
	{"still-android-0pct", "still in a claim of continuance", "Old Android clients can still sync after the API change.", "Old Android clients after the API change: still syncing since 08:00, progress at 0%."},
	// why: 'still syncing since 08:00, progress at 0%' is a sync that never finishes
	{"still-csv-generating", "still in a claim of continuance", "Users can still export CSV from the old dashboard.", "Users exporting CSV from the old dashboard: still generating after 20 minutes, no file yet."},
	// why: 'still generating after 20 minutes, no file yet': the export has not produced a file
	{"build-and-e2e-none", "build claim affirmed by a build's success line", "The storefront build passes and its e2e checkout tests pass.", "> storefront build\n✓ Compiled successfully\n> storefront e2e\nRunning 0 tests using 0 workers\nNo tests found."},
	// why: the claim also says the e2e checkout tests pass; the e2e run found no tests
	{"build-types-skipped", "build claim affirmed by a build's success line", "The web build passes with TypeScript strict mode.", "> web build\n> next build\n   Skipping validation of types (typescript.ignoreBuildErrors: true)\n✓ Compiled successfully\n✓ Generating static pages (8/8)"},
	// why: 'Skipping validation of types (ignoreBuildErrors: true)': the strict-mode type check the claim names did not run
	{"module-one-test-by-name", "claim about all the tests of a module", "All bounce classification tests pass.", "$ python -m unittest test_bounce.BounceTest.test_hard_bounce -v\ntest_hard_bounce (test_bounce.BounceTest.test_hard_bounce) ... ok\n\n----------------------------------------------------------------------\nRan 1 test in 0.003s\n\nOK"},
	// why: the run selected one test by name (Ran 1 test): it says nothing of the module's other tests
	{"step-kubectl-other-deploy", "step counters that reached n of n", "All web pods are ready.", "$ kubectl get deploy\nNAME     READY   UP-TO-DATE   AVAILABLE   AGE\nweb      2/3     3            2           4m\nworker   3/3     3            3           4m"},
	// why: web is 2/3 ready; the 3/3 is the worker deployment's, not a later step of web's
	{"step-migrate-other-job", "step counters that reached n of n", "The migration applied all 6 steps.", "[migrate 1/6] add column users.tier ... ok\n[migrate 2/6] backfill users.tier ... ok\n[migrate 3/6] drop index ... interrupted (SIGTERM)\nresumed later by another job: [seed 6/6] done"},
	// why: the migration stopped at 3/6 (SIGTERM); '6/6' is another job's (seed) counter
	{"step-zh-other-cluster", "step counters that reached n of n", "所有 6 个节点都已加入集群。", "已加入 4/6，另一个集群 6/6 正常。"},
	// why: 已加入 4/6: only four nodes joined; 6/6 is another cluster's
	{"step-rollout-health", "step counters that reached n of n", "The rollout reached all 12 regions.", "rollout: 7/12 regions done; health checks 12/12 green"},
	// why: 7/12 regions done; 12/12 counts health checks, not regions rolled out
	{"step-docker-other-tag", "step counters that reached n of n", "The billing-api 2.3.0 image builds.", "$ docker build -t billing-api:2.2.9 .\n => [build 3/4] RUN go vet ./...  1.0s\n => [build 4/4] RUN go build ./...  9.1s\n => exporting to image  0.3s\n => => naming to docker.io/library/billing-api:2.2.9"},
	// why: the image built is billing-api:2.2.9, not the claim's 2.3.0 (read as persists before '[build 4/4]' lifted the step count)
	{"window-zero-5min-export", "zero after a window", "The export no longer throws errors since the deploy.", "export errors in the last 5 min: 0 (in the last 24 h since the deploy: 1,240)"},
	// why: 0 errors in the last 5 min, 1,240 since the deploy: the claim's window has errors
	{"window-zero-5min-webhook", "zero after a window", "The payment webhook has had no errors since the deploy.", "payment webhook errors in the last 5 min: 0 (since the deploy at 09:00: 812)"},
	// why: 0 in the last 5 min, 812 since the deploy at 09:00
	{"zero-status-tickets", "zero count of a status class four words before", "The checkout API returns no 5xx errors since the rollback.", "Since the rollback: zero customer tickets about 5xx."},
	// why: zero customer tickets about 5xx is not zero 5xx responses
	{"zero-status-alertas", "zero count of a status class four words before", "La API de pagos no devuelve errores 5xx desde el despliegue.", "Desde el despliegue: 0 alertas por errores 5xx (alertas silenciadas)."},
	// why: 0 alerts, and the alerts are silenced: no count of 5xx responses at all
	{"stall-zh-recover", "stalled/froze/卡住 are failures", "下载卡住后会自动恢复。", "下载在 60% 卡住了，等了 10 分钟没有恢复。"},
	// why: 下载卡住且没有恢复：与“自动恢复”相反 (KNOWN)
	{"stall-upload-resumes", "stalled/froze/卡住 are failures", "The upload resumes automatically after it stalls.", "Upload of the 2 GB file stalled at 60% and never resumed; we cancelled it after 10 minutes."},
	// why: the claim names a stall as its condition; the upload stalled and never resumed, and that stall is taken for the failure the claim states (KNOWN)
	{"flaky-firefox-chromium", "flaky claim affirmed by mixed runs", "The login e2e test is flaky on Firefox.", "Firefox project not run.\n[chromium] ✓ login e2e (1.2s)\n[chromium] ✘ login e2e retry #1 (timeout)\n  1 failed, 1 passed"},
	// why: the claim is about Firefox; 'Firefox project not run' and the mixed result is Chromium's (SUPPORTED)
	{"flaky-subtest-pass", "flaky claim affirmed by mixed runs", "TestLoginRedirect is flaky.", "$ go test -run TestLoginRedirect -count=1 ./web\n=== RUN   TestLoginRedirect\n    login_test.go:22: redirect to /home, want /dashboard\n--- FAIL: TestLoginRedirect (0.01s)\n=== RUN   TestLoginRedirect/sub_ok\n--- PASS: TestLoginRedirect/sub_ok (0.00s)\nFAIL\nFAIL\tshop/web\t0.020s"},
	// why: one run: the parent test fails, its own subtest passes; nothing shows the test passing and failing across runs (SUPPORTED)
	{"flaky-one-failure-47-others", "flaky claim affirmed by mixed runs", "test_refund_webhook is flaky on CI.", "============================= test session starts ==============================\ncollected 48 items\n\ntests/test_refund.py::test_refund_webhook FAILED\n...\n=========================== short test summary info ============================\nFAILED tests/test_refund.py::test_refund_webhook - AssertionError: 402 != 200\n======================== 1 failed, 47 passed in 3.12s ========================="},
	// why: the named test failed once; the 47 passes are other tests: a failure, not flakiness (SUPPORTED)
	{"flaky-20-of-20", "flaky claim affirmed by mixed runs", "TestLoginRedirect is flaky.", "$ go test -run TestLoginRedirect -count=20 ./web\n--- FAIL: TestLoginRedirect (0.01s)\n    login_test.go:22: redirect to /home, want /dashboard\n--- FAIL: TestLoginRedirect (0.01s)\n    login_test.go:22: redirect to /home, want /dashboard\n--- PASS: TestHelper (0.00s)\nFAIL\nFAIL\tshop/web\t0.20s\n(20 of 20 runs of TestLoginRedirect failed)"},
	// why: the named test failed in all 20 runs: deterministic; the one pass is TestHelper (SUPPORTED)
	{"pre-module-zh-one", "claim about all the tests of a module", "结算模块的所有测试都通过了。", "test_checkout.CartTest.test_add ... ok\n\n----------------------------------------------------------------------\nRan 1 test in 0.002s\n\nOK"},
	// why: 结算模块的所有测试 ← one test (Ran 1 test)
	{"pre-fully-signed-2-of-3", "a 2xx body's count short of its whole", "The contract is fully signed.", "HTTP/1.1 200 OK\n\n{\"contract\":\"c-19\",\"signed\":2,\"required_signatures\":3}"},
	// why: signed 2 of required_signatures 3
	{"pre-module-refund-one", "claim about all the tests of a module", "All refund tests pass after the rounding fix.", "$ python -m unittest test_refund.RefundTest.test_full_refund\n.\n----------------------------------------------------------------------\nRan 1 test in 0.01s\n\nOK"},
	// why: one named refund test run, for all the refund tests
	{"pre-module-failfast-k", "claim about all the tests of a module", "All the invoice module's tests pass.", "test_invoice_pdf.RenderTest.test_header ... ok\n\nRan 1 test in 0.4s\n\nOK\n(ran with --failfast -k header)"},
	// why: '--failfast -k header': one test of the invoice module
	{"pre-module-checkout-one", "claim about all the tests of a module", "All checkout tests pass.", "test_checkout.CartTest.test_add ... ok\n\n----------------------------------------------------------------------\nRan 1 test in 0.002s\n\nOK"},
	// why: one checkout test run, for all the checkout tests
	{"pre-harm-never-triggered", "negated appearance of a harm", "The import job no longer fails on large CSVs.", "The error did not appear because the import job was never triggered: the cron was paused during the test window."},
	// why: the error did not appear because the import never ran (cron paused)

	{"pre-build-dev-for-release", "build claim affirmed by a build's success line", "构建通过，且单元测试全部通过。", "构建成功，耗时 2 分钟。单元测试本次未运行。"},
	// why: a `dev` profile build for a claim about the release build on CI
}

// runRedHeld checks that no row of a red team's held attack list reads
// green.
func runRedHeld(t *testing.T, held []redRow) {
	t.Helper()
	rows := make([]affirmRow, len(held))
	for i, tc := range held {
		rows[i] = affirmRow{tc.claim, tc.content, notGreen}
	}
	runAffirmRows(t, rows)
}

// runRedBroken skips each known false green of a red team; one that is no
// longer green fails, to be moved to the list named held.
func runRedBroken(t *testing.T, broken []redRow, held string) {
	for _, tc := range broken {
		t.Run(tc.name, func(t *testing.T) {
			if bad, how := redGreen(tc); bad {
				t.Skipf("false green (%s): claim %q %s", tc.mechanism, tc.claim, how)
			}
			t.Errorf("%s now holds: move it to %s", tc.name, held)
		})
	}
}

// runAlarmsHeld checks that every row of a red team's held alarm list
// affirms its claim.
func runAlarmsHeld(t *testing.T, held []redRow) {
	t.Helper()
	for _, tc := range held {
		if ok, how := alarmAffirms(tc); !ok {
			t.Errorf("%s (%s): claim %q\ncontent %q\n%s, want affirms", tc.name, tc.mechanism, tc.claim, tc.content, how)
		}
	}
}

// runAlarmsBroken skips each known false alarm of a red team; one that
// affirms now fails, to be moved to the list named held.
func runAlarmsBroken(t *testing.T, broken []redRow, held string) {
	for _, tc := range broken {
		t.Run(tc.name, func(t *testing.T) {
			if ok, how := alarmAffirms(tc); !ok {
				t.Skipf("false alarm (%s): claim %q %s", tc.mechanism, tc.claim, how)
			}
			t.Errorf("%s now affirms: move it to %s", tc.name, held)
		})
	}
}

func TestRedteam34Held(t *testing.T) { runRedHeld(t, redteam34Held) }

func TestRedteam34Broken(t *testing.T) { runRedBroken(t, redteam34Broken, "redteam34Held") }
