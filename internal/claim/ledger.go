package claim

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// An Entry is one line of the evidence ledger.
type Entry struct {
	Statement string `json:"statement" jsonschema:"What is known, assumed, supported, contradicted or unverified, in one line."`
	Evidence  *int   `json:"evidence,omitempty" jsonschema:"Index (0-based) of the evidence item the line comes from, when it comes from one."`
	Source    string `json:"source,omitempty" jsonschema:"Provenance of that item."`
	Ref       string `json:"ref,omitempty" jsonschema:"The item's session reference (c3.e1) when it contradicts the claim; a later item can name it in reconciles."`
}

// A Ledger sorts everything a claim rests on into what is known, assumed,
// supported, contradicted and unverified. Every supplied item lands in
// exactly one list.
type Ledger struct {
	Known        []Entry
	Assumed      []Entry
	Supported    []Entry
	Contradicted []Entry
	Unverified   []Entry
	Experiment   proof.Experiment
}

// placement says where an item goes in the ledger, and how its line reads.
type placement struct {
	list   func(*Ledger) *[]Entry
	prefix func(*evidence.Item, *Effect) string
}

func known(l *Ledger) *[]Entry        { return &l.Known }
func assumed(l *Ledger) *[]Entry      { return &l.Assumed }
func supported(l *Ledger) *[]Entry    { return &l.Supported }
func contradicted(l *Ledger) *[]Entry { return &l.Contradicted }
func unverified(l *Ledger) *[]Entry   { return &l.Unverified }

func none(*evidence.Item, *Effect) string { return "" }

func inferred(_ *evidence.Item, r *Effect) string {
	switch {
	case r.Hearsay.Rule != "":
		return "hearsay, not an observation: "
	case r.Hedge.Rule != "":
		return "hedged, not an observation: "
	case r.Restatement:
		return "restates the claim, not an observation: "
	}
	return "inference, not an observation: "
}

func weakly(it *evidence.Item, _ *Effect) string {
	return fmt.Sprintf("weak (reliability %.2g), not enough to count: ", it.Rel())
}

func neutrally(it *evidence.Item, r *Effect) string {
	switch {
	case !r.Counted:
		return fmt.Sprintf("repeats evidence[%d], counted once: ", r.Duplicate)
	case !r.Relevant:
		return "may not concern this claim: "
	case r.Outcome == reading.NoRun:
		return "nothing ran (no-run), not a pass: "
	}
	return fmt.Sprintf("observed (reliability %.2g) but neutral to the claim: ", it.Rel())
}

// place is the ledger table: the first row whose test matches decides. It
// reads effective polarities and bases, not labels.
var place = []struct {
	test func(*evidence.Item, *Effect) bool
	placement
}{
	{func(_ *evidence.Item, r *Effect) bool { return r.Polarity == evidence.Contradicts && r.Counted }, placement{contradicted, func(_ *evidence.Item, r *Effect) string {
		if r.Inferred {
			return "inference, not an observation: "
		}
		return ""
	}}},
	{func(_ *evidence.Item, r *Effect) bool { return r.Inferred }, placement{assumed, inferred}},
	{func(it *evidence.Item, r *Effect) bool {
		return it.HighReliability() && r.Counted && r.Relevant && r.Outcome != reading.NoRun
	}, placement{known, none}},
	{func(it *evidence.Item, r *Effect) bool { return r.Polarity == evidence.Supports && r.counts(it) }, placement{supported, none}},
	{func(it *evidence.Item, r *Effect) bool {
		return r.Polarity == evidence.Supports && r.Counted && r.Relevant
	}, placement{unverified, weakly}},
	{func(*evidence.Item, *Effect) bool { return true }, placement{unverified, neutrally}},
}

// Ledger builds the evidence ledger of `verify`. expected and observed are
// the caller's descriptions: an expectation is an assumption, and a reported
// observation that was not supplied as an evidence item is unverified.
func (a *Analysis) Ledger(items []evidence.Item, expected, observed string) Ledger {
	var l Ledger
	for i := range items {
		it, r := &items[i], &a.Reads[i]
		for _, row := range place {
			if !row.test(it, r) {
				continue
			}
			idx := i
			list := row.list(&l)
			*list = append(*list, Entry{
				Statement: row.prefix(it, r) + a.Excerpt(items, i),
				Evidence:  &idx,
				Source:    it.Source,
			})
			break
		}
	}
	if b := a.Bound; b != nil {
		l.Contradicted = append(l.Contradicted, Entry{Statement: fmt.Sprintf("Earlier in this session (%s, %s), against %q: %s — it binds this claim until an item with reconciles: %q explains it.",
			b.Ref, b.Tool, b.Claim, b.Excerpt, b.Ref), Ref: b.Ref})
	}
	for _, s := range a.Assumptions {
		l.Assumed = append(l.Assumed, Entry{Statement: s})
	}
	if expected != "" {
		l.Assumed = append(l.Assumed, Entry{Statement: "Expected behaviour is the right expectation: " + text.Excerpt(expected, evidence.ExcerptRunes)})
	}
	if observed != "" {
		l.Unverified = append(l.Unverified, Entry{Statement: "Reported in observedBehavior, not supplied as evidence (add it as an observed_behavior item to count): " + text.Excerpt(observed, evidence.ExcerptRunes)})
	}
	switch a.Status {
	case Supported, Plausible, Unverified:
		l.Unverified = append(l.Unverified, Entry{Statement: fmt.Sprintf("The claim as stated (%s): %s", a.Status, text.Excerpt(a.Claim, 200))})
	}
	l.Experiment = a.Experiment(expected, observed)
	return l
}

// Experiment returns the domain's falsifiable experiment for this claim.
func (a *Analysis) Experiment(expected, observed string) proof.Experiment {
	return a.Domain.Experiment.Oriented(a.read.Negative()).Fill(text.Excerpt(a.Claim, evidence.ExcerptRunes),
		text.Excerpt(expected, 200), text.Excerpt(observed, 200))
}
