package server

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/reality"
)

// enumSchemas publishes the enums of the named string types.
var enumSchemas = map[reflect.Type]*jsonschema.Schema{
	reflect.TypeFor[evidence.Type]():        enum(evidence.Types),
	reflect.TypeFor[evidence.Polarity]():    enum(evidence.Polarities),
	reflect.TypeFor[evidence.Basis]():       enum([]evidence.Basis{evidence.Observation, evidence.Inferred}),
	reflect.TypeFor[proof.Domain]():         enum(proof.Domains),
	reflect.TypeFor[claim.Status]():         enum([]claim.Status{claim.Known, claim.Supported, claim.Plausible, claim.Unverified, claim.Contradicted}),
	reflect.TypeFor[audit.Severity]():       enum([]audit.Severity{audit.High, audit.Medium, audit.Low}),
	reflect.TypeFor[audit.Category]():       enum([]audit.Category{audit.Rewrite, audit.Scope, audit.APIContract, audit.Security, audit.ErrorHandling, audit.Tests, audit.Evidence}),
	reflect.TypeFor[audit.Recommendation](): enum([]audit.Recommendation{audit.Proceed, audit.NarrowFirst, audit.VerifyFirst}),
	reflect.TypeFor[json.RawMessage]():      {Type: "object", Description: "A raw MCP tool definition, as tools/list returned it."},
	reflect.TypeFor[convergence.Time]():     {Type: "string", Format: "date-time"},
	reflect.TypeFor[convergence.Trigger]():  enum(convergence.Triggers),
	reflect.TypeFor[convergence.Verdict]():  enum([]convergence.Verdict{convergence.Converged, convergence.Stale, convergence.Incomplete, convergence.Unverifiable}),
	reflect.TypeFor[reality.Kind]():         enum([]reality.Kind{reality.RepeatedStrategy, reality.ContradictedPremise, reality.UntestedSuccess, reality.PrematureRewrite, reality.UnsupportedCertainty, reality.None}),
}

func enum[T ~string](values []T) *jsonschema.Schema {
	s := &jsonschema.Schema{Type: "string"}
	for _, v := range values {
		s.Enum = append(s.Enum, string(v))
	}
	return s
}

// A constraint adds a limit to the schema at a dotted property path
// ("evidence.reliability" reaches through the array to its items).
type constraint struct {
	path  string
	apply func(*jsonschema.Schema)
}

func length(min, max int) func(*jsonschema.Schema) {
	return func(s *jsonschema.Schema) {
		if min > 0 {
			s.MinLength = &min
		}
		s.MaxLength = &max
	}
}

func items(max int) func(*jsonschema.Schema) {
	return func(s *jsonschema.Schema) { s.MaxItems = &max }
}

func unit(def float64) func(*jsonschema.Schema) {
	return func(s *jsonschema.Schema) {
		zero, one := 0.0, 1.0
		s.Minimum, s.Maximum = &zero, &one
		s.Default = json.RawMessage(fmt.Sprint(def))
	}
}

func pattern(p string) func(*jsonschema.Schema) {
	return func(s *jsonschema.Schema) { s.Pattern = p }
}

func defaults(v string) func(*jsonschema.Schema) {
	return func(s *jsonschema.Schema) { s.Default = json.RawMessage(`"` + v + `"`) }
}

// evidenceLimits are the SPEC §3 limits, published in every schema that
// takes evidence[].
var evidenceLimits = []constraint{
	{"evidence", items(evidence.MaxItems)},
	{"evidence.source", length(0, evidence.MaxSource)},
	{"evidence.content", length(1, evidence.MaxContent)},
	{"evidence.reliability", unit(evidence.DefaultReliability)},
	{"evidence.type", defaults(string(evidence.Other))},
	{"evidence.polarity", defaults(string(evidence.Neutral))},
}

// schemaFor derives the JSON schema of T and applies the constraints.
// It panics on a path that does not exist: schemas are built at start-up
// from types in this repository, so a bad path is a programming error.
func schemaFor[T any](cs ...constraint) *jsonschema.Schema {
	s, err := jsonschema.For[T](&jsonschema.ForOptions{TypeSchemas: enumSchemas})
	if err != nil {
		panic(err)
	}
	for _, c := range cs {
		c.apply(at(s, c.path))
	}
	return s
}

func at(s *jsonschema.Schema, path string) *jsonschema.Schema {
	for _, part := range strings.Split(path, ".") {
		if s.Items != nil {
			s = s.Items
		}
		next, ok := s.Properties[part]
		if !ok {
			panic(fmt.Sprintf("schema: no property %q in path %q", part, path))
		}
		s = next
	}
	return s
}

// plainTypes rewrites the nullable unions jsonschema.For derives for
// slices, maps and pointers ("type": ["null", "array"]) into the plain type,
// in place, and returns s. Input schemas are published this way (issue 14):
// optional fields are simply not required, and clients that turn schemas
// into form fields or function declarations (MCP Inspector, several model
// APIs) mishandle or reject unions. The decoder still accepts null.
func plainTypes(s *jsonschema.Schema) *jsonschema.Schema {
	if s == nil {
		return nil
	}
	if len(s.Types) == 2 && (s.Types[0] == "null" || s.Types[1] == "null") {
		s.Type = s.Types[0]
		if s.Type == "null" {
			s.Type = s.Types[1]
		}
		s.Types = nil
	}
	for _, p := range s.Properties {
		plainTypes(p)
	}
	for _, list := range [][]*jsonschema.Schema{s.PrefixItems, s.AllOf, s.AnyOf, s.OneOf} {
		for _, sub := range list {
			plainTypes(sub)
		}
	}
	for _, d := range s.Defs {
		plainTypes(d)
	}
	plainTypes(s.Items)
	plainTypes(s.AdditionalProperties)
	return s
}
