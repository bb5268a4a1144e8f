package registry

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxDepth bounds nesting inside one tool definition.
const maxDepth = 256

// scanner walks raw JSON once, checking what JCS would silently change and
// keeping the top-level members of the tool object. It tracks the path only
// as a stack of keys and indexes and builds a pointer only for errors.
type scanner struct {
	data    []byte
	pos     int
	path    []string
	members map[string]json.RawMessage
}

func scanTool(raw json.RawMessage) (map[string]json.RawMessage, *Error) {
	s := &scanner{data: raw, members: make(map[string]json.RawMessage, 8)}
	s.space()
	if s.pos >= len(s.data) || s.data[s.pos] != '{' {
		return nil, &Error{Problem: "a tool definition must be a JSON object"}
	}
	if err := s.value(0); err != nil {
		return nil, err
	}
	s.space()
	if s.pos != len(s.data) {
		return nil, s.fail("unexpected data after the tool object")
	}
	return s.members, nil
}

func (s *scanner) pointer() string {
	var b strings.Builder
	for _, p := range s.path {
		b.WriteByte('/')
		b.WriteString(escapePointer.Replace(p))
	}
	return b.String()
}

func (s *scanner) fail(format string, args ...any) *Error {
	e := &Error{Pointer: s.pointer(), Problem: fmt.Sprintf(format, args...)}
	if v, ok := s.members["name"]; ok {
		_ = json.Unmarshal(v, &e.Tool)
	}
	return e
}

func (s *scanner) space() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

func (s *scanner) value(depth int) *Error {
	if depth > maxDepth {
		return s.fail("nested deeper than %d levels", maxDepth)
	}
	s.space()
	if s.pos >= len(s.data) {
		return s.fail("unexpected end of JSON")
	}
	switch c := s.data[s.pos]; {
	case c == '{':
		return s.object(depth)
	case c == '[':
		return s.array(depth)
	case c == '"':
		_, err := s.str()
		return err
	case c == 't':
		return s.literal("true")
	case c == 'f':
		return s.literal("false")
	case c == 'n':
		return s.literal("null")
	case c == '-' || '0' <= c && c <= '9':
		return s.number()
	default:
		return s.fail("invalid JSON at byte %d", s.pos)
	}
}

func (s *scanner) literal(lit string) *Error {
	if !strings.HasPrefix(string(s.data[s.pos:min(len(s.data), s.pos+len(lit))]), lit) {
		return s.fail("invalid JSON literal at byte %d", s.pos)
	}
	s.pos += len(lit)
	return nil
}

func (s *scanner) object(depth int) *Error {
	s.pos++ // {
	var keys map[string]bool
	first := true
	for {
		s.space()
		if s.pos < len(s.data) && s.data[s.pos] == '}' {
			s.pos++
			return nil
		}
		if !first {
			if s.pos >= len(s.data) || s.data[s.pos] != ',' {
				return s.fail("expected , or } at byte %d", s.pos)
			}
			s.pos++
			s.space()
		}
		first = false
		if s.pos >= len(s.data) || s.data[s.pos] != '"' {
			return s.fail("expected an object key at byte %d", s.pos)
		}
		key, err := s.str()
		if err != nil {
			return err
		}
		if keys == nil {
			keys = make(map[string]bool, 8)
		}
		if keys[key] {
			s.path = append(s.path, key)
			return s.fail("duplicate object key %q (JCS would keep one silently)", key)
		}
		keys[key] = true
		s.space()
		if s.pos >= len(s.data) || s.data[s.pos] != ':' {
			return s.fail("expected : after key %q", key)
		}
		s.pos++
		s.path = append(s.path, key)
		s.space()
		start := s.pos
		if err := s.value(depth + 1); err != nil {
			return err
		}
		if depth == 0 {
			s.members[key] = json.RawMessage(s.data[start:s.pos])
		}
		s.path = s.path[:len(s.path)-1]
	}
}

func (s *scanner) array(depth int) *Error {
	s.pos++ // [
	for i := 0; ; i++ {
		s.space()
		if s.pos < len(s.data) && s.data[s.pos] == ']' {
			s.pos++
			return nil
		}
		if i > 0 {
			if s.pos >= len(s.data) || s.data[s.pos] != ',' {
				return s.fail("expected , or ] at byte %d", s.pos)
			}
			s.pos++
		}
		s.path = append(s.path, strconv.Itoa(i))
		if err := s.value(depth + 1); err != nil {
			return err
		}
		s.path = s.path[:len(s.path)-1]
	}
}

// str reads a string and returns its decoded value (escapes resolved, so
// that "a" and "\u0061" are the same key, as they are to JCS).
func (s *scanner) str() (string, *Error) {
	start := s.pos
	s.pos++ // "
	escaped := false
	for s.pos < len(s.data) {
		switch c := s.data[s.pos]; {
		case c == '"':
			s.pos++
			raw := s.data[start:s.pos]
			if !escaped {
				if !utf8.Valid(raw) {
					return "", s.fail("string is not valid UTF-8")
				}
				return string(raw[1 : len(raw)-1]), nil
			}
			var v string
			if err := json.Unmarshal(raw, &v); err != nil {
				return "", s.fail("invalid string: %v", err)
			}
			return v, nil
		case c == '\\':
			escaped = true
			s.pos += 2
		case c < 0x20:
			return "", s.fail("control character in string at byte %d", s.pos)
		default:
			s.pos++
		}
	}
	return "", s.fail("unterminated string")
}

// number reads a number and checks it survives an IEEE-754 double: the
// shortest form of the double (what JCS writes) must equal the literal.
func (s *scanner) number() *Error {
	start := s.pos
	if s.data[s.pos] == '-' {
		s.pos++
	}
	digits, simple := 0, true
	for s.pos < len(s.data) {
		c := s.data[s.pos]
		switch {
		case '0' <= c && c <= '9':
			digits++
		case c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-':
			if c != '.' {
				simple = false
			}
		default:
			goto done
		}
		s.pos++
	}
done:
	lit := string(s.data[start:s.pos])
	// A decimal literal with at most 15 significant digits and no exponent
	// always survives a double (DBL_DIG = 15): skip the exact check.
	if simple && digits <= 15 {
		if _, err := strconv.ParseFloat(lit, 64); err != nil {
			return s.fail("invalid number %q", lit)
		}
		return nil
	}
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil {
		return s.fail("number %s is out of the IEEE-754 double range", lit)
	}
	shortest := strconv.FormatFloat(f, 'g', -1, 64)
	exact, ok1 := new(big.Rat).SetString(lit)
	back, ok2 := new(big.Rat).SetString(shortest)
	if !ok1 || !ok2 {
		return s.fail("invalid number %q", lit)
	}
	if exact.Cmp(back) != 0 {
		return s.fail("number %s does not survive IEEE-754 (JCS would write %s)", lit, shortest)
	}
	return nil
}
