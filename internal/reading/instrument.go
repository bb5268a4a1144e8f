package reading

import "strings"

// instrumentWords name an instrument whose reading is an observation
// (docs/rules.md §4.1, hearsay): a dashboard, a panel, a monitor, a graph,
// a log, a tool's output.
var instrumentWords = []string{"dashboard", "panel", "monitor", "graph", "chart", "grafana", "datadog", "kibana", "prometheus",
	"new relic", "sentry", "log", "output", "metric", "gauge", "status page", "screen", "tablero", "gráfica", "grafica",
	"registro", "salida", "métrica", "metrica", "仪表盘", "监控", "面板", "日志", "图表",
	// A system or a tool reporting is a reading too: "CI says all checks
	// passed", "kubectl says 3/3 ready", "the API says 200".
	"ci", "github", "gitlab", "jenkins", "pipeline", "check", "test", "the run", "the build", "kubectl", "curl", "terraform",
	"the api", "the server", "the response", "the page", "the app", "the tool", "the system", "el sistema", "la api",
	"el servidor", "la respuesta", "la página", "la pagina", "系统", "接口", "页面", "服务器"}

// instrumentSays reports whether the speaker of the "says" at offset at,
// in its clause, is an instrument: "the Grafana panel says 180 ms".
func instrumentSays(text string, at int) bool {
	from := max(0, at-48)
	for from < at && text[from]&0xC0 == 0x80 {
		from++
	}
	before := text[from:at]
	if i := strings.LastIndexAny(before, ".;:\n,"); i >= 0 {
		before = before[i+1:]
	}
	lower := strings.ToLower(before)
	for _, w := range instrumentWords {
		// Whole words: "the checkout team said" is no check.
		if ascii(w) && hasToken(lower, w) || !ascii(w) && strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
