//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A FIFO as --config, or a lock that is a symlink to /dev/zero (which a
// pull request can commit), is refused at once by its type: not waited on
// (the FIFO hung, ignoring SIGTERM) nor read without end.
func TestFIFOAndDevicesRefusedAtOnce(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "config.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	none := filepath.Join(dir, "none.json")
	if err := os.WriteFile(none, []byte(`{"mcpServers": {}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "ackrite.lock.json")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"scan", "--no-connect", "--config", fifo}, "ackrite scan: --config " + fifo + ": is a named pipe (FIFO); a client configuration file must be a regular file\n"},
		{[]string{"diff", zero, zero}, "ackrite diff: " + zero + ": is a character device; a registry must be a regular file\n"},
		{append([]string{"probe", "--lock", zero}, testServerCmd(t, "plain")...), "ackrite probe: --lock " + zero + ": is a character device; a lock file must be a regular file\n"},
		{[]string{"scan", "--config", none, "--lock", zero, "--verify"}, "ackrite scan: --lock " + zero + ": is a character device; a multi-server lock must be a regular file\n"},
		{[]string{"check", zero}, "ackrite check: " + zero + ": is a character device; a discovery record must be a regular file\n"},
	} {
		start := time.Now()
		_, errOut, code := runCLI(t, "", c.args...)
		if code != exitData || errOut != c.want {
			t.Errorf("%v: exit %d\nstderr %q\nwant   %q", c.args[:2], code, errOut, c.want)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%v took %s", c.args[:2], d)
		}
	}
}
