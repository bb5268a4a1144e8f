package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/reality"
)

const auditSeed = `{
  "reportedProblem": "Login returns an unexpected response.",
  "proposal": "Rewrite the authentication client to replace the API endpoint integration.",
  "proposedChanges": [
    {"path": "src/auth.ts", "description": "Rewrite authentication client and route handling."},
    {"path": "src/theme.ts", "description": "Change unrelated color palette."}
  ]
}`

const auditNarrow = `{
  "reportedProblem": "Login returns an unexpected response.",
  "proposal": "Fix the login response parser so a missing token field is reported instead of crashing.",
  "proposedChanges": [
    {"path": "src/auth/parse.ts", "description": "Handle a missing token field in the login response parser."},
    {"path": "src/auth/parse.test.ts", "description": "Regression test that reproduces the missing token field."}
  ],
  "testPlan": "Run parse.test.ts: it fails on main with the crash and passes with the fix.",
  "evidence": [
    {"type": "test_result", "source": "parse.test.ts on main", "content": "The login response parser crashes when the token field is missing: TypeError at parse.ts:42.", "polarity": "supports", "reliability": 0.9}
  ]
}`

const realitySeed = `{
  "sessionId": "auth-investigation",
  "reasoning": "The rewrite will work and the issue is fixed.",
  "attempts": [
    {"approach": "Replace the auth client", "outcome": "Failed with timeout."},
    {"approach": "Replace the auth client", "outcome": "Failed with timeout again."},
    {"approach": "Replace the auth client", "outcome": "Failed with the same timeout."}
  ]
}`

func TestGoldenAuditAndReality(t *testing.T) {
	var seed AuditInput
	decode(t, auditSeed, &seed)
	r, err := newTools().Audit(context.Background(), &seed)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "audit-seed", r)

	var narrow AuditInput
	decode(t, auditNarrow, &narrow)
	n, err := newTools().Audit(context.Background(), &narrow)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "audit-narrow-fix", n)

	var rc RealityInput
	decode(t, realitySeed, &rc)
	x, err := newTools().RealityCheck(context.Background(), &rc)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "reality-seed", x)
}

func TestAuditSeedExample(t *testing.T) {
	var in AuditInput
	decode(t, auditSeed, &in)
	r, err := newTools().Audit(context.Background(), &in)
	if err != nil {
		t.Fatal(err)
	}
	if r.Recommendation != audit.VerifyFirst {
		t.Errorf("recommendation %s, want verify-first", r.Recommendation)
	}
	has := func(cat audit.Category, sev audit.Severity, path string) bool {
		for _, f := range r.Findings {
			if f.Category == cat && (sev == "" || f.Severity == sev) && (path == "" || f.Path == path) {
				return true
			}
		}
		return false
	}
	for _, want := range []struct {
		cat  audit.Category
		sev  audit.Severity
		path string
	}{{audit.Rewrite, audit.High, ""}, {audit.APIContract, audit.High, ""}, {audit.Tests, "", ""}, {audit.Scope, "", "src/theme.ts"}} {
		if !has(want.cat, want.sev, want.path) {
			t.Errorf("no %s finding (severity %q, path %q) in %+v", want.cat, want.sev, want.path, r.Findings)
		}
	}
	if has(audit.Scope, "", "src/auth.ts") {
		t.Error("src/auth.ts flagged as out of scope; it concerns the login problem")
	}
	for _, f := range r.Findings {
		if f.Path != "" && !strings.Contains(f.Message, "Based on its description") {
			t.Errorf("finding about %s does not say it rests on the description: %q", f.Path, f.Message)
		}
	}
}

func TestAuditNarrowFixProceeds(t *testing.T) {
	var in AuditInput
	decode(t, auditNarrow, &in)
	r, err := newTools().Audit(context.Background(), &in)
	if err != nil {
		t.Fatal(err)
	}
	if r.Recommendation != audit.Proceed {
		t.Errorf("recommendation %s, want proceed; findings %+v", r.Recommendation, r.Findings)
	}
	for _, f := range r.Findings {
		if f.Severity == audit.High {
			t.Errorf("high finding on a narrow, tested fix: %+v", f)
		}
	}
}

func TestRealitySeedExample(t *testing.T) {
	var in RealityInput
	decode(t, realitySeed, &in)
	r, err := newTools().RealityCheck(context.Background(), &in)
	if err != nil {
		t.Fatal(err)
	}
	if r.PrimaryIssue.Kind != reality.RepeatedStrategy {
		t.Fatalf("primary %s, want repeated-strategy", r.PrimaryIssue.Kind)
	}
	rec := r.PrimaryIssue.Recommendation
	for _, want := range []string{"Stop", "assumption", "replacement", "verify"} {
		if !strings.Contains(rec, want) {
			t.Errorf("recommendation %q lacks %q", rec, want)
		}
	}
	kinds := map[reality.Kind]bool{}
	for _, o := range r.OtherRisks {
		kinds[o.Kind] = true
	}
	if !kinds[reality.UntestedSuccess] {
		t.Errorf("untested-success not among other risks: %+v", r.OtherRisks)
	}
	if len(r.RepeatedStrategies) != 1 || r.RepeatedStrategies[0].Failures != 3 {
		t.Errorf("repeated strategies %+v, want one group of 3", r.RepeatedStrategies)
	}
	if r.Session.Attempts != 3 {
		t.Errorf("session attempts %d, want 3", r.Session.Attempts)
	}
}

func TestRealityCountsEarlierAttempts(t *testing.T) {
	tl := newTools()
	first := RealityInput{Attempts: []reality.Attempt{{Approach: "restarting the pods", Outcome: "still 502"}, {Approach: "restart the pod", Outcome: "same 502"}}, Common: Common{SessionID: "s"}}
	r1, _ := tl.RealityCheck(context.Background(), &first)
	if r1.PrimaryIssue.Kind == reality.RepeatedStrategy {
		t.Errorf("two failures made repeated-strategy the primary issue")
	}
	if len(r1.OtherRisks) == 0 || r1.OtherRisks[0].Kind != reality.RepeatedStrategy {
		t.Errorf("two failures are a risk: %+v", r1.OtherRisks)
	}
	second := RealityInput{Attempts: []reality.Attempt{{Approach: "Restarted pods again", Outcome: "502 again"}}, Common: Common{SessionID: "s"}}
	r2, _ := tl.RealityCheck(context.Background(), &second)
	if r2.PrimaryIssue.Kind != reality.RepeatedStrategy {
		t.Fatalf("an attempt from an earlier call did not count: primary %+v", r2.PrimaryIssue)
	}
	if g := r2.RepeatedStrategies[0]; g.Earlier != 2 || len(g.Attempts) != 1 {
		t.Errorf("group %+v, want 2 earlier and this call's attempt 0", g)
	}
}

func TestAuditAndRealityLimits(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	auditCases := []struct {
		in   AuditInput
		want string
	}{
		{AuditInput{}, "proposal: is required (1–8000 characters)"},
		{AuditInput{Proposal: long(8001)}, "proposal: is 8001 characters; the limit is 8000"},
		{AuditInput{Proposal: "p", ReportedProblem: long(4001)}, "reportedProblem: is 4001 characters"},
		{AuditInput{Proposal: "p", ProposedChanges: make([]audit.Change, 129)}, "proposedChanges: has 129 entries; the limit is 128"},
		{AuditInput{Proposal: "p", ProposedChanges: []audit.Change{{Path: "a"}, {}}}, "proposedChanges[1].path: is required"},
		{AuditInput{Proposal: "p", ProposedChanges: []audit.Change{{Path: long(1025)}}}, "proposedChanges[0].path: is 1025 characters; the limit is 1024"},
		{AuditInput{Proposal: "p", ProposedChanges: []audit.Change{{Path: "a", Description: long(2001)}}}, "proposedChanges[0].description: is 2001 characters"},
		{AuditInput{Proposal: "p", TestPlan: long(4001)}, "testPlan: is 4001 characters"},
		{AuditInput{Proposal: "p", Common: Common{SessionID: "a/b"}}, "sessionId: has '/'"},
	}
	for _, c := range auditCases {
		if _, err := newTools().Audit(context.Background(), &c.in); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("audit error %v, want prefix %q", err, c.want)
		}
	}
	realityCases := []struct {
		in   RealityInput
		want string
	}{
		{RealityInput{Reasoning: long(8001)}, "reasoning: is 8001 characters; the limit is 8000"},
		{RealityInput{Attempts: make([]reality.Attempt, 65)}, "attempts: has 65 entries; the limit is 64"},
		{RealityInput{Attempts: []reality.Attempt{{}}}, "attempts[0].approach: is required"},
		{RealityInput{Attempts: []reality.Attempt{{Approach: long(2001)}}}, "attempts[0].approach: is 2001 characters; the limit is 2000"},
		{RealityInput{Attempts: []reality.Attempt{{Approach: "a", Outcome: long(2001)}}}, "attempts[0].outcome: is 2001 characters"},
		{RealityInput{Evidence: []evidenceItem{{Content: "x", Type: "vibes"}}}, `evidence[0].type: is "vibes"`},
	}
	for _, c := range realityCases {
		if _, err := newTools().RealityCheck(context.Background(), &c.in); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("reality error %v, want prefix %q", err, c.want)
		}
	}
}

func TestAuditReadsSessionClaims(t *testing.T) {
	tl := newTools()
	var in ClaimInput
	decode(t, workedExample, &in)
	if _, err := tl.Ackrite(context.Background(), &in); err != nil {
		t.Fatal(err)
	}
	a := AuditInput{Proposal: "Remove native authentication from the API client, since the API no longer supports it.", Common: Common{SessionID: "auth-investigation"}}
	r, _ := tl.Audit(context.Background(), &a)
	found := false
	for _, f := range r.Findings {
		found = found || (f.Category == audit.Evidence && f.Severity == audit.High && strings.Contains(f.Message, "CONTRADICTED"))
	}
	if !found || r.Recommendation != audit.VerifyFirst {
		t.Errorf("audit did not see the session's contradicted claim: %+v", r.Findings)
	}
	other := a
	other.SessionID = "elsewhere"
	r2, _ := tl.Audit(context.Background(), &other)
	for _, f := range r2.Findings {
		if f.Category == audit.Evidence {
			t.Errorf("another session's claim leaked into this audit: %+v", f)
		}
	}
}

// A failure signature ties attempts across calls: the session keeps each
// outcome's excerpt, and the signature is read over that excerpt in both.
func TestRealityFailureSignatureAcrossCalls(t *testing.T) {
	tl := newTools()
	x509 := func(ts string) string {
		return ts + ` Post "https://ledger.internal:8443/v1/entries": tls: failed to verify certificate: x509: certificate signed by unknown authority`
	}
	first := RealityInput{Attempts: []reality.Attempt{
		{Approach: "Switch to a custom http.Client", Outcome: x509("2026-11-30T10:01:02Z")},
		{Approach: "Upgrade the ledger SDK to v1.6.0", Outcome: x509("2026-11-30T10:05:40Z")},
	}, Common: Common{SessionID: "ledger"}}
	r1, _ := tl.RealityCheck(context.Background(), &first)
	if r1.PrimaryIssue.Kind != reality.None {
		t.Fatalf("two failures: primary %s, want none (a risk only)", r1.PrimaryIssue.Kind)
	}
	second := RealityInput{Attempts: []reality.Attempt{{Approach: "Add a retry around PostEntries", Outcome: x509("2026-11-30T10:09:13Z") + " (after 3 retries)"}},
		Common: Common{SessionID: "ledger"}}
	r2, _ := tl.RealityCheck(context.Background(), &second)
	if r2.PrimaryIssue.Kind != reality.RepeatedStrategy {
		t.Fatalf("primary %+v, want repeated-strategy by failure signature", r2.PrimaryIssue)
	}
	if g := r2.RepeatedStrategies[0]; !g.SameFailure || g.Earlier != 2 || g.Failures != 3 {
		t.Errorf("group %+v, want 3 failures (2 earlier) joined by the same failure", g)
	}
}

// A pass supplied to the claim tool earlier in the session backs a later
// success declaration about the same test; a pass for another test does not.
func TestRealityReadsEarlierPasses(t *testing.T) {
	pass := func(name, pkg string) ClaimInput {
		return ClaimInput{Claim: name + " passes", Evidence: []evidenceItem{{Type: "test_result", Polarity: "supports",
			Content: "=== RUN   " + name + "\n--- PASS: " + name + " (0.00s)\nPASS\nok  \tshop/" + pkg + "\t0.01s"}}, Common: Common{SessionID: "s"}}
	}
	for _, tc := range []struct {
		test, pkg string
		want      reality.Kind
	}{{"TestInvoiceRoundsHalfUp", "invoice", reality.None}, {"TestLoginRedirect", "auth", reality.UntestedSuccess}} {
		tl := newTools()
		in := pass(tc.test, tc.pkg)
		if _, err := tl.Ackrite(context.Background(), &in); err != nil {
			t.Fatal(err)
		}
		rc := RealityInput{Reasoning: "Invoice totals round half-up now; the fix is done.", Common: Common{SessionID: "s"}}
		r, _ := tl.RealityCheck(context.Background(), &rc)
		if r.PrimaryIssue.Kind != tc.want {
			t.Errorf("earlier pass of %s: primary %s, want %s (%s)", tc.test, r.PrimaryIssue.Kind, tc.want, r.PrimaryIssue.Message)
		}
	}
}

// Evidence is read as sent and quoted redacted: redaction takes the test
// name in "--- PASS: TestPasswordReset" for a password value, which must
// not hide the pass, and a secret in a failing line must not be echoed.
func TestRealityReadsRawQuotesRedacted(t *testing.T) {
	tl := newTools()
	pass := RealityInput{Reasoning: "TestPasswordReset is fixed.", Evidence: []evidenceItem{{Type: "test_result", Polarity: "supports",
		Content: "=== RUN   TestPasswordReset\n--- PASS: TestPasswordReset (0.00s)\nPASS\nok  \tshop/accounts\t0.01s"}}}
	if r, _ := tl.RealityCheck(context.Background(), &pass); r.PrimaryIssue.Kind != reality.None {
		t.Errorf("a pass of the named test: primary %+v, want none", r.PrimaryIssue)
	}
	fail := RealityInput{Reasoning: "TestLogin is fixed.", Evidence: []evidenceItem{{Type: "test_result", Polarity: "supports",
		Content: "--- FAIL: TestLogin (0.00s)\n    login_test.go:12: password=hunter2secret rejected\nFAIL\tshop/auth\t0.01s"}}}
	r, _ := tl.RealityCheck(context.Background(), &fail)
	if r.PrimaryIssue.Kind != reality.UntestedSuccess {
		t.Fatalf("a failing run labelled supports: primary %+v, want untested-success", r.PrimaryIssue)
	}
	if b, _ := json.Marshal(r); strings.Contains(string(b), "hunter2secret") {
		t.Errorf("result echoes the secret: %s", b)
	}
}
