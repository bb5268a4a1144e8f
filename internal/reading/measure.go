package reading

import "strings"

// units follow a number that measures time, size, rate or a ratio.
var units = []string{"ns/op", "b/op", "allocs/op", "mb/s", "req/s", "ops/s", "rps", "qps", "ms", "µs", "us", "ns", "s", "sec", "secs",
	"seconds", "second", "min", "minutes", "%", "x", "kb", "mb", "gb", "kib", "mib", "gib", "毫秒", "秒"}

// Measurements counts the measured numbers in s — "231ms", "1234 ns/op",
// "3.2 s", "45%" — so a performance claim can ask for numbers on both
// sides (SPEC §4.3). It reads s once.
func Measurements(s string) int {
	n := 0
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
			if len(rest) >= len(u) && strings.EqualFold(rest[:len(u)], u) && (len(rest) == len(u) || !isAlnum(rest[len(u)])) {
				n++
				break
			}
		}
		i = j
	}
	return n
}

// compareWords mark a comparison of two measurements in one text.
var compareWords = []string{"before", "after", " vs", "versus", " from ", " to ", "→", "->", " was ", " now ", "antes", "después", "despues",
	"前", "后", "之前", "之后", "baseline", "improved", "dropped", "bajó", "下降"}

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
	return n >= 1
}
