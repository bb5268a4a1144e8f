package redact

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// threadCPU returns the CPU time the calling OS thread has used
// (CLOCK_THREAD_CPUTIME_ID): what a redaction cost, without the time other
// processes on a shared machine held the core. Callers lock the goroutine
// to its thread (see cpuTimer).
func threadCPU() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTimeID = 3
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

// cpuTimer times calls by the CPU time of the thread they run on.
type cpuTimer struct{}

func newCPUTimer() cpuTimer { runtime.LockOSThread(); return cpuTimer{} }

func (cpuTimer) now() time.Duration { return threadCPU() }

func (cpuTimer) stop() { runtime.UnlockOSThread() }
