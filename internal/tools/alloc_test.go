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
// noticing; 294 now (322 before round 7's profile), 288 at 47d2c63.
const maxClaimToolAllocs = 400

// maxRunnerOutputAllocs bounds the allocations of one ackrite call on the
// §12 runner payload, 64 × 20,000 characters of runner output, decoding
// included: 4,220 in round 7, ~25 % above. Before it, 7,313 (4,577 at
// 47d2c63): rows that split or lower-cased every line or word they read.
const maxRunnerOutputAllocs = 5300

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

func TestRunnerOutputAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are not compared under the race detector")
	}
	args := runnerOutputArgs(t)
	tl := newTools()
	ctx := context.Background()
	var failed error
	n := testing.AllocsPerRun(5, func() {
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
	if n > maxRunnerOutputAllocs {
		t.Errorf("the ackrite tool allocates %.0f times a call on the runner payload; want ≤ %d (profile: go test -run x -bench 'ClaimToolRunnerOutput/whole' -memprofile m.out -memprofilerate 1 ./internal/tools)", n, maxRunnerOutputAllocs)
	}
	t.Logf("%.0f allocations a call (bound %d)", n, maxRunnerOutputAllocs)
}
