//go:build unix

package harness

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within runs f, failing the test if it has not returned in 3 seconds; a
// FIFO at fifo is then opened for writing, which lets a reader blocked on
// it go (a reader of /dev/zero goes on until the test binary exits).
func within(t *testing.T, fifo string, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(3 * time.Second):
		if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
		t.Fatal("still reading after 3 s: a file that is not a regular file must be refused, not waited on")
		return nil
	}
}

// TestInstallRefusesFilesThatAreNotRegular: 'gate install --write' reads
// the harness's configuration and the project's .gitignore; a FIFO there
// (mkfifo is one command for an agent) hung it, and a link to /dev/zero
// grew it without bound. Both are refused at once, naming the file.
func TestInstallRefusesFilesThatAreNotRegular(t *testing.T) {
	cfg := Config{Path: ".claude/settings.json", Grouped: true, Handler: func(c string) Object { return Object{} }, CommandField: "command"}
	for _, kind := range []string{"fifo", "/dev/zero"} {
		for _, file := range []string{cfg.Path, ".gitignore"} {
			t.Run(kind+" "+file, func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, file)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if kind == "fifo" {
					if err := syscall.Mkfifo(path, 0o600); err != nil {
						t.Fatal(err)
					}
				} else if err := os.Symlink(kind, path); err != nil {
					t.Fatal(err)
				}
				err := within(t, path, func() error {
					if file == ".gitignore" {
						_, err := IgnoreLedger(dir)
						return err
					}
					_, _, err := cfg.Install(dir, "ackrite")
					return err
				})
				if err == nil || !strings.Contains(err.Error(), path) {
					t.Errorf("err = %v; want a refusal naming %s", err, path)
				}
			})
		}
	}
}
