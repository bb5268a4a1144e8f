package audit

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/text"
)

// A rule is one row of the audit table: a category, its usual severity,
// the phrases that trigger it and its message. check applies it.
type rule struct {
	Category Category
	Severity Severity
	Triggers []text.Phrase
	Message  string
	check    func(rv *review, r *rule) []Finding
}

// maxChangesInScope is how many files one reported problem may touch
// before the size of the change is itself a finding.
const maxChangesInScope = 8

// rules is the audit table (SPEC §5). Adding a check is adding a row.
var rules = []rule{
	{
		Category: Rewrite, Severity: High,
		Triggers: text.Phrases("rewrite", "rewrote", "re-write", "replace", "reimplement", "re-implement", "overhaul", "migrate",
			"migration", "from scratch", "start over", "redesign", "rearchitect", "re-architect", "port to", "switch to", "rebuild"),
		Message: "%s rather than fixing in place. A rewrite needs a higher bar of evidence: a reproduction showing the current code cannot be fixed narrowly, and direct evidence for the assumption that makes replacement look necessary.",
		check:   checkRewrite,
	},
	{
		Category: APIContract, Severity: High,
		Triggers: text.Phrases("endpoint", "api", "schema", "contract", "protocol", "integration", "upstream", "third party",
			"webhook", "graphql", "grpc", "rest", "payload format", "response format", "status code", "sdk"),
		Message: "The proposal assumes how the %s behaves, but no supplied evidence shows that contract. Capture the real request and response (or the current API documentation, with its version) before building on it.",
		check:   checkAPIContract,
	},
	{
		Category: Evidence, Severity: High,
		Message: "The proposal rests on a claim this session found %s: %q. %s",
		check:   checkEvidence,
	},
	{
		Category: Tests, Severity: Medium,
		Message: "No test plan and no test among the changes: add a test that fails before the change and passes after it, and say how you will run it.",
		check:   checkTests,
	},
	{
		Category: Scope, Severity: Medium,
		Triggers: text.Phrases("unrelated", "while we are at it", "while we're at it", "drive-by", "drive by", "also clean", "cleanup", "clean up", "unrelated refactor"),
		Message:  "Based on its description, %s %s: keep it out of this change, or say how it bears on the problem.",
		check:    checkScope,
	},
	{
		Category: Security, Severity: Medium,
		Triggers: text.Phrases("auth", "authentication", "authorization", "login", "sign in", "token", "password", "credential", "secret",
			"crypto", "encrypt", "decrypt", "hash", "signing", "signature", "permission", "role", "acl", "session", "cookie",
			"cors", "tls", "ssl", "certificate", "sql", "oauth", "jwt", "csrf", "xss", "sanitize", "injection", "privilege", "sudo"),
		Message: "Based on its description, %s touches %s, a sensitive area: keep the change minimal, review it on its own, and test the failure paths (rejected credentials, expired sessions, malformed input).",
		check:   checkSecurity,
	},
	{
		Category: ErrorHandling, Severity: Medium,
		Triggers: text.Phrases("catch all", "catch-all", "catchall", "catch every", "catch everything", "swallow", "ignore error",
			"ignore the error", "ignore errors", "ignore exception", "suppress error", "suppress the error", "silently",
			"except exception", "bare except", "on error resume", "recover all panic", "blanket try", "wrap everything in try"),
		Message: "%s the failure you are debugging (%q): handle the specific error, and let the rest surface with context.",
		check:   checkTrigger,
	},
	{
		Category: ErrorHandling, Severity: Medium,
		Triggers: text.Phrases("retry forever", "retries forever", "retry indefinitely", "infinite retry", "unbounded retry",
			"keep retrying", "retry until", "retry loop", "retry endlessly", "retry without limit"),
		Message: "%s an unbounded retry (%q), which turns a failure into a hang or a load storm: bound the attempts, back off, and surface the last error.",
		check:   checkTrigger,
	},
}

// where names the text a trigger came from, for messages.
func (rv *review) where(change int) string {
	if change < 0 {
		return "The proposal"
	}
	return fmt.Sprintf("Based on its description, %s", rv.Changes[change].Path)
}

// triggered returns, for the proposal (-1) and each change, the trigger
// phrase found in it ("" when none).
func (rv *review) triggered(r *rule) (string, []string) {
	per := make([]string, len(rv.Changes))
	for i, w := range rv.changeWords {
		per[i] = text.First(w, r.Triggers)
	}
	return text.First(rv.proposalWords, r.Triggers), per
}

func checkRewrite(rv *review, r *rule) []Finding {
	inProposal, perChange := rv.triggered(r)
	sev := r.Severity
	bar := ""
	for i := range rv.Evidence {
		it := &rv.Evidence[i]
		if it.Polarity == evidence.Supports && it.HighReliability() && text.Common(rv.proposalTerms, rv.evidenceTerms[i]) > 0 {
			sev, bar = Medium, fmt.Sprintf(" %s meets that bar; keep the rewrite as narrow as it allows.", evidence.Label(rv.Evidence, i))
			break
		}
	}
	if bar == "" {
		bar = " None was supplied."
	}
	var out []Finding
	for i, t := range perChange {
		if t != "" {
			out = append(out, Finding{sev, r.Category, fmt.Sprintf(r.Message, rv.where(i)+" is a "+t) + bar, rv.Changes[i].Path})
		}
	}
	if len(out) == 0 && inProposal != "" {
		out = append(out, Finding{sev, r.Category, fmt.Sprintf(r.Message, "The proposal is a "+inProposal) + bar, ""})
	}
	return out
}

func checkAPIContract(rv *review, r *rule) []Finding {
	t, perChange := rv.triggered(r)
	for _, p := range perChange {
		if t == "" {
			t = p
		}
	}
	if t == "" {
		return nil
	}
	if rv.directEvidenceAbout(rv.proposalTerms, 2, evidence.HTTPRequest, evidence.HTTPResponse, evidence.Documentation,
		evidence.TestResult, evidence.Log, evidence.ObservedBehavior) {
		return nil
	}
	return []Finding{{r.Severity, r.Category, fmt.Sprintf(r.Message, acronym(t)), ""}}
}

// acronym writes protocol acronyms as people do ("API", "gRPC").
func acronym(t string) string {
	switch t {
	case "api", "sdk", "rest":
		return strings.ToUpper(t)
	case "grpc":
		return "gRPC"
	case "graphql":
		return "GraphQL"
	}
	return t
}

func checkEvidence(rv *review, r *rule) []Finding {
	var out []Finding
	premise := append(append([]string{}, rv.proposalTerms...), rv.problemTerms...)
	for _, c := range rv.Prior {
		if c.Status != claim.Contradicted && c.Status != claim.Unverified {
			continue
		}
		if _, binds := c.Binds(); c.Status == claim.Contradicted && !binds {
			continue // reconciled (SPEC §7), or bound only through an earlier claim listed itself
		}
		n := text.Common(c.Terms, premise)
		if n < 2 || 2*n < len(c.Terms) {
			continue
		}
		sev, advice := Medium, "Establish it with direct evidence before acting on it."
		if c.Status == claim.Contradicted {
			sev, advice = r.Severity, "Reconcile the contradiction before acting on it."
		}
		out = append(out, Finding{sev, r.Category, fmt.Sprintf(r.Message, c.Status, c.Excerpt, advice), ""})
	}
	for i := range rv.Evidence {
		if rv.Evidence[i].Polarity == evidence.Contradicts {
			out = append(out, Finding{r.Severity, r.Category, fmt.Sprintf("%s contradicts the proposal's premise (%q); resolve that before making the change.",
				evidence.Label(rv.Evidence, i), text.Excerpt(rv.Evidence[i].Content, 120)), ""})
		}
	}
	return out
}

func checkTests(rv *review, r *rule) []Finding {
	plan := strings.TrimSpace(rv.TestPlan) != ""
	switch {
	case !plan && !rv.hasTestFile:
		return []Finding{{r.Severity, r.Category, r.Message, ""}}
	case plan && !rv.hasTestFile && len(rv.Changes) > 0:
		return []Finding{{Low, r.Category, "A test plan was given, but no test file is among the changes: based on the descriptions, nothing will keep the fix from regressing.", ""}}
	case !plan && rv.hasTestFile:
		return []Finding{{Low, r.Category, "A test is among the changes, but no test plan says how it shows the fix (fails before, passes after).", ""}}
	}
	return nil
}

func checkScope(rv *review, r *rule) []Finding {
	var out []Finding
	_, perChange := rv.triggered(r)
	for i, c := range rv.Changes {
		switch {
		case perChange[i] != "":
			out = append(out, Finding{r.Severity, r.Category, fmt.Sprintf(r.Message, c.Path, fmt.Sprintf("is described as %q work", perChange[i])), c.Path})
		case len(rv.problemTerms) > 0 && !isTestPath(c.Path) && text.Common(rv.changeTerms[i], rv.problemTerms) == 0 && text.Common(rv.changeTerms[i], rv.proposalOwnTerms()) == 0:
			out = append(out, Finding{r.Severity, r.Category, fmt.Sprintf(r.Message, c.Path,
				fmt.Sprintf("shares no terms with the reported problem (%q) or the proposal", text.Excerpt(rv.ReportedProblem, 100))), c.Path})
		}
	}
	if len(rv.Changes) > maxChangesInScope {
		out = append(out, Finding{r.Severity, r.Category, fmt.Sprintf("%d files change for one reported problem (more than %d): split the change, and land the smallest one that fixes the problem first.",
			len(rv.Changes), maxChangesInScope), ""})
	}
	return out
}

// proposalOwnTerms are the terms of the proposal text alone (not of the
// change descriptions), so that a change cannot justify itself.
func (rv *review) proposalOwnTerms() []string { return text.Terms(rv.Proposal.Proposal) }

func checkSecurity(rv *review, r *rule) []Finding {
	sev := r.Severity
	if rv.hasTestFile && strings.TrimSpace(rv.TestPlan) != "" {
		sev = Low
	}
	inProposal, perChange := rv.triggered(r)
	var out []Finding
	for i, t := range perChange {
		if t != "" && !isTestPath(rv.Changes[i].Path) { // a test of a sensitive area is not itself sensitive
			out = append(out, Finding{sev, r.Category, fmt.Sprintf(r.Message, rv.Changes[i].Path, sensitiveArea(t)), rv.Changes[i].Path})
		}
	}
	if len(out) == 0 && inProposal != "" {
		out = append(out, Finding{sev, r.Category, strings.Replace(fmt.Sprintf(r.Message, "the proposal", sensitiveArea(inProposal)), "Based on its description, the proposal", "The proposal", 1), ""})
	}
	return out
}

// sensitiveArea names the area a security trigger belongs to.
func sensitiveArea(t string) string {
	switch text.Stem(strings.Fields(t)[0]) {
	case "auth", "authentication", "authorization", "login", "sign", "oauth", "jwt", "session", "cooky", "cooki", "token", "credential", "password", "secret":
		return "authentication or sessions (" + t + ")"
	case "sql", "injection", "sanitiz", "xss", "csrf":
		return "untrusted input handling (" + t + ")"
	case "tl", "tls", "ssl", "certificat", "certificate", "crypto", "encrypt", "decrypt", "hash", "signing", "signatur", "signature":
		return "cryptography or transport security (" + t + ")"
	}
	return "access control (" + t + ")"
}

func checkTrigger(rv *review, r *rule) []Finding {
	inProposal, perChange := rv.triggered(r)
	verb := "hides"
	if r.Triggers[0][0] == text.Stem("retry") {
		verb = "introduces"
	}
	var out []Finding
	if inProposal != "" {
		out = append(out, Finding{r.Severity, r.Category, fmt.Sprintf(r.Message, "The proposal "+verb, inProposal), ""})
	}
	for i, t := range perChange {
		if t != "" {
			out = append(out, Finding{r.Severity, r.Category, fmt.Sprintf(r.Message, rv.where(i)+" "+verb, t), rv.Changes[i].Path})
		}
	}
	return out
}
