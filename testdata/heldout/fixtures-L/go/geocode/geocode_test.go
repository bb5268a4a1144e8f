package geocode

import "testing"

func TestReverseGeocodeLisbon(t *testing.T) {
	if got := ReverseNew("38.7223,-9.1393"); got != "Lisboa, PT" {
		t.Fatalf("got %q", got)
	}
}

func TestReverseGeocodeBerlin(t *testing.T) {
	if got := ReverseNew("52.5200,13.4050"); got != "Berlin, DE" {
		t.Fatalf("got %q", got)
	}
}

func BenchmarkReverseOld(b *testing.B) {
	for i := 0; i < b.N; i++ {
		ReverseOld("52.5200,13.4050")
	}
}

func BenchmarkReverseNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		ReverseNew("52.5200,13.4050")
	}
}
