//go:build fixed

package broken

const exchangeRate = 1

// Rate converts a currency amount.
func Rate(amount int) int { return amount * exchangeRate }
