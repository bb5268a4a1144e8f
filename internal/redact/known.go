package redact

import (
	"hash/maphash"
	"math/rand/v2"
	"strings"
	"sync"
)

// A Known is the set of secret values the rules have redacted so far — in
// one tool call, or in every call of a session — so that a value found
// once is redacted wherever it appears again, under the same rule name,
// with no keyword beside it (docs/rules.md §8): quoted bare in another evidence
// item, in the claim, in a reading's "because".
//
// It keeps hashes, not values: for each value a hash of its first
// MinKnown bytes (rolling, to find candidates in one pass over a text)
// and a seeded hash of the whole. It is bounded (the oldest value is
// forgotten first) and safe for concurrent use. The zero value is not
// usable; use [NewKnown].
type Known struct {
	mu      sync.RWMutex
	max     int
	values  []knownValue // a ring of at most max, oldest at next once full
	next    int
	byStart map[uint64][]int      // hash of the first MinKnown bytes → values
	filter  *[1 << 16 / 64]uint64 // the same hashes' top 16 bits, one test per byte
}

// The hashes are seeded once per process, so that sets can be merged.
var (
	knownSeed = maphash.MakeSeed()
	knownBase = rand.Uint64() | 1 // of the rolling hash: odd
	knownPow  = func() uint64 {   // knownBase^(MinKnown-1)
		p := uint64(1)
		for range MinKnown - 1 {
			p *= knownBase
		}
		return p
	}()
)

type knownValue struct {
	start uint64 // rolling hash of the first MinKnown bytes
	whole uint64 // maphash of the value
	n     int
	rule  string
}

// MinKnown is the shortest value a Known learns: shorter ones ("admin",
// "1234") would be redacted inside every word that holds them.
const MinKnown = 6

// NewKnown returns an empty set that remembers at most max values.
func NewKnown(max int) *Known {
	if max < 1 {
		max = 1
	}
	return &Known{max: max, byStart: map[uint64][]int{}, filter: new([1 << 16 / 64]uint64)}
}

// Len reports how many values the set holds.
func (k *Known) Len() int {
	k.mu.RLock()
	defer k.mu.RUnlock()
	return len(k.values)
}

// rolling hashes s[:MinKnown].
func rolling(s string) uint64 {
	h := uint64(0)
	for i := 0; i < MinKnown; i++ {
		h = h*knownBase + uint64(s[i])
	}
	return h
}

// Learn remembers value as a secret the rule named redacted. Values
// shorter than MinKnown, and values already known, are not added.
func (k *Known) Learn(rule, value string) {
	if len(value) < MinKnown || strings.Contains(value, Marker) {
		return
	}
	v := knownValue{start: rolling(value), whole: maphash.String(knownSeed, value), n: len(value), rule: rule}
	k.mu.Lock()
	defer k.mu.Unlock()
	k.add(v)
}

// Merge adds the values of other to k: the values the calls that started
// with a set of their own learned, once the session has one.
func (k *Known) Merge(other *Known) {
	if other == nil || other == k {
		return
	}
	other.mu.RLock()
	values := append([]knownValue(nil), other.values...)
	other.mu.RUnlock()
	k.mu.Lock()
	defer k.mu.Unlock()
	for _, v := range values {
		k.add(v)
	}
}

// add adds v unless it is known. k.mu is held.
func (k *Known) add(v knownValue) {
	for _, i := range k.byStart[v.start] {
		if x := k.values[i]; x.whole == v.whole && x.n == v.n {
			return
		}
	}
	i := len(k.values)
	if i < k.max {
		k.values = append(k.values, v)
	} else {
		i = k.next
		k.next = (k.next + 1) % k.max
		k.forget(i)
		k.values[i] = v
	}
	k.byStart[v.start] = append(k.byStart[v.start], i)
	k.mark(v.start)
}

// mark sets h's bit in the filter: its top 16 bits.
func (k *Known) mark(h uint64) { k.filter[h>>54] |= 1 << (h >> 48 & 63) }

func (k *Known) marked(h uint64) bool { return k.filter[h>>54]&(1<<(h>>48&63)) != 0 }

// forget drops value i from the index and rebuilds the filter, which
// cannot clear one value's bit alone.
func (k *Known) forget(i int) {
	old := k.values[i]
	idx := k.byStart[old.start]
	for j, x := range idx {
		if x == i {
			idx = append(idx[:j], idx[j+1:]...)
			break
		}
	}
	if len(idx) == 0 {
		delete(k.byStart, old.start)
	} else {
		k.byStart[old.start] = idx
	}
	clear(k.filter[:])
	for h := range k.byStart {
		k.mark(h)
	}
}

// Redact returns s with every known value replaced by [REDACTED:<rule>],
// the longest first where two start at one place; text inside a marker
// is left alone. It returns s itself when the set is empty or nothing
// matched.
func (k *Known) Redact(s string) string {
	if k == nil || len(s) < MinKnown {
		return s
	}
	k.mu.RLock()
	defer k.mu.RUnlock()
	if len(k.values) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	h := rolling(s)
	for i := 0; ; {
		if k.marked(h) {
			if n, rule := k.longestAt(s, i, h); n > 0 && i >= last && !overlapsMarker(s, i, i+n) {
				if b.Len() == 0 {
					b.Grow(len(s))
				}
				b.WriteString(s[last:i])
				b.WriteString(Marker)
				b.WriteString(rule)
				b.WriteByte(']')
				last = i + n
			}
		}
		if i+MinKnown >= len(s) {
			break
		}
		h = (h-uint64(s[i])*knownPow)*knownBase + uint64(s[i+MinKnown])
		i++
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// longestAt returns the length and rule of the longest known value at
// s[i:], whose first MinKnown bytes hash to h; 0 for none.
func (k *Known) longestAt(s string, i int, h uint64) (int, string) {
	n, rule := 0, ""
	for _, j := range k.byStart[h] {
		v := &k.values[j]
		if v.n > n && i+v.n <= len(s) && maphash.String(knownSeed, s[i:i+v.n]) == v.whole {
			n, rule = v.n, v.rule
		}
	}
	return n, rule
}
