//go:build unix

package gate

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOpenGivesUpOnAHeldLock: a hook that holds the state directory's lock
// and hangs makes a later Open fail, naming the wait, instead of hanging it.
func TestOpenGivesUpOnAHeldLock(t *testing.T) {
	dir := t.TempDir()
	held, err := os.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	if err := syscall.Flock(int(held.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	old := LockWait
	LockWait = 50 * time.Millisecond
	defer func() { LockWait = old }()

	st, err := Open(dir, "s1")
	if err == nil {
		st.Close()
		t.Fatal("Open took a lock another process holds")
	}
	if !strings.Contains(err.Error(), "held the lock") {
		t.Errorf("the error does not say why: %v", err)
	}

	// Released, the next Open takes it.
	syscall.Flock(int(held.Fd()), syscall.LOCK_UN)
	st, err = Open(dir, "s1")
	if err != nil {
		t.Fatalf("after the release: %v", err)
	}
	st.Close()
}
