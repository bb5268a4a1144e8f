package settle

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func TestMatchSettlement(t *testing.T) {
	if !Match(125000, 125000, "STL-9931", "STL-9931") {
		t.Fatal("expected settlement STL-9931 to match")
	}
}

func TestRefundNetting(t *testing.T) {
	if got := NetRefunds(10000, 2500); got != 7500 {
		t.Errorf("NetRefunds(10000, 2500) = %d, want 7500", got)
	}
}

func TestFXRounding(t *testing.T) {
	t.Skip("half-even rounding not implemented yet (RECON-212)")
}

// TestLedgerSync is flaky on purpose: every third invocation (counter file) fails.
func TestLedgerSync(t *testing.T) {
	p := filepath.Join(os.TempDir(), "recon-ledger-counter")
	b, _ := os.ReadFile(p)
	n, _ := strconv.Atoi(string(b))
	n++
	os.WriteFile(p, []byte(strconv.Itoa(n)), 0o644)
	if n%3 == 0 {
		t.Fatalf("ledger sync: cursor moved during read (invocation %d)", n)
	}
}
