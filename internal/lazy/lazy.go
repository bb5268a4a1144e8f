// Package lazy builds a package's tables on first use instead of at
// package initialisation: every process links every package of the one
// binary, and most use a few of their tables (`ackrite version` none,
// `gate check` one package's), so tables built at init are start-up that
// a process pays for nothing (docs/rules.md §12).
package lazy

import (
	"regexp"
	"sync"
)

// Regexp returns a function that compiles expr on its first call and
// returns the same *regexp.Regexp on every call; safe for concurrent use.
// Like regexp.MustCompile it panics on an expression that does not
// compile — on that first call, so each one needs a test that uses it.
func Regexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
