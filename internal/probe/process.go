package probe

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// A process is a stdio server the probe started. It is waited for by one
// goroutine from the start, so its exit status is known as soon as it
// exits, not only when the probe closes the session.
type process struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *os.File // our end of the server's stdout
	exited chan struct{}
	state  *os.ProcessState // set before exited is closed
	once   sync.Once
}

// startProcess starts argv in dir (the probe's own when empty), with env
// added to the probe's environment (a client configuration's "env"), its
// stderr going to stderr. Stdout is an
// os.Pipe of our own rather than cmd.StdoutPipe, so that waiting for the
// process does not close the pipe under a reader that has not yet read the
// server's last message.
func startProcess(argv, env []string, dir string, stderr io.Writer) (*process, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = stderr
	cmd.Dir = dir
	if len(env) > 0 {
		cmd.Env = append(os.Environ(), env...)
	}
	// A server's grandchild holding stderr open must not keep Wait (and so
	// the exit status) from us.
	cmd.WaitDelay = time.Second
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.Stdout = w
	if err := cmd.Start(); err != nil {
		_ = r.Close()
		_ = w.Close()
		return nil, err
	}
	_ = w.Close()
	p := &process{cmd: cmd, stdin: stdin, stdout: r, exited: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		p.state = cmd.ProcessState
		close(p.exited)
	}()
	return p, nil
}

// exitStatus returns how the process ended ("exit status 3", "signal:
// killed"), waiting up to wait for it; "" while it still runs.
func (p *process) exitStatus(wait time.Duration) string {
	select {
	case <-p.exited:
	case <-time.After(wait):
		return ""
	}
	if p.state == nil {
		return "exited"
	}
	return p.state.String()
}

// stop closes the server's stdin and, if it lingers, kills it.
func (p *process) stop() {
	p.once.Do(func() {
		_ = p.stdin.Close()
		select {
		case <-p.exited:
		case <-time.After(2 * time.Second):
			_ = p.cmd.Process.Kill()
			<-p.exited
		}
		_ = p.stdout.Close()
	})
}

// procWriter is the transport's writer: closing it stops the process.
type procWriter struct {
	io.Writer
	p *process
}

func (w procWriter) Close() error {
	w.p.stop()
	return nil
}

// errLineTooLong ends a connection whose server sends one message larger
// than the bound: neither the tap nor the SDK's decoder may buffer it.
var errLineTooLong = errors.New("message too large")

// lineGuard fails a read once a line (one stdio message) exceeds max
// bytes. It passes bytes through unchanged.
type lineGuard struct {
	r    io.Reader
	max  int
	line int
}

func (g *lineGuard) Read(p []byte) (int, error) {
	n, err := g.r.Read(p)
	for _, c := range p[:n] {
		if c == '\n' {
			g.line = 0
			continue
		}
		g.line++
		if g.line > g.max {
			return 0, fmt.Errorf("%w: the server sent a message of more than %d bytes (--max-message-bytes)", errLineTooLong, g.max)
		}
	}
	return n, err
}
