package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/yosida95/uritemplate/v3"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/tools"
)

// The resources (docs/rules.md §14).
const (
	// SessionTemplate names an investigation session of the caller's own
	// namespace; resources/list lists them.
	SessionTemplate = "ackrite://sessions/{id}"
	// StatusesURI is the status rules as a short document.
	StatusesURI = "ackrite://spec/statuses"
	// aliasPrefix starts the id a session is listed under when its own id
	// looks like a secret ([session.Shown]): the id itself is never echoed.
	aliasPrefix = "redacted-"
)

var sessionURI = uritemplate.MustNew(SessionTemplate)

// addResources publishes the status document and the session template.
func addResources(srv *mcp.Server, ns *namespaces) {
	srv.AddResource(&mcp.Resource{
		URI: StatusesURI, Name: "statuses", Title: "Claim statuses: the rules", MIMEType: "text/markdown",
		Description: "How ackrite decides KNOWN, SUPPORTED, PLAUSIBLE, UNVERIFIED and CONTRADICTED, and how a contradiction binds a session.",
	}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: StatusesURI, MIMEType: "text/markdown", Text: claim.StatusRules()}}}, nil
	})
	srv.AddResourceTemplate(&mcp.ResourceTemplate{
		URITemplate: SessionTemplate, Name: "session", Title: "Investigation session", MIMEType: "application/json",
		Description: "An investigation session of yours (the sessionId of the tools): its claims with their status, the contradictions that still bind with their cN.eM references, and the assumptions not yet backed. Only your own sessions are found.",
	}, ns.readSession)
	srv.AddReceivingMiddleware(ns.listSessions)
}

// readSession answers resources/read of a session: from the caller's own
// namespace only, so another MCP session or another token gets "not
// found", the same answer as for an id that never existed.
func (n *namespaces) readSession(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	uri := req.Params.URI
	// No session id is longer than session.MaxIDLength, and the template
	// matcher's cost grows with the URI's length faster than linearly (a
	// 1 MiB URI took seconds): a longer URI names no session.
	if len(uri) > len(SessionTemplate)+session.MaxIDLength {
		return nil, mcp.ResourceNotFoundError(uri) // cut and redacted on the way out, as every error (echoSafe)
	}
	id := sessionURI.Match(uri).Get("id").String()
	set := n.find(req.Session, req.Extra)
	if set == nil || id == "" {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	redact := learned(set)
	real := resolveAlias(set.Store, id, redact)
	h, ok := set.Store.History(real)
	if !ok {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	redactHistory(&h, redact)
	b, err := json.Marshal(h)
	if err != nil {
		return nil, fmt.Errorf("encoding session history: %w", err)
	}
	// The answer names the session as resources/list does, not as asked:
	// read by its own secret-looking id, it must not echo that id.
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: sessionURIFor(listedID(real, redact)), MIMEType: "application/json", Text: string(b)}}}, nil
}

// listSessions adds the caller's own sessions to resources/list, most
// recently used first, after the server's fixed resources.
func (n *namespaces) listSessions(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if method != "resources/list" || err != nil {
			return res, err
		}
		list, ok := res.(*mcp.ListResourcesResult)
		lr, ok2 := req.(*mcp.ListResourcesRequest)
		if !ok || !ok2 || list.NextCursor != "" || lr.Params != nil && lr.Params.Cursor != "" {
			return res, err
		}
		set := n.find(lr.Session, lr.Extra)
		if set == nil {
			return res, err
		}
		redact := learned(set)
		for _, id := range set.Store.IDs() {
			h, ok := set.Store.History(id)
			if !ok {
				continue
			}
			listed := listedID(id, redact)
			list.Resources = append(list.Resources, &mcp.Resource{
				URI: sessionURIFor(listed), Name: "session " + listed, Title: "Investigation " + listed, MIMEType: "application/json",
				Description: redact(describe(h)),
			})
		}
		return list, nil
	}
}

// sessionURIFor is the URI of a session listed as id.
func sessionURIFor(id string) string {
	s, _ := sessionURI.Expand(uritemplate.Values{"id": uritemplate.String(id)})
	return s
}

// learned is the redactor of what a namespace shows of its sessions: the
// rules, then every value the rules redacted in any of its sessions (docs/rules.md
// §8: a secret found once is redacted everywhere — a claim recorded
// before a later call showed its password to be one included). One list
// shows all the sessions, so each text is redacted with what all of them
// learned.
func learned(set *tools.Set) tools.RedactFunc {
	var known []*redact.Known
	for _, id := range set.Store.IDs() {
		if k := set.Store.Secrets(id); k.Len() > 0 {
			known = append(known, k)
		}
	}
	return func(s string) string {
		s = set.Redact(s)
		for _, k := range known {
			s = k.Redact(s)
		}
		return s
	}
}

// listedID is the id a session is listed and read under: its own, unless
// that looks like a secret or is one redact knows.
func listedID(id string, redact tools.RedactFunc) string {
	if session.Shown(id) == id && redact(id) == id {
		return id
	}
	sum := sha256.Sum256([]byte(id))
	return aliasPrefix + hex.EncodeToString(sum[:8])
}

// resolveAlias returns the session id an alias names in store, or id.
func resolveAlias(store *session.Store, id string, redact tools.RedactFunc) string {
	if !strings.HasPrefix(id, aliasPrefix) {
		return id
	}
	if _, ok := store.History(id); ok {
		return id
	}
	for _, real := range store.IDs() {
		if listedID(real, redact) == id {
			return real
		}
	}
	return id
}

// describe summarises a session in one line for resources/list.
func describe(h session.History) string {
	counts := map[claim.Status]int{}
	for _, c := range h.Claims {
		counts[c.Status]++
	}
	var parts []string
	for _, s := range claim.Statuses {
		if counts[s] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[s], s))
		}
	}
	d := fmt.Sprintf("%d claims", len(h.Claims))
	if len(parts) > 0 {
		d += " (" + strings.Join(parts, ", ") + ")"
	}
	return d + fmt.Sprintf(", %d open contradictions, %d unresolved assumptions", len(h.OpenContradictions)+h.OmittedContradictions, len(h.UnresolvedAssumptions))
}

// redactHistory passes every text of h through redact once more: the
// store keeps what the tools redacted then, and a secret learned since
// (docs/rules.md §8) is redacted now.
func redactHistory(h *session.History, redact tools.RedactFunc) {
	h.ID, h.Counts.ID = redact(h.ID), redact(h.Counts.ID)
	for i := range h.Claims {
		h.Claims[i].Claim = redact(h.Claims[i].Claim)
	}
	for i := range h.OpenContradictions {
		h.OpenContradictions[i].Claim = redact(h.OpenContradictions[i].Claim)
		h.OpenContradictions[i].Excerpt = redact(h.OpenContradictions[i].Excerpt)
	}
	for i := range h.UnresolvedAssumptions {
		h.UnresolvedAssumptions[i] = redact(h.UnresolvedAssumptions[i])
	}
}
