package dispatch

import "sync"

// Pool assigns couriers to parcels.
type Pool struct {
	mu       sync.Mutex
	assigned map[string]string
}

func New() *Pool { return &Pool{assigned: map[string]string{}} }

func (p *Pool) Assign(parcel, courier string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.assigned[parcel] = courier
}

func (p *Pool) Count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.assigned)
}
