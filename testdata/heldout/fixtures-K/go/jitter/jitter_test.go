package jitter

import "testing"

func TestJitterBufferReorder(t *testing.T) {
	b := &Buffer{Cap: 8}
	for _, s := range []int{3, 1, 2} {
		b.Push(s)
	}
	for want := 1; want <= 3; want++ {
		got, _ := b.Pop()
		if got != want {
			t.Fatalf("pop = %d, want %d", got, want)
		}
	}
}

func TestJitterBufferOverflowDropsOldest(t *testing.T) {
	b := &Buffer{Cap: 2}
	b.Push(1)
	b.Push(2)
	b.Push(3)
	got, _ := b.Pop()
	if got != 2 {
		t.Errorf("after overflow first pop = %d, want 2 (oldest dropped)", got)
	}
}

func TestJitterBufferEmptyPop(t *testing.T) {
	b := &Buffer{Cap: 2}
	if _, ok := b.Pop(); ok {
		t.Fatal("pop on empty buffer returned ok")
	}
}

func TestOpusFECRecovery(t *testing.T) {
	t.Skip("needs libopus on the runner; see FIRMWARE-212")
}
