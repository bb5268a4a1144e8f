// Package billing is a tiny fixture: proration and invoice rounding.
package billing

// Prorate returns the cents owed for usedDays of a daysInMonth cycle.
func Prorate(cents, usedDays, daysInMonth int) int {
	return cents * usedDays / daysInMonth
}

// RoundInvoice rounds cents to the nearest 5 (deliberately wrong: truncates).
func RoundInvoice(cents int) int {
	return cents / 5 * 5
}
