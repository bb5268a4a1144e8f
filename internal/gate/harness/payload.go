package harness

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/text"
)

// MaxPayload is the largest hook payload read from stdin. Harnesses cut
// long tool output themselves; a payload past this limit is refused,
// never cut.
const MaxPayload = 32 << 20

// A Payload is one hook payload: a JSON object whose fields are read by
// name, each error naming the harness and the field.
type Payload struct {
	harness string
	fields  map[string]json.RawMessage
}

// Parse reads one hook payload for harness. Errors name the harness and
// the limit.
func Parse(harness string, data []byte) (*Payload, error) {
	if len(data) > MaxPayload {
		return nil, Shape(harness, "over %d bytes", MaxPayload)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, Shape(harness, "stdin is empty; a hook receives one JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var fields map[string]json.RawMessage
	if err := dec.Decode(&fields); err != nil || fields == nil {
		if err != nil {
			// Not JSON, or not an object: say where and what was expected.
			return nil, Shape(harness, "not a JSON object: %v; a hook receives one JSON object on stdin", input.DescribeJSON(data, err))
		}
		return nil, Shape(harness, "not a JSON object: %v", errors.New("null"))
	}
	if dec.More() {
		return nil, Shape(harness, "more than one JSON value on stdin")
	}
	return &Payload{harness: harness, fields: fields}, nil
}

// Has reports whether the payload holds field with a value other than null.
func (p *Payload) Has(field string) bool {
	v, ok := p.fields[field]
	return ok && string(bytes.TrimSpace(v)) != "null"
}

// Raw is a field's JSON, nil when absent.
func (p *Payload) Raw(field string) json.RawMessage { return p.fields[field] }

// Errorf is a shape error of this payload's harness.
func (p *Payload) Errorf(format string, a ...any) error { return Shape(p.harness, format, a...) }

// String reads an optional string field: "" when absent or null; an error
// when it holds another type.
func (p *Payload) String(field string) (string, error) {
	v, ok := p.fields[field]
	if !ok || string(bytes.TrimSpace(v)) == "null" {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return "", p.Errorf("%s: want a string, got %s", field, kind(v))
	}
	return s, nil
}

// Need reads a string field that must be present and not empty, at most
// max bytes (0: no limit).
func (p *Payload) Need(field string, max int) (string, error) {
	s, err := p.String(field)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(s) == "" {
		return "", p.Errorf("%s is missing or empty", field)
	}
	if max > 0 && len(s) > max {
		return "", p.Errorf("%s is %d bytes; at most %d", field, len(s), max)
	}
	return s, nil
}

// First reads the first of several names a harness uses for one string
// field (sessionId, session_id); "" when none is present.
func (p *Payload) First(fields ...string) (string, string, error) {
	for _, f := range fields {
		if p.Has(f) {
			s, err := p.String(f)
			return s, f, err
		}
	}
	return "", fields[0], nil
}

// Bool reads an optional boolean field.
func (p *Payload) Bool(field string) (bool, error) {
	v, ok := p.fields[field]
	if !ok || string(bytes.TrimSpace(v)) == "null" {
		return false, nil
	}
	var b bool
	if err := json.Unmarshal(v, &b); err != nil {
		return false, p.Errorf("%s: want a boolean, got %s", field, kind(v))
	}
	return b, nil
}

// Strings reads an optional array of strings.
func (p *Payload) Strings(field string) ([]string, error) {
	v, ok := p.fields[field]
	if !ok || string(bytes.TrimSpace(v)) == "null" {
		return nil, nil
	}
	var ss []string
	if err := json.Unmarshal(v, &ss); err != nil {
		return nil, p.Errorf("%s: want an array of strings, got %s", field, kind(v))
	}
	return ss, nil
}

// Object reads a field holding a JSON object — or, for harnesses that send
// one as text (Cursor's tool_input for MCP calls, Copilot's toolArgs), a
// string holding a JSON object. An absent field is an empty object.
func (p *Payload) Object(field string) (map[string]json.RawMessage, json.RawMessage, error) {
	v, ok := p.fields[field]
	if !ok || string(bytes.TrimSpace(v)) == "null" {
		return map[string]json.RawMessage{}, nil, nil
	}
	v = bytes.TrimSpace(v)
	if len(v) > 0 && v[0] == '"' {
		var s string
		if json.Unmarshal(v, &s) == nil {
			if t := bytes.TrimSpace([]byte(s)); len(t) > 0 && t[0] == '{' {
				v = t
			}
		}
	}
	var o map[string]json.RawMessage
	if err := json.Unmarshal(v, &o); err != nil || o == nil {
		return nil, v, p.Errorf("%s: want a JSON object, got %s", field, kind(v))
	}
	return o, v, nil
}

// Str reads a string member of an object decoded by Object; "" when absent
// or not a string.
func Str(o map[string]json.RawMessage, keys ...string) string {
	for _, k := range keys {
		var s string
		if v, ok := o[k]; ok && json.Unmarshal(v, &s) == nil && s != "" {
			return s
		}
	}
	return ""
}

// Int reads an integer member of an object, nil when absent or not a
// number.
func Int(o map[string]json.RawMessage, keys ...string) *int {
	for _, k := range keys {
		v, ok := o[k]
		if !ok {
			continue
		}
		var n json.Number
		if json.Unmarshal(v, &n) == nil {
			if i, err := strconv.Atoi(n.String()); err == nil {
				return &i
			}
		}
	}
	return nil
}

// KindOf names a JSON value's type for an error, never its content: an
// error echoes no part of what a payload holds (a token cut in two is
// past redaction).
func KindOf(v string) string { return kind(json.RawMessage(v)) }

// kind names a JSON value's type for an error.
func kind(v json.RawMessage) string {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '"':
		return "a string"
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// Joined is stdout and stderr as one output, each kept: unittest, cargo and
// many runners print their summary on stderr.
func Joined(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, "\n")
}

// Exit is an exit status as a pointer.
func Exit(n int) *int { return &n }

// DescribeEvent names an event for an error: the harness's own word.
func DescribeEvent(name string) string {
	if name == "" {
		return "an event with no name"
	}
	return fmt.Sprintf("%q", text.Clip(name, 60))
}
