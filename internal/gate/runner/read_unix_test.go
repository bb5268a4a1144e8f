//go:build unix

package runner

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadSmallRefusesAFIFO: the gate reads package.json to learn what
// 'npm test' runs; a FIFO in its place (mkfifo package.json) hung every
// hook that read it, past the harness's SIGTERM. It is refused at once,
// naming the file.
func TestReadSmallRefusesAFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "package.json")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := readSmall(path)
		done <- err
	}()
	var err error
	select {
	case err = <-done:
	case <-time.After(3 * time.Second):
		t.Error("still reading after 3 s")
		if w, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
		err = <-done
	}
	if err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("err = %v; want a refusal naming %s", err, path)
	}
}
