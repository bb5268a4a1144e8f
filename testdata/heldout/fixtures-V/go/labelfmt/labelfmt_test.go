package labelfmt

import (
	"strings"
	"testing"
)

func TestZPLCheckDigit(t *testing.T) {
	if got := CheckDigit("00012345600000001"); got != 2 {
		t.Fatalf("CheckDigit = %d, want 2", got)
	}
}

func TestZPLCarrierDHL(t *testing.T) {
	if !strings.Contains(Render("DHL", "1"), "^FDDHL^FS") {
		t.Fatal("carrier name missing")
	}
}

func TestZPLCarrierSEUR(t *testing.T) {
	z := Render("SEUR", "3")
	if !strings.HasPrefix(z, "^XA") || !strings.HasSuffix(z, "^XZ") {
		t.Fatal("not a ZPL document")
	}
}
