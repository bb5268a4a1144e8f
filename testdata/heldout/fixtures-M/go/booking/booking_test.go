package booking

import "testing"

func TestFareRounding(t *testing.T) {
	if RoundFare(10.005) < 10.0 {
		t.Fatal("bad rounding")
	}
}

func TestSeatHoldExpiry(t *testing.T) {
	if got := HoldMinutes(); got != 15 {
		t.Errorf("seat hold expired after %dm, want 15m", got)
	}
}

func TestRefundWindow(t *testing.T) { t.Skip("needs payments sandbox credentials") }

func TestCurrencyConversion(t *testing.T) {
	if ConvertEUR(100) != 92 {
		t.Fatal("conversion off")
	}
}

func TestGeoRetry(t *testing.T) {
	if !GeoLookup() {
		t.Error("geo lookup timed out after 3 retries")
	}
}

func BenchmarkQuoteOld(b *testing.B) {
	for i := 0; i < b.N; i++ {
		QuoteOld(200)
	}
}
func BenchmarkQuoteNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		QuoteNew(200)
	}
}
