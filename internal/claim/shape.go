package claim

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
)

// A Shape is a recognisable form of claim (docs/rules.md §4.3). Its triggers are
// rows of the phrase table in internal/reading (English, Spanish and
// Chinese); here each shape carries the assumption it leans on, the
// evidence that would settle it, and what KNOWN also requires.
type Shape struct {
	Name string
	Kind reading.Kind
	// Example is a claim of this shape, for documentation and tests.
	Example    string
	Assumption string
	Missing    string
	// Known reports whether the supplied evidence meets the shape's
	// requirement for KNOWN, given the item that would decide it; when it
	// does not, it says what is missing.
	Known func(a *Analysis, items []evidence.Item, decider int) (bool, string)
}

// shapes is the claim-shape table of docs/rules.md §4.3. A claim can have several.
var shapes = []Shape{
	{
		Name: "absence", Kind: reading.Absence, Example: "The API no longer supports native authentication.",
		Assumption: "The path you observed is the one actually in use: an absence seen from one client, version or configuration may not be an absence in the system itself.",
		Missing:    "Evidence of the absence from the system itself (current documentation, changelog, or a response that says so), not only from a path that does not use the feature.",
		Known:      knownAbsence,
	},
	{
		Name: "causal", Kind: reading.Causal, Example: "The outage was caused by the DNS change.",
		Assumption: "The named cause is the only one: nothing else changed between the working and the failing state.",
		Missing:    "An experiment that changes only the named cause and shows the effect disappear (and return when it is restored).",
	},
	{
		Name: "universal", Kind: reading.Universal, Example: "Every request gets a 502.",
		Assumption: "The cases observed stand for every case, including inputs, environments and versions nobody tried.",
		Missing:    "Evidence from more than one case (other inputs, environments or versions), or a reason the observed case is representative.",
		Known:      knownUniversal,
	},
	{
		Name: "fix", Kind: reading.Success, Example: "The flaky test is fixed.",
		Assumption: "A test or reproduction that failed before the change passes after it, and the change is what made the difference.",
		Missing:    "A test_result or observed_behavior showing the failure before the change and success after it, by the same steps.",
		Known:      knownSuccess,
	},
	{
		Name: "intermittent", Kind: reading.Intermittent, Example: "TestPaymentRetry is flaky.",
		Assumption: "One run stands for many: an intermittent failure can pass once, or ten times, by chance.",
		Missing:    "Repeated runs (at least 10, e.g. -count=10 or --repeat 10, all passing) or a race-detector run of the named test.",
		Known:      knownIntermittent,
	},
	{
		Name: "environment", Kind: reading.Environment, Example: "The bug only happens in production.",
		Assumption: "The environment or version named is the one where the evidence was observed.",
		Missing:    "Evidence captured in the named environment or version, labelled with its version string or environment name.",
		Known:      knownEnvironment,
	},
	{
		Name: "performance", Kind: reading.Performance, Example: "The new parser is faster.",
		Assumption: "The measurement is representative: same workload, warm-up and machine, and the difference exceeds run-to-run noise.",
		Missing:    "A before/after measurement on the same workload with repeated runs and their spread (p50/p99, or benchstat).",
		Known:      knownPerformance,
	},
}

// detect returns the shapes of a read claim, in table order.
func detect(c *reading.Claim) []*Shape {
	var found []*Shape
	for i := range shapes {
		if c.Has(shapes[i].Kind) {
			found = append(found, &shapes[i])
		}
	}
	return found
}

// requirements returns what the claim's shapes still need for KNOWN when
// item decider is the deciding support; empty when all are met.
func (a *Analysis) requirements(items []evidence.Item, decider int) []string {
	var out []string
	for _, s := range a.found {
		if s.Known == nil {
			continue
		}
		if ok, why := s.Known(a, items, decider); !ok {
			out = append(out, s.Name+": "+why)
		}
	}
	return out
}

// support returns the items that count as support: distinct, relevant,
// direct, not weak and supporting.
func (a *Analysis) support(items []evidence.Item) []int {
	var out []int
	for i := range items {
		if r := &a.Reads[i]; r.Polarity == evidence.Supports && r.counts(&items[i]) {
			out = append(out, i)
		}
	}
	return out
}

// observes reports whether item i directly observes behaviour: runner or
// HTTP output that reads pass, or an observation without output to read.
func observes(r *Effect, it *evidence.Item) bool {
	switch {
	case r.Outcome == reading.Pass && !r.Prose:
		return true
	case r.Outcome != reading.None && !(r.Outcome == reading.Pass && r.Prose):
		return false
	}
	// No output to read, or only the agent's own words ("they all pass"):
	// it counts as an observation of the behaviour only from a type that
	// observes behaviour — or as a run's result when the words count the
	// run ("--repeat-each=20: 20 de 20 ejecuciones pasaron").
	switch it.Type {
	case evidence.ObservedBehavior, evidence.UserFact, evidence.HTTPResponse:
		return true
	case evidence.TestResult:
		return r.Runs > 0 || r.Passed > 0
	}
	return false
}

func knownSuccess(a *Analysis, items []evidence.Item, decider int) (bool, string) {
	for i := range items {
		r := &a.Reads[i]
		if r.Counted && r.Relevant && !r.Before && (r.Outcome == reading.Fail || r.Outcome == reading.NoRun) {
			return false, fmt.Sprintf("%s reads %s (%s), so the named check is not shown passing", a.label(items, i), r.Outcome, quoted(reading.WithoutDuration(r.Reading.Because())))
		}
	}
	if !observes(&a.Reads[decider], &items[decider]) {
		return false, a.label(items, decider) + " is not a pass of the named check: no runner, HTTP or exit output reading pass, and not a direct observation of the behaviour"
	}
	if r := &a.Reads[decider]; len(a.read.TestNames()) > 0 && (r.Prose || r.Outcome == reading.None) {
		// "TestCheckout passes" is shown by the runner's output, not by
		// a sentence that says so.
		return false, a.label(items, decider) + " says " + a.read.TestNames()[0] + " passes, but it is not the runner's output showing it"
	}
	if r := &a.Reads[decider]; r.Outcome == reading.Pass {
		if what := r.Unobserved; what != nil {
			if a.unobserved == "" {
				a.unobserved = fmt.Sprintf("A passing run of a test of the %s the claim names (%s passed only %s).", strings.Join(what, " "), a.label(items, decider), strings.Join(r.PassedNames, ", "))
			}
			return false, fmt.Sprintf("%s passes only %s, none of which concerns the %s the claim names: a pass of a test of the %s itself", a.label(items, decider), strings.Join(r.PassedNames, ", "), strings.Join(what, " "), strings.Join(what, " "))
		}
	}
	return true, ""
}

func knownIntermittent(a *Analysis, items []evidence.Item, _ int) (bool, string) {
	// One clean -race run shows only that this run hit no race (§4.3): a
	// race-detector run counts when repeated, or beside the failing run of
	// before the change.
	before := false
	for i := range a.Reads {
		r := &a.Reads[i]
		before = before || r.Outcome == reading.Fail && r.Before && r.Relevant
	}
	for _, i := range a.support(items) {
		if r := &a.Reads[i]; r.Outcome == reading.Pass && (r.Runs >= MinRepeats || r.Race && before) {
			return true, ""
		}
	}
	return false, fmt.Sprintf("no supporting run repeated at least %d times (a race-detector run too, unless beside the failing run of before the change), all passing", MinRepeats)
}

// MinRepeats is how many passing runs an intermittent claim needs (§4.3).
const MinRepeats = 10

func knownPerformance(a *Analysis, items []evidence.Item, _ int) (bool, string) {
	measured := 0
	for _, i := range a.support(items) {
		r := &a.Reads[i]
		if r.Outcome == reading.Fail {
			continue
		}
		if r.Compares {
			return true, "" // "840 ms before, 120 ms after" in one item
		}
		if r.Rule == "number.bound" && r.Affirms {
			return true, "" // "p95 212 ms" for "below 300 ms": the figure beside the claim's own
		}
		if r.Measured > 0 {
			measured++
		}
	}
	if measured >= 2 {
		return true, "" // a measurement before and one after
	}
	return false, "no measurement with numbers on both sides (before and after, a benchmark, a profile or timings)"
}

func knownUniversal(a *Analysis, items []evidence.Item, _ int) (bool, string) {
	n := 0
	always := a.read.Always()
	for _, i := range a.support(items) {
		r := &a.Reads[i]
		if r.Named && r.Rule != "named-test-target" || always {
			// "always passes" speaks for every run: the instances are
			// runs, however many tests one run holds.
			n += max(1, r.Runs) // the named test's own runs
			continue
		}
		n += max(1, r.Passed, r.Runs, r.Packages, r.Whole)
	}
	if n >= 2 {
		return true, ""
	}
	if always {
		return false, "the evidence covers one run; the claim speaks for every run"
	}
	return false, "the evidence covers one instance; the claim speaks for all of them"
}

func knownAbsence(a *Analysis, items []evidence.Item, _ int) (bool, string) {
	for _, i := range a.support(items) {
		it, r := &items[i], &a.Reads[i]
		if it.Type == evidence.Documentation || it.Type == evidence.HTTPResponse || r.Status == 404 || r.Status == 410 || r.Status == 501 {
			return true, ""
		}
		if it.Type == evidence.Log && r.SaysAbsent {
			// The system's own log saying so; one client's behaviour is
			// not enough.
			return true, ""
		}
	}
	return false, "no evidence from the system itself (documentation, a changelog or a response saying so)"
}

func knownEnvironment(a *Analysis, items []evidence.Item, _ int) (bool, string) {
	envs := a.read.Environments()
	if len(envs) == 0 {
		return true, ""
	}
	for _, i := range a.support(items) {
		if a.Reads[i].InEnvironment {
			return true, ""
		}
	}
	return false, "no supporting observation from " + strings.Join(envs[:1], "") + " itself"
}
