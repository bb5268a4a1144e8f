package reading

import "strings"

// What an item shows of the occasions a claim speaks for (docs/tools.md,
// Readings); the members a claim lists are coverage.go's. Four rows:
//
//   - single-trial: a claim of a frequency over every occasion — "never
//     fails", "always", "nunca", "siempre", "从不", "每次" — is not shown
//     by one try ("tried once", "probé una vez", "试了一次");
//   - empty-body: a claim that something returns content is not shown by a
//     response whose body is empty ("200 with an empty body", "cuerpo
//     vacío", "响应体为空"): the content it says is returned is absent;
//   - error-page: a success status after a redirect to an error page
//     ("200 after a 302 to /error", "redirigió a /error", "重定向到错误页")
//     is the error page's, not the claim's page;
//   - cached: a claim of fresh or live data is not shown by a response
//     served from a cache ("X-Cache: HIT", "desde la caché", "缓存命中").

var (
	// universalWords are a claim's frequencies over every occasion.
	universalWords = []string{"never", "always", "every time", "each time", "every run", "every request", "without exception",
		"nunca", "siempre", "jamás", "jamas", "cada vez", "todas las veces",
		"从不", "从来不", "从没", "总是", "每次", "每一次", "一直都"}
	// singleTrialPhrases are an item's report of one try.
	singleTrialPhrases = []string{"tried once", "tried it once", "tested once", "tested it once", "ran once", "ran it once", "only once",
		"just once", "once and it", "once, and it", "a single try", "a single attempt", "a single run", "one try", "one attempt", "one run", "one test run",
		"tried one ", "tested one ", "1 attempt", "1 try", "1 run", "1 of 1",
		"una vez y", "una vez,", "una vez.", "una sola vez", "solo una vez", "sólo una vez", "un solo intento", "un intento",
		"una prueba", "probé una", "probamos una", "probe una",
		"试了一次", "测了一次", "跑了一次", "运行了一次", "尝试了一次", "只试了一次", "只测了一次", "仅一次", "只有一次", "试了 1 次", "试了1次"}
	// emptyBodyPhrases are an item's response without content.
	emptyBodyPhrases = []string{"empty body", "body is empty", "body was empty", "empty response", "response was empty", "response is empty",
		"content-length: 0", "no body", "body: {}", "body: []", "body: null", "body {}", "returned nothing",
		"cuerpo vacío", "cuerpo vacio", "respuesta vacía", "respuesta vacia", "sin cuerpo", "el cuerpo está vacío",
		"响应体为空", "响应为空", "返回为空", "空响应", "body 为空", "内容为空", "返回空"}
	// returnVerbs make a claim one of content returned.
	returnVerbs = []string{"return", "responds with", "serves", "devuelve", "devolver", "retorna", "responde con", "返回", "输出"}
	// emptyClaimWords make a claim's return one an empty body shows: a
	// status, nothing, an empty list.
	emptyClaimWords = []string{"empty", "no content", "nothing", "status", "204", "200", "201", "202", "vací", "vaci", "nada", "estado",
		"空", "状态"}
)

var (
	redirectWords  = []string{"redirect", "302", "301", "303", "307", "redirigi", "redirecci", "重定向", "跳转"}
	errorPageWords = []string{"/error", "error page", "error.html", "/500", "/404", "/oops", "code=5", "página de error", "pagina de error",
		"错误页", "/error?"}
	freshWords = []string{"fresh", "live data", "latest", "up-to-date", "up to date", "real-time", "realtime", "uncached", "current data",
		"actualizad", "en tiempo real", "más recientes", "mas recientes", "最新", "实时", "不走缓存"}
	cachedWords = []string{"from cache", "from the cache", "cache hit", "x-cache: hit", "cached copy", "cached response", "served cached",
		"(cached)", "stale", "desde la caché", "desde la cache", "de la caché", "en caché", "cacheada", "缓存命中", "来自缓存", "走了缓存", "读的缓存", "从缓存"}
)

// occasions is the blocker.
func occasions(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure {
		return "", false
	}
	o := c.occasionsOf()
	if o.universal {
		for _, p := range singleTrialPhrases {
			if wordAt(b.head, p) {
				return "it held on every occasion, not on one try (" + quote(strings.TrimSpace(p)) + ")", false
			}
		}
	}
	for _, w := range redirectWords {
		if i := indexFold(b.head, w); i >= 0 {
			line := lineAt(b.head, i)
			if says(line, errorPageWords) && !o.errorPage {
				b.decisive = line
				return "it showed the claim's page, not a redirect to an error page " + quote(strings.TrimSpace(line)), true
			}
		}
	}
	if o.fresh {
		for _, p := range cachedWords {
			if indexFold(b.head, p) >= 0 {
				return "it observed fresh data, not " + quote(p), false
			}
		}
	}
	if o.returns {
		for _, p := range emptyBodyPhrases {
			if i := indexFold(b.head, p); i >= 0 {
				b.decisive = lineAt(b.head, i)
				return "it returned what the claim names, not " + quote(strings.TrimSpace(lineAt(b.head, i))), true
			}
		}
	}
	return "", false
}

// claimOccasions are what occasions reads of the claim, once per claim
// text: it was read again for every item.
type claimOccasions struct {
	text                                 string
	read                                 bool
	universal, errorPage, fresh, returns bool
}

func (c *Claim) occasionsOf() *claimOccasions {
	if o := &c.occasions; !o.read || o.text != c.Text {
		lower := toLower(c.Text) // the lists are lower case: one fold, then plain searches
		has := func(words []string) bool {
			for _, w := range words {
				if strings.Contains(lower, w) {
					return true
				}
			}
			return false
		}
		*o = claimOccasions{text: c.Text, read: true, universal: has(universalWords), errorPage: has(errorPageWords),
			fresh:   has(freshWords) && !has(cachedWords),
			returns: has(returnVerbs) && !has(emptyClaimWords)}
	}
	return &c.occasions
}

// says reports whether s holds one of words, in any case (ASCII).
func says(s string, words []string) bool {
	for _, w := range words {
		if indexFold(s, w) >= 0 {
			return true
		}
	}
	return false
}

// wordAt reports whether s holds p, in any case, at a word's start (any
// place for a phrase that starts with a non-ASCII letter).
func wordAt(s, p string) bool {
	for from := 0; from+len(p) <= len(s); {
		i := indexFold(s[from:], p)
		if i < 0 {
			return false
		}
		i += from
		if i == 0 || p[0] >= 0x80 || !isAlnum(s[i-1]) {
			return true
		}
		from = i + 1
	}
	return false
}
