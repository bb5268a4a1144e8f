package reading

import (
	"fmt"
	"sort"
	"testing"
	"time"
)

func TestZZRowCost(t *testing.T) {
	_, items := zzPayload()
	var lines []line
	for _, it := range items {
		lines = append(lines, scanLine(it))
	}
	type rc struct {
		name string
		d    time.Duration
	}
	var out []rc
	for _, row := range outcomeRows {
		var st state
		start := time.Now()
		for k := 0; k < 20000; k++ {
			for i := range lines {
				l := lines[i]
				if l.hints&row.need != row.need {
					continue
				}
				if first, ok := anchors[row.name]; ok && len(l.s) > 0 {
					found := false
					for j := 0; j < len(first); j++ {
						found = found || first[j] == l.s[0]
					}
					if !found {
						continue
					}
				}
				st = state{httpAt: -1, bodyErrorAt: -1}
				row.match(&l, &st)
			}
		}
		out = append(out, rc{row.name, time.Since(start)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].d > out[j].d })
	for _, r := range out[:15] {
		fmt.Printf("%-28s %v\n", r.name, r.d/20000)
	}
}
