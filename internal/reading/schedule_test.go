package reading

import "testing"

// TestScheduleRuns: a claim that something runs on a schedule is affirmed
// by a history of runs on several days or hours, never by one run.
func TestScheduleRuns(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The invoice export runs every night at 02:00.", "invoice export history: Dec 1 02:00 ok, Dec 2 02:00 ok, Dec 3 02:00 ok", "affirms"},
		{"The cache warmer runs every hour.", "cache warmer runs: 08:00 succeeded, 09:00 succeeded, 10:00 succeeded", "affirms"},
		{"La exportación de facturas se ejecuta cada noche a las 02:00.", "historial de la exportación de facturas: 1 dic 02:00 ok, 2 dic 02:00 ok, 3 dic 02:00 ok", "affirms"},
		{"The invoice export runs nightly.", "invoice export: completed successfully on each of the last 14 nights", "affirms"},
		{"The sitemap job runs daily at 03:30.", "sitemap job log: 2026-11-29 03:30 done, 2026-11-30 03:30 done", "affirms"},
		{"The invoice export runs every night at 02:00.", "invoice export history (0 errors): Dec 1 02:00 ok, Dec 2 02:00 ok", "affirms"},
		{"对账任务每晚 2 点运行。", "对账任务执行记录：12 月 1、2、3 日 02:00 均已运行，退出码 0。", "affirms"},
		{"对账任务每小时运行。", "对账任务执行记录：08:00、09:00、10:00 均执行成功。", "affirms"},
		{"定时任务每天凌晨都会执行成功。", "查看执行记录：过去 7 天每天凌晨 2 点都执行成功，退出码 0。", "affirms"},
		// the daily job has completed: one run, in the perfective, is what it says
		{"每日对账任务已成功完成。", "今天凌晨的对账任务 03:20 执行完成，处理 8,452 笔交易，0 笔失败。", "affirms"},
		// negating: one run, a failed run, another job
		{"The invoice export runs every night at 02:00.", "invoice export history: Dec 3 02:00 ok", "pass|unaffirmed|"},
		{"The cache warmer runs every hour.", "cache warmer ran at 08:00 and succeeded.", "pass|unaffirmed|"},
		{"La exportación de facturas se ejecuta cada noche a las 02:00.", "La exportación de facturas corrió anoche a las 02:00 sin errores.", "pass|unaffirmed|"},
		{"发票导出每晚 2 点运行。", "发票导出昨晚 02:00 运行成功。", "pass|unaffirmed|"},
		{"The sitemap job runs daily at 03:30.", "sitemap job log: 2026-11-30 03:30:02 started, 2026-11-30 03:31:40 done", "pass|unaffirmed|"},
		{"The invoice export runs every night at 02:00.", "invoice export history: Dec 1 02:00 ok, Dec 2 02:00 failed, Dec 3 02:00 ok", "fail|persists|pass|unaffirmed|"},
		{"对账任务每晚 2 点运行。", "对账任务执行记录：12 月 3 日 02:00 已运行，退出码 0。", "pass|unaffirmed|"},
		{"对账任务每晚 2 点运行。", "对账任务执行记录：12 月 1、2、3 日 02:00 均已运行，12 月 2 日失败。", "fail|pass|unaffirmed|"},
		{"对账任务每晚 2 点运行。", "听说对账任务 12 月 1、2、3 日 02:00 均已运行。", "hearsay|pass|unaffirmed|"},
		{"对账任务每晚 2 点运行。", "对账任务 12 月 1、2、3 日 02:00 应该都已运行。", "hedge|pass|unaffirmed|"},
		{"定时任务每天凌晨都会执行成功。", "查看执行记录：昨天凌晨 2 点执行成功，退出码 0。", "pass|unaffirmed|"},
		{"定时任务每天凌晨都会执行成功。", "查看执行记录：过去 7 天有 6 天执行成功，1 天失败。", "fail|persists|pass|unaffirmed|"},
		{"每日对账任务每天都已成功完成。", "今天凌晨的对账任务 03:20 执行完成，0 笔失败。", "pass|unaffirmed|"},
		{"每日对账任务已成功完成。", "今天凌晨的对账任务 03:20 执行失败，3 笔失败。", "fail|persists|"},
	})
}
