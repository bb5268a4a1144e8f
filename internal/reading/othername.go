package reading

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// otherName returns, for an item that would affirm the claim, a name the
// claim gives that the item does not hold and what it observed in its
// place, or "", "". Two places are read:
//
//   - an identifier of the claim (orders-dlq, /api/v1/orders/42,
//     new-checkout, TestPaymentRetry, Counter.Inc) against the item's
//     identifiers of the same shape that differ from it in a part
//     (quotes-dlq, /api/v1/quotes/42, new-refund, TestPayoutRetry);
//   - a word of what the claim is about beside another of its words
//     ("the nightly export", "the checkout 502s", "token refresh") against
//     the item's word beside that neighbour ("Nightly archive", "refund
//     502s", "cookie refresh").
//
// What the claim names must be what the content observed (docs/rules.md §4.1):
// "The nightly export runs without errors" is not affirmed by "Nightly
// archive: 0 errors".
func (c *Claim) otherName(r *Reading, ob *observation) (claimed, observed string) {
	lower := ob.lowered()
	if claimed, observed = c.otherIdent(ob); claimed != "" {
		return claimed, observed
	}
	if id := c.identMissing(lower); id != "" {
		return id, "something else"
	}
	if claimed, observed = c.otherWord(ob); claimed != "" {
		return claimed, observed
	}
	if claimed, observed = c.otherCJK(ob); claimed != "" {
		return claimed, observed
	}
	if !r.speaksDomain && !r.ranCommand && !r.limited && !r.reported && !c.namesAnIdent(lower) && !c.namesHead(r, ob) && !c.namesClaimedThing(ob.text) {
		_, words := c.headTerms()
		return strings.Join(words, " "), "something else"
	}
	return "", ""
}

// An observation is what an item observed, as the checks of its names
// read it: the head of its content and its source, lower-cased and its
// identifiers as written, each made when first needed.
type observation struct {
	text, lower string
	ids         []string
	idsRead     bool
	shapes      []identShape // shapeOf each of ids, made when first needed
	shaped      []bool
}

func newObservation(content, source string) observation {
	return observation{text: head(content, slotBytes) + "\n" + source}
}

func (ob *observation) lowered() string {
	if ob.lower == "" {
		ob.lower = toLower(ob.text)
	}
	return ob.lower
}

// toLower is strings.ToLower with a fast path for ASCII: one pass, one
// allocation.
func toLower(s string) string {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return strings.ToLower(s)
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if !upper {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// containsLower is strings.Contains(strings.ToLower(s), sub) without
// making the lower-case copy when s is ASCII.
func containsLower(s, sub string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return strings.Contains(strings.ToLower(s), sub)
		}
	}
	for i := 0; i+len(sub) <= len(s); i++ {
		k := 0
		for k < len(sub) && lowerByte(s[i+k]) == sub[k] {
			k++
		}
		if k == len(sub) {
			return true
		}
	}
	return false
}

func (ob *observation) idents() []string {
	if !ob.idsRead {
		ob.ids, ob.idsRead = casedIdents(nil, ob.text), true
	}
	return ob.ids
}

// shape returns shapeOf(ob.idents()[k]), made once for every claim
// identifier and slot it is compared with.
func (ob *observation) shape(k int) identShape {
	if ob.shapes == nil {
		ob.shapes, ob.shaped = make([]identShape, len(ob.idents())), make([]bool, len(ob.ids))
	}
	if !ob.shaped[k] {
		ob.shapes[k], ob.shaped[k] = shapeOf(ob.ids[k]), true
	}
	return ob.shapes[k]
}

// claimIdents returns the claim's identifiers as written, made once.
func (c *Claim) claimIdents() []string {
	if !c.idsRead {
		c.casedIDs, c.idsRead = casedIdents(nil, c.Text), true
		// A redaction placeholder ([REDACTED:password]) names no thing an
		// item could hold: the reader reads contents as sent, where the
		// secret stands in its place.
		kept := c.casedIDs[:0]
		for _, id := range c.casedIDs {
			if !strings.HasPrefix(id, "REDACTED") {
				kept = append(kept, id)
			}
		}
		c.casedIDs = kept
	}
	return c.casedIDs
}

// otherIdent reads the first place: identifiers.
func (c *Claim) otherIdent(ob *observation) (string, string) {
	claimIDs := c.claimIdents()
	if len(claimIDs) == 0 {
		return "", ""
	}
	lower := ob.lowered()
	for _, id := range claimIDs {
		if strings.Contains(lower, strings.ToLower(id)) {
			continue
		}
		want := shapeOf(id)
		if len(want.parts) == 0 {
			continue
		}
		for k, other := range ob.idents() {
			got := ob.shape(k)
			base := got.withoutHashes()
			if (want.substitutes(got) || want.substitutes(base) || want.generatedOther(got, base)) && !c.holdsIdent(other) && !sameStems(id, other) {
				return id, other
			}
			if p := want.otherCodePart(got); p != "" && !c.holdsIdent(p) {
				return id, p // "slotmap-rtm1.json" for "the MAD2 slot map": another site's file
			}
		}
	}
	return "", ""
}

// sameStems reports two identifiers whose words are the same stems: "Ad-serving"
// and "ad-serve" name one service.
func sameStems(a, b string) bool {
	ta, tb := text.Terms(spaced(a)), text.Terms(spaced(b))
	if len(ta) != len(tb) || len(ta) == 0 {
		return false
	}
	for i := range ta {
		if ta[i] != tb[i] && !sameLemma(ta[i], tb[i]) && lemma(ta[i]) != lemma(tb[i]) {
			return false
		}
	}
	return true
}

// namesAnIdent reports whether an item holds one of the claim's
// identifiers: the most specific names it gives (TestCheckout, Cart.Total).
func (c *Claim) namesAnIdent(lower string) bool {
	for _, id := range c.Subject.Idents {
		if strings.Contains(lower, id) {
			return true
		}
	}
	if c.identParts == nil {
		c.identParts = []string{} // made once: the parts that name
		for _, id := range c.Subject.Idents {
			for _, p := range shapeOf(id).parts {
				if len(p) >= 4 && !runnerWords[p] {
					c.identParts = append(c.identParts, p)
				}
			}
		}
	}
	for _, p := range c.identParts {
		if strings.Contains(lower, p) {
			return true // "BenchmarkTotal" for Cart.Total
		}
	}
	return false
}

// identMissing returns an identifier of the claim with a separator
// (Counter.Inc, load_embeddings.py, /api/v1/reports) of which an item holds
// no part, when the claim's identifiers are all so missing, or "".
func (c *Claim) identMissing(lower string) string {
	missing := ""
	for _, id := range c.claimIdents() {
		sh := shapeOf(id)
		if len(sh.parts) == 0 || strings.Trim(sh.seps, "^-") == "" {
			// No separator but case or a hyphen: a product's name
			// (SnapStart) or a compound word (start-up) may be one.
			continue
		}
		if strings.Contains(lower, strings.ToLower(id)) {
			return ""
		}
		for _, p := range sh.parts {
			if len(p) >= 4 && !runnerWords[p] && strings.Contains(lower, p) {
				return ""
			}
		}
		if missing == "" {
			missing = id
		}
	}
	return missing
}

// holdsIdent reports whether the claim names id itself (any case).
func (c *Claim) holdsIdent(id string) bool {
	return strings.Contains(strings.ToLower(c.Text), strings.ToLower(id))
}

// An identShape is an identifier as its parts and the separators between
// them: "orders-dlq" is [orders dlq] joined by "-"; "TestPaymentRetry" is
// [test payment retry] joined by camel case; a path is its segments after
// any scheme and host.
type identShape struct {
	parts []string
	seps  string
	path  bool
	code  bool // one part of letters then digits: "us1", "eu1", "sg2" (a region's, a site's code)
}

// shapeOf splits an identifier into its shape.
func shapeOf(id string) identShape {
	var s identShape
	if i := strings.Index(id, "://"); i >= 0 {
		rest := id[i+3:]
		j := strings.IndexByte(rest, '/')
		if j < 0 {
			return identShape{}
		}
		id = rest[j:]
	}
	if k := strings.IndexAny(id, "?#"); k >= 0 {
		id = id[:k]
	}
	s.path = strings.HasPrefix(id, "/")
	id = strings.Trim(id, "/.:")
	start := 0
	flush := func(end int, sep byte) {
		if end > start {
			s.parts = append(s.parts, strings.ToLower(id[start:end]))
			if sep != 0 {
				s.seps += string(sep)
			}
		}
	}
	for i := 0; i < len(id); i++ {
		ch := id[i]
		switch {
		case ch == '-' || ch == '_' || ch == '.' || ch == '/' || ch == ':' || ch == '@':
			flush(i, ch)
			start = i + 1
		case i > start && 'A' <= ch && ch <= 'Z' && 'a' <= id[i-1] && id[i-1] <= 'z':
			flush(i, '^') // camel case: "PaymentRetry"
			start = i
		}
	}
	flush(len(id), 0)
	if len(s.parts) == 1 && !s.path && shortCode(s.parts[0]) {
		s.code = true
		return s
	}
	if len(s.parts) < 2 && !s.path {
		return identShape{} // one word: read as a word, not an identifier
	}
	return s
}

// shortCode reports a word of two to four letters then one or two digits
// ("us1", "eu1", "sg2", "fra3"), or a major version ("v2").
func shortCode(p string) bool {
	i := 0
	for i < len(p) && 'a' <= p[i] && p[i] <= 'z' {
		i++
	}
	j := i
	for j < len(p) && '0' <= p[j] && p[j] <= '9' {
		j++
	}
	return (i >= 2 && i <= 4 || i == 1 && p[0] == 'v') && j > i && j-i <= 2 && j == len(p) // "v1" for "v2": another major version
}

// otherCodePart returns a part of got that is a code of want's kind and
// not want's own: "rtm1" of slotmap-rtm1.json for MAD2, "v3" of
// report-v3.pdf for v2. Codes of formats and architectures (sha1, utf8,
// arm64) name no site.
func (want identShape) otherCodePart(got identShape) string {
	if !want.code || got.code || len(got.parts) < 2 {
		return ""
	}
	w := want.parts[0]
	for _, p := range got.parts {
		if p != w && len(p) == len(w) && shortCode(p) && !formatCodes[p] && (p[0] == 'v') == (w[0] == 'v') {
			return p
		}
	}
	return ""
}

// formatCodes are codes of letters and digits that name a format, a hash
// or an architecture, never a site or a version.
var formatCodes = map[string]bool{"sha1": true, "sha2": true, "md5": true, "utf8": true, "utf16": true, "ipv4": true, "ipv6": true,
	"http2": true, "http3": true, "h264": true, "h265": true, "mp4": true, "mp3": true, "arm64": true, "amd64": true, "x64": true,
	"base64": true, "int64": true, "int32": true, "uint8": true, "s3": true, "ec2": true, "es6": true, "tls12": true, "tls13": true}

// withoutHashes returns the shape without the generated parts at its end
// — a pod's replica-set and pod hashes (email-worker-5b8d7f9c4d-2kq8m is
// email-worker's pod) — or the shape itself.
func (s identShape) withoutHashes() identShape {
	n := len(s.parts)
	for n > 0 && hashPart(s.parts[n-1]) {
		n--
	}
	if n == len(s.parts) || n < 2 || strings.Trim(s.seps[:n-1], "-") != "" {
		return s
	}
	return identShape{parts: s.parts[:n], seps: s.seps[:n-1], path: s.path}
}

// generatedOther reports a name a tool generated from another base of the
// claim's shape (billing-worker-7c9f8d6b5a-4xk2p for search-indexer): a
// pod of another deployment, even when no part is shared.
func (want identShape) generatedOther(got, base identShape) bool {
	if len(base.parts) == len(got.parts) || len(base.parts) != len(want.parts) || base.seps != want.seps || base.path != want.path {
		return false
	}
	for i := range want.parts {
		if want.parts[i] != base.parts[i] {
			return true
		}
	}
	return false
}

// hashPart reports a part a tool generated: letters and digits mixed, 5 to
// 10 of them (5b8d7f9c4d, 2kq8m).
func hashPart(p string) bool {
	if len(p) < 5 || len(p) > 10 {
		return false
	}
	digits, letters := 0, 0
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case '0' <= c && c <= '9':
			digits++
		case 'a' <= c && c <= 'z':
			letters++
		default:
			return false
		}
	}
	return digits > 0 && letters > 0
}

// substitutes reports whether got is an identifier of want's shape that
// differs from it in a part: the same separators, as many parts, sharing
// one at least (or a path of one segment, /healthz against /readyz).
func (want identShape) substitutes(got identShape) bool {
	if len(got.parts) == len(want.parts)+1 && strings.HasSuffix(got.seps, ".") && got.seps[:len(got.seps)-1] == want.seps {
		// A file of the name: 0042_add_quotes_index.sql against
		// 0042_add_orders_index.
		got = identShape{parts: got.parts[:len(got.parts)-1], seps: want.seps, path: got.path}
	}
	if want.code || got.code {
		// "eu1" for "us1": a code of the same kind, letters and digits.
		return want.code && got.code && want.parts[0] != got.parts[0] && len(want.parts[0]) == len(got.parts[0])
	}
	if len(got.parts) != len(want.parts) || got.seps != want.seps || got.path != want.path {
		return false
	}
	same, differ := 0, 0
	for i := range want.parts {
		if want.parts[i] == got.parts[i] {
			if len(want.parts[i]) < 2 {
				continue // "i" of iOS and iPhone: a brand's letter, not a shared name
			}
			same++
		} else {
			differ++
		}
	}
	return differ > 0 && (same > 0 || want.path && len(want.parts) == 1)
}

// casedIdents appends the identifiers of s as written (appendIdents
// lower-cases them): words with a separator or an inner capital, and a
// letter (a version, a date or an address says which build or when, not
// what).

func casedIdents(ids []string, s string) []string {
	for i := 0; i < len(s) && len(ids) < maxIdents; {
		for i < len(s) && identSep(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !identSep(s[j]) {
			j++
		}
		w := strings.TrimRight(s[i:j], ".:!?")
		w = strings.TrimLeft(w, ".:")
		i = j
		// isVersionLike lower-cases what follows the digits itself.
		if len(w) < 3 || len(w) > 120 || !isIdent(w) && !camel(w) || !hasLetter(w) || isVersionLike(w) || versionIdent(w) {
			continue
		}
		if !slices.Contains(ids, w) {
			ids = append(ids, w)
		}
	}
	return ids
}

// camel reports a word with a capital after a lower-case letter
// ("TestPaymentRetry", "refundWorker").
func camel(w string) bool {
	for i := 1; i < len(w); i++ {
		if 'A' <= w[i] && w[i] <= 'Z' && 'a' <= w[i-1] && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// A wordSlot is a word of what the claim is about and the word beside it.
type wordSlot struct {
	term, near string // stems; near is a word as written when near2 is set
	near2      string // the word after a function word near ("in" "firefox")
	number     bool   // near is the thing's number, as written
	via        string // the function word between near and term ("página de login"), or ""
	after      bool   // near follows term in the claim
	word       string // term as the claim writes it
}

// clauseStart reports whether toks[i] starts its clause, an article aside.
func clauseStart(toks []tok, i int) bool {
	for i > 0 && articles[toks[i-1].s] {
		i--
	}
	return i == 0 || toks[i-1].stop
}

// articles may come before a clause's subject.
var articles = map[string]bool{"the": true, "a": true, "an": true, "el": true, "la": true, "los": true, "las": true}

// wordSlots returns the claim's word slots: each distinguishing term of
// its subject beside another word of it, in Latin letters.
func (c *Claim) wordSlots() []wordSlot {
	if c.slotsRead {
		return c.wordSlotList
	}
	c.slotsRead = true
	toks := c.tokens()
	// Each token's term, made once: the slots look at each token up to
	// three times.
	term := func(i int) (string, bool) {
		if i < 0 || i >= len(toks) || toks[i].stop || !latinWord(toks[i].s) {
			return "", false
		}
		return c.termAt(i)
	}
	for i := range toks {
		t, ok := term(i)
		if !ok || !distinguishing(t) || !wordLike(toks[i].s) || qualities[toks[i].s] || limitWords[toks[i].s] {
			continue // "the new Encode": a quality says which state, not which thing
		}
		if i+1 < len(toks) && !toks[i+1].stop && (determiners[toks[i+1].s] || toks[i+1].s == "no" || toks[i+1].s == "not") && strings.HasSuffix(toks[i].s, "s") {
			continue // "Terraform reports no pending changes": a verb before its object, no thing
		}
		if !slices.Contains(c.core, t) {
			// Outside the subject, only a thing with its number.
			if j := i + 1; j < len(toks) && idNumber(c.Text, toks[j]) && !numberGap(c.Text[toks[i].end:toks[j].start]) {
				c.wordSlotList = append(c.wordSlotList, wordSlot{term: t, near: toks[j].s, number: true, after: true, word: toks[i].s})
			}
			continue
		}
		for _, d := range [2]int{-1, 1} {
			// The neighbour is another distinguishing word, a failure the
			// term qualifies ("checkout 502s"), or the kind of thing the
			// term says which of ("import job", "invoice email", "bounce
			// webhook"): another word before that kind is another thing.
			if n, ok := term(i + d); ok && n != t && (distinguishing(n) || d > 0 && (slices.Contains(failureTerms, n) || kindWords[n] || failingStatus(n))) && !circumstances[toks[i+d].s] && !limitWords[toks[i+d].s] &&
				!qualities[toks[i+d].s] && !nearGap(c.Text, toks, i, d) {
				c.wordSlotList = append(c.wordSlotList, wordSlot{term: t, near: n, after: d > 0, word: toks[i].s})
			}
		}
		// A kind and the word after "de", "del", "of" that says which
		// one: "página de login" against "página de signup", "consulta
		// del informe" against "consulta del resumen".
		if i >= 2 && ofWords[toks[i-1].s] && !nearGap(c.Text, toks, i, -1) && !nearGap(c.Text, toks, i-1, -1) {
			if n, ok := term(i - 2); ok && n != t && (distinguishing(n) || kindWords[n]) && !circumstances[toks[i-2].s] {
				c.wordSlotList = append(c.wordSlotList, wordSlot{term: t, near: n, via: toks[i-1].s, word: toks[i].s})
				if clauseStart(toks, i-2) && distinguishing(n) && wordLike(toks[i-2].s) {
					// The kind before "de" is a slot too: "el webhook de
					// Stripe" against "el callback de Stripe".
					c.wordSlotList = append(c.wordSlotList, wordSlot{term: n, near: toks[i-1].s, near2: t, after: true, word: toks[i-2].s})
				}
			}
		}
		// A thing and its number: "order 7731" against "quote 7731",
		// "Report 9" against "digest 9".
		if j := i + 1; j < len(toks) && idNumber(c.Text, toks[j]) && !numberGap(c.Text[toks[i].end:toks[j].start]) {
			c.wordSlotList = append(c.wordSlotList, wordSlot{term: t, near: toks[j].s, number: true, after: true, word: toks[i].s})
		}
		// A subject at the start of its clause and the circumstance after
		// it: "Checkout in Firefox works" against "refund in Firefox 128
		// still works".
		if j := i + 1; j+1 < len(toks) && clauseStart(toks, i) && circumstances[toks[j].s] && !nearGap(c.Text, toks, i, 1) {
			if _, ok := c.termAt(j); !ok {
				if n2, ok := term(j + 1); ok && !nearGap(c.Text, toks, j, 1) {
					c.wordSlotList = append(c.wordSlotList, wordSlot{term: t, near: toks[j].s, near2: n2, after: true, word: toks[i].s})
				}
			}
		}
	}
	return c.wordSlotList
}

// failingStatus reports a term that is a 4xx or 5xx status: the problem
// the word before it qualifies ("checkout 502s").
func failingStatus(t string) bool {
	n, rest := leadingInt(t)
	return rest == "" && n >= 400 && n <= 599
}

// ofWords join a kind to the word after it that says which one.
var ofWords = map[string]bool{"de": true, "del": true, "of": true}

// nearGap reports whether toks[i] and toks[i+d] are apart in the text by
// more than a space or a hyphen ("export, then": a clause between them).
func nearGap(s string, toks []tok, i, d int) bool {
	a, b := i, i+d
	if d < 0 {
		a, b = b, a
	}
	between := s[toks[a].end:toks[b].start]
	return strings.Trim(between, " -") != "" || len(between) > 2
}

// idNumber reports a token of digits that stands alone as a thing's
// number: not a clock, a date, a decimal or a version ("01:00",
// "2026-03-05", "4.2").
func idNumber(s string, t tok) bool {
	if !allDigits(t.s) {
		return false
	}
	if t.start > 1 && strings.IndexByte(":.-/", s[t.start-1]) >= 0 && isDigit(s[t.start-2]) {
		return false // "10:04", "2026/03/04"
	}
	if t.end+1 < len(s) && strings.IndexByte(":.-/", s[t.end]) >= 0 && isDigit(s[t.end+1]) {
		return false
	}
	return true
}

// numberGap reports whether what lies between a word and a number is more
// than a space, a quote, a colon, an equals sign or a hash ("order 7731",
// "quote": "7731", "order #5512", order=5512).
func numberGap(between string) bool {
	if len(between) == 0 || len(between) > 4 {
		return true
	}
	return strings.Trim(between, " \"':=#/") != ""
}

// predicateWords say what a thing does or is, not which thing it is.
var predicateWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("exist exists existed existe existen appear appears aparece aparecen show shows muestra muestran " +
		"render renders display displays") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// distinguishing reports a term that says which thing a claim is about,
// not what kind of thing, the product, the problem or a measure.
func distinguishing(t string) bool {
	if len(t) < 3 || notDistinguishing[t] || allDigits(t) {
		return false
	}
	n, rest := leadingInt(t)
	return !(rest == "" && n >= 400 && n <= 599) // a failing status is the problem
}

// shapeWords say how often a failure happens (docs/rules.md §4.3,
// intermittent) or that something can happen (a modal), not which thing:
// "the intermittent timeout", "todos los colegios pueden descargar".
var shapeWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("intermittent flaky sporadic occasional random intermitente esporádico esporadico ocasional aleatorio " +
		"can could may might must puede pueden podemos pueda puedan debe deben") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// notDistinguishing is the union of the word sets distinguishing rules
// out, made once: one lookup instead of eleven.
var notDistinguishing = func() map[string]bool {
	m := map[string]bool{}
	for _, set := range []map[string]bool{productWords, kindWords, measureWords, scheduleWords, statusVerbs, numberWords,
		predicateWords, capabilityTerms, generic, shapeWords} {
		for w := range set {
			m[w] = true
		}
	}
	for _, t := range failureTerms {
		m[t] = true
	}
	return m
}()

// otherWord reads the second place: a word beside a neighbour the claim
// gives it.
// hypernyms name a kind whose members have names of their own: the
// word beside the claim's qualifier in an item ("four Android phones",
// "two Linux hosts") is one of them, not another thing in its place.
var hypernyms = map[string]bool{"device": true, "devices": true, "dispositivo": true, "dispositivos": true, "machine": true,
	"machines": true, "hardware": true, "equipos": true, "máquinas": true}

func (c *Claim) otherWord(ob *observation) (string, string) {
	lower, observed := ob.lowered(), ob.text
	slots := c.wordSlots()
	if len(slots) == 0 {
		return "", ""
	}
	for _, sl := range slots {
		if hypernyms[sl.word] {
			continue // "Android devices" ← "Android phones": a phone is one of the devices
		}
		if strings.Contains(lower, sl.word) || strings.Contains(lower, sl.term) || !ascii(sl.word) && strings.Contains(unaccent(lower), unaccent(sl.word)) {
			continue // the claim's own word is there, accents aside (conciliacion-bancaria)
		}
		if sl.near2 != "" && !strings.Contains(lower, sl.near2) {
			continue // the neighbour is not there: nothing in its place
		}
		if w := c.slotInCompound(sl, ob); w != "" {
			return sl.word, w
		}
		// Read the words around each place the neighbour may be, not the
		// whole item: a window of tokens is enough for the word beside it.
		at := sl.near[:min(len(sl.near), 3)]
		if len(lower) != len(observed) {
			// Lower-casing changed the lengths: read it all at once.
			if w := c.slotIn(sl, observed, tokenize(observed, nil), -1); w != "" {
				return sl.word, w
			}
			continue
		}
		for from := 0; ; {
			i := strings.Index(lower[from:], at)
			if i < 0 {
				break
			}
			i += from
			from = i + len(at)
			if i > 0 && isAlnum(lower[i-1]) {
				continue // inside a word
			}
			j := i
			for j < len(lower) && (isAlnum(lower[j]) || lower[j] >= 0x80) {
				j++
			}
			if i > 0 && (lower[i-1] == '_' || lower[i-1] == '-') || j < len(lower) && (lower[j] == '_' || lower[j] == '-' && !sl.number) {
				continue // a part of an identifier (AUTH_REQUIRED), not a word beside another
			}
			if word := lower[i:j]; sl.number || sl.near2 != "" {
				if word != sl.near {
					continue
				}
			} else if t, ok := text.Term(word); !ok || t != sl.near {
				continue
			}
			lo, hi := max(0, i-slotWindow), min(len(observed), i+slotWindow)
			for lo > 0 && observed[lo]&0xC0 == 0x80 {
				lo--
			}
			for hi < len(observed) && observed[hi]&0xC0 == 0x80 {
				hi++
			}
			win := observed[lo:hi]
			if w := c.slotIn(sl, win, tokenize(win, nil), i-lo); w != "" {
				return sl.word, w
			}
		}
	}
	return "", ""
}

// slotInCompound returns the part in sl's place of an item's compound of
// two words that holds its neighbour ("bounce-callback" for the claim's
// "bounce webhook", "receipt-job" for its "invoice job"), or "": the
// compound is the two words joined.
func (c *Claim) slotInCompound(sl wordSlot, ob *observation) string {
	if sl.number || sl.near2 != "" || sl.via != "" {
		return ""
	}
	if strings.IndexByte(ob.text, '-') < 0 || !strings.Contains(ob.lowered(), sl.near[:min(len(sl.near), 3)]) {
		// No identifier of it holds a "-", or the neighbour's start (an
		// identifier is a part of the text, lower-cased as it is): its
		// identifiers need not be made.
		return ""
	}
	for k, id := range ob.idents() {
		if strings.Count(id, "-") != 1 || strings.ContainsAny(id, "/_.:@") || !containsLower(id, sl.near[:min(len(sl.near), 3)]) {
			continue // not a compound of two words, or not of the neighbour
		}
		sh := ob.shape(k)
		if len(sh.parts) != 2 || sh.path || sh.seps != "-" {
			continue
		}
		for k, p := range sh.parts {
			if t, ok := text.Term(p); !ok || t != sl.near {
				continue
			}
			at := k + 1 // the term follows its neighbour in the claim
			if sl.after {
				at = k - 1
			}
			if at < 0 || at >= len(sh.parts) {
				continue
			}
			w := sh.parts[at]
			if t, ok := text.Term(w); ok && t != sl.term && distinguishing(t) && !generic[t] && !slices.Contains(c.Subject.Terms, t) && wordLike(w) &&
				!shortFor(w, sl.word) {
				return w
			}
		}
	}
	return ""
}

// shortFor reports a word that is the start of another, three letters at
// least: "elig" of eligibility, "notif" of notifications.
func shortFor(w, word string) bool {
	return len(w) >= 3 && len(w) < len(word) && strings.HasPrefix(word, w)
}

// timeAdverbs say how often or when, beside a noun: no name of another
// thing.
var timeAdverbs = map[string]bool{"once": true, "twice": true, "thrice": true, "again": true, "today": true, "yesterday": true,
	"tonight": true, "now": true, "later": true, "earlier": true, "daily": true, "hourly": true, "weekly": true, "nightly": true,
	"hoy": true, "ayer": true, "ahora": true, "otra": true, "dos": true, "vez": true, "veces": true}

// unaccent returns s with the accents of Spanish letters taken off:
// identifiers and logs often drop them ("conciliacion" for conciliación).
func unaccent(s string) string {
	if ascii(s) {
		return s
	}
	return accents.Replace(s)
}

var accents = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ü", "u", "ñ", "n", "Á", "A", "É", "E", "Í", "I", "Ó", "O", "Ú", "U", "Ñ", "N")

// slotWindow is how far either side of a neighbour's place its slot is
// read: the word beside it, an article and a stop.
const slotWindow = 96

// slotIn returns the word in sl's place beside its neighbour in toks (the
// tokens of s), or "": at byte at of s only, or anywhere when at is -1.
func (c *Claim) slotIn(sl wordSlot, s string, toks []tok, at int) string {
	for i := range toks {
		if at >= 0 && toks[i].start != at || toks[i].stop || !latinWord(toks[i].s) {
			continue
		}
		numbered := -1 // for a thing's number, where the thing is
		if sl.number {
			if toks[i].s != sl.near || i == 0 || !idNumber(s, toks[i]) {
				continue
			}
			numbered = i - 1
			if toks[numbered].stop && (toks[numbered].s == ":" || toks[numbered].s == "=") && numbered > 0 {
				numbered-- // "quote": "7731"
			}
			if toks[numbered].stop || numberGap(s[toks[numbered].end:toks[i].start]) {
				continue
			}
		} else if sl.near2 != "" {
			if toks[i].s != sl.near || i+1 >= len(toks) || toks[i+1].stop {
				continue
			}
			if n2, ok := text.Term(toks[i+1].s); !ok || n2 != sl.near2 || i == 0 || !clauseStart(toks, i-1) {
				continue
			}
		} else if !strings.HasPrefix(toks[i].s, sl.near[:min(len(sl.near), 3)]) {
			continue // a stem starts as its word does (a synonym's fold aside)
		} else if n, ok := text.Term(toks[i].s); !ok || n != sl.near {
			continue
		}
		// The item's word in the term's place: before the neighbour when
		// the neighbour follows the term in the claim.
		k := i + 1
		switch {
		case numbered >= 0:
			k = numbered
		case sl.after:
			k = i - 1
		case sl.via != "":
			if k+1 >= len(toks) || !ofWords[toks[k].s] || nearGap(s, toks, i, 1) {
				continue
			}
			i, k = k, k+1 // the word after "de"
		}
		if k < 0 || k >= len(toks) || toks[k].stop || !latinWord(toks[k].s) || !sl.number && nearGap(s, toks, i, k-i) {
			continue
		}
		if k == i+1 && pluralOf(toks[i].s, c.Text) {
			continue // "dates print as 30/11": a plural noun and its verb, no compound ("date format")
		}
		w, ok := text.Term(toks[k].s)
		if !ok || w == sl.term || !distinguishing(w) || generic[w] || slices.Contains(c.Subject.Terms, w) || !wordLike(toks[k].s) || qualities[toks[k].s] {
			continue
		}
		if sameLemma(toks[k].s, sl.word) {
			continue // the claim's own verb in another tense or person: "procesó" for "procesa" (morph.go)
		}
		if shortFor(toks[k].s, sl.word) || timeAdverbs[toks[k].s] {
			continue // "elig batch" for "eligibility batch"; "logout twice": how often, not what
		}
		if verbForm(toks[k].s) {
			continue // "el certificado renovado", "I saw payout.paid": a verb or a state, not another thing's name
		}
		raw, rest := s[toks[k].start:toks[k].end], s[toks[k].end:]
		name := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")
		if possessive := name != raw || strings.HasPrefix(rest, "'s ") || strings.HasPrefix(rest, "’s "); possessive && capitalised(name) &&
			strings.Contains(c.Text, sl.word) {
			continue // "Rui's phones" for "technicians' phones": one of them by name, not another kind
		}
		return toks[k].s
	}
	return ""
}

// pluralOf reports an English plural the claim does not use as written:
// a noun that modifies another stands singular ("date format"), so a plural
// before a word is that word's subject ("dates print").
func pluralOf(w, claim string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && isLatin(w) && indexWordFold(claim, w) < 0
}

// wordLike reports a word of letters (a noun can stand in a slot; a
// number, a date or a hash cannot).
func wordLike(w string) bool {
	if utf8.RuneCountInString(w) < 3 || strings.HasSuffix(w, "ed") {
		return false // "completed", "finished": what happened, not a thing
	}
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// kindWords name a kind of thing, not which one: a claim about "the import
// job" is about the import.
var kindWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("job jobs page pages endpoint endpoints flag feature task tasks script scripts step pipeline " +
		"worker process cron function method handler api route request response email emails mail message notification " +
		"queue queues dlq dead letter e2e unit integration fix patch change fixes patches changes version versions " +
		"trabajo tarea página pagina función funcion proceso correo cola colas arreglo cambio parche") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// headTerms returns the distinguishing terms of the claim's subject — the
// words of its main clause before its first statement and its first
// circumstance ("password", "reset" in "The password reset email arrives
// within a minute", "exportación" in "La exportación nocturna … se
// ejecuta", "checkout" in "checkout 测试套件全部通过") — and their words as
// written. A Chinese claim gives its Latin words when it has one only,
// else its subject terms folded onto an English one (导出 → export).
func (c *Claim) headTerms() ([]string, []string) {
	if c.headRead {
		return c.head, c.headWords
	}
	c.headRead = true
	end, objStart := c.coreEnd(), -1
	for i := range c.Statements {
		if st := &c.Statements[i]; st.Start < end && !st.Planned {
			end, objStart = st.Start, st.End
		}
	}
	cjk, latin := false, 0
	for _, tk := range c.tokens() {
		if !tk.stop && !latinWord(tk.s) {
			cjk = true
		} else if !tk.stop {
			latin++
		}
	}
	c.head, c.headWords = make([]string, 0, 4), make([]string, 0, 4)
	if c.zeroMeasure != nil {
		// "the signup error rate is back to zero": the failure and what
		// qualifies it are the head, not the words that bring it to zero.
		c.head = append(c.head, c.zeroMeasure...)
		c.headWords = append(c.headWords, c.zeroMeasure...)
		return c.head, c.headWords
	}
	add := func(t, w string) {
		if distinguishing(t) && !generic[t] && !slices.Contains(c.head, t) && !c.envTerm(t) {
			c.head, c.headWords = append(c.head, t), append(c.headWords, w)
		}
	}
	switch {
	case !cjk:
		object := false // after the statement, what it acts on ("did not fix TestCheckout")
		for i, tk := range c.tokens() {
			if tk.start >= end && !object {
				if objStart < 0 || tk.start < objStart {
					continue
				}
				object = true
			}
			if object && (tk.stop || circumstances[tk.s]) {
				break
			}
			if t, ok := c.termAt(i); ok && latinWord(tk.s) {
				add(t, tk.s)
			}
		}
	case latin == 1:
		for i, tk := range c.tokens() {
			if t, ok := c.termAt(i); ok && latinWord(tk.s) {
				add(t, tk.s)
			}
		}
	}
	if cjk && len(c.head) == 0 {
		for _, t := range c.core {
			if isLatin(t) {
				add(t, t)
			}
		}
	}
	if cjk && len(c.head) > 0 {
		// The topic in Chinese, as bigrams without the function
		// characters around it (冷启动 in 结账 Lambda 的冷启动变快了).
		for _, t := range c.core {
			if !isLatin(t) && !strings.ContainsAny(t, cjkFunction) && !slices.Contains(c.head, t) {
				c.head, c.headWords = append(c.head, t), append(c.headWords, t)
			}
		}
	}
	return c.head, c.headWords
}

// envTerm reports a term of an environment the claim names (Firefox,
// production): where, not what.
func (c *Claim) envTerm(t string) bool {
	for _, e := range c.envs {
		if slices.Contains(e.terms, t) {
			return true
		}
	}
	return false
}

// namesHead reports whether an item holds one of the claim's subject
// terms (see headTerms), or the claim gives none.
func (c *Claim) namesHead(r *Reading, ob *observation) bool {
	terms, _ := c.headTerms()
	for _, t := range terms {
		if namesTerm(r, t, ob) {
			return true
		}
	}
	return len(terms) == 0
}

// namesClaimedThing reports whether an item names a thing the claim's main
// clause names (subjectKinds, siblings.go) in any of its forms: "El job de
// facturación mensual" is named by "monthly-billing", "the login page" by
// "登录页". The words differ; the thing is the same.
func (c *Claim) namesClaimedThing(s string) bool {
	kinds := c.kindsOf()
	if len(kinds) == 0 || !c.claimedForms.mayHoldOther(s) {
		return false // no form of a thing the claim names: no words to cut
	}
	held := kindText{han: s, words: rowWords(nil, s)}.held()
	for _, k := range kinds {
		for _, j := range k.members {
			if held[k.row]&(1<<j) != 0 {
				return true
			}
		}
	}
	return false
}

// latinWord reports a word in Latin letters, accented ones too
// ("exportación"), not Han.
func latinWord(w string) bool {
	for _, r := range w {
		if r >= 0x250 || !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' && r != '.' {
			return false
		}
	}
	return w != ""
}

// namesTerm reports whether an item holds a term of the claim: shared, in
// its words or identifiers, or abbreviated as an identifier's part
// ("INV-1042" for invoice).
func namesTerm(r *Reading, t string, ob *observation) bool {
	if slices.Contains(r.Shared, t) || len(t) >= 3 && holdsWord(ob.lowered(), t) {
		return true
	}
	if len(t) < 3 || !strings.Contains(ob.lowered(), t[:3]) {
		return false // no abbreviation of it either
	}
	for _, id := range ob.idents() {
		if abbreviates(id, t) {
			return true
		}
	}
	return false
}

// abbreviates reports whether a part of identifier id, of three letters
// or more, starts term t ("INV" of INV-1042 for invoice), reading the
// parts in place.
func abbreviates(id, t string) bool {
	start := 0
	for i := 0; i <= len(id); i++ {
		end := i == len(id) || strings.IndexByte("-_./:@", id[i]) >= 0 ||
			i > start && 'A' <= id[i] && id[i] <= 'Z' && 'a' <= id[i-1] && id[i-1] <= 'z'
		if !end {
			continue
		}
		if p := id[start:i]; len(p) >= 3 && len(p) <= len(t) && strings.EqualFold(t[:len(p)], p) {
			return true
		}
		start = i
		if i < len(id) && strings.IndexByte("-_./:@", id[i]) >= 0 {
			start = i + 1
		}
	}
	return false
}

// numberWords are numbers written as words: how many, not which.
var numberWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("one two three four five six seven eight nine ten eleven twelve twenty thirty hundred thousand " +
		"uno dos tres cuatro cinco seis siete ocho nueve diez once doce veinte cien mil") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// versionIdent reports a version ("v2.4.1", "2.4.1-rc1"): which build, not
// what.
func versionIdent(w string) bool {
	w = strings.TrimPrefix(strings.ToLower(w), "v")
	if i := strings.IndexByte(w, '-'); i > 0 {
		w = w[:i] // 2.4.1-rc1
	}
	if len(w) == 0 || !isDigit(w[0]) || !strings.Contains(w, ".") {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) && w[i] != '.' {
			return false
		}
	}
	return true
}

// cjkFunction are Chinese characters that carry how a claim is put, not
// its topic: a bigram that holds one straddles a word.
const cjkFunction = "的了之后前在已经是和与把被到从让给对上下中现"

// qualities say what a thing is like, not which thing it is: "a
// certificate valid until June" names no other thing than "the
// certificate renewal".
var qualities = map[string]bool{"valid": true, "invalid": true, "new": true, "old": true, "same": true, "current": true,
	"real": true, "whole": true, "entire": true, "overall": true,
	"previous": true, "first": true, "last": true, "next": true, "other": true, "full": true, "empty": true, "correct": true,
	"expired": true, "active": true, "live": true, "fine": true, "good": true, "healthy": true, "ready": true, "available": true,
	"successfully": true, "correctly": true, "normally": true, "fully": true, "válido": true, "válida": true, "nuevo": true,
	"nueva": true, "mismo": true, "misma": true, "actual": true, "anterior": true, "viejo": true, "vieja": true, "caducado": true, "correcto": true, "correcta": true,
	// How a success went says no thing either: "se genera bien" and "se
	// genera correctamente" are one state.
	"properly": true, "well": true, "bien": true, "correctamente": true, "perfectamente": true, "exitosamente": true,
	"normalmente": true, "satisfactoriamente": true, "sano": true, "sana": true, "saludable": true, "operativo": true, "operativa": true}

func init() {
	for u := range scales {
		qualities[u] = true // "18 min, worker summary": a unit, not which worker
	}
}

// verbForm reports an English past or participle ("restored", "saw") or a
// Spanish participle ("renovado", "servida"): a verb or a state where a
// thing's name would stand. Names that end so (María) are not read here.
func verbForm(w string) bool {
	if _, ok := enIrregular[w]; ok {
		return true
	}
	if len(w) < minStem+1 {
		return false
	}
	for _, e := range [...]string{"ed", "ado", "ada", "ido", "ida", "ados", "adas", "idos", "idas"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// capabilityTerms are the capabilities' words as terms ("supports":
// support): what a thing can do, not which thing.
var capabilityTerms = func() map[string]bool {
	m := map[string]bool{}
	for w := range capabilities {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// termAt returns text.Term of the claim's token i, made once: the checks
// of a claim's names look at each token several times.
func (c *Claim) termAt(i int) (string, bool) {
	toks := c.tokens()
	if len(c.tokTerms) != len(toks) {
		c.tokTerms = make([]string, len(toks))
		for k := range c.tokTerms {
			c.tokTerms[k] = unread
		}
	}
	if c.tokTerms[i] == unread {
		t, _ := text.Term(toks[i].s)
		c.tokTerms[i] = t
	}
	return c.tokTerms[i], c.tokTerms[i] != ""
}

// unread marks a token whose term is not made yet.
const unread = "\x00"

// A cjkSlot is a kind of thing a Chinese claim names and the word before
// it that says which one: 支付 of 支付回调, 登录 of 登录页面, checkout of
// checkout 测试套件, 实验 of 实验中学.
type cjkSlot struct{ which, kind string }

// cjkKinds name a kind of thing in Chinese, written after the word that
// says which one.
var cjkKinds = []string{"接口", "页面", "回调", "任务", "邮件", "队列", "服务", "功能", "测试", "报表", "报告", "中学", "小学", "大学",
	"学校", "租户", "门店", "仓库", "通知", "推送", "按钮", "脚本", "作业", "流程", "模块", "订单", "账单", "渠道", "网关",
	"批量", "批次"}

// cjkKindForms are the kinds written in more than one way: a claim's
// 发票批量 is observed as 发票批次, and 收据批次 is another batch in its place.
var cjkKindForms = map[string][]string{"批量": {"批量", "批次"}, "批次": {"批次", "批量"}}

// kindForms returns the ways a Chinese kind is written.
func kindForms(k string) []string {
	if fs, ok := cjkKindForms[k]; ok {
		return fs
	}
	return []string{k}
}

// cjkSlots returns the claim's Chinese kinds with the word before each.
func (c *Claim) cjkSlots() []cjkSlot {
	if c.cjkRead {
		return c.cjkSlotList
	}
	c.cjkRead = true
	if !hasCJKText(c.Text) {
		return nil
	}
	for _, k := range cjkKinds {
		for from := 0; ; {
			i := strings.Index(c.Text[from:], k)
			if i < 0 {
				break
			}
			i += from
			from = i + len(k)
			if w := whichBefore(c.Text, i); w != "" {
				c.cjkSlotList = append(c.cjkSlotList, cjkSlot{w, k})
			}
		}
	}
	return c.cjkSlotList
}

// whichBefore returns the word before byte at of s that says which thing
// the kind at at is: the two Han characters before it (a 的 between them
// aside), or the Latin word before a space; "" when a function character,
// a digit or punctuation stands there.
func whichBefore(s string, at int) string {
	before := strings.TrimSuffix(s[:at], "的")
	if t := strings.TrimRight(before, " "); len(t) < len(before) || len(t) > 0 && t[len(t)-1] < utf8.RuneSelf {
		j := len(t)
		for j > 0 && (isAlnum(t[j-1]) || t[j-1] == '-' || t[j-1] == '_') {
			j--
		}
		if w := strings.ToLower(t[j:]); len(w) >= 3 && wordLike(w) {
			return w
		}
		return ""
	}
	r2, n2 := utf8.DecodeLastRuneInString(before)
	if n2 == 0 || !unicode.Is(unicode.Han, r2) || strings.ContainsRune(cjkFunction, r2) {
		return ""
	}
	r1, n1 := utf8.DecodeLastRuneInString(before[:len(before)-n2])
	if slices.Contains(classifiers, string(r2)) && (n1 == 0 || r1 == ' ' || r1 < utf8.RuneSelf && isDigit(byte(r1)) || strings.ContainsRune(cjkNumerals, r1)) {
		return "" // "120 家门店", "三个接口": how many, not which
	}
	if n1 == 0 || !unicode.Is(unicode.Han, r1) || strings.ContainsRune(cjkFunction, r1) {
		// "对账任务": 对 is a function character elsewhere ("对任务生效"),
		// but the character next to the kind still says which thing it is.
		return string(r2)
	}
	return string(r1) + string(r2)
}

// cjkNumerals are the Chinese numerals a classifier follows ("三个", "两家").
const cjkNumerals = "零一二两三四五六七八九十百千万几每各"

// cjkQuantifiers say how many of a kind, not which one: "全部门店" observed
// what "所有门店" names; "华东区门店" observed a part of it.
var cjkQuantifiers = map[string]bool{"所有": true, "全部": true, "每个": true, "各个": true, "每家": true}

// otherCJK reads the Chinese place: an item that names none of the words
// a kind of the claim is qualified by, and names that kind after another
// word (退款回调 for 支付回调, 注册页面 for 登录页面), observed another thing.
func (c *Claim) otherCJK(ob *observation) (string, string) {
	slots := c.cjkSlots()
	if len(slots) == 0 {
		return "", ""
	}
	lower := ob.lowered()
	for _, sl := range slots {
		if strings.Contains(lower, sl.which) {
			continue
		}
		for _, kind := range kindForms(sl.kind) {
			for from := 0; ; {
				i := strings.Index(lower[from:], kind)
				if i < 0 {
					break
				}
				i += from
				from = i + len(kind)
				if w := whichBefore(lower, i); w != "" && w != sl.which && !(cjkQuantifiers[w] && cjkQuantifiers[sl.which]) {
					if t, ok := text.Term(w); ok && isLatin(w) && (!distinguishing(t) || slices.Contains(c.Subject.Terms, t)) {
						continue // "production 接口", or a word the claim holds
					}
					return sl.which + sl.kind, w + kind
				}
			}
		}
	}
	return "", ""
}
