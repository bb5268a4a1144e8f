package reading

import "testing"

// Red team 35: inputs aimed at the mechanisms of session 35 (the diff
// 6695eda..ed44c93). Attack rows aim at the rules relaxed so that more
// content affirms a claim, or a failure reads as none — a timeout the
// claim names as a setting (settingNamed), a failure word the claim
// states as its condition (conditionNamed), a failure word inside a
// snake_case name (snakeName), the exceptions of unaffirmedAfter (listed
// figures, absenceOpens, a short clause, before spans, the harmStated
// gate), raceShown, flakyShown's repeat count, subjectAnswered's
// exclusions, codedNames, printedBeforeStatus's exceptions and okMarks,
// and exclusive()'s 'unless content says only'. Every attack row must NOT
// be green (redGreen, redteam34_test.go).
//
// Alarm rows aim at the new restrictions: content an expert reads as
// plainly affirming that the reader may now refuse — nameAbsent,
// subjectAnswered, valueAbsent on 2xx answers, bodyCounts, bodyNoop's
// universal shortfall, otherIdent's short codes, withoutCommandLines,
// tellsFuture's Han markers, exclusive(), the Revert rule, okMarks and
// the new failure phrases. Every alarm row must read "affirms".
//
// The …Broken lists hold the rows that fail today: each is skipped, and
// fails once it holds, so that it moves to its …Held list. Rows named
// "pre-…" read the same wrong way at 6695eda (before session 35): an attack
// row green there, an alarm row refused there; the others became green, or
// refused, with session 35's changes, or hold both before and after.

// redteam35Broken: false greens found (claim, content; the why below each).
var redteam35Broken = []redRow{
	{"pre-set-es-300s", "settingNamed", "El timeout de inactividad de 30 segundos está activo en el gateway.", "gateway: timeout de inactividad configurado a 300 segundos, activo desde ayer."},
	// why: configurado a 300 s, no 30 s
	{"pre-set-zh-5min", "settingNamed", "30 秒空闲超时已在网关生效。", "网关日志：空闲超时，14 个连接在 5 分钟后才断开。"},
	// why: 5 分钟后才断开，不是 30 秒
	{"pre-set-job-old-limit", "settingNamed", "The 10-minute job timeout is applied to the export worker.", "export worker: job timeout reached after 2 minutes, the job was killed at the old limit."},
	// why: the old 2-minute limit applied, not the 10-minute one
	{"pre-fig-export-zero-kb", "unaffirmedAfter listedFigure", "The export crash no longer happens.", "Exported 30 projects: the crash did not happen, 30 files written at 0 KB."},
	// why: every file is empty: a harm beside the absent crash
	{"pre-fig-upload-zero-bytes", "unaffirmedAfter listedFigure", "The upload no longer fails.", "The upload did not fail, 0 bytes stored in the bucket."},
	// why: nothing was stored
	{"pre-fig-zh-ninety-percent-lost", "unaffirmedAfter listedFigure", "同步不再报错。", "同步没有报错，90% 的记录没有写入。"},
	// why: 90% 的记录没有写入
	{"pre-abs-no-launch", "unaffirmedAfter absenceOpens", "The app no longer crashes on launch.", "The crash didn't happen: no launch either, the icon does nothing when tapped."},
	// why: the app does not launch at all
	{"pre-abs-without-response", "unaffirmedAfter absenceOpens", "The 502 error no longer appears on the reports page.", "The 502 error no longer appears on the reports page, without any response at all after 2 minutes."},
	// why: no response in 2 minutes
	{"pre-abs-es-sin-respuesta", "unaffirmedAfter absenceOpens", "La pantalla en blanco ya no aparece en Safari.", "En Safari la pantalla en blanco ya no aparece, sin respuesta del servidor tras 60 segundos."},
	// why: sin respuesta del servidor
	{"pre-short-zh-blank", "unaffirmedAfter short clause", "导出不再报错。", "导出没有报错，空白。"},
	// why: 空白: the export is blank
	{"pre-short-zh-garbled", "unaffirmedAfter short clause", "页面不再报错。", "页面没有报错，乱码。"},
	// why: 乱码: the page is garbled
	{"pre-before-span-now-hangs", "unaffirmedAfter before span", "The export crash in the desktop app is fixed.", "Exported 30 projects with v2.14: none crashed; like v2.13 before the fix, every export now hangs at 99 %."},
	// why: every export hangs
	{"pre-stopped-android-segment", "unaffirmedAfter harmStated gate", "Opted-out users no longer receive marketing pushes.", "Sent a campaign to two opted-out test users: neither device received the push, the campaign went only to the iOS segment and both test devices are Android."},
	// why: the push was never sent to them: absence for another reason
	{"pre-stopped-job-not-run", "unaffirmedAfter harmStated gate", "Deleted accounts no longer get the weekly digest.", "The deleted test account did not get the digest, the digest job is paused since Monday."},
	// why: the digest job is paused: nobody got it
	{"pre-flaky-rerun-planned", "flakyShown repeat count", "The checkout e2e suite is flaky.", "checkout e2e: 1 failed (cart total mismatch). Will rerun with --repeat 20 after lunch."},
	// why: one failing run; the repeat is only planned
	{"flaky-dedup-all-failed", "flakyShown repeat count", "The cart tests are flaky.", "$ go test -count=5 ./cart\n--- FAIL: TestTotals (0.00s)\n    cart_test.go:12: got 9, want 10\nFAIL\nFAIL\tshop/cart\t0.01s\n(the same failure in all 5 runs; the CI log folds repeats)"},
	// why: failed in all 5 runs: deterministic
	{"pre-flaky-prose-count", "flakyShown repeat count", "The login spec fails intermittently.", "login spec failed in CI today (1 failed). Last week someone ran it 30 times locally, no idea of the result."},
	// why: one failure; the 30 runs have no result
	{"pre-ok-valid-3-days", "printedBeforeStatus okMarks", "Both broker certificates are valid for at least 30 more days.", "$ ./check-cert-expiry.sh\nmqtt.us1  days_left=120  VALID\nmqtt.eu1  days_left=3    VALID\n$ echo $?\n0"},
	// why: 3 days left on eu1: valid, but not for 30 more days
	{"pre-excl-viewer-delete", "exclusive", "Only admins can delete projects.", "Deleted a project as an admin: ok. Deleted a project as a viewer: also ok, only a warning toast."},
	// why: a viewer could delete too
	{"flaky-count-other-package", "flakyShown repeat count", "TestTotals is flaky.", "$ go test -run TestTotals -count=20 ./cart/legacy\nok  \tshop/cart/legacy\t0.05s\n$ go test -run TestTotals ./cart\n--- FAIL: TestTotals (0.00s)\nFAIL\nFAIL\tshop/cart\t0.01s"},
	// why: the 20 runs were of another package's test; the claim's test ran once and failed
	// why: the race report is gone: no race shown
}

// redteam35Held: attack rows the rules held (the why below each).
var redteam35Held = []redRow{
	{"pre-subj-v1-for-v2", "subjectAnswered", "The v2 export API is healthy.", "$ curl -i https://api.example/v1/export/healthz\nHTTP/1.1 200 OK\n\nok"},
	// why: v1 answered, not v2
	{"pre-echo-after-true", "printedBeforeStatus", "gofmt finds no unformatted files in the portal module.", "$ gofmt -l .\nbooking/fmt_bad.go\n$ true\n$ echo $?\n0"},
	// why: gofmt listed a file; the echoed status is of 'true'
	{"pre-fig-checkout-unpaid", "unaffirmedAfter listedFigure", "The checkout error no longer appears.", "The checkout error did not appear; 14 of 20 orders were left unpaid."},
	// why: 14 of 20 orders unpaid
	{"pre-abs-nothing-charged", "unaffirmedAfter absenceOpens", "The checkout error no longer appears.", "The checkout error did not appear; nothing was charged and no order was created."},
	// why: no charge and no order: checkout does nothing
	{"pre-coded-april-for-may", "codedNames", "Nordvarme's May 2026 energy report is ready.", "$ curl -i 'https://api.example/v1/energy/reports/2026-04?tenant=nordvarme'\nHTTP/1.0 200 OK\n\n{\"status\": \"ready\", \"tenant\": \"nordvarme\", \"period\": \"2026-04\"}"},
	// why: the April report is ready, not May's
	{"pre-coded-french-for-spanish", "codedNames", "The Spanish translation of the help center is published.", "$ curl -i https://help.example/api/translations/fr\nHTTP/1.1 200 OK\n\n{\"locale\": \"fr\", \"status\": \"published\"}"},
	// why: the French translation
	{"pre-coded-friday-for-monday", "codedNames", "The Monday digest was sent.", "HTTP/1.1 200 OK\n\n{\"digest\": \"friday\", \"status\": \"sent\"}"},
	// why: Friday's digest
	{"pre-coded-es-febrero", "codedNames", "El informe de marzo de Acme está listo.", "HTTP/1.1 200 OK\n\n{\"tenant\": \"acme\", \"period\": \"2026-02\", \"status\": \"ready\"}"},
	// why: es el informe de febrero
	{"pre-coded-german-en", "codedNames", "The German locale bundle is deployed.", "HTTP/1.1 200 OK\n\n{\"bundle\": \"locale-en\", \"deployed\": true}"},
	// why: the English bundle
	{"pre-excl-only-first-page", "exclusive", "v5.14.1 only changes the iOS app.", "$ git diff --stat v5.14.0..v5.14.1\n app/ios/Map.conf      | 1 +\n payments/deposit.conf | 1 +\n 2 files changed, 2 insertions(+)\n(only the first page of the diff shown)"},
	// why: payments/ changed too; 'only' is about the page shown
	{"pre-excl-porto-also", "exclusive", "The outage only affected the Lisbon region.", "The outage affected the Lisbon region from 09:00; Porto was affected too. Only partial data for Madrid."},
	// why: Porto was affected too
	{"pre-excl-es-oporto", "exclusive", "El cambio solo afecta a Lisboa.", "El cambio afecta a Lisboa y a Oporto; solo revisé los logs de hoy."},
	// why: también afecta a Oporto
	{"cond-service-stays-crashed", "conditionNamed", "The service restarts automatically when it crashes.", "The service crashed at 02:10 and was still crashed at 08:00; nobody restarted it."},
	// why: still crashed six hours later: no automatic restart
	{"pre-race-none-200-runs", "raceShown", "The cache has a data race.", "Ran go test -race ./cache 200 times: no 'WARNING: DATA RACE' in any run."},
	// why: no race report in 200 runs
	{"race-es-ninguno", "raceShown", "El contador tiene una condición de carrera.", "go test -race ./contador: ok en 50 ejecuciones, ni un solo WARNING: DATA RACE."},
	// why: ni un solo reporte de carrera
	{"pre-flaky-failfast", "flakyShown repeat count", "The checkout package tests fail intermittently.", "$ go test -count=10 -failfast ./checkout\n--- FAIL: TestTotals (0.00s)\n    totals_test.go:12: got 9, want 10\nFAIL\nFAIL\tshop/checkout\t0.01s"},
	// why: -failfast stopped at the first failure: one run, one failure
	{"flaky-es-abortado", "flakyShown repeat count", "Las pruebas del carrito fallan a veces.", "$ go test -count=20 -failfast ./carrito\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\tcarrito\t0.01s"},
	// why: una sola ejecución (-failfast), un solo fallo
	{"pre-flaky-zh-failfast", "flakyShown repeat count", "购物车测试偶发失败。", "$ go test -count=20 -failfast ./cart\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\tcart\t0.01s"},
	// why: -failfast：只跑了一次，失败一次
	{"flaky-named-skip", "flakyShown repeat count", "TestTotals is flaky.", "$ go test -run TestTotals -count=3 ./cart\n--- FAIL: TestTotals (0.00s)\n--- FAIL: TestTotals (0.00s)\n--- SKIP: TestTotals (0.00s)\n    cart_test.go:8: fixture missing\nFAIL\nFAIL\tshop/cart\t0.01s"},
	// why: two failures and a skip: no passing run
	{"flaky-named-timeout", "flakyShown repeat count", "TestTotals is flaky.", "$ go test -run TestTotals -count=50 ./cart\n--- FAIL: TestTotals (0.00s)\npanic: test timed out after 10m0s\nFAIL\tshop/cart\t600.01s"},
	// why: one failure then the binary timed out: no passing run shown
	{"flaky-named-failfast", "flakyShown repeat count", "TestTotals is flaky.", "$ go test -run TestTotals -count=10 -failfast ./cart\n--- FAIL: TestTotals (0.00s)\n    cart_test.go:12: got 9, want 10\nFAIL\nFAIL\tshop/cart\t0.01s"},
	// why: -failfast stopped after the first run: one failure, no pass
	{"flaky-named-panic", "flakyShown repeat count", "TestTotals is flaky.", "$ go test -run TestTotals -count=2 ./cart\n--- FAIL: TestTotals (0.00s)\n    cart_test.go:12: got 9, want 10\npanic: runtime error: assignment to entry in nil map\nFAIL\tshop/cart\t0.02s"},
	// why: one failure then a panic: no passing run
	{"pre-flaky-es-named-cancelled", "flakyShown repeat count", "TestTotal falla a veces.", "$ go test -run TestTotal -count=5 ./carrito\n--- FAIL: TestTotal (0.00s)\n--- FAIL: TestTotal (0.00s)\n--- FAIL: TestTotal (0.00s)\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\tcarrito\t0.04s\n(la quinta ejecución no llegó a correr: job cancelado)"},
	// why: falló en las 4 ejecuciones que corrieron; ninguna pasó
	{"pre-flaky-zh-named-failfast", "flakyShown repeat count", "TestTotal 偶发失败。", "$ go test -run TestTotal -count=10 -failfast ./cart\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\tcart\t0.01s"},
	// why: -failfast：只跑了一次
	{"pre-race-no-longer", "raceShown", "TestCounter has a data race.", "After the mutex fix 'WARNING: DATA RACE' no longer appears: go test -race -count=500 ./counter is clean."},
	{"pre-set-90s-old-30s", "settingNamed", "The 90 s heartbeat timeout is live on the Lisbon docks.", "Lisbon docks: heartbeat timeout after 30 s on every dock, the old value is still active."},
	// why: the timeout fires at 30 s, the old value; the 90 s setting is not live
	{"pre-set-idle-300s", "settingNamed", "The 30-second idle timeout is enforced on the gateway.", "gateway log: idle timeout fired for 14 connections after 300 s of silence."},
	// why: the idle timeout fired after 300 s, not 30 s: the 30-second setting is not what is enforced
	{"pre-set-pr-merged-deploy-friday", "settingNamed", "The 30-second idle timeout is enforced on the gateway.", "PR #412 'set idle timeout to 30 s' merged; the gateway deploy is scheduled for Friday."},
	// why: merged, not deployed: nothing is enforced yet
	{"pre-set-heartbeat-drop", "settingNamed", "The 90 s heartbeat timeout is live.", "heartbeat timeout on DS-40: connection dropped, dock offline for 12 minutes."},
	// why: a heartbeat timeout that dropped a dock is a failure; no sign of the 90 s value
	{"set-connect-60s", "settingNamed", "The 5 s connect timeout is enforced for the payments client.", "payments client: connect timeout enforced? No, the client waited 60 s before the connect timeout."},
	// why: the client waited 60 s: the 5 s timeout is not enforced
	{"set-timeout-to-90-reverted", "settingNamed", "The heartbeat timeout to 90s is live.", "heartbeat timeout to 90s was rolled out and then reverted at 11:20; docks use 30s again."},
	// why: reverted: the 90 s value is not live
	{"cond-upload-stalled-again", "conditionNamed", "The upload resumes automatically after it stalls.", "The upload stalled at 60% and stalled again after every retry until we cancelled it."},
	// why: it never resumed; it stalled again each time
	{"cond-breaker-upstream-fails", "conditionNamed", "The circuit breaker opens when the upstream fails.", "The upstream failed 50 times in a row and the client kept sending every request to it; all of them failed."},
	// why: the breaker never opened: every request still went to the failing upstream
	{"cond-fallback-timed-out", "conditionNamed", "The fallback page is served when the API times out.", "The API timed out and then the page timed out too: the browser showed ERR_TIMED_OUT."},
	// why: the page timed out: no fallback page was served
	{"cond-es-colgado", "conditionNamed", "El worker se reinicia solo cuando se cuelga.", "El worker se colgó a las 10:00 y sigue colgado a las 12:00."},
	// why: sigue colgado dos horas después: no se reinició
	{"cond-zh-stuck", "conditionNamed", "下载卡住后会自动恢复。", "下载在 60% 卡住，之后一直卡住，半小时后手动取消。"},
	// why: 一直卡住：没有自动恢复
	{"cond-retry-timed-out", "conditionNamed", "The job retries when the request times out.", "The request timed out; the job itself timed out right after and was never picked up again."},
	// why: the job was never picked up again: no retry
	{"cond-reconnect-drops", "conditionNamed", "The client reconnects when the connection drops.", "Dropped the connection at 10:00; the client dropped every later attempt too and showed 'offline' for 20 minutes."},
	// why: offline for 20 minutes: it did not reconnect
	{"cond-failover-primary-fails", "conditionNamed", "Traffic fails over to the replica when the primary fails.", "Killed the primary at 14:00: the primary failed and so did every write; traffic stayed on the primary until we restored it."},
	// why: traffic stayed on the primary: no failover
	{"snake-upstream-timeout-persists", "snakeName", "Requests no longer end in upstream_timeout.", "Since the deploy, 42 requests ended in upstream_timeout in the last hour."},
	// why: 42 requests still end in upstream_timeout: the harm persists
	{"snake-sync-failed-events", "snakeName", "The sync job no longer logs sync_failed events.", "sync job log since the deploy: 14 sync_failed events, the last at 10:42."},
	// why: 14 sync_failed events since the deploy
	{"snake-crash-reporter-down", "snakeName", "The crash_reporter service is up.", "crash_reporter: CrashLoopBackOff, 14 restarts in the last hour."},
	// why: CrashLoopBackOff is not up
	{"pre-snake-on-error-raised", "snakeName", "The on_error callback runs after a failed upload.", "Failed a 2 GB upload on purpose; on_error raised KeyError 'upload_id' and returned nothing."},
	// why: the callback raised: it did not run to its end
	{"snake-es-pago-fallido", "snakeName", "El job ya no registra eventos pago_fallido.", "Log del job desde el despliegue: 9 eventos pago_fallido, el último a las 10:42."},
	// why: 9 eventos pago_fallido desde el despliegue: persiste
	{"snake-retry-timeout-exceeded", "snakeName", "Calls no longer exceed retry_timeout_ms.", "payments client, last hour: 31 calls exceeded retry_timeout_ms (2000)."},
	// why: 31 calls still exceed it
	{"fig-es-sin-cobrar", "unaffirmedAfter listedFigure", "El error de pago ya no aparece.", "El error de pago no apareció; 12 pedidos quedaron sin cobrar."},
	// why: 12 pedidos sin cobrar
	{"fig-zh-empty-files", "unaffirmedAfter listedFigure", "导出不再崩溃。", "导出没有再崩溃，3 个文件都是空的。"},
	// why: 3 个文件都是空的
	{"abs-no-file-written", "unaffirmedAfter absenceOpens", "The export crash no longer happens.", "The crash did not happen, no file was written either."},
	// why: no file written: the export still does not work
	{"abs-es-ningun-pedido", "unaffirmedAfter absenceOpens", "El error de pago ya no aparece.", "El error de pago no apareció, ningún pedido se creó."},
	// why: ningún pedido se creó
	{"abs-zh-no-data", "unaffirmedAfter absenceOpens", "页面不再白屏。", "没有出现白屏，没有加载出任何数据。"},
	// why: 没有加载出任何数据
	{"abs-not-one-printed", "unaffirmedAfter absenceOpens", "The kiosk no longer freezes.", "No freeze today, not a single wristband printed."},
	// why: nothing printed: the kiosk did not work either
	{"pre-short-en-blank", "unaffirmedAfter short clause", "The PDF preview no longer errors.", "PDF preview: the error did not appear, blank."},
	// why: blank: the preview shows nothing
	{"stopped-es-borrador", "unaffirmedAfter harmStated gate", "Los usuarios dados de baja ya no reciben correos de marketing.", "El usuario de prueba dado de baja no recibió el correo, la campaña quedó en borrador."},
	// why: la campaña quedó en borrador: no se envió a nadie
	{"stopped-zh-push-down", "unaffirmedAfter harmStated gate", "退订用户不再收到推送。", "两台退订测试设备都没有收到推送，推送服务今天全天维护。"},
	// why: 推送服务全天维护：谁都收不到
	{"race-other-func", "raceShown", "Counter.Inc has a data race.", "==================\nWARNING: DATA RACE\nWrite at 0x00c000012345 by goroutine 9:\n  example.com/shop/metrics.(*Gauge).Set()\n==================\n--- FAIL: TestGaugeConcurrent (0.01s)\n    testing.go:1490: race detected during execution of test\nFAIL"},
	// why: the race is in Gauge.Set, not Counter.Inc
	{"race-grep-zero", "raceShown", "The cache has a data race.", "$ grep -c 'WARNING: DATA RACE' ci-race.log\n0"},
	// why: zero race reports in the log
	{"race-zh-none", "raceShown", "计数器存在数据竞争。", "go test -race 跑了 100 次，日志里没有 WARNING: DATA RACE。"},
	// why: 日志里没有 WARNING: DATA RACE
	{"race-doc-howto", "raceShown", "The metrics exporter has a race.", "CONTRIBUTING.md: if go test -race prints 'WARNING: DATA RACE', file a bug with the full report."},
	// why: documentation of what to do, not a report
	{"pre-race-named-test-other", "raceShown", "TestSyncRace has a data race.", "=== RUN   TestSyncRace\n--- PASS: TestSyncRace (0.04s)\n=== RUN   TestCacheFill\n==================\nWARNING: DATA RACE\n  example.com/shop/cache.(*Cache).Fill()\n==================\n--- FAIL: TestCacheFill (0.02s)\nFAIL"},
	// why: TestSyncRace passed; the race is TestCacheFill's
	{"subj-api-host-search", "subjectAnswered", "The payments API is healthy.", "$ curl -i https://api.example.com/search/healthz\nHTTP/1.1 200 OK\n\nok"},
	// why: the search service answered; 'api' in the host is no name of the payments API
	{"subj-service-catalog", "subjectAnswered", "The invoice service is healthy.", "$ curl -i https://prod.example.com/catalog-service/health\nHTTP/1.1 200 OK\n\n{\"status\":\"ok\"}"},
	// why: the catalog service answered
	{"subj-es-servicio", "subjectAnswered", "El servicio de facturas está sano.", "$ curl -i https://servicio.example/catalogo/salud\nHTTP/1.1 200 OK\n\nok"},
	// why: respondió el catálogo, no el servicio de facturas
	{"subj-no-address-search", "subjectAnswered", "The payments API is healthy.", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"service\": \"search\", \"status\": \"ok\"}"},
	// why: the body says the search service answered
	{"subj-zh-search", "subjectAnswered", "支付服务健康。", "$ curl -i https://api.example/search/healthz\nHTTP/1.1 200 OK\n\nok"},
	// why: 回答的是 search 服务
	{"subj-health-word", "subjectAnswered stateTerms", "The billing job is healthy.", "$ curl -i https://ops.example/healthz\nHTTP/1.1 200 OK\n\n{\"healthy\": true, \"component\": \"ops-gateway\"}"},
	// why: the ops gateway answered, not the billing job
	{"env-chrome-ua", "nameAbsent envName", "Checkout returns 200 on Safari.", "$ curl -i -A 'Mozilla/5.0 Chrome/124.0' https://shop.example/checkout\nHTTP/1.1 200 OK"},
	// why: a Chrome user agent, not Safari
	{"ok-lowercase-warn", "printedBeforeStatus okMarks", "Both broker certificates are valid for at least 30 more days.", "$ ./check-cert-expiry.sh\nmqtt.us1  days_left=120  ok\nmqtt.eu1  days_left=12   warn\n$ echo $?\n0"},
	// why: eu1 has 12 days left; the script marks it 'warn' in lower case
	{"ok-bracket-warn", "printedBeforeStatus okMarks", "Both broker certificates are valid for at least 30 more days.", "$ ./check-cert-expiry.sh\nmqtt.us1  days_left=120  [OK]\nmqtt.eu1  days_left=12   [WARN]\n$ echo $?\n0"},
	// why: eu1 has 12 days left
	{"ok-running-lag", "printedBeforeStatus okMarks", "All replicas have under 5 s of replication lag.", "$ ./check-replicas.sh\nreplica-1  lag=0s    RUNNING\nreplica-2  lag=340s  RUNNING\n$ echo $?\n0"},
	// why: replica-2 is 340 s behind
	{"ok-es-aviso", "printedBeforeStatus okMarks", "Ambos certificados son válidos por al menos 30 días más.", "$ ./revisar-certs.sh\nmqtt.us1  dias=120  ok\nmqtt.eu1  dias=12   aviso\n$ echo $?\n0"},
	// why: a eu1 le quedan 12 días
	{"echo-inline", "printedBeforeStatus", "No NACKs in today's bridge log.", "$ grep -c 'HL7 NACK' logs/bridge.log; echo $?\n7\n0"},
	// why: 7 NACKs
	{"echo-active-disk", "printedBeforeStatus okMarks", "Every node has under 80 % disk usage.", "$ ./disk-report.sh\nnode-a  disk=41%  ACTIVE\nnode-b  disk=97%  ACTIVE\n$ echo $?\n0"},
	// why: node-b at 97 %
	{"excl-zh-android", "exclusive", "此次变更仅影响 iOS。", "此次变更影响 iOS 和 Android，只检查了一天的数据。"},
	// why: 也影响 Android
	{"excl-hotfix-auth", "exclusive", "The hotfix only touches billing/.", "$ git show --stat HEAD\n billing/rate.go  |  2 +-\n auth/session.go  | 40 +++---\n 2 files changed (only whitespace in rate.go)"},
	// why: auth/session.go changed too
	{"cond-pod-still-crashed", "conditionNamed", "The pod restarts automatically when it crashes.", "The pod crashed at 10:00; at 10:30 it is still crashed and nothing has touched it."},
	// why: still crashed half an hour later: no restart
	{"cond-es-sigue-fallando", "conditionNamed", "El servicio se reinicia solo cuando falla.", "El servicio falló a las 10:00 y a las 11:00 seguía fallando; nadie lo reinició."},
	// why: seguía fallando una hora después: no se reinició
	{"cond-zh-still-crashed", "conditionNamed", "服务崩溃后会自动重启。", "服务 10:00 崩溃，到 11:00 仍然处于崩溃状态。"},
	// why: 一小时后仍然崩溃：没有自动重启
	{"cond-job-still-failed", "conditionNamed", "The job is retried when it fails.", "The job failed at 02:00 and at 09:00 it still shows failed, attempt 1 of 5."},
	// why: attempt 1 of 5 seven hours later: never retried
	{"cond-upload-still-stalled", "conditionNamed", "The upload resumes after it stalls.", "The upload stalled at 60 % and is still stalled an hour later."},
	// why: still stalled an hour later
	{"cond-crashes-when-crashes", "conditionNamed", "The app shows a crash report dialog when it crashes.", "The app crashed 3 times during the test and each time it crashed straight to the home screen."},
	// why: straight to the home screen: no dialog shown
	{"race-zh-no-longer", "raceShown", "计数器有数据竞争。", "加锁之后 WARNING: DATA RACE 不再出现，go test -race 跑了 500 次都干净。"},
	// why: 不再出现：没有竞争
	{"race-es-ya-no", "raceShown", "El caché tiene una carrera de datos.", "Tras el mutex ya no sale WARNING: DATA RACE en go test -race ./cache."},
	// why: ya no sale el reporte
}

// redteam35AlarmsBroken: false alarms found — content that plainly affirms
// the claim and is refused today (the why below each).
var redteam35AlarmsBroken = []redRow{
	{"pre-univ-express-subset", "bodyNoop universal shortfall", "All orders of batch 88 were shipped.", "$ curl -i https://wms.example/api/batches/88\nHTTP/1.1 200 OK\n\n{\"batch\": 88, \"total\": 120, \"shipped\": 120, \"express\": 30}"},
	// why: 120 of 120 shipped; express is a subset
	{"pre-univ-restarts", "bodyNoop universal shortfall", "All 12 worker replicas are ready.", "$ curl -i https://k8s.example/apis/apps/v1/namespaces/prod/deployments/worker\nHTTP/1.1 200 OK\n\n{\"total\": 12, \"ready\": 12, \"restarts\": 3}"},
	// why: 12 of 12 ready
	{"pre-univ-es-por-email", "bodyNoop universal shortfall", "Todas las facturas del lote 7 se enviaron.", "$ curl -i https://facturas.example/api/lotes/7\nHTTP/1.1 200 OK\n\n{\"lote\": 7, \"total\": 40, \"enviadas\": 40, \"por_email\": 25, \"por_correo\": 15}"},
	// why: 40 de 40 enviadas
	{"pre-code-http3", "otherIdent short codes", "HTTP2 is enabled on the edge.", "edge config: http2 enabled, http3 disabled."},
	// why: http2 enabled
	{"pre-han-as-planned", "tellsFuture Han", "支付服务的超时配置已更新为 30 秒。", "已按计划将支付服务的超时配置更新为 30 秒，并已在生产环境验证生效。"},
	// why: 按计划 = as planned, done and verified
	{"pre-han-migration-done", "tellsFuture Han", "数据库迁移已完成。", "数据库迁移已于昨晚 02:00 按计划完成，共迁移 1,204 张表，无报错。"},
	// why: 已按计划完成
	{"pre-han-online-users", "tellsFuture Han", "在线用户已迁移到新集群。", "已将在线用户全部迁移到新集群，共 3,201 个。"},
	// why: 将在线 is 将 + 在线用户, not 将在
	{"pre-han-cron-task", "tellsFuture Han", "夜间备份计划任务运行成功。", "夜间备份计划任务今天 02:00 运行成功，耗时 4 分钟。"},
	// why: 计划任务 is a scheduled task, and it ran
	{"han-release-other-env", "tellsFuture Han", "新版本已发布到生产环境。", "新版本已在周二发布到生产环境，打算下周再发布到测试环境。"},
	// why: 生产环境已发布; the plan is the other environment
	{"pre-excl-zh-ios", "exclusive", "此次变更仅影响 iOS 应用。", "$ git diff --stat v5.14.0..v5.14.1\n app/ios/Map.conf | 1 +\n app/ios/VERSION  | 2 +-\n 2 files changed, 2 insertions(+), 1 deletion(-)"},
	// why: 改动的文件全在 app/ios
	{"pre-okmark-streaming", "printedBeforeStatus okMarks", "Both replicas are streaming with under 5 s of lag.", "$ ./check-replicas.sh\nreplica-1  lag=0s  STREAMING\nreplica-2  lag=1s  STREAMING\n$ echo $?\n0"},
	// why: both streaming, 0 s and 1 s behind
	{"pre-name-postgres-patroni", "nameAbsent", "The Postgres primary is healthy.", "$ curl -i http://db-primary:8008/health\nHTTP/1.1 200 OK\n\n{\"state\": \"running\", \"role\": \"primary\"}"},
	// why: the primary's own health endpoint answered running
}

// redteam35AlarmsHeld: affirming rows still read as affirming.
var redteam35AlarmsHeld = []redRow{
	{"name-kafka-consumer", "nameAbsent", "The Kafka consumer for orders is healthy.", "$ curl -i http://orders-consumer:8080/healthz\nHTTP/1.1 200 OK\n\n{\"status\": \"UP\"}"},
	// why: the orders consumer's own health check answered UP
	{"name-lisbon-by-id", "nameAbsent", "The Lisbon station LIS-0042 is online.", "$ curl -i http://localhost:8080/v1/stations/LIS-0042\nHTTP/1.1 200 OK\n\n{\"station\": \"LIS-0042\", \"status\": \"online\"}"},
	// why: the station the claim names by its id answered online; 'Lisbon' is its description
	{"name-hyphenated-tenant", "nameAbsent", "Nordvarme's May 2026 energy report is ready.", "$ curl -i 'https://api.example/v1/energy/reports/2026-05?tenant=nord-varme'\nHTTP/1.0 200 OK\n\n{\"status\": \"ready\", \"tenant\": \"nord-varme\"}"},
	// why: the tenant slug is the claim's name hyphenated
	{"subj-pay-svc", "subjectAnswered", "The payments service is healthy.", "$ curl -i http://payments-svc.internal:8080/healthz\nHTTP/1.1 200 OK\n\nok"},
	// why: payments-svc is the payments service
	{"subj-login-page", "subjectAnswered", "The login page loads.", "$ curl -I https://app.example.com/login\nHTTP/2 200\ncontent-type: text/html"},
	// why: the login page returned 200
	{"count-broken-docks", "bodyCounts", "LIS-0042 has at least 10 free docks right now.", "$ curl -i -s http://localhost:8080/v1/stations/LIS-0042\nHTTP/1.1 200 OK\n\n{\"station\": \"LIS-0042\", \"docks_available\": 12, \"docks_broken\": 3, \"docks_total\": 20}"},
	// why: 12 free docks; the 3 broken ones are not what the bound counts
	{"count-queue-processed", "bodyCounts", "The orders queue has fewer than 100 messages.", "$ curl -i http://rabbit:15672/api/queues/%2F/orders\nHTTP/1.1 200 OK\n\n{\"name\": \"orders\", \"messages\": 15, \"messages_ready\": 12, \"messages_unacked\": 3, \"messages_processed_total\": 48213}"},
	// why: 15 messages in the queue; 48213 is the count ever processed
	{"count-unavailable-zero", "bodyCounts", "At least 3 api replicas are ready.", "$ curl -s -i https://k8s.example/apis/apps/v1/namespaces/prod/deployments/api\nHTTP/1.1 200 OK\n\n{\"replicas\": 5, \"ready_replicas\": 5, \"unavailable_replicas\": 0}"},
	// why: 5 ready replicas; 0 unavailable is good news
	{"count-es-averiados", "bodyCounts", "La estación LIS-0042 tiene al menos 10 anclajes libres.", "$ curl -i http://localhost:8080/v1/estaciones/LIS-0042\nHTTP/1.1 200 OK\n\n{\"estacion\": \"LIS-0042\", \"anclajes_libres\": 12, \"anclajes_averiados\": 2}"},
	// why: 12 anclajes libres
	{"count-limit-field", "bodyCounts", "The cart of user 42 holds at most 50 items.", "$ curl -i https://shop.example/api/carts/42\nHTTP/1.1 200 OK\n\n{\"user\": 42, \"items\": 12, \"items_limit\": 50}"},
	// why: 12 items; 50 is the limit
	{"univ-pending-firmware", "bodyNoop universal shortfall", "Bridge HB2-1203 has all of its Zigbee sensors back.", "$ curl -i https://api.example/eu1/v1/bridges/HB2-1203/devices\nHTTP/1.0 200 OK\n\n{\"bridge\": \"HB2-1203\", \"zigbee\": {\"joined\": 14, \"expected\": 14, \"missing\": [], \"pending_firmware\": [\"0x1a\"]}}"},
	// why: 14 of 14 joined, none missing; a firmware update pending is another matter
	{"excl-all-ios", "exclusive", "v5.14.1 only changes the iOS app.", "$ git diff --stat v5.14.0..v5.14.1\n app/ios/Map.conf | 1 +\n app/ios/VERSION  | 2 +-\n 2 files changed, 2 insertions(+), 1 deletion(-)"},
	// why: every changed file is under app/ios
	{"revert-other", "covers Revert", "The quiet-hours fix ships in v4.12.1.", "$ git log --oneline v4.12.0..v4.12.1\na4f5c9b Revert \"chore: bump eslint\"\nb0798bb fix(reminders): respect quiet hours"},
	// why: the revert is of a lint bump; the fix ships
	{"never-returns-error", "failure phrases", "The health endpoint never returns an error under load.", "Under 500 rps for 10 minutes the health endpoint never returned an error: 300,000 requests, all 200."},
	// why: 300,000 requests, all 200
	{"name-bridge-upper-id", "nameAbsent", "Bridge HB2-1203 is online.", "$ curl -i https://api.example/v1/bridges/HB2-1203\nHTTP/1.1 200 OK\n\n{\"bridge\": \"HB2-1203\", \"status\": \"online\"}"},
	// why: the bridge itself answered online
	{"name-es-acme", "nameAbsent", "El informe de mayo de Acme está listo.", "$ curl -i 'https://api.example/v1/reports/2026-05?tenant=acme'\nHTTP/1.1 200 OK\n\n{\"cliente\": \"acme\", \"estado\": \"listo\"}"},
	// why: el informe de Acme de 2026-05 está listo
	{"name-zh-nordvarme", "nameAbsent", "Nordvarme 的五月能源报告已生成。", "$ curl -i 'https://api.example/v1/energy/reports/2026-05?tenant=nordvarme'\nHTTP/1.0 200 OK\n\n{\"status\": \"ready\", \"tenant\": \"nordvarme\"}"},
	// why: Nordvarme 的 2026-05 报告 ready
	{"subj-resizer", "subjectAnswered", "The image resizer is healthy.", "$ curl -i https://img.example.com/resizer/healthz\nHTTP/1.1 200 OK\n\n{\"status\": \"ok\"}"},
	// why: the resizer's own health check
	{"subj-es-pedidos", "subjectAnswered", "La API de pedidos está sana.", "$ curl -i https://tienda.example/api/pedidos/salud\nHTTP/1.1 200 OK\n\n{\"estado\": \"ok\"}"},
	// why: respondió la salud de la API de pedidos
	{"val-v-prefix", "valueAbsent 2xx", "booking-api v4.13.0 is deployed.", "$ curl -i http://portal-api.example/version\nHTTP/1.1 200 OK\n\n{\"service\": \"booking-api\", \"version\": \"4.13.0\"}"},
	// why: 4.13.0 is v4.13.0
	{"val-minor-only", "valueAbsent 2xx", "booking-api 4.13 is deployed.", "$ curl -i http://portal-api.example/version\nHTTP/1.1 200 OK\n\n{\"service\": \"booking-api\", \"version\": \"v4.13\"}"},
	// why: v4.13 is 4.13
	{"univ-battery-low", "bodyNoop universal shortfall", "All 14 sensors of bridge HB2-1203 are online.", "$ curl -i https://api.example/v1/bridges/HB2-1203/sensors\nHTTP/1.1 200 OK\n\n{\"bridge\": \"HB2-1203\", \"sensors_online\": 14, \"sensors_total\": 14, \"battery_low\": 2}"},
	// why: 14 of 14 online; two low batteries are no shortfall of 'online'
	{"code-checked-from-eu1", "otherIdent short codes", "The us1 cluster is healthy.", "us1 cluster: healthy, all 9 nodes Ready (checked from the eu1 bastion)."},
	// why: us1 healthy; eu1 is where it was checked from
	{"code-ipv4-ipv6", "otherIdent short codes", "The ipv6 listener is up.", "listeners: ipv4 up, ipv6 up on :443."},
	// why: ipv6 up
	{"code-zh-eu1-queued", "otherIdent short codes", "us1 区域的报告已生成。", "us1 区域的报告已生成，eu1 区域的还在排队。"},
	// why: us1 的已生成
	{"code-es-eu1-maint", "otherIdent short codes", "El clúster eu2 está sano.", "eu2: sano, 9 nodos listos; eu1 en mantenimiento."},
	// why: eu2 sano
	{"cmd-echo-line", "withoutCommandLines", "The cart module builds.", "$ go build ./cart/... && echo build ok\nbuild ok"},
	// why: the build ran and printed its ok
	{"cmd-rollout", "withoutCommandLines", "The api deployment rolled out successfully.", "$ kubectl rollout status deploy/api\ndeployment \"api\" successfully rolled out"},
	// why: kubectl's own output
	{"val-as-planned-en", "valueDenied plan", "HX3-0311 runs firmware 4.12.0.", "As planned, HX3-0311 was moved to 4.12.0 at 02:10; fw --version now prints 4.12.0."},
	// why: it prints 4.12.0 now
	{"gaveup-never", "failure phrases", "The worker retries every failed job until it succeeds.", "Failed 40 jobs on purpose: the worker never gave up, and all 40 succeeded on a later retry."},
	// why: all 40 retried until they succeeded
	{"flaky-prose-runs", "flakyShown", "The sync spec is flaky.", "Ran the sync spec 10 times locally: 7 passed, 3 failed with 'timeout waiting for ack'."},
	// why: 7 passes and 3 failures of the same spec
	{"name-es-mayo-tenant", "nameAbsent", "El informe de Nordvarme está listo.", "$ curl -i 'https://api.example/v1/reports?tenant=NORDVARME'\nHTTP/1.1 200 OK\n\n{\"estado\": \"listo\"}"},
	// why: el informe del tenant NORDVARME está listo
}

// alarmAffirms reports whether a row affirms its claim, as runAffirmRows's
// check with want "affirms" needs (for a claim of a failure, a failing
// reading that affirms: "fail" with Affirms), and how it read.
func alarmAffirms(tc redRow) (bool, string) {
	r := NewClaim(tc.claim).ReadAll([]Input{{Content: tc.content}})[0]
	got := r.Word()
	green := r.Affirms && got != "hedge" && got != "hearsay"
	return green, "reads " + got + " (affirms " + map[bool]string{true: "true", false: "false"}[r.Affirms] + ", rule " + r.Rule + ", wanted " + r.Wanted + ")"
}

func TestRedteam35Held(t *testing.T) { runRedHeld(t, redteam35Held) }

func TestRedteam35Broken(t *testing.T) { runRedBroken(t, redteam35Broken, "redteam35Held") }

func TestRedteam35AlarmsHeld(t *testing.T) { runAlarmsHeld(t, redteam35AlarmsHeld) }

func TestRedteam35AlarmsBroken(t *testing.T) {
	runAlarmsBroken(t, redteam35AlarmsBroken, "redteam35AlarmsHeld")
}
