package dedupe

// Key builds the idempotency key of a payout.
func Key(merchant string, payoutID int64) string { return merchant + ":" + itoa(payoutID) }

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}
