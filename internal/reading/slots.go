package reading

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Subject matching (docs/rules.md §4.1: an item affirms the claim's predicate "for
// the claim's subject"). A claim names its subject by kind and name —
// "tenant globex", "the orders queue", "us-east-1", "globex 租户" — and an
// observation of another of that kind ("tenant initech", "eu-west-1") is
// about another subject, however alike the rest of its words.

// A slot is a subject a text names: its kind ("tenant", "region") and name
// ("globex", "us-east-1"), lower case.
type slot struct{ kind, name string }

// slotKinds are the words that name a kind of subject, with where its name
// stands in English: after the word ("tenant globex", "region eu-west-1")
// or before it ("the orders queue", "the billing-events consumer"). A kind
// word in another language maps to its English kind.
var slotKinds = map[string]struct {
	kind  string
	after bool // the name follows the kind word; else it precedes it
}{
	"tenant": {"tenant", true}, "customer": {"customer", true}, "account": {"account", true}, "org": {"org", true},
	"organization": {"org", true}, "workspace": {"workspace", true}, "project": {"project", true}, "region": {"region", true},
	"cluster": {"cluster", true}, "namespace": {"namespace", true}, "branch": {"branch", true}, "repo": {"repo", true},
	"repository": {"repo", true}, "bucket": {"bucket", true}, "site": {"site", true}, "store": {"store", true},
	"queue": {"queue", false}, "topic": {"topic", false}, "consumer": {"consumer", false}, "webhook": {"webhook", false},
	"cliente": {"customer", true}, "cuenta": {"account", true}, "región": {"region", true}, "proyecto": {"project", true},
	"rama": {"branch", true}, "cola": {"queue", true}, "consumidor": {"consumer", true},
	"租户": {"tenant", false}, "客户": {"customer", false}, "区域": {"region", false}, "集群": {"cluster", false},
	"分支": {"branch", false}, "队列": {"queue", false}, "项目": {"project", false},
}

// maxSlots bounds the slots read from one text.
const maxSlots = 16

// slotsOf returns the subjects a text names: a kind word with its name, and
// cloud region codes ("us-east-1", "eu-central-1"), which name a region
// alone.
func slotsOf(s string) []slot {
	if !maySlot(s) {
		return nil
	}
	var out []slot
	add := func(k, n string) {
		n = strings.ToLower(strings.Trim(n, ".,;:()[]'\"`"))
		if n == "" || len(out) >= maxSlots || stopWord(n) || generic[n] || slotKinds[n].kind != "" || slotVerbs[n] {
			return
		}
		for _, x := range out {
			if x.kind == k && x.name == n {
				return
			}
		}
		out = append(out, slot{k, n})
	}
	words := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == ',' || r == ';' || r == ':' || r == '(' || r == ')' || r == '"' ||
			r == '\'' || r == '`' || r == '，' || r == '：'
	})
	for i, w := range words {
		if isRegion(w) {
			add("region", w)
		} else if regionNames[strings.ToLower(strings.Trim(w, ".,;:()[]'\""))] {
			add("region", w) // "in APAC", "EMEA edges": a region by its name
		} else if strings.ContainsAny(w, "./") {
			// A hostname or a URL names its region in one of its parts:
			// "api.eu-west-1.example.com", "s3://logs-ap-south-1/…" aside.
			for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '.' || r == '/' || r == '@' }) {
				if isRegion(part) {
					add("region", part)
				}
			}
		}
		if channelName(w) {
			add("channel", w) // "#ops-alerts": a channel names itself by its sign
		}
		lw := strings.ToLower(strings.TrimRight(w, ".,;:!?"))
		if (lw == "for" || lw == "para") && i+1 < len(words) {
			if name := forName(words[i+1:]); name != "" {
				add("for", name) // "loads for Northwind University": whom it holds for
			}
		}
		if k, v, ok := strings.Cut(lw, "="); ok && slotKinds[k].kind != "" && v != "" && !isDigit(v[0]) {
			add(slotKinds[k].kind, v) // customer=globex; not queue=120, a measure
			continue
		}
		if k, ok := slotKinds[lw]; ok {
			switch {
			case k.after && i > 1 && capitalised(words[i-1]):
				add(k.kind, words[i-1]) // "the Initech tenant", "an Acme customer"
			case !k.after && !ascii(lw) && i+1 < len(words) && ascii(words[i+1]) && (i == 0 || !ascii(words[i-1])):
				add(k.kind, words[i+1]) // "客户 Acme 的发票": a Latin name after the kind
			case k.after && i+1 < len(words):
				n := words[i+1]
				if (n == "de" || n == "del") && i+2 < len(words) {
					n = words[i+2] // "cola de correos", "tenant de globex"
				}
				add(k.kind, n)
			case !k.after && i > 0:
				add(k.kind, words[i-1])
			}
			continue
		}
		// Chinese writes the kind after the name without a space:
		// "globex 租户", "globex租户".
		if ascii(w) {
			continue
		}
		for word, k := range slotKinds {
			j := strings.Index(w, word)
			if word[0] < utf8.RuneSelf || j < 0 {
				continue
			}
			switch head, tail := w[:j], latinHead(w[j+len(word):]); {
			case tail != "":
				add(k.kind, tail) // "租户globex的…": a Latin name right after the kind
			case cjkCount(head):
				// "5个区域": a count of the kind, no name
			case head != "" && !allHan(head):
				add(k.kind, head)
			case w[j+len(word):] == "" && i+1 < len(words) && ascii(words[i+1]) && (i == 0 || !ascii(words[i-1])):
				add(k.kind, words[i+1]) // "客户 Acme 的发票": a Latin name after the kind
			case i > 0:
				// "order-events 消息队列": the Han word before the kind says
				// what kind (message queue); the name is the word before.
				add(k.kind, words[i-1])
			}
		}
	}
	return out
}

// regionNames name a region without a code: a claim "in APAC" is not
// shown by a measurement from eu-west-1.
var regionNames = map[string]bool{"apac": true, "emea": true, "latam": true, "amer": true, "apj": true, "anz": true, "mena": true,
	"dach": true, "nordics": true, "benelux": true}

// regionOfCode returns the region name a cloud region code lies in:
// ap-southeast-1 in APAC, eu-west-1 in EMEA; "" when none is known.
func regionOfCode(code string) string {
	if len(code) < 3 || code[2] != '-' {
		return ""
	}
	switch code[:2] {
	case "ap":
		return "apac"
	case "eu", "me", "af", "il":
		return "emea"
	case "us", "ca":
		return "amer"
	case "sa", "mx":
		return "latam"
	}
	return ""
}

// sameRegion reports a region code and a region name it lies in, either
// way round: "ap-southeast-1" is in APAC, "eu-north-1" in the Nordics.
func sameRegion(a, b string) bool {
	return regionHolds(a, b) || regionHolds(b, a)
}

// regionHolds reports a cloud region code inside the region name.
func regionHolds(name, code string) bool {
	if !regionNames[name] {
		return false
	}
	switch name {
	case "nordics":
		return strings.HasPrefix(code, "eu-north-")
	case "anz":
		return code == "ap-southeast-2" || code == "ap-southeast-4" || code == "ap-southeast-6"
	case "apj":
		return strings.HasPrefix(code, "ap-")
	case "mena":
		return strings.HasPrefix(code, "me-") || strings.HasPrefix(code, "af-") || strings.HasPrefix(code, "il-")
	case "dach", "benelux":
		return strings.HasPrefix(code, "eu-central-") || strings.HasPrefix(code, "eu-west-")
	}
	return regionOfCode(code) == name
}

// forName returns the proper name that follows "for" or "para" — one to
// three capitalised words ("Northwind University", "Acme Upskill") — lower
// case; "" when the words are not a name or name a day, a month or a
// language.
func forName(words []string) string {
	f := words[:min(len(words), 3)]
	name := capitalisedRun(strings.Join(f, " ") + " ")
	if name == "" {
		return ""
	}
	lower := strings.ToLower(name)
	first, _, _ := strings.Cut(lower, " ")
	if notPlaces[first] || dayNames[first] || stopWord(first) || envWord(first) {
		return "" // (and "loads for Chrome and Safari": the browsers it was tried in)
	}
	return lower
}

// envWord reports a word the environment table names: a browser, an OS,
// a deployment.
func envWord(w string) bool {
	for _, e := range environments {
		for _, t := range e.terms {
			if strings.HasPrefix(w, t) && len(w)-len(t) <= 2 {
				return true
			}
		}
	}
	return false
}

// sameName reports two names that share a word of four letters or more:
// "northwind" and "northwind university" name one customer.
func sameName(a, b string) bool {
	for _, w := range strings.Fields(a) {
		if len(w) >= 4 && slices.Contains(strings.Fields(b), w) {
			return true
		}
	}
	return false
}

// latinHead returns the Latin name s opens with: letters, digits, '-' and
// '_' ("globex" of "globex的new-checkout").
func latinHead(s string) string {
	i := 0
	for i < len(s) && (isAlnum(s[i]) || s[i] == '-' || s[i] == '_') {
		i++
	}
	if i < 2 {
		return ""
	}
	return s[:i]
}

// cjkCount reports a Chinese count: digits and a classifier ("5个", "所有5个").
func cjkCount(s string) bool {
	for _, cl := range cjkClassifiers {
		if strings.HasSuffix(s, cl) {
			rest := strings.TrimSuffix(s, cl)
			return rest != "" && isDigit(rest[len(rest)-1])
		}
	}
	return false
}

// capitalised reports a word that starts with a capital and goes on in
// lower case: a name ("Initech"), not an acronym or a sentence's "The".
func capitalised(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || n == len(w) || stopWord(strings.ToLower(w)) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(w[n:])
	return unicode.IsLower(next)
}

// allHan reports a word of Han characters only.
func allHan(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return w != ""
}

// regionAreas and compassWords make a region written without its number.
var (
	regionAreas  = []string{"us", "eu", "ap", "sa", "ca", "me", "af", "il", "mx"}
	compassWords = []string{"east", "west", "north", "south", "central", "northeast", "northwest", "southeast", "southwest"}
)

// isRegion reports a cloud region code: letters, a dash, letters, a dash,
// a digit ("us-east-1", "eu-central-1", "ap-southeast-2").
func isRegion(w string) bool {
	w = strings.Trim(w, ".,;:()[]'\"")
	// "eu-west-1": two letters, four or more, one digit, without
	// splitting (this runs on every word of a content).
	if len(w) >= 7 && w[2] == '-' && slices.Contains(regionAreas, w[:2]) && slices.Contains(compassWords, w[3:]) {
		return true // "eu-west", "us-east": the region without its number
	}
	if len(w) < 9 || w[2] != '-' || w[len(w)-2] != '-' || !isDigit(w[len(w)-1]) {
		return false
	}
	mid := w[3 : len(w)-2]
	if len(mid) < 4 {
		return false
	}
	for _, p := range [2]string{w[:2], mid} {
		for i := 0; i < len(p); i++ {
			if p[i] < 'a' || p[i] > 'z' {
				return false
			}
		}
	}
	return true
}

// otherSlot returns the subject a text names of a kind the claim names,
// when the text names none of the claim's of that kind and does not
// mention the claim's name at all ("tenant initech" for a claim about
// tenant globex); "" otherwise.
func (c *Claim) otherSlot(s string) string {
	if len(c.slots) == 0 {
		return ""
	}
	lower := ""
	for _, item := range slotsOf(s) {
		mine, kindNamed := false, false
		for _, cs := range c.slots {
			if cs.kind != item.kind {
				continue
			}
			kindNamed = true
			if cs.name == item.name || item.kind == "region" && sameRegion(cs.name, item.name) || item.kind == "for" && sameName(cs.name, item.name) {
				mine = true
			}
		}
		if !kindNamed || mine || ascii(item.name) && indexWordFold(c.Text, item.name) >= 0 {
			continue // (the claim says the item's name itself: "consumer lag for orders" ← "the orders consumer")
		}
		if lower == "" {
			lower = strings.ToLower(s)
		}
		named := false
		for _, cs := range c.slots {
			named = named || cs.kind == item.kind && (strings.Contains(lower, cs.name) || cs.kind == "for" && sameName(cs.name, lower))
		}
		if !named {
			if item.kind == "for" {
				return item.name // "not acme upskill"
			}
			return item.kind + " " + item.name
		}
	}
	return ""
}

// unnamedSlot returns a subject the claim names by a kind word and a name
// after it ("tenant initech", "customer 4411", "cluster prod-eu") that the
// content and source do not name: an observation that does not say it was
// of that tenant does not show the claim for it.
func (c *Claim) unnamedSlot(content, source string) (slot, bool) {
	for _, cs := range c.slots {
		if !slotKindAfter(cs.kind) || len(cs.name) < 3 || !c.slotGoverned(cs) {
			continue
		}
		if indexFold(head(content, slotBytes), cs.name) < 0 && indexFold(source, cs.name) < 0 {
			return cs, true
		}
	}
	return slot{}, false
}

// slotGoverned reports a slot the claim puts after a preposition — "for
// tenant initech", "in region eu-west-1", "para el cliente 4411": the
// subject the claim holds for, not its own subject ("the workspace
// compiles").
func (c *Claim) slotGoverned(cs slot) bool {
	lower := c.lower()
	for _, kw := range slotKindWords(cs.kind) {
		i := strings.Index(lower, kw+" "+cs.name)
		if i < 0 {
			continue
		}
		if strings.TrimSpace(lower[:i]) == "" && (cs.kind == "tenant" || cs.kind == "customer" || cs.kind == "account" || cs.kind == "org") {
			return true // "Tenant globex can log in …": the claim's subject is the tenant named
		}
		prev := lastWords(lower[:i], 2)
		for _, p := range prev {
			switch p {
			case "for", "in", "on", "of", "at", "to", "para", "en", "de", "del", "con", "the", "el", "la":
				if p == "the" || p == "el" || p == "la" {
					continue // "for the tenant initech"
				}
				return true
			}
			break
		}
	}
	return false
}

// slotKindWords returns the words of a slot kind ("customer": customer, cliente).
func slotKindWords(kind string) []string {
	var out []string
	for w, k := range slotKinds {
		if k.kind == kind && k.after {
			out = append(out, w)
		}
	}
	return out
}

// slotKindAfter reports a kind whose name follows its word in English.
func slotKindAfter(kind string) bool {
	k, ok := slotKinds[kind]
	return ok && k.after
}

// ascii reports a string of ASCII bytes only.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// slotWords are slotKinds' words, for maySlot.
var slotWords = func() []string {
	var out []string
	for w := range slotKinds {
		out = append(out, w)
	}
	return out
}()

// maySlot reports whether s may name a slot: a kind word in it (any case)
// or a region code's "-digit" ending.
func maySlot(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '-' && (isDigit(s[i+1]) || i >= 2 && compassAt(s[i+1:])) {
			return true
		}
	}
	lower := s
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' || s[i] >= 0x80 {
			lower = strings.ToLower(s)
			break
		}
	}
	for _, w := range slotWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return hasChannel(s) || forNamed(s) || regionNamed(lower)
}

// forNamed reports "for" or "para" before a capital: a name may follow.
func forNamed(s string) bool {
	for _, lead := range [...]string{"for ", "para ", "For ", "Para "} {
		for i := range indexesOf(s, lead) {
			if next := i + len(lead); (i == 0 || s[i-1] == ' ') && next < len(s) && 'A' <= s[next] && s[next] <= 'Z' {
				return true
			}
		}
	}
	return false
}

// regionNamed reports a region's name in lower-case s.
func regionNamed(lower string) bool {
	for w := range regionNames {
		if indexWordFold(lower, w) >= 0 {
			return true
		}
	}
	return false
}

// channelName reports a chat channel's name: '#' and a word that starts
// with a letter (#ops-alerts), not an issue's number (#482).
func channelName(w string) bool {
	w = strings.TrimRight(w, ".,;:!?)")
	return len(w) >= 3 && w[0] == '#' && isLetter(w[1]) && !strings.ContainsAny(w[1:], "#/")
}

// hasChannel reports whether s holds a channel's name.
func hasChannel(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '(') && isLetter(s[i+1]) {
			return true
		}
	}
	return false
}

// maySlotToks is maySlot of a claim from its tokens: a token that is a
// kind word, a region code's "-digit", or a Chinese kind word in it.
func maySlotToks(s string, toks []tok) bool {
	for i := range toks {
		if _, ok := slotKinds[toks[i].s]; ok || regionNames[toks[i].s] {
			return true
		}
		if (toks[i].s == "for" || toks[i].s == "para") && i+1 < len(toks) && 'A' <= s[toks[i+1].start] && s[toks[i+1].start] <= 'Z' {
			return true
		}
	}
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '-' && (isDigit(s[i+1]) || i >= 2 && compassAt(s[i+1:])) {
			return true
		}
		if s[i] >= 0x80 {
			return maySlot(s) // Chinese kind words have no spaces around them
		}
	}
	return hasChannel(s)
}

// compassAt reports whether s begins with a compass word: the rest of
// "eu-west" after its dash.
func compassAt(s string) bool {
	for _, w := range compassWords {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}
