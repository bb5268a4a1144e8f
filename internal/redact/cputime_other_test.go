//go:build !linux

package redact

import "time"

// cpuTimer times calls by wall time where the thread's CPU clock is not
// read (see cputime_linux_test.go).
type cpuTimer struct{ start time.Time }

func newCPUTimer() cpuTimer { return cpuTimer{time.Now()} }

func (c cpuTimer) now() time.Duration { return time.Since(c.start) }

func (cpuTimer) stop() {}
