package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reality"
	"github.com/ackrite/ackrite/internal/session"
)

// TestSecretFoundOnceIsRedactedEverywhere (docs/rules.md §8): a password a rule
// finds in one item, beside its key, is quoted bare in three more places —
// two other items and the claim — and appears nowhere in the result of any
// tool; in a later call of the session it is redacted with no key anywhere
// in that call; another session has not learned it.
func TestSecretFoundOnceIsRedactedEverywhere(t *testing.T) {
	const pw = "Tr0ub4dor&3xyzzy"
	tl := New(session.NewStore(session.MaxSessions), nil)
	ctx := context.Background()
	items := func() []evidence.Item {
		return []evidence.Item{
			{Type: evidence.Log, Source: "api log", Content: "login as deploy with password " + pw + " failed: 401 Unauthorized", Polarity: evidence.Contradicts},
			{Type: evidence.Code, Source: ".env", Content: "DB_PASSWORD=" + pw + "\nDB_HOST=db.internal", Polarity: evidence.Neutral},
			{Type: evidence.TestResult, Source: "go test ./auth", Content: "--- FAIL: TestLogin (0.01s)\n    auth_test.go:12: login(\"deploy\", \"" + pw + "\") = 401, want 200\nFAIL", Polarity: evidence.Contradicts},
		}
	}
	claim := "Login works again for deploy with " + pw + "."
	results := map[string]func(id string) (any, error){
		"ackrite": func(id string) (any, error) {
			return tl.Ackrite(ctx, &ClaimInput{Claim: claim, Evidence: items(), Common: Common{SessionID: id}})
		},
		"verify": func(id string) (any, error) {
			return tl.Verify(ctx, &VerifyInput{Claim: claim, Evidence: items(), Behavior: Behavior{ObservedBehavior: "401 for " + pw}, Common: Common{SessionID: id}})
		},
		"prove_it": func(id string) (any, error) {
			return tl.ProveIt(ctx, &ProveInput{Claim: claim, Evidence: items(), Common: Common{SessionID: id}})
		},
		"audit": func(id string) (any, error) {
			return tl.Audit(ctx, &AuditInput{Proposal: "Rotate " + pw + " and rewrite the auth module", Evidence: items(), Common: Common{SessionID: id}})
		},
		"reality_check": func(id string) (any, error) {
			return tl.RealityCheck(ctx, &RealityInput{Reasoning: "It must be " + pw + " that is wrong", Attempts: []reality.Attempt{{Approach: "retried with " + pw, Outcome: "401"}}, Evidence: items(), Common: Common{SessionID: id}})
		},
	}
	for name, run := range results {
		id := "secrets-" + name
		out, err := run(id)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b := plainJSON(out); strings.Contains(b, pw) {
			t.Errorf("%s: the password learned from evidence[1] is echoed:\n%s", name, b)
		}
		// A later call of the session: the password stands bare only.
		later, err := tl.Ackrite(ctx, &ClaimInput{Claim: "The retry with " + pw + " passes.", Evidence: []evidence.Item{
			{Type: evidence.Log, Source: "retry", Content: "retry with " + pw + ": 200 OK", Polarity: evidence.Supports}}, Common: Common{SessionID: id}})
		if err != nil {
			t.Fatalf("%s, later call: %v", name, err)
		}
		if b := plainJSON(later); strings.Contains(b, pw) || !strings.Contains(b, "[REDACTED:password]") {
			t.Errorf("%s: a later call of the session echoes the password, or names it no rule:\n%s", name, b)
		}
	}
	other, err := tl.Ackrite(ctx, &ClaimInput{Claim: "The retry with " + pw + " passes.", Evidence: []evidence.Item{
		{Type: evidence.Log, Source: "retry", Content: "retry with " + pw + ": 200 OK", Polarity: evidence.Supports}}, Common: Common{SessionID: "another"}})
	if err != nil {
		t.Fatal(err)
	}
	if b := plainJSON(other); !strings.Contains(b, pw) {
		t.Errorf("another session redacted a value only the first learned: sessions do not share what they learn:\n%s", b)
	}
}

// TestErrorsDoNotEchoALearnedSecret: an input error that quotes one field
// does not echo a secret another field of the same call revealed.
func TestErrorsDoNotEchoALearnedSecret(t *testing.T) {
	const pw = "Tr0ub4dor&3xyzzy"
	tl := New(session.NewStore(session.MaxSessions), nil)
	_, err := tl.Ackrite(context.Background(), &ClaimInput{Claim: "Login works.", Evidence: []evidence.Item{
		{Type: evidence.Log, Source: "env", Content: "DB_PASSWORD=" + pw, Polarity: evidence.Supports},
		{Type: evidence.Log, Source: "x", Content: "y", Polarity: evidence.Supports, Reconciles: "c1.e" + pw},
	}})
	if err == nil || strings.Contains(err.Error(), pw) {
		t.Errorf("error %v: want one that does not echo the password", err)
	}
}

// plainJSON is v as JSON without HTML escapes, so that a secret holding
// "&" or "<" is found as written.
func plainJSON(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return b.String()
}
