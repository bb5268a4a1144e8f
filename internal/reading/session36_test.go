package reading

import "testing"

// TestChineseNoLonger: 不再 is one negation, not 不 and the plan word 再; 再也没有
// and 没再 deny the same way.
func TestChineseNoLonger(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"iOS 应用恢复下载时不再闪退。", "在 iPhone 15 上暂停并恢复下载 20 次，应用不再闪退，下载全部完成。", "affirms"},
		{"导出任务不再超时。", "修复后跑了 30 次导出，再也没有超时。", "affirms"},
		{"导出任务不再超时。", "修复后跑了 30 次导出，没再超时。", "affirms"},
		// negating
		{"iOS 应用恢复下载时不再闪退。", "在 iPhone 15 上暂停并恢复下载 20 次，应用还是闪退了 3 次。", "persists|fail"},
		{"导出任务不再超时。", "修复后跑了 30 次导出，又超时了。", "persists|fail"},
		{"导出任务不再超时。", "我们会让导出任务不再超时。", "hedge|unaffirmed|"},
	})
}

// TestNamedHarmAbsent: a fix claim names its harm by where it stands — after
// an intermittency mark, before a problem noun, before a relative clause
// that says it happens — and content that says that harm is absent affirms
// the fix, whatever the harm's word.
func TestNamedHarmAbsent(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"El corte que a veces ocurre en las clases de Safari está resuelto.", "Tras el cambio abrimos 30 clases en Safari: 30 de 30 sin cortes.", "affirms"},
		{"Android 离线下载偶发中断的问题已修复。", "修复后在三台设备上各下载 50 次，全部完成，没有中断（修复前 50 次中断 7 次）。", "affirms"},
		{"The intermittent disconnect on the TV app is fixed.", "After the patch we streamed 40 sessions on the TV app: no disconnects.", "affirms"},
		{"The sporadic export crash is fixed.", "Ran the export 30 times after the fix: 30/30 completed, no crash.", "affirms"},
		{"El bloqueo intermitente del lector está resuelto.", "Después del parche: 25 lecturas seguidas, ningún bloqueo.", "affirms"},
		// negating
		{"El corte que a veces ocurre en las clases de Safari está resuelto.", "Tras el cambio abrimos 30 clases en Safari: se cortaron 4 de 30.", "persists|fail|unaffirmed|"},
		{"Android 离线下载偶发中断的问题已修复。", "修复后下载 50 次，中断了 3 次。", "persists|fail"},
		{"The intermittent disconnect on the TV app is fixed.", "After the patch we streamed 40 sessions on the TV app: 3 disconnects.", "persists|fail"},
		{"The intermittent disconnect on the TV app is fixed.", "We will check the TV app for disconnects after the patch.", "hedge|unaffirmed|"},
		{"The sporadic export crash is fixed.", "Ran the import 30 times after the fix: 30/30 completed.", "unaffirmed|pass|irrelevant|"},
	})
}

// TestChineseStillAndClauses: 还在 says a state continues, like 仍然; a
// Chinese comma ends a clause, so a persistence of another region's report
// is about that region, and a full-width parenthesis opens a clause of its
// own, so the state before the fix in it does not reach the clause before.
func TestChineseStillAndClauses(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"us1 区域的报告已生成。", "us1 区域的报告已生成，eu1 区域的还在排队。", "affirms"},
		{"us1 区域的报告已生成。", "us1 区域的报告已生成，eu1 区域的仍然在排队。", "affirms"},
		{"导出不再失败。", "修复后导出 20 次都成功（修复前失败 5 次）。", "affirms"},
		// negating
		{"课程 c_3100 的所有字幕语言都已生成。", "c_3100 的字幕只生成了 3 种语言，日语和德语还在排队。", "persists|fail"},
		{"us1 区域的报告已生成。", "us1 区域的报告还在排队。", "persists|fail"},
		{"同步任务已完成。", "同步任务还在跑，进度 12/40。", "persists|fail"},
	})
}

// TestOtherSiteAndTenant: a region named without a code (APAC, EMEA), a
// name after "for" (a tenant, a customer), a site's code inside a file
// name, are the claim's subject; an observation of another is about
// another subject. A region code inside the claim's region is the same
// region, and a name said short is the same name.
func TestOtherSiteAndTenant(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"Live-class latency in APAC is below 3 seconds.", "In ap-southeast-1 the glass-to-glass latency of Tuesday's class measured 2.1 s.", "affirms"},
		{"The payout dashboard loads for Northwind University.", "The payout dashboard loads fine for Northwind admins.", "affirms"},
		{"The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py slotmap-mad2.json\nOK: 412 bins, 0 violations\n$ echo $?\n0", "affirms"},
		{"The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py --sha1 slotmap-mad2.json\nOK: 412 bins, 0 violations\n$ echo $?\n0", "affirms"},
		// negating
		{"Live-class latency in APAC is below 3 seconds.", "In eu-west-1 the glass-to-glass latency of Tuesday's class measured 2.1 s.", "unaffirmed|pass|"},
		{"Checkout latency in EMEA is below 300 ms.", "us-east-1 checkout p95: 210 ms over the last hour.", "unaffirmed|pass|"},
		{"The payout dashboard loads for Northwind University.", "The payout dashboard loads fine for Acme Upskill admins.", "unaffirmed|pass|"},
		{"El panel de pagos carga para Northwind University.", "El panel de pagos carga bien para Acme Upskill.", "unaffirmed|pass|"},
		{"The MAD2 slot map validates clean.", "$ python3 tools/validate_slotmap.py slotmap-rtm1.json\nOK: 412 bins, 0 violations\n$ echo $?\n0", "unaffirmed|pass|"},
	})
}

// TestTableHeaderAndPrompt: a table's header names its columns and a SQL
// prompt's line is what was typed; neither states the claim's predicate.
func TestTableHeaderAndPrompt(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"The orders export completed.", "db=> SELECT id, state FROM exports WHERE name = 'orders';\n id | state\n----+-----------\n 41 | completed\n(1 row)", "affirms"},
		// negating
		{"The schema v7 migration is applied for tenant qiaoma.", "db=> SELECT tenant, version, applied FROM schema_migrations WHERE tenant = 'qiaoma';\n tenant | version | applied\n--------+---------+---------\n qiaoma |       7 | f\n(1 row)", "unaffirmed|persists|fail|"},
		{"The orders export completed.", "| export | completed |\n|---|---|\n| orders | no |", "unaffirmed|persists|fail|restatement|"},
	})
}

// TestSession36Round2: a body's state the claim states is no operation
// still to happen; "returns N things" is a count, not a status; a figure
// after "for" is how long something was done, not what was measured; a
// failure word that opens a compound names a thing; a count of the harm in
// a parenthesis beside its absence compares.
func TestSession36Round2(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"Line 4's conveyor is running with no PLC errors.", "HTTP/1.1 200 OK\n\n{\"line\": \"line-4\", \"state\": \"RUNNING\", \"errors\": []}", "affirms"},
		{"The slotting API returns 412 bin assignments for the RTM1 nightly run.", "Checked the RTM1 nightly run response: it returns 412 assignments, matching the bin count in the slot map.", "affirms"},
		// (Not a 412 status: without the site's name to share, the count alone affirms nothing yet.)
		{"The slotting API returns 412 bin assignments for the nightly run.", "Checked the nightly run response: it returns 412 assignments, matching the slot map.", "unaffirmed|pass|"},
		{"plcgw reconnects to the line-4 PLC within 5 s after a network blip.", "Pulled the PLC uplink for 10 s three times: plcgw reconnected 2.1 s, 1.8 s and 2.4 s after the link came back.", "affirms"},
		{"The line-4 conveyor no longer stops on underweight totes.", "Sent 25 underweight totes down line 4. The belt no longer stops; it diverts them to the exception lane.", "affirms"},
		{"3 号线的合流口不再卡箱了。", "调整导向板后，今天 3 号线合流口过了 600 箱，一次都没有卡箱（昨天卡了 9 次）。", "affirms"},
		// negating
		{"The reindex job completed.", "HTTP/1.1 200 OK\n\n{\"job\": \"reindex\", \"state\": \"RUNNING\"}", "persists|fail"},
		{"The slotting API returns 412 bin assignments for the nightly run.", "Checked the nightly run response: it returns 398 assignments.", "unaffirmed|persists|fail|pass|"},
		{"plcgw reconnects to the line-4 PLC within 5 s after a network blip.", "Pulled the PLC uplink for 10 s: plcgw reconnected 9.4 s after the link came back.", "persists|fail"},
		{"The line-4 conveyor no longer stops on underweight totes.", "Sent 25 underweight totes down line 4: the belt still stops on every one.", "persists|fail"},
		{"3 号线的合流口不再卡箱了。", "调整导向板后，今天 3 号线合流口又卡了 4 次。", "persists|fail"},
		{"The timestamp parser rejects leap seconds.", "parse(\"2016-12-31T23:59:60Z\") returns a timestamp and no error.", "unaffirmed|pass|persists|fail|"},
	})
}

// TestOwnPredicateInThePast: an English success claim is shown by its own
// predicate word said in a past form after a subject of the text's own
// ("each one printed"), and a passive claim by the act whoever did it ("I
// raised it"); not by the tester's own step opening a sentence, a count of
// none after it, a word of an identifier, a typed command or a table's
// header, nor for a claim that something does not happen.
func TestOwnPredicateInThePast(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"All three MAD2 pack stations print SEUR labels after the driver update.", "After the driver update I printed a SEUR test label at pack stations 1, 2 and 3; each one printed and scanned.", "affirms"},
		{"Label reprints no longer fail for tenant verdal.", "After the patch I reprinted 60 verdal labels at MAD2: all 60 came out, no failures (yesterday 1 in 5 failed).", "affirms"},
		{"Las reimpresiones de etiquetas ya no fallan en MAD2.", "Tras el parche reimprimimos 40 etiquetas en MAD2 y ninguna falló; ayer fallaba una de cada cinco.", "affirms"},
		{"偶发的扫码枪断连问题已经解决了。", "换线后两个班次连续扫描 2,000 个包裹，一次断连都没有。", "affirms"},
		// negating
		{"The coffee search returns relevant products.", "Searched for coffee in the shop: the search returned zero relevant products.", "unaffirmed|restatement|"},
		{"The tenant orders query now uses orders_tenant_created_idx.", "EXPLAIN: Seq Scan on orders; Filter: created_at > now() - interval '7 days'", "unaffirmed|pass|"},
		{"The Google OAuth redirect loop no longer happens on Firefox.", "Firefox 125: after signing in with Google, the redirect loop happened again.", "persists|fail|restatement"},
		{"The edge-mqtt broker container is up on gateway gw-07.", "$ docker ps --filter name=edge-mqtt\nCONTAINER ID   IMAGE   CREATED   STATUS   NAMES\n4b1e9c2d7a3f   mosquitto:2   26 minutes ago   Restarting (1) 12 seconds ago   edge-mqtt", "persists|fail|unaffirmed|"},
		{"All three MAD2 pack stations print SEUR labels after the driver update.", "After the driver update station 3 printed blank labels; stations 1 and 2 printed fine.", "persists|fail|unaffirmed|pass|"},
		{"Label reprints no longer fail for tenant verdal.", "After the patch I reprinted 60 verdal labels: 12 failures.", "persists|fail|"},
	})
}

// TestClaimWordsFailClosed: content the reader has no rule for affirms by
// the claim's own words only when it does not count a failure above zero,
// is not a git log's messages for a claim of behaviour, and for an "only"
// claim lists nothing the other clause excludes; a TV platform is an
// environment of its own.
func TestClaimWordsFailClosed(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"The quiet-hours fix ships in v4.12.1.", "$ git log --oneline v4.12.0..v4.12.1\nb0798bb fix(reminders): respect quiet hours", "affirms"},
		{"The 4K HDR10 stream plays on LG webOS 23 TVs.", "The 4K HDR10 stream plays fine on our LG webOS 23 test set, HDR badge shows.", "affirms"},
		// negating
		{"FairPlay licence requests from Safari no longer fail.", "Sentry: FairPlay licence failures from Safari are down to 0.4% of requests today (from 3.1% yesterday).", "unaffirmed|persists|fail|"},
		{"SegmentTimeline drift after 24h is fixed in production.", "$ git log --oneline v2.14.0..v2.14.1 -- pkgr/dash\n588c6c1 pkgr/dash: fix SegmentTimeline drift after 24h (PKGR-410)\n[exit 0]", "unaffirmed|pass|"},
		{"v2.14.1 only changes HLS code; the DASH packager is untouched since v2.14.0.", "$ git diff --stat v2.14.0 v2.14.1\n pkgr/dash/timeline.go | 2 +-\n pkgr/hls/playlist.go  | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)", "unaffirmed|pass|fail|persists|"},
		{"The 4K HDR10 stream plays on LG webOS 23 TVs.", "The 4K HDR10 stream plays fine on our Samsung Tizen 7 test set, HDR badge shows, no drops.", "unaffirmed|pass|"},
	})
}
