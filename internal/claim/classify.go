package claim

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/text"
)

// An Analysis is the classification of one claim against its evidence.
// Lists are complete here; adapters cap them for display.
type Analysis struct {
	Claim         string
	Status        Status
	Confidence    float64
	Label         string
	Decider       int // index of the deciding item, -1 when none
	Rule          string
	Supporting    []int
	Contradicting []int
	Shapes        []string
	Assumptions   []string
	Missing       []string
	NextAction    string
	Rationale     string
	Warnings      []string
	Domain        *proof.Spec
	Checklist     []proof.Outcome
	ClaimTerms    []string
	ItemTerms     [][]string // content and source terms of each item
}

// Classify classifies claim against items, which must already have passed
// [evidence.Check]. scope picks the domain used for checklists and next
// actions; empty infers it from the claim's words.
func Classify(claim string, items []evidence.Item, scope proof.Domain) *Analysis {
	words := text.Words(claim)
	a := &Analysis{Claim: claim, ClaimTerms: text.Terms(claim)}
	a.ItemTerms = make([][]string, len(items))
	for i := range items {
		a.ItemTerms[i] = text.AppendTerms(text.Terms(items[i].Content), items[i].Source)
	}
	if spec, ok := proof.Lookup(scope); ok {
		a.Domain = spec
	} else {
		a.Domain = proof.Infer(a.ClaimTerms, a.ItemTerms)
	}
	a.Checklist = a.Domain.Plan(items, a.ItemTerms)

	a.Status, a.Decider, a.Rule = decide(items)
	a.Confidence = confidence(a.Status, items)
	a.Label = Label(a.Confidence)
	for i := range items {
		switch items[i].Polarity {
		case evidence.Supports:
			a.Supporting = append(a.Supporting, i)
		case evidence.Contradicts:
			a.Contradicting = append(a.Contradicting, i)
		}
	}

	found := detect(words)
	for _, s := range found {
		a.Shapes = append(a.Shapes, s.Name)
	}
	a.Rationale = a.rationale(items)
	a.Assumptions = a.assumptions(items, found)
	a.Missing = a.missing(items, found)
	a.NextAction = a.nextAction(items)
	a.Warnings = a.warnings(items)
	return a
}

func (a *Analysis) rationale(items []evidence.Item) string {
	d := a.Decider
	switch a.Status {
	case Contradicted:
		return fmt.Sprintf("%s contradicts the claim; a contradiction outranks any amount of support (%s here) until it is reconciled.",
			evidence.Label(items, d), plural(len(a.Supporting), "supporting item"))
	case Known:
		return fmt.Sprintf("%s is a direct, high-reliability observation (reliability %.2g) that supports the claim.",
			evidence.Label(items, d), items[d].Rel())
	case Supported:
		s := fmt.Sprintf("%s supports the claim directly, but no supporting item is a high-reliability observation (test_result, http_response, observed_behavior or user_fact at reliability ≥ 0.8).",
			evidence.Label(items, d))
		if t := items[d].Type; t == evidence.Code || t == evidence.Documentation {
			s += " Code and documentation say what should happen, not what was observed."
		}
		return s
	case Plausible:
		if d < 0 {
			return "Only neutral evidence was supplied: nothing supplied points toward the claim."
		}
		if !items[d].Direct() {
			return fmt.Sprintf("The strongest support, %s, is an inference: reasoning can make a claim plausible, never known.", evidence.Label(items, d))
		}
		return fmt.Sprintf("The only support, %s, is weak (reliability %.2g < 0.3): weak support cannot lift a claim above PLAUSIBLE.",
			evidence.Label(items, d), items[d].Rel())
	default:
		return "No evidence was supplied, so nothing establishes the claim; context is background, never proof."
	}
}

func (a *Analysis) assumptions(items []evidence.Item, found []*Shape) []string {
	var out []string
	for _, s := range found {
		out = append(out, s.Assumption)
	}
	d := a.Decider
	switch a.Status {
	case Contradicted:
		if len(a.Supporting) > 0 {
			out = append(out, fmt.Sprintf("The supporting %s and the contradicting %s describe the same system, version and path; if they do not, both can be true.",
				evidence.Label(items, a.Supporting[0]), evidence.Label(items, d)))
		}
	case Supported:
		if t := items[d].Type; t == evidence.Code || t == evidence.Documentation {
			out = append(out, fmt.Sprintf("What %s describes is what actually runs.", evidence.Label(items, d)))
		}
	case Plausible:
		if d >= 0 && !items[d].Direct() {
			out = append(out, fmt.Sprintf("The reasoning in %s holds; it is an inference, not an observation.", evidence.Label(items, d)))
		}
	case Unverified:
		out = append(out, "The claim itself: nothing supplied bears on it.")
	}
	return out
}

// statusMissing is what each status lacks, before shape- and
// domain-specific proof.
var statusMissing = map[Status]string{
	Unverified: "Any direct observation that bears on the claim (test_result, log, http_response or observed_behavior).",
	Plausible:  "A direct observation that supports the claim; what was supplied is neutral, inferred or weak.",
	Supported:  "A high-reliability observation (test_result, http_response, observed_behavior or user_fact at reliability ≥ 0.8) to make it KNOWN.",
}

func (a *Analysis) missing(items []evidence.Item, found []*Shape) []string {
	var out []string
	if a.Status == Contradicted {
		out = append(out, fmt.Sprintf("An explanation that reconciles %s with the claim; until then the contradiction stands.", evidence.Label(items, a.Decider)))
	} else if m, ok := statusMissing[a.Status]; ok {
		out = append(out, m)
	}
	for _, s := range found {
		out = append(out, s.Missing)
	}
	if a.Status != Known {
		for _, o := range a.Checklist {
			if o.Essential && o.SatisfiedBy == nil && !nearDuplicate(out, o.Item) {
				out = append(out, o.Item+".")
			}
		}
	}
	return out
}

// nearDuplicate reports whether s says much the same as a line already in
// list (half or more of their terms shared), so results do not repeat
// themselves in other words.
func nearDuplicate(list []string, s string) bool {
	ts := text.Terms(s)
	for _, l := range list {
		if text.Jaccard(ts, text.Terms(l)) >= 0.5 {
			return true
		}
	}
	return false
}

func (a *Analysis) nextAction(items []evidence.Item) string {
	proc := a.Domain.Experiment.Procedure
	switch a.Status {
	case Contradicted:
		return fmt.Sprintf("Inspect the %s behind %s, which reports %q, and reconcile it with the claim before replacing, rewriting or removing anything on the claim's strength. The contradiction shows the claim does not hold as stated; it does not establish the opposite.",
			a.Domain.Focus, evidence.Label(items, a.Decider), text.Excerpt(items[a.Decider].Content, 120))
	case Known:
		s := fmt.Sprintf("Act within what %s covers, keep that evidence with the change, and re-check if the environment or version changes.", evidence.Label(items, a.Decider))
		for _, sh := range a.Shapes {
			if sh == "universal" {
				s += " The evidence shows the observed cases, not every case."
			}
		}
		return s
	case Supported:
		return "Confirm with one high-reliability observation before acting on the claim widely. Smallest check: " + proc
	case Plausible:
		return "Turn the inference into an observation before acting on the claim. Smallest check: " + proc
	default:
		return "Collect one direct observation before acting on the claim. Smallest check: " + proc
	}
}

func (a *Analysis) warnings(items []evidence.Item) []string {
	var out []string
	for i := range items {
		if len(a.ClaimTerms) > 0 && !text.Shares(a.ClaimTerms, a.ItemTerms[i]) {
			out = append(out, fmt.Sprintf("%s shares no content word with the claim; it may not concern this claim (it still counts).", evidence.Label(items, i)))
		}
	}
	for _, i := range a.Supporting {
		it := &items[i]
		switch {
		case it.Direct() && it.Weak():
			out = append(out, fmt.Sprintf("%s supports at reliability %.2g (< 0.3): weak support cannot lift the claim above PLAUSIBLE.", evidence.Label(items, i), it.Rel()))
		case !it.Direct() && it.Rel() >= evidence.HighReliability:
			out = append(out, fmt.Sprintf("%s is an inference at reliability %.2g: however confident, reasoning is not an observation.", evidence.Label(items, i), it.Rel()))
		}
	}
	return out
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
