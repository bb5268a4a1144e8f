// Package licence is the DRM licence cache used by keyvault-lic.
package licence

import "sync"

type Cache struct {
	mu   sync.Mutex
	keys map[string]string
}

func NewCache() *Cache { return &Cache{keys: map[string]string{}} }

func (c *Cache) Rotate(kid, key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keys[kid] = key
}

func (c *Cache) Get(kid string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := c.keys[kid]
	return k, ok
}
