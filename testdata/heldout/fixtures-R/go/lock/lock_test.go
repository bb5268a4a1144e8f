package lock

import "testing"

func TestUnlockAfterPayment(t *testing.T) {
	if !CanUnlock(Hold{Cents: 1500, Paid: true}) {
		t.Fatal("paid 15.00 EUR hold should unlock")
	}
}

func TestUnlockRejectsExpiredHold(t *testing.T) {
	if CanUnlock(Hold{Cents: 1500, Paid: true, Expired: true}) {
		t.Fatal("expired hold must not unlock")
	}
}

func TestUnlockWithoutDeposit(t *testing.T) {
	if CanUnlock(Hold{Cents: 0, Paid: false}) {
		t.Fatal("no deposit must not unlock")
	}
}

func TestSlotCount(t *testing.T) {
	t.Skip("needs the DS-40 dock hardware rig")
}
