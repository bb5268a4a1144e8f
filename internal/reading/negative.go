package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// The negative side of affirmation (docs/rules.md §4.1): an item the
// reader has read as affirming still does not, when what it affirms is not
// what the claim says. Each row of blockers is one mechanism, read from
// the affirming line first and the item's head after it:
//
//   - a qualifier slot of the claim (a version, a flag, an environment, a
//     "with X") holds another value in the item;
//   - a part ("10% of", "one of") stands where the claim says "all";
//   - a negating frame or quantifier governs the success ("it would be
//     wrong to say that …", "works for no user", "won't fix");
//   - a field of the claim's own predicate is false ("delivered=false");
//   - outcome counts: nothing done beside work still waiting;
//   - a tracker's status other than resolved; a state reopened after it;
//   - a run filtered to tests that are not what the claim names.
//
// A row that reads the failure itself (a false field, a waiting count, an
// unresolved status) makes the item persist; the others leave it
// unaffirmed.

// A blocker is one row: check returns what the item would have to show
// (for Wanted), "" when the row does not apply, and whether the item
// states the claimed effect has not happened.
type blocker struct {
	name  string
	check func(c *Claim, r *Reading, in Input, b *blockText) (wanted string, persists bool)
}

// blockText is what the rows read: the affirming line and the item's head.
type blockText struct {
	line, head string
	// decisive is the line a row that persists read the failure in.
	decisive string
	// covers: the instances of the claim's list the item observed, set by
	// part-of-list (coverage.go).
	covers []string
	// text is head tokenized, once for every row that reads it with a
	// table, into the claim's buffer (see headText).
	text *Text
	// reading is what the rows read of the reading: a copy, because a
	// pointer passed through the table's function values escapes, and
	// the caller's reading would be allocated for every item read.
	reading Reading
}

// headText returns the head tokenized for [Table.FindIn]. Its tokens are
// the claim's, reused by the next item: what a row keeps of a match (its
// text, its sentence) points into the head, never into them.
func (b *blockText) headText(c *Claim) *Text {
	if b.text == nil {
		c.headToks, _ = tokenizeInto(b.head, c.headToks[:0], nil)
		b.text = &Text{s: b.head, toks: c.headToks}
	}
	return b.text
}

var blockers = []blocker{
	{"negating-frame", negatingFrame},
	{"unobserved-frame", unobservedFrame},
	{"bad-state", badState},
	{"only-started", onlyStarted},
	{"proxy-event", proxyEvent},
	{"other-revision", otherRevision},
	{"stale-date", staleDate},
	{"other-command", otherCommand},
	{"not-run-output", notRunOutput},
	{"run-figures", runFigures},
	{"bench-order", benchOrder},
	{"named-test-skipped", namedTestSkipped},
	{"failed-answers", failedAnswers},
	{"empty-answer", emptyAnswer},
	{"other-format", otherFormat},
	{"false-field", falseField},
	{"outcome-counts", outcomeCounts},
	{"no-op", noOp},
	{"counted-absent", countedAbsent},
	{"later-attempt", laterAttempt},
	{"occasions", occasions},
	{"tracker-status", trackerStatus},
	{"reopened", reopened},
	{"other-version", otherVersion},
	{"other-qualifier", otherQualifier},
	{"other-environment", otherEnvironmentPhrase},
	{"other-component", otherComponent},
	{"other-of-kind", otherKind},
	{"other-party", otherParty},
	{"part-of-list", partOfList},
	{"part-of-every", partOfEvery},
	{"part-for-all", partForAll},
	{"filtered-run", filteredElsewhere},
	{"stale-run", staleRun},
	{"observed-before", observedBefore},
	{"other-conditions", underOtherConditions},
	{"unfinished-beside-zero", unfinishedBesideZero},
	{"unchecked-subject", uncheckedSubject},
}

// unaffirm runs the blockers over an affirming reading: the first that
// applies takes the affirmation back.
// It reports whether one did.
func (c *Claim) unaffirm(r *Reading, in Input) bool {
	b := blockText{head: head(in.Content, slotBytes), reading: *r}
	if len(r.Lines) > 0 {
		b.line = r.Lines[0]
	}
	if b.line == "" {
		b.line = firstLine(b.head)
	}
	for i := range blockers {
		wanted, persists := blockers[i].check(c, &b.reading, in, &b)
		if wanted == "" {
			continue
		}
		if b.covers != nil {
			// A part of the list may affirm with the other parts
			// (Reading.Covers) only if no later row takes it back.
			for k := i + 1; k < len(blockers); k++ {
				if w, p := blockers[k].check(c, &b.reading, in, &b); w != "" {
					wanted, persists, b.covers, i = w, p, nil, k
					break
				}
			}
		}
		r.Affirms, r.Wanted, r.Covers = false, wanted, b.covers
		if persists && c.Success {
			r.Outcome, r.Persists, r.Rule = Fail, true, "unaffirm."+blockers[i].name
			if b.decisive == "" {
				b.decisive = b.line
			}
			r.Lines = []string{text.Clip(strings.TrimSpace(b.decisive), 200)}
		}
		return true
	}
	return false
}

// countsRefute runs the blockers that read the failure itself in counts
// over a reading that affirms nothing of a subject it names: "jobs queue:
// 1,200 ready, consumers: 0" and "de 5 nodos solo 2 responden" state no
// success to take back, and still show the claim does not hold.
// It reports whether one did.
func (c *Claim) countsRefute(r *Reading, in Input) bool {
	if !c.Success || c.ExpectsFailure {
		return false
	}
	b := blockText{head: head(in.Content, slotBytes)}
	b.line = firstLine(b.head)
	// The three are called by name, not through blocker values: a call
	// through a function value made r, the caller's Reading, escape, one
	// allocation an item.
	for k, name := range [...]string{"outcome-counts", "part-for-all", "no-op"} {
		var wanted string
		var persists bool
		switch k {
		case 0:
			wanted, persists = outcomeCounts(c, r, in, &b)
		case 1:
			wanted, persists = partForAll(c, r, in, &b)
		default:
			wanted, persists = noOp(c, r, in, &b)
		}
		if wanted != "" && persists && c.observedOwn(r, in) {
			r.Wanted, r.Outcome, r.Persists, r.Rule = wanted, Fail, true, "persists."+name
			r.Lines = []string{text.Clip(strings.TrimSpace(b.decisive), 200)}
			return true
		}
	}
	return false
}

// observedOwn reports an item that names the claim's subject and no other
// in its place.
func (c *Claim) observedOwn(r *Reading, in Input) bool {
	ob := newObservation(in.Content, in.Source)
	if !c.namesSubject(r, &ob) {
		return false
	}
	claimed, _ := c.otherName(r, &ob)
	return claimed == ""
}

// frames are the words that, around a success, say it did not happen: a
// frame that denies what follows, a quantifier of none for whom it
// worked, an issue closed without a fix, a success only in name.
var frames = NewTable(
	Row{Name: "frame.en", Phrases: []string{"would be wrong to say", "wrong to say", "not true that", "not the case that",
		"said nobody", "said no one", "says nobody", "says no one", "nobody would say", "no one would say",
		"only in the sense", "in name only"}},
	Row{Name: "frame.es", Phrases: []string{"no es cierto que", "no es verdad que", "sería falso decir", "seria falso decir",
		"dijo nadie", "solo en el sentido", "sólo en el sentido"}},
	Row{Name: "frame.zh", Phrases: []string{"不能说", "谈不上", "并不是说", "说不上"}},
	Row{Name: "none.en", Phrases: []string{"for no user", "for no users", "for no one", "for nobody", "for none of", "for no customer",
		"for no customers", "for no tenant", "by nobody", "by no one", "nobody can", "no one can", "nobody could", "no one could",
		"no user can", "no users can", "none of them work", "none of them works"}},
	Row{Name: "none.es", Phrases: []string{"para nadie", "para ningún", "para ninguna", "para ninguno", "nadie puede", "nadie pudo",
		"ningún usuario puede"}},
	Row{Name: "none.zh", Phrases: []string{"没有人能", "没人能", "没有一个用户", "任何用户都不", "谁都不能"}},
	Row{Name: "wontfix", Phrases: []string{"wont fix", "wontfix", "will not fix", "not going to fix", "closed without a fix",
		"no se corregirá", "no se corregira", "no se arreglará", "no se arreglara", "不予修复", "不会修复", "不修复"}},
)

// negatingFrame: a frame or a quantifier of none in the affirming line
// reverses its success ("It would be wrong to say that the cache
// invalidation works", "login works for no user we tried").
func negatingFrame(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if !r.Prose || r.Outcome != Pass || c.ExpectsFailure {
		return "", false
	}
	for _, m := range frames.Find(b.line) {
		if !m.Negated {
			return "it stated the claim's predicate, not " + quote(m.Sentence), false
		}
	}
	return "", false
}

// falseField: a field named by the claim's own predicate set to false
// ("delivered=false", "shipped: false"): the content says the effect did
// not happen. A 2xx body is read by bodyNoop; this reads any item.
func falseField(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || !strings.Contains(b.head, "false") {
		return "", false
	}
	c.prepare()
	s := b.head
	for i := 0; ; {
		j := strings.Index(s[i:], "false")
		if j < 0 {
			return "", false
		}
		j += i
		i = j + len("false")
		key := fieldBefore(s, j)
		if key == "" {
			continue
		}
		words := text.Words(spacedCamel(key))
		for k, w := range words {
			if k > 0 && (words[k-1] == "by" || words[k-1] == "for" || words[k-1] == "to") {
				continue // "readByPatient": the patient is who would have read it, not what is false
			}
			if t, ok := text.Term(w); ok && !generic[t] && !slices.Contains(failureTerms, t) && slices.Contains(c.allTerms, t) {
				b.decisive = lineAround(s, j)
				return "it showed the field true, not " + quote(b.decisive), true
			}
		}
	}
}

// spacedCamel puts a space before each upper-case letter that follows a
// lower-case one: "readByPatient" is "read By Patient".
func spacedCamel(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' && i > 0 && s[i-1] >= 'a' && s[i-1] <= 'z' {
			b.WriteByte(' ')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// fieldBefore returns the key of a field whose value starts at byte at
// ("delivered=", "\"shipped\": ", "healthy: "), or "".
func fieldBefore(s string, at int) string {
	k := at
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '"' || s[k-1] == '\'') {
		k--
	}
	if k == 0 || s[k-1] != '=' && s[k-1] != ':' {
		return ""
	}
	k--
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '"' || s[k-1] == '\'') {
		k--
	}
	e := k
	for k > 0 && (isWordByte(s[k-1]) || s[k-1] == '-' || s[k-1] == '.') {
		k--
	}
	return strings.ReplaceAll(strings.ReplaceAll(s[k:e], "_", " "), "-", " ")
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c == '_'
}

// outcomeWords name the counts of an outcome: what got done and what is
// still waiting. Stems, matched as a word's start.
var (
	doneCounts    = []string{"sent", "delivered", "processed", "completed", "succeeded", "done", "applied", "synced", "imported", "exported", "enviad", "entregad", "procesad", "已发送", "已处理", "成功"}
	waitingCounts = []string{"waiting", "pending", "queued", "backlog", "remaining", "deferred", "stuck", "en espera", "pendiente", "en cola", "等待", "待处理", "积压", "排队"}
)

// outcomeCounts: a success count of 0 beside a waiting count above 0
// ("0 sent, 850 waiting", "sent_total_5m=0 waiting=850"), or, for a claim
// that something is empty or drained, any waiting count above 0. A
// throughput of zero is a success count of 0 (throughput.go): "ack rate
// 0/s", "consumers: 0", "消费速率 0 条/秒" beside "1,200 ready".
func outcomeCounts(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || !strings.ContainsAny(b.head, "0123456789") || r.Rule == "trend.drain" {
		return "", false // (a drain's first figure is where it fell from: drain.go)
	}
	done, waiting := -1, 0
	where := ""
	var pairs []countPair
	pairs, c.countWords = countPairs(b.head, c.countWords[:0])
	for _, p := range pairs {
		switch {
		case (hasStem(p.word, waitingCounts) || !c.zeroState && hasStem(p.word, readyCounts)) && p.n > waiting:
			waiting, where = p.n, p.line
		case (hasStem(p.word, doneCounts) || throughput(p)) && (done < 0 || p.n < done):
			done = p.n
		}
	}
	if waiting > 0 && (done == 0 || c.zeroState) {
		b.decisive = where
		return "it showed nothing left waiting, not " + quote(where), true
	}
	return "", false
}

// hasStem reports a count's word that starts with one of stems, or holds
// it as a part of a field name ("sent_total", "messages_ready"); a stem
// not in ASCII anywhere in it ("消费速率").
func hasStem(w string, stems []string) bool {
	for _, s := range stems {
		if strings.HasPrefix(w, s) || s[0] >= 0x80 && strings.Contains(w, s) {
			return true
		}
		// "_"+s at the end, or s+"_" anywhere, without joining them: one
		// search for s, read around each place it is.
		for from := 0; ; {
			j := strings.Index(w[from:], s)
			if j < 0 {
				break
			}
			j += from
			if j > 0 && w[j-1] == '_' && j+len(s) == len(w) || j+len(s) < len(w) && w[j+len(s)] == '_' {
				return true
			}
			from = j + 1
		}
	}
	return false
}

// A countPair is a number with the word that counts it: "850 waiting",
// "waiting=850", "sent_total_5m=0", "pending: 3", "850 messages
// waiting", "待处理 900"; rate when the number is per unit of time ("0/s",
// "0 events/s").
type countPair struct {
	word, line string
	n          int
	rate       bool
}

// countPairs reads the counted numbers of s, up to a bound. It splits s
// into words appended to words, a buffer it returns for the next call.
func countPairs(s string, buf []string) ([]countPair, []string) {
	var out []countPair
	// A separator between counts is a word of its own, "|": a number
	// before it counts nothing after it ("consumers: 0, ack rate 0/s").
	s = countSeparators.Replace(joinThousands(s))
	buf = appendFields(buf, s, countSpace)
	words := buf
	for i, w := range words {
		if len(out) >= 64 {
			break
		}
		tw := strings.TrimRight(w, ".:!")
		if tw == "" || tw == "|" {
			continue
		}
		// A pair needs a "=" or ":" in the word, or a number first in it or
		// in the next: any other word is passed without lower-casing it
		// (lower-casing neither makes nor takes a digit, "=" or ":").
		if !strings.ContainsAny(tw, "=:") && !isDigit(tw[0]) {
			if i+1 >= len(words) || words[i+1] == "|" {
				continue
			}
			if t := strings.Trim(words[i+1], ".:!"); t == "" || !isDigit(t[0]) {
				continue
			}
		}
		lw := strings.ToLower(tw)
		if k := strings.IndexAny(lw, "=:"); k > 0 && k+1 < len(lw) {
			if n, rest, ok := countValue(lw[k+1:]); ok {
				out = append(out, countPair{lw[:k], w, n, perTime(rest)})
			}
			continue
		}
		if i+1 >= len(words) || words[i+1] == "|" {
			continue
		}
		next := strings.ToLower(strings.Trim(words[i+1], ".:!"))
		if n, rest, ok := countValue(lw); ok {
			if rest != "" {
				next = rest // "850条", "0/s": the word is the number's own suffix
			}
			out = append(out, countPair{next, w + " " + words[i+1], n, perTime(rest) || perTime(next)})
			if i+2 < len(words) && words[i+2] != "|" && !strings.HasSuffix(words[i+1], ":") && !strings.ContainsAny(words[i+2], ":=") {
				// "850 messages waiting", "0 sent on": the word after the noun.
				after := strings.ToLower(strings.Trim(words[i+2], ".:!"))
				if next == "en" || next == "on" {
					after = next + " " + after
				}
				out = append(out, countPair{after, w + " " + words[i+1] + " " + words[i+2], n, perTime(rest) || perTime(next)})
			}
			continue
		}
		if n, rest, ok := countValue(next); ok && next != "" && (strings.HasSuffix(w, ":") || countWord(lw)) {
			out = append(out, countPair{lw, w + " " + words[i+1], n, perTime(rest)}) // "pending: 3", "backlog 40k"
		}
	}
	return out, buf
}

// countSeparators make a separator between counts a word of its own.
var countSeparators = strings.NewReplacer("：", ": ", ",", " | ", ";", " | ", "，", " | ", "、", " | ", "\n", " | ")

// countSpace separates the words countPairs reads.
func countSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '(' || r == ')' || r == '{' || r == '}' || r == '"'
}

// appendFields is [strings.FieldsFunc] appending to dst: the fields of s
// between runs of runes for which sep is true.
func appendFields(dst []string, s string, sep func(rune) bool) []string {
	start := -1
	for i, r := range s {
		switch {
		case sep(r) && start >= 0:
			dst, start = append(dst, s[start:i]), -1
		case !sep(r) && start < 0:
			start = i
		}
	}
	if start >= 0 {
		dst = append(dst, s[start:])
	}
	return dst
}

// unresolvedStates are a tracker's states of an issue that is not fixed.
var unresolvedStates = []string{"unresolved", "regressed", "reopened", "escalating"}

// trackerStatus: an error tracker's or issue tracker's status field other
// than resolved ("status": "unresolved", "substatus": "regressed") for a
// claim that the issue is fixed or resolved.
func trackerStatus(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || !c.Has(Success) || !strings.Contains(b.head, "status") {
		return "", false
	}
	lower := strings.ToLower(b.head)
	for _, st := range unresolvedStates {
		for i := 0; ; {
			j := strings.Index(lower[i:], st)
			if j < 0 {
				break
			}
			j += i
			i = j + len(st)
			if strings.HasSuffix(fieldBefore(lower, j), "status") || strings.HasSuffix(fieldBefore(lower, j), "state") {
				b.decisive = lineAround(b.head, j)
				return "its status said resolved, not " + quote(b.decisive), true
			}
		}
	}
	return "", false
}

// A version is a version a text names: the product it is of ("node",
// "postgres", "" for the text's own or an API's) and its number parts.
type version struct {
	product string
	parts   []string
}

// versionsOf returns the versions s names: "v2.4.1", "Node 20", "Postgres
// 15", "X-Api-Version: 2.7", "node --version v18.19.0". A number without
// a "v" or dots is a version only after a name in the claim, capitalised
// or in mixed case (claim: the text is a claim), as numbers of things are
// not.
func versionsOf(s string, claim bool) []version {
	if !strings.ContainsAny(s, "0123456789") {
		return nil
	}
	var out []version
	words := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == ',' || r == ';' || r == '(' || r == ')' || r == '"' || r == '\'' || r == '@' || r == '，' || r == '。'
	})
	for i, w := range words {
		if len(out) >= 16 {
			break
		}
		w = strings.TrimRight(w, ".:!?")
		num, bare := w, false
		if len(w) > 1 && (w[0] == 'v' || w[0] == 'V') && isDigit(w[1]) {
			num, bare = w[1:], true
		}
		if num == "" || !isDigit(num[0]) || strings.Trim(num, "0123456789.") != "" {
			continue
		}
		dotted := strings.Contains(num, ".")
		product := ""
		for k := i - 1; k >= 0 && k >= i-2; k-- {
			p := strings.ToLower(strings.TrimRight(words[k], ".:"))
			if strings.HasPrefix(p, "-") {
				continue // "node --version v18": the flag between
			}
			if strings.HasSuffix(p, "version") || strings.HasSuffix(p, "versión") || strings.HasSuffix(p, "版本") {
				product, bare = "", true
				break
			}
			if latinWord(p) && !stopWord(p) && !versionWords[p] && (dotted || !claim || strings.ToLower(words[k]) != words[k]) {
				// A name is capitalised, or written in mixed case: "Safari
				// 17", "iOS 17", "macOS 14".

				product = p
			}
			break
		}
		if i+1 < len(words) && (strings.HasPrefix(words[i+1], "版本") || strings.HasPrefix(words[i+1], "版")) {
			bare = true // "6.2 版本", "在 6.1.8 版上": the Chinese word for version after it
		}
		if !bare && product == "" && strings.Count(num, ".") < 2 {
			continue // "16.6 ms", "in 4.0": a measure or a number, not a version of the claim's kind
		}
		if !bare && !dotted && product == "" {
			continue
		}
		out = append(out, version{product, strings.Split(strings.Trim(num, "."), ".")})
	}
	return out
}

// sameVersion: one's parts are a prefix of the other's ("20" and
// "20.11.1", "v2" and "v2.3").
func sameVersion(a, b []string) bool {
	n := min(len(a), len(b))
	return slices.Equal(a[:n], b[:n])
}

// otherVersion: the claim names a version and the item names another of
// the same product, and not the claim's ("On v2.3.9 the bug no longer
// reproduces" for "fixed in v2.4.1", "works on Postgres 15" for "Postgres
// 16"). The affirming line decides when it names one; else the head.
func otherVersion(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if !c.versRead || c.versText != c.Text {
		c.vers, c.versText, c.versRead = versionsOf(c.Text, true), c.Text, true
	}
	claimed := c.vers
	if len(claimed) == 0 {
		return "", false
	}
	for _, t := range [...]string{b.line, b.head} {
		seen := versionsOf(t, false)
		for _, want := range claimed {
			other, same := "", false
			for _, got := range seen {
				if got.product != want.product {
					if sameVersion(want.parts, got.parts) && len(want.parts) >= 3 {
						same = true // "Resolved in 7.4.3" for "in release 7.4.3": the version itself, by another word
					}
					continue
				}
				if sameVersion(want.parts, got.parts) {
					same = true
				} else if other == "" {
					other = strings.TrimSpace(got.product + " " + strings.Join(got.parts, "."))
				}
			}
			if same {
				return "", false
			}
			if other != "" {
				return "it observed " + strings.TrimSpace(want.product+" "+strings.Join(want.parts, ".")) + ", not " + other, false
			}
		}
	}
	return "", false
}

// withWords introduce a claim's qualifier of how ("with SSO", "con
// --json"); withoutWords theirs negated.
var (
	withWords    = map[string]bool{"with": true, "using": true, "via": true, "con": true, "usando": true, "mediante": true}
	withoutQuals = map[string]bool{"without": true, "sin": true, "no": true, "not": true}
	otherObjects = map[string]bool{"no": true, "zero": true, "the": true, "a": true, "an": true, "el": true, "la": true, "los": true,
		"las": true, "un": true, "una": true, "any": true, "all": true, "every": true, "each": true, "ningún": true, "ninguna": true}
)

// qualifiersOf returns the claim's qualifiers of how: the word after a
// with-word, and every flag ("--json", "-race"), lower case.
func qualifiersOf(s string) []string {
	var out []string
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		w = strings.Trim(w, ".,;:!?()\"'`")
		if strings.HasPrefix(w, "-") && len(w) > 1 && !isDigit(w[len(w)-1]) && latinWord(strings.TrimLeft(w, "-")) {
			out = append(out, w)
		}
		if withWords[w] && i+1 < len(ws) {
			q := strings.Trim(ws[i+1], ".,;:!?()\"'`")
			if q != "" && !otherObjects[q] && !isDigit(q[0]) && !slices.Contains(out, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// otherQualifier: a clause of the affirming line says it without the
// claim's qualifier ("works without --json") or with another in its place
// ("log in with password" for "log in with SSO") and does not name the
// claim's.
func otherQualifier(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || !r.Prose && r.Rule != "claim-words" {
		return "", false
	}
	quals := qualifiersOf(c.Text)
	if len(quals) == 0 {
		return "", false
	}
	for _, cl := range Clauses(b.line) {
		ws := strings.Fields(strings.ToLower(cl))
		for i := range ws {
			ws[i] = strings.Trim(ws[i], ".,;:!?()\"'`")
		}
		for _, q := range quals {
			for i, w := range ws {
				if i+1 >= len(ws) {
					break
				}
				next := ws[i+1]
				if withoutQuals[w] && next == q {
					return "it observed it with " + q + ", not " + quote(cl), false
				}
			}
			if slices.Contains(ws, q) {
				continue
			}
			for i, w := range ws {
				if withWords[w] && i+1 < len(ws) && !otherObjects[ws[i+1]] && ws[i+1] != "" && !isDigit(ws[i+1][0]) && !strings.HasPrefix(q, "-") {
					return "it observed it with " + q + ", not " + quote(cl), false
				}
			}
		}
	}
	return "", false
}

// deploymentPhrases name a deployment in words the environment terms do
// not reach: a test environment or sandbox in three languages.
var deploymentPhrases = []struct{ phrase, name string }{
	{"test environment", "test"}, {"testing environment", "test"}, {"sandbox", "test"}, {"entorno de pruebas", "test"},
	{"entorno de test", "test"}, {"entorno de staging", "staging"}, {"测试环境", "test"}, {"沙箱", "test"}, {"预发布", "staging"},
	{"开发环境", "development"}, {"entorno de desarrollo", "development"}, {"dev environment", "development"},
	{"preproducción", "staging"}, {"preproduccion", "staging"}, {"pre-producción", "staging"}, {"preprod", "staging"},
	{"pre-prod", "staging"}, {"pre-production", "staging"}, {"preproduction", "staging"}, {"ambiente de pruebas", "test"},
	{"entorno de integración", "test"}, {"预生产", "staging"}, {"预上线", "staging"}, {"测试服", "test"}, {"测试集群", "test"},
}

// otherEnvironmentPhrase: the affirming line names another deployment than
// the claim's, in a phrase ("entorno de pruebas", "测试环境" for a
// production claim), and not the claim's.
func otherEnvironmentPhrase(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	var mine []string
	for _, e := range c.envs {
		if e.kind == "deployment" {
			mine = append(mine, e.name)
		}
	}
	if len(mine) == 0 {
		return "", false
	}
	// The affirming line, then the item's first line: where an
	// observation says where it was made ("Probado en preproducción: …").
	for _, line := range [...]string{b.line, firstLine(b.head)} {
		lower := strings.ToLower(line)
		for _, p := range deploymentPhrases {
			if !strings.Contains(lower, p.phrase) || slices.Contains(mine, p.name) {
				continue
			}
			rest := strings.ReplaceAll(lower, p.phrase, " ") // "pre-prod" names no prod
			for _, e := range environments {
				if slices.Contains(mine, e.name) && text.Common(e.terms, SubjectOf(rest).Terms) > 0 {
					return "", false // it names the claim's as well
				}
			}
			return "it was observed in " + strings.Join(mine, " or ") + ", not " + quote(p.phrase), false
		}
	}
	return "", false
}

// allWords are a claim's quantifiers over every instance; partWords an
// item's of some.
var (
	allWords  = []string{"all", "every", "each", "todos", "todas", "cada", "所有", "全部", "每个"}
	partWords = []string{"one of", "some of", "half of", "most of", "a few of", "several of", "uno de", "una de", "algunos de",
		"algunas de", "la mitad de", "parte de", "部分", "一半", "一些"}
)

// partForAll: the claim says all, the affirming line a part of them
// ("enabled for 10% of users", "one of the shards"), and not all.
func partForAll(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if !c.Has(Universal) || c.ExpectsFailure {
		return "", false
	}
	claimWords := strings.Fields(strings.ToLower(c.Text))
	quantified := false
	for _, w := range allWords {
		quantified = quantified || slices.Contains(claimWords, w) || !isLatin(w) && strings.Contains(c.Text, w)
	}
	if !quantified {
		return "", false
	}
	lower := strings.ToLower(b.line)
	for _, w := range allWords {
		if isLatin(w) && slices.Contains(strings.Fields(lower), w) {
			return "", false
		}
	}
	if first := firstLine(b.head); fewerIn(first) && wholeIn(first) == 0 && !stepReached(b.head, 0) {
		// "发送完成：200 封中只发出 40 封", "done: 40 of 200 sent": the count
		// beside the success says how many of them.
		return "it observed all of them, not " + quote(text.Clip(first, 120)), true
	}
	for _, p := range partWords {
		if i := strings.Index(lower, p); i >= 0 && (i == 0 || !isWordByte(lower[i-1]) || !isLatin(p)) {
			return "it observed all of them, not " + quote(b.line), false
		}
	}
	for i := 0; ; {
		j := strings.Index(lower[i:], "% of")
		if j < 0 {
			break
		}
		j += i
		i = j + 1
		k := j
		for k > 0 && (isDigit(lower[k-1]) || lower[k-1] == '.') {
			k--
		}
		if n, _ := leadingInt(lower[k:j]); k < j && n < 100 {
			return "it observed all of them, not " + quote(b.line), false
		}
	}
	return "", false
}

// filteredElsewhere: a run filtered ("-run TestPutaway", "-k name") for a
// claim of every test of something ("All warehouse package tests pass"):
// the filter ran some of them. (A claim of the suite in so many words is
// read by affirm's own row; this reads the commands in the content too.)
//
// A claim that names no test and no suite ("The fix works.") is shown by
// its own check's result (§4.1): a run filtered to tests none of whose
// words the claim says ("-run TestUnrelated") is another check's result.
func filteredElsewhere(c *Claim, r *Reading, in Input, b *blockText) (string, bool) {
	if r.Outcome != Pass || r.Prose || len(c.testNames) > 0 {
		return "", false
	}
	whole := c.claimsSuite() || c.quantifiesTests()
	if r.Named && !whole {
		return "", false // the run's test is the claim's own check
	}
	for _, s := range [...]string{in.Source, firstLine(b.head), lastLine(b.head)} {
		if strings.Contains(s, "-bench") || !strings.Contains(s, "-") {
			continue // a benchmark run filters its tests out on purpose
		}
		if !whole {
			for _, p := range filterPatterns(s) {
				if len(testNames(p)) > 0 && !c.namesFilter(p) {
					return "it ran the claim's own check, not only " + quote(strings.TrimRight(p, ")\"'")), false
				}
			}
			continue
		}
		for _, p := range filterPatterns(s) {
			if (modulePath(p) || dottedIn(s, p)) && c.namesFilter(p) {
				continue // "unittest tests.test_payroll" for "all payroll unit tests": the module is the suite named
			}
			if !strings.Contains(p, "::") && (len(testNames(p)) > 0 || runsTests(s) && !c.namesFilter(p)) {
				return "it ran the tests of what the claim names, not only " + quote(p), false
			}
		}
	}
	return "", false
}

// namesFilter reports whether a run's filter holds a word of the claim
// (TestInvoiceTotalRoundsHalfUp for "rounding on invoice totals"), its
// identifiers split where their case changes.
// modulePath reports a filter that names a module or a file rather than a
// test: dotted or with a path, lower case, no "::" ("tests.test_payroll",
// "tests/test_payroll.py"); "TestPutaway" and "test_total" name tests.
func modulePath(p string) bool {
	if strings.Contains(p, "::") || !strings.ContainsAny(p, "./") {
		return false
	}
	return strings.ToLower(p) == p
}

// dottedIn reports a pattern that s names as the last part of a dotted
// lower-case name, as unittest names a module: "tests.test_payroll".
func dottedIn(s, p string) bool {
	i := strings.Index(s, "."+p)
	if i <= 0 || strings.ToLower(p) != p {
		return false
	}
	end := i + 1 + len(p)
	return (end == len(s) || s[end] == ' ' || s[end] == '\n') && (isLower(s[i-1]) || isDigit(s[i-1]) || s[i-1] == '_')
}

func (c *Claim) namesFilter(p string) bool {
	words := rowWords(nil, c.Text)
	for _, w := range rowWords(nil, p) {
		if len(w) < 3 || runnerWords[w] || w == "test" || w == "tests" || w == "benchmark" || w == "fuzz" {
			continue
		}
		t, _ := text.Term(w)
		if t != "" && slices.Contains(c.Subject.Terms, t) {
			return true // TestLogin for 登录: one term in both languages
		}
		for _, cw := range words {
			if ct, _ := text.Term(cw); ct != "" && ct == t || inflects(cw, w) || inflects(w, cw) {
				return true
			}
		}
	}
	return false
}

// lastLine returns the last non-empty line of s: a note after the output
// ("(ran with -run TestUnrelated)").
func lastLine(s string) string {
	s = strings.TrimRight(s, "\n ")
	return s[strings.LastIndexByte(s, '\n')+1:]
}

// quantifiesTests reports a claim of every test of something ("All
// warehouse package tests pass", "todas las pruebas de pagos pasan"): a
// quantifier over every, then tests within four words.
func (c *Claim) quantifiesTests() bool {
	ws := strings.Fields(strings.ToLower(c.Text))
	for i, w := range ws {
		if !slices.Contains(allWords, w) {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+4; k++ {
			switch strings.Trim(ws[k], ".,;:") {
			case "tests", "test", "pruebas", "specs":
				return true
			}
		}
	}
	for i, w := range ws {
		// "the token fingerprint tests all pass", "las pruebas de pagos todas pasan"
		if t := strings.Trim(w, ".,;:"); (t == "tests" || t == "pruebas" || t == "specs") && i+1 < len(ws) && slices.Contains(allWords, strings.Trim(ws[i+1], ".,;:")) {
			return true
		}
	}
	return strings.Contains(c.Text, "所有") && strings.Contains(c.Text, "测试")
}

// testRunners are the commands whose filter flags select tests: "-k" is
// a filter to "python3 -m unittest" and pytest, not to curl.
var testRunners = []string{"go test", "unittest", "pytest", "jest", "vitest", "mocha", "node --test", "cargo test", "rspec", "phpunit", "dotnet test", "mvn test", "gradle test"}

// runsTests reports a command line that runs a test runner, so that any
// pattern of its filter flags selects tests ("-k stable").
func runsTests(s string) bool {
	for _, r := range testRunners {
		if strings.Contains(s, r) {
			return true
		}
	}
	return false
}

// fixVerbs are the verbs of a claim that a change removes a harm, in any
// form: "fixes the leak", "stops the crash", "resolves", "eliminates",
// "corrige la fuga", "修复了泄漏". With a harm in the claim, they make it a
// fix claim: a persisting harm contradicts it.
var fixVerbs = NewTable(
	Row{Name: "fix.en", Phrases: []string{"fixes", "fixing", "fixed", "resolves", "resolved", "resolving",
		"stops", "stopped", "eliminates", "eliminated", "cures", "cured", "repairs",
		"repaired", "addresses", "addressed", "remedies", "remedied", "prevents", "prevented",
		"patched", "solves", "solved", "get rid of", "gets rid of", "got rid of", "plugs", "plugged",
		"squashes", "squashed"}},
	Row{Name: "fix.es", Phrases: []string{"corrige", "corrigen", "corrigió", "corregido", "arregla", "arreglan", "arregló", "soluciona",
		"solucionan", "solucionó", "resuelve", "resuelven", "resolvió", "elimina", "eliminan", "eliminó", "evita", "evitan", "evitó",
		"repara", "reparan", "reparó", "detiene", "acaba con"}},
	Row{Name: "fix.zh", Phrases: []string{"修复", "修好", "修正", "解决", "消除", "根治", "杜绝", "避免", "堵住"}},
)

// fixClaim reports a claim whose main verb is a fix verb, not negated or
// planned, with a harm it removes: a failure term or a harm a fix stops.
func (c *Claim) fixClaim() bool {
	ms := fixVerbs.FindIn(&Text{s: c.Text, toks: c.textToks})
	fixes := false
	for _, m := range ms {
		fixes = fixes || !m.Negated && !m.Planned
	}
	if !fixes {
		return false
	}
	for _, t := range c.Subject.Terms {
		if slices.Contains(failureTerms, t) || stoppedHarms[t] || fixedHarms[t] {
			return true
		}
		for _, h := range failureTerms {
			if !isLatin(h) && strings.Contains(t, h) {
				return true
			}
		}
	}
	for _, h := range harmsZh {
		if strings.Contains(c.Text, h) {
			return true
		}
	}
	return false
}

// fixedHarms are the harms a fix removes beyond the failure terms, as
// terms; harmsZh the Chinese ones, read as characters.
var (
	fixedHarms = func() map[string]bool {
		m := map[string]bool{}
		for _, w := range text.Words("crash crashes flake flakes flakiness fuga fugas cuelgue bloqueo fallo fallos problem issue corruption duplicate duplicates") {
			if t, ok := text.Term(w); ok {
				m[t] = true
			}
		}
		return m
	}()
	harmsZh = []string{"泄漏", "泄露", "崩溃", "超时", "卡死", "死锁", "漏洞", "问题", "故障"}
)

// staleMarks say the success is not a run of now: the run was one from
// before the change, nothing ran since, or the result came from a cache
// without running. (A before beside the after — "before the fix we got
// 2" — is a comparison, not the run's own time: only a run word takes it.)
var staleMarks = NewTable(
	Row{Name: "before", Phrases: []string{"run before the change", "run before the fix", "last run before", "ran before the change",
		"ran before the fix", "from before the fix", "from before the change", "taken before the fix", "taken before the change",
		"captured before the fix", "captured before the change", "ejecución anterior al cambio", "修复前的运行"}},
	Row{Name: "since", Phrases: []string{"has run since", "have run since", "ran since", "run since", "has been run since", "happened since",
		"se ha ejecutado desde", "se ejecutó desde", "之后没有运行", "之后再没运行"}},
	Row{Name: "cached", Phrases: []string{"no tasks executed", "nothing was executed", "nothing executed", "cached result from",
		"result from cache", "replayed from cache", "resultado en caché", "缓存结果"}},
)

// staleRun: a success with a mark that its run was before the change
// ("last run before the change on 2026-11-30"), that nothing ran since
// ("No deploy has run since") or that it was replayed from a cache
// ("cached result from 2025-02-01, no tasks executed").
func staleRun(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if !c.Success || r.Outcome != Pass && !r.Prose && r.Rule != "claim-words" {
		return "", false
	}
	for _, m := range staleMarks.FindIn(b.headText(c)) {
		if m.Name != "since" || m.Negated {
			return "it showed a run after the change, not " + quote(m.Sentence), false
		}
	}
	return "", false
}

// componentKinds are the words a component is named before: "the payments
// service", "orders-service", "the billing worker".
var componentKinds = map[string]bool{"service": true, "svc": true, "worker": true, "daemon": true, "server": true, "consumer": true,
	"job": true, "queue": true, "gateway": true}

// componentsOf returns the names s gives components, as kind and name
// ("service", "payments"): the word before a kind word, or the part
// before it in a compound ("orders-service", "orders_svc").
func componentsOf(s string, buf []string) ([]slot, []string) {
	var out []slot
	ws := appendFields(buf, strings.ToLower(s), func(r rune) bool {
		return r == ' ' || r == '\t' || r == ',' || r == ';' || r == ':' || r == '(' || r == ')' || r == '"' || r == '\'' || r == '`' || r == '/'
	})
	for i, w := range ws {
		// A word that spans a line break is two: the name before a kind
		// stands on the kind's own line ("file based variables" ends one
		// line of a CI log, "Job succeeded" begins the next).
		lineStart := false
		if k := strings.LastIndexByte(w, '\n'); k >= 0 {
			w, lineStart = w[k+1:], true
		}
		w = strings.Trim(w, ".!?")
		if len(out) >= maxSlots {
			break
		}
		if componentKinds[w] && i > 0 && !lineStart {
			n := ws[i-1]
			if k := strings.LastIndexByte(n, '\n'); k >= 0 {
				n = n[k+1:]
			}
			if n = strings.Trim(n, ".!?"); latinWord(n) && !stopWord(n) && !generic[n] && !qualities[n] {
				out = append(out, slot{w, n})
			}
			continue
		}
		var room [8]string
		parts := appendFields(room[:0], w, func(r rune) bool { return r == '-' || r == '_' })
		for k := 1; k < len(parts); k++ {
			if componentKinds[parts[k]] && latinWord(parts[k-1]) {
				out = append(out, slot{parts[k], parts[k-1]})
			}
		}
	}
	return out, ws
}

// namesComponentKind reports whether s holds a word of componentKinds,
// lower-cased, anywhere: componentsOf names no component of a text that
// holds none, and a claim seldom does.
func namesComponentKind(s string) bool {
	lower := strings.ToLower(s)
	for k := range componentKinds {
		if strings.Contains(lower, k) {
			return true
		}
	}
	return false
}

// otherComponent: the claim names a component of a kind ("the payments
// service") and the item names another of that kind ("orders-service")
// and nowhere the claim's name.
func otherComponent(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if !c.compsRead || c.compsText != c.Text {
		c.comps = nil
		if namesComponentKind(c.Text) {
			c.comps, _ = componentsOf(c.Text, nil)
		}
		c.compsText, c.compsRead = c.Text, true
	}
	mine := c.comps
	if len(mine) == 0 {
		return "", false
	}
	var seen []slot
	seen, c.compWords = componentsOf(b.head, c.compWords[:0])
	terms := SubjectOf(b.head).Terms
	for _, m := range mine {
		t, ok := text.Term(m.name)
		if !ok || slices.Contains(terms, t) {
			continue
		}
		for _, o := range seen {
			if o.kind == m.kind && o.name != m.name && indexWordFold(c.Text, o.name) < 0 {
				return "it observed the " + m.name + " " + m.kind + ", not the " + o.name + " " + o.kind, false
			}
		}
	}
	return "", false
}

// unfinishedBesideZero: an affirmation that is only a count of no
// failures ("0 errors") beside a success the content denies ("still has
// not completed in 42 min, 0 errors"): no failures of a run that did not
// finish show nothing finished.
func unfinishedBesideZero(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if !r.Prose || !zeroRules[r.Rule] || c.ExpectsFailure {
		return "", false
	}
	for _, st := range Statements(b.head) {
		if st.Kind == Success && st.Negated && !st.Planned && !zeroRules[st.Rule] {
			b.decisive = st.Sentence
			return "it showed it finished, not " + quote(st.Sentence), true
		}
	}
	return "", false
}

// introduces reports the rest of a hedge's sentence that ends its own
// words with a colon ("… I think so: (copied from …)"): the hedge is a
// preface to what the colon introduces, not a sentence of its own.
func introduces(rest string) bool {
	i := strings.IndexByte(rest, ':')
	if i < 0 || i+1 < len(rest) && rest[i+1] != ' ' && rest[i+1] != '\n' {
		return false // "10:20", "http://": not a colon that introduces
	}
	return !strings.ContainsAny(rest[:i], ".;!?")
}
