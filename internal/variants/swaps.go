package variants

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// swap replaces one word by another of the same kind.
type swap struct{ from, to string }

// concept is one subject or environment in the forms people write it in
// (English, Spanish, Chinese, identifiers), each with its replacement. A
// claim that names any form of a concept gets every form of it replaced in
// its evidence, so that a Chinese claim about 登录 is swapped in an English
// TestLogin too.
type concept struct {
	name  string
	swaps []swap
	// es and zh name the concept in the language variants' templates
	// (environments only).
	es, zh string
}

// subjects: services, features, queues, endpoints and the like. Each
// replacement inflects regularly (refund, refunds, refunding), so that a
// swapped identifier still reads as one.
var subjects = []concept{
	{name: "checkout", swaps: []swap{{"checkout", "refund"}, {"结账", "退款"}}},
	{name: "login", swaps: []swap{{"login", "signup"}, {"log in", "sign up"}, {"logging in", "signing up"},
		{"sign in", "sign up"}, {"signing in", "signing up"}, {"signed in", "signed up"},
		{"inicio de sesión", "registro"}, {"登录", "注册"}}},
	{name: "payment", swaps: []swap{{"payment", "payout"}, {"pago", "reembolso"}, {"支付", "退款"}, {"付款", "退款"}}},
	{name: "import", swaps: []swap{{"import", "upload"}, {"importación", "carga"}, {"导入", "上传"}}},
	{name: "export", swaps: []swap{{"export", "archive"}, {"exportación", "archivado"}, {"导出", "归档"}}},
	{name: "pdf", swaps: []swap{{"pdf", "csv"}}},
	{name: "invoice", swaps: []swap{{"invoice", "receipt"}, {"factura", "recibo"}, {"发票", "收据"}}},
	{name: "search", swaps: []swap{{"search", "suggest"}, {"búsqueda", "sugerencia"}, {"搜索", "推荐"}}},
	{name: "token", swaps: []swap{{"token", "cookie"}, {"令牌", "会话"}}},
	{name: "order", swaps: []swap{{"order", "quote"}, {"pedido", "presupuesto"}, {"订单", "报价单"}}},
	{name: "cart", swaps: []swap{{"cart", "wishlist"}, {"carrito", "lista"}, {"购物车", "收藏夹"}}},
	{name: "reindex", swaps: []swap{{"reindex", "vacuum"}}},
	{name: "shipping", swaps: []swap{{"shipping", "billing"}, {"envío", "facturación"}}},
	{name: "ledger", swaps: []swap{{"ledger", "journal"}}},
	{name: "counter", swaps: []swap{{"counter", "gauge"}}},
	{name: "health", swaps: []swap{{"healthz", "readyz"}, {"health", "readiness"}}},
	{name: "report", swaps: []swap{{"report", "digest"}, {"informe", "resumen"}, {"报表", "汇总"}, {"报告", "摘要"}}},
	{name: "slugify", swaps: []swap{{"slugify", "titlecase"}}},
	{name: "tax", swaps: []swap{{"tax", "fee"}}},
	{name: "signal", swaps: []swap{{"signal", "timer"}}},
	{name: "rate", swaps: []swap{{"rate", "quota"}}},
	{name: "user", swaps: []swap{{"user", "group"}}},
	{name: "parser", swaps: []swap{{"parser", "formatter"}}},
	{name: "migration", swaps: []swap{{"migration", "backfill"}}},
	{name: "embedding", swaps: []swap{{"embedding", "thumbnail"}}},
	{name: "webhook", swaps: []swap{{"webhook", "callback"}}},
	{name: "queue", swaps: []swap{{"queue", "topic"}, {"cola", "tema"}, {"队列", "主题"}}},
	{name: "tenant", swaps: []swap{{"tenant", "workspace"}, {"租户", "工作区"}}},
}

// environments: where a claim says something holds (§4.3 environment /
// version). Versions are swapped by swapVersions.
var environments = []concept{
	{name: "production", swaps: []swap{{"production", "staging"}, {"producción", "staging"}, {"prod", "staging"}, {"生产环境", "预发环境"}}, es: "producción", zh: "生产环境"},
	{name: "staging", swaps: []swap{{"staging", "production"}, {"预发环境", "生产环境"}, {"预发布环境", "生产环境"}}, es: "staging", zh: "预发环境"},
	{name: "firefox", swaps: []swap{{"firefox", "safari"}}, es: "Firefox", zh: "Firefox"},
	{name: "safari", swaps: []swap{{"safari", "firefox"}}, es: "Safari", zh: "Safari"},
	{name: "chrome", swaps: []swap{{"chrome", "firefox"}}, es: "Chrome", zh: "Chrome"},
	{name: "arm", swaps: []swap{{"arm64", "amd64"}, {"aarch64", "x86_64"}, {"arm", "x86_64"}}, es: "ARM", zh: "ARM"},
	{name: "x86", swaps: []swap{{"x86_64", "arm64"}, {"amd64", "arm64"}}, es: "x86_64", zh: "x86_64"},
	{name: "linux", swaps: []swap{{"linux", "windows"}}, es: "Linux", zh: "Linux"},
	{name: "windows", swaps: []swap{{"windows", "linux"}}, es: "Windows", zh: "Windows"},
	{name: "macos", swaps: []swap{{"macos", "linux"}}, es: "macOS", zh: "macOS"},
	{name: "eu-west-1", swaps: []swap{{"eu-west-1", "us-east-1"}}, es: "eu-west-1", zh: "eu-west-1"},
	{name: "us-east-1", swaps: []swap{{"us-east-1", "eu-west-1"}}, es: "us-east-1", zh: "us-east-1"},
}

// suffixes a swapped word keeps (checkouts → refunds, searching → suggesting).
const suffixes = "ers|er|es|ed|ing|s"

// formRE caches one expression per form; Derive may run concurrently.
var formRE sync.Map

func formPattern(from string) *regexp.Regexp {
	if re, ok := formRE.Load(from); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(`(?i)` + regexp.QuoteMeta(from) + `((?:` + suffixes + `)?)`)
	formRE.Store(from, re)
	return re
}

// edgeBefore and edgeAfter say whether a word may start or end at i:
// at a non-letter, or where an identifier's case changes (TestCheckout,
// ShippingTest, withTax).
func edgeBefore(s string, i int) bool {
	if i == 0 {
		return true
	}
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	first, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(prev) || unicode.IsLower(prev) && unicode.IsUpper(first)
}

func edgeAfter(s string, j int) bool {
	if j >= len(s) {
		return true
	}
	next, n := utf8.DecodeRuneInString(s[j:])
	last, _ := utf8.DecodeLastRuneInString(s[:j])
	if !isWordRune(next) {
		return true
	}
	if !unicode.IsUpper(next) {
		return false
	}
	// An uppercase letter ends a lowercase word (withTax), and an acronym
	// where a capitalised word starts (PDFExport).
	after, _ := utf8.DecodeRuneInString(s[j+n:])
	return !unicode.IsUpper(last) || unicode.IsLower(after)
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// findForm returns where a form occurs as a word (with a suffix) in s.
func findForm(s, from string) [][]int {
	if hasHan(from) {
		var out [][]int
		for i := 0; ; {
			k := strings.Index(s[i:], from)
			if k < 0 {
				return out
			}
			out = append(out, []int{i + k, i + k + len(from), i + k + len(from), i + k + len(from)})
			i += k + len(from)
		}
	}
	var out [][]int
	for _, m := range formPattern(from).FindAllStringSubmatchIndex(s, -1) {
		end := m[1]
		if !edgeAfter(s, end) && m[3] > m[2] && edgeAfter(s, m[2]) {
			end, m[3] = m[2], m[2] // the suffix belonged to a longer word
		}
		if edgeBefore(s, m[0]) && edgeAfter(s, end) {
			out = append(out, []int{m[0], end, m[2], m[3]})
		}
	}
	return out
}

// replaceForm replaces every word occurrence of from in s by to, keeping
// its case and suffix.
func replaceForm(s, from, to string) string {
	hits := findForm(s, from)
	for k := len(hits) - 1; k >= 0; k-- {
		h := hits[k]
		word, suffix := s[h[0]:h[2]], s[h[2]:h[3]]
		r := matchCase(word, to)
		if strings.HasSuffix(r, "e") && suffix != "" && (suffix[0] == 'e' || suffix == "ing") {
			r = r[:len(r)-1]
		}
		s = s[:h[0]] + r + suffix + s[h[1]:]
	}
	return s
}

func matchCase(word, to string) string {
	if hasHan(word) {
		return to
	}
	upper, letters := true, 0
	for _, r := range word {
		if unicode.IsLetter(r) {
			letters++
			upper = upper && unicode.IsUpper(r)
		}
	}
	first, _ := utf8.DecodeRuneInString(word)
	switch {
	case upper && letters > 1:
		return strings.ToUpper(to)
	case unicode.IsUpper(first):
		r, n := utf8.DecodeRuneInString(to)
		return string(unicode.ToUpper(r)) + to[n:]
	}
	return to
}

// named returns the concepts of table that text names.
func named(table []concept, text string) []concept {
	var out []concept
	for _, c := range table {
		for _, s := range c.swaps {
			if len(findForm(text, s.from)) > 0 {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// swapAll replaces every form of the concepts in s, longest forms first so
// that 生产环境 goes before 生产.
func swapAll(cs []concept, s string) string {
	var all []swap
	for _, c := range cs {
		all = append(all, c.swaps...)
	}
	sort.SliceStable(all, func(i, j int) bool { return len(all[i].from) > len(all[j].from) })
	for _, sw := range all {
		s = replaceForm(s, sw.from, sw.to)
	}
	return s
}

// versionRE finds a version a claim is bound to ("since v2", "in v3",
// "v2 起"); a bare /api/v1 path names an endpoint, not a version claim.
var versionRE = regexp.MustCompile(`(?i)\b(?:since|in|on|from|desde|en|从|自)\s*v(\d+)\b|\bv(\d+)\s*(?:起|以后|之后|onwards|and later)`)

// swapVersions replaces the versions the claim is bound to with another
// in s: v2 → v1, v1 → v2.
func swapVersions(claim, s string) string {
	for _, m := range versionRE.FindAllStringSubmatch(claim, -1) {
		if m[1] == "" {
			m[1] = m[2]
		}
		n := atoi(m[1])
		other := n - 1
		if n <= 1 {
			other = n + 1
		}
		re := regexp.MustCompile(`\bv` + m[1] + `\b`)
		s = re.ReplaceAllString(s, "v"+strconv.Itoa(other))
	}
	return s
}

func conceptNames(cs []concept) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, fmt.Sprintf("%s→%s", c.swaps[0].from, c.swaps[0].to))
	}
	return strings.Join(parts, ",")
}

// identifierRE finds the tokens of a claim that name one thing: paths,
// dotted and snake_case names, CamelCase identifiers, names with digits.
var (
	identifierRE = regexp.MustCompile(`[\p{L}\p{N}_./-]*[\p{L}\p{N}]`)
	versionOnly  = regexp.MustCompile(`^(?:v?\d+(?:[.,]\d+)*|\d+[a-z]{1,3})$`)
)

// claimIdentifiers returns the claim's identifiers, lowercased: a swapped
// item that still names one is still about the claim's subject.
func claimIdentifiers(text string) []string {
	var out []string
	for _, tok := range identifierRE.FindAllString(text, -1) {
		tok = strings.TrimLeft(tok, "./-")
		if versionOnly.MatchString(tok) || utf8.RuneCountInString(tok) < 3 {
			continue
		}
		if strings.ContainsAny(strings.Trim(tok, "/"), "/._") || camelRE.MatchString(tok) || mixedRE.MatchString(tok) {
			out = append(out, strings.ToLower(tok))
		}
	}
	return uniq(out)
}

var (
	camelRE = regexp.MustCompile(`\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}`)
	mixedRE = regexp.MustCompile(`\p{L}.*\p{N}|\p{N}.*\p{L}`)
)

// claimTerms are the words of a claim an item would have to share to be
// about it at all: Latin words of four letters or more, identifiers, and
// Han bigrams.
func claimTerms(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !isWordRune(r) && r != '_' && r != '.' && r != '/'
	}) {
		w = strings.Trim(w, "./")
		if utf8.RuneCountInString(w) >= 4 && !stopTerms[w] && !hasHan(w) {
			out = append(out, w)
		}
	}
	var han []rune
	flush := func() {
		for i := 0; i+1 < len(han); i++ {
			out = append(out, string(han[i:i+2]))
		}
		han = han[:0]
	}
	for _, r := range text {
		if unicode.Is(unicode.Han, r) {
			han = append(han, r)
		} else {
			flush()
		}
	}
	flush()
	return uniq(out)
}

// stopTerms are claim words that say nothing of what the claim is about.
var stopTerms = map[string]bool{
	"this": true, "that": true, "with": true, "after": true, "before": true, "works": true, "work": true,
	"passes": true, "pass": true, "fixed": true, "from": true, "when": true, "then": true, "there": true,
	"have": true, "been": true, "were": true, "will": true, "into": true, "does": true, "every": true,
	"always": true, "succeeds": true, "returns": true, "again": true, "still": true, "also": true,
	"funciona": true, "pasa": true, "después": true, "arreglo": true, "ahora": true, "the": true,
}

// namesClaim reports whether an item shares any claim term in its content
// or source.
func (c *call) namesClaim(it *item) bool {
	text := strings.ToLower(it.content + "\n" + it.source)
	for _, t := range claimTerms(c.text) {
		if strings.Contains(text, t) {
			return true
		}
	}
	return false
}
