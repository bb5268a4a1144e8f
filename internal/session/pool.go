package session

import (
	"sync"
	"sync/atomic"
)

// uses orders the uses of sessions across stores, so that a pool can tell
// which of several stores' sessions was used least recently.
var uses atomic.Uint64

// A Pool bounds the sessions of several stores together (docs/rules.md §1
// "Bounded", §11): each store still keeps at most its own max (32), and
// the pool keeps them all within Max and the stores of one owner — one
// client, whose many MCP sessions each have a store — within PerOwner. A
// client can then neither grow the process without bound by opening
// store after store nor push out another client's investigations: over
// an owner's bound its own least recently used session goes; over Max,
// that of the owner holding the most (the least recently used owner among
// equals). A session is never evicted by the pool as it is created.
//
//	p := session.NewPool(session.MaxPooled, session.MaxPerOwner)
//	st := p.NewStore("token:1f2e", session.MaxSessions)
//	defer p.Leave(st)
//
// A Pool is safe for concurrent use.
type Pool struct {
	max, perOwner int

	mu     sync.Mutex
	owners map[*Store]string
}

// Bounds of a server's pool (docs/rules.md §11): a full session — every ring at its
// cap, every text at its limit — holds about 0.9 MB, so MaxPooled bounds
// the investigations of all clients together to about 115 MB, and
// MaxPerOwner one client's to half of that.
const (
	MaxPooled   = 128
	MaxPerOwner = 64
)

// NewPool returns a pool of at most total sessions in all and perOwner
// per owner.
func NewPool(total, perOwner int) *Pool {
	return &Pool{max: max(total, 1), perOwner: max(perOwner, 1), owners: map[*Store]string{}}
}

// NewStore returns a store of at most max sessions in the pool, owned by
// owner.
func (p *Pool) NewStore(owner string, max int) *Store {
	st := NewStore(max)
	p.Join(st, owner)
	return st
}

// Join makes st one of the pool's stores, owned by owner. Sessions it
// already holds count from its next new session on.
func (p *Pool) Join(st *Store, owner string) {
	st.mu.Lock()
	st.pool = p
	st.mu.Unlock()
	p.mu.Lock()
	p.owners[st] = owner
	p.mu.Unlock()
}

// Leave drops st from the pool: its sessions no longer count (a client's
// MCP session ended, and its store with it).
func (p *Pool) Leave(st *Store) {
	p.mu.Lock()
	delete(p.owners, st)
	p.mu.Unlock()
}

// admit brings the pool back within its bounds after st created fresh. It
// returns the id of a session of st itself it evicted, if any, for the
// caller's summary; another store's eviction is told to that store's
// OnChange hook only, never to the caller (docs/rules.md §11).
func (p *Pool) admit(st *Store, fresh *Session) (evictedHere string) {
	p.mu.Lock()
	owner, ok := p.owners[st]
	var told []*Store
	for ok {
		from, over := p.over(owner, fresh)
		if !over {
			break
		}
		victim := p.oldestOf(from, fresh)
		if victim == nil {
			break
		}
		id := victim.evictOldest(fresh)
		if victim == st {
			if evictedHere == "" {
				evictedHere = id
			}
		} else if !contains(told, victim) {
			told = append(told, victim)
		}
	}
	p.mu.Unlock()
	for _, v := range told {
		v.changed()
	}
	return evictedHere
}

// over reports whether the pool is over a bound after owner created
// fresh, and the owner who gives a session back: owner itself when over
// its own bound, else the one holding the most sessions it can give (the
// least recently used among equals). The caller holds p.mu.
func (p *Pool) over(owner string, fresh *Session) (string, bool) {
	type holding struct {
		n      int
		oldest uint64 // of a session it can give; 0: none
	}
	held := map[string]*holding{}
	total := 0
	for st, o := range p.owners {
		h := held[o]
		if h == nil {
			h = &holding{}
			held[o] = h
		}
		n, stamp := st.holding(fresh)
		h.n += n
		total += n
		if stamp != 0 && (h.oldest == 0 || stamp < h.oldest) {
			h.oldest = stamp
		}
	}
	if held[owner].n > p.perOwner {
		return owner, true
	}
	if total <= p.max {
		return "", false
	}
	from, best := "", (*holding)(nil)
	for o, h := range held {
		if h.oldest == 0 {
			continue
		}
		if best == nil || h.n > best.n || h.n == best.n && h.oldest < best.oldest {
			from, best = o, h
		}
	}
	return from, best != nil
}

// oldestOf returns the store of owner's least recently used session
// other than fresh, nil when it has none. The caller holds p.mu.
func (p *Pool) oldestOf(owner string, fresh *Session) *Store {
	var victim *Store
	var oldest uint64
	for st, o := range p.owners {
		if o != owner {
			continue
		}
		if _, stamp := st.holding(fresh); stamp != 0 && (victim == nil || stamp < oldest) {
			victim, oldest = st, stamp
		}
	}
	return victim
}

func contains(stores []*Store, st *Store) bool {
	for _, s := range stores {
		if s == st {
			return true
		}
	}
	return false
}

// holding reports how many sessions st holds and when the least recently
// used of them other than except was used (0: none).
func (st *Store) holding(except *Session) (n int, oldest uint64) {
	st.mu.Lock()
	defer st.mu.Unlock()
	e := st.lru.Back()
	if e != nil && e.Value.(*Session) == except {
		e = e.Prev()
	}
	if e != nil {
		oldest = e.Value.(*Session).used
	}
	return st.lru.Len(), oldest
}

// evictOldest drops st's least recently used session other than except
// and returns its id.
func (st *Store) evictOldest(except *Session) string {
	st.mu.Lock()
	defer st.mu.Unlock()
	e := st.lru.Back()
	if e != nil && e.Value.(*Session) == except {
		e = e.Prev()
	}
	if e == nil {
		return ""
	}
	s := e.Value.(*Session)
	st.lru.Remove(e)
	delete(st.index, s.id)
	return s.id
}

// changed calls the OnChange hook, if any.
func (st *Store) changed() {
	st.mu.Lock()
	f := st.onChange
	st.mu.Unlock()
	if f != nil {
		f()
	}
}
