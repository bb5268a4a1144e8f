package pos

import "testing"

func TestReceiptTotal(t *testing.T) {
	if got := ReceiptTotal([]int64{1999, 501}, 800); got != 2700 {
		t.Fatalf("ReceiptTotal = %d, want 2700", got)
	}
}

func TestRefundRounding(t *testing.T) {
	if got := RefundCents(1005, 0.5); got != 503 {
		t.Fatalf("RefundCents(1005, 0.5) = %d, want 503 (half-up)", got)
	}
}

func TestLoyaltyPoints(t *testing.T) {
	t.Skip("loyalty service sandbox unavailable in CI")
}
