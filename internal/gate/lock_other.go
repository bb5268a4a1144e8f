//go:build !unix

package gate

import (
	"errors"
	"io/fs"
	"os"
)

// lockDir is a no-op where advisory locks are not available: hooks of
// parallel tool calls may then lose an entry, never corrupt the file,
// because every write is a rename.
func lockDir(string) (func(), error) { return func() {}, nil }

// errSymlink is the error of opening a symbolic link without following it.
var errSymlink = errors.New("is a symbolic link")

// openNoFollow opens a file that must not be a symbolic link.
func openNoFollow(path string, flag int, perm os.FileMode) (*os.File, error) {
	if st, err := os.Lstat(path); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		return nil, &os.PathError{Op: "open", Path: path, Err: errSymlink}
	}
	return os.OpenFile(path, flag, perm)
}

// openNonBlocking opens a file for reading.
func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }
