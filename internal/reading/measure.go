package reading

import (
	"slices"
	"strings"
)

// units follow a number that measures time, size, rate or a ratio, in
// the order they are tried (longest first where one begins another).
var units = []struct {
	unit  string
	class unitClass
}{
	{"ns/op", timeUnit}, {"b/op", sizeUnit}, {"allocs/op", countUnit}, {"mb/s", rateUnit}, {"req/s", rateUnit}, {"ops/s", rateUnit},
	{"rps", rateUnit}, {"qps", rateUnit}, {"ms", timeUnit}, {"µs", timeUnit}, {"us", timeUnit}, {"ns", timeUnit}, {"s", timeUnit},
	{"sec", timeUnit}, {"secs", timeUnit}, {"seconds", timeUnit}, {"second", timeUnit}, {"min", timeUnit}, {"minutes", timeUnit},
	{"%", ratioUnit}, {"x", ratioUnit}, {"kb", sizeUnit}, {"mb", sizeUnit}, {"gb", sizeUnit}, {"kib", sizeUnit}, {"mib", sizeUnit},
	{"gib", sizeUnit}, {"毫秒", timeUnit}, {"秒", timeUnit},
}

// A unitClass is what a unit measures: two numbers compare only within one.
type unitClass int

const (
	timeUnit unitClass = iota
	sizeUnit
	rateUnit
	countUnit
	ratioUnit
	numClasses
)

// Measurements counts the measured numbers in s — "231ms", "1234 ns/op",
// "3.2 s", "45%" — so a performance claim can ask for numbers on both
// sides (docs/rules.md §4.3). It reads s once.
func Measurements(s string) int {
	n := 0
	for _, c := range measure(s) {
		n += c
	}
	return n
}

// MeasuresTwice reports whether s holds two measurements of one kind (two
// times, two rates…) and compares them: "840 ms before, 120 ms after".
// "After a 10s warm-up it served 5000 req/s" measures two kinds of thing
// and compares nothing.
func MeasuresTwice(s string) bool {
	for _, c := range measure(s) {
		if c >= 2 {
			return Compares(s)
		}
	}
	return false
}

// measure counts the measured numbers of s by the class of their unit.
func measure(s string) (n [numClasses]int) {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '.') {
			continue
		}
		j := i
		for j < len(s) && (isDigit(s[j]) || s[j] == '.' || s[j] == ',') {
			j++
		}
		k := j
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') && k-j < 3 {
			k++
		}
		rest := s[k:min(len(s), k+10)]
		for _, u := range units {
			if len(rest) >= len(u.unit) && strings.EqualFold(rest[:len(u.unit)], u.unit) && (len(rest) == len(u.unit) || !isAlnum(rest[len(u.unit)])) {
				n[u.class]++
				break
			}
		}
		i = j
	}
	return n
}

// compareWords mark a comparison of two measurements in one text.
var compareWords = []string{"before", "after", " vs", "versus", " from ", " to ", "→", "->", " was ", " now ", "antes", "después", "despues",
	"前", "后", "之前", "之后", "从", "降到", "降至", "升到", "baseline", "improved", "dropped", "bajó", "下降", "delta"}

// Compares reports whether s compares measurements ("840 ms before, 120
// ms after", "from 2.1s to 0.4s").
func Compares(s string) bool {
	lower := strings.ToLower(s)
	n := 0
	for _, w := range compareWords {
		if strings.Contains(lower, w) {
			n++
		}
	}
	return n >= 1 || pairedSides(lower) || benchmarkSides(s)
}

// benchmarkSides reports a benchmark output that measures two sides of
// one benchmark: two names where one extends the other (BenchmarkSplit
// and BenchmarkSplitOld, BenchmarkParse and BenchmarkParseV2).
func benchmarkSides(s string) bool {
	if !strings.Contains(s, "Benchmark") {
		return false
	}
	var names []string
	for line := range strings.SplitSeq(s, "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "Benchmark")
		if !ok || !strings.Contains(rest, "ns/op") {
			continue
		}
		name := rest
		if i := strings.IndexAny(name, "- \t"); i >= 0 {
			name = name[:i]
		}
		if name != "" && !slices.Contains(names, name) {
			names = append(names, name)
		}
		if len(names) > 16 {
			break
		}
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			if strings.HasPrefix(a, b) || strings.HasPrefix(b, a) {
				return true
			}
		}
	}
	return false
}

// sidePairs are the names of the two sides of a comparison that a
// benchmark or a table gives its rows (BenchmarkTokenizeOld and
// BenchmarkTokenizeNew, "old ns/op  new ns/op").
var sidePairs = [][2]string{{"old", "new"}, {"before", "after"}, {"baseline", "optimized"}, {"baseline", "optimised"}, {"v1", "v2"}}

// pairedSides reports whether a lower-cased text names both sides of a
// pair, each as a word's start or end (tokenizeold, new-8).
func pairedSides(lower string) bool {
	for _, p := range sidePairs {
		if strings.Contains(lower, p[0]) && strings.Contains(lower, p[1]) {
			return true
		}
	}
	return false
}
