package reading

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// The subject check by kind (docs/rules.md §4.1): an item affirms only a
// predicate of the claim's own subject. When the claim names one thing of
// a kind (an invoice, an import, a login, a tenant) and the item names
// none of the claim's things of that kind but another of the same kind (a
// receipt, an upload, a signup, a workspace), what the item observed is
// that other thing: "Receipt emails: 412 sent" does not show "the invoice
// emails are sent", in any place the other thing stands — a word, a part
// of an identifier (archive-job, RefundActivity, /v3/payouts), a Spanish
// or a Chinese form.
//
// Each row of subjectKinds is one kind; each member is one thing in the
// forms people write it in (English, Spanish, Chinese, run together in
// identifiers). Adding a thing is adding a member; a form may be several
// words ("sign up", "inicio de sesión"). Only things of the claim's main
// clause count: "refunds no longer fail when the invoice is missing" is
// about refunds, and an item of a refund need not name an invoice.

// A kindMember is one thing of a kind, in every form it is written in.
type kindMember struct {
	name  string
	forms []string
}

// A subjectKind is a row: things of one kind that an item may name in the
// place of one another.
type subjectKind struct {
	name    string
	members []kindMember
}

var subjectKinds = []subjectKind{
	{"sign-in action", []kindMember{
		{"login", []string{"login", "log in", "logon", "log on", "sign in", "signin", "iniciar sesión", "inicio de sesión", "登录", "登入"}},
		{"signup", []string{"signup", "sign up", "register", "registration", "registrarse", "注册"}},
		{"logout", []string{"logout", "log out", "sign out", "signout", "cerrar sesión", "cierre de sesión", "登出", "退出登录"}},
		{"password reset", []string{"password reset", "reset password", "restablecer contraseña", "重置密码", "找回密码"}},
	}},
	{"money movement", []kindMember{
		{"payment", []string{"payment", "pago", "支付", "付款"}},
		{"payout", []string{"payout", "disbursement", "desembolso", "提现", "打款"}},
		{"refund", []string{"refund", "reembolso", "devolución", "退款"}},
		{"chargeback", []string{"chargeback", "contracargo", "拒付"}},
	}},
	{"shop flow", []kindMember{
		{"checkout", []string{"checkout", "check out", "结账", "结算"}},
		{"refund", []string{"refund", "reembolso", "退款"}},
	}},
	{"data transfer", []kindMember{
		{"import", []string{"import", "importer", "importación", "importar", "导入"}},
		{"export", []string{"export", "exporter", "exportación", "exportar", "导出"}},
		{"upload", []string{"upload", "uploader", "subida", "subir", "上传"}},
		{"download", []string{"download", "descarga", "descargar", "下载"}},
		{"archive", []string{"archive", "archiver", "archivado", "archivar", "归档"}},
		{"backup", []string{"backup", "back up", "copia de seguridad", "respaldo", "备份"}},
		{"sync", []string{"sync", "synchronization", "synchronisation", "sincronización", "同步"}},
	}},
	{"business document", []kindMember{
		{"invoice", []string{"invoice", "factura", "发票"}},
		{"receipt", []string{"receipt", "recibo", "收据"}},
		{"quote", []string{"quote", "quotation", "presupuesto", "cotización", "报价单", "报价"}},
		{"order", []string{"order", "pedido", "订单"}},
		{"credit note", []string{"credit note", "nota de crédito"}},
	}},
	{"search feature", []kindMember{
		{"search", []string{"search", "búsqueda", "buscador", "搜索", "检索"}},
		{"suggestion", []string{"suggest", "suggestion", "autocomplete", "autosuggest", "sugerencia", "autocompletado", "联想"}},
		{"recommendation", []string{"recommend", "recommendation", "recomendación", "推荐"}},
	}},
	{"credential", []kindMember{
		{"token", []string{"token", "令牌"}},
		{"cookie", []string{"cookie"}},
		{"session", []string{"session", "会话"}},
		{"api key", []string{"api key", "apikey", "clave de api", "密钥"}},
	}},
	{"saved list", []kindMember{
		{"cart", []string{"cart", "shopping cart", "basket", "carrito", "cesta", "购物车"}},
		{"wishlist", []string{"wishlist", "wish list", "lista de deseos", "favoritos", "收藏夹", "心愿单"}},
	}},
	{"tenancy unit", []kindMember{
		{"tenant", []string{"tenant", "inquilino", "租户"}},
		{"workspace", []string{"workspace", "espacio de trabajo", "工作区", "工作空间"}},
		{"organization", []string{"organization", "organisation", "organización", "组织"}},
	}},
	{"database maintenance", []kindMember{
		{"reindex", []string{"reindex"}},
		{"vacuum", []string{"vacuum"}},
	}},
	{"schema change", []kindMember{
		{"migration", []string{"migration", "migrate", "migración", "迁移"}},
		{"backfill", []string{"backfill", "回填"}},
	}},
	{"accounting book", []kindMember{
		{"ledger", []string{"ledger", "libro mayor", "总账", "分类账"}},
		{"journal", []string{"journal", "日记账"}},
	}},
	{"inbound call", []kindMember{
		{"webhook", []string{"webhook", "网络钩子"}},
		{"callback", []string{"callback", "回调"}},
	}},
	{"metric type", []kindMember{
		{"counter", []string{"counter"}},
		{"gauge", []string{"gauge"}},
		{"histogram", []string{"histogram"}},
	}},
	{"message channel", []kindMember{
		{"queue", []string{"queue", "cola", "队列"}},
		{"topic", []string{"topic", "主题"}},
	}},
	{"probe", []kindMember{
		{"health", []string{"health", "healthz", "healthcheck", "health check", "健康检查"}},
		{"readiness", []string{"readiness", "readyz", "就绪"}},
		{"liveness", []string{"liveness", "livez", "存活"}},
	}},
	{"periodic report", []kindMember{
		{"report", []string{"report", "informe", "reporte", "报表", "报告"}},
		{"digest", []string{"digest"}},
	}},
	{"address", []kindMember{
		{"shipping", []string{"shipping", "配送"}},
		{"billing", []string{"billing", "facturación", "账单"}},
	}},
	{"charge line", []kindMember{
		{"tax", []string{"tax", "impuesto", "税"}},
		{"fee", []string{"fee", "comisión", "手续费"}},
		{"discount", []string{"discount", "descuento", "折扣"}},
	}},
	{"file format", []kindMember{
		{"pdf", []string{"pdf"}},
		{"csv", []string{"csv"}},
		{"xlsx", []string{"xlsx", "xls"}},
		{"docx", []string{"docx"}},
	}},
	{"limit", []kindMember{
		{"rate limit", []string{"rate limit", "ratelimit", "rate limiter", "ratelimiter", "限流"}},
		{"quota", []string{"quota", "cuota", "配额"}},
	}},
	{"text transform", []kindMember{
		{"parser", []string{"parser", "parse"}},
		{"formatter", []string{"formatter"}},
		{"serializer", []string{"serializer", "serialiser"}},
	}},
	{"device form", []kindMember{
		{"phone", []string{"phone", "smartphone", "móvil", "teléfono", "手机"}},
		{"tablet", []string{"tablet", "ipad", "tableta", "平板"}},
		{"watch", []string{"smartwatch", "reloj inteligente", "手表"}},
		{"tv", []string{"smart tv", "televisor", "电视"}},
	}},
	{"derived media", []kindMember{
		{"embedding", []string{"embedding"}},
		{"thumbnail", []string{"thumbnail", "miniatura", "缩略图"}},
		{"transcript", []string{"transcript", "transcripción", "转录"}},
	}},
}

// A kindForm is a form split into the words rowWords makes of a text, or
// a Chinese form as written.
type kindForm struct {
	words []string
	han   string
}

// compiledKinds are subjectKinds' forms, split once.
var compiledKinds = func() [][][]kindForm {
	out := make([][][]kindForm, len(subjectKinds))
	for i, k := range subjectKinds {
		out[i] = make([][]kindForm, len(k.members))
		for j, m := range k.members {
			for _, f := range m.forms {
				if hasHan(f) {
					out[i][j] = append(out[i][j], kindForm{han: f})
					continue
				}
				out[i][j] = append(out[i][j], kindForm{words: rowWords(nil, f)})
			}
		}
	}
	return out
}()

// A claimedKind is a row of which the claim's main clause names members.
type claimedKind struct {
	row     int
	members []int
}

// kindsOf returns the rows of which the claim's main clause names a
// member, made once.
func (c *Claim) kindsOf() []claimedKind {
	if c.kindsRead {
		return c.kinds
	}
	c.kindsRead = true
	main := mainClause(c.Text)
	held := kindText{han: main, words: rowWords(nil, main), things: true}.held()
	for i, bits := range held {
		if bits == 0 {
			continue
		}
		var named []int
		for j := range compiledKinds[i] {
			if bits&(1<<j) != 0 {
				named = append(named, j)
			}
		}
		c.kinds = append(c.kinds, claimedKind{row: i, members: named})
	}
	c.others = formsOf(c.kinds, false)
	c.claimedForms = formsOf(c.kinds, true)
	return c.kinds
}

// clauseOpeners start a clause that states a condition or a time, not what
// the claim is about ("… when the invoice is missing").
var clauseOpeners = []string{" when ", " if ", " unless ", " while ", " after ", " before ", " because ", " once ",
	" cuando ", " si ", " mientras ", " después de ", " antes de ", " porque ",
	"当", "如果", "因为", "之后", "以后"}

// mainClause returns text up to its first clause opener.
func mainClause(s string) string { return text.UpTo(s, clauseOpeners) }

// otherOfKind returns, for an item that would affirm the claim, a thing
// the claim names and another of its kind the item names in its place,
// or "", "".
func (c *Claim) otherOfKind(content, source string) (claimed, observed string) {
	kinds := c.kindsOf()
	if len(kinds) == 0 {
		return "", ""
	}
	h := head(content, slotBytes)
	if !c.others.mayHoldOther(h) && !c.others.mayHoldOther(source) {
		return "", "" // no form of another thing of the claim's kinds: no words to cut
	}
	s := h + "\n" + source
	held := kindText{han: s, words: rowWords(nil, s)}.held()
	for _, k := range kinds {
		bits := held[k.row]
		named := false
		for _, j := range k.members {
			named = named || bits&(1<<j) != 0
		}
		if named {
			continue
		}
		for j := range compiledKinds[k.row] {
			if !containsInt(k.members, j) && bits&(1<<j) != 0 {
				return subjectKinds[k.row].members[k.members[0]].name, subjectKinds[k.row].members[j].name
			}
		}
	}
	return "", ""
}

// otherForms are the forms mayHoldOther looks for: of each thing of the
// claimed kinds the claim does not name (or, for namesClaimedThing, does),
// the start of its first word (asciiStem), or its Chinese form.
type otherForms struct {
	any   bool // a form starts outside ASCII: its stem is empty, held by any text
	first [utf8.RuneSelf]bool
	stems []string
	han   []string
}

// formsOf returns the forms of the things of the claimed kinds the claim
// names (named) or does not name.
func formsOf(kinds []claimedKind, named bool) otherForms {
	var o otherForms
	for _, k := range kinds {
		for j, forms := range compiledKinds[k.row] {
			if containsInt(k.members, j) != named {
				continue
			}
			for _, f := range forms {
				switch stem := asciiStem(f.words0()); {
				case f.han != "":
					o.han = append(o.han, f.han)
				case stem == "":
					o.any = true
				case !slices.Contains(o.stems, stem):
					o.stems = append(o.stems, stem)
					o.first[stem[0]] = true
				}
			}
		}
	}
	return o
}

// words0 is a word form's first word, or "" for a Chinese form.
func (f kindForm) words0() string {
	if len(f.words) == 0 {
		return ""
	}
	return f.words[0]
}

// mayHoldOther reports whether s may hold a form of a thing of the
// claimed kinds the claim does not name: the start of the form's first
// word, its ASCII letters only, in any case, or a Chinese form. One pass
// over s finds every stem.
func (o *otherForms) mayHoldOther(s string) bool {
	if o.any {
		return true
	}
	for _, h := range o.han {
		if strings.Contains(s, h) {
			return true
		}
	}
	if len(o.stems) == 0 {
		return false
	}
	if !ascii(s) {
		s = strings.ToLower(s) // as containsLower reads a text outside ASCII
	}
	for i := 0; i < len(s); i++ {
		c := lowerByte(s[i])
		if c >= utf8.RuneSelf || !o.first[c] {
			continue
		}
		for _, stem := range o.stems {
			if stem[0] == c && hasPrefixLower(s[i:], stem) {
				return true
			}
		}
	}
	return false
}

// hasPrefixLower reports whether s starts with the lower-case ASCII
// prefix, in any case.
func hasPrefixLower(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for k := 0; k < len(prefix); k++ {
		if lowerByte(s[k]) != prefix[k] {
			return false
		}
	}
	return true
}

// asciiStem is w up to its first letter outside ASCII, at most four
// letters: what any inflection or unaccented spelling of w starts with.
func asciiStem(w string) string {
	n := 0
	for n < len(w) && n < 4 && w[n] < utf8.RuneSelf {
		n++
	}
	return w[:n]
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// otherKind is the blocker row of otherOfKind.
func otherKind(c *Claim, _ *Reading, in Input, _ *blockText) (string, bool) {
	if claimed, observed := c.otherOfKind(in.Content, in.Source); claimed != "" {
		return "it had observed the " + claimed + ", not a " + observed + " (another thing of the same kind)", false
	}
	return "", false
}

// A kindText is a text as the rows read it: its words and, for Chinese
// forms, the text itself.
type kindText struct {
	han   string
	words []string
	// things: a form followed by an object pronoun is a verb, not a
	// thing ("CI is green, shipping it" names no shipping).
	things bool
}

// objectPronouns follow a verb, never a thing's name.
var objectPronouns = map[string]bool{"it": true, "them": true, "this": true, "that": true, "lo": true, "los": true}

// A kindRef is one form of one member of one row of compiledKinds.
type kindRef struct {
	row, member int
	form        kindForm
}

// formsByByte holds compiledKinds' forms by the first byte of their first
// word, and the Chinese forms apart: a word of a text is compared only
// with the forms that can start at it (a form's first word is a prefix
// of every word that inflects it), not with every form of every row.
var formsByByte = func() (ix struct {
	byByte [256][]kindRef
	han    []kindRef
}) {
	for i, row := range compiledKinds {
		if len(row) > 64 {
			panic("reading: subjectKinds row " + subjectKinds[i].name + " has more than 64 members")
		}
		for j, forms := range row {
			for _, f := range forms {
				r := kindRef{row: i, member: j, form: f}
				if f.han != "" {
					ix.han = append(ix.han, r)
					continue
				}
				ix.byByte[f.words[0][0]] = append(ix.byByte[f.words[0][0]], r)
			}
		}
	}
	return ix
}()

// held returns, for each row of compiledKinds, the members the text
// holds any form of, one bit each.
func (kt kindText) held() []uint64 {
	held := make([]uint64, len(compiledKinds))
	for i, w := range kt.words {
		if w == "" {
			continue
		}
		for _, r := range formsByByte.byByte[w[0]] {
			if held[r.row]&(1<<r.member) == 0 && kt.holdsAt(i, r.form.words) {
				held[r.row] |= 1 << r.member
			}
		}
	}
	if !ascii(kt.han) {
		for _, r := range formsByByte.han {
			if strings.Contains(kt.han, r.form.han) {
				held[r.row] |= 1 << r.member
			}
		}
	}
	return held
}

// holdsAt reports whether the text's words from i on inflect a form's
// words.
func (kt kindText) holdsAt(i int, form []string) bool {
	if i+len(form) > len(kt.words) {
		return false
	}
	for k, w := range form {
		if !inflects(kt.words[i+k], w) {
			return false
		}
	}
	return !(kt.things && i+len(form) < len(kt.words) && objectPronouns[kt.words[i+len(form)]])
}

// inflects reports whether w is base or an inflection of it: a plural, a
// past, a gerund, an agent noun ("imports", "imported", "importing",
// "importer", "logged", "archiving", "exportaciones").
func inflects(w, base string) bool {
	if !strings.HasPrefix(w, base) {
		if strings.HasSuffix(base, "e") && strings.HasPrefix(w, base[:len(base)-1]) {
			rest := w[len(base)-1:]
			return rest == "ing" || rest == "ings"
		}
		return false
	}
	rest := w[len(base):]
	if len(base) <= 3 {
		// "fee" is not in "feed", nor "tax" in "taxi": a short word
		// takes a plural only.
		return rest == "" || rest == "s" || rest == "es"
	}
	switch rest {
	case "", "s", "es", "d", "ed", "ing", "ings", "er", "ers", "z":
		return true
	default:
		// a doubled last letter: logged, logging
		if len(rest) > 1 && rest[0] == base[len(base)-1] {
			switch rest[1:] {
			case "ed", "ing", "er":
				return true
			}
		}
	}
	return false
}

// rowWords appends the words of s as the rows compare them: lower-case,
// without Spanish accents, split at every character that is not a Latin
// letter and where an identifier's case changes (RefundActivity,
// testSignupWithSSO, SSOLogin).
func rowWords(out []string, s string) []string {
	if ascii(s) {
		return asciiRowWords(out, s)
	}
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, unaccent(b.String()))
			b.Reset()
		}
	}
	var prev rune
	for i, r := range s {
		if !unicode.IsLetter(r) || unicode.Is(unicode.Han, r) {
			flush()
			prev = 0
			continue
		}
		if unicode.IsUpper(r) {
			next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
			if unicode.IsLower(prev) || unicode.IsUpper(prev) && unicode.IsLower(next) {
				flush()
			}
		}
		b.WriteRune(unicode.ToLower(r))
		prev = r
	}
	flush()
	return out
}

// hasHan reports whether s holds a Chinese character.
func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// asciiRowWords is rowWords of an ASCII text: its words are cut from one
// lower-case copy, without a string each.
func asciiRowWords(out []string, s string) []string {
	lower := toLower(s)
	start := -1
	for i := 0; i <= len(s); i++ {
		c := byte(0)
		if i < len(s) {
			c = s[i]
		}
		letter := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		if !letter {
			if start >= 0 {
				out = append(out, lower[start:i])
				start = -1
			}
			continue
		}
		if start >= 0 && 'A' <= c && c <= 'Z' {
			prev := s[i-1]
			next := byte(0)
			if i+1 < len(s) {
				next = s[i+1]
			}
			if 'a' <= prev && prev <= 'z' || 'A' <= prev && prev <= 'Z' && 'a' <= next && next <= 'z' {
				out = append(out, lower[start:i])
				start = i
			}
		}
		if start < 0 {
			start = i
		}
	}
	return out
}
