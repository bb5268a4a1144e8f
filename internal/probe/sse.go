package probe

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// How a URL target is reached (Target.Transport).
const (
	// TransportStreamable is Streamable HTTP only (the default: "").
	TransportStreamable = "streamable-http"
	// TransportSSE is the deprecated HTTP+SSE transport of protocol
	// version 2024-11-05: a GET opens an event stream whose first event
	// names the endpoint the client POSTs its messages to.
	TransportSSE = "sse"
	// TransportAuto is Streamable HTTP first, then HTTP+SSE when the
	// server answers the initialize POST with 400, 404 or 405: the client
	// fallback of the MCP specification (2025-11-25, basic/transports,
	// "Backwards Compatibility"). Any other failure (401, 403, a refused
	// connection) is reported as it is, without trying SSE.
	TransportAuto = "auto"
)

// Transports lists the values Target.Transport takes, for help texts.
var Transports = []string{TransportAuto, TransportStreamable, TransportSSE}

// fallbackStatus are the answers to the initialize POST after which
// TransportAuto tries HTTP+SSE.
var fallbackStatus = map[int32]bool{http.StatusBadRequest: true, http.StatusNotFound: true, http.StatusMethodNotAllowed: true}

// sseTransport is the SDK's SSE client transport with an event stream
// that outlives the context Connect is given: the SDK opens its hanging
// GET with that context, and the probe bounds connecting with a timeout
// that ends when Connect returns.
type sseTransport struct {
	inner *mcp.SSEClientTransport
}

func (t *sseTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	life, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, cancel) // connecting stays bounded by ctx
	conn, err := t.inner.Connect(life)
	if !stop() { // ctx ended while connecting: the stream is gone with it
		if err == nil {
			_ = conn.Close()
			err = fmt.Errorf("connecting over SSE: %w", ctx.Err())
		}
		cancel()
		return nil, err
	}
	if err != nil {
		cancel()
		return nil, err
	}
	return &sseConn{Connection: conn, cancel: cancel}, nil
}

// sseConn ends the event stream's context when the connection closes.
type sseConn struct {
	mcp.Connection
	cancel context.CancelFunc
}

func (c *sseConn) Close() error {
	err := c.Connection.Close()
	c.cancel()
	return err
}

// httpClient is the probe's HTTP client for a URL target: it adds the
// target's headers, taps every message the server sends and bounds each,
// and records the status of the last POST (for TransportAuto).
func (s *Session) httpClient(t Target, postStatus *atomic.Int32) *http.Client {
	origin, err := url.Parse(t.URL)
	if err != nil { // the SDK reports the URL itself; no request is made
		origin = &url.URL{}
	}
	origin = &url.URL{Scheme: origin.Scheme, Host: origin.Host}
	return &http.Client{Transport: &roundTripper{next: http.DefaultTransport, t: s.tap, headers: t.Headers, max: s.opts.MaxMessageBytes, gone: &s.gone, postStatus: postStatus, origin: origin, refused: &s.refused}}
}
