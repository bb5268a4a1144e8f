package reading

import "testing"

// An affirmCase is one sentence of a mechanism's table: a claim, an item's
// content, and whether the item affirms the claim.
type affirmCase struct {
	claim, content string
	affirms        bool
}

// checkAffirms reads each case and reports those read otherwise, and an
// unaffirmed reading that does not say what would affirm it.
func checkAffirms(t *testing.T, cases []affirmCase) {
	t.Helper()
	for _, tc := range cases {
		r := NewClaim(tc.claim).Read(Input{Content: tc.content})
		if r.Affirms != tc.affirms {
			t.Errorf("%q ← %q: affirms %v (rule %s, outcome %s, wanted %q, other %q), want %v",
				tc.claim, tc.content, r.Affirms, r.Rule, r.Outcome, r.Wanted, r.OtherSubject, tc.affirms)
		}
		if !tc.affirms && !r.Affirms && r.Wanted == "" && r.Outcome != Fail {
			t.Errorf("%q: an unaffirmed reading says what it would take", tc.content)
		}
	}
}
