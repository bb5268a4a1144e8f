//go:build unix

package gate

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// lockDir takes an exclusive advisory lock on a directory, waiting for it
// at most LockWait. Locking the directory rather than a file beside the
// ledger leaves no state behind but the ledgers themselves (docs/rules.md §13). The
// wait is bounded because a process that holds the lock and hangs (a
// stopped hook, a debugger) would otherwise hang every later hook, and a
// harness that kills a hung hook may read its silence as consent.
func lockDir(path string) (func(), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(LockWait)
	for pause := time.Millisecond; ; pause = min(2*pause, 50*time.Millisecond) {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			f.Close()
			return nil, err
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, fmt.Errorf("another process has held the lock on %s for over %s (a hung hook?)", path, LockWait)
		}
		time.Sleep(pause)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}

// errSymlink is the error of opening a symbolic link without following it.
var errSymlink = syscall.ELOOP

// openNoFollow opens a file that must not be a symbolic link, and never
// waits on one that is a FIFO.
func openNoFollow(path string, flag int, perm os.FileMode) (*os.File, error) {
	f, err := os.OpenFile(path, flag|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, perm)
	if err != nil && errors.Is(err, syscall.ELOOP) {
		return nil, &os.PathError{Op: "open", Path: path, Err: errSymlink}
	}
	return f, err
}

// openNonBlocking opens a file for reading without waiting on a FIFO.
func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
