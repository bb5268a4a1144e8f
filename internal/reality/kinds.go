package reality

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/text"
)

// A kind is one row of the issue table: its trigger phrases, its
// recommendation and the test that fires it. Order is priority.
type kind struct {
	Kind           Kind
	Triggers       []text.Phrase
	Recommendation string
	fire           func(c *check, k *kind) (Issue, level)
}

var (
	successWords = text.Phrases("fixed", "fix", "works", "work", "working", "worked", "resolved", "solved", "succeeded", "success",
		"successful", "passes", "passed", "passing", "done", "green", "ok", "complete", "completed")
	failureWords = text.Phrases("fail", "failed", "fails", "failing", "failure", "error", "errors", "timeout", "timed out",
		"still", "same", "broken", "broke", "crash", "crashed", "denied", "refused", "rejected", "not", "no", "never",
		"didn't", "didnt", "doesn't", "doesnt", "won't", "wont", "500", "502", "503", "401", "403", "404", "panic", "exception")
	rewriteWords = text.Phrases("rewrite", "rewriting", "rewrote", "replace", "replacing", "reimplement", "start over", "from scratch",
		"overhaul", "migrate to", "switch to", "rebuild", "throw away")
)

// kinds is the issue table of SPEC §5, most important first.
var kinds = []kind{
	{
		Kind:           RepeatedStrategy,
		Recommendation: "Stop repeating it. Name the assumption that makes %s look necessary, verify that assumption with one direct observation (a log line, a response, a failing test), and choose the next step from what it shows.",
		fire:           fireRepeated,
	},
	{
		Kind:           ContradictedPremise,
		Recommendation: "Reconcile the contradiction first: find out why the contradicting evidence differs from the claim before reasoning from it.",
		fire:           fireContradicted,
	},
	{
		Kind:           UntestedSuccess,
		Triggers:       text.Phrases("fixed", "is fixed", "works now", "will work", "it works", "working now", "resolved", "solved", "done", "success", "succeeded", "passes", "passing now", "all good", "problem is gone", "issue is gone"),
		Recommendation: "Show it: run the test or reproduction that failed before, and supply the result as test_result or observed_behavior evidence, before calling it done.",
		fire:           fireUntestedSuccess,
	},
	{
		Kind:           PrematureRewrite,
		Triggers:       rewriteWords,
		Recommendation: "Before replacing anything, show with direct evidence that the current component is at fault and cannot be fixed narrowly; a rewrite resets what you know.",
		fire:           firePrematureRewrite,
	},
	{
		Kind:           UnsupportedCertainty,
		Triggers:       text.Phrases("definitely", "obviously", "must be", "certainly", "clearly", "surely", "no doubt", "without a doubt", "guaranteed", "100%", "for sure", "undoubtedly", "of course", "has to be", "always works", "cannot fail", "can't fail"),
		Recommendation: "Replace certainty with a check: say what observation would prove it wrong, and make it.",
		fire:           fireCertainty,
	},
}

func fireRepeated(c *check, k *kind) (Issue, level) {
	if len(c.groups) == 0 {
		return Issue{}, quiet
	}
	g := c.groups[0]
	where := fmt.Sprintf("attempts %s", joinInts(g.Attempts))
	if len(g.Attempts) == 1 {
		where = fmt.Sprintf("attempt %d", g.Attempts[0])
	}
	if g.Earlier > 0 {
		if len(g.Attempts) > 0 {
			where += fmt.Sprintf(" and %d earlier in this session", g.Earlier)
		} else {
			where = fmt.Sprintf("%d attempts earlier in this session", g.Earlier)
		}
	}
	target := "this approach"
	if text.First(text.WordingOf(g.Approach), rewriteWords) != "" {
		target = "the replacement"
	}
	msg := fmt.Sprintf("The same strategy — %q — has failed %d times (%s).", g.Approach, g.Failures, where)
	if outcome := c.sampleOutcome(g); outcome != "" {
		msg += fmt.Sprintf(" Last outcome: %q", outcome)
	}
	if g.Failures >= RepeatPrimary {
		return Issue{k.Kind, msg, fmt.Sprintf(k.Recommendation, target)}, issue
	}
	return Issue{k.Kind, fmt.Sprintf("The same strategy — %q — has failed twice (%s); a third try is a loop.", g.Approach, where),
		"Before trying it again, change one thing you can observe, or verify the assumption behind it."}, risk
}

// sampleOutcome returns the outcome of the group's last attempt in this call.
func (c *check) sampleOutcome(g Group) string {
	if len(g.Attempts) == 0 {
		return ""
	}
	return text.Excerpt(c.Attempts[g.Attempts[len(g.Attempts)-1]].Outcome, 160)
}

func fireContradicted(c *check, k *kind) (Issue, level) {
	premise := text.Terms(c.Reasoning)
	for _, a := range c.Attempts {
		premise = text.AppendTerms(premise, a.Approach)
	}
	for _, p := range c.PriorClaims {
		if p.Status != claim.Contradicted {
			continue
		}
		n := text.Common(p.Terms, premise)
		if n >= 2 && 2*n >= len(p.Terms) {
			return Issue{k.Kind, fmt.Sprintf("The reasoning leans on a claim this session found CONTRADICTED: %q.", p.Excerpt), k.Recommendation}, issue
		}
	}
	return Issue{}, quiet
}

// hasTestEvidence reports a supporting test_result or observed_behavior in
// this call or earlier in the session.
func (c *check) hasTestEvidence() bool {
	for i := range c.Evidence {
		it := &c.Evidence[i]
		if it.Polarity == evidence.Supports && (it.Type == evidence.TestResult || it.Type == evidence.ObservedBehavior) {
			return true
		}
	}
	for _, e := range c.PriorEvidence {
		if e.Polarity == string(evidence.Supports) && (e.Type == string(evidence.TestResult) || e.Type == string(evidence.ObservedBehavior)) {
			return true
		}
	}
	return false
}

func fireUntestedSuccess(c *check, k *kind) (Issue, level) {
	said := text.First(c.reasoningWords, k.Triggers)
	where := "The reasoning"
	if said == "" {
		for i, a := range c.Attempts {
			if a.Succeeded != nil && *a.Succeeded {
				said, where = "succeeded: true", fmt.Sprintf("Attempt %d", i)
				break
			}
		}
	}
	if said == "" || c.hasTestEvidence() {
		return Issue{}, quiet
	}
	return Issue{k.Kind, fmt.Sprintf("%s claims success (%q) with no supporting test_result or observed_behavior evidence in this call or session.", where, said), k.Recommendation}, issue
}

func firePrematureRewrite(c *check, k *kind) (Issue, level) {
	said := text.First(c.reasoningWords, k.Triggers)
	for i := 0; said == "" && i < len(c.attemptWords); i++ {
		said = text.First(c.attemptWords[i], k.Triggers)
	}
	if said == "" {
		return Issue{}, quiet
	}
	for i := range c.Evidence {
		if it := &c.Evidence[i]; it.Direct() && it.Polarity == evidence.Supports && it.HighReliability() {
			return Issue{}, quiet
		}
	}
	return Issue{k.Kind, fmt.Sprintf("A rewrite is on the table (%q) without high-reliability direct evidence that the current component is at fault.", said), k.Recommendation}, issue
}

func fireCertainty(c *check, k *kind) (Issue, level) {
	said := text.First(c.reasoningWords, k.Triggers)
	if said == "" || len(c.Evidence) > 0 {
		return Issue{}, quiet
	}
	return Issue{k.Kind, fmt.Sprintf("The reasoning is certain (%q) but no evidence was supplied.", said), k.Recommendation}, issue
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
