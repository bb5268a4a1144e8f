package reading

import "testing"

// After, then before, in one item: a before part that opens its clause or
// parenthesis after the present is history, not the item's result; a
// before marker inside a clause says when, and the clause is read.
func TestAfterThenBefore(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"the import no longer times out", "after the patch all 40 imports completed; before it 6 of 40 timed out", true},
		{"the import no longer times out", "40 of 40 imports completed in staging; previously 6 of 40 timed out", true},
		{"signup works again", "signup returns 200 for all 50 attempts (was: 500 Internal Server Error)", true},
		{"the nightly export completes", "the nightly export completed all 12 shards tonight, but before the fix 3 of 12 failed", true},
		{"la importación ya no falla", "después del parche la importación terminó sin errores 30 de 30 veces; antes fallaba 4 de 30", true},

		{"the import no longer times out", "after the patch 34 of 40 imports completed; before it 6 of 40 timed out", false},
		{"the import no longer times out", "the import still times out after the patch; before it 6 of 40 timed out", false},
		{"signup works again", "signup returns 500 for all 50 attempts (was: 200 OK)", false},
		{"the nightly export completes", "the nightly export failed before completing shard 3", false},
		{"la importación ya no falla", "después del parche fallan 4 de 30 importaciones; antes fallaban 9 de 30", false},
	})
}
