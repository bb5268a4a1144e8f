package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A test runner that reports a test failing reports its check failing,
// whatever the claim's verb (docs/tools.md, Readings): "The webhook retries
// 5 times and then dead-letters the event" is not shown by `not ok 1 -
// webhook retries 5 times then dead-letters` with `3 !== 5` under it, nor
// "the parser rejects leap seconds" by TestParserRejectsLeapSeconds
// failing: that is the check of the claim not passing. A claim that states
// a failure is shown by a runner's failure only where the failure is what
// it says happens — a harm (a bug, a crash, an error raised, wrong totals:
// failureTerms other than the designed refusals of refusalTerms), or the
// outcome of a test it names ("did not fix TestCheckout").

// refusalTerms are the failure terms (as [text.Terms] makes them) of a
// designed refusal: what the system is meant to do, and what a passing
// test of it shows. A timeout is one too where it is the retries' budget
// ("retries" folds onto it); a run that timed out shows one (below).
var refusalTerms = []string{"reject", "refus", "deny", "deni", "declin", "拒绝", "timeout"}

// runnerFailed reports a failure that a test runner reported of its tests;
// a status its messages print ("status = 201, want 413") is the test's
// observation, not a response the item shows.
func (r *Reading) runnerFailed() bool {
	return r.Outcome == Fail && (r.Failed > 0 || len(r.FailedNames) > 0)
}

// failureShownBy reports whether a runner's failing test r shows the
// failure a failure-shaped claim states (see the comment at the top of
// this file).
func (c *Claim) failureShownBy(r *Reading, content string) bool {
	for _, n := range r.FailedNames {
		if slices.ContainsFunc(c.testNames, func(t string) bool { return strings.EqualFold(t, n) }) {
			return true // the claim is about that test's outcome
		}
	}
	for _, t := range c.Subject.Terms {
		if slices.Contains(failureTerms, t) && !slices.Contains(refusalTerms, t) {
			return true
		}
	}
	if slices.Contains(c.Subject.Terms, "timeout") && !slices.Contains(c.Subject.Terms, "retry") {
		return strings.Contains(strings.ToLower(content), "timed out")
	}
	return c.refusalPrinted(r, content)
}

// refusalPrinted reports a failing run whose own message states the
// refusal the claim names, not negated and not as what was wanted:
// `Parse("23:59:60"): leap second rejected: second out of range` for "the
// parser rejects leap seconds" — the run observed the rejection, whatever
// its test then asserted. A test's name does not count
// (TestParserRejectsLeapSeconds names the check, it observes nothing).
func (c *Claim) refusalPrinted(r *Reading, content string) bool {
	var want []string
	for _, t := range c.Subject.Terms {
		if t != "timeout" && slices.Contains(refusalTerms, t) {
			want = append(want, t)
		}
	}
	if len(want) == 0 {
		return false
	}
	for line := range strings.Lines(content) {
		lo := strings.ToLower(line)
		if saysAny(lo, refusalDenials) || strings.Contains(lo, "n't") {
			continue
		}
		for _, n := range r.FailedNames {
			lo = strings.ReplaceAll(lo, strings.ToLower(n), " ")
		}
		if text.Common(text.Terms(lo), want) > 0 {
			return true
		}
	}
	return false
}

// refusalDenials are the words of a line that says the refusal did not
// happen, or that it is what the test wanted: "got nil error, want
// error", "expected the request to be rejected".
var refusalDenials = []string{"not ", "no ", "never", "without", "want", "expect", "should", "instead", "no se ", "sin ", "没有", "未"}

// saysAny reports whether s (lower case) holds one of words at a word's
// start (any place for a word that starts with a non-ASCII letter).
func saysAny(s string, words []string) bool {
	for _, w := range words {
		for i := 0; i+len(w) <= len(s); {
			j := strings.Index(s[i:], w)
			if j < 0 {
				break
			}
			j += i
			if j == 0 || w[0] >= 0x80 || !isWordByte(s[j-1]) {
				return true
			}
			i = j + 1
		}
	}
	return false
}
