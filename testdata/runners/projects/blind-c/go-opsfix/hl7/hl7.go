// Package hl7 splits HL7 v2 segments.
package hl7

import "strings"

// Field returns field n of a segment like "PID|1||00418^^^MRN||DOE^JANE".
// Fixture bug: no bounds check.
func Field(seg string, n int) string {
	return strings.Split(seg, "|")[n]
}
