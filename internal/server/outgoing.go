package server

import (
	"bytes"
	"encoding/json"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/ackrite/ackrite/internal/redact"
)

// Bounds on what the HTTP transport sends back (docs/rules.md §8, §11).
const (
	// MaxErrorMessage caps the message of an error the server or the SDK
	// answers with, in characters: an SDK error may quote the request
	// (method names, params, header values) whole.
	MaxErrorMessage = 240
	// maxErrorData caps an error's data member, in bytes; larger data is
	// dropped.
	maxErrorData = 1024
	// maxParsedError is the largest error body parsed to keep its id and
	// code; a larger one is answered with both and a fixed message.
	maxParsedError = 64 << 10
)

// DefaultWriteTimeout bounds each write of a response: a client that stops
// reading loses its response instead of holding the server's memory.
const DefaultWriteTimeout = 30 * time.Second

// capRunes cuts s to at most max characters on a character boundary, and
// drops bytes that are not UTF-8 (a character cut short by a byte limit).
func capRunes(s string, max int) string {
	n := 0
	for i := range s {
		if n == max {
			s = s[:i]
			break
		}
		n++
	}
	return strings.ToValidUTF8(s, "")
}

// echoSafe is the form of an error message that may leave the process:
// redacted as stdio redacts its error messages (redact.Message: rules,
// then tokens the decoder cut short), then cut to MaxErrorMessage
// characters, then redacted again for the token the cut made short. Cut
// first, a token that straddled the cut was too short for its rule and
// was echoed up to the cut.
func echoSafe(msg string) string {
	if len(msg) <= MaxErrorMessage {
		return redact.Message(msg)
	}
	msg = redact.Message(capRunes(msg[:min(len(msg), 4*MaxErrorMessage)], 4*MaxErrorMessage))
	if cut := capRunes(msg, MaxErrorMessage); cut != msg {
		msg = cut + "…"
	}
	return redact.Message(msg)
}

// echoSafeData is an error's data as it may leave: redacted, or dropped
// when large or no longer JSON.
func echoSafeData(data json.RawMessage) json.RawMessage {
	if len(data) == 0 || len(data) > maxErrorData {
		return nil
	}
	clean := json.RawMessage(redact.String(string(data)))
	if !json.Valid(clean) {
		return nil
	}
	return clean
}

// guardedWriter is the ResponseWriter of every /mcp request; it is where
// every outgoing MCP message is made echo-safe (docs/rules.md §8, §11).
//   - Each write and flush gets a fresh deadline (HTTPOptions.WriteTimeout), so a
//     stream may idle for as long as it likes but a client that does not
//     read cannot pin its response in memory.
//   - A JSON-RPC error — in an event stream, a JSON body, or an HTTP error
//     the SDK writes before any session sees the request — keeps its id and
//     code, with its message cut to MaxErrorMessage characters and redacted
//     and its data bounded: the SDK's invalid-params, unknown-tool and
//     unknown-method errors quote what the client sent, whole. Plain-text
//     error bodies are cut and redacted the same way.
//
// Results pass unchanged: the tools redact what they echo. The SDK writes
// each event, and each error body, in one call.
type guardedWriter struct {
	http.ResponseWriter
	rc       *http.ResponseController
	timeout  time.Duration
	status   int
	ct       string // the response's media type, read at WriteHeader
	answered bool   // the error body has been written; later writes are dropped
}

func guard(timeout time.Duration, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(&guardedWriter{ResponseWriter: w, rc: http.NewResponseController(w), timeout: timeout}, r)
	})
}

func (w *guardedWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
		w.ct, _, _ = mime.ParseMediaType(w.Header().Get("Content-Type"))
		if w.rewrites() {
			w.Header().Del("Content-Length")
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

// rewrites reports whether the response is an error body this writer
// makes echo-safe.
func (w *guardedWriter) rewrites() bool {
	return w.status >= 400 && (w.ct == "" || w.ct == "application/json" || w.ct == "text/plain")
}

func (w *guardedWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.WriteHeader(http.StatusOK)
	}
	_ = w.rc.SetWriteDeadline(time.Now().Add(w.timeout))
	out := p
	switch {
	case w.rewrites():
		if w.answered {
			return len(p), nil
		}
		w.answered = true
		out = echoSafeBody(w.ct, p)
	case !bytes.Contains(p, errorMember):
	case w.ct == "text/event-stream":
		out = echoSafeEvent(p)
	case w.ct == "application/json":
		out = echoSafeBody(w.ct, p)
	}
	if _, err := w.ResponseWriter.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// errorMember is the tail of the key that starts a JSON-RPC error
// response's error member ("error":{). Inside a JSON string its quote would
// be escaped, so a result matches only where it has an "error" object key
// of its own (it is then parsed and passed unchanged). Searching from the
// letter rather than the quote, which is frequent in JSON, skips far more
// of the text per comparison.
var errorMember = []byte(`error":{`)

// echoSafeEvent rewrites a server-sent event whose data is a JSON-RPC
// error; any other event is returned as it is.
func echoSafeEvent(event []byte) []byte {
	i := bytes.Index(event, []byte("data: "))
	if i < 0 || (i > 0 && event[i-1] != '\n') {
		return event
	}
	start := i + len("data: ")
	end := bytes.Index(event[start:], []byte("\n"))
	if end < 0 {
		end = len(event) - start
	}
	data := event[start : start+end]
	clean := echoSafeBody("application/json", data)
	if bytes.Equal(clean, data) {
		return event
	}
	out := make([]byte, 0, start+len(clean)+len(event)-start-end)
	out = append(append(append(out, event[:start]...), clean...), event[start+end:]...)
	return out
}

func (w *guardedWriter) Flush() {
	_ = w.rc.SetWriteDeadline(time.Now().Add(w.timeout))
	_ = w.rc.Flush()
}

func (w *guardedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// echoSafeBody rewrites an error body: a JSON-RPC error keeps its id and
// code with an echo-safe message and data, and any other JSON-RPC message
// is returned as it is; plain text is cut and redacted.
func echoSafeBody(contentType string, body []byte) []byte {
	if ct, _, _ := mime.ParseMediaType(contentType); ct != "application/json" {
		return []byte(echoSafe(string(body[:min(len(body), 4*MaxErrorMessage)])) + "\n")
	}
	type wireError struct {
		Code    int64           `json:"code"`
		Message string          `json:"message"`
		Data    json.RawMessage `json:"data,omitempty"`
	}
	var msg struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id,omitempty"`
		Error   *wireError      `json:"error,omitempty"`
	}
	if len(body) > maxParsedError {
		// Keep id and code without reading the long message into memory.
		var head struct {
			ID    json.RawMessage `json:"id,omitempty"`
			Error *struct {
				Code int64 `json:"code"`
			} `json:"error"`
		}
		if err := json.Unmarshal(body, &head); err != nil {
			return []byte(rejected)
		}
		if head.Error == nil {
			return body
		}
		msg.ID = head.ID
		msg.Error = &wireError{Code: head.Error.Code, Message: "request rejected; the explanation quoted the request and is not echoed"}
	} else if err := json.Unmarshal(body, &msg); err != nil {
		return []byte(rejected)
	} else if msg.Error == nil {
		return body
	}
	if len(msg.ID) > 128 || len(msg.ID) > 0 && !json.Valid(msg.ID) {
		msg.ID = json.RawMessage("null")
	}
	message, data := echoSafe(msg.Error.Message), echoSafeData(msg.Error.Data)
	if message == msg.Error.Message && bytes.Equal(data, msg.Error.Data) && len(body) <= maxParsedError {
		return body
	}
	msg.JSONRPC = "2.0"
	msg.Error.Message, msg.Error.Data = message, data
	out, err := json.Marshal(msg)
	if err != nil {
		return []byte(rejected)
	}
	return out
}

// rejected answers an error body that could not be read back.
const rejected = `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"request rejected"}}`
