package input

import "strings"

// A Limit bounds one field of a tool's input. The tool's check applies it
// to the value, and internal/server publishes it in the tool's input
// schema, so each limit is written once.
type Limit struct {
	// Path is the field's JSON name, dotted through lists and objects:
	// "attempts.approach" is the approach of every entry of attempts.
	Path string
	// Min and Max bound a text field in characters (runes); a Min of 1
	// makes it required. For a list, Max bounds the entries (List set).
	Min, Max int
	List     bool
	// Pattern is the regular expression a valid value matches, published
	// in the schema; the field's own check enforces it.
	Pattern string
	// Unit marks a number within [0, 1].
	Unit bool
	// Default is the JSON of the value an absent field takes.
	Default string
}

// Name is the last element of l.Path: the field name errors use before
// [Within] places them under their list entry.
func (l *Limit) Name() string { return l.Path[strings.LastIndexByte(l.Path, '.')+1:] }

// Text checks s against a text limit: [Required] when Min is 1, else
// [Text] with Min and Max.
func (l *Limit) Text(s string) error {
	if l.Min == 1 {
		return Required(l.Name(), s, l.Max)
	}
	return Text(l.Name(), s, l.Min, l.Max)
}

// Count checks a list's length against a list limit.
func (l *Limit) Count(n int) error { return Count(l.Name(), n, l.Max) }

// Number checks v against a number limit ([Unit]).
func (l *Limit) Number(v float64) error { return Unit(l.Name(), v) }
