package codec

import "testing"

var input = func() []int {
	xs := make([]int, 2000)
	for i := range xs {
		xs[i] = i * 7
	}
	return xs
}()

func TestEncodersAgree(t *testing.T) {
	if EncodeV1(input) != EncodeV2(input) {
		t.Fatal("mismatch")
	}
}

func BenchmarkEncodeV1(b *testing.B) {
	for i := 0; i < b.N; i++ {
		EncodeV1(input)
	}
}

func BenchmarkEncodeV2(b *testing.B) {
	for i := 0; i < b.N; i++ {
		EncodeV2(input)
	}
}
