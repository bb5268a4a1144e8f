package tools

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/input"
)

// TestEveryPublishedLimitIsChecked breaks each row of each tool's limits
// table — the table internal/server publishes in the input schema — on an
// otherwise valid call, and requires the tool's check to refuse it naming
// that field, and to accept the value at the limit. A row published but
// not checked, checked under another name or with another bound fails.
func TestEveryPublishedLimitIsChecked(t *testing.T) {
	type checker interface{ validate() error }
	tools := []struct {
		name   string
		limits []input.Limit
		base   map[string]any
		new    func() checker
	}{
		{"ackrite", ClaimLimits, map[string]any{"claim": "c"}, func() checker { return new(ClaimInput) }},
		{"verify", VerifyLimits, map[string]any{"claim": "c"}, func() checker { return new(VerifyInput) }},
		{"prove_it", ProveLimits, map[string]any{"claim": "c"}, func() checker { return new(ProveInput) }},
		{"audit", AuditLimits, map[string]any{"proposal": "p"}, func() checker { return new(AuditInput) }},
		{"reality_check", RealityLimits, map[string]any{}, func() checker { return new(RealityInput) }},
	}
	// entries are valid list entries, to which a broken field is added.
	entries := map[string]map[string]any{
		"evidence":        {"content": "x"},
		"proposedChanges": {"path": "a"},
		"attempts":        {"approach": "a"},
	}
	for _, tool := range tools {
		for _, l := range tool.limits {
			type breach struct {
				value any
				want  string // the error's prefix; "" for a value at the limit, which passes
			}
			var breaches []breach
			list, field, nested := strings.Cut(l.Path, ".")
			at := l.Path
			if nested {
				at = list + "[0]." + field
			}
			switch {
			case l.List:
				items := make([]any, l.Max+1)
				for i := range items {
					items[i] = entries[l.Path]
				}
				breaches = append(breaches, breach{items, l.Path + ": has "}, breach{items[:l.Max], ""})
			case l.Unit:
				breaches = append(breaches, breach{1.5, at + ": is 1.5"}, breach{1.0, ""})
			case l.Max > 0:
				breaches = append(breaches, breach{strings.Repeat("x", l.Max+1), at + ": is "}, breach{strings.Repeat("x", l.Max), ""})
				if l.Min == 1 && l.Pattern == "" {
					breaches = append(breaches, breach{" ", at + ": is blank"})
				}
				if l.Pattern != "" {
					breaches = append(breaches, breach{"a b", at + ": has "})
				}
			default:
				continue // a default only: nothing to refuse
			}
			for _, b := range breaches {
				args := map[string]any{}
				for k, v := range tool.base {
					args[k] = v
				}
				if nested {
					entry := map[string]any{}
					for k, v := range entries[list] {
						entry[k] = v
					}
					entry[field] = b.value
					args[list] = []any{entry}
				} else {
					args[l.Path] = b.value
				}
				data, err := json.Marshal(args)
				if err != nil {
					t.Fatal(err)
				}
				in := tool.new()
				if err := json.Unmarshal(data, in); err != nil {
					t.Fatalf("%s %s: %v", tool.name, l.Path, err)
				}
				err = in.validate()
				switch {
				case b.want == "" && err != nil:
					t.Errorf("%s: %s at its published limit gave %v, want no error", tool.name, l.Path, err)
				case b.want != "" && (err == nil || !strings.HasPrefix(err.Error(), b.want)):
					t.Errorf("%s: breaking %s gave %v, want an error starting %q", tool.name, l.Path, err, b.want)
				}
			}
		}
	}
}
