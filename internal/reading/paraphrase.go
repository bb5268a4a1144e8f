package reading

import (
	"strings"
	"unicode/utf8"
)

// cjkGeneric are Chinese words that say how a claim is put — done,
// already, fixed, the feature, now — not what it is about ("导出功能已修复"
// and "导出已经修好了" are one claim about the export). Each is a term as
// [text.Terms] makes it: a bigram, or a character that stands alone.
var cjkGeneric = []string{
	"修复", "修好", "修正", "修完", "改好", "搞定", "解决", "已经", "已", "完成", "成功", "通过", "正常",
	"功能", "问题", "现在", "目前", "终于",
}

// cjkCore returns the terms of a subject that carry its topic when Chinese
// is read as overlapping bigrams: its topical terms without the generic
// words of [cjkGeneric] and without the bigrams that straddle one of them
// ("出功" in 导出功能, "能已" in 功能已). Without word boundaries, a generic
// word's first character ends the bigram before it and its last character
// starts the bigram after it.
func cjkCore(s Subject) []string {
	var ends, starts []rune // edge characters of the generic words present
	for _, g := range cjkGeneric {
		if !contains(s.Terms, g) && !hasBigramWith(s.Terms, g) {
			continue
		}
		first, _ := utf8.DecodeRuneInString(g)
		last, _ := utf8.DecodeLastRuneInString(g)
		ends, starts = append(ends, first), append(starts, last)
	}
	var out []string
	for _, t := range s.Topical() {
		if contains(cjkGeneric, t) {
			continue
		}
		if utf8.RuneCountInString(t) == 2 && isCJK([]rune(t)[0]) {
			first, _ := utf8.DecodeRuneInString(t)
			last, _ := utf8.DecodeLastRuneInString(t)
			if runeIn(ends, last) || runeIn(starts, first) {
				continue // straddles a generic word
			}
		}
		out = append(out, t)
	}
	return out
}

// hasBigramWith reports whether a single-character generic word appears
// inside one of the bigrams ("已" in "能已"): such a character is never a
// term of its own when it has neighbours.
func hasBigramWith(terms []string, g string) bool {
	if utf8.RuneCountInString(g) != 1 {
		return false
	}
	for _, t := range terms {
		if utf8.RuneCountInString(t) == 2 && strings.Contains(t, g) {
			return true
		}
	}
	return false
}

func runeIn(list []rune, r rune) bool {
	for _, x := range list {
		if x == r {
			return true
		}
	}
	return false
}
