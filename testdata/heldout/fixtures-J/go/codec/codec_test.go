package codec

import "testing"

var ids = func() []int {
	s := make([]int, 500)
	for i := range s {
		s[i] = i * 37
	}
	return s
}()

func TestEncodersAgree(t *testing.T) {
	if EncodeV1(ids) != EncodeV2(ids) {
		t.Fatal("encoders disagree")
	}
}

func BenchmarkEncodeV1(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		EncodeV1(ids)
	}
}

func BenchmarkEncodeV2(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		EncodeV2(ids)
	}
}
