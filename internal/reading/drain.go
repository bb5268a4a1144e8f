package reading

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A claim that a queue or a backlog drains — "the transcode queue drains",
// "the email queue is draining now", "la cola ya se vacía", "积压已经清空"
// — is shown by its depth going down: from one figure to a lower one while
// draining, and to zero once drained. "Queue depth fell from 3,400 to 0",
// "bajó de 3.200 a 0", "从 120 万降到 0".

// drainWords say a claim is about draining; progressive ones ask only for
// the fall, the others for its end at zero.
var drainWords = []struct {
	w           string
	progressive bool
}{
	{"draining", true}, {"is emptying", true}, {"se está vaciando", true}, {"在下降", true}, {"正在消化", true},
	{"drains", false}, {"drained", false}, {"drain", false}, {"empties", false}, {"emptied", false}, {"is empty", false},
	{"cleared", false}, {"se vacía", false}, {"se vació", false}, {"vaciada", false}, {"vaciado", false},
	{"清空", false}, {"消化完", false}, {"降为 0", false}, {"降到 0", false},
}

// drainClaim reports whether the claim says something drains, and whether
// only the fall is asked.
func (c *Claim) drainClaim() (drains, progressive bool) {
	if !c.drainRead {
		c.drainRead = true
		for _, d := range drainWords {
			if strings.Contains(c.lower(), d.w) {
				c.drains, c.drainsProgressive = true, d.progressive
				break
			}
		}
	}
	return c.drains, c.drainsProgressive
}

// fallLeads open the two figures of a fall, by language.
var fallLeads = []struct{ from, to string }{
	{"from ", " to "}, {"de ", " a "}, {"从", "降到"}, {"从", "降至"}, {"从", "到"},
}

// drained returns the line of content where a figure falls to a lower one
// (to zero when zero is asked), or "".
func drained(content string, toZero bool) string {
	body := head(content, coverBytes)
	for _, l := range fallLeads {
		for from := 0; from < len(body); {
			i := strings.Index(body[from:], l.from)
			if i < 0 {
				break
			}
			i += from
			from = i + len(l.from)
			rest := strings.TrimLeft(body[from:], " ")
			a, tail := leadingGrouped(rest)
			if a <= 0 {
				continue
			}
			tail = skipScale(tail, strings.TrimSpace(l.to))
			j := strings.Index(tail, l.to)
			if j < 0 || j > 24 {
				continue
			}
			b, after := leadingGrouped(strings.TrimLeft(tail[j+len(l.to):], " "))
			if b < 0 || after != "" && (after[0] == '.' || after[0] == ',') && len(after) > 1 && isDigit(after[1]) {
				continue
			}
			if b < a && (!toZero || b == 0) {
				if qualifiedAfter(body[i:]) {
					return "" // "fell to 0 but it is growing again": the fall is not where it ended
				}
				return lineAround(content, i)
			}
		}
	}
	return ""
}

// skipScale skips a unit of a count between its figure and the next word:
// "3,400 messages to", "120 万降到".
func skipScale(s, to string) string {
	s = strings.TrimLeft(s, " ")
	if strings.HasPrefix(s, to) {
		return " " + s // the fall's own word: nothing to skip
	}
	for _, u := range [...]string{"万", "k", "m"} {
		if strings.HasPrefix(s, u) {
			return s[len(u):]
		}
	}
	if i := strings.IndexAny(s, " "); i > 0 && i < 12 && isLatinLetter(s[0]) {
		return s[i:] // "3,400 messages to 0"
	}
	return s
}

// drainShown returns the line that shows a drain claim, or "".
func (c *Claim) drainShown(content string) string {
	drains, progressive := c.drainClaim()
	if !drains || c.negation() && !progressive {
		return ""
	}
	return drained(content, !progressive)
}

// drainAnswers affirms a drain claim shown by the content's fall.
func (c *Claim) drainAnswers(r *Reading, content string) bool {
	line := c.drainShown(content)
	if line == "" {
		return false
	}
	r.Affirms, r.Persists, r.Outcome, r.Rule, r.Lines = true, false, Pass, "trend.drain", []string{text.Clip(line, 200)}
	return true
}

// qualifiedAfter reports a contrast word (phrases.go's contrastWords) in s:
// "fell to 0 but it is growing again".
func qualifiedAfter(s string) bool {
	return lastContrastOf(tokenize(s, nil)) >= 0
}
