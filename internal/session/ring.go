package session

import "iter"

// A Ring is a fixed-capacity buffer that keeps the most recent entries:
// adding to a full ring drops the oldest.
type Ring[T any] struct {
	buf   []T
	start int // index of the oldest entry
	n     int
}

// NewRing returns an empty ring holding at most capacity entries.
func NewRing[T any](capacity int) Ring[T] {
	return Ring[T]{buf: make([]T, capacity)}
}

// Len reports the number of entries.
func (r *Ring[T]) Len() int { return r.n }

// Add appends v, dropping the oldest entry when the ring is full.
func (r *Ring[T]) Add(v T) {
	if len(r.buf) == 0 {
		return
	}
	if r.n < len(r.buf) {
		r.buf[(r.start+r.n)%len(r.buf)] = v
		r.n++
		return
	}
	r.buf[r.start] = v
	r.start = (r.start + 1) % len(r.buf)
}

// All yields the entries from oldest to newest.
func (r *Ring[T]) All() iter.Seq[T] {
	return func(yield func(T) bool) {
		for i := 0; i < r.n; i++ {
			if !yield(r.buf[(r.start+i)%len(r.buf)]) {
				return
			}
		}
	}
}

// Slice returns the entries from oldest to newest as a new slice.
func (r *Ring[T]) Slice() []T {
	out := make([]T, 0, r.n)
	for v := range r.All() {
		out = append(out, v)
	}
	return out
}

// DeleteFunc removes the entries for which del returns true, keeping order.
func (r *Ring[T]) DeleteFunc(del func(T) bool) {
	kept := make([]T, 0, r.n)
	for v := range r.All() {
		if !del(v) {
			kept = append(kept, v)
		}
	}
	var zero T
	for i := range r.buf {
		r.buf[i] = zero
	}
	copy(r.buf, kept)
	r.start, r.n = 0, len(kept)
}

// Update calls f on every entry in place, oldest first.
func (r *Ring[T]) Update(f func(*T)) {
	for i := 0; i < r.n; i++ {
		f(&r.buf[(r.start+i)%len(r.buf)])
	}
}
