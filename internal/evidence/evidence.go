// Package evidence is the model of what a caller supplies as proof: typed,
// sourced observations with a polarity toward the claim and the caller's
// estimate of their reliability (docs/rules.md §3). It checks limits, fills defaults
// and quotes items back as short excerpts. It knows nothing about claims or
// MCP.
package evidence

import (
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/text"
)

// Limits and defaults of docs/rules.md §3.
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

// Thresholds of docs/rules.md §4.
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
	Reconciles  string   `json:"reconciles,omitempty" jsonschema:"The reference (e.g. c3.e1, as an earlier result printed it) of a contradicting item earlier in this session that this item explains. A direct, non-weak item that reconciles a contradiction releases the claims it bound (docs/rules.md §7)."`

	unlabelled bool // no polarity was supplied; set by Validate
}

// MaxReconciles bounds a reconciles reference.
const MaxReconciles = 32

// The limits of one item (docs/rules.md §3), with paths relative to the item.
var (
	typeLimit        = input.Limit{Path: "type", Default: `"` + string(Other) + `"`}
	polarityLimit    = input.Limit{Path: "polarity", Default: `"` + string(Neutral) + `"`}
	sourceLimit      = input.Limit{Path: "source", Max: MaxSource}
	contentLimit     = input.Limit{Path: "content", Min: 1, Max: MaxContent}
	reliabilityLimit = input.Limit{Path: "reliability", Unit: true, Default: strconv.FormatFloat(DefaultReliability, 'g', -1, 64)}
	itemLimits       = []input.Limit{typeLimit, sourceLimit, contentLimit, reliabilityLimit, polarityLimit}
)

// Limits returns the limits [Validate] applies to a list of items named
// field, with paths under field ("evidence.content"), for a tool's table.
func Limits(field string) []input.Limit {
	out := []input.Limit{{Path: field, List: true, Max: MaxItems}}
	for _, l := range itemLimits {
		l.Path = field + "." + l.Path
		out = append(out, l)
	}
	return out
}

// Validate checks items against the limits of docs/rules.md §3 and fills defaults in
// place. field names the list in errors ("evidence").
func Validate(field string, items []Item) error {
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
		it.Polarity, it.unlabelled = Neutral, true
	} else if err := input.OneOf("polarity", it.Polarity, Polarities); err != nil {
		return err
	}
	if err := sourceLimit.Text(it.Source); err != nil {
		return err
	}
	if err := contentLimit.Text(it.Content); err != nil {
		return err
	}
	if it.Reconciles != "" && !IsRef(it.Reconciles) {
		return input.Errorf("reconciles", "is %s; use the reference an earlier result printed, like c3.e1 (call 3, evidence 1)", input.Quote(it.Reconciles, MaxReconciles))
	}
	if it.Reliability == nil {
		r := DefaultReliability
		it.Reliability = &r
	} else if err := reliabilityLimit.Number(*it.Reliability); err != nil {
		return err
	}
	return nil
}

// Labelled reports whether the caller supplied a polarity.
func (it *Item) Labelled() bool { return !it.unlabelled }

// Ref is the session reference of an evidence item: call n (1-based, per
// session), item i (0-based, as in evidence[i]), written "c3.e1".
func Ref(call, index int) string {
	return "c" + strconv.Itoa(call) + ".e" + strconv.Itoa(index)
}

// IsRef reports whether s has the form of a reference: c<digits>.e<digits>.
func IsRef(s string) bool {
	if len(s) > MaxReconciles || len(s) < 4 || s[0] != 'c' {
		return false
	}
	call, index, ok := strings.Cut(s[1:], ".e")
	return ok && digits(call) && digits(index)
}

func digits(s string) bool {
	if s == "" || len(s) > 9 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
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

// Bases lists every [Basis].
var Bases = []Basis{Observation, Inferred}

// A Quote is an item as results echo it: a redacted excerpt with its index
// and provenance.
type Quote struct {
	Index       int      `json:"index" jsonschema:"Position of the item in the evidence array you sent (0-based)."`
	Type        Type     `json:"type" jsonschema:"The item's type."`
	Source      string   `json:"source,omitempty" jsonschema:"The item's provenance label, as supplied."`
	Polarity    Polarity `json:"polarity" jsonschema:"How the item bears on the claim."`
	Reliability float64  `json:"reliability" jsonschema:"The reliability used (0–1)."`
	Basis       Basis    `json:"basis" jsonschema:"observation for direct evidence, inference for reasoning: an inference is never treated as a fact."`
	Excerpt     string   `json:"excerpt" jsonschema:"The item's content, at most 280 characters, cut on a character boundary and marked … when cut; for long output, its decisive lines (the failure, the summary, the status line)."`
	Ref         string   `json:"ref,omitempty" jsonschema:"The item's session reference (c3.e1: call 3, evidence[1]) when it contradicts the claim; send it as reconciles on a later item that explains it."`
}

// QuoteOf returns the quote of items[i].
func QuoteOf(items []Item, i int) Quote {
	return QuoteWith(items, i, text.Excerpt(items[i].Content, ExcerptRunes))
}

// QuoteWith returns the quote of items[i] with the excerpt the caller
// made (the decisive lines of a long output).
func QuoteWith(items []Item, i int, excerpt string) Quote {
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
		Excerpt:     excerpt,
	}
}

// Name is item i as prose names it: `evidence[1] (observed_behavior, "older
// working application")`.
func Name(items []Item, i int) string {
	it := &items[i]
	if it.Source == "" {
		return "evidence[" + strconv.Itoa(i) + "] (" + string(it.Type) + ")"
	}
	return "evidence[" + strconv.Itoa(i) + "] (" + string(it.Type) + `, "` + text.Excerpt(it.Source, 60) + `")`
}
