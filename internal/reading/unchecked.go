package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// An item that affirms something may say, beside it, that what the claim
// names was not checked: "the refunds gateway has had no 5xx errors; I have
// not looked at the payments one", "el de pagos no lo he mirado", "支付网关还
// 没看". Whatever the affirming words, the claim's thing was not observed.

// uncheckedPhrases say that something was not looked at.
var uncheckedPhrases = []string{"not looked at", "haven't looked", "havent looked", "have not looked", "didn't check", "didnt check",
	"did not check", "haven't checked", "havent checked", "have not checked", "not checked", "not yet checked", "not tested",
	"haven't tested", "havent tested", "have not tested", "not verified", "untested", "unchecked",
	"no lo he mirado", "no he mirado", "no lo he revisado", "no he revisado", "no lo he probado", "no he probado", "sin probar",
	"sin revisar", "no lo miré", "no lo revisé", "还没看", "还没有看", "没看过", "没有检查", "还没检查", "没检查", "没测", "还没测", "未测试",
	"未检查", "没有测试", "还没有测试"}

// uncheckedSubject: a clause of the item says that a thing the claim names
// was not checked — a topical term of the claim that the affirming line
// does not hold ("the payments one" beside "the refunds gateway has had no
// 5xx errors"; "退款网关还没看" beside "支付网关 5xx 为 0" is another gateway).
func uncheckedSubject(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if len(b.head) > coverBytes || !containsAnyFold(b.head, uncheckedPhrases) {
		return "", false // (an observation in words: a runner's log is not read for it)
	}
	lower := strings.ToLower(b.head)
	line := strings.ToLower(b.line)
	topical := c.Subject.Topical()
	for _, p := range uncheckedPhrases {
		for from, seen := 0, 0; seen < maxRecurs; seen++ {
			i := strings.Index(lower[from:], p)
			if i < 0 {
				break
			}
			i += from
			from = i + len(p)
			if rest := lower[from:]; strings.HasPrefix(rest, "到") || strings.HasPrefix(rest, "见") {
				continue // "没有看到闪退": it looked, and saw none
			}
			start, end := clauseAround(lower, i, from)
			// The affirming line without this clause: a sentence may hold
			// both ("退款网关 5xx 为 0；支付网关还没看").
			affirming := text.Terms(strings.Replace(line, lower[start:end], " ", 1))
			for _, t := range text.Terms(lower[start:end]) {
				if slices.Contains(topical, t) && !slices.Contains(affirming, t) && !generic[t] {
					return "it observed what the claim names itself, not " + quote(strings.TrimSpace(b.head[start:end])), false
				}
			}
		}
	}
	return "", false
}

// clauseAround returns the clause of s around s[at:end]: from after the
// last clause mark before it to the next one after it.
func clauseAround(s string, at, end int) (int, int) {
	from := 0
	for _, m := range []string{";", ". ", "\n", "；", "。", "，", ", ", ":", "："} {
		if k := strings.LastIndex(s[:at], m); k >= 0 && k+len(m) > from {
			from = k + len(m)
		}
	}
	to := len(s)
	for _, m := range []string{";", ". ", "\n", "；", "。", "，", ", "} {
		if k := strings.Index(s[end:], m); k >= 0 && end+k < to {
			to = end + k
		}
	}
	return from, to
}

// containsAnyFold reports whether s holds one of words, ASCII letters in any
// case, without lowering s.
func containsAnyFold(s string, words []string) bool {
	for _, w := range words {
		if w != "" && w[0] >= 0x80 {
			if strings.Contains(s, w) {
				return true
			}
		} else if indexFold(s, w) >= 0 {
			return true
		}
	}
	return false
}
