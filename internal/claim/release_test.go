package claim

import (
	"reflect"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
)

// TestReleaseKeepsNothing holds the pool behind Analysis.Release: a call
// whose Reads reuse a released buffer reads exactly as one that made its
// own, whatever the earlier call held (more items, an item that
// reconciles, other polarities).
func TestReleaseKeepsNothing(t *testing.T) {
	rel := 0.9
	first := []evidence.Item{
		{Type: evidence.TestResult, Source: "go test ./...", Content: "--- FAIL: TestCheckout (0.01s)\nFAIL", Polarity: evidence.Contradicts, Reliability: &rel},
		{Type: evidence.ObservedBehavior, Source: "staging", Content: "c1.e0 ran against the old build. Checkout now completes in Firefox.", Polarity: evidence.Supports, Reconciles: "c1.e0", Reliability: &rel},
		{Type: evidence.Log, Source: "app log", Content: "ERROR checkout: payment declined", Polarity: evidence.Supports, Reliability: &rel},
	}
	second := []evidence.Item{
		{Type: evidence.ObservedBehavior, Source: "manual test", Content: "Checkout completes in Firefox 128 and the order is created.", Polarity: evidence.Supports, Reliability: &rel},
		{Type: evidence.Inference, Source: "me", Content: "I think it works now.", Polarity: evidence.Supports, Reliability: &rel},
	}
	const claimA, claimB = "TestCheckout passes now.", "Checkout works in Firefox now."
	fresh := Classify(claimB, second, "")
	want := append([]Effect(nil), fresh.Reads...)
	for range 3 {
		a := Classify(claimA, first, "")
		a.Release()
		got := Classify(claimB, second, "")
		if !reflect.DeepEqual(got.Reads, want) {
			t.Fatalf("reads after a released analysis differ from fresh ones:\n got %+v\nwant %+v", got.Reads, want)
		}
		if got.Status != fresh.Status || got.Rationale != fresh.Rationale {
			t.Fatalf("status %s %q after a released analysis, %s %q fresh", got.Status, got.Rationale, fresh.Status, fresh.Rationale)
		}
		got.Release()
	}
}
