package claim

import (
	"fmt"
	"strings"
)

// StatusRules is the status rules as a short Markdown document for people
// and clients (the resource ackrite://spec/statuses, docs/rules.md §14), written
// from the rule table and the confidence bands themselves, so it says what
// the classifier does.
func StatusRules() string {
	var b strings.Builder
	b.WriteString("# ackrite claim statuses\n\n")
	b.WriteString("Every claim gets exactly one status, decided from the evidence supplied with it. " +
		"Each item's content is read first: its type, polarity and reliability are the caller's own labels, " +
		"and an item supports the claim only when its content affirms it (a recognised pass of the check the claim names, " +
		"or an observation that states the claim holds). Missing evidence is a result, never a green light.\n\n")
	b.WriteString("The first rule that matches wins:\n\n")
	b.WriteString("| status | when | confidence |\n|---|---|---|\n")
	for _, r := range rules {
		bd := bands[r.Status]
		fmt.Fprintf(&b, "| %s | %s | %.2f–%.2f |\n", r.Status, r.When, bd.Min, bd.Max)
	}
	b.WriteString("\nDirect: an observation, not an inference, hedge, hearsay or restatement. " +
		"High-reliability: a test_result, http_response, observed_behavior or user_fact item with reliability ≥ 0.8. " +
		"Weak: reliability below 0.3; weak support never lifts a claim above PLAUSIBLE.\n\n")
	b.WriteString("A contradiction binds the session: once a claim is CONTRADICTED, the same claim or a paraphrase of it " +
		"stays CONTRADICTED in every tool of that session until a later item sets `reconciles` to the contradicting item's " +
		"reference (`c3.e1`: the session's third call, its evidence[1]) and explains it. Re-asking with supporting evidence " +
		"alone never clears it. Confidence never reaches 1.\n")
	return b.String()
}
