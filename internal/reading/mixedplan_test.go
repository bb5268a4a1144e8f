package reading

import "testing"

// TestPlanWordsGovernTheirOwnLanguage: in a sentence that mixes English
// and Chinese, an English plan word does not make a Chinese failure a
// prediction — the failure is observed, so the item does not affirm a
// success claim; a success a plan word aims at stays a plan in either
// language. Sentences written for this test.
func TestPlanWordsGovernTheirOwnLanguage(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming: the observation itself, in either language
		{"The ledger rebuild completes on the prod snapshot.", "ledger rebuild on the prod snapshot: completed in 42 min, 0 errors", "affirms"},
		{"The nightly export finishes now.", "nightly export finished at 02:14, 0 errors; 导出完成", "affirms"},
		{"The invoice job completes now.", "invoice job: completed in 3 min; 发票任务已完成", "affirms"},
		{"报表导出现在可以完成了。", "报表导出 02:00 开始，02:03 完成，没有错误", "affirms"},
		{"The sync job completes again.", "sync job ran at 03:00 and completed, 0 errors", "affirms"},
		// negating: a Chinese failure after an English plan word is observed
		{"The ledger rebuild completes on the prod snapshot.", "ledger rebuild on the prod snapshot: completed in 42 min, 0 errors. The ledger rebuild will 仍然失败。", "persists|fail"},
		{"The nightly export finishes now.", "nightly export finished at 02:14. The nightly export will 还是失败。", "persists|fail"},
		{"The invoice job completes now.", "invoice job: completed in 3 min. Then the invoice job 仍然失败。", "persists|fail"},
		// negating: a success a plan word aims at, in either language
		{"The sync job completes again.", "The sync job will 完成 after the next deploy.", "hedge|pass|"},
		{"The sync job completes again.", "The sync job is going to 完成.", "hedge|pass|"},
	})
}
