// Package queue is a fixture with a retry backoff and a deliberately flaky test.
package queue

import "time"

// Backoff returns the delay before retry n (1-based), capped at max.
func Backoff(n int, base, max time.Duration) time.Duration {
	d := base << (n - 1)
	if d > max || d <= 0 {
		return max
	}
	return d
}
