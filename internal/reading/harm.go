package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// A fix claim names the harm it removes by where the harm stands, not by
// a list of harms: the word an intermittency marks ("the intermittent
// disconnect", "偶发中断"), the noun a relative clause says happens ("el
// corte que a veces ocurre", "the stall that sometimes happens"), the
// word before a problem noun ("中断的问题", "the timeout issue"). Content
// that says that harm is absent ("no disconnects", "sin cortes", "没有中断")
// or counts zero of it affirms the fix; content that counts it persists
// (stoppedSays).

// harmMarks stand before the harm they qualify.
var harmMarks = map[string]bool{"intermittent": true, "sporadic": true, "occasional": true, "random": true, "periodic": true}

// harmMarksAfter are the Spanish marks, which follow their noun.
var harmMarksAfter = map[string]bool{"intermitente": true, "intermitentes": true, "esporádico": true, "esporádica": true, "ocasional": true}

// harmRelatives open a relative clause that says the noun before them
// happens: "the stall that sometimes happens", "el corte que a veces ocurre".
var harmRelatives = []string{"that sometimes", "which sometimes", "that occasionally", "that randomly", "que a veces", "que de vez en cuando",
	"que ocasionalmente", "que aparece", "que ocurre", "que pasa"}

// zhHarmMarks stand before a Chinese harm ("偶发中断"); zhProblemNouns after it.
var zhHarmMarks = []string{"偶发", "偶尔", "时不时", "间歇性", "间歇"}

// namedHarm returns the harm a success claim names by its place, as
// stoppedSays compares it (text.Term, or a Chinese harm's first
// character); "" when it names none.
func (c *Claim) namedHarm() string {
	if c.cjk() {
		for _, n := range zhProblemNouns {
			i := strings.Index(c.Text, n)
			if i <= 0 {
				continue
			}
			before := strings.TrimSuffix(c.Text[:i], "的")
			// The two characters before it: "中断" of "中断的问题".
			r2, n2 := utf8.DecodeLastRuneInString(before)
			r1, _ := utf8.DecodeLastRuneInString(before[:len(before)-n2])
			if unicode.Is(unicode.Han, r1) && unicode.Is(unicode.Han, r2) {
				return string(r1)
			}
		}
		for _, m := range zhHarmMarks {
			if i := strings.Index(c.Text, m); i >= 0 {
				// "偶发的扫码枪断连问题": the harm the mark qualifies, after its 的.
				if r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(c.Text[i+len(m):], "的")); unicode.Is(unicode.Han, r) {
					return string(r)
				}
			}
		}
		return ""
	}
	toks := c.tokens()
	for k := range toks {
		if toks[k].stop {
			continue
		}
		switch {
		case harmMarksAfter[toks[k].s]:
			// "el corte intermitente", "el fallo esporádico de la exportación":
			// Spanish puts the mark after its noun.
			h := k - 1
			if h >= 2 && !toks[h-1].stop && (toks[h-1].s == "de" || toks[h-1].s == "del") {
				h -= 2 // "el cierre de sesión intermitente": the head before its "de"
			}
			if h >= 0 && !toks[h].stop && !stopWord(toks[h].s) {
				return harmTerm(toks[h].s)
			}
		case harmMarks[toks[k].s]:
			// "the sporadic export crash is fixed": the noun phrase's last
			// word, before its verb or preposition.
			j := k + 1
			for j+1 < len(toks) && !toks[j+1].stop && !stopWord(toks[j+1].s) && !copulaWords[toks[j+1].s] && toks[j+1].s != "is" && toks[j+1].s != "are" {
				j++
			}
			if j < len(toks) && !toks[j].stop && !stopWord(toks[j].s) {
				return harmTerm(toks[j].s)
			}
		}
	}
	lower := c.lower()
	for _, rel := range harmRelatives {
		i := strings.Index(lower, " "+rel+" ")
		if i < 0 {
			continue
		}
		f := strings.Fields(lower[:i])
		if len(f) > 0 && !stopWord(f[len(f)-1]) {
			return harmTerm(f[len(f)-1])
		}
	}
	return ""
}

func harmTerm(w string) string {
	if t, ok := text.Term(w); ok {
		return t
	}
	return w
}
