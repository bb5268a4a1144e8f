package reading

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// An observation that reads off the very value a claim states — "gw-01 …
// gw-05 all report firmware 4.2.1" for "the gateways run firmware 4.2.1",
// "dig … all return 203.0.113.10" for "the record resolves to
// 203.0.113.10", "rollout 为 10%" for "已经对 10% 用户开启" — states the
// claim's predicate in the claim's own terms: the value is what was seen.
// It affirms only where nothing in the item reads as a failure or as the
// problem going on, and not where the value is planned, negated, asked,
// expected or the earlier state.

// claimValues returns the distinctive values a claim states: dotted
// numbers (versions, addresses), shares, and a count with the word after
// it ("64 tick"), at most four; none that is a bound the numbers read.
func (c *Claim) claimValues() []string {
	if c.valuesRead {
		return c.values
	}
	c.valuesRead = true
	s := c.Text
	for i := 0; i < len(s) && len(c.values) < 4; i++ {
		if !isDigit(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '.' || s[i-1] == '-' || s[i-1] == '_') {
			continue
		}
		j := i
		for j < len(s) && (isDigit(s[j]) || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) {
			j++
		}
		v := s[i:j]
		switch {
		case strings.Contains(v, "."):
			if j < len(s) && (isAlnum(s[j]) || s[j] == '-') {
				continue // "1.5s", "3.4.1-rc": a measure or a longer name
			}
			if ms := measurements(s[i:min(len(s), j+12)], 1); len(ms) > 0 && ms[0].start == 0 {
				continue // "1.5 s": a measure, read against its bound
			}
		case j < len(s) && s[j] == '%':
			v = s[i : j+1]
		case j+1 < len(s) && s[j] == ' ' && s[j+1] == '%':
			v = s[i:j] + "%"
		default:
			continue
		}
		if c.boundAt(i) || c.boundValue(v) {
			continue // "below 0.5 %", "under 1.5", "por debajo del 1 %": a bound
		}
		c.values = append(c.values, v)
		i = j
	}
	return c.values
}

// boundAt reports a comparator just before the claim's figure at i.
func (c *Claim) boundAt(i int) bool {
	head := strings.TrimRight(strings.ToLower(c.Text[max(0, i-24):i]), " ")
	for _, det := range [...]string{" its", " the", " a", " our", " their", " su", " el", " la"} {
		head = strings.TrimSuffix(head, det) // "below its 60% target"
	}
	for _, cmp := range comparators {
		if strings.HasSuffix(strings.TrimRight(head, " "), cmp.words) {
			return true
		}
	}
	return false
}

// boundValue reports a value that is one of the claim's bounds.
func (c *Claim) boundValue(v string) bool {
	n, _ := parseNumber(v, 0)
	for _, b := range c.bounds {
		if b.value == n {
			return true
		}
	}
	return false
}

// valueSays adds, to what a content says, the claim's value read off in
// it, where the content says nothing of a failure or of the problem going
// on.
func (c *Claim) valueSays(text string, toks []tok, cl clauses, out []said) []said {
	if !c.Success || c.ExpectsFailure || c.negation() {
		return out
	}
	vals := c.claimValues()
	if len(vals) == 0 {
		return out
	}
	if c.Has(Universal) && countedRows(text) >= 2 {
		// "4.12.1 | 41288", "4.12.0 | 37" for "every H3 is on 4.12.1": a
		// count of each value; the value read off is one group of several.
		return out
	}
	for _, s := range out {
		if s.says == Failure || s.says == Persist {
			return out
		}
	}
	for _, v := range vals {
		for from := 0; from < len(text); {
			k := strings.Index(text[from:], strings.TrimSuffix(v, "%"))
			if k < 0 {
				break
			}
			at := from + k
			from = at + 1
			end := at + len(strings.TrimSuffix(v, "%"))
			if at > 0 && (isDigit(text[at-1]) || text[at-1] == '.' || text[at-1] == '/' || text[at-1] == ',' && at > 1 && isDigit(text[at-2])) {
				continue // "14.2.1" holds "4.2.1"
			}
			rest := strings.TrimLeft(text[end:], " ")
			if strings.HasSuffix(v, "%") && !strings.HasPrefix(rest, "%") {
				continue
			}
			if !strings.HasSuffix(v, "%") && end < len(text) && isDigit(text[end]) {
				continue // "4.2.10" is not "4.2.1"; "1.29.4" of "1.29" is (a patch of it)
			}
			if c.valueDenied(text, toks, cl, at) {
				continue
			}
			st := Statement{Kind: Success, Rule: "affirm.value", Text: text[at:end], Start: at, End: end, Sentence: sentenceAt(text, at)}
			return append(out, said{Success, st})
		}
	}
	return out
}

// valueDenied reports a value a content does not report as seen: negated,
// planned, asked or expected, or the earlier state ("was 4.2.0", "instead
// of", "expected 10%, got 7%").
func (c *Claim) valueDenied(text string, toks []tok, cl clauses, at int) bool {
	i := sort.Search(len(toks), func(k int) bool { return toks[k].end > at })
	if i < len(toks) && toks[i].start <= at+1 {
		if neg, plan := context(toks, cl, i, i+1); neg || plan {
			return true
		}
	}
	from := at
	for from > 0 && !sentenceEnd(text, from-1) && text[from-1] != ';' && text[from-1] != ',' && at-from < 80 {
		from--
	}
	head := strings.ToLower(text[from:at])
	for _, w := range [...]string{"expected", "instead of", "en vez de", "en lugar de", "esperado", "预期", "而不是"} {
		if strings.Contains(head, w) {
			return true // "expected 4.2.1, got 4.1.9"
		}
	}
	for _, w := range [...]string{"计划", "打算", "将于", "将在", "will ", "going to", "plan to", "planned", "vamos a ", "va a ", "planeamos"} {
		if strings.Contains(head, w) {
			return true // "计划今晚在静默时段把 HX3-0311 回滚到 4.12.0", "we will pin it to 4.2.1": a plan
		}
	}
	if prev := lastWords(head, 1); len(prev) > 0 {
		switch prev[0] {
		case "was", "were", "from", "de", "desde", "antes", "era", "old", "previously", "原来", "之前", "从":
			return true // "upgraded from 4.2.1", "was 10%": the earlier state
		}
	}
	tail := text[at:min(len(text), at+24)]
	if r, _ := utf8.DecodeRuneInString(tail); r == utf8.RuneError {
		return true
	}
	return containsAnyFold(tail, []string{" expected", " pending", " scheduled", " planned", " missing"})
}

// countedRows returns how many lines of text are a table's row that ends
// in a count above zero ("4.12.0   |    37").
func countedRows(text string) int {
	n := 0
	for line := range strings.SplitSeq(head(text, slotBytes), "\n") {
		i := strings.LastIndexByte(line, '|')
		if i < 0 {
			continue
		}
		if v, rest := leadingInt(strings.TrimSpace(line[i+1:])); v > 0 && rest == "" {
			n++
		}
	}
	return n
}
