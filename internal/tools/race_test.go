//go:build race

package tools

// raceEnabled: the race detector allocates for its own bookkeeping, so
// allocation counts are not compared under it.
const raceEnabled = true
