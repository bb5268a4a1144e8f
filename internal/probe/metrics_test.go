package probe

import (
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/convergence"
)

// TestMetricsExposition pins the text format written without client_golang:
// families by name with HELP and TYPE, series by label values, escaped
// label values, cumulative histogram buckets with +Inf, _sum and _count.
func TestMetricsExposition(t *testing.T) {
	m := NewMetrics()
	m.Notified(`a"b\c`)
	m.Notified(`a"b\c`)
	m.Notified("0")
	tr := &Traversal{Duration: 3 * time.Millisecond}
	m.Observe("s", &Event{Traversal: tr, Up: true, Report: &convergence.Report{Verdict: convergence.Stale}})
	m.Observe("s", &Event{Traversal: &Traversal{Duration: time.Minute}, Up: true, Report: &convergence.Report{Verdict: convergence.Stale}})
	got := string(m.expose())
	want := []string{
		"# HELP ackrite_probe_notifications_total notifications/tools/list_changed received.\n# TYPE ackrite_probe_notifications_total counter\n" +
			"ackrite_probe_notifications_total{server=\"0\"} 1\nackrite_probe_notifications_total{server=\"a\\\"b\\\\c\"} 2\n",
		"# TYPE ackrite_probe_traversal_duration_seconds histogram\n" +
			"ackrite_probe_traversal_duration_seconds_bucket{server=\"s\",le=\"0.001\"} 0\n" +
			"ackrite_probe_traversal_duration_seconds_bucket{server=\"s\",le=\"0.002\"} 0\n" +
			"ackrite_probe_traversal_duration_seconds_bucket{server=\"s\",le=\"0.004\"} 1\n",
		"ackrite_probe_traversal_duration_seconds_bucket{server=\"s\",le=\"16.384\"} 1\n" +
			"ackrite_probe_traversal_duration_seconds_bucket{server=\"s\",le=\"+Inf\"} 2\n" +
			"ackrite_probe_traversal_duration_seconds_sum{server=\"s\"} 60.003\n" +
			"ackrite_probe_traversal_duration_seconds_count{server=\"s\"} 2\n",
		"ackrite_probe_traversals_total{server=\"s\",verdict=\"stale\"} 2\n",
		"ackrite_probe_last_converged_timestamp_seconds{server=\"s\"} 0\n",
		// Counters start at 0 with a server's first event.
		"ackrite_probe_sessions_lost_total{server=\"s\"} 0\n",
		"ackrite_probe_notifications_total{server=\"s\"} 0\n",
	}
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("exposition lacks\n%s\ngot:\n%s", w, got)
		}
	}
	if strings.Contains(got, "ackrite_probe_lock_drift") {
		t.Errorf("a family without series is written:\n%s", got)
	}
	m.Drift("s", true)
	m.Findings("s", map[string]int{"high": 2})
	got = string(m.expose())
	for _, w := range []string{"ackrite_probe_lock_drift{server=\"s\"} 1\n",
		"ackrite_probe_poisoning_findings{server=\"s\",severity=\"high\"} 2\n",
		"ackrite_probe_poisoning_findings{server=\"s\",severity=\"low\"} 0\n"} {
		if !strings.Contains(got, w) {
			t.Errorf("exposition lacks %s", w)
		}
	}
	if i, j := strings.Index(got, "# HELP ackrite_probe_last_converged"), strings.Index(got, "# HELP ackrite_probe_notifications"); i < 0 || j < i {
		t.Errorf("families are not in name order:\n%s", got)
	}
}
