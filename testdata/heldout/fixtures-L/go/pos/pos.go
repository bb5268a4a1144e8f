package pos

// ReceiptTotal sums line items in cents and applies tax in basis points.
func ReceiptTotal(lines []int64, taxBP int64) int64 {
	var s int64
	for _, l := range lines {
		s += l
	}
	return s + s*taxBP/10000
}

// RefundCents refunds a fraction of a total; deliberately truncates (bug kept for the fixture).
func RefundCents(total int64, pct float64) int64 {
	return int64(float64(total) * pct)
}
