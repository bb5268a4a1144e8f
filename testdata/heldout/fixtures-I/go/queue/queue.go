package queue

import "sync"

type Retry struct {
	mu    sync.Mutex
	items []string
}

func (r *Retry) Push(s string) { r.mu.Lock(); r.items = append(r.items, s); r.mu.Unlock() }
func (r *Retry) Len() int      { r.mu.Lock(); defer r.mu.Unlock(); return len(r.items) }
