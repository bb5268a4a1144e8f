package tools

import (
	"context"
	"encoding/json"
	"flag"
	"github.com/ackrite/ackrite/internal/evidence"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/session"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/golden")

// golden compares got, as indented JSON, with testdata/golden/name.json.
func golden(t *testing.T, name string, got any) {
	t.Helper()
	b, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	path := filepath.Join("testdata", "golden", name+".json")
	if *update {
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/tools -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(b)); diff != "" {
		t.Errorf("%s differs from golden file (-want +got):\n%s", path, diff)
	}
}

// decode reads a JSON literal into v, as the server would.
func decode(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatal(err)
	}
}

const workedExample = `{
  "sessionId": "auth-investigation",
  "claim": "The API no longer supports native authentication.",
  "evidence": [
    {"type": "code", "source": "current client", "content": "The current client implementation does not obtain credentials.", "polarity": "supports"},
    {"type": "observed_behavior", "source": "older working application", "content": "The older application successfully signs in.", "polarity": "contradicts", "reliability": 0.9}
  ]
}`

func newTools() *Set { return New(session.NewStore(session.MaxSessions), nil) }

func TestGoldenClaim(t *testing.T) {
	cases := map[string]string{
		"ackrite-worked-example": workedExample,
		"ackrite-known": `{"claim": "The login fix works: sign-in returns 200 again.", "evidence": [
			{"type": "test_result", "source": "TestLogin (go test -count=20)", "content": "TestLogin passed 20/20 after the change; it failed 20/20 before with 401.", "polarity": "supports", "reliability": 0.95},
			{"type": "log", "source": "staging gateway", "content": "POST /v1/session 200 in 41ms", "polarity": "supports"}]}`,
		"ackrite-plausible-inference": `{"claim": "The deploy is slow because the image is too large.", "evidence": [
			{"type": "inference", "content": "Large images take longer to pull, so the deploy is probably slow because of the image size.", "polarity": "supports", "reliability": 0.9}]}`,
		"ackrite-unverified-context": `{"claim": "Every request to /export times out in production.", "context": "Customers complained on Monday."}`,
		"ackrite-many-supporting": `{"claim": "The cache is warm after start-up.", "evidence": [
			{"type": "log", "content": "cache warm 1", "polarity": "supports"}, {"type": "log", "content": "cache warm 2", "polarity": "supports"},
			{"type": "log", "content": "cache warm 3", "polarity": "supports"}, {"type": "log", "content": "cache warm 4", "polarity": "supports"},
			{"type": "log", "content": "cache warm 5", "polarity": "supports"}, {"type": "log", "content": "cache warm 6", "polarity": "supports"},
			{"type": "log", "content": "cache warm 7", "polarity": "supports"}]}`,
	}
	for name, args := range cases {
		t.Run(name, func(t *testing.T) {
			var in ClaimInput
			decode(t, args, &in)
			got, err := newTools().Ackrite(context.Background(), &in)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, name, got)
		})
	}
}

func TestGoldenVerifyAndProve(t *testing.T) {
	var vin VerifyInput
	decode(t, workedExample, &vin)
	vin.ExpectedBehavior = "The client signs in with native credentials."
	vin.ObservedBehavior = "Sign-in fails in the current client."
	v, err := newTools().Verify(context.Background(), &vin)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "verify-worked-example", v)

	var pin ProveInput
	decode(t, workedExample, &pin)
	p, err := newTools().ProveIt(context.Background(), &pin)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "prove-worked-example", p)

	var perf ProveInput
	decode(t, `{"claim": "The new JSON encoder is 30% faster.", "scope": "performance", "evidence": [
		{"type": "test_result", "source": "benchstat old.txt new.txt", "content": "Encode-8 p50 412µs → 288µs (−30%), p=0.000 n=10", "polarity": "supports", "reliability": 0.9}]}`, &perf)
	p2, err := newTools().ProveIt(context.Background(), &perf)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "prove-performance-scope", p2)
}

func TestBadInputNamesFieldAndLimit(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	tests := []struct {
		name string
		in   ClaimInput
		want string
	}{
		{"missing claim", ClaimInput{}, "claim: is required (1–4000 characters)"},
		{"blank claim", ClaimInput{Claim: "   "}, "claim: is blank"},
		{"claim too long", ClaimInput{Claim: long(4001)}, "claim: is 4001 characters; the limit is 4000"},
		{"invalid UTF-8", ClaimInput{Claim: "bad \xff byte"}, "claim: is not valid UTF-8"},
		{"too many items", ClaimInput{Claim: "c", Evidence: make([]evidenceItem, 65)}, "evidence: has 65 entries; the limit is 64"},
		{"missing content", ClaimInput{Claim: "c", Evidence: []evidenceItem{{}}}, "evidence[0].content: is required"},
		{"content too long", ClaimInput{Claim: "c", Evidence: []evidenceItem{{Content: long(20001)}}}, "evidence[0].content: is 20001 characters; the limit is 20000"},
		{"source too long", ClaimInput{Claim: "c", Evidence: []evidenceItem{{Content: "x", Source: long(201)}}}, "evidence[0].source: is 201 characters; the limit is 200"},
		{"unknown type", ClaimInput{Claim: "c", Evidence: []evidenceItem{{Content: "x", Type: "rumour"}}}, `evidence[0].type: is "rumour"; it must be one of code, log`},
		{"unknown polarity", ClaimInput{Claim: "c", Evidence: []evidenceItem{{Content: "x", Polarity: "maybe"}}}, `evidence[0].polarity: is "maybe"`},
		{"reliability above 1", ClaimInput{Claim: "c", Evidence: []evidenceItem{{Content: "x", Reliability: ptr(1.5)}}}, "evidence[0].reliability: is 1.5; it must be a number between 0 and 1"},
		{"reliability below 0", ClaimInput{Claim: "c", Evidence: []evidenceItem{{Content: "ok"}, {Content: "x", Reliability: ptr(-0.1)}}}, "evidence[1].reliability: is -0.1"},
		{"bad session id", ClaimInput{Claim: "c", Common: Common{SessionID: "has space"}}, "sessionId: has ' ' at position 3"},
		{"context too long", ClaimInput{Claim: "c", Common: Common{Context: long(16001)}}, "context: is 16001 characters; the limit is 16000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := newTools().Ackrite(context.Background(), &tt.in)
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("error = %v, want prefix %q", err, tt.want)
			}
		})
	}
	// prove_it's scope is an enum too.
	_, err := newTools().ProveIt(context.Background(), &ProveInput{Claim: "c", Scope: "astrology"})
	if err == nil || !strings.HasPrefix(err.Error(), `scope: is "astrology"; it must be one of api, auth`) {
		t.Errorf("scope error = %v", err)
	}
	_, err = newTools().Verify(context.Background(), &VerifyInput{Claim: "c", Behavior: Behavior{ObservedBehavior: long(4001)}})
	if err == nil || !strings.HasPrefix(err.Error(), "observedBehavior: is 4001 characters") {
		t.Errorf("observedBehavior error = %v", err)
	}
}

func ptr(f float64) *float64 { return &f }

func TestSessionHistory(t *testing.T) {
	tl := newTools()
	var in ClaimInput
	decode(t, workedExample, &in)
	r1, err := tl.Ackrite(context.Background(), &in)
	if err != nil {
		t.Fatal(err)
	}
	if r1.Session.Claims != 1 || r1.Session.Evidence != 2 || r1.Session.UnresolvedAssumptions == 0 {
		t.Errorf("first call session = %+v", r1.Session)
	}
	// The same claim again, without the contradiction: the session remembers.
	again := ClaimInput{Claim: in.Claim, Common: Common{SessionID: "auth-investigation"}}
	r2, err := tl.Ackrite(context.Background(), &again)
	if err != nil {
		t.Fatal(err)
	}
	// docs/rules.md §7: the earlier contradiction binds the claim (it was a
	// warning next to UNVERIFIED in rev 1).
	if r2.Status != "CONTRADICTED" || !strings.Contains(r2.Rationale, "c1.e1") {
		t.Errorf("second call: status %s, rationale %q; want CONTRADICTED by the earlier c1.e1", r2.Status, r2.Rationale)
	}
	// Another session does not see it.
	other := ClaimInput{Claim: in.Claim, Common: Common{SessionID: "elsewhere"}}
	r3, _ := tl.Ackrite(context.Background(), &other)
	if r3.Status == "CONTRADICTED" || strings.Contains(r3.Rationale, "c1.e1") {
		t.Errorf("history leaked across sessions: %s %q", r3.Status, r3.Rationale)
	}
	// A KNOWN result resolves that claim's assumptions.
	known := ClaimInput{Claim: "Sign-in returns 401 for native credentials.", Common: Common{SessionID: "k"}}
	r4, _ := tl.Ackrite(context.Background(), &known)
	if r4.Session.UnresolvedAssumptions == 0 {
		t.Fatalf("an UNVERIFIED claim recorded no assumption")
	}
	known.Evidence = []evidenceItem{{Type: "http_response", Content: "POST /login with native credentials returned 401", Polarity: "supports", Reliability: ptr(0.9)}}
	r5, _ := tl.Ackrite(context.Background(), &known)
	if r5.Status != "KNOWN" || r5.Session.UnresolvedAssumptions != 0 {
		t.Errorf("after KNOWN: status %s, unresolved %d; want KNOWN and 0", r5.Status, r5.Session.UnresolvedAssumptions)
	}
}

type evidenceItem = evidence.Item
