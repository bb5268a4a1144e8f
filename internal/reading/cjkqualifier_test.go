package reading

import "testing"

// A Chinese kind's qualifier whose first character is a function
// character elsewhere (对账任务: 对 as in 对任务生效) still says which thing
// the kind is: an item of another qualifier observed another thing.
func TestCJKQualifierAfterFunctionCharacter(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		{"对账任务运行正常。", "对账任务昨晚 02:00 运行，运行正常，0 条差异。", "affirms"},
		{"对账任务已经恢复正常。", "对账任务今天 09:00 重跑，运行正常。", "affirms"},
		{"上报接口现在返回 200。", "上报接口：curl 返回 200，耗时 80 毫秒。", "affirms"},
		{"到账通知邮件已经发送。", "到账通知邮件：今天已发送 3,200 封，0 封失败。", "affirms"},
		{"下单页面可以正常打开。", "下单页面：10:05 在 Chrome 126 打开，返回 200，页面正常显示。", "affirms"},

		{"对账任务运行正常。", "结算任务运行正常。", "pass|unaffirmed|irrelevant|"},
		{"对账任务已经恢复正常。", "结算任务今天 09:00 重跑，运行正常。", "pass|unaffirmed|irrelevant|"},
		{"上报接口现在返回 200。", "查询接口：curl 返回 200，耗时 80 毫秒。", "pass|unaffirmed|irrelevant|"},
		{"到账通知邮件已经发送。", "退款通知邮件：今天已发送 3,200 封，0 封失败。", "pass|unaffirmed|irrelevant|"},
		{"下单页面可以正常打开。", "登录页面：10:05 在 Chrome 126 打开，返回 200，页面正常显示。", "pass|unaffirmed|irrelevant|"},
	})
}
