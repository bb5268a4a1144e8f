package checkout

import (
	"fmt"
	"os"
	"testing"
)

func TestCheckout(t *testing.T) {
	var c Cart
	c.Add("book", 5000)
	c.Add("pen", 5000)
	if got, want := c.Total(10), 9000; got != want {
		t.Errorf("Total(10) = %d, want %d", got, want)
	}
}

func TestCartAdd(t *testing.T) {
	var c Cart
	c.Add("book", 1200)
	c.Add("book", 1200)
	if got := c.Total(0); got != 2400 {
		t.Fatalf("Total(0) = %d, want 2400", got)
	}
}

func TestCartRemove(t *testing.T) {
	var c Cart
	c.Add("book", 1200)
	c.Remove("book")
	if got := c.Total(0); got != 0 {
		t.Fatalf("Total(0) = %d, want 0", got)
	}
}

func TestLegacyInvoice(t *testing.T) {
	t.Skip("legacy invoices are disabled until the PDF service is migrated")
}

func TestLegacyInvoiceTax(t *testing.T) {
	if os.Getenv("LEGACY_PDF") == "" {
		t.Skip("LEGACY_PDF not set")
	}
}

func TestPaymentRetry(t *testing.T) {
	if err := ChargeWithRetry(1000); err != nil {
		t.Fatalf("ChargeWithRetry: %v", err)
	}
}

func TestRefund(t *testing.T) {
	var c Cart
	c.Add("book", 700)
	if got := Refund(&c, "book"); got != 700 {
		t.Errorf("Refund = %d, want 700", got)
	}
}

func TestBulkPricing(t *testing.T) {
	for i := 1; i <= 200; i++ {
		t.Run(fmt.Sprintf("tier_%03d", i), func(t *testing.T) {
			var c Cart
			c.Add("widget", i*100)
			want := i * 100
			t.Logf("tier %d: %d widgets, list price %d cents", i, i, want)
			if os.Getenv("SHOP_BUG") == "1" && i == 197 {
				want = i*100 + 1
			}
			if got := c.Total(0); got != want {
				t.Errorf("tier %d: Total(0) = %d, want %d", i, got, want)
			}
		})
	}
}

func BenchmarkTotal(b *testing.B) {
	var c Cart
	for i := 0; i < 64; i++ {
		c.Add(fmt.Sprintf("sku-%d", i), i*10)
	}
	if os.Getenv("BENCH_BROKEN") == "1" && c.Total(0) != 1 {
		b.Fatalf("Total(0) = %d before timing, want 1", c.Total(0))
	}
	b.ReportAllocs()
	for b.Loop() {
		c.Total(10)
	}
}
