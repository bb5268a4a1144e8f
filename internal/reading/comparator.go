package reading

import "strings"

// inComparator reports whether byte at of claim lies inside one of the
// comparators that introduce a bound ("不到", "不超过", "no more than"): a
// negation word there is part of the bound, not a denial of the claim.
func inComparator(claim string, at int) bool {
	lower := strings.ToLower(claim)
	for _, cm := range comparators {
		for from := 0; ; {
			i := strings.Index(lower[from:], cm.words)
			if i < 0 {
				break
			}
			i += from
			if at >= i && at < i+len(cm.words) {
				return true
			}
			from = i + len(cm.words)
		}
	}
	return false
}
