package probe

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The test servers are real go-sdk servers. Each kind is served over HTTP
// in-process, and over stdio by this test binary re-run as a child process
// (ACKRITE_PROBE_SERVER=<kind>).

func TestMain(m *testing.M) {
	if kind := os.Getenv("ACKRITE_PROBE_SERVER"); kind == "raw" {
		rawServer(os.Stdin, os.Stdout)
		os.Exit(0)
	} else if kind != "" {
		if ms, err := strconv.Atoi(os.Getenv("ACKRITE_PROBE_CRASH_AFTER_MS")); err == nil {
			// A server that crashes: a line on stderr, a stack-like tail,
			// then exit status 3.
			go func() {
				time.Sleep(time.Duration(ms) * time.Millisecond)
				fmt.Fprintln(os.Stderr, "Error: lost the connection to tickets.db")
				for i := range 20 {
					fmt.Fprintf(os.Stderr, "    at frame%d (server.go:%d)\n", i, 100+i)
				}
				os.Exit(3)
			}()
		}
		if os.Getenv("ACKRITE_PROBE_JUNK") != "" {
			fmt.Fprintln(os.Stdout, "Debug: connecting to \x1b[31mtickets.db\x1b[0m on port 5432")
		}
		srv := testServer(kind)
		if err := srv.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func ticketTool(name string, required ...string) *mcp.Tool {
	props := map[string]any{"ticketId": map[string]any{"type": "string"}}
	for _, r := range required {
		props[r] = map[string]any{"type": "string"}
	}
	req := []any{}
	for _, r := range required {
		req = append(req, r)
	}
	return &mcp.Tool{Name: name, Description: "Works on one ticket.", InputSchema: map[string]any{"type": "object", "properties": props, "required": req},
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
}

func noop(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func addTickets(srv *mcp.Server) {
	srv.AddTool(ticketTool("search_tickets"), noop)
	srv.AddTool(ticketTool("read_ticket", "ticketId"), noop)
	srv.AddTool(ticketTool("close_ticket", "ticketId"), noop)
}

// listMiddleware rewrites tools/list handling.
func listMiddleware(srv *mcp.Server, f func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error)) {
	srv.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method != "tools/list" {
				return next(ctx, method, req)
			}
			cursor := ""
			if p, ok := req.GetParams().(*mcp.ListToolsParams); ok && p != nil {
				cursor = p.Cursor
			}
			return f(ctx, cursor, func() (mcp.Result, error) { return next(ctx, method, req) })
		}
	})
}

// testServer builds a server of one kind:
//
//	paged-N          three ticket tools, N per page, listChanged
//	no-list-changed  three tools, tools.listChanged false, one page
//	repeated-cursor  every page says nextCursor "again"
//	endless          every page has a fresh cursor
//	error-mid        the second page fails
//	hang             the second page never answers
//	settles          a tool is added (with a notification) during the first traversal
//	churn            every traversal start adds a tool (with a notification)
//	crash-mid        the second page request makes the process exit (status 5)
//	other-tools      a different tool set: read_ticket needs projectId, close_ticket is gone
//	growing          every page has a fresh cursor and more tools than the last
//	cached           one tool named after the call number, ttlMs 60000
func testServer(kind string) *mcp.Server {
	pageSize := 0
	if n, err := strconv.Atoi(kind[len(kind)-1:]); err == nil && len(kind) > 6 && kind[:6] == "paged-" {
		pageSize = n
	}
	opts := &mcp.ServerOptions{PageSize: pageSize}
	if kind == "no-list-changed" {
		opts.Capabilities = &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: false}}
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: "tickets-" + kind, Version: "1.0.0"}, opts)
	addTickets(srv)
	switch kind {
	case "repeated-cursor":
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			return &mcp.ListToolsResult{Tools: []*mcp.Tool{ticketTool("t" + cursor)}, NextCursor: "again"}, nil
		})
	case "endless":
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			n, _ := strconv.Atoi(cursor)
			return &mcp.ListToolsResult{Tools: []*mcp.Tool{ticketTool(fmt.Sprintf("t%d", n))}, NextCursor: strconv.Itoa(n + 1)}, nil
		})
	case "error-mid":
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			if cursor != "" {
				return nil, errors.New("backend unavailable while listing tools")
			}
			return &mcp.ListToolsResult{Tools: []*mcp.Tool{ticketTool("first")}, NextCursor: "p2"}, nil
		})
	case "hang":
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			if cursor != "" {
				select { // hang until the test ends
				case <-ctx.Done():
				case <-releaseHung:
				}
				return nil, errors.New("released")
			}
			return &mcp.ListToolsResult{Tools: []*mcp.Tool{ticketTool("first")}, NextCursor: "p2"}, nil
		})
	case "settles":
		var once sync.Once
		srv = mcp.NewServer(&mcp.Implementation{Name: "tickets-settles", Version: "1.0.0"}, &mcp.ServerOptions{PageSize: 2})
		addTickets(srv)
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			if cursor != "" {
				once.Do(func() { srv.AddTool(ticketTool("reopen_ticket", "ticketId"), noop) })
			}
			return next()
		})
	case "crash-mid":
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			if cursor != "" {
				fmt.Fprintln(os.Stderr, "panic: runtime error: index out of range [2] with length 2")
				os.Exit(5)
			}
			return &mcp.ListToolsResult{Tools: []*mcp.Tool{ticketTool("first")}, NextCursor: "p2"}, nil
		})
	case "other-tools":
		srv = mcp.NewServer(&mcp.Implementation{Name: "tickets-paged-2", Version: "1.1.0"}, &mcp.ServerOptions{PageSize: 2})
		srv.AddTool(ticketTool("search_tickets"), noop)
		srv.AddTool(ticketTool("read_ticket", "projectId", "ticketId"), noop)
	case "cached":
		var calls atomic.Int64
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			res := &mcp.ListToolsResult{Tools: []*mcp.Tool{ticketTool(fmt.Sprintf("call_%d", calls.Add(1)))}}
			res.TTLMs = 60_000
			return res, nil
		})
	case "growing":
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			n, _ := strconv.Atoi(cursor)
			tools := make([]*mcp.Tool, n+1)
			for i := range tools {
				tools[i] = ticketTool(fmt.Sprintf("t%d_%d", n, i))
			}
			return &mcp.ListToolsResult{Tools: tools, NextCursor: strconv.Itoa(n + 1)}, nil
		})
	case "churn":
		var n atomic.Int64
		listMiddleware(srv, func(ctx context.Context, cursor string, next func() (mcp.Result, error)) (mcp.Result, error) {
			if cursor == "" {
				srv.AddTool(ticketTool(fmt.Sprintf("generated_%d", n.Add(1))), noop)
			}
			return next()
		})
	}
	return srv
}

// releaseHung ends the handlers of "hang" servers, so that an in-process
// HTTP server can be closed after the test.
var releaseHung = make(chan struct{})

// httpTarget serves a kind over Streamable HTTP in-process.
func httpTarget(t *testing.T, srv *mcp.Server) Target {
	t.Helper()
	ts := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil))
	t.Cleanup(ts.Close)
	t.Cleanup(func() { // runs before ts.Close
		select {
		case <-releaseHung:
		default:
			if strings.HasSuffix(t.Name(), "hang") {
				close(releaseHung)
			}
		}
	})
	return Target{URL: ts.URL}
}

// stdioTarget runs a kind as a child process over stdio.
func stdioTarget(t *testing.T, kind string) Target {
	t.Helper()
	t.Setenv("ACKRITE_PROBE_SERVER", kind)
	return Target{Command: []string{os.Args[0], "-test.run=^$"}}
}

// rawServer is a minimal stdio responder for one test: it answers
// initialize and tools/list with fixed JSON holding fields the SDK's typed
// Tool drops, so the test can see that the probe keeps them.
func rawServer(in io.Reader, out io.Writer) {
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal(sc.Bytes(), &req) != nil || len(req.ID) == 0 {
			continue
		}
		var result string
		switch req.Method {
		case "initialize":
			result = `{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"raw","version":"1"}}`
		case "tools/list":
			result = `{"tools":[{"name":"exec_tool","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1.50}}},"execution":{"taskSupport":"required"},"x-vendor":true}]}`
		default:
			result = `{}`
		}
		msg := fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":%s}`+"\n", req.ID, result)
		if req.Method == "tools/list" {
			// ACKRITE_PROBE_DECOY: a second tools/list result in the same
			// write, which no request of the client's is answered by.
			decoy := `{"tools":[{"name":"decoy_tool","inputSchema":{"type":"object"}}]}`
			switch os.Getenv("ACKRITE_PROBE_DECOY") {
			case "after, another id":
				msg += fmt.Sprintf(`{"jsonrpc":"2.0","id":9999,"result":%s}`+"\n", decoy)
			case "after, the same id":
				msg += fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":%s}`+"\n", req.ID, decoy)
			case "before, another id":
				msg = fmt.Sprintf(`{"jsonrpc":"2.0","id":9999,"result":%s}`+"\n", decoy) + msg
			case "after, a request":
				msg += fmt.Sprintf(`{"jsonrpc":"2.0","id":9999,"method":"roots/list","params":%s}`+"\n", decoy)
			}
		}
		fmt.Fprint(out, msg)
	}
}
