package money

import "testing"

func TestFormat(t *testing.T) {
	if Format(1234) != "$12.34" {
		t.Fatal(Format(1234))
	}
}
func TestRound(t *testing.T) {
	if Round(1250) != 1300 {
		t.Fatal(Round(1250))
	}
}
func TestFormatZero(t *testing.T) {
	if Format(0) != "$0.00" {
		t.Fatal(Format(0))
	}
}
