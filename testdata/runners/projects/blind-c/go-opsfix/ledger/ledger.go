// Package ledger is a tiny double-entry journal used as a capture fixture.
package ledger

type Line struct {
	Account string
	Debit   int64
	Credit  int64
}

type Entry struct {
	ID    string
	Lines []Line
}

// Balanced reports whether debits equal credits.
func Balanced(e Entry) bool {
	var d, c int64
	for _, l := range e.Lines {
		d += l.Debit
		c += l.Credit
	}
	return d == c
}

// Reverse swaps debits and credits. Fixture bug: it forgets the last line.
func Reverse(e Entry) Entry {
	out := Entry{ID: e.ID + "-rev"}
	for i, l := range e.Lines {
		if i == len(e.Lines)-1 {
			break
		}
		out.Lines = append(out.Lines, Line{Account: l.Account, Debit: l.Credit, Credit: l.Debit})
	}
	return out
}

// TrialBalance sums every entry's debits and credits.
func TrialBalance(es []Entry) (int64, int64) {
	var d, c int64
	for _, e := range es {
		for _, l := range e.Lines {
			d += l.Debit
			c += l.Credit
		}
	}
	return d, c
}
