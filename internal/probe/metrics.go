package probe

import (
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/ackrite/ackrite/internal/convergence"
)

// Metrics exposes a watch's results to Prometheus, labelled by server so
// that a fleet of probes can be scraped by one Prometheus.
type Metrics struct {
	registry      *prometheus.Registry
	verdict       *prometheus.GaugeVec
	tools         *prometheus.GaugeVec
	pages         *prometheus.GaugeVec
	duration      *prometheus.HistogramVec
	traversals    *prometheus.CounterVec
	notifications *prometheus.CounterVec
	lastConverged *prometheus.GaugeVec
	up            *prometheus.GaugeVec
	losses        *prometheus.CounterVec
}

var verdicts = []convergence.Verdict{convergence.Converged, convergence.Stale, convergence.Incomplete, convergence.Unverifiable}

// NewMetrics registers the probe's metrics on a fresh registry.
func NewMetrics() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		verdict: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "ackrite_probe_verdict",
			Help: "1 for the server's current discovery verdict, 0 for the others."}, []string{"server", "verdict"}),
		tools: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "ackrite_probe_registry_tools",
			Help: "Tools in the latest discovered registry."}, []string{"server"}),
		pages: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "ackrite_probe_pages",
			Help: "tools/list pages in the latest traversal."}, []string{"server"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ackrite_probe_traversal_duration_seconds",
			Help: "Duration of tools/list traversals.", Buckets: prometheus.ExponentialBuckets(0.001, 2, 15)}, []string{"server"}),
		traversals: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ackrite_probe_traversals_total",
			Help: "tools/list traversals, by resulting verdict."}, []string{"server", "verdict"}),
		notifications: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ackrite_probe_notifications_total",
			Help: "notifications/tools/list_changed received."}, []string{"server"}),
		lastConverged: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "ackrite_probe_last_converged_timestamp_seconds",
			Help: "Unix time of the last converged verdict (0: never)."}, []string{"server"}),
		up: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "ackrite_probe_up",
			Help: "1 while the watch holds a live session with the server, 0 after it lost it (until it reconnects)."}, []string{"server"}),
		losses: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ackrite_probe_sessions_lost_total",
			Help: "Sessions lost: the server exited, the connection dropped or a refresh failed on the transport."}, []string{"server"}),
	}
	m.registry.MustRegister(m.verdict, m.tools, m.pages, m.duration, m.traversals, m.notifications, m.lastConverged, m.up, m.losses)
	return m
}

// Observe records one watch event for server.
func (m *Metrics) Observe(server string, ev *Event) {
	for _, v := range verdicts {
		val := 0.0
		if v == ev.Report.Verdict {
			val = 1
		}
		m.verdict.WithLabelValues(server, string(v)).Set(val)
	}
	up := 0.0
	if ev.Up {
		up = 1
	}
	m.up.WithLabelValues(server).Set(up)
	if ev.Lost != nil {
		m.losses.WithLabelValues(server).Inc()
	}
	if ev.Traversal == nil {
		return
	}
	m.tools.WithLabelValues(server).Set(float64(len(ev.Traversal.Tools)))
	m.pages.WithLabelValues(server).Set(float64(len(ev.Traversal.Pages)))
	m.duration.WithLabelValues(server).Observe(ev.Traversal.Duration.Seconds())
	m.traversals.WithLabelValues(server, string(ev.Report.Verdict)).Inc()
	g := m.lastConverged.WithLabelValues(server)
	if ev.Report.Verdict == convergence.Converged {
		g.Set(float64(time.Now().UnixMilli()) / 1000)
	}
}

// Notified counts one list_changed for server.
func (m *Metrics) Notified(server string) { m.notifications.WithLabelValues(server).Inc() }

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}
