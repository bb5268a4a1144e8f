// Package reality breaks repeated-failure loops and catches success claimed
// too early (SPEC §5, reality_check). It looks at what an agent tried, what
// it is now reasoning, and what the session already knows, and names the
// most important problem first. Issue kinds are rows of the table in
// kinds.go, in priority order; the first that fires is the primary issue
// and the rest are other risks.
package reality

import (
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

// Kind names an issue.
type Kind string

// The kinds of SPEC §5, most important first.
const (
	RepeatedStrategy     Kind = "repeated-strategy"
	ContradictedPremise  Kind = "contradicted-premise"
	UntestedSuccess      Kind = "untested-success"
	PrematureRewrite     Kind = "premature-rewrite"
	UnsupportedCertainty Kind = "unsupported-certainty"
	None                 Kind = "none"
)

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
	Outcome   string `json:"outcome,omitempty" jsonschema:"What happened (≤ 2,000 characters), e.g. 'Failed with timeout.'"`
	Succeeded *bool  `json:"succeeded,omitempty" jsonschema:"Whether it worked. When absent, the outcome's words decide; an attempt not known to have succeeded counts as failed."`
}

// A Past is an attempt from an earlier call in the session.
type Past struct {
	Approach string
	Outcome  string
	Terms    []string
	Failed   bool
}

// Input is everything reality_check looks at.
type Input struct {
	Reasoning     string
	Attempts      []Attempt
	Evidence      []evidence.Item    // already checked
	Past          []Past             // the session's earlier attempts, oldest first
	PriorClaims   []session.Claim    // the session's earlier claims
	PriorEvidence []session.Evidence // the session's earlier evidence
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
}

// A Result is the outcome of a reality check.
type Result struct {
	Primary  Issue
	Others   []Issue
	Repeated []Group
	// Terms and Failed describe this call's attempts, for the session.
	Terms  [][]string
	Failed []bool
}

// Check runs the issue table over the input.
func Check(in *Input) *Result {
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
	terms          [][]string // this call's approach terms
	failed         []bool     // this call's attempts that did not succeed
	groups         []Group    // strategies with ≥ RepeatRisk failures, largest first
	reasoningWords text.Wording
	attemptWords   []text.Wording
}

func newCheck(in *Input) *check {
	c := &check{Input: in, reasoningWords: text.WordingOf(in.Reasoning)}
	for _, a := range in.Attempts {
		c.terms = append(c.terms, text.Terms(a.Approach))
		c.failed = append(c.failed, Failed(a))
		c.attemptWords = append(c.attemptWords, text.WordingOf(a.Approach))
	}
	c.groups = c.group()
	return c
}

// Failed reports whether an attempt did not succeed: its succeeded flag
// when given, otherwise its outcome's words; an attempt not known to have
// succeeded counts as failed.
func Failed(a Attempt) bool {
	if a.Succeeded != nil {
		return !*a.Succeeded
	}
	w := text.WordingOf(a.Outcome)
	return text.First(w, successWords) == "" || text.First(w, failureWords) != ""
}

// group clusters failed attempts, earlier ones first, by approach terms:
// an attempt joins the first group whose first member it resembles
// (Jaccard ≥ SameStrategy).
func (c *check) group() []Group {
	type member struct {
		terms   []string
		current int // index in this call, or -1 for an earlier attempt
		text    string
	}
	var clusters [][]member
	add := func(m member) {
		for i := range clusters {
			if text.Jaccard(clusters[i][0].terms, m.terms) >= SameStrategy {
				clusters[i] = append(clusters[i], m)
				return
			}
		}
		clusters = append(clusters, []member{m})
	}
	for _, p := range c.Past {
		if p.Failed {
			add(member{p.Terms, -1, p.Approach})
		}
	}
	for i, a := range c.Attempts {
		if c.failed[i] {
			add(member{c.terms[i], i, a.Approach})
		}
	}
	var out []Group
	for _, cl := range clusters {
		if len(cl) < RepeatRisk {
			continue
		}
		g := Group{Approach: text.Excerpt(cl[0].text, 200), Failures: len(cl), Attempts: []int{}}
		for _, m := range cl {
			if m.current >= 0 {
				g.Attempts = append(g.Attempts, m.current)
			} else {
				g.Earlier++
			}
		}
		out = append(out, g)
	}
	// Largest group first; stable for equal sizes.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Failures > out[j-1].Failures; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
