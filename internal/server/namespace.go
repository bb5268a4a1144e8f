package server

import (
	"container/list"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/tools"
)

// MaxNamespaces bounds the investigation-session namespaces held at once:
// one per live MCP session (at most MaxLiveSessions) and one per bearer
// token (a 4 KiB token file holds at most 240), with room for sessions
// closed but not yet dropped. Beyond it the least recently used namespace is
// dropped whole.
const MaxNamespaces = MaxLiveSessions + 256

// namespaces isolates investigation sessions between HTTP clients (SPEC §7,
// §11): each MCP session (protocol ≤ 2025-11-25), else each bearer token,
// has its own 32-session store, so a client can neither read, extend nor
// evict another's investigation, and `evicted` only ever names an id of the
// caller's own namespace. Calls with neither — stdio, and stateless HTTP
// without tokens, one principal — share the default store.
type namespaces struct {
	shared *tools.Set
	redact tools.Redactor

	mu    sync.Mutex
	max   int
	lru   *list.List // of *namespace, most recently used first
	index map[string]*list.Element
}

type namespace struct {
	name  string
	tools *tools.Set
}

// investigations finds the namespaces of a server made by [New], so that
// the HTTP transport can tell which MCP sessions hold investigations.
var investigations sync.Map // *mcp.Server → *namespaces

// investedIn reports, for srv's MCP sessions by id, whether one holds
// investigation sessions; nil for a server [New] did not make.
func investedIn(srv *mcp.Server) func(string) bool {
	v, ok := investigations.Load(srv)
	if !ok {
		return nil
	}
	n := v.(*namespaces)
	return func(id string) bool {
		n.mu.Lock()
		defer n.mu.Unlock()
		_, ok := n.index["session:"+id]
		return ok
	}
}

func newNamespaces(store *session.Store, redact tools.Redactor, max int) *namespaces {
	shared := tools.New(store, redact)
	return &namespaces{shared: shared, redact: shared.Redact, max: max, lru: list.New(), index: make(map[string]*list.Element)}
}

// forRequest returns the tools (and so the session store) a call works on.
func (n *namespaces) forRequest(req *mcp.CallToolRequest) *tools.Set {
	if req == nil {
		return n.shared
	}
	if ss := req.Session; ss != nil {
		if id := ss.ID(); id != "" {
			return n.get("session:"+id, ss)
		}
	}
	if req.Extra != nil && req.Extra.TokenInfo != nil && req.Extra.TokenInfo.UserID != "" {
		return n.get(req.Extra.TokenInfo.UserID, nil)
	}
	return n.shared
}

// get returns the namespace's tools, creating them. A namespace created for
// an MCP session is dropped when that session ends.
func (n *namespaces) get(name string, ss *mcp.ServerSession) *tools.Set {
	n.mu.Lock()
	defer n.mu.Unlock()
	if e, ok := n.index[name]; ok {
		n.lru.MoveToFront(e)
		return e.Value.(*namespace).tools
	}
	if n.lru.Len() >= n.max {
		last := n.lru.Back()
		n.lru.Remove(last)
		delete(n.index, last.Value.(*namespace).name)
	}
	ns := &namespace{name: name, tools: tools.New(session.NewStore(session.MaxSessions), n.redact)}
	n.index[name] = n.lru.PushFront(ns)
	if ss != nil {
		go func() {
			_ = ss.Wait()
			n.drop(name)
		}()
	}
	return ns.tools
}

func (n *namespaces) drop(name string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if e, ok := n.index[name]; ok {
		n.lru.Remove(e)
		delete(n.index, name)
	}
}
