// Package reservation holds stock reservations per SKU.
package reservation

import "sync"

type Cache struct {
	mu  sync.Mutex
	qty map[string]int
}

func New() *Cache { return &Cache{qty: map[string]int{}} }

func (c *Cache) Reserve(sku string, n int) {
	c.mu.Lock()
	c.qty[sku] += n
	c.mu.Unlock()
}

func (c *Cache) Reserved(sku string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.qty[sku]
}
