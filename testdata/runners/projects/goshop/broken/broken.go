// Package broken does not compile unless built with the fixed tag: the
// fixture's build failure.
//go:build !fixed

package broken

// Rate converts a currency amount.
func Rate(amount int) int {
	return amount * exchangeRate
}
