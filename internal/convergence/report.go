package convergence

import (
	"fmt"
	"time"

	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
)

// ReportSchema names the report format.
const ReportSchema = "ackrite.discovery-report/v1"

// Limits of a report's lists.
const (
	MaxToolDiff   = 50
	MaxFieldsShow = 12
)

// A Report is the verdict on a record (docs/rules.md §9.4).
type Report struct {
	Schema         string                `json:"schema" jsonschema:"ackrite.discovery-report/v1."`
	Verdict        Verdict               `json:"verdict" jsonschema:"converged, stale, incomplete or unverifiable: the first docs/rules.md §9.3 rule that matched."`
	Rule           int                   `json:"rule" jsonschema:"The docs/rules.md §9.3 rule (1–7) that decided the verdict."`
	Reasons        []Reason              `json:"reasons" jsonschema:"Every rule finding that applies, the decisive one first, then in rule order."`
	Digests        Digests               `json:"digests" jsonschema:"The registry digests compared."`
	ToolDiff       []registry.ToolChange `json:"toolDiff" jsonschema:"Per-tool differences between the client's registry (old) and the discovered one (new), when both tool lists were given."`
	NextSafeAction string                `json:"nextSafeAction" jsonschema:"The safest next step for this verdict."`
	DoesNotProve   []string              `json:"doesNotProve" jsonschema:"What this verdict does not establish, even when it is converged."`
	Discovery      Summary               `json:"discovery" jsonschema:"What the record holds, counted."`
	Omitted        map[string]int        `json:"omitted,omitempty" jsonschema:"Entries left out of toolDiff (more than 50 tools) or of a tool's fields (more than 12)."`
}

// Digests are the registry digests a report compares.
type Digests struct {
	Projection string `json:"projection" jsonschema:"The projection the digests were computed under: ackrite.tool-projection/v1."`
	Discovered string `json:"discovered,omitempty" jsonschema:"sha256 digest of the discovered registry."`
	Client     string `json:"client,omitempty" jsonschema:"sha256 digest of the client's registry."`
}

// Summary counts what a record holds.
type Summary struct {
	ProtocolVersion string `json:"protocolVersion,omitempty" jsonschema:"The negotiated protocol version."`
	ListChanged     *bool  `json:"listChanged,omitempty" jsonschema:"Whether tools.listChanged was negotiated."`
	Pages           int    `json:"pages" jsonschema:"Pages in the latest traversal."`
	DiscoveredTools int    `json:"discoveredTools" jsonschema:"Tools in the discovered registry (0 when only a digest was given)."`
	ClientTools     int    `json:"clientTools" jsonschema:"Tools in the client's registry (0 when only a digest was given)."`
	AgeMs           *int64 `json:"ageMs,omitempty" jsonschema:"observedAt minus discoveryCompletedAt, in milliseconds."`
	ObservedAt      string `json:"observedAt" jsonschema:"When the record was evaluated."`
}

// A verdictSpec is one row of the docs/rules.md §9.4 table.
type verdictSpec struct {
	nextSafeAction string
	doesNotProve   []string
}

var verdictTable = map[Verdict]verdictSpec{
	Stale: {
		"Stop selecting the affected definitions; request one bounded refresh (a complete tools/list traversal), install what it returns, and check the registry again before retrying follow-up work.",
		[]string{
			"that the server is unhealthy: only that the client's registry is behind the server's",
			"which calls already made used an outdated definition",
			"that a refresh will converge: check again after it",
		},
	},
	Incomplete: {
		"Continue the traversal from the expected cursor if the client supports it; otherwise restart discovery once from the first page, bounded by a page cap and a timeout.",
		[]string{
			"that the pages seen are the whole registry: a first page is activity, not a registry",
			"that matching digests over the pages seen mean a matching registry",
		},
	},
	Unverifiable: {
		"Report the signal as unavailable; reconnect, or schedule one controlled refresh per the runtime's policy, and record a bounded refresh policy for servers without listChanged.",
		[]string{
			"that the registry is stale: missing evidence is not evidence of a problem",
			"that the registry is current: missing evidence is never a green light",
		},
	},
	Converged: {
		"Continue, keeping separate checks of each call, its effect and the task outcome.",
		[]string{
			"transport availability for the next call",
			"valid authorization or unexpired credentials",
			"correct tool behaviour",
			"a successful external effect (isError: false is not the ticket, file or deploy)",
			"the task outcome",
		},
	},
}

// Evaluate applies the docs/rules.md §9.3 rules to a decoded record. now is the
// evaluation time when the record has no observedAt.
func Evaluate(r *Record, now time.Time) *Report {
	e := newEvaluation(r, now)
	for _, rule := range rules {
		rule(e)
	}
	rep := &Report{Schema: ReportSchema, Verdict: Converged, Rule: 7,
		Digests: Digests{Projection: registry.Projection, Discovered: e.discDigest, Client: e.cliDigest}}
	decisive := -1
	for i, reason := range e.reasons {
		if decisive < 0 || reason.Rule < e.reasons[decisive].Rule {
			decisive = i
		}
	}
	if decisive >= 0 {
		d := e.reasons[decisive]
		rep.Verdict, rep.Rule = d.Verdict, d.Rule
		d.Decisive = true
		rep.Reasons = append(rep.Reasons, d)
		rep.Reasons = append(rep.Reasons, e.reasons[:decisive]...)
		rep.Reasons = append(rep.Reasons, e.reasons[decisive+1:]...)
	} else {
		rep.Reasons = []Reason{{Code: "registry-match", Rule: 7, Verdict: Converged, Decisive: true, Message: convergedMessage(e)}}
	}
	spec := verdictTable[rep.Verdict]
	rep.NextSafeAction = spec.nextSafeAction
	rep.DoesNotProve = append([]string(nil), spec.doesNotProve...)
	rep.ToolDiff = e.diff
	if len(rep.ToolDiff) > MaxToolDiff {
		rep.omit("toolDiff", len(rep.ToolDiff)-MaxToolDiff)
		rep.ToolDiff = rep.ToolDiff[:MaxToolDiff]
	}
	for i := range rep.ToolDiff {
		if f := rep.ToolDiff[i].Fields; len(f) > MaxFieldsShow {
			rep.omit("toolDiff."+rep.ToolDiff[i].Tool+".fields", len(f)-MaxFieldsShow)
			rep.ToolDiff[i].Fields = f[:MaxFieldsShow]
		}
	}
	if rep.ToolDiff == nil {
		rep.ToolDiff = []registry.ToolChange{}
	}
	rep.Discovery = Summary{ProtocolVersion: r.ProtocolVersion, ListChanged: r.ListChanged, Pages: len(r.Pages),
		DiscoveredTools: len(r.DiscoveredTools), ClientTools: len(r.ClientTools), ObservedAt: NewTime(e.observedAt).Text}
	if r.ObservedAt != nil {
		rep.Discovery.ObservedAt = r.ObservedAt.Text
	}
	if r.DiscoveryCompletedAt != nil {
		age := e.observedAt.Sub(r.DiscoveryCompletedAt.Time).Milliseconds()
		rep.Discovery.AgeMs = &age
	}
	return rep
}

func (rep *Report) omit(key string, n int) {
	if rep.Omitted == nil {
		rep.Omitted = map[string]int{}
	}
	rep.Omitted[key] = n
}

func convergedMessage(e *evaluation) string {
	r := e.r
	s := fmt.Sprintf("The client's registry matches the completed discovery exactly (%s, %d page(s))", registry.Short(e.discDigest), len(r.Pages))
	switch {
	case r.NotificationAt != nil:
		s += fmt.Sprintf(", which started after the last change signal (%s)", r.NotificationAt.Text)
	case r.ListChanged != nil && *r.ListChanged:
		s += ", and no change signal arrived since it started"
	default:
		s += ", within its bounded refresh window"
	}
	return s + "."
}

// JudgeJSON decodes a record (an error names the field under "record")
// and judges it.
func JudgeJSON(data []byte, now time.Time) (*Report, error) {
	var r Record
	if err := decode.JSON(data, &r, "record"); err != nil {
		return nil, err
	}
	return Judge(&r, now)
}

// Judge validates and evaluates a decoded record in one step, and redacts
// the report with the built-in rules.
func Judge(r *Record, now time.Time) (*Report, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	rep := Evaluate(r, now)
	rep.Redact(redact.String)
	return rep, nil
}

// Redact replaces secrets in every string of the report that comes from
// the record (docs/rules.md §8): reason messages (which quote cursors and tool
// names), tool names, field pointers, old and new values and summaries in
// toolDiff, and the protocol version. Tool definitions are the server's
// text: a description or a schema default can hold a credential.
func (rep *Report) Redact(redact func(string) string) {
	for i := range rep.Reasons {
		rep.Reasons[i].Message = redact(rep.Reasons[i].Message)
	}
	for i := range rep.ToolDiff {
		t := &rep.ToolDiff[i]
		t.Tool = redact(t.Tool)
		for j := range t.Fields {
			f := &t.Fields[j]
			f.Pointer, f.Summary = redact(f.Pointer), redact(f.Summary)
			f.Old, f.New = redactValue(f.Old, redact), redactValue(f.New, redact)
		}
	}
	rep.Discovery.ProtocolVersion = redact(rep.Discovery.ProtocolVersion)
}

// redactValue redacts a toolDiff value: a string, or the strings inside a
// list or object.
func redactValue(v any, redact func(string) string) any {
	switch v := v.(type) {
	case string:
		return redact(v)
	case []any:
		for i := range v {
			v[i] = redactValue(v[i], redact)
		}
	case map[string]any:
		for k, x := range v {
			v[k] = redactValue(x, redact)
		}
	}
	return v
}
