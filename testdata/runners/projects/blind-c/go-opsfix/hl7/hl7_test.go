package hl7

import "testing"

func TestParseHL7Segment(t *testing.T) {
	seg := "PID|1||00418^^^MRN"
	if got := Field(seg, 3); got != "00418^^^MRN" {
		t.Fatalf("PID-3 = %q", got)
	}
	if got := Field(seg, 5); got != "" { // PID-5 absent in this message
		t.Fatalf("PID-5 = %q, want empty", got)
	}
}
