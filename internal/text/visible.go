package text

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// Visible returns s made safe for one line of a terminal: every character
// that a terminal would act on or hide instead of print — C0 and C1
// controls (ESC, CR, LF, BEL, …), DEL, format characters (bidi overrides,
// zero-width characters, the TAG block), variation selectors, private-use
// and unassigned code points, spaces other than ' ', fillers, line and
// paragraph separators — is
// written as \u{HEX}, and each byte of invalid UTF-8 as \x{HEX}. Nothing is
// dropped silently: a reader sees that a hidden character was there. A
// backslash that already starts such a spelling is not changed, so the
// output is for people, not a reversible encoding. Tab stays a tab.
//
// Use it on every human output line that carries text a server or another
// untrusted party chose: names, versions, descriptions, stderr.
func Visible(s string) string {
	i := firstHidden(s, false)
	if i < 0 {
		return s
	}
	return spell(s, i, false)
}

// VisibleLines is [Visible] for text of several lines, such as a server's
// stderr tail: line feeds are kept, everything else hidden is spelled out.
func VisibleLines(s string) string {
	i := firstHidden(s, true)
	if i < 0 {
		return s
	}
	return spell(s, i, true)
}

// hidden reports whether r must be spelled out.
func hidden(r rune, keepNewline bool) bool {
	switch {
	case r == '\t':
		return false
	case r == '\n':
		return !keepNewline
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return true
	case r < 0x80:
		return false
	case r == '\u2028' || r == '\u2029':
		return true
	case r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0 || r == 0x2800:
		return true // Hangul fillers and the blank Braille pattern render as nothing
	case 0xFE00 <= r && r <= 0xFE0F || 0xE0100 <= r && r <= 0xE01EF:
		return true // variation selectors: a channel for hidden bytes
	case unicode.In(r, unicode.Cf, unicode.Co, unicode.Cs, unicode.Zs):
		return true // format characters, private use, surrogates, spaces other than ' '
	}
	return !unicode.IsGraphic(r) && r != utf8.RuneError
}

// firstHidden returns the byte offset of the first rune or invalid byte in
// s that must be spelled out, or -1.
func firstHidden(s string, keepNewline bool) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if hidden(rune(c), keepNewline) {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || hidden(r, keepNewline) {
			return i
		}
		i += n
	}
	return -1
}

// spell writes s with the hidden characters from byte from on spelled out.
func spell(s string, from int, keepNewline bool) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:from])
	for i := from; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x{%X}`, s[i])
		case hidden(r, keepNewline):
			fmt.Fprintf(&b, `\u{%X}`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// VisibleWriter returns a writer that passes each write to w through
// [VisibleLines]. Each write is taken whole, so callers write a line (or
// several) at a time, as fmt.Fprintf does; it always reports len(p)
// written when w accepts the result.
func VisibleWriter(w io.Writer) io.Writer { return visibleWriter{w} }

type visibleWriter struct{ w io.Writer }

func (v visibleWriter) Write(p []byte) (int, error) {
	s := string(p)
	if i := firstHidden(s, true); i >= 0 {
		s = spell(s, i, true)
	}
	if _, err := io.WriteString(v.w, s); err != nil {
		return 0, err
	}
	return len(p), nil
}

// EscapeJSON rewrites a JSON document so that it carries no character a
// terminal would act on or hide: encoding/json already escapes C0
// controls, and this spells DEL, C1 controls, format characters and line
// separators inside strings as \u escapes (a surrogate pair above U+FFFF).
// The document means the same; only its spelling changes. Outside strings
// JSON is ASCII, so every such rune is inside a string.
func EscapeJSON(doc []byte) []byte {
	i := firstHidden(string(doc), true)
	if i < 0 {
		return doc
	}
	out := make([]byte, 0, len(doc)+16)
	out = append(out, doc[:i]...)
	for i < len(doc) {
		r, n := utf8.DecodeRune(doc[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			out = append(out, `\ufffd`...)
		case r != '\n' && hidden(r, true):
			if r > 0xffff {
				hi, lo := utf16.EncodeRune(r)
				out = fmt.Appendf(out, `\u%04x\u%04x`, hi, lo)
			} else {
				out = fmt.Appendf(out, `\u%04x`, r)
			}
		default:
			out = append(out, doc[i:i+n]...)
		}
		i += n
	}
	return out
}
