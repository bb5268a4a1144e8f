package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/gowebpki/jcs"

	"github.com/ackrite/ackrite/internal/redact"
)

// A LockError is a lock file that was refused: not a lock, of another
// format or projection, or edited so that what it shows is not what its
// digests pin. The way out is always the same — pin the server again — so
// commands can say how whatever the cause.
type LockError struct {
	// Multi is true for a multi-server lock (written by scan --lock).
	Multi bool
	Err   error
}

func (e *LockError) Error() string { return e.Err.Error() }

func (e *LockError) Unwrap() error { return e.Err }

// ErrEdited marks a lock whose stored definitions do not show what its
// digests pin.
var ErrEdited = errors.New("it was edited")

// Shows checks that the lock's stored definitions show live, a registry
// whose digest is the lock's (the server the lock pins): each stored
// definition must be live's definition, except that a redacted lock may
// hold "[REDACTED:rule]" where live holds a secret. A lock that says it is
// redacted cannot be checked against its digests alone — its definitions
// differ from what was hashed — so a description edited in it would
// otherwise pass for what the server serves, and a reviewer reading the
// lock would read text the server does not send.
func (l *Lock) Shows(live *Registry) error {
	if len(l.Tools) != len(live.Tools) {
		return &LockError{Err: fmt.Errorf("tools: the lock shows %d tools for a registry of %d, so %w", len(l.Tools), len(live.Tools), ErrEdited)}
	}
	for i, t := range l.Tools {
		lt := live.Tools[i]
		if t.Name != lt.Name {
			return &LockError{Err: fmt.Errorf("tools[%d].name: the lock shows %q where the pinned registry has %q, so %w", i, t.Name, lt.Name, ErrEdited)}
		}
		if bytes.Equal(t.Definition, lt.Canonical) {
			continue
		}
		if !l.Redacted {
			if canon, err := jcs.Transform(t.Definition); err == nil && bytes.Equal(canon, lt.Canonical) {
				continue
			}
			return &LockError{Err: fmt.Errorf("tools[%d].definition: %q differs from the definition its digest pins, so %w", i, t.Name, ErrEdited)}
		}
		if where := redactedFrom(t.Definition, lt.Canonical); where != "" {
			return &LockError{Err: fmt.Errorf("tools[%d].definition%s: the stored text of %q is not the pinned text with secrets redacted, so %w", i, where, t.Name, ErrEdited)}
		}
	}
	return nil
}

// redactedFrom says where stored is not live with some spans replaced by
// redaction markers: "" when it is, else the JSON pointer of the first
// difference ("" pointers are written as "/").
func redactedFrom(stored, live json.RawMessage) string {
	var s, v any
	ds := json.NewDecoder(bytes.NewReader(stored))
	ds.UseNumber()
	dv := json.NewDecoder(bytes.NewReader(live))
	dv.UseNumber()
	if ds.Decode(&s) != nil || dv.Decode(&v) != nil {
		return "/"
	}
	return mismatch(s, v, "")
}

func mismatch(stored, live any, at string) string {
	here := at
	if here == "" {
		here = "/"
	}
	switch s := stored.(type) {
	case string:
		if l, ok := live.(string); ok && redactionOf(s, l) {
			return ""
		}
		return here
	case map[string]any:
		l, ok := live.(map[string]any)
		if !ok || len(l) != len(s) {
			return here
		}
		for k, sv := range s {
			lv, ok := l[k]
			if !ok {
				return at + "/" + pointerToken(k)
			}
			if w := mismatch(sv, lv, at+"/"+pointerToken(k)); w != "" {
				return w
			}
		}
		return ""
	case []any:
		l, ok := live.([]any)
		if !ok || len(l) != len(s) {
			return here
		}
		for i := range s {
			if w := mismatch(s[i], l[i], fmt.Sprintf("%s/%d", at, i)); w != "" {
				return w
			}
		}
		return ""
	}
	if fmt.Sprint(stored) != fmt.Sprint(live) {
		return here
	}
	return ""
}

func pointerToken(k string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(k)
}

// redactionOf reports whether stored is live with some (non-empty) spans
// replaced by "[REDACTED:rule]" markers: the literal pieces between
// markers appear in live in order, the first at its start and the last at
// its end. Matching each piece at its leftmost place is enough for a
// pattern whose only wildcards are the markers, and keeps it linear.
func redactionOf(stored, live string) bool {
	if stored == live {
		return true
	}
	pieces := splitMarkers(stored)
	if len(pieces) == 1 {
		return false
	}
	first, last := pieces[0], pieces[len(pieces)-1]
	if !strings.HasPrefix(live, first) || !strings.HasSuffix(live[len(first):], last) {
		return false
	}
	rest := live[len(first) : len(live)-len(last)]
	for _, p := range pieces[1 : len(pieces)-1] {
		// Each marker stands for at least one character of secret.
		if rest == "" {
			return false
		}
		i := strings.Index(rest[1:], p)
		if i < 0 {
			return false
		}
		rest = rest[1+i+len(p):]
	}
	return rest != ""
}

// splitMarkers splits s at each "[REDACTED:rule]" marker.
func splitMarkers(s string) []string {
	var out []string
	for {
		i := strings.Index(s, redact.Marker)
		if i < 0 {
			return append(out, s)
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			return append(out, s)
		}
		out = append(out, s[:i])
		s = s[i+j+1:]
	}
}
