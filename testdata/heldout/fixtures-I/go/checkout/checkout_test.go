package checkout

import "testing"

func TestCheckoutTotal(t *testing.T) {
	if got := Total([]int{199, 250, 51}); got != 500 {
		t.Fatalf("Total = %d, want 500", got)
	}
}

func TestCheckoutRefundRounding(t *testing.T) {
	if got := Refund(999, 0.335); got != 335 {
		t.Errorf("Refund(999, 0.335) = %d, want 335", got)
	}
}

func TestCheckoutCouponStacking(t *testing.T) {
	t.Skip("coupon service fixture not available in CI")
}

func TestCheckoutEmptyCart(t *testing.T) {
	if got := Total(nil); got != 0 {
		t.Fatalf("Total(nil) = %d", got)
	}
}
