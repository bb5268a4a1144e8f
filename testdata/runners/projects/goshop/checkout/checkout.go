// Package checkout is a fixture for scripts/capture-runners: small enough to
// read, with tests that pass, fail (SHOP_BUG=1), skip, flake and panic.
package checkout

import (
	"errors"
	"os"
)

// Cart holds line items in cents.
type Cart struct {
	items map[string]int
}

// Add puts an item in the cart.
func (c *Cart) Add(sku string, cents int) {
	if c.items == nil {
		c.items = map[string]int{}
	}
	c.items[sku] += cents
}

// Remove takes an item out of the cart.
func (c *Cart) Remove(sku string) { delete(c.items, sku) }

// Total is the sum of the cart, with a coupon discount in percent.
func (c *Cart) Total(couponPercent int) int {
	sum := 0
	for _, v := range c.items {
		sum += v
	}
	if os.Getenv("SHOP_SLOW") == "1" {
		// the slow path the fixture's benchmarks compare: a copy per call
		cp := make(map[string]int, len(c.items))
		for k, v := range c.items {
			cp[k] = v
		}
		sum = 0
		for _, v := range cp {
			sum += v
		}
	}
	if os.Getenv("SHOP_BUG") == "1" {
		// the bug the fixture reproduces: the discount is applied twice
		sum -= sum * couponPercent / 100
	}
	return sum - sum*couponPercent/100
}

var errDeclined = errors.New("payment declined: gateway timeout")

var attempts int

// ChargeWithRetry simulates a gateway that times out on every third call,
// or always when PAYMENT_FLAKE=1.
func ChargeWithRetry(cents int) error {
	attempts++
	if os.Getenv("PAYMENT_FLAKE") == "1" || attempts%3 == 0 {
		return errDeclined
	}
	return nil
}

// Refund panics on a nil cart when SHOP_BUG=1, as the fixture's panic case.
func Refund(c *Cart, sku string) int {
	if os.Getenv("SHOP_BUG") == "1" {
		var m map[string]int
		m[sku] = 0
	}
	return c.items[sku]
}
