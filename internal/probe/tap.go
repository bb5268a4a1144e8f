package probe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/text"
)

// A tap sees every JSON-RPC message the server sends, as raw bytes, before
// the SDK decodes it. The probe needs the raw tools/list results: the SDK's
// typed Tool drops fields it does not model (execution) and re-encodes
// numbers, and a digest must be computed from what the server sent.
type tap struct {
	mu      sync.Mutex
	results []json.RawMessage // raw tools/list results not yet taken
	// asked holds the id (compact JSON) of the tools/list request sent
	// last, until it is answered: only the first result with it is the
	// answer the SDK takes, so only it is kept. A result with another id,
	// or a second one with the same id, is a decoy a server could use to
	// show the probe a registry its clients never install.
	asked map[string]bool
	junk  string // the last line that was not JSON, excerpted
	over  error  // a message over the size bound ended an event stream
}

// overLimit notes that an event stream was ended for a message over the
// size bound: the SDK's reader sees the error but reports the end of the
// stream as EOF, so the loss would not say why.
func (t *tap) overLimit(err error) {
	t.mu.Lock()
	t.over = err
	t.mu.Unlock()
}

// limitError returns the size bound that ended an event stream, if one did.
func (t *tap) limitError() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.over
}

// maxJunkExcerpt bounds the excerpt of a line that is not JSON.
const maxJunkExcerpt = 160

// notJSON notes a line the server sent that is not a JSON message (a log
// line on stdout, say), for the diagnostic when the SDK gives up on it.
func (t *tap) notJSON(line []byte) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 || json.Valid(line) {
		return
	}
	ex := text.Visible(text.Excerpt(string(line[:min(len(line), 4*maxJunkExcerpt)]), maxJunkExcerpt))
	t.mu.Lock()
	t.junk = ex
	t.mu.Unlock()
}

// lastJunk returns the last line that was not JSON ("" when none).
func (t *tap) lastJunk() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.junk
}

func newTap() *tap { return &tap{asked: map[string]bool{}} }

// sent notes one message the client sends: the id of a tools/list request.
func (t *tap) sent(raw []byte) {
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	if json.Unmarshal(raw, &m) != nil || m.Method != "tools/list" || len(m.ID) == 0 {
		return
	}
	t.mu.Lock()
	// The probe sends one tools/list at a time: an earlier one that got an
	// error, or no answer in time, is no longer awaited.
	t.asked = map[string]bool{compactID(m.ID): true}
	t.mu.Unlock()
}

func compactID(id json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, id) != nil {
		return string(id)
	}
	return b.String()
}

// sentTap splits the newline-delimited messages the client writes to a
// stdio server and notes each (sent).
type sentTap struct {
	t   *tap
	buf []byte
}

func (w *sentTap) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			break
		}
		w.t.sent(w.buf[:i])
		w.buf = w.buf[i+1:]
	}
	if len(w.buf) == 0 {
		w.buf = nil
	}
	return len(p), nil
}

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
		ID     json.RawMessage `json:"id"`
		Result json.RawMessage `json:"result"`
	}
	if json.Unmarshal(raw, &m) != nil || len(m.Result) == 0 || len(m.ID) == 0 {
		return
	}
	var probe struct {
		Tools json.RawMessage `json:"tools"`
	}
	if json.Unmarshal(m.Result, &probe) != nil || len(probe.Tools) == 0 || probe.Tools[0] != '[' {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	id := compactID(m.ID)
	if !t.asked[id] {
		return // not the answer to a tools/list the client sent, or not the first
	}
	delete(t.asked, id)
	t.results = append(t.results, append(json.RawMessage(nil), m.Result...))
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
		l.t.notJSON(l.buf[:i])
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
	max     int // bytes in one message
	// gone is set when the server answers a request that names an MCP
	// session with 404: the session no longer exists there (a restarted
	// server), whatever JSON-RPC error the body carries.
	gone *atomic.Bool
	// postStatus, when set, receives the status of each POST's answer.
	postStatus *atomic.Int32
	// origin is the target URL's scheme and host: a request elsewhere (an
	// SSE endpoint event or a redirect naming another host) is refused, so
	// the headers never reach another host and the probe never reports on
	// a server other than the one it was given.
	origin *url.URL
	// refused, when set, keeps the first such refusal, the cause to report.
	refused *atomic.Pointer[error]
}

func (rt *roundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	if o := rt.origin; o != nil && !sameOrigin(req.URL, o) {
		err := fmt.Errorf("the server sent the probe to %s://%s, another origin than %s://%s; the probe does not leave the origin of --url", text.Visible(req.URL.Scheme), text.Visible(req.URL.Host), o.Scheme, o.Host)
		if rt.refused != nil {
			rt.refused.CompareAndSwap(nil, &err)
		}
		return nil, err
	}
	if req.Method == http.MethodPost && req.Body != nil && req.Body != http.NoBody {
		// Note what the client sends (the ids of its tools/list requests)
		// before the server can answer it.
		body, err := io.ReadAll(req.Body)
		_ = req.Body.Close()
		if err != nil {
			return nil, err
		}
		rt.t.sent(body)
		req = req.Clone(req.Context())
		req.Body = io.NopCloser(bytes.NewReader(body))
		req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	}
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
	if req.Method == http.MethodPost && rt.postStatus != nil {
		rt.postStatus.Store(int32(resp.StatusCode))
	}
	if resp.StatusCode == http.StatusNotFound && req.Header.Get("Mcp-Session-Id") != "" && rt.gone != nil {
		rt.gone.Store(true)
	}
	ct := resp.Header.Get("Content-Type")
	switch {
	case strings.HasPrefix(ct, "text/event-stream"):
		pr, pw := io.Pipe()
		sse := &sseTap{t: rt.t, max: rt.max}
		body := resp.Body
		go func() {
			// The tap first, so it has the event before the SDK can act on it.
			_, err := io.Copy(io.MultiWriter(sse, pw), body)
			pw.CloseWithError(err)
		}()
		resp.Body = readCloser{pr, body}
	case strings.HasPrefix(ct, "application/json"):
		resp.Body = &bodyTap{r: resp.Body, t: rt.t, max: rt.max}
	}
	return resp, nil
}

// sameOrigin reports whether two URLs share scheme, host and port (the
// scheme's default port when none is given).
func sameOrigin(a, b *url.URL) bool {
	port := func(u *url.URL) string {
		if p := u.Port(); p != "" {
			return p
		}
		switch strings.ToLower(u.Scheme) {
		case "http":
			return "80"
		case "https":
			return "443"
		}
		return ""
	}
	return strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(a.Hostname(), b.Hostname()) && port(a) == port(b)
}

type readCloser struct {
	io.Reader
	c io.Closer
}

func (r readCloser) Close() error { return r.c.Close() }

// bodyTap passes a JSON body through, keeping a copy (at most max bytes:
// a larger body fails the read) that it taps at the end of the body.
type bodyTap struct {
	r   io.ReadCloser
	t   *tap
	max int
	buf bytes.Buffer
}

func (b *bodyTap) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if b.buf.Len()+n > b.max {
		return 0, fmt.Errorf("%w: the server sent a response body of more than %d bytes (--max-message-bytes)", errLineTooLong, b.max)
	}
	b.buf.Write(p[:n])
	if err == io.EOF {
		b.t.message(b.buf.Bytes())
		b.buf.Reset()
	}
	return n, err
}

func (b *bodyTap) Close() error { return b.r.Close() }

// sseTap parses server-sent events and taps each event's data.
type sseTap struct {
	t    *tap
	max  int
	line []byte
	data bytes.Buffer
}

func (s *sseTap) Write(p []byte) (int, error) {
	s.line = append(s.line, p...)
	if len(s.line) > s.max || s.data.Len() > s.max {
		err := fmt.Errorf("%w: the server sent an event of more than %d bytes (--max-message-bytes)", errLineTooLong, s.max)
		s.t.overLimit(err) // the SDK ends the stream on it and reports only EOF
		return 0, err
	}
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

// stderrLog keeps what a stdio server writes to stderr: its first bytes
// (where a start-up error usually is) and its last bytes.
type stderrLog struct {
	mu   sync.Mutex
	head []byte
	buf  []byte
	max  int
}

const stderrHead = 2048

func (t *stderrLog) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if room := stderrHead - len(t.head); room > 0 {
		t.head = append(t.head, p[:min(room, len(p))]...)
	}
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

// tailLines is how many of stderr's last lines a diagnostic shows.
const tailLines = 12

// String returns the relevant part of stderr for a diagnostic: its last
// lines, preceded by the first line that looks like an error when that
// line scrolled out of the tail (a long stack trace after "Error: …" must
// not hide the error). Control characters are made visible.
func (t *stderrLog) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := splitLines(string(t.buf))
	if len(lines) > tailLines {
		lines = lines[len(lines)-tailLines:]
	}
	if first := firstErrorLine(splitLines(string(t.head))); first != "" && !slices.Contains(lines, first) {
		lines = append([]string{first, "…"}, lines...)
	}
	return text.VisibleLines(strings.Join(lines, "\n"))
}

func splitLines(s string) []string {
	var lines []string
	for l := range strings.Lines(strings.TrimSpace(s)) {
		if l = strings.TrimRight(l, "\r\n"); strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// errorWords mark a stderr line as the likely cause of a failure.
var errorWords = []string{"error", "fatal", "panic", "exception", "not set", "cannot", "failed", "denied", "refused"}

func firstErrorLine(lines []string) string {
	for _, l := range lines {
		low := strings.ToLower(l)
		for _, w := range errorWords {
			if strings.Contains(low, w) {
				return l
			}
		}
	}
	return ""
}
