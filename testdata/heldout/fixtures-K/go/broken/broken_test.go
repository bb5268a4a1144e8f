package broken

import "testing"

func TestShipmentWeight(t *testing.T) {
	if ShipmentWeight([]int{100, 250}) != 350 {
		t.Fatal("bad sum")
	}
}
