package server

import (
	"context"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/prompts"
)

// stdioClient connects the go-sdk client to srv served by RunStdio over
// pipes, with opts, at version ("": the client's choice).
func stdioClient(t *testing.T, srv *mcp.Server, opts *mcp.ClientOptions, version string) *mcp.ClientSession {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = RunStdio(ctx, srv, inR, outW, nil)
		outW.Close()
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, opts).Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		cancel()
		inW.Close()
		<-done
	})
	return cs
}

// clientsAtEveryVersion returns go-sdk clients over stdio and over HTTP at
// each protocol version the binary lists.
func clientsAtEveryVersion(t *testing.T, opts *mcp.ClientOptions) map[string]*mcp.ClientSession {
	t.Helper()
	out := map[string]*mcp.ClientSession{}
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	for _, version := range mcp.SupportedProtocolVersions() {
		out["stdio "+version] = stdioClient(t, New(Options{}), opts, version)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, opts).Connect(context.Background(),
			&mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, &mcp.ClientSessionOptions{ProtocolVersion: version})
		if err != nil {
			t.Fatalf("connect at %s: %v", version, err)
		}
		t.Cleanup(func() { cs.Close() })
		out["http "+version] = cs
	}
	return out
}

// TestPrompts lists and gets every prompt with the go-sdk client over stdio
// and over HTTP at every protocol version: each message names its tool,
// carries its argument redacted, and an argument over its limit is an
// error naming it and the limit.
func TestPrompts(t *testing.T) {
	ctx := context.Background()
	secret := "sk_live_0123456789abcdefghijklmn"
	for name, cs := range clientsAtEveryVersion(t, nil) {
		t.Run(name, func(t *testing.T) {
			list, err := cs.ListPrompts(ctx, nil)
			if err != nil {
				t.Fatalf("prompts/list: %v", err)
			}
			var names []string
			for _, p := range list.Prompts {
				names = append(names, p.Name)
			}
			want := prompts.Names()
			slices.Sort(want)
			if got := strings.Join(names, " "); got != strings.Join(want, " ") {
				t.Errorf("prompts/list: %s", got)
			}
			for _, p := range prompts.All {
				args := map[string]string{}
				for _, a := range p.Arguments {
					args[a.Name] = "checkout works with key " + secret
				}
				res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name, Arguments: args})
				if err != nil {
					t.Fatalf("prompts/get %s: %v", p.Name, err)
				}
				if len(res.Messages) != 1 || res.Messages[0].Role != "user" {
					t.Fatalf("prompts/get %s: %+v", p.Name, res.Messages)
				}
				text := res.Messages[0].Content.(*mcp.TextContent).Text
				if !strings.Contains(text, "`"+p.Tool+"`") || !strings.Contains(text, "checkout works with key [REDACTED") || strings.Contains(text, secret) {
					t.Errorf("prompts/get %s: the text does not name %s or carries the argument unredacted:\n%s", p.Name, p.Tool, text)
				}
			}
			_, err = cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "prove-it", Arguments: map[string]string{"claim": strings.Repeat("x", 4001)}})
			if err == nil || !strings.Contains(err.Error(), "claim: is 4001 characters; the limit is 4000") {
				t.Errorf("prompts/get with a claim over the limit: %v", err)
			}
			_, err = cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "prove-it"})
			if err == nil || !strings.Contains(err.Error(), "claim: is required") {
				t.Errorf("prompts/get without the claim: %v", err)
			}
			if _, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "stuck"}); err != nil {
				t.Errorf("prompts/get stuck without attempts (optional): %v", err)
			}
		})
	}
}

// TestPromptNamesItsToolsInputs: every field a prompt tells the agent to
// supply (`name` in backquotes, other than the tool names) is a property
// of the input or output schema of the tools it names, so a renamed field
// cannot leave a prompt asking for a field that does not exist.
func TestPromptNamesItsToolsInputs(t *testing.T) {
	tools := map[string]string{}
	for _, tool := range Tools() {
		in, _ := tool.InputSchema.(interface{ MarshalJSON() ([]byte, error) })
		b, _ := in.MarshalJSON()
		out := publishedSchemas()[tool.Name].Output
		tools[tool.Name] = string(b) + string(out)
	}
	for _, p := range prompts.All {
		parts := strings.Split(p.Text, "`")
		for i := 1; i < len(parts); i += 2 {
			field := parts[i]
			if _, isTool := tools[field]; isTool {
				continue
			}
			found := false
			for _, schema := range tools {
				if strings.Contains(schema, `"`+field+`"`) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s asks for `%s`, which no tool's schema has", p.Name, field)
			}
		}
	}
}

// TestLargePromptArgument: a prompts/get over 64 KiB still gets the error
// that names the argument and its limit.
func TestLargePromptArgument(t *testing.T) {
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	cs := mustDial(t, base, oldVersion, "")
	body := `{"jsonrpc":"2.0","id":5,"method":"prompts/get","params":{"name":"before-rewrite","arguments":{"proposal":"` + strings.Repeat("rewrite ", 10000) + `"}}}`
	resp := post(t, base+"/mcp", body, map[string]string{"Mcp-Session-Id": cs.ID(), "Mcp-Protocol-Version": oldVersion})
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(b), "proposal: is 80000 characters; the limit is 8000") {
		t.Errorf("status %d: %.400s", resp.StatusCode, b)
	}
}
