// Package settlement decides which business day a payment settles on.
package settlement

import "time"

// Cutoff is 17:00 local; payments after it settle the next business day.
func SettleDay(t time.Time) time.Time {
	d := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, t.Location())
	if t.Hour() >= 17 {
		d = d.AddDate(0, 0, 1)
	}
	for d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {
		d = d.AddDate(0, 0, 1)
	}
	return d
}
