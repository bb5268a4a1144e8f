// Package decode decodes the JSON that reaches ackrite's adapters — tool
// arguments and discovery records — into the domain's input types, fast
// (segmentio's decoder, the one the MCP SDK uses) and strictly, with errors
// that name the field (*input.Error). It is the only package besides
// internal/server's stdio reader that imports segmentio: the rule packages
// take decoded values and never depend on a decoder.
package decode

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	segjson "github.com/segmentio/encoding/json"

	"github.com/ackrite/ackrite/internal/input"
)

// JSON decodes a JSON object into v (a pointer to a struct),
// rejecting what encoding/json would accept silently: unknown fields,
// invalid UTF-8 and lone UTF-16 surrogates (both would become U+FFFD),
// nesting deeper than [input.MaxDepth], arrays of more than [input.MaxItems]
// entries, and data after the object. Errors are *input.Error values naming the offending
// field by its path ("evidence[1].reliability"); root names the whole
// document ("arguments", "record"). Empty input and null read as {}.
func JSON(data []byte, v any, root string) error {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || string(data) == "null" {
		data = []byte("{}")
	}
	if off, err := input.BoundsAt(data, input.MaxDepth, input.MaxItems, root); off >= 0 {
		return input.Errorf(pathAt(data, reflect.TypeOf(v), int64(off), root), "is past entry %d of its list or object; none takes that many entries (the field's own limit is lower)", input.MaxItems)
	} else if err != nil {
		return err
	}
	if data[0] != '{' {
		if !json.Valid(data) {
			return input.Errorf(root, "is not valid JSON")
		}
		return input.Errorf(root, "must be a JSON object, got %s", jsonKind(data[0]))
	}
	if !utf8.Valid(data) {
		return input.Errorf(root, "is not valid UTF-8")
	}
	t := reflect.TypeOf(v)
	p := planFor(t)
	planned := p != nil && bytes.IndexByte(data, '\\') >= 0
	if planned {
		// A plan refuses every surrogate escape that is not half of a
		// valid pair: what it decodes needs no scan for lone ones, which
		// costs as much as the decoding on escaped runner output.
		if decodePlanned(data, v, p) {
			return nil
		}
		reflect.ValueOf(v).Elem().SetZero()
	}
	if off := loneSurrogate(data); off >= 0 {
		return input.Errorf(pathAt(data, t, int64(off), root), "holds a lone UTF-16 surrogate escape (%s); send a valid surrogate pair or plain UTF-8", data[off:off+6])
	}
	if !planned && decodeFast(data, v) {
		return nil
	}
	reflect.ValueOf(v).Elem().SetZero()
	return decodeStd(data, v, t, root)
}

// decodeFast decodes data into v with segmentio's decoder — the one the MCP
// SDK itself uses, faster than encoding/json on the docs/rules.md §12 payload
// (BenchmarkDecodeJSON measures the fast path against encoding/json) — and
// reports whether it succeeded. JSON uses it where no [plan] applies: for
// a type without one, and for data without an escape, where segmentio is
// the faster of the two (a plan is for escaped strings, which segmentio
// unquotes rune by rune: most of the cost of decoding runner output, which
// is full of escapes). Anything either refuses is decoded again by
// decodeStd, the reference, whose verdict and error are the ones reported;
// FuzzDecodeAgrees checks that whatever either fast path accepts, the
// reference accepts with the same value.
func decodeFast(data []byte, v any) bool {
	rest, err := segjson.Parse(data, v, segjson.DisallowUnknownFields)
	return err == nil && len(bytes.TrimSpace(rest)) == 0
}

// decodeStd is DecodeJSON's reference decoder, encoding/json.
func decodeStd(data []byte, v any, t reflect.Type, root string) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return explain(data, t, err, root)
	}
	if dec.More() {
		return input.Errorf(root, "has data after the JSON object")
	}
	return nil
}

// explain turns a decoding error into an *input.Error naming the field.
func explain(data []byte, t reflect.Type, err error, root string) error {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		field := pathAt(data, t, typeErr.Offset-1, root)
		if typeErr.Offset <= 0 && typeErr.Field != "" { // from a custom unmarshaler: no offset, a dotted name
			field = typeErr.Field
		}
		return input.Errorf(field, "got a JSON %s; expected %s", typeErr.Value, schemaKind(typeErr.Type))
	case errors.As(err, &syntaxErr):
		return input.Errorf(root, "is not valid JSON at byte %d: %v", syntaxErr.Offset, syntaxErr)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return input.Errorf(root, "is not valid JSON: it ends before the object is closed")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name, _ := strconv.Unquote(strings.TrimPrefix(err.Error(), "json: unknown field "))
		field, allowed := unknownField(data, t, name)
		if field == name {
			field = join("", name) // not found again: the name alone
		}
		return input.Errorf(field, "is not a known field; allowed here: %s", strings.Join(allowed, ", "))
	}
	return input.Errorf(root, "%v", err)
}

func jsonKind(c byte) string {
	switch c {
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	default:
		return "a number"
	}
}

func schemaKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean (true or false)"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return t.String()
}

// loneSurrogate returns the offset of the first \uD800–\uDFFF escape that
// is not part of a high+low pair, or -1.
func loneSurrogate(data []byte) int {
	if !mayHoldSurrogate(data) {
		return -1
	}
	return pairSurrogates(data)
}

// pairSurrogates is loneSurrogate without its filter: the reference the
// filter is tested against.
func pairSurrogates(data []byte) int {
	inString, pendingHigh := false, -1
	for i := 0; i < len(data); i++ {
		c := data[i]
		if !inString {
			if c == '"' {
				inString = true
			}
			continue
		}
		switch c {
		case '"':
			if pendingHigh >= 0 {
				return pendingHigh
			}
			inString = false
		case '\\':
			if i+1 < len(data) && data[i+1] == 'u' && i+6 <= len(data) {
				v, err := strconv.ParseUint(string(data[i+2:i+6]), 16, 16)
				if err == nil {
					switch {
					case v >= 0xD800 && v < 0xDC00:
						if pendingHigh >= 0 {
							return pendingHigh
						}
						pendingHigh = i
					case v >= 0xDC00 && v < 0xE000:
						if pendingHigh < 0 {
							return i
						}
						pendingHigh = -1
					default:
						if pendingHigh >= 0 {
							return pendingHigh
						}
					}
				}
				i += 5
				continue
			}
			if pendingHigh >= 0 {
				return pendingHigh
			}
			i++ // skip the escaped character
		default:
			if pendingHigh >= 0 {
				return pendingHigh
			}
		}
	}
	return -1
}

// mayHoldSurrogate reports whether data holds `\u` followed by a hex
// digit D and one of 8–F: every surrogate escape does. JSON-encoded runner
// output is full of \u003c and \u0026; the scan that pairs surrogates
// runs only where one could be (TestLoneSurrogate and
// FuzzLoneSurrogateFilter check it against the unfiltered scan).
func mayHoldSurrogate(data []byte) bool {
	for _, prefix := range [][]byte{[]byte(`\ud`), []byte(`\uD`)} {
		rest := data
		for {
			i := bytes.Index(rest, prefix)
			if i < 0 || i+3 >= len(rest) {
				break
			}
			if d := rest[i+3]; '8' <= d && d <= '9' || 'a' <= d && d <= 'f' || 'A' <= d && d <= 'F' {
				return true
			}
			rest = rest[i+3:]
		}
	}
	return false
}

// A walker follows JSON tokens alongside a Go type, tracking the path, to
// name the field at a byte offset or an unknown field. It runs only after
// decoding failed, so it favours clarity over speed.
type walker struct {
	dec    *json.Decoder
	target int64  // report the path of the value containing this offset
	name   string // or: report where this unknown key appears
	found  string
	allow  []string
	root   string // names the document when the path is empty
}

var errFound = errors.New("found")

// pathAt returns the path of the value at byte offset off.
func pathAt(data []byte, t reflect.Type, off int64, root string) string {
	w := &walker{dec: json.NewDecoder(bytes.NewReader(data)), target: off, root: root}
	if err := w.value(t, ""); errors.Is(err, errFound) && w.found != "" {
		return w.found
	}
	return root
}

// unknownField returns the path of the first unknown key called name and
// the fields allowed beside it.
func unknownField(data []byte, t reflect.Type, name string) (string, []string) {
	w := &walker{dec: json.NewDecoder(bytes.NewReader(data)), target: -1, name: name, root: "arguments"}
	if err := w.value(t, ""); errors.Is(err, errFound) {
		return w.found, w.allow
	}
	return name, nil
}

// join names a member of the object at path. A key that is not a plain
// name is quoted by [Quote] in brackets, cut and redacted: an unknown key
// is the caller's text ("DB_PASSWORD=hunter2"), and written bare, a
// following ": is not a known field" made it read as "key: value".
func join(path, field string) string {
	if !plainName(field) {
		field = "[" + input.Quote(field, input.MaxEcho) + "]"
		if path == "" {
			return field
		}
		return path + field
	}
	if path == "" {
		return field
	}
	return path + "." + field
}

// plainName reports a key made of letters, digits and "_" only, of at
// most 64 bytes.
func plainName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

func (w *walker) value(t reflect.Type, path string) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	start := w.dec.InputOffset()
	tok, err := w.dec.Token()
	if err != nil {
		return err
	}
	if w.target >= 0 && w.dec.InputOffset() > w.target && start <= w.target {
		if d, ok := tok.(json.Delim); !ok || (d != '{' && d != '[') {
			w.found = w.pathOr(path)
			return errFound
		}
	}
	d, isDelim := tok.(json.Delim)
	if !isDelim {
		return nil
	}
	switch d {
	case '{':
		fields := jsonFields(t)
		for w.dec.More() {
			keyTok, err := w.dec.Token()
			if err != nil {
				return err
			}
			key, _ := keyTok.(string)
			ft, ok := lookup(fields, key)
			if !ok && t != nil && t.Kind() == reflect.Struct && w.name != "" && key == w.name {
				w.found = join(path, key)
				w.allow = fieldNames(fields)
				return errFound
			}
			if t != nil && t.Kind() == reflect.Map {
				ft, ok = t.Elem(), true
			}
			if !ok {
				ft = nil
			}
			if err := w.value(ft, join(path, key)); err != nil {
				return err
			}
		}
		if _, err := w.dec.Token(); err != nil {
			return err
		}
	case '[':
		var et reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			et = t.Elem()
		}
		for i := 0; w.dec.More(); i++ {
			if err := w.value(et, fmt.Sprintf("%s[%d]", w.pathOr(path), i)); err != nil {
				return err
			}
		}
		if _, err := w.dec.Token(); err != nil {
			return err
		}
	}
	if w.target >= 0 && w.dec.InputOffset() > w.target && start <= w.target {
		w.found = w.pathOr(path)
		return errFound
	}
	return nil
}

func (w *walker) pathOr(path string) string {
	if path == "" {
		return w.root
	}
	return path
}

type field struct {
	name string
	t    reflect.Type
}

// jsonFields lists the JSON fields of a struct type, following embedded
// structs as encoding/json does.
func jsonFields(t reflect.Type) []field {
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	var out []field
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			out = append(out, jsonFields(ft)...)
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, field{name, f.Type})
	}
	return out
}

func lookup(fields []field, key string) (reflect.Type, bool) {
	for _, f := range fields {
		if f.name == key {
			return f.t, true
		}
	}
	for _, f := range fields { // encoding/json matches case-insensitively
		if strings.EqualFold(f.name, key) {
			return f.t, true
		}
	}
	return nil, false
}

func fieldNames(fields []field) []string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.name
	}
	return names
}
