// Package reality breaks repeated-failure loops and catches success claimed
// too early (docs/rules.md §5, reality_check). It looks at what an agent tried, what
// it is now reasoning, and what the session already knows, and names the
// most important problem first. Issue kinds are rows of the table in
// kinds.go, in priority order; the first that fires is the primary issue
// and the rest are other risks. Outcomes and statements are read by
// internal/reading (negation- and plan-aware, in English, Spanish and
// Chinese); rewrites are audit's ([audit.FindRewrite]).
package reality

import (
	"slices"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

// Kind names an issue.
type Kind string

// The kinds of docs/rules.md §5, most important first.
const (
	RepeatedStrategy     Kind = "repeated-strategy"
	ContradictedPremise  Kind = "contradicted-premise"
	UntestedSuccess      Kind = "untested-success"
	PrematureRewrite     Kind = "premature-rewrite"
	UnsupportedCertainty Kind = "unsupported-certainty"
	None                 Kind = "none"
)

// Kinds lists every [Kind], most important first, then [None].
var Kinds = []Kind{RepeatedStrategy, ContradictedPremise, UntestedSuccess, PrematureRewrite, UnsupportedCertainty, None}

// SameStrategy is the Jaccard similarity of normalized approach terms at or
// above which two attempts are one strategy.
const SameStrategy = 0.6

// Repeats: this many failed attempts of one strategy is the primary issue;
// fewer but at least RepeatRisk is a risk.
const (
	RepeatPrimary = 3
	RepeatRisk    = 2
)

// An Attempt is one thing tried, as the caller reports it.
type Attempt struct {
	Approach  string `json:"approach" jsonschema:"What was tried, in a sentence (1–2,000 characters), e.g. 'Replace the auth client'."`
	Outcome   string `json:"outcome,omitempty" jsonschema:"What happened (≤ 2,000 characters): the error or output as seen, e.g. 'Request timed out after 30000 ms'."`
	Succeeded *bool  `json:"succeeded,omitempty" jsonschema:"Whether it worked. When absent, the outcome is read (negation-aware: 'no failures' and '0 failed' are successes); an attempt not known to have succeeded counts as failed."`
}

// A Past is an attempt from an earlier call in the session.
type Past struct {
	Approach string
	Outcome  string   // as the session keeps it (an excerpt)
	Terms    []string // its strategy terms ([Strategy])
	Failed   bool
}

// Input is everything reality_check looks at.
type Input struct {
	Reasoning     string
	Attempts      []Attempt
	Evidence      []evidence.Item    // already checked (and redacted)
	Past          []Past             // the session's earlier attempts, oldest first
	PriorClaims   []session.Claim    // the session's earlier claims
	PriorEvidence []session.Evidence // the session's earlier evidence
	// Raw are the items' contents as sent, one per item, read for
	// outcomes and relevance (redaction can take "--- PASS: TestX" for a
	// password); Redact is applied to anything quoted from them. Nil Raw
	// means read Evidence; nil Redact quotes as is.
	Raw    []string
	Redact func(string) string
}

// An Issue is a problem reality_check names.
type Issue struct {
	Kind           Kind   `json:"kind" jsonschema:"repeated-strategy, contradicted-premise, untested-success, premature-rewrite, unsupported-certainty or none."`
	Message        string `json:"message" jsonschema:"What was seen."`
	Recommendation string `json:"recommendation" jsonschema:"What to do instead."`
}

// A Group is one strategy tried more than once without success.
type Group struct {
	Approach string `json:"approach" jsonschema:"The strategy, as first worded."`
	Failures int    `json:"failures" jsonschema:"How many attempts of it did not succeed, this call and earlier ones."`
	Attempts []int  `json:"attempts" jsonschema:"Indexes (0-based) of this call's attempts in the group."`
	Earlier  int    `json:"earlier" jsonschema:"How many of the group's attempts came from earlier calls in this session."`
	// SameFailure: the attempts were grouped because they end in the same
	// failure signature, not (only) because their approaches are alike.
	SameFailure bool `json:"sameFailure,omitempty" jsonschema:"True when the attempts are one loop because their outcomes end in the same failure (after normalising numbers, ids and timestamps), whatever the approaches."`
}

// A Result is the outcome of a reality check.
type Result struct {
	Primary  Issue
	Others   []Issue
	Repeated []Group
	// Terms and Failed describe this call's attempts, for the session:
	// their strategy terms and whether they did not succeed.
	Terms  [][]string
	Failed []bool
}

// Judge runs the issue table over the input.
func Judge(in *Input) *Result {
	c := newCheck(in)
	r := &Result{Repeated: c.groups, Terms: c.terms, Failed: c.failed}
	primary := -1
	for i := range kinds {
		iss, lvl := kinds[i].fire(c, &kinds[i])
		switch {
		case lvl == issue && primary < 0:
			primary = len(r.Others)
			r.Others = append(r.Others, iss)
		case lvl != quiet:
			r.Others = append(r.Others, iss)
		}
	}
	if primary < 0 {
		r.Primary = Issue{None, "No loop, contradiction or unsupported success in what was supplied.", "Continue, keeping each step tied to one observation and each claim to its evidence."}
		if len(r.Others) > 0 {
			r.Primary.Message = "No primary issue; see the other risks."
		}
		return r
	}
	r.Primary = r.Others[primary]
	r.Others = append(r.Others[:primary:primary], r.Others[primary+1:]...)
	return r
}

// level says whether a kind fired, and how strongly.
type level int

const (
	quiet level = iota // did not fire
	risk               // fired, but can only be one of the other risks
	issue              // fired, and can be the primary issue
)

// check is the input pre-processed once.
type check struct {
	*Input
	terms  [][]string // this call's strategy terms
	failed []bool     // this call's attempts that did not succeed
	groups []Group    // strategies with ≥ RepeatRisk failures, largest first
}

func newCheck(in *Input) *check {
	c := &check{Input: in}
	for _, a := range in.Attempts {
		c.terms = append(c.terms, Strategy(a.Approach))
		c.failed = append(c.failed, Failed(a))
	}
	c.groups = c.group()
	return c
}

// Failed reports whether an attempt did not succeed: its succeeded flag
// when given, otherwise its outcome as the reader reads it — a runner's
// result, an HTTP status, or the last success- or failure-shaped
// statement, negation-aware ("no failures" and "0 failed" succeed,
// "success rate dropped" does not). An attempt not known to have
// succeeded counts as failed.
func Failed(a Attempt) bool {
	if a.Succeeded != nil {
		return !*a.Succeeded
	}
	switch reading.Output(a.Outcome).Outcome {
	case reading.Pass:
		return false
	case reading.Fail, reading.NoRun:
		return true
	}
	said := reading.Kind("")
	for _, st := range reading.Statements(a.Outcome) {
		if k := st.Says(); k != "" {
			said = k
		}
	}
	return said != reading.Success
}

// A member is one failed attempt being grouped.
type member struct {
	terms     []string
	signature []string
	kinds     []string // FailureKinds of the outcome
	current   int      // index in this call, or -1 for an earlier attempt
	text      string
}

// group clusters failed attempts, earlier ones first: two attempts are one
// strategy when their approaches are alike (Jaccard of strategy terms ≥
// SameStrategy) or their outcomes end in the same failure ([Signature],
// or the same errors told in other words: [FailureKinds]).
// Clusters are the connected components of that relation.
func (c *check) group() []Group {
	var ms []member
	for _, p := range c.Past {
		if p.Failed {
			ms = append(ms, member{p.Terms, Signature(p.Outcome), FailureKinds(p.Outcome), -1, p.Approach})
		}
	}
	for i, a := range c.Attempts {
		if c.failed[i] {
			ms = append(ms, member{c.terms[i], Signature(a.Outcome), FailureKinds(a.Outcome), i, a.Approach})
		}
	}
	parent := make([]int, len(ms))
	bySignature := make([]bool, len(ms))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	sorted := make([][]string, len(ms))
	for i := range ms {
		sorted[i] = slices.Sorted(slices.Values(ms[i].terms))
	}
	for i := range ms {
		for j := 0; j < i; j++ {
			alike := len(ms[i].terms) > 0 && (sortedJaccard(sorted[i], sorted[j]) >= SameStrategy || sameActionOn(sorted[i], sorted[j]))
			same := SameFailure(ms[i].signature, ms[j].signature) || sameKinds(ms[i].kinds, ms[j].kinds)
			if !alike && !same {
				continue
			}
			a, b := find(i), find(j)
			if a != b {
				parent[a] = b
			}
			if same && !alike {
				bySignature[i], bySignature[j] = true, true
			}
		}
	}
	index := map[int]int{}
	var out []Group
	for i, m := range ms {
		root := find(i)
		k, ok := index[root]
		if !ok {
			k = len(out)
			index[root] = k
			out = append(out, Group{Approach: text.Excerpt(m.text, 200), Attempts: []int{}})
		}
		g := &out[k]
		g.Failures++
		g.SameFailure = g.SameFailure || bySignature[i]
		if m.current >= 0 {
			g.Attempts = append(g.Attempts, m.current)
		} else {
			g.Earlier++
		}
	}
	kept := out[:0]
	for _, g := range out {
		if g.Failures >= RepeatRisk {
			kept = append(kept, g)
		}
	}
	// Largest group first; stable for equal sizes.
	for i := 1; i < len(kept); i++ {
		for j := i; j > 0 && kept[j].Failures > kept[j-1].Failures; j-- {
			kept[j], kept[j-1] = kept[j-1], kept[j]
		}
	}
	return kept
}

// sortedJaccard is [text.Jaccard] of two sorted term lists, by one merge:
// group compares every pair of up to 192 attempts, and comparing term by
// term cost |a|×|b| a pair (a second a call for approaches of 2,000
// characters in which no word repeats). A term of a counts once when b
// holds it, as in text.Jaccard.
func sortedJaccard(a, b []string) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 0
	}
	inter, j := 0, 0
	for _, x := range a {
		for j < len(b) && b[j] < x {
			j++
		}
		if j < len(b) && b[j] == x {
			inter++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}
