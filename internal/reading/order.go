package reading

import (
	"strings"
	"sync"
)

// Before and after inside one item (docs/tools.md, Readings): an
// observation that reports the state before a change and then the state
// after it ("before the patch 7 of 40 runs froze; after it 40 of 40
// completed", "antes del parche fallaba 1 de cada 5; ahora ninguna") gives
// its result in the later part. What the earlier part says — a failure, a
// count short of its whole, a persistence — is history, not the item's
// result. The order may be the other way round ("after the patch 40 of 40
// completed; before it 6 of 40 timed out", "starts cleanly now; previously
// it crashed", "returns 200 (was: 500)"): a before part that opens its
// clause or parenthesis after a part that reports the present is history
// too. A before part with nothing reported beside it is left alone: what
// such an item shows is read as before (IsBefore, the claim's rows).

// A span is a byte range of a content.
type span struct{ from, to int }

// maxBeforeSpans bounds the before parts an item may set aside, so that
// reading stays linear.
const maxBeforeSpans = 4

// beforeSpans returns the parts of text (over its tokens toks) that
// describe the state before a change and are followed by a part that
// describes the state after it. A part starts at the clause of a before
// marker and ends at the next after marker or at the clause's end; when the
// clause holds little but the marker ("Before the patch, 7 of 40 froze"),
// the clause after it is part of it too. "Faster than before" is a
// comparison, not a part. A persistence marker ("still", "sigue", "仍然")
// says the state now wherever it stands, so proseSays keeps it.
func beforeSpans(text string, toks []tok, dst []span) []span {
	out := dst[:0]
	ix := indexes()
	for i := 0; i < len(toks) && len(out) < maxBeforeSpans; i++ {
		if toks[i].stop || !ix.mayStart(toks[i].s) || !hasPhrase(ix.before, toks, i) {
			continue // mayStart: two array reads rule out most words before the map
		}
		if i > 0 && (toks[i-1].s == "than" || toks[i-1].s == "que" || toks[i-1].s == "比") {
			continue
		}
		if len(out) > 0 && toks[i].start < out[len(out)-1].to {
			continue // inside the part already set aside
		}
		from, to := clauseSpan(text, toks[i].start, toks[i].end)
		if k := strings.LastIndexAny(text[from:toks[i].start], "(（"); k >= 0 {
			from += k // "0 errors (before the fix: 12)", "没有中断（修复前中断 7 次）": the parenthesis holds the before
		}
		if toks[i].start == from && wordsIn(toks, from, to) <= headerWords && to < len(text) && text[to] == ',' {
			_, to = clauseSpan(text, to+1, to+1)
		}
		after := -1
		for j := i + 1; j < len(toks); j++ {
			if !toks[j].stop && ix.mayStart(toks[j].s) && hasPhrase(ix.after, toks, j) {
				after = j
				break
			}
		}
		if after < 0 {
			if opensClause(toks, i, from) && wordsIn(toks, 0, from) > 0 {
				out = append(out, span{from, to}) // the present came first
				continue
			}
			break // no later state: the item is read as it is
		}
		if a := toks[after].start; a < to {
			to = a
		}
		out = append(out, span{from, to})
	}
	return wasSpans(text, out)
}

// clauseJoins may stand before a before marker that opens its clause: "but
// before the fix it crashed", "y antes fallaba", "whereas previously".
var clauseJoins = map[string]bool{"but": true, "and": true, "while": true, "whereas": true, "though": true, "pero": true, "y": true,
	"mientras": true, "aunque": true, "而": true, "但": true}

// opensClause reports whether the before marker at toks[i] opens the
// clause that starts at byte from, a join aside: a marker inside a clause
// ("it failed before completing") says when, not that the clause is
// history.
func opensClause(toks []tok, i, from int) bool {
	k := i - 1
	if k >= 0 && toks[k].start >= from && !toks[k].stop && clauseJoins[toks[k].s] {
		k--
	}
	return k < 0 || toks[k].start < from || toks[k].stop
}

// wasLeads open a parenthesis that gives the earlier state beside the
// present one: "signup errors at 0 (was 9/min)", "200 OK (was: 500)",
// "（之前 12 次）".
var wasLeads = []string{"(was", "(were", "(previously", "(before", "(formerly", "(era", "(eran", "(antes", "(之前", "（之前",
	"(原来", "（原来", "(以前", "（以前"}

// earlierLeads open a parenthesis, a sentence or a clause after a
// semicolon about an earlier day than the observation before it, when that
// observation says it was made after the change: "After the patch …: no
// failures (yesterday 1 in 5 failed)", "Tras el parche … ninguna falló;
// ayer fallaba una de cada cinco". Without that lead an earlier day may be
// the after ("We shipped the fix on Friday. Yesterday the export ran 30
// times…"), and one that says the change was in is the after too.
var earlierLeads = []string{"yesterday", "last week", "ayer", "la semana pasada", "昨天", "上周"}

// wasSpans appends to out the parentheses of text that open with one of
// wasLeads after words of the present, up to their closing parenthesis,
// while out has room.
func wasSpans(text string, out []span) []span {
	for i := 0; i < len(text) && len(out) < maxBeforeSpans; i++ {
		if text[i] != '(' && (text[i] != "（"[0] || !strings.HasPrefix(text[i:], "（")) {
			continue
		}
		lead := ""
		for _, w := range wasLeads {
			if len(text)-i >= len(w) && strings.EqualFold(text[i:i+len(w)], w) {
				lead = w
				break
			}
		}
		if lead == "" || strings.TrimSpace(text[:i]) == "" {
			continue
		}
		if rest := text[i+len(lead):]; rest != "" && isLetter(rest[0]) {
			continue // "(wasm build)", "(erase…)": another word
		}
		end := strings.IndexAny(text[i:], ")）\n")
		if end < 0 || text[i+end] == '\n' {
			continue
		}
		if text[i+end] != ')' {
			end += len("）") - 1
		}
		if !inSpans(out, i) {
			out = append(out, span{i, i + end + 1})
		}
	}
	return earlierSpans(text, out)
}

// earlierSpans appends to out, while it has room, the parts of text that
// open with one of earlierLeads (earlierLeads says when), to the end of
// their parenthesis or sentence.
func earlierSpans(text string, out []span) []span {
	for _, sep := range [...]string{"(", "（", "; ", ". ", "；", "。"} {
		for i := range indexesOf(text, sep) {
			if len(out) >= maxBeforeSpans {
				return out
			}
			rest := strings.TrimLeft(text[i+len(sep):], " ")
			at := len(text) - len(rest)
			for _, l := range earlierLeads {
				if len(rest) <= len(l) || !strings.EqualFold(rest[:len(l)], l) || isAlnum(rest[len(l)]) || inSpans(out, at) {
					continue
				}
				_, end := sentenceSpan(text, at)
				if sep == "(" || sep == "（" {
					if k := strings.IndexAny(text[at:], ")）"); k >= 0 {
						end = at + k
					}
				}
				if afterChangeLead(text[:at]) && !afterChangeLead(text[at:end]) && !containsAnyFold(text[at:end], alreadyIn) {
					out = append(out, span{at, end})
				}
				break
			}
		}
	}
	return out
}

// alreadyIn say the change was in at the time: "with the patch already
// in", "ya con el parche", "已经上线".
var alreadyIn = []string{"already", "with the patch", "with the fix", "ya con", "con el parche", "已经上线", "修复后"}

// headerWords is how many words a clause of a before marker may hold and
// still be only its marker: "before the patch", "antes del parche".
const headerWords = 4

// wordsIn counts the tokens of toks that lie in text[from:to] and are
// words, not punctuation.
func wordsIn(toks []tok, from, to int) int {
	n := 0
	for i := range toks {
		if toks[i].start >= from && toks[i].end <= to && !toks[i].stop {
			n++
		}
	}
	return n
}

// inSpans reports whether byte at lies in one of spans.
func inSpans(spans []span, at int) bool {
	for _, s := range spans {
		if at >= s.from && at < s.to {
			return true
		}
	}
	return false
}

// maskSpans returns text with the bytes of spans made spaces, so that
// what is read from it keeps its offsets and reads nothing in them.
func maskSpans(text string, spans []span) string {
	if len(spans) == 0 {
		return text
	}
	b := []byte(text)
	for _, s := range spans {
		for k := s.from; k < s.to; k++ {
			b[k] = ' '
		}
	}
	return string(b)
}

// orderWords are the words of the before and after markers ("before the
// patch", "después del cambio", "修复之后"): they place a clause in time
// and name no subject of their own.
var orderWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, rows := range [2][]phraseRow{beforeRows, afterRows} {
		for _, r := range rows {
			for _, p := range r.phrases {
				for _, t := range tokenize(p, nil) {
					m[t.s] = true
				}
			}
		}
	}
	return m
})

// changeLeads open a clause that says what was changed, not what was
// seen: "(after the old error page was replaced)", "después de que se
// reemplazó la página de error".
var changeLeads = map[string]bool{"after": true, "once": true, "since": true, "when": true, "después": true, "despues": true, "desde": true}

// mayLeadChange reports whether w is as long as a word of changeLeads and
// starts as one does: most words are ruled out before the map.
func mayLeadChange(w string) bool {
	f := &changeLeadFirst
	return len(w) >= f.min && len(w) <= f.max && f.first[w[0]]
}

// changeLeadFirst is made with the package: a few hundred bytes, no
// allocation, and read without a call.
var changeLeadFirst = func() (f struct {
	min, max int
	first    [256]bool
}) {
	f.min = 1 << 30
	for w := range changeLeads {
		f.min, f.max, f.first[w[0]] = min(f.min, len(w)), max(f.max, len(w)), true
	}
	return f
}()

// passives make the clause a change done to its subject: "was replaced",
// "were removed", "se reemplazó".
var passives = map[string]bool{"was": true, "were": true, "got": true, "been": true, "fue": true, "fueron": true, "se": true}

// changeSpans returns the clauses of text that say what a change did to a
// thing ("after the old error page was replaced"): a failure word there
// names what was changed, not a failure of what the item observed. The
// span runs from its lead to the passive's verb, within its clause or
// parenthesis: "when the page was loaded it showed an error" still shows
// the error.
func changeSpans(text string, toks []tok, dst []span) []span {
	out := dst
	for i := 0; i < len(toks) && len(out) < maxBeforeSpans; i++ {
		if toks[i].stop || !mayLeadChange(toks[i].s) || !changeLeads[toks[i].s] {
			continue
		}
		_, to := clauseSpan(text, toks[i].start, toks[i].end)
		if p := strings.IndexByte(text[toks[i].start:to], ')'); p >= 0 {
			to = toks[i].start + p
		}
		for j := i + 1; j+1 < len(toks) && toks[j+1].end <= to; j++ {
			w := toks[j+1].s
			if passives[toks[j].s] && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ado") || strings.HasSuffix(w, "ido") || strings.HasSuffix(w, "ó")) {
				out = append(out, span{toks[i].start, toks[j+1].end}) // what follows the change is seen
				break
			}
		}
	}
	return out
}

// maxVersions bounds the versions an item's sentences are compared by.
const maxVersions = 8

// olderVersionSpans appends to out, while it has room, the sentences of
// text that name a version lower than another the text names, and no
// higher one, where the claim does not name it: "On 5.2.9 it crashed on
// the 2nd pairing" beside "with build 5.3.0 … 15 times, no crash" is the
// state before the fix, as "before the fix it crashed" is. A version is
// dotted twice ("5.2.9") or written "v6.1".
func olderVersionSpans(text, claim string, out []span) []span {
	if len(out) >= maxBeforeSpans {
		return out
	}
	type version struct {
		v       string
		at, end int
	}
	var buf [maxVersions]version
	vs := buf[:0]
	for i := 0; i < len(text) && len(vs) < maxVersions; i++ {
		if !isDigit(text[i]) || i > 0 && (text[i-1] == '.' || isDigit(text[i-1])) {
			continue
		}
		prefixed := i > 0 && (text[i-1] == 'v' || text[i-1] == 'V') && (i < 2 || !isAlnum(text[i-2]))
		if i > 0 && isAlnum(text[i-1]) && !prefixed {
			continue
		}
		v, end := versionAt(text, i)
		if dots := strings.Count(v, "."); dots >= 2 || prefixed && dots == 1 {
			vs = append(vs, version{v, i, end})
		}
		i = end
	}
	if len(vs) < 2 {
		return out
	}
	for k := range vs {
		if strings.Contains(claim, vs[k].v) {
			continue
		}
		from, to := versionSentence(text, vs[k].at, vs[k].end)
		older, newerBeside := false, false
		for j := range vs {
			if c := compareVersions(vs[j].v, vs[k].v); c > 0 {
				older = true
				newerBeside = newerBeside || vs[j].at >= from && vs[j].at < to
			}
		}
		if older && !newerBeside && !inSpans(out, from) && len(out) < maxBeforeSpans {
			out = append(out, span{from, to})
		}
	}
	return out
}

// versionSentence returns the sentence around text[at:end]: from after the
// last ". ", ";", "。" or line break before it to the next one after it (a
// version's own dots end no sentence).
func versionSentence(text string, at, end int) (int, int) {
	from := 0
	for i := at - 1; i >= 0; i-- {
		if c := text[i]; c == '\n' || c == ';' || c == '.' && i+1 < len(text) && text[i+1] == ' ' {
			from = i + 1
			break
		}
		if strings.HasPrefix(text[i:], "。") || strings.HasPrefix(text[i:], "；") {
			from = i + len("。")
			break
		}
	}
	to := len(text)
	for i := end; i < len(text); i++ {
		if c := text[i]; c == '\n' || c == ';' || c == '.' && (i+1 == len(text) || text[i+1] == ' ') {
			to = i
			break
		}
		if strings.HasPrefix(text[i:], "。") || strings.HasPrefix(text[i:], "；") {
			to = i
			break
		}
	}
	return from, to
}
