package cart

import "testing"

func TestTotal(t *testing.T) {
	if got, want := Total([]int{100, 250, 50}), 400; got != want {
		t.Errorf("Total = %d, want %d", got, want)
	}
}

func TestTotalEmpty(t *testing.T) {
	if got := Total(nil); got != 0 {
		t.Errorf("Total(nil) = %d, want 0", got)
	}
}
