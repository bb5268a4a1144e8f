package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/prompts"
)

// addPrompts publishes the prompts of internal/prompts (docs/rules.md §14): each
// row becomes an MCP prompt whose prompts/get renders one user message,
// its arguments checked and redacted there.
func addPrompts(srv *mcp.Server, redact func(string) string) {
	for _, p := range prompts.All {
		args := make([]*mcp.PromptArgument, len(p.Arguments))
		for i, a := range p.Arguments {
			args[i] = &mcp.PromptArgument{Name: a.Name, Description: a.Description, Required: a.Required}
		}
		srv.AddPrompt(&mcp.Prompt{Name: p.Name, Title: p.Title, Description: p.Description, Arguments: args}, promptHandler(p, redact))
	}
}

func promptHandler(p prompts.Prompt, redact func(string) string) mcp.PromptHandler {
	return func(_ context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		text, err := p.Render(req.Params.Arguments, redact)
		if err != nil {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "prompts/get " + p.Name + ": " + err.Error()}
		}
		return &mcp.GetPromptResult{
			Description: p.Description,
			Messages:    []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: text}}},
		}, nil
	}
}
