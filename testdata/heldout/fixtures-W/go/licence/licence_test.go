package licence

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// bump increments the counter file named by $FLAKY_COUNTER and returns the value before the bump.
func bump(t *testing.T) int {
	p := os.Getenv("FLAKY_COUNTER")
	if p == "" {
		return 0
	}
	b, _ := os.ReadFile(p)
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	os.WriteFile(p, []byte(strconv.Itoa(n+1)), 0o644)
	return n
}

// Designed flake: fails when the counter is 3 mod 4 (runs 4, 8, ... of a sequence).
func TestLicenceRenewalRace(t *testing.T) {
	n := bump(t)
	if n%4 == 3 {
		t.Fatalf("renewal %d: licence for kid=7f3a served after expiry (renewed_at before expires_at by 180ms)", n)
	}
}

func TestLicenceCacheTTL(t *testing.T) {
	c := NewCache()
	c.Rotate("kid-1", "k1")
	if k, ok := c.Get("kid-1"); !ok || k != "k1" {
		t.Fatalf("Get(kid-1) = %q,%v", k, ok)
	}
}

func TestKeyRotationConcurrent(t *testing.T) {
	c := NewCache()
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			c.Rotate(fmt.Sprintf("kid-%d", i%3), "k")
			c.Get("kid-0")
		}(i)
	}
	wg.Wait()
}
