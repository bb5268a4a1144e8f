package checkout

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func TestCheckoutTotal(t *testing.T) {
	got, err := Total([]int{1999, 501}, nil, time.Now())
	if err != nil || got != 2500 {
		t.Fatalf("Total = %d, %v; want 2500", got, err)
	}
}

func TestApplyCouponExpired(t *testing.T) {
	c := &Coupon{Code: "SPRING10", Percent: 10, Expires: time.Date(2024, 4, 1, 0, 0, 0, 0, time.UTC)}
	_, err := Total([]int{1000}, c, time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC))
	if err != ErrExpired {
		t.Fatalf("Total with expired coupon SPRING10: err = %v; want %v", err, ErrExpired)
	}
}

func TestRefundPartial(t *testing.T) {
	t.Skip("refund gateway sandbox unavailable")
}

// TestSessionTokenRefresh is flaky on purpose: a counter file makes every
// 4th invocation fail unless FLAKE_FIXED=1.
func TestSessionTokenRefresh(t *testing.T) {
	p := filepath.Join(os.TempDir(), "shopq-flake-counter")
	b, _ := os.ReadFile(p)
	n, _ := strconv.Atoi(string(b))
	n++
	os.WriteFile(p, []byte(strconv.Itoa(n)), 0o644)
	if os.Getenv("FLAKE_FIXED") != "1" && n%4 == 0 {
		t.Fatalf("token refresh raced with logout: got 401 on attempt %d", n)
	}
}
