// Package claim classifies a technical claim from the evidence supplied
// with it (docs/rules.md §4): its status, a confidence inside the status band, the
// claim's shape and the assumptions and missing proof that shape implies,
// and the next action. It also builds the evidence ledger of `verify`.
//
// Where is CONTRADICTED decided? In [rules], the first table below: the
// first rule that matches wins.
package claim

import (
	"math"

	"github.com/ackrite/ackrite/internal/evidence"
)

// Status is the classification of a claim.
type Status string

// The five statuses, in the priority order of docs/rules.md §4.
const (
	Contradicted Status = "CONTRADICTED"
	Known        Status = "KNOWN"
	Supported    Status = "SUPPORTED"
	Plausible    Status = "PLAUSIBLE"
	Unverified   Status = "UNVERIFIED"
)

// Statuses lists every [Status], from the strongest support to none and
// then the contradiction, as results document them.
var Statuses = []Status{Known, Supported, Plausible, Unverified, Contradicted}

// A rule decides one status. Rules are tried in order; the first that
// applies wins. They read effective polarities and bases (docs/rules.md §4.2), not
// labels.
type rule struct {
	Status Status
	// When states the rule for people (README, rationale).
	When string
	// Match reports whether the rule applies and which evidence item
	// decided it (-1 when no single item did).
	Match func(a *Analysis, items []evidence.Item) (applies bool, decider int)
}

// rules is the status table of docs/rules.md §4.2. Order matters: first match wins.
var rules = []rule{
	{Contradicted, "an item effectively contradicts the claim (any type, any reliability), or the session holds an unreconciled contradiction of it (§7)",
		func(a *Analysis, items []evidence.Item) (bool, int) {
			i := a.strongest(items, func(r *Effect, it *evidence.Item) bool { return r.Counted && r.Polarity == evidence.Contradicts })
			return i >= 0 || a.Bound != nil, i
		}},
	{Known, "a supporting item is direct, high-reliability and relevant, and the claim's shape requirements are met (§4.3)",
		func(a *Analysis, items []evidence.Item) (bool, int) {
			var first []string
			for _, i := range a.byStrength(items, func(r *Effect, it *evidence.Item) bool {
				return r.Polarity == evidence.Supports && r.counts(it) && it.HighReliability()
			}) {
				unmet := a.requirements(items, i)
				if len(unmet) == 0 {
					return true, i
				}
				if first == nil {
					first = unmet
				}
			}
			a.Unmet = first
			return false, -1
		}},
	{Supported, "a supporting item is direct, relevant and not weak (reliability ≥ 0.3)",
		anyRead(func(r *Effect, it *evidence.Item) bool { return r.Polarity == evidence.Supports && r.counts(it) })},
	{Plausible, "evidence exists, but only neutral items, inferences, weak or irrelevant support",
		func(a *Analysis, items []evidence.Item) (bool, int) {
			return len(items) > 0, a.strongest(items, func(r *Effect, it *evidence.Item) bool { return r.Counted && r.Polarity == evidence.Supports })
		}},
	{Unverified, "no evidence items (context alone never counts)",
		func(*Analysis, []evidence.Item) (bool, int) { return true, -1 }},
}

// anyRead returns a matcher that applies when some item satisfies ok; the
// deciding item is the most reliable of them.
func anyRead(ok func(*Effect, *evidence.Item) bool) func(*Analysis, []evidence.Item) (bool, int) {
	return func(a *Analysis, items []evidence.Item) (bool, int) {
		i := a.strongest(items, ok)
		return i >= 0, i
	}
}

// strongest returns the most reliable item satisfying ok (the first on
// ties), or -1.
func (a *Analysis) strongest(items []evidence.Item, ok func(*Effect, *evidence.Item) bool) int {
	best := -1
	for i := range items {
		if ok(&a.Reads[i], &items[i]) && (best < 0 || items[i].Rel() > items[best].Rel()) {
			best = i
		}
	}
	return best
}

// byStrength returns the items satisfying ok, most reliable first.
func (a *Analysis) byStrength(items []evidence.Item, ok func(*Effect, *evidence.Item) bool) []int {
	var out []int
	for i := range items {
		if ok(&a.Reads[i], &items[i]) {
			out = append(out, i)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && items[out[j]].Rel() > items[out[j-1]].Rel(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// decide applies the rule table: the status, the deciding item (-1 when no
// single item decided) and the rule's text.
func (a *Analysis) decide(items []evidence.Item) (Status, int, string) {
	for _, r := range rules {
		if ok, i := r.Match(a, items); ok {
			return r.Status, i, r.When
		}
	}
	panic("claim: the UNVERIFIED rule always applies")
}

// A band is the confidence range of one status.
type band struct{ Min, Max float64 }

// bands are the confidence ranges of docs/rules.md §4. Confidence never reaches 1.
var bands = map[Status]band{
	Unverified:   {0, 0},
	Plausible:    {0.05, 0.40},
	Supported:    {0.41, 0.75},
	Known:        {0.76, 0.99},
	Contradicted: {0, 0.20},
}

// supportWeight discounts support that cannot carry a claim on its own.
func supportWeight(r *Effect, it *evidence.Item) float64 {
	if r.Inferred || it.Weak() {
		return 0.5
	}
	return 1
}

// confidence places the strength of support inside the status band. Support
// strength S = 1 − Π(1 − wᵢ·rᵢ) over distinct, relevant supporting items
// (duplicates once, irrelevant items not at all); contradiction strength
// C = 1 − Π(1 − rᵢ) over distinct contradicting items. Inside a band the
// value is Min + (Max−Min)·S; a contradicted claim gets Max·S·(1−C), so it
// falls as contradictions grow stronger.
func (a *Analysis) confidence(s Status, items []evidence.Item) float64 {
	sup, con := 1.0, 1.0
	for i := range items {
		it, r := &items[i], &a.Reads[i]
		if !r.Counted {
			continue
		}
		switch r.Polarity {
		case evidence.Supports:
			if r.Relevant {
				sup *= 1 - supportWeight(r, it)*it.Rel()
			}
		case evidence.Contradicts:
			con *= 1 - it.Rel()
		}
	}
	S, C := 1-sup, 1-con
	b := bands[s]
	var v float64
	if s == Contradicted {
		v = b.Max * S * (1 - C)
	} else {
		v = b.Min + (b.Max-b.Min)*S
	}
	v = math.Round(v*100) / 100
	return math.Min(math.Max(v, b.Min), b.Max)
}

// ConfidenceWord turns a confidence into a word: none, low, medium or high.
func ConfidenceWord(c float64) string {
	switch {
	case c < 0.05:
		return "none"
	case c < 0.41:
		return "low"
	case c < 0.76:
		return "medium"
	default:
		return "high"
	}
}
