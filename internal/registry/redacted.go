package registry

import (
	"encoding/json"

	"github.com/ackrite/ackrite/internal/redact"
)

// Definitions returns the registry's projected definitions, in order.
func (r *Registry) Definitions() []json.RawMessage {
	defs := make([]json.RawMessage, len(r.Tools))
	for i, t := range r.Tools {
		defs[i] = t.Canonical
	}
	return defs
}

// Redacted is d as it may be printed (docs/rules.md §8): its tool name, message and
// old and new values quote the server's definitions, which can hold a
// credential.
func (d Drift) Redacted() Drift {
	d.Old, d.New = redact.Value(d.Old), redact.Value(d.New)
	d.Tool, d.Message = redact.String(d.Tool), redact.String(d.Message)
	return d
}

// RedactChanges returns cs with the names and values each change quotes
// redacted (docs/rules.md §8); cs itself is left as it was.
func RedactChanges(cs []ToolChange) []ToolChange {
	if len(cs) == 0 {
		return cs
	}
	out := make([]ToolChange, len(cs))
	for i, c := range cs {
		c.Tool = redact.String(c.Tool)
		if c.Fields != nil {
			fields := make([]FieldChange, len(c.Fields))
			for j, f := range c.Fields {
				f.Old, f.New, f.Summary = redact.Value(f.Old), redact.Value(f.New), redact.String(f.Summary)
				fields[j] = f
			}
			c.Fields = fields
		}
		out[i] = c
	}
	return out
}

// SecretFree returns tools unchanged when no definition holds a secret.
// Otherwise it returns no tools and their registry's digest, which
// evaluates the same way (a redacted definition would hash otherwise), or,
// when they cannot be canonicalized (a verdict is then unverifiable
// anyway), each definition redacted and digest as given.
func SecretFree(tools []json.RawMessage, digest string) ([]json.RawMessage, string) {
	for _, t := range tools {
		if redact.String(string(t)) == string(t) {
			continue
		}
		if reg, err := Digest(tools); err == nil {
			return nil, reg.Digest
		}
		out := make([]json.RawMessage, len(tools))
		for i, t := range tools {
			if out[i] = json.RawMessage(redact.String(string(t))); !json.Valid(out[i]) {
				out[i], _ = json.Marshal(string(out[i]))
			}
		}
		return out, digest
	}
	return tools, digest
}
