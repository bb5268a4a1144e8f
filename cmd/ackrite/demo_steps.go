package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/ackrite/ackrite"
)

// workedClaim is docs/rules.md §4's worked example, from the seed README.
var workedClaim = map[string]any{
	"sessionId": "demo-auth",
	"claim":     "The API no longer supports native authentication.",
	"evidence": []any{
		map[string]any{"type": "code", "source": "current client", "content": "The current client implementation does not obtain credentials.", "polarity": "supports"},
		map[string]any{"type": "observed_behavior", "source": "older working application", "content": "The older application successfully signs in.", "polarity": "contradicts", "reliability": 0.9},
	},
}

// checkoutFail is real `go test -v` output: a run labelled as proof that
// the fix works, whose content says the opposite (docs/rules.md §4, second worked
// example).
const checkoutFail = "=== RUN   TestCartAdd\n--- PASS: TestCartAdd (0.00s)\n=== RUN   TestCheckout\n" +
	"    checkout_test.go:41: total = 8100, want 9000\n--- FAIL: TestCheckout (0.02s)\nFAIL\nFAIL\texample.com/shop/checkout\t0.031s\nFAIL\n"

const checkoutPass = "=== RUN   TestCheckout\n--- PASS: TestCheckout (0.00s)\nPASS\nok  \texample.com/shop/checkout\t0.012s\n"

func with(base map[string]any, extra map[string]any) map[string]any {
	m := map[string]any{}
	for k, v := range base {
		m[k] = v
	}
	for k, v := range extra {
		m[k] = v
	}
	return m
}

// demoSteps are the worked examples, in the order the demo runs them.
func demoSteps() []demoStep {
	return append(claimSteps(), discoverySteps()...)
}

// discoverySteps run the six reference records of docs/rules.md §9.5 through the
// discovery_check tool.
func discoverySteps() []demoStep {
	var steps []demoStep
	for _, c := range ackrite.ReferenceCases() {
		var record map[string]any
		if err := json.Unmarshal(c.Record, &record); err != nil {
			panic(err)
		}
		steps = append(steps, demoStep{
			title: "Discovery case " + c.Name + " (docs/rules.md §9.5)",
			tool:  "discovery_check",
			args:  record,
			show:  showDiscovery(c.Verdict),
		})
	}
	return steps
}

func showDiscovery(want string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		reasons := list(r, "reasons")
		first, _ := reasons[0].(map[string]any)
		line(w, "verdict", fmt.Sprintf("%s (rule %s, %s)", strings.ToUpper(field(r, "verdict")), field(r, "rule"), field(first, "code")))
		line(w, "why", field(first, "message"))
		for _, d := range list(r, "toolDiff") {
			m, _ := d.(map[string]any)
			var fields []string
			for _, f := range list(m, "fields") {
				fm, _ := f.(map[string]any)
				fields = append(fields, field(fm, "summary"))
			}
			line(w, "diff", fmt.Sprintf("%s %s: %s", field(m, "tool"), field(m, "change"), strings.Join(fields, "; ")))
		}
		line(w, "next", field(r, "nextSafeAction"))
		if err := expect(field(r, "verdict"), want, "verdict"); err != nil {
			return err
		}
		fmt.Fprintf(w, "  ✓ %s, as docs/rules.md §9.5 requires\n", want)
		return nil
	}
}

// claimSteps are the worked examples of the five prove-it tools.
func claimSteps() []demoStep {
	return []demoStep{
		{
			title: "Challenge a claim (docs/rules.md §4 worked example)",
			tool:  "ackrite",
			args:  workedClaim,
			show:  showClaim("CONTRADICTED", "older working application", "authentication flow"),
		},
		{
			title: "Read the evidence, not the label (docs/rules.md §4, content over label)",
			tool:  "ackrite",
			args: map[string]any{
				"sessionId": "demo-checkout",
				"claim":     "The fix works: TestCheckout passes now.",
				"evidence": []any{map[string]any{"type": "test_result", "source": "go test -v ./checkout",
					"content": checkoutFail, "polarity": "supports", "reliability": 0.95}},
			},
			show: showOverride("fail", "--- FAIL: TestCheckout"),
		},
		{
			title: "Labelled supports, but about another thing: unaffirmed (docs/rules.md §4.1)",
			tool:  "ackrite",
			args: map[string]any{
				"sessionId": "demo-invoices",
				"claim":     "The nightly invoice job finishes now.",
				"evidence": []any{map[string]any{"type": "observed_behavior", "source": "job log, last night",
					"content": "Last night the reminder job finished in 4m10s.", "polarity": "supports", "reliability": 0.9}},
			},
			show: showReading("PLAUSIBLE", "unaffirmed", "the content does not show the claim holds; it would if it had observed invoice, not reminder"),
		},
		{
			title: "Labelled supports, but the problem goes on: persists (docs/rules.md §4.1)",
			tool:  "ackrite",
			args: map[string]any{
				"sessionId": "demo-invoices",
				"claim":     "Invoices are sent again.",
				"evidence": []any{map[string]any{"type": "observed_behavior", "source": "outbox dashboard, 09:10",
					"content": "outbox: 0 sent, 850 waiting since 07:00", "polarity": "supports", "reliability": 0.9}},
			},
			show: showReading("CONTRADICTED", "persists", ""),
		},
		{
			title: "Re-asked with only a passing run, the contradiction binds the session (docs/rules.md §7)",
			tool:  "verify",
			args: map[string]any{
				"sessionId": "demo-checkout",
				"claim":     "TestCheckout passes now.",
				"evidence": []any{map[string]any{"type": "test_result", "source": "go test -v ./checkout",
					"content": checkoutPass, "polarity": "supports", "reliability": 0.95}},
			},
			show: showBound("c1.e0"),
		},
		{
			title: "The same claim as an evidence ledger",
			tool:  "verify",
			args: with(workedClaim, map[string]any{
				"expectedBehavior": "The client signs in with native credentials.",
				"observedBehavior": "Sign-in fails in the current client.",
			}),
			show: showLedger,
		},
		{
			title: "The smallest proof for it",
			tool:  "prove_it",
			args:  workedClaim,
			show:  showProof("auth"),
		},
		{
			title: "Audit a rewrite before it happens (docs/rules.md §5 seed)",
			tool:  "audit",
			args: map[string]any{
				"sessionId":       "demo-auth",
				"reportedProblem": "Login returns an unexpected response.",
				"proposal":        "Rewrite the authentication client to replace the API endpoint integration.",
				"proposedChanges": []any{
					map[string]any{"path": "src/auth.ts", "description": "Rewrite authentication client and route handling."},
					map[string]any{"path": "src/theme.ts", "description": "Change unrelated color palette."},
				},
			},
			show: showAudit("verify-first", "src/theme.ts"),
		},
		{
			title: "Audit a narrow, tested fix",
			tool:  "audit",
			args: map[string]any{
				"reportedProblem": "Login returns an unexpected response.",
				"proposal":        "Fix the login response parser so a missing token field is reported instead of crashing.",
				"proposedChanges": []any{
					map[string]any{"path": "src/auth/parse.ts", "description": "Handle a missing token field in the login response parser."},
					map[string]any{"path": "src/auth/parse.test.ts", "description": "Regression test that reproduces the missing token field."},
				},
				"testPlan": "Run parse.test.ts: it fails on main with the crash and passes with the fix.",
				"evidence": []any{map[string]any{"type": "test_result", "source": "parse.test.ts on main",
					"content": "The login response parser crashes when the token field is missing: TypeError at parse.ts:42.", "polarity": "supports", "reliability": 0.9}},
			},
			show: showAudit("proceed", ""),
		},
		{
			title: "Break a repeated-failure loop (docs/rules.md §5 seed)",
			tool:  "reality_check",
			args: map[string]any{
				"sessionId": "demo-loop",
				"reasoning": "The rewrite will work and the issue is fixed.",
				"attempts": []any{
					map[string]any{"approach": "Replace the auth client", "outcome": "Failed with timeout."},
					map[string]any{"approach": "Replace the auth client", "outcome": "Failed with timeout again."},
					map[string]any{"approach": "Replace the auth client", "outcome": "Failed with the same timeout."},
				},
			},
			show: showReality("repeated-strategy", "untested-success"),
		},
		{
			title: "A claim with no evidence at all",
			tool:  "ackrite",
			args: map[string]any{
				"sessionId": "demo-auth",
				"claim":     "The timeout is caused by the connection pool being too small.",
				"context":   "We saw timeouts yesterday after the deploy.",
			},
			show: showClaim("UNVERIFIED", "", ""),
		},
		{
			title: "Bad input is a tool error that names the field and the limit",
			tool:  "ackrite",
			args: map[string]any{
				"claim":    "The cache is always warm.",
				"evidence": []any{map[string]any{"content": "hit ratio 99%", "reliability": 1.5}},
			},
			wantError: true,
		},
	}
}

func showClaim(wantStatus, wantSource, wantFocus string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		line(w, "status", fmt.Sprintf("%s (confidence %s, %s)", field(r, "status"), field(r, "confidence"), field(r, "confidenceLabel")))
		line(w, "why", field(r, "rationale"))
		for _, key := range []string{"supporting", "contradicting"} {
			for _, q := range list(r, key) {
				m, _ := q.(map[string]any)
				line(w, key, fmt.Sprintf("evidence[%s] %s %q (%s): %s", field(m, "index"), field(m, "type"), field(m, "source"), field(m, "basis"), field(m, "excerpt")))
			}
		}
		for _, a := range list(r, "assumptions") {
			line(w, "assumes", fmt.Sprint(a))
		}
		for _, m := range list(r, "missingEvidence") {
			line(w, "missing", fmt.Sprint(m))
		}
		for _, m := range list(r, "warnings") {
			line(w, "warning", fmt.Sprint(m))
		}
		line(w, "next", field(r, "nextAction"))
		if err := expect(field(r, "status"), wantStatus, "status"); err != nil {
			return err
		}
		all := fmt.Sprint(r["supporting"], r["contradicting"])
		if wantSource != "" && !strings.Contains(all, wantSource) {
			return fmt.Errorf("provenance %q not kept", wantSource)
		}
		if wantFocus != "" && !strings.Contains(field(r, "nextAction"), wantFocus) {
			return fmt.Errorf("next action does not point at the %s", wantFocus)
		}
		fmt.Fprintf(w, "  ✓ %s, as the evidence allows — and no further\n", wantStatus)
		return nil
	}
}

// showOverride prints a result whose content overrode a label and checks
// readings[0].
func showOverride(wantReading, wantBecause string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		line(w, "status", fmt.Sprintf("%s (confidence %s)", field(r, "status"), field(r, "confidence")))
		var first map[string]any
		for _, x := range list(r, "readings") {
			m, _ := x.(map[string]any)
			if first == nil {
				first = m
			}
			line(w, "reading", fmt.Sprintf("evidence[%s] labelled %s reads %s: %q", field(m, "index"), field(m, "label"), field(m, "reading"), field(m, "because")))
		}
		for _, q := range list(r, "contradicting") {
			m, _ := q.(map[string]any)
			line(w, "excerpt", fmt.Sprintf("evidence[%s] (%s): %s", field(m, "index"), field(m, "ref"), field(m, "excerpt")))
		}
		line(w, "why", field(r, "rationale"))
		line(w, "next", field(r, "nextAction"))
		if err := expect(field(r, "status"), "CONTRADICTED", "status"); err != nil {
			return err
		}
		if first == nil || field(first, "label") != "supports" || field(first, "reading") != wantReading || !strings.HasPrefix(field(first, "because"), wantBecause) {
			return fmt.Errorf("readings[0] = %v, want label supports, reading %s, because %s", first, wantReading, wantBecause)
		}
		fmt.Fprintln(w, "  ✓ the label said supports; the content said fail, and the content decided")
		return nil
	}
}

// showReading prints a result whose first item is labelled supports and
// checks its status and readings[0] (and, when set, words of its because).
func showReading(wantStatus, wantReading, wantBecause string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		line(w, "status", fmt.Sprintf("%s (confidence %s)", field(r, "status"), field(r, "confidence")))
		var first map[string]any
		for _, x := range list(r, "readings") {
			m, _ := x.(map[string]any)
			if first == nil {
				first = m
			}
			line(w, "reading", fmt.Sprintf("evidence[%s] labelled %s reads %s, counts %s: %q", field(m, "index"), field(m, "label"), field(m, "reading"), field(m, "counts"), field(m, "because")))
		}
		line(w, "why", field(r, "rationale"))
		line(w, "next", field(r, "nextAction"))
		if err := expect(field(r, "status"), wantStatus, "status"); err != nil {
			return err
		}
		if first == nil || field(first, "label") != "supports" || field(first, "reading") != wantReading ||
			wantBecause != "" && !strings.Contains(field(r, "rationale"), wantBecause) {
			return fmt.Errorf("readings[0] = %v, want label supports, reading %s (%q)", first, wantReading, wantBecause)
		}
		fmt.Fprintf(w, "  ✓ the label said supports; the content reads %s, so it is not support\n", wantReading)
		return nil
	}
}

// showBound checks that a re-asked claim stays CONTRADICTED by an earlier
// call's item.
func showBound(ref string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		line(w, "status", field(r, "status"))
		bound := false
		for _, e := range list(r, "contradicted") {
			m, _ := e.(map[string]any)
			line(w, "contradicted", field(m, "statement"))
			bound = bound || field(m, "ref") == ref
		}
		if err := expect(field(r, "status"), "CONTRADICTED", "status"); err != nil {
			return err
		}
		if !bound {
			return fmt.Errorf("the ledger does not quote the earlier contradiction %s", ref)
		}
		fmt.Fprintf(w, "  ✓ still CONTRADICTED: %s binds the claim until an item with reconciles: %q explains it\n", ref, ref)
		return nil
	}
}

func showLedger(w io.Writer, r map[string]any) error {
	line(w, "status", field(r, "status"))
	for _, key := range []string{"known", "supported", "contradicted", "assumed", "unverified"} {
		for _, e := range list(r, key) {
			m, _ := e.(map[string]any)
			s := field(m, "statement")
			if idx := field(m, "evidence"); idx != "" {
				s = fmt.Sprintf("[evidence %s] %s", idx, s)
			}
			line(w, key, s)
		}
	}
	line(w, "experiment", field(r, "decisiveExperiment.procedure"))
	line(w, "if true", field(r, "decisiveExperiment.ifTrue"))
	line(w, "if false", field(r, "decisiveExperiment.ifFalse"))
	if len(list(r, "contradicted")) == 0 || len(list(r, "known")) != 0 {
		return fmt.Errorf("the observed sign-in must be in contradicted, and nothing known in support")
	}
	fmt.Fprintln(w, "  ✓ every item placed once; the experiment states both outcomes")
	return nil
}

func showProof(wantDomain string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		line(w, "domain", field(r, "domain")+map[bool]string{true: " (inferred from the claim)", false: ""}[field(r, "domainInferred") == "true"])
		for _, c := range list(r, "proofChecklist") {
			m, _ := c.(map[string]any)
			mark := "missing"
			if s := field(m, "satisfiedBy"); s != "" {
				mark = "evidence[" + s + "]"
			}
			line(w, "check", fmt.Sprintf("[%s] %s", mark, field(m, "item")))
		}
		for _, m := range list(r, "minimalEvidenceSet") {
			line(w, "collect", fmt.Sprint(m))
		}
		line(w, "experiment", field(r, "falsifiableExperiment.procedure"))
		line(w, "if false", field(r, "falsifiableExperiment.ifFalse"))
		if err := expect(field(r, "domain"), wantDomain, "domain"); err != nil {
			return err
		}
		fmt.Fprintln(w, "  ✓ a checklist of direct evidence, and an experiment that could come out false")
		return nil
	}
}

func showAudit(want, wantPath string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		line(w, "verdict", field(r, "recommendation"))
		for _, f := range list(r, "findings") {
			m, _ := f.(map[string]any)
			line(w, field(m, "severity"), fmt.Sprintf("[%s] %s", field(m, "category"), field(m, "message")))
		}
		line(w, "reviewed", field(r, "reviewed"))
		if err := expect(field(r, "recommendation"), want, "recommendation"); err != nil {
			return err
		}
		if wantPath != "" && !strings.Contains(fmt.Sprint(r["findings"]), wantPath) {
			return fmt.Errorf("no finding names %s", wantPath)
		}
		fmt.Fprintf(w, "  ✓ %s, from the descriptions alone\n", want)
		return nil
	}
}

func showReality(wantPrimary, wantRisk string) func(io.Writer, map[string]any) error {
	return func(w io.Writer, r map[string]any) error {
		line(w, "primary", field(r, "primaryIssue.kind")+": "+field(r, "primaryIssue.message"))
		line(w, "do", field(r, "primaryIssue.recommendation"))
		for _, o := range list(r, "otherRisks") {
			m, _ := o.(map[string]any)
			line(w, "also", field(m, "kind")+": "+field(m, "message"))
		}
		if err := expect(field(r, "primaryIssue.kind"), wantPrimary, "primary issue"); err != nil {
			return err
		}
		if !strings.Contains(fmt.Sprint(r["otherRisks"]), wantRisk) {
			return fmt.Errorf("%s not among the other risks", wantRisk)
		}
		fmt.Fprintln(w, "  ✓ the loop is named before a fourth attempt")
		return nil
	}
}
