package claim

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/text"
)

// An Entry is one line of the evidence ledger.
type Entry struct {
	Statement string `json:"statement" jsonschema:"What is known, assumed, supported, contradicted or unverified, in one line."`
	Evidence  *int   `json:"evidence,omitempty" jsonschema:"Index (0-based) of the evidence item the line comes from, when it comes from one."`
	Source    string `json:"source,omitempty" jsonschema:"Provenance of that item."`
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
	prefix func(*evidence.Item) string
}

func known(l *Ledger) *[]Entry        { return &l.Known }
func assumed(l *Ledger) *[]Entry      { return &l.Assumed }
func supported(l *Ledger) *[]Entry    { return &l.Supported }
func contradicted(l *Ledger) *[]Entry { return &l.Contradicted }
func unverified(l *Ledger) *[]Entry   { return &l.Unverified }

func none(*evidence.Item) string { return "" }
func inferred(*evidence.Item) string {
	return "inference, not an observation: "
}
func weakly(it *evidence.Item) string {
	return fmt.Sprintf("weak (reliability %.2g), not enough to count: ", it.Rel())
}
func neutrally(it *evidence.Item) string {
	return fmt.Sprintf("observed (reliability %.2g) but neutral to the claim: ", it.Rel())
}

// place is the ledger table: the first row whose test matches decides.
var place = []struct {
	test func(*evidence.Item) bool
	placement
}{
	{func(it *evidence.Item) bool { return it.Polarity == evidence.Contradicts }, placement{contradicted, func(it *evidence.Item) string {
		if !it.Direct() {
			return "inference, not an observation: "
		}
		return ""
	}}},
	{func(it *evidence.Item) bool { return !it.Direct() }, placement{assumed, inferred}},
	{func(it *evidence.Item) bool { return it.HighReliability() }, placement{known, none}},
	{func(it *evidence.Item) bool { return it.Polarity == evidence.Supports && !it.Weak() }, placement{supported, none}},
	{func(it *evidence.Item) bool { return it.Polarity == evidence.Supports }, placement{unverified, weakly}},
	{func(*evidence.Item) bool { return true }, placement{unverified, neutrally}},
}

// Ledger builds the evidence ledger of `verify`. expected and observed are
// the caller's descriptions: an expectation is an assumption, and a reported
// observation that was not supplied as an evidence item is unverified.
func (a *Analysis) Ledger(items []evidence.Item, expected, observed string) Ledger {
	var l Ledger
	for i := range items {
		it := &items[i]
		for _, row := range place {
			if !row.test(it) {
				continue
			}
			idx := i
			list := row.list(&l)
			*list = append(*list, Entry{
				Statement: row.prefix(it) + text.Excerpt(it.Content, evidence.ExcerptRunes),
				Evidence:  &idx,
				Source:    it.Source,
			})
			break
		}
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
	return a.Domain.Experiment.Fill(text.Excerpt(a.Claim, evidence.ExcerptRunes),
		text.Excerpt(expected, 200), text.Excerpt(observed, 200))
}
