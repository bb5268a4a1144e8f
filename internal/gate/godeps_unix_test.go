//go:build unix

package gate

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestGoDepsReadsOnlyRegularFiles: to learn whether an edit reaches a
// run's packages the gate reads go.mod and the import lines of Go files;
// a FIFO there (mkfifo go.mod) hung 'gate record' of the edit — so the
// edit that should have made the earlier pass stale was never recorded —
// and a .go file linked to /dev/zero grew it without bound. Such files
// are skipped at once.
func TestGoDepsReadsOnlyRegularFiles(t *testing.T) {
	root := t.TempDir()
	pkg := filepath.Join(root, "pkg")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, fifo := range []string{filepath.Join(root, "go.mod"), filepath.Join(pkg, "fifo.go")} {
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { // lets a reader blocked on it go
			if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
				w.Close()
			}
		})
	}
	if err := os.Symlink("/dev/zero", filepath.Join(pkg, "zero.go")); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		goModule(pkg)
		newGoDeps().dirImports(pkg, root, "example.com/m", true)
	}()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		t.Fatal("still reading after 3 s: a FIFO or a device is skipped, not waited on or read")
	}
}
