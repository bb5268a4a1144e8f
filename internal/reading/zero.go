package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A count of zero governs the word it counts, wherever the count stands
// (docs/tools.md, Readings): "errores de pago: 0", "失败次数：0", "错误数为 0"
// say that the failure did not happen, as "0 errors", "no errors" and
// "sin errores" do. zeroAfter reads the count after the word; countedTail
// skips what may stand between them.

// countNouns are the Chinese nouns of a count that follow what they count:
// "失败次数", "错误数", "失败条数".
var countNouns = []string{"次数", "条数", "个数", "笔数", "总数", "数量", "数", "率", " count", " total", " cantidad", " total de"}

// copulas join a count's noun to its number: "错误数为 0", "errors are 0".
var copulas = []string{"为", "是", "is ", "are ", "was ", "were ", "es ", "son ", "fue ", "fueron "}

// levelLeads join a measure to the level it stands at: "signup errors at
// 0", "fallos en 0", "a rate of 0". Only a number may follow one: "errors
// at the gateway: 0" is a modifier (skipModifier), "errors at 0:30" a time
// (zeroAfter).
var levelLeads = []string{"at ", "of ", "en ", "de ", "a "}

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
			s = strings.TrimLeft(s[len(cp):], " ")
			break
		}
	}
	for _, l := range levelLeads {
		if rest, ok := strings.CutPrefix(s, l); ok && rest != "" && isDigit(rest[0]) {
			return rest
		}
	}
	return s
}

// skipModifier returns s after a modifier that opens it — a word of
// modifierLeads, then up to maxModifierWords words of letters in all,
// followed by ":", "=" or "：" — or s when none does.
func skipModifier(s string) string {
	i, words, last := 0, 0, ""
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
		last, i = strings.ToLower(s[i:j]), j
	}
	if words == 0 || words > maxModifierWords {
		return s
	}
	rest := strings.TrimLeft(s[i:], " ")
	if strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, "：") {
		return rest
	}
	if words > 1 && rest != "" && isDigit(rest[0]) && slices.Contains(levelLeads, last+" ") {
		return rest // "errores de pago en 0": the modifier, then the level
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

// zeroLevel names the row of zeroClaims that puts a measure at zero ("back
// to zero", "a cero", "归零"), not a container empty.
const zeroLevel = "zero.level"

// maxMeasureGap bounds the bytes between a claim's failure word and the
// zero it is put at: "error rate is back to zero", "fallos volvió a cero".
const maxMeasureGap = 32

// measureNouns name the measure a claim puts at zero, not what it counts:
// "the error rate", "la tasa de fallos", "超时次数".
var measureNouns = []string{"rate", "count", "number", "level", "ratio", "tasa", "número", "numero", "nivel", "cantidad", "次数", "数量"}

// failureAtZero reports a claim that puts a failure measure at zero — "the
// signup error rate is back to zero", "la tasa de fallos volvió a cero",
// "超时次数归零" — given zeroClaims' match m: the measure is what the claim
// is about and zero is its bound, so the claim is a fix, and an item that
// shows the measure at 0 affirms it. What it names is the failure and
// what qualifies it ("signup", "de pago"), not the measure's noun nor the
// words that bring it to zero.
func (c *Claim) failureAtZero(m Match) bool {
	if m.Name != zeroLevel || m.Negated || m.Planned {
		return false
	}
	for i := range c.Statements {
		st := &c.Statements[i]
		if st.Kind != Failure || st.Negated || st.Planned || st.End > m.Start || m.Start-st.End > maxMeasureGap {
			continue
		}
		predicate := m.Start // the verb before the zero: "volvió a cero", "dropped to zero"
		if hasCJKText(c.Text[st.End:m.Start]) {
			predicate = st.End
		} else if j := strings.LastIndexByte(strings.TrimRight(c.Text[st.End:m.Start], " "), ' '); j >= 0 {
			predicate = st.End + j
		}
		said := text.Terms(c.Text[predicate:m.End])
		var measures []string
		for _, w := range measureNouns {
			measures = append(measures, text.Terms(w)...)
		}
		failure := text.Terms(st.Text)
		var qualifiers []string
		for _, t := range c.core {
			if !slices.Contains(said, t) && !slices.Contains(measures, t) && !slices.Contains(failure, t) && !hasCJKText(t) {
				qualifiers = append(qualifiers, t)
			}
		}
		c.core = append(slices.Clip(qualifiers), failure...)
		c.zeroMeasure = qualifiers
		if len(qualifiers) == 0 {
			c.zeroMeasure = failure
			if hasCJKText(st.Text) {
				c.zeroMeasure = append(slices.Clip(failure), st.Text) // "超时" as written: its term is "timeout"
			}
		}
		return true
	}
	return false
}
