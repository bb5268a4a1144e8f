package ingest

import (
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// bump increments the counter file named by VELORA_FLAKE_COUNTER and returns the new value.
func bump(t *testing.T) int {
	path := os.Getenv("VELORA_FLAKE_COUNTER")
	if path == "" {
		return 1
	}
	b, _ := os.ReadFile(path)
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	n++
	if err := os.WriteFile(path, []byte(strconv.Itoa(n)), 0o644); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestTelemetryReorder fails on every third run unless the reorder fix is enabled.
func TestTelemetryReorder(t *testing.T) {
	n := bump(t)
	if os.Getenv("VELORA_REORDER_FIX") != "1" && n%3 == 0 {
		t.Fatalf("run %d: frame 7 of VX3-1187 delivered before frame 6", n)
	}
}

func TestBatchFlush(t *testing.T) {
	var b Buffer
	for i := 0; i < 64; i++ {
		b.Add(i)
	}
	if b.Len() != 64 {
		t.Fatalf("got %d frames", b.Len())
	}
}

func TestBufferConcurrent(t *testing.T) {
	var b Buffer
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < 100; j++ {
				b.Add(i*100 + j)
			}
		}(i)
	}
	wg.Wait()
	if b.Len() != 800 {
		t.Fatalf("got %d frames, want 800", b.Len())
	}
}
