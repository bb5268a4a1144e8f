package billing

import "testing"

func TestProrateMidMonth(t *testing.T) {
	if got := Prorate(3000, 15, 30); got != 1500 {
		t.Fatalf("Prorate = %d, want 1500", got)
	}
}

func TestInvoiceRounding(t *testing.T) {
	if got := RoundInvoice(1298); got != 1300 {
		t.Errorf("RoundInvoice(1298) = %d, want 1300", got)
	}
}

func TestRefundCurrencyEUR(t *testing.T) {
	t.Skip("EUR refunds need the FX sandbox; skipped in CI")
}

func TestProrateLeapFebruary(t *testing.T) {
	if got := Prorate(2900, 29, 29); got != 2900 {
		t.Fatalf("Prorate = %d, want 2900", got)
	}
}
