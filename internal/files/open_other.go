//go:build !unix

package files

import "os"

// openFile opens path for reading; the type was checked before.
func openFile(path string, _ bool) (*os.File, error) { return os.Open(path) }
