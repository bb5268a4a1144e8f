package redact

// A prefilter is an Aho-Corasick automaton over the rules' keywords,
// compiled to a dense table on a compact alphabet. One pass over the text,
// folding ASCII case, yields every keyword occurrence.
type prefilter struct {
	class [256]uint8 // byte → alphabet symbol (0: in no keyword)
	shift uint       // log2 of the row width, a power of two ≥ the alphabet size
	width int        // alphabet size
	next  []uint16   // state<<shift + symbol → state, | accepting when keywords end there
	out   [][]output // state → keywords ending here (fail links included)
	stay  [256]bool  // bytes that keep the root state: skipped in a tight loop
	// pair marks, by symbol<<shift|symbol, the two first bytes of every
	// keyword; nil when a keyword is one byte long. At the root a byte
	// whose pair with the next byte starts no keyword is skipped too.
	pair []bool
	// pairBits is pair by the two bytes themselves (case folded as the
	// alphabet folds it): bit b0<<8|b1, 8 KiB, one test per byte skipped.
	pairBits *[1 << 16 / 64]uint64
}

// accepting marks, in next, a state where keywords end, so that the scan
// looks outputs up only there.
const accepting = 1 << 15

// An output is a keyword that ends at a state: its rule and its length.
type output struct {
	rule uint8
	len  uint8
}

// A hit is a keyword occurrence: the rule it belongs to and where it starts.
type hit struct {
	rule  uint8
	len   uint8 // the keyword's length
	start int   // -1: dropped, as an earlier rule replaced the text it was in
}

func newPrefilter(keywords [][]string) *prefilter {
	p := &prefilter{}
	if len(keywords) > 255 {
		panic("redact: at most 255 rules")
	}
	// Alphabet: every byte used in a keyword, with A-Z folded onto a-z.
	sym := uint8(1)
	for _, kws := range keywords {
		for _, kw := range kws {
			if len(kw) == 0 || len(kw) > 255 {
				panic("redact: keyword length must be 1–255: " + kw)
			}
			for i := 0; i < len(kw); i++ {
				c := kw[i]
				if 'A' <= c && c <= 'Z' {
					panic("redact: keywords must be lower case: " + kw)
				}
				if p.class[c] == 0 {
					p.class[c] = sym
					sym++
				}
			}
		}
	}
	for c := 'A'; c <= 'Z'; c++ {
		p.class[c] = p.class[c+'a'-'A']
	}
	p.width = int(sym)

	// Trie.
	type node struct {
		child map[uint8]int
		fail  int
		out   []output
	}
	nodes := []node{{child: map[uint8]int{}}}
	for rule, kws := range keywords {
		for _, kw := range kws {
			n := 0
			for i := 0; i < len(kw); i++ {
				s := p.class[kw[i]]
				next, ok := nodes[n].child[s]
				if !ok {
					nodes = append(nodes, node{child: map[uint8]int{}})
					next = len(nodes) - 1
					nodes[n].child[s] = next
				}
				n = next
			}
			nodes[n].out = append(nodes[n].out, output{uint8(rule), uint8(len(kw))})
		}
	}
	if len(nodes) >= accepting {
		panic("redact: too many keyword states")
	}
	for 1<<p.shift < p.width {
		p.shift++
	}
	row := 1 << p.shift
	// Breadth first: fail links, outputs along them, and the dense table
	// (states only, the accepting mark is added below).
	p.next = make([]uint16, len(nodes)*row)
	p.out = make([][]output, len(nodes))
	queue := []int{0}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n != 0 {
			p.out[n] = append(append([]output(nil), nodes[n].out...), p.out[nodes[n].fail]...)
		}
		for s := 1; s < p.width; s++ {
			child, ok := nodes[n].child[uint8(s)]
			switch {
			case ok:
				if n != 0 {
					nodes[child].fail = int(p.next[nodes[n].fail*row+s])
				}
				p.next[n*row+s] = uint16(child)
				queue = append(queue, child)
			case n != 0:
				p.next[n*row+s] = p.next[nodes[n].fail*row+s]
			}
		}
	}
	for i, st := range p.next {
		if len(p.out[st]) > 0 {
			p.next[i] |= accepting
		}
	}
	for c := range 256 {
		p.stay[c] = p.next[int(p.class[c])] == 0
	}
	p.pair = make([]bool, row*row)
	for _, kws := range keywords {
		for _, kw := range kws {
			if len(kw) < 2 {
				p.pair = nil
				return p
			}
			p.pair[int(p.class[kw[0]])<<p.shift|int(p.class[kw[1]])] = true
		}
	}
	p.pairBits = new([1 << 16 / 64]uint64)
	for b0 := range 256 {
		for b1 := range 256 {
			if p.pair[int(p.class[b0])<<p.shift|int(p.class[b1])] {
				k := b0<<8 | b1
				p.pairBits[k>>6] |= 1 << (k & 63)
			}
		}
	}
	return p
}

// scan appends every keyword occurrence in s to hits, in order of where
// the keywords end.
func (p *prefilter) scan(s string, hits []hit) []hit {
	if p.pair == nil {
		return p.scanBytes(s, hits)
	}
	state, shift, next, class, bits := 0, p.shift, p.next, &p.class, p.pairBits
	for i := 0; i < len(s); i++ {
		if state == 0 {
			// At the root a byte whose pair with the next starts no keyword
			// leads nowhere: the state after the next byte is the one the
			// next byte reaches from the root, and no keyword is one byte
			// long. Skip such bytes without the table walk, and stop before
			// the last byte (FuzzScanSkip checks this changes nothing).
			for i+1 < len(s) {
				k := uint(s[i])<<8 | uint(s[i+1])
				if bits[k>>6]&(1<<(k&63)) != 0 {
					break
				}
				i++
			}
			if i+1 >= len(s) {
				break
			}
		}
		st := next[state<<shift|int(class[s[i]])]
		state = int(st &^ accepting)
		if st&accepting != 0 {
			for _, o := range p.out[state] {
				hits = append(hits, hit{o.rule, o.len, i + 1 - int(o.len)})
			}
		}
	}
	return hits
}

// scanBytes is scan for keyword sets with a one-byte keyword: it skips
// only the bytes that start no keyword.
func (p *prefilter) scanBytes(s string, hits []hit) []hit {
	state, shift, next := 0, p.shift, p.next
	for i := 0; i < len(s); i++ {
		if state == 0 {
			// At the root most bytes of prose start no keyword: skip them
			// without the table walk (FuzzScanSkip checks it changes nothing).
			for i < len(s) && p.stay[s[i]] {
				i++
			}
			if i == len(s) {
				break
			}
		}
		st := next[state<<shift|int(p.class[s[i]])]
		state = int(st &^ accepting)
		if st&accepting != 0 {
			for _, o := range p.out[state] {
				hits = append(hits, hit{o.rule, o.len, i + 1 - int(o.len)})
			}
		}
	}
	return hits
}
