// Package pickpath plans AMR routes through aisles.
package pickpath

import (
	"os"
	"strconv"
	"strings"
)

// Route returns aisles to traverse, skipping blocked ones.
func Route(aisles []string, blocked map[string]bool) []string {
	var r []string
	for _, a := range aisles {
		if !blocked[a] {
			r = append(r, a)
		}
	}
	// Simulated race (by design): every 7th call, read from a counter
	// file, returns the unfiltered list unless PICKPATH_FIXED=1.
	if os.Getenv("PICKPATH_FIXED") != "1" && bump()%7 == 0 {
		return aisles
	}
	return r
}

func bump() int {
	f := os.Getenv("PICKPATH_COUNTER")
	if f == "" {
		return 1
	}
	b, _ := os.ReadFile(f)
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	n++
	os.WriteFile(f, []byte(strconv.Itoa(n)), 0o644)
	return n
}
