package input

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A JSONError is a document that is not the JSON it should be, located by
// line and column (1-based, columns in characters) so that an editor can
// jump to it, with what was found and what was expected there.
type JSONError struct {
	Line, Column int
	// Field is the path of the value of the wrong type ("mcpServers.github.args");
	// empty for a syntax error.
	Field   string
	Problem string
}

func (e *JSONError) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("%d:%d: %s: %s", e.Line, e.Column, e.Field, e.Problem)
	}
	return fmt.Sprintf("%d:%d: %s", e.Line, e.Column, e.Problem)
}

// syntaxRows words encoding/json's syntax errors for people, first match
// wins: the decoder's message names what it was looking for, and found is
// the character it met instead. Adding a wording is adding a row.
var syntaxRows = []struct {
	says    string // a part of encoding/json's message
	found   byte   // the character met, or 0 for any
	problem string // %q is the character found
}{
	{"looking for beginning of object key string", '}', "a trailing comma before '}': JSON allows none (remove the comma)"},
	{"looking for beginning of value", ']', "a trailing comma before ']': JSON allows none (remove the comma)"},
	{"looking for beginning of object key string", '/', "a comment: JSON has none (remove it)"},
	{"looking for beginning of value", '/', "a comment: JSON has none (remove it)"},
	{"after object key:value pair", '/', "a comment: JSON has none (remove it)"},
	{"after array element", '/', "a comment: JSON has none (remove it)"},
	{"looking for beginning of object key string", 0, "found %q where a key in double quotes was expected"},
	{"after object key:value pair", '"', "found %q where ',' or '}' was expected: a comma missing after the previous value?"},
	{"after object key:value pair", 0, "found %q where ',' or '}' was expected after a value"},
	{"after object key", 0, "found %q where ':' was expected after the key"},
	{"after array element", 0, "found %q where ',' or ']' was expected after an element"},
	{"looking for beginning of value", '\'', "found a single quote: JSON strings take double quotes"},
	{"looking for beginning of value", 0, "found %q where a value was expected: a string in double quotes, a number, an object, an array, true, false or null"},
	{"in literal", 0, "found %q where a value was expected: an unquoted string? (JSON values are strings in double quotes, numbers, objects, arrays, true, false or null)"},
	{"in string literal", 0, "a control character inside a string: write a newline as \\n and a tab as \\t"},
	{"in string escape code", 0, "an escape that JSON does not have inside a string: write a backslash as \\\\"},
	{"in numeric literal", 0, "found %q inside a number"},
	{"after top-level value", 0, "found %q after the end of the JSON document: only one value is allowed"},
	{"unexpected end of JSON input", 0, "the document ends before its JSON does: a '}', ']' or closing quote is missing"},
}

// DescribeJSON locates a decoding error of data (from encoding/json) and
// says what was found and what was expected; it returns err unchanged when
// it is not a decoding error. data must be what was decoded: offsets count
// from its first byte.
func DescribeJSON(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		at := int(syn.Offset) - 1 // the offset counts the byte that failed
		msg := syn.Error()
		if strings.Contains(msg, "unexpected end of JSON input") {
			at = len(bytes.TrimRight(data, " \t\r\n"))
		}
		word := ""
		if strings.Contains(msg, "in literal") {
			// The decoder took the word for true, false or null and failed
			// inside it: point at the word and quote it whole.
			for at > 0 && isWordByte(data[at-1]) {
				at--
			}
			end := at
			for end < len(data) && isWordByte(data[end]) && end-at < 24 {
				end++
			}
			word = string(data[at:end])
		}
		line, col := Position(data, at)
		var found byte
		if at >= 0 && at < len(data) {
			found = data[at]
		}
		for _, r := range syntaxRows {
			if strings.Contains(msg, r.says) && (r.found == 0 || r.found == found) {
				problem := r.problem
				if strings.Contains(problem, "%q") {
					f := foundText(data, at)
					if word != "" {
						f = word
					}
					problem = fmt.Sprintf(problem, f)
				}
				return &JSONError{Line: line, Column: col, Problem: problem}
			}
		}
		return &JSONError{Line: line, Column: col, Problem: msg}
	case errors.As(err, &typ):
		path, start := valueAt(data, int(typ.Offset), typ.Value)
		if path == "" {
			path = typ.Field
		}
		line, col := Position(data, start)
		return &JSONError{Line: line, Column: col, Field: path,
			Problem: fmt.Sprintf("is a JSON %s; expected %s", typ.Value, goKind(typ.Type.Kind().String()))}
	case errors.Is(err, io.ErrUnexpectedEOF):
		line, col := Position(data, len(bytes.TrimRight(data, " \t\r\n")))
		return &JSONError{Line: line, Column: col, Problem: "the document ends before its JSON does: a '}', ']' or closing quote is missing"}
	}
	return err
}

// foundText quotes the character at data[at] (a whole UTF-8 rune).
func foundText(data []byte, at int) string {
	if at < 0 || at >= len(data) {
		return "the end"
	}
	r, _ := utf8.DecodeRune(data[at:])
	return string(r)
}

// valueAt finds the value a type error is about — the deepest value of
// the reported kind that holds the byte before off (encoding/json reports
// a scalar just past its end, a container somewhere inside it) — and
// returns its path (keys and indexes from the root, map keys included,
// which the decoder's own Field leaves out) and the offset it starts at.
func valueAt(data []byte, off int, kind string) (string, int) {
	type frame struct {
		object bool
		key    string
		index  int
		path   string
	}
	type value struct {
		path       string
		kind       string
		start, end int
	}
	at := off - 1
	var stack []*frame
	var open []int // indexes into values of the containers not yet closed
	var values []value
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	expectKey := false
	for {
		before := int(dec.InputOffset())
		tok, err := dec.Token()
		if err != nil {
			break
		}
		start := before
		for start < len(data) && bytes.IndexByte([]byte(" \t\r\n,:"), data[start]) >= 0 {
			start++
		}
		if start > at {
			break
		}
		end := int(dec.InputOffset())
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			values[open[len(open)-1]].end = end
			open, stack = open[:len(open)-1], stack[:len(stack)-1]
			expectKey = len(stack) > 0 && stack[len(stack)-1].object
			continue
		}
		if expectKey {
			stack[len(stack)-1].key, _ = tok.(string)
			expectKey = false
			continue
		}
		path := ""
		if n := len(stack); n > 0 {
			f := stack[n-1]
			if f.object {
				path = pathKey(f.path, f.key)
			} else {
				path = f.path + "[" + strconv.Itoa(f.index) + "]"
				f.index++
			}
		}
		v := value{path: path, start: start, end: end}
		switch t := tok.(type) {
		case json.Delim:
			v.kind, v.end = map[json.Delim]string{'{': "object", '[': "array"}[t], len(data)+1
			open = append(open, len(values))
			stack = append(stack, &frame{object: t == '{', path: path})
			expectKey = t == '{'
		case string:
			v.kind = "string"
		case json.Number:
			v.kind = "number"
		case bool:
			v.kind = "bool"
		default:
			v.kind = "null"
		}
		if v.kind != "object" && v.kind != "array" {
			expectKey = len(stack) > 0 && stack[len(stack)-1].object
		}
		values = append(values, v)
	}
	for i := len(values) - 1; i >= 0; i-- {
		if v := values[i]; v.kind == kind && v.start <= at && at < v.end {
			return v.path, v.start
		}
	}
	return "", max(0, min(at, len(data)))
}

// pathKey appends an object key to a path: .name, or ["odd key"].
func pathKey(path, key string) string {
	plain := key != ""
	for _, r := range key {
		if !(r == '_' || r == '-' || unicode.IsLetter(r) || unicode.IsDigit(r)) {
			plain = false
			break
		}
	}
	if !plain {
		return path + "[" + strconv.Quote(key) + "]"
	}
	if path == "" {
		return key
	}
	return path + "." + key
}

// goKind words a Go kind as the JSON a person should write.
func goKind(kind string) string {
	switch kind {
	case "string":
		return "a string"
	case "slice", "array":
		return "an array"
	case "map", "struct":
		return "an object"
	case "bool":
		return "true or false"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float32", "float64":
		return "a number"
	}
	return "another type"
}

// Position returns the 1-based line and column (in characters) of byte
// offset at in data; at may be len(data) (the end).
func Position(data []byte, at int) (line, col int) {
	at = max(0, min(at, len(data)))
	before := data[:at]
	line = 1 + bytes.Count(before, []byte("\n"))
	if i := bytes.LastIndexByte(before, '\n'); i >= 0 {
		before = before[i+1:]
	}
	return line, 1 + utf8.RuneCount(before)
}

func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c >= 0x80
}
