package batch

import "testing"

func TestSettleNightly(t *testing.T) {
	if SettleNightly([]int64{1, 2}) != 3 {
		t.Fatal("bad")
	}
}
