// Package audit challenges a proposed change before it is made (docs/rules.md §5,
// audit). It reads descriptions only: it never inspects a file, and a
// finding about a path says it is based on that path's description. Each
// category is a row of the rule table in rules.go, with its own severity,
// verb and message template; the operations that data-loss and security
// fire on are the rows of [Patterns] (shared with `ackrite gate check`);
// phrases are read by the one phrase engine of internal/reading. The
// recommendation follows from the findings by one stated rule
// ([Recommend]).
package audit

import (
	"strings"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
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

// Severities lists every [Severity], most severe first.
var Severities = []Severity{High, Medium, Low}

// Category names a finding's rule.
type Category string

// The categories of docs/rules.md §5 ([DataLoss] is declared with [Patterns]).
const (
	Rewrite       Category = "rewrite"
	Scope         Category = "scope"
	APIContract   Category = "api-contract"
	Security      Category = "security"
	ErrorHandling Category = "error-handling"
	Tests         Category = "tests"
	Evidence      Category = "evidence"
)

// Categories lists every [Category] a finding can have.
var Categories = []Category{Rewrite, Scope, APIContract, Security, DataLoss, ErrorHandling, Tests, Evidence}

// Recommendation is the audit's verdict on the proposal.
type Recommendation string

// The recommendations.
const (
	Proceed     Recommendation = "proceed"
	NarrowFirst Recommendation = "narrow-first"
	VerifyFirst Recommendation = "verify-first"
)

// Recommendations lists every [Recommendation], from proceed to the most
// cautious.
var Recommendations = []Recommendation{Proceed, NarrowFirst, VerifyFirst}

// A Change is one proposed file change, as described by the caller.
type Change struct {
	Path        string `json:"path" jsonschema:"The file or directory the change touches (1–1,024 characters)."`
	Description string `json:"description,omitempty" jsonschema:"What the change does to it, in a sentence (≤ 2,000 characters). Audit reads this, never the file."`
}

// A Finding is one problem the audit sees.
type Finding struct {
	Severity Severity `json:"severity" jsonschema:"high, medium or low. Any high finding makes the recommendation verify-first; medium ones, narrow-first."`
	Category Category `json:"category" jsonschema:"data-loss, security, rewrite, scope, api-contract, error-handling, tests or evidence."`
	Message  string   `json:"message" jsonschema:"What is wrong and what to do about it."`
	Path     string   `json:"path,omitempty" jsonschema:"The proposed change the finding is about, when it is about one."`
}

// A Proposal is everything the audit reviews.
type Proposal struct {
	Proposal        string
	ReportedProblem string
	TestPlan        string
	Changes         []Change
	Evidence        []evidence.Item // already checked (and redacted)
	// Raw are the items' contents as sent, read for outcomes: redaction
	// can take "--- PASS: TestX" for a password. Nil means read Evidence.
	Raw   []string
	Prior []session.Claim // the session's earlier claims
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
		r := &rules[i]
		if rv.trivial && !r.onTrivial {
			continue
		}
		out = append(out, r.check(rv, r)...)
	}
	sorted := make([]Finding, 0, len(out))
	for _, sev := range []Severity{High, Medium, Low} {
		for _, f := range out {
			if f.Severity == sev {
				sorted = append(sorted, f)
			}
		}
	}
	return sorted, Recommend(sorted)
}

// A unit is one text the audit reads for operations and phrases: the
// proposal, or one change's description (with its path).
type unit struct {
	path  string // "" for the proposal
	text  string
	words *reading.Text // text, tokenized once for every phrase table
}

// A review holds the proposal with its text pre-processed once.
type review struct {
	*Proposal
	units         []unit // the proposal first, then each change
	problemTerms  []string
	proposalTerms []string   // content terms of proposal and descriptions
	changeTerms   [][]string // content terms of each change (path and description)
	evidenceTerms [][]string
	// testText is what says what the tests test: the test plan and the
	// descriptions of the tests among the changes.
	testText    string
	tests       *reading.Text // testText, tokenized
	hasTestFile bool
	testOnly    bool // every change is a test file
	trivial     bool // a typo, comment, docs, wording, formatting or local rename, and nothing else
}

func newReview(p *Proposal) *review {
	rv := &review{Proposal: p, testText: p.TestPlan}
	rv.units = append(rv.units, unit{"", p.Proposal, reading.NewText(p.Proposal)})
	rv.problemTerms = text.Terms(p.ReportedProblem)
	rv.proposalTerms = text.Terms(p.Proposal)
	rv.testOnly = len(p.Changes) > 0
	for _, c := range p.Changes {
		rv.units = append(rv.units, unit{c.Path, c.Description, reading.NewText(c.Description)})
		ct := text.AppendTerms(pathTerms(c.Path), c.Description)
		rv.changeTerms = append(rv.changeTerms, ct)
		rv.proposalTerms = text.AppendTerms(rv.proposalTerms, c.Description)
		test := isTestPath(c.Path)
		if test {
			rv.testText += "\n" + c.Description
		}
		rv.hasTestFile = rv.hasTestFile || test
		rv.testOnly = rv.testOnly && test
	}
	for i := range p.Evidence {
		// Lines addressed to the classifier are not evidence (docs/rules.md §4.1).
		// An item that held nothing else shows nothing, whatever its
		// source names.
		content, dropped := reading.WithoutInstructions(p.Evidence[i].Content)
		if len(dropped) > 0 && strings.TrimSpace(content) == "" {
			rv.evidenceTerms = append(rv.evidenceTerms, nil)
			continue
		}
		rv.evidenceTerms = append(rv.evidenceTerms, text.AppendTerms(text.Terms(content), p.Evidence[i].Source))
	}
	rv.tests = reading.NewText(rv.testText)
	rv.trivial = rv.isTrivial()
	return rv
}

// where names a unit for the start of a message.
func (u unit) where() string {
	if u.path == "" {
		return "The proposal"
	}
	return "Based on its description, " + u.path
}

// isTrivial reports a trivial change (docs/rules.md §5): a typo, comment,
// documentation, wording, formatting or local-rename change with nothing
// else in it. Every change must be documentation or say it is trivial
// itself; a proposal that says so vouches for a single change that does
// not ("fix a typo in the error message" with the edited line as its
// description), never for several. Operations, rewrites and swallowed
// errors are still looked for: those rows run on trivial changes too.
func (rv *review) isTrivial() bool {
	proposal := trivialIn(rv.units[0].words, false)
	unmarked := 0
	for k, c := range rv.Changes {
		if !isDocPath(c.Path) && !trivialIn(rv.units[k+1].words, true) && !trivialIn(reading.NewText(c.Path), true) {
			unmarked++
		}
	}
	switch {
	case len(rv.Changes) == 0:
		return proposal
	case unmarked == 0:
		return true
	}
	return proposal && unmarked == 1 && len(rv.Changes) == 1
}

// trivialIn reports a trivial-change phrase in s that is not negated; a
// bare "documentation" counts only in a change's own description.
func trivialIn(x *reading.Text, change bool) bool {
	for _, m := range trivialPhrases.FindIn(x) {
		if !m.Negated && (change || m.Name != "docs-word") {
			return true
		}
	}
	return false
}

// isDocPath reports a documentation file: Markdown and friends, or a docs
// directory.
func isDocPath(p string) bool {
	l := strings.ToLower(p)
	base := l[strings.LastIndexAny(l, `/\`)+1:]
	for _, ext := range []string{".md", ".markdown", ".rst", ".adoc", ".txt"} {
		if strings.HasSuffix(base, ext) {
			return true
		}
	}
	return strings.HasPrefix(l, "docs/") || strings.Contains(l, "/docs/") || base == "license" || base == "authors"
}

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

// namesTest reports whether a test plan names an automated test: a test
// identifier (TestCheckout, test_checkout), a test file, a runner or a
// kind of test.
func namesTest(plan string) bool {
	for _, f := range strings.FieldsFunc(plan, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == ',' || r == ';' || r == '(' || r == ')' || r == ':' || r == '（' || r == '）' || r == '，'
	}) {
		if isTestPath(f) || isTestName(f) {
			return true
		}
	}
	_, ok := testPhrases.First(plan)
	return ok
}

// isTestName reports an identifier in the test naming conventions of Go,
// JUnit and pytest: TestX…, test_x….
func isTestName(w string) bool {
	if rest, ok := strings.CutPrefix(w, "Test"); ok && rest != "" && (rest[0] >= 'A' && rest[0] <= 'Z' || rest[0] == '_') {
		return true
	}
	rest, ok := strings.CutPrefix(w, "test_")
	return ok && rest != ""
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

// stated reports a phrase of t, not negated, in the proposal, the test
// plan or a change description.
func (rv *review) stated(t *reading.Table) bool {
	if _, ok := t.FirstIn(rv.tests); ok {
		return true
	}
	for _, u := range rv.units {
		if _, ok := t.FirstIn(u.words); ok {
			return true
		}
	}
	return false
}
