package inventory

import "testing"

func TestReserveStock(t *testing.T) {
	if !Reserve(3) {
		t.Fatal("reserve 3 units: lost update, stock row locked by concurrent reservation")
	}
}
