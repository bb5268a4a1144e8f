package ledger

import "testing"

func TestLedgerBalance(t *testing.T) {
	if Balance([]Entry{{0, 100}, {30, 0}}) != 70 {
		t.Fatal("bad balance")
	}
}

func TestLedgerPosting(t *testing.T) {
	if len(Post(nil, Entry{1, 0})) != 1 {
		t.Fatal("post failed")
	}
}

func TestLedgerReconcileMonthEnd(t *testing.T) {
	es := []Entry{{10, 0}, {0, 10}}
	if Balance(es) != 0 {
		t.Fatal("not reconciled")
	}
}
