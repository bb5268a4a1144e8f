package zigbee

import "testing"

func TestPermitJoinWindow(t *testing.T) {
	if PermitJoinSeconds != 180 {
		t.Fatal("window")
	}
}

func TestRejoinAfterBridgeReboot(t *testing.T) {
	if got := Rejoin(14); got != 14 {
		t.Fatalf("rejoined %d of 14", got)
	}
}

func TestInterviewRetriesBacksOff(t *testing.T) {
	t.Log("interview retry intervals: 1s 2s 4s")
}
