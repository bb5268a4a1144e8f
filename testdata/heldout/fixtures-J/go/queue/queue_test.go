package queue

import (
	"testing"
	"time"
)

func TestRetryBackoffCapped(t *testing.T) {
	if got := Backoff(10, 100*time.Millisecond, 5*time.Second); got != 5*time.Second {
		t.Fatalf("Backoff = %v, want 5s", got)
	}
}

var ackRuns int

// TestConsumerAckOrdering fails on every third run, standing in for a race.
func TestConsumerAckOrdering(t *testing.T) {
	ackRuns++
	if ackRuns%3 == 0 {
		t.Fatalf("ack for msg-%d arrived before msg-%d", ackRuns+1, ackRuns)
	}
}

func TestDedupeWindow(t *testing.T) {
	seen := map[string]bool{}
	for _, id := range []string{"a", "b", "a"} {
		seen[id] = true
	}
	if len(seen) != 2 {
		t.Fatal("dedupe failed")
	}
}
