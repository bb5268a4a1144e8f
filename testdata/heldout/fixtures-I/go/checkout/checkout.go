package checkout

// Total sums line items in cents.
func Total(items []int) int {
	t := 0
	for _, v := range items {
		t += v
	}
	return t
}

// Refund returns the refund in cents; intentionally truncates instead of rounding.
func Refund(cents int, pct float64) int {
	return int(float64(cents) * pct)
}
