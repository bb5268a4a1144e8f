package tools

import (
	"context"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/reality"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

// Limits of the reality_check tool.
const (
	MaxReasoning = 8000
	MaxAttempts  = 64
	MaxAttempt   = 2000 // approach, outcome
)

// RealityInput is the input of the `reality_check` tool.
type RealityInput struct {
	Reasoning string            `json:"reasoning,omitempty" jsonschema:"Your current reasoning or plan, in your words (≤ 8,000 characters), e.g. 'The rewrite will work and the issue is fixed.'"`
	Attempts  []reality.Attempt `json:"attempts,omitempty" jsonschema:"What you tried since the problem appeared, oldest first (at most 64). They are added to the session, and earlier calls' attempts count too."`
	Evidence  []evidence.Item   `json:"evidence,omitempty" jsonschema:"Observations so far (at most 64). A success claim needs one that reads as a pass for what is declared fixed (a passing run of its test, a 2xx from its endpoint)."`
	Common
}

var (
	reasoningLimit = input.Limit{Path: "reasoning", Max: MaxReasoning}
	attemptsLimit  = input.Limit{Path: "attempts", List: true, Max: MaxAttempts}
	approachLimit  = input.Limit{Path: "attempts.approach", Min: 1, Max: MaxAttempt}
	outcomeLimit   = input.Limit{Path: "attempts.outcome", Max: MaxAttempt}
)

// RealityLimits are the limits of the `reality_check` tool's input.
var RealityLimits = limits([]input.Limit{reasoningLimit, attemptsLimit, approachLimit, outcomeLimit}, commonLimits, evidenceLimits)

func (in *RealityInput) validate() error {
	if err := reasoningLimit.Text(in.Reasoning); err != nil {
		return err
	}
	if err := attemptsLimit.Count(len(in.Attempts)); err != nil {
		return err
	}
	for i, a := range in.Attempts {
		if err := approachLimit.Text(a.Approach); err != nil {
			return input.Within(attemptsLimit.Path, i, err)
		}
		if err := outcomeLimit.Text(a.Outcome); err != nil {
			return input.Within(attemptsLimit.Path, i, err)
		}
	}
	if err := evidence.Validate("evidence", in.Evidence); err != nil {
		return err
	}
	return in.Common.validate()
}

// RealityResult is the result of the `reality_check` tool.
type RealityResult struct {
	PrimaryIssue       reality.Issue   `json:"primaryIssue" jsonschema:"The most important problem, by priority: repeated-strategy, contradicted-premise, untested-success, premature-rewrite, unsupported-certainty; none when nothing fires."`
	OtherRisks         []reality.Issue `json:"otherRisks" jsonschema:"The other problems seen, in the same priority order (at most 5; see omitted)."`
	RepeatedStrategies []reality.Group `json:"repeatedStrategies" jsonschema:"Strategies that failed at least twice, largest first: approaches alike after normalising numbers, durations, sizes and versions and folding common actions (Jaccard similarity ≥ 0.6), or outcomes that end in the same failure."`
	Omitted            map[string]int  `json:"omitted,omitempty" jsonschema:"How many further entries each list had beyond the 5 shown."`
	Session            session.Summary `json:"session" jsonschema:"The session this call read and extended; its attempts now include this call's."`
}

// RealityCheck runs the `reality_check` tool: break loops and premature success.
func (t *Set) RealityCheck(_ context.Context, in *RealityInput) (*RealityResult, error) {
	c := t.begin(in.SessionID)
	if err := in.validate(); err != nil {
		return nil, c.fail(err, in)
	}
	raw := contents(in.Evidence)
	c.inputs(func(r RedactFunc) {
		in.Reasoning = r(in.Reasoning)
		for i := range in.Attempts {
			in.Attempts[i].Approach = r(in.Attempts[i].Approach)
			in.Attempts[i].Outcome = r(in.Attempts[i].Outcome)
		}
		items(in.Evidence)(r)
	})
	ri := &reality.Input{Reasoning: in.Reasoning, Attempts: in.Attempts, Evidence: in.Evidence, Raw: raw, Redact: c.text}
	var res *reality.Result
	r := &RealityResult{}
	r.Session = t.Store.Update(in.SessionID, func(s *session.Session) {
		c.keep(s)
		for a := range s.Attempts.All() {
			ri.Past = append(ri.Past, reality.Past{Approach: a.Approach, Outcome: a.Outcome, Terms: a.Terms, Failed: a.Failed})
		}
		ri.PriorClaims = s.Claims.Slice()
		ri.PriorEvidence = s.Evidence.Slice()
		res = reality.Judge(ri)
		for i, a := range in.Attempts {
			s.Attempts.Add(session.Attempt{
				Approach:  text.Excerpt(a.Approach, evidence.ExcerptRunes),
				Outcome:   text.Excerpt(a.Outcome, evidence.ExcerptRunes),
				Succeeded: a.Succeeded,
				Terms:     keepTerms(res.Terms[i]),
				Failed:    res.Failed[i],
			})
		}
		recordEvidence(s, in.Evidence, raw)
		s.Conclusions.Add(session.Conclusion{Tool: "reality_check", Summary: string(res.Primary.Kind) + ": " + text.Excerpt(res.Primary.Message, 120)})
	})
	r.PrimaryIssue = res.Primary
	r.OtherRisks = listed(res.Others, "otherRisks", &r.Omitted)
	r.RepeatedStrategies = listed(res.Repeated, "repeatedStrategies", &r.Omitted)
	c.scrub(r)
	return r, nil
}
