package reservation

import (
	"sync"
	"testing"
)

func TestReserveConcurrent(t *testing.T) {
	c := New()
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); c.Reserve("SKU-88121", 2) }()
	}
	wg.Wait()
	if got := c.Reserved("SKU-88121"); got != 100 {
		t.Fatalf("reserved %d, want 100", got)
	}
}
