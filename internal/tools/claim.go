package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

// ClaimInput is the input of the `ackrite` tool.
type ClaimInput struct {
	Claim    string          `json:"claim" jsonschema:"The technical claim to challenge, in one or two sentences (1–4,000 characters), e.g. 'The API no longer supports native authentication.'"`
	Evidence []evidence.Item `json:"evidence,omitempty" jsonschema:"What you actually observed, one item per observation (at most 64). Only these items count; without them the claim is UNVERIFIED."`
	Common
}

func (in *ClaimInput) check() error {
	if err := input.Required("claim", in.Claim, MaxClaim); err != nil {
		return err
	}
	if err := evidence.Check("evidence", in.Evidence); err != nil {
		return err
	}
	return in.Common.check()
}

// ClaimResult is the result of the `ackrite` tool.
type ClaimResult struct {
	Status          claim.Status     `json:"status" jsonschema:"KNOWN, SUPPORTED, PLAUSIBLE, UNVERIFIED or CONTRADICTED: the first rule that matches, in that priority (CONTRADICTED first)."`
	Confidence      float64          `json:"confidence" jsonschema:"Strength of support, 0–0.99, kept inside the status band: UNVERIFIED 0, PLAUSIBLE 0.05–0.40, SUPPORTED 0.41–0.75, KNOWN 0.76–0.99, CONTRADICTED 0–0.20."`
	ConfidenceLabel string           `json:"confidenceLabel" jsonschema:"none, low, medium or high."`
	Rationale       string           `json:"rationale" jsonschema:"Why this status: the rule that decided it and the item that triggered it."`
	NextAction      string           `json:"nextAction" jsonschema:"The smallest next step before acting on the claim."`
	Supporting      []evidence.Quote `json:"supporting" jsonschema:"Supplied items that support the claim, with provenance (at most 5; see omitted)."`
	Contradicting   []evidence.Quote `json:"contradicting" jsonschema:"Supplied items that contradict the claim, with provenance (at most 5; see omitted)."`
	Assumptions     []string         `json:"assumptions" jsonschema:"Load-bearing assumptions the claim makes that the evidence does not establish."`
	MissingEvidence []string         `json:"missingEvidence" jsonschema:"The proof that would settle the claim and was not supplied."`
	Warnings        []string         `json:"warnings" jsonschema:"Things to know about the evidence: items that may not concern the claim, weak or inferred support, earlier results in this session."`
	Shapes          []string         `json:"shapes" jsonschema:"Recognised claim shapes: absence, causal, universal, fix, environment, performance."`
	Domain          proof.Domain     `json:"domain" jsonschema:"The technical domain the claim was read in (see prove_it)."`
	Omitted         map[string]int   `json:"omitted,omitempty" jsonschema:"How many further entries each list had beyond the 5 shown."`
	Session         session.Summary  `json:"session" jsonschema:"The session this call read and extended."`
}

// Claim runs the `ackrite` tool: classify a claim from its evidence.
func (t *Tools) Claim(_ context.Context, in *ClaimInput) (*ClaimResult, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	in.Claim = t.Redact(in.Claim)
	t.redactItems(in.Evidence)
	a := claim.Classify(in.Claim, in.Evidence, "")
	r := &ClaimResult{
		Status:          a.Status,
		Confidence:      a.Confidence,
		ConfidenceLabel: a.Label,
		Rationale:       a.Rationale,
		NextAction:      a.NextAction,
		Shapes:          nonNil(a.Shapes),
		Domain:          a.Domain.Name,
	}
	warnings := a.Warnings
	if in.Context != "" && len(in.Evidence) == 0 {
		warnings = append(warnings, "context was read as background only; it is never counted as evidence. Put observations in evidence[].")
	}
	r.Session = t.Store.Update(in.SessionID, func(s *session.Session) {
		warnings = append(warnings, history(s, a)...)
		record(s, "ackrite", a, in.Evidence)
	})
	r.Supporting = listed(quotes(in.Evidence, a.Supporting), "supporting", &r.Omitted)
	r.Contradicting = listed(quotes(in.Evidence, a.Contradicting), "contradicting", &r.Omitted)
	r.Assumptions = listed(a.Assumptions, "assumptions", &r.Omitted)
	r.MissingEvidence = listed(a.Missing, "missingEvidence", &r.Omitted)
	r.Warnings = listed(warnings, "warnings", &r.Omitted)
	return r, nil
}

// claimKey identifies a claim across calls of one session.
func claimKey(claim string) string {
	return strings.Join(text.Words(claim), " ")
}

// history reports what the session already knows about this claim: an
// earlier CONTRADICTED result stands until the contradiction is supplied
// again and reconciled.
func history(s *session.Session, a *claim.Analysis) []string {
	if a.Status == claim.Contradicted {
		return nil
	}
	key := claimKey(text.Excerpt(a.Claim, evidence.ExcerptRunes))
	for c := range s.Claims.All() {
		if c.Status == session.Status(claim.Contradicted) && claimKey(c.Excerpt) == key {
			return []string{fmt.Sprintf("Earlier in this session (%s) this claim was CONTRADICTED; that evidence was not supplied again here, and the contradiction stands until it is reconciled.", c.Tool)}
		}
	}
	return nil
}

// record stores one classified claim, its evidence, its conclusion and its
// unresolved assumptions in the session.
func record(s *session.Session, tool string, a *claim.Analysis, items []evidence.Item) {
	excerpt := text.Excerpt(a.Claim, evidence.ExcerptRunes)
	key := claimKey(excerpt)
	s.Claims.Add(session.Claim{Excerpt: excerpt, Terms: keepTerms(a.ClaimTerms), Status: session.Status(a.Status), Tool: tool})
	recordEvidence(s, items)
	s.Conclusions.Add(session.Conclusion{Tool: tool, Summary: string(a.Status) + ": " + text.Excerpt(a.Claim, 120)})
	if a.Status == claim.Known {
		s.ResolveAssumptions(key)
		return
	}
	for _, as := range a.Assumptions {
		s.AddAssumption(session.Assumption{Text: as, ClaimKey: key})
	}
}
