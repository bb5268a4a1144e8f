package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// listChanged is a client option that counts resource list-changed
// notifications.
func listChanged() (*mcp.ClientOptions, <-chan struct{}) {
	ch := make(chan struct{}, 64)
	return &mcp.ClientOptions{ResourceListChangedHandler: func(context.Context, *mcp.ResourceListChangedRequest) {
		select {
		case ch <- struct{}{}:
		default:
		}
	}}, ch
}

// dialWith connects the go-sdk client at version with token and options,
// with the standalone stream on (notifications arrive there).
func dialWith(t *testing.T, base, version, token string, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	tr := &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}
	if token != "" {
		tr.HTTPClient = &http.Client{Transport: bearer(token)}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, opts).Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatalf("connect at %s: %v", version, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// sessionURIs lists the caller's session resources.
func sessionURIs(t *testing.T, cs *mcp.ClientSession) []string {
	t.Helper()
	res, err := cs.ListResources(context.Background(), nil)
	if err != nil {
		t.Fatalf("resources/list: %v", err)
	}
	var uris []string
	for _, r := range res.Resources {
		if strings.HasPrefix(r.URI, "ackrite://sessions/") {
			uris = append(uris, r.URI)
		}
	}
	return uris
}

// readHistory reads a session resource.
func readHistory(cs *mcp.ClientSession, uri string) (map[string]any, error) {
	res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: uri})
	if err != nil {
		return nil, err
	}
	var h map[string]any
	if err := json.Unmarshal([]byte(res.Contents[0].Text), &h); err != nil {
		return nil, fmt.Errorf("not JSON: %v: %s", err, res.Contents[0].Text)
	}
	return h, nil
}

func notFound(err error) bool {
	var je *jsonrpc.Error
	return errors.As(err, &je) && je.Code == jsonrpc.CodeInvalidParams && je.Message == "Resource not found"
}

func waitNotified(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Errorf("no notifications/resources/list_changed after %s", what)
	}
}

func notNotified(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
		t.Errorf("notifications/resources/list_changed after %s, which is another client's", what)
	case <-time.After(200 * time.Millisecond):
	}
}

// TestSessionResources: over HTTP at every protocol version, a client's
// investigation sessions are its resources — listed, read with their
// claims, open contradictions and references, and announced by
// list_changed — and another token, or another MCP session of the same
// token, gets "not found" and no notification (docs/rules.md §11, §14).
func TestSessionResources(t *testing.T) {
	a, b := "token-a-0123456789abcdef", "token-b-0123456789abcdef"
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{Tokens: []string{a, b}})
	for _, version := range mcp.SupportedProtocolVersions() {
		t.Run(version, func(t *testing.T) {
			optsA, changedA := listChanged()
			optsB, changedB := listChanged()
			csA := dialWith(t, base, version, a, optsA)
			csB := dialWith(t, base, version, b, optsB)
			other := dialWith(t, base, version, a, nil) // A's token, another MCP session where there are sessions
			sessionURIs(t, csA)                         // a list to be told is out of date
			sessionURIs(t, csB)
			if got := callStatus(t, csA, contradicted); got != "CONTRADICTED" {
				t.Fatalf("status %s", got)
			}
			waitNotified(t, changedA, "A created an investigation")
			notNotified(t, changedB, "A created an investigation")
			uris := sessionURIs(t, csA)
			if len(uris) != 1 || uris[0] != "ackrite://sessions/importer" {
				t.Fatalf("A's session resources: %v", uris)
			}
			h, err := readHistory(csA, uris[0])
			if err != nil {
				t.Fatalf("A reads its session: %v", err)
			}
			claims, _ := h["claims"].([]any)
			open, _ := h["openContradictions"].([]any)
			if len(claims) != 1 || claims[0].(map[string]any)["status"] != "CONTRADICTED" || len(open) != 1 || open[0].(map[string]any)["ref"] != "c1.e0" {
				t.Errorf("A's session history: %v", h)
			}
			if got := sessionURIs(t, csB); len(got) != 0 {
				t.Errorf("B lists %v", got)
			}
			if _, err := readHistory(csB, uris[0]); !notFound(err) {
				t.Errorf("B reads A's session: %v, want resource not found", err)
			}
			if version < statelessVersion {
				if _, err := readHistory(other, uris[0]); !notFound(err) {
					t.Errorf("A's other MCP session reads it: %v, want resource not found", err)
				}
			} else if _, err := readHistory(other, uris[0]); err != nil {
				t.Errorf("stateless, one token is one principal: %v", err)
			}
			// The statuses document and the template, for every client.
			doc, err := csB.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: StatusesURI})
			if err != nil || !strings.Contains(doc.Contents[0].Text, "| CONTRADICTED |") {
				t.Errorf("read %s: %v", StatusesURI, err)
			}
			tpl, err := csB.ListResourceTemplates(context.Background(), nil)
			if err != nil || len(tpl.ResourceTemplates) != 1 || tpl.ResourceTemplates[0].URITemplate != SessionTemplate {
				t.Errorf("resources/templates/list: %v %+v", err, tpl)
			}
		})
	}
}

// TestSessionResourcesOverStdio: on stdio the one client owns the store:
// it lists and reads its sessions, hears list_changed when one is created
// and when one is evicted, and a secret-looking session id is listed under
// an alias, never echoed. A 2025-11-25 client is told once per list it
// fetched (none before its first); a 2026-07-28 client subscribed with
// subscriptions/listen and is told of every change.
func TestSessionResourcesOverStdio(t *testing.T) {
	for _, version := range []string{oldVersion, statelessVersion} {
		t.Run(version, func(t *testing.T) {
			perList := version < statelessVersion
			opts, changed := listChanged()
			cs := stdioClient(t, New(Options{}), opts, version)
			callStatus(t, cs, map[string]any{"claim": "x", "sessionId": "before-any-list"})
			if perList {
				notNotified(t, changed, "a session was created before the client listed resources (it has no list to be out of date)")
			} else {
				waitNotified(t, changed, "a session was created")
			}
			sessionURIs(t, cs)
			if got := callStatus(t, cs, contradicted); got != "CONTRADICTED" {
				t.Fatalf("status %s", got)
			}
			waitNotified(t, changed, "a session was created")
			secretID := "AKIAxQ7pLm2NvR8sT4uW9yZbC3dE"
			callStatus(t, cs, map[string]any{"claim": "the deploy works", "sessionId": secretID})
			if perList {
				notNotified(t, changed, "a second session was created before the client listed again (one notification per list)")
			} else {
				waitNotified(t, changed, "a second session was created")
			}
			uris := sessionURIs(t, cs)
			if len(uris) != 3 || !strings.HasPrefix(uris[0], "ackrite://sessions/"+aliasPrefix) || uris[1] != "ackrite://sessions/importer" {
				t.Fatalf("session resources: %v", uris)
			}
			for _, uri := range uris {
				if strings.Contains(uri, secretID) {
					t.Errorf("listed %s", uri)
				}
				if _, err := readHistory(cs, uri); err != nil {
					t.Errorf("read %s: %v", uri, err)
				}
			}
			if _, err := readHistory(cs, "ackrite://sessions/never"); !notFound(err) {
				t.Errorf("read a session never created: %v", err)
			}
			if got := sessionURIs(t, cs); len(got) != 3 {
				t.Errorf("reading created or dropped a session: %v", got)
			}
			for i := range 30 { // 33 sessions: before-any-list is evicted
				callStatus(t, cs, map[string]any{"claim": "x", "sessionId": fmt.Sprintf("s%d", i)})
			}
			waitNotified(t, changed, "sessions were created and one evicted")
			if _, err := readHistory(cs, "ackrite://sessions/before-any-list"); !notFound(err) {
				t.Errorf("read an evicted session: %v", err)
			}
		})
	}
}

// TestReadBySecretIDDoesNotEchoIt: a session whose id looks like a secret
// is listed under an alias; read by its own id, the answer names it by the
// alias too, never by the id (docs/rules.md §7, §8: results never echo such an id),
// on stdio and over HTTP.
func TestReadBySecretIDDoesNotEchoIt(t *testing.T) {
	secretID := "Zk3mQ9xLp2RtV7wNc4HbJ8sDq"
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	for name, cs := range map[string]*mcp.ClientSession{
		"stdio": stdioClient(t, New(Options{}), nil, oldVersion),
		"http":  mustDial(t, base, oldVersion, ""),
	} {
		t.Run(name, func(t *testing.T) {
			callStatus(t, cs, map[string]any{"claim": "the deploy works", "sessionId": secretID})
			res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "ackrite://sessions/" + secretID})
			if err != nil {
				t.Fatalf("read by its id: %v", err)
			}
			b, _ := json.Marshal(res)
			if strings.Contains(string(b), secretID) {
				t.Errorf("the answer echoes the secret-looking id: %s", b)
			}
			if uris := sessionURIs(t, cs); len(uris) != 1 || res.Contents[0].URI != uris[0] {
				t.Errorf("read answered as %s; listed as %v", res.Contents[0].URI, uris)
			}
		})
	}
}

// TestSessionResourcesRedactWhatTheSessionLearned: a value the session's
// rules redacted once is redacted wherever it appears (docs/rules.md §8) — in
// resources too. The claim of a first call named a password that only a
// second call's DB_PASSWORD= line showed to be one; before, reading the
// session gave the first claim back with the password in it, and a
// session named by the password was listed under it.
func TestSessionResourcesRedactWhatTheSessionLearned(t *testing.T) {
	secret := "Tr0ub4dor-horse-battery"
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{})
	for name, cs := range map[string]*mcp.ClientSession{
		"stdio": stdioClient(t, New(Options{}), nil, oldVersion),
		"http":  mustDial(t, base, oldVersion, ""),
	} {
		t.Run(name, func(t *testing.T) {
			for _, id := range []string{"deploy", secret} {
				callStatus(t, cs, map[string]any{"claim": "the deploy with " + secret + " works", "sessionId": id})
				callStatus(t, cs, map[string]any{"claim": "login works", "sessionId": id,
					"evidence": []any{map[string]any{"type": "log", "content": "DB_PASSWORD=" + secret}}})
			}
			list, err := cs.ListResources(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(list)
			if strings.Contains(string(b), secret) {
				t.Errorf("resources/list shows the learned secret: %s", b)
			}
			for _, uri := range sessionURIs(t, cs) {
				res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: uri})
				if err != nil {
					t.Fatalf("read %s: %v", uri, err)
				}
				if b, _ := json.Marshal(res); strings.Contains(string(b), secret) {
					t.Errorf("%s shows the learned secret: %s", uri, b)
				}
			}
		})
	}
}

// TestHTTPSessionsLearnSecrets: a value the rules redacted in one call is
// redacted in the session's later calls (docs/rules.md §8) over HTTP as on stdio.
// Each HTTP namespace made its tools with the shared redactor, which the
// tools take for a caller's own and so learn nothing with: over HTTP no
// session remembered a secret.
func TestHTTPSessionsLearnSecrets(t *testing.T) {
	secret := "Tr0ub4dor-horse-battery"
	base, _, _ := startHTTP(t, New(Options{}), HTTPOptions{Tokens: []string{"token-a-0123456789abcdef"}})
	for _, version := range []string{oldVersion, statelessVersion} {
		t.Run(version, func(t *testing.T) {
			cs := mustDial(t, base, version, "token-a-0123456789abcdef")
			callStatus(t, cs, map[string]any{"claim": "login works", "sessionId": "learn",
				"evidence": []any{map[string]any{"type": "log", "content": "DB_PASSWORD=" + secret}}})
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ackrite", Arguments: map[string]any{"claim": "the deploy works", "sessionId": "learn",
				"evidence": []any{map[string]any{"type": "log", "polarity": "contradicts", "content": "deploy failed: connecting as deploy with " + secret + " was refused"}}}})
			if err != nil {
				t.Fatal(err)
			}
			if b, _ := json.Marshal(res); strings.Contains(string(b), secret) {
				t.Errorf("a later call echoes the secret an earlier one redacted: %s", b)
			}
		})
	}
}
