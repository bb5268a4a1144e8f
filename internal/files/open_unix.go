//go:build unix

package files

import (
	"os"
	"syscall"
)

// openFile opens path for reading without blocking: even if a FIFO took
// the place of the file checked, the open returns at once (and the type
// check on the opened file refuses it). noFollow refuses a symbolic link
// in the last element.
func openFile(path string, noFollow bool) (*os.File, error) {
	flags := os.O_RDONLY | syscall.O_NONBLOCK
	if noFollow {
		flags |= syscall.O_NOFOLLOW
	}
	return os.OpenFile(path, flags, 0)
}
