package main

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// The fleet files (docs/rules.md §15, docs/fleet.md): Prometheus alerting rules with
// their promtool unit tests, and a Grafana dashboard over the same metrics.
var (
	rulesFile     = filepath.Join("..", "..", "deploy", "prometheus", "ackrite.rules.yml")
	rulesTestFile = filepath.Join("..", "..", "deploy", "prometheus", "ackrite.rules.test.yml")
	dashboardFile = filepath.Join("..", "..", "deploy", "grafana", "ackrite-dashboard.json")
)

// targetLabels are the labels Prometheus itself puts on every scraped
// series, and up is the series it writes for every scrape: the rules may
// name them although the binary does not export them.
var targetLabels = []string{"job", "instance", "le"}

// scrapedMetrics runs a real probe --watch --metrics against `ackrite
// serve`, with a lock, and returns the names of the series and the labels
// it exports.
func scrapedMetrics(t *testing.T) (names, labels map[string]bool) {
	t.Helper()
	dir := t.TempDir()
	lock := filepath.Join(dir, "ackrite.lock.json")
	if _, stderr, code := runCLI(t, "", "lock", "-o", lock, "--", binary, "serve"); code != 0 {
		t.Fatalf("lock: exit %d: %s", code, stderr)
	}
	addr := freeAddr(t)
	cmd := exec.Command(binary, "probe", "--watch", "30s", "--metrics", addr, "--lock", lock, "--name", "tickets", "--json", "--", binary, "serve")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	body := scrapeUntil(addr, 15*time.Second, func(body string) bool { return strings.Contains(body, "ackrite_probe_lock_drift") })
	if !strings.Contains(body, `ackrite_probe_lock_drift{server="tickets"} 0`) || !strings.Contains(body, `ackrite_probe_poisoning_findings{server="tickets",severity="high"} 0`) {
		t.Fatalf("probe --watch --lock exports no lock drift or findings:\n%s", body)
	}
	names, labels = map[string]bool{"up": true}, map[string]bool{}
	for _, l := range targetLabels {
		labels[l] = true
	}
	sample := regexp.MustCompile(`^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? `)
	label := regexp.MustCompile(`([a-zA-Z_][a-zA-Z0-9_]*)="`)
	for _, line := range strings.Split(body, "\n") {
		if m := sample.FindStringSubmatch(line); m != nil {
			names[m[1]] = true
			for _, l := range label.FindAllStringSubmatch(m[2], -1) {
				labels[l[1]] = true
			}
		}
	}
	return names, labels
}

// scrapeUntil scrapes http://addr/metrics until done accepts the body or
// the time is up, and returns the last body.
func scrapeUntil(addr string, limit time.Duration, done func(string) bool) string {
	var body string
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		resp, err := http.Get("http://" + addr + "/metrics")
		if err != nil {
			continue
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if body = string(b); done(body) {
			break
		}
	}
	return body
}

// fleetExpressions returns every PromQL expression of the rules file (each
// expr, one line or a block) and of the dashboard (each target's expr and
// each variable's query).
func fleetExpressions(t *testing.T) map[string][]string {
	t.Helper()
	rules, err := os.ReadFile(rulesFile)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	lines := strings.Split(string(rules), "\n")
	for i := 0; i < len(lines); i++ {
		indent, rest, ok := strings.Cut(lines[i], "expr:")
		if !ok || strings.TrimSpace(indent) != "" {
			continue
		}
		expr := strings.TrimSpace(rest)
		if expr == "|" || expr == ">" {
			expr = ""
			for i+1 < len(lines) && (strings.TrimSpace(lines[i+1]) == "" || len(lines[i+1])-len(strings.TrimLeft(lines[i+1], " ")) > len(indent)) {
				i++
				expr += lines[i] + "\n"
			}
		}
		out["rules"] = append(out["rules"], strings.TrimSpace(expr))
	}
	b, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	var dash any
	if err := json.Unmarshal(b, &dash); err != nil {
		t.Fatalf("%s: %v", dashboardFile, err)
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if s, ok := x.(string); ok && (k == "expr" || k == "definition" || k == "query" && strings.Contains(s, "(")) {
					out["dashboard"] = append(out["dashboard"], s)
				}
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(dash)
	return out
}

// promqlWords are the words of PromQL that are not metric names.
var promqlWords = []string{"by", "without", "on", "ignoring", "group_left", "group_right", "and", "or", "unless", "bool", "offset", "inf", "nan",
	"sum", "min", "max", "avg", "count", "stddev", "stdvar", "topk", "bottomk", "quantile", "count_values", "group",
	"rate", "irate", "increase", "delta", "idelta", "changes", "resets", "deriv", "predict_linear", "histogram_quantile",
	"abs", "absent", "absent_over_time", "ceil", "floor", "round", "clamp", "clamp_min", "clamp_max", "time", "timestamp", "vector", "scalar",
	"label_replace", "label_join", "label_values", "sort", "sort_desc", "max_over_time", "min_over_time", "avg_over_time", "sum_over_time", "count_over_time", "last_over_time"}

// TestFleetExpressionsNameExportedMetrics: every metric an alerting rule or
// a dashboard panel names, and every label it matches or groups by, is one
// a real probe --watch --metrics exports (or Prometheus's own up, job,
// instance, le), so a renamed metric cannot leave an alert that never fires.
func TestFleetExpressionsNameExportedMetrics(t *testing.T) {
	names, labels := scrapedMetrics(t)
	strs := regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	ranges := regexp.MustCompile(`\[[0-9a-z]+\]`)
	word := regexp.MustCompile(`[a-zA-Z_:][a-zA-Z0-9_:]*`)
	matcher := regexp.MustCompile(`([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)\s*"`)
	grouping := regexp.MustCompile(`\b(?:by|without|on|ignoring)\s*\(([^)]*)\)`)
	exprs := fleetExpressions(t)
	if len(exprs["rules"]) < 6 || len(exprs["dashboard"]) < 10 {
		t.Fatalf("found %d rule and %d dashboard expressions", len(exprs["rules"]), len(exprs["dashboard"]))
	}
	for file, list := range exprs {
		for _, expr := range list {
			for _, m := range matcher.FindAllStringSubmatch(expr, -1) {
				if !labels[m[1]] {
					t.Errorf("%s: %q matches label %s, which the binary does not export", file, expr, m[1])
				}
			}
			for _, m := range grouping.FindAllStringSubmatch(expr, -1) {
				for _, l := range strings.Split(m[1], ",") {
					if l = strings.TrimSpace(l); l != "" && !labels[l] {
						t.Errorf("%s: %q groups by label %s, which the binary does not export", file, expr, l)
					}
				}
			}
			// What remains outside strings, ranges, label sets and
			// groupings: metric names, functions and keywords.
			bare := grouping.ReplaceAllString(ranges.ReplaceAllString(strs.ReplaceAllString(expr, `""`), ""), "")
			bare = regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(bare, "")
			bare = regexp.MustCompile(`,\s*[a-z_]+\s*\)`).ReplaceAllString(bare, ")") // label_values(metric, label)
			for _, w := range word.FindAllString(bare, -1) {
				if slices.Contains(promqlWords, w) || strings.HasPrefix(w, "$") {
					continue
				}
				if !names[w] {
					t.Errorf("%s: %q names %s, which the binary does not export", file, expr, w)
				}
			}
		}
	}
}

// TestAlertRules runs promtool test rules on the rules' unit tests (the
// same run as .ci/run's), and promtool check on the rules.
func TestAlertRules(t *testing.T) {
	promtool, err := exec.LookPath("promtool")
	if err != nil {
		t.Skip("promtool is not installed (Debian: apt-get install prometheus); .ci/run installs it and runs promtool test rules itself")
	}
	for _, args := range [][]string{{"check", "rules", rulesFile}, {"test", "rules", rulesTestFile}} {
		out, err := exec.Command(promtool, args...).CombinedOutput()
		if err != nil {
			t.Errorf("promtool %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}
