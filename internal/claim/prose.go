package claim

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// A prose row is what a result says for one status: why the claim has it
// (rationale), the assumption the status adds to the claim's own, the
// proof it lacks before shape- and domain-specific proof, and the next
// action. Each reads the analysis, whose Decider is the deciding item (-1
// when none).
type prose struct {
	status     Status
	rationale  func(a *Analysis, items []evidence.Item) string
	assumption func(a *Analysis, items []evidence.Item) string // "" adds none
	missing    func(a *Analysis, items []evidence.Item) string // "" adds none
	action     func(a *Analysis, items []evidence.Item) string
}

// statusProse holds one row per status, in the priority order of docs/rules.md §4.
var statusProse = []prose{
	{Contradicted, contradictedRationale, contradictedAssumption, contradictedMissing, contradictedAction},
	{Known, knownRationale, nothing, nothing, knownAction},
	{Supported, supportedRationale, supportedAssumption, fixed(statusMissing[Supported]), supportedAction},
	{Plausible, plausibleRationale, plausibleAssumption, plausibleMissing, plausibleAction},
	{Unverified, fixed("No evidence was supplied, so nothing establishes the claim; context is background, never proof."),
		fixed("The claim itself: nothing supplied bears on it."), fixed(statusMissing[Unverified]),
		func(a *Analysis, _ []evidence.Item) string {
			return "Collect one direct observation before acting on the claim. Smallest check: " + a.Domain.Experiment.Procedure
		}},
}

// proseOf returns the row of status s.
func proseOf(s Status) *prose {
	for i := range statusProse {
		if statusProse[i].status == s {
			return &statusProse[i]
		}
	}
	return &statusProse[len(statusProse)-1] // Unverified: nothing established
}

func fixed(s string) func(*Analysis, []evidence.Item) string {
	return func(*Analysis, []evidence.Item) string { return s }
}

func nothing(*Analysis, []evidence.Item) string { return "" }

// statusMissing is what each status lacks, before shape- and
// domain-specific proof.
var statusMissing = map[Status]string{
	Unverified: "Any direct observation that bears on the claim (test_result, log, http_response or observed_behavior).",
	Plausible:  "A direct observation that supports the claim; what was supplied is neutral, inferred or weak.",
	Supported:  "A high-reliability observation (test_result, http_response, observed_behavior or user_fact at reliability ≥ 0.8) to make it KNOWN.",
}

func contradictedRationale(a *Analysis, items []evidence.Item) string {
	d := a.Decider
	if d < 0 {
		return a.boundSentence()
	}
	s := a.label(items, d) + " contradicts the claim; a contradiction outranks any amount of support (" + plural(len(a.Supporting), "supporting item") + " here) until it is reconciled."
	if a.Bound != nil {
		s += " " + a.boundSentence()
	}
	return s
}

func knownRationale(a *Analysis, items []evidence.Item) string {
	d := a.Decider
	s := fmt.Sprintf("%s is a direct, high-reliability, relevant observation (reliability %.2g) that supports the claim.",
		a.label(items, d), items[d].Rel())
	if len(a.found) > 0 {
		s += " The claim's shape requirements (§4.3) are met."
	}
	return s
}

func supportedRationale(a *Analysis, items []evidence.Item) string {
	d := a.Decider
	s := fmt.Sprintf("%s supports the claim directly, but no supporting item is a relevant high-reliability observation (test_result, http_response, observed_behavior or user_fact at reliability ≥ 0.8) that meets the claim's shape.",
		a.label(items, d))
	if t := items[d].Type; t == evidence.Code || t == evidence.Documentation {
		s += " Code and documentation say what should happen, not what was observed."
	}
	if len(a.Unmet) > 0 {
		s += " Not KNOWN (§4.3): " + strings.Join(a.Unmet, "; ") + "."
	}
	return s
}

func plausibleRationale(a *Analysis, items []evidence.Item) string {
	d := a.Decider
	switch u := a.unaffirmed(); {
	case d < 0 && u >= 0:
		return fmt.Sprintf("Nothing supplied affirms the claim: %s is labelled supports, but the content does not show the claim holds; it would if %s.",
			a.label(items, u), a.Reads[u].Wanted)
	case d < 0:
		s := "Nothing supplied counts as support: the items are neutral"
		if a.anyLabelIt() {
			s += " (some only because they were sent without a polarity)"
		}
		return s + "."
	case a.Reads[d].Inferred:
		return fmt.Sprintf("The strongest support, %s, has an inference basis: reasoning, hedges and hearsay can make a claim plausible, never known.", a.label(items, d))
	case !a.Reads[d].Relevant:
		return fmt.Sprintf("The only support, %s, does not concern what the claim names, so it cannot establish it.", a.label(items, d))
	}
	return fmt.Sprintf("The only support, %s, is weak (reliability %.2g < 0.3): weak support cannot lift a claim above PLAUSIBLE.",
		a.label(items, d), items[d].Rel())
}

// unaffirmed returns the first counted item labelled supports whose
// content does not affirm the claim, or -1.
func (a *Analysis) unaffirmed() int {
	for i := range a.Reads {
		if r := &a.Reads[i]; r.Unaffirmed && r.Counted {
			return i
		}
	}
	return -1
}

// plausibleMissing is what a PLAUSIBLE claim lacks: when an item was
// labelled supports and did not affirm, what would have.
func plausibleMissing(a *Analysis, items []evidence.Item) string {
	if u := a.unaffirmed(); u >= 0 && a.Decider < 0 {
		r := &a.Reads[u]
		if len(r.Unobserved) > 0 {
			return fmt.Sprintf("A passing run of a test of the %s the claim names (%s passed only %s).", strings.Join(r.Unobserved, " "), a.label(items, u), strings.Join(r.PassedNames, ", "))
		}
		return "An observation whose content shows the claim holds: " + a.label(items, u) + " would be one if " + r.Wanted + "."
	}
	return statusMissing[Plausible]
}

func contradictedAssumption(a *Analysis, items []evidence.Item) string {
	if len(a.Supporting) > 0 && a.Decider >= 0 {
		return "The supporting " + a.label(items, a.Supporting[0]) + " and the contradicting " + a.label(items, a.Decider) + " describe the same system, version and path; if they do not, both can be true."
	}
	return ""
}

func supportedAssumption(a *Analysis, items []evidence.Item) string {
	if t := items[a.Decider].Type; t == evidence.Code || t == evidence.Documentation {
		return fmt.Sprintf("What %s describes is what actually runs.", a.label(items, a.Decider))
	}
	return ""
}

func plausibleAssumption(a *Analysis, items []evidence.Item) string {
	if d := a.Decider; d >= 0 && a.Reads[d].Inferred {
		return fmt.Sprintf("The reasoning in %s holds; it is an inference, not an observation.", a.label(items, d))
	}
	return ""
}

func contradictedMissing(a *Analysis, items []evidence.Item) string {
	if a.Decider < 0 {
		return "An item with reconciles: \"" + a.Bound.Ref + "\" that explains the earlier contradiction; until then it stands."
	}
	return "An explanation that reconciles " + a.label(items, a.Decider) + " with the claim; until then the contradiction stands."
}

func contradictedAction(a *Analysis, items []evidence.Item) string {
	d := a.Decider
	if d < 0 {
		return fmt.Sprintf("Reconcile the earlier contradiction %s (%q) before acting on this claim: find out why it happened, and send the explanation as a direct item with reconciles: %q. Re-asking with supporting evidence does not clear it.",
			a.Bound.Ref, a.Bound.Excerpt, a.Bound.Ref)
	}
	if r := &a.Reads[d]; r.Outcome == reading.Fail && !r.Prose && r.Override != "" {
		what := "Run the named test again and read its output"
		if strings.HasPrefix(r.Rule, "http") || strings.HasPrefix(r.Rule, "json") || strings.HasPrefix(r.Rule, "status") {
			what = "Repeat the request and read its status line and body"
		} else if len(r.FailedNames) > 0 {
			what = "Run " + strings.Join(r.FailedNames[:min(3, len(r.FailedNames))], ", ") + " again and read its output"
		}
		return what + ": " + a.label(items, d) + " reads fail (" + quoted(reading.WithoutDuration(r.Reading.Because())) +
			"), not pass. Fix what it reports before calling the claim done; the failure shows the claim does not hold as stated."
	}
	return "Inspect the " + a.Domain.Focus + " behind " + a.label(items, d) + ", which reports " + quoted(text.Excerpt(a.Excerpt(items, d), 120)) +
		", and reconcile it with the claim before replacing, rewriting or removing anything on the claim's strength. The contradiction shows the claim does not hold as stated; it does not establish the opposite."
}

func knownAction(a *Analysis, items []evidence.Item) string {
	s := "Act within what " + a.label(items, a.Decider) + " covers, keep that evidence with the change, and re-check if the environment or version changes."
	for _, sh := range a.Shapes {
		if sh == "universal" {
			s += " The evidence shows the observed cases, not every case."
		}
	}
	return s
}

func supportedAction(a *Analysis, _ []evidence.Item) string {
	proc := a.Domain.Experiment.Procedure
	if len(a.Unmet) > 0 {
		return "Supply what the claim's shape needs before acting on it widely (" + a.Unmet[0] + "). Smallest check: " + proc
	}
	return "Confirm with one high-reliability observation before acting on the claim widely. Smallest check: " + proc
}

func plausibleAction(a *Analysis, items []evidence.Item) string {
	proc := a.Domain.Experiment.Procedure
	switch d, u := a.Decider, a.unaffirmed(); {
	case d < 0 && u >= 0:
		return "Observe what would show the claim holds before acting on it: " + a.label(items, u) + " would affirm it if " + a.Reads[u].Wanted + ". Smallest check: " + proc
	case d >= 0 && a.Reads[d].Inferred:
		return "Turn the inference into an observation before acting on the claim. Smallest check: " + proc
	case d >= 0 && !a.Reads[d].Relevant:
		return "Observe what the claim names — its own test, endpoint or behaviour — before acting on it. Smallest check: " + proc
	case d >= 0:
		return "Strengthen the observation (it is weak) before acting on the claim. Smallest check: " + proc
	}
	return "Collect one direct observation that bears on the claim before acting on it. Smallest check: " + proc
}
