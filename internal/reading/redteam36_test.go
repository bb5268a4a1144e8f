package reading

import "testing"

// Red team 36: inputs aimed at the mechanisms of session 36 (the diff
// 56200f1..0eaab76). Attack rows aim at the rules relaxed so that more
// content affirms a claim, or a failure reads as none — a fix claim's harm
// found by where it stands (namedHarm: after an intermittency mark, before
// a relative clause that says it happens, before a problem noun) said
// absent; 不再/没再/再也没有 read as one negation; a Chinese comma ending a
// clause and a parenthesis opening a before span; region names and "for
// <Name>"/"para <Nombre>" slots (sameRegion, sameName); otherCodePart;
// table headers and SQL prompt lines dropped; a body state the claim
// states (pendingValue); countNoun; spanLed; thingNamed; inParens. Every
// attack row must NOT be green (redGreen, redteam34_test.go).
//
// Alarm rows aim at the new restrictions: content an expert reads as
// plainly affirming that the reader may now refuse — region names against
// cloud codes, "for" names, site codes inside file names, tableHeader,
// commandLine's SQL prompts, thingNamed, countNoun, spanLed, 还在/仍在.
// Every alarm row must read "affirms" (alarmAffirms, redteam35_test.go).
//
// The …Broken lists hold the rows that fail today: each is skipped, and
// fails once it holds, so that it moves to its …Held list. Rows named
// "pre-…" read the same wrong way at 56200f1 (before session 36): an attack
// row green there, an alarm row refused there; the others became green, or
// refused, with session 36's changes, or hold both before and after.

// redteam36Broken: false greens found (claim, content; the why below each).
var redteam36Broken = []redRow{
	{"harm-tv-vs-android", "namedHarm other subject", "The intermittent disconnect on the TV app is fixed.", "After the patch we streamed 40 sessions on the Android app: no disconnects."},
	// why: the sessions ran on Android, not the TV app
	{"pre-harm-no-fix-yet", "namedHarm absent", "The disconnect issue on the TV app is fixed.", "No fix for the disconnect issue on the TV app yet; the vendor is looking at it."},
	// why: no fix yet: the harm is not said absent
	{"pre-harm-rel-stall-other", "namedHarm relative clause", "The stall that sometimes happens in the web player is fixed.", "Played 20 videos in the iOS app after the patch: no stalls."},
	// why: the iOS app, not the web player
	{"harm-once", "namedHarm intermittent single run", "The intermittent disconnect on the TV app is fixed.", "Streamed one 5-minute session on the TV app after the patch: no disconnect."},
	// why: one short session cannot show an intermittent harm is gone
	{"pre-zh-buzai-config", "不再 negation", "导出任务不再超时。", "导出任务的超时时间不再是 30 秒，改成了 300 秒。"},
	// why: a setting changed; nothing observed
	{"pre-region-none-given", "region name slot", "Live-class latency in APAC is below 3 seconds.", "Live-class latency measured 2.1 s in Tuesday's class."},
	// why: no region given
	{"pre-for-northwind-traders", "for Name sameName", "The payout dashboard loads for Northwind University.", "The payout dashboard loads fine for Northwind Traders."},
	// why: Northwind Traders is another customer
	{"pre-for-acme-other", "for Name sameName", "The export works for Acme Health.", "The export works for Acme Logistics: 40 files written."},
	// why: another Acme tenant
	{"pre-for-university-other", "for Name sameName", "SSO login works for University of Lisbon.", "SSO login works for University of Porto: 12 test accounts signed in."},
	// why: another university
	{"pre-for-es-banco", "para Nombre sameName", "El panel de pagos carga para Banco Norte.", "El panel de pagos carga bien para Banco Sur."},
	// why: otro banco
	{"pre-for-the-times", "for Name stop word", "The paywall works for The Guardian.", "The paywall works for The Times: 30 articles gated."},
	// why: another paper
	{"pre-code-len-differs", "otherCodePart", "The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py slotmap-bcn12.json\nOK: 412 bins, 0 violations\n$ echo $?\n0"},
	// why: another site's file (BCN12)
	{"pre-code-no-site", "otherCodePart", "The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py slotmap.json\nOK: 412 bins, 0 violations\n$ echo $?\n0"},
	// why: which site's map is not shown
	{"pre-sql-txn-prompt", "commandLine", "The schema v7 migration is applied for tenant qiaoma.", "qiaoma=*> SELECT tenant, version, applied FROM schema_migrations WHERE tenant = 'qiaoma';\n tenant | version | applied\n--------+---------+---------\n qiaoma |       7 | f\n(1 row)"},
	// why: applied = f
	{"pre-sql-oracle-prompt", "commandLine", "The reindex job completed.", "SQL> SELECT status FROM jobs WHERE name = 'reindex' AND status = 'COMPLETED';\n\nno rows selected"},
	// why: no completed row
	{"pre-sql-mariadb-prompt", "commandLine", "The reindex job completed.", "MariaDB [ops]> SELECT name FROM jobs WHERE name = 'reindex' AND state = 'completed';\nEmpty set (0.00 sec)"},
	// why: no completed row
	{"pre-span-es-cache", "spanLed", "La caché guarda las entradas durante como máximo 60 s.", "La caché guardó la entrada durante 600 s."},
	// why: 600 s, no como máximo 60
	{"pre-span-zh-export", "spanLed", "导出在 60 秒内完成。", "导出持续了 300 秒才完成。"},
	// why: 300 秒
	{"pre-thing-error-notification", "thingNamed", "The deploy to production succeeded.", "The deploy to production finished; Slack got the error notification from the pipeline."},
	// why: an error notification: it failed
	{"pre-parens-zh-night", "inParens", "3 号线的合流口不再卡箱了。", "我这班 3 号线合流口没有卡箱（夜班卡了 9 次）。"},
	// why: 夜班卡了 9 次
}

// redteam36Held: attack rows the rules held (the why below each).
var redteam36Held = []redRow{
	{"harm-issue-login", "namedHarm by problem noun", "The login issue is fixed.", "After the patch no login was possible at all: every attempt returns to the sign-in form."},
	// why: nobody can log in
	{"harm-random-logout", "namedHarm mark", "The random logout on iOS is fixed.", "There is no logout button on iOS after the patch, so we could not test it."},
	// why: untested; the button is missing
	{"harm-beside-frozen", "namedHarm harm beside", "The intermittent disconnect on the TV app is fixed.", "Streamed 40 sessions on the TV app after the patch: no disconnects, but every stream froze after 2 minutes."},
	// why: every stream froze
	{"harm-es-sin-sesion", "namedHarm mark after", "El cierre de sesión intermitente está resuelto.", "Tras el cambio la app se queda sin sesión cada 5 minutos."},
	// why: la sesión se sigue cerrando
	{"harm-zh-corrupt", "namedHarm harm beside", "Android 离线下载偶发中断的问题已修复。", "修复后在 Android 上下载 50 次，没有中断，但有 12 个文件损坏无法打开。"},
	// why: 12 个文件损坏
	{"span-export-300s", "spanLed", "The export finishes in under 60 s.", "The export ran for 300 s and finished."},
	// why: 300 s, not under 60 s
	{"thing-failure-queue", "thingNamed", "The export job succeeds.", "The export job finished and went to the failure queue."},
	// why: it went to the failure queue
	{"state-no-longer-running", "body state stated", "The migration is no longer running.", "HTTP/1.1 200 OK\n\n{\"job\": \"migration\", \"state\": \"RUNNING\"}"},
	// why: it is still running
	{"state-not-queued", "body state stated", "The import is no longer queued.", "HTTP/1.1 200 OK\n\n{\"import\": 88, \"status\": \"queued\"}"},
	// why: still queued
	{"harm-not-tested", "namedHarm absent", "The intermittent disconnect on the TV app is fixed.", "We have not checked whether disconnects still happen on the TV app."},
	// why: nothing was checked
	{"harm-no-timeout-hangs", "namedHarm absent", "The timeout issue in the export job is fixed.", "Export job after the patch: no timeout, it just hangs forever and never finishes."},
	// why: the job hangs: worse than a timeout
	{"harm-logging-off", "namedHarm absent", "The timeout issue in the export job is fixed.", "No timeouts in the export job logs, but logging was disabled during the run."},
	// why: no logs, so no timeouts could show
	{"harm-bug-checkout", "namedHarm by problem noun", "The checkout bug is fixed.", "Since the fix no checkout has completed; carts sit at the payment step."},
	// why: no checkout completes
	{"harm-problem-sync", "namedHarm by problem noun", "The sync problem on Android is fixed.", "On Android no sync has run since the patch; the sync worker is disabled."},
	// why: nothing synced
	{"harm-rel-export", "namedHarm relative clause", "The export that sometimes fails is fixed.", "No export ran after the fix; the export scheduler is paused."},
	// why: no export ran
	{"harm-periodic-timeout-hang", "namedHarm mark", "The periodic sync timeout is fixed.", "After the patch there is no timeout set on the sync anymore; it now hangs until killed."},
	// why: the sync hangs
	{"harm-es-chrome", "namedHarm other subject", "El corte que a veces ocurre en las clases de Safari está resuelto.", "Tras el cambio abrimos 30 clases en Chrome: sin cortes."},
	// why: Chrome, no Safari
	{"harm-es-no-carga", "namedHarm absent", "El corte que a veces ocurre en las clases de Safari está resuelto.", "En Safari no hubo cortes porque las clases no llegaron a cargar."},
	// why: las clases no cargan
	{"harm-es-todavia-no", "namedHarm absent", "El bloqueo intermitente del lector está resuelto.", "Todavía no hemos probado si hay bloqueos en el lector."},
	// why: no se probó
	{"harm-es-rel-export", "namedHarm relative clause", "La exportación que a veces falla está arreglada.", "Sin exportaciones desde el cambio: el job está pausado."},
	// why: no se exportó nada
	{"harm-es-rel-sync", "namedHarm relative clause", "La sincronización que a veces se cuelga está resuelta.", "No hubo ninguna sincronización tras el parche; el servicio está apagado."},
	// why: no hubo sincronización
	{"harm-zh-ios", "namedHarm other subject", "Android 离线下载偶发中断的问题已修复。", "修复后在 iPhone 上下载 50 次，没有中断。"},
	// why: iPhone，不是 Android
	{"harm-zh-first-char", "namedHarm first character", "Android 离线下载偶发中断的问题已修复。", "修复后在 Android 上离线下载：没有中文界面，下载 12 次失败了 4 次。"},
	// why: 没有中文 is not 没有中断; 4 次失败
	{"harm-zh-pay-problem", "namedHarm problem noun", "支付问题已修复。", "修复后还没有支付成功过，订单都卡在待支付。"},
	// why: 没有支付成功
	{"harm-zh-timeout-error", "namedHarm mark", "导出偶尔超时的问题已修复。", "修复后导出没有超时，直接报错退出了。"},
	// why: 报错退出
	{"zh-zaiyemei-not-run", "再也没有 negation", "导出任务不再超时。", "修复后再也没有跑过导出任务。"},
	// why: no export ran since
	{"zh-meizai-not-tested", "没再 negation", "导出任务不再超时。", "修复后没再测过导出任务超时的情况。"},
	// why: not tested again
	{"zh-buzai-hope", "不再 negation", "iOS 应用恢复下载时不再闪退。", "希望这次修复后 iOS 应用恢复下载时不再闪退，还没验证。"},
	// why: a hope, not verified
	{"zh-buzai-if", "不再 negation", "导出任务不再超时。", "如果改成异步，导出任务就不再超时了。"},
	// why: a conditional
	{"zh-comma-before", "Chinese comma clause break", "导出不再失败。", "修复后导出 20 次，和修复前一样，失败 5 次。"},
	// why: still fails 5 of 20
	{"paren-after-inside", "parenthesis opens before span", "The export no longer fails.", "Exported 20 times (before the fix: same result, 5 of 20 failed, and 5 of 20 still fail now)."},
	// why: 5 of 20 still fail now
	{"zh-paren-now", "parenthesis opens before span", "导出不再失败。", "修复前导出失败 5 次（修复后仍失败 3 次）。"},
	// why: 修复后仍失败 3 次
	{"region-measured-from", "region name slot", "Live-class latency in APAC is below 3 seconds.", "Measured from the APAC office against us-east-1: 2.1 s glass-to-glass."},
	// why: the measurement is of us-east-1
	{"pre-region-emea-empty", "region name slot", "Checkout latency in EMEA is below 300 ms.", "EMEA dashboard is empty today; us-east-1 checkout p95: 210 ms."},
	// why: EMEA has no figure
	{"region-emea-mixed", "region name slot", "Checkout latency in EMEA is below 300 ms.", "Checkout p95 in eu-west-1: 210 ms; in me-south-1: 900 ms."},
	// why: me-south-1 is in EMEA and over 300 ms
	{"pre-for-named-other-role", "for Name named", "The payout dashboard loads for Northwind University.", "Asked the Northwind University admin to wait; the payout dashboard loads for Acme Upskill."},
	// why: it loads for Acme Upskill
	{"pre-code-underscore", "otherCodePart", "The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py slotmap_rtm1.json\nOK: 412 bins, 0 violations\n$ echo $?\n0"},
	// why: another site's file (RTM1)
	{"pre-code-upper", "otherCodePart", "The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py SLOTMAP-RTM1.json\nOK: 412 bins, 0 violations\n$ echo $?\n0"},
	// why: another site's file (RTM1)
	{"table-no-pipes", "tableHeader", "The schema v7 migration is applied for tenant qiaoma.", "tenant  version  applied\nqiaoma  7        f"},
	// why: applied = f
	{"count-sometimes-500", "countNoun", "The upload endpoint works now.", "After the deploy, POST /upload returns 500 sometimes."},
	// why: it fails with 500
	{"count-always-502", "countNoun", "The reports page loads.", "GET /reports returns 502 always, since the deploy."},
	// why: 502 every time
	{"count-es-algunas", "countNoun", "La subida funciona.", "Tras el despliegue, POST /subida devuelve 500 algunas veces."},
	// why: falla con 500
	{"span-spinner", "spanLed", "The page loads in under 2 seconds.", "The page showed a spinner for 9 seconds, then loaded."},
	// why: 9 s to load
	{"span-lock-held", "spanLed", "The job holds the lock for at most 5 s.", "The job held the lock for 42 s."},
	// why: 42 s, over the 5 s bound
	{"span-breaker-open", "spanLed", "The circuit breaker stays open for at most 30 s.", "The breaker stayed open for 120 s after the outage."},
	// why: 120 s open
	{"span-zh-retry", "spanLed", "重试最多持续 30 秒。", "重试持续了 120 秒。"},
	// why: 120 秒
	{"thing-crash-report", "thingNamed", "The app no longer crashes on launch.", "On launch this morning a crash report was sent to Crashlytics from my phone."},
	// why: a crash report: it crashed
	{"thing-failure-email", "thingNamed", "The nightly backup succeeds.", "This morning we got the failure email for the nightly backup again."},
	// why: the backup failed
	{"thing-timeout-warning", "thingNamed", "The sync completes without timeouts.", "The sync completed with a timeout warning on 3 of 40 shards."},
	// why: 3 shards timed out
	{"state-finished-running", "body state stated", "The backup job finished running.", "HTTP/1.1 200 OK\n\n{\"job\": \"backup\", \"state\": \"RUNNING\"}"},
	// why: still running
	{"state-keeps-running", "body state stated", "The reindex completes while the API keeps running.", "HTTP/1.1 200 OK\n\n{\"job\": \"reindex\", \"state\": \"RUNNING\"}"},
	// why: the reindex is still running
	{"parens-current-count", "inParens", "The app no longer crashes on launch.", "No crash on launch in my test (3 crashes reported by users today)."},
	// why: 3 crashes today
	{"parens-es-prod", "inParens", "El lector ya no se bloquea.", "Sin bloqueos en mi prueba (4 bloqueos hoy en producción)."},
	// why: 4 bloqueos hoy
}

// redteam36AlarmsBroken: false alarms found — content that plainly affirms
// the claim and is refused today (the why below each).
var redteam36AlarmsBroken = []redRow{
	{"region-origin-account", "region slots", "Live-class latency in APAC is below 3 seconds.", "Live-class latency probes in ap-southeast-2 and ap-southeast-1 measured 2.1 s and 1.8 s, run from our us-east-1 monitoring account."},
	// why: APAC regions under 3 s; us-east-1 is where the probe ran from
	{"table-md", "tableHeader", "The schema v7 migration is applied for tenant qiaoma.", "| tenant | version | applied |\n|---|---|---|\n| qiaoma | 7 | yes |"},
	// why: applied = yes
	{"sql-psql-yes", "commandLine", "The schema v7 migration is applied for tenant qiaoma.", "db=> SELECT tenant, version, applied FROM schema_migrations WHERE tenant = 'qiaoma';\n tenant | version | applied\n--------+---------+---------\n qiaoma |       7 | t\n(1 row)"},
	// why: applied = t
	{"pre-span-es-bloqueo", "spanLed", "El job mantiene el bloqueo durante menos de 5 s.", "El job mantuvo el bloqueo durante 1,2 s."},
	// why: 1,2 s
}

// redteam36AlarmsHeld: affirming rows still read as affirming.
var redteam36AlarmsHeld = []redRow{
	{"region-nordics", "region slots", "Checkout latency in the Nordics is below 300 ms.", "eu-north-1 (Stockholm) checkout p95: 120 ms over the last hour."},
	// why: Stockholm is in the Nordics
	{"region-anz", "region slots", "Live-class latency in ANZ is below 3 seconds.", "ap-southeast-2 (Sydney): live-class glass-to-glass latency 1.9 s."},
	// why: Sydney is in ANZ
	{"region-apj", "region slots", "Checkout latency in APJ is below 300 ms.", "ap-northeast-1 (Tokyo) checkout p95: 140 ms."},
	// why: Tokyo is in APJ
	{"region-mena", "region slots", "Checkout latency in MENA is below 300 ms.", "me-south-1 (Bahrain) checkout p95: 180 ms."},
	// why: Bahrain is in MENA
	{"for-browsers", "for Name slots", "The payout dashboard loads for Northwind University.", "Signed in as a Northwind admin. The payout dashboard loads for Chrome and Safari users alike."},
	// why: Northwind's dashboard loads; Chrome and Safari are browsers
	{"for-es-navegadores", "para Nombre slots", "El panel de pagos carga para Northwind University.", "Entré como admin de Northwind. El panel de pagos carga para Chrome y Firefox."},
	// why: carga para Northwind; Chrome y Firefox son navegadores
	{"thing-error-overlay", "thingNamed", "The app shows an error when it is offline.", "Turned on airplane mode: the app shows an error overlay 'You are offline'."},
	// why: the error shows
	{"thing-error-panel", "thingNamed", "Checkout shows an error for expired cards.", "Paid with an expired card: checkout shows the error panel 'Card expired' and does not charge."},
	// why: the error shows
	{"span-cache-keeps", "spanLed", "The cache keeps entries for at least 60 s.", "The cache kept the entry for 120 s, then evicted it."},
	// why: 120 s, at least 60
	{"span-lock-short", "spanLed", "The job holds the lock for under 5 s.", "The job held the lock for 1.2 s."},
	// why: 1.2 s, under 5
	{"region-gcp", "region slots", "Live-class latency in APAC is below 3 seconds.", "GCP asia-southeast1 probe: live-class glass-to-glass latency 2.1 s."},
	// why: asia-southeast1 is in APAC
	{"region-es-latam", "region slots", "La latencia de checkout en LATAM está por debajo de 300 ms.", "sa-east-1 (São Paulo): p95 de checkout 190 ms."},
	// why: São Paulo está en LATAM
	{"for-short-name", "for Name sameName", "The export works for Acme Corp.", "The export works for Acme: 40 files written."},
	// why: Acme is Acme Corp said short
	{"for-ibm", "for Name sameName", "SSO login works for IBM.", "SSO login works for IBM Research: 12 test accounts signed in."},
	// why: IBM Research is IBM
	{"for-iso-month", "for Name slots", "The invoice export works for Northwind.", "Ran the invoice export for Northwind for January: 212 invoices exported."},
	// why: January is a month
	{"code-rev", "otherCodePart", "The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py slotmap-mad2-rev3.json\nOK: 412 bins, 0 violations\n$ echo $?\n0"},
	// why: revision 3 of MAD2's map
	{"code-week", "otherCodePart", "The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py mad2-slotmap-wk49.json\nOK: 412 bins, 0 violations\n$ echo $?\n0"},
	// why: week 49 of MAD2's map
	{"code-db", "otherCodePart", "The us1 backup completed.", "$ ./backup.sh us1\nwrote /backups/backup-us1-db2.tar.gz (4.2 GB)\nbackup completed in 6m12s"},
	// why: us1's backup of its db2 database
	{"code-lz4", "otherCodePart", "The us1 backup completed.", "$ ./backup.sh us1\nwrote /backups/backup-us1.tar.lz4 (4.2 GB)\nbackup completed in 6m12s"},
	// why: lz4 is a compression format
	{"code-av1", "otherCodePart", "The eu1 transcode completed.", "$ ./transcode.sh eu1\nwrote out/eu1-lecture-av1.mp4\ntranscode completed in 3m02s"},
	// why: av1 is a codec
	{"table-rule-under", "tableHeader", "The api v4.13.0 deploy succeeded.", "deploy api v4.13.0: succeeded | 3/3 pods ready\n------------------------------------------"},
	// why: the deploy line over a rule
	{"sql-arrow-log", "commandLine", "Job 41 completed.", "worker-> job 41 completed in 3.2 s"},
	// why: a log line, not a prompt
	{"count-always-200", "countNoun", "The health endpoint returns 200 under load.", "Under 500 rps, GET /health returns 200 always."},
	// why: 200 every time
	{"count-401-always", "countNoun", "The login endpoint returns 401 for expired tokens.", "Sent 20 requests with an expired token: the login endpoint returns 401 always."},
	// why: 401 every time
	{"count-es-todas", "countNoun", "El endpoint de salud devuelve 200.", "GET /salud devuelve 200 todas las veces: 50 de 50."},
	// why: 200 siempre
	{"span-zh-retry", "spanLed", "重试最多持续 30 秒。", "重试持续了 12 秒后成功。"},
	// why: 12 秒
	{"zh-still-running", "还在/仍在", "支付服务正常运行。", "支付服务仍在正常运行，过去 24 小时错误率 0%。"},
	// why: still runs normally
	{"zh-still-online", "还在/仍在", "网关在线。", "网关还在线，延迟 12 ms。"},
	// why: still online
	{"zh-buzai-fixed", "不再 negation", "导出任务不再超时。", "修复后导出 30 次，导出任务不再超时，全部在 40 秒内完成。"},
	// why: no longer times out
	{"pre-state-running", "body state stated", "The conveyor on line 4 is running.", "HTTP/1.1 200 OK\n\n{\"conveyor\": \"line-4\", \"state\": \"running\"}"},
	// why: running
}

func TestRedteam36Held(t *testing.T) { runRedHeld(t, redteam36Held) }

func TestRedteam36Broken(t *testing.T) { runRedBroken(t, redteam36Broken, "redteam36Held") }

func TestRedteam36AlarmsHeld(t *testing.T) { runAlarmsHeld(t, redteam36AlarmsHeld) }

func TestRedteam36AlarmsBroken(t *testing.T) {
	runAlarmsBroken(t, redteam36AlarmsBroken, "redteam36AlarmsHeld")
}
