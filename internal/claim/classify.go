package claim

import (
	"fmt"
	"strconv"

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

	labels []string // evidence.Label of each item, made when first needed
}

// label names item i for prose, once per analysis.
func (a *Analysis) label(items []evidence.Item, i int) string {
	if a.labels == nil {
		a.labels = make([]string, len(items))
	}
	if a.labels[i] == "" {
		a.labels[i] = evidence.Label(items, i)
	}
	return a.labels[i]
}

func rel(f float64) string { return strconv.FormatFloat(f, 'g', 2, 64) }

// Classify classifies claim against items, which must already have passed
// [evidence.Check]. scope picks the domain used for checklists and next
// actions; empty infers it from the claim's words.
func Classify(claim string, items []evidence.Item, scope proof.Domain) *Analysis {
	words := text.Words(claim)
	a := &Analysis{Claim: claim}
	var x text.Extractor
	size := len(claim)
	for i := range items {
		size += len(items[i].Content) + len(items[i].Source) + 1
	}
	x.Grow(size)
	x.Group()
	x.Add(claim)
	for i := range items {
		x.Group()
		x.Add(items[i].Content)
		x.Add(items[i].Source)
	}
	terms := x.Terms()
	a.ClaimTerms, a.ItemTerms = terms[0], terms[1:]
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
		return a.label(items, d) + " contradicts the claim; a contradiction outranks any amount of support (" + plural(len(a.Supporting), "supporting item") + " here) until it is reconciled."
	case Known:
		return fmt.Sprintf("%s is a direct, high-reliability observation (reliability %.2g) that supports the claim.",
			a.label(items, d), items[d].Rel())
	case Supported:
		s := fmt.Sprintf("%s supports the claim directly, but no supporting item is a high-reliability observation (test_result, http_response, observed_behavior or user_fact at reliability ≥ 0.8).",
			a.label(items, d))
		if t := items[d].Type; t == evidence.Code || t == evidence.Documentation {
			s += " Code and documentation say what should happen, not what was observed."
		}
		return s
	case Plausible:
		if d < 0 {
			return "Only neutral evidence was supplied: nothing supplied points toward the claim."
		}
		if !items[d].Direct() {
			return fmt.Sprintf("The strongest support, %s, is an inference: reasoning can make a claim plausible, never known.", a.label(items, d))
		}
		return fmt.Sprintf("The only support, %s, is weak (reliability %.2g < 0.3): weak support cannot lift a claim above PLAUSIBLE.",
			a.label(items, d), items[d].Rel())
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
			out = append(out, "The supporting "+a.label(items, a.Supporting[0])+" and the contradicting "+a.label(items, d)+" describe the same system, version and path; if they do not, both can be true.")
		}
	case Supported:
		if t := items[d].Type; t == evidence.Code || t == evidence.Documentation {
			out = append(out, fmt.Sprintf("What %s describes is what actually runs.", a.label(items, d)))
		}
	case Plausible:
		if d >= 0 && !items[d].Direct() {
			out = append(out, fmt.Sprintf("The reasoning in %s holds; it is an inference, not an observation.", a.label(items, d)))
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
	var said [][]string // terms of the fixed lines in out, for near-duplicates
	if a.Status == Contradicted {
		out = append(out, "An explanation that reconciles "+a.label(items, a.Decider)+" with the claim; until then the contradiction stands.")
	} else if m, ok := statusMissing[a.Status]; ok {
		out = append(out, m)
		said = append(said, lineTerms(m))
	}
	for _, s := range found {
		out = append(out, s.Missing)
		said = append(said, lineTerms(s.Missing))
	}
	if a.Status != Known {
		for c, o := range a.Checklist {
			if o.Essential && o.SatisfiedBy == nil && !nearDuplicate(said, a.Domain.Checklist[c].ItemTerms()) {
				out = append(out, o.Item+".")
			}
		}
	}
	return out
}

// nearDuplicate reports whether a line with these terms says much the same
// as a line already said (half or more of their terms shared), so results
// do not repeat themselves in other words.
func nearDuplicate(said [][]string, terms []string) bool {
	for _, l := range said {
		if text.Jaccard(terms, l) >= 0.5 {
			return true
		}
	}
	return false
}

// staticTerms are the terms of the fixed sentences results are built from,
// computed once.
var staticTerms = func() map[string][]string {
	m := map[string][]string{}
	for _, s := range shapes {
		m[s.Missing] = text.Terms(s.Missing)
	}
	for _, s := range statusMissing {
		m[s] = text.Terms(s)
	}
	return m
}()

func lineTerms(s string) []string {
	if t, ok := staticTerms[s]; ok {
		return t
	}
	return text.Terms(s)
}

func (a *Analysis) nextAction(items []evidence.Item) string {
	proc := a.Domain.Experiment.Procedure
	switch a.Status {
	case Contradicted:
		return "Inspect the " + a.Domain.Focus + " behind " + a.label(items, a.Decider) + ", which reports " + strconv.Quote(text.Excerpt(items[a.Decider].Content, 120)) +
			", and reconcile it with the claim before replacing, rewriting or removing anything on the claim's strength. The contradiction shows the claim does not hold as stated; it does not establish the opposite."
	case Known:
		s := "Act within what " + a.label(items, a.Decider) + " covers, keep that evidence with the change, and re-check if the environment or version changes."
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
			out = append(out, a.label(items, i)+" shares no content word with the claim; it may not concern this claim (it still counts).")
		}
	}
	for _, i := range a.Supporting {
		it := &items[i]
		switch {
		case it.Direct() && it.Weak():
			out = append(out, a.label(items, i)+" supports at reliability "+rel(it.Rel())+" (< 0.3): weak support cannot lift the claim above PLAUSIBLE.")
		case !it.Direct() && it.Rel() >= evidence.HighReliability:
			out = append(out, a.label(items, i)+" is an inference at reliability "+rel(it.Rel())+": however confident, reasoning is not an observation.")
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
