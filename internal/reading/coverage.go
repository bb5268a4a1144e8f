package reading

import (
	"strings"
	"unicode/utf8"
)

// Coverage (docs/tools.md, Readings): a claim that lists the instances it
// holds for — "on both iOS and Android", "in us-east-1, eu-west-1 and
// ap-south-1", "tanto en Chrome como en Firefox", "在 iOS 和 Android 上都" —
// is affirmed only by an item that observed each of them. An item that
// names some of them and not the others ("tested on Android") observed a
// part, and a part is not the whole.

// listJoins join the last member of a list to the one before it.
var listJoins = map[string]bool{"and": true, "y": true, "e": true, "como": true}

// listLeads open a list of instances: a quantifier over both, or a
// preposition of where or for what the claim holds.
var listLeads = map[string]bool{"both": true, "ambos": true, "ambas": true, "tanto": true, "on": true, "in": true, "for": true,
	"across": true, "with": true, "en": true, "para": true, "con": true}

// listQuantifiers are the leads that say the claim holds for each member.
var listQuantifiers = map[string]bool{"both": true, "ambos": true, "ambas": true, "tanto": true}

// listSkips stand between a lead or a join and the member it introduces.
var listSkips = map[string]bool{"the": true, "el": true, "la": true, "los": true, "las": true, "on": true, "in": true, "en": true,
	"for": true, "with": true, "para": true, "con": true}

// zhJoins join two members of a Chinese list.
var zhJoins = []string{"和", "与", "及", "、", "以及"}

// listedMembers returns the members of the list a claim holds for, lower
// case, or nil when it lists none. Latin members count when the list
// opens with "both"/"ambos"/"tanto" or when every member is written as a
// name (a capital or a digit in it: iOS, Android, us-east-1); Chinese
// members are the words beside 和/与/、 when the claim says 都/均/两.
func listedMembers(claim string) []string {
	type word struct {
		s     string
		name  bool // a capital or a digit: a proper name or an identifier
		comma bool // a comma follows it
	}
	var ws []word
	for i := 0; i < len(claim); {
		if !isWordByte(claim[i]) {
			if claim[i] == ',' && len(ws) > 0 {
				ws[len(ws)-1].comma = true
			}
			i++
			continue
		}
		j, name := i, false
		for j < len(claim) && (isWordByte(claim[j]) || claim[j] == '-' || claim[j] == '.' && j+1 < len(claim) && isWordByte(claim[j+1])) {
			name = name || claim[j] >= 'A' && claim[j] <= 'Z' || isDigit(claim[j])
			j++
		}
		ws = append(ws, word{s: strings.ToLower(claim[i:j]), name: name})
		i = j
	}
	for k, w := range ws {
		if !listJoins[w.s] || k == 0 || k+1 >= len(ws) {
			continue
		}
		last := k + 1
		for last < len(ws)-1 && listSkips[ws[last].s] {
			last++
		}
		// The members before the join: the word before it, and those
		// before commas ahead of it ("Chrome, Firefox and Safari").
		first := k - 1
		for first > 0 && listSkips[ws[first].s] {
			first-- // "tanto en Chrome como en Firefox"
		}
		for first >= 1 && ws[first-1].comma && !listSkips[ws[first-1].s] {
			first--
		}
		lead := ""
		for b := first - 1; b >= 0 && b >= first-2; b-- {
			if listLeads[ws[b].s] && (lead == "" || listQuantifiers[ws[b].s]) {
				lead = ws[b].s // "tanto en": the quantifier, over the preposition
			}
		}
		if lead == "" || w.s == "como" && lead != "tanto" {
			continue
		}
		quantified := listQuantifiers[lead]
		members := []word{}
		for m := first; m < k; m++ {
			if !listSkips[ws[m].s] {
				members = append(members, ws[m])
			}
		}
		members = append(members, ws[last])
		names := true
		for _, m := range members {
			names = names && m.name
		}
		if !quantified && !names || len(members) < 2 {
			continue
		}
		out := make([]string, len(members))
		for m := range members {
			out[m] = members[m].s
		}
		return out
	}
	return zhMembers(claim)
}

// zhMembers reads a Chinese list: "在 iOS 和 Android 上都正常", "华东和华南都".
func zhMembers(claim string) []string {
	if !strings.Contains(claim, "都") && !strings.Contains(claim, "均") && !strings.Contains(claim, "两") {
		return nil
	}
	for _, j := range zhJoins {
		at := strings.Index(claim, j)
		if at <= 0 {
			continue
		}
		a, b := memberBefore(claim[:at]), memberAfter(claim[at+len(j):])
		if a != "" && b != "" {
			return []string{strings.ToLower(a), strings.ToLower(b)}
		}
	}
	return nil
}

// memberBefore returns the word that ends s: a Latin word, or up to two
// Han characters after a 在.
func memberBefore(s string) string {
	s = strings.TrimRight(s, " ")
	e := len(s)
	if e > 0 && isWordByte(s[e-1]) {
		for e > 0 && (isWordByte(s[e-1]) || s[e-1] == '-') {
			e--
		}
		return s[e:]
	}
	n := 0
	for e > 0 && n < 2 {
		r, size := utf8.DecodeLastRuneInString(s[:e])
		if !isCJK(r) || r == '在' {
			break
		}
		e -= size
		n++
	}
	if n < 2 {
		return ""
	}
	return s[e:]
}

// memberAfter returns the word that opens s: a Latin word, or two Han
// characters.
func memberAfter(s string) string {
	s = strings.TrimLeft(s, " ")
	e := 0
	if e < len(s) && isWordByte(s[e]) {
		for e < len(s) && (isWordByte(s[e]) || s[e] == '-') {
			e++
		}
		return s[:e]
	}
	n := 0
	for e < len(s) && n < 2 {
		r, size := utf8.DecodeRuneInString(s[e:])
		if !isCJK(r) || r == '上' || r == '都' || r == '中' {
			break
		}
		e += size
		n++
	}
	if n < 2 {
		return ""
	}
	return s[:e]
}

// partOfList: the claim lists the instances it holds for, and the item
// names some of them and not the others: it observed a part.
func partOfList(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if len(c.members) == 0 || c.ExpectsFailure {
		return "", false
	}
	seen, missing := "", ""
	for _, m := range c.members {
		if containsWord(b.head, m) {
			if seen == "" {
				seen = m
			}
		} else if missing == "" {
			missing = m
		}
	}
	if seen == "" || missing == "" {
		return "", false
	}
	for _, m := range c.members {
		if containsWord(b.head, m) {
			b.covers = append(b.covers, m)
		}
	}
	return "it observed " + missing + " as well as " + seen + ", not only " + seen, false
}

// Members returns the instances the claim lists ("ios", "android" of "on
// both iOS and Android"), lower case, or nil: items that each observe a
// part of them ([Reading.Covers]) affirm it together.
func (c *Claim) Members() []string { return c.members }

// containsWord reports whether s holds w, case folded, at word bounds
// where w is a Latin word.
func containsWord(s, w string) bool {
	latin := isLatin(w)
	for i := 0; i+len(w) <= len(s); i++ {
		if !strings.EqualFold(s[i:i+len(w)], w) {
			continue
		}
		if !latin || (i == 0 || !isWordByte(s[i-1])) && (i+len(w) == len(s) || !isWordByte(s[i+len(w)])) {
			return true
		}
	}
	return false
}

// A claim of every one of a counted set of instances — "on all 14 PoPs",
// "in all three regions", "on both platforms", "en ambas plataformas",
// "两个平台都" — is affirmed by an item that says it observed all of them
// ("all 14 PoPs", "every one", "3/3", "都", "todas"), or names as many as
// the claim counts; one that names an instance or two without saying they
// are all observed a part.

// instanceNouns are the kinds of instance a claim of all of them ranges
// over: where or on what something runs, not what it does.
var instanceNouns = []string{"region", "regions", "pop", "pops", "platform", "platforms", "browser", "browsers", "device", "devices",
	"node", "nodes", "server", "servers", "host", "hosts", "cluster", "clusters", "zone", "zones", "datacenter", "datacenters",
	"data centers", "environment", "environments", "tenant", "tenants", "shard", "shards", "replica", "replicas", "edge", "edges",
	"location", "locations", "site", "sites", "pod", "pods", "instance", "instances", "os", "versions",
	"región", "regiones", "plataforma", "plataformas", "navegador", "navegadores", "dispositivo", "dispositivos", "nodo", "nodos",
	"servidor", "servidores", "zonas", "entornos", "sitios", "réplicas", "instancias",
	"平台", "区域", "地区", "节点", "机房", "浏览器", "设备", "服务器", "集群", "可用区", "环境", "站点", "实例", "端"}

// everyWords quantify a claim over every instance; everywhereWords do it
// without a noun.
var (
	everyWords      = []string{"all", "every", "each", "both", "todos", "todas", "cada", "ambos", "ambas", "所有", "全部", "每个", "各个", "两个", "各"}
	everywhereWords = []string{"everywhere", "en todas partes", "en todos lados", "到处", "各地", "全球"}
	// observedAll: an item's words that it observed every instance.
	observedAll = []string{"all", "every", "each", "both", "everywhere", "none of", "todos", "todas", "cada", "ambos", "ambas",
		"ninguno", "ninguna", "所有", "全部", "每个", "每一个", "各个", "两个", "两端", "均", "都", "全都", "无一"}
)

// instanceCounts count instances in words.
var instanceCounts = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
	"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}

// everyInstance returns whether a claim speaks for every instance of a
// kind, and how many it counts (0 when it gives no number).
func everyInstance(claim string) (bool, int) {
	lower := strings.ToLower(claim)
	for _, w := range everywhereWords {
		if containsWord(lower, w) {
			return true, 0
		}
	}
	for _, q := range everyWords {
		at := wordIndex(lower, q)
		if at < 0 {
			continue
		}
		rest := lower[at+len(q):]
		if len(rest) > 40 {
			rest = rest[:40]
		}
		n := 0
		for k, w := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '(' }) {
			if k > 3 {
				break
			}
			if v, ok := instanceCounts[w]; ok {
				n = v
			} else if v, tail := leadingInt(w); v > 0 && tail == "" {
				n = v
			}
			for _, noun := range instanceNouns {
				if w == noun || !isLatin(noun) && strings.Contains(w, noun) {
					if q == "both" || q == "ambos" || q == "ambas" || q == "两个" {
						n = 2
					}
					return true, n
				}
			}
		}
	}
	if strings.Contains(claim, "所有") || strings.Contains(claim, "每个") || strings.Contains(claim, "两个") {
		for _, noun := range instanceNouns {
			if !isLatin(noun) && strings.Contains(claim, noun) {
				return true, 0
			}
		}
	}
	return false, 0
}

// wordIndex returns where w stands in s as a word (Latin) or a substring.
func wordIndex(s, w string) int {
	for i := 0; i+len(w) <= len(s); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return -1
		}
		j += i
		if !isLatin(w) || (j == 0 || !isWordByte(s[j-1])) && (j+len(w) == len(s) || !isWordByte(s[j+len(w)])) {
			return j
		}
		i = j + 1
	}
	return -1
}

// partOfEvery: the claim speaks for every instance of a kind, and the item
// neither says it observed all of them nor names as many as the claim
// counts.
//
// A claim that does not count them ("all tenants", "everywhere") is the
// universal shape's (docs/rules.md §4.3): one instance seen is SUPPORTED at
// most, and the claim's rules say so; a count makes the part a part.
func partOfEvery(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if !c.everyInstance || c.instances == 0 || c.ExpectsFailure {
		return "", false
	}
	if r.Outcome == Pass && r.Passed >= c.instances && r.Failed == 0 && r.Skipped == 0 {
		return "", false // "ℹ tests 2 … ℹ pass 2 … ℹ fail 0" for "both tests pass": the runner counted them all
	}
	lower := strings.ToLower(b.head)
	for _, w := range observedAll {
		if wordIndex(lower, w) >= 0 {
			return "", false
		}
	}
	if wholeCount(lower) {
		return "", false // "12/12 PoPs", "3 of 3 regions"
	}
	if c.instances > 0 && len(listedMembers(b.head)) >= c.instances {
		return "", false // "in us-east-1, eu-west-1 and ap-south-1" for all three
	}
	if !c.Has(Universal) || otherClauses(b.head) {
		// (A part beside other clauses may say, in words no row reads, how
		// the other instances fared: "…; on node-5 it's a no-op", "the
		// other 13 hand out the expiring one".)
		return "it observed every one of them, not " + quote(firstLine(b.line)), false
	}
	// One instance of "all three regions" seen works: the universal shape
	// keeps it SUPPORTED at most and names the instances not observed
	// (docs/rules.md §4.3); only a count short of the whole ("only 2 of 3")
	// says the claim fails.
	return "", false
}

// otherClauses reports a text of more than one sentence or clause after a
// semicolon or a "but": where it may say how the instances it does not
// name fared.
func otherClauses(s string) bool {
	s = strings.TrimSuffix(strings.TrimRight(s, ". \n"), "。")
	return strings.ContainsAny(s, ";\n") || strings.Contains(s, ". ") || strings.Contains(s, "；") || strings.Contains(s, "。") ||
		containsAnyFold(s, []string{" but ", " pero ", "但", "however"})
}

// wholeCount reports a count equal to its whole: "12/12", "3 of 3", "3 de
// 3", "de 5 nodos responden los 5".
func wholeCount(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && isDigit(s[i-1]) {
			continue
		}
		n, rest := leadingInt(s[i:])
		if the := s[max(0, i-4):i]; (the == "los " || the == "las ") && strings.Count(s, s[i:len(s)-len(rest)]) >= 2 {
			return true
		}
		for _, sep := range [...]string{"/", " of ", " de ", " out of "} {
			if r, ok := strings.CutPrefix(rest, sep); ok {
				if m, _ := leadingInt(r); m == n && n > 0 {
					return true
				}
			}
		}
	}
	return false
}
