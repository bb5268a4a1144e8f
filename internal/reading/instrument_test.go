package reading

import "testing"

// TestInstrumentReadings: what a dashboard, a panel or a monitor shows is
// an observation ("the panel says 0", "el panel de Grafana marca…",
// "监控面板显示…"); someone's word about it is hearsay ("someone in Slack
// said the dashboard looked fine"), and a reading against the claim is
// not green.
func TestInstrumentReadings(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The billing API error rate is below 2%.", "The Grafana panel says billing API error rate 0.4% over the last 6h.", "affirms"},
		{"The ingest service is healthy.", "The Datadog dashboard shows the ingest service green for the last 12 hours.", "affirms"},
		{"La cola de envíos está vacía.", "El panel de Grafana marca la cola de envíos en 0 mensajes desde las 8:00.", "affirms"},
		{"La cola de envíos está vacía.", "El monitor dice: cola de envíos = 0.", "affirms"},
		{"账单服务运行正常。", "监控面板显示账单服务过去 12 小时全部正常。", "affirms"},
		{"The release pipeline is green.", "GitHub says all 14 checks passed on the release pipeline.", "affirms"},
		// negating
		{"The ingest service is healthy.", "Someone in Slack said the ingest dashboard looked fine.", "hearsay"},
		{"The ingest service is healthy.", "Priya said the ingest service was fine on the dashboard.", "hearsay"},
		{"The checkout service is healthy.", "The checkout team said the service looked fine this morning.", "hearsay"},
		{"La cola de envíos está vacía.", "Un compañero dijo que el panel marcaba la cola de envíos en 0.", "hearsay"},
		{"账单服务运行正常。", "同事说账单服务的监控一切正常。", "hearsay"},
		{"The billing API error rate is below 2%.", "The Grafana panel says billing API error rate 3.1% over the last 6h.", "persists|fail"},
		{"La cola de envíos está vacía.", "El panel de Grafana marca la cola de envíos en 420 mensajes.", "persists|fail|unaffirmed|"},
	})
}
