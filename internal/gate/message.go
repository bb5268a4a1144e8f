package gate

import (
	"strings"
	"unicode"
)

// A final message is read as the person reads it, not as its bytes run:
// the gate's claim reader sees the text a screen shows. Characters that
// show nothing (zero-width spaces and joiners, soft hyphens, direction
// marks) are dropped; spaces of other widths are spaces; full-width Latin
// letters and digits are the ASCII ones; a word that mixes Latin letters
// with Cyrillic or Greek look-alikes ("pаss" with a Cyrillic а) is spelt
// in Latin; and the lines of one Markdown paragraph are one line, as
// Markdown renders them ("All tests\npass." is one sentence).

// confusables are the Cyrillic and Greek letters drawn like Latin ones.
var confusables = map[rune]rune{
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x', 'і': 'i', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'һ': 'h', 'ո': 'n',
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'Х': 'X', 'І': 'I', 'Ј': 'J', 'Ѕ': 'S',
	'α': 'a', 'ο': 'o', 'ν': 'v', 'ι': 'i', 'κ': 'k', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
}

// readable is message as a person reads it (see above).
func readable(message string) string {
	var b strings.Builder
	b.Grow(len(message))
	for _, r := range message {
		switch {
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case unicode.Is(unicode.Cf, r):
			// shows nothing
		case unicode.IsSpace(r) || unicode.Is(unicode.Zs, r):
			b.WriteByte(' ')
		case r >= 'Ａ' && r <= 'Ｚ' || r >= 'ａ' && r <= 'ｚ' || r >= '０' && r <= '９':
			b.WriteRune(r - 0xFEE0)
		default:
			b.WriteRune(r)
		}
	}
	return joinParagraphs(latinWords(b.String()))
}

// latinWords spells in Latin the look-alike letters of a word that holds
// Latin letters too; a word all in Cyrillic or Greek is left as it is.
func latinWords(s string) string {
	hasConfusable := false
	for _, r := range s {
		if _, ok := confusables[r]; ok {
			hasConfusable = true
			break
		}
	}
	if !hasConfusable {
		return s
	}
	words := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	mixed := map[string]bool{}
	for _, w := range words {
		latin, other := false, false
		for _, r := range w {
			if r < 0x80 {
				latin = true
			} else if _, ok := confusables[r]; ok {
				other = true
			}
		}
		if latin && other {
			mixed[w] = true
		}
	}
	if len(mixed) == 0 {
		return s
	}
	for w := range mixed {
		fixed := strings.Map(func(r rune) rune {
			if l, ok := confusables[r]; ok {
				return l
			}
			return r
		}, w)
		s = strings.ReplaceAll(s, w, fixed)
	}
	return s
}

// joinParagraphs joins the lines of each Markdown paragraph with a space:
// a line that does not start a block (a blank line, a heading, a list
// item, a quote, a table row, a fence) continues the one before it, and
// a fenced block is left as it is.
func joinParagraphs(s string) string {
	if !strings.Contains(s, "\n") {
		return s
	}
	lines := strings.Split(s, "\n")
	var b strings.Builder
	fence := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if i > 0 {
			prev := strings.TrimSpace(lines[i-1])
			if !fence && !blockStart(t) && prev != "" && !strings.HasPrefix(prev, "```") && !strings.HasPrefix(prev, "~~~") &&
				!strings.HasPrefix(prev, "#") && !strings.HasPrefix(prev, "|") {
				b.WriteByte(' ')
			} else {
				b.WriteByte('\n')
			}
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = !fence
		}
		b.WriteString(l)
	}
	return b.String()
}

// blockStart reports whether a line starts a Markdown block of its own.
func blockStart(t string) bool {
	if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, ">") || strings.HasPrefix(t, "|") ||
		strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") || strings.HasPrefix(t, "<") {
		return true
	}
	if len(t) > 1 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && t[1] == ' ' {
		return true
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}
