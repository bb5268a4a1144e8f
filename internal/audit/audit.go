// Package audit challenges a proposed change before it is made (SPEC §5,
// audit). It reads descriptions only: it never inspects a file, and a
// finding about a path says it is based on that path's description. Each
// category is a row of the rule table in rules.go; the recommendation
// follows from the findings by one stated rule ([Recommend]).
package audit

import (
	"strings"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

// Severity ranks a finding.
type Severity string

// The severities.
const (
	High   Severity = "high"
	Medium Severity = "medium"
	Low    Severity = "low"
)

// Category names a finding's rule.
type Category string

// The categories of SPEC §5.
const (
	Rewrite       Category = "rewrite"
	Scope         Category = "scope"
	APIContract   Category = "api-contract"
	Security      Category = "security"
	ErrorHandling Category = "error-handling"
	Tests         Category = "tests"
	Evidence      Category = "evidence"
)

// Recommendation is the audit's verdict on the proposal.
type Recommendation string

// The recommendations.
const (
	Proceed     Recommendation = "proceed"
	NarrowFirst Recommendation = "narrow-first"
	VerifyFirst Recommendation = "verify-first"
)

// A Change is one proposed file change, as described by the caller.
type Change struct {
	Path        string `json:"path" jsonschema:"The file or directory the change touches (1–1,024 characters)."`
	Description string `json:"description,omitempty" jsonschema:"What the change does to it, in a sentence (≤ 2,000 characters). Audit reads this, never the file."`
}

// A Finding is one problem the audit sees.
type Finding struct {
	Severity Severity `json:"severity" jsonschema:"high, medium or low. Any high finding makes the recommendation verify-first; medium ones, narrow-first."`
	Category Category `json:"category" jsonschema:"rewrite, scope, api-contract, security, error-handling, tests or evidence."`
	Message  string   `json:"message" jsonschema:"What is wrong and what to do about it."`
	Path     string   `json:"path,omitempty" jsonschema:"The proposed change the finding is about, when it is about one."`
}

// A Proposal is everything the audit reviews.
type Proposal struct {
	Proposal        string
	ReportedProblem string
	TestPlan        string
	Changes         []Change
	Evidence        []evidence.Item // already checked
	Prior           []session.Claim // the session's earlier claims
}

// Recommend is the stated rule: any high finding → verify-first; otherwise
// any medium finding → narrow-first; otherwise proceed.
func Recommend(findings []Finding) Recommendation {
	r := Proceed
	for _, f := range findings {
		switch f.Severity {
		case High:
			return VerifyFirst
		case Medium:
			r = NarrowFirst
		}
	}
	return r
}

// Review runs every rule of the table over the proposal and returns the
// findings, most severe first (table order within a severity), and the
// recommendation.
func Review(p *Proposal) ([]Finding, Recommendation) {
	rv := newReview(p)
	var out []Finding
	for i := range rules {
		out = append(out, rules[i].check(rv, &rules[i])...)
	}
	// Stable sort by severity keeps table order inside each severity.
	rank := map[Severity]int{High: 0, Medium: 1, Low: 2}
	sorted := make([]Finding, 0, len(out))
	for _, sev := range []Severity{High, Medium, Low} {
		for _, f := range out {
			if rank[f.Severity] == rank[sev] {
				sorted = append(sorted, f)
			}
		}
	}
	return sorted, Recommend(sorted)
}

// A review holds the proposal with its text pre-processed once.
type review struct {
	*Proposal
	proposalWords text.Wording   // the proposal's words
	changeWords   []text.Wording // each change's path and description
	problemTerms  []string
	proposalTerms []string   // content terms of proposal and descriptions
	changeTerms   [][]string // content terms of each change (path and description)
	evidenceTerms [][]string
	hasTestFile   bool
}

func newReview(p *Proposal) *review {
	rv := &review{Proposal: p}
	rv.proposalWords = text.WordingOf(p.Proposal)
	rv.problemTerms = text.Terms(p.ReportedProblem)
	rv.proposalTerms = text.Terms(p.Proposal)
	for _, c := range p.Changes {
		rv.changeWords = append(rv.changeWords, text.WordingOf(c.Path+" "+c.Description))
		ct := text.AppendTerms(pathTerms(c.Path), c.Description)
		rv.changeTerms = append(rv.changeTerms, ct)
		rv.proposalTerms = text.AppendTerms(rv.proposalTerms, c.Description)
		if isTestPath(c.Path) {
			rv.hasTestFile = true
		}
	}
	for i := range p.Evidence {
		rv.evidenceTerms = append(rv.evidenceTerms, text.AppendTerms(text.Terms(p.Evidence[i].Content), p.Evidence[i].Source))
	}
	return rv
}

// stems returns the stemmed words of s.
func stems(s string) []string { return text.WordingOf(s).Stem }

// pathNoise are path parts that say nothing about what a file is for.
var pathNoise = map[string]bool{"src": true, "lib": true, "pkg": true, "internal": true, "app": true, "ts": true, "tsx": true,
	"js": true, "jsx": true, "go": true, "py": true, "rb": true, "java": true, "kt": true, "rs": true, "cs": true, "cpp": true,
	"h": true, "c": true, "index": true, "main": true, "mod": true, "util": true, "utils": true, "common": true, "core": true}

func pathTerms(path string) []string {
	var out []string
	for _, w := range text.Words(path) {
		if pathNoise[w] {
			continue
		}
		if t, ok := text.Term(w); ok {
			out = append(out, t)
		}
	}
	return out
}

// isTestPath reports whether a path names a test file or directory.
func isTestPath(p string) bool {
	l := strings.ToLower(p)
	base := l[strings.LastIndexAny(l, `/\`)+1:]
	return strings.Contains(base, "_test.") || strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") ||
		strings.HasPrefix(base, "test_") || strings.HasSuffix(strings.TrimSuffix(base, ".py"), "_test") ||
		strings.Contains(l, "/test/") || strings.Contains(l, "/tests/") || strings.Contains(l, "__tests__") ||
		strings.HasPrefix(l, "test/") || strings.HasPrefix(l, "tests/") || strings.Contains(l, "/spec/") || strings.HasSuffix(base, "test.java")
}

// directEvidenceAbout reports whether a direct evidence item of one of the
// types (any type when none) shares at least min terms with terms.
func (rv *review) directEvidenceAbout(terms []string, min int, types ...evidence.Type) bool {
	for i := range rv.Evidence {
		it := &rv.Evidence[i]
		if !it.Direct() {
			continue
		}
		if len(types) > 0 {
			ok := false
			for _, t := range types {
				ok = ok || it.Type == t
			}
			if !ok {
				continue
			}
		}
		if text.Common(terms, rv.evidenceTerms[i]) >= min {
			return true
		}
	}
	return false
}
