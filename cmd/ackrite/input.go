package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ackrite/ackrite/internal/files"
	"github.com/ackrite/ackrite/internal/registry"
)

// inputLimit bounds every file a command is given — a record, a lock, a
// saved tools/list result — and standard input: a regular file (a FIFO, a
// device such as /dev/zero, or a symlink to one is refused by its type) of
// at most maxRecordBytes, read within the files package's deadline.
func inputLimit(what string) files.Limit { return files.Limit{What: what, Max: maxRecordBytes} }

// errNoInput is input that holds nothing but white space.
var errNoInput = errors.New("no input")

// readInput reads a file named on the command line, "-" being standard
// input. Empty input is an error (exit 65), never an empty document: a
// verdict on nothing would be a verdict on no evidence. Errors do not
// repeat the name, which callers print first.
func readInput(e *env, name, what string) ([]byte, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = files.FromReader(e.stdin, "standard input", inputLimit(what))
	} else {
		data, err = files.Read(name, inputLimit(what))
	}
	var fe *files.Error
	if errors.As(err, &fe) {
		return nil, fmt.Errorf("%s", fe.Problem)
	}
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(data)) == 0 {
		if name == "-" {
			return nil, fmt.Errorf("%w: standard input is empty; pipe a %s to it", errNoInput, what)
		}
		return nil, fmt.Errorf("%w: the file is empty; a %s is a JSON document", errNoInput, what)
	}
	return data, nil
}

// repin says how to pin a server again after a lock was refused: the one
// way out whatever the cause (edited, another format, another projection).
func repin(err error) error {
	var le *registry.LockError
	if !errors.As(err, &le) {
		return err
	}
	how := "ackrite lock -o FILE -- CMD ARGS (or --url URL)"
	if le.Multi {
		how = "ackrite scan --lock FILE"
	}
	return fmt.Errorf("%w\n  a lock is written by ackrite, never edited: pin the server again with '%s', then review the change with 'ackrite diff OLD FILE' before committing it", err, how)
}

// notARecord says what a document given to check is, when it is a lock
// file or a saved tools/list result rather than an evidence record ("" for
// anything else), and what reads it.
func notARecord(data []byte) string {
	switch kind := registry.KindOf(data); kind {
	case registry.KindLock, registry.KindMultiLock:
		return fmt.Sprintf("this is an ackrite %s, not an evidence record: compare it with the live server with 'ackrite probe --lock FILE -- CMD' or 'ackrite diff --lock FILE -- CMD'", kind)
	case "":
		return ""
	default:
		return "this is a saved " + kind + ", not an evidence record: compare it with a live server with 'ackrite probe --lock FILE -- CMD', or with another registry with 'ackrite diff OLD NEW'"
	}
}

// checkWritable makes sure path can be written before any server is
// started: a mistyped directory should cost a second, not a probe. It
// creates and removes a temporary file beside path, the only reliable test
// (permissions, read-only mounts and ACLs all answer it).
func checkWritable(path string) error {
	dir := filepath.Dir(path)
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("%s is a directory; name the file to write", path)
	}
	f, err := os.CreateTemp(dir, ".ackrite-write-check-*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		if errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("cannot write %s: the directory %s does not exist", path, dir)
		}
		return fmt.Errorf("cannot write %s: %v", path, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// writeFileAtomic writes data to path through a temporary file in the
// same directory and a rename, so that a lock is never left half written.
func writeFileAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".ackrite-*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp, 0o644)
	}
	if werr == nil {
		werr = os.Rename(tmp, path)
	}
	if werr != nil {
		os.Remove(tmp)
	}
	return werr
}

// lockShows checks, for a redacted lock and a registry with the lock's
// digest whose definitions are what the server serves, that the lock
// shows them (registry.Lock.Shows). An unredacted lock was checked against
// its own digests when it was read. multi says the lock is an entry of a
// multi-server lock, for how to pin it again.
func lockShows(l *registry.Lock, live *registry.Registry, multi bool) error {
	if l == nil || !l.Redacted || live == nil || live.Digest != l.Digest {
		return nil
	}
	err := l.Shows(live)
	var le *registry.LockError
	if errors.As(err, &le) {
		le.Multi = multi
	}
	return repin(err)
}
