package reading

import "testing"

// TestReopened: a ticket or a bug reported resolved and then reopened or
// reported again does not affirm "is resolved"; one that stays resolved,
// or whose reopening is denied, does.
func TestReopened(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"Ticket SUP-3381 is resolved.", "SUP-3381: resolved on Monday, reopened today with 2 new reports.", false},
		{"The login bug is resolved.", "The login bug was marked fixed last week, but users have reported it again since yesterday.", false},
		{"SUP-3381 está resuelto.", "SUP-3381 se marcó como resuelto el lunes; hoy se reabrió con 2 reportes nuevos.", false},
		{"SUP-3381 已解决。", "SUP-3381 周一已解决，今天被重新打开。", false},
		{"The checkout crash is fixed.", "The checkout crash was fixed in 2.4.0 and regressed in 2.4.1.", false},
		{"Ticket SUP-3381 is resolved.", "SUP-3381: resolved on Monday, no new reports since.", true},
		{"The login bug is resolved.", "The login bug was marked fixed last week and nobody has reported it since.", true},
		{"SUP-3381 está resuelto.", "SUP-3381 se marcó como resuelto el lunes y no se reabrió.", true},
		{"SUP-3381 已解决。", "SUP-3381 周一已解决，之后没有新的报告。", true},
		{"The checkout crash is fixed.", "The checkout crash was fixed in 2.4.0; 0 events since the release.", true},
	})
}
