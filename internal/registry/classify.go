package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Class is how a change between two registries affects callers (docs/rules.md §10.3).
type Class string

// The change classes, in order of concern.
const (
	Breaking   Class = "breaking"   // callers written for the old contract can fail
	Risk       Class = "risk"       // the tool may now do more harm
	Review     Class = "review"     // wording changed: read it (possible tool poisoning)
	Added      Class = "added"      // a new tool
	Compatible Class = "compatible" // old callers keep working
)

// Classes lists the classes from most to least concerning.
var Classes = []Class{Breaking, Risk, Review, Added, Compatible}

// Rank orders classes from most to least concerning (0 is the most).
func (c Class) Rank() int {
	for i, k := range Classes {
		if k == c {
			return i
		}
	}
	return len(Classes)
}

// A Drift is one classified change: the tool, the JSON pointer inside its
// definition, and the old and new values there (absent when the side has
// none), so that a reviewer sees what changed, not only that it did.
type Drift struct {
	Class   Class  `json:"class"`
	Rule    string `json:"rule"`
	Tool    string `json:"tool"`
	Pointer string `json:"pointer,omitempty"`
	Message string `json:"message"`
	Old     any    `json:"old,omitempty"`
	New     any    `json:"new,omitempty"`
}

func (d Drift) String() string {
	p := d.Pointer
	if p == "" {
		p = "-"
	}
	return fmt.Sprintf("%-10s %s %s: %s", d.Class, d.Tool, p, d.Message)
}

// A fact is one change as the drift table sees it: on which side of the
// definition, in which field, what kind of change, and about what.
type fact struct {
	side    string // server, tool, annotations, input, output
	field   string
	change  string
	subject string // the property path, hint or field named in the message
	old     any
	new     any
}

// A driftRule maps side × field × change to a class. "*" matches anything.
// The first matching row wins, so specific rows come before general ones.
type driftRule struct {
	name    string
	side    string
	field   string
	change  string
	class   Class
	message string // fmt template: %[1]s the subject, %[2]s the side, %[3]s and %[4]s the old and new values
}

// driftRules is the drift table (docs/rules.md §10.3).
var driftRules = []driftRule{
	{"tool-removed", "tool", "tool", "removed", Breaking, "tool removed: callers that select it will fail"},
	{"tool-added", "tool", "tool", "added", Added, "tool added"},
	{"tool-added-writes", "tool", "tool", "added-writes", Risk, "new tool that is not read-only (%[1]s): it may modify its environment"},
	{"tool-added-destroys", "tool", "tool", "added-destroys", Risk, "new tool that may destroy data (destructiveHint)"},
	// A server of a multi-server lock added or removed with no tools: no
	// tool drifts, but the fleet changed (DiffMulti).
	{"server-added-empty", "server", "server", "added", Added, "server added; it serves no tools"},
	{"server-removed-empty", "server", "server", "removed", Breaking, "server removed (it served no tools): a client configured for it no longer reaches it"},
	{"description-changed", "tool", "description", "*", Review, "description changed: read the new text before the agent does (possible tool poisoning)"},
	{"title-changed", "tool", "title", "*", Review, "title changed: read the new text before the agent does (possible tool poisoning)"},
	{"execution-changed", "tool", "execution", "*", Review, "execution %[1]s"},
	{"definition-changed-unseen", "tool", "definition", "*", Review, "the definition changed (digest %[3]s → %[4]s) where this comparison cannot show it — in text a lock stores redacted, or in the order or repetition of array members: compare the raw definitions"},

	{"read-only-lost", "annotations", "readOnlyHint", "true→false", Risk, "readOnlyHint true → false: the tool may now modify its environment"},
	{"destructive-gained", "annotations", "destructiveHint", "false→true", Risk, "destructiveHint false → true: the tool may now destroy data"},
	{"hint-changed", "annotations", "hint", "*", Review, "%[1]s"},
	{"annotations-changed", "annotations", "*", "*", Review, "annotations changed (title or other hints)"},

	{"schema-added", "*", "schema", "added", Compatible, "%[2]sSchema added"},
	{"input-schema-replaced", "input", "schema", "*", Breaking, "inputSchema removed or replaced"},
	{"output-schema-removed", "output", "schema", "*", Breaking, "outputSchema removed: callers relying on structured output will fail"},
	{"required-input-added", "input", "property", "added-required", Breaking, "new required input property %[1]q: old calls lack it"},
	{"optional-property-added", "*", "property", "added", Compatible, "new optional %[2]s property %[1]q"},
	{"input-property-removed", "input", "property", "removed", Breaking, "input property %[1]q removed: calls that send it may be rejected"},
	{"output-property-removed", "output", "property", "removed", Breaking, "output property %[1]q removed"},
	{"property-replaced", "*", "property", "*", Breaking, "%[2]s property %[1]q replaced"},
	{"input-became-required", "input", "required", "gained", Breaking, "input property %[1]q became required"},
	{"output-now-guaranteed", "output", "required", "gained", Compatible, "output property %[1]q is now always present"},
	{"input-no-longer-required", "input", "required", "lost", Compatible, "input property %[1]q is no longer required"},
	{"output-no-longer-guaranteed", "output", "required", "lost", Breaking, "output property %[1]q is no longer guaranteed"},
	{"type-changed", "*", "type", "*", Breaking, "type of %[2]s %[1]q changed from %[3]s to %[4]s"},
	{"input-enum-narrowed", "input", "enum", "narrowed", Breaking, "enum of %[1]q narrowed: %[3]s no longer accepted"},
	{"output-enum-narrowed", "output", "enum", "narrowed", Compatible, "enum of output %[1]q narrowed: %[3]s no longer returned"},
	{"input-enum-widened", "input", "enum", "widened", Compatible, "enum of %[1]q widened: %[4]s now accepted"},
	{"output-enum-widened", "output", "enum", "widened", Breaking, "enum of output %[1]q widened: %[4]s may now be returned"},
	{"enum-changed", "*", "enum", "*", Breaking, "enum of %[2]s %[1]q changed"},
	{"input-limit-tightened", "input", "limit", "tightened", Breaking, "%[1]s tightened (%[3]s → %[4]s)"},
	{"input-limit-relaxed", "input", "limit", "relaxed", Compatible, "%[1]s relaxed (%[3]s → %[4]s)"},
	{"input-closed", "input", "additionalProperties", "closed", Breaking, "%[1]q no longer accepts extra properties"},
	{"additional-properties-changed", "*", "additionalProperties", "*", Review, "additionalProperties of %[1]q changed"},
	{"schema-text-changed", "*", "text", "*", Review, "%[1]s changed: read it (possible tool poisoning)"},

	{"other-change", "*", "*", "*", Review, "%[1]s"},
}

// rule returns the first row matching f.
func rule(f fact) driftRule {
	for _, r := range driftRules {
		if (r.side == "*" || r.side == f.side) && (r.field == "*" || r.field == f.field) && (r.change == "*" || r.change == f.change) {
			return r
		}
	}
	return driftRules[len(driftRules)-1]
}

func (f fact) drift(tool, pointer string) Drift {
	r := rule(f)
	msg := r.message
	if strings.Contains(msg, "%[") {
		msg = fmt.Sprintf(msg, f.subject, f.side, scalar(f.old), scalar(f.new))
	}
	return Drift{Class: r.class, Rule: r.name, Tool: tool, Pointer: pointer, Message: msg, Old: f.old, New: f.new}
}

// Classify diffs two registries and classifies every change with the
// drift table: each change becomes a fact (side × field × change) and the
// first matching row gives its class.
func Classify(old, new *Registry) []Drift {
	var out []Drift
	for _, c := range Diff(old, new) {
		switch c.Change {
		case ToolRemoved:
			out = append(out, fact{side: "tool", field: "tool", change: "removed"}.drift(c.Tool, ""))
		case ToolAdded:
			n, _ := new.Lookup(c.Tool)
			out = append(out, fact{side: "tool", field: "tool", change: "added"}.drift(c.Tool, ""))
			def := decodeTool(n.Canonical)
			switch {
			case !hint(def, "readOnlyHint") && hint(def, "destructiveHint"):
				out = append(out, fact{side: "tool", field: "tool", change: "added-destroys"}.drift(c.Tool, "/annotations/destructiveHint"))
			case !hint(def, "readOnlyHint"):
				out = append(out, fact{side: "tool", field: "tool", change: "added-writes", subject: "readOnlyHint false"}.drift(c.Tool, "/annotations/readOnlyHint"))
			}
		case ToolChanged:
			o, _ := old.Lookup(c.Tool)
			n, _ := new.Lookup(c.Tool)
			drifts := classifyTool(c.Tool, decodeTool(o.Canonical), decodeTool(n.Canonical), c.Fields)
			if len(drifts) == 0 {
				// The digests differ, so something changed: never let a
				// moved digest read as no drift.
				drifts = []Drift{fact{side: "tool", field: "definition", change: "changed", old: c.Old, new: c.New}.drift(c.Tool, "")}
			}
			out = append(out, drifts...)
		}
	}
	return out
}

func decodeTool(b []byte) map[string]any {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var m map[string]any
	_ = d.Decode(&m)
	return m
}

func classifyTool(tool string, old, new map[string]any, fields []FieldChange) []Drift {
	var out []Drift
	annotationsDone := false
	for _, f := range expandWholes(fields, old, new) {
		segs := splitPointer(f.Pointer)
		if len(segs) == 0 {
			out = append(out, fact{side: "tool", field: "*", subject: f.Summary}.drift(tool, f.Pointer))
			continue
		}
		switch segs[0] {
		case "annotations":
			if !annotationsDone {
				out = append(out, annotationDrifts(tool, old, new)...)
				annotationsDone = true
			}
		case "inputSchema", "outputSchema":
			if fc, ok := schemaFact(f, segs, old, new); ok {
				out = append(out, fc.drift(tool, f.Pointer))
			}
		case "description", "title":
			out = append(out, fact{side: "tool", field: segs[0], change: string(f.Op), old: at(old, segs), new: at(new, segs)}.drift(tool, f.Pointer))
		case "execution":
			out = append(out, fact{side: "tool", field: "execution", change: string(f.Op), subject: strings.TrimPrefix(f.Summary, "execution "),
				old: at(old, segs), new: at(new, segs)}.drift(tool, f.Pointer))
		default:
			out = append(out, fact{side: "tool", field: "*", subject: f.Summary, old: f.Old, new: f.New}.drift(tool, f.Pointer))
		}
	}
	return out
}

// expandWholes splits a schema's "required" array or "properties" object
// that was added or removed whole (the schema had none before, or has none
// now) into one change per member, as if the absent side were empty: a
// required array added to a schema is each of its members gained, so that
// the drift table classifies each (a new required input is breaking, not a
// review of "inputSchema.required added").
func expandWholes(fields []FieldChange, old, new map[string]any) []FieldChange {
	var out []FieldChange
	for _, f := range fields {
		segs := splitPointer(f.Pointer)
		if len(segs) < 2 || (segs[0] != "inputSchema" && segs[0] != "outputSchema") || (f.Op != FieldAdded && f.Op != FieldRemoved) {
			out = append(out, f)
			continue
		}
		side := new
		if f.Op == FieldRemoved {
			side = old
		}
		_, rest := schemaPath(segs)
		switch v := at(side, segs); {
		case len(rest) == 1 && rest[0] == "required" && isStrings(v):
			for _, m := range v.([]any) {
				fc := FieldChange{Pointer: f.Pointer, Op: Gained, New: m}
				if f.Op == FieldRemoved {
					fc = FieldChange{Pointer: f.Pointer, Op: Lost, Old: m}
				}
				fc.summarize()
				out = append(out, fc)
			}
		case len(rest) == 1 && rest[0] == "properties" && isObject(v):
			names := make([]string, 0, len(v.(map[string]any)))
			for k := range v.(map[string]any) {
				names = append(names, k)
			}
			sort.Strings(names)
			for _, k := range names {
				fc := FieldChange{Pointer: f.Pointer + "/" + escape(k), Op: f.Op}
				fc.summarize()
				out = append(out, fc)
			}
		default:
			out = append(out, f)
		}
	}
	return out
}

func isStrings(v any) bool {
	xs, ok := v.([]any)
	if !ok || len(xs) == 0 {
		return false
	}
	for _, x := range xs {
		if _, ok := x.(string); !ok {
			return false
		}
	}
	return true
}

func isObject(v any) bool {
	m, ok := v.(map[string]any)
	return ok && len(m) > 0
}

// hint returns an annotation's effective value, with the MCP defaults:
// readOnlyHint false, destructiveHint true, idempotentHint false,
// openWorldHint true. destructiveHint means something only for a tool
// that is not read-only.
func hint(tool map[string]any, name string) bool {
	if a, ok := tool["annotations"].(map[string]any); ok {
		if v, ok := a[name].(bool); ok {
			return v
		}
	}
	return name == "destructiveHint" || name == "openWorldHint"
}

var hints = []string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}

func annotationDrifts(tool string, old, new map[string]any) []Drift {
	var out []Drift
	for _, h := range hints {
		o, n := hint(old, h), hint(new, h)
		if h == "destructiveHint" { // only meaningful when the tool writes
			o, n = o && !hint(old, "readOnlyHint"), n && !hint(new, "readOnlyHint")
		}
		if o == n {
			continue
		}
		field := h
		if h == "idempotentHint" || h == "openWorldHint" {
			field = "hint"
		}
		out = append(out, fact{side: "annotations", field: field, change: fmt.Sprintf("%v→%v", o, n),
			subject: fmt.Sprintf("%s %v → %v", h, o, n), old: o, new: n}.drift(tool, "/annotations/"+h))
	}
	if len(out) == 0 {
		out = append(out, fact{side: "annotations", field: "*", change: "changed", old: old["annotations"], new: new["annotations"]}.drift(tool, "/annotations"))
	}
	return out
}

func splitPointer(p string) []string {
	if p == "" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for i, s := range parts {
		parts[i] = unescapePointer.Replace(s)
	}
	return parts
}

// schemaPath splits schema pointer segments into the property path and the
// keyword segments after it: inputSchema/properties/a/properties/b/enum →
// ["a","b"], ["enum"]. Array items appear as "[]"; a named definition
// ($defs/Query) and a branch of a combinator (anyOf/0) are path elements
// too, so that changes inside them are classified as at the top.
func schemaPath(segs []string) (props, rest []string) {
	i := 1
	for i < len(segs) {
		switch {
		case segs[i] == "properties" && i+1 < len(segs):
			props = append(props, segs[i+1])
			i += 2
		case segs[i] == "items":
			props = append(props, "[]")
			i++
		case i+1 < len(segs) && (definitions[segs[i]] || combinators[segs[i]] && isIndex(segs[i+1])):
			props = append(props, segs[i]+"/"+segs[i+1])
			i += 2
		default:
			return props, segs[i:]
		}
	}
	return props, nil
}

// at follows JSON pointer segments into a decoded document.
func at(doc any, segs []string) any {
	for _, s := range segs {
		switch d := doc.(type) {
		case map[string]any:
			doc = d[s]
		case []any:
			var i int
			if _, err := fmt.Sscan(s, &i); err != nil || i < 0 || i >= len(d) {
				return nil
			}
			doc = d[i]
		default:
			return nil
		}
	}
	return doc
}

var (
	definitions = map[string]bool{"$defs": true, "definitions": true}
	combinators = map[string]bool{"anyOf": true, "oneOf": true, "allOf": true}
)

func isIndex(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// isBranch reports whether a path element is a whole definition or
// combinator branch rather than a property.
func isBranch(p string) bool {
	head, _, ok := strings.Cut(p, "/")
	return ok && (definitions[head] || combinators[head])
}

func requiredIn(schema any, name string) bool {
	m, _ := schema.(map[string]any)
	req, _ := m["required"].([]any)
	for _, r := range req {
		if r == name {
			return true
		}
	}
	return false
}

// constraints are the keywords besides bounds that narrow what a schema
// accepts.
var constraints = map[string]bool{"pattern": true, "format": true, "const": true, "multipleOf": true, "uniqueItems": true}

var (
	upperBounds = map[string]bool{"maxLength": true, "maximum": true, "maxItems": true, "exclusiveMaximum": true, "maxProperties": true}
	lowerBounds = map[string]bool{"minLength": true, "minimum": true, "minItems": true, "exclusiveMinimum": true, "minProperties": true}
)

func num(v any) (float64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := n.Float64()
	return f, err == nil
}

// schemaFact turns a change inside inputSchema or outputSchema into a fact;
// false when the change is reported by another fact (a required member
// gained for a property that is itself new).
func schemaFact(f FieldChange, segs []string, old, new map[string]any) (fact, bool) {
	side := "output"
	if segs[0] == "inputSchema" {
		side = "input"
	}
	fc := fact{side: side, change: string(f.Op), old: at(old, segs), new: at(new, segs)}
	props, rest := schemaPath(segs)
	name := strings.Join(props, ".")
	fc.subject = name
	if len(segs) == 1 { // the whole schema
		fc.field = "schema"
		return fc, true
	}
	parentSegs := segs[:len(segs)-len(rest)]
	if len(rest) == 0 && props[len(props)-1] == "[]" { // an array's items schema
		fc.field, fc.subject = "limit", fmt.Sprintf("items of %q", strings.TrimSuffix(strings.TrimSuffix(name, "[]"), "."))
		switch f.Op {
		case FieldAdded:
			fc.change = "tightened"
		case FieldRemoved:
			fc.change = "relaxed"
		}
		return fc, true
	}
	if len(rest) == 0 && isBranch(props[len(props)-1]) { // a whole definition or branch
		fc.field, fc.subject = "*", f.Summary
		return fc, true
	}
	if len(rest) == 0 { // a property itself was added or removed
		fc.field = "property"
		parent := parentSegs[:len(parentSegs)-2] // the object schema holding "properties"
		if f.Op == FieldAdded && requiredIn(at(new, parent), props[len(props)-1]) {
			fc.change = "added-required"
		}
		return fc, true
	}
	key := rest[0]
	if name == "" {
		fc.subject = side + " root"
	}
	switch {
	case key == "required" && (f.Op == Gained || f.Op == Lost):
		member, _ := f.New.(string)
		if f.Op == Lost {
			member, _ = f.Old.(string)
		}
		if f.Op == Gained && side == "input" && at(old, append(append([]string{}, parentSegs...), "properties", member)) == nil {
			return fact{}, false // reported as a new required property
		}
		fc.field, fc.subject, fc.old, fc.new = "required", strings.TrimPrefix(name+"."+member, "."), f.Old, f.New
	case key == "type":
		fc.field = "type"
	case key == "enum" && f.Op == Lost:
		fc.field, fc.change, fc.old, fc.new = "enum", "narrowed", f.Old, nil
	case key == "enum" && f.Op == Gained:
		fc.field, fc.change, fc.old, fc.new = "enum", "widened", nil, f.New
	case key == "enum":
		fc.field = "enum"
	case upperBounds[key] || lowerBounds[key]:
		fc.field, fc.change = "limit", "relaxed"
		o, okO := num(f.Old)
		n, okN := num(f.New)
		switch {
		case f.Op == FieldAdded:
			fc.change = "tightened"
		case okO && okN && upperBounds[key] && n < o, okO && okN && lowerBounds[key] && n > o:
			fc.change = "tightened"
		}
		fc.subject = fmt.Sprintf("%s of %q", key, fc.subject)
	case constraints[key]:
		// A constraint other than a bound: present, it rejects values that
		// passed without it; changed, it may (which values is not decided
		// here, so a changed one counts as tightened).
		fc.field, fc.subject = "limit", fmt.Sprintf("%s of %q", key, fc.subject)
		switch {
		case f.Op == FieldRemoved, key == "uniqueItems" && f.New == false:
			fc.change = "relaxed"
		default:
			fc.change = "tightened"
		}
	case key == "additionalProperties":
		fc.field = "additionalProperties"
		if v, ok := f.New.(bool); ok && !v {
			fc.change = "closed"
		}
	case key == "description" || key == "title" || key == "default" || key == "examples":
		fc.field, fc.subject = "text", fmt.Sprintf("%s of %s %q", key, side, fc.subject)
	default:
		fc.field, fc.subject = "*", f.Summary
	}
	return fc, true
}
