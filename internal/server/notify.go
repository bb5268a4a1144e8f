package server

import (
	"context"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// notifyDelay coalesces the changes of a burst (a flood of new
// investigation sessions) into one notification per namespace, as the
// SDK's own list-changed notifications are debounced.
const notifyDelay = 10 * time.Millisecond

// notifier sends notifications/resources/list_changed to the clients whose
// list of investigation sessions changed (docs/rules.md §14), and to no other: the
// SDK notifies every session of a change to the server's own resources,
// which would tell one client when another started an investigation.
//
// Sessions of protocol ≤ 2025-11-25 are notified on their session: the MCP
// session of its own namespace over HTTP, and on stdio — the shared store —
// the one session there is; and only once per resources/list they made: a
// list-changed notification says "the list you fetched is out of date", so
// a client that never listed resources gets none (a piped client that
// only calls tools never sees a line it did not ask for), and one that
// creates a thousand sessions between two lists gets one. 2026-07-28 has
// no sessions: a client opens a subscriptions/listen stream, an explicit
// request for the notifications, and the namespace is its token's (or the
// shared store without tokens), so the listen streams of that namespace
// that asked for resource list changes are notified on their stream, with
// the listen request's id in _meta as the SDK does.
type notifier struct {
	srv *mcp.Server

	mu      sync.Mutex
	send    mcp.MethodHandler              // the SDK's sending handler
	listens map[*mcp.ServerSession]*listen // open subscriptions/listen streams
	pending map[string]*time.Timer         // by namespace
	// listed are the sessions (≤ 2025-11-25) that listed resources since
	// their last notification; watched are those whose end is awaited to
	// forget them, so that an ended session is not kept alive here.
	listed, watched map[*mcp.ServerSession]bool
}

// A listen is an open subscriptions/listen stream.
type listen struct {
	namespace string
	subID     any  // the listen request's id, learned from its acknowledgement
	resources bool // it asked for, and was granted, resource list changes
}

func newNotifier(srv *mcp.Server) *notifier {
	n := &notifier{srv: srv, listens: map[*mcp.ServerSession]*listen{}, pending: map[string]*time.Timer{},
		listed: map[*mcp.ServerSession]bool{}, watched: map[*mcp.ServerSession]bool{}}
	srv.AddSendingMiddleware(n.sending)
	srv.AddReceivingMiddleware(n.receiving)
	return n
}

// sending keeps the SDK's sending handler, to notify one session through
// it, and learns each listen stream's id from its acknowledgement.
func (n *notifier) sending(next mcp.MethodHandler) mcp.MethodHandler {
	n.mu.Lock()
	n.send = next
	n.mu.Unlock()
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == "notifications/subscriptions/acknowledged" {
			if p, ok := req.GetParams().(*mcp.SubscriptionsAcknowledgedParams); ok && p != nil {
				n.mu.Lock()
				if l := n.listens[req.GetSession().(*mcp.ServerSession)]; l != nil {
					l.subID = p.Meta[mcp.MetaKeySubscriptionID]
					l.resources = p.Notifications.ResourcesListChanged
				}
				n.mu.Unlock()
			}
		}
		return next(ctx, method, req)
	}
}

// receiving records each subscriptions/listen stream, with its namespace,
// for as long as it is open, and each session that lists resources.
func (n *notifier) receiving(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		ss, _ := req.GetSession().(*mcp.ServerSession)
		if ss == nil || method != "subscriptions/listen" && method != "resources/list" {
			return next(ctx, method, req)
		}
		if method == "resources/list" {
			res, err := next(ctx, method, req)
			if err == nil && sessionful(ss) {
				n.mu.Lock()
				n.listed[ss] = true
				watch := !n.watched[ss]
				n.watched[ss] = true
				n.mu.Unlock()
				if watch {
					go n.forget(ss)
				}
			}
			return res, err
		}
		name, _ := namespaceOf(ss, req.GetExtra())
		n.mu.Lock()
		n.listens[ss] = &listen{namespace: name}
		n.mu.Unlock()
		defer func() {
			n.mu.Lock()
			delete(n.listens, ss)
			n.mu.Unlock()
		}()
		return next(ctx, method, req)
	}
}

// forget drops ss once it has ended.
func (n *notifier) forget(ss *mcp.ServerSession) {
	_ = ss.Wait()
	n.mu.Lock()
	delete(n.listed, ss)
	delete(n.watched, ss)
	n.mu.Unlock()
}

// changed schedules a notification for namespace name.
func (n *notifier) changed(name string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if t := n.pending[name]; t != nil {
		t.Reset(notifyDelay)
		return
	}
	n.pending[name] = time.AfterFunc(notifyDelay, func() { n.notify(name) })
}

// notify sends the notification to every session and listen stream of
// namespace name.
func (n *notifier) notify(name string) {
	sessions := n.srv.Sessions() // a copy, taken before n.mu
	n.mu.Lock()
	delete(n.pending, name)
	send := n.send
	type target struct {
		ss   *mcp.ServerSession
		meta mcp.Meta
	}
	var targets []target
	for ss, l := range n.listens {
		if l.namespace == name && l.resources && l.subID != nil {
			targets = append(targets, target{ss, mcp.Meta{mcp.MetaKeySubscriptionID: l.subID}})
		}
	}
	for ss := range sessions {
		if own, _ := namespaceOf(ss, nil); own == name && n.listed[ss] {
			delete(n.listed, ss)
			targets = append(targets, target{ss: ss})
		}
	}
	n.mu.Unlock()
	if send == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, t := range targets {
		req := &mcp.ServerRequest[*mcp.ResourceListChangedParams]{Session: t.ss, Params: &mcp.ResourceListChangedParams{Meta: t.meta}}
		_, _ = send(ctx, "notifications/resources/list_changed", req)
	}
}

// sessionful reports whether ss follows a protocol with sessions (≤
// 2025-11-25) and has been initialized.
func sessionful(ss *mcp.ServerSession) bool {
	p := ss.InitializeParams()
	return p != nil && p.ProtocolVersion != "" && p.ProtocolVersion < statelessVersion
}
