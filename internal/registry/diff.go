package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// ChangeKind says what happened to a tool between two registries.
type ChangeKind string

// The tool change kinds.
const (
	Added   ChangeKind = "added"
	Removed ChangeKind = "removed"
	Changed ChangeKind = "changed"
)

// A ToolChange is one tool that differs between two registries.
type ToolChange struct {
	Tool   string        `json:"tool" jsonschema:"The tool's name."`
	Change ChangeKind    `json:"change" jsonschema:"added (only in the new registry), removed (only in the old) or changed (same name, different projected definition)."`
	Fields []FieldChange `json:"fields,omitempty" jsonschema:"For a changed tool: which projected fields differ."`
	Old    string        `json:"old,omitempty" jsonschema:"Short digest of the old definition."`
	New    string        `json:"new,omitempty" jsonschema:"Short digest of the new definition."`
}

// FieldOp says how a field changed.
type FieldOp string

// The field operations. Gained and Lost are members of an array of scalars
// treated as a set (such as inputSchema.required).
const (
	FieldAdded   FieldOp = "added"
	FieldRemoved FieldOp = "removed"
	FieldChanged FieldOp = "changed"
	Gained       FieldOp = "gained"
	Lost         FieldOp = "lost"
)

// A FieldChange is one difference inside a tool's projected definition.
type FieldChange struct {
	Pointer string  `json:"pointer" jsonschema:"RFC 6901 JSON pointer inside the tool definition, e.g. /inputSchema/required."`
	Op      FieldOp `json:"op" jsonschema:"added, removed, changed, or gained/lost for a member of a set-like array."`
	Old     any     `json:"old,omitempty" jsonschema:"The old scalar value, or the member lost."`
	New     any     `json:"new,omitempty" jsonschema:"The new scalar value, or the member gained."`
	Summary string  `json:"summary" jsonschema:"One line for a person, e.g. 'inputSchema.required gained projectId'."`
}

// Dotted turns a JSON pointer into a dotted path: /inputSchema/required →
// inputSchema.required.
func Dotted(pointer string) string {
	parts := strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	for i, p := range parts {
		parts[i] = unescapePointer.Replace(p)
	}
	return strings.Join(parts, ".")
}

func (f *FieldChange) summarize() {
	p := Dotted(f.Pointer)
	switch f.Op {
	case Gained, Lost:
		v := f.New
		if f.Op == Lost {
			v = f.Old
		}
		f.Summary = fmt.Sprintf("%s %s %s", p, f.Op, scalar(v))
	case FieldChanged:
		if f.Old != nil || f.New != nil {
			f.Summary = fmt.Sprintf("%s changed from %s to %s", p, scalar(f.Old), scalar(f.New))
		} else {
			f.Summary = p + " changed"
		}
	default:
		f.Summary = fmt.Sprintf("%s %s", p, f.Op)
	}
}

func scalar(v any) string {
	switch x := v.(type) {
	case string:
		if len(x) > 60 {
			return fmt.Sprintf("%q…", x[:60])
		}
		return x
	case nil:
		return "null"
	default:
		return fmt.Sprint(x)
	}
}

// Diff compares two registries: tools only in new are added, only in old
// removed, and tools whose canonical definitions differ are changed, with
// the differing fields. Results are sorted by tool name.
func Diff(old, new *Registry) []ToolChange {
	var out []ToolChange
	i, j := 0, 0
	for i < len(old.Tools) || j < len(new.Tools) {
		switch {
		case j >= len(new.Tools) || (i < len(old.Tools) && old.Tools[i].Name < new.Tools[j].Name):
			out = append(out, ToolChange{Tool: old.Tools[i].Name, Change: Removed, Old: Short(old.Tools[i].Digest)})
			i++
		case i >= len(old.Tools) || new.Tools[j].Name < old.Tools[i].Name:
			out = append(out, ToolChange{Tool: new.Tools[j].Name, Change: Added, New: Short(new.Tools[j].Digest)})
			j++
		default:
			o, n := &old.Tools[i], &new.Tools[j]
			if o.Digest != n.Digest {
				out = append(out, ToolChange{Tool: o.Name, Change: Changed, Fields: FieldDiff(o.Canonical, n.Canonical), Old: Short(o.Digest), New: Short(n.Digest)})
			}
			i++
			j++
		}
	}
	return out
}

// FieldDiff lists the differences between two canonical tool definitions.
func FieldDiff(old, new []byte) []FieldChange {
	var a, b any
	if decode(old, &a) != nil || decode(new, &b) != nil {
		return []FieldChange{{Pointer: "", Op: FieldChanged, Summary: "definition changed"}}
	}
	var out []FieldChange
	compare("", a, b, &out)
	for i := range out {
		out[i].summarize()
	}
	return out
}

func decode(data []byte, v *any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	return d.Decode(v)
}

func isScalar(v any) bool {
	switch v.(type) {
	case map[string]any, []any:
		return false
	}
	return true
}

func escape(k string) string { return escapePointer.Replace(k) }

func compare(ptr string, a, b any, out *[]FieldChange) {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			*out = append(*out, FieldChange{Pointer: ptr, Op: FieldChanged})
			return
		}
		keys := make([]string, 0, len(x)+len(y))
		for k := range x {
			keys = append(keys, k)
		}
		for k := range y {
			if _, ok := x[k]; !ok {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := ptr + "/" + escape(k)
			av, inA := x[k]
			bv, inB := y[k]
			switch {
			case !inB:
				fc := FieldChange{Pointer: p, Op: FieldRemoved}
				if isScalar(av) {
					fc.Old = av
				}
				*out = append(*out, fc)
			case !inA:
				fc := FieldChange{Pointer: p, Op: FieldAdded}
				if isScalar(bv) {
					fc.New = bv
				}
				*out = append(*out, fc)
			default:
				compare(p, av, bv, out)
			}
		}
	case []any:
		y, ok := b.([]any)
		if !ok {
			*out = append(*out, FieldChange{Pointer: ptr, Op: FieldChanged})
			return
		}
		if allScalars(x) && allScalars(y) {
			for _, v := range y {
				if !containsScalar(x, v) {
					*out = append(*out, FieldChange{Pointer: ptr, Op: Gained, New: v})
				}
			}
			for _, v := range x {
				if !containsScalar(y, v) {
					*out = append(*out, FieldChange{Pointer: ptr, Op: Lost, Old: v})
				}
			}
			return
		}
		for i := 0; i < max(len(x), len(y)); i++ {
			p := fmt.Sprintf("%s/%d", ptr, i)
			switch {
			case i >= len(y):
				*out = append(*out, FieldChange{Pointer: p, Op: FieldRemoved})
			case i >= len(x):
				*out = append(*out, FieldChange{Pointer: p, Op: FieldAdded})
			default:
				compare(p, x[i], y[i], out)
			}
		}
	default:
		if !isScalar(b) || fmt.Sprint(a) != fmt.Sprint(b) || fmt.Sprintf("%T", a) != fmt.Sprintf("%T", b) {
			fc := FieldChange{Pointer: ptr, Op: FieldChanged}
			if isScalar(b) {
				fc.Old, fc.New = a, b
			}
			*out = append(*out, fc)
		}
	}
}

func allScalars(xs []any) bool {
	return !slices.ContainsFunc(xs, func(v any) bool { return !isScalar(v) })
}

func containsScalar(xs []any, v any) bool {
	return slices.ContainsFunc(xs, func(x any) bool { return fmt.Sprintf("%T%v", x, x) == fmt.Sprintf("%T%v", v, v) })
}

// The RFC 6901 escapes of a JSON pointer segment, built once.
var (
	escapePointer   = strings.NewReplacer("~", "~0", "/", "~1")
	unescapePointer = strings.NewReplacer("~1", "/", "~0", "~")
)
