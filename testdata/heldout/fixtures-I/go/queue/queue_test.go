package queue

import (
	"sync"
	"testing"
)

func TestRetryQueueConcurrentPush(t *testing.T) {
	var r Retry
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); r.Push("job") }()
	}
	wg.Wait()
	if r.Len() != 50 {
		t.Fatalf("len = %d", r.Len())
	}
}
