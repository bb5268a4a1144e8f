// Package cart is a fixture for ackrite's gate tests: the same cart total
// with the off-by-one bug fixed.
package cart

// Total returns the sum of the prices in cents.
func Total(prices []int) int {
	sum := 0
	for _, p := range prices {
		sum += p
	}
	return sum
}
