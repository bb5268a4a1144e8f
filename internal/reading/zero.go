package reading

import "strings"

// A count of zero governs the word it counts, wherever the count stands
// (docs/tools.md, Readings): "errores de pago: 0", "失败次数：0", "错误数为 0"
// say that the failure did not happen, as "0 errors", "no errors" and
// "sin errores" do. zeroAfter reads the count after the word; countedTail
// skips what may stand between them.

// countNouns are the Chinese nouns of a count that follow what they count:
// "失败次数", "错误数", "失败条数".
var countNouns = []string{"次数", "条数", "个数", "笔数", "总数", "数量", "数"}

// copulas join a count's noun to its number: "错误数为 0", "errors are 0".
var copulas = []string{"为", "是", "is ", "are ", "was ", "were ", "es ", "son ", "fue ", "fueron "}

// modifierLeads are the prepositions a modifier between a counted word
// and its count opens with: "errores de pago: 0", "failures in the
// payment step: 0". "for" and "per" are not among them: "timeouts for
// acme: 0, globex: 14" slices the count by subject.
var modifierLeads = map[string]bool{"de": true, "del": true, "en": true, "in": true, "of": true, "on": true, "during": true, "durante": true}

// maxModifierWords bounds the words of such a modifier.
const maxModifierWords = 4

// countedTail returns s, the text after a counted word, without what
// qualifies the word before its count: a count noun ("次数"), a modifier
// (modifierLeads) that ends in ":", "=" or "：", the separator, a copula.
// A modifier with a digit in it ("since 09:00: 12") is not one.
func countedTail(s string) string {
	for _, n := range countNouns {
		if strings.HasPrefix(s, n) {
			s = s[len(n):]
			break
		}
	}
	s = strings.TrimLeft(skipModifier(s), " ")
	for _, p := range [...]string{":", "=", "："} {
		if strings.HasPrefix(s, p) {
			s = strings.TrimLeft(s[len(p):], " ")
			break
		}
	}
	for _, cp := range copulas {
		if strings.HasPrefix(s, cp) {
			return strings.TrimLeft(s[len(cp):], " ")
		}
	}
	return s
}

// skipModifier returns s after a modifier that opens it — a word of
// modifierLeads, then up to maxModifierWords words of letters in all,
// followed by ":", "=" or "：" — or s when none does.
func skipModifier(s string) string {
	i, words := 0, 0
	for i < len(s) && words <= maxModifierWords {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && (isLetter(s[j]) || s[j] >= 0x80 && !strings.HasPrefix(s[j:], "：")) {
			j++
		}
		if j == i || words == 0 && !modifierLeads[strings.ToLower(s[i:j])] {
			break
		}
		words++
		i = j
	}
	if words == 0 || words > maxModifierWords {
		return s
	}
	rest := strings.TrimLeft(s[i:], " ")
	if strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, "：") {
		return rest
	}
	return s
}

// maxLabelBytes bounds a line's label: "payment webhook:", "webhook de
// pagos:", "支付回调：".
const maxLabelBytes = 48

// lineLabel returns the label that opens the line of text around byte
// at — its words before the first ":" or "：" — or "" when the line opens
// with none: a label is short and holds no digit ("09:00" is a time).
func lineLabel(text string, at int) string {
	from := strings.LastIndexByte(text[:at], '\n') + 1
	line := text[from:min(len(text), from+maxLabelBytes+3)]
	i := strings.IndexByte(line, ':')
	if j := strings.Index(line, "："); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i <= 0 || i > maxLabelBytes {
		return ""
	}
	label := line[:i]
	for k := 0; k < len(label); k++ {
		if isDigit(label[k]) || label[k] == ',' || label[k] == ';' || label[k] == '.' {
			return ""
		}
	}
	return strings.TrimSpace(label)
}

// ownLabel reports a clause, starting at byte from of its text, that
// opens with a label of its own naming another thing ("Edge: fine"), not
// a count of what the line is about ("errores de firma: 0": a statement
// starts in the label).
func ownLabel(clause string, from int, ss []Statement) bool {
	label := lineLabel(clause, 0)
	if label == "" {
		return false
	}
	for i := range ss {
		if ss[i].Start >= from && ss[i].Start < from+len(label) {
			return false
		}
	}
	return true
}
