package warehouse

import (
	"fmt"
	"testing"
)

func lines(n int) []Line {
	out := make([]Line, n)
	for i := range out {
		out[i] = Line{SKU: fmt.Sprintf("SKU-%05d", i), Qty: 1 + i%4, Bin: "A-01"}
	}
	return out
}

func TestAllocateWave(t *testing.T) {
	w := AllocateWave(lines(450), 40)
	if len(w) != 12 || len(w[11]) != 10 {
		t.Fatalf("got %d waves, last %d lines", len(w), len(w[len(w)-1]))
	}
}

func TestPutaway(t *testing.T) {
	if got := PutawayBin("SKU-1", nil); got != "STAGING" {
		t.Fatalf("PutawayBin with no bins = %q", got)
	}
	if got := PutawayBin("SKU-1", []string{"A-01", "A-02"}); got == "" {
		t.Fatal("empty bin")
	}
}

func BenchmarkAllocateWave(b *testing.B) {
	ls := lines(5000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		AllocateWave(ls, 40)
	}
}
