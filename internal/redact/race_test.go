//go:build race

package redact

// raceEnabled: the race detector allocates for its own bookkeeping, so
// bytes allocated are not compared under it.
const raceEnabled = true
