package redact

import (
	"regexp/syntax"
	"unicode"
)

// beforeKeyword returns the bytes a Behind rule's pattern allows right
// before its keyword, at offset back-1 from where a match starts ("." in
// "[a-z0-9]{14}\.atlasv1…"), or nil when the pattern's elements up to
// there are not each of one fixed width. A hit whose byte before the
// keyword is none of them cannot match: text of "atlasv1" repeated made
// every hit run the pattern over its window (TestBehindByte holds the
// set to the pattern).
func beforeKeyword(pattern string, back int) *[256]bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil || back < 1 {
		return nil
	}
	pos := 0
	var set *[256]bool
	var walk func(re *syntax.Regexp) bool // false: give up
	walk = func(re *syntax.Regexp) bool {
		if pos > back-1 {
			return true
		}
		switch re.Op {
		case syntax.OpConcat:
			for _, sub := range re.Sub {
				if !walk(sub) || set != nil {
					return set != nil
				}
			}
			return true
		case syntax.OpCapture:
			return walk(re.Sub[0])
		case syntax.OpBeginText, syntax.OpWordBoundary, syntax.OpBeginLine, syntax.OpEmptyMatch:
			return true
		case syntax.OpLiteral:
			for _, r := range re.Rune {
				if r >= 0x80 {
					return false
				}
				if pos == back-1 {
					set = new([256]bool)
					set[r] = true
					if re.Flags&syntax.FoldCase != 0 {
						set[unicode.ToUpper(r)], set[unicode.ToLower(r)] = true, true
					}
					return true
				}
				pos++
			}
			return true
		case syntax.OpCharClass, syntax.OpAnyCharNotNL, syntax.OpAnyChar:
			if pos == back-1 {
				set = classBytes(re)
				return true
			}
			pos++
			return true
		case syntax.OpRepeat:
			if re.Min != re.Max || len(re.Sub) != 1 || (re.Sub[0].Op != syntax.OpCharClass && re.Sub[0].Op != syntax.OpLiteral) ||
				(re.Sub[0].Op == syntax.OpLiteral && len(re.Sub[0].Rune) != 1) {
				return false
			}
			if pos+re.Min > back-1 {
				pos = back - 1
				return walk(re.Sub[0])
			}
			pos += re.Min
			return true
		}
		return false
	}
	if !walk(re) {
		return nil
	}
	return set
}

// classBytes is the set of bytes below 0x80 a one-character element
// matches, with every byte above it allowed (a character past ASCII
// starts there, and the set is only a necessary condition).
func classBytes(re *syntax.Regexp) *[256]bool {
	set := new([256]bool)
	for c := 0x80; c < 256; c++ {
		set[c] = true
	}
	switch re.Op {
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		for c := range 0x80 {
			set[c] = re.Op == syntax.OpAnyChar || c != '\n'
		}
		return set
	}
	for i := 0; i+1 < len(re.Rune); i += 2 {
		for c := re.Rune[i]; c <= re.Rune[i+1] && c < 0x80; c++ {
			set[c] = true
		}
	}
	return set
}
