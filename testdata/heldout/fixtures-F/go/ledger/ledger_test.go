package ledger

import (
	"fmt"
	"testing"
)

func TestApplyDiscount(t *testing.T) {
	if got := ApplyDiscount(1000, 15); got != 850 {
		t.Fatalf("got %d want 850", got)
	}
}

func TestRefundRounding(t *testing.T) {
	if got := RefundRounding(999, 0.5); got != 500 {
		t.Errorf("RefundRounding(999, 0.5) = %d, want 500", got)
	}
}

func TestCacheEviction(t *testing.T) {
	m := map[int]int{}
	for i := 0; i < 100; i++ {
		m[i%10] = i
	}
	if len(m) != 10 {
		t.Fatal("eviction")
	}
}

func TestLeapSecond(t *testing.T) {
	t.Skip("leap-second fixture not vendored yet")
}

var labels = func() []string {
	s := make([]string, 2000)
	for i := range s {
		s[i] = fmt.Sprintf("label-%d", i)
	}
	return s
}()

func BenchmarkJoinLabelsOld(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = JoinLabelsOld(labels)
	}
}

func BenchmarkJoinLabelsNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = JoinLabelsNew(labels)
	}
}
