package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/probe"
	"github.com/ackrite/ackrite/internal/registry"
)

// referenceTools returns the ticketing tools of a reference case by name.
func referenceTools(caseName string) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for _, c := range ackrite.ReferenceCases() {
		if c.Name != caseName {
			continue
		}
		var rec struct {
			DiscoveredTools []json.RawMessage `json:"discoveredTools"`
		}
		_ = json.Unmarshal(c.Record, &rec)
		for _, t := range rec.DiscoveredTools {
			var head struct{ Name string }
			_ = json.Unmarshal(t, &head)
			out[head.Name] = t
		}
	}
	return out
}

// toolFrom turns a raw definition into an SDK tool that serves it.
func toolFrom(raw json.RawMessage) *mcp.Tool {
	var t struct {
		Name         string               `json:"name"`
		Title        string               `json:"title"`
		Description  string               `json:"description"`
		InputSchema  json.RawMessage      `json:"inputSchema"`
		OutputSchema json.RawMessage      `json:"outputSchema"`
		Annotations  *mcp.ToolAnnotations `json:"annotations"`
	}
	_ = json.Unmarshal(raw, &t)
	tool := &mcp.Tool{Name: t.Name, Title: t.Title, Description: t.Description, InputSchema: t.InputSchema, Annotations: t.Annotations}
	if len(t.OutputSchema) > 0 {
		tool.OutputSchema = t.OutputSchema
	}
	return tool
}

func noopTool(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

// runLiveDemo serves a ticketing server in this process over Streamable
// HTTP (page size 2), probes it, pins it, watches it while read_ticket's
// contract changes, and classifies the change.
func runLiveDemo(ctx context.Context, w io.Writer) error {
	fmt.Fprintf(w, "\n── Live: probe, lock, watch and diff a real server ── (go-sdk server in this process, Streamable HTTP, page size 2)\n")
	v1, v2 := referenceTools("1-baseline-converged"), referenceTools("5-same-name-changed-contract")
	srv := mcp.NewServer(&mcp.Implementation{Name: "tickets-demo", Version: "3.2.0"}, &mcp.ServerOptions{PageSize: 2})
	for _, name := range []string{"search_tickets", "read_ticket", "close_ticket"} {
		srv.AddTool(toolFrom(v1[name]), noopTool)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil), ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	defer hs.Close()
	url := "http://" + ln.Addr().String() + "/mcp"

	sess, err := probe.Connect(ctx, probe.Target{URL: url}, probe.Options{})
	if err != nil {
		return err
	}
	defer sess.Close()
	tr := sess.Discover(ctx)
	rep := convergence.Evaluate(sess.Record(tr, nil, nil), time.Now())
	line(w, "probe", fmt.Sprintf("%s: %d pages, %d tools, protocol %s → %s", url, len(tr.Pages), len(tr.Tools), sess.ProtocolVersion(), strings.ToUpper(string(rep.Verdict))))
	if rep.Verdict != convergence.Converged || len(tr.Pages) != 2 {
		return fmt.Errorf("first probe: %s over %d pages, want converged over 2", rep.Verdict, len(tr.Pages))
	}
	pinned, err := registry.Digest(tr.Tools)
	if err != nil {
		return err
	}
	lock, err := registry.NewLock(pinned, &registry.LockInfo{Name: "tickets-demo", Version: "3.2.0"}, sess.ProtocolVersion(), time.Now(), nil)
	if err != nil {
		return err
	}
	line(w, "lock", fmt.Sprintf("%d tools pinned, registry %s (%s)", len(lock.Tools), registry.Short(lock.Digest), registry.Projection))

	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var caught *probe.Event
	changed := false
	sess.Watch(wctx, probe.WatchOptions{Debounce: 50 * time.Millisecond, Client: &probe.Client{Tools: lock.Definitions()}}, func(ev *probe.Event) {
		line(w, "watch", fmt.Sprintf("traversal after %s: %d pages → %s", ev.Trigger, len(ev.Traversal.Pages), strings.ToUpper(string(ev.Report.Verdict))))
		if !changed {
			changed = true
			line(w, "change", "the server replaces read_ticket: it now requires projectId as well as ticketId (list_changed is sent)")
			srv.AddTool(toolFrom(v2["read_ticket"]), noopTool)
			return
		}
		caught = ev
		cancel()
	})
	if caught == nil || caught.Report.Verdict != convergence.Stale {
		return fmt.Errorf("the watch did not report the change as stale")
	}
	for _, d := range caught.Report.ToolDiff {
		var fields []string
		for _, f := range d.Fields {
			fields = append(fields, f.Summary)
		}
		line(w, "diff", fmt.Sprintf("%s %s: %s", d.Tool, d.Change, strings.Join(fields, "; ")))
	}
	now, err := registry.Digest(caught.Traversal.Tools)
	if err != nil {
		return err
	}
	breaking := false
	for _, d := range registry.Classify(lock.Registry(), now) {
		line(w, string(d.Class), fmt.Sprintf("%s %s: %s", d.Tool, d.Pointer, d.Message))
		breaking = breaking || d.Class == registry.Breaking
	}
	if !breaking {
		return fmt.Errorf("the diff did not classify the new required property as breaking")
	}
	fmt.Fprintln(w, "  ✓ the watch caught the contract change a name-only inventory would miss, and the diff calls it breaking")
	return nil
}
