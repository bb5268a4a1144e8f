package tools

import (
	"context"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
)

// TestReconcilesHoldingATokenIsNotEchoed (issue 26 part 3): a reconciles
// value that is no reference is quoted in the error; cut to the
// reference's length first, a token kept 27 of its 36 characters, too
// few for its rule.
func TestReconcilesHoldingATokenIsNotEchoed(t *testing.T) {
	tok := "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1"
	_, err := newTools().Ackrite(context.Background(), &ClaimInput{Claim: "It works.", Evidence: []evidence.Item{
		{Type: evidence.Log, Source: "x", Content: "y", Polarity: evidence.Supports, Reconciles: tok}}})
	if err == nil || !strings.Contains(err.Error(), "reconciles") {
		t.Fatalf("error %v: want one about reconciles", err)
	}
	if strings.Contains(err.Error(), tok[:8]) {
		t.Errorf("the token is echoed: %v", err)
	}
}
