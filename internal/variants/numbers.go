package variants

import (
	"regexp"
	"strconv"
	"strings"
)

// numberRule turns one number or status that shows success into one that
// shows failure (§4.1 `persists`: numbers that show the problem continues).
type numberRule struct {
	name string
	re   *regexp.Regexp
	// repl returns the failing text for one match (its submatches).
	repl func(m []string) string
}

// numberRules apply to content that is not runner output, in order.
var numberRules = []numberRule{
	{"http-status", regexp.MustCompile(`HTTP/(\d(?:\.\d)?) 2\d\d(?: (?:OK|Created|Accepted|No Content))?`),
		func(m []string) string { return "HTTP/" + m[1] + " 500 Internal Server Error" }},
	{"arrow-status", regexp.MustCompile(`((?:->|→|=>)\s*)2\d\d\b`),
		func(m []string) string { return m[1] + "500" }},
	{"logged-status", regexp.MustCompile(`\b((?:GET|POST|PUT|PATCH|DELETE|HEAD) \S+ )2\d\d\b`),
		func(m []string) string { return m[1] + "500" }},
	{"exit-status", regexp.MustCompile(`(?i)\b(exit (?:status|code)[:=]? ?|código de salida:? ?|退出码[:：]? ?)0\b`),
		func(m []string) string { return m[1] + "1" }},
	{"passed-failed", regexp.MustCompile(`\b(\d+) passed, 0 failed\b`),
		func(m []string) string {
			n := atoi(m[1])
			k := min(3, n)
			return strconv.Itoa(n-k) + " passed, " + strconv.Itoa(max(k, 1)) + " failed"
		}},
	{"zero-failures", regexp.MustCompile(`(^|[^\d.,])0 ?(failed|failures?|errors?|fallaron|fallos|errores|失败|个?错误)`),
		func(m []string) string { return m[1] + "3 " + m[2] }},
	{"no-failures", regexp.MustCompile(`(?i)\b(?:no|without(?: any)?) (errors|failures)\b`),
		func(m []string) string { return "3 " + m[1] }},
	{"sin-errores", regexp.MustCompile(`\bsin (errores|fallos)\b`),
		func(m []string) string { return "con 3 " + m[1] }},
	{"zh-none", regexp.MustCompile(`没有(错误|失败)`),
		func(m []string) string { return "有 3 个" + m[1] }},
	{"ratio", regexp.MustCompile(`\b(\d+)/(\d+)(\s+(?:passed|ok|succeeded|ready|healthy|available|up|pasaron|通过))`),
		func(m []string) string {
			if m[1] != m[2] {
				return m[0]
			}
			n := atoi(m[1])
			return strconv.Itoa(n-min(3, n)) + "/" + m[2] + m[3]
		}},
	{"all-n", regexp.MustCompile(`(?i)\ball (\d+) ((?:\w+ )?)(ready|healthy|available|running|up)\b`),
		func(m []string) string { return "only 2 of " + m[1] + " " + m[2] + m[3] }},
}

// failNumbers applies every number rule to s.
func failNumbers(s string) string {
	for _, r := range numberRules {
		s = r.re.ReplaceAllStringFunc(s, func(x string) string { return r.repl(r.re.FindStringSubmatch(x)) })
	}
	return s
}

// Measurements for performance claims.
var (
	// lowerBetter units: a larger after-value is worse.
	lowerBetter = map[string]bool{"ms": true, "s": true, "µs": true, "us": true, "ns": true, "ns/op": true,
		"b/op": true, "allocs/op": true, "mb": true, "gb": true, "%": true}
	unitRE       = `(ms|s|µs|us|ns/op|ns|%|rps|req/s|qps|ops/s|MB|GB)`
	beforeAfter  = regexp.MustCompile(`(\d[\d.,]*)\s*` + unitRE + `\s+before,?\s+(?:and\s+)?(\d[\d.,]*)\s*` + unitRE + `\s+after`)
	fromTo       = regexp.MustCompile(`(\d[\d.,]*)\s*` + unitRE + `\s*(?:→|->|=>|\bto\b)\s*(\d[\d.,]*)\s*` + unitRE)
	benchValue   = regexp.MustCompile(`^(Benchmark\S+\s+\d+\s+)([\d.]+)( ns/op.*)$`)
	beforeSource = words("before", "antes", "改动前", "修改前")
	afterSource  = words("after", "después", "改动后", "修改后")
)

// worse returns an after-value that did not improve on before.
func worse(before float64, unit string) float64 {
	if lowerBetter[strings.ToLower(unit)] {
		return before * 1.5
	}
	return before / 2
}

func formatNumber(f float64) string {
	if f == float64(int64(f)) {
		return strconv.FormatInt(int64(f), 10)
	}
	return strconv.FormatFloat(f, 'f', 1, 64)
}

// worseMeasurement rewrites before/after pairs in prose so that after is
// no better than before.
func worseMeasurement(s string) string {
	for _, re := range []*regexp.Regexp{beforeAfter, fromTo} {
		s = re.ReplaceAllStringFunc(s, func(x string) string {
			m := re.FindStringSubmatch(x)
			if !strings.EqualFold(m[2], m[4]) {
				return x
			}
			after := formatNumber(worse(atof(m[1]), m[2]))
			i := strings.LastIndex(x, m[3])
			return x[:i] + after + x[i+len(m[3]):]
		})
	}
	return s
}

// overThreshold replaces every measurement in the claim's unit by one
// above the claim's own threshold.
func overThreshold(s string, t *threshold) string {
	re := regexp.MustCompile(`\b\d[\d.,]*\s*` + regexp.QuoteMeta(t.unit) + `\b`)
	return re.ReplaceAllString(s, formatNumber(t.value*1.5)+" "+t.unit)
}

// benchNsOp returns the ns/op of each benchmark in a go bench output.
func benchNsOp(s string) map[string]float64 {
	out := map[string]float64{}
	for _, l := range strings.Split(s, "\n") {
		if m := benchValue.FindStringSubmatch(l); m != nil {
			out[strings.Fields(m[1])[0]] = atof(m[2])
		}
	}
	return out
}

// slowerBench makes each benchmark in s as slow as before's, and half again.
func slowerBench(s string, before map[string]float64) (string, bool) {
	lines := strings.Split(s, "\n")
	changed := false
	for i, l := range lines {
		m := benchValue.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		b, ok := before[strings.Fields(m[1])[0]]
		if !ok {
			continue
		}
		lines[i] = m[1] + formatNumber(worse(b, "ns/op")) + m[3]
		changed = true
	}
	return strings.Join(lines, "\n"), changed
}
