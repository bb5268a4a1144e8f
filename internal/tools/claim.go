package tools

import (
	"context"
	"strings"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/session"
	text2 "github.com/ackrite/ackrite/internal/text"
)

// ClaimInput is the input of the `ackrite` tool.
type ClaimInput struct {
	Claim    string          `json:"claim" jsonschema:"The technical claim to challenge, in one or two sentences (1–4,000 characters), e.g. 'The API no longer supports native authentication.'"`
	Evidence []evidence.Item `json:"evidence,omitempty" jsonschema:"What you actually observed, one item per observation (at most 64). Only these items count; without them the claim is UNVERIFIED."`
	Common
}

var (
	claimLimit     = input.Limit{Path: "claim", Min: 1, Max: MaxClaim}
	evidenceLimits = evidence.Limits("evidence")
)

// ClaimLimits are the limits of the `ackrite` tool's input.
var ClaimLimits = limits([]input.Limit{claimLimit}, commonLimits, evidenceLimits)

func (in *ClaimInput) validate() error {
	if err := claimLimit.Text(in.Claim); err != nil {
		return err
	}
	if err := evidence.Validate("evidence", in.Evidence); err != nil {
		return err
	}
	return in.Common.validate()
}

// ClaimResult is the result of the `ackrite` tool.
type ClaimResult struct {
	Status          claim.Status     `json:"status" jsonschema:"KNOWN, SUPPORTED, PLAUSIBLE, UNVERIFIED or CONTRADICTED: the first rule that matches, in that priority (CONTRADICTED first)."`
	Confidence      float64          `json:"confidence" jsonschema:"Strength of support, 0–0.99, kept inside the status band: UNVERIFIED 0, PLAUSIBLE 0.05–0.40, SUPPORTED 0.41–0.75, KNOWN 0.76–0.99, CONTRADICTED 0–0.20."`
	ConfidenceLabel string           `json:"confidenceLabel" jsonschema:"none, low, medium or high."`
	Rationale       string           `json:"rationale" jsonschema:"Why this status: the rule that decided it and the item that triggered it."`
	NextAction      string           `json:"nextAction" jsonschema:"The smallest next step before acting on the claim."`
	Supporting      []evidence.Quote `json:"supporting" jsonschema:"Supplied items that support the claim, with provenance (at most 5; see omitted)."`
	Contradicting   []evidence.Quote `json:"contradicting" jsonschema:"Supplied items that contradict the claim once read, with provenance and their session reference (at most 5; see omitted)."`
	Assumptions     []string         `json:"assumptions" jsonschema:"Load-bearing assumptions the claim makes that the evidence does not establish."`
	MissingEvidence []string         `json:"missingEvidence" jsonschema:"The proof that would settle the claim and was not supplied."`
	Warnings        []string         `json:"warnings" jsonschema:"Things to know about the evidence: labels the content contradicts, items that may not concern the claim, duplicates, weak or inferred support."`
	Readings        []claim.Readout  `json:"readings" jsonschema:"What each item's content reads (fail, no-run, pass, hedge, hearsay, restatement, irrelevant, duplicate) next to the label you gave it, with the decisive line; items read over their labels first (at most 5; see omitted)."`
	Shapes          []string         `json:"shapes" jsonschema:"Recognised claim shapes: absence, causal, universal, fix, intermittent, environment, performance."`
	Domain          proof.Domain     `json:"domain" jsonschema:"The technical domain the claim was read in (see prove_it)."`
	Omitted         map[string]int   `json:"omitted,omitempty" jsonschema:"How many further entries each list had beyond the 5 shown."`
	Session         session.Summary  `json:"session" jsonschema:"The session this call read and extended."`
}

// Ackrite runs the `ackrite` tool: classify a claim from its evidence.
func (t *Set) Ackrite(_ context.Context, in *ClaimInput) (*ClaimResult, error) {
	c, a, call, sum, err := t.judge("ackrite", in, &in.Common, &in.Claim, in.Evidence, nil, "")
	if err != nil {
		return nil, err
	}
	defer a.Release() // the result below copies all it keeps of a
	r := &ClaimResult{
		Status:          a.Status,
		Confidence:      a.Confidence,
		ConfidenceLabel: a.ConfidenceWord,
		Rationale:       a.Rationale,
		NextAction:      a.NextAction,
		Shapes:          nonNil(a.Shapes),
		Domain:          a.Domain.Name,
		Session:         sum,
	}
	warnings := a.Warnings
	if in.Context != "" && len(in.Evidence) == 0 {
		warnings = append(warnings, "context was read as background only; it is never counted as evidence. Put observations in evidence[].")
	}
	r.Supporting = listed(quotes(a, in.Evidence, a.Supporting, 0), "supporting", &r.Omitted)
	r.Contradicting = listed(quotes(a, in.Evidence, a.Contradicting, call), "contradicting", &r.Omitted)
	r.Assumptions = listed(a.Assumptions, "assumptions", &r.Omitted)
	r.MissingEvidence = listed(a.Missing, "missingEvidence", &r.Omitted)
	r.Warnings = listed(warnings, "warnings", &r.Omitted)
	r.Readings = listed(a.Readings(in.Evidence), "readings", &r.Omitted)
	c.scrub(r)
	return r, nil
}

// judge is what every claim tool (ackrite, verify, prove_it) does first:
// validate its input, redact the claim, the evidence and the reported
// behaviour b (nil when the tool takes none), and classify the claim in
// its session. It returns the call's redaction and what classify
// returns; an error is already redacted.
func (t *Set) judge(tool string, in interface{ validate() error }, common *Common, text *string, ev []evidence.Item, b *Behavior, scope proof.Domain) (*redaction, *claim.Analysis, int, session.Summary, error) {
	c := t.begin(common.SessionID)
	if err := in.validate(); err != nil {
		return nil, nil, 0, session.Summary{}, c.fail(err, in)
	}
	raw := contents(ev)
	c.inputs(func(r RedactFunc) {
		*text = r(*text)
		items(ev)(r)
		if b != nil {
			b.redact(r)
		}
	})
	a, call, sum, err := t.classify(c, common.SessionID, tool, *text, ev, raw, scope)
	if err != nil {
		return nil, nil, 0, session.Summary{}, c.fail(err, nil)
	}
	return c, a, call, sum, nil
}

// classify is the path every claim tool shares inside its session (docs/rules.md
// §7): check the items' reconciles references, release the contradictions
// they explain, find an earlier contradiction that still binds this claim
// or a paraphrase of it, classify, and record. It returns the analysis, the
// session call number (the N of "cN.eM") and the session summary.
func (t *Set) classify(c *redaction, id, tool, text string, items []evidence.Item, raw []string, scope proof.Domain) (*claim.Analysis, int, session.Summary, error) {
	var a *claim.Analysis
	var err error
	call := 0
	sum := t.Store.Update(id, func(s *session.Session) {
		c.keep(s)
		call = s.Call()
		rc := reading.NewClaim(text)
		for i := range items {
			it := &items[i]
			if it.Reconciles == "" {
				continue
			}
			if _, ok := s.Contradiction(it.Reconciles); !ok {
				known := "none"
				if refs := s.Refs(8); len(refs) > 0 {
					known = strings.Join(refs, ", ")
				}
				err = input.Within("evidence", i, input.Errorf("reconciles", "is %q, which names no contradicting item of this session (session %q holds: %s)", it.Reconciles, s.ID(), known))
				return
			}
			// Only a direct, non-weak observation explains a contradiction;
			// a hedge, hearsay or restatement does not.
			// It must also concern the claim: "LGTM, merging" explains nothing.
			// A new run's output alone is an observation, not an account of
			// the earlier one (re-running until it passes explains nothing);
			// an account is prose, or names what it explains.
			// Asserting the claim again ("c1.e0 is outdated; it passes
			// now") is no account either.
			if rd := rc.Read(reading.Input{Content: raw[i], Source: it.Source}); it.Direct() && !it.Weak() && !rd.Inferred() && rd.Relevant &&
				(rd.Outcome == reading.None || rd.Prose || strings.Contains(raw[i], it.Reconciles)) && rc.Explains(raw[i], it.Reconciles) {
				s.Reconcile(it.Reconciles, evidence.Ref(call, i))
			}
		}
		opt := claim.Options{Scope: scope, Raw: raw, Redact: c.text, Read: rc}
		if c, x, ok := s.Bound(rc.Subject); ok {
			opt.Bound = &claim.Binding{Ref: x.Ref, Tool: c.Tool, Claim: text2.Excerpt(c.Excerpt, 160), Excerpt: text2.Excerpt(x.Excerpt, 160)}
		}
		a = claim.ClassifyWith(text, items, opt)
		record(s, tool, a, items, call)
	})
	return a, call, sum, err
}

// contents returns the items' contents as sent, before redaction: the
// reader reads these, and redacts what it quotes.
func contents(items []evidence.Item) []string {
	out := make([]string, len(items))
	for i := range items {
		out[i] = items[i].Content
	}
	return out
}

// claimKey identifies a claim across calls of one session.
func claimKey(claim string) string {
	return text2.JoinedWords(claim)
}

// maxIdents bounds the identifiers the session keeps per claim.
const maxIdents = 16

// record stores one classified claim — with the references of the items
// that contradicted it — its evidence as read, its conclusion and its
// unresolved assumptions in the session.
func record(s *session.Session, tool string, a *claim.Analysis, items []evidence.Item, call int) {
	excerpt := text2.Excerpt(a.Claim, evidence.ExcerptRunes)
	key := claimKey(excerpt)
	c := session.Claim{Excerpt: excerpt, Terms: keepTerms(a.ClaimTerms), Idents: keepTerms(a.Subject.Idents[:min(len(a.Subject.Idents), maxIdents)]),
		Topics: keepTerms(a.Subject.Topical()), Status: a.Status, Tool: tool, Call: call}
	if n := min(len(a.Contradicting), session.MaxContradictions); n > 0 {
		c.Contradictions = make([]session.Contradiction, 0, n)
	}
	for _, i := range a.Contradicting[:min(len(a.Contradicting), session.MaxContradictions)] {
		c.Contradictions = append(c.Contradictions, session.Contradiction{Ref: evidence.Ref(call, i), Excerpt: text2.Excerpt(a.Decisive(items, i), session.MaxContradictionExcerpt)})
	}
	s.Claims.Add(c)
	for i := range items {
		it := &items[i]
		s.Evidence.Add(session.Evidence{
			Type:     string(it.Type),
			Polarity: string(a.Reads[i].Polarity),
			Source:   text2.Excerpt(it.Source, 120),
			Excerpt:  a.Excerpt(items, i),
			Weak:     it.Weak(),
			Outcome:  a.Reads[i].Outcome,
		})
	}
	s.Conclusions.Add(session.Conclusion{Tool: tool, Summary: string(a.Status) + ": " + text2.Excerpt(a.Claim, 120)})
	if a.Status == claim.Known {
		s.ResolveAssumptions(key)
		return
	}
	for _, as := range a.Assumptions {
		s.AddAssumption(session.Assumption{Text: as, ClaimKey: key})
	}
}
