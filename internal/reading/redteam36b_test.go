package reading

import "testing"

// Red team 36b: inputs aimed at the mechanisms of session 36 (5cbb918 and
// ef91a3c): an English success claim's own predicate words said in a past
// form after a subject of the text's own (ownPredicates, enOwnPast,
// familySays' family.own), any subject for a passive claim, and its
// exclusions (a tester's step, I/we, a count of none after the verb, an
// identifier's word, a typed line or a table header); newFigure's two
// listed integers that make a restatement an observation; earlierSpans and
// the new wasLeads (a sentence or parenthesis opening with yesterday, ayer,
// 昨天, last week is the before); partOfEvery's one instance of a counted
// "all N" seen working, and a persistence about another instance as a
// counterexample; "lets" a plan word only where it opens its clause.
// Every attack row must NOT be green (redGreen, redteam34_test.go).
//
// Alarm rows are content an expert reads as plainly affirming that the
// reader may refuse through the same mechanisms — a past form after a
// subject, a zero count beside the verb, a table header, an after-the-
// change observation that opens with "Yesterday", one instance of "all N".
// Every alarm row must read "affirms" (alarmAffirms, redteam35_test.go).
//
// The …Broken lists hold the rows that fail today: each is skipped, and
// fails once it holds, so that it moves to its …Held list. Rows named
// "pre-…" read the same wrong way at 0eaab76 (before session 36's two
// commits): an attack row green there, an alarm row refused there; the
// others became green, or refused, with these commits, or hold both before
// and after.

// redteam36bBroken: false greens found (claim, content; the why below each).
var redteam36bBroken = []redRow{
	{"pre-own-gibberish", "own failure in unknown words", "The receipt printer prints the order summary.", "The receipt printer printed the order summary as gibberish: rows of question marks and box glyphs."},
	// why: printed gibberish, not the summary
	{"pre-own-mojibake", "own failure in unknown words", "The export endpoint returns the customer names.", "The export endpoint returned the customer names as mojibake (Ã©, Ã± everywhere)."},
	// why: returned garbled names
	{"pre-own-truncated", "own failure in unknown words", "The sync client uploads the project archive.", "The sync client uploaded the project archive truncated at 4 MB of 212 MB."},
	// why: truncated upload
	{"pre-own-partial-half", "own partial", "The worker processes the import backlog.", "The worker processed about half of the import backlog and has been wedged since 03:10."},
	// why: half, then wedged
	{"pre-own-partial-few", "own partial", "The migration script converts every legacy invoice.", "The migration script converted 12 legacy invoices out of 8,400 before it bailed out."},
	// why: 12 of 8,400
	{"pre-own-nil", "own zero after", "The importer imports the supplier catalogue.", "The importer imported nil records from the supplier catalogue; the feed was empty."},
	// why: nil records
	{"pre-own-only-header", "own partial", "The importer imports the supplier catalogue.", "The importer imported only the header row of the supplier catalogue."},
	// why: only the header row
	{"pre-own-hearsay-dana", "own hearsay", "The deploy script migrates the orders database.", "Dana mentioned that the deploy script migrated the orders database last night, I have not looked."},
	// why: hearsay, not checked
	{"pre-own-before-change", "own before", "The backup job compresses the nightly archives.", "Before the upgrade the backup job compressed the nightly archives; since the upgrade they are written raw, 3x the size."},
	// why: compressed only before the upgrade
	{"pre-own-different-object", "own different object", "The mailer sends the password reset email.", "The mailer sent the welcome email within a second; for the password reset there is nothing in the outbox."},
	// why: welcome email sent, not the reset
	{"pre-own-adj-compressed", "own verb as adjective", "The proxy compresses API responses.", "The proxy forwards the compressed bundles from the build untouched, but every API response comes back without content-encoding."},
	// why: the bundles were compressed at build time; API responses are not
	{"pre-own-noun-printed", "own verb as noun", "The invoice service prints the PDF footer.", "Printed matter from the invoice service: the PDF footer is missing on all 5 invoices."},
	// why: 'Printed matter' is a noun; the footer is missing
	{"pre-own-passive-nobody", "passive any subject", "The API rate limit for acme was raised.", "Nobody raised the API rate limit for acme; the ticket is still waiting for approval."},
	// why: nobody raised it
	{"pre-own-passive-sense", "passive any subject", "The API rate limit for acme was raised.", "The API rate limit for acme raised alerts all afternoon; it is still 100 requests per minute."},
	// why: raised alerts, not raised
	{"pre-own-passive-other", "passive any subject", "The disk quota for team-ml was raised.", "I raised the disk quota for team-cv to 2 TB; team-ml is unchanged at 500 GB."},
	// why: another team's quota
	{"pre-own-they-thought", "own hearsay", "The worker processes the import backlog.", "The on-call thought the worker processed the import backlog overnight; the queue depth still reads 18,204."},
	// why: belief; queue still full
	{"pre-fig-tickets", "newFigure restatement with ints", "The billing export fix works.", "Per tickets 4411 and 4412: the billing export fix works."},
	// why: a restatement citing tickets
	{"pre-fig-pr-refs", "newFigure restatement with ints", "The login redirect fix works on Safari.", "As discussed in PR 812 and PR 813, the login redirect fix works on Safari."},
	// why: restatement with PR numbers
	{"pre-fig-sprint-day", "newFigure restatement with ints", "The upload fix works on all platforms.", "Sprint 14, day 3 standup: the upload fix works on all platforms."},
	// why: restatement dated by sprint
	{"pre-fig-zh-tickets", "newFigure restatement with ints (zh)", "导出修复已经生效。", "工单 4411 和 4412 里说导出修复已经生效。"},
	// why: 工单里说
	{"pre-fig-ranked-plan", "newFigure restatement with ints", "The checkout fix works.", "Steps 1 and 2 of the rollout plan: the checkout fix works."},
	// why: a plan's steps restating the claim
	{"pre-all-wave-through", "partOfEvery other instance unusual", "The rate limiter works on all 9 nodes.", "The rate limiter works on node-3; node-5 waves every request through unthrottled."},
	// why: node-5 does not limit
	{"pre-all-zh-rest", "partOfEvery other instance unusual (zh)", "限流在全部 9 个节点上都生效。", "限流在 node-3 上生效；node-5 上形同虚设，请求全部放行。"},
	// why: node-5 形同虚设
	{"pre-lets-plan-so", "lets mid clause", "The backup restores cleanly on the new host.", "OK so lets check the backup restores cleanly on the new host after lunch."},
	// why: a plan
	{"pre-lets-plan-then", "lets mid clause", "The cache warmup completes on prod.", "Then lets confirm the cache warmup completes on prod tonight."},
	// why: a plan
	{"pre-lets-plan-team", "lets mid clause", "The backup restores cleanly on the new host.", "Team, lets verify the backup restores cleanly on the new host."},
	// why: a plan
}

// redteam36bHeld: attack rows the rules held (the why below each).
var redteam36bHeld = []redRow{
	{"own-es-ilegible", "own failure unknown (es)", "La impresora de la estación imprime las etiquetas de envío.", "La impresora imprimió las etiquetas de envío, pero salen borrosas e ilegibles para el escáner."},
	// why: borrosas e ilegibles
	{"early-paren-after", "earlierSpans after the change", "The sync job no longer fails.", "The patched sync job ran clean this morning (yesterday, with the patch already in, it failed twice)."},
	// why: yesterday was after the patch: it failed
	{"all-noop", "partOfEvery other instance unusual", "The rate limiter works on all 9 nodes.", "The rate limiter works on node-3; on node-5 it's a no-op."},
	// why: node-5 no-op
	{"all-dark", "partOfEvery other instance unusual", "The API returns 200 in all three regions.", "The API returns 200 in eu-west-1; us-east-1 and ap-south-1 are dark."},
	// why: two regions dark
	{"all-blackholed", "partOfEvery other instance unusual", "The health check passes in all 4 zones.", "The health check passes in zone a; zones b, c and d are blackholed since the route change."},
	// why: three zones blackholed
	{"all-old-cert", "partOfEvery other instance unusual", "The new certificate is served on all 14 PoPs.", "The new certificate is served on the Frankfurt PoP; the other 13 hand out the expiring one."},
	// why: 13 PoPs serve the old cert
	{"own-other-subject", "own other subject", "The nightly job emails the sales report to finance.", "The staging copy of the nightly job emailed the sales report to the QA list; the production job has not run since the change."},
	// why: the staging job emailed QA, not the production job to finance
	{"own-smudged", "own failure in unknown words", "The pack station printer prints shipping labels.", "After the driver update the pack station printer printed shipping labels, but every one came out smudged and the scanner rejects them."},
	// why: printed, but smudged and rejected by the scanner
	{"own-stale", "own failure in unknown words", "The pricing API returns today's prices.", "The pricing API returned yesterday's prices for all 40 SKUs; the cache was not invalidated."},
	// why: returned yesterday's prices
	{"own-none-deleted", "own zero before", "The cleanup job deletes expired sessions.", "The cleanup job ran at 02:00; the sessions table still holds 40,112 expired rows, none deleted."},
	// why: none deleted
	{"own-nothing-synced", "own zero before", "The connector syncs the CRM contacts.", "Connector run 14: nothing synced, the CRM contacts table is unchanged."},
	// why: nothing synced
	{"own-hearsay-ops", "own hearsay", "The backup job compresses the nightly archives.", "Ops told us the backup job compressed the nightly archives; I did not check the files."},
	// why: hearsay
	{"own-conditional-if", "own hypothetical", "The cron job rotates the application logs.", "If the cron job rotated the application logs, the disk would be at 40 %; it is at 97 %."},
	// why: hypothetical; the disk says it did not
	{"own-would-have", "own hypothetical", "The cron job rotates the application logs.", "The cron job would have rotated the application logs at midnight, but cron is disabled on this host."},
	// why: counterfactual
	{"own-should-have", "own hypothetical", "The agent restarts after a config change.", "The agent should have restarted after the config change; its PID is the same as before."},
	// why: should have; same PID
	{"own-different-object-they", "own different object", "The release pipeline deploys the fix to production.", "They deployed the fix to staging; production is still on last week's build."},
	// why: staging, not production
	{"own-adj-cached", "own verb as adjective", "The CDN caches the homepage.", "Homepage through the CDN: x-cache MISS on 20 of 20 requests, served from origin; only a cached copy of /about exists."},
	// why: a cached /about, homepage never cached
	{"own-adj-signed", "own verb as adjective", "The release job signs the installer.", "The release job uploaded the installer next to a signed checksum file; signtool verify on the installer says no signature found."},
	// why: the checksum file is signed, the installer is not
	{"own-passive-question", "passive any subject", "The disk quota for team-ml was raised.", "Sam asked in the channel whether anyone raised the disk quota for team-ml; no answer yet."},
	// why: a question
	{"own-passive-request", "passive any subject", "The TLS certificate for api.example.com was renewed.", "A renewal request renewed nothing: certbot says the order for api.example.com is pending validation."},
	// why: pending validation
	{"own-they-plan", "own planned", "The nightly job emails the sales report to finance.", "Next sprint they emailed us a plan: the nightly job will email the sales report to finance from June."},
	// why: a plan
	{"own-es-otro-sujeto", "own other subject (es)", "El job nocturno envía el informe a finanzas.", "El job de staging envió el informe al equipo de QA; el de producción no corrió."},
	// why: otro job, otro destinatario
	{"fig-es-tickets", "newFigure restatement with ints (es)", "El arreglo de la exportación funciona.", "Según los tickets 4411 y 4412, el arreglo de la exportación funciona."},
	// why: restatement con tickets
	{"early-yesterday-after", "earlierSpans after the change", "The checkout crash no longer happens.", "Deployed the fix on Monday and no crash that day. Yesterday it crashed 4 times on the same cart."},
	// why: yesterday is after the fix: it crashed
	{"early-lastweek-after", "earlierSpans after the change", "The nightly export no longer times out.", "The fix went out two weeks ago. Last week the nightly export timed out twice more."},
	// why: last week is after the fix
	{"early-es-ayer-after", "earlierSpans after the change (es)", "La sincronización ya no falla.", "Desplegamos el parche el lunes; ayer, ya con el parche, la sincronización falló 3 veces."},
	// why: ayer ya con el parche falló
	{"early-zh-yesterday-after", "earlierSpans after the change (zh)", "同步任务不再失败了。", "周一已经上线修复。昨天同步任务又失败了 3 次。"},
	// why: 昨天在修复之后又失败了
	{"all-ignores", "partOfEvery other instance unusual", "The new config is applied on all 6 brokers.", "The new config is applied on broker-1; brokers 2 to 6 ignore it and run the defaults."},
	// why: five brokers ignore it
	{"all-staging", "partOfEvery other environment", "The rate limiter works on all 9 production nodes.", "The rate limiter works on staging node-3."},
	// why: a staging node, not production
	{"all-es-rest", "partOfEvery other instance unusual (es)", "El limitador funciona en los 9 nodos.", "El limitador funciona en el nodo 3; el nodo 5 deja pasar todo sin límite."},
	// why: el nodo 5 no limita
}

// redteam36bAlarmsBroken: false alarms found: affirming rows the reader refuses.
var redteam36bAlarmsBroken = []redRow{
	{"pre-al-all-one-draining", "partOfEvery other maintenance", "The API returns 200 in all three regions.", "The API returns 200 in eu-west-1; us-east-1 is still being patched by the network team, so I skipped it."},
	// why: one seen working; another skipped
	{"pre-al-deleted-0-active", "own zero after", "The cleanup job deletes expired sessions.", "The cleanup job deleted 0 active sessions and all 4,210 expired ones; the expired count now reads 0."},
	// why: deleted the expired ones
	{"pre-al-job-completed-table", "table header", "The migrate job completes.", "$ kubectl get jobs\nNAME      COMPLETIONS   DURATION   AGE\nmigrate   1/1           20s        2m"},
	// why: 1/1 completions
	{"pre-al-all-one-maint", "partOfEvery other in maintenance", "The rate limiter works on all 9 nodes.", "The rate limiter works on node-3: 429 after the 100th request. node-5 is still in maintenance, so I left it out."},
	// why: one seen working; a node in maintenance is no counterexample
	{"pre-al-es-all-one", "partOfEvery one (es)", "El limitador funciona en los 9 nodos.", "El limitador funciona en el nodo 3: la petición 101 devuelve 429."},
	// why: un nodo visto funcionando (SUPPORTED como mucho)
}

// redteam36bAlarmsHeld: affirming rows still read as affirming.
var redteam36bAlarmsHeld = []redRow{
	{"al-es-ayer-after", "earlierSpans after (es)", "La copia nocturna termina bien tras el parche.", "Desplegamos el parche el lunes. Ayer la copia nocturna terminó bien en 14 minutos."},
	// why: ayer, tras el parche, terminó
	{"al-zh-yesterday-after", "earlierSpans after (zh)", "修复后夜间备份能正常完成。", "周一上线了修复。昨天夜间备份正常完成，用时 14 分钟。"},
	// why: 昨天在修复后完成
	{"al-yesterday-we", "earlierSpans", "The export fix works.", "We shipped the export fix on Friday. Yesterday the export ran 30 times and every file opened fine."},
	// why: after the fix
	{"al-each-printed", "own past", "All three MAD2 pack stations print labels after the driver update.", "After the driver update each of the three MAD2 pack stations printed a label and the scanner read all three."},
	// why: each printed
	{"al-api-returned", "own past", "The invoice API returns the PDF for order 881.", "The invoice API returned the PDF for order 881: HTTP 200, application/pdf, 48 KB, opens fine."},
	// why: returned the PDF
	{"al-passive-i-raised", "passive", "The API rate limit for acme was raised.", "I raised the API rate limit for acme to 500 requests per minute at 10:02; the API now reports limit=500."},
	// why: raised, and confirmed
	{"al-we-checked", "own past", "The cron job rotates the application logs.", "We checked at 00:05: the cron job rotated the application logs, app.log.1.gz is there and app.log is 0 bytes."},
	// why: rotated
	{"al-it-synced", "own past", "The connector syncs the CRM contacts.", "Connector run 15 after the fix: it synced 1,204 CRM contacts, the same count as the CRM shows."},
	// why: synced
	{"al-es-envio", "own past (es)", "El job nocturno envía el informe a finanzas.", "Anoche el job nocturno envió el informe a finanzas a las 02:10; Marta lo recibió."},
	// why: envió
	{"al-all-listed", "partOfEvery all listed", "The rate limiter works on all 3 nodes.", "The rate limiter works on node-1, node-2 and node-3: each returned 429 after the 100th request."},
	// why: all three
	{"pre-al-all-frankfurt", "partOfEvery one instance", "The new certificate is served on all 14 PoPs.", "The new certificate is served on the Frankfurt PoP: openssl s_client shows the new serial."},
	// why: one of 14 seen (SUPPORTED at most)
	{"al-yesterday-after", "earlierSpans after the change", "The nightly backup completes after the fix.", "Fix deployed on Monday. Yesterday the nightly backup completed in 14 minutes, 12 GB written."},
	// why: yesterday is after the fix
	{"al-yesterday-paren", "earlierSpans", "The nightly backup completes.", "The nightly backup completed (yesterday 02:00 to 02:14, 12 GB, exit 0)."},
	// why: it completed yesterday
	{"pre-al-stations-listed", "newFigure", "All pack stations print labels.", "Stations 4, 5 and 6 print labels now, and those are all the pack stations we have."},
	// why: all stations listed
	{"al-lets-firewall", "lets verb", "The firewall lets SSH in from the bastion.", "From the bastion, ssh prod-db1 connects in 0.2 s; the firewall lets it through."},
	// why: lets it through
	{"al-lets-waf", "lets verb", "The WAF lets the ALB health checks through.", "The WAF lets the ALB health checks through: 200 on /healthz for 50 of 50, 0 blocked."},
	// why: lets through
	{"al-it-returned-rows", "own past", "The search returns relevant products for coffee.", "Searched for coffee: it returned 12 products, all coffee beans or ground coffee."},
	// why: returned relevant products
	{"al-passive-reviewed", "passive", "The PR for the billing fix was reviewed.", "Alex reviewed the PR for the billing fix this morning and approved it."},
	// why: reviewed
	{"al-own-dash", "own past", "The importer imports the supplier catalogue.", "importer log: the supplier catalogue imported in 41 s, 8,400 rows, 0 rejected."},
	// why: imported
	{"al-zero-failed-after", "own past", "The nightly job emails the sales report to finance.", "The nightly job emailed the sales report to finance at 02:10 and finance confirmed receipt."},
	// why: emailed
	{"pre-al-all-zh-one", "partOfEvery one (zh)", "限流在全部 9 个节点上都生效。", "限流在 node-3 上生效：第 101 个请求返回 429。"},
	// why: 一个节点生效
	{"al-worker-whole", "own past", "The worker processes the import backlog.", "The worker processed the whole import backlog overnight: queue depth 0, 18,204 jobs done."},
	// why: processed all of it
}

func TestRedteam36bHeld(t *testing.T) { runRedHeld(t, redteam36bHeld) }

func TestRedteam36bBroken(t *testing.T) { runRedBroken(t, redteam36bBroken, "redteam36bHeld") }

func TestRedteam36bAlarmsHeld(t *testing.T) { runAlarmsHeld(t, redteam36bAlarmsHeld) }

func TestRedteam36bAlarmsBroken(t *testing.T) {
	runAlarmsBroken(t, redteam36bAlarmsBroken, "redteam36bAlarmsHeld")
}
