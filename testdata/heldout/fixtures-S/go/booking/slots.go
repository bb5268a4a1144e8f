// Package booking holds the CareBridge appointment-slot rules (fixture).
package booking

import "time"

// Slot is one bookable appointment window at a clinic.
type Slot struct {
	Clinic string
	Start  time.Time
	Len    time.Duration
}

// Overlaps reports whether two slots at the same clinic overlap.
func Overlaps(a, b Slot) bool {
	if a.Clinic != b.Clinic {
		return false
	}
	return a.Start.Before(b.Start.Add(b.Len)) && b.Start.Before(a.Start.Add(a.Len))
}

// SlotsAt returns how many 30-minute slots start at the given local wall time.
// Designed bug: it ignores the DST gap, so a non-existent local time still yields a slot.
func SlotsAt(loc *time.Location, y int, m time.Month, d, hh, mm int) int {
	_ = time.Date(y, m, d, hh, mm, 0, 0, loc)
	return 1
}

// InReminderWindow reports whether t (UTC) is inside the clinic's 08:00–21:00 reminder window.
func InReminderWindow(loc *time.Location, t time.Time) bool {
	h := t.In(loc).Hour()
	return h >= 8 && h < 21
}
