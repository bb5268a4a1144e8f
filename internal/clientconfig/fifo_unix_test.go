//go:build unix

package clientconfig_test

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/clientconfig"
)

// A FIFO or a device given as --config is refused at once by its type: it
// is never opened for reading (which blocks in the kernel until a writer
// comes) nor read without end.
func TestReadFileRefusesFIFOAndDevices(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		fifo:        "is a named pipe (FIFO); a client configuration file must be a regular file",
		"/dev/zero": "is a character device; a client configuration file must be a regular file",
	} {
		start := time.Now()
		_, err := clientconfig.ReadFile(path, env(nil))
		if err == nil || err.Error() != path+": "+want {
			t.Errorf("%s: %v", path, err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%s: took %s", path, d)
		}
	}
}
