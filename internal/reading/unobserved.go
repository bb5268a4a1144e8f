package reading

import (
	"strings"
)

// A success said inside a frame that keeps it from being an observation
// affirms nothing (docs/rules.md §4.1): the frame says nobody checked it
// ("Nobody has verified that the CSV export works", "we failed to confirm
// that webhook delivery works", "no hay evidencia de que", "没有人验证过"), that
// it holds in theory ("in theory the SAML login works", "理论上"), only under
// a condition ("if we restart the worker first, the upload works", "works as
// long as the cookies are cleared", "siempre que", "前提是"), or that it is a
// goal or a task ("TODO: make sure the headers are returned", "Pendiente:").
// A frame of none for whom it worked ("none of the five pilot users could
// log in") says it did not.

// unobservedFrames are the phrases of those frames.
var unobservedFrames = NewTable(
	Row{Name: "unverified.en", Phrases: []string{"nobody has verified", "no one has verified", "nobody verified", "no one verified",
		"nobody has checked", "no one has checked", "nobody has confirmed", "no one has confirmed", "nobody has tested", "no one has tested",
		"no evidence that", "no evidence yet that", "no proof that", "no proof yet that", "failed to confirm", "failed to verify",
		"failed to show", "unable to show", "unable to confirm", "unable to verify", "could not confirm", "couldnt confirm",
		"could not verify", "couldnt verify", "could not show", "couldnt show", "not clear that", "not clear whether", "unclear whether",
		"unclear if", "not sure whether", "not sure if", "cannot tell whether", "cant tell whether", "cannot tell if", "cant tell if"}},
	Row{Name: "unverified.es", Phrases: []string{"nadie ha verificado", "nadie ha comprobado", "nadie verificó", "nadie comprobó",
		"nadie ha probado", "no hay evidencia de que", "no hay pruebas de que", "no pudimos confirmar", "no pude confirmar",
		"no pudimos verificar", "no pude verificar", "no se pudo confirmar", "no se pudo verificar", "no está claro si", "no esta claro si",
		"no sabemos si", "no sé si"}},
	Row{Name: "unverified.zh", Phrases: []string{"没有人验证", "没人验证", "没有人确认", "没人确认", "无人验证", "没有证据", "无法确认", "没能确认",
		"无法证实", "不确定是否", "不清楚是否", "还不知道是否", "没有人测试", "没人测过"}},
	Row{Name: "theory", Phrases: []string{"in theory", "theoretically", "on paper", "in principle", "en teoría", "en teoria", "teóricamente",
		"teoricamente", "en principio", "sobre el papel", "理论上", "按理说", "原则上", "照理说"}},
	Row{Name: "never", Phrases: []string{"never got", "never managed", "never could", "never been able", "nunca conseguimos", "nunca logramos",
		"nunca pudimos", "nunca conseguí", "nunca logré", "nunca pude", "一直没能", "始终没能", "从来没能", "从未成功"}},
	Row{Name: "condition", Phrases: []string{"as long as", "only if", "only when", "provided that", "providing that", "on condition that",
		"unless", "as a workaround", "with a workaround", "siempre que", "siempre y cuando", "solo si", "sólo si", "solo cuando",
		"sólo cuando", "a menos que", "con tal de que", "únicamente si", "前提是", "除非", "只有在", "只有当"}},
)

// leadingConditions open a sentence whose main clause holds only under
// them: "If we restart the worker first, the upload works", "Si cambiamos
// el proveedor, …", "如果把内存限制调到 4G，…".
var leadingConditions = []string{"if ", "si ", "如果", "假如", "要是", "倘若", "只要"}

// planLabels open a line that names a task or a goal: "TODO: …", "Goal for
// Q1: …", "Pendiente: …", "待办：…".
// ("Plan: 0 to add, 2 to change" is terraform's summary, not a plan label.)
var planLabels = []string{"todo", "to do", "to-do", "fixme", "goal", "goals", "objective", "next step", "next steps",
	"pendiente", "pendientes", "por hacer", "objetivo", "próximo paso", "proximo paso", "待办", "目标", "下一步", "待验证"}

// noneCould open a clause of none for whom it worked: "none of the users
// could", "nobody was able to", "ningún usuario pudo", "没有一个用户能".
var (
	noneOpeners = []string{"none of", "not one of", "nobody", "no one", "not a single", "ninguno de", "ninguna de", "ningún", "ningun", "nadie",
		"没有一个", "没有人", "没人", "无人"}
	ableAfter = []string{" could ", " can ", " was able", " were able", " managed", " succeeded", " pudo ", " pudieron ", " puede ", " pueden ",
		" logró", " consiguió", "能", "可以", "成功"}
)

// unobservedFrame: the affirming sentence is framed as unchecked, in
// theory, conditional or a task; or as none for whom it worked, which
// persists.
func unobservedFrame(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || !c.Success && !c.Has(Absence) {
		return "", false
	}
	sentence := affirmingSentence(b)
	lower := strings.ToLower(sentence)
	for _, m := range unobservedFrames.Find(sentence) {
		if m.Negated && m.Name != "unverified.en" && m.Name != "unverified.es" && m.Name != "unverified.zh" {
			continue
		}
		return "it observed the claim holding, not " + quote(strings.TrimSpace(sentence)), false
	}
	for _, w := range leadingConditions {
		if strings.HasPrefix(lower, w) && (isLatin(w) || strings.ContainsAny(lower, "，,")) {
			return "it observed the claim holding as it stands, not under a condition: " + quote(strings.TrimSpace(sentence)), false
		}
	}
	if label := labelOf(lower); label != "" {
		for _, p := range planLabels {
			if label == p || strings.HasPrefix(label, p+" ") {
				return "it observed the claim holding, not a task or goal: " + quote(strings.TrimSpace(sentence)), false
			}
		}
	}
	for _, o := range noneOpeners {
		i := strings.Index(lower, o)
		if i < 0 || isLatin(o) && i > 0 && isAlnum(lower[i-1]) {
			continue
		}
		rest := lower[i+len(o):]
		if k := strings.IndexAny(rest, ".;"); k >= 0 {
			rest = rest[:k]
		}
		for _, a := range ableAfter {
			if strings.Contains(" "+rest, a) && !failureIn(rest) {
				b.decisive = sentence
				return "it observed the claim holding for someone, not " + quote(strings.TrimSpace(sentence)), c.Success
			}
		}
	}
	if c.Has(Universal) {
		// "Import works, except for XLSX files, which crash the worker": an
		// exception is one of them it does not hold for.
		for _, e := range exceptionWords {
			if i := strings.Index(lower, e); i >= 0 && (!isLatin(e) || i == 0 || !isAlnum(lower[i-1])) {
				b.decisive = sentence
				return "it observed all of them, not " + quote(strings.TrimSpace(sentence)), true
			}
		}
	}
	return "", false
}

// exceptionWords name one of all that a success does not hold for.
var exceptionWords = []string{"except for", "except ", "apart from", "other than", "aside from", "but not ", "salvo ", "excepto",
	"a excepción de", "menos la", "menos el", "除了", "以外"}

// failureIn reports a failure statement in s: "none of the requests
// failed" says none failed, not that nothing worked.
func failureIn(s string) bool {
	for _, st := range Statements(s) {
		if st.Kind == Failure && !st.Negated {
			return true
		}
	}
	return false
}

// affirmingSentence returns the sentence of the item's head that holds the
// affirming line (a version's dots end none), or the line.
func affirmingSentence(b *blockText) string {
	i := strings.Index(b.head, b.line)
	if b.line == "" || i < 0 {
		return b.line
	}
	from, to := versionSentence(b.head, i, i+len(b.line))
	return b.head[from:to]
}

// labelOf returns the label before a colon that opens s ("todo", "goal for
// q1"), at most four words, or "".
func labelOf(s string) string {
	s = strings.TrimLeft(s, " -*#>")
	i := strings.IndexAny(s, ":：")
	if i <= 0 || i > 24 {
		return ""
	}
	label := strings.TrimSpace(s[:i])
	if len(strings.Fields(label)) > 4 {
		return ""
	}
	return label
}
