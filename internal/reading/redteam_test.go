package reading

import "testing"

// The red-team pass of issue 20 (fg7): negating situations of classes the
// brief did not list, each beside affirming ones. Sentences written for
// these tests, not taken from a corpus.

// TestSkippedIsNotAll: a claim that all tests pass is not shown by a run
// that skipped some of them.
func TestSkippedIsNotAll(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"All API tests pass.", "API tests: 52 passed in 3.1s", "affirms"},
		{"All checkout tests pass.", "checkout tests: 18 passed, 0 failed", "affirms"},
		{"Every billing test passes.", "billing: 31 passed in 0.8s", "affirms"},
		{"All importer tests pass.", "importer: 12 passed, 0 skipped", "affirms"},
		{"All parser tests pass.", "parser tests: 9 passed in 0.2s", "affirms"},
		// negating
		{"All API tests pass.", "API tests: 40 passed, 12 skipped (integration marker not set)", "pass|no-run|unaffirmed|"},
		{"All checkout tests pass.", "checkout tests: 18 passed, 3 skipped, 0 failed", "pass|no-run|unaffirmed|"},
		{"Every billing test passes.", "billing: 31 passed, 2 skipped in 0.8s", "pass|no-run|unaffirmed|"},
		{"All importer tests pass.", "importer: 12 passed, 4 skipped", "pass|no-run|unaffirmed|"},
		{"All parser tests pass.", "parser tests: 9 passed, 1 skipped in 0.2s", "pass|no-run|unaffirmed|"},
	})
}

// TestOtherConditions: a success observed against a mock, with the
// change switched off or undone, after a manual workaround, or stated as
// an expectation, a target or a counterfactual, does not affirm; the same
// success observed of the system as changed does.
func TestOtherConditions(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"POST /payments returns 201 for a valid card.", "Against staging, POST /payments with a valid test card returned 201 Created.", "affirms"},
		{"The new checkout flow works.", "With the new_checkout flag enabled, checkout completed and the order was created.", "affirms"},
		{"The fix resolved the login errors.", "Since the fix was deployed at 10:00, logins succeed: 0 errors in 2,400 attempts.", "affirms"},
		{"El endpoint de pagos devuelve 201.", "En staging, el endpoint de pagos devolvió 201 con una tarjeta de prueba.", "affirms"},
		{"新的结账流程可以正常使用了。", "打开 new_checkout 开关后，新的结账流程可以正常完成。", "affirms"},
		{"The mock payment server returns 201 for a valid card.", "Against the mock payment server, POST /payments returned 201 Created.", "affirms"},
		// negating: elsewhere
		{"POST /payments returns 201 for a valid card.", "Against the mock payment server (wiremock stub), POST /payments returned 201 Created.", "pass|unaffirmed|"},
		{"The new checkout flow works.", "With the new_checkout feature flag disabled, checkout completed and the order was created.", "pass|unaffirmed|"},
		{"The fix resolved the login errors.", "We rolled the fix back at 10:00 because of a memory spike; since then logins succeed on the old build, 0 errors.", "pass|unaffirmed|"},
		{"The fix works: the settings page loads.", "The settings page loads after I manually cleared the browser cache and local storage.", "pass|unaffirmed|"},
		{"El endpoint de pagos devuelve 201.", "Contra el servidor simulado (mock) de pagos, el endpoint devolvió 201.", "pass|unaffirmed|"},
		{"新的结账流程可以正常使用了。", "关闭 new_checkout 开关后，结账流程可以正常完成。", "pass|unaffirmed|"},
		// negating: expected
		{"Checkout works on Safari.", "Acceptance criteria: checkout works on Safari 17 with Apple Pay.", "pass|unaffirmed|"},
		{"The integration tests pass.", "The integration tests would have passed if the runner had not timed out at 60 min.", "pass|fail|unaffirmed|"},
		{"The p95 latency of the search API is under 200 ms.", "Target for the search API: p95 under 200 ms (SLO agreed with product).", "pass|unaffirmed|"},
		{"数据迁移已经完成。", "数据迁移预计明天完成。", "pass|unaffirmed|"},
		{"La exportación funciona con archivos grandes.", "Criterios de aceptación: la exportación funciona con archivos de 2 GB.", "pass|unaffirmed|"},
	})
}

// TestChineseFutureGovernsItsClause: a Chinese future or plan word governs
// the statement it precedes in its clause, however many characters stand
// between; a 会 that is part of a noun (会员, 会话) does not.
func TestChineseFutureGovernsItsClause(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"同步任务已经完成。", "同步任务：昨晚 02:10 已经完成，没有错误", "affirms"},
		{"会员登录现在正常了。", "会员登录测试了 20 次，全部正常", "affirms"},
		{"会员中心现在可以正常打开了。", "会员中心打开了 10 次，都可以正常打开", "affirms"},
		{"数据迁移已经完成。", "数据迁移在 03:00 完成，共 120 万行", "affirms"},
		{"报表导出已经完成。", "报表导出完成，用时 3 分钟", "affirms"},
		// negating
		{"同步任务已经完成。", "同步任务：我们会在下次发布后完成", "pass|unaffirmed|"},
		{"数据迁移已经完成。", "数据迁移计划在周五晚上完成", "pass|unaffirmed|"},
		{"报表导出已经完成。", "报表导出将在今晚的窗口里完成", "pass|unaffirmed|"},
		{"会员登录现在正常了。", "会员登录准备在下个版本恢复正常", "pass|hedge|unaffirmed|"},
		{"数据迁移已经完成。", "数据迁移预计明天完成。", "pass|unaffirmed|"},
	})
}

// TestCountedAbsent: a claim that something comes without a thing is not
// shown by an item that counts that thing above zero, whatever success it
// also reports.
func TestCountedAbsent(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The frontend builds without warnings.", "Frontend build completed successfully, 0 warnings.", "affirms"},
		{"The import finished with no duplicate rows.", "customer import job finished at 02:10: 8,120 rows loaded, 0 duplicate rows", "affirms"},
		{"La compilación termina sin advertencias.", "La compilación terminó correctamente con 0 advertencias.", "affirms"},
		{"The nightly sync completes without retries.", "the nightly sync of the CRM contacts completed at 03:04 in 4 min, retries: 0", "affirms"},
		{"构建完成，没有警告。", "今天 10:02 前端构建在 CI 上完成，用时 3 分钟，警告 0 个", "affirms"},
		// negating
		{"The frontend builds without warnings.", "Frontend build completed successfully with 12 warnings.", "persists"},
		{"The import finished with no duplicate rows.", "customer import job finished at 02:10: 8,120 rows loaded, 14 duplicate rows", "persists"},
		{"La compilación termina sin advertencias.", "La compilación terminó correctamente con 3 advertencias.", "persists"},
		{"The nightly sync completes without retries.", "the nightly sync of the CRM contacts completed at 03:04 in 4 min, retries: 6", "persists"},
		{"构建完成，没有警告。", "今天 10:02 前端构建在 CI 上完成，用时 3 分钟，警告 2 个", "persists"},
	})
}

// TestLaterAttemptIsNotTheFirst: a claim that something succeeds on the
// first attempt is not shown by a success on a later one.
func TestLaterAttemptIsNotTheFirst(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The upload succeeds on the first attempt.", "upload of report.pdf succeeded on attempt 1, no retries.", "affirms"},
		{"The payment goes through on the first try.", "payment for order 881 went through on the first try in 1.2 s.", "affirms"},
		{"上传第一次就能成功。", "上传 report.pdf：第 1 次就成功，没有重试。", "affirms"},
		{"The export completes on the first attempt.", "export of March invoices completed on attempt 1 in 40 s.", "affirms"},
		{"El pago se completa en el primer intento.", "pago del pedido 881 completado en el intento 1, sin reintentos.", "affirms"},
		// negating
		{"The upload succeeds on the first attempt.", "upload of report.pdf succeeded on attempt 3 after two timeouts were retried.", "persists"},
		{"The payment goes through on the first try.", "payment for order 881 went through on the third try.", "persists"},
		{"上传第一次就能成功。", "上传 report.pdf：第 1 次失败（超时），第 2 次失败，第 3 次成功。", "persists|fail"},
		{"The export completes on the first attempt.", "export of March invoices completed after the job retried twice.", "persists"},
		{"El pago se completa en el primer intento.", "pago del pedido 881 completado en el intento 3.", "persists"},
	})
}
