package broken

import "testing"

func TestRate(t *testing.T) {
	if Rate(3) != 3 {
		t.Fatal("Rate(3) != 3")
	}
}
