// Command reindex is the fixture batch job for scripts/capture-runners. It
// prints a progress line per batch; with REINDEX_PANIC=1 it panics after the
// last batch (a nil map write), with REINDEX_EXIT=N it exits with status N;
// REINDEX_BUFFER_MB=N allocates and touches an N MB buffer.
package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	batches := 3
	if n, err := strconv.Atoi(os.Getenv("REINDEX_BATCHES")); err == nil {
		batches = n
	}
	for i := 1; i <= batches; i++ {
		fmt.Printf("reindex: batch %04d/%04d indexed 500 documents into products-v7 (shard %d)\n", i, batches, i%4)
	}
	if mb, err := strconv.Atoi(os.Getenv("REINDEX_BUFFER_MB")); err == nil {
		buf := make([]byte, mb<<20)
		for i := range buf {
			buf[i] = 1
		}
		fmt.Printf("reindex: buffered %d MB\n", len(buf)>>20)
	}
	if os.Getenv("REINDEX_PANIC") == "1" {
		var cache map[string]int
		cache["products-v7"] = batches
	}
	if code, err := strconv.Atoi(os.Getenv("REINDEX_EXIT")); err == nil && code != 0 {
		fmt.Fprintf(os.Stderr, "reindex: alias swap failed: index products-v7 is read-only\n")
		os.Exit(code)
	}
	fmt.Println("reindex: done, alias products -> products-v7")
}
