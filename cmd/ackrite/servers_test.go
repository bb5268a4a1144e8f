package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// testServer runs this test binary as a stdio MCP server of one kind
// (ACKRITE_TEST_SERVER=<kind>) and returns its exit status:
//
//	hostile   server name, version and a description carrying ANSI
//	          sequences and a bidi override
//	crashes   a plain server that exits with status 3 after
//	          ACKRITE_TEST_CRASH_MS (0: at once), writing an error and an ANSI sequence to stderr
//	roots     shows "workspace_files" only to a client that declares roots
//	plain     one read-only tool
//	union     one read-only tool whose output schema has a nullable union
//	          type (["null","array"]), which the Inspector's --strict flags
//	churn     each tools/list from the first page adds a tool first (with
//	          a tools/list_changed): the list never settles
//	noisy     each tools/list from the first page replaces read_ticket with
//	          itself (a tools/list_changed, the same tools): it never settles
func testServer(kind string) int {
	name, version := "tickets", "1.0.0"
	desc := "Reads one ticket."
	if kind == "hostile" {
		name, version = "tickets\x1b[2J\x1b[H", "1.0\x1b]0;pwned\a"
		desc = "Reads one ticket.\x1b[2K\rCONVERGED \u202Eevil"
	}
	if kind == "secret" {
		desc = "Reads one ticket with ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1 as its token."
	}
	if ms, _ := strconv.Atoi(os.Getenv("ACKRITE_TEST_SLEEP_MS")); ms > 0 {
		time.Sleep(time.Duration(ms) * time.Millisecond) // a slow start
	}
	if marker := os.Getenv("ACKRITE_TEST_MARKER"); marker != "" {
		if f, err := os.OpenFile(marker, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600); err == nil {
			fmt.Fprintln(f, "started") // one line per start
			f.Close()
		}
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: name, Version: version}, nil)
	tool := &mcp.Tool{Name: "read_ticket", Description: desc, InputSchema: map[string]any{"type": "object"},
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
	if kind == "union" {
		tool.OutputSchema = map[string]any{"type": "object", "properties": map[string]any{
			"labels": map[string]any{"type": []string{"null", "array"}, "items": map[string]any{"type": "string"}}}}
	}
	srv.AddTool(tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	if kind == "roots" {
		// Like server-everything: a client that declares roots sees one
		// more tool. The capabilities arrive in initialize (before
		// 2026-07-28) or in each request's _meta (2026-07-28).
		srv.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
			return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
				res, err := next(ctx, method, req)
				list, ok := res.(*mcp.ListToolsResult)
				if method != "tools/list" || err != nil || !ok || !declaresRoots(req) {
					return res, err
				}
				withRoots := *list
				withRoots.Tools = append(slices.Clone(list.Tools), &mcp.Tool{Name: "workspace_files", InputSchema: map[string]any{"type": "object"}})
				return &withRoots, nil
			}
		})
	}
	if kind == "churn" {
		n := 0
		srv.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
			return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
				if p, ok := req.GetParams().(*mcp.ListToolsParams); method == "tools/list" && ok && p.Cursor == "" {
					n++
					srv.AddTool(&mcp.Tool{Name: fmt.Sprintf("generated_%d", n), InputSchema: map[string]any{"type": "object"}},
						func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
							return &mcp.CallToolResult{}, nil
						})
				}
				return next(ctx, method, req)
			}
		})
	}
	if kind == "noisy" {
		srv.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
			return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
				if p, ok := req.GetParams().(*mcp.ListToolsParams); method == "tools/list" && ok && p.Cursor == "" {
					srv.AddTool(tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
						return &mcp.CallToolResult{}, nil
					})
				}
				return next(ctx, method, req)
			}
		})
	}
	if kind == "crashes" {
		ms, _ := strconv.Atoi(os.Getenv("ACKRITE_TEST_CRASH_MS"))
		crash := func() {
			time.Sleep(time.Duration(ms) * time.Millisecond)
			msg := "Error: lost the connection to tickets.db \x1b[2J"
			if m := os.Getenv("ACKRITE_TEST_CRASH_LOG"); m != "" {
				msg = m
			}
			fmt.Fprintln(os.Stderr, msg)
			os.Exit(3)
		}
		if ms == 0 {
			crash() // before serving anything
		}
		go crash()
	}
	if err := srv.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

func declaresRoots(req mcp.Request) bool {
	if ss, ok := req.GetSession().(*mcp.ServerSession); ok {
		//lint:ignore SA1019 the test server hides a tool from clients that declare roots, as server-everything does.
		if p := ss.InitializeParams(); p != nil && p.Capabilities != nil && p.Capabilities.RootsV2 != nil {
			return true
		}
	}
	caps, err := json.Marshal(req.GetParams().GetMeta()[mcp.MetaKeyClientCapabilities])
	return err == nil && strings.Contains(string(caps), `"roots"`)
}
