package matter

import "testing"

func TestCommissioningQRPayload(t *testing.T) {
	if len("MT:Y.K9042C00KA0648G00") != 22 {
		t.Fatal("bad payload length")
	}
}

func TestFabricLimitFive(t *testing.T) {
	var f Fabrics
	for i := 0; i < 5; i++ {
		f.Add(i, "fabric")
	}
}
