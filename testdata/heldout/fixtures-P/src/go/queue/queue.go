package queue

import "sync"

type Broker struct {
	mu      sync.Mutex
	pending []string
	acked   int
}

func (b *Broker) Publish(m string) { b.mu.Lock(); b.pending = append(b.pending, m); b.mu.Unlock() }

func (b *Broker) Ack() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.pending) == 0 {
		return false
	}
	b.pending = b.pending[1:]
	b.acked++
	return true
}

func Backoff(attempt int) int {
	d := 100
	for i := 0; i < attempt && d < 5000; i++ {
		d *= 2
	}
	if d > 5000 {
		d = 5000
	}
	return d
}
