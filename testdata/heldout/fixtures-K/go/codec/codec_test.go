package codec

import "testing"

var fields = func() []string {
	f := make([]string, 200)
	for i := range f {
		f[i] = "sensor-value"
	}
	return f
}()

func TestEncodeEqual(t *testing.T) {
	if EncodeOld(fields) != EncodeNew(fields) {
		t.Fatal("encoders disagree")
	}
}

func BenchmarkEncodeOld(b *testing.B) {
	for i := 0; i < b.N; i++ {
		EncodeOld(fields)
	}
}

func BenchmarkEncodeNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		EncodeNew(fields)
	}
}
