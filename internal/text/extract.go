package text

import "unicode/utf8"

// An Extractor collects the content terms of several texts at once — a
// claim and its evidence, say — into one shared arena, so a whole call
// costs a handful of allocations instead of three per text, and finds
// duplicates with a small hash table instead of a scan. The zero value is
// ready to use; an Extractor is not safe for concurrent use.
type Extractor struct {
	arena  []byte
	spans  []span      // every group's terms, in order
	groups []int       // end of each group in spans
	table  [256]uint32 // open addressing: span index, live when gen == cur
	gen    [256]uint32
	cur    uint32
	start  int  // first span of the open group
	open   bool // a group was started since the last Reset
}

// Reset empties x for another set of texts, keeping its buffers: a caller
// that extracts once per call can reuse an Extractor (Terms copies what it
// returns, so nothing it returned refers to the buffers).
func (x *Extractor) Reset() {
	x.arena, x.spans, x.groups = x.arena[:0], x.spans[:0], x.groups[:0]
	x.start, x.open = 0, false
	// The table's generations stay: the next group's generation is a new
	// one, so no slot of an earlier text is live.
}

// Cap is the bytes of text and the terms x has room for.
func (x *Extractor) Cap() (bytes, terms int) { return cap(x.arena), cap(x.spans) }

// A span is a term: bytes of the arena, or (fixed ≥ 0) a canonical
// synonym term by index.
type span struct {
	start, end uint32
	fixed      int32
}

// Grow makes room for about n more bytes of text, to avoid regrowing.
func (x *Extractor) Grow(n int) {
	if cap(x.arena)-len(x.arena) < n {
		grown := make([]byte, len(x.arena), len(x.arena)+n)
		copy(grown, x.arena)
		x.arena = grown
	}
	if want := len(x.spans) + n/6 + 8; cap(x.spans) < want {
		grown := make([]span, len(x.spans), want)
		copy(grown, x.spans)
		x.spans = grown
	}
}

// Group starts a new group of texts; the terms of the texts added until the
// next Group are deduplicated together.
func (x *Extractor) Group() {
	if x.open {
		if x.groups == nil {
			x.groups = make([]int, 0, 16) // a claim and its items: one allocation for most calls
		}
		x.groups = append(x.groups, len(x.spans))
	}
	x.open = true
	if x.cur++; x.cur == 0 { // the generations wrapped: forget every slot
		x.gen = [len(x.gen)]uint32{}
		x.cur = 1
	}
	x.start = len(x.spans)
}

// Add extracts the terms of s into the open group.
func (x *Extractor) Add(s string) {
	if !x.open {
		x.Group()
	}
	if cap(x.arena)-len(x.arena) < len(s) {
		x.Grow(len(s) + cap(x.arena))
	}
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil; w = sc.next() {
		if w[0] < utf8.RuneSelf && ascii(w) {
			x.add(w)
			continue
		}
		var seg [64]byte
		eachSegment(w, seg[:0], x.add)
	}
}

// hash is FNV-1a.
func hash(b []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

func (x *Extractor) add(w []byte) {
	if len(w) < 2 || isStopWord(w) {
		return
	}
	w = stemBytes(w)
	term := w
	fixed := int32(-1)
	if synonymFilter.mayHoldBytes(w) {
		if id, ok := synonymIDs[string(w)]; ok {
			fixed, term = id, nil
		}
	}
	var h uint32
	if fixed >= 0 {
		h = uint32(fixed) * 2654435761
	} else {
		h = hash(term)
	}
	n := len(x.spans) - x.start
	if n >= len(x.table)/2 { // a large group: fall back to a scan for the rest
		for _, sp := range x.spans[x.start:] {
			if x.same(sp, term, fixed) {
				return
			}
		}
		x.push(term, fixed)
		return
	}
	for i := h % uint32(len(x.table)); ; i = (i + 1) % uint32(len(x.table)) {
		if x.gen[i] != x.cur {
			x.gen[i], x.table[i] = x.cur, uint32(len(x.spans))
			x.push(term, fixed)
			return
		}
		if x.same(x.spans[x.table[i]], term, fixed) {
			return
		}
	}
}

func (x *Extractor) same(sp span, term []byte, fixed int32) bool {
	if fixed >= 0 || sp.fixed >= 0 {
		return sp.fixed == fixed
	}
	return string(x.arena[sp.start:sp.end]) == string(term)
}

func (x *Extractor) push(term []byte, fixed int32) {
	if fixed >= 0 {
		x.spans = append(x.spans, span{fixed: fixed})
		return
	}
	start := uint32(len(x.arena))
	x.arena = append(x.arena, term...)
	x.spans = append(x.spans, span{start: start, end: uint32(len(x.arena)), fixed: -1})
}

// Terms returns the terms of each group, in the order the groups were
// started. The terms share one backing string.
func (x *Extractor) Terms() [][]string {
	if !x.open {
		return nil
	}
	groups := append(x.groups, len(x.spans))
	all := string(x.arena)
	flat := make([]string, len(x.spans))
	for i, sp := range x.spans {
		if sp.fixed >= 0 {
			flat[i] = synonymNames[sp.fixed]
		} else {
			flat[i] = all[sp.start:sp.end]
		}
	}
	out := make([][]string, len(groups))
	start := 0
	for i, end := range groups {
		out[i] = flat[start:end:end]
		start = end
	}
	return out
}
