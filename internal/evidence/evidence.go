// Package evidence is the model of what a caller supplies as proof: typed,
// sourced observations with a polarity toward the claim and the caller's
// estimate of their reliability (SPEC §3). It checks limits, fills defaults
// and quotes items back as short excerpts. It knows nothing about claims or
// MCP.
package evidence

import (
	"strconv"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/text"
)

// Limits and defaults of SPEC §3.
const (
	MaxItems           = 64
	MaxSource          = 200
	MaxContent         = 20000
	ExcerptRunes       = 280
	DefaultReliability = 0.7
)

// Type says what kind of observation an item is.
type Type string

// The evidence types. Every type except [Inference] is direct evidence.
const (
	Code             Type = "code"
	Log              Type = "log"
	HTTPRequest      Type = "http_request"
	HTTPResponse     Type = "http_response"
	TestResult       Type = "test_result"
	Documentation    Type = "documentation"
	ObservedBehavior Type = "observed_behavior"
	UserFact         Type = "user_fact"
	Inference        Type = "inference"
	Other            Type = "other"
)

// Types lists every valid [Type], in documentation order.
var Types = []Type{Code, Log, HTTPRequest, HTTPResponse, TestResult, Documentation,
	ObservedBehavior, UserFact, Inference, Other}

// Polarity says which way an item points relative to the claim.
type Polarity string

// The polarities.
const (
	Supports    Polarity = "supports"
	Contradicts Polarity = "contradicts"
	Neutral     Polarity = "neutral"
)

// Polarities lists every valid [Polarity].
var Polarities = []Polarity{Supports, Contradicts, Neutral}

// highReliabilityTypes are the types whose items can establish a claim as
// KNOWN when their reliability is at least [HighReliability].
var highReliabilityTypes = map[Type]bool{
	TestResult: true, HTTPResponse: true, ObservedBehavior: true, UserFact: true,
}

// Thresholds of SPEC §4.
const (
	HighReliability = 0.8 // at or above, for a high-reliability type
	WeakBelow       = 0.3 // below this, support is weak
)

// An Item is one piece of evidence as a caller sends it.
type Item struct {
	Type        Type     `json:"type,omitempty" jsonschema:"What kind of observation this is. Every type except inference counts as direct evidence; test_result, http_response, observed_behavior and user_fact at reliability ≥ 0.8 can make a claim KNOWN. Default: other."`
	Source      string   `json:"source,omitempty" jsonschema:"Where it came from, so a reader can check it: a test name, log file and line, URL, file path or person (≤ 200 characters)."`
	Content     string   `json:"content" jsonschema:"The observation itself, quoted or summarised: an excerpt, a result, a status line, or (with type inference) your reasoning (1–20,000 characters)."`
	Polarity    Polarity `json:"polarity,omitempty" jsonschema:"How it bears on the claim: supports, contradicts or neutral. Default: neutral, so nothing counts as support unless you say so."`
	Reliability *float64 `json:"reliability,omitempty" jsonschema:"Your estimate, 0 to 1, that this observation is accurate and applies here. Default 0.7. Below 0.3 support is weak and cannot lift a claim above PLAUSIBLE."`
}

// Check validates items against the limits of SPEC §3 and fills defaults in
// place. field names the list in errors ("evidence").
func Check(field string, items []Item) error {
	if err := input.Count(field, len(items), MaxItems); err != nil {
		return err
	}
	for i := range items {
		if err := checkItem(&items[i]); err != nil {
			return input.Within(field, i, err)
		}
	}
	return nil
}

// checkItem is Check for one item; errors name fields within the item.
func checkItem(it *Item) error {
	if it.Type == "" {
		it.Type = Other
	} else if err := input.OneOf("type", it.Type, Types); err != nil {
		return err
	}
	if it.Polarity == "" {
		it.Polarity = Neutral
	} else if err := input.OneOf("polarity", it.Polarity, Polarities); err != nil {
		return err
	}
	if err := input.Text("source", it.Source, 0, MaxSource); err != nil {
		return err
	}
	if err := input.Required("content", it.Content, MaxContent); err != nil {
		return err
	}
	if it.Reliability == nil {
		r := DefaultReliability
		it.Reliability = &r
	} else if err := input.Unit("reliability", *it.Reliability); err != nil {
		return err
	}
	return nil
}

// Rel returns the item's reliability, or the default when it has none.
func (it *Item) Rel() float64 {
	if it.Reliability == nil {
		return DefaultReliability
	}
	return *it.Reliability
}

// Direct reports whether the item is an observation rather than an inference.
func (it *Item) Direct() bool { return it.Type != Inference }

// HighReliability reports whether the item is of a high-reliability type at
// reliability ≥ 0.8.
func (it *Item) HighReliability() bool {
	return highReliabilityTypes[it.Type] && it.Rel() >= HighReliability
}

// Weak reports whether the item's reliability is below 0.3.
func (it *Item) Weak() bool { return it.Rel() < WeakBelow }

// Basis labels the boundary between observation and conclusion.
type Basis string

// The bases an item can have.
const (
	Observation Basis = "observation"
	Inferred    Basis = "inference"
)

// A Quote is an item as results echo it: a redacted excerpt with its index
// and provenance.
type Quote struct {
	Index       int      `json:"index" jsonschema:"Position of the item in the evidence array you sent (0-based)."`
	Type        Type     `json:"type" jsonschema:"The item's type."`
	Source      string   `json:"source,omitempty" jsonschema:"The item's provenance label, as supplied."`
	Polarity    Polarity `json:"polarity" jsonschema:"How the item bears on the claim."`
	Reliability float64  `json:"reliability" jsonschema:"The reliability used (0–1)."`
	Basis       Basis    `json:"basis" jsonschema:"observation for direct evidence, inference for reasoning: an inference is never treated as a fact."`
	Excerpt     string   `json:"excerpt" jsonschema:"The item's content, at most 280 characters, cut on a character boundary and marked … when cut."`
}

// QuoteOf returns the quote of items[i].
func QuoteOf(items []Item, i int) Quote {
	it := &items[i]
	b := Observation
	if !it.Direct() {
		b = Inferred
	}
	return Quote{
		Index:       i,
		Type:        it.Type,
		Source:      it.Source,
		Polarity:    it.Polarity,
		Reliability: it.Rel(),
		Basis:       b,
		Excerpt:     text.Excerpt(it.Content, ExcerptRunes),
	}
}

// Label names item i for prose: `evidence[1] (observed_behavior, "older
// working application")`.
func Label(items []Item, i int) string {
	it := &items[i]
	s := "evidence[" + strconv.Itoa(i) + "] (" + string(it.Type)
	if it.Source != "" {
		s += `, "` + text.Excerpt(it.Source, 60) + `"`
	}
	return s + ")"
}
