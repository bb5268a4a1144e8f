package variants

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// templates state an observation of the claim's predicate for its subject
// in another language, keeping the claim's own identifiers (engineers mix
// languages) and the observation's details, so that it is an observation
// and not the claim restated.
var templates = map[string]struct{ open, env, details, close string }{
	"es": {"Lo acabo de comprobar%s: %s", " en %s", " — %s", "."},
	"zh": {"我刚%s验证过：%s", "在%s", "（%s）", "。"},
}

// countPhrases say a run's counts in each language.
var countPhrases = []struct {
	re     *regexp.Regexp
	es, zh string
}{
	{regexp.MustCompile(`(\d+) passed, (\d+) failed`), "$1 pasaron, $2 fallaron", "$1 通过，$2 失败"},
	{regexp.MustCompile(`(\d+) pasaron, (\d+) fallaron`), "$1 pasaron, $2 fallaron", "$1 通过，$2 失败"},
	{regexp.MustCompile(`(\d+) ?通过，(\d+) ?失败`), "$1 pasaron, $2 fallaron", "$1 通过，$2 失败"},
	{regexp.MustCompile(`(\d+)/(\d+) passed`), "$1/$2 pasaron", "$1/$2 通过"},
	{regexp.MustCompile(`\bno errors\b|\bsin errores\b|没有错误`), "sin errores", "没有错误"},
}

var detailToken = regexp.MustCompile(`(?:--?|/)?[\p{L}\p{N}][\p{L}\p{N}._/=$:,-]*[\p{L}\p{N}]|\p{N}`)

// detail reports whether a token is an identifier or a number: what an
// observation carries that a restated claim does not.
func detail(tok string) bool {
	upper, lowerThenUpper := 0, false
	prev := rune(0)
	for _, r := range tok {
		switch {
		case unicode.IsDigit(r) || strings.ContainsRune("._/=$", r):
			return true
		case unicode.IsUpper(r):
			upper++
			lowerThenUpper = lowerThenUpper || unicode.IsLower(prev)
		}
		prev = r
	}
	return upper >= 2 && upper == len([]rune(tok)) || lowerThenUpper
}

// details returns an item's counts, in lang, and its identifiers and numbers.
func details(content, lang string) string {
	var parts []string
	rest := content
	for _, p := range countPhrases {
		for _, m := range p.re.FindAllStringSubmatchIndex(rest, -1) {
			with := p.es
			if lang == "zh" {
				with = p.zh
			}
			parts = append(parts, string(p.re.ExpandString(nil, with, rest, m)))
		}
		rest = p.re.ReplaceAllString(rest, " ")
	}
	var toks []string
	for _, t := range detailToken.FindAllString(rest, -1) {
		if detail(t) {
			toks = append(toks, t)
		}
	}
	toks = uniq(toks)
	if len(toks) > 8 {
		toks = toks[:8]
	}
	return strings.Join(append(parts, toks...), ", ")
}

var leadingArticle = regexp.MustCompile(`^(?i:the|a|an)\s+`)

func deriveLanguage(c *call, lang string) ([]draft, string) {
	if c.as.shape != shapeSuccess {
		return nil, "the templates state a success, and the claim is not success-shaped (" + c.as.shape.String() + ")"
	}
	pred := c.as.pred.es
	if lang == "zh" {
		pred = c.as.pred.zh
	}
	if pred == "" {
		return nil, "no " + lang + " template for the predicate family " + c.as.pred.name
	}
	subject := leadingArticle.ReplaceAllString(c.as.subject, "")
	if subject == "" {
		return nil, "the claim's subject could not be read"
	}
	t := templates[lang]
	env := ""
	if cs := named(environments, c.text); len(cs) > 0 {
		name := cs[0].es
		if lang == "zh" {
			name = cs[0].zh
		}
		if lang == "zh" && !hasHan(name) {
			name = " " + name + " "
		}
		env = fmt.Sprintf(t.env, name)
	}
	d, why := c.some("", func(it *item) (string, string, string) {
		switch {
		case !it.prose():
			return "", "", "not prose: the affirmation is the tool's output itself"
		case it.reconciles:
			return "", "", "it reconciles an earlier item; translating it would change what it explains"
		case language(it.content) == lang:
			return "", "", "already in " + lang
		}
		det := details(it.content, lang)
		if det == "" {
			return "", "", "no observed detail to carry: the template alone would restate the claim"
		}
		return fmt.Sprintf(t.open, env, subject+spaceBefore(lang, subject)+pred) + fmt.Sprintf(t.details, det) + t.close, "", ""
	})
	if why != "" {
		return nil, why
	}
	return []draft{d}, ""
}

// spaceBefore separates a subject from the predicate: always in Spanish,
// in Chinese only after a Latin word ("Token refresh 正常工作").
func spaceBefore(lang, subject string) string {
	if lang != "zh" {
		return " "
	}
	r := []rune(subject)
	if len(r) > 0 && r[len(r)-1] < 0x80 {
		return " "
	}
	return ""
}
