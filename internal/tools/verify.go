package tools

import (
	"context"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/session"
)

// Behavior are the optional expected/observed descriptions of verify and
// prove_it.
type Behavior struct {
	ExpectedBehavior string `json:"expectedBehavior,omitempty" jsonschema:"What should happen, in your words (≤ 4,000 characters). Treated as an expectation, not as evidence."`
	ObservedBehavior string `json:"observedBehavior,omitempty" jsonschema:"What you saw happen, in your words (≤ 4,000 characters). Not counted as evidence unless you also send it as an observed_behavior item."`
}

var (
	expectedLimit  = input.Limit{Path: "expectedBehavior", Max: MaxBehavior}
	observedLimit  = input.Limit{Path: "observedBehavior", Max: MaxBehavior}
	behaviorLimits = []input.Limit{expectedLimit, observedLimit}
)

// VerifyLimits are the limits of the `verify` tool's input.
var VerifyLimits = limits(ClaimLimits, behaviorLimits)

// ProveLimits are the limits of the `prove_it` tool's input.
var ProveLimits = limits(ClaimLimits, behaviorLimits)

func (b *Behavior) validate() error {
	if err := expectedLimit.Text(b.ExpectedBehavior); err != nil {
		return err
	}
	return observedLimit.Text(b.ObservedBehavior)
}

func (b *Behavior) redact(r RedactFunc) {
	b.ExpectedBehavior = r(b.ExpectedBehavior)
	b.ObservedBehavior = r(b.ObservedBehavior)
}

// VerifyInput is the input of the `verify` tool.
type VerifyInput struct {
	Claim    string          `json:"claim" jsonschema:"The technical claim to put in the ledger (1–4,000 characters)."`
	Evidence []evidence.Item `json:"evidence,omitempty" jsonschema:"What you actually observed (at most 64 items). Every item lands in exactly one ledger list."`
	Behavior
	Common
}

func (in *VerifyInput) validate() error {
	if err := claimLimit.Text(in.Claim); err != nil {
		return err
	}
	if err := evidence.Validate("evidence", in.Evidence); err != nil {
		return err
	}
	if err := in.Behavior.validate(); err != nil {
		return err
	}
	return in.Common.validate()
}

// VerifyResult is the result of the `verify` tool.
type VerifyResult struct {
	Status             claim.Status     `json:"status" jsonschema:"The claim's status, as the ackrite tool would classify it."`
	Known              []claim.Entry    `json:"known" jsonschema:"Direct, high-reliability observations (test_result, http_response, observed_behavior, user_fact at ≥ 0.8) that support or inform the claim."`
	Assumed            []claim.Entry    `json:"assumed" jsonschema:"Inferences, expectations and the assumptions the claim leans on — none of them observed."`
	Supported          []claim.Entry    `json:"supported" jsonschema:"Direct supporting observations that are not high-reliability (code, logs, documentation, or below 0.8)."`
	Contradicted       []claim.Entry    `json:"contradicted" jsonschema:"Items that contradict the claim. One is enough to make it CONTRADICTED."`
	Unverified         []claim.Entry    `json:"unverified" jsonschema:"What remains unestablished: the claim itself unless KNOWN or CONTRADICTED, weak or neutral items, and behaviour reported outside evidence[]."`
	DecisiveExperiment proof.Experiment `json:"decisiveExperiment" jsonschema:"One experiment whose two outcomes settle the claim."`
	Readings           []claim.Readout  `json:"readings" jsonschema:"What each item's content reads next to the label you gave it, with the decisive line (at most 5; see omitted)."`
	Omitted            map[string]int   `json:"omitted,omitempty" jsonschema:"How many further entries each list had beyond the 5 shown."`
	Session            session.Summary  `json:"session" jsonschema:"The session this call read and extended."`
}

// Verify runs the `verify` tool: the evidence ledger and a decisive
// experiment.
func (t *Set) Verify(_ context.Context, in *VerifyInput) (*VerifyResult, error) {
	c, a, call, sum, err := t.judge("verify", in, &in.Common, &in.Claim, in.Evidence, &in.Behavior, "")
	if err != nil {
		return nil, err
	}
	l := a.Ledger(in.Evidence, in.ExpectedBehavior, in.ObservedBehavior)
	for k := range l.Contradicted {
		if e := &l.Contradicted[k]; e.Evidence != nil {
			e.Ref = evidence.Ref(call, *e.Evidence)
		}
	}
	r := &VerifyResult{Status: a.Status, DecisiveExperiment: l.Experiment, Session: sum}
	r.Known = listed(l.Known, "known", &r.Omitted)
	r.Assumed = listed(l.Assumed, "assumed", &r.Omitted)
	r.Supported = listed(l.Supported, "supported", &r.Omitted)
	r.Contradicted = listed(l.Contradicted, "contradicted", &r.Omitted)
	r.Unverified = listed(l.Unverified, "unverified", &r.Omitted)
	r.Readings = listed(a.Readings(in.Evidence), "readings", &r.Omitted)
	c.scrub(r)
	return r, nil
}

// ProveInput is the input of the `prove_it` tool.
type ProveInput struct {
	Claim    string          `json:"claim" jsonschema:"The technical claim you want to establish (1–4,000 characters)."`
	Scope    proof.Domain    `json:"scope,omitempty" jsonschema:"The claim's domain, which picks the checklist. Inferred from the claim's words when absent."`
	Evidence []evidence.Item `json:"evidence,omitempty" jsonschema:"What you already have (at most 64 items); each checklist entry says which item satisfies it."`
	Behavior
	Common
}

func (in *ProveInput) validate() error {
	if err := claimLimit.Text(in.Claim); err != nil {
		return err
	}
	if in.Scope != "" {
		if err := proof.ValidateDomain("scope", in.Scope); err != nil {
			return err
		}
	}
	if err := evidence.Validate("evidence", in.Evidence); err != nil {
		return err
	}
	if err := in.Behavior.validate(); err != nil {
		return err
	}
	return in.Common.validate()
}

// ProveResult is the result of the `prove_it` tool.
type ProveResult struct {
	Domain                proof.Domain     `json:"domain" jsonschema:"The domain whose checklist applies."`
	DomainInferred        bool             `json:"domainInferred" jsonschema:"True when the domain was inferred from the claim's words rather than given as scope."`
	Status                claim.Status     `json:"status" jsonschema:"The claim's status from the evidence supplied so far."`
	ProofChecklist        []proof.Outcome  `json:"proofChecklist" jsonschema:"The direct evidence that would settle a claim in this domain; each entry names the supplied item that satisfies it (satisfiedBy) or says it is missing."`
	MinimalEvidenceSet    []string         `json:"minimalEvidenceSet" jsonschema:"The essential checklist entries still missing: the smallest set of evidence to collect next. Empty when the essential entries are all satisfied."`
	FalsifiableExperiment proof.Experiment `json:"falsifiableExperiment" jsonschema:"An experiment that could come out false, with both outcomes stated, the right way round for the claim's polarity."`
	Readings              []claim.Readout  `json:"readings" jsonschema:"What each item's content reads next to the label you gave it, with the decisive line (at most 5; see omitted). A checklist entry is satisfied only by a relevant, direct, non-weak item whose reading fits it."`
	Omitted               map[string]int   `json:"omitted,omitempty" jsonschema:"How many further entries each list had beyond the 5 shown."`
	Session               session.Summary  `json:"session" jsonschema:"The session this call read and extended."`
}

// ProveIt runs the `prove_it` tool: the smallest proof for a claim.
func (t *Set) ProveIt(_ context.Context, in *ProveInput) (*ProveResult, error) {
	c, a, _, sum, err := t.judge("prove_it", in, &in.Common, &in.Claim, in.Evidence, &in.Behavior, in.Scope)
	if err != nil {
		return nil, err
	}
	r := &ProveResult{
		Domain:                a.Domain.Name,
		DomainInferred:        in.Scope == "",
		Status:                a.Status,
		FalsifiableExperiment: a.Experiment(in.ExpectedBehavior, in.ObservedBehavior),
		Session:               sum,
	}
	var minimal []string
	for _, o := range a.Checklist {
		if o.Essential && o.SatisfiedBy == nil {
			minimal = append(minimal, o.Item)
		}
	}
	r.ProofChecklist = listed(a.Checklist, "proofChecklist", &r.Omitted)
	r.MinimalEvidenceSet = listed(minimal, "minimalEvidenceSet", &r.Omitted)
	r.Readings = listed(a.Readings(in.Evidence), "readings", &r.Omitted)
	c.scrub(r)
	return r, nil
}
