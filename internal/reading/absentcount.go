package reading

import "strings"

// A claim that something comes without a thing — "builds without
// warnings", "no duplicate emails", "sin advertencias", "没有警告" — is not
// shown by an item that counts that thing above zero ("completed
// successfully with 12 warnings", "3 advertencias", "警告 2 个"), whatever
// success it also reports (docs/tools.md, Readings).

// absentMarks open what a claim says is absent; absentFillers may stand
// between the mark and the thing ("without any warnings").
var (
	absentMarks   = map[string]bool{"without": true, "no": true, "zero": true, "sin": true, "cero": true, "ningún": true, "ninguna": true, "ninguno": true}
	absentFillers = map[string]bool{"any": true, "a": true, "single": true, "new": true, "ningún": true, "ninguna": true, "nuevos": true, "nuevas": true}
	zhAbsentMarks = []string{"没有", "无", "零"}
)

// absentThings returns the stems (a word's first letters, lower case) of
// what the claim says is absent.
func (c *Claim) absentThings() []string {
	if c.absentRead {
		return c.absent
	}
	c.absentRead = true
	words := strings.FieldsFunc(strings.ToLower(c.Text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 0xC0 && r < 0x2000 || r == '-')
	})
	for i := 0; i < len(words); i++ {
		if !absentMarks[words[i]] {
			continue
		}
		j := i + 1
		for j < len(words) && absentFillers[words[j]] {
			j++
		}
		if j >= len(words) || len(words[j]) < 4 || stopWord(words[j]) {
			continue
		}
		// "no" and "zero" count a plural ("no warnings", "zero
		// duplicates"); before anything else they negate a verb ("ya no
		// falla", "no longer fails").
		if (words[i] == "no" || words[i] == "zero" || words[i] == "cero") && !strings.HasSuffix(words[j], "s") &&
			!(j+1 < len(words) && strings.HasSuffix(words[j+1], "s")) { // "no duplicate rows"
			continue
		}
		c.absent = append(c.absent, stemHead(words[j]))
	}
	for _, m := range zhAbsentMarks {
		if i := strings.Index(c.Text, m); i >= 0 {
			rest := []rune(c.Text[i+len(m):])
			if len(rest) >= 2 && hanWord(string(rest[0])) && hanWord(string(rest[1])) {
				c.absent = append(c.absent, string(rest[:2]))
			}
		}
	}
	return c.absent
}

// stemHead is the first letters of a word that its inflections share:
// "warnings" and "warning" share "warnin".
func stemHead(w string) string {
	r := []rune(w)
	if len(r) > 6 {
		r = r[:6]
	}
	return string(r)
}

// countedAbsent is the blocker: the item counts, above zero, a thing the
// claim says is absent.
func countedAbsent(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	things := c.absentThings()
	if len(things) == 0 || !strings.ContainsAny(b.head, "123456789") {
		return "", false
	}
	for _, t := range things {
		for from := 0; from < len(b.head); {
			i := indexFold(b.head[from:], t)
			if i < 0 {
				break
			}
			i += from
			e := i
			for e < len(b.head) && b.head[e] != ' ' && b.head[e] != ':' && b.head[e] != '=' && b.head[e] != ',' {
				e++
			}
			var n float64
			ok := false
			if e == len(b.head) || b.head[e] != '=' && b.head[e] != ':' {
				// "3 errors"; but in "requests=830 errors=0" the
				// number before is another field's value.
				n, ok = numberBefore(b.head, i)
			}
			if !ok {
				n, ok = numberAfter(b.head, e)
				if !ok && strings.HasPrefix(b.head[e:], " ") {
					n, ok = numberAfter(b.head, e+1)
				}
			}
			if ok && n > 0 {
				line := lineAt(b.head, i)
				b.decisive = line
				return "it counted none of what the claim says is absent, not " + quote(strings.TrimSpace(line)), true
			}
			from = i + len(t)
		}
	}
	return "", false
}
