package ackrite

import "testing"

func TestReferenceCasesAreComplete(t *testing.T) {
	cases := ReferenceCases()
	if len(cases) != 6 {
		t.Fatalf("%d reference cases, want 6", len(cases))
	}
	for _, c := range cases {
		if c.Verdict == "" || len(c.Record) == 0 {
			t.Errorf("case %s has no expected verdict or record", c.Name)
		}
	}
}
