// Command go-floor is a benchmark floor, kept in the repository for
// scripts/bench only: a bare go-sdk v1.8.0 stdio server with one tool,
// "ackrite", that takes ackrite's own input type and does no work. It shows
// what the SDK costs before ackrite does anything.
//
//	go-floor           typed mcp.AddTool (schema validation in and out)
//	go-floor -lowlevel Server.AddTool with one json.Unmarshal
package main

import (
	"context"
	"encoding/json"
	"flag"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/tools"
)

func main() {
	lowLevel := flag.Bool("lowlevel", false, "register the tool with the low-level Server.AddTool")
	flag.Parse()
	srv := mcp.NewServer(&mcp.Implementation{Name: "go-floor", Version: "1"}, nil)
	if *lowLevel {
		schema := map[string]any{"type": "object"}
		srv.AddTool(&mcp.Tool{Name: "ackrite", InputSchema: schema}, func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in tools.ClaimInput
			if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "{}"}}}, nil
		})
	} else {
		mcp.AddTool(srv, &mcp.Tool{Name: "ackrite"}, func(_ context.Context, _ *mcp.CallToolRequest, in tools.ClaimInput) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "{}"}}}, nil, nil
		})
	}
	if err := srv.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
