package ledger

import "strings"

func ApplyDiscount(cents, pct int) int { return cents - cents*pct/100 }

// RefundRounding is intentionally wrong (truncates) so its test fails.
func RefundRounding(cents int, ratio float64) int { return int(float64(cents) * ratio) }

func JoinLabelsOld(parts []string) string {
	s := ""
	for i, p := range parts {
		if i > 0 {
			s += ","
		}
		s += p
	}
	return s
}

func JoinLabelsNew(parts []string) string { return strings.Join(parts, ",") }
