package inventory

import "os"

var calls int

// Reserve fails on every 4th call unless INVENTORY_FIXED=1 (a counter-driven flake).
func Reserve(n int) bool {
	calls++
	if os.Getenv("INVENTORY_FIXED") != "1" && calls%4 == 0 {
		return false
	}
	return n > 0
}
