package eligibility

import "testing"

func TestParse271Active(t *testing.T) {
	if !Active("ISA*00~EB*1*IND*30**PPO~SE*5~") {
		t.Fatal("EB*1 should be active coverage")
	}
}

func TestParse271Inactive(t *testing.T) {
	if Active("ISA*00~EB*6*IND*30~SE*5~") {
		t.Fatal("EB*6 is inactive coverage")
	}
}
