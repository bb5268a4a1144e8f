package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	segjson "github.com/segmentio/encoding/json"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/redact"
)

// MaxMessageBytes is the largest JSON-RPC message ackrite reads on stdio
// (4 MiB, the same cap as an HTTP request body). A longer line is answered
// with a JSON-RPC error and skipped; the connection keeps serving.
const MaxMessageBytes = 4 << 20

// DefaultDrainTimeout bounds how long the server waits, after its input
// ends, for requests it already read to be answered.
const DefaultDrainTimeout = 30 * time.Second

// DefaultMaxInFlight is how many requests one stdio connection may have
// read and not yet answered. At the limit the transport stops reading until
// an answer is written, so a client that writes without reading blocks on
// its own pipe instead of growing the server's heap (docs/rules.md §11).
const DefaultMaxInFlight = 64

// maxErrorMessage caps an outgoing JSON-RPC error message, after redaction:
// the SDK's invalid-params messages echo the whole params, escaped.
const maxErrorMessage = 1024

// StdioTransport carries MCP over newline-delimited JSON on a reader and a
// writer, like the SDK's [mcp.StdioTransport], with these differences, which
// keep a piped client whole and a hostile one bounded:
//
//   - A line that is not JSON, not a JSON-RPC message, or longer than
//     MaxMessage gets a JSON-RPC error response (id null when the id cannot
//     be read) and is skipped; the SDK's transport ends the session instead.
//   - When the input ends, Read reports EOF only after every request already
//     read has been answered (bounded by DrainTimeout). The SDK's transport
//     reports EOF at once, and the session drops the answers still in flight.
//   - A line nesting deeper than [input.MaxDepth], or holding more entries
//     than [input.Bounds] allows, is refused before a decoder sees it (the
//     SDK's would recurse per level, or build a value per entry of _meta).
//   - At most MaxInFlight requests are read and unanswered at once.
//   - A request whose id is already in flight is answered with an error,
//     and every id is echoed as the exact JSON text the client sent (1.5,
//     2^63), which the SDK's integer-or-string ID cannot hold.
//   - Every message written is redacted ([redact.JSON]) — SDK error messages
//     that echo a tool name, a method or params included — and error
//     messages are capped at 1 KiB.
//
// It does not implement JSON-RPC itself: messages are decoded and encoded
// with the SDK's jsonrpc package and served by the SDK's session.
type StdioTransport struct {
	In           io.Reader
	Out          io.Writer
	MaxMessage   int           // 0 means MaxMessageBytes
	DrainTimeout time.Duration // 0 means DefaultDrainTimeout
	MaxInFlight  int           // 0 means DefaultMaxInFlight
	Logger       *slog.Logger

	hand *handoff // set by RunStdio: encoded tool results to write
}

// Connect implements [mcp.Transport].
func (t *StdioTransport) Connect(context.Context) (mcp.Connection, error) {
	c := &stdioConn{
		out:      t.Out,
		max:      t.MaxMessage,
		drain:    t.DrainTimeout,
		inFlight: t.MaxInFlight,
		log:      t.Logger,
		hand:     t.hand,
		incoming: make(chan readResult, 16),
		closed:   make(chan struct{}),
		pending:  make(map[jsonrpc.ID]json.RawMessage),
		remapped: make(map[string]jsonrpc.ID),
	}
	if c.inFlight <= 0 {
		c.inFlight = DefaultMaxInFlight
	}
	if c.max <= 0 {
		c.max = MaxMessageBytes
	}
	if c.drain <= 0 {
		c.drain = DefaultDrainTimeout
	}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	c.settled = sync.NewCond(&c.mu)
	go c.readLoop(t.In)
	return c, nil
}

type readResult struct {
	msg jsonrpc.Message
	// rawID is the request id's JSON text when the SDK's ID cannot carry
	// it exactly; Read then gives the request an id of its own.
	rawID json.RawMessage
	err   error
}

type stdioConn struct {
	out      io.Writer
	max      int
	drain    time.Duration
	inFlight int
	log      *slog.Logger
	hand     *handoff

	incoming  chan readResult
	closed    chan struct{}
	closeOnce sync.Once

	writeMu sync.Mutex

	mu      sync.Mutex
	settled *sync.Cond
	// pending holds the requests read and not yet answered, by the id the
	// session knows them by, with the client's id text where it differs.
	pending map[jsonrpc.ID]json.RawMessage
	// remapped maps a client's id text to the id the session knows it by,
	// for ids the SDK's ID cannot hold.
	remapped map[string]jsonrpc.ID
	lastID   int
	isDone   bool
}

func (c *stdioConn) SessionID() string { return "" }

// readLoop splits input into lines, decodes each, answers what cannot be
// decoded, and hands the rest to Read. It ends with the input's error.
func (c *stdioConn) readLoop(in io.Reader) {
	r := bufio.NewReaderSize(in, 64<<10)
	var line []byte
	for {
		var err error
		line, err = readLine(r, line[:0], c.max)
		var tooLong *lineTooLong
		switch {
		case errors.As(err, &tooLong):
			c.log.Warn("message too large", "bytes", tooLong.n, "limit", c.max)
			c.reply(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("message of %d bytes exceeds the %d-byte limit on stdio; it was skipped", tooLong.n, c.max))
			continue
		case err != nil && len(bytes.TrimSpace(line)) == 0:
			c.deliver(readResult{err: err})
			return
		}
		if trimmed := bytes.TrimSpace(line); len(trimmed) > 0 {
			if r, ok := c.decode(trimmed); ok {
				if !c.deliver(r) {
					return
				}
			}
		}
		if err != nil {
			c.deliver(readResult{err: err})
			return
		}
	}
}

// deliver passes a result to Read; it reports false once the connection
// is closed.
func (c *stdioConn) deliver(r readResult) bool {
	select {
	case c.incoming <- r:
		return true
	case <-c.closed:
		return false
	}
}

// decode turns one line into a message, answering it with a JSON-RPC error
// when it is not one.
func (c *stdioConn) decode(line []byte) (readResult, bool) {
	if err := input.Bounds(line, input.MaxDepth, input.MaxItems, "message"); err != nil {
		// Only a scan that stops at the limit touches the line: the id
		// is read only when the nesting is within encoding/json's own.
		var id json.RawMessage
		if input.Depth(line, 10000, "") == nil {
			id = idOf(line)
		}
		c.reply(id, jsonrpc.CodeInvalidRequest, "invalid request: "+err.Error())
		return readResult{}, false
	}
	if line[0] == '[' {
		c.reply(nil, jsonrpc.CodeInvalidRequest, "JSON-RPC batches are not supported; send one message per line")
		return readResult{}, false
	}
	if req, raw, ok := decodeRequest(line); ok {
		return readResult{msg: req, rawID: raw}, true
	}
	if !json.Valid(line) {
		c.reply(nil, jsonrpc.CodeParseError, "parse error: the line is not valid JSON")
		return readResult{}, false
	}
	msg, err := jsonrpc.DecodeMessage(line)
	if err != nil {
		c.reply(idOf(line), jsonrpc.CodeInvalidRequest, "invalid request: "+err.Error())
		return readResult{}, false
	}
	r := readResult{msg: msg}
	if req, ok := msg.(*jsonrpc.Request); ok && req.ID.IsValid() {
		// DecodeMessage read the id as a float64 and truncated it.
		if id, raw, ok := makeID(idOf(line)); ok {
			req.ID, r.rawID = id, raw
		}
	}
	return r, true
}

// wireRequest is the envelope of a JSON-RPC request.
type wireRequest struct {
	Version string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  *string         `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// decodeRequest decodes a well-formed request into the SDK's own
// jsonrpc.Request in one pass of segmentio's decoder (the one the SDK
// uses, and faster than encoding/json here). The SDK's DecodeMessage does
// the same work in two passes, each building a streaming decoder with its
// own buffer: garbage on the tools/call hot path. Anything unusual — a response, a bad version or id — returns
// false and goes through jsonrpc.DecodeMessage unchanged. The id is read
// by makeID. FuzzDecodeRequest checks it against the same decoding done
// with encoding/json. The caller has bounded the nesting depth.
func decodeRequest(line []byte) (*jsonrpc.Request, json.RawMessage, bool) {
	var w wireRequest
	if segjson.Unmarshal(line, &w) != nil || w.Version != "2.0" || w.Method == nil {
		return nil, nil, false
	}
	id, raw, ok := makeID(w.ID)
	if !ok {
		return nil, nil, false
	}
	return &jsonrpc.Request{ID: id, Method: *w.Method, Params: w.Params}, raw, true
}

// maxExactID is the largest integer id a float64, and so the SDK's
// MakeID, holds exactly (2^53).
const maxExactID = 1 << 53

// makeID turns the JSON text of a request id into the SDK's ID. An id the
// ID cannot echo exactly — a fraction, an integer beyond ±2^53, a string
// with escapes — comes back as a zero ID with its text, for the transport
// to map. Absent and null ids are notifications; other kinds are not ids.
func makeID(raw json.RawMessage) (jsonrpc.ID, json.RawMessage, bool) {
	if len(raw) == 0 || string(raw) == "null" {
		return jsonrpc.ID{}, nil, true
	}
	switch c := raw[0]; {
	case c == '"':
		body := raw[1 : len(raw)-1]
		if bytes.IndexByte(body, '\\') >= 0 || !utf8.Valid(body) {
			return jsonrpc.ID{}, raw, true
		}
		id, _ := jsonrpc.MakeID(string(body))
		return id, nil, true
	case c == '-' || '0' <= c && c <= '9':
		n, err := strconv.ParseInt(string(raw), 10, 64)
		if err != nil || n > maxExactID || n < -maxExactID || strconv.FormatInt(n, 10) != string(raw) {
			return jsonrpc.ID{}, raw, true
		}
		id, _ := jsonrpc.MakeID(float64(n))
		return id, nil, true
	}
	return jsonrpc.ID{}, nil, false
}

// idOf extracts the id of a message, as JSON text, if it has a string or
// number id; nil otherwise.
func idOf(line []byte) json.RawMessage {
	var probe struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(line, &probe) != nil || len(probe.ID) == 0 {
		return nil
	}
	if c := probe.ID[0]; c != '"' && c != '-' && (c < '0' || c > '9') {
		return nil
	}
	return probe.ID
}

// reply writes an error response that the session never saw, to id (the
// client's JSON text; nil for null).
func (c *stdioConn) reply(id json.RawMessage, code int64, msg string) {
	data, err := encodeError(id, &jsonrpc.Error{Code: code, Message: msg})
	if err == nil {
		err = c.write(data)
	}
	if err != nil {
		c.log.Warn("writing error response", "error", err)
	}
}

// Read implements [mcp.Connection]. It admits a request only while fewer
// than MaxInFlight are unanswered, answers a request whose id is in flight
// itself, and at end of input waits until every request already handed out
// has been answered.
func (c *stdioConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	for {
		var r readResult
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-c.closed:
			return nil, io.EOF
		case r = <-c.incoming:
		}
		if r.err != nil {
			c.waitSettled(ctx)
			return nil, r.err
		}
		req, ok := r.msg.(*jsonrpc.Request)
		if !ok {
			return r.msg, nil
		}
		if !req.ID.IsValid() && r.rawID == nil {
			c.mapCancelled(req)
			return req, nil
		}
		admitted, err := c.admit(ctx, req, r.rawID)
		if err != nil {
			return nil, err
		}
		if admitted {
			return req, nil
		}
	}
}

// admit waits for an in-flight slot, then registers the request under the
// id the session will know it by. A request whose id is already in flight
// is answered with an error here and not admitted: the SDK would answer it
// with a null id, which no client can match to its request.
func (c *stdioConn) admit(ctx context.Context, req *jsonrpc.Request, raw json.RawMessage) (bool, error) {
	c.mu.Lock()
	if len(c.pending) >= c.inFlight {
		stop := context.AfterFunc(ctx, c.wake)
		for len(c.pending) >= c.inFlight && !c.isDone && ctx.Err() == nil {
			c.settled.Wait()
		}
		stop()
		switch {
		case ctx.Err() != nil:
			c.mu.Unlock()
			return false, ctx.Err()
		case c.isDone:
			c.mu.Unlock()
			return false, io.EOF
		}
	}
	var dup bool
	if raw == nil {
		_, dup = c.pending[req.ID]
	} else {
		_, dup = c.remapped[string(raw)]
	}
	if dup {
		c.mu.Unlock()
		echo := raw
		if echo == nil {
			echo, _ = json.Marshal(req.ID.Raw())
		}
		c.reply(echo, jsonrpc.CodeInvalidRequest, fmt.Sprintf("invalid request: id %s is already in use by a request in flight; use a new id for each request", input.Quote(string(echo), 120)))
		return false, nil
	}
	if raw != nil {
		// No id a client can send maps here: a NUL in a JSON string is
		// always escaped, and escaped strings are remapped themselves.
		c.lastID++
		req.ID, _ = jsonrpc.MakeID("\x00" + strconv.Itoa(c.lastID))
		c.remapped[string(raw)] = req.ID
	}
	c.pending[req.ID] = raw
	c.mu.Unlock()
	return true, nil
}

// mapCancelled points a cancellation at the id the session knows the
// request by, when the transport mapped it.
func (c *stdioConn) mapCancelled(req *jsonrpc.Request) {
	if req.Method != "notifications/cancelled" {
		return
	}
	var params map[string]json.RawMessage
	if json.Unmarshal(req.Params, &params) != nil {
		return
	}
	c.mu.Lock()
	id, ok := c.remapped[string(params["requestId"])]
	c.mu.Unlock()
	if !ok {
		return
	}
	params["requestId"], _ = json.Marshal(id.Raw())
	if p, err := json.Marshal(params); err == nil {
		req.Params = p
	}
}

// waitSettled blocks until no request is pending, the drain timeout
// passes, ctx ends or the connection closes.
func (c *stdioConn) waitSettled(ctx context.Context) {
	timer := time.AfterFunc(c.drain, c.wake)
	defer timer.Stop()
	stop := context.AfterFunc(ctx, c.wake)
	defer stop()
	c.mu.Lock()
	defer c.mu.Unlock()
	start := time.Now()
	for len(c.pending) > 0 && !c.isDone && ctx.Err() == nil && time.Since(start) < c.drain {
		c.settled.Wait()
	}
	if n := len(c.pending); n > 0 {
		c.log.Warn("input ended with requests unanswered", "pending", n)
	}
}

func (c *stdioConn) wake() {
	c.mu.Lock()
	c.settled.Broadcast()
	c.mu.Unlock()
}

// Write implements [mcp.Connection]. A response frees its request's
// in-flight slot once it is written, not before: a client that does not
// read holds its slots, and so stops being read.
func (c *stdioConn) Write(_ context.Context, msg jsonrpc.Message) error {
	resp, ok := msg.(*jsonrpc.Response)
	if !ok {
		return c.writeMessage(msg, nil)
	}
	if c.hand != nil && resp.Error == nil {
		if encoded, ok := c.hand.take(resp.Result); ok {
			r := *resp
			r.Result = encoded
			resp = &r
			defer putBuffer(encoded)
		}
	}
	c.mu.Lock()
	raw, known := c.pending[resp.ID]
	c.mu.Unlock()
	err := c.writeMessage(resp, raw)
	if known {
		c.mu.Lock()
		delete(c.pending, resp.ID)
		if raw != nil {
			delete(c.remapped, string(raw))
		}
		c.settled.Broadcast()
		c.mu.Unlock()
	}
	return err
}

// writeMessage encodes, redacts and writes a message; rawID, when set, is
// the id to echo in place of the response's.
func (c *stdioConn) writeMessage(msg jsonrpc.Message, rawID json.RawMessage) error {
	data, err := encodeMessage(msg, rawID, getBuffer())
	if err != nil {
		return fmt.Errorf("encoding message: %w", err)
	}
	err = c.write(data)
	putBuffer(data)
	return err
}

func (c *stdioConn) write(data []byte) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	_, err := c.out.Write(data)
	return err
}

// encodeMessage writes a message as one redacted line. A successful
// response is assembled around its result, which the SDK has already
// marshaled to compact JSON: jsonrpc.EncodeMessage would marshal it again
// and re-compact every byte. An error response gets its message redacted
// and capped. rawID, when set, is the id to echo. A successful response
// is appended to dst.
func encodeMessage(msg jsonrpc.Message, rawID json.RawMessage, dst []byte) ([]byte, error) {
	if resp, ok := msg.(*jsonrpc.Response); ok {
		id := rawID
		if id == nil && resp.ID.IsValid() {
			var err error
			if id, err = json.Marshal(resp.ID.Raw()); err != nil {
				return nil, err
			}
		}
		if resp.Error != nil {
			return encodeError(id, wireError(resp.Error))
		}
		if len(resp.Result) > 0 && id != nil {
			result := redact.JSON(resp.Result)
			data := slices.Grow(dst[:0], len(result)+len(id)+40)
			data = append(data, `{"jsonrpc":"2.0","id":`...)
			data = append(data, id...)
			data = append(data, `,"result":`...)
			data = append(data, result...)
			return append(data, '}', '\n'), nil
		}
	}
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		return nil, err
	}
	return append(redact.JSON(data), '\n'), nil
}

// wireError is the error as the SDK's jsonrpc.EncodeMessage writes it: a
// *jsonrpc.Error as is; any other error with its whole message (the SDK's
// context, "handling 'tools/call': invalid params: …") and the code of
// the *jsonrpc.Error it wraps, if any.
func wireError(err error) *jsonrpc.Error {
	if e, ok := err.(*jsonrpc.Error); ok {
		return e
	}
	out := &jsonrpc.Error{Message: err.Error()}
	var wrapped *jsonrpc.Error
	if errors.As(err, &wrapped) {
		out.Code = wrapped.Code
	}
	return out
}

// errorResponse is a JSON-RPC error response with the id as JSON text.
type errorResponse struct {
	Version string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Error   *jsonrpc.Error  `json:"error"`
}

// encodeError writes an error response as one line, its message redacted
// and then cut to maxErrorMessage bytes, its data redacted, or dropped
// when larger than maxErrorData.
func encodeError(id json.RawMessage, e *jsonrpc.Error) ([]byte, error) {
	if id == nil {
		id = json.RawMessage("null")
	}
	out := *e
	out.Message = capMessage(redact.Message(out.Message), maxErrorMessage)
	switch {
	case len(out.Data) > maxErrorData:
		// The data of the SDK's errors quotes the request (the URI of a
		// resource not found): as over HTTP, large data is dropped.
		out.Data = nil
	case len(out.Data) > 0:
		out.Data = redact.JSON(out.Data)
	}
	data, err := json.Marshal(errorResponse{Version: "2.0", ID: id, Error: &out})
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// capMessage cuts s to at most max bytes on a rune boundary, marking the cut.
func capMessage(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max - len("…")
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// Close implements [mcp.Connection]. It does not close the underlying
// reader or writer (stdin and stdout belong to the process).
func (c *stdioConn) Close() error {
	c.closeOnce.Do(func() {
		close(c.closed)
		c.mu.Lock()
		c.isDone = true
		c.settled.Broadcast()
		c.mu.Unlock()
	})
	return nil
}

// lineTooLong reports a line over the limit; the line was consumed.
type lineTooLong struct{ n int }

func (e *lineTooLong) Error() string { return fmt.Sprintf("line of %d bytes is too long", e.n) }

// readLine appends the next line (without its newline) to buf. A line
// longer than max bytes is consumed whole and reported as *lineTooLong.
func readLine(r *bufio.Reader, buf []byte, max int) ([]byte, error) {
	n, overflow := 0, false
	for {
		chunk, err := r.ReadSlice('\n')
		n += len(chunk)
		if !overflow && len(buf)+len(chunk) <= max+1 {
			buf = append(buf, chunk...)
		} else {
			overflow = true
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if len(chunk) > 0 && chunk[len(chunk)-1] == '\n' {
			n--
			if !overflow {
				buf = buf[:len(buf)-1]
			}
		}
		if overflow || n > max {
			return buf[:0], &lineTooLong{n}
		}
		return buf, err
	}
}

// RunStdio serves srv on the given reader and writer (normally stdin and
// stdout) until the input ends and every request read has been answered, or
// ctx is cancelled. Both are a clean end and return nil.
func RunStdio(ctx context.Context, srv *mcp.Server, in io.Reader, out io.Writer, logger *slog.Logger) error {
	hand := newHandoff()
	ctx = context.WithValue(ctx, handoffKey{}, hand)
	err := srv.Run(ctx, &StdioTransport{In: in, Out: out, Logger: logger, hand: hand})
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) {
		return nil
	}
	return err
}
