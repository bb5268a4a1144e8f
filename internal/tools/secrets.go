package tools

import (
	"errors"
	"reflect"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/session"
)

// A redaction is what one tool call redacts with (docs/rules.md §8): every value the rules
// redact is remembered, for the call and, as hashes, for its session, and
// redacted wherever it appears again — in another item, the claim, the
// result's rationale, warnings, readings and excerpts, an error — under the
// same rule name, with no keyword beside it.
type redaction struct {
	redact RedactFunc
	learns bool // redact is the built-in rules, which say what they redact
	known  *redact.Known
}

// begin starts a call of session id: its set of known values is the
// session's (a new one for a new session, adopted by the call's Update).
func (t *Set) begin(id string) *redaction {
	c := &redaction{redact: t.Redact, learns: t.learns}
	if t.Store != nil {
		c.known = t.Store.Secrets(id)
	} else {
		c.known = redact.NewKnown(session.MaxSecrets) // a Set that only checks input
	}
	return c
}

// text redacts s: the rules, learning what they redact, then every value
// the call knows. A Set made with a redactor of its own learns nothing;
// what the session knows is still redacted.
func (c *redaction) text(s string) string {
	if c.learns {
		return redact.StringKnown(s, c.known)
	}
	return c.known.Redact(c.redact(s))
}

// inputs redacts the strings a tool echoes, through fields, which applies
// its function to each: the rules first, learning, then — once every
// field has been read, so that a value learned from a later field is
// redacted in an earlier one — the values the call knows.
func (c *redaction) inputs(fields func(RedactFunc)) {
	fields(c.text)
	if c.known.Len() > 0 {
		fields(c.known.Redact)
	}
}

// items is the fields function of evidence items.
func items(list []evidence.Item) func(RedactFunc) {
	return func(r RedactFunc) {
		for i := range list {
			list[i].Source = r(list[i].Source)
			list[i].Content = r(list[i].Content)
		}
	}
}

// keep hands the call's values to the session, in its Update.
func (c *redaction) keep(s *session.Session) { s.AdoptSecrets(c.known) }

// scrub redacts every value the call knows in every string of a result,
// in place: a value learned from a later item may stand in an earlier
// item's excerpt or in prose the tool wrote around it.
func (c *redaction) scrub(result any) {
	if c.known.Len() == 0 {
		return
	}
	walkStrings(reflect.ValueOf(result), c.known.Redact, true)
}

// fail is err with every known value redacted from its message. Before the
// input is checked nothing is learned yet: the inputs are read by the rules
// first, so that an error quoting one field does not echo a secret another
// field revealed.
func (c *redaction) fail(err error, in any) error {
	if err == nil {
		return nil
	}
	if c.learns && in != nil {
		walkStrings(reflect.ValueOf(in), c.text, false)
	}
	msg := err.Error()
	if clean := c.known.Redact(msg); clean != msg {
		return errors.New(clean)
	}
	return err
}

// walkStrings calls f on every string reachable from v and, with set,
// stores what it returns where the string can be set.
func walkStrings(v reflect.Value, f func(string) string, set bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkStrings(v.Elem(), f, set)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				walkStrings(v.Field(i), f, set)
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return // raw JSON, not text
		}
		for i := range v.Len() {
			walkStrings(v.Index(i), f, set)
		}
	case reflect.Map:
		if set && v.Type().Elem().Kind() == reflect.String {
			for _, k := range v.MapKeys() {
				v.SetMapIndex(k, reflect.ValueOf(f(v.MapIndex(k).String())).Convert(v.Type().Elem()))
			}
		}
	case reflect.String:
		if s := v.String(); s != "" {
			if out := f(s); set && v.CanSet() {
				v.SetString(out)
			}
		}
	}
}
