// Package input checks the size and shape of what callers send, and reports
// problems as errors that name the field and the limit, so that an agent can
// correct its call without guessing.
package input

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/redact"
)

// An Error is a problem with one input field. Field is a path such as
// "evidence[3].reliability".
type Error struct {
	Field   string
	Problem string
}

func (e *Error) Error() string { return e.Field + ": " + e.Problem }

// Errorf returns an *Error for field with a formatted problem.
func Errorf(field, format string, args ...any) *Error {
	return &Error{Field: field, Problem: fmt.Sprintf(format, args...)}
}

// Text checks that s is valid UTF-8 and holds between min and max runes
// (characters). A min of 0 makes the field optional.
func Text(field, s string, min, max int) error {
	if !utf8.ValidString(s) {
		return Errorf(field, "is not valid UTF-8")
	}
	if len(s) <= max && (min == 0 || min == 1 && len(s) > 0) {
		return nil // a rune is at least a byte: no need to count
	}
	n := utf8.RuneCountInString(s)
	switch {
	case n < min && n == 0:
		return Errorf(field, "is required (%d–%d characters)", min, max)
	case n < min:
		return Errorf(field, "is %d characters; at least %d required", n, min)
	case n > max:
		return Errorf(field, "is %d characters; the limit is %d", n, max)
	}
	return nil
}

// Required checks that s is non-empty after trimming white space, then
// applies [Text].
func Required(field, s string, max int) error {
	if strings.TrimSpace(s) == "" {
		if s == "" {
			return Errorf(field, "is required (1–%d characters)", max)
		}
		return Errorf(field, "is blank; it must hold 1–%d characters of text", max)
	}
	return Text(field, s, 1, max)
}

// Count checks that a list holds at most max entries.
func Count(field string, n, max int) error {
	if n > max {
		return Errorf(field, "has %d entries; the limit is %d", n, max)
	}
	return nil
}

// Unit checks that a number is finite and within [0, 1].
func Unit(field string, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > 1 {
		return Errorf(field, "is %v; it must be a number between 0 and 1", v)
	}
	return nil
}

// OneOf checks that v is one of the allowed values.
func OneOf[T ~string](field string, v T, allowed []T) error {
	for _, a := range allowed {
		if v == a {
			return nil
		}
	}
	names := make([]string, len(allowed))
	for i, a := range allowed {
		names[i] = string(a)
	}
	return Errorf(field, "is %s; it must be one of %s", Quote(string(v), MaxEcho), strings.Join(names, ", "))
}

// Index formats a path element for entry i of list field.
func Index(field string, i int) string { return field + "[" + strconv.Itoa(i) + "]" }

// Within moves an error about a field of entry i of list under that entry:
// "type" becomes "evidence[3].type". Checks of list entries name fields
// relative to the entry and call Within only on failure, so a valid call
// builds no paths. Errors that are not *Error pass through.
func Within(list string, i int, err error) error {
	if e, ok := err.(*Error); ok {
		e.Field = Index(list, i) + "." + e.Field
	}
	return err
}

// runePrefix returns s's first n runes.
func runePrefix(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// MaxEcho is the most characters of a caller's value an error echoes
// (docs/rules.md §8): a 40 KB enum value is cut before it is redacted and quoted.
const MaxEcho = 120

// Quote writes s for an error message that echoes a bad value: redacted,
// cut to at most max runes, then quoted. The order matters. Redacting
// first finds a secret whole, before a cut could make it too short for
// its rule; only a bounded prefix (4 × max runes) is redacted, so a
// hostile value costs no more than that. Redacting before quoting keeps
// the rules working: quoting escapes the quotes of a JSON password
// ({\"password\":\"…\"}), which the rules would no longer see. And a cut
// that falls inside a word drops that word whole, so that no prefix of a
// token (or of a marker) is left; the length is told instead.
func Quote(s string, max int) string {
	total := utf8.RuneCountInString(s)
	if total <= max {
		return strconv.Quote(redact.String(s))
	}
	s = redact.String(runePrefix(s, 4*max))
	if utf8.RuneCountInString(s) > max {
		s = runePrefix(s, max)
		if end := strings.LastIndexFunc(s, unicode.IsSpace); end >= 0 {
			s = s[:end+1]
		} else {
			s = ""
		}
	}
	return strconv.Quote(s) + "… (" + strconv.Itoa(total) + " characters)"
}
