package convergence

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/registry"
)

// Verdict is the convergence verdict.
type Verdict string

// The verdicts, from best to worst.
const (
	Converged    Verdict = "converged"
	Stale        Verdict = "stale"
	Incomplete   Verdict = "incomplete"
	Unverifiable Verdict = "unverifiable"
)

// Verdicts lists every [Verdict], from best to worst.
var Verdicts = []Verdict{Converged, Stale, Incomplete, Unverifiable}

// Severity orders verdicts for "the worst decides": its position in
// [Verdicts] (unverifiable > incomplete > stale > converged). A value not
// in the table ranks with the worst.
func (v Verdict) Severity() int {
	for i, w := range Verdicts {
		if w == v {
			return i
		}
	}
	return len(Verdicts) - 1
}

// ExitCode is the CLI exit code of a verdict (docs/rules.md §2).
func (v Verdict) ExitCode() int { return v.Severity() }

// A Reason is one finding of the rules, machine-readable by Code.
type Reason struct {
	Code     string  `json:"code" jsonschema:"Stable machine-readable code, e.g. refresh-predates-signal, registry-mismatch, cursor-chain-broken, no-change-signal."`
	Rule     int     `json:"rule" jsonschema:"The docs/rules.md §9.3 rule (1–7) the reason belongs to."`
	Verdict  Verdict `json:"verdict" jsonschema:"The verdict this reason leads to on its own."`
	Message  string  `json:"message" jsonschema:"What the evidence shows, for a person."`
	Decisive bool    `json:"decisive,omitempty" jsonschema:"True for the reason that decided the verdict (the first rule that matched)."`
}

// protocolNewCursors is the first protocol version under which an empty
// string is a cursor rather than the end of the list.
const protocolNewCursors = "2026-07-28"

// EmptyCursorIsCursor reports whether, under protocol version v, an empty
// nextCursor means "there is another page".
func EmptyCursorIsCursor(v string) bool { return v >= protocolNewCursors }

// evaluation is a record being judged.
type evaluation struct {
	r          *Record
	observedAt time.Time
	reasons    []Reason
	discovered *registry.Registry
	client     *registry.Registry
	discDigest string
	cliDigest  string
	// digestReasons are the problems digesting found (canonicalization
	// errors, stated digests that do not match); rule 1 reports them.
	digestReasons []Reason
	diff          []registry.ToolChange
}

// newEvaluation starts judging r: it digests both sides once, before any
// rule runs, since rule 1 reports the digests' problems and rule 5
// compares them.
func newEvaluation(r *Record, now time.Time) *evaluation {
	e := &evaluation{r: r, observedAt: now}
	if r.ObservedAt != nil {
		e.observedAt = r.ObservedAt.Time
	}
	e.discovered, e.discDigest = e.digest("discovered", r.DiscoveredTools, r.DiscoveredDigest)
	e.client, e.cliDigest = e.digest("client", r.ClientTools, r.ClientDigest)
	return e
}

// digest digests one side's tools ("discovered" or "client") when the
// record holds them, and checks the digest the record states against it;
// without tools, the stated digest stands. A side whose tools cannot be
// canonicalized has no digest.
func (e *evaluation) digest(side string, tools []json.RawMessage, stated string) (*registry.Registry, string) {
	if len(tools) == 0 {
		return nil, stated
	}
	reg, err := registry.Digest(tools)
	if err != nil {
		e.digestReasons = append(e.digestReasons, reason(1, Unverifiable, "canonicalization-error", "%sTools cannot be canonicalized: %v.", side, err))
		return nil, ""
	}
	if stated != "" && stated != reg.Digest {
		e.digestReasons = append(e.digestReasons, reason(1, Unverifiable, "digest-inconsistent", "%sDigest %s does not match the digest of %sTools (%s).", side, registry.Short(stated), side, registry.Short(reg.Digest)))
	}
	return reg, reg.Digest
}

func reason(rule int, v Verdict, code, format string, args ...any) Reason {
	return Reason{Code: code, Rule: rule, Verdict: v, Message: fmt.Sprintf(format, args...)}
}

func (e *evaluation) add(rule int, v Verdict, code, format string, args ...any) {
	e.reasons = append(e.reasons, reason(rule, v, code, format, args...))
}

// rules are the verdict rules of docs/rules.md §9.3, in order. Every rule runs and
// adds the reasons that apply; the first rule that added a reason with a
// verdict decides (rule 7, converged, when none did).
var rules = []func(*evaluation){
	ruleUnverifiableEvidence,  // 1
	ruleIncompleteTraversal,   // 2
	ruleRefreshPredatesSignal, // 3
	ruleClientUnknown,         // 4
	ruleRegistryMismatch,      // 5
	ruleFreshnessUnbounded,    // 6
}

func ruleUnverifiableEvidence(e *evaluation) {
	r := e.r
	if r.DiscoveryStartedAt == nil && len(r.Pages) == 0 {
		e.add(1, Unverifiable, "no-discovery-evidence", "The record holds no discovery evidence: neither discoveryStartedAt nor pages.")
	}
	if r.ProtocolVersion == "" {
		e.add(1, Unverifiable, "no-protocol-version", "The record does not say which protocol version was negotiated, so the cursor rules cannot be applied.")
	}
	if r.DiscoveryStartedAt != nil && r.DiscoveryCompletedAt != nil && r.DiscoveryCompletedAt.Before(r.DiscoveryStartedAt.Time) {
		e.add(1, Unverifiable, "inconsistent-times", "discoveryCompletedAt (%s) is before discoveryStartedAt (%s).", r.DiscoveryCompletedAt.Text, r.DiscoveryStartedAt.Text)
	}
	e.reasons = append(e.reasons, e.digestReasons...)
}

func ruleIncompleteTraversal(e *evaluation) {
	r := e.r
	if r.DiscoveryStartedAt == nil && len(r.Pages) == 0 {
		return // rule 1 already says there is no discovery at all
	}
	if r.DiscoveryCompletedAt == nil {
		e.add(2, Incomplete, "discovery-not-completed", "The traversal has no discoveryCompletedAt: nothing shows it reached a page without nextCursor.")
	}
	if len(r.Pages) == 0 {
		e.add(2, Incomplete, "no-pages", "The record holds no pages, so the cursor chain cannot be checked.")
		return
	}
	emptyIsCursor := EmptyCursorIsCursor(r.ProtocolVersion)
	isCursor := func(c *string) bool { return c != nil && (*c != "" || emptyIsCursor) }
	if isCursor(r.Pages[0].Cursor) {
		e.add(2, Incomplete, "first-page-has-cursor", "The first page was requested with cursor %s: the traversal did not start from the beginning.", cursorText(r.Pages[0].Cursor))
	}
	seen := map[string]int{}
	for i, p := range r.Pages {
		if i > 0 {
			prev := r.Pages[i-1].NextCursor
			if !isCursor(prev) || p.Cursor == nil || *p.Cursor != *prev {
				e.add(2, Incomplete, "cursor-chain-broken", "pages[%d] was requested with cursor %s, but pages[%d] returned nextCursor %s.", i, cursorText(p.Cursor), i-1, cursorText(prev))
			}
		}
		if isCursor(p.NextCursor) {
			if j, dup := seen[*p.NextCursor]; dup {
				e.add(2, Incomplete, "cursor-repeated", "pages[%d] returned nextCursor %s again (first at pages[%d]): the traversal loops.", i, cursorText(p.NextCursor), j)
			} else {
				seen[*p.NextCursor] = i
			}
		}
	}
	last := r.Pages[len(r.Pages)-1]
	if isCursor(last.NextCursor) {
		note := ""
		if *last.NextCursor == "" {
			note = " (an empty string is a cursor under " + protocolNewCursors + ")"
		}
		e.add(2, Incomplete, "next-cursor-remains", "The last page recorded still has nextCursor %s%s: later pages were never fetched.", cursorText(last.NextCursor), note)
	}
	total, counted := 0, true
	for _, p := range r.Pages {
		if p.ToolCount == nil {
			counted = false
			break
		}
		total += *p.ToolCount
	}
	if counted && len(r.DiscoveredTools) > 0 && total != len(r.DiscoveredTools) {
		e.add(2, Incomplete, "tool-count-mismatch", "The pages report %d tools but discoveredTools holds %d.", total, len(r.DiscoveredTools))
	}
}

// cursorText quotes a cursor for a message: cut and redacted before it is
// quoted (input.Quote), as a cursor is the server's opaque text.
func cursorText(c *string) string {
	if c == nil {
		return "null"
	}
	return input.Quote(*c, input.MaxEcho)
}

func ruleRefreshPredatesSignal(e *evaluation) {
	r := e.r
	if r.NotificationAt == nil || r.DiscoveryStartedAt == nil {
		return
	}
	if !r.NotificationAt.Before(r.DiscoveryStartedAt.Time) {
		when := "was still under way when the signal came"
		if r.DiscoveryCompletedAt != nil && !r.NotificationAt.Before(r.DiscoveryCompletedAt.Time) {
			when = fmt.Sprintf("had already finished (%s) before the signal came", r.DiscoveryCompletedAt.Text)
		}
		e.add(3, Stale, "refresh-predates-signal",
			"The change signal arrived at %s, at or after the latest discovery started (%s): that discovery %s, so it cannot reflect the change, and no fresh traversal followed. Matching digests only show the client holds the registry from before the change.",
			r.NotificationAt.Text, r.DiscoveryStartedAt.Text, when)
	}
}

func ruleClientUnknown(e *evaluation) {
	if len(e.r.ClientTools) == 0 && e.r.ClientDigest == "" {
		e.add(4, Unverifiable, "client-registry-unknown", "The record says nothing about what the client exposes (neither clientTools nor clientDigest), so installation cannot be checked.")
	}
}

func ruleRegistryMismatch(e *evaluation) {
	if e.cliDigest == "" {
		return
	}
	if e.discDigest == "" {
		e.add(5, Unverifiable, "discovered-registry-unknown", "The record holds neither discoveredTools nor discoveredDigest, so the client's registry has nothing to be compared with.")
		return
	}
	if e.cliDigest == e.discDigest {
		return
	}
	msg := fmt.Sprintf("The client's registry (%s) differs from the discovered one (%s).", registry.Short(e.cliDigest), registry.Short(e.discDigest))
	if e.discovered != nil && e.client != nil {
		e.diff = registry.Diff(e.client, e.discovered)
		var parts []string
		for _, c := range e.diff {
			parts = append(parts, c.Tool+" "+string(c.Change))
		}
		msg += " " + strings.Join(parts, ", ") + "."
	} else {
		msg += " Give both tool lists for a per-tool diff."
	}
	e.add(5, Stale, "registry-mismatch", "%s", msg)
}

func ruleFreshnessUnbounded(e *evaluation) {
	r := e.r
	if r.ListChanged != nil && *r.ListChanged {
		return
	}
	signal := "did not advertise tools.listChanged"
	if r.ListChanged == nil {
		signal = "does not say whether tools.listChanged was negotiated"
	}
	// A bound of 0 bounds nothing: a ttlMs of 0 says the list is stale at
	// once, and a maxAgeMs of 0 says refresh before every use.
	bounds := map[string]*int64{}
	if r.RefreshPolicy != nil && r.RefreshPolicy.MaxAgeMs != nil && *r.RefreshPolicy.MaxAgeMs > 0 {
		bounds["refreshPolicy.maxAgeMs"] = r.RefreshPolicy.MaxAgeMs
	}
	if r.TTLMs != nil && *r.TTLMs > 0 {
		bounds["ttlMs"] = r.TTLMs
	}
	if len(bounds) == 0 {
		e.add(6, Unverifiable, "no-change-signal", "The server %s and no bounded refresh (a positive refreshPolicy.maxAgeMs or ttlMs) is recorded: silence is expected from such a server, so no notification is not evidence of no change.", signal)
		return
	}
	if r.DiscoveryCompletedAt == nil {
		return // rule 2 already reports the missing completion
	}
	age := e.observedAt.Sub(r.DiscoveryCompletedAt.Time).Milliseconds()
	for _, name := range []string{"refreshPolicy.maxAgeMs", "ttlMs"} {
		if b, ok := bounds[name]; ok && age <= *b {
			return // covered
		}
	}
	var parts []string
	for _, name := range []string{"refreshPolicy.maxAgeMs", "ttlMs"} {
		if b, ok := bounds[name]; ok {
			parts = append(parts, fmt.Sprintf("%s %d ms", name, *b))
		}
	}
	e.add(6, Unverifiable, "freshness-expired", "The server %s and the completed discovery is %d ms old at observedAt, beyond its bound (%s): refresh before relying on it.", signal, age, strings.Join(parts, ", "))
}
