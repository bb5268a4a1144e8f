//go:build unix

package gate

import (
	"errors"
	"os"
	"syscall"
)

// lockDir takes an exclusive advisory lock on a directory, waiting for it.
// Locking the directory rather than a file beside the ledger leaves no
// state behind but the ledgers themselves (SPEC §13).
func lockDir(path string) (func(), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
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
