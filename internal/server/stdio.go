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
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	segjson "github.com/segmentio/encoding/json"
)

// MaxMessageBytes is the largest JSON-RPC message ackrite reads on stdio
// (4 MiB, the same cap as an HTTP request body). A longer line is answered
// with a JSON-RPC error and skipped; the connection keeps serving.
const MaxMessageBytes = 4 << 20

// DefaultDrainTimeout bounds how long the server waits, after its input
// ends, for requests it already read to be answered.
const DefaultDrainTimeout = 30 * time.Second

// StdioTransport carries MCP over newline-delimited JSON on a reader and a
// writer, like the SDK's [mcp.StdioTransport], with two differences that
// keep a piped client whole:
//
//   - A line that is not JSON, not a JSON-RPC message, or longer than
//     MaxMessage gets a JSON-RPC error response (id null when the id cannot
//     be read) and is skipped; the SDK's transport ends the session instead.
//   - When the input ends, Read reports EOF only after every request already
//     read has been answered (bounded by DrainTimeout). The SDK's transport
//     reports EOF at once, and the session drops the answers still in flight.
//
// It does not implement JSON-RPC itself: messages are decoded and encoded
// with the SDK's jsonrpc package and served by the SDK's session.
type StdioTransport struct {
	In           io.Reader
	Out          io.Writer
	MaxMessage   int           // 0 means MaxMessageBytes
	DrainTimeout time.Duration // 0 means DefaultDrainTimeout
	Logger       *slog.Logger
}

// Connect implements [mcp.Transport].
func (t *StdioTransport) Connect(context.Context) (mcp.Connection, error) {
	c := &stdioConn{
		out:      t.Out,
		max:      t.MaxMessage,
		drain:    t.DrainTimeout,
		log:      t.Logger,
		incoming: make(chan readResult, 16),
		closed:   make(chan struct{}),
		pending:  make(map[jsonrpc.ID]int),
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
	err error
}

type stdioConn struct {
	out   io.Writer
	max   int
	drain time.Duration
	log   *slog.Logger

	incoming  chan readResult
	closed    chan struct{}
	closeOnce sync.Once

	writeMu sync.Mutex

	mu      sync.Mutex
	settled *sync.Cond
	pending map[jsonrpc.ID]int // requests read and not yet answered
	isDone  bool
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
			c.reply(jsonrpc.ID{}, jsonrpc.CodeInvalidRequest, fmt.Sprintf("message of %d bytes exceeds the %d-byte limit on stdio; it was skipped", tooLong.n, c.max))
			continue
		case err != nil && len(bytes.TrimSpace(line)) == 0:
			c.deliver(readResult{err: err})
			return
		}
		if trimmed := bytes.TrimSpace(line); len(trimmed) > 0 {
			if msg, ok := c.decode(trimmed); ok {
				if !c.deliver(readResult{msg: msg}) {
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
func (c *stdioConn) decode(line []byte) (jsonrpc.Message, bool) {
	if line[0] == '[' {
		c.reply(jsonrpc.ID{}, jsonrpc.CodeInvalidRequest, "JSON-RPC batches are not supported; send one message per line")
		return nil, false
	}
	if req, ok := decodeRequest(line); ok {
		return req, true
	}
	if !json.Valid(line) {
		c.reply(jsonrpc.ID{}, jsonrpc.CodeParseError, "parse error: the line is not valid JSON")
		return nil, false
	}
	msg, err := jsonrpc.DecodeMessage(line)
	if err != nil {
		c.reply(idOf(line), jsonrpc.CodeInvalidRequest, "invalid request: "+err.Error())
		return nil, false
	}
	return msg, true
}

// wireRequest is the envelope of a JSON-RPC request.
type wireRequest struct {
	Version string          `json:"jsonrpc"`
	ID      any             `json:"id"`
	Method  *string         `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// decodeRequest decodes a well-formed request into the SDK's own
// jsonrpc.Request in one pass of segmentio's decoder (the SDK's own, five
// times faster than encoding/json here). The SDK's DecodeMessage does the
// same work in two passes, each building a streaming decoder with a 32 KB
// buffer: on the tools/call hot path that was a large share of the
// garbage. Anything unusual — a response, a bad version or id — returns
// false and goes through jsonrpc.DecodeMessage unchanged. FuzzDecodeRequest
// checks it against the same decoding done with encoding/json.
func decodeRequest(line []byte) (*jsonrpc.Request, bool) {
	var w wireRequest
	if segjson.Unmarshal(line, &w) != nil || w.Version != "2.0" || w.Method == nil {
		return nil, false
	}
	id, err := jsonrpc.MakeID(w.ID)
	if err != nil {
		return nil, false
	}
	return &jsonrpc.Request{ID: id, Method: *w.Method, Params: w.Params}, true
}

// idOf extracts the id of a message that failed to decode, if it has a
// usable one.
func idOf(line []byte) jsonrpc.ID {
	var probe struct {
		ID any `json:"id"`
	}
	if json.Unmarshal(line, &probe) != nil || probe.ID == nil {
		return jsonrpc.ID{}
	}
	if f, ok := probe.ID.(float64); ok {
		probe.ID = int64(f)
	}
	id, err := jsonrpc.MakeID(probe.ID)
	if err != nil {
		return jsonrpc.ID{}
	}
	return id
}

// reply writes an error response that the session never saw.
func (c *stdioConn) reply(id jsonrpc.ID, code int64, msg string) {
	resp := &jsonrpc.Response{ID: id, Error: &jsonrpc.Error{Code: code, Message: msg}}
	if err := c.writeMessage(resp); err != nil {
		c.log.Warn("writing error response", "error", err)
	}
}

// Read implements [mcp.Connection]. At end of input it waits until every
// request already handed out has been answered.
func (c *stdioConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-c.closed:
		return nil, io.EOF
	case r := <-c.incoming:
		if r.err != nil {
			c.waitSettled(ctx)
			return nil, r.err
		}
		if req, ok := r.msg.(*jsonrpc.Request); ok && req.ID.IsValid() {
			c.mu.Lock()
			c.pending[req.ID]++
			c.mu.Unlock()
		}
		return r.msg, nil
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

// Write implements [mcp.Connection].
func (c *stdioConn) Write(_ context.Context, msg jsonrpc.Message) error {
	err := c.writeMessage(msg)
	if resp, ok := msg.(*jsonrpc.Response); ok {
		c.mu.Lock()
		if n := c.pending[resp.ID]; n > 1 {
			c.pending[resp.ID] = n - 1
		} else {
			delete(c.pending, resp.ID)
		}
		if len(c.pending) == 0 {
			c.settled.Broadcast()
		}
		c.mu.Unlock()
	}
	return err
}

func (c *stdioConn) writeMessage(msg jsonrpc.Message) error {
	data, err := encodeMessage(msg)
	if err != nil {
		return fmt.Errorf("encoding message: %w", err)
	}
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	_, err = c.out.Write(data)
	return err
}

// encodeMessage writes a message as one line. A successful response is
// assembled around its result, which the SDK has already marshaled to
// compact JSON: jsonrpc.EncodeMessage would marshal it again and re-compact
// every byte. Everything else goes through jsonrpc.EncodeMessage.
func encodeMessage(msg jsonrpc.Message) ([]byte, error) {
	if resp, ok := msg.(*jsonrpc.Response); ok && resp.Error == nil && len(resp.Result) > 0 && resp.ID.IsValid() {
		id, err := json.Marshal(resp.ID.Raw())
		if err == nil {
			data := make([]byte, 0, len(resp.Result)+len(id)+40)
			data = append(data, `{"jsonrpc":"2.0","id":`...)
			data = append(data, id...)
			data = append(data, `,"result":`...)
			data = append(data, resp.Result...)
			return append(data, '}', '\n'), nil
		}
	}
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
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
	err := srv.Run(ctx, &StdioTransport{In: in, Out: out, Logger: logger})
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) {
		return nil
	}
	return err
}
