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
// noticing; 317 after round 7, 288 at 47d2c63.
const maxClaimToolAllocs = 400

// maxRunnerOutputAllocs bounds the allocations of one ackrite call on the
// §12 runner payload, 64 × 20,000 characters of runner output, decoding
// included: about 4,400 after round 7. Before it, 7,313 (4,577 at
// 47d2c63): rows that split or lower-cased every line or word they read.
const maxRunnerOutputAllocs = 5300

func TestClaimToolAllocations(t *testing.T) {
	checkAllocations(t, benchpayload.Arguments(), 50, maxClaimToolAllocs, "the 10-item payload", "ClaimTool$")
}

func TestRunnerOutputAllocations(t *testing.T) {
	checkAllocations(t, runnerOutputArgs(t), 5, maxRunnerOutputAllocs, "the runner payload", "ClaimToolRunnerOutput/whole")
}

// checkAllocations fails when one ackrite call on args, decoding included,
// allocates more than bound times; bench names the benchmark to profile.
func checkAllocations(t *testing.T, args []byte, runs, bound int, what, bench string) {
	t.Helper()
	if raceEnabled {
		t.Skip("allocation counts are not compared under the race detector")
	}
	tl := newTools()
	ctx := context.Background()
	var failed error
	n := testing.AllocsPerRun(runs, func() {
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
	if n > float64(bound) {
		t.Errorf("the ackrite tool allocates %.0f times a call on %s; want ≤ %d (profile: go test -run x -bench '%s' -memprofile m.out -memprofilerate 1 ./internal/tools)", n, what, bound, bench)
	}
	t.Logf("%.0f allocations a call (bound %d)", n, bound)
}
