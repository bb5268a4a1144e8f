package text

import (
	"unicode"
	"unicode/utf8"
)

// Han, kana and Hangul are written without spaces between words, so a run
// of them is one "word" to the scanner. For comparing terms they are cut
// into overlapping character bigrams ("登录失败" → "登录", "录失", "失败"),
// the usual way to match such text without a dictionary: two texts about
// the same thing share bigrams.

// IsCJK reports whether r is Han, Hiragana, Katakana or Hangul.
func IsCJK(r rune) bool {
	if r < 0x1100 {
		return false
	}
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

func ascii(w []byte) bool {
	for _, c := range w {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// cjkFunction are characters too common to carry a topic; a bigram that
// holds one is dropped, as stop words are.
var cjkFunction = map[rune]bool{'的': true, '了': true, '是': true, '在': true, '我': true, '你': true, '他': true,
	'她': true, '它': true, '这': true, '那': true, '吗': true, '呢': true, '吧': true, '和': true, '与': true,
	'也': true, '都': true, '就': true, '还': true, '有': true, '个': true, 'の': true, 'は': true, 'が': true,
	'を': true, 'に': true, 'で': true, 'と': true}

// eachSegment calls fn for each term-sized piece of a word that holds
// non-ASCII letters: other letters as one word, CJK runs as bigrams (a
// lone CJK character as itself). buf is scratch space.
func eachSegment(w, buf []byte, fn func([]byte)) {
	prev, paired := rune(-1), false
	word := buf[:0]
	flushLone := func() {
		if prev >= 0 && !paired {
			lone(prev, fn)
		}
		prev, paired = -1, false
	}
	var pair [8]byte // one buffer for every bigram: fn does not keep what it is given
	for i := 0; i < len(w); {
		r, size := utf8.DecodeRune(w[i:])
		i += size
		if !IsCJK(r) {
			flushLone()
			word = append(word, w[i-size:i]...)
			continue
		}
		if len(word) > 0 {
			fn(word)
			word = buf[:0]
		}
		if prev >= 0 {
			if !cjkFunction[prev] && !cjkFunction[r] {
				n := utf8.EncodeRune(pair[:], prev)
				n += utf8.EncodeRune(pair[n:], r)
				fn(pair[:n])
			}
			paired = true
			prev = r
			// r starts the next bigram; it is lone only if nothing follows
			// and nothing preceded, which paired records.
			continue
		}
		prev, paired = r, false
	}
	flushLone()
	if len(word) > 0 {
		fn(word)
	}
}

// lone emits a CJK character that had no neighbour to pair with.
func lone(r rune, fn func([]byte)) {
	if cjkFunction[r] {
		return
	}
	var b [4]byte
	fn(b[:utf8.EncodeRune(b[:], r)])
}
