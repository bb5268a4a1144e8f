package variants

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// phrases matches a list of alternatives the way people read them: Latin
// alternatives as whole words (case-insensitive; `_`, `/`, `.` and the like
// are word edges), alternatives in Han script anywhere, since Chinese has no
// spaces. Alternatives are regular-expression fragments from the tables in
// this package, never input.
type phrases struct {
	latin, han *regexp.Regexp
}

func words(alts ...string) phrases {
	var latin, han []string
	for _, a := range alts {
		if hasHan(a) {
			han = append(han, a)
		} else {
			latin = append(latin, strings.ReplaceAll(a, " ", `\s+`))
		}
	}
	var p phrases
	if len(latin) > 0 {
		p.latin = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}])(` + strings.Join(latin, "|") + `)(?:[^\p{L}\p{N}]|$)`)
	}
	if len(han) > 0 {
		p.han = regexp.MustCompile(`(` + strings.Join(han, "|") + `)`)
	}
	return p
}

// span is a half-open byte range.
type span struct{ start, end int }

// find returns the matches in s, in order, not overlapping.
func (p phrases) find(s string) []span {
	var out []span
	for _, re := range []*regexp.Regexp{p.latin, p.han} {
		if re == nil {
			continue
		}
		for pos := 0; pos <= len(s); {
			m := re.FindStringSubmatchIndex(s[pos:])
			if m == nil {
				break
			}
			out = append(out, span{pos + m[2], pos + m[3]})
			// Resume at the phrase's end, not the match's: the edge
			// character after one phrase may be the edge before the next.
			next := pos + m[3]
			if next == pos {
				next++
			}
			pos = next
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	kept := out[:0]
	for _, sp := range out {
		if len(kept) > 0 && sp.start < kept[len(kept)-1].end {
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

func (p phrases) match(s string) bool { return len(p.find(s)) > 0 }

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// language guesses the language of a text: zh when it has Han characters,
// es when it has Spanish words or letters, else en.
func language(s string) string {
	if hasHan(s) {
		return "zh"
	}
	if spanishWords.match(s) {
		return "es"
	}
	return "en"
}

var spanishWords = words("el", "la", "los", "las", "del", "ya", "funciona", "funcionan", "pasa", "pasan",
	"falla", "después", "ejecuté", "pedí", "tras", "sin", "con el", "en producción", "está", "pruebas", "informe",
	"arreglo", "factura", "pedido", "exportación", "importación", "terminada", "filas", "errores", "[a-z]*ción", "[a-z]*ñ[a-z]*")

// Predicates: what a success-shaped claim says holds (§4.3), one row per
// family with the words for it in the three languages, and how the family
// is said in the templates of the language variants.
type predicate struct {
	name   string
	words  phrases
	es, zh string // "" when the family has no template
}

var predicates = []predicate{
	{"fix", words("fixed", "fixes", "resolved", "repaired", "no longer fails?", "no longer failing",
		"arreglad[oa]s?", "resuelt[oa]s?", "solucionad[oa]s?", "corregid[oa]s?", "ya no fallan?",
		"已修复", "修复了", "已解决", "解决了", "修好了", "已修好", "不再失败"), "está arreglado", "已修复"},
	{"pass", words("pass", "passes", "passed", "passing", "pasan?", "pasaron", "通过"), "pasa", "通过了"},
	{"works", words("works?", "working", "funcionan?", "正常工作", "生效了", "生效", "好了"), "funciona", "正常工作"},
	{"succeed", words("succeeds?", "succeeded", "successful(?:ly)?", "成功"), "funciona bien", "成功了"},
	{"finish", words("finish(?:es|ed)?", "completes?", "completed", "terminan?", "completan?", "完成"), "termina sin problemas", "顺利完成"},
	{"load", words("loads?", "cargan?", "加载"), "carga bien", "正常加载"},
	{"return", words("returns?", "devuelven?", "返回"), "", ""},
	{"green", words("(?:is|are) green", "está en verde", "是绿的", "全绿"), "", ""},
}

// performance words make a claim performance-shaped: its negation is a
// measurement that did not improve, not a failure.
var performanceWords = words("faster", "quicker", "dropped", "drops", "reduced", "improved", "lower latency",
	"(?:under|below|less than|at most) \\d+", "más rápido", "más rápida", "menos de \\d+",
	"性能提升", "提升了", "变快", "更快", "低于", "小于")

// failureWords make a claim state a failure, a rejection or an absence
// (§4.3): a failure added to its evidence agrees with it.
var failureWords = words("fail", "fails", "failed", "failing", "failure", "rejects?", "refuses?", "denies",
	"unavailable", "crash(?:es|ed)?", "killed", "panics?", "raises", "throws", "wrong", "race", "bottleneck",
	"leaks?", "times? out", "timeout", "slow", "errors?", "broken", "no longer (?:supports?|exists?|accepts?)",
	"deprecated", "removed", "[45]\\d\\d",
	"falla", "fallan", "fallo", "rechaza", "errore?s?", "lento", "ya no (?:existe|admite|soporta)",
	"失败", "拒绝", "错误", "崩溃", "超时", "变慢", "已移除", "不再支持", "不存在", "报错")

// negations make a success word say the opposite ("did not fix", "still
// fails", "todavía no", "还没").
var negations = words("did not", "didn't", "does not", "doesn't", "do not", "don't", "is not", "isn't",
	"are not", "aren't", "not yet", "not fixed", "never", "still", "no está", "no están", "todavía no",
	"aún no", "sigue", "siguen", "还没", "没有修", "未修复", "仍然", "还是", "依然")

// problemWords make a subject a problem ("the login problem", "the 500"):
// its persistence is said as "still there", not "still failing".
var problemWords = words("problem", "issue", "bug", "error", "errors", "failure", "crash", "race", "[45]\\d\\d",
	"timeout", "leak", "problema", "fallo", "问题", "错误", "故障", "失败")

// suiteWords make a claim suite-level ("the checkout tests pass"): a whole
// run's pass is its check (§4.1).
var suiteWords = words("tests", "suite", "cases", "pruebas", "suite", "测试套件", "测试")

// runnerNames make a claim name its runner, so that another runner's
// format for the same pass would change what it says.
var runnerNames = words("pytest", "unittest", "go test", "jest", "vitest", "mocha", "cargo", "node --test")
