// Package cart is a fixture for ackrite's gate tests: a cart total with an
// off-by-one bug (the last item is never added).
package cart

// Total returns the sum of the prices in cents.
func Total(prices []int) int {
	sum := 0
	for i := 0; i < len(prices)-1; i++ {
		sum += prices[i]
	}
	return sum
}
