package proration

import "testing"

func TestDaysInclusive(t *testing.T) {
	if Days(1, 30) != 30 {
		t.Fatal("want 30")
	}
}
