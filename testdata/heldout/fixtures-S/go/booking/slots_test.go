package booking

import (
	"os"
	"strconv"
	"testing"
	"time"
)

func TestSlotOverlapRejected(t *testing.T) {
	base := time.Date(2026, 3, 30, 9, 0, 0, 0, time.UTC)
	a := Slot{"eastbay", base, 30 * time.Minute}
	b := Slot{"eastbay", base.Add(15 * time.Minute), 30 * time.Minute}
	if !Overlaps(a, b) {
		t.Fatal("expected overlapping eastbay slots to be rejected")
	}
}

func TestDSTBoundarySlots(t *testing.T) {
	mad, err := time.LoadLocation("Europe/Madrid")
	if err != nil {
		t.Skip("no tzdata")
	}
	if got := SlotsAt(mad, 2026, time.March, 29, 2, 30); got != 0 {
		t.Errorf("slot 2026-03-29T02:30 Europe/Madrid: got %d slots, want 0 (time does not exist)", got)
	}
}

func TestWaitlistPromote(t *testing.T) {
	t.Skip("waitlist promotion is behind feature flag WAITLIST_V2")
}

// TestReminderWindowFlaky fails on every 4th run, driven by a counter file (designed flake).
func TestReminderWindowFlaky(t *testing.T) {
	path := os.Getenv("REMIND_COUNTER")
	if path == "" {
		path = "/tmp/carebridge-remind-counter"
	}
	n := 0
	if b, err := os.ReadFile(path); err == nil {
		n, _ = strconv.Atoi(string(b))
	}
	n++
	_ = os.WriteFile(path, []byte(strconv.Itoa(n)), 0o644)
	if n%4 == 0 {
		t.Fatalf("reminder for clinic norte-madrid scheduled at 21:04 local, outside window (run %d)", n)
	}
}

func TestReminderWindowStable(t *testing.T) {
	sh, err := time.LoadLocation("Asia/Shanghai")
	if err != nil {
		t.Skip("no tzdata")
	}
	at := time.Date(2026, 3, 30, 1, 30, 0, 0, time.UTC) // 09:30 in Shanghai
	if !InReminderWindow(sh, at) {
		t.Fatal("09:30 Asia/Shanghai should be inside the reminder window")
	}
}
