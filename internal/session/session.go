// Package session keeps a bounded, in-process history per investigation
// (docs/rules.md §7): at most 32 sessions, least recently used evicted first, and
// fixed-size ring buffers inside each. Nothing is persisted; everything is
// lost when the process exits. A Store is safe for concurrent use.
package session

import (
	"container/list"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/redact"
)

// Caps of docs/rules.md §7.
const (
	MaxSessions    = 32
	MaxClaims      = 64
	MaxEvidence    = 128
	MaxAttempts    = 128
	MaxConclusions = 64
	MaxAssumptions = 64
	MaxIDLength    = 128
	DefaultID      = "default"

	// A claim remembers at most this many contradicting items, each as
	// an excerpt of at most this many characters, so that binding stays
	// bounded: 32 sessions × 64 claims × 16 × 160 characters.
	MaxContradictions       = 16
	MaxContradictionExcerpt = 160

	// MaxSecrets bounds the secret values a session remembers, as hashes,
	// to redact wherever they appear again (docs/rules.md §8).
	MaxSecrets = 256
)

// A Claim is a claim a tool classified, as the session remembers it: the
// one claim type every tool reads (docs/rules.md §7).
type Claim struct {
	Excerpt string   // redacted, at most 280 characters
	Terms   []string // content terms of the full claim, capped
	Idents  []string // identifiers the claim names (TestCheckout, /v1/token), capped
	Topics  []string // its topical terms (reading.Subject.Topics), capped
	Status  claim.Status
	Tool    string
	Call    int // the session call that classified it
	// Contradictions are the items that made it CONTRADICTED in that call,
	// each binding the claim until it is reconciled.
	Contradictions []Contradiction
}

// A Contradiction is one contradicting evidence item and its reference.
type Contradiction struct {
	Ref        string // "c3.e1": call 3, evidence[1]
	Excerpt    string // the item, redacted excerpt
	Reconciled string // the reference of the item that reconciled it; "" while it binds
}

// Binds reports whether the claim still binds: CONTRADICTED with a
// contradiction not yet reconciled.
func (c *Claim) Binds() (Contradiction, bool) {
	if c.Status != claim.Contradicted {
		return Contradiction{}, false
	}
	for _, x := range c.Contradictions {
		if x.Reconciled == "" {
			return x, true
		}
	}
	return Contradiction{}, false
}

// Subject returns the claim's subject for paraphrase matching.
func (c *Claim) Subject() reading.Subject {
	return reading.Subject{Terms: c.Terms, Idents: c.Idents, Topics: c.Topics}
}

// Bound returns the session's claim that binds a claim with this subject:
// a CONTRADICTED claim, not reconciled, that is the same claim or a
// paraphrase of it (same identifiers, or content terms with Jaccard ≥ 0.5
// — docs/rules.md §7). The latest such claim wins.
func (s *Session) Bound(subject reading.Subject) (Claim, Contradiction, bool) {
	// The latest wins: look from the newest back, in place (a Claim is
	// copied only once found).
	r := &s.Claims
	for i := r.n - 1; i >= 0; i-- {
		c := &r.buf[(r.start+i)%len(r.buf)]
		if cx, binds := c.Binds(); binds && reading.Paraphrase(c.Subject(), subject) {
			return *c, cx, true
		}
	}
	return Claim{}, Contradiction{}, false
}

// Contradiction returns the contradiction with reference ref, if the
// session holds it.
func (s *Session) Contradiction(ref string) (Contradiction, bool) {
	for c := range s.Claims.All() {
		for _, x := range c.Contradictions {
			if x.Ref == ref {
				return x, true
			}
		}
	}
	return Contradiction{}, false
}

// Reconcile marks the contradiction ref as explained by the item by, in
// every claim that holds it.
func (s *Session) Reconcile(ref, by string) {
	s.Claims.Update(func(c *Claim) {
		for i := range c.Contradictions {
			if c.Contradictions[i].Ref == ref && c.Contradictions[i].Reconciled == "" {
				c.Contradictions[i].Reconciled = by
			}
		}
	})
}

// Refs lists the references of the session's contradictions, oldest
// first, at most n, for error messages.
func (s *Session) Refs(n int) []string {
	var out []string
	for c := range s.Claims.All() {
		for _, x := range c.Contradictions {
			if len(out) < n {
				out = append(out, x.Ref)
			}
		}
	}
	return out
}

// An Evidence is a supplied evidence item as the session remembers it.
type Evidence struct {
	Type     string
	Polarity string
	Source   string
	Excerpt  string
	// Weak: reliability below evidence.WeakBelow.
	Weak bool
	// Outcome is the item's content read as output (pass, fail, no-run or
	// none), kept because the excerpt does not keep the output's lines.
	Outcome reading.Outcome
}

// An Attempt is one thing an agent tried (reality_check).
type Attempt struct {
	Approach  string // excerpt
	Outcome   string // excerpt
	Succeeded *bool
	Terms     []string // normalized terms of the approach
	Failed    bool     // the attempt did not succeed
}

// A Conclusion is the one-line outcome of a tool call.
type Conclusion struct {
	Tool    string
	Summary string
}

// An Assumption is an unresolved assumption and the claim it belongs to.
type Assumption struct {
	Text     string
	ClaimKey string
}

// Session is the history of one sessionId. Use [Store.Update] and
// [Store.View] to touch it; its methods are not locked on their own.
type Session struct {
	id          string
	used        uint64 // when it was last used (uses), under its store's lock
	calls       int    // tool calls so far, this one included
	Claims      Ring[Claim]
	Evidence    Ring[Evidence]
	Attempts    Ring[Attempt]
	Conclusions Ring[Conclusion]
	Assumptions Ring[Assumption]
	// secrets are the values its calls' rules redacted; set once, by the
	// first call that needs them (AdoptSecrets), read without the lock.
	secrets atomic.Pointer[redact.Known]
	mu      sync.Mutex
}

// AdoptSecrets makes k the set of secret values the session remembers;
// when it has one already (a call that started before the session
// existed learned into a set of its own), k's values join it.
func (s *Session) AdoptSecrets(k *redact.Known) {
	if !s.secrets.CompareAndSwap(nil, k) {
		s.secrets.Load().Merge(k)
	}
}

// ID returns the session's id.
func (s *Session) ID() string { return s.id }

// Call returns the number of the current call in this session (1-based):
// the N of the references "cN.eM" that results print.
func (s *Session) Call() int { return s.calls }

func newSession(id string) *Session {
	return &Session{
		id:          id,
		Claims:      NewRing[Claim](MaxClaims),
		Evidence:    NewRing[Evidence](MaxEvidence),
		Attempts:    NewRing[Attempt](MaxAttempts),
		Conclusions: NewRing[Conclusion](MaxConclusions),
		Assumptions: NewRing[Assumption](MaxAssumptions),
	}
}

// AddAssumption records an unresolved assumption unless the same text is
// already recorded.
func (s *Session) AddAssumption(a Assumption) {
	for x := range s.Assumptions.All() {
		if x.Text == a.Text {
			return
		}
	}
	s.Assumptions.Add(a)
}

// ResolveAssumptions drops the assumptions recorded for claimKey, once that
// claim has been established.
func (s *Session) ResolveAssumptions(claimKey string) {
	s.Assumptions.DeleteFunc(func(a Assumption) bool { return a.ClaimKey == claimKey })
}

// Summary is what every tool result reports about its session.
type Summary struct {
	ID                    string `json:"id" jsonschema:"The session id used (default: default)."`
	Claims                int    `json:"claims" jsonschema:"Claims recorded in this session (at most 64 kept)."`
	Evidence              int    `json:"evidence" jsonschema:"Evidence items recorded (at most 128 kept)."`
	Attempts              int    `json:"attempts" jsonschema:"Attempts recorded by reality_check (at most 128 kept)."`
	Conclusions           int    `json:"conclusions" jsonschema:"Tool conclusions recorded (at most 64 kept)."`
	UnresolvedAssumptions int    `json:"unresolvedAssumptions" jsonschema:"Distinct assumptions not yet backed by KNOWN evidence (at most 64 kept)."`
	Evicted               string `json:"evicted,omitempty" jsonschema:"Present when this call's session was new and the least recently used session, named here, was dropped to make room (32 sessions at most)."`
}

// Summary reports the session's counts.
func (s *Session) Summary() Summary {
	return Summary{
		ID:                    Shown(s.id),
		Claims:                s.Claims.Len(),
		Evidence:              s.Evidence.Len(),
		Attempts:              s.Attempts.Len(),
		Conclusions:           s.Conclusions.Len(),
		UnresolvedAssumptions: s.Assumptions.Len(),
	}
}

// IDPattern is the pattern of a session id, as [ValidateID] checks it.
var IDPattern = "^[A-Za-z0-9._:-]{1," + strconv.Itoa(MaxIDLength) + "}$"

// ValidateID checks a session id: 1–128 characters of [A-Za-z0-9._:-].
// The empty string selects [DefaultID] and is valid.
func ValidateID(field, id string) error {
	if id == "" {
		return nil
	}
	if len(id) > MaxIDLength {
		return input.Errorf(field, "is %d characters; the limit is %d", len(id), MaxIDLength)
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == ':' || c == '-') {
			return input.Errorf(field, "has %q at position %d; use 1–%d characters of A-Z a-z 0-9 . _ : -", rune(c), i, MaxIDLength)
		}
	}
	return nil
}

// A Store holds the sessions. The zero value is not usable; call [NewStore].
type Store struct {
	mu       sync.Mutex
	max      int
	lru      *list.List // of *Session, most recently used at the front
	index    map[string]*list.Element
	onChange func()
	pool     *Pool // when the store is one of a pool's (Pool.Join)
}

// OnChange sets f to be called, outside the store's lock, each time the
// set of sessions changes: a session created, and so perhaps another
// evicted. A server tells its clients (notifications/resources/list_changed).
func (st *Store) OnChange(f func()) {
	st.mu.Lock()
	st.onChange = f
	st.mu.Unlock()
}

// NewStore returns a store that keeps at most max sessions (docs/rules.md §7: 32).
func NewStore(max int) *Store {
	if max < 1 {
		max = 1
	}
	return &Store{max: max, lru: list.New(), index: make(map[string]*list.Element)}
}

// Len reports how many sessions the store holds.
func (st *Store) Len() int {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.lru.Len()
}

// acquire returns the session for id, creating it (and evicting the least
// recently used one when full) if needed. It marks the session as used.
// When it created the session, pool is the store's pool, if any.
func (st *Store) acquire(id string) (s *Session, evicted string, created bool, pool *Pool) {
	if id == "" {
		id = DefaultID
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if e, ok := st.index[id]; ok {
		st.lru.MoveToFront(e)
		s = e.Value.(*Session)
		s.used = uses.Add(1)
		return s, "", false, nil
	}
	if st.lru.Len() >= st.max {
		last := st.lru.Back()
		old := last.Value.(*Session)
		st.lru.Remove(last)
		delete(st.index, old.id)
		evicted = old.id
	}
	s = newSession(id)
	s.used = uses.Add(1)
	st.index[id] = st.lru.PushFront(s)
	return s, evicted, true, st.pool
}

// Secrets returns the secret values session id remembers (docs/rules.md §8), or a
// new set for a session that does not exist yet, to be adopted by the
// call's Update (Session.AdoptSecrets). It neither creates the session
// nor counts as its use.
func (st *Store) Secrets(id string) *redact.Known {
	if id == "" {
		id = DefaultID
	}
	st.mu.Lock()
	e, ok := st.index[id]
	st.mu.Unlock()
	if ok {
		if k := e.Value.(*Session).secrets.Load(); k != nil {
			return k
		}
	}
	return redact.NewKnown(MaxSecrets)
}

// Update runs f with exclusive access to the session id (created if
// absent) and returns its summary after f, with Evicted set when creating it
// evicted another session.
func (st *Store) Update(id string, f func(*Session)) Summary {
	s, evicted, created, pool := st.acquire(id)
	if created {
		if pool != nil {
			if own := pool.admit(st, s); evicted == "" {
				evicted = own
			}
		}
		defer st.changed()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls++
	if f != nil {
		f(s)
	}
	sum := s.Summary()
	if evicted != "" {
		sum.Evicted = Shown(evicted)
	}
	return sum
}

// Shown is a session id as results show it (docs/rules.md §7, §8): an id that looks
// like a secret — one the redaction rules find a token in, or a long run of
// mixed-case letters and digits such as a random API key — is replaced by
// "[REDACTED:session-id]". A client that named its session with a token
// gets the token back nowhere, and neither does a client whose call evicts
// that session. Ordinary ids ("default", "fix-login-2", a UUID) show as is.
func Shown(id string) string {
	if redact.String(id) != id || randomLooking(id) {
		return redact.Marker + "session-id]"
	}
	return id
}

// randomLooking reports an id of 24 or more characters holding upper- and
// lower-case letters and digits in one run, without the "-", "." or ":"
// that separate the words of a chosen name (a UUID is lower-case hex and
// dashes: not random-looking here).
func randomLooking(id string) bool {
	if len(id) < 24 {
		return false
	}
	upper, lower, digit := false, false, false
	for i := 0; i < len(id); i++ {
		switch c := id[i]; {
		case 'A' <= c && c <= 'Z':
			upper = true
		case 'a' <= c && c <= 'z':
			lower = true
		case '0' <= c && c <= '9':
			digit = true
		case c == '-' || c == '.' || c == ':':
			return false
		}
	}
	return upper && lower && digit
}

// IDs returns the session ids, most recently used first.
func (st *Store) IDs() []string {
	st.mu.Lock()
	defer st.mu.Unlock()
	ids := make([]string, 0, st.lru.Len())
	for e := st.lru.Front(); e != nil; e = e.Next() {
		ids = append(ids, e.Value.(*Session).id)
	}
	return ids
}
