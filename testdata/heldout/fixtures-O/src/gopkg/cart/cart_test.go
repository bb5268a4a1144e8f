package cart

import (
	"os"
	"testing"
)

func TestCartTotal(t *testing.T) {
	if got := Total([]Item{{Price: 40, Qty: 2}, {Price: 20, Qty: 1}}); got != 100 {
		t.Fatalf("Total = %d, want 100", got)
	}
}

func TestApplyCoupon(t *testing.T) {
	if got := ApplyCoupon(100, "SAVE10"); got != 90 {
		t.Errorf("coupon SAVE10 applied twice: got %d, want 90", got)
	}
}

func TestCheckoutTax(t *testing.T) {
	if os.Getenv("STRIPE_TEST_KEY") == "" {
		t.Skip("STRIPE_TEST_KEY not set; skipping tax call")
	}
}
