package files_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/files"
)

func TestReadRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, bytes.Repeat([]byte("x"), 2048), 0o644); err != nil {
		t.Fatal(err)
	}
	zeroLink := filepath.Join(dir, "zero.json")
	cases := []struct {
		name, path string
		want       error
		problem    string
		unixOnly   bool
	}{
		{"missing", filepath.Join(dir, "none"), os.ErrNotExist, "no such file", false},
		{"directory", dir, files.ErrNotRegular, "is a directory; a lock file must be a regular file", false},
		{"fifo", fifo, files.ErrNotRegular, "is a named pipe (FIFO)", true},
		{"device", "/dev/zero", files.ErrNotRegular, "is a character device", true},
		{"symlink to a device", zeroLink, files.ErrNotRegular, "is a character device", true},
		{"too large", big, files.ErrTooLarge, "is 2 KiB; a lock file is read up to 1 KiB", false},
	}
	if runtime.GOOS != "windows" {
		if err := mkfifo(fifo); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("/dev/zero", zeroLink); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.unixOnly && runtime.GOOS == "windows" {
				t.Skip("no FIFOs or /dev on Windows")
			}
			start := time.Now()
			_, err := files.Read(c.path, files.Limit{What: "lock file", Max: 1024})
			if !errors.Is(err, c.want) {
				t.Fatalf("err = %v; want %v", err, c.want)
			}
			if !strings.Contains(err.Error(), c.problem) || !strings.HasPrefix(err.Error(), c.path+": ") {
				t.Errorf("err = %q; want the path, then %q", err, c.problem)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("took %s: a refusal is immediate", d)
			}
		})
	}
}

func TestReadNoSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	link := filepath.Join(dir, "link")
	if err := os.WriteFile(target, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skip(err)
	}
	if data, err := files.Read(link, files.Limit{What: "lock file", Max: 10}); err != nil || string(data) != "{}" {
		t.Errorf("following: %q, %v", data, err)
	}
	_, err := files.Read(link, files.Limit{What: "ledger", Max: 10, NoSymlink: true})
	if !errors.Is(err, files.ErrSymlink) || !strings.Contains(err.Error(), "a ledger is never read through one") {
		t.Errorf("NoSymlink: %v", err)
	}
}

func TestTail(t *testing.T) {
	p := filepath.Join(t.TempDir(), "t")
	if err := os.WriteFile(p, []byte("0123456789"), 0o600); err != nil {
		t.Fatal(err)
	}
	data, cut, err := files.Tail(p, files.Limit{What: "transcript", Max: 4})
	if err != nil || string(data) != "6789" || !cut {
		t.Errorf("Tail = %q, %v, %v", data, cut, err)
	}
	data, cut, err = files.Tail(p, files.Limit{What: "transcript", Max: 40})
	if err != nil || string(data) != "0123456789" || cut {
		t.Errorf("Tail whole = %q, %v, %v", data, cut, err)
	}
	if _, _, err := files.Tail("/dev/zero", files.Limit{What: "transcript", Max: 4}); runtime.GOOS != "windows" && !errors.Is(err, files.ErrNotRegular) {
		t.Errorf("Tail of a device: %v", err)
	}
}

func TestFromReader(t *testing.T) {
	if _, err := files.FromReader(strings.NewReader("12345"), "standard input", files.Limit{What: "record", Max: 4}); !errors.Is(err, files.ErrTooLarge) ||
		err.Error() != "standard input: is larger than 4 bytes, the limit for a record" {
		t.Errorf("over the limit: %v", err)
	}
	if data, err := files.FromReader(strings.NewReader("1234"), "standard input", files.Limit{What: "record", Max: 4}); err != nil || string(data) != "1234" {
		t.Errorf("at the limit: %q %v", data, err)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{312: "312 bytes", 4 << 10: "4 KiB", 64 << 20: "64 MiB", 1536 << 20: "1.5 GiB"} {
		if got := files.Size(n); got != want {
			t.Errorf("Size(%d) = %q; want %q", n, got, want)
		}
	}
}

func BenchmarkRead(b *testing.B) {
	p := filepath.Join(b.TempDir(), "f")
	if err := os.WriteFile(p, bytes.Repeat([]byte("{\"a\":1}\n"), 1<<10), 0o600); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := files.Read(p, files.Limit{What: "file", Max: 1 << 20}); err != nil {
			b.Fatal(err)
		}
	}
}
