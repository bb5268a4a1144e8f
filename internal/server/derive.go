package server

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/reality"
)

// enumSchemas publishes the enums of the named string types; built on
// first use, as only schema generation and its tests derive schemas.
var enumSchemas = sync.OnceValue(func() map[reflect.Type]*jsonschema.Schema {
	return map[reflect.Type]*jsonschema.Schema{
		reflect.TypeFor[evidence.Type]():        enum(evidence.Types),
		reflect.TypeFor[evidence.Polarity]():    enum(evidence.Polarities),
		reflect.TypeFor[evidence.Basis]():       enum(evidence.Bases),
		reflect.TypeFor[proof.Domain]():         enum(proof.Domains),
		reflect.TypeFor[claim.Status]():         enum(claim.Statuses),
		reflect.TypeFor[audit.Severity]():       enum(audit.Severities),
		reflect.TypeFor[audit.Category]():       enum(audit.Categories),
		reflect.TypeFor[audit.Recommendation](): enum(audit.Recommendations),
		reflect.TypeFor[json.RawMessage]():      {Type: "object", Description: "A raw MCP tool definition, as tools/list returned it."},
		reflect.TypeFor[convergence.Time]():     {Type: "string", Format: "date-time"},
		reflect.TypeFor[convergence.Trigger]():  enum(convergence.Triggers),
		reflect.TypeFor[convergence.Verdict]():  enum(convergence.Verdicts),
		reflect.TypeFor[reality.Kind]():         enum(reality.Kinds),
		reflect.TypeFor[any]():                  scalar(),
	}
})

func enum[T ~string](values []T) *jsonschema.Schema {
	s := &jsonschema.Schema{Type: "string"}
	for _, v := range values {
		s.Enum = append(s.Enum, string(v))
	}
	return s
}

// scalar is the schema of an any field, which ackrite's results use only
// for a scalar JSON value (a registry.FieldChange's old and new): one
// plain type per branch, where an untyped schema would accept anything and
// a "type" array is the union clients mishandle.
func scalar() *jsonschema.Schema {
	return &jsonschema.Schema{AnyOf: []*jsonschema.Schema{{Type: "string"}, {Type: "number"}, {Type: "boolean"}}}
}

// publish writes a tool's limit into the schema of its field.
func publish(s *jsonschema.Schema, l input.Limit) {
	switch {
	case l.List:
		s.MaxItems = &l.Max
	case l.Unit:
		zero, one := 0.0, 1.0
		s.Minimum, s.Maximum = &zero, &one
	case l.Max > 0:
		if l.Min > 0 {
			s.MinLength = &l.Min
		}
		s.MaxLength = &l.Max
	}
	if l.Pattern != "" {
		s.Pattern = l.Pattern
	}
	if l.Default != "" {
		s.Default = json.RawMessage(l.Default)
	}
}

// schemaFor derives the JSON schema of T and publishes the limits in it.
// It panics on a path that does not exist: schemas are built at start-up
// from types in this repository, so a bad path is a programming error.
func schemaFor[T any](limits ...input.Limit) *jsonschema.Schema {
	s, err := jsonschema.For[T](&jsonschema.ForOptions{TypeSchemas: enumSchemas()})
	if err != nil {
		panic(err)
	}
	for _, l := range limits {
		publish(at(s, l.Path), l)
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
// in place, and returns s. Input and output schemas are published this way:
// optional fields are simply not required, and clients that turn
// schemas into form fields or function declarations (MCP Inspector, several
// model APIs) mishandle or reject unions. The decoder still accepts null;
// results never write it (TestResultsMatchPublishedOutputSchemas).
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
