package tools

import (
	"context"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

// Limits of the audit tool.
const (
	MaxProposal    = 8000
	MaxProblem     = 4000
	MaxTestPlan    = 4000
	MaxChanges     = 128
	MaxPath        = 1024
	MaxDescription = 2000
)

// AuditInput is the input of the `audit` tool.
type AuditInput struct {
	Proposal        string          `json:"proposal" jsonschema:"The change you intend to make, in your words (1–8,000 characters), e.g. 'Rewrite the authentication client to replace the API endpoint integration.'"`
	ReportedProblem string          `json:"reportedProblem,omitempty" jsonschema:"The problem the change is meant to fix, as reported (≤ 4,000 characters). Changes that share no terms with it are flagged as scope creep."`
	ProposedChanges []audit.Change  `json:"proposedChanges,omitempty" jsonschema:"The files you intend to change, each with a one-line description (at most 128). Audit reads the descriptions, never the files."`
	TestPlan        string          `json:"testPlan,omitempty" jsonschema:"How you will show the change works: the test that fails before and passes after (≤ 4,000 characters)."`
	Evidence        []evidence.Item `json:"evidence,omitempty" jsonschema:"Observations that support or contradict the proposal's premise (at most 64). A rewrite needs a direct, high-reliability one."`
	Common
}

var (
	proposalLimit    = input.Limit{Path: "proposal", Min: 1, Max: MaxProposal}
	problemLimit     = input.Limit{Path: "reportedProblem", Max: MaxProblem}
	changesLimit     = input.Limit{Path: "proposedChanges", List: true, Max: MaxChanges}
	pathLimit        = input.Limit{Path: "proposedChanges.path", Min: 1, Max: MaxPath}
	descriptionLimit = input.Limit{Path: "proposedChanges.description", Max: MaxDescription}
	testPlanLimit    = input.Limit{Path: "testPlan", Max: MaxTestPlan}
)

// AuditLimits are the limits of the `audit` tool's input.
var AuditLimits = limits([]input.Limit{proposalLimit, problemLimit, changesLimit, pathLimit, descriptionLimit, testPlanLimit},
	commonLimits, evidenceLimits)

func (in *AuditInput) validate() error {
	if err := proposalLimit.Text(in.Proposal); err != nil {
		return err
	}
	if err := problemLimit.Text(in.ReportedProblem); err != nil {
		return err
	}
	if err := changesLimit.Count(len(in.ProposedChanges)); err != nil {
		return err
	}
	for i, c := range in.ProposedChanges {
		if err := pathLimit.Text(c.Path); err != nil {
			return input.Within(changesLimit.Path, i, err)
		}
		if err := descriptionLimit.Text(c.Description); err != nil {
			return input.Within(changesLimit.Path, i, err)
		}
	}
	if err := testPlanLimit.Text(in.TestPlan); err != nil {
		return err
	}
	if err := evidence.Validate("evidence", in.Evidence); err != nil {
		return err
	}
	return in.Common.validate()
}

func (in *AuditInput) redact(r RedactFunc) {
	in.Proposal = r(in.Proposal)
	in.ReportedProblem = r(in.ReportedProblem)
	in.TestPlan = r(in.TestPlan)
	for i := range in.ProposedChanges {
		in.ProposedChanges[i].Path = r(in.ProposedChanges[i].Path)
		in.ProposedChanges[i].Description = r(in.ProposedChanges[i].Description)
	}
}

// AuditResult is the result of the `audit` tool.
type AuditResult struct {
	Recommendation audit.Recommendation `json:"recommendation" jsonschema:"verify-first when any finding is high, narrow-first when the worst is medium, proceed otherwise."`
	Findings       []audit.Finding      `json:"findings" jsonschema:"What the audit sees, most severe first (at most 5; see omitted)."`
	Reviewed       string               `json:"reviewed" jsonschema:"What the audit read: descriptions only, never file contents."`
	Omitted        map[string]int       `json:"omitted,omitempty" jsonschema:"How many further entries each list had beyond the 5 shown."`
	Session        session.Summary      `json:"session" jsonschema:"The session this call read and extended."`
}

// Audit runs the `audit` tool: challenge a change before it is made.
func (t *Set) Audit(_ context.Context, in *AuditInput) (*AuditResult, error) {
	c := t.begin(in.SessionID)
	if err := in.validate(); err != nil {
		return nil, c.fail(err, in)
	}
	raw := contents(in.Evidence)
	c.inputs(func(r RedactFunc) {
		in.redact(r)
		items(in.Evidence)(r)
	})
	p := &audit.Proposal{
		Proposal:        in.Proposal,
		ReportedProblem: in.ReportedProblem,
		TestPlan:        in.TestPlan,
		Changes:         in.ProposedChanges,
		Evidence:        in.Evidence,
		Raw:             raw,
	}
	r := &AuditResult{Reviewed: reviewedNote(len(in.ProposedChanges), len(in.Evidence))}
	var findings []audit.Finding
	r.Session = t.Store.Update(in.SessionID, func(s *session.Session) {
		c.keep(s)
		p.Prior = s.Claims.Slice()
		findings, r.Recommendation = audit.Review(p)
		recordEvidence(s, in.Evidence, raw)
		s.Conclusions.Add(session.Conclusion{Tool: "audit", Summary: string(r.Recommendation) + ": " + text.Excerpt(in.Proposal, 120)})
	})
	r.Findings = listed(findings, "findings", &r.Omitted)
	c.scrub(r)
	return r, nil
}

func reviewedNote(changes, items int) string {
	return "Descriptions only: the proposal, " + plural(changes, "change description") + " and " + plural(items, "supplied evidence item") +
		". No file was opened; findings about a path rest on its description."
}
