package reading

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// Predicate families (docs/tools.md, Readings): a claim's predicate — works,
// handles, fixes, is served, is active, recovers, compresses, is cached,
// stops a leak — is seldom what an observation says. The observation says
// the outcome that shows it: "the file opens", "goroutines flat at 212",
// "X-Cache: HIT", "已生效", "se reanudó". A familyRow ties the words of a
// claim's predicate to the outcomes that show it, and those that show it
// does not hold.
//
// The rows are compared by lemma (morph.go): a row lists one form of each
// word, and every tense and person of it matches ("procesó" for
// "procesa", "enviaron" for "envían"). A claim selects the rows whose
// claim words it uses; an observation's outcome phrase of a selected row
// is a statement of the claim's predicate, read by proseSays as any other
// statement: it decides only where nothing fails or persists, and the
// reader still requires it to name the claim's subject.
type familyRow struct {
	name    string
	claim   []string // words of a claim's predicate that select the row
	shows   []string // outcomes that show the predicate holds
	persist []string // outcomes that show it does not hold yet
}

// familyRows is the table, en/es/zh.
var familyRows = []familyRow{
	{name: "leak", claim: []string{"leak", "leaking", "growth", "grow", "climb", "fuga", "crecer", "泄漏", "泄露", "内存增长"},
		shows: []string{"flat", "stays flat", "stable", "steady", "plateau", "~plateau", "~stabilize", "no longer growing",
			"no longer climbing", "stopped growing", "stopped climbing", "estable", "plano", "se mantiene", "ya no crece",
			"ya no sube", "dejó de crecer", "~estabilizar", "平稳", "稳定", "持平", "不再增长", "不再上涨"},
		persist: []string{"climbing", "growing", "keeps growing", "creciendo", "subiendo", "持续增长", "还在涨", "一直涨"}},
	{name: "cache", claim: []string{"cache", "cached", "caching", "caché", "cacheado", "缓存"},
		shows: []string{"x cache hit", "cf cache status hit", "cache status hit", "cache hit", "hit from cloudfront",
			"served from cache", "from cache", "desde caché", "desde la caché", "缓存命中", "命中缓存"},
		persist: []string{"x cache miss", "cf cache status miss", "cf cache status bypass", "cache miss", "缓存未命中"}},
	{name: "recover", claim: []string{"recover", "recovery", "recuperar", "recuperación", "restablecer", "恢复"},
		shows: []string{"back to normal", "back online", "back up", "caught up", "healthy again", "processing again", "~resume",
			"de vuelta", "al día", "~reanudar", "~restablecer", "恢复正常", "已恢复", "追上", "重新开始处理"},
		persist: []string{"still behind", "lagging", "atrasado", "retrasado", "落后"}},
	{name: "effect", claim: []string{"effect", "effective", "active", "live", "apply", "enforce", "vigor", "activo", "aplicar",
		"生效", "上线"},
		shows: []string{"took effect", "in effect", "now active", "is active", "went live", "is live", "live in", "~apply",
			"~enforce", "en vigor", "~aplicar", "activo", "activa", "surtió efecto", "生效", "已生效", "已上线", "已应用"},
		persist: []string{"not yet applied", "not in effect", "inactive", "未生效", "尚未生效"}},
	{name: "compress", claim: []string{"compress", "compression", "gzip", "brotli", "comprimir", "compresión", "压缩"},
		shows: []string{"content encoding gzip", "content encoding br", "content encoding zstd", "~compress", "~comprimir",
			"已压缩", "压缩后"},
		persist: []string{"content encoding identity", "sin comprimir", "未压缩"}},
	{name: "process", claim: []string{"process", "handle", "ingest", "procesar", "manejar", "ingerir", "处理", "接收"},
		shows: []string{"~process", "~handle", "~ingest", "~ack", "ack aa", "~acknowledge", "~procesar", "~manejar",
			"已处理", "处理成功", "已接收"},
		persist: []string{"unprocessed", "unhandled", "sin procesar", "未处理"}},
	{name: "reach", claim: []string{"reach", "arrive", "llegar", "到达", "进入"},
		shows:   []string{"ticket created", "~land", "~arrive", "~receive", "~llegar", "~recibir", "已收到", "收到", "生成工单"},
		persist: []string{"never arrived", "no llegó", "没收到"}},
	{name: "accept", claim: []string{"accept", "validate", "verify", "aceptar", "validar", "接受", "验证"},
		shows:   []string{"ok", "~verify", "~validate", "~accept", "valid", "~aceptar", "~validar", "válido", "验证通过", "已接受"},
		persist: []string{"rejected", "invalid", "verification failed", "rechazado", "inválido", "验证失败"}},
	{name: "settle", claim: []string{"settle", "liquidar", "结算"},
		shows:   []string{"status paid", "~pay", "~settle", "~liquidar", "已结算", "已支付"},
		persist: []string{"status pending", "unsettled", "sin liquidar", "未结算"}},
	{name: "load", claim: []string{"load", "inject", "cargar", "加载", "注入"},
		shows:   []string{"~inject", "~load", "cs ready", "script ready", "~inyectar", "~cargar", "已注入", "已加载"},
		persist: []string{"not injected", "failed to load", "no se cargó", "未加载"}},
	{name: "export", claim: []string{"export", "exportar", "导出", "上报"},
		shows:   []string{"sent spans", "spans sent", "~export", "~exportar", "已导出", "已上报"},
		persist: []string{"send failed", "export failed", "导出失败"}},
	// The general outcome: a positive end state, which any success-shaped
	// claim selects (outcomeRow) — a narrative of actions that ends in the
	// expected state ("the CSV downloaded and opens in Excel", "served
	// 800k requests", "las 8 entraron", "dig 显示新的记录"). Past forms
	// report what was observed; the present ones are states ("opens",
	// "redirects to", "passes").
	{name: "works", claim: []string{"work", "working", "funcionar", "正常", "好用"},
		shows: []string{"~complete", "~finish", "~succeed", "~deliver", "~create", "~download", "~open", "~reach", "~pass",
			"went through", "~ack", "ack aa", "~acknowledge", "~accept", "~serve", "~redirect", "~appear", "~render", "~display",
			"~return 200", "~respond 200", "~resolve", "~parse", "~validate", "~convert", "~index",
			"shows up", "show up", "showed up", "turned up", "~upload", "~save", "~publish",
			"opens", "redirects to", "passes", "appears", "renders", "serves", "is valid", "are valid", "valid",
			"~completar", "~terminar", "~entregar", "~descargar", "~abrir", "~crear", "~recibir", "~pasar", "~entrar",
			"~servir", "~redirigir", "~aparecer", "~mostrar", "~cargar", "~guardar", "~publicar", "~funcionar",
			"abre", "abren", "aparece", "aparecen", "entra", "entran", "redirige a", "redirigen a", "descarga", "descargan",
			"válido", "válida", "válidos",
			"已完成", "成功完成", "顺利完成", "显示新", "显示了新", "已显示", "打开了", "下载了", "登录成功", "成功登录",
			"跳转到", "已跳转", "通过了", "已通过", "返回 200"}},
	{name: "use", claim: []string{"use", "usar", "utilizar", "使用"},
		shows:   []string{"in use", "being used", "used by", "~usar", "~utilizar", "en uso", "使用中", "正在使用"},
		persist: []string{"unused", "not in use", "sin uso", "未使用"}},
}

// A familyPhrase is one outcome phrase of familyRows: its words as
// written, accents folded; a phrase written "~verb" is any past form of
// the verb ("~procesar": procesó, procesaron, procesado; "~inject":
// injected), the tense in which an observation reports an outcome.
type familyPhrase struct {
	row     int
	persist bool
	words   []familyWord
	text    string
}

// A familyWord is a word of a familyPhrase: as written, or, when past, a
// lemma that only a past form matches.
type familyWord struct {
	s, en string // en: the English stem of a past word's verb
	past  bool
}

// familyIndex holds the rows' claim lemmas and their phrases by first
// lemma, made once.
type familyIndex struct {
	claim   map[string]families // a claim word's lemma: the rows it selects
	claimCJ []string            // Chinese claim words, found in the claim's text
	claimOf [][]string          // the Chinese claim words' rows, beside claimCJ
	first   map[string][]familyPhrase
	prefix  map[string]bool // the first three bytes of every first word's forms
}

var familyIdx = sync.OnceValue(func() *familyIndex {
	x := &familyIndex{claim: map[string]families{}, first: map[string][]familyPhrase{}, prefix: map[string]bool{}}
	for i, r := range familyRows {
		for _, w := range r.claim {
			if !ascii(unaccent(w)) {
				x.claimCJ = append(x.claimCJ, w)
				x.claimOf = append(x.claimOf, []string{r.name})
				continue
			}
			// Both keys: the Spanish endings strip "recover" to "recov", the
			// English ones "recovered" to "recover".
			x.claim[lemma(w)] |= 1 << uint(i)
			x.claim[text.Stem(unaccent(w))] |= 1 << uint(i)
		}
		add := func(p string, persist bool) {
			var ws []familyWord
			for _, t := range tokenize(strings.TrimPrefix(p, "~"), nil) {
				if !t.stop {
					ws = append(ws, familyWord{s: unaccent(t.s)})
				}
			}
			if strings.HasPrefix(p, "~") {
				ws[0] = familyWord{s: lemma(ws[0].s), en: text.Stem(ws[0].s), past: true}
			}
			ph := familyPhrase{row: i, persist: persist, words: ws, text: p}
			x.first[ws[0].s] = append(x.first[ws[0].s], ph)
			x.prefix[prefix3(ws[0].s)] = true
			if w := ws[0]; w.past && w.en != w.s {
				x.first[w.en] = append(x.first[w.en], ph)
				x.prefix[prefix3(w.en)] = true
			}
		}
		for _, p := range r.shows {
			add(p, false)
		}
		for _, p := range r.persist {
			add(p, true)
		}
	}
	for form, base := range enIrregular {
		if x.prefix[prefix3(base)] {
			x.prefix[prefix3(form)] = true // "paid" for "pay"
		}
	}
	return x
})

func prefix3(s string) string { return s[:min(3, len(s))] }

// outcomeRow is the general outcome row of familyRows: a success-shaped
// claim selects it whatever its predicate's words (NewClaim).
var outcomeRow = families(1) << uint(slices.IndexFunc(familyRows, func(r familyRow) bool { return r.name == "works" }))

// claimFamilies returns the familyRows a claim selects: those whose claim
// words it uses in any form.
func claimFamilies(claim string, toks []tok) families {
	x := familyIdx()
	var f families
	for i := range toks {
		if !toks[i].stop {
			f |= x.claim[lemma(toks[i].s)] | x.claim[text.Stem(unaccent(toks[i].s))]
		}
	}
	for k, w := range x.claimCJ {
		if strings.Contains(claim, w) {
			for i, r := range familyRows {
				if r.name == x.claimOf[k][0] {
					f |= 1 << uint(i)
				}
			}
		}
	}
	return f
}

// familySays adds to out the outcomes of the claim's predicate families
// that content states: a shown outcome not negated, planned, about the
// state before a change or counted zero, as Success; a persisting one as
// Persist. Where out already holds a failure or a persistence, a shown
// outcome adds nothing: what fails outranks words the families read.
func (c *Claim) familySays(content string, toks []tok, cl clauses, out []said) []said {
	out = c.zhNegatedOwn(content, out)
	if c.predFams == 0 && len(c.ownVerbs) == 0 {
		return out
	}
	failed := false
	for i := range out {
		failed = failed || out[i].says == Failure || out[i].says == Persist
	}
	x := familyIdx()
	lc := -2 // the last contrast word, not looked for yet
	lastContrast := func() int {
		if lc == -2 {
			lc = lastContrastOf(toks)
		}
		return lc
	}
	for i := 0; i < len(toks); i++ {
		if toks[i].stop {
			continue
		}
		if len(c.ownVerbs) > 0 && isPast(toks[i].s) && slices.Contains(c.ownVerbs, lemma(toks[i].s)) && !identPart(content, toks[i].start, toks[i].end) &&
			(!c.enOwn || enOwnPast(toks, i, c.passive)) && !typedOrHeader(content, toks[i].start) {
			// The claim's own verb in a past form: "entregué" for "pueden
			// entregar", "enviaron" for "se envían".
			neg, plan := context(toks, cl, i, i+1)
			if fewerAround(content, toks[i].start, toks[i].end) {
				// "de los 312 pedidos solo se enviaron 300": a part of them.
				out = append(out, said{Persist, Statement{Kind: Persist, Rule: "family.part.own", Text: content[toks[i].start:toks[i].end],
					Start: toks[i].start, End: toks[i].end, Sentence: sentenceAt(content, toks[i].start)}})
				continue
			}
			if !neg && !plan && !failed && !zeroBefore(content, toks[i].start) && !noneAfter(toks, i) && !beforeNear(toks, int(cl[i].start), int(cl[i].end), i, i+1) &&
				lastContrast() < i {
				// (Not "imprimió las etiquetas, pero salen ilegibles": the
				// narrative does not end in the state it reached.)
				out = append(out, said{Success, Statement{Kind: Success, Rule: "family.own", Text: content[toks[i].start:toks[i].end],
					Start: toks[i].start, End: toks[i].end, Sentence: sentenceAt(content, toks[i].start)}})
			}
			continue
		}
		if !x.prefix[prefix3(toks[i].s)] && !x.prefix[prefix3(unaccent(toks[i].s))] {
			continue
		}
		best, end := -1, 0
		w := unaccent(toks[i].s)
		cands := x.first[w]
		if isPast(toks[i].s) {
			cands = append(cands[:len(cands):len(cands)], x.first[lemma(w)]...)
			if st := text.Stem(w); st != lemma(w) {
				cands = append(cands, x.first[st]...)
			}
		}
		for k := range cands {
			if !c.predFams.has(int8(cands[k].row)) {
				continue
			}
			if j := matchWords(toks, i, cands[k].words); j > 0 && (best < 0 || j > end) {
				best, end = k, j
			}
		}
		if best < 0 {
			continue
		}
		p := cands[best]
		if end == i+1 && identPart(content, toks[i].start, toks[i].end) {
			continue // "created_at", "completed_jobs": a name, no outcome
		}
		neg, plan := context(toks, cl, i, end)
		past := i > 0 && !toks[i-1].stop && pastMarker(toks, i-1) || i > 1 && !toks[i-2].stop && pastMarker(toks, i-2)
		if plan || past || beforeNear(toks, int(cl[i].start), int(cl[i].end), i, end) {
			i = end - 1
			continue
		}
		st := Statement{Kind: Success, Rule: "family." + familyRows[p.row].name, Text: content[toks[i].start:toks[end-1].end],
			Start: toks[i].start, End: toks[end-1].end, Sentence: sentenceAt(content, toks[i].start)}
		switch {
		case p.persist && !neg && !zeroBefore(content, st.Start):
			st.Kind, st.Rule = Persist, "family.persist."+familyRows[p.row].name
			out = append(out, said{Persist, st})
		case !p.persist && !neg && (fewerBefore(content, st.Start) || partBefore(content, st.Start) && !c.partWithin(content, st.Start) || fewerAround(content, st.Start, st.End)):
			// "3 de 8 entraron", "61% uploaded": a part, not the whole.
			st.Kind, st.Rule = Persist, "family.part."+familyRows[p.row].name
			out = append(out, said{Persist, st})
		case !p.persist && outcomeRow.has(int8(p.row)) && lastContrast() >= end:
			// "the CSV downloaded but it is empty", "se descargó pero está
			// vacío": the narrative does not end in the state it reached.
		case !p.persist && !neg && !failed && !zeroBefore(content, st.Start):
			out = append(out, said{Success, st})
		}
		i = end - 1
	}
	return out
}

// typedOrHeader reports a position on a line typed at a prompt or on a
// table's header (withoutCommandLines): its words state nothing.
func typedOrHeader(content string, at int) bool {
	from := strings.LastIndexByte(content[:at], '\n') + 1
	return commandLine(content[from:]) || tableHeader(content[from:])
}

// noneAfter reports a count of none right after toks[i], its article
// aside: "returned zero relevant products", "devolvió 0 productos", "found
// no rows".
func noneAfter(toks []tok, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+2; k++ {
		if toks[k].stop {
			return false
		}
		switch toks[k].s {
		case "0", "zero", "no", "none", "nothing", "cero", "ningún", "ninguna", "ninguno", "nada":
			return true
		case "the", "a", "an", "el", "la", "los", "las":
			continue
		}
		return false
	}
	return false
}

// pastMarker reports toks[k] as a marker of the past: "had" only as an
// auxiliary ("had failed", "had been stuck"), not as a verb of its own
// ("the second response had x-cache: HIT").
func pastMarker(toks []tok, k int) bool {
	if !pastMarkers[toks[k].s] {
		return false
	}
	if toks[k].s != "had" {
		return true
	}
	next := toks[min(k+1, len(toks)-1)]
	return !next.stop && (next.s == "been" || next.s == "still" || next.s == "already" || isPast(next.s))
}

// matchWords returns the end of the tokens from i that are a phrase's
// words in order, a ':' or '=' between them aside ("X-Cache: HIT",
// "status=paid"), or 0.
func matchWords(toks []tok, i int, phrase []familyWord) int {
	j := i
	for k, w := range phrase {
		for k > 0 && j < len(toks) && toks[j].stop && (toks[j].s == ":" || toks[j].s == "=") {
			j++
		}
		if j >= len(toks) || toks[j].stop {
			return 0
		}
		if w.past {
			if !isPast(toks[j].s) || lemma(toks[j].s) != w.s && text.Stem(toks[j].s) != w.en {
				return 0
			}
		} else if unaccent(toks[j].s) != w.s {
			return 0
		}
		j++
	}
	return j
}

// esPast are the Spanish endings of the preterite, the imperfect and the
// participle, accents folded: the tenses of what was observed.
var esPast = []string{"aron", "ieron", "aste", "iste", "aba", "aban", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"}

// isPast reports a past form: an English irregular past or a word ending
// in "-ed"; a Spanish preterite, imperfect or participle ("procesó",
// "enviaron", "entregué", "procesado").
func isPast(w string) bool {
	if _, ok := enIrregular[w]; ok {
		return true
	}
	if len(w) < minStem+1 {
		return false
	}
	if strings.HasSuffix(w, "ed") {
		return true
	}
	for _, a := range []string{"ó", "é", "ió"} {
		if strings.HasSuffix(w, a) {
			return true
		}
	}
	f := unaccent(w)
	for _, e := range esPast {
		if strings.HasSuffix(f, e) {
			return true
		}
	}
	return false
}

// attributeNamed reports an item that names the claim's subject through
// its attributes: an outcome of the claim's predicate family ("X-Cache:
// HIT", "injected", "已生效") beside an identifier the claim gives it as
// written (/api/catalog, ap-south-1, WAVE_PREALLOC=1) or in the
// environment the claim names (Edge, Chrome 125, production). A header
// line names no "responses"; the path and the outcome are what the
// responses are. The item's own names are still read against the
// claim's afterwards (otherName): another path, region or browser
// observed is another subject.
func (c *Claim) attributeNamed(r *Reading, ob *observation) bool {
	if !strings.HasPrefix(r.Rule, "family.") {
		return false
	}
	lower := ob.lowered()
	for _, id := range c.Subject.Idents {
		if len(id) >= 4 && strings.Contains(lower, id) {
			return true
		}
	}
	return r.InEnvironment
}

// spanishWords mark a claim written in Spanish: its infinitives are then
// verbs, not English nouns ending in "-er" ("server", "indexer").
var spanishWords = map[string]bool{"el": true, "la": true, "los": true, "las": true, "ya": true, "se": true, "del": true,
	"puede": true, "pueden": true, "que": true, "una": true, "un": true, "desde": true, "para": true}

// ownVerbs returns the lemmas of a Spanish claim's own verbs: its
// infinitives ("pueden entregar") and the word after "ya", "se" or "no"
// when it is inflected ("ya envía", "se envían"). An observation that
// says one in a past form observed the claim's predicate.
func ownVerbs(toks []tok) []string {
	spanish := false
	for i := range toks {
		spanish = spanish || spanishWords[toks[i].s]
	}
	if !spanish {
		return nil
	}
	var out []string
	for i := range toks {
		w := unaccent(toks[i].s)
		if toks[i].stop || len(w) < minStem+2 || !ascii(w) {
			continue
		}
		infinitive := strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir")
		afterMark := i > 0 && (toks[i-1].s == "ya" || toks[i-1].s == "se" || toks[i-1].s == "no") && lemma(w) != w
		if l := lemma(w); (infinitive || afterMark) && len(l) >= minStem && !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// futureMarkers say that what follows is still to happen or is expected,
// not observed: a future or a modal of expectation. Each is a phrase of
// the plan rows of modifierRows, the subset that marks a tense rather
// than a sequence or a purpose ("then", "para", "when" also introduce
// what was observed).
var futureMarkers = [][]string{{"will"}, {"ill"}, {"going", "to"}, {"gonna"}, {"should"}, {"would"}, {"might"},
	{"need", "to"}, {"needs", "to"}, {"have", "to"}, {"has", "to"}, {"plan", "to"}, {"voy", "a"}, {"vamos", "a"}, {"va", "a"},
	{"hay", "que"}, {"debería"}, {"deberia"}, {"deberían"}, {"tengo", "que"}, {"将"}, {"准备"}}

// tellsFuture reports a content that says, in some clause, what will or
// should happen: the claim's words in it may be what is expected, not what
// was seen.
func tellsFuture(content string) bool {
	for _, m := range [...]string{"计划", "打算", "将于", "将在", "将会"} {
		if strings.Contains(content, m) {
			return true // Han runs are one token: "计划今晚在静默时段把 …"
		}
	}
	toks := tokenize(content, nil)
	for i := range toks {
		for _, m := range futureMarkers {
			if i+len(m) > len(toks) {
				continue
			}
			k := 0
			for k < len(m) && !toks[i+k].stop && toks[i+k].s == m[k] {
				k++
			}
			if k == len(m) {
				return true
			}
		}
	}
	return false
}

// lastContrastOf returns the index of the last contrast word ("but",
// "pero", "但") in toks, or -1: a state reached before it is qualified by
// what follows. Read once per text, so that asking it of every statement
// stays linear.
func lastContrastOf(toks []tok) int {
	for j := len(toks) - 1; j >= 0; j-- {
		if !toks[j].stop && contrast[toks[j].s] {
			return j
		}
	}
	return -1
}

// zhDone are the Chinese markers of a state reached that stand before a
// claim's own verb: "服务已经恢复", "登录已修复", "同步都已完成".
var zhDone = []string{"已经", "已被", "都已", "已"}

// zhNegators deny the verb they stand before: "没有恢复", "还没恢复",
// "未恢复", "尚未恢复", "并没有恢复", "仍未恢复".
var zhNegators = []string{"并没有", "还没有", "仍然没有", "依然没有", "没有", "还没", "并没", "没", "尚未", "仍未", "并未", "还未", "未"}

// zhVerbBytes is the length of the verb read after a zhDone marker: two
// characters, the length of most Chinese verbs of state ("恢复", "修复",
// "完成", "生效").
const zhVerbBytes = 6

// zhOwnVerbs returns the verbs a Chinese claim says have been reached:
// the two characters after a zhDone marker.
func zhOwnVerbs(claim string) []string {
	var out []string
	for _, m := range zhDone {
		for i := 0; ; {
			j := strings.Index(claim[i:], m)
			if j < 0 {
				break
			}
			j += i + len(m)
			i = j
			if j+zhVerbBytes <= len(claim) && !ascii(claim[j:j+zhVerbBytes]) && utf8.ValidString(claim[j:j+zhVerbBytes]) {
				if v := claim[j : j+zhVerbBytes]; !slices.Contains(out, v) && !strings.HasPrefix(v, "经") && !strings.HasPrefix(v, "被") {
					out = append(out, v)
				}
			}
		}
	}
	return out
}

// zhNegatedOwn adds to out a persisting statement for each of the claim's
// own Chinese verbs that content denies with a negator before it ("服务没有
// 恢复" for "服务已经恢复"): the state the claim says was reached was not.
func (c *Claim) zhNegatedOwn(content string, out []said) []said {
	out = c.zhNegatedClaimed(content, out)
	for _, v := range c.zhVerbs {
		for i := 0; ; {
			j := strings.Index(content[i:], v)
			if j < 0 {
				break
			}
			j += i
			i = j + len(v)
			before := content[:j]
			for _, n := range zhNegators {
				if strings.HasSuffix(before, n) {
					from := j - len(n)
					out = append(out, said{Persist, Statement{Kind: Persist, Rule: "family.persist.zh-negated", Text: content[from:i],
						Start: from, End: i, Sentence: sentenceAt(content, from)}})
					break
				}
			}
		}
	}
	return out
}

// zhNegatedClaimed adds to out a persisting statement for each verb that
// content denies with a negator before it ("服务没有恢复") where a Chinese
// success claim holds that verb, not denied ("缓存服务恢复正常了"): the claim's
// state was not reached, whether or not the claim marks it with 已. A
// failure word denied ("没有报错") is no such verb: it says the failure is
// absent.
func (c *Claim) zhNegatedClaimed(content string, out []said) []said {
	if !c.Success || len(c.zhVerbs) == 0 && !c.cjk() {
		return out
	}
	scan := head(content, slotBytes)
	for _, n := range zhNegators {
		for i := 0; ; {
			j := strings.Index(scan[i:], n)
			if j < 0 {
				break
			}
			j += i
			i = j + len(n)
			v := scan[i:min(len(scan), i+zhVerbBytes)]
			if len(v) < zhVerbBytes || !utf8.ValidString(v) || ascii(v) || !strings.Contains(c.Text, v) || slices.Contains(c.zhVerbs, v) {
				continue // (the claim's own verbs after 已 are zhNegatedOwn's)
			}
			if k := strings.Index(c.Text, v); zhNegatedAt(c.Text, k) {
				continue // the claim denies it too: "不再超时"
			}
			if failureWord(v) || zhProblemAt(c.Text, strings.Index(c.Text, v)+len(v)) {
				continue // "没有报错": the failure is absent; "没有中断" of "中断的问题已修复": the claim's problem is
			}
			if slices.ContainsFunc(out, func(x said) bool { return x.st.End == i+len(v) }) {
				continue // "还没有恢复" is read once, not once more for "没有"
			}
			out = append(out, said{Persist, Statement{Kind: Persist, Rule: "family.persist.zh-negated", Text: scan[j : i+len(v)],
				Start: j, End: i + len(v), Sentence: sentenceAt(content, j)}})
		}
	}
	return out
}

// zhProblemNouns name a claim's harm after its verb: "偶发中断的问题已修复"
// says 中断 is the problem that was fixed, so content that denies it ("没有中断")
// says the problem is absent, not that a state was not reached (harm.go).
var zhProblemNouns = []string{"问题", "故障", "错误", "异常", "缺陷", "bug", "Bug", "BUG"}

// zhProblemAt reports a problem noun at byte at of s, after an optional 的.
func zhProblemAt(s string, at int) bool {
	if at < 0 || at > len(s) {
		return false
	}
	rest := strings.TrimPrefix(strings.TrimLeft(s[at:], " "), "的")
	for _, n := range zhProblemNouns {
		if strings.HasPrefix(rest, n) {
			return true
		}
	}
	return false
}

// zhNegatedAt reports a negator just before byte at of s.
func zhNegatedAt(s string, at int) bool {
	if at < 0 {
		return false
	}
	for _, n := range zhNegators {
		if strings.HasSuffix(s[:at], n) {
			return true
		}
	}
	return strings.HasSuffix(s[:at], "不") || strings.HasSuffix(s[:at], "不再")
}

// failureWord reports a phrase the phrase table reads as a failure.
func failureWord(v string) bool {
	for _, st := range Statements(v) {
		if st.Kind == Failure || st.Kind == Persist {
			return true
		}
	}
	return false
}

// cjk reports a claim written in Chinese, read once.
func (c *Claim) cjk() bool {
	if !c.cjkTextRead {
		c.cjkTextRead, c.cjkText = true, hasCJKText(c.Text)
	}
	return c.cjkText
}
