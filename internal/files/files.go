// Package files reads the files ackrite is pointed at — client
// configurations, lock files, evidence records, token files, transcripts
// and ledgers — so that no file can make it hang or grow without bound
// (docs/rules.md §1, "Bounded"): only regular files are opened (a FIFO, a device
// such as /dev/zero, a socket or a directory is refused by its type,
// before it is opened, and again after), every read has a size limit
// named in its error, and a read that does not finish within a deadline
// is abandoned with an error.
//
//	data, err := files.Read(path, files.Limit{What: "lock file", Max: 64 << 20})
//	tail, cut, err := files.Tail(transcript, files.Limit{What: "transcript", Max: 4 << 20})
//
// Errors are *[Error] values that name the path, what the file was read
// as, and the limit it broke.
package files

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// DefaultDeadline bounds a read when Limit.Deadline is zero. A local file
// is read in milliseconds; one on a mount that stopped answering is not.
const DefaultDeadline = 10 * time.Second

// A Limit says how a file may be read.
type Limit struct {
	// What names the file in errors: "lock file", "configuration file".
	What string
	// Max is the most bytes read. A larger file is refused (Read) or read
	// from its end (Tail). Zero means no file is too large; callers set it.
	Max int64
	// Deadline bounds the whole read (DefaultDeadline when zero).
	Deadline time.Duration
	// NoSymlink refuses a path that is a symbolic link, instead of
	// following it: for state ackrite writes itself (ledgers), where a
	// link can only have been planted.
	NoSymlink bool
}

// The kinds of refusal, for errors.Is.
var (
	ErrNotRegular = errors.New("not a regular file")
	ErrTooLarge   = errors.New("file too large")
	ErrDeadline   = errors.New("read deadline exceeded")
	ErrSymlink    = errors.New("symbolic link refused")
)

// An Error is a file that could not be read within its limits.
type Error struct {
	Path    string
	Problem string // what is wrong, for a person
	Err     error  // one of the Err… values above, or the OS error
}

func (e *Error) Error() string { return e.Path + ": " + e.Problem }

func (e *Error) Unwrap() error { return e.Err }

// Read returns the whole content of the regular file at path, refusing
// it when it is larger than l.Max, of another type, or slower than the
// deadline. A symbolic link is followed unless l.NoSymlink.
func Read(path string, l Limit) ([]byte, error) {
	f, size, err := open(path, l)
	if err != nil {
		return nil, err
	}
	if l.Max > 0 && size > l.Max {
		f.Close()
		return nil, tooLarge(path, l, size)
	}
	data, err := deadline(path, l, f, func() ([]byte, error) {
		if l.Max <= 0 {
			return io.ReadAll(f)
		}
		return io.ReadAll(io.LimitReader(f, l.Max+1))
	})
	if err != nil {
		return nil, err
	}
	if l.Max > 0 && int64(len(data)) > l.Max { // it grew while read
		return nil, tooLarge(path, l, int64(len(data)))
	}
	return data, nil
}

// Tail returns at most the last l.Max bytes of the regular file at path,
// and whether it cut the file's beginning off to stay within the limit.
func Tail(path string, l Limit) (data []byte, cut bool, err error) {
	f, size, err := open(path, l)
	if err != nil {
		return nil, false, err
	}
	start := int64(0)
	if l.Max > 0 && size > l.Max {
		start = size - l.Max
	}
	data, err = deadline(path, l, f, func() ([]byte, error) {
		return io.ReadAll(io.NewSectionReader(f, start, size-start))
	})
	return data, start > 0, err
}

// FromReader reads r (standard input) through the size limit of l; name
// labels errors ("standard input"). There is no deadline: a person may
// be typing, or a slow command piping.
func FromReader(r io.Reader, name string, l Limit) ([]byte, error) {
	if l.Max <= 0 {
		return io.ReadAll(r)
	}
	data, err := io.ReadAll(io.LimitReader(r, l.Max+1))
	if err != nil {
		return nil, &Error{Path: name, Problem: err.Error(), Err: err}
	}
	if int64(len(data)) > l.Max {
		return nil, &Error{Path: name, Problem: fmt.Sprintf("is larger than %s, the limit for a %s", Size(l.Max), what(l)), Err: ErrTooLarge}
	}
	return data, nil
}

// open checks the file's type before opening it (opening a FIFO for
// reading blocks until a writer comes, in a system call no signal
// handler interrupts) and again on the opened file, which a rename in
// between could have swapped.
func open(path string, l Limit) (*os.File, int64, error) {
	stat := os.Stat
	if l.NoSymlink {
		stat = os.Lstat
	}
	st, err := stat(path)
	if err != nil {
		return nil, 0, osError(path, err)
	}
	if err := regular(path, l, st); err != nil {
		return nil, 0, err
	}
	f, err := openFile(path, l.NoSymlink)
	if err != nil {
		return nil, 0, osError(path, err)
	}
	st2, err := f.Stat()
	if err == nil {
		err = regular(path, l, st2)
	}
	if err == nil && !os.SameFile(st, st2) {
		err = &Error{Path: path, Problem: "changed while it was opened; try again", Err: ErrNotRegular}
	}
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, st2.Size(), nil
}

// regular refuses every type but a regular file, naming the type.
func regular(path string, l Limit, st fs.FileInfo) error {
	m := st.Mode()
	if m.IsRegular() {
		return nil
	}
	kind := "not a regular file"
	switch {
	case m&fs.ModeSymlink != 0:
		return &Error{Path: path, Problem: fmt.Sprintf("is a symbolic link; a %s is never read through one", what(l)), Err: ErrSymlink}
	case m.IsDir():
		kind = "a directory"
	case m&fs.ModeNamedPipe != 0:
		kind = "a named pipe (FIFO)"
	case m&fs.ModeCharDevice != 0:
		kind = "a character device"
	case m&fs.ModeDevice != 0:
		kind = "a device"
	case m&fs.ModeSocket != 0:
		kind = "a socket"
	}
	return &Error{Path: path, Problem: fmt.Sprintf("is %s; a %s must be a regular file", kind, what(l)), Err: ErrNotRegular}
}

// deadline runs read, giving up after the limit's deadline. A read that
// never returns keeps its goroutine and the file (it closes the file when
// it does return); the caller gets an error at once.
func deadline(path string, l Limit, f *os.File, read func() ([]byte, error)) ([]byte, error) {
	d := l.Deadline
	if d <= 0 {
		d = DefaultDeadline
	}
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		data, err := read()
		f.Close()
		done <- result{data, err}
	}()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case r := <-done:
		if r.err != nil {
			return nil, osError(path, r.err)
		}
		return r.data, nil
	case <-t.C:
		return nil, &Error{Path: path, Problem: fmt.Sprintf("reading it took longer than %s, the read deadline; is it on a mount that stopped answering?", d), Err: ErrDeadline}
	}
}

func tooLarge(path string, l Limit, size int64) error {
	return &Error{Path: path, Problem: fmt.Sprintf("is %s; a %s is read up to %s", Size(size), what(l), Size(l.Max)), Err: ErrTooLarge}
}

// osError words an OS error without repeating the path.
func osError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	problem := err.Error()
	switch {
	case errors.Is(err, fs.ErrNotExist):
		problem = "no such file"
	case errors.Is(err, fs.ErrPermission):
		problem = "permission denied"
	}
	return &Error{Path: path, Problem: problem, Err: err}
}

func what(l Limit) string {
	if l.What == "" {
		return "file"
	}
	return l.What
}

// Size writes a byte count for people: 4 KiB, 64 MiB, 1.5 GiB, 312 bytes.
func Size(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d bytes", n)
	}
	units := []string{"KiB", "MiB", "GiB", "TiB"}
	v, i := float64(n)/unit, 0
	for v >= unit && i < len(units)-1 {
		v /= unit
		i++
	}
	if v == float64(int64(v)) {
		return fmt.Sprintf("%d %s", int64(v), units[i])
	}
	return fmt.Sprintf("%.1f %s", v, units[i])
}
