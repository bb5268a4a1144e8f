package reading

import "testing"

// A failure word that qualifies things makes no failure-shaped claim: the
// state the claim names decides, and an item showing the opposite state
// persisting is no affirmation. A failure the claim states is still one.
func TestFailureThatQualifiesThings(t *testing.T) {
	for _, tc := range []struct {
		claim   string
		expects bool
	}{
		{"The account is locked after 5 failed attempts.", false},
		{"Failed webhooks are sent again within a minute.", false},
		{"El aviso llega tras 3 intentos fallidos.", false},
		{"Los pagos fallidos se reintentan cada hora.", false},
		{"连续 5 次登录失败后账户会被锁定。", false},
		{"失败的请求会自动重试。", false},

		{"The export fails on files over 2 GB.", true},
		{"TestCheckout fails on CI.", true},
		{"La exportación falla con archivos grandes.", true},
		{"导出在大文件上失败。", true},
		{"The upload failed after the deploy.", true},
	} {
		if got := NewClaim(tc.claim).ExpectsFailure; got != tc.expects {
			t.Errorf("%q: expects a failure %v, want %v", tc.claim, got, tc.expects)
		}
	}
	runAffirmRows(t, []affirmRow{
		{"The account is locked after 5 failed attempts.", "After 5 failed attempts the account still shows as unlocked.", "persists|pass|unaffirmed|irrelevant|fail"},
	})
}
