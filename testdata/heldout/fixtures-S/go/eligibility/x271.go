// Package eligibility reads X12 271 eligibility responses (fixture).
package eligibility

import "strings"

// Active reports whether the 271 carries an EB*1 (active coverage) segment.
func Active(x string) bool {
	for _, s := range strings.Split(x, "~") {
		if strings.HasPrefix(s, "EB*1*") {
			return true
		}
	}
	return false
}
