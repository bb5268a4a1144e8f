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

// namespaces isolates investigation sessions between HTTP clients (docs/rules.md §7,
// §11): each MCP session (protocol ≤ 2025-11-25), else each bearer token,
// has its own 32-session store, so a client can neither read, extend nor
// evict another's investigation, and `evicted` only ever names an id of the
// caller's own namespace. Calls with neither — stdio, and stateless HTTP
// without tokens, one principal — share the default store.
//
// The stores share one pool (session.Pool), whose owners are the clients:
// a token, else the MCP session itself. However many MCP sessions a
// client opens, its investigations together stay within the pool's bound
// per owner, and all of them within its bound in all, the client holding
// the most giving way first: a full namespace holds about 30 MB, and 1,000
// of them would not fit in any server.
type namespaces struct {
	shared *tools.Set
	// redact is the redactor of what the server says; option, the one
	// the server was given (nil: the built-in rules), which every
	// namespace's tools are made with, so that they learn what they
	// redact as the shared ones do (tools.New).
	redact, option tools.RedactFunc
	pool           *session.Pool
	// changed, when set, is called with a namespace's name ("" for the
	// shared store) when its set of investigation sessions changes.
	changed func(name string)

	mu    sync.Mutex
	max   int
	lru   *list.List // of *namespace, most recently used first
	index map[string]*list.Element
}

type namespace struct {
	name  string
	tools *tools.Set
}

// leave takes the namespace's store out of the pool.
func (ns *namespace) leave(p *session.Pool) { p.Leave(ns.tools.Store) }

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

func newNamespaces(store *session.Store, redact tools.RedactFunc, max int, changed func(name string)) *namespaces {
	shared := tools.New(store, redact)
	if changed != nil {
		store.OnChange(func() { changed("") })
	}
	pool := session.NewPool(session.MaxPooled, session.MaxPerOwner)
	pool.Join(store, "")
	return &namespaces{shared: shared, redact: shared.Redact, option: redact, pool: pool, changed: changed, max: max, lru: list.New(), index: make(map[string]*list.Element)}
}

// forRequest returns the tools (and so the session store) a call works on.
func (n *namespaces) forRequest(req *mcp.CallToolRequest) *tools.Set {
	if req == nil {
		return n.shared
	}
	name, ss := namespaceOf(req.Session, req.Extra)
	if name == "" {
		return n.shared
	}
	return n.get(name, ownerOf(name, req.Extra), ss)
}

// ownerOf names the client a namespace belongs to, for the pool's bounds:
// its token's principal, else the namespace itself (without tokens, an MCP
// session is all that tells clients apart).
func ownerOf(name string, extra *mcp.RequestExtra) string {
	if extra != nil && extra.TokenInfo != nil && extra.TokenInfo.UserID != "" {
		return extra.TokenInfo.UserID
	}
	return name
}

// namespaceOf names the namespace of a request: "session:<id>" for an MCP
// session with an id, with that session; else its token's principal; else
// "", the shared store.
func namespaceOf(ss *mcp.ServerSession, extra *mcp.RequestExtra) (string, *mcp.ServerSession) {
	if ss != nil {
		if id := ss.ID(); id != "" {
			return "session:" + id, ss
		}
	}
	if extra != nil && extra.TokenInfo != nil && extra.TokenInfo.UserID != "" {
		return extra.TokenInfo.UserID, nil
	}
	return "", nil
}

// find returns the tools of a request's namespace without creating it:
// nil when the caller has no investigation yet. Reading is not using: it
// does not mark the namespace used.
func (n *namespaces) find(ss *mcp.ServerSession, extra *mcp.RequestExtra) *tools.Set {
	name, _ := namespaceOf(ss, extra)
	if name == "" {
		return n.shared
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if e, ok := n.index[name]; ok {
		return e.Value.(*namespace).tools
	}
	return nil
}

// get returns the namespace's tools, creating them in the pool as owner's.
// A namespace created for an MCP session is dropped when that session ends.
func (n *namespaces) get(name, owner string, ss *mcp.ServerSession) *tools.Set {
	n.mu.Lock()
	defer n.mu.Unlock()
	if e, ok := n.index[name]; ok {
		n.lru.MoveToFront(e)
		return e.Value.(*namespace).tools
	}
	if n.lru.Len() >= n.max {
		last := n.lru.Back()
		n.lru.Remove(last)
		last.Value.(*namespace).leave(n.pool)
		old := last.Value.(*namespace).name
		delete(n.index, old)
		if n.changed != nil {
			n.changed(old)
		}
	}
	store := n.pool.NewStore(owner, session.MaxSessions)
	if n.changed != nil {
		store.OnChange(func() { n.changed(name) })
	}
	ns := &namespace{name: name, tools: tools.New(store, n.option)}
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
		e.Value.(*namespace).leave(n.pool)
		delete(n.index, name)
	}
}
