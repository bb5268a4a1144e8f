package search

import "testing"

func TestRankingStable(t *testing.T) {
	h := Rank([]Hit{{"a", 1}, {"b", 2}, {"c", 1}})
	if h[0].ID != "b" || h[1].ID != "a" || h[2].ID != "c" {
		t.Fatalf("unexpected order %v", h)
	}
}

func TestRankingEmpty(t *testing.T) {
	if len(Rank(nil)) != 0 {
		t.Fatal("want empty")
	}
}
