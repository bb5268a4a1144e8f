package reading

import "testing"

// TestChineseInstrumentReadings: what a monitor, a panel, a log shows
// ("监控显示…", "面板显示…", "日志显示…") is an observation by an instrument;
// a person's word about it ("听说监控显示…", "同事说…") is hearsay, and a
// reading against the claim is not green.
func TestChineseInstrumentReadings(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"退款接口错误率为 0。", "监控显示退款接口过去 12 小时错误率为 0。", "affirms"},
		{"退款接口错误率为 0。", "Grafana 面板显示退款接口过去 6 小时错误率为 0。", "affirms"},
		{"库存服务运行正常。", "监控显示库存服务过去 24 小时一切正常。", "affirms"},
		{"库存服务运行正常。", "日志显示库存服务过去 24 小时没有错误。", "affirms"},
		{"退款接口的错误率低于 1%。", "监控显示退款接口错误率 0.3%。", "affirms"},
		{"库存服务运行正常。", "从监控上看，库存服务过去 24 小时没有报错。", "affirms"},
		// negating
		{"退款接口错误率为 0。", "听说监控显示退款接口错误率为 0。", "hearsay"},
		{"库存服务运行正常。", "同事说监控显示库存服务一切正常。", "hearsay"},
		{"库存服务运行正常。", "听说监控显示库存服务一切正常。", "hearsay"},
		{"库存服务运行正常。", "监控显示库存服务错误率 12%。", "unaffirmed|persists|fail|"},
		{"退款接口的错误率低于 1%。", "监控显示退款接口错误率 4.5%。", "persists|fail|unaffirmed|"},
		{"退款接口错误率为 0。", "监控显示订单接口过去 12 小时错误率为 0。", "pass|unaffirmed|"},
	})
}
