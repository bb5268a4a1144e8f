package text

// stopWords are function words that carry no topic. Negations ("not",
// "no", "never") are stop words for topic comparison; the claim-shape rules
// read them from the raw words instead.
var stopWords = setOf(`a about above after again against all am an and any are as at be
because been before being below between both but by can could did do does doing done down
during each either etc few for from further had has have having he her here hers him his how
i if in into is it its itself just let me more most my no nor not now of off on once only or
other our ours out over own same she should so some such than that the their theirs them then
there these they this those through to too under until up upon very via was we were what when
where which while who whom why will with would yet you your yours also may might must shall
get got gets getting make makes made still again ever even much many one two three`)

// synonyms folds stems that name the same concept onto one term. Keep each
// group small and unambiguous: a fold that is wrong makes unrelated
// evidence look relevant, which is worse than a missed match.
var synonyms = foldGroups(map[string][]string{
	"auth": {"auth", "authent", "authentication", "authenticat", "authn", "authz", "authoriz",
		"authorization", "authorisation", "login", "logon", "signin", "sign", "credential",
		"sso", "oauth", "oidc", "saml"},
	"password": {"password", "passwd", "pwd", "passphras"},
	"token":    {"token", "jwt", "bearer"},
	"database": {"database", "db", "sql", "postgr", "postgresql", "mysql", "sqlite", "query", "queri"},
	"test":     {"test", "spec", "unittest", "pytest"},
	"error":    {"error", "err", "exception", "failur", "fail", "panic", "crash"},
	"timeout":  {"timeout", "timed"},
	"endpoint": {"endpoint", "rout", "route", "url", "uri"},
	"config":   {"config", "configur", "configuration", "setting", "env", "environment"},
	"slow":     {"slow", "latency", "laten", "lag", "sluggish"},
	"fast":     {"fast", "faster", "quick", "speed", "speedup"},
	"deploy":   {"deploy", "deployment", "releas", "rollout"},
	"pod":      {"pod", "container"},
})

// A shapeFilter answers "could a word of this length and first byte be in
// the set?" without hashing the word: most words are rejected by two array
// reads, which keeps term extraction off the map on the hot path.
type shapeFilter [16][256]bool

func newShapeFilter[V any](set map[string]V) *shapeFilter {
	var f shapeFilter
	for w := range set {
		if len(w) > 0 && len(w) < len(f) {
			f[len(w)][w[0]] = true
		} else if len(w) >= len(f) {
			f[0][w[0]] = true // long words: bucket 0 means "check the map"
		}
	}
	return &f
}

func (f *shapeFilter) mayHold(w string) bool {
	if len(w) == 0 {
		return false
	}
	if len(w) >= len(f) {
		return f[0][w[0]]
	}
	return f[len(w)][w[0]]
}

func (f *shapeFilter) mayHoldBytes(w []byte) bool {
	if len(w) == 0 {
		return false
	}
	if len(w) >= len(f) {
		return f[0][w[0]]
	}
	return f[len(w)][w[0]]
}

var (
	stopFilter    = newShapeFilter(stopWords)
	synonymFilter = newShapeFilter(synonyms)
)

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
