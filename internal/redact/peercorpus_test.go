package redact

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/redact/peers"
)

// peerCorpus is gitleaks' corpus (package peers).
func peerCorpus(tb testing.TB) (tps, fps []peers.Sample) {
	tps, fps, err := peers.Load("testdata/gitleaks/samples.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	return tps, fps
}

func topCounts(m map[string]int, n int) string {
	type kv struct {
		k string
		v int
	}
	var all []kv
	for k, v := range m {
		all = append(all, kv{k, v})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].v > all[j].v || all[i].v == all[j].v && all[i].k < all[j].k })
	var parts []string
	for _, e := range first(all, n) {
		parts = append(parts, fmt.Sprintf("%s %d", e.k, e.v))
	}
	return strings.Join(parts, ", ")
}

func first[T any](s []T, n int) []T { return s[:min(len(s), n)] }
