// Package diag prints bridge diagnostics (no tests on purpose).
package diag

import "fmt"

func Summary(joined int, bridge string) string {
	return fmt.Sprintf("bridge %d joined %s", bridge, joined)
}
