// Package proof knows, for each technical domain, what direct evidence would
// settle a claim and which experiment could prove it wrong (docs/rules.md §5,
// prove_it). Domains are rows of a table; [Infer] picks one from a claim's
// words, [Plan] matches the supplied evidence against its checklist.
package proof

import (
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/text"
)

// Domain names a row of the domain table; it is the `scope` of prove_it.
type Domain string

// A Requirement is one item of a domain's proof checklist: a piece of direct
// evidence that would help settle a claim in that domain.
type Requirement struct {
	// Item says what to collect, for a person or an agent.
	Item string
	// Types are the evidence types that can satisfy the check; empty means
	// any direct type.
	Types []evidence.Type
	// Words are topic words one of which the evidence's content or source
	// must mention; empty means any topic.
	Words string
	// Essential marks the checks in the domain's minimal evidence set.
	Essential bool
	// Wants is what the item's reading must show (docs/rules.md §5): a pass, a
	// measurement, repeated runs, a race run, or a before and an after.
	Wants Want

	terms     []string // of Words
	itemTerms []string // of Item
}

// ItemTerms returns the content terms of the check's description.
func (c *Requirement) ItemTerms() []string {
	indexTerms()
	return c.itemTerms
}

// An Experiment is a test whose outcome could come out either way. The
// templates may use {claim}, {expected} and {observed}.
type Experiment struct {
	Hypothesis string `json:"hypothesis" jsonschema:"The statement the experiment tests."`
	Procedure  string `json:"procedure" jsonschema:"What to do, concretely and in order."`
	IfTrue     string `json:"ifTrue" jsonschema:"What you will see if the hypothesis holds."`
	IfFalse    string `json:"ifFalse" jsonschema:"What you will see if it does not — the outcome that proves the claim wrong."`
}

// A Spec is one row of the domain table.
type Spec struct {
	Name Domain
	// Words are the topic words that make a claim belong to this domain.
	Words string
	// Weight multiplies the domain's word matches in [Infer]: security
	// words outrank database and API words in the same claim (docs/rules.md §5).
	Weight int
	// Focus names what to inspect in this domain, for next actions
	// ("the authentication flow").
	Focus      string
	Checklist  []Requirement
	Experiment Experiment

	terms []string
}

// General is the fallback domain.
const General Domain = "general"

// Domains lists every domain name, in table order.
var Domains []Domain

var byName = map[Domain]*Spec{}

// byTerm indexes the table: which domains each topic term belongs to.
var byTerm = map[string][]int{}

func init() {
	for i := range table {
		Domains = append(Domains, table[i].Name)
		byName[table[i].Name] = &table[i]
	}
}

// indexTerms computes the table's terms and byTerm, once, before the first
// use of either: a process that proves nothing should not stem every word
// of the table at start-up.
var indexTerms = sync.OnceFunc(func() {
	for i := range table {
		s := &table[i]
		s.terms = termsOf(s.Words)
		for j := range s.Checklist {
			s.Checklist[j].terms = termsOf(s.Checklist[j].Words)
			s.Checklist[j].itemTerms = text.Terms(s.Checklist[j].Item)
		}
		for _, t := range s.terms {
			if l := byTerm[t]; len(l) == 0 || l[len(l)-1] != i {
				byTerm[t] = append(l, i)
			}
		}
	}
})

func termsOf(words string) []string {
	var ts []string
	for _, w := range text.Words(words) {
		if t, ok := text.Term(w); ok {
			ts = append(ts, t)
		}
	}
	return ts
}

// Lookup returns the spec of a domain, and false when there is none.
func Lookup(d Domain) (*Spec, bool) {
	s, ok := byName[d]
	return s, ok
}

// ValidateDomain validates a caller-supplied scope.
func ValidateDomain(field string, d Domain) error {
	return input.OneOf(field, d, Domains)
}

// Infer picks the domain whose topic words the claim uses most, each
// match weighted by the domain's Weight; evidence words count a third as
// much and break ties between claim matches. A claim
// that matches no domain is [General]. Ties go to the earlier table row.
func Infer(claimTerms []string, evidenceTerms [][]string) *Spec {
	indexTerms()
	var score [32]int
	if len(table) > len(score) {
		panic("proof: too many domains for the score array")
	}
	add := func(terms []string, weight int) {
		for _, t := range terms {
			for _, d := range byTerm[t] {
				score[d] += weight * max(1, table[d].Weight)
			}
		}
	}
	add(claimTerms, 3)
	for _, et := range evidenceTerms {
		add(et, 1)
	}
	best, bestScore := byName[General], 0
	for i := range table {
		if score[i] > bestScore {
			best, bestScore = &table[i], score[i]
		}
	}
	return best
}

// An Outcome is one checklist item with the evidence that satisfies it.
type Outcome struct {
	Item        string `json:"item" jsonschema:"The direct evidence this domain needs."`
	SatisfiedBy *int   `json:"satisfiedBy,omitempty" jsonschema:"Index (0-based) of the supplied evidence item that satisfies this check. Absent when the check is missing."`
	Missing     bool   `json:"missing,omitempty" jsonschema:"True when no supplied item satisfies the check: collect it."`
	Essential   bool   `json:"essential" jsonschema:"True when the check belongs to the minimal evidence set."`
}

// A Want is what a checklist entry needs an item's reading to show.
type Want int

// The wants. WantAny takes any eligible item.
const (
	WantAny         Want = iota
	WantPass             // a run, response or observation that does not read fail
	WantMeasurement      // numbers with units, not from a failed run
	WantRepeated         // repeated runs (≥ 10)
	WantRace             // a race-detector run or report
	WantBeforeAfter      // a pass, with a failure that says it is the "before" among the items
)

// A Fact is what the evidence reader found in one item, as the checklist
// needs it. Eligible: the item is relevant to the claim, direct, not weak,
// not a duplicate and not a run of nothing.
type Fact struct {
	Eligible bool
	Outcome  string // "pass", "fail", "no-run" or ""
	Runs     int
	Race     bool
	Measured bool
	// Before: a relevant, direct failure that says it shows the state
	// before the change — the "before" of WantBeforeAfter. A failure
	// that does not say so may be the state after it.
	Before bool
}

// Wants reports whether a check of the domain wants w.
func (s *Spec) Wants(w Want) bool {
	for i := range s.Checklist {
		if s.Checklist[i].Wants == w {
			return true
		}
	}
	return false
}

// MinRepeats is the repetition WantRepeated asks for.
const MinRepeats = 10

// Plan matches the evidence against the domain checklist. Each evidence
// item satisfies at most one check, the first in checklist order that it
// fits: an eligible item (relevant, direct, not weak — see [Fact]) of an
// accepted type whose content or source mentions one of the check's topic
// words, and whose reading shows what the check wants. Inference never
// satisfies a check.
func (s *Spec) Plan(items []evidence.Item, itemTerms [][]string, facts []Fact) []Outcome {
	used := make([]bool, len(items))
	out := make([]Outcome, len(s.Checklist))
	failed := false
	for i := range facts {
		failed = failed || facts[i].Before
	}
	for c := range s.Checklist {
		chk := &s.Checklist[c]
		out[c] = Outcome{Item: chk.Item, Essential: chk.Essential}
		for i := range items {
			if used[i] || i >= len(facts) || !facts[i].Eligible || !chk.fits(&items[i], itemTerms[i]) || !chk.wanted(facts[i], failed) {
				continue
			}
			used[i] = true
			idx := i
			out[c].SatisfiedBy = &idx
			break
		}
		if out[c].SatisfiedBy == nil {
			out[c].Missing = true
		}
	}
	return out
}

// wanted reports whether an item's reading shows what the check wants;
// failed says whether some item is a failing "before" (see [Fact]).
func (c *Requirement) wanted(f Fact, failed bool) bool {
	switch c.Wants {
	case WantPass:
		return f.Outcome != "fail"
	case WantMeasurement:
		return f.Measured
	case WantRepeated:
		return f.Runs >= MinRepeats && f.Outcome == "pass"
	case WantRace:
		return f.Race
	case WantBeforeAfter:
		return f.Outcome == "pass" && failed
	}
	return true
}

func (c *Requirement) fits(it *evidence.Item, terms []string) bool {
	if !it.Direct() {
		return false
	}
	if len(c.Types) > 0 {
		ok := false
		for _, t := range c.Types {
			if it.Type == t {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	indexTerms()
	return len(c.terms) == 0 || text.Shares(c.terms, terms)
}

// Oriented returns the experiment with its outcomes the right way round
// for a claim stated in the negative ("X is not vulnerable"): the
// templates are written for positive claims, so a negative claim's
// ifTrue is the template's ifFalse.
func (e Experiment) Oriented(negative bool) Experiment {
	if negative {
		e.IfTrue, e.IfFalse = e.IfFalse, e.IfTrue
	}
	return e
}

// Fill returns the experiment with its placeholders replaced. Empty
// expected/observed values read as "the expected behaviour" and "the
// observed behaviour".
func (e Experiment) Fill(claim, expected, observed string) Experiment {
	if expected == "" {
		expected = "the expected behaviour"
	}
	if observed == "" {
		observed = "the observed behaviour"
	}
	r := strings.NewReplacer("{claim}", claim, "{expected}", expected, "{observed}", observed)
	return Experiment{
		Hypothesis: r.Replace(e.Hypothesis),
		Procedure:  r.Replace(e.Procedure),
		IfTrue:     r.Replace(e.IfTrue),
		IfFalse:    r.Replace(e.IfFalse),
	}
}
