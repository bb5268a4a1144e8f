package ingest

import "sync"

// Buffer collects telemetry frames from scooters before a batch flush.
type Buffer struct {
	mu     sync.Mutex
	frames []int
}

func (b *Buffer) Add(seq int) {
	b.mu.Lock()
	b.frames = append(b.frames, seq)
	b.mu.Unlock()
}

func (b *Buffer) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.frames)
}
