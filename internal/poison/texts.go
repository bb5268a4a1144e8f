package poison

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Kind says what a string is in a tool definition; rules choose the kinds
// they read.
type Kind uint8

// The kinds of text.
const (
	KindOther        Kind = iota // a schema keyword's value: type, format, pattern, $ref …
	KindName                     // the tool's name
	KindTitle                    // title, annotations.title, a schema title
	KindDescription              // the tool's or a schema's description
	KindPropertyName             // a key of properties, patternProperties, $defs or definitions
	KindValue                    // an enum, const, default or examples value
)

// A Text is one string a tool definition carries and where.
type Text struct {
	Field string // JSON pointer from the tool object, e.g. /inputSchema/properties/path/description
	Kind  Kind
	Value string
}

// walked are the tool fields read, in order: the projection's fields
// (docs/rules.md §9.2); icons and _meta are not shown to the model as text.
var walked = []string{"name", "title", "description", "annotations", "inputSchema", "outputSchema", "execution"}

// nameKeys hold objects whose keys are names chosen by the server.
var nameKeys = map[string]bool{"properties": true, "patternProperties": true, "$defs": true, "definitions": true, "dependentSchemas": true}

// valueKeys hold values shown to the model as data.
var valueKeys = map[string]bool{"enum": true, "const": true, "default": true, "examples": true}

// Texts returns the tool's name and every string its definition carries:
// names, titles (annotations.title too), descriptions, property names,
// enum, const, default and examples values, and every other string in
// inputSchema and outputSchema, each with its JSON pointer.
func Texts(def json.RawMessage) (string, []Text, error) {
	d := json.NewDecoder(bytes.NewReader(def))
	d.UseNumber()
	var tool map[string]any
	if err := d.Decode(&tool); err != nil {
		return "", nil, fmt.Errorf("tool definition: %w", err)
	}
	name, _ := tool["name"].(string)
	var out []Text
	for _, f := range walked {
		v, ok := tool[f]
		if !ok {
			continue
		}
		walk(&out, v, []string{f}, KindOther)
	}
	return name, out, nil
}

func walk(out *[]Text, v any, path []string, inherited Kind) {
	switch x := v.(type) {
	case string:
		*out = append(*out, Text{Field: pointer(path), Kind: kindOf(path, inherited), Value: x})
	case []any:
		for i, e := range x {
			walk(out, e, append(path, strconv.Itoa(i)), inherited)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		parent := path[len(path)-1]
		for _, k := range keys {
			p := append(path, k)
			if nameKeys[parent] && inherited != KindValue {
				*out = append(*out, Text{Field: pointer(p), Kind: KindPropertyName, Value: k})
			}
			sub := inherited
			if valueKeys[k] && !nameKeys[parent] {
				sub = KindValue
			}
			walk(out, x[k], p, sub)
		}
	}
}

func kindOf(path []string, inherited Kind) Kind {
	if inherited == KindValue {
		return KindValue
	}
	last := path[len(path)-1]
	parent := ""
	if len(path) > 1 {
		parent = path[len(path)-2]
	}
	switch {
	case len(path) == 1 && last == "name":
		return KindName
	case last == "title" && !nameKeys[parent]:
		return KindTitle
	case last == "description" && !nameKeys[parent]:
		return KindDescription
	}
	return KindOther
}

// pointer writes an RFC 6901 JSON pointer.
func pointer(path []string) string {
	var b strings.Builder
	for _, p := range path {
		b.WriteByte('/')
		b.WriteString(strings.NewReplacer("~", "~0", "/", "~1").Replace(p))
	}
	return b.String()
}
