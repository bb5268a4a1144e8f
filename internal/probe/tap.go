package probe

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/input"
)

// A tap sees every JSON-RPC message the server sends, as raw bytes, before
// the SDK decodes it. The probe needs the raw tools/list results: the SDK's
// typed Tool drops fields it does not model (execution) and re-encodes
// numbers, and a digest must be computed from what the server sent.
type tap struct {
	mu      sync.Mutex
	results []json.RawMessage // raw tools/list results not yet taken
}

func newTap() *tap { return &tap{} }

// message inspects one raw message; it keeps the results that hold a
// "tools" array (only tools/list answers with one).
func (t *tap) message(raw []byte) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || raw[0] != '{' || !bytes.Contains(raw, []byte(`"tools"`)) {
		return
	}
	if input.Depth(raw, input.MaxDepth, "message") != nil {
		return // the SDK refuses it too: the page is reported as not captured
	}
	var m struct {
		Result json.RawMessage `json:"result"`
	}
	if json.Unmarshal(raw, &m) != nil || len(m.Result) == 0 {
		return
	}
	var probe struct {
		Tools json.RawMessage `json:"tools"`
	}
	if json.Unmarshal(m.Result, &probe) != nil || len(probe.Tools) == 0 || probe.Tools[0] != '[' {
		return
	}
	t.mu.Lock()
	t.results = append(t.results, append(json.RawMessage(nil), m.Result...))
	t.mu.Unlock()
}

// take returns the newest captured tools/list result and forgets them all.
// The probe sends one tools/list at a time and takes its result right after
// the SDK returns it, so the newest is the answer to that request: the tap
// sees every byte before the SDK decodes it.
func (t *tap) take() (json.RawMessage, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.results) == 0 {
		return nil, false
	}
	r := t.results[len(t.results)-1]
	t.results = nil
	return r, true
}

// lineTap splits newline-delimited messages (stdio) and taps each.
type lineTap struct {
	t   *tap
	buf []byte
}

func (l *lineTap) Write(p []byte) (int, error) {
	l.buf = append(l.buf, p...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			break
		}
		l.t.message(l.buf[:i])
		l.buf = l.buf[i+1:]
	}
	if len(l.buf) == 0 {
		l.buf = nil // let a large consumed buffer go
	}
	return len(p), nil
}

// roundTripper taps HTTP responses: a JSON body is one message, an event
// stream carries one message per "data:" event. It also adds headers.
type roundTripper struct {
	next    http.RoundTripper
	t       *tap
	headers http.Header
}

func (rt *roundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	if len(rt.headers) > 0 {
		req = req.Clone(req.Context())
		for k, vs := range rt.headers {
			for _, v := range vs {
				req.Header.Add(k, v)
			}
		}
	}
	resp, err := rt.next.RoundTrip(req)
	if err != nil || resp.Body == nil {
		return resp, err
	}
	ct := resp.Header.Get("Content-Type")
	switch {
	case strings.HasPrefix(ct, "text/event-stream"):
		pr, pw := io.Pipe()
		sse := &sseTap{t: rt.t}
		body := resp.Body
		go func() {
			// The tap first, so it has the event before the SDK can act on it.
			_, err := io.Copy(io.MultiWriter(sse, pw), body)
			pw.CloseWithError(err)
		}()
		resp.Body = readCloser{pr, body}
	case strings.HasPrefix(ct, "application/json"):
		resp.Body = readCloser{io.TeeReader(resp.Body, &bodyTap{t: rt.t}), resp.Body}
	}
	return resp, nil
}

type readCloser struct {
	io.Reader
	c io.Closer
}

func (r readCloser) Close() error { return r.c.Close() }

// bodyTap collects a JSON body and taps it when it parses.
type bodyTap struct {
	t   *tap
	buf bytes.Buffer
}

func (b *bodyTap) Write(p []byte) (int, error) {
	b.buf.Write(p)
	if json.Valid(b.buf.Bytes()) {
		b.t.message(b.buf.Bytes())
		b.buf.Reset()
	}
	return len(p), nil
}

// sseTap parses server-sent events and taps each event's data.
type sseTap struct {
	t    *tap
	line []byte
	data bytes.Buffer
}

func (s *sseTap) Write(p []byte) (int, error) {
	s.line = append(s.line, p...)
	for {
		i := bytes.IndexByte(s.line, '\n')
		if i < 0 {
			break
		}
		l := bytes.TrimRight(s.line[:i], "\r")
		s.line = s.line[i+1:]
		switch {
		case len(l) == 0:
			if s.data.Len() > 0 {
				s.t.message(s.data.Bytes())
				s.data.Reset()
			}
		case bytes.HasPrefix(l, []byte("data:")):
			if s.data.Len() > 0 {
				s.data.WriteByte('\n')
			}
			s.data.Write(bytes.TrimPrefix(bytes.TrimPrefix(l, []byte("data:")), []byte(" ")))
		}
	}
	return len(p), nil
}

// tail keeps the last bytes written to it, for a server's stderr.
type tail struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := strings.TrimSpace(string(t.buf))
	sc := bufio.NewScanner(strings.NewReader(s))
	var lines []string
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if len(lines) > 12 {
		lines = lines[len(lines)-12:]
	}
	return strings.Join(lines, "\n")
}
