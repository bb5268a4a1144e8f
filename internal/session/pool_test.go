package session

import (
	"fmt"
	"sync"
	"testing"
)

// poolLen counts the sessions of the pool's stores.
func poolLen(stores ...*Store) int {
	n := 0
	for _, st := range stores {
		n += st.Len()
	}
	return n
}

// TestPoolBoundsAllStores: stores that share a pool hold at most its
// Max sessions in all, and one owner's stores at most PerOwner, however
// many stores an owner has (an HTTP client's many MCP sessions).
func TestPoolBoundsAllStores(t *testing.T) {
	p := NewPool(10, 6)
	var all []*Store
	for o := range 4 {
		for range 5 { // five stores per owner
			st := p.NewStore(fmt.Sprintf("owner-%d", o), MaxSessions)
			all = append(all, st)
			for i := range 4 {
				st.Update(fmt.Sprintf("s%d", i), nil)
			}
		}
	}
	if n := poolLen(all...); n > 10 {
		t.Errorf("the pool's stores hold %d sessions; its bound is 10", n)
	}
	for o := range 4 {
		if n := poolLen(all[o*5 : o*5+5]...); n > 6 {
			t.Errorf("owner-%d's stores hold %d sessions; an owner's bound is 6", o, n)
		}
	}
}

// TestPoolFloodEvictsTheFlooder: owner b creating sessions in store after
// store evicts b's own least recently used sessions, never those of owner
// a, who holds fewer than its share — even when a's are the oldest.
func TestPoolFloodEvictsTheFlooder(t *testing.T) {
	p := NewPool(8, 6)
	a := p.NewStore("a", MaxSessions)
	a.Update("investigation", nil)
	a.Update("other", nil)
	var bs []*Store
	for i := range 100 {
		st := p.NewStore("b", MaxSessions)
		bs = append(bs, st)
		if got := st.Update(fmt.Sprintf("b%d", i), nil).Evicted; got != "" {
			t.Fatalf("b's new store reports evicting %q: a session of another store is not named", got)
		}
	}
	if diff := poolLen(a); diff != 2 {
		t.Errorf("a holds %d of its 2 sessions after b's flood: %v", diff, a.IDs())
	}
	if n := poolLen(bs...); n > 6 {
		t.Errorf("b holds %d sessions; its bound is 6", n)
	}
	// Past Max, the owner with the most gives way: c's first sessions
	// push out b's, not a's.
	c := p.NewStore("c", MaxSessions)
	c.Update("c0", nil)
	c.Update("c1", nil)
	if poolLen(a) != 2 || poolLen(c) != 2 || poolLen(a, c)+poolLen(bs...) > 8 {
		t.Errorf("after c: a %d, c %d, b %d (bound 8)", poolLen(a), poolLen(c), poolLen(bs...))
	}
}

// TestPoolKeepsTheNewSession: a session is never evicted by the pool as
// it is created, even when every owner holds one and the pool is over its
// bound: the least recently used owner's session goes instead.
func TestPoolKeepsTheNewSession(t *testing.T) {
	p := NewPool(3, 3)
	var stores []*Store
	for i := range 6 {
		st := p.NewStore(fmt.Sprintf("o%d", i), MaxSessions)
		stores = append(stores, st)
		st.Update("only", nil)
		if st.Len() != 1 {
			t.Fatalf("o%d's new session was evicted as it was created", i)
		}
	}
	if n := poolLen(stores...); n != 3 {
		t.Errorf("%d sessions, bound 3", n)
	}
	for i, st := range stores[3:] {
		if st.Len() != 1 {
			t.Errorf("o%d, among the most recent, lost its session", i+3)
		}
	}
}

// TestPoolSameStoreEvictionIsReported: when the pool evicts a session of
// the store that created one, the summary names it, as the store's own
// eviction does (it is the caller's own session).
func TestPoolSameStoreEvictionIsReported(t *testing.T) {
	p := NewPool(100, 2)
	st := p.NewStore("a", MaxSessions)
	st.Update("first", nil)
	st.Update("second", nil)
	if got := st.Update("third", nil).Evicted; got != "first" {
		t.Errorf("evicted %q, want first", got)
	}
}

// TestPoolLeave: a store that leaves the pool no longer counts.
func TestPoolLeave(t *testing.T) {
	p := NewPool(2, 2)
	a := p.NewStore("a", MaxSessions)
	a.Update("a0", nil)
	a.Update("a1", nil)
	p.Leave(a)
	b := p.NewStore("a", MaxSessions)
	b.Update("b0", nil)
	b.Update("b1", nil)
	if a.Len() != 2 || b.Len() != 2 {
		t.Errorf("a %d, b %d: a store that left was counted", a.Len(), b.Len())
	}
}

// TestPoolConcurrent: stores of a pool used at once stay within its
// bounds (run with -race).
func TestPoolConcurrent(t *testing.T) {
	p := NewPool(16, 8)
	var stores []*Store
	for o := range 8 {
		stores = append(stores, p.NewStore(fmt.Sprintf("o%d", o%4), MaxSessions))
	}
	var wg sync.WaitGroup
	for i, st := range stores {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 200 {
				st.Update(fmt.Sprintf("s%d-%d", i, j%40), nil)
			}
		}()
	}
	wg.Wait()
	if n := poolLen(stores...); n > 16 {
		t.Errorf("%d sessions, bound 16", n)
	}
}
