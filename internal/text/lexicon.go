package text

import (
	"strings"
	"sync"
)

// stopWords are function words that carry no topic, in English and
// Spanish (so that "de" and "la" never make two Spanish texts look alike). Negations ("not",
// "no", "never") are stop words for topic comparison; the claim-shape rules
// read them from the raw words instead.
var stopWords = setOf(`a about above after again against all am an and any are as at be
because been before being below between both but by can could did do does doing done down
during each either etc few for from further had has have having he her here hers him his how
i if in into is it its itself just let me more most my no nor not now of off on once only or
other our ours out over own same she should so some such than that the their theirs them then
there these they this those through to too under until up upon very via was we were what when
where which while who whom why will with would yet you your yours also may might must shall
get got gets getting make makes made still again ever even much many one two three
de del la las el los un una unos unas y o u que en por para con se es son al lo su sus le les
este esta esto estos estas ese esa eso está están muy más pero como hay fue menor menores mayor mayores menos`)

// synonyms folds stems that name the same concept onto one term. Keep each
// group small and unambiguous: a fold that is wrong makes unrelated
// evidence look relevant, which is worse than a missed match.
var synonyms = foldGroups(map[string][]string{
	"auth": {"auth", "authent", "authentication", "authenticat", "authn", "authz", "authoriz",
		"authorization", "authorisation", "login", "logon", "signin", "sign", "credential",
		"sso", "oauth", "oidc", "saml", "autenticacion", "autenticación", "登录", "登入", "认证", "鉴权"},
	"password": {"password", "passwd", "pwd", "passphras"},
	"token":    {"token", "jwt", "bearer"},
	"database": {"database", "db", "sql", "postgr", "postgresql", "mysql", "sqlite", "query", "queri", "数据库"},
	"test":     {"test", "spec", "unittest", "pytest"},
	"error":    {"error", "err", "exception", "failur", "fail", "panic", "crash"},
	"timeout":  {"timeout", "timed", "超时"},
	"endpoint": {"endpoint", "rout", "route", "url", "uri"},
	"config":   {"config", "configur", "configuration", "setting", "env", "environment"},
	"slow":     {"slow", "latency", "laten", "lag", "sluggish"},
	"fast":     {"fast", "faster", "quick", "speed", "speedup"},
	"deploy":   {"deploy", "deployment", "releas", "rollout", "despliegu", "desplieg", "despleg", "desplegar", "despliegue", "部署"},
	"pod":      {"pod", "container"},
	"docker":   {"docker", "dockerfile", "dockerfil", "buildx"},
	// The same topics in Spanish and Chinese (Chinese as the character
	// bigrams Terms produces), so a claim in one language finds evidence
	// in another.
	"export":     {"export", "exportacion", "exportación", "exportar", "导出"},
	"payment":    {"payment", "pago", "pagos", "支付", "付款"},
	"search":     {"search", "busqueda", "búsqueda", "buscar", "buscador", "搜索", "检索"},
	"cache":      {"cache", "caché", "缓存"},
	"order":      {"order", "pedido", "pedidos", "订单"},
	"invoice":    {"invoice", "factura", "facturas", "发票"},
	"upload":     {"upload", "subida", "subir", "上传"},
	"report":     {"report", "informe", "informes", "报告", "报表"},
	"checkout":   {"checkout", "结账", "结算"},
	"production": {"production", "prod", "produccion", "producción", "生产"},
})

// A shapeFilter answers "could a word of this length, first byte and last
// byte be in the set?" without hashing the word: most words are rejected
// by a few array reads, which keeps term extraction off the map on the
// hot path.
type shapeFilter struct {
	first, last [16][256]bool // by length; bucket 0 holds the long words
}

func newShapeFilter[V any](set map[string]V) *shapeFilter {
	var f shapeFilter
	for w := range set {
		if len(w) == 0 {
			continue
		}
		n := len(w)
		if n >= len(f.first) {
			n = 0 // long words: bucket 0 means "check the map"
		}
		f.first[n][w[0]] = true
		f.last[n][w[len(w)-1]] = true
	}
	return &f
}

func (f *shapeFilter) mayHold(w string) bool {
	if len(w) == 0 {
		return false
	}
	n := len(w)
	if n >= len(f.first) {
		n = 0
	}
	return f.first[n][w[0]] && f.last[n][w[len(w)-1]]
}

func (f *shapeFilter) mayHoldBytes(w []byte) bool {
	if len(w) == 0 {
		return false
	}
	n := len(w)
	if n >= len(f.first) {
		n = 0
	}
	return f.first[n][w[0]] && f.last[n][w[len(w)-1]]
}

var synonymFilter = newShapeFilter(synonyms)

// synonymFirsts maps each term synonyms fold onto to the first bytes of
// the stems folded onto it, for Holds' first-byte filter.
var synonymFirsts = func() map[string]string {
	m := map[string]string{}
	for stem, canon := range synonyms {
		if stem != "" && strings.IndexByte(m[canon], stem[0]) < 0 {
			m[canon] += stem[:1]
		}
	}
	return m
}()

// synonymKeys maps each term synonyms fold onto to those synonyms' stems,
// for TermSet's filter on a word's first two bytes.
var synonymKeys = sync.OnceValue(func() map[string][]string {
	m := map[string][]string{}
	for stem, canon := range synonyms {
		m[canon] = append(m[canon], stem)
	}
	return m
})

// synonymNames are the canonical terms, and synonymIDs maps each folded
// stem to its canonical term's index, for the Extractor's compact spans.
var synonymNames, synonymIDs = func() ([]string, map[string]int32) {
	index := map[string]int32{}
	var names []string
	ids := make(map[string]int32, len(synonyms))
	for stem, canon := range synonyms {
		id, ok := index[canon]
		if !ok {
			id = int32(len(names))
			names = append(names, canon)
			index[canon] = id
		}
		ids[stem] = id
	}
	return names, ids
}()

// stopTable holds the stop words packed into integers (every stop word
// fits in 8 bytes) in a small open-addressing table: the check runs on
// every word of every text, and a multiply and a compare beat hashing a
// string into a map.
var stopTable = func() (t [1024]uint64) {
	for w := range stopWords {
		if len(w) > 8 {
			panic("text: stop word longer than 8 bytes: " + w)
		}
		k := pack([]byte(w))
		for i := slot(k); ; i = (i + 1) % uint64(len(t)) {
			if t[i] == 0 {
				t[i] = k
				break
			}
		}
	}
	return t
}()

func slot(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> 54 } // top 10 bits

func pack(w []byte) uint64 {
	var k uint64
	for _, c := range w {
		k = k<<8 | uint64(c)
	}
	return k
}

// isStopWord reports whether a lower-case word is a stop word.
func isStopWord(w []byte) bool {
	if len(w) > 8 {
		return false
	}
	k := pack(w)
	for i := slot(k); ; i = (i + 1) % uint64(len(stopTable)) {
		switch stopTable[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}

func setOf(words string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range Words(words) {
		m[w] = true
	}
	return m
}

func foldGroups(groups map[string][]string) map[string]string {
	m := make(map[string]string)
	for canon, stems := range groups {
		for _, s := range stems {
			m[s] = canon
			m[Stem(s)] = canon
		}
	}
	return m
}
