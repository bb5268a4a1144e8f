// Package convergence decides whether an MCP client holds a server's
// current tool definitions (docs/rules.md §9): the evidence record
// ackrite.discovery-record/v1, the verdict rules of §9.3 in order, and the
// report of §9.4 with its next safe action and what the verdict does not
// prove. It is a plain package: no MCP, no CLI.
//
// A client is healthy for tools not because it is up or received a
// list-changed notification, but because, after the relevant change, it
// completed a fresh tools/list traversal and installed exactly what it
// discovered. A notification is a reminder, not a receipt; a first page is
// activity, not a registry; a matching name is not a matching contract.
package convergence

import (
	"encoding/json"
	"reflect"
	"time"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/registry"
)

// Schema names the record format.
const Schema = "ackrite.discovery-record/v1"

// Limits on a record.
const (
	MaxPages = 100000
	MaxTools = 100000
)

// A Record is the evidence of one client's tool discovery (docs/rules.md §9.1). Keep
// it small and safe: no prompts, tool arguments, credentials or results.
type Record struct {
	Schema               string            `json:"schema,omitempty" jsonschema:"Optional; when present, exactly ackrite.discovery-record/v1."`
	ProtocolVersion      string            `json:"protocolVersion,omitempty" jsonschema:"The MCP protocol version negotiated for the session, e.g. 2025-11-25. Does not establish that later server versions stay compatible."`
	ListChanged          *bool             `json:"listChanged,omitempty" jsonschema:"Whether the server's tools.listChanged capability was negotiated. Does not establish that any notification was delivered."`
	NotificationAt       *Time             `json:"notificationAt,omitempty" jsonschema:"When the last notifications/tools/list_changed arrived (RFC 3339, sub-second precision). Does not establish that a refresh followed."`
	DiscoveryStartedAt   *Time             `json:"discoveryStartedAt,omitempty" jsonschema:"When the latest tools/list traversal started (RFC 3339)."`
	DiscoveryCompletedAt *Time             `json:"discoveryCompletedAt,omitempty" jsonschema:"When it reached a page without nextCursor (RFC 3339). Start and completion do not establish that every page arrived."`
	Pages                []Page            `json:"pages,omitempty" jsonschema:"The cursor chain of that traversal, first page with cursor null. Does not establish that the client installed the result."`
	DiscoveredTools      []json.RawMessage `json:"discoveredTools,omitempty" jsonschema:"The raw tool definitions the completed traversal returned (or give discoveredDigest). Does not establish that a call will succeed."`
	DiscoveredDigest     string            `json:"discoveredDigest,omitempty" jsonschema:"sha256:<64 hex> digest of the discovered registry under ackrite.tool-projection/v1, instead of discoveredTools."`
	ClientTools          []json.RawMessage `json:"clientTools,omitempty" jsonschema:"The definitions the client currently exposes to the agent (or give clientDigest). Does not establish that the agent chooses correctly."`
	ClientDigest         string            `json:"clientDigest,omitempty" jsonschema:"sha256:<64 hex> digest of the client's registry, instead of clientTools."`
	RefreshPolicy        *RefreshPolicy    `json:"refreshPolicy,omitempty" jsonschema:"The bounded refresh used when no change signal exists."`
	TTLMs                *int64            `json:"ttlMs,omitempty" jsonschema:"The server's cache lifetime for the list, in milliseconds (MCP 2026-07-28 results)."`
	ObservedAt           *Time             `json:"observedAt,omitempty" jsonschema:"When the record is evaluated (RFC 3339). Default: now."`
	Server               *Server           `json:"server,omitempty" jsonschema:"The server's name and version as it reported them, for the reader."`
}

// A Page is one tools/list response in the traversal.
type Page struct {
	Cursor     *string `json:"cursor" jsonschema:"The cursor this page was requested with; null for the first page."`
	NextCursor *string `json:"nextCursor,omitempty" jsonschema:"The nextCursor the page returned; absent or null on the last page. Under 2026-07-28 an empty string is a cursor."`
	ToolCount  *int    `json:"toolCount,omitempty" jsonschema:"How many tools the page held."`
}

// Trigger names a refresh policy.
type Trigger string

// The refresh triggers.
const (
	Reconnect        Trigger = "reconnect"
	Interval         Trigger = "interval"
	BeforeHighImpact Trigger = "before-high-impact"
)

// Triggers lists the valid triggers.
var Triggers = []Trigger{Reconnect, Interval, BeforeHighImpact}

// A RefreshPolicy bounds freshness when the server sends no change signal.
type RefreshPolicy struct {
	Trigger  Trigger `json:"trigger" jsonschema:"reconnect, interval or before-high-impact."`
	MaxAgeMs *int64  `json:"maxAgeMs,omitempty" jsonschema:"The oldest a completed discovery may be, in milliseconds, before it must be refreshed."`
}

// Server is the server's self-description.
type Server struct {
	Name    string `json:"name,omitempty"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version,omitempty"`
}

// Time is an RFC 3339 timestamp that keeps the text it was written as.
type Time struct {
	time.Time
	Text  string
	valid bool
}

// UnmarshalJSON reads a JSON string. Whether it is an RFC 3339 time is
// checked by [Record.Validate], which knows the field's name for the error.
func (t *Time) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return &json.UnmarshalTypeError{Value: jsonKindOf(b), Type: reflect.TypeFor[string]()}
	}
	t.Text = s
	if v, err := time.Parse(time.RFC3339Nano, s); err == nil {
		t.Time, t.valid = v, true
	}
	return nil
}

func jsonKindOf(b []byte) string {
	switch b[0] {
	case '{':
		return "object"
	case '[':
		return "array"
	case 't', 'f':
		return "bool"
	default:
		return "number"
	}
}

// MarshalJSON writes the time as it was given.
func (t Time) MarshalJSON() ([]byte, error) {
	if t.Text != "" {
		return json.Marshal(t.Text)
	}
	return json.Marshal(t.Time.Format(time.RFC3339Nano))
}

// NewTime wraps a time, written in UTC with millisecond precision.
func NewTime(v time.Time) *Time {
	return &Time{Time: v, Text: v.UTC().Format("2006-01-02T15:04:05.000Z07:00"), valid: true}
}

// Validate rejects a decoded record that is not one: malformed times and
// digests, and values over the limits. Every error is an *input.Error
// naming the field. (Decoding, which rejects invalid JSON, wrong JSON
// types and unknown fields, is the adapters' part: internal/decode.) A
// record that validates is never an error again: missing evidence is a
// verdict.
func (r *Record) Validate() error {
	for _, f := range []struct {
		name string
		t    *Time
	}{{"notificationAt", r.NotificationAt}, {"discoveryStartedAt", r.DiscoveryStartedAt}, {"discoveryCompletedAt", r.DiscoveryCompletedAt}, {"observedAt", r.ObservedAt}} {
		if f.t != nil && !f.t.valid {
			return input.Errorf(f.name, "is %s; want an RFC 3339 time such as 2026-08-27T10:00:00.250Z", input.Quote(f.t.Text, 40))
		}
	}
	if r.Schema != "" && r.Schema != Schema {
		return input.Errorf("schema", "is %s; this build reads %s", input.Quote(r.Schema, 60), Schema)
	}
	if err := input.Count("pages", len(r.Pages), MaxPages); err != nil {
		return err
	}
	if err := input.Count("discoveredTools", len(r.DiscoveredTools), MaxTools); err != nil {
		return err
	}
	if err := input.Count("clientTools", len(r.ClientTools), MaxTools); err != nil {
		return err
	}
	for _, d := range []struct{ field, v string }{{"discoveredDigest", r.DiscoveredDigest}, {"clientDigest", r.ClientDigest}} {
		if d.v != "" && !registry.ValidDigest(d.v) {
			return input.Errorf(d.field, "is %s; want sha256: followed by 64 lower-case hex digits", input.Quote(d.v, 80))
		}
	}
	if p := r.RefreshPolicy; p != nil {
		if err := input.OneOf("refreshPolicy.trigger", p.Trigger, Triggers); err != nil {
			return err
		}
		if p.MaxAgeMs != nil && *p.MaxAgeMs < 0 {
			return input.Errorf("refreshPolicy.maxAgeMs", "is %d; it must be 0 or more", *p.MaxAgeMs)
		}
	}
	if r.TTLMs != nil && *r.TTLMs < 0 {
		return input.Errorf("ttlMs", "is %d; it must be 0 or more", *r.TTLMs)
	}
	for i, p := range r.Pages {
		if p.ToolCount != nil && *p.ToolCount < 0 {
			return input.Errorf(input.Index("pages", i)+".toolCount", "is %d; it must be 0 or more", *p.ToolCount)
		}
	}
	return nil
}

// Printable returns a copy of r as it may be printed (docs/rules.md §8): tool
// definitions that hold a secret are replaced by their registry's digest,
// which [Evaluate] reads the same way (see [registry.SecretFree]).
func (r *Record) Printable() *Record {
	if r == nil {
		return nil
	}
	out := *r
	out.DiscoveredTools, out.DiscoveredDigest = registry.SecretFree(r.DiscoveredTools, r.DiscoveredDigest)
	out.ClientTools, out.ClientDigest = registry.SecretFree(r.ClientTools, r.ClientDigest)
	return &out
}
