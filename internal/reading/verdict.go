package reading

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// What an observation in words says of a claim (docs/rules.md §4.1): the final
// state it reports of what the claim names — that it holds (affirms), that
// the problem continues (persists), that it failed — or nothing the reader
// can tell. Only the first lets a supporting item count.

// A said is one statement of a content read against the claim: what it
// says (Success, Failure or Persist) and the statement, whose Sentence is
// the line results quote.
type said struct {
	says Kind
	st   Statement
}

// maxOtherSubject bounds the clauses an item may set aside as being about
// another subject, so that reading stays linear.
const maxOtherSubject = 8

// proseSays reads the statements of a content (ss, over its tokens toks)
// against the claim and returns the one that decides its final state, if
// any: the last statement about the claim's subject that says something,
// unless a statement says the problem persists — the current state,
// whatever else the text reports. A statement in a clause about another
// subject ("Edge is fine" beside a claim about Firefox), before a change,
// planned or asked decides nothing.
func (c *Claim) proseSays(text string, toks []tok, ss []Statement, cl clauses) (said, bool) {
	checks := 0
	var seen [maxOtherSubject]struct {
		clause string
		other  bool
	}
	other := func(st *Statement) bool {
		from, to := clauseSpan(text, st.Start, st.End)
		if k := strings.IndexAny(text[st.End:to], "(（"); k >= 0 && st.Kind != Persist && st.Kind != Failure {
			to = st.End + k // "no failures (yesterday 1 in 5 failed)": the parenthesis is a clause of its own
		}
		if st.Rule == "persist.marker" && st.Start <= from {
			return false // "Aún no termina, …", "Still failing.": a clause the marker opens continues the text's subject
		}
		if strings.HasPrefix(st.Rule, "number.") && listedFigure(text[from:to]) {
			// "error rate: 0.04 %, max 0.11 % in any 5-minute window": a
			// clause that opens with a figure or its statistic goes on its
			// sentence's list of figures, whose head says what they measure.
			from, to = sentenceSpan(text, st.Start)
		}
		clause := text[from:to]
		for i := range min(checks, maxOtherSubject) {
			if seen[i].clause == clause {
				return seen[i].other // one check per clause
			}
		}
		if checks >= maxOtherSubject {
			return false
		}
		o := c.otherClauseOf(text, from, to, toks, ss)
		seen[checks].clause, seen[checks].other = clause, o
		checks++
		return o
	}
	// What each statement says, in order; the clauses about another
	// subject are set aside only among the candidates that could decide,
	// so that most statements cost no subject check.
	var buf [16]said
	says := buf[:0]
	markers := c.markers(text, toks, ss, cl)
	for i := range ss {
		k := c.says(text, toks, ss, i)
		if k == "" {
			continue
		}
		st := ss[i]
		if k != Persist && markers.governs(st.Start) && (k == Failure || k == Success && (c.ceases || c.stopsHarm(st.Text))) {
			// "still fails", "sigue fallando"; for a claim that something
			// can no longer be done, "still completes the handshake".
			k, st.Rule = Persist, "persist.marker"
		}
		says = append(says, said{k, st})
	}
	for _, m := range markers.bare {
		says = append(says, said{Persist, m})
	}
	says = c.stoppedSays(text, toks, cl, markers, says)
	says = c.familySays(text, toks, cl, says)
	says = c.recurSays(text, says)
	says = c.valueSays(text, toks, cl, says)
	// The state before a change, followed by the state after it, is not
	// the item's result (order.go); measurements carry their own before
	// (numbers.go), counts do not.
	var spanBuf [maxBeforeSpans]span
	before := beforeSpans(text, toks, spanBuf[:0])
	before = olderVersionSpans(text, c.Text, before)
	for _, n := range [2]numberReading{c.readCounts(maskSpans(text, before)), c.readNumbers(text)} {
		if n.says == Success && numberPlanned(toks, cl, n.at) {
			// "then the hit rate should go above 90 %": a figure a plan
			// or an expectation aims at is not one measured.
			continue
		}
		if n.says != "" {
			says = append(says, said{n.says, Statement{Kind: n.says, Rule: n.rule, Start: n.at, End: n.at, Sentence: sentenceAt(text, n.at)}})
		}
	}
	if len(before) > 0 {
		kept := says[:0]
		for _, s := range says {
			if !inSpans(before, s.st.Start) || s.st.Rule == "number.bound" || s.st.Rule == "number.trend" || s.st.Rule == "persist.marker" {
				kept = append(kept, s)
			}
		}
		says = kept
	}
	if changed := changeSpans(text, toks, spanBuf[len(before):len(before)]); len(changed) > 0 {
		kept := says[:0]
		for _, s := range says {
			if s.says != Failure || s.st.Kind != Failure || !inSpans(changed, s.st.Start) {
				kept = append(kept, s) // "(after the old error page was replaced)": the error names what changed
			}
		}
		says = kept
	}
	// "Still modifying..." on a tool's progress line, then "Modifications
	// complete": the way to the end state (progress.go).
	progressChecks := 0
	for i := range says {
		if says[i].says == Persist && progressChecks < maxProgressChecks {
			progressChecks++
			if progressEnded(text, says[i].st.Start) {
				says[i].says = ""
			}
		}
	}
	// A persistence about the claim's subject is the current state,
	// whatever else the text reports; otherwise the last statement about
	// it decides.
	persist := -1 // the latest persistence about the claim's subject
	for i := range says {
		if says[i].says == Persist && (persist < 0 || says[i].st.Start >= says[persist].st.Start) &&
			(stateSubject(text, &says[i].st) || c.everyInstance || !other(&says[i].st)) &&
			!(says[i].st.Rule == "persist.waiting" && successAfter(says, says[i].st.Start)) {
			persist = i
		}
	}
	if persist >= 0 {
		return says[persist], true
	}
	// The latest statement not about something else; statements are in
	// text order, the numbers' after them, so look from the end by start.
	for {
		last := -1
		for i := range says {
			if says[i].says != Persist && says[i].says != "" && (last < 0 || says[i].st.Start >= says[last].st.Start) {
				last = i
			}
		}
		if last < 0 {
			break
		}
		if !other(&says[last].st) {
			if d := &says[last]; d.says == Success && c.Has(Universal) && !c.ExpectsFailure && c.otherFailureSaid(says, last) {
				// "interview complete for 0x17be" after "interview failed for
				// 0x9a0c" for "every sensor finished its interview": one of
				// them failed, whatever the last says.
				return said{}, false
			}
			if d := &says[last]; d.says == Success && absentHarm(&d.st) && (failureSaid(says, last) || otherHarm(c.lower(), text, nil, &d.st, goneWords) || (d.st.Rule != "affirm.stopped" || c.harmStated() || c.fixedHarm != "") && unaffirmedAfter(text, ss, says, &d.st, before)) {
				// "the error did not appear because the job never ran",
				// "没有出现白屏，页面直接返回 404": the harm is absent for
				// another reason, or another failure stands in its place.
				return said{}, false
			}
			return says[last], true
		}
		says[last].says = "" // about something else: look at the one before it
	}
	return said{}, false
}

// stateSubject reports a persisting state that is itself its clause's
// subject: "the spinner never stops", "a blank page", "la pantalla en
// blanco". Such a clause names no other thing than the state the
// narrative ended in; "the admin page shows a spinner" names another.
func stateSubject(text string, st *Statement) bool {
	if st.Kind != Persist || st.row <= 0 || rowFamily[st.row] != 0 {
		return false // only the generic row's states: "spinner", "blank page", "白屏"
	}
	from, _ := clauseSpan(text, st.Start, st.End)
	head := strings.ToLower(text[from:st.Start])
	for _, a := range [...]string{"the ", "a ", "an ", "el ", "la ", "un ", "una ", "and ", "but ", "then ", "y ", "pero "} {
		head = strings.TrimPrefix(head, a)
	}
	for _, a := range [...]string{"the ", "a ", "an ", "el ", "la ", "un ", "una "} {
		head = strings.TrimPrefix(head, a)
	}
	return strings.TrimSpace(head) == ""
}

// stoppedSays reads a content for the verb of a claim that something no
// longer happens ("the alert no longer fires"): the verb negated ("has not
// fired since the fix", "never fired") affirms it; said of now, or after
// a persistence marker ("fired again", "still fires"), it persists. In a
// clause about the state before the change ("before the fix it fired 6
// times a day") it says nothing.
func (c *Claim) stoppedSays(content string, toks []tok, cl clauses, m markerSet, out []said) []said {
	harm := c.stopped
	if harm == "" {
		// A fix claim's harm ("the intermittent disconnect is fixed"): said
		// absent ("without disconnects", "sin cortes", "没有中断") or at zero,
		// it affirms; counted, it persists. Its words without a negation
		// or a count are the claim's subject, said again.
		if harm = c.fixedHarm; harm == "" {
			return out
		}
	}
	for i := range toks {
		if toks[i].stop {
			continue
		}
		t, ok := text.Term(toks[i].s)
		if ok && t != harm && isPast(toks[i].s) {
			if base, ok2 := text.Term(lemma(toks[i].s)); ok2 && base == harm {
				t = base // "froze" for "no longer freezes": an irregular past
			}
		}
		counted := 0 // a count beside the verb or its noun: 1 zero, 2 more
		if !ok || t != harm {
			if !nounOf(toks[i].s, harm) {
				continue
			}
			if counted = harmCountBeside(content, toks[i].start, toks[i].end); counted == 0 {
				continue // "rechazos" without a count says nothing of how many
			}
		} else {
			counted = harmCountBeside(content, toks[i].start, toks[i].end)
		}
		neg, plan := context(toks, cl, i, i+1)
		if !neg && !ascii(toks[i].s) {
			// "一次断连都没有", "卡箱一次也没有": Chinese denies after the harm too.
			after := content[toks[i].end:min(len(content), toks[i].end+15)]
			neg = strings.Contains(after, "都没") || strings.Contains(after, "也没")
		}
		if plan || beforeNear(toks, int(cl[i].start), int(cl[i].end), i, i+1) {
			continue
		}
		st := Statement{Kind: Persist, Rule: "persist.stopped", Text: content[toks[i].start:toks[i].end], Start: toks[i].start,
			End: toks[i].end, Sentence: text.Clip(strings.TrimSpace(content[toks[cl[i].start].start:toks[cl[i].end].end]), 300)}
		if counted == 1 {
			// "闪退 0 次", "0 次闪退", "cero rechazos", "crashes: 0": none of the harm.
			st.Kind, st.Rule = Success, "affirm.stopped-zero"
			out = append(out, said{Success, st})
			continue
		}
		if counted == 2 && inParens(content, toks[i].start) && slices.ContainsFunc(out, func(s said) bool { return s.says == Success && strings.HasPrefix(s.st.Rule, "affirm.stopped") }) {
			continue // "一次都没有卡箱（昨天卡了 9 次）", "no stops (9 yesterday)": the count beside the absence compares
		}
		if counted == 2 {
			// "3 次闪退", "12 rechazos", "crashes: 2": the harm, counted.
			st.Rule = "persist.stopped-count"
			out = append(out, said{Persist, st})
			continue
		}
		if neg && (c.stopped != "" || harmEnds(content, toks, i)) {
			st.Kind, st.Rule = Success, "affirm.stopped"
			out = append(out, said{Success, st})
		} else if c.stopped != "" && (again(toks, i, cl) || m.governs(st.Start)) {
			out = append(out, said{Persist, st})
		}
	}
	return out
}

// harmEnds reports a fix claim's harm said absent as a phrase of its own
// — "no disconnects.", "sin cortes durante 20 minutos", "没有中断，" — not
// a noun another word goes on ("no logout button", "no login was
// possible", "sin sesión cada 5 minutos").
func harmEnds(content string, toks []tok, i int) bool {
	j := i + 1
	if !ascii(toks[i].s) {
		for j < len(toks) && !toks[j].stop && hanWord(toks[j].s) && j <= i+2 && toks[j].s != "都" && toks[j].s != "也" && toks[j].s != "了" {
			j++ // the harm's other characters: 中断, 断连
		}
	}
	if j >= len(toks) || toks[j].stop {
		return true
	}
	switch toks[j].s {
	case "in", "on", "during", "for", "since", "after", "at", "across", "over", "durante", "en", "desde", "tras", "por", "con",
		"都", "也", "了", "过":
		return true
	}
	return false
}

// inParens reports a position inside a parenthesis of its sentence.
func inParens(text string, at int) bool {
	from, _ := sentenceSpan(text, at)
	head := text[from:at]
	open := max(strings.LastIndex(head, "("), strings.LastIndex(head, "（"))
	return open >= 0 && !strings.ContainsAny(head[open:], ")）")
}

// afterChangeLeads open a clause about the state after a change.
var afterChangeLeads = []string{"after the fix", "after deploying", "after the deploy", "after the change", "after the patch",
	"after rolling out", "after the rollout", "after the release", "since the fix", "since the deploy", "tras el cambio",
	"después del despliegue", "después del cambio", "tras desplegar", "tras el parche", "después del parche", "tras el arreglo",
	"修复后", "上线后", "部署后", "发布后"}

// afterChangeLead reports a clause head that says it is after the change.
func afterChangeLead(head string) bool {
	return len(head) < 200 && containsAnyFold(head, afterChangeLeads)
}

// stopsHarm reports a statement of the harm a claim says stopped: "was
// still refunded twice" for "the fix stopped double refunds" — a success
// word of its own that, for this claim, is the harm going on.
func (c *Claim) stopsHarm(s string) bool {
	if c.stopped == "" {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if t, ok := text.Term(w); ok && (t == c.stopped || nounOf(w, c.stopped)) {
			return true
		}
	}
	return false
}

// nounOf reports a word that is the noun or another form of a stopped
// verb's term: "rechazos" of "rechaza", "crashes" of "crash", "fallos" of
// "falla" — the stem, at most two letters shorter than the term, and the
// word at most two letters longer.
func nounOf(w, verb string) bool {
	if len(verb) < 4 || len(w) > len(verb)+2 || !isLatin(w) {
		return false
	}
	k := 0
	for k < len(w) && k < len(verb) && w[k] == verb[k] {
		k++
	}
	return k >= 4 && k >= len(verb)-2
}

// countUnits follow a count of events: "3 次", "4 veces", "3 times".
var countUnits = map[string]bool{"次": true, "回": true, "veces": true, "vez": true, "times": true, "time": true}

// harmCountBeside reads a count of the word at text[start:end]: 1 when it is
// zero ("0 次闪退", "闪退 0 次", "cero rechazos", "crashes: 0"), 2 when it
// is more ("3 次闪退", "12 rechazos", "crashes: 2"), 0 when none stands
// beside it.
func harmCountBeside(text string, start, end int) int {
	if zeroBefore(text, start) || zeroAfter(text, end) {
		return 1
	}
	head := strings.TrimRight(text[max(0, start-12):start], " ")
	for _, cl := range classifiers {
		if h, ok := strings.CutSuffix(head, cl); ok {
			head = strings.TrimRight(h, " ")
			break
		}
	}
	if e := len(head); e > 0 && isDigit(head[e-1]) && e < len(text[max(0, start-12):start]) || e > 0 && isDigit(head[e-1]) && hasCJKText(text[start:end]) {
		b := e
		for b > 0 && isDigit(head[b-1]) {
			b--
		}
		if b == 0 || !isAlnum(head[b-1]) && head[b-1] != '.' && head[b-1] != ':' {
			return 2
		}
	}
	after := text[end:min(len(text), end+24)]
	if hasCJKText(text[start:end]) {
		// "中断了 3 次", "闪退过 2 次": the harm's other characters and its
		// aspect mark stand before the count.
		for k := 0; k < 3; k++ {
			r, n := utf8.DecodeRuneInString(after)
			if !unicode.Is(unicode.Han, r) || r == '次' {
				break
			}
			after = after[n:]
		}
	}
	rest := strings.TrimLeft(countedTail(after), " :=")
	n, tail := leadingInt(rest)
	if n <= 0 {
		return 0
	}
	if t := strings.TrimLeft(tail, " "); t == "" || t[0] == ',' || t[0] == ';' || t[0] == ')' || t[0] == '\n' || t[0] == '.' && (len(t) == 1 || !isDigit(t[1])) {
		return 2 // "crashes: 2", "rechazos: 12."
	} else if w := firstWords(t, 1); len(w) > 0 && countUnits[w[0]] {
		return 2 // "闪退 3 次", "fallos 4 veces", "crashed 3 times"
	}
	return 0
}

// again reports "again" or "otra vez" in the clause around toks[i].
func again(toks []tok, i int, cl clauses) bool {
	for k := int(cl[i].start); k <= int(cl[i].end) && k < len(toks); k++ {
		if toks[k].s == "again" || toks[k].s == "nuevo" || toks[k].s == "又" {
			return true
		}
	}
	return false
}

// persistsIn returns a statement of words around an output that says the
// problem persists (a persistence word, a failure a marker governs, a
// marker before words the reader does not know), on a line that names
// what the claim is about: a log line that is "still waiting for the
// lock" is not about the claim.
func (c *Claim) persistsIn(text string, toks []tok, ss []Statement, cl clauses) (Statement, bool) {
	markers := c.markers(text, toks, ss, cl)
	for i := range ss {
		k := c.says(text, toks, ss, i)
		st := ss[i]
		if k == Failure && markers.governs(st.Start) {
			k, st.Rule = Persist, "persist.marker"
		}
		if k == Persist && st.Rule == "persist.waiting" && c.laterSuccess(text, toks, ss, i) {
			continue // "Waiting for rollout to finish…" then "successfully rolled out": progress, then done
		}
		if k == Persist && c.mentionedAt(text, st.Start) {
			return st, true
		}
	}
	for _, m := range markers.bare {
		if c.mentionedAt(text, m.Start) {
			return m, true
		}
	}
	return Statement{}, false
}

// successAfter reports a success said after start: what was under way
// ("waiting for the rollout") and then done.
func successAfter(says []said, start int) bool {
	for i := range says {
		if says[i].says == Success && says[i].st.Start > start {
			return true
		}
	}
	return false
}

// laterSuccess reports whether a statement after ss[i] says the claim's
// success.
func (c *Claim) laterSuccess(text string, toks []tok, ss []Statement, i int) bool {
	for j := i + 1; j < len(ss); j++ {
		if c.says(text, toks, ss, j) == Success {
			return true
		}
	}
	return false
}

// mentionedAt reports whether the line of text around byte offset at
// names what the claim is about: one of its subject terms or identifiers.
func (c *Claim) mentionedAt(s string, at int) bool {
	from, to := at, at
	for from > 0 && s[from-1] != '\n' {
		from--
	}
	for to < len(s) && s[to] != '\n' {
		to++
	}
	line := strings.TrimSpace(s[from:to])
	if runnerLine(line) || tableLine(line) || c.readingCode && codeLine(line) {
		return false // "✔ slugify keeps ascii words", "keep := true": names, not words about it
	}
	terms := c.core
	if len(terms) == 0 {
		c.prepare()
		terms = c.topical // "All tests in the shop module pass": shop, module
	}
	if len(text.Holds(line, terms)) > 0 || len(c.sharedIdents(line)) > 0 {
		return true
	}
	// The claim's first word, as a paste repeats it: "Everything: still
	// failing" for "Everything is committed"; or a pronoun, whose only
	// antecedent is the claim: "it: still failing, nothing changed".
	first := strings.ToLower(strings.TrimLeft(line, " "))
	for _, a := range [...]string{"the ", "a ", "el ", "la ", "los ", "las "} {
		first = strings.TrimPrefix(first, a) // "The test suite: still failing"
	}
	for _, p := range []string{"it", "this", "esto", "eso", "它", "这个"} {
		if strings.HasPrefix(first, p) && (len(first) == len(p) || !isAlnum(first[len(p)])) {
			return true
		}
	}
	for _, t := range c.tokens() {
		if !t.stop && t.s != "the" && t.s != "a" && t.s != "el" && t.s != "la" {
			return len(t.s) >= 4 && strings.HasPrefix(first, t.s) && (len(first) == len(t.s) || !isAlnum(first[len(t.s)]))
		}
	}
	return false
}

// tableLine reports a row of a table a tool printed (kubectl, docker ps):
// three columns or more apart by runs of spaces. Its words are values
// ("Running   0   22m"), not words about them.
func tableLine(l string) bool {
	gaps := 0
	for i := 0; i+1 < len(l); i++ {
		if l[i] == ' ' && l[i+1] == ' ' {
			gaps++
			for i+1 < len(l) && l[i+1] == ' ' {
				i++
			}
		}
	}
	return gaps >= 2
}

// codeLine reports a line of code or of a diff: its words are names.
func codeLine(l string) bool {
	if strings.ContainsAny(l, "{};=") || strings.HasPrefix(l, "+") || strings.HasPrefix(l, "@@") {
		return true
	}
	for _, k := range []string{"func ", "def ", "return ", "if ", "for ", "while ", "const ", "var ", "let ", "import ", "class "} {
		if strings.HasPrefix(l, k) {
			return true
		}
	}
	return false
}

// runnerMarks start the lines a runner prints about one test or a summary.
var runnerMarks = []string{"✔", "✓", "✕", "✖", "×", "√", "ok ", "not ok ", "--- ", "=== ", "PASS", "FAIL", "ℹ ", "# ",
	"SKIP", "PASSED", "FAILED", "ERROR", "•", "▶", "↓", "- ", "* "}

// runnerLine reports a line a runner printed about a test or a run, whose
// words are names: "✔ slugify keeps ascii words (12ms)", "--- PASS: …",
// "test_total (tests.CartTest) ... ok".
func runnerLine(l string) bool {
	for _, m := range runnerMarks {
		if strings.HasPrefix(l, m) {
			return true
		}
	}
	return strings.Contains(l, " ... ") || strings.Contains(l, " PASSED") || strings.Contains(l, " FAILED") || strings.Contains(l, "::")
}

// says returns what statement i says of the claim: Success, Failure,
// Persist or "".
func (c *Claim) says(text string, toks []tok, ss []Statement, i int) Kind {
	st := &ss[i]
	if st.Planned || st.Before {
		return ""
	}
	fam := rowFamily[st.row]
	switch st.Kind {
	case Performance:
		// "noticeably faster", "much slower", "变快了": the direction the
		// claim states, in words.
		t, ok := trendOf(st.Text)
		if !ok || !c.hasTrend {
			return ""
		}
		if agrees := t.down == c.trend.down; agrees != st.Negated {
			return Success
		}
		return Persist
	case Success, Failure:
		k := st.Says()
		switch {
		case st.Kind == Failure && c.namesPhrase(toks, st):
			return "" // "the error budget alert": the claim's own subject, named
		case st.Kind == Failure && c.settingNamed(st.Text):
			return "" // "idle timeout fired" for "the 30-second idle timeout is enforced": the setting the claim names
		case st.Kind == Failure && !st.Negated && c.conditionNamed(st.Text):
			return "" // "stalled the upstream for 35 s" for "… fires when the upstream stalls": the condition set up
		case st.Kind == Failure && c.identHolds(st.Text):
			return "" // "options.timeoutMs - request timeout in milliseconds" for a claim about timeoutMs
		case st.Kind == Failure && !st.Negated && thingNamed(text, st):
			return "" // "diverts them to the exception lane": a thing the failure word names
		case k == Failure && st.Kind == Failure && c.measuredFailure(text, st):
			if measuredZero(text, st) {
				return Success // "error rate 0%", "errors: 0/s": none
			}
			if c.zeroFailures && measuredAboveZero(text, st) {
				return Persist // "5xx rate is 0.4%" for "no 5xx errors": some, where the claim says none
			}
			return "" // "error rate 0.05%": a measurement, read with the numbers
		case k == Failure && st.Kind == Failure && timeoutLimit(text, st):
			return "" // "under 4 minutes against the 10-minute timeout": the limit, not an event
		case st.Kind == Failure && !st.Negated && (zeroBefore(text, st.Start) || zeroAfter(text, st.End)):
			return Success // "0 errores", "0 次失败", "失败 0 封", "the crash has 0 events"
		case st.Kind == Failure && !st.Negated && i > 0 && ss[i-1].Kind == Failure && strings.TrimSpace(text[min(ss[i-1].End, st.Start):st.Start]) == "" &&
			zeroBefore(text, ss[i-1].Start):
			return Success // "0 deadline exceeded errors", "0 timeout errors": one noun counted zero
		case k == Success && st.Kind == Success && !strings.ContainsAny(st.Text, "0") &&
			(zeroBefore(text, st.Start) || partBefore(text, st.Start) && !c.partWithin(text, st.Start) || fewerBefore(text, st.Start) || fewerAround(text, st.Start, st.End)):
			return Persist // "0 completed", "61% done", "17 of 20 passed"
		}
		return k
	case Affirm:
		if !c.families.has(fam) {
			return ""
		}
		if h := harmBefore(text, st); st.Negated && !c.ExpectsFailure && h != "" && (c.stopped != "" || c.negation() || !strings.Contains(c.lower(), h)) &&
			!otherHarm(c.lower(), text, ss, st, goneWords) {
			// (Not where the claim says that harm shows: "the error banner
			// appears on invalid input".)
			if unaffirmedAfter(text, ss, nil, st, nil) {
				return "" // "the crash did not appear, the viewer just shows a grey page"
			}
			return Success // "the blank page no longer appears": the harm is what does not show
		}
		if predicateRows[fam].name == "toggle" && c.claimsOff() && !st.Negated {
			return Persist // "is On" for "the flag is off": the other state
		}
		if st.Negated || zeroBefore(text, st.Start) || zeroAfter(text, st.End) || fewerBefore(text, st.Start) || partBefore(text, st.Start) && !c.partWithin(text, st.Start) ||
			fewerAround(text, st.Start, st.End) {
			return Persist // "hasn't arrived", "0 sent", "已发送 0 封", "2 of 6 available", "80% migrated"
		}
		if st.qualified {
			return "" // "the page appears but the total is wrong": the state reached, qualified
		}
		return Success
	case Persist:
		if c.families.has(fam) && !st.Negated && predicateRows[fam].name == "toggle" && c.claimsOff() {
			return Success // "is Off (serving false)" for "the flag is off for tenant globex-inc": the state the claim says
		}
		if !c.families.has(fam) || st.Negated || zeroBefore(text, st.Start) || zeroAfter(text, st.End) || c.statesItself(st) {
			return "" // "0 pending", "待发送 0": nothing is still waiting
		}
		return Persist
	}
	return ""
}

// conditionNamed reports a failure word the claim states only as its
// condition, in a clause its "when", "if" or "after" opens: "the
// on_timeout handler fires when the upstream stalls". In a content that
// word sets the condition up; the outcome is what follows.
func (c *Claim) conditionNamed(word string) bool {
	t, ok := text.Term(strings.ToLower(word))
	if !ok {
		return false
	}
	for i := range c.Statements {
		cs := &c.Statements[i]
		if cs.Kind != Failure || !subordinate(c.Text, cs.Start) {
			continue
		}
		if u, ok := text.Term(strings.ToLower(cs.Text)); ok && (u == t || lemma(u) == lemma(t)) {
			return true
		}
	}
	return false
}

// settingNamed reports a failure word that the claim names as a setting
// ("the 90 s heartbeat timeout is live"): in a content it names that
// setting, not a failure.
func (c *Claim) settingNamed(word string) bool {
	for i := range c.Statements {
		if cs := &c.Statements[i]; cs.Kind == Failure && strings.EqualFold(cs.Text, word) && timeoutLimit(c.Text, cs) {
			return true
		}
	}
	return false
}

// otherFailureSaid reports a failure among what a content says, other than
// says[except], in a word the claim does not use itself ("failed" of "every
// failed job" is what the claim is about).
func (c *Claim) otherFailureSaid(says []said, except int) bool {
	for i, s := range says {
		if i != except && s.says == Failure && !strings.Contains(c.lower(), strings.ToLower(s.st.Text)) && !c.conditionNamed(s.st.Text) {
			return true
		}
	}
	return false
}

// failureSaid reports a failure among what a content says, other than
// says[except] (the state before a change set aside).
func failureSaid(says []said, except int) bool {
	for i, s := range says {
		if i != except && s.says == Failure {
			return true
		}
	}
	return false
}

// absentHarm reports a success that is a harm's absence: a negated
// failure ("did not appear", "没有出现白屏") or the end of a stopped harm.
func absentHarm(st *Statement) bool {
	return st.Kind == Failure && st.Negated || st.Kind == Persist && st.Negated || strings.HasPrefix(st.Rule, "affirm.stopped")
}

// otherHarm reports an item that, beside a harm that no longer shows,
// states another failure or a reason the harm is gone other than a fix:
// "the 500 no longer appears; it now shows a 502 instead", "… no longer
// appears because /settings now redirects to /login", "since we removed
// the toast; the request itself returns HTTP 500".
func otherHarm(claim, text string, ss []Statement, st *Statement, words []string) bool {
	for i := range ss {
		if o := &ss[i]; o != st && o.Kind == Failure && !o.Negated && !o.Planned && !o.Before && !strings.Contains(claim, strings.ToLower(o.Text)) {
			return true
		}
	}
	if hasStatusNumber(text) {
		for part := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == ',' || r == ';' || r == '.' || r == '，' || r == '。' || r == '；' }) {
			if n := proseStatus(part); n >= 400 {
				return true
			}
		}
	}
	return containsAnyFold(text, words)
}

// unaffirmedAfter reports a clause, after the one where a harm no longer
// shows and in its sentence, that says nothing the reader reads as a
// success: "the crash did not happen, the viewer just shows a grey page",
// "the error did not appear; the payment stayed in 'processing'",
// "没有出现白屏，页面直接返回 404". The harm's absence is then only what did
// not happen; what did is in words no row reads, and an unread outcome
// is no affirmation (§4.1). A clause that affirms ("…, the order is
// created") keeps it, and so does one of the state before (in before:
// "none crashed; v2.13 crashed on the third export").
func unaffirmedAfter(text string, ss []Statement, says []said, st *Statement, before []span) bool {
	end := st.End
	for end < len(text) && !sentenceEnd(text, end) {
		end++
	}
	rest := text[st.End:end]
	cut := strings.IndexAny(rest, ",;:")
	for _, sep := range [...]string{"，", "；", "："} {
		if i := strings.Index(rest, sep); i >= 0 && (cut < 0 || i < cut) {
			cut = i + len(sep) - 1
		}
	}
	if cut < 0 {
		return false
	}
	from := st.End + cut + 1
	for from < end && text[from] == ' ' {
		from++
	}
	clause := text[from:end]
	if inSpans(before, from) {
		return false
	}
	for i := range ss {
		if o := &ss[i]; o.Start >= from && o.Start < end && ((o.Kind == Success || o.Kind == Affirm) && o.Negated ||
			o.Kind == Persist && !o.Negated && !zeroBefore(text, o.Start) && !zeroAfter(text, o.End)) {
			return true // "nothing was charged and no order was created", "90% 的记录没有写入": what should have happened did not
		}
	}
	for _, d := range says {
		if (d.says == Persist || d.says == Failure) && d.st.Start >= from && d.st.Start < end {
			return true // "0 bytes stored", "14 of 20 orders were left unpaid"
		}
	}
	if listedFigure(clause) || absenceOpens(clause) {
		// "…: 3,412 accounts reconciled, 0 mismatches": figures the
		// numbers read; "no freezes, no power cycle needed": one more
		// absence.
		return false
	}
	if words := len(strings.Fields(clause)); words < 2 && utf8.RuneCountInString(strings.TrimSpace(clause)) < 4 {
		return false
	}
	for i := range ss {
		if o := &ss[i]; o.Start >= from && o.Start < end && (o.Kind == Success || o.Kind == Affirm) && !o.Negated {
			return false
		}
	}
	for _, d := range says {
		if d.says == Success && d.st.Start >= from && d.st.Start < end {
			return false // "did not fail this time: 3,412 accounts reconciled, 0 mismatches"
		}
	}
	return true
}

// harmStated reports a claim that states a failure or a persisting state
// as words of its own ("the kiosk no longer freezes", "不再白屏"), not a
// verb of its subject that no longer happens ("no longer receive them").
func (c *Claim) harmStated() bool {
	for i := range c.Statements {
		if k := c.Statements[i].Kind; k == Failure || k == Persist {
			return true
		}
	}
	return false
}

// absenceOpens reports a clause that opens with a word of absence: "no
// power cycle needed", "without a retry", "nothing in the log", "sin
// reinicio", "无需重启".
func absenceOpens(clause string) bool {
	w, _, _ := strings.Cut(strings.ToLower(clause), " ")
	switch w {
	case "no", "not", "without", "nothing", "none", "neither", "nor", "zero", "sin", "ningún", "ninguna", "nada":
		return true
	}
	for _, p := range [...]string{"无", "没有", "没", "不", "未"} {
		if strings.HasPrefix(clause, p) {
			return true
		}
	}
	return false
}

// goneWords give a harm that no longer shows another reason than a fix.
var goneWords = []string{"instead", "because", "since we", "removed", "redirect", "never ran", "never triggered",
	"en su lugar", "porque", "因为", "改为", "跳转"}

// harmBefore reports a negated verb of showing whose subject, in its
// clause, is a harm: "the blank page no longer appears", "the error
// did not show", "la pantalla en blanco ya no aparece".
func harmBefore(text string, st *Statement) string {
	from, _ := clauseSpan(text, st.Start, st.End)
	head := strings.ToLower(text[from:st.Start])
	if len(head) > 80 {
		return ""
	}
	for _, p := range predicateRows[0].persist {
		if strings.Contains(head, p) {
			return p
		}
	}
	for _, w := range [...]string{"error", "crash", "exception", "timeout", "错误", "报错", "崩溃"} {
		if strings.Contains(head, w) {
			return w
		}
	}
	return ""
}

// claimsOff reports a claim that a toggle is off: one of the toggle row's
// off states, as words, not negated ("is off", "is disabled", "está
// desactivado", "已关闭").
func (c *Claim) claimsOff() bool {
	if c.offRead {
		return c.off
	}
	c.offRead = true
	for _, p := range predicateRows {
		if p.name != "toggle" {
			continue
		}
		for _, w := range p.persist {
			if asWords(c.Text, w) {
				c.off = !c.negation()
				return c.off
			}
		}
	}
	return false
}

// statesItself reports a persisting phrase that a claim which is not a
// success says itself: "the certificate expired" is the cause "caused by
// the expired TLS certificate" names, not a persistence against it.
func (c *Claim) statesItself(st *Statement) bool {
	if asWords(c.Text, st.Text) {
		return true // "the --dry-run flag prints the plan": a dry run is what the claim is about
	}
	if c.Success && !c.Has(Causal) {
		return false
	}
	terms := text.Terms(st.Text)
	return len(terms) > 0 && text.Common(terms, c.Subject.Terms) == len(terms)
}

// asWords reports whether text holds phrase, case and hyphens aside
// ("--dry-run" holds "dry run").
func asWords(text, phrase string) bool {
	fold := strings.NewReplacer("-", " ", "_", " ")
	return strings.Contains(fold.Replace(strings.ToLower(text)), fold.Replace(strings.ToLower(phrase)))
}

// namesPhrase reports a failure word of a content that, with the words
// after it, repeats a noun phrase of the claim: "error" in "the error
// budget alert" names the claim's subject; it reports no failure.
func (c *Claim) namesPhrase(toks []tok, st *Statement) bool {
	i, j := -1, -1
	for k := range toks {
		if i < 0 && toks[k].start == st.Start {
			i = k
		}
		if i >= 0 && toks[k].start >= st.End {
			j = k
			break
		}
	}
	if i < 0 || j < 0 || toks[j].stop || stopWord(toks[j].s) {
		return false
	}
	ct := c.tokens()
	n := j - i
	for k := 0; k+n < len(ct); k++ {
		same := true
		for d := 0; d <= n && same; d++ {
			same = !ct[k+d].stop && ct[k+d].s == toks[i+d].s
		}
		if same {
			return true
		}
	}
	return false
}

// identHolds reports a word that is a part of an identifier the claim
// names: "timeout" of timeoutMs, "error" of on_error.
func (c *Claim) identHolds(w string) bool {
	tw, ok := text.Term(strings.ToLower(w))
	if !ok {
		return false
	}
	for _, id := range strings.FieldsFunc(c.Text, func(r rune) bool { return !isAlnum(byte(r)) && r != '_' || r >= utf8.RuneSelf }) {
		if !identLike(id) || !strings.Contains(strings.ToLower(id), strings.ToLower(w)) {
			continue
		}
		if slices.Contains(text.Terms(id), tw) {
			return true
		}
	}
	return false
}

// identLike reports a word written as an identifier: camelCase or
// snake_case ("timeoutMs", "on_error").
func identLike(id string) bool {
	if strings.Contains(id, "_") {
		return true
	}
	for i := 1; i < len(id); i++ {
		if id[i] >= 'A' && id[i] <= 'Z' && id[i-1] >= 'a' && id[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// failureNouns are failure words that, beside a number, name a measure
// rather than report a failure: "error rate 0.05%", "0.1% errors",
// "timeouts: 3/min".
var failureNouns = map[string]bool{"error": true, "errors": true, "failure": true, "failures": true, "timeout": true, "timeouts": true,
	"exception": true, "exceptions": true, "errores": true, "error rate": true, "错误": true, "报错": true, "超时": true, "异常": true}

// measuredFailure reports a failure noun measured by a rate or ratio next
// to it: "error rate 0.05%", "0.1% errors", "errors: 2/s". Such a measure
// says what the claim's numbers make of it, not that something failed;
// only a claim that says there are none ("no errors") reads it as one.
func (c *Claim) measuredFailure(text string, st *Statement) bool {
	if !failureNouns[strings.ToLower(st.Text)] {
		return false
	}
	from, to := max(0, st.Start-12), min(len(text), st.End+24)
	for _, m := range measurements(text[from:to], 4) {
		if m.class == ratioUnit || m.class == rateUnit || strings.Contains(text[from+m.end:min(to, from+m.end+6)], "/") {
			return !c.zeroFailures || m.value == 0
		}
	}
	return false
}

// limitWords, just before a timeout, make it the limit a run is measured
// against: "against the timeout", "well within the timeout", "dentro del timeout".
var limitWords = map[string]bool{"against": true, "under": true, "within": true, "below": true, "inside": true, "than": true,
	"dentro": true, "debajo": true, "bajo": true}

// reachedWords before a timeout say the limit was reached: an event.
var reachedWords = map[string]bool{"hit": true, "hits": true, "reached": true, "reaches": true, "exceeded": true, "exceeds": true,
	"triggered": true, "tripped": true, "into": true, "alcanzó": true, "superó": true}

// timeoutLimit reports a timeout that names a configured limit, not one
// that happened: a duration just before it ("the 10-minute timeout", "a 30s
// timeout"), after it ("timeout of 10 minutes", "timeout=30s", "timeout de 10
// min"), or a word of comparison ("each under 4 minutes against the
// timeout"); the limit's Chinese name (超时时间, 超时阈值, 超时设置).
func timeoutLimit(text string, st *Statement) bool {
	w := strings.ToLower(st.Text)
	switch w {
	case "timeout", "timeouts", "time-out", "el timeout":
	case "超时":
		rest := text[st.End:min(len(text), st.End+len("时间"))]
		return rest == "时间" || rest == "阈值" || rest == "设置" || rest == "上限"
	default:
		return false
	}
	head := strings.ToLower(text[max(0, st.Start-40):st.Start])
	for _, word := range lastWords(head, 4) {
		if reachedWords[word] {
			return false // "hit the 10-minute timeout": it happened
		}
	}
	spaced := strings.TrimRight(strings.ReplaceAll(head, "-", " "), " ")
	if ms := measurements(spaced, 8); len(ms) > 0 && ms[len(ms)-1].class == timeUnit {
		if e := ms[len(ms)-1].end; e == len(spaced) {
			return true // "10-minute timeout", "30s timeout"
		} else if between := strings.Fields(spaced[e:]); len(between) == 1 && strings.Trim(between[0], "abcdefghijklmnopqrstuvwxyz") == "" {
			return true // "the 90 s heartbeat timeout", "a 30-second idle timeout"
		}
	}
	for _, word := range lastWords(head, 3) {
		if limitWords[word] {
			return true
		}
	}
	rest := strings.ToLower(strings.TrimLeft(text[st.End:min(len(text), st.End+32)], " "))
	for _, lead := range []string{"of ", "=", ":", "de ", "is ", "set to ", "to ", "a ", "limit", "budget", "threshold"} {
		if r, ok := strings.CutPrefix(rest, lead); ok {
			if ms := measurements(strings.TrimLeft(r, " "), 1); len(ms) > 0 && ms[0].class == timeUnit && ms[0].start == 0 ||
				lead == "limit" || lead == "budget" || lead == "threshold" {
				return true
			}
		}
	}
	return false
}

// measuredZero reports a failure noun measured by a rate or ratio of zero
// next to it: "error rate 0%", "0% errors", "errors: 0/s".
func measuredZero(text string, st *Statement) bool {
	from, to := max(0, st.Start-12), min(len(text), st.End+24)
	for _, m := range measurements(text[from:to], 4) {
		if m.class == ratioUnit || m.class == rateUnit || strings.Contains(text[from+m.end:min(to, from+m.end+6)], "/") {
			return m.value == 0
		}
	}
	return false
}

// measuredAboveZero reports a failure noun measured by a rate or ratio
// above zero next to it: "5xx rate is 0.4%", "errors: 2/s".
func measuredAboveZero(text string, st *Statement) bool {
	from, to := max(0, st.Start-12), min(len(text), st.End+24)
	for _, m := range measurements(text[from:to], 4) {
		if m.class == ratioUnit || m.class == rateUnit || strings.Contains(text[from+m.end:min(to, from+m.end+6)], "/") {
			return m.value > 0
		}
	}
	return false
}

// zeroBefore reports a zero count just before a phrase, separated from it
// by spaces only: "0 sent", "zero completed", "0 条发送". "[0] listening"
// is a prefix, not a count.
func zeroBefore(text string, at int) bool {
	if zeroCounted(text, at) {
		return true
	}
	head := strings.TrimRight(text[max(0, at-12):at], " ")
	for _, cl := range classifiers {
		if h := strings.TrimSuffix(head, cl); h != head {
			head = strings.TrimRight(h, " ")
			if len(head) > 0 && isDigit(head[len(head)-1]) {
				return strings.HasSuffix(head, "0") && (len(head) == 1 || !isDigit(head[len(head)-2]) && head[len(head)-2] != '.')
			}
		}
	}
	if len(head) == len(text[max(0, at-12):at]) && !strings.HasSuffix(head, "零") {
		return false // no space before the phrase: not a count of it
	}
	lower := strings.ToLower(head) // once, not once a word
	for _, z := range []string{"0", "zero", "none", "cero", "零"} {
		if strings.HasSuffix(lower, z) {
			rest := head[:len(head)-len(z)]
			return rest == "" || !isAlnum(rest[len(rest)-1]) && rest[len(rest)-1] != '.' && rest[len(rest)-1] != '['
		}
	}
	return false
}

// readCounts reads the counts of a content against the claim: a count that
// falls short of its whole ("3 of 8 shards", "212 de 230", "12 of 40
// processed") where the claim speaks for all or says something completed;
// for a claim that something is empty or back to zero ("the queue is
// drained", "积压已经清零"), a count of zero ("0 messages left", "lag 0",
// "一直为 0") affirms it and a count above zero persists.
func (c *Claim) readCounts(text string) numberReading {
	if c.Has(Universal) || c.families.has(completeRow) {
		if at := fewerAt(text); at >= 0 && !c.stepNamed(text, at) {
			return numberReading{Persist, at, "number.fewer"}
		}
	}
	if c.zeroState {
		return zeroCount(text)
	}
	if c.zeroFailures {
		if class := c.statusClass(); class != "" {
			return zeroOfStatus(text, class)
		}
	}
	return numberReading{}
}

// statusClass returns the status class a claim of no failures names ("no
// 5xx errors", "ya no hay errores 5xx", "zero 502 errors": "5"), or "".
func (c *Claim) statusClass() string {
	for _, t := range c.textToks {
		if !t.stop && statusToken(t.s) {
			return t.s[:1]
		}
	}
	return ""
}

// zeroOfStatus reads a zero count of a status of the class the claim says
// there are none of: "0 respuestas 5xx", "0 5xx responses", "5xx: 0",
// "zero 502s" affirm it; a count above zero is read by the statements.
func zeroOfStatus(text, class string) numberReading {
	lower := strings.ToLower(text)
	for i := 0; i+3 <= len(lower); i++ {
		w := lower[i : i+3]
		if !statusToken(w) || w[:1] != class || i > 0 && isAlnum(lower[i-1]) || i+3 < len(lower) && isAlnum(lower[i+3]) && lower[i+3] != 's' {
			continue
		}
		// "0 5xx", "0 respuestas 5xx", "0 with a 5xx status": a zero up to
		// three words before, none of them a number.
		zero := false
		for k, w := range lastWords(lower[max(0, i-40):i], 4) {
			if w == "0" || w == "zero" || w == "cero" {
				zero = true
				break
			}
			if k == 0 && len(w) <= 2 && w != "a" && w != "an" || strings.ContainsAny(w, "0123456789") {
				break
			}
			if !statusCountWords[w] && w != "status" && w != "code" && w != "codes" && w != "http" && w != "a" && w != "an" &&
				w != "estado" && w != "código" && w != "状态" && w != "码" {
				break // "zero customer tickets about 5xx": the zero counts something else
			}
		}
		rest := strings.TrimLeft(lower[i+3:min(len(lower), i+16)], "s :=")
		for _, cop := range []string{"为", "是", "都是", "一直是"} {
			rest = strings.TrimLeft(strings.TrimPrefix(rest, cop), " ")
		}
		if !zero && strings.HasPrefix(rest, "0") && (len(rest) == 1 || !isDigit(rest[1]) && rest[1] != '.') {
			zero = true // "5xx: 0", "5xx=0", "5xx 为 0"
		}
		if zero {
			return numberReading{Success, i, "number.zero-status"}
		}
		if countsStatus(lower[max(0, i-64):i]) {
			return numberReading{Persist, i, "number.some-status"} // "0.8% of checkout requests are 502s", "12 503s"
		}
		if r := strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(rest, " "), "rate"), " :=is"); len(r) > 0 && isDigit(r[0]) {
			// "5xx rate is 0.4%", "5xx rate: 0.37": a rate of the status
			// above zero.
			if v, _ := parseNumber(r, 0); v > 0 {
				return numberReading{Persist, i, "number.some-status"}
			}
		}
	}
	return numberReading{}
}

// statusCountWords may stand between a count and the status it counts:
// "0.8% of checkout requests are 502s", "3 requests returned 503".
var statusCountWords = map[string]bool{"of": true, "the": true, "all": true, "requests": true, "responses": true, "calls": true,
	"hits": true, "are": true, "were": true, "returned": true, "return": true, "got": true, "with": true, "as": true, "answered": true,
	"de": true, "las": true, "los": true, "peticiones": true, "solicitudes": true, "respuestas": true, "son": true, "fueron": true,
	"devolvieron": true, "con": true, "的": true, "请求": true, "是": true, "为": true, "返回": true, "个": true, "次": true}

// countsStatus reports a count above zero at the end of before, the text
// in front of a status, within its clause: the number, then only words
// that say what it counts ("12", "3 requests returned"), or a share of
// anything ("0.8% of checkout requests are").
func countsStatus(before string) bool {
	if k := strings.LastIndexAny(before, ",;:\n"); k >= 0 {
		before = before[k+1:]
	}
	var ws [10]string // the last words, in order
	n := 0
	for f := range strings.FieldsSeq(before) {
		if n == len(ws) {
			copy(ws[:], ws[1:])
			n--
		}
		ws[n] = f
		n++
	}
	for k := n - 1; k >= 0; k-- {
		c, ok := countOf(ws[k])
		if !ok {
			continue
		}
		share := k+1 < n && (ws[k+1] == "of" || ws[k+1] == "de" || ws[k+1] == "del")
		for _, w := range ws[k+1 : n] {
			if !share && !statusCountWords[w] {
				return false
			}
		}
		return c > 0
	}
	return false
}

// countOf reads a word that is a count or a share: "12", "0.8%", "3%".
func countOf(w string) (float64, bool) {
	w = strings.TrimSuffix(w, "%")
	if w == "" || !isDigit(w[0]) {
		return 0, false
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(w, ",", ""), 64)
	return f, err == nil
}

// completeRow is the index of the "complete" row of predicateRows.
var completeRow = func() int8 {
	for i, p := range predicateRows {
		if p.name == "complete" {
			return int8(i)
		}
	}
	return -1
}()

// zeroNouns are what a count of an emptied thing counts.
var zeroNouns = map[string]bool{"messages": true, "message": true, "left": true, "remaining": true, "pending": true, "backlog": true,
	"lag": true, "items": true, "jobs": true, "events": true, "unacked": true, "ready": true, "mensajes": true, "pendientes": true,
	"elementos": true, "积压": true, "剩余": true, "条": true, "个": true,
	"queue": true, "queued": true, "depth": true, "cola": true, "encolados": true, "队列": true, "排队": true}

// zeroCopulas stand between a counted noun and its count: "lag is 0",
// "depth is at 0", "la cola está en 0".
var zeroCopulas = map[string]bool{"is": true, "was": true, "at": true, "stays": true, "stayed": true, "remains": true, "es": true,
	"está": true, "esta": true, "en": true, "sigue": true}

// zeroCount reads the counts of a content for a claim of emptiness.
func zeroCount(text string) numberReading {
	out := numberReading{}
	for i := 0; i < len(text); i++ {
		if !isDigit(text[i]) || i > 0 && (isAlnum(text[i-1]) || text[i-1] == '.' || text[i-1] == ',' || text[i-1] == ':' && i > 1 && isDigit(text[i-2])) {
			continue
		}
		n, rest := leadingInt(text[i:])
		for len(rest) > 3 && rest[0] == ',' && isDigit(rest[1]) && isDigit(rest[2]) && isDigit(rest[3]) && (len(rest) == 4 || !isDigit(rest[4])) {
			n, rest = n*1000+atoiPrefix(rest[1:4]), rest[4:] // "41,000": a count grouped by thousands
		}
		if rest != "" && (rest[0] == '.' || rest[0] == ',' || rest[0] == ':' || rest[0] == '%' || rest[0] == '/') && len(rest) > 1 && isDigit(rest[1]) {
			continue // "0.5", "10:40", "3/4"
		}
		next := firstWords(rest, 1)
		prev := lastWords(text[max(0, i-40):i], 6)
		counts := len(next) > 0 && zeroNouns[next[0]] || len(prev) > 0 && (zeroNouns[prev[0]] || prev[0] == "为" || prev[0] == "是")
		if !counts && len(prev) > 0 && zeroCopulas[prev[0]] {
			// "lag is 0", "queue depth is at 0", "la cola de pagos está en
			// 0": the noun, a qualifier, its verb, the count.
			k := 0
			for k < len(prev) && zeroCopulas[prev[k]] {
				k++
			}
			for j := k; j < min(len(prev), k+3) && !counts; j++ {
				counts = zeroNouns[prev[j]]
			}
		}
		if !counts {
			continue
		}
		if n > 0 {
			return numberReading{Persist, i, "number.nonzero"}
		}
		if out.says == "" {
			out = numberReading{Success, i, "number.zero"}
		}
		i += len(text[i:]) - len(rest) - 1
	}
	return out
}

// fewerAt returns where a count that falls short of its whole starts, or -1.
func fewerAt(s string) int {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) && (i == 0 || !isDigit(s[i-1]) && !(i > 1 && (s[i-1] == ',' || s[i-1] == '.') && isDigit(s[i-2]))) && fewerIn(s[i:min(len(s), i+24)]) {
			if j := strings.IndexAny(s[i:min(len(s), i+24)], " /"); j > 0 && fewerIn(s[i:min(len(s), i+24)]) && !stepReached(s, i) {
				return i
			}
		}
	}
	return -1
}

// stepNamed reports a counter ("wave=1/4") whose label the claim names
// with a number of its own ("through wave 3"): the claim is about a step,
// not the whole, and its steps short of the last are no shortfall.
func (c *Claim) stepNamed(text string, at int) bool {
	win := text[at:min(len(text), at+24)]
	k := strings.IndexByte(win, '/')
	if o := strings.Index(win, " of "); o > 0 && (k < 0 || o < k) {
		k = o
	}
	if k <= 0 {
		return false
	}
	at += k
	for at > 0 && isDigit(text[at-1]) {
		at-- // the counter's own digits: "1" of "wave=1/4", "9" of "2024: 9 of 12"
	}
	label := strings.TrimRight(stepLabel(text, at), "=:")
	if len(label) < 3 {
		return false
	}
	i := strings.Index(c.lower(), label+" ")
	return i >= 0 && i+len(label)+1 < len(c.lower()) && isDigit(c.lower()[i+len(label)+1])
}

// stepReached reports a tool's step counter that went on to its last
// step: "[builder 5/6]" followed by "[builder 6/6]", "(3/4)" then "(4/4)".
func stepReached(s string, i int) bool {
	for j := i; j < min(len(s), i+24); j++ {
		if !isDigit(s[j]) || j > 0 && isDigit(s[j-1]) {
			continue
		}
		_, rest := leadingGrouped(s[j:])
		sep := "/"
		if strings.HasPrefix(rest, " of ") {
			sep = " of " // dbt's "1 of 14 START", then "14 of 14 OK"
		} else if !strings.HasPrefix(rest, "/") {
			continue
		}
		m, _ := leadingGrouped(rest[len(sep):])
		if m <= 0 {
			continue
		}
		last := strconv.Itoa(m) + sep + strconv.Itoa(m)
		label := stepLabel(s, j)
		for from := j + 1; from < len(s); {
			k := strings.Index(s[from:], last)
			if k < 0 {
				break
			}
			k += from
			if (k == 0 || !isDigit(s[k-1])) && (k+len(last) == len(s) || !isDigit(s[k+len(last)])) && stepLabel(s, k) == label {
				return true // the same counter ("[builder 5/6]" … "[builder 6/6]"), not another's ("worker 3/3")
			}
			from = k + 1
		}
		return false // the first count of the window decides
	}
	return false
}

// stepLabel returns the word before a step counter on its line ("builder"
// of "[builder 5/6]"), "#" for a timestamp or a number there, "" for none.
func stepLabel(s string, at int) string {
	from := at
	for from > 0 && s[from-1] != '\n' && at-from < 48 {
		from--
	}
	f := strings.Fields(strings.Trim(s[from:at], " [(\t"))
	if len(f) == 0 {
		return ""
	}
	w := strings.Trim(f[len(f)-1], "[(:,")
	if w != "" && isDigit(w[0]) {
		return "#"
	}
	return strings.ToLower(w)
}

// classifiers are the Chinese measure words between a number and what it
// counts: "0 次失败", "0 个错误", "850 封".
var classifiers = []string{"次", "个", "条", "封", "项", "例", "笔", "台", "件", "家", "位", "名", "份", "张", "只", "批", "组", "套",
	"部", "行", "单", "页", "块", "座", "处", "种", "轮", "遍", "场"}

// zeroCounted reports a zero count of one noun just before a phrase: "0
// objects purged", "0 emails sent", "zero rows imported".
func zeroCounted(text string, at int) bool {
	head := strings.TrimRight(text[max(0, at-32):at], " ")
	i := strings.LastIndexByte(head, ' ')
	if i < 0 {
		return false
	}
	noun := head[i+1:]
	for k := 0; k < len(noun); k++ {
		if !isLetter(noun[k]) {
			return false
		}
	}
	head = " " + strings.TrimRight(head[:i], " ") // joined once, not once a word
	for _, z := range []string{" 0", " zero", " no", ":0", "(0"} {
		if strings.HasSuffix(head, z) {
			return true
		}
	}
	return false
}

// zeroAfter reports a zero count just after a phrase: "失败 0 封", "sent: 0",
// "errors: 0", "the launch crash has 0 events".
func zeroAfter(text string, at int) bool {
	rest := strings.TrimLeft(countedTail(text[at:min(len(text), at+48)]), " :=")
	for _, w := range windowLeads {
		if len(rest) > len(w) && strings.EqualFold(rest[:len(w)], w) {
			// "messages sent in the last 15 min: 0": the window, then the count.
			if k := strings.IndexAny(rest, ":="); k > 0 && k < 32 && !(isDigit(rest[k-1]) && k+1 < len(rest) && isDigit(rest[k+1])) {
				rest = strings.TrimLeft(rest[k+1:], " ") // (not "desde las 10:00", a time)
			}
			break
		}
	}
	for _, w := range []string{"has ", "had ", "with ", "tiene ", "有 "} {
		rest = strings.TrimPrefix(rest, w)
	}
	if i := strings.IndexAny(rest, ".;,\n"); i >= 0 && !(i > 0 && rest[i] == '.' && isDigit(rest[i-1])) {
		rest = rest[:i]
	}
	if strings.HasPrefix(rest, "(") {
		if j := strings.IndexByte(rest, ')'); j > 0 {
			rest = strings.TrimLeft(rest[j+1:], " :") // "the launch crash (NullPointerException) has 0 events"
			for _, w := range []string{"has ", "had ", "with "} {
				rest = strings.TrimPrefix(rest, w)
			}
		}
	}
	n, tail := leadingInt(rest)
	if strings.HasPrefix(tail, ":") && len(tail) > 1 && isDigit(tail[1]) {
		return false // "0:30" is a time, not a count
	}
	// (A full stop ends the sentence: "the digest worker sent 0.")
	stop := tail != "" && (tail[0] == '.' || tail[0] == ',') && (len(tail) == 1 || !isDigit(tail[1]))
	if n == 0 && countAfter(text[at:]) {
		return false // "errors in the last 5 min: 0 (since the deploy: 812)": a wider span counts some
	}
	return n == 0 && (tail == "" || stop || !isAlnum(tail[0]) && tail[0] != '.' && tail[0] != ',' && tail[0] != '%' && tail[0] != '_')
}

// countAfter reports, in the parenthesis that follows a zero in s, a
// count above zero that is not a time of day: "0 (since the deploy at
// 09:00: 812)".
func countAfter(s string) bool {
	i := strings.Index(s, " 0 (")
	if i < 0 {
		if i = strings.Index(s, ": 0 ("); i < 0 {
			return false
		}
		i++
	}
	p := s[i+3:]
	if j := strings.IndexByte(p, ')'); j >= 0 {
		p = p[:j]
	}
	if len(p) > 80 {
		return false
	}
	for _, f := range strings.FieldsFunc(p, func(r rune) bool { return r == ' ' || r == '(' || r == ',' || r == ';' }) {
		f = strings.TrimRight(f, ":")
		if n, tail := leadingGrouped(f); n > 0 && tail == "" {
			return true
		}
	}
	return false
}

// windowLeads open the span a count was taken over.
var windowLeads = []string{"in the last ", "over the last ", "in the past ", "over the past ", "during the last ", "since ",
	"en los últimos ", "en las últimas ", "en la última ", "en el último ", "desde "}

// partBefore reports a share below 100% just before a phrase: "61% done",
// "80 % migrated", "完成 61%" aside.
func partBefore(text string, at int) bool {
	v, ok := percentBefore(text, at)
	return ok && v < 100
}

// percentBefore returns the percentage just before text[at:] ("61%
// uploaded", "99.99998% loaded").
func percentBefore(text string, at int) (float64, bool) {
	head := strings.TrimRight(text[max(0, at-12):at], " ")
	if !strings.HasSuffix(head, "%") {
		return 0, false
	}
	head = strings.TrimRight(strings.TrimSuffix(head, "%"), " ")
	j := len(head)
	for j > 0 && (isDigit(head[j-1]) || head[j-1] == '.' || head[j-1] == ',') {
		j--
	}
	if j == len(head) {
		return 0, false
	}
	v, _ := parseNumber(head, j)
	return v, true
}

// partWithin reports a part that the claim's own bound allows: "99.99998%
// loaded" for "loads at least 99.9% of events".
func (c *Claim) partWithin(text string, at int) bool {
	v, ok := percentBefore(text, at)
	if !ok {
		return false
	}
	for _, b := range c.bounds {
		if b.unit == "%" && !b.upper && v >= b.value {
			return true
		}
	}
	return false
}

// fewerBefore reports "N of M" or "N/M" with N < M just before a phrase,
// in its clause: "2 of 6 replicas available", "3/5 ready", "only 12 of 40
// imported".
func fewerBefore(text string, at int) bool {
	// The part may open its clause far before the verb: "solo 5 de 8
	// nodos del clúster de Elasticsearch están en verde".
	from := max(0, at-80)
	for from > 0 && (isDigit(text[from-1]) || (text[from-1] == ',' || text[from-1] == '.') && from > 1 && isDigit(text[from-2])) {
		from-- // not inside a number: "12,400 of 12,400" is not "2,400 of 12,400"
	}
	head := text[from:at]
	for i := len(head) - 1; i >= 0; i-- {
		// The clause: after the last ";", line end or full stop — a dot
		// inside a number ("1.130") is none.
		if head[i] == ';' || head[i] == '\n' || head[i] == '.' && (i+1 == len(head) || !isDigit(head[i+1])) {
			head = head[i+1:]
			break
		}
	}
	for _, stop := range [...]string{"；", "。"} {
		if i := strings.LastIndex(head, stop); i >= 0 {
			head = head[i+len(stop):]
		}
	}
	return fewerIn(head) && !stepReached(text, at-len(head))
}

// fewerAround reports, for a statement at text[start:end], a count short
// of its whole just after it, in one clause: its whole before it and a
// smaller part after ("312 个订单中只发出了 300 个", "de los 312 pedidos solo se
// enviaron 300"), or a part of a whole after it ("se envió a 1 de los 3") —
// not after a colon, where the count is a detail of progress ("to finish:
// 2 of 3 updated"). fewerBefore reads the part before the verb ("17 of 20
// passed").
func fewerAround(text string, start, end int) bool {
	hi := end
	for hi < len(text) && hi < end+24 {
		if b := text[hi]; b == ';' || b == '\n' || b == '.' && (hi+1 == len(text) || !isDigit(text[hi+1])) ||
			strings.HasPrefix(text[hi:], "。") || strings.HasPrefix(text[hi:], "；") {
			break
		}
		hi++
	}
	for hi < len(text) && text[hi]&0xC0 == 0x80 {
		hi++
	}
	if hi == end || !strings.ContainsAny(text[end:hi], "0123456789") {
		return false // no count after the verb
	}
	if after := text[end:hi]; !strings.Contains(after, ":") && fewerIn(after) {
		return true // "se envió a 1 de los 3", "sent to 2 of the 5 nodes"
	}
	from := clauseFrom(text, start)
	for i := from; i < start; i++ {
		if !isDigit(text[i]) || i > from && (isDigit(text[i-1]) || text[i-1] == '.' || text[i-1] == ',') {
			continue
		}
		// The whole opens the clause: "312 个订单中", "de los 312 pedidos".
		if m, rest := leadingGrouped(text[i:hi]); wholeFirst(m, rest) || wholeLeads(text[from:i]) && partAfter(m, rest) {
			return true
		}
	}
	return false
}

// clauseFrom returns where text's clause before at starts, at most 48
// bytes before it.
func clauseFrom(text string, at int) int {
	from := max(0, at-48)
	for from > 0 && (isDigit(text[from-1]) || (text[from-1] == ',' || text[from-1] == '.') && from > 1 && isDigit(text[from-2])) {
		from--
	}
	for from < at && text[from]&0xC0 == 0x80 {
		from++
	}
	for i := at - 1; i >= from; i-- {
		if text[i] == ';' || text[i] == '\n' || text[i] == '.' && (i+1 == len(text) || !isDigit(text[i+1])) {
			return i + 1
		}
	}
	return from
}

// fewerIn reports "N of M", "N/M" or "N de M" with N < M in s: a count
// that falls short of its whole. A date ("2026/03/04", "03/04") or a
// fraction of a path is not one.
func fewerIn(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (isDigit(s[i-1]) || s[i-1] == '/' || s[i-1] == '.' || s[i-1] == ',') {
			continue
		}
		n, rest := leadingGrouped(s[i:])
		if wholeFirst(n, rest) || wholeLeads(s[:i]) && partAfter(n, rest) {
			return true // "200 封中只发出 40 封", "de 5 nodos solo 2": the whole, then its part
		}
		sep := ""
		for _, p := range partSeps {
			if strings.HasPrefix(rest, p) {
				sep = p
				break
			}
		}
		if sep == "" {
			continue
		}
		m, tail := leadingGrouped(rest[len(sep):])
		if sep == "/" && (tail != "" && (tail[0] == '/' || tail[0] == ':' || tail[0] == '-' || isAlnum(tail[0]))) {
			continue // a date or a time, not a count
		}
		if m > 0 && n < m {
			return true
		}
	}
	return false
}

// partSeps stand between a part and its whole: "2 of 5", "2 of the 5",
// "2 out of 5", "2/5", "2 de 5", "2 de los 5".
var partSeps = []string{" of the ", " out of ", " of ", "/", " de los ", " de las ", " de "}

// wholeLeads reports a text that ends in the word that opens a whole
// before its part: "of", "out of", "among", "de", "entre" ("de 5 nodos
// solo 2 responden", "of the 5 nodes only 2 respond").
func wholeLeads(before string) bool {
	b := strings.ToLower(before)
	for _, w := range [...]string{"of ", "of the ", "out of ", "among ", "among the ", "de ", "de los ", "de las ", "entre ", "entre los ", "entre las "} {
		if strings.HasSuffix(b, w) && (len(b) == len(w) || !isAlnum(b[len(b)-len(w)-1])) {
			return true
		}
	}
	return false
}

// onlyWords say that a count is all there is of its whole.
var onlyWords = map[string]bool{"only": true, "just": true, "solo": true, "sólo": true, "solamente": true, "únicamente": true, "apenas": true}

// partAfter reports, after a whole m, up to three words that name what it
// counts, then a smaller count: "5 nodes only 2", "5 nodos, solo 2". A
// comma between them needs an "only": "5 nodes, 3 regions" counts two
// things.
func partAfter(m int, rest string) bool {
	f := strings.Fields(rest)
	comma, only := false, false
	for k := 0; k < len(f) && k < 5; k++ {
		w := strings.ToLower(f[k])
		if n, tail := leadingGrouped(w); n >= 0 {
			if unit := tail; unit == "" && k+1 < len(f) {
				unit = strings.TrimRight(strings.ToLower(f[k+1]), ",.;:")
				if _, ok := scales[unit]; ok {
					return false // "of 3,412 jobs drained in 18 min": a duration, not a part
				}
			} else if _, ok := scales[strings.TrimRight(unit, ",.;:")]; ok {
				return false // "in 18min"
			}
			return (only || !comma) && n < m && (tail == "" || tail[0] != '/' && tail[0] != '%' && tail[0] != ':')
		}
		bare := strings.TrimRight(w, ",:;")
		comma = comma || bare != w
		switch {
		case onlyWords[bare]:
			only = true
		case bare == "" || !isLetter(bare[0]) && bare[0] < 0x80:
			return false
		}
	}
	return false
}

// wholeFirst reports, after a count m, the Chinese "of them" (中, 里) and
// within a few characters a smaller count: "200 封中只发出 40 封", "5 个节点里
// 只有 2 个加入".
func wholeFirst(m int, rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	for _, c := range classifiers {
		rest = strings.TrimPrefix(rest, c)
	}
	if k := strings.Index(rest, "中"); k < 0 || k > 12 {
		if k = strings.Index(rest, "里"); k < 0 || k > 12 {
			return false
		}
	}
	for j := 0; j < min(len(rest), 30); j++ {
		if isDigit(rest[j]) {
			n, _ := leadingGrouped(rest[j:])
			return n < m
		}
	}
	return false
}

// wholeIn returns the largest count of s that is its own whole: "8 of 8",
// "24/24", "12 de 12", "all 24", "todos los 40"; 0 when none.
func wholeIn(s string) int {
	best := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (isDigit(s[i-1]) || s[i-1] == '/' || s[i-1] == '.' || s[i-1] == ',') {
			continue
		}
		n, rest := leadingGrouped(s[i:])
		if n < 2 {
			continue
		}
		for _, sep := range [...]string{" of ", "/", " de "} {
			if m, tail := leadingGrouped(strings.TrimPrefix(rest, sep)); strings.HasPrefix(rest, sep) && m == n && (tail == "" || !isAlnum(tail[0]) && tail[0] != '/') {
				best = max(best, n)
			}
		}
		head := strings.ToLower(s[max(0, i-12):i])
		for _, w := range [...]string{"all ", "todos los ", "todas las ", "全部 ", "所有 "} {
			if strings.HasSuffix(head, w) {
				best = max(best, n)
			}
		}
	}
	if strings.Contains(s, " Running") {
		best = max(best, podsReady(s))
	}
	return best
}

// podsReady returns the rows of a kubectl listing when there are two or
// more and every one is ready and Running ("ranker-7d9 1/1 Running 0
// 22m"), else 0: all the pods it lists are up.
func podsReady(s string) int {
	n := 0
	for line := range strings.Lines(s) {
		f := strings.Fields(line)
		if len(f) < 3 || f[0] == "NAME" || strings.HasPrefix(f[0], "$") {
			continue
		}
		a, rest := leadingInt(f[1])
		if !strings.HasPrefix(rest, "/") {
			continue
		}
		b, tail := leadingInt(rest[1:])
		if tail != "" || b <= 0 {
			continue
		}
		if a != b || f[2] != "Running" {
			return 0 // one pod not ready, or not running
		}
		n++
	}
	if n < 2 {
		return 0
	}
	return n
}

// leadingGrouped is leadingInt that reads a number written with thousands
// separators ("1.130", "4,000", "9,981") as one.
func leadingGrouped(s string) (int, string) {
	n, rest := leadingInt(s)
	for n >= 0 && len(rest) >= 4 && (rest[0] == '.' || rest[0] == ',') && isDigit(rest[1]) && isDigit(rest[2]) && isDigit(rest[3]) &&
		(len(rest) == 4 || !isDigit(rest[4])) {
		n = n*1000 + int(rest[1]-'0')*100 + int(rest[2]-'0')*10 + int(rest[3]-'0')
		rest = rest[4:]
	}
	return n, rest
}

// okStatusIn reports a 2xx status in a clause: "still gets HTTP 200".
func okStatusIn(clause string) bool {
	for i := 0; i+3 <= len(clause); i++ {
		if clause[i] == '2' && isDigit(clause[i+1]) && isDigit(clause[i+2]) && (i == 0 || !isAlnum(clause[i-1])) &&
			(i+3 == len(clause) || !isAlnum(clause[i+3])) {
			return true
		}
	}
	return false
}

// continueWords, in a success claim, say that something goes on working:
// "still accepts requests", "sigue aceptando", "仍然可以登录".
var continueWords = []string{"still", "continues to", "keeps working", "sigue", "siguen", "todavía", "仍然", "依然", "仍可", "还能"}

// continues reports a success claim that something goes on: a bare
// persistence marker in content then says the same.
func (c *Claim) continues() bool {
	if !c.Success || c.ExpectsFailure || c.stopped != "" || c.ceases {
		return false
	}
	for _, w := range continueWords {
		if i := strings.Index(c.lower(), w); i >= 0 && (!ascii(w) || (i == 0 || !isAlnum(c.lower()[i-1]))) {
			return true
		}
	}
	return false
}

// markerSet is what the persistence markers of a content say: where they
// govern a statement of their clause, and the bare ones, before nothing
// the reader knows ("still lands on an empty page" aside, "Firefox still
// shows the old layout").
type markerSet struct {
	governed []int // the starts of statements a marker governs
	bare     []Statement
}

func (m *markerSet) governs(start int) bool {
	for _, s := range m.governed {
		if s == start {
			return true
		}
	}
	return false
}

// markers finds the persistence markers of a content and what each
// governs: the first statement after it in its clause. A marker before a
// success ("still works") or a hedge or plan ("still need to check")
// says nothing; one in the past ("was still failing") neither.
func (c *Claim) markers(text string, toks []tok, ss []Statement, cl clauses) markerSet {
	var out markerSet
	ix := indexes()
	next := 0 // the first statement not before the current token
	for j := 0; j < len(toks); j++ {
		if w := toks[j].s; toks[j].stop || len(w) < len(ix.markerFirst) && !ix.markerFirst[len(w)][w[0]] {
			continue
		}
		n := 0
		for _, e := range ix.marker[toks[j].s] {
			if len(e.toks) > n && matchAt(toks, j, e.toks) {
				n = len(e.toks)
			}
		}
		if n == 0 || n == 1 && toks[j].end < len(text) && text[toks[j].end] == '-' {
			continue // "keep-alive" is a name, not "keeps"
		}
		for next < len(ss) && ss[next].Start < toks[j].start {
			next++
		}
		end := toks[cl[j].end].end
		past := j > 0 && !toks[j-1].stop && pastMarkers[toks[j-1].s] || j > 1 && !toks[j-2].stop && pastMarkers[toks[j-2].s]
		if from, _ := sentenceSpan(text, toks[j].start); past && afterChangeLead(text[from:toks[j].start]) {
			past = false // "after deploying the fix, order 5521 was still refunded twice": the past after the change
		}
		j += n - 1
		if past || plannedAfter(toks, j+1, int(cl[j].end)) {
			continue
		}
		if next < len(ss) && ss[next].Start < end {
			st := &ss[next]
			switch c.says(text, toks, ss, next) {
			case Success:
				if c.ceases || c.stopsHarm(st.Text) {
					// "no longer accepts TLS 1.0" ← "still completes the
					// handshake": what the claim says stopped goes on.
					out.governed = append(out.governed, st.Start)
				}
				continue // "still works"
			case Failure, Persist:
				out.governed = append(out.governed, st.Start)
				continue
			}
			if st.Kind == Hedge || st.Planned {
				continue
			}
		}
		if c.continues() && okStatusIn(text[toks[j].start:end]) {
			continue // "still accepts requests" ← "the old ERP still gets HTTP 200": what the claim says goes on
		}
		start := toks[cl[j].start].start
		out.bare = append(out.bare, Statement{Kind: Persist, Rule: "persist.marker", Text: text[toks[j-n+1].start:toks[j].end],
			Start: toks[j-n+1].start, End: toks[j].end, Sentence: clipText(strings.TrimSpace(text[start:end]), 300)})
	}
	return out
}

// plannedAfter reports a plan or a question in toks[from:to+1]: "still need
// to check", "still have to".
func plannedAfter(toks []tok, from, to int) bool {
	ix := indexes()
	for j := from; j <= to && j < len(toks); j++ {
		if toks[j].stop {
			return toks[j].s == "?"
		}
		if openers[toks[j].s] {
			continue // a plan word only where it opens its clause, never after a marker: "still lets everything through"
		}
		for _, e := range ix.mod[toks[j].s] {
			if modifierRows[e.row].planned && matchAt(toks, j, e.toks) {
				return true
			}
		}
	}
	return false
}

// listedFigure reports a clause that opens with a figure or a statistic's
// name ("max 0.11 %", "p99 240 ms", "0.04 %"): an item of a list of figures.
func listedFigure(clause string) bool {
	if clause == "" {
		return false
	}
	if isDigit(clause[0]) {
		return true
	}
	w, _, _ := strings.Cut(clause, " ")
	return statistic(strings.ToLower(strings.TrimRight(w, ":="))) != ""
}

// sentenceSpan returns the sentence of text around byte offset at, as
// offsets into text, trimmed.
func sentenceSpan(text string, at int) (int, int) {
	from, to := at, at
	for from > 0 && !sentenceEnd(text, from-1) && text[from-1] != ';' {
		from--
	}
	for to < len(text) && !sentenceEnd(text, to) && text[to] != ';' {
		to++
	}
	for from < to && (text[from] == ' ' || text[from] == '\t' || text[from] == '\n' || text[from] == '\r') {
		from++
	}
	return from, to
}

// sentenceAt returns the clause of text around byte offset at.
func sentenceAt(text string, at int) string {
	from, to := sentenceSpan(text, at)
	return clipText(strings.TrimSpace(text[from:to]), 300)
}

// otherClauseOf reports whether text[from:to], a clause of text, is about
// another subject than the claim's: it names an environment of a kind the
// claim names, and not the claim's ("Edge is fine" aside, "works on
// staging" for a production claim), or it names a subject of its own and
// shares nothing with the claim ("the fonts look fine"). A clause that
// names nothing ("it works now") is about what the text is about. The
// tokens and statements of text are already read: none is read again.
func (c *Claim) otherClauseOf(text string, from, to int, toks []tok, ss []Statement) bool {
	clause := text[from:to]
	if c.otherEnvironment(clause) || c.otherSlot(clause) != "" {
		return true
	}
	if c.namesNothing() || len(clause) == len(strings.TrimRight(strings.TrimSpace(text), ".!?")) {
		return false // the text's only clause is about what the text is about
	}
	for i := range ss {
		st := &ss[i]
		if st.Start >= from && st.End <= to && st.Kind == Affirm && !st.Negated && rowFamily[st.row] > 0 && c.families.has(rowFamily[st.row]) {
			// "aparece la página de confirmación" for a checkout claim: the
			// clause speaks the claim's own domain, whatever noun it opens with.
			return false
		}
	}
	if c.Has(Performance) && measuresOnly(clause) {
		return false
	}
	if pronounSubject(clause) {
		return false // "after the patch, it failed 3 of 40 runs": it is what the text is about
	}
	if label := lineLabel(text, from); label != "" && !ownLabel(clause, from, ss) && c.sharesAny(label) {
		return false // "payment webhook: 1,204 deliveries, 0 failed deliveries": the line's label says what it is about
	}
	return !c.sharesAny(clause) && namesOwnSubjectIn(text, from, to, toks, ss)
}

// subjectPronouns are the pronouns a clause opens with when its subject
// is what the text before it named.
var subjectPronouns = []string{"it ", "it's ", "they ", "this ", "ella ", "él ", "ellos ", "它", "它们",
	// A quantifier of the same things: "small files upload fine, anything
	// over 10 MB still fails" — a part of what the text is about.
	"anything ", "everything ", "some ", "most ", "those ", "these ", "the rest ", "others ", "the others ", "any ",
	"cualquier ", "algunos ", "algunas ", "la mayoría ", "el resto ", "有些", "部分", "其余"}

// pronounSubject reports a clause whose subject is a pronoun, after a
// conjunction or an adverb of time at most: "and it failed", "now it
// returns 200", "y ella responde".
func pronounSubject(clause string) bool {
	lower := strings.ToLower(clause)
	for _, lead := range [...]string{"and ", "but ", "then ", "now ", "y ", "pero ", "ahora ", "然后", "现在"} {
		lower = strings.TrimPrefix(lower, lead)
	}
	for _, p := range subjectPronouns {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

// clauseSpan returns the clause around text[start:end] as offsets into
// text: up to a sentence end, ';' or ',' on either side, trimmed.
func clauseSpan(text string, start, end int) (int, int) {
	from, to := start, end
	for from > 0 && !sentenceEnd(text, from-1) && text[from-1] != ';' && text[from-1] != ',' && !zhClauseEnds(text[:from]) {
		from--
	}
	for to < len(text) && !sentenceEnd(text, to) && text[to] != ';' && text[to] != ',' && !zhClauseBreak(text[to:]) {
		to++
	}
	for from < to && (text[from] == ' ' || text[from] == '\t' || text[from] == '\n' || text[from] == '\r') {
		from++
	}
	for to > from && (text[to-1] == ' ' || text[to-1] == '\t' || text[to-1] == '\n' || text[to-1] == '\r') {
		to--
	}
	return from, to
}

// symptomNouns follow a failure word in the compound of what a person
// sees fail: "the error page", "an error message", "the crash screen".
var symptomNouns = map[string]bool{"page": true, "pages": true, "screen": true, "message": true, "messages": true, "dialog": true,
	"banner": true, "toast": true, "popup": true, "modal": true, "box": true, "code": true, "codes": true, "state": true,
	"response": true, "responses": true, "status": true, "log": true, "logs": true, "rate": true, "count": true, "loop": true,
	"queue": true, "bin": false, "notification": true, "notifications": true, "overlay": true, "panel": true, "alert": true}

// thingNamed reports a failure word that opens a compound noun naming a
// thing — "the exception lane", "the error bin", "a crash cart" — not the
// symptom a person sees ("the error page"): compoundHead, without the
// compounds of symptomNouns.
func thingNamed(text string, st *Statement) bool {
	if st.End-st.Start > 12 || !compoundHead(text, st.Start, st.End) {
		return false
	}
	if rest := strings.TrimLeft(text[st.End:], " "); rest == "" || !isLetter(rest[0]) {
		return false // "the error 'second out of range'": the error's message, quoted
	}
	next := firstWords(strings.ToLower(text[st.End:]), 1)
	if len(next) != 1 {
		return false
	}
	w := strings.TrimRight(next[0], ".,;:!?")
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) {
			return false
		}
	}
	return !symptomNouns[w]
}

// zhClauseBreak reports a Chinese comma or semicolon at the start of s;
// zhClauseEnds one at its end: "us1 的已生成，eu1 的还在排队" is two clauses.
func zhClauseBreak(s string) bool {
	return s[0] == 0xEF && (strings.HasPrefix(s, "，") || strings.HasPrefix(s, "；"))
}

func zhClauseEnds(s string) bool {
	return s[len(s)-1] >= 0x80 && (strings.HasSuffix(s, "，") || strings.HasSuffix(s, "；"))
}

// sharesAny reports whether s holds an identifier or a topical term of
// the claim: Shares without the list, and with the terms prepared once.
func (c *Claim) sharesAny(s string) bool {
	if len(c.sharedIdents(s)) > 0 {
		return true
	}
	c.prepare()
	if !c.topicalReady {
		c.topicalSet.Reset(c.topical)
		c.topicalReady = true
	}
	c.topicalSet.Forget()
	c.topicalSet.Scan(s)
	return c.topicalSet.Any()
}

// otherEnvironment reports a text that names an environment of a kind the
// claim names, and none of the claim's of that kind.
func (c *Claim) otherEnvironment(s string) bool { return c.otherEnvironmentName(s) != "" }

// otherEnvironmentName returns the environment a text names of a kind the
// claim names ("firefox" for a claim about Safari, "amd64" for one about
// ARM, "staging" for one about production), when it names none of the
// claim's of that kind; "" otherwise. What was observed elsewhere does not
// show the claim holds where it says (docs/rules.md §4.1, affirms "for the claim's
// subject"; §4.3, the environment observed is the one claimed).
func (c *Claim) otherEnvironmentName(s string) string {
	if len(c.envs) == 0 {
		return ""
	}
	terms := withEnvWords(s, SubjectOf(s).Terms)
	for i, k := range c.envs {
		if i > 0 && c.envs[i-1].kind == k.kind {
			continue // one check per kind
		}
		other, mine := "", false
		for _, e := range environments {
			if e.kind != k.kind || text.Common(e.terms, terms) == 0 {
				continue
			}
			isMine := false
			for _, m := range c.envs {
				isMine = isMine || m.name == e.name
			}
			if isMine {
				mine = true
			} else if other == "" {
				other = e.name
			}
		}
		if other != "" && !mine {
			return other
		}
	}
	return ""
}

// envNames names the environments the claim names, for prose.
func (c *Claim) envNames() string {
	names := make([]string, 0, len(c.envs)+1)
	for _, e := range c.envs {
		names = append(names, e.name)
	}
	if c.place != "" {
		names = append(names, c.place)
	}
	return strings.Join(names, " or ")
}

// clipText is text.Clip, for functions whose text parameter shadows the package.
var clipText = text.Clip

// numberPlanned reports a plan word, a future or a question governing the
// token at byte offset at ("should go above 90 %", "will take under 2 s").
func numberPlanned(toks []tok, cl clauses, at int) bool {
	i := sort.Search(len(toks), func(k int) bool { return toks[k].end > at })
	if i >= len(toks) || toks[i].start > at+1 {
		return false
	}
	_, planned := context(toks, cl, i, i+1)
	return planned
}
