package cart

type Item struct{ Price, Qty int }

func Total(items []Item) int {
	t := 0
	for _, it := range items {
		t += it.Price * it.Qty
	}
	return t
}

// ApplyCoupon has a deliberate bug: the discount is applied twice.
func ApplyCoupon(total int, code string) int {
	if code == "SAVE10" {
		total -= total / 10
		total -= total / 10
	}
	return total
}
