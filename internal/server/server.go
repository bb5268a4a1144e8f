// Package server wires ackrite's tools to the Model Context Protocol with
// the official Go SDK. It is a thin adapter: each tool is a [tools] method
// registered with the SDK's low-level [mcp.Server.AddTool], with its input
// and output schemas derived from the Go types and published, and its
// arguments decoded here so that errors name the field and the limit.
//
// The low-level path is a performance decision (docs/rules.md §12): the SDK's typed
// AddTool validates every input and output against its schema, about twice
// the cost of decoding once into the typed struct and checking limits in Go.
package server

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/tools"
)

// Options configure a server. The zero value works: a fresh 32-session
// store, the built-in redaction rules, logs discarded.
type Options struct {
	Store   *session.Store
	Redact  tools.RedactFunc
	Logger  *slog.Logger
	Version string
}

// Instructions is what the server tells a connecting client.
const Instructions = `ackrite challenges technical claims using only the evidence you supply. ` +
	`Call ackrite before acting on a claim (status, missing proof, next action); verify for a ledger of known/assumed/contradicted; ` +
	`prove_it for the smallest proof in a domain; audit before a change; reality_check when stuck or about to declare success; ` +
	`discovery_check to judge whether a client holds a server's current tool definitions. Pass observations in evidence[] with type, source and polarity; ` +
	`context is never evidence. Reuse one sessionId per investigation. Missing evidence is a result, never a green light.`

// New returns an MCP server serving ackrite's tools.
func New(opts Options) *mcp.Server {
	if opts.Store == nil {
		opts.Store = session.NewStore(session.MaxSessions)
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	// The SDK logs MCP session ids whole: show them hashed (docs/rules.md §11).
	opts.Logger = ScrubLogs(opts.Logger)
	if opts.Version == "" {
		opts.Version = "dev"
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: "ackrite", Title: "ackrite — prove it", Version: opts.Version}, &mcp.ServerOptions{
		Instructions: Instructions,
		Logger:       opts.Logger,
		// The tool and prompt lists never change while the server runs, so
		// promising a tool list-changed notification is a promise kept by
		// silence: clients (and ackrite probe) may trust that no
		// notification means no change. The resource list is each
		// client's own investigation sessions, and changes as they are
		// created and evicted (notify.go). No logging capability; no
		// resource subscriptions (a session's history is read, not
		// watched).
		Capabilities: &mcp.ServerCapabilities{
			Tools:     &mcp.ToolCapabilities{ListChanged: true},
			Prompts:   &mcp.PromptCapabilities{},
			Resources: &mcp.ResourceCapabilities{ListChanged: true},
		},
		SetCacheable: cacheable,
		GetSessionID: newSessionID,
	})
	srv.AddReceivingMiddleware(encodeOnce)
	notes := newNotifier(srv)
	ns := newNamespaces(opts.Store, opts.Redact, MaxNamespaces, notes.changed)
	investigations.Store(srv, ns)
	addPrompts(srv, ns.redact)
	addResources(srv, ns)
	a := adapter{redact: ns.redact, log: opts.Logger, tools: ns.forRequest}
	for _, def := range definitions() {
		// AddTool validates a schema by re-marshaling it through a
		// map[string]any, which was most of ackrite's start-up. These schemas are generated from Go types and checked
		// by tests (schemas_test.go, server_test.go), so the tool is added
		// with the smallest object schema, which AddTool validates, and
		// then given its real schemas before any session can list it.
		tool := def.mcpTool()
		in, out := tool.InputSchema, tool.OutputSchema
		tool.InputSchema, tool.OutputSchema = minimalSchema, nil
		srv.AddTool(tool, def.handler(a))
		tool.InputSchema, tool.OutputSchema = in, out
	}
	return srv
}

// ListTTL is the cache lifetime list results announce (ttlMs, MCP
// 2026-07-28): the tool list is fixed for the life of the process, and an
// hour bounds how long a client keeps it across an upgrade of the binary.
const ListTTL = time.Hour

// cacheable sets the caching hints of every list result, resources/read
// and server/discover. The tools, prompts, resource templates and the
// status document are the same for every client, so public for an hour;
// the resource list and a session's history are the caller's own and
// change with every call, so private and stale at once.
func cacheable(_ context.Context, req mcp.Request, c *mcp.Cacheable) {
	if own(req) {
		c.TTLMs, c.CacheScope = 0, "private"
		return
	}
	c.TTLMs = int(ListTTL / time.Millisecond)
	c.CacheScope = "public"
}

// own reports a request whose result is the caller's own investigation.
func own(req mcp.Request) bool {
	switch r := req.(type) {
	case *mcp.ListResourcesRequest:
		return true
	case *mcp.ReadResourceRequest:
		return r.Params == nil || r.Params.URI != StatusesURI
	}
	return false
}

// minimalSchema is the input schema tools are validated with by AddTool.
var minimalSchema = json.RawMessage(`{"type":"object"}`)

// adapter holds what every tool handler shares.
type adapter struct {
	redact tools.RedactFunc
	log    *slog.Logger
	// tools picks the tool operations, and so the session store, of a
	// call: one store on stdio, a namespace per client over HTTP.
	tools func(*mcp.CallToolRequest) *tools.Set
}

// A definition is one tool: its MCP description, how its schemas are
// derived from Go types, and how to register its handler.
type definition struct {
	name, title, description  string
	inputSchema, outputSchema func() *jsonschema.Schema
	handler                   func(adapter) mcp.ToolHandler
}

// readOnly are the annotations of every ackrite tool (docs/rules.md §5).
func readOnly(title string) *mcp.ToolAnnotations {
	f := false
	return &mcp.ToolAnnotations{Title: title, ReadOnlyHint: true, DestructiveHint: &f, IdempotentHint: true, OpenWorldHint: &f}
}

// mcpTool is the tool as published, with the schemas from schemas.json.
func (d definition) mcpTool() *mcp.Tool {
	s := publishedSchemas()[d.name]
	return &mcp.Tool{
		Name:         d.name,
		Title:        d.title,
		Description:  d.description,
		InputSchema:  s.Input,
		OutputSchema: s.Output,
		Annotations:  readOnly(d.title),
	}
}

// An operation is a tools method, e.g. (*tools.Set).Ackrite.
type operation[In, Out any] func(*tools.Set, context.Context, *In) (*Out, error)

// tool builds a definition from a typed operation. The schemas are derived
// from In and Out; limits adds the limits of docs/rules.md to the input schema.
func tool[In, Out any](name, title, description string, run operation[In, Out], limits []input.Limit) definition {
	return definition{
		name: name, title: title, description: description,
		inputSchema:  func() *jsonschema.Schema { return plainTypes(schemaFor[In](limits...)) },
		outputSchema: func() *jsonschema.Schema { return plainTypes(schemaFor[Out]()) },
		handler:      func(a adapter) mcp.ToolHandler { return handler(name, run, a) },
	}
}

// handler decodes arguments, runs the operation and encodes the result once,
// as structuredContent and as a text content holding the same JSON. Bad
// input and operation errors are tool errors (isError), never protocol
// errors; a panic is logged and reported as a tool error too.
func handler[In, Out any](name string, run operation[In, Out], a adapter) mcp.ToolHandler {
	return guarded(name, a, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := decode.JSON(req.Params.Arguments, &in, "arguments"); err != nil {
			return toolError("invalid arguments: " + a.redact(err.Error())), nil
		}
		// A request the client cancelled (or whose connection ended) while
		// its arguments were decoded does no more work: above all it does
		// not extend the session with a call nobody waits for.
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out, err := run(a.tools(req), ctx, &in)
		if err != nil {
			return toolError("invalid arguments: " + a.redact(err.Error())), nil
		}
		return encodeResult(name, out)
	})
}

// guarded turns a panic in a handler into a logged tool error.
func guarded(name string, a adapter, h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if p := recover(); p != nil {
				a.log.Error("tool panicked", "tool", name, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				res, err = toolError(fmt.Sprintf("internal error in %s; the server keeps serving (details logged to stderr)", name)), nil
			}
		}()
		return h(ctx, req)
	}
}

// rawTool builds a definition whose operation decodes its own arguments
// (discovery_check: the record keeps raw tool definitions byte for byte).
func rawTool[Out any](name, title, description string, in func() *jsonschema.Schema, run func(context.Context, json.RawMessage) (*Out, error)) definition {
	return definition{
		name: name, title: title, description: description,
		inputSchema:  func() *jsonschema.Schema { return plainTypes(in()) },
		outputSchema: func() *jsonschema.Schema { return plainTypes(schemaFor[Out]()) },
		handler: func(a adapter) mcp.ToolHandler {
			return guarded(name, a, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
				out, err := run(ctx, req.Params.Arguments)
				if err != nil {
					return toolError("invalid record: " + a.redact(err.Error())), nil
				}
				return encodeResult(name, out)
			})
		},
	}
}

// encodeResult encodes a result once, as structuredContent and as a text
// content holding the same JSON.
func encodeResult(name string, out any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("encoding %s result: %w", name, err)
	}
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: string(b)}},
		StructuredContent: json.RawMessage(b),
	}, nil
}

func toolError(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// Tools returns the tool definitions the server publishes, for
// documentation and tests.
func Tools() []*mcp.Tool {
	defs := definitions()
	out := make([]*mcp.Tool, len(defs))
	for i, d := range defs {
		out[i] = d.mcpTool()
	}
	return out
}

// InputSchema returns the published input schema of a tool by name.
func InputSchema(name string) json.RawMessage {
	for _, t := range Tools() {
		if t.Name == name {
			return t.InputSchema.(json.RawMessage)
		}
	}
	return nil
}
