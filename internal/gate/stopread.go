package gate

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/lazy"
)

// The stop fails closed (docs/gate.md, "What counts as a claim"): a
// sentence of the final message that reports on what the ledger can prove
// — the tests, the build, the checks, the work — is a success claim unless
// it is read as something else: a failure report, an inability, a plan, a
// question, a condition or a goal. A wording the tables do not hold is
// therefore still a claim when its clause names a subject and gives it a
// verdict, and is no claim when it names nothing the ledger proves (a
// rename, a file written).

// A mark is one phrase of stopWords found in a text: its classes and its
// byte span.
type mark struct {
	classes    uint32
	start, end int
}

func (m mark) is(c wordClass) bool { return m.classes&(1<<c) != 0 }

// stopIndex is stopWords by first byte, longest phrase first, each phrase
// once with all its classes.
var stopIndex = sync.OnceValue(func() map[byte][]phrase {
	classes := map[string]uint32{}
	for _, row := range stopWords {
		for _, w := range row.words {
			classes[w] |= 1 << row.class
		}
	}
	idx := map[byte][]phrase{}
	for w, c := range classes {
		idx[w[0]] = append(idx[w[0]], phrase{w, c})
	}
	for _, list := range idx {
		sort.Slice(list, func(i, j int) bool {
			if len(list[i].text) != len(list[j].text) {
				return len(list[i].text) > len(list[j].text)
			}
			return list[i].text < list[j].text
		})
	}
	return idx
})

// A phrase is one wording of stopWords with every class it is in.
type phrase struct {
	text    string
	classes uint32
}

// marks returns the phrases of lower (a lower-cased text) in order, the
// longest at each place; a Latin phrase only as whole words.
func marks(lower string) []mark {
	idx := stopIndex()
	var out []mark
	for i := 0; i < len(lower); {
		found := false
		if wordStart(lower, i) || !isWordByte(lower, i) {
			for _, e := range idx[lower[i]] {
				end := i + len(e.text)
				if strings.HasPrefix(lower[i:], e.text) && wordEnd(lower, end, e.text) {
					out = append(out, mark{e.classes, i, end})
					i, found = end, true
					break
				}
			}
		}
		if !found {
			_, n := utf8.DecodeRuneInString(lower[i:])
			i += n
		}
	}
	return out
}

// isLetter reports a letter or digit of a word that phrases match whole
// (Latin and other alphabets; Han, kana and Hangul match anywhere).
func isLetter(r rune) bool {
	return (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_') && !unicode.Is(unicode.Han, r) &&
		!unicode.Is(unicode.Hiragana, r) && !unicode.Is(unicode.Katakana, r) && !unicode.Is(unicode.Hangul, r)
}

func isWordByte(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isLetter(r)
}

func wordStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !isLetter(r) && r != '\''
}

func wordEnd(s string, end int, phrase string) bool {
	last, _ := utf8.DecodeLastRuneInString(phrase)
	if end >= len(s) || !isLetter(last) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[end:])
	return !isLetter(r)
}

// negationReach is how far before a verdict or a failure a negator turns
// it, in words of its clause (a Han character is half a word): "could not
// get the tests to pass", "没能在今天之前让所有的测试都通过". A preposition
// ("without", "sin") governs only the noun phrase after it: "works without
// errors", not "without touching the API, all tests pass". Neither reaches
// into the next clause of a sentence ("No logré que pasaran · TestTotal
// sigue fallando").
const negationReach, prepositionReach = 6, 2

var prepositions = map[string]bool{"without": true, "sin": true}

// wordsBetween counts the words of s, a Han character as half of one.
func wordsBetween(s string) int {
	latin, han, in := 0, 0, false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r):
			han++
			in = false
		case isLetter(r):
			if !in {
				latin++
			}
			in = true
		default:
			in = false
		}
	}
	return latin + han/2
}

// A polar is one reading of a clause about an outcome, at its offset.
type polar struct {
	at      int
	success bool
	// weak: an evaluative verdict, a claim only with a subject or a modal.
	weak bool
	// reader: the evidence reader's success, a claim whatever its subject.
	reader bool
}

// finalRead is what the stop reads in a final message: its claims, and the
// sentences it reads as no claim (a plan, a question, a condition, a
// goal), which the evidence reader's claims inside them are not.
type finalRead struct {
	claims []string
	not    []string
	// mixed are the sentences that report a success beside a failure
	// ("TestTotalEmpty passed but TestTotal failed").
	mixed []string
	said  [2]bool // of the sentence being read: a failure, a success
}

// readFinal reads message (as [readable] returns it) sentence by sentence.
func readFinal(message string, r Reader) finalRead {
	var fr finalRead
	for _, u := range finalUnits(message, r) {
		if u.quoted != "" {
			fr.claims = append(fr.claims, u.quoted)
			continue
		}
		fr.readUnit(u, r)
	}
	return fr
}

// A unit is one sentence of a final message, or one row of a table with
// its header as hint, or a fenced block the evidence reader reads as a
// passing run (quoted).
type unit struct {
	text, hint, quoted string
}

// finalUnits splits a message into sentences: lines, then sentence ends;
// a table row is its cells, a list item its text, a fenced block a claim
// only when it is pasted output that passed.
func finalUnits(message string, r Reader) []unit {
	var out []unit
	var header []string
	fence, inFence := []string{}, false
	lines := strings.Split(message, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			if inFence {
				body := strings.Join(fence, "\n")
				if rd := r.Read(body); rd.Outcome == Pass {
					out = append(out, unit{quoted: "the pasted output “" + firstLine(body) + "” shows a pass"})
				}
				fence = fence[:0]
			}
			inFence = !inFence
			continue
		}
		if inFence {
			fence = append(fence, line)
			if i == len(lines)-1 {
				// A fence never closed shows as text: read its lines so.
				lines, inFence = append(lines, fence...), false
			}
			continue
		}
		if strings.HasPrefix(t, "|") {
			cells := tableCells(t)
			if tableRule(cells) {
				continue
			}
			if i+1 < len(lines) && tableRule(tableCells(strings.TrimSpace(lines[i+1]))) {
				header = cells
				continue
			}
			out = append(out, unit{text: strings.Join(cells, ": "), hint: strings.Join(header, " ")})
			continue
		}
		header = nil
		t = strings.TrimLeft(t, "#> ")
		t = listMarker().ReplaceAllString(t, "")
		t = strings.ReplaceAll(strings.ReplaceAll(t, "**", ""), "__", "")
		for _, s := range sentences(t) {
			out = append(out, unit{text: s})
		}
	}
	return out
}

// listMarker is a list item's bullet or number and a ticked box; an open
// box ("- [ ] …") stays, a plan.
var listMarker = lazy.Regexp(`^(?:[-*+]|\d+[.)])\s+(?:\[[xX✓]\]\s*)?`)

func firstLine(s string) string {
	for l := range strings.SplitSeq(strings.TrimSpace(s), "\n") {
		return strings.TrimSpace(l)
	}
	return ""
}

func tableCells(row string) []string {
	var cells []string
	for c := range strings.SplitSeq(strings.Trim(row, "|"), "|") {
		cells = append(cells, strings.TrimSpace(c))
	}
	return cells
}

// tableRule reports a table's rule row ("|---|:--:|").
func tableRule(cells []string) bool {
	if len(cells) == 0 {
		return false
	}
	for _, c := range cells {
		if c == "" || strings.Trim(c, "-: ") != "" {
			return false
		}
	}
	return true
}

// sentences splits a line at its sentence ends: ".", "!" or "?" before a
// space or the end (not inside "./..." or "0.5"), and "。", "！", "？".
func sentences(line string) []string {
	var out []string
	start := 0
	for i, r := range line {
		end := -1
		switch r {
		case '。', '！', '？':
			end = i + utf8.RuneLen(r)
		case '.', '!', '?':
			next := i + 1
			if (next == len(line) || line[next] == ' ') && (i == 0 || line[i-1] != '.' && line[i-1] != '/') {
				end = next
			}
		}
		if end > start {
			if s := strings.TrimSpace(line[start:end]); s != "" {
				out = append(out, s)
			}
			start = end
		}
	}
	if s := strings.TrimSpace(line[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// readUnit reads one sentence: first what frames it as no claim (a
// question, a condition, a prediction after a condition), then each clause
// for what it says.
func (fr *finalRead) readUnit(u unit, r Reader) {
	lower := lowerText(u.text)
	ms := marks(lower)
	if framed(u.text, lower, ms) {
		fr.not = append(fr.not, u.text)
		return
	}
	hint := hasClass(marks(lowerText(u.hint)), subject)
	fr.said = [2]bool{}
	defer func() {
		if fr.said[0] && fr.said[1] {
			fr.mixed = append(fr.mixed, u.text)
		}
	}()
	carry := ""
	bounds := clauseBreak().FindAllStringIndex(u.text, -1)
	predicted := conditionalClauses(u.text, ms, bounds)
	from := 0
	for k := 0; k <= len(bounds); k++ {
		to, next := len(u.text), len(u.text)
		if k < len(bounds) {
			to, next = bounds[k][0], bounds[k][1]
		}
		if end, ok := predicted[k]; ok {
			// A prediction under a condition, from the condition's clause
			// to its consequence: "修好解析器后，测试应该就能通过".
			fr.not = append(fr.not, strings.TrimSpace(u.text[from:end]))
			carry = ""
			for k < len(bounds) && bounds[k][1] <= end {
				k++
			}
			from = len(u.text)
			if k < len(bounds) {
				from = bounds[k][1]
			}
			continue
		}
		clause := u.text[from:to]
		cl := lowerText(clause)
		cms := marks(cl)
		if i := firstClass(cms, plan); i >= 0 || len(cms) > 0 && cms[0].is(planHead) && strings.TrimSpace(cl[:cms[0].start]) == "" {
			// A plan reaches to the end of its sentence: "I'll fix Total
			// next so that all tests pass".
			if i < 0 {
				i = 0
			}
			fr.claimCarried(&carry, clause[:cms[i].start], hint, r)
			fr.not = append(fr.not, u.text[from+cms[i].start:])
			return
		}
		if i := firstClass(cms, goal); i >= 0 {
			fr.claimCarried(&carry, clause[:cms[i].start], hint, r)
			fr.not = append(fr.not, u.text[from+cms[i].start:])
			return
		}
		if i := firstClass(cms, inability); i >= 0 {
			// An inability reaches to the end of its clause only: "I
			// couldn't reproduce it — everything passes" claims.
			fr.claimCarried(&carry, clause[:cms[i].start], hint, r)
			fr.not = append(fr.not, strings.TrimSpace(clause))
			fr.said[0], carry = true, ""
			from = next
			continue
		}
		fr.claimCarried(&carry, clause, hint, r)
		from = next
	}
}

// claimCarried reads clause, with what earlier clauses of its sentence
// said without an outcome ("Both TestA" of "Both TestA and TestB are
// OK"), and adds it as a claim when it reports a success.
func (fr *finalRead) claimCarried(carry *string, clause string, hint bool, r Reader) {
	text := strings.TrimSpace(clause)
	if *carry != "" && text != "" {
		text = *carry + " · " + text
	}
	if text == "" {
		return
	}
	said, ok, overrides := saysSuccess(text, hint, r)
	if overrides && !said {
		// The evidence reader read a remedy's object as the outcome ("does
		// not fix the failing TestTotal"), or a verdict beyond its negator's
		// reach ("None of the tests in the checkout package pass"): the
		// stop's reading stands, and the reader's is no claim.
		fr.not = append(fr.not, text)
	}
	switch {
	case !ok:
		*carry = text
	case said:
		fr.claims = append(fr.claims, text)
		fr.said[1] = true
		*carry = ""
	default:
		fr.said[0] = true
		*carry = ""
	}
}

// saysSuccess reads a clause: the last thing it says about an outcome
// decides — the evidence reader's statements and the stop's verdicts and
// failures, each turned by a negator just before it ("no failing tests",
// "not all tests pass", "没有失败"). ok is false when it says nothing
// about one; overrides is true when the stop reads the clause where the
// evidence reader cannot: a statement of the reader's on a remedy's
// object, left out, or a verdict a negated quantifier turns.
func saysSuccess(clause string, hint bool, r Reader) (success, ok, overrides bool) {
	lower := lowerText(clause)
	ms := marks(lower)
	var ps []polar
	predicts := hasClass(ms, modal)
	isBare := bare(lower, ms)
	var objects []mark // failure words a remedy takes as its object
	for i, m := range ms {
		remedies := m.is(remedy) || m.is(remedyBase) && predicts
		if !m.is(verdict) && !m.is(failing) && !m.is(evaluative) && !(m.is(bareVerdict) && isBare) && !remedies {
			continue
		}
		if m.is(failing) && !m.is(verdict) && remedyObject(lower, ms, i) {
			objects = append(objects, m)
			continue // "repairs the failing TestLogin": the object, no failure
		}
		weak := m.is(evaluative) && !m.is(verdict)
		if weak && i == 0 && interjection(lower[m.end:]) {
			continue // "Good, now let me run the tests", "Bien, ahora ejecuto las pruebas"
		}
		success := !m.is(failing) || m.is(verdict) || m.is(evaluative)
		for j := i - 1; j >= 0; j-- {
			if ms[j].is(verdict) || ms[j].is(failing) || ms[j].is(remedy) {
				break
			}
			if !ms[j].is(negator) && !ms[j].is(quantifier) {
				continue
			}
			between := lower[ms[j].end:m.start]
			reach := negationReach
			switch {
			case ms[j].is(quantifier):
				reach = len(between) // its whole clause
			case prepositions[lower[ms[j].start:ms[j].end]]:
				reach = prepositionReach
			}
			if !strings.Contains(between, "·") && wordsBetween(between) <= reach {
				success = !success
				overrides = overrides || ms[j].is(quantifier)
			}
			break
		}
		ps = append(ps, polar{at: m.start, success: success, weak: weak})
	}
	var said []polar
	for _, s := range r.Says(clause) {
		if s.Planned && !predicts {
			continue // aimed at ("need to pass"), not predicted ("should pass")
		}
		if slices.ContainsFunc(objects, func(m mark) bool { return s.At >= m.start && s.At < m.end }) {
			overrides = true
			continue // the evidence reader's statement on a remedy's object
		}
		said = append(said, polar{at: s.At, success: s.Success, reader: true})
	}
	// At one offset the stop's own reading, turned by its negators, is
	// the later word.
	ps = append(said, ps...)
	if len(ps) == 0 {
		return false, false, overrides
	}
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].at < ps[j].at })
	last := ps[len(ps)-1]
	if !last.success {
		return false, true, overrides
	}
	named := hint || hasClass(ms, subject) || testName().MatchString(clause)
	return last.reader || named || isBare && (!last.weak || predicts), true, overrides
}

// remedyObject reports whether the failure word ms[i] qualifies the
// object of a remedy before it in its clause — "fixes the red CI run",
// "arreglé la prueba que fallaba", "修复了失败的测试" — rather than saying
// what fails: within objectReach words of the remedy, after a relative
// pronoun, or before the noun it qualifies with no copula or "still"
// between ("the patched build is still broken", "the fixed version fails").
func remedyObject(lower string, ms []mark, i int) bool {
	for j := i - 1; j >= 0; j-- {
		if ms[j].is(verdict) && !ms[j].is(remedy) || ms[j].is(failing) {
			return false
		}
		if !ms[j].is(remedy) && !ms[j].is(remedyBase) {
			continue
		}
		between := lower[ms[j].end:ms[i].start]
		if strings.Contains(between, "·") || wordsBetween(between) > objectReach {
			return false
		}
		for _, m := range ms[j+1 : i] {
			if m.is(relative) {
				return true
			}
			if m.is(predicate) {
				return false
			}
		}
		return wordsBetween(lower[ms[i].end:]) > 0
	}
	return false
}

// objectReach is how far after a remedy a failure word still qualifies its
// object, in words: "resolves the intermittently failing checkout test".
const objectReach = 3

// interjection reports whether what follows a clause's first word makes it
// an interjection: a comma or "!" right after it.
func interjection(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	return strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, "!") || strings.HasPrefix(rest, "，") || strings.HasPrefix(rest, "！")
}

// testName is a named test: a subject of its own.
var testName = lazy.Regexp(`\b(?:Test[A-Z0-9_]\w*|test_\w+)\b`)

// bare reports whether a text says nothing beyond its marks: each Latin
// word and each Han character inside a phrase of the table.
func bare(lower string, ms []mark) bool {
	covered := make([]bool, len(lower))
	for _, m := range ms {
		for i := m.start; i < m.end; i++ {
			covered[i] = true
		}
	}
	for i, r := range lower {
		if covered[i] {
			continue
		}
		if isLetter(r) || unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return true
}

// conditionalClauses finds the predictions under a condition of a
// sentence split at bounds: a condition ("if", "once", "cuando", "…后，")
// frames its own clause and the clauses after it up to the first with a
// modal, its consequence ("once Total is fixed and the cache is cleared,
// all tests should pass"; "the tests will pass if you merge the other PR").
// What comes before the condition's clause, or after a ";", is read on its
// own: "Tests should pass now; once CI picks it up you'll see green" still
// claims. It returns, by the index of the first framed clause, the byte
// offset where the framed text ends.
func conditionalClauses(text string, ms []mark, bounds [][]int) map[int]int {
	clauseOf := func(at int) int {
		k := 0
		for k < len(bounds) && bounds[k][0] <= at {
			k++
		}
		return k
	}
	end := func(k int) int {
		if k < len(bounds) {
			return bounds[k][0]
		}
		return len(text)
	}
	out := map[int]int{}
	for _, c := range ms {
		if !c.is(condition) && !c.is(temporal) {
			continue
		}
		k := clauseOf(c.start)
		if _, ok := out[k]; ok {
			continue
		}
		for j := k; j <= len(bounds); j++ {
			if j > k && strings.ContainsAny(text[bounds[j-1][0]:bounds[j-1][1]], ";；") {
				break
			}
			if slices.ContainsFunc(ms, func(m mark) bool { return m.is(modal) && clauseOf(m.start) == j }) {
				out[k] = end(j)
				break
			}
		}
	}
	return out
}

// framed reports a sentence that as a whole claims nothing: a question, a
// sentence that opens with a condition ("If the loop bound changes, the
// tests pass"), or a purpose; a prediction under a condition frames only
// its clauses ([conditionalClauses]).
func framed(text, lower string, ms []mark) bool {
	t := strings.TrimSpace(text)
	if strings.HasSuffix(t, "?") || strings.HasSuffix(t, "？") || hasClass(ms, asks) {
		return true
	}
	if len(ms) > 0 && strings.TrimSpace(lower[:ms[0].start]) == "" && ms[0].is(condition) {
		return true
	}
	if strings.HasPrefix(lower, "to ") || strings.HasPrefix(lower, "para ") || strings.HasPrefix(lower, "为了") {
		return true // a purpose: "To get the suite green, Total needs …"
	}
	return false
}

func hasClass(ms []mark, c wordClass) bool { return firstClass(ms, c) >= 0 }

func firstClass(ms []mark, c wordClass) int {
	for i, m := range ms {
		if m.is(c) {
			return i
		}
	}
	return -1
}

// lowerText lower-cases s keeping its byte offsets (the table's phrases are
// lower case; a letter whose lower case is longer stays as it is).
func lowerText(s string) string {
	return strings.Map(func(r rune) rune {
		if l := unicode.ToLower(r); utf8.RuneLen(l) == utf8.RuneLen(r) {
			return l
		}
		return r
	}, s)
}
