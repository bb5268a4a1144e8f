package reading

import (
	"strings"
	"unicode/utf8"
)

// Which measure a number is (docs/rules.md §4.1, "a latency above the claim's own
// threshold"): a claim's threshold limits one statistic — "p95 under 300
// ms" — and a monitor reports several side by side ("p95 212 ms, p99 290
// ms") over a window ("last 1h:"). A number counts against the threshold
// only when it is that statistic, or names none; a window is the span the
// numbers were taken over, not one of them.

// statisticRows name the statistics a threshold or a reading may give,
// en/es/zh. A percentile ("p95", "p99.9") is read by its digits, so it is
// no row.
var statisticRows = []struct {
	name  string
	words []string
}{
	{"p50", []string{"median", "mediana", "中位数", "med"}},
	{"mean", []string{"mean", "avg", "average", "promedio", "media", "平均"}},
	{"max", []string{"max", "maximum", "peak", "máximo", "maximo", "最大", "峰值", "slowest", "longest"}},
	{"min", []string{"min", "minimum", "mínimo", "minimo", "最小", "fastest", "shortest"}},
	{"stdev", []string{"stdev", "stddev", "std", "desviación", "标准差"}},
}

// A distribution's figures are labelled in the formats load testers
// print: "p(95)=20.3ms" (k6), "50% in 0.0400 secs" (hey), "50%   11.20ms"
// under "Latency Distribution" (wrk), "Average:\t0.05 secs", and a row
// of figures under a header of statistics ("Avg  Stdev  Max" over
// "Latency  12.31ms  4.02ms  58.10ms"). labelAt reads the last three.

// windowWords, just before a duration, make it the window a reading was
// taken over: "last 1h", "over 24 h", "últimas 2h", "过去 6 小时".
var windowWords = []string{"last", "past", "over", "over the last", "in the last", "during", "window", "window of", "per",
	"sustained", "sustained for", "últimas", "ultimas", "últimos", "ultimos", "durante", "en las últimas", "过去", "最近", "持续", "持续了"}

// statisticAt returns the statistic named in the words just before at, in
// the same clause and before any other number: "p95" for "…, p95 212 ms".
// It returns "" when none is named there.
func statisticAt(s string, at int) string {
	if name := clauseStatistic(s, at); name != "" {
		return name
	}
	return labelAt(s, at)
}

// clauseStatistic is statisticAt within the clause before at.
func clauseStatistic(s string, at int) string {
	from := max(0, at-24)
	head := strings.ToLower(s[from:at])
	if i := strings.LastIndexAny(head, ",;:\n()，；：（）"); i >= 0 {
		_, size := utf8.DecodeRuneInString(head[i:])
		head = head[i+size:]
	}
	fields := strings.FieldsFunc(head, func(r rune) bool { return r == ' ' || r == '\t' || r == '=' || r == '_' || r == '-' || r == '/' })
	for k := len(fields) - 1; k >= 0; k-- {
		w := fields[k]
		if name := statistic(w); name != "" {
			return name
		}
		if w != "" && isDigit(w[0]) {
			return "" // another number stands between
		}
	}
	return ""
}

// labelAt returns the statistic that labels the figure at s[at:] as a
// distribution prints it: a percentile ("50%", "p(95)") or a label and
// its colon or equals sign just before it, or the column of a header
// line above a row of figures. It returns "" when none does.
func labelAt(s string, at int) string {
	head := strings.TrimRight(s[max(0, at-24):at], " \t")
	if w, ok := strings.CutSuffix(head, " in"); ok {
		head = strings.TrimRight(w, " \t") // "50% in 0.0400 secs"
	}
	labelled := false
	for _, sep := range [...]string{":", "="} {
		if w, ok := strings.CutSuffix(head, sep); ok {
			head, labelled = strings.TrimRight(w, " \t"), true
			break
		}
	}
	k := len(head)
	for k > 0 && head[k-1] != ' ' && head[k-1] != '\t' && head[k-1] != '\n' {
		k--
	}
	w := strings.ToLower(head[k:])
	switch {
	case strings.HasPrefix(w, "p(") && strings.HasSuffix(w, ")"):
		if p := w[2 : len(w)-1]; p != "" && allDigitsDot(p) {
			return "p" + p
		}
	case strings.HasSuffix(w, "%") && len(w) > 1 && allDigitsDot(w[:len(w)-1]) && !labelled:
		if p := w[:len(w)-1]; p != "100" {
			return "p" + p
		}
		return "max"
	case labelled:
		if i := strings.LastIndexAny(w, ".:"); i >= 0 {
			w = w[i+1:]
		}
		return statistic(w)
	}
	return columnAt(s, at)
}

func allDigitsDot(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) && s[i] != '.' {
			return false
		}
	}
	return s != ""
}

// columnAt returns the statistic of the header column above the figure
// at s[at:]: the figure is the k-th of its row, whose first field is a
// name ("Latency"), and the line above names two statistics or more.
func columnAt(s string, at int) string {
	start := strings.LastIndexByte(s[:at], '\n') + 1
	if start < 2 {
		return ""
	}
	row := strings.Fields(s[start:at])
	if len(row) == 0 || isDigit(row[0][0]) {
		return ""
	}
	k := len(row) - 1 // figures before this one
	prev := strings.LastIndexByte(s[:start-1], '\n') + 1
	var cols [8]string
	n := 0
	for w := range strings.FieldsSeq(s[prev : start-1]) {
		if name := statistic(strings.ToLower(w)); name != "" && n < len(cols) {
			cols[n] = name
			n++
		}
	}
	if n < 2 || k >= n {
		return ""
	}
	return cols[k]
}

// statisticIn returns the last statistic the text names before at,
// anywhere in it: a claim names its statistic once ("the p95 latency of
// search-api in eu-west-1 is below 300 ms").
func statisticIn(s string, at int) string {
	lower := strings.ToLower(s[:at])
	found := ""
	for w := range strings.FieldsFuncSeq(lower, func(r rune) bool { return !isWordRune(r) }) {
		if name := statistic(w); name != "" {
			found = name
		}
	}
	return found
}

func isWordRune(r rune) bool {
	return r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 0x80
}

// statistic returns the statistic a word names, or "".
func statistic(w string) string {
	w = strings.TrimRight(w, ".")
	if len(w) >= 3 && w[0] == 'p' && isDigit(w[1]) && isDigit(w[2]) {
		for k := 3; k < len(w); k++ {
			if !isDigit(w[k]) && w[k] != '.' {
				return ""
			}
		}
		return w
	}
	for _, row := range statisticRows {
		for _, x := range row.words {
			// A Chinese statistic stands inside its word: "小时平均延迟".
			if w == x || strings.HasPrefix(w, x) && !isLatinLetter(w[len(x)]) || x[0] >= 0xe0 && strings.Contains(w, x) {
				return row.name
			}
		}
	}
	return ""
}

func isLatinLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// window reports a duration that is the span a reading was taken over: a
// window word just before it ("last 1h", "过去 6 小时"), or a colon just
// after it that opens the readings ("1h: p95 212 ms").
func window(s string, m measurement) bool {
	if m.class != timeUnit {
		return false
	}
	rest := strings.TrimLeft(s[m.end:min(len(s), m.end+3)], " ")
	if strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "：") {
		return true
	}
	if opened := s[max(0, m.start-12):m.start]; strings.HasPrefix(rest, ")") && strings.Contains(opened, "(") ||
		strings.HasPrefix(rest, "）") && strings.Contains(opened, "（") {
		return true
	}
	head := strings.ToLower(strings.TrimRight(s[max(0, m.start-24):m.start], " "))
	for _, w := range windowWords {
		if endsWithWords(head, w) {
			return true
		}
	}
	// "the same 1h peak window", "una ventana de 2 h" read before it; "1h
	// window", "10 分钟窗口" after it.
	for _, w := range firstWords(strings.ToLower(s[m.end:min(len(s), m.end+20)]), 2) {
		if windowAfter[w] {
			return true
		}
	}
	return false
}

// windowAfter, in the two words after a duration, make it a window.
var windowAfter = map[string]bool{"window": true, "windows": true, "period": true, "span": true, "ventana": true, "periodo": true,
	"窗口": true, "时段": true}

// measuresBound reports whether a measurement of content s is one the
// bound limits: not a window, and the bound's statistic where both name
// one.
//
// named: the content labels a figure with the bound's statistic
// ([bound.named]); then that figure decides, and one that names no
// statistic (a row of a distribution, a total) does not.
func (b bound) measuresBound(s string, m measurement, named bool) bool {
	if window(s, m) {
		return false
	}
	if b.statistic == "" {
		return true
	}
	got := statisticAt(s, m.start)
	if got == "" {
		got = m.stat
	}
	return got == "" && !named || got == b.statistic
}

// named reports whether s labels one of its figures with the bound's
// statistic: "p(95)=20.3ms" for a claim of the p95.
func (b bound) named(s string, ms []measurement) bool {
	if b.statistic == "" {
		return false
	}
	for _, m := range ms {
		if !m.before && b.comparable(m) && !window(s, m) && (statisticAt(s, m.start) == b.statistic || m.stat == b.statistic) {
			return true
		}
	}
	return false
}
