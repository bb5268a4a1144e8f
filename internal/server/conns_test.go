package server

import (
	"errors"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestConnectionFloodIsBounded: connections that never finish their
// request headers each hold a goroutine and buffers (~20 KB) before any
// token is checked; 15,000 of them took the server to 300 MB. Past
// MaxConns a new connection is closed at once, and one freed makes room.
func TestConnectionFloodIsBounded(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{MaxConns: 8})
	host := strings.TrimPrefix(base, "http://")
	var held []net.Conn
	t.Cleanup(func() {
		for _, c := range held {
			c.Close()
		}
	})
	for range 8 {
		c, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		c.Write([]byte("POST /mcp HTTP/1.1\r\nHost: " + host + "\r\n")) // headers never finished
		held = append(held, c)
	}
	time.Sleep(200 * time.Millisecond) // let the server accept them
	if !closedAtOnce(t, host) {
		t.Error("a 9th connection over MaxConns 8 was kept open")
	}
	held[0].Close()
	held = held[1:]
	time.Sleep(200 * time.Millisecond)
	if closedAtOnce(t, host) {
		t.Error("a connection was refused after one of the 8 was closed")
	}
}

// closedAtOnce dials host, sends a request and reports whether the server
// closed the connection without an answer.
func closedAtOnce(t *testing.T, host string) bool {
	t.Helper()
	c, err := net.Dial("tcp", host)
	if err != nil {
		return true
	}
	defer c.Close()
	c.Write([]byte("GET /healthz HTTP/1.1\r\nHost: " + host + "\r\n\r\n"))
	c.SetReadDeadline(time.Now().Add(3 * time.Second))
	buf := make([]byte, 64)
	n, err := c.Read(buf)
	if n > 0 {
		return false
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatal("neither answered nor closed in 3 s")
	}
	return true
}

// fakeListener yields connections from the given remote addresses.
type fakeListener struct {
	conns chan net.Conn
	once  sync.Once
	done  chan struct{}
}

type fakeConn struct {
	net.Conn
	remote net.Addr
	closed chan struct{}
	once   sync.Once
}

func (c *fakeConn) RemoteAddr() net.Addr { return c.remote }
func (c *fakeConn) Close() error         { c.once.Do(func() { close(c.closed) }); return nil }

func (l *fakeListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.done:
		return nil, net.ErrClosed
	}
}
func (l *fakeListener) Close() error   { l.once.Do(func() { close(l.done) }); return nil }
func (l *fakeListener) Addr() net.Addr { return &net.TCPAddr{} }

// TestConnectionsPerHost: one remote host holds at most perHost
// connections, so that its flood leaves room for other hosts; loopback
// connections count only towards the total.
func TestConnectionsPerHost(t *testing.T) {
	fl := &fakeListener{conns: make(chan net.Conn, 64), done: make(chan struct{})}
	l := limitConns(fl, 6, 2)
	defer l.Close()
	dial := func(ip string) *fakeConn {
		c := &fakeConn{remote: &net.TCPAddr{IP: net.ParseIP(ip), Port: 1}, closed: make(chan struct{})}
		fl.conns <- c
		return c
	}
	accepted := make(chan net.Conn, 64)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			accepted <- c
		}
	}()
	expect := func(c *fakeConn, kept bool, what string) {
		t.Helper()
		select {
		case got := <-accepted:
			if !kept {
				t.Errorf("%s: accepted, want closed at once", what)
			}
			_ = got
		case <-c.closed:
			if kept {
				t.Errorf("%s: closed, want accepted", what)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("%s: neither accepted nor closed", what)
		}
	}
	expect(dial("203.0.113.7"), true, "first from a host")
	expect(dial("203.0.113.7"), true, "second from a host")
	expect(dial("203.0.113.7"), false, "third from a host over its 2")
	expect(dial("198.51.100.1"), true, "another host")
	for i := range 3 {
		expect(dial("127.0.0.1"), true, "loopback "+string(rune('0'+i)))
	}
	expect(dial("127.0.0.1"), false, "loopback over the total of 6")
}
