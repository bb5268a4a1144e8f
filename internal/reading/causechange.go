package reading

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A cause changed and the effect going on refutes the cause (docs/tools.md,
// Readings): "The 502s were caused by the keep-alive timeout" against
// "after raising the keep-alive timeout: 0 timeouts, but 502s continue at
// the same rate". The cause's own numbers ("0 timeouts") show the change
// took; the effect that persists shows it was not what caused it.

// causeChangeWords say a clause changed something (prefixes of a lower-case
// word; Han anywhere).
var causeChangeWords = []string{"after ", "raised", "raising", "increased", "increasing", "lowered", "lowering", "reduced", "disabled",
	"disabling", "removed", "removing", "rolled back", "reverted", "replaced", "rotated", "resynced", "restarted", "upgraded", "fixed",
	"bumped", "turned off", "switched off", "with the", "tras ", "después de", "subir", "subido", "subimos", "aumentado", "aumentamos",
	"desactiv", "quitamos", "revertido", "reemplaz", "调大", "调高", "调低", "增加", "禁用", "关闭", "回滚", "替换", "重启", "升级", "修复"}

// causeChanged reports a clause of content that changes the claim's cause:
// a change word and a term of the cause in one clause.
func (c *Claim) causeChanged(content string) bool {
	for start := 0; start < len(content); {
		end, next := clauseEnd(content, start, true)
		cl := content[start:end]
		if saysAny(strings.ToLower(cl), causeChangeWords) && text.Common(text.Terms(cl), c.cause) > 0 {
			return true
		}
		start = next
	}
	return false
}

// sameEffectWords say a measure did not move.
var sameEffectWords = []string{"unchanged", "same rate", "same as before", "same level", "as before", "no change in", "no difference", "not dropped",
	"did not drop", "didn't drop", "no improvement", "igual que antes", "sigue igual", "siguen igual", "sin cambio", "sin mejora",
	"和之前一样", "跟之前一样", "没有变化", "没有下降", "没有减少", "持平", "不变"}

// effectHeld returns the line of content that says a measure stayed where
// it was or grew after the change: words of sameness, or a count before and
// a count after it ("38 before, 41 after", "before: 38/min, after: 41/min",
// "antes 38, después 41", "之前 38，之后 41") where the after is not lower.
func effectHeld(content string) (string, bool) {
	lo := strings.ToLower(content)
	for _, w := range sameEffectWords {
		if i := strings.Index(lo, w); i >= 0 {
			return lineAt(content, i), true
		}
	}
	b, bi := markedCount(lo, []string{"before", "antes", "之前", "以前"})
	a, _ := markedCount(lo, []string{"after", "después", "despues", "ahora", "now", "之后", "现在"})
	if b >= 0 && a >= 0 && a >= b {
		return lineAt(content, bi), true
	}
	return "", false
}

// markedCount returns the number next to the first of marks in s — just
// before it ("38 before") or just after it, past a colon ("before: 38",
// "antes 38") — and where the mark stands, or -1.
func markedCount(s string, marks []string) (float64, int) {
	for _, m := range marks {
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], m)
			if i < 0 {
				break
			}
			i += from
			if n, ok := numberBefore(s, i); ok {
				return n, i
			}
			if n, ok := numberAfter(s, i+len(m)); ok {
				return n, i
			}
			from = i + len(m)
		}
	}
	return -1, -1
}

// numberBefore reads the number that ends just before i, past spaces.
func numberBefore(s string, i int) (float64, bool) {
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	k := j
	for k > 0 && (isDigit(s[k-1]) || s[k-1] == '.') {
		k--
	}
	return parseCount(s[k:j])
}

// numberAfter reads the number that starts at i, past spaces, a colon or
// "=", ending at a space, a unit or punctuation.
func numberAfter(s string, i int) (float64, bool) {
	for i < len(s) && (s[i] == ' ' || s[i] == ':' || s[i] == '=') {
		i++
	}
	if strings.HasPrefix(s[i:], "：") {
		i += len("：")
	}
	k := i
	for k < len(s) && (isDigit(s[k]) || s[k] == '.') {
		k++
	}
	return parseCount(s[i:k])
}

// parseCount parses a decimal count, or reports false.
func parseCount(s string) (float64, bool) {
	s = strings.TrimRight(s, ".")
	if s == "" || !isDigit(s[0]) {
		return 0, false
	}
	v, seen, frac := 0.0, false, 0.0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '.' && !seen:
			seen, frac = true, 1
		case isDigit(s[i]) && seen:
			frac /= 10
			v += float64(s[i]-'0') * frac
		case isDigit(s[i]):
			v = v*10 + float64(s[i]-'0')
		default:
			return 0, false
		}
	}
	return v, true
}
