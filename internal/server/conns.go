package server

import (
	"net"
	"sync"
)

// Connection bounds (docs/rules.md §1 "Bounded", §11). A connection costs a
// goroutine and its buffers, about 20 KB, from the moment it is accepted —
// before its headers are read and its token checked — and one that sends
// its headers a byte at a time keeps them until readHeaderTimeout.
const (
	// MaxConns caps the connections held open at once: room for every
	// live MCP session's requests and event stream, and about 80 MB at
	// most.
	MaxConns = 4096
	// MaxConnsPerHost caps those of one remote host, so that one host's
	// flood leaves room for the others. Loopback clients, all of one
	// address, count only towards MaxConns.
	MaxConnsPerHost = MaxConns / 4
)

// limitConns wraps l so that it holds at most max connections, and at
// most perHost from one remote host other than loopback: a connection
// over either is closed as soon as it is accepted, never queued, so that
// a flood costs the server nothing it keeps and the accept queue keeps
// moving for everyone else.
func limitConns(l net.Listener, max, perHost int) net.Listener {
	return &connLimit{Listener: l, max: max, perHost: perHost, byHost: map[string]int{}}
}

type connLimit struct {
	net.Listener
	max, perHost int

	mu     sync.Mutex
	total  int
	byHost map[string]int
}

func (l *connLimit) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host := remoteHost(c)
		if !l.take(host) {
			c.Close()
			continue
		}
		return &limitedConn{Conn: c, release: func() { l.release(host) }}, nil
	}
}

func (l *connLimit) take(host string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.total >= l.max || host != "" && l.byHost[host] >= l.perHost {
		return false
	}
	l.total++
	if host != "" {
		l.byHost[host]++
	}
	return true
}

func (l *connLimit) release(host string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.total--
	if host != "" {
		if l.byHost[host]--; l.byHost[host] <= 0 {
			delete(l.byHost, host)
		}
	}
}

// remoteHost is the remote IP address a connection is counted under, ""
// for loopback (every local client shares that address).
func remoteHost(c net.Conn) string {
	addr, ok := c.RemoteAddr().(*net.TCPAddr)
	if !ok || addr.IP.IsLoopback() {
		return ""
	}
	return addr.IP.String()
}

// A limitedConn gives its place back once, when it is closed.
type limitedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
