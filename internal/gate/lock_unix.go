//go:build unix

package gate

import (
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
