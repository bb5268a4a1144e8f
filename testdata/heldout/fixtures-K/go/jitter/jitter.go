package jitter

// Buffer reorders RTP packets by sequence number, holding at most Cap packets.
type Buffer struct {
	Cap  int
	pkts []int
}

func (b *Buffer) Push(seq int) bool {
	if len(b.pkts) >= b.Cap {
		return false
	}
	i := len(b.pkts)
	b.pkts = append(b.pkts, seq)
	for i > 0 && b.pkts[i-1] > b.pkts[i] {
		b.pkts[i-1], b.pkts[i] = b.pkts[i], b.pkts[i-1]
		i--
	}
	return true
}

func (b *Buffer) Pop() (int, bool) {
	if len(b.pkts) == 0 {
		return 0, false
	}
	s := b.pkts[0]
	b.pkts = b.pkts[1:]
	return s, true
}
