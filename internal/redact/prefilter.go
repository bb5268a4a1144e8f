package redact

import (
	"math"
	"slices"
	"strings"
)

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
	// wide are the keywords with a byte past ASCII ("密码", "пароль"),
	// searched for apart: in the automaton their bytes widened the
	// alphabet, and so every row of its table, by two thirds, and the
	// table outgrew the cache.
	wide []wideKeyword
}

// A wideKeyword is a keyword with a byte past ASCII: its rule, the
// keyword, and where its first such byte is.
type wideKeyword struct {
	rule uint16
	kw   string
	at   int
}

// accepting marks, in next, a state where keywords end, so that the scan
// looks outputs up only there.
const accepting = 1 << 15

// shallow marks, in next, a state one byte deep: the last byte may start
// a keyword, and no more than that is known. Being there is being at the
// root before that byte, where the scan skips ahead by pairs of bytes
// instead of walking the table: in prose most walks fall back to such a
// state at once ("the" leaves "e", which starts "ey…").
const shallow = 1 << 14

const flags = accepting | shallow

// An output is a keyword that ends at a state: its rule and its length.
type output struct {
	rule uint16
	len  uint8
}

// A hit is a keyword occurrence: the rule it belongs to and where it
// starts. Eight bytes: text made of keywords holds one or more hits per
// few bytes, and they are all found before any rule runs. A 32-bit start
// is enough, as redact takes texts a piece of at most maxPiece bytes at a
// time, and the replacements grow a piece less than 2 GiB.
type hit struct {
	rule  uint16
	len   uint8 // the keyword's length
	start int32 // -1: dropped, as an earlier rule replaced the text it was in
}

// A hitSink receives the hits of a scan. It collects them in order up to
// limit; past it, it only counts them by rule, so that a text made of
// keywords costs no growing slice of every hit: the caller then scans
// again with place set, and each hit goes straight to its rule's run in
// hits, sized by the counts (see scratch.collect).
type hitSink struct {
	hits  []hit
	limit int
	rules int // how many rules there are: the counts' length
	// counts, once counting, are the hits of each rule.
	counts   []int32
	counting bool
	// place, when set, is where in hits the next hit of each rule goes.
	place []int32
}

func (k *hitSink) add(rule uint16, n uint8, start int) {
	switch {
	case k.place != nil:
		k.hits[k.place[rule]] = hit{rule, n, int32(start)}
		k.place[rule]++
	case k.counting:
		k.counts[rule]++
	default:
		k.collect(hit{rule, n, int32(start)})
	}
}

// collect appends h, or starts counting once the limit is reached.
func (k *hitSink) collect(h hit) {
	if len(k.hits) < k.limit {
		k.hits = addHit(k.hits, h)
		return
	}
	k.counting = true
	k.counts = slices.Grow(k.counts[:0], k.rules)[:k.rules]
	clear(k.counts)
	for _, c := range k.hits {
		k.counts[c.rule]++
	}
	k.counts[h.rule]++
}

func newPrefilter(keywords [][]string) *prefilter {
	p := &prefilter{}
	if len(keywords) > 1<<16-1 {
		panic("redact: at most 65,535 rules")
	}
	// Alphabet: every byte used in a keyword, with A-Z folded onto a-z.
	sym := uint8(1)
	states := 1 // at most: the root and one per keyword byte
	ascii := make([][]string, len(keywords))
	for rule, kws := range keywords {
		for _, kw := range kws {
			if i := strings.IndexFunc(kw, func(r rune) bool { return r >= 0x80 }); i >= 0 {
				p.wide = append(p.wide, wideKeyword{uint16(rule), kw, i})
				continue
			}
			ascii[rule] = append(ascii[rule], kw)
		}
	}
	keywords = ascii
	for _, kws := range keywords {
		for _, kw := range kws {
			states += len(kw)
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

	for 1<<p.shift < p.width {
		p.shift++
	}
	row := 1 << p.shift
	// Trie, in the dense table itself: next[n<<shift|s] is n's child on s,
	// 0 for none (the root is no one's child).
	p.next = make([]uint16, row, min(states, shallow)*row)
	outs := make([][]output, 1, min(states, shallow))
	for rule, kws := range keywords {
		for _, kw := range kws {
			n := 0
			for i := 0; i < len(kw); i++ {
				s := int(p.class[kw[i]])
				child := int(p.next[n*row+s])
				if child == 0 {
					child = len(outs)
					if child >= shallow {
						panic("redact: too many keyword states")
					}
					outs = append(outs, nil)
					p.next = append(p.next, make([]uint16, row)...)
					p.next[n*row+s] = uint16(child)
				}
				n = child
			}
			outs[n] = append(outs[n], output{uint16(rule), uint8(len(kw))})
		}
	}
	// Breadth first: fail links, outputs along them, and the missing
	// transitions, which follow the fail link (whose row, shallower, is
	// complete by then). The accepting mark is added below.
	fail := make([]int, len(outs))
	p.out = make([][]output, len(outs))
	queue := make([]int, 1, len(outs))
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n != 0 {
			p.out[n] = append(append([]output(nil), outs[n]...), p.out[fail[n]]...)
		}
		for s := 1; s < p.width; s++ {
			child := int(p.next[n*row+s])
			switch {
			case child != 0:
				if n != 0 {
					fail[child] = int(p.next[fail[n]*row+s])
				}
				queue = append(queue, child)
			case n != 0:
				p.next[n*row+s] = p.next[fail[n]*row+s]
			}
		}
	}
	depth1 := make([]bool, len(outs))
	for s := 1; s < p.width; s++ {
		if c := p.next[s]; c != 0 {
			depth1[c] = true // the root's children
		}
	}
	for i, st := range p.next {
		if len(p.out[st]) > 0 {
			p.next[i] |= accepting
		}
		if depth1[st] && i >= row { // the root's own row steps into them plainly
			p.next[i] |= shallow
		}
	}
	for c := range 256 {
		p.stay[c] = p.next[int(p.class[c])]&^flags == 0
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
	var inKeyword []int // the bytes of some keyword, either case: no pair holds another
	for c := range 256 {
		if p.class[c] != 0 {
			inKeyword = append(inKeyword, c)
		}
	}
	for _, b0 := range inKeyword {
		for _, b1 := range inKeyword {
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
	k := hitSink{hits: hits, limit: math.MaxInt}
	p.scanInto(s, &k)
	return k.hits
}

// scanInto hands every keyword occurrence in s to k, in order of where
// the keywords end.
func (p *prefilter) scanInto(s string, k *hitSink) {
	if p.pair == nil {
		p.scanBytes(s, k)
		return
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
			// The pair starts a keyword: take both bytes, the first from
			// the root's own row.
			state = int(next[class[s[i]]] &^ flags)
			i++
			st := next[state<<shift|int(class[s[i]])]
			state = int(st &^ flags)
			if st&accepting != 0 {
				for _, o := range p.out[state] {
					k.add(o.rule, o.len, i+1-int(o.len))
				}
			}
			continue
		}
		st := next[state<<shift|int(class[s[i]])]
		if st&(shallow|accepting) == shallow {
			state = 0 // as at the root before s[i]: look at it again from there
			i--
			continue
		}
		state = int(st &^ flags)
		if st&accepting != 0 {
			for _, o := range p.out[state] {
				k.add(o.rule, o.len, i+1-int(o.len))
			}
		}
	}
	p.scanWide(s, k)
}

// scanWide appends the hits of the wide keywords, ASCII letters folded as
// the automaton folds them: at each byte that starts a character past
// ASCII, the keywords whose first such character it starts.
func (p *prefilter) scanWide(s string, k *hitSink) {
	if len(p.wide) == 0 {
		return
	}
	for i := 0; i < len(s); i++ {
		// Eight bytes at a time while none is past ASCII: most text has
		// no wide character at all, and a loop of one compare per byte
		// cost a third of the scan of ordinary text.
		for i+8 <= len(s) && (uint64(s[i])|uint64(s[i+1])<<8|uint64(s[i+2])<<16|uint64(s[i+3])<<24|
			uint64(s[i+4])<<32|uint64(s[i+5])<<40|uint64(s[i+6])<<48|uint64(s[i+7])<<56)&0x8080808080808080 == 0 {
			i += 8
		}
		if i >= len(s) {
			break
		}
		c := s[i]
		if c < 0xC0 {
			continue
		}
		for _, w := range p.wide {
			if tail := w.kw[w.at:]; tail[0] == c && len(s)-i >= len(tail) && foldedASCII(s[i:i+len(tail)], tail) {
				if start := i - w.at; start >= 0 && foldedASCII(s[start:i], w.kw[:w.at]) {
					k.add(w.rule, uint8(len(w.kw)), start)
				}
			}
		}
	}
}

// foldedASCII reports whether a equals lower, a lower-case ASCII keyword
// part, with a's ASCII letters folded.
func foldedASCII(a, lower string) bool {
	if len(a) != len(lower) {
		return false
	}
	for i := 0; i < len(a); i++ {
		c := a[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// scanBytes is scan for keyword sets with a one-byte keyword: it skips
// only the bytes that start no keyword.
func (p *prefilter) scanBytes(s string, k *hitSink) {
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
		state = int(st &^ flags)
		if st&accepting != 0 {
			for _, o := range p.out[state] {
				k.add(o.rule, o.len, i+1-int(o.len))
			}
		}
	}
	p.scanWide(s, k)
}

// addHit appends h to hits, doubling their capacity when it runs out:
// append grows a long slice by a quarter at a time, and a megabyte made
// of keywords copied its hits about four times over on the way.
func addHit(hits []hit, h hit) []hit {
	if len(hits) == cap(hits) {
		hits = slices.Grow(hits, max(len(hits), 16))
	}
	return append(hits, h)
}
