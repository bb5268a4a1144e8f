package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// A real `gate record` process, killed with SIGKILL while it records: the
// test holds the state directory's lock, so the record, once it has read
// its payload, waits for the lock with the entry unwritten; the test sees
// it holding the directory open (/proc/PID/fd), kills it there and lets
// the lock go. However late the kill lands, the ledger is the one before
// the record (its write is a rename), so this is the record's worst case
// made deterministic, with no hook for tests in the product.
func TestGateSIGKILLedRecordBlocks(t *testing.T) {
	s := newHookSession(t)
	s.run("go test ./...", "go-pass")
	s.check("go test ./...")

	held, err := os.Open(s.state)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	if err := syscall.Flock(int(held.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	out, exit := runnerOutput(t, "go-fail")
	data, _ := json.Marshal(s.bash("go test ./...", out, exit))
	cmd := exec.Command(binary, "gate", "record", "--state", s.state)
	cmd.Env = hookEnv()
	cmd.Stdin = bytes.NewReader(data)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitOpen(t, cmd.Process.Pid, s.state)
	cmd.Process.Signal(syscall.SIGKILL)
	if err := cmd.Wait(); err == nil {
		t.Fatal("the record finished before it was killed")
	}
	syscall.Flock(int(held.Fd()), syscall.LOCK_UN)

	l := loadLedger(t, s)
	if len(l.Entries) != 1 || len(l.Pending) != 1 {
		t.Fatalf("%d entries and %d marks after the killed record; want 1 and 1", len(l.Entries), len(l.Pending))
	}
	wantBlock(t, s.stop("All tests pass."), "`go test ./...`", "never reached the ledger")
}

// waitOpen waits until process pid holds path open.
func waitOpen(t *testing.T, pid int, path string) {
	t.Helper()
	want, _ := filepath.EvalSymlinks(path)
	fds := filepath.Join("/proc", strconv.Itoa(pid), "fd")
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		ents, _ := os.ReadDir(fds)
		for _, e := range ents {
			if target, err := os.Readlink(filepath.Join(fds, e.Name())); err == nil && (target == path || target == want) {
				return
			}
		}
	}
	t.Fatalf("process %d never opened %s", pid, path)
}
