// Package hl7 parses the HL7 v2 ORU^R01 messages the hl7-bridge receives from lab systems (fixture).
package hl7

import "strings"

// Segments splits an HL7 v2 message on carriage returns.
func Segments(msg string) []string { return strings.Split(strings.TrimRight(msg, "\r"), "\r") }

// Field returns field i of a segment (MSH counts the separator as field 1).
func Field(seg string, i int) string {
	f := strings.Split(seg, "|")
	if strings.HasPrefix(seg, "MSH") {
		i--
	}
	if i < len(f) {
		return f[i]
	}
	return ""
}

// Units returns OBX-6. Designed bug: it returns the whole component, not the UCUM code.
func Units(obx string) string { return Field(obx, 6) }
