// Package poison checks MCP tool definitions for tool poisoning (docs/rules.md
// §10.4): invisible or deceptive Unicode (TAG characters, zero-width and
// bidi controls, look-alike letters in names), text aimed at the model
// rather than at the tool's use (concealment from the user, reading secrets
// or unrelated files, overriding other instructions, dictating how other
// tools are used), and, across the servers of one scan, duplicate tool
// names and tools that name another server's tools.
//
// Rules are data — [Rules] for one definition, [FleetRules] across servers
// — run by one small engine each. A [Finding] never carries a hidden
// character raw: excerpts go through [Visible] (U+E0041 becomes
// \u{E0041}) and through secret redaction. The checks read definitions;
// they never call a tool and never decide a discovery verdict.
package poison

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// Severity ranks a finding.
type Severity string

// The severities, highest first.
const (
	High   Severity = "high"
	Medium Severity = "medium"
	Low    Severity = "low"
)

// Severities lists every [Severity], most severe first (as audit's do): a
// severity ranks by its place here, so adding one is adding a row.
var Severities = []Severity{High, Medium, Low}

// Rank orders severities: High is 3, Medium 2, Low 1, anything else 0.
func (s Severity) Rank() int {
	if i := slices.Index(Severities, s); i >= 0 {
		return len(Severities) - i
	}
	return 0
}

// A Threshold is the least severity that fails a run (a CI gate's
// --fail-on-finding). The zero Threshold is "none": no finding reaches it.
type Threshold struct{ rank int }

// ParseThreshold reads a threshold: a severity's name, or "none".
func ParseThreshold(v string) (Threshold, error) {
	if v == "none" {
		return Threshold{}, nil
	}
	if r := Severity(v).Rank(); r > 0 {
		return Threshold{rank: r}, nil
	}
	names := make([]string, len(Severities))
	for i, s := range Severities {
		names[i] = string(s)
	}
	return Threshold{}, fmt.Errorf("%q: want %s or none", v, strings.Join(names, ", "))
}

// Reaches reports whether a finding of severity s reaches t.
func (t Threshold) Reaches(s Severity) bool { return t.rank > 0 && s.Rank() >= t.rank }

// ReachedBy reports whether any of fs reaches t.
func (t Threshold) ReachedBy(fs []Finding) bool {
	return slices.ContainsFunc(fs, func(f Finding) bool { return t.Reaches(f.Severity) })
}

// A Finding is one rule's hit on one string of one tool.
type Finding struct {
	Severity Severity `json:"severity"`
	Rule     string   `json:"rule"`
	Server   string   `json:"server,omitempty"`
	Tool     string   `json:"tool"`
	// Field is the JSON pointer of the string in the tool definition.
	Field string `json:"field"`
	// Excerpt is the text around the hit, hidden characters made visible,
	// secrets redacted, at most about 120 characters.
	Excerpt string `json:"excerpt"`
}

// String writes the finding on one line, safe for a terminal.
func (f Finding) String() string {
	where := f.Tool
	if f.Server != "" {
		where = f.Server + "/" + f.Tool
	}
	return fmt.Sprintf("%-6s %s %s %s: %s", f.Severity, f.Rule, text.Visible(where), text.Visible(f.Field), f.Excerpt)
}

// A Rule checks each string of a tool definition. Exactly one of Chars,
// Identifier and Pattern is set.
type Rule struct {
	Name     string
	Severity Severity
	// Summary says in one line what the rule finds (SARIF's rule text).
	Summary string
	// Kinds are the strings the rule reads.
	Kinds []Kind
	// Chars matches hidden characters; runs that the emoji and
	// joining-script allowances excuse are not findings.
	Chars func(rune) bool
	// Identifier checks a whole name and returns the excerpt to show.
	Identifier func(name string) (string, bool)
	// Pattern is an RE2 expression run on the folded text (hidden
	// characters removed, look-alike letters read as Latin) when one of
	// Keywords (lower case) occurs in it.
	Pattern  string
	Keywords []string
	// Keep, when set, vetoes a match given the folded text before it
	// (".env.example" for ".env"; "never include any API keys").
	Keep func(before, match string) bool

	re *regexp.Regexp
}

// keepContext is how much folded text before a match Keep sees.
const keepContext = 60

// A Server is one server's tool definitions, as a scan saw them.
type Server struct {
	Name  string
	Tools []json.RawMessage
}

// A FleetRule checks the tools of several servers together.
type FleetRule struct {
	Name     string
	Severity Severity
	Summary  string
	Inspect  func(fleet []fleetTool) []Finding
}

// RuleInfo describes one rule of either table, for output formats.
type RuleInfo struct {
	Name     string
	Severity Severity
	Summary  string
}

// Catalog lists every rule, per-tool first, in table order.
func Catalog() []RuleInfo {
	var out []RuleInfo
	for _, r := range Rules {
		out = append(out, RuleInfo{r.Name, r.Severity, r.Summary})
	}
	for _, r := range FleetRules {
		out = append(out, RuleInfo{r.Name, r.Severity, r.Summary})
	}
	return out
}

var compile = sync.OnceFunc(func() {
	for i := range Rules {
		if Rules[i].Pattern != "" {
			Rules[i].re = regexp.MustCompile(Rules[i].Pattern)
		}
	}
})

// Inspect runs Rules on one tool definition. server labels the findings.
// A definition that is not a JSON object gives an error, not a finding.
func Inspect(server string, def json.RawMessage) ([]Finding, error) {
	compile()
	name, texts, err := Texts(def)
	if err != nil {
		return nil, err
	}
	var out []Finding
	for _, t := range texts {
		out = append(out, checkText(server, name, t)...)
	}
	sortFindings(out)
	return out, nil
}

// InspectTools runs Rules on each of one server's tool definitions. A
// definition that cannot be read is skipped and named in the error.
func InspectTools(server string, defs []json.RawMessage) ([]Finding, error) {
	var out []Finding
	var errs []string
	for i, d := range defs {
		f, err := Inspect(server, d)
		if err != nil {
			errs = append(errs, fmt.Sprintf("tools[%d]: %v", i, err))
			continue
		}
		out = append(out, f...)
	}
	sortFindings(out)
	if len(errs) > 0 {
		return out, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return out, nil
}

// InspectFleet runs Rules on every server's tools and FleetRules across
// them. Findings are sorted by server, tool, field and rule.
func InspectFleet(servers []Server) ([]Finding, error) {
	var out []Finding
	var errs []string
	for _, s := range servers {
		f, err := InspectTools(s.Name, s.Tools)
		if err != nil {
			errs = append(errs, s.Name+": "+err.Error())
		}
		out = append(out, f...)
	}
	out = append(out, InspectAcross(servers)...)
	sortFindings(out)
	if len(errs) > 0 {
		return out, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return out, nil
}

// InspectAcross runs only FleetRules across the servers: the checks that
// need several servers, for a caller that checked each one's own tools
// already (a scan checks each group of servers one client starts
// together). A definition that cannot be read takes no part.
func InspectAcross(servers []Server) []Finding {
	var fleet []fleetTool
	for _, s := range servers {
		for _, d := range s.Tools {
			if name, texts, err := Texts(d); err == nil {
				fleet = append(fleet, fleetTool{server: s.Name, name: name, texts: texts})
			}
		}
	}
	var out []Finding
	for _, r := range FleetRules {
		for _, f := range r.Inspect(fleet) {
			f.Rule, f.Severity, f.Excerpt = r.Name, r.Severity, redact.String(f.Excerpt)
			out = append(out, f)
		}
	}
	sortFindings(out)
	return out
}

func checkText(server, tool string, t Text) []Finding {
	var out []Finding
	var rs []rune
	var ok []bool
	var folded *fold
	add := func(r *Rule, ex string) {
		out = append(out, Finding{Severity: r.Severity, Rule: r.Name, Server: server, Tool: tool, Field: t.Field, Excerpt: redact.String(ex)})
	}
	for i := range Rules {
		r := &Rules[i]
		if !slices.Contains(r.Kinds, t.Kind) {
			continue
		}
		switch {
		case r.Chars != nil:
			if isPlain(t.Value) {
				continue
			}
			if rs == nil {
				rs = []rune(t.Value)
				ok = legitimate(rs)
			}
			start, end, n := hiddenChars(rs, ok, r.Chars)
			if n == 0 {
				continue
			}
			ex := excerpt(rs, start, end)
			if n > end-start {
				ex += fmt.Sprintf(" (%d such characters in all)", n)
			}
			add(r, ex)
		case r.Identifier != nil:
			if ex, hit := r.Identifier(t.Value); hit {
				add(r, ex)
			}
		case r.re != nil:
			if folded == nil {
				v := t.Value
				if t.Kind == KindName || t.Kind == KindPropertyName {
					// Read an identifier as words; same length, so
					// excerpts still map back.
					v = identifierWords.Replace(v)
				}
				folded = newFold(v)
			}
			if !folded.hasAny(r.Keywords) {
				continue
			}
			for _, m := range r.re.FindAllStringIndex(folded.text, -1) {
				if r.Keep != nil && r.Keep(folded.text[max(0, m[0]-keepContext):m[0]], folded.text[m[0]:m[1]]) {
					continue
				}
				add(r, folded.excerpt(t.Value, m[0], m[1]))
				break
			}
		}
	}
	return out
}

// identifierWords splits snake_case and kebab-case identifiers into words.
var identifierWords = strings.NewReplacer("_", " ", "-", " ")

// isPlain reports printable ASCII (tabs and newlines allowed), which no
// character rule can match.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x7F || c < 0x20 && c != '\t' && c != '\n' {
			return false
		}
	}
	return true
}

// homoglyphName is the Identifier of the homoglyph-name rule.
func homoglyphName(name string) (string, bool) {
	reads, found := homoglyphs(name)
	if !found {
		return "", false
	}
	return homoglyphExcerpt(name, reads), true
}

// A fold is a text prepared for instruction patterns: hidden characters
// dropped, look-alike letters replaced by Latin ones, any space a plain
// space; at[i] is the byte offset in the original of folded byte i.
type fold struct {
	text  string
	lower string
	at    []int
}

func newFold(s string) *fold {
	rs := []rune(s)
	ok := legitimate(rs)
	var b strings.Builder
	at := make([]int, 0, len(s)+1)
	off := 0
	for i, r := range rs {
		size := utf8.RuneLen(r)
		if size < 0 {
			size = 1
		}
		orig := off
		off += size
		switch {
		case r == '\n' || r == '\t':
		case r >= tagSpaceLo && r <= tagTildeHi && !ok[i]:
			r -= 0xE0000 // TAG characters spell ASCII: read what they hide
		case invisible(r) && !ok[i]:
			if isSpaceLike(r) {
				r = ' '
			} else {
				continue
			}
		}
		if l, found := latinLookalike(r); found {
			r = l
		}
		n := utf8.RuneLen(r)
		if n < 0 {
			n = 1
		}
		b.WriteRune(r)
		for k := 0; k < n; k++ {
			at = append(at, orig)
		}
	}
	at = append(at, off)
	t := b.String()
	return &fold{text: t, lower: strings.ToLower(t), at: at}
}

// isSpaceLike reports separators that read as a space once visible.
func isSpaceLike(r rune) bool {
	return r == '\r' || r == '\v' || r == '\f' || r == 0x85 || r == 0xA0 || r == 0x1680 || r >= 0x2000 && r <= 0x200A ||
		r == 0x2028 || r == 0x2029 || r == 0x202F || r == 0x205F || r == 0x3000
}

func (f *fold) hasAny(keywords []string) bool {
	for _, k := range keywords {
		if strings.Contains(f.lower, k) {
			return true
		}
	}
	return len(keywords) == 0
}

// excerpt maps a folded match back to the original text and cuts it.
func (f *fold) excerpt(orig string, start, end int) string {
	lo, hi := f.at[min(start, len(f.at)-1)], f.at[min(end, len(f.at)-1)]
	rs := []rune(orig[:lo])
	ms := []rune(orig[lo:hi])
	all := append(rs, ms...)
	all = append(all, []rune(orig[hi:])...)
	return excerpt(all, len(rs), len(rs)+len(ms))
}

func equalFold(a, b string) bool { return strings.EqualFold(a, b) }

func sortFindings(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		if c := strings.Compare(a.Server, b.Server); c != 0 {
			return c
		}
		if c := strings.Compare(a.Tool, b.Tool); c != 0 {
			return c
		}
		if c := strings.Compare(a.Field, b.Field); c != 0 {
			return c
		}
		return strings.Compare(a.Rule, b.Rule)
	})
}
