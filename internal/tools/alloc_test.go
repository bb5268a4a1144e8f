package tools

import (
	"context"
	"testing"

	"github.com/ackrite/ackrite/internal/benchpayload"
	jsondecode "github.com/ackrite/ackrite/internal/decode"
)

// maxClaimToolAllocs bounds the allocations of one ackrite call on the
// docs/rules.md §12 10-item payload. A count, not a time: it is the same
// on a loaded machine. It guards against what happened in round 6, when a
// new reader row split every part of every item into fields and the call
// went from 319 allocations to 945 (and 1.9× the CPU time) with no test
// noticing; 322 now, 288 at 47d2c63.
const maxClaimToolAllocs = 400

func TestClaimToolAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are not compared under the race detector")
	}
	tl := newTools()
	args := benchpayload.Arguments()
	ctx := context.Background()
	var failed error
	n := testing.AllocsPerRun(50, func() {
		var in ClaimInput
		if err := jsondecode.JSON(args, &in, "arguments"); err != nil {
			failed = err
			return
		}
		if _, err := tl.Ackrite(ctx, &in); err != nil {
			failed = err
		}
	})
	if failed != nil {
		t.Fatal(failed)
	}
	if n > maxClaimToolAllocs {
		t.Errorf("the ackrite tool allocates %.0f times a call on the 10-item payload; want ≤ %d (profile: go test -run x -bench 'ClaimTool$' -memprofile m.out -memprofilerate 1 ./internal/tools)", n, maxClaimToolAllocs)
	}
	t.Logf("%.0f allocations a call (bound %d)", n, maxClaimToolAllocs)
}
