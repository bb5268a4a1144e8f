package poison

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/ackrite/ackrite/internal/text"
)

// lookalikes maps letters of other scripts to the Latin letter they are
// drawn like in common fonts: the part of Unicode's confusables list
// (UTS #39) that an attacker uses to spell "read_file" so that it is not
// "read_file". Fullwidth and mathematical letters are handled by
// latinLookalike.
var lookalikes = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'е': 'e', 'ѕ': 's', 'і': 'i', 'ј': 'j', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y',
	'х': 'x', 'һ': 'h', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'l', 'ɡ': 'g', 'ү': 'y', 'ѵ': 'v', 'ԍ': 'g',
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T',
	'Х': 'X', 'І': 'I', 'Ј': 'J', 'Ѕ': 'S', 'Ү': 'Y', 'Ԛ': 'Q', 'Ԝ': 'W', 'Ӏ': 'I',
	// Greek
	'α': 'a', 'ο': 'o', 'ν': 'v', 'ι': 'i', 'κ': 'k', 'ρ': 'p', 'υ': 'u', 'χ': 'x', 'ϲ': 'c', 'ϳ': 'j',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O',
	'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
	// Armenian
	'օ': 'o', 'ս': 'u', 'հ': 'h', 'ո': 'n', 'ց': 'g', 'զ': 'q',
	// Latin letters of other alphabets that read as ASCII ones
	'ı': 'i', 'ȷ': 'j', 'ℓ': 'l',
}

// latinLookalike returns the ASCII letter or digit r is drawn like, if any.
func latinLookalike(r rune) (rune, bool) {
	if l, ok := lookalikes[r]; ok {
		return l, true
	}
	switch {
	case r >= 0xFF01 && r <= 0xFF5E: // fullwidth ASCII
		return r - 0xFF01 + 0x21, true
	case r >= 0x1D400 && r <= 0x1D6A3: // mathematical alphanumeric letters: 13 styles of A–Z a–z
		return rune('A' + (r-0x1D400)%52%26 + ((r-0x1D400)%52/26)*('a'-'A')), true
	case r >= 0x1D7CE && r <= 0x1D7FF: // mathematical digits: 5 styles of 0–9
		return '0' + (r-0x1D7CE)%10, true
	}
	return 0, false
}

// homoglyphs reports whether an identifier mixes Latin letters with
// letters drawn like them from another script, or is spelled entirely in
// such look-alikes; it returns the name as it reads.
func homoglyphs(name string) (reads string, found bool) {
	var latin, lookalike, letters int
	var b strings.Builder
	for _, r := range name {
		if l, ok := latinLookalike(r); ok {
			lookalike++
			letters++
			b.WriteRune(l)
			continue
		}
		b.WriteRune(r)
		if unicode.IsLetter(r) {
			letters++
			if r < 0x80 || unicode.Is(unicode.Latin, r) {
				latin++
			}
		}
	}
	if lookalike == 0 {
		return "", false
	}
	if latin > 0 || lookalike == letters {
		return b.String(), true
	}
	return "", false
}

// homoglyphExcerpt shows a name with its look-alike letters escaped and
// what it reads as.
func homoglyphExcerpt(name, reads string) string {
	var b strings.Builder
	for _, r := range name {
		if _, ok := latinLookalike(r); ok {
			fmt.Fprintf(&b, `\u{%X}`, r)
			continue
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s (reads as %q)", text.Visible(b.String()), text.Visible(reads))
}
