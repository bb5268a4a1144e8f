package search

import "sort"

type Hit struct {
	ID    string
	Score float64
}

// Rank sorts hits by score, stable on ties.
func Rank(h []Hit) []Hit {
	sort.SliceStable(h, func(i, j int) bool { return h[i].Score > h[j].Score })
	return h
}
