package reading

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
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
		if !slices.Contains(s.Terms, g) && !hasBigramWith(s.Terms, g) {
			continue
		}
		first, _ := utf8.DecodeRuneInString(g)
		last, _ := utf8.DecodeLastRuneInString(g)
		ends, starts = append(ends, first), append(starts, last)
	}
	var out []string
	for _, t := range s.Topical() {
		if slices.Contains(cjkGeneric, t) {
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

// An environment is one place a claim can be about, with the spellings
// of it that [text.Terms] makes (stemmed, lower case). Environments of one
// kind exclude each other: a claim about Safari is not one about Firefox.
type environment struct {
	name, kind string
	terms      []string
	written    []string // names the terms lose to their case ("iPhone" is read "phon"), found as whole words
}

// environments are the named environments that keep two otherwise alike
// claims apart (docs/rules.md §7: "works on Safari" contradicted does not bind
// "works on Firefox"). Words that are also everyday nouns ("edge",
// "window") are left out.
var environments = []environment{
	{name: "safari", kind: "browser", terms: []string{"safari"}},
	{name: "firefox", kind: "browser", terms: []string{"firefox", "gecko"}},
	{name: "chrome", kind: "browser", terms: []string{"chrom", "chromium"}},
	{name: "opera", kind: "browser", terms: []string{"opera"}},
	{name: "production", kind: "deployment", terms: []string{"production", "prod", "producción", "produccion", "生产", "线上"}},
	{name: "staging", kind: "deployment", terms: []string{"stag", "预发"}},
	{name: "development", kind: "deployment", terms: []string{"dev", "development", "desarrollo"}},
	{name: "local", kind: "deployment", terms: []string{"local", "localhost", "laptop", "portátil", "本地", "本机", "笔记本"}},
	{name: "qa", kind: "deployment", terms: []string{"qa"}},
	{name: "canary", kind: "deployment", terms: []string{"canary"}},
	{name: "linux", kind: "os", terms: []string{"linux", "ubuntu", "debian", "fedora", "centos", "rhel", "alpin"}},
	{name: "macos", kind: "os", terms: []string{"maco", "mac", "darwin", "osx"}},
	{name: "windows", kind: "os", terms: []string{"window", "win10", "win11"}},
	{name: "ios", kind: "os", terms: []string{"ios", "iphon", "ipad"}, written: []string{"iphone", "ipad"}},
	{name: "android", kind: "os", terms: []string{"android", "安卓"}},
	{name: "freebsd", kind: "os", terms: []string{"freebsd"}},
	// TV platforms: "plays on LG webOS 23" is not shown on a Tizen set.
	{name: "webos", kind: "os", terms: []string{"webos"}, written: []string{"webos"}},
	{name: "tizen", kind: "os", terms: []string{"tizen"}},
	{name: "tvos", kind: "os", terms: []string{"tvos"}, written: []string{"tvos"}},
	{name: "arm", kind: "arch", terms: []string{"arm", "arm64", "aarch64", "silicon"}},
	{name: "amd64", kind: "arch", terms: []string{"amd64", "x86"}},
}

// withEnvWords adds to terms the environment words s holds as written that
// the terms lose: "iOS" is split into "i" and "os" where the environment
// table names "ios"; Chinese names (安卓) are read inside their text.
func withEnvWords(s string, terms []string) []string {
	var out []string
	for _, e := range environments {
		for _, t := range e.terms {
			if isLatin(t) && len(t) <= 3 && indexWordFold(s, t) >= 0 || !isLatin(t) && strings.Contains(s, t) {
				out = append(out, t)
			}
		}
		for _, w := range e.written {
			if indexWordFold(s, w) >= 0 {
				out = append(out, e.terms[0]) // "an iPhone 14": observed on iOS
			}
		}
	}
	if len(out) == 0 {
		return terms
	}
	return append(out, terms...)
}

// indexesOf yields, in order, every byte offset at which sub starts in s
// (occurrences may not overlap).
func indexesOf(s, sub string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for from := 0; from < len(s) && sub != ""; {
			i := strings.Index(s[from:], sub)
			if i < 0 || !yield(from+i) {
				return
			}
			from += i + len(sub)
		}
	}
}

// indexWordFold returns where word stands in s as a whole word, any case,
// or -1.
func indexWordFold(s, word string) int {
	for from := 0; from < len(s); {
		i := indexFold(s[from:], word)
		if i < 0 {
			return -1
		}
		i += from
		from = i + len(word)
		if (i == 0 || !isAlnum(s[i-1])) && (from >= len(s) || !isAlnum(s[from])) {
			return i
		}
	}
	return -1
}

// otherEnvironments reports whether two claims name environments of the
// same kind and none in common: "the login page works on Safari" and "…
// on Firefox" are two claims, however many words they share.
func otherEnvironments(a, b Subject) bool {
	named := func(s Subject, kind string) []string {
		var out []string
		for _, e := range environments {
			if e.kind == kind && text.Common(e.terms, s.Terms) > 0 {
				out = append(out, e.name)
			}
		}
		return out
	}
	for i, e := range environments {
		if i > 0 && environments[i-1].kind == e.kind {
			continue // one check per kind
		}
		ea, eb := named(a, e.kind), named(b, e.kind)
		if len(ea) > 0 && len(eb) > 0 && text.Common(ea, eb) == 0 {
			return true
		}
	}
	return false
}
