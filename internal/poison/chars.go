package poison

import (
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// A runeRange is an inclusive range of code points.
type runeRange struct{ lo, hi rune }

func inRanges(rs ...runeRange) func(rune) bool {
	return func(r rune) bool {
		for _, x := range rs {
			if x.lo <= r && r <= x.hi {
				return true
			}
		}
		return false
	}
}

// Character classes the rules and the emoji allowances share.
const (
	zwnj         = '\u200C'
	zwj          = '\u200D'
	vs15         = '\uFE0E'
	vs16         = '\uFE0F'
	blackFlag    = '\U0001F3F4'
	cancelTag    = '\U000E007F'
	tagSpaceLo   = '\U000E0020'
	tagTildeHi   = '\U000E007E'
	maxFlagTags  = 32
	excerptRunes = 120
)

// isEmoji reports whether r is a pictographic character that may join an
// emoji ZWJ sequence (people, hearts, objects, flags, symbols).
func isEmoji(r rune) bool {
	return r >= 0x1F000 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF || r >= 0x2B00 && r <= 0x2BFF ||
		r == 0x2640 || r == 0x2642 || r == 0x2695 || r == 0x2696 || r == 0x2708 || r == 0x2764 || r == 0x00A9 || r == 0x00AE
}

// isEmojiModifier reports skin-tone modifiers and VS16, which may sit
// between an emoji and the ZWJ that follows it.
func isEmojiModifier(r rune) bool { return r >= 0x1F3FB && r <= 0x1F3FF || r == vs16 }

// joiningScripts use ZWJ and ZWNJ in ordinary text (Persian, Hindi, …).
var joiningScripts = []*unicode.RangeTable{unicode.Arabic, unicode.Syriac, unicode.Devanagari, unicode.Bengali,
	unicode.Gurmukhi, unicode.Gujarati, unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada,
	unicode.Malayalam, unicode.Sinhala, unicode.Khmer, unicode.Myanmar, unicode.Mongolian}

// legitimate marks the runes of s that are invisible but legitimate: ZWJ
// inside an emoji sequence, ZWJ/ZWNJ between letters of a joining script,
// the tag characters of a flag sequence after U+1F3F4 closed by U+E007F,
// one VS15/VS16 after a visible character, and one ideographic variation
// selector after a Han character.
func legitimate(rs []rune) []bool {
	ok := make([]bool, len(rs))
	for i, r := range rs {
		switch {
		case r == zwj || r == zwnj:
			j := i - 1
			for j >= 0 && isEmojiModifier(rs[j]) {
				j--
			}
			if r == zwj && j >= 0 && i+1 < len(rs) && isEmoji(rs[j]) && isEmoji(rs[i+1]) {
				ok[i] = true
			}
			if i > 0 && i+1 < len(rs) && unicode.IsOneOf(joiningScripts, rs[i-1]) && unicode.IsOneOf(joiningScripts, rs[i+1]) {
				ok[i] = true
			}
		case r == blackFlag:
			j := i + 1
			for j < len(rs) && j-i <= maxFlagTags && rs[j] >= tagSpaceLo && rs[j] <= tagTildeHi {
				j++
			}
			if j > i+1 && j < len(rs) && rs[j] == cancelTag {
				for k := i + 1; k <= j; k++ {
					ok[k] = true
				}
			}
		case r == vs15 || r == vs16:
			if i > 0 && !invisible(rs[i-1]) {
				ok[i] = true
			}
		case r >= 0xE0100 && r <= 0xE01EF:
			if i > 0 && unicode.Is(unicode.Han, rs[i-1]) {
				ok[i] = true
			}
		}
	}
	return ok
}

var isVariationSelector = inRanges(runeRange{0xFE00, 0xFE0F}, runeRange{0xE0100, 0xE01EF})

// hiddenChars returns the first run of runes matching is that the emoji
// and script allowances do not excuse, as rune indexes [start, end), and
// how many such runes the text holds in all.
func hiddenChars(rs []rune, ok []bool, is func(rune) bool) (start, end, count int) {
	start, end = -1, -1
	for i, r := range rs {
		if !is(r) || ok[i] {
			if start >= 0 && end < 0 {
				end = i
			}
			continue
		}
		count++
		if start < 0 {
			start = i
		}
	}
	if start >= 0 && end < 0 {
		end = len(rs)
	}
	return start, end, count
}

// invisible reports the runes Visible escapes: controls, format
// characters (zero-width, bidi, tags), variation selectors, private use,
// unassigned code points and separators other than the plain space.
func invisible(r rune) bool {
	switch {
	case r == ' ':
		return false
	case r < 0x20 || r == 0x7F || r >= 0x80 && r <= 0x9F:
		return true
	case isVariationSelector(r):
		return true
	case unicode.In(r, unicode.Cf, unicode.Co, unicode.Cs, unicode.Zl, unicode.Zp):
		return true
	case unicode.Is(unicode.Zs, r):
		return true
	case r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0 || r == 0x2800:
		return true // Hangul fillers and the blank Braille pattern render as nothing
	}
	return !unicode.IsGraphic(r) && r != utf8.RuneError
}

// excerpt cuts rs around [start, end) to at most excerptRunes runes and
// makes it visible, marking cut ends with "…".
func excerpt(rs []rune, start, end int) string {
	const before = 30
	lo := max(0, start-before)
	hi := min(len(rs), max(end, lo+excerptRunes))
	if hi-lo > excerptRunes {
		hi = lo + excerptRunes
	}
	s := text.Visible(string(rs[lo:hi]))
	if lo > 0 {
		s = "…" + s
	}
	if hi < len(rs) {
		s += "…"
	}
	return s
}
