package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Class is how a change between two registries affects callers (SPEC §10.3).
type Class string

// The change classes, in order of concern.
const (
	Breaking   Class = "breaking"   // callers written for the old contract can fail
	Risk       Class = "risk"       // the tool may now do more harm
	Review     Class = "review"     // wording changed: read it (possible tool poisoning)
	Compatible Class = "compatible" // old callers keep working
	AddedTool  Class = "added"      // a new tool
)

// Rank orders classes from most to least concerning.
func (c Class) Rank() int {
	switch c {
	case Breaking:
		return 0
	case Risk:
		return 1
	case Review:
		return 2
	case AddedTool:
		return 3
	}
	return 4
}

// A Drift is one classified change.
type Drift struct {
	Class   Class  `json:"class"`
	Tool    string `json:"tool"`
	Pointer string `json:"pointer,omitempty"`
	Message string `json:"message"`
}

func (d Drift) String() string {
	p := d.Pointer
	if p == "" {
		p = "-"
	}
	return fmt.Sprintf("%-10s %s %s: %s", d.Class, d.Tool, p, d.Message)
}

// Classify diffs two registries and classifies every change: a removed
// tool, a new required input property, a removed property, a changed type,
// a narrowed enum, a tightened constraint, a removed or retyped output
// property are breaking; a new optional property or a widened enum is
// compatible; a changed description or title needs review; readOnlyHint
// true→false or destructiveHint false→true is a risk; a new tool is added.
func Classify(old, new *Registry) []Drift {
	var out []Drift
	for _, c := range Diff(old, new) {
		switch c.Change {
		case Removed:
			out = append(out, Drift{Breaking, c.Tool, "", "tool removed: callers that select it will fail"})
		case Added:
			out = append(out, Drift{AddedTool, c.Tool, "", "tool added"})
		case Changed:
			o, _ := old.Lookup(c.Tool)
			n, _ := new.Lookup(c.Tool)
			out = append(out, classifyTool(c.Tool, decodeTool(o.Canonical), decodeTool(n.Canonical), c.Fields)...)
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
	for _, f := range fields {
		segs := splitPointer(f.Pointer)
		if len(segs) == 0 {
			out = append(out, Drift{Review, tool, f.Pointer, f.Summary})
			continue
		}
		switch segs[0] {
		case "description", "title":
			out = append(out, Drift{Review, tool, f.Pointer, segs[0] + " changed: read the new text before the agent does (possible tool poisoning)"})
		case "annotations":
			if !annotationsDone {
				out = append(out, classifyAnnotations(tool, old, new)...)
				annotationsDone = true
			}
		case "inputSchema", "outputSchema":
			if d, ok := classifySchema(tool, f, segs, old, new); ok {
				out = append(out, d)
			}
		case "execution":
			out = append(out, Drift{Review, tool, f.Pointer, "execution changed: " + f.Summary})
		default:
			out = append(out, Drift{Review, tool, f.Pointer, f.Summary})
		}
	}
	return out
}

// hint returns an annotation's effective value, with the MCP defaults:
// readOnlyHint false, destructiveHint true, idempotentHint false,
// openWorldHint true.
func hint(tool map[string]any, name string) bool {
	if a, ok := tool["annotations"].(map[string]any); ok {
		if v, ok := a[name].(bool); ok {
			return v
		}
	}
	return name == "destructiveHint" || name == "openWorldHint"
}

func classifyAnnotations(tool string, old, new map[string]any) []Drift {
	var out []Drift
	if hint(old, "readOnlyHint") && !hint(new, "readOnlyHint") {
		out = append(out, Drift{Risk, tool, "/annotations/readOnlyHint", "readOnlyHint true → false: the tool may now modify its environment"})
	}
	if !hint(old, "destructiveHint") && hint(new, "destructiveHint") && !hint(new, "readOnlyHint") {
		out = append(out, Drift{Risk, tool, "/annotations/destructiveHint", "destructiveHint false → true: the tool may now destroy data"})
	}
	for _, h := range []string{"idempotentHint", "openWorldHint"} {
		if hint(old, h) != hint(new, h) {
			out = append(out, Drift{Review, tool, "/annotations/" + h, fmt.Sprintf("%s %v → %v", h, hint(old, h), hint(new, h))})
		}
	}
	if len(out) == 0 {
		out = append(out, Drift{Review, tool, "/annotations", "annotations changed (title or other hints)"})
	}
	return out
}

func splitPointer(p string) []string {
	if p == "" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for i, s := range parts {
		parts[i] = strings.NewReplacer("~1", "/", "~0", "~").Replace(s)
	}
	return parts
}

// schemaPath splits schema pointer segments into the property path and the
// keyword segments after it: inputSchema/properties/a/properties/b/enum →
// ["a","b"], ["enum"]. Array items appear as "[]".
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

func classifySchema(tool string, f FieldChange, segs []string, old, new map[string]any) (Drift, bool) {
	input := segs[0] == "inputSchema"
	side := "output"
	if input {
		side = "input"
	}
	props, rest := schemaPath(segs)
	name := strings.Join(props, ".")
	d := func(c Class, format string, args ...any) (Drift, bool) {
		return Drift{c, tool, f.Pointer, fmt.Sprintf(format, args...)}, true
	}
	if len(segs) == 1 { // the whole schema
		if f.Op == FieldAdded {
			return d(Compatible, "%sSchema added", side)
		}
		if input {
			return d(Breaking, "inputSchema removed or replaced")
		}
		return d(Breaking, "outputSchema removed: callers relying on structured output will fail")
	}
	parentSegs := segs[:len(segs)-len(rest)]
	if len(rest) == 0 { // a property itself was added or removed
		parent := parentSegs[:len(parentSegs)-2] // the object schema holding "properties"
		prop := props[len(props)-1]
		switch f.Op {
		case FieldAdded:
			if input && requiredIn(at(new, parent), prop) {
				return d(Breaking, "new required input property %q: old calls lack it", name)
			}
			return d(Compatible, "new optional %s property %q", side, name)
		case FieldRemoved:
			if input {
				return d(Breaking, "input property %q removed: calls that send it may be rejected", name)
			}
			return d(Breaking, "output property %q removed", name)
		}
		return d(Breaking, "%s property %q replaced", side, name)
	}
	key := rest[0]
	label := name
	if label == "" {
		label = side + " root"
	}
	switch {
	case key == "required" && (f.Op == Gained || f.Op == Lost):
		member, _ := f.New.(string)
		if f.Op == Lost {
			member, _ = f.Old.(string)
		}
		full := strings.TrimPrefix(name+"."+member, ".")
		if f.Op == Gained {
			if input {
				if at(old, append(append([]string{}, parentSegs...), "properties", member)) == nil {
					return Drift{}, false // reported as a new required property
				}
				return d(Breaking, "input property %q became required", full)
			}
			return d(Compatible, "output property %q is now always present", full)
		}
		if input {
			return d(Compatible, "input property %q is no longer required", full)
		}
		return d(Breaking, "output property %q is no longer guaranteed", full)
	case key == "type":
		return d(Breaking, "type of %s %q changed from %s to %s", side, label, scalar(f.Old), scalar(f.New))
	case key == "enum" && f.Op == Lost:
		if input {
			return d(Breaking, "enum of %q narrowed: %s no longer accepted", label, scalar(f.Old))
		}
		return d(Compatible, "enum of output %q narrowed: %s no longer returned", label, scalar(f.Old))
	case key == "enum" && f.Op == Gained:
		if input {
			return d(Compatible, "enum of %q widened: %s now accepted", label, scalar(f.New))
		}
		return d(Breaking, "enum of output %q widened: %s may now be returned", label, scalar(f.New))
	case key == "enum":
		return d(Breaking, "enum of %s %q %s", side, label, f.Op)
	case input && (upperBounds[key] || lowerBounds[key]):
		o, okO := num(f.Old)
		n, okN := num(f.New)
		tighter := false
		switch {
		case f.Op == FieldAdded:
			tighter = true
		case f.Op == FieldRemoved:
			tighter = false
		case okO && okN && upperBounds[key]:
			tighter = n < o
		case okO && okN:
			tighter = n > o
		}
		if tighter {
			return d(Breaking, "%s of %q tightened (%s → %s)", key, label, scalar(f.Old), scalar(f.New))
		}
		return d(Compatible, "%s of %q relaxed (%s → %s)", key, label, scalar(f.Old), scalar(f.New))
	case input && key == "additionalProperties":
		if v, ok := f.New.(bool); ok && !v {
			return d(Breaking, "%q no longer accepts extra properties", label)
		}
		return d(Review, "additionalProperties of %q changed", label)
	case key == "description" || key == "title":
		return d(Review, "%s of %s %q changed: read it (possible tool poisoning)", key, side, label)
	}
	return d(Review, "%s", f.Summary)
}
