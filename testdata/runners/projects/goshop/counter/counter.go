// Package counter is a fixture for the race detector: Inc is safe unless
// COUNTER_RACY=1, which skips the lock.
package counter

import (
	"os"
	"sync"
)

// Counter counts page views.
type Counter struct {
	mu sync.Mutex
	n  int
}

var racy = os.Getenv("COUNTER_RACY") == "1"

// Inc adds one.
func (c *Counter) Inc() {
	if racy {
		c.n++
		return
	}
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
}

// Value reads the count.
func (c *Counter) Value() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}
