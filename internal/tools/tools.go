// Package tools implements ackrite's tool operations as plain Go: the input
// and result types every transport publishes (their JSON names and schema
// descriptions live here), input checks with errors that name the field and
// the limit, redaction of everything echoed, and recording into the session
// store. It has no MCP import: internal/server wires these operations to the
// protocol, and the tests call them directly.
package tools

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

// Limits of docs/rules.md §5 beyond the evidence limits of §3. Each tool's
// XxxLimits table applies them: its validate method enforces the table and
// internal/server publishes it in the tool's input schema.
const (
	MaxClaim    = 4000
	MaxContext  = 16000
	MaxBehavior = 4000 // expectedBehavior, observedBehavior
	MaxListed   = 5    // entries per result list; the rest are counted
)

// Common are the fields every tool takes.
type Common struct {
	SessionID string `json:"sessionId,omitempty" jsonschema:"Names the investigation whose bounded in-process history this call reads and extends: 1–128 characters of A-Z a-z 0-9 . _ : -. Default: default. Reuse it across related calls; history is lost when the server exits."`
	Context   string `json:"context,omitempty" jsonschema:"Background for the reader (≤ 16,000 characters). Never counted as evidence: put observations in evidence[]."`
}

// The limits of [Common]; session.ValidateID checks the session id.
var (
	sessionIDLimit = input.Limit{Path: "sessionId", Min: 1, Max: session.MaxIDLength, Pattern: session.IDPattern}
	contextLimit   = input.Limit{Path: "context", Max: MaxContext}
	commonLimits   = []input.Limit{sessionIDLimit, contextLimit}
)

func (c *Common) validate() error {
	if err := session.ValidateID(sessionIDLimit.Path, c.SessionID); err != nil {
		return err
	}
	return contextLimit.Text(c.Context)
}

// limits joins a tool's limit tables into one.
func limits(tables ...[]input.Limit) []input.Limit {
	var out []input.Limit
	for _, t := range tables {
		out = append(out, t...)
	}
	return out
}

// A RedactFunc rewrites text so that secrets do not survive (such as
// redact.String, or a [redact.Redactor]'s Redact method). Tools apply it
// to every string they may echo, before any excerpt is cut.
type RedactFunc func(string) string

// A Set is ackrite's tool operations, each method named after the MCP tool
// it runs (Ackrite, Verify, Audit, RealityCheck, ProveIt; DiscoveryCheck
// reads no session and is a function), over one session store and one
// redactor: the calls of a Set share sessions. Servers make one Set per namespace; it is safe for concurrent
// use, as the store is.
type Set struct {
	Store  *session.Store
	Redact RedactFunc
	learns bool // Redact is the built-in rules (secrets.go)
}

// New returns tools over store. A nil redactor means the built-in rules
// (redact.String), which also remember what they redact for the session
// (docs/rules.md §8): redaction is on unless a caller replaces it.
func New(store *session.Store, r RedactFunc) *Set {
	if r == nil {
		return &Set{Store: store, Redact: redact.String, learns: true}
	}
	return &Set{Store: store, Redact: r}
}

// listed caps a result list at [MaxListed] entries and counts the rest in
// omitted under name. It never returns nil, so lists encode as [].
func listed[T any](list []T, name string, omitted *map[string]int) []T {
	if len(list) > MaxListed {
		if *omitted == nil {
			*omitted = map[string]int{}
		}
		(*omitted)[name] = len(list) - MaxListed
		list = list[:MaxListed]
	}
	if list == nil {
		list = []T{}
	}
	return list
}

// maxTerms bounds the terms the session keeps per record.
const maxTerms = 48

// keepTerms copies at most maxTerms terms for the session. Terms share a
// backing string with the whole call's text; keeping them uncopied would
// keep every evidence item of the call alive with them.
func keepTerms(ts []string) []string {
	ts = ts[:min(len(ts), maxTerms)]
	out := make([]string, len(ts))
	n := 0
	for _, t := range ts {
		n += len(t)
	}
	// One copy holds them all: the record keeps them together anyway.
	var b strings.Builder
	b.Grow(n)
	for _, t := range ts {
		b.WriteString(t)
	}
	all := b.String()
	for i, t := range ts {
		out[i], all = all[:len(t)], all[len(t):]
	}
	return out
}

// recordEvidence stores items in the session history as excerpts, with
// the outcome of their content as sent (raw: read before redaction, which
// can take a test name for a password value).
func recordEvidence(s *session.Session, items []evidence.Item, raw []string) {
	for i := range items {
		it := &items[i]
		s.Evidence.Add(session.Evidence{
			Type:     string(it.Type),
			Polarity: string(it.Polarity),
			Source:   text.Excerpt(it.Source, 120),
			Excerpt:  text.Excerpt(it.Content, evidence.ExcerptRunes),
			Weak:     it.Weak(),
			Outcome:  reading.Output(raw[i]).Outcome,
		})
	}
}

// quotes quotes items idx as read by a; call > 0 adds their session
// references ("c3.e1").
func quotes(a *claim.Analysis, items []evidence.Item, idx []int, call int) []evidence.Quote {
	out := make([]evidence.Quote, len(idx))
	for k, i := range idx {
		out[k] = a.Quote(items, i)
		if call > 0 {
			out[k].Ref = evidence.Ref(call, i)
		}
	}
	return out
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
