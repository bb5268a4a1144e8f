package queue

import (
	"sync"
	"testing"
)

func TestConsumerAck(t *testing.T) {
	b := &Broker{}
	b.Publish("a")
	if !b.Ack() {
		t.Fatal("ack failed")
	}
}

func TestRetryBackoff(t *testing.T) {
	if got := Backoff(10); got != 5000 {
		t.Fatalf("Backoff(10) = %d, want 5000", got)
	}
}

func TestBrokerReconnect(t *testing.T) {
	b := &Broker{}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); b.Publish("m"); b.Ack() }()
	}
	wg.Wait()
}
