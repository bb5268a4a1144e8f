package ledger

func Balance(entries []int) int { return sum(entries) + undefinedFee }

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
