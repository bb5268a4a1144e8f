package probe

import (
	"bytes"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ackrite/ackrite/internal/convergence"
)

// Metrics exposes a watch's results to Prometheus, labelled by server so
// that a fleet of probes can be scraped by one Prometheus.
//
// It writes the Prometheus text exposition format (version 0.0.4) itself:
// a dozen gauges, counters and one histogram do not need client_golang,
// whose package initialisation (its default registry's Go and process
// collectors, protobuf descriptors) every ackrite process paid at start-up,
// serve and gate hooks included, --metrics or not (docs/rules.md §12).
type Metrics struct {
	mu                                                                                    sync.Mutex
	families                                                                              []*family // in exposition order: by name
	verdict, tools, pages, duration, traversals, notifications, lastConverged, up, losses *family
	drift, findings                                                                       *family
}

// Severities are the poisoning finding severities (docs/rules.md §10.4), each
// exported as a series so that a count going back to 0 is seen.
var Severities = []string{"high", "medium", "low"}

// A family is one metric name: its help, type, label names and a series
// per combination of label values.
type family struct {
	name, help, kind string
	labels           []string
	buckets          []float64 // histograms only: upper bounds, ascending
	series           map[string]*series
}

// A series is one combination of label values.
type series struct {
	values []string
	value  float64  // gauge or counter; a histogram's sum
	counts []uint64 // histogram: observations ≤ each bucket (not cumulative)
	count  uint64   // histogram: all observations
}

var verdicts = []convergence.Verdict{convergence.Converged, convergence.Stale, convergence.Incomplete, convergence.Unverifiable}

// durationBuckets are the traversal duration histogram's upper bounds: 1 ms
// doubling fifteen times (to about 16 s).
var durationBuckets = func() []float64 {
	b := make([]float64, 15)
	for i := range b {
		b[i] = 0.001 * math.Pow(2, float64(i))
	}
	return b
}()

// NewMetrics returns the probe's metrics, with no series yet.
func NewMetrics() *Metrics {
	m := &Metrics{}
	add := func(name, kind, help string, labels ...string) *family {
		f := &family{name: name, help: help, kind: kind, labels: labels, series: map[string]*series{}}
		m.families = append(m.families, f)
		return f
	}
	m.verdict = add("ackrite_probe_verdict", "gauge", "1 for the server's current discovery verdict, 0 for the others.", "server", "verdict")
	m.tools = add("ackrite_probe_registry_tools", "gauge", "Tools in the latest discovered registry.", "server")
	m.pages = add("ackrite_probe_pages", "gauge", "tools/list pages in the latest traversal.", "server")
	m.duration = add("ackrite_probe_traversal_duration_seconds", "histogram", "Duration of tools/list traversals.", "server")
	m.duration.buckets = durationBuckets
	m.traversals = add("ackrite_probe_traversals_total", "counter", "tools/list traversals, by resulting verdict.", "server", "verdict")
	m.notifications = add("ackrite_probe_notifications_total", "counter", "notifications/tools/list_changed received.", "server")
	m.lastConverged = add("ackrite_probe_last_converged_timestamp_seconds", "gauge", "Unix time of the last converged verdict (0: never).", "server")
	m.up = add("ackrite_probe_up", "gauge", "1 while the watch holds a live session with the server, 0 after it lost it (until it reconnects).", "server")
	m.losses = add("ackrite_probe_sessions_lost_total", "counter", "Sessions lost: the server exited, the connection dropped or a refresh failed on the transport.", "server")
	m.drift = add("ackrite_probe_lock_drift", "gauge", "1 while the latest traversal's registry digest differs from the lock file's, 0 while it matches (only with --lock).", "server")
	m.findings = add("ackrite_probe_poisoning_findings", "gauge", "Tool-definition (poisoning) findings in the latest traversal, by severity.", "server", "severity")
	slices.SortFunc(m.families, func(a, b *family) int { return strings.Compare(a.name, b.name) })
	return m
}

// at returns the series of f for values, created at zero on first use.
// The caller holds m.mu.
func (f *family) at(values ...string) *series {
	key := strings.Join(values, "\xff")
	s := f.series[key]
	if s == nil {
		s = &series{values: values}
		if f.buckets != nil {
			s.counts = make([]uint64, len(f.buckets))
		}
		f.series[key] = s
	}
	return s
}

// observe records one histogram observation.
func (s *series) observe(buckets []float64, v float64) {
	if i, _ := slices.BinarySearch(buckets, v); i < len(buckets) {
		s.counts[i]++
	}
	s.count++
	s.value += v
}

// Observe records one watch event for server.
func (m *Metrics) Observe(server string, ev *Event) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, v := range verdicts {
		val := 0.0
		if v == ev.Report.Verdict {
			val = 1
		}
		m.verdict.at(server, string(v)).value = val
	}
	up := 0.0
	if ev.Up {
		up = 1
	}
	m.up.at(server).value = up
	// Counters start at 0 with the server's first event, so that the first
	// loss or notification is an increase Prometheus can see (an alert on
	// increase() misses a series that is born at 1).
	m.notifications.at(server)
	losses := m.losses.at(server)
	if ev.Lost != nil {
		losses.value++
	}
	if ev.Traversal == nil {
		return
	}
	m.tools.at(server).value = float64(len(ev.Traversal.Tools))
	m.pages.at(server).value = float64(len(ev.Traversal.Pages))
	m.duration.at(server).observe(m.duration.buckets, ev.Traversal.Duration.Seconds())
	m.traversals.at(server, string(ev.Report.Verdict)).value++
	g := m.lastConverged.at(server)
	if ev.Report.Verdict == convergence.Converged {
		g.value = float64(time.Now().UnixMilli()) / 1000
	}
}

// Drift records whether the latest traversal of server drifted from the
// lock file: call it for each traversal of a watch with a lock.
func (m *Metrics) Drift(server string, drifted bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v := 0.0
	if drifted {
		v = 1
	}
	m.drift.at(server).value = v
}

// Findings records the poisoning findings of server's latest traversal,
// counted by severity (every severity in [Severities] is set, to 0 when
// it has none).
func (m *Metrics) Findings(server string, bySeverity map[string]int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, sev := range Severities {
		m.findings.at(server, sev).value = float64(bySeverity[sev])
	}
}

// Notified counts one list_changed for server.
func (m *Metrics) Notified(server string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.notifications.at(server).value++
}

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		_, _ = w.Write(m.expose())
	})
}

// expose writes every family that has a series, by name, and its series by
// label values.
func (m *Metrics) expose() []byte {
	m.mu.Lock()
	defer m.mu.Unlock()
	var b bytes.Buffer
	for _, f := range m.families {
		if len(f.series) == 0 {
			continue
		}
		b.WriteString("# HELP " + f.name + " " + escapeHelp(f.help) + "\n")
		b.WriteString("# TYPE " + f.name + " " + f.kind + "\n")
		all := make([]*series, 0, len(f.series))
		for _, s := range f.series {
			all = append(all, s)
		}
		slices.SortFunc(all, func(a, b *series) int { return slices.Compare(a.values, b.values) })
		for _, s := range all {
			if f.buckets == nil {
				sample(&b, f.name, f.labels, s.values, "", "", s.value)
				continue
			}
			var cumulative uint64
			for i, le := range f.buckets {
				cumulative += s.counts[i]
				sample(&b, f.name+"_bucket", f.labels, s.values, "le", formatFloat(le), float64(cumulative))
			}
			sample(&b, f.name+"_bucket", f.labels, s.values, "le", "+Inf", float64(s.count))
			sample(&b, f.name+"_sum", f.labels, s.values, "", "", s.value)
			sample(&b, f.name+"_count", f.labels, s.values, "", "", float64(s.count))
		}
	}
	return b.Bytes()
}

// sample writes one line: name{labels="values",extra="value"} v.
func sample(b *bytes.Buffer, name string, labels, values []string, extra, extraValue string, v float64) {
	b.WriteString(name)
	sep := byte('{')
	for i, l := range labels {
		b.WriteByte(sep)
		b.WriteString(l + `="` + escapeLabel(values[i]) + `"`)
		sep = ','
	}
	if extra != "" {
		b.WriteByte(sep)
		b.WriteString(extra + `="` + extraValue + `"`)
		sep = ','
	}
	if sep == ',' {
		b.WriteByte('}')
	}
	b.WriteByte(' ')
	b.WriteString(formatFloat(v))
	b.WriteByte('\n')
}

// formatFloat is how the text format writes a value.
func formatFloat(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

var (
	labelEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`, `"`, `\"`)
	helpEscaper  = strings.NewReplacer(`\`, `\\`, "\n", `\n`)
)

func escapeLabel(s string) string { return labelEscaper.Replace(s) }
func escapeHelp(s string) string  { return helpEscaper.Replace(s) }
