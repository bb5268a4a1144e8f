package ledger

import "testing"

var sample = Entry{ID: "je-1042", Lines: []Line{
	{Account: "1100-AR", Debit: 125000},
	{Account: "4000-Revenue", Credit: 100000},
	{Account: "2200-VAT", Credit: 25000},
}}

func TestPostJournalBalanced(t *testing.T) {
	if !Balanced(sample) {
		t.Fatalf("journal %s not balanced", sample.ID)
	}
}

func TestReverseEntry(t *testing.T) {
	r := Reverse(sample)
	if len(r.Lines) != len(sample.Lines) {
		t.Fatalf("reversal of %s has %d lines, want %d", sample.ID, len(r.Lines), len(sample.Lines))
	}
	if !Balanced(r) {
		t.Fatalf("reversal %s not balanced", r.ID)
	}
}

func TestRevalueFXBalances(t *testing.T) {
	t.Skip("needs ECB rates fixture (testdata/fx-2024-03.csv), skipped until it is checked in")
}

func TestTrialBalance(t *testing.T) {
	d, c := TrialBalance([]Entry{sample})
	if d != c {
		t.Fatalf("trial balance off: Dr %d Cr %d", d, c)
	}
}
