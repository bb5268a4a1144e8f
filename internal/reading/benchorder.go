package reading

import (
	"strconv"
	"strings"
)

// benchOrder: a claim that one benchmark is faster (or slower) than
// another it names ("EncodeV2 is faster than EncodeV1"), beside a go test
// -bench output that measures both, is read from their ns/op: a run
// that shows the claimed order the other way round shows the claimed
// speed-up has not happened (docs/rules.md §4.1: numbers read for what
// they say).
func benchOrder(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if !strings.Contains(b.head, "ns/op") {
		return "", false
	}
	fast, slow, ok := claimedOrder(c.Text)
	if !ok {
		return "", false
	}
	f, fl := benchNs(b.head, fast)
	s, sl := benchNs(b.head, slow)
	if f <= 0 || s <= 0 || f < s {
		return "", false
	}
	b.decisive = fl + "\n" + sl
	return "it measured " + fast + " faster than " + slow + ", not " + quote(strings.TrimSpace(fl)) + " beside " + quote(strings.TrimSpace(sl)), true
}

// claimedOrder returns the names a claim says are the faster and the
// slower: "A is faster than B", "A is slower than B" (then B is the
// faster), "A es más rápido que B".
func claimedOrder(claim string) (fast, slow string, ok bool) {
	ws := strings.Fields(claim)
	for i := 1; i+2 < len(ws); i++ {
		w := strings.ToLower(ws[i])
		var than int
		switch {
		case (w == "faster" || w == "slower" || w == "quicker") && strings.ToLower(ws[i+1]) == "than":
			than = i + 1
		case w == "más" && i+2 < len(ws) && (strings.ToLower(ws[i+1]) == "rápido" || strings.ToLower(ws[i+1]) == "lento") && strings.ToLower(ws[i+2]) == "que" && i+3 < len(ws):
			than = i + 2
		default:
			continue
		}
		a := benchName(ws[:i])
		bn := strings.Trim(ws[than+1], ".,;:`'\"()")
		if a == "" || bn == "" {
			return "", "", false
		}
		if w == "slower" || w == "más" && strings.ToLower(ws[i+1]) == "lento" {
			return bn, a, true
		}
		return a, bn, true
	}
	return "", "", false
}

// benchName returns the last word before a comparison that can name a
// benchmark, past a copula or an adverb ("EncodeV2 is now much faster").
func benchName(before []string) string {
	for k := len(before) - 1; k >= 0 && k >= len(before)-4; k-- {
		w := strings.Trim(before[k], ".,;:`'\"()")
		switch strings.ToLower(w) {
		case "is", "are", "runs", "now", "much", "far", "es", "ahora", "mucho", "":
			continue
		}
		return w
	}
	return ""
}

// benchNs returns the ns/op of the benchmark named name in a go test
// -bench output ("BenchmarkEncodeV1-2   200   219468 ns/op") and its
// line, or 0.
func benchNs(out, name string) (float64, string) {
	want := strings.ToLower(strings.TrimPrefix(name, "Benchmark"))
	for line := range strings.SplitSeq(out, "\n") {
		t := strings.TrimSpace(line)
		if !strings.HasPrefix(t, "Benchmark") || !strings.Contains(t, "ns/op") {
			continue
		}
		f := strings.Fields(t)
		n := strings.ToLower(strings.TrimPrefix(f[0], "Benchmark"))
		if k := strings.LastIndexByte(n, '-'); k > 0 {
			if _, err := strconv.Atoi(n[k+1:]); err == nil {
				n = n[:k] // the GOMAXPROCS suffix
			}
		}
		if n != want {
			continue
		}
		for i := 1; i < len(f); i++ {
			if f[i] == "ns/op" {
				v, err := strconv.ParseFloat(f[i-1], 64)
				if err == nil {
					return v, t
				}
			}
		}
	}
	return 0, ""
}
