package reading

import "testing"

// TestOwnCheck: a claim that names no test is shown by its own check's
// result; a run filtered to tests that share no word with the claim is
// another check's, a run of the whole package or one filtered to the
// claim's own words is its own.
func TestOwnCheck(t *testing.T) {
	for _, tc := range []struct {
		claim, source, content string
		affirms                bool
	}{
		// negating: filtered to another check
		{"The fix works.", "", "PASS\nok  \texample.com/p\t0.01s\n(note: ran with -run TestUnrelated)", false},
		{"The login fix works.", "go test -run TestSignupRedirect ./auth", "ok  \texample.com/auth\t0.02s", false},
		{"El arreglo funciona.", "go test -run TestParseDates ./...", "ok  \texample.com/dates\t0.02s", false},
		{"The checkout bug is fixed.", "pytest -k test_refund_totals", "1 passed, 40 deselected in 0.31s", false},
		{"修复有效。", "go test -run TestUnrelated ./...", "ok  \texample.com/p\t0.01s", false},
		// affirming: the claim's own check, or the whole run
		{"The fix works.", "go test ./...", "ok  \texample.com/p\t0.01s", true},
		{"The checkout bug is fixed.", "pytest -k test_checkout_totals", "1 passed, 40 deselected in 0.31s", true},
		{"The login fix works.", "go test -run TestLoginRedirect ./auth", "--- PASS: TestLoginRedirect (0.01s)\nok  \texample.com/auth\t0.02s", true},
		{"The parser fix works.", "go test -run TestParser ./...", "ok  \texample.com/parser\t0.02s", true},
		{"The cache fix works.", "go test -run 'TestCache' ./cache", "ok  \texample.com/cache\t0.02s", true},
	} {
		r := NewClaim(tc.claim).Read(Input{Source: tc.source, Content: tc.content})
		if r.Affirms != tc.affirms {
			t.Errorf("%q ← %q %q: affirms %v (rule %s, wanted %q), want %v", tc.claim, tc.source, tc.content, r.Affirms, r.Rule, r.Wanted, tc.affirms)
		}
		if !tc.affirms && r.Wanted == "" {
			t.Errorf("%q: an unaffirmed reading says what it would take", tc.content)
		}
	}
}
