package variants

import "testing"

// TestSubjectLeavesTheModal: a claim's subject ends before its auxiliary
// ("the ledger rebuild will succeed": "The ledger rebuild"), so a
// reworded item does not say "the ledger rebuild will funciona bien", a
// plan the reader rightly does not take for an observation.
func TestSubjectLeavesTheModal(t *testing.T) {
	for _, tc := range []struct{ claim, subject string }{
		{"The ledger rebuild will succeed with the new partition key.", "The ledger rebuild"},
		{"The nightly export should work after the upgrade.", "The nightly export"},
		{"The import can succeed now.", "The import"},
		{"The cache warmup is working.", "The cache warmup"},
	} {
		if got := readAssertion(tc.claim).subject; got != tc.subject {
			t.Errorf("readAssertion(%q).subject = %q, want %q", tc.claim, got, tc.subject)
		}
	}
}
