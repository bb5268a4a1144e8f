package reading

import "testing"

// TestMostlyDone: a claim that a batch went out is affirmed by its counts
// with a small share failed ("9,981 sent, 19 failed"); a claim that all
// went, that none failed, or that a failure is fixed is not, nor is a
// large share failed.
func TestMostlyDone(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The password-reset mail batch was sent.", "reset-mail batch 0601: 4,120 sent, 12 failed (mailbox full)", "affirms"},
		{"The carrier SMS campaign has gone out.", "campaign sms-0601: submitted 20,000, 19,950 delivered, 50 failed", "affirms"},
		{"运营商短信群发任务已经发出去了。", "短信群发任务 sms-0601：提交 5,000 条，成功 4,990，失败 10（空号）", "affirms"},
		{"The invoice run was sent.", "invoice run 2026-06: sent 1,880, failed 4 (invalid address)", "affirms"},
		{"提醒短信已经发出去了。", "提醒短信：成功 3,000，失败 2", "affirms"},
		// negating
		{"All password-reset mails were sent.", "reset-mail batch 0601: 4,120 sent, 12 failed (mailbox full)", "fail|persists|unaffirmed|pass|"},
		{"The password-reset mail batch was sent without errors.", "reset-mail batch 0601: 4,120 sent, 12 failed (mailbox full)", "fail|persists|unaffirmed|pass|"},
		{"The carrier SMS campaign has gone out.", "campaign sms-0601: 600 delivered, 400 failed", "fail|persists"},
		{"The SMS delivery failures are fixed.", "campaign sms-0601: 19,950 delivered, 50 failed", "fail|persists|unaffirmed|"},
		{"运营商短信群发任务已经发出去了。", "短信群发任务 sms-0601：成功 0，失败 10", "fail|persists"},
	})
}
