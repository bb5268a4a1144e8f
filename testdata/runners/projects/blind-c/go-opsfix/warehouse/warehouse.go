// Package warehouse allocates pick lines to waves.
package warehouse

import "os"

type Line struct {
	SKU string
	Qty int
	Bin string
}

var prealloc = os.Getenv("WAVE_PREALLOC") == "1"

// AllocateWave groups lines into waves of size n.
func AllocateWave(lines []Line, n int) [][]Line {
	if prealloc {
		waves := make([][]Line, 0, (len(lines)+n-1)/n)
		for i := 0; i < len(lines); i += n {
			j := i + n
			if j > len(lines) {
				j = len(lines)
			}
			waves = append(waves, lines[i:j:j])
		}
		return waves
	}
	var waves [][]Line
	var cur []Line
	for _, l := range lines {
		cur = append(cur, l)
		if len(cur) == n {
			waves = append(waves, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		waves = append(waves, cur)
	}
	return waves
}

// PutawayBin picks the bin for an inbound SKU.
func PutawayBin(sku string, bins []string) string {
	if len(bins) == 0 {
		return "STAGING"
	}
	return bins[len(sku)%len(bins)]
}
