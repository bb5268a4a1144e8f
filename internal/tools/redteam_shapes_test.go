// Red-team inputs of 2026-12-01 (testdata/redteam/2026-12-01/tools-zz_rt3_test.go.txt), kept as a test since issue 20 round 4.

package tools_test

import (
	"context"
	"slices"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/tools"
)

func TestRTShapes(t *testing.T) {
	set := tools.New(session.NewStore(session.MaxSessions), nil)
	claims := []string{"The patch fixes the leak.", "The fix stops the leak.", "This commit fixes the memory leak.", "The change resolves the leak.", "The patch eliminates the leak.", "Upgrading cures the leak.", "The patch solved the leak.", "The leak is gone.", "The leak has been addressed.", "El parche corrige la fuga.", "补丁修好了内存泄漏。"}
	content := "With the patch, the leak is smaller but memory still grows 50 MB/h."
	for _, c := range claims {
		r := 0.9
		res, _ := set.Ackrite(context.Background(), &tools.ClaimInput{Claim: c,
			Evidence: []evidence.Item{{Type: "observed_behavior", Content: content, Polarity: evidence.Supports, Reliability: &r}}})
		// A fix claim in any form: a persisting leak never supports it.
		if res.Status == "KNOWN" || res.Status == "SUPPORTED" || !slices.Contains(res.Shapes, "fix") {
			t.Errorf("%-12s shapes=%v reading=%s | %s", res.Status, res.Shapes, res.Readings[0].Reading, c)
		}
	}
}
