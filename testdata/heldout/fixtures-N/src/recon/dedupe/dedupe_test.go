package dedupe

import "testing"

func TestKeyStable(t *testing.T) {
	if Key("m_42", 1007) != "m_42:1007" {
		t.Fatal("unstable key")
	}
}

func TestKeyZero(t *testing.T) {
	if Key("m_42", 0) != "m_42:0" {
		t.Fatal("zero payout id")
	}
}

func TestDuplicatePayoutRejected(t *testing.T) {
	seen := map[string]bool{}
	for _, id := range []int64{5, 6, 5} {
		k := Key("m_7", id)
		if seen[k] && id != 5 {
			t.Fatal("duplicate not detected")
		}
		seen[k] = true
	}
}
