package reading

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// Numbers read for what they say (docs/rules.md §4.1): a measurement compared with
// the claim's own threshold ("p95 under 200 ms" against "p95 340 ms"), two
// measurements of one kind compared with the direction the claim states
// ("faster" against "840 ms before, 120 ms after"), and a rate of errors
// where the claim says there are none.

// A measurement is one measured number of a text: its value in its
// class's base unit (milliseconds, bytes) or as written (rates, ratios),
// where it stands and whether its words say it is the state before.
type measurement struct {
	value      float64
	class      unitClass
	unit       string // as matched, lower case: rates and ratios compare only within one unit
	start, end int
	before     bool // "840 ms before", "from 2.1 s", "was 4%"
	// older: the figure is an older version's ("(v6.1 saw 530 ms)" beside
	// v6.2): a baseline, unless the claim names a version itself.
	older bool
	// stat: a statistic the figure takes from the one before it in its
	// sentence ("p99 was 900 ms before, now 140 ms"); "" when it names its
	// own or none (inheritStatistics).
	stat string
	// leads: the earlier state comes first and the later one follows it
	// ("840 ms before, 120 ms after", "from 2.1 s to 0.4 s"); otherwise
	// the earlier state follows the later ("120 ms, down from 840 ms").
	leads bool
}

// scales converts a unit to its class's base unit.
var scales = map[string]float64{
	"ns": 1e-6, "us": 1e-3, "µs": 1e-3, "ms": 1, "s": 1000, "sec": 1000, "secs": 1000, "second": 1000, "seconds": 1000,
	"min": 60000, "mins": 60000, "minute": 60000, "minutes": 60000, "h": 3.6e6, "hour": 3.6e6, "hours": 3.6e6,
	"毫秒": 1, "秒": 1000, "分钟": 60000, "小时": 3.6e6, "segundos": 1000, "segundo": 1000, "minutos": 60000,
	"b": 1, "kb": 1e3, "mb": 1e6, "gb": 1e9, "kib": 1024, "mib": 1 << 20, "gib": 1 << 30,
}

// measureUnits are the units measurements reads, longest first where one
// begins another.
var measureUnits = []struct {
	unit  string
	class unitClass
}{
	{"ns/op", timeUnit}, {"b/op", sizeUnit}, {"allocs/op", countUnit}, {"mb/s", rateUnit}, {"req/s", rateUnit}, {"ops/s", rateUnit},
	{"rps", rateUnit}, {"qps", rateUnit}, {"rpm", rateUnit}, {"ms", timeUnit}, {"µs", timeUnit}, {"us", timeUnit}, {"ns", timeUnit},
	{"seconds", timeUnit}, {"second", timeUnit}, {"secs", timeUnit}, {"sec", timeUnit}, {"segundos", timeUnit}, {"segundo", timeUnit},
	{"minutes", timeUnit}, {"minute", timeUnit}, {"minutos", timeUnit}, {"mins", timeUnit}, {"min", timeUnit},
	{"hours", timeUnit}, {"hour", timeUnit}, {"h", timeUnit}, {"s", timeUnit},
	{"%", ratioUnit}, {"x", ratioUnit}, {"kib", sizeUnit}, {"mib", sizeUnit}, {"gib", sizeUnit}, {"kb", sizeUnit}, {"mb", sizeUnit},
	{"gb", sizeUnit}, {"毫秒", timeUnit}, {"秒", timeUnit}, {"分钟", timeUnit}, {"小时", timeUnit},
}

// measurements returns the measured numbers of s, at most max of them.
func measurements(s string, max int) []measurement {
	var out []measurement
	for i := 0; i < len(s) && len(out) < max; i++ {
		if !isDigit(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '.' || s[i-1] == ',') {
			continue
		}
		if s[i] == '0' && i+1 < len(s) && (s[i+1] == 'x' || s[i+1] == 'X') {
			i++ // a hex number (0x80070643), not a ratio
			continue
		}
		if v, j, ok := clockDuration(s, i); ok {
			// "replay_lag=00:00:00.012": a duration written as a clock,
			// after a word that measures one.
			out = append(out, measurement{value: v, class: timeUnit, unit: "ms", start: i, end: j})
			i = j
			continue
		}
		if v, j, ok := compoundDuration(s, i); ok {
			// "13m 41s", "1h2m", "2m30.5s": one duration in parts.
			out = append(out, measurement{value: v, class: timeUnit, unit: "ms", start: i, end: j})
			i = j
			continue
		}
		v, j := parseNumber(s, i)
		k := j
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') && k-j < 2 {
			k++
		}
		rest := s[k:min(len(s), k+10)]
		for _, u := range measureUnits {
			if len(rest) < len(u.unit) || !strings.EqualFold(rest[:len(u.unit)], u.unit) {
				continue
			}
			if after := rest[len(u.unit):]; after != "" && isAlnum(after[0]) {
				continue // "5 sessions", "3 items"
			}
			unit := strings.ToLower(u.unit)
			if sc, ok := scales[unit]; ok && (u.class == timeUnit || u.class == sizeUnit) {
				v *= sc
			}
			out = append(out, measurement{value: v, class: u.class, unit: unit, start: i, end: k + len(u.unit)})
			break
		}
		i = j
	}
	for m := range out {
		out[m].before, out[m].leads = measuredBefore(s, out[m].start, out[m].end)
		out[m].older = !out[m].before && olderVersionBefore(s, out[m].start)
	}
	return out
}

// parseNumber reads the number at s[i:]: digits with one decimal point or
// comma; a comma followed by three digits groups thousands ("12,004").
func parseNumber(s string, i int) (float64, int) {
	v, frac, scale := 0.0, false, 1.0
	j := i
	for j < len(s) {
		c := s[j]
		switch {
		case isDigit(c):
			if frac {
				scale /= 10
				v += float64(c-'0') * scale
			} else {
				v = v*10 + float64(c-'0')
			}
		case c == ',' && !frac && j+3 < len(s)+0 && j+4 <= len(s) && allDigits(s[j+1:j+4]) && (j+4 == len(s) || !isDigit(s[j+4])):
			// a thousands separator
		case (c == '.' || c == ',') && !frac && j+1 < len(s) && isDigit(s[j+1]):
			frac = true
		default:
			return v, j
		}
		j++
	}
	return v, j
}

// beforeWords, next to a measurement, say it is the earlier state.
var beforeWords = map[string]bool{"before": true, "was": true, "were": true, "from": true, "previously": true, "baseline": true,
	"antes": true, "era": true, "eran": true, "de": true, "desde": true, "old": true, "earlier": true, "formerly": true,
	"从": true, "原来": true, "之前": true, "以前": true, "原先": true, "anteriormente": true,
	// "优化前为 450 毫秒", "升级前是 40 秒": a change's name, then 前.
	"前": true}

// presentWords end in 前 and say now: "目前为 120 毫秒", "当前 p99".
var presentWords = map[string]bool{"目前": true, "当前": true, "眼前": true, "现前": true}

// priorWords open a phrase that names an earlier state a figure was taken
// in: "the previous version took 6 s", "la versión anterior tardaba 6 s",
// "旧版本 6 秒"…
var priorWords = map[string]bool{"previous": true, "prior": true, "older": true, "anterior": true, "旧": true,
	// …or say "before" with the statistic between: "之前 p99 是 480 毫秒", "previously p95 was 2.1 s".
	"之前": true, "以前": true, "原来": true, "原先": true, "此前": true, "previously": true, "formerly": true, "anteriormente": true}

// measuredBefore reads the words next to a measurement: one of
// beforeWords just before it ("from 2.1 s", "was 4%") or just after it
// ("840 ms before"); leads, when the later state follows it.
func measuredBefore(s string, start, end int) (before, leads bool) {
	after := strings.TrimLeft(s[end:min(len(s), end+8)], " ")
	if strings.HasPrefix(after, "→") || strings.HasPrefix(after, "->") || strings.HasPrefix(after, "=>") {
		return true, true // "412µs → 288µs"
	}
	next := firstWords(s[end:min(len(s), end+16)], 1)
	if strings.HasPrefix(after, "(") || strings.HasPrefix(after, "（") {
		next = nil // "3,2 s (antes 41 s)": the aside opens with the earlier state's own marker
	}
	if len(next) > 0 && (next[0] == "before" || next[0] == "antes" || next[0] == "之前" || next[0] == "previously" ||
		next[0] == "earlier" || next[0] == "baseline") {
		return true, true
	}
	prev := lastWords(s[max(0, start-24):start], 2)
	for k, w := range prev {
		if !beforeWords[w] {
			continue
		}
		if w == "de" && !strings.HasPrefix(after, "a ") && !strings.HasPrefix(after, "hasta ") {
			// Spanish "de" is "from" only before "a" ("bajó de 12 s a 0,9
			// s"); else it is "of" ("p95 de 1,8 s").
			continue
		}
		// "from 2.1 s to 0.4 s" leads; "down from 840 ms" follows.
		from := w == "from" || w == "de" || w == "desde" || w == "从"
		down := k+1 < len(prev) && (prev[k+1] == "down" || prev[k+1] == "up")
		return true, from && !down || afterFollows(s, end)
	}
	for _, w := range lastWords(s[max(0, start-40):start], 4) {
		if priorWords[w] {
			return true, false
		}
	}
	if beforeOpens(s, start) {
		return true, true // "优化前首页接口 P99 650 毫秒，加缓存后 150 毫秒", "before the fix, p99 900 ms"
	}
	return false, false
}

// afterFollows reports a figure's later state named just after it: "p95
// before 840 ms, after 212 ms", "antes 2,4 s, después 180 ms".
func afterFollows(s string, end int) bool {
	for _, w := range firstWords(strings.TrimLeft(s[end:min(len(s), end+24)], " ,;"), 2) {
		switch w {
		case "after", "now", "después", "despues", "ahora", "之后", "现在":
			return true
		}
	}
	return false
}

// beforeOpens reports a clause that opens with a marker of the state
// before a change and holds the figure at start: "优化前…", "升级之前…",
// "before the fix, …" is read up to the next clause. "目前", "当前" say now.
func beforeOpens(s string, start int) bool {
	from := max(0, start-64)
	clause := s[from:start]
	cut := func(c string) (string, string) { // the text before the last separator, and after it
		at, n := -1, 0
		if i := strings.LastIndexAny(c, ",;\n:"); i >= 0 {
			at, n = i, 1
		}
		if i := strings.LastIndex(c, ". "); i > at {
			at, n = i, 1
		}
		for _, sep := range []string{"，", "；", "。", "："} {
			if i := strings.LastIndex(c, sep); i > at {
				at, n = i, len(sep)
			}
		}
		if at < 0 {
			return "", c
		}
		return c[:at], c[at+n:]
	}
	rest, clause := cut(clause)
	clause = strings.TrimLeft(clause, " ")
	opensBefore := func(c string) bool {
		w := firstWords(strings.ToLower(c), 1)
		return len(w) > 0 && (w[0] == "before" || w[0] == "antes")
	}
	if opensBefore(clause) {
		return true
	}
	comma := strings.HasPrefix(s[from+len(rest):], ",") || strings.HasPrefix(s[from+len(rest):], "，")
	if _, prev := cut(rest); comma && len(strings.Fields(clause)) <= 2 && opensBefore(strings.TrimLeft(prev, " ")) && len(strings.Fields(prev)) <= headerWords &&
		!strings.ContainsAny(prev, "0123456789") {
		return true // "before the fix, p95 1.2 s": the marker is its own clause
	}
	// A Chinese clause opening with a word that ends in 前 within its first
	// four characters: 优化前, 升级之前, 修复前.
	n := 0
	for i, r := range clause {
		if n >= 4 || !isCJK(r) {
			break
		}
		n++
		if r == '前' {
			w := clause[max(0, i-len("目")) : i+len("前")]
			return !presentWords[w]
		}
	}
	return false
}

// olderVersionBefore reports whether the clause before a figure names a
// version ("v6.1 saw 530 ms") lower than another the text names ("v6.2:
// p99 41 ms"): the figure is the older version's, the baseline.
func olderVersionBefore(s string, start int) bool {
	from := max(0, start-32)
	if i := strings.LastIndexAny(s[from:start], ",;\n"); i >= 0 {
		from += i + 1
	}
	at := -1
	for i := start - 2; i >= from; i-- {
		if (s[i] == 'v' || s[i] == 'V') && isDigit(s[i+1]) && (i == 0 || !isAlnum(s[i-1])) {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	mine, _ := versionAt(s, at+1)
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == 'v' || s[i] == 'V') && isDigit(s[i+1]) && (i == 0 || !isAlnum(s[i-1])) && i != at {
			if v, _ := versionAt(s, i+1); compareVersions(v, mine) > 0 {
				return true
			}
		}
	}
	return false
}

// writesVersion reports a version written "v6.1" in s: a claim about one
// version's figure reads an older version's as its own.
func writesVersion(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == 'v' || s[i] == 'V') && isDigit(s[i+1]) && (i == 0 || !isAlnum(s[i-1])) {
			return true
		}
	}
	return false
}

// versionAt returns the dotted version at s[i:] ("6.1") and where it ends.
func versionAt(s string, i int) (string, int) {
	j := i
	for j < len(s) && (isDigit(s[j]) || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) {
		j++
	}
	return s[i:j], j
}

// compareVersions compares two dotted versions part by part.
func compareVersions(a, b string) int {
	for a != "" || b != "" {
		var x, y int
		x, a = leadingInt(a)
		y, b = leadingInt(b)
		if x != y {
			if x > y {
				return 1
			}
			return -1
		}
		a, b = strings.TrimPrefix(a, "."), strings.TrimPrefix(b, ".")
	}
	return 0
}

// lastWords returns up to n lower-case words at the end of s, last first;
// a Han character is a word.
func lastWords(s string, n int) []string {
	var out []string
	end := len(s)
	for end > 0 && len(out) < n {
		r, size := utf8.DecodeLastRuneInString(s[:end])
		switch {
		case isCJK(r):
			out = append(out, s[end-size:end])
			end -= size
			// Two-character words: 原来, 之前, 以前.
			if end > 0 {
				r2, size2 := utf8.DecodeLastRuneInString(s[:end])
				if w2 := s[end-size2:end] + out[len(out)-1]; isCJK(r2) && (beforeWords[w2] || presentWords[w2]) {
					out[len(out)-1] = s[end-size2:end] + out[len(out)-1]
					end -= size2
				}
			}
		case r < utf8.RuneSelf && isAlnum(byte(r)) || r >= utf8.RuneSelf && unicode.IsLetter(r):
			// A word of Latin letters, accents included ("está", "después").
			j := end
			for j > 0 {
				if isAlnum(s[j-1]) {
					j--
					continue
				}
				p, n := utf8.DecodeLastRuneInString(s[:j])
				if p < utf8.RuneSelf || isCJK(p) || !unicode.IsLetter(p) {
					break
				}
				j -= n
			}
			out = append(out, strings.ToLower(s[j:end]))
			end = j
		case r == '.' || r == ';' || r == ',' || r == '\n' || r == '。' || r == '；' || r == '，':
			return out // the clause ends
		default:
			end -= size
		}
	}
	return out
}

// firstWords returns up to n lower-case words at the start of s.
func firstWords(s string, n int) []string {
	var out []string
	for i := 0; i < len(s) && len(out) < n; {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case isCJK(r):
			w := s[i : i+size]
			if i+size < len(s) {
				if r2, size2 := utf8.DecodeRuneInString(s[i+size:]); isCJK(r2) && beforeWords[w+s[i+size:i+size+size2]] {
					w = s[i : i+size+size2]
				}
			}
			out = append(out, w)
			i += len(w)
		case r < utf8.RuneSelf && isAlnum(byte(r)):
			j := i
			for j < len(s) && isAlnum(s[j]) {
				j++
			}
			out = append(out, strings.ToLower(s[i:j]))
			i = j
		case r == '.' || r == ';' || r == '\n' || r == '。' || r == '；' || r == ',' || r == '，':
			return out
		default:
			i += size
		}
	}
	return out
}

// A bound is a limit a claim sets on a measure: "p95 under 200 ms",
// "error rate below 1%", "at least 99.9% uptime", "200毫秒以内".
type bound struct {
	value float64
	class unitClass
	unit  string
	upper bool // the measure must stay at or below value; else at or above
	// statistic is the one the claim limits ("p95", "mean"), or "": see
	// statistic.go.
	statistic string
}

// comparators introduce a bound; upper says which side.
var comparators = []struct {
	words string
	upper bool
}{
	{"under", true}, {"below", true}, {"less than", true}, {"fewer than", true}, {"lower than", true}, {"within", true}, {"at most", true},
	{"no more than", true}, {"not more than", true}, {"faster than", true}, {"<=", true}, {"≤", true}, {"<", true},
	{"menos de", true}, {"por debajo de", true}, {"como máximo", true}, {"inferior a", true}, {"menor a", true}, {"menor de", true}, {"menor que", true},
	{"menos que", true},
	{"低于", true}, {"小于", true}, {"不超过", true}, {"少于", true}, {"不到", true},
	// "the error rate is back to 0.1%": where a measure came down to.
	{"back to", true}, {"back down to", true}, {"down to", true}, {"dropped to", true}, {"fell to", true},
	{"bajó a", true}, {"volvió a", true}, {"降到", true}, {"降至", true}, {"回到", true},
	{"over", false}, {"above", false}, {"more than", false}, {"greater than", false}, {"at least", false},
	{">=", false}, {"≥", false}, {">", false}, {"más de", false}, {"al menos", false}, {"superior a", false}, {"mayor a", false}, {"mayor de", false}, {"mayor que", false},
	{"por encima de", false},
	{"超过", false}, {"大于", false}, {"至少", false}, {"高于", false},
}

// postComparators follow the number they bound (Chinese): "200毫秒以内".
var postComparators = []struct {
	words string
	upper bool
}{{"以内", true}, {"之内", true}, {"以下", true}, {"以上", false}}

// boundsOf returns the bounds a claim sets.
func boundsOf(claim string) []bound {
	if !mayMeasure(claim) && !strings.Contains(claim, " a minute") && !strings.Contains(claim, " a second") &&
		!strings.Contains(claim, " an hour") && !strings.Contains(claim, " one ") {
		return nil // no number with a unit, and no "under a minute"
	}
	lower := strings.ToLower(claim)
	var out []bound
	ms := measurements(lower, 8)
	for _, m := range ms {
		head := lower[max(0, m.start-16):m.start]
		head = strings.TrimRight(head, " ")
		// "under a 500 ms budget": the article aside — but "menor a",
		// "inferior a" end in one.
		bare := strings.TrimSuffix(strings.TrimSuffix(head, " a"), " an")
		found, upper := false, false
		for _, c := range comparators {
			if endsWithWords(head, c.words) || endsWithWords(bare, c.words) {
				found, upper = true, c.upper
				break
			}
		}
		if !found {
			tail := strings.TrimLeft(lower[m.end:min(len(lower), m.end+8)], " ")
			for _, c := range postComparators {
				if strings.HasPrefix(tail, c.words) {
					found, upper = true, c.upper
					break
				}
			}
		}
		if found {
			// The statistic before the figure ("the p95 latency is below
			// 300 ms"), else the one after it ("under 80 ms at p99",
			// "menos de 300 ms (p95)"): a claim names it once.
			stat := statisticIn(lower, m.start)
			if stat == "" {
				stat = statisticIn(lower, len(lower))
			}
			out = append(out, bound{value: m.value, class: m.class, unit: m.unit, upper: upper, statistic: stat})
		}
	}
	// "under a minute", "within a second": the number is the article.
	for _, c := range comparators[:7] {
		for _, u := range []string{" a minute", " a second", " an hour", " one minute", " one second"} {
			if strings.Contains(lower, c.words+u) {
				unit := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(u, " a "), " an "), " one ")
				out = append(out, bound{value: scales[unit], class: timeUnit, unit: unit, upper: c.upper})
			}
		}
	}
	return out
}

// endsWithWords reports whether s ends with words, at a word's start.
func endsWithWords(s, words string) bool {
	return strings.HasSuffix(s, words) && (len(s) == len(words) || !isAlnum(s[len(s)-len(words)-1]) || !isAlnum(words[0]))
}

// comparable reports whether a measurement measures what a bound limits.
func (b bound) comparable(m measurement) bool {
	if m.class != b.class {
		return false
	}
	return b.class == timeUnit || b.class == sizeUnit || m.unit == b.unit
}

// holds reports whether m stays within b.
func (b bound) holds(m measurement) bool {
	if b.upper {
		return m.value <= b.value
	}
	return m.value >= b.value
}

// A trend is the direction a claim says a measure moved: "faster", "latency
// dropped", "更快", "throughput increased".
type trend struct {
	down, up bool // for time and size; rates go the other way for speed words
	speed    bool // a speed word: time down, rate up
}

// trendWords say which way a claim says a measure went.
var trendWords = []struct {
	words     string
	down, spd bool
}{
	{"faster", true, true}, {"quicker", true, true}, {"speedup", true, true}, {"speeds up", true, true}, {"más rápido", true, true},
	{"mas rapido", true, true}, {"más rápida", true, true}, {"mas rapida", true, true}, {"más rápidos", true, true}, {"más rápidas", true, true}, {"更快", true, true}, {"变快", true, true}, {"快了", true, true},
	{"slower", false, true}, {"más lento", false, true}, {"更慢", false, true}, {"变慢", false, true}, {"慢了", false, true},
	{"shorter", true, false}, {"smaller", true, false}, {"más corto", true, false}, {"más cortos", true, false}, {"更短", true, false},
	{"缩短", true, false}, {"longer", false, false}, {"bigger", false, false}, {"más largo", false, false}, {"更长", false, false},
	{"dropped", true, false}, {"drops", true, false}, {"reduced", true, false}, {"reduces", true, false}, {"lower", true, false},
	{"decreased", true, false}, {"decreases", true, false}, {"went down", true, false}, {"fell", true, false}, {"halved", true, false},
	{"bajó", true, false}, {"baja", true, false}, {"se redujo", true, false}, {"menor", true, false}, {"降低", true, false},
	{"下降", true, false}, {"减少", true, false}, {"减小", true, false},
	{"increased", false, false}, {"increases", false, false}, {"higher", false, false}, {"grew", false, false}, {"rose", false, false},
	{"aumentó", false, false}, {"subió", false, false}, {"mayor", false, false}, {"增加", false, false}, {"上升", false, false},
	{"提高", false, false}, {"性能提升", true, true}, {"提升", true, true},
}

// mayMeasure reports whether s may hold a measurement: a digit with a
// letter, '%' or a non-ASCII byte after it (and its spaces). "v2.4" holds
// none.
func mayMeasure(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			continue
		}
		j := i + 1
		for j < len(s) && (isDigit(s[j]) || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1]) || s[j] == ',') {
			j++
		}
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j < len(s) && (s[j]|0x20 >= 'a' && s[j]|0x20 <= 'z' || s[j] == '%' || s[j] >= 0x80) {
			return true
		}
		i = j
	}
	return false
}

// trendPairs marks the first two bytes, lower-cased, of each trend word;
// trendByPair lists the words (indexes into trendWords) each pair starts.
var trendPairs, trendByPair = func() (*[1 << 16]bool, map[uint16][]int) {
	var m [1 << 16]bool
	by := map[uint16][]int{}
	for k, w := range trendWords {
		p := uint16(w.words[0])<<8 | uint16(w.words[1])
		m[p] = true
		by[p] = append(by[p], k)
	}
	return &m, by
}()

// trendOf returns the direction a claim states, if any.
func trendOf(claim string) (trend, bool) {
	// Where a trend word may start: its first two bytes, lower-cased.
	// Only there is the claim lowered and each word tried; the word that
	// comes first in trendWords wins, as it did when each was searched.
	best := -1
	var lower string
	for i := 0; i+1 < len(claim); i++ {
		pair := uint16(claim[i]|lowerBit(claim[i]))<<8 | uint16(claim[i+1]|lowerBit(claim[i+1]))
		if !trendPairs[pair] {
			continue
		}
		if lower == "" {
			lower = strings.ToLower(claim)
			if len(lower) != len(claim) {
				return trendAt(lower) // lengths changed: search the words one by one
			}
		}
		for _, k := range trendByPair[pair] {
			w := trendWords[k]
			if best >= 0 && k >= best || !strings.HasPrefix(lower[i:], w.words) {
				continue
			}
			if i > 0 && isAlnum(lower[i-1]) && isAlnum(w.words[0]) {
				continue
			}
			if head := strings.TrimRight(lower[:i], " "); strings.HasSuffix(head, " no") || head == "no" || strings.HasSuffix(head, "any") {
				continue // "no longer", "any longer": not a measure
			}
			best = k
		}
	}
	if best < 0 {
		return trend{}, false
	}
	w := trendWords[best]
	return trend{down: w.down, up: !w.down, speed: w.spd}, true
}

// trendAt is trendOf of a lower-cased claim, each word searched in turn.
func trendAt(lower string) (trend, bool) {
	for _, w := range trendWords {
		i := strings.Index(lower, w.words)
		if i < 0 || i > 0 && isAlnum(lower[i-1]) && isAlnum(w.words[0]) {
			continue
		}
		if head := strings.TrimRight(lower[:i], " "); strings.HasSuffix(head, " no") || head == "no" || strings.HasSuffix(head, "any") {
			continue
		}
		return trend{down: w.down, up: !w.down, speed: w.spd}, true
	}
	return trend{}, false
}

// A Measure is one measured number of an item.
type Measure struct {
	Value float64
	Unit  string // as matched, lower case
	Text  string // as written ("459.4 ns/op")
	class unitClass
}

// Moved reports whether going from before's measure to after's goes the
// way the claim states ("faster": less time, more requests a second);
// comparable is false when the claim states no direction or the two
// measure different things.
func (c *Claim) Moved(before, after Measure) (agrees, comparable bool) {
	if !c.hasTrend || before.Text == "" || after.Text == "" || before.class != after.class ||
		before.Unit != after.Unit && before.class != timeUnit && before.class != sizeUnit {
		return false, false
	}
	return c.trend.wants(before.class, before.Value, after.Value), true
}

// HasTrend reports whether the claim states the direction a measure went.
func (c *Claim) HasTrend() bool { return c.hasTrend }

// wants reports whether moving from a to b goes the claimed way.
func (t trend) wants(class unitClass, a, b float64) bool {
	down := t.down
	if t.speed && class == rateUnit {
		down = !down // faster: more requests a second
	}
	if down {
		return b < a
	}
	return b > a
}

// A numberReading is what a content's numbers say of the claim.
type numberReading struct {
	says Kind   // Success: within the claim's bound or its direction; Persist: outside it or against it; "" nothing
	at   int    // where the deciding number starts
	rule string // "number.bound", "number.trend"
}

// readNumbers reads a content's measurements against the claim's bounds
// and trend. The measurements after the change decide: a number the text
// marks as the earlier state only sets the start of a trend.
func (c *Claim) readNumbers(s string) numberReading {
	if len(c.bounds) == 0 && !c.hasTrend {
		return numberReading{}
	}
	if !c.measures() {
		return numberReading{}
	}
	ms := measurements(s, 32)
	if len(ms) == 0 {
		return numberReading{}
	}
	if !writesVersion(c.Text) {
		for i := range ms {
			ms[i].before = ms[i].before || ms[i].older
		}
	}
	inheritStatistics(s, ms)
	var out numberReading
	for _, b := range c.bounds {
		named := b.named(s, ms)
		// A figure after "for" is how long something was done ("pulled the
		// uplink for 10 s"), set aside when another figure of the bound's
		// kind answers it — unless the claim's own bound is such a span
		// ("holds the lock for at most 5 s").
		spans := !spanBound(c.lower()) && slices.ContainsFunc(ms, func(m measurement) bool {
			return !m.before && b.comparable(m) && !spanLed(s, m.start)
		})
		for _, m := range ms {
			if m.before || !b.comparable(m) || !b.measuresBound(s, m, named) || spans && spanLed(s, m.start) {
				continue
			}
			if !b.holds(m) {
				return numberReading{Persist, m.start, "number.bound"}
			}
			if out.says == "" {
				// The first figure within the bound stands where the measure
				// is named ("max replica lag 0.8 s, median 0.3 s").
				out = numberReading{Success, m.start, "number.bound"}
			}
		}
	}
	if c.hasTrend {
		for i, m := range ms {
			if !m.before {
				continue
			}
			// The later state of m: the next measurement of its kind when
			// m leads, else the one before it.
			var later *measurement
			if m.leads {
				for k := i + 1; k < len(ms); k++ {
					if !ms[k].before && ms[k].class == m.class {
						later = &ms[k]
						break
					}
				}
				for k := i - 1; later == nil && k >= 0; k-- {
					// "64 ms after the change (it was 131 ms before)": no
					// later state after it, so the one before it is.
					if !ms[k].before && ms[k].class == m.class {
						later = &ms[k]
					}
				}
			} else {
				for k := i - 1; k >= 0; k-- {
					if !ms[k].before && ms[k].class == m.class {
						later = &ms[k]
						break
					}
				}
				for k := i + 1; later == nil && k < len(ms); k++ {
					// "antes 48 s, ahora 3,1 s", "was 4%, now 0.1%": no
					// later state before it, so it leads.
					if !ms[k].before && ms[k].class == m.class {
						later = &ms[k]
					}
				}
			}
			if later == nil || later.unit != m.unit && m.class != timeUnit && m.class != sizeUnit {
				continue
			}
			if !c.trend.wants(m.class, m.value, later.value) {
				return numberReading{Persist, later.start, "number.trend"}
			}
			out = numberReading{Success, later.start, "number.trend"}
		}
	}
	return out
}

// spanLeads open how long something was done or held, not what was
// measured: "pulled the uplink for 10 s", "stayed under 200 ms for 10
// minutes", "durante 10 s", "持续 10 秒".
var spanLeads = []string{" for ", " for about ", " for another ", " durante ", "持续", "持续了"}

// spanBound reports a claim whose bound is itself a span: "holds the lock
// for at most 5 s", "keeps entries for at least 60 s", "durante menos de
// 2 s" (lower case).
func spanBound(lower string) bool {
	for _, l := range spanLeads {
		for i := range indexesOf(lower, l) {
			rest := strings.TrimLeft(lower[i+len(l):], " ")
			for _, w := range [...]string{"at most ", "at least ", "no more than ", "no less than ", "less than ", "more than ", "under ",
				"over ", "up to ", "a maximum of ", "a minimum of ", "menos de ", "más de ", "al menos ", "como máximo ", "最多", "至少", "不超过"} {
				rest = strings.TrimPrefix(rest, w)
			}
			if rest != "" && isDigit(rest[0]) {
				return true
			}
		}
	}
	return false
}

// spanLed reports a figure at s[at:] that a span lead opens.
func spanLed(s string, at int) bool {
	head := strings.ToLower(s[max(0, at-16):at])
	for _, l := range spanLeads {
		if strings.HasSuffix(head, l) || !isLatin(l) && strings.HasSuffix(strings.TrimRight(head, " "), l) {
			return true
		}
	}
	return false
}

// clockDuration reads "hh:mm:ss" or "hh:mm:ss.fff" at s[i:] as a duration
// in milliseconds, when the word before it measures time ("lag=",
// "duration: ", "elapsed ", "took ").
func clockDuration(s string, i int) (float64, int, bool) {
	if i+8 > len(s) || s[i+2] != ':' || s[i+5] != ':' {
		return 0, 0, false
	}
	for _, k := range []int{0, 1, 3, 4, 6, 7} {
		if !isDigit(s[i+k]) {
			return 0, 0, false
		}
	}
	prev := strings.ToLower(s[max(0, i-12):i])
	measures := false
	for _, w := range []string{"lag", "duration", "elapsed", "took", "time", "latency", "delay"} {
		measures = measures || strings.Contains(prev, w)
	}
	if !measures {
		return 0, 0, false // a time of day, not a duration
	}
	h := float64(s[i]-'0')*10 + float64(s[i+1]-'0')
	m := float64(s[i+3]-'0')*10 + float64(s[i+4]-'0')
	sec := float64(s[i+6]-'0')*10 + float64(s[i+7]-'0')
	j := i + 8
	frac, scale := 0.0, 1.0
	if j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
		for j++; j < len(s) && isDigit(s[j]); j++ {
			scale /= 10
			frac += float64(s[j]-'0') * scale
		}
	}
	return ((h*60+m)*60 + sec + frac) * 1000, j, true
}

// compoundDuration reads a duration written in two or more parts of
// falling units at s[i:] — hours, minutes, seconds ("13m 41s", "1h 05m",
// "2m30.5s", "1h2m3s") — as Go and most CI tools print one. A lone "13m"
// is not one: m is also metres and millions.
func compoundDuration(s string, i int) (float64, int, bool) {
	total, parts, rank, j := 0.0, 0, 4, i
	for {
		k := j
		if parts > 0 && k < len(s) && s[k] == ' ' {
			k++
		}
		if k >= len(s) || !isDigit(s[k]) {
			break
		}
		v, e := parseNumber(s, k)
		if e >= len(s) {
			break
		}
		var r int
		var scale float64
		switch s[e] {
		case 'h':
			r, scale = 3, 3.6e6
		case 'm':
			r, scale = 2, 60000
		case 's':
			r, scale = 1, 1000
		default:
			r = 0
		}
		if r == 0 || r >= rank || e+1 < len(s) && isAlnum(s[e+1]) {
			break
		}
		total += v * scale
		parts++
		rank, j = r, e+1
	}
	return total, j, parts >= 2
}

// A count is a number a claim gives of something: "5 attempts", "12
// checks", "3 replicas".
type count struct {
	n    int
	noun string // the counted word as text.Term makes it
	raw  string // the word as written, lower case
	// bound: -1 for at most ("under 1k messages", "fewer than 5
	// retries"), +1 for at least ("over 100 rows", "at least 3
	// replicas"), 0 for exactly.
	bound int
}

// comparatorToks are the comparators as the tokenizer reads them, for the
// words before a count: "under 1k messages", "at least 3 replicas".
var comparatorToks = func() (out []struct {
	words []string
	upper bool
}) {
	for _, c := range comparators {
		ws := envWords(c.words)
		if len(ws) == 0 || len(ws) != len(strings.Fields(c.words)) {
			continue // "<", "≥", "低于": no words a count's tokens are read with
		}
		out = append(out, struct {
			words []string
			upper bool
		}{ws, c.upper})
	}
	return out
}()

// boundBefore returns the bound the words before toks[i] make of its count:
// -1 at most, +1 at least, 0 none.
func boundBefore(toks []tok, i int) int {
	for _, c := range comparatorToks {
		n := len(c.words)
		if i < n {
			continue
		}
		ok := true
		for k, w := range c.words {
			ok = ok && !toks[i-n+k].stop && toks[i-n+k].s == w
		}
		if !ok {
			continue
		}
		if c.upper {
			return -1
		}
		return 1
	}
	return 0
}

// countToken reads a count's token: digits, or digits and k or m ("1k",
// "10k", "2m").
func countToken(s string) (int, bool) {
	n, rest := leadingInt(s)
	switch {
	case n < 0 || len(s)-len(rest) > 6:
		return 0, false
	case rest == "":
		return n, true
	case rest == "k":
		return n * 1000, true
	case rest == "m":
		return n * 1000000, true
	}
	return 0, false
}

// countsOf returns the counts a claim gives: a whole number followed by a
// word that is not a unit.
func countsOf(s string, toks []tok) []count {
	var out []count
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].stop || toks[i+1].stop {
			continue
		}
		v, ok := countToken(toks[i].s)
		if !ok {
			continue
		}
		if identPart(s, toks[i].start, toks[i].end) || idOrTime(s, toks[i].start, toks[i].end) {
			continue // "test_free_shipping_over_50", "trunk-lon-2", "!482", "04:00": a name's number or a time, no count
		}
		if quotedAt(s, toks[i].start) || quotedAt(s, toks[i+1].start) {
			continue // "'plural rules: Arabic two for 2' passes": a name's number, no count
		}
		w := toks[i+1].s
		if _, unit := scales[w]; unit || stopWord(w) || w == "of" || w == "de" || isCJK([]rune(w)[0]) {
			continue
		}
		if t, ok := textTerm(w); ok && len(t) >= 3 {
			out = append(out, count{v, t, w, boundBefore(toks, i)})
		}
	}
	return out
}

// idOrTime reports a number s[from:to] that is a part of an id, a version
// or a time: after '#', '!', '@', '-', '/', ':' or '.', or before ':', '-'
// or a '.' that a digit follows.
func idOrTime(s string, from, to int) bool {
	if from > 0 {
		switch s[from-1] {
		case '#', '!', '@', '-', '/', ':', '.':
			return true
		}
	}
	if to < len(s) {
		switch s[to] {
		case ':', '-':
			return true
		case '.':
			return to+1 < len(s) && isDigit(s[to+1])
		}
	}
	return false
}

// quotedAt reports whether byte at of s stands inside quotes: an odd
// number of straight quotes before it, or an opening curly one unclosed.
func quotedAt(s string, at int) bool {
	before := s[:at]
	if strings.Count(before, "\"")%2 == 1 || strings.Count(before, "“") > strings.Count(before, "”") || strings.Count(before, "‘") > strings.Count(before, "’") {
		return true
	}
	// A single quote opens a name where it follows a space or starts the
	// text ("test 'x for 2'"); an apostrophe inside a word ("it's") does not.
	open := false
	for i := 0; i < len(before); i++ {
		if before[i] != '\'' {
			continue
		}
		switch {
		case !open && (i == 0 || before[i-1] == ' ' || before[i-1] == '('):
			open = true
		case open && (i+1 >= len(s) || !isAlnum(s[i+1])):
			open = false
		}
	}
	return open
}

// countMismatch returns the line where a content gives another number of
// something the claim counts ("maxAttempts = 3" for "gives up after 5
// attempts"), when it gives that thing no number equal to the claim's; ""
// otherwise.
func countMismatch(content string, counts []count) string {
	if len(counts) == 0 {
		return ""
	}
	lower := strings.ToLower(head(content, slotBytes))
	for _, c := range counts {
		stem := c.noun
		if len(stem) > len(c.raw) {
			stem = c.raw
		}
		other, same := "", false
		for i := 0; i < len(lower); {
			j := strings.Index(lower[i:], stem)
			if j < 0 {
				break
			}
			j += i
			i = j + len(stem)
			if n, ok := numberNear(lower, j, i); ok {
				if n == c.n || c.bound < 0 && n < c.n || c.bound > 0 && n > c.n {
					same = true // "140 messages" for "under 1k messages"; the bound itself named ("up to 180 days")
				} else if other == "" {
					other = lineAround(content, j)
				}
			}
		}
		if other != "" && !same {
			return other
		}
	}
	return ""
}

// numberNear returns the whole number beside the word at s[from:to]:
// before it ("3 attempts") or after it and a sign ("attempts = 3",
// "attempts: 3", "maxAttempts=3").
func numberNear(s string, from, to int) (int, bool) {
	// After: skip the rest of the word, then " = ", ": ".
	k := to
	for k < len(s) && isLetter(s[k]) {
		k++
	}
	j := k
	for j < len(s) && (s[j] == ' ' || s[j] == '=' || s[j] == ':' || s[j] == '\t') && j-k < 4 {
		j++
	}
	if j > k && j < len(s) && isDigit(s[j]) {
		n, rest := leadingInt(s[j:])
		if rest == "" || !isAlnum(rest[0]) && rest[0] != '.' {
			return n, true
		}
	}
	// Before: "3 attempts", "14,000 messages", "2k rows".
	b := strings.TrimRight(s[max(0, from-12):from], " ")
	scale := 1
	if strings.HasSuffix(b, "k") && len(b) > 1 && isDigit(b[len(b)-2]) {
		b, scale = b[:len(b)-1], 1000
	}
	e := len(b)
	for e > 0 && (isDigit(b[e-1]) || b[e-1] == ',' && e > 1 && isDigit(b[e-2]) && e+3 <= len(b) && allDigits(b[e:e+3])) {
		e--
	}
	if e < len(b) && isDigit(b[e]) && (e == 0 || !isAlnum(b[e-1]) && b[e-1] != '.') && from > 0 && !isLetter(s[from-1]) {
		n, _ := leadingGrouped(b[e:])
		return n * scale, true
	}
	return 0, false
}

// lineAround returns the trimmed line of s around byte offset at.
func lineAround(s string, at int) string {
	from, to := at, at
	for from > 0 && s[from-1] != '\n' {
		from--
	}
	for to < len(s) && s[to] != '\n' {
		to++
	}
	return text.Clip(strings.TrimSpace(s[from:to]), 200)
}

// lowerBit is the bit that lower-cases an ASCII capital, 0 for any other
// byte.
func lowerBit(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return 0x20
	}
	return 0
}

// inheritStatistics labels a figure of the state after a change with the
// statistic of the figure before it in the same sentence, where it names
// none of its own: "p99 was 900 ms before the index, now 140 ms" gives 140
// ms as the p99.
func inheritStatistics(s string, ms []measurement) {
	for i := 1; i < len(ms); i++ {
		prev, m := &ms[i-1], &ms[i]
		if m.before || !prev.before || prev.class != m.class || prev.start >= m.start {
			continue
		}
		if strings.ContainsAny(s[prev.end:m.start], ";.\n") || strings.Contains(s[prev.end:m.start], "。") {
			continue
		}
		if st := statisticAt(s, prev.start); st != "" && statisticAt(s, m.start) == "" {
			m.stat = st
		}
	}
}
