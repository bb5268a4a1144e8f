package reading

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// Verb morphology (docs/tools.md, Readings): one lemma for the forms of a
// verb across tense and person, so that a claim's predicate and the verb
// an item observed compare by stem. "envían" and "enviaron", "procesa"
// and "procesó", "sends" and "sent" are one verb; the claim says it in
// the present, the observation in the past.
//
// The lemma is a comparison key, not a dictionary form: accents folded,
// then the English irregular forms mapped to their base, then the
// longest Spanish or English ending stripped. Chinese has no inflection:
// its characters are their own lemma.

// enIrregular maps English irregular past forms and participles to the
// base form. A row is a verb.
var enIrregular = func() map[string]string {
	rows := [][]string{
		{"send", "sent"}, {"run", "ran"}, {"go", "went", "gone"}, {"build", "built"}, {"pay", "paid"}, {"make", "made"},
		{"get", "got", "gotten"}, {"take", "took", "taken"}, {"show", "shown"}, {"begin", "began", "begun"},
		{"break", "broke", "broken"}, {"hold", "held"}, {"keep", "kept"}, {"leave", "left"}, {"lose", "lost"},
		{"say", "said"}, {"see", "saw", "seen"}, {"tell", "told"}, {"write", "wrote", "written"}, {"feed", "fed"},
		{"lead", "led"}, {"catch", "caught"}, {"bring", "brought"}, {"fall", "fell", "fallen"}, {"find", "found"},
		{"give", "gave", "given"}, {"know", "knew", "known"}, {"rise", "rose", "risen"}, {"come", "came"},
		{"become", "became"}, {"do", "did", "done", "does"}, {"spin", "spun"}, {"fly", "flew", "flown"},
		{"grow", "grew", "grown"}, {"draw", "drew", "drawn"}, {"throw", "threw", "thrown"}, {"win", "won"},
		{"light", "lit"}, {"shut", "shut"}, {"stick", "stuck"}, {"hang", "hung"}, {"freeze", "froze", "frozen"},
		{"wake", "woke", "woken"}, {"choose", "chose", "chosen"}, {"speak", "spoke", "spoken"}, {"drive", "drove", "driven"},
		{"rebuild", "rebuilt"}, {"resend", "resent"}, {"rerun", "reran"}, {"redo", "redid", "redone"},
	}
	m := map[string]string{}
	for _, r := range rows {
		for _, f := range r[1:] {
			m[f] = r[0]
		}
	}
	return m
}()

// esIrregular maps Spanish stems that change within a verb ("puede",
// "pudo", "sirve") to the stem of its infinitive: its forms then strip to
// one lemma.
var esIrregular = map[string]string{"pued": "pod", "pud": "pod", "sirv": "serv", "pid": "ped", "hic": "hac", "hiz": "hac",
	"tuv": "ten", "tien": "ten", "vien": "ven", "vin": "ven", "quier": "quer", "quis": "quer", "pus": "pon", "dij": "dec",
	"dic": "dec", "fu": "ir", "va": "ir", "van": "ir", "vuelv": "volv", "muestr": "mostr", "cuent": "cont", "encuentr": "encontr",
	"prueb": "prob", "funcion": "funcion", "resuelv": "resolv", "devuelv": "devolv", "envi": "envi"}

// esEndings are the Spanish verb endings of -ar, -er and -ir verbs in the
// present, preterite, imperfect, future and conditional, the participle
// and gerund, and the plural endings of nouns, accents folded. The
// longest that leaves a stem of minStem letters is stripped.
var esEndings = func() []string {
	e := strings.Fields(`
		ar er ir o as a amos ais an es e emos eis en imos is
		e aste o asteis aron i iste io isteis ieron
		aba abas abamos abais aban ia ias iamos iais ian
		ado ada ados adas ido ida idos idas ando iendo yendo
		are aras ara aremos areis aran ere eras era eremos ereis eran ire iras ira iremos ireis iran
		aria arias ariamos arian eria erias eriamos erian iria irias iriamos irian
		ase asen iera ieran iese iesen
		os s`)
	// Longest first, so that "aron" is tried before "on" and "o".
	for i := 1; i < len(e); i++ {
		for j := i; j > 0 && len(e[j]) > len(e[j-1]); j-- {
			e[j], e[j-1] = e[j-1], e[j]
		}
	}
	return e
}()

// minStem is the shortest stem a lemma keeps: shorter, two words share a
// stem by chance ("pago" and "page" both strip to "pag").
const minStem = 4

// lemma returns the comparison key of a word's verb (or noun) forms.
func lemma(w string) string {
	w = unaccent(strings.ToLower(w))
	if b, ok := enIrregular[w]; ok {
		return b
	}
	if !ascii(w) {
		return w // Chinese, or a script the tables do not know: as written
	}
	if l, ok := esLemma(w); ok {
		return l
	}
	return text.Stem(w)
}

// esLemma strips a Spanish ending: the longest that leaves minStem
// letters. "-gue" and "-que" of a first person preterite ("entregué",
// "busqué") keep their consonant. English words strip too ("sends" to
// "send"), to the same key text.Stem gives most of them.
func esLemma(w string) (string, bool) {
	for _, e := range esEndings {
		if len(w)-len(e) < minStem || !strings.HasSuffix(w, e) {
			continue
		}
		stem := w[:len(w)-len(e)]
		switch {
		case strings.HasSuffix(stem, "gu") && (e == "e" || e == "en" || e == "es"):
			stem = stem[:len(stem)-1]
		case strings.HasSuffix(stem, "qu") && (e == "e" || e == "en" || e == "es"):
			stem = stem[:len(stem)-2] + "c"
		}
		if b, ok := esIrregular[stem]; ok {
			stem = b
		}
		return stem, true
	}
	if b, ok := esIrregular[w]; ok {
		return b, true
	}
	return "", false
}

// sameLemma reports whether two words are forms of one verb or noun:
// "procesa" and "procesó", "envían" and "enviaron", "envíos" and
// "envios", "sends" and "sent".
func sameLemma(a, b string) bool {
	if a == b {
		return true
	}
	la, lb := lemma(a), lemma(b)
	if la == lb {
		return len(la) >= minStem || enIrregular[unaccent(strings.ToLower(a))] != "" || enIrregular[unaccent(strings.ToLower(b))] != ""
	}
	// One side stripped by the Spanish endings, the other by English ones
	// ("sends": "send"; "sent": "send").
	return len(la) >= minStem && len(lb) >= minStem && (text.Stem(la) == lb || la == text.Stem(lb))
}
