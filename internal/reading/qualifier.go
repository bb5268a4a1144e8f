package reading

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A failure word that qualifies things — "after 5 failed attempts",
// "failed payments are retried", "tras 5 intentos fallidos", "失败的请求会重试"
// — says which things the claim is about, not the state it claims: "the
// account is locked after 5 failed attempts" is no claim that something
// fails, so a reading that the account still shows as unlocked is no
// failure that affirms it.

// failedThings are the nouns a failure word qualifies, in the words an
// English claim puts after it.
var failedThings = map[string]bool{"attempt": true, "attempts": true, "login": true, "logins": true, "tries": true, "try": true,
	"request": true, "requests": true, "payment": true, "payments": true, "job": true, "jobs": true, "task": true, "tasks": true,
	"delivery": true, "deliveries": true, "message": true, "messages": true, "webhook": true, "webhooks": true, "charge": true,
	"charges": true, "retry": true, "retries": true, "call": true, "calls": true, "upload": true, "uploads": true,
	"transaction": true, "transactions": true, "order": true, "orders": true, "email": true, "emails": true, "event": true,
	"events": true, "sign-ins": true, "sign-in": true, "password": true, "passwords": true, "authentication": true}

// qualifiesThings reports whether the failure statement st of claim
// qualifies things rather than states the claim's predicate: an English
// "failed"/"failing" before one of failedThings, a Spanish adjective
// ("fallido", "fallidas"), a Chinese "失败的" before a noun or "失败后".
func qualifiesThings(claim string, st *Statement) bool { return qualifiesAt(claim, st.Start, st.End) }

// qualifiesAt is qualifiesThings for the failure word at claim[start:end].
func qualifiesAt(claim string, start, end int) bool {
	w := strings.ToLower(claim[start:end])
	switch {
	case strings.HasPrefix(w, "fallid"):
		return true // always an adjective: "intentos fallidos", "pagos fallidos"
	case w == "failed" || w == "failing" || w == "unsuccessful":
		next := strings.TrimLeft(claim[end:], " ")
		if i := strings.IndexAny(next, " .,;:!?)"); i >= 0 {
			next = next[:i]
		}
		if next == "login" || next == "sign-in" {
			// "failed login attempts": the noun after the noun
			return true
		}
		return failedThings[strings.ToLower(next)]
	case compoundHead(claim, start, end):
		return true // "the kill switch", "an error page", "the crash reporter": a noun the failure word names
	case !ascii(w):
		// "失败的请求", "失败后", "卡住后会自动恢复": a Chinese failure that
		// qualifies a thing or is the condition of what follows; "故障转移",
		// "故障切换": the first word of a procedure's name.
		rest := claim[end:]
		for _, p := range zhQualifiedBy {
			if strings.HasPrefix(rest, p) {
				return true
			}
		}
	}
	return false
}

// zhQualifiesOnly reports whether every place the Chinese failure term t
// stands in claim qualifies things ("失败的请求", "失败后"): then it names no
// failure the claim states.
func zhQualifiesOnly(claim, t string) bool {
	found := false
	for from := 0; ; {
		i := strings.Index(claim[from:], t)
		if i < 0 {
			return found
		}
		i += from
		from = i + len(t)
		if !qualifiesAt(claim, i, from) {
			return false
		}
		found = true
	}
}

// compoundHead reports a failure word in its base form that an article or
// a possessive opens and a noun follows — "the kill switch", "an error
// page", "our crash reporter", "the panic button": the first word of a
// compound noun, which names a thing, not a failure. A verb after it
// ("the error persists", "the crash happened") keeps it a failure.
func compoundHead(claim string, start, end int) bool {
	w := strings.ToLower(claim[start:end])
	if strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "s") {
		return false
	}
	n, ok := premodifier(claim, start, end, true)
	if !ok {
		return false
	}
	if compoundNouns[n] {
		return true // "the form's error messages", "the error pages"
	}
	return !strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ed")
}

// premodifier reports a word claim[start:end] that stands where an
// English noun's modifier does — after an article (or, with possessive,
// after "X's") and before a content word of three letters or more —
// and returns that next word, lower case.
func premodifier(claim string, start, end int, possessive bool) (string, bool) {
	head := strings.TrimRight(strings.ToLower(claim[max(0, start-16):start]), " ")
	owned := possessive && (strings.HasSuffix(head, "'s") || strings.HasSuffix(head, "’s"))
	if prev := lastWords(head, 1); !owned && (len(prev) == 0 || !determiners[prev[0]]) {
		return "", false
	}
	next := firstWords(strings.ToLower(claim[end:]), 1)
	if len(next) == 0 || len(next[0]) < 3 || !isLetter(next[0][0]) {
		return "", false
	}
	_, content := text.Term(next[0])
	return next[0], content
}

// compoundNouns follow a failure word in the compounds that name things:
// "error messages", "crash reports", "timeout settings".
var compoundNouns = map[string]bool{"message": true, "messages": true, "page": true, "pages": true, "code": true, "codes": true,
	"handler": true, "handlers": true, "handling": true, "banner": true, "banners": true, "report": true, "reports": true,
	"reporter": true, "reporting": true, "tracking": true, "budget": true, "budgets": true, "setting": true, "settings": true,
	"screen": true, "screens": true, "state": true, "states": true, "boundary": true, "boundaries": true, "dialog": true,
	"toast": true, "logs": true, "log": true, "switch": true, "button": true}

// attributive reports a participle an article opens and a noun follows —
// "larger than the captured amount", "the delivered orders": an adjective
// of the noun, not the claim's predicate.
func attributive(claim string, start, end int) bool {
	w := strings.ToLower(claim[start:end])
	if !strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "en") || strings.Contains(w, " ") {
		return false
	}
	_, ok := premodifier(claim, start, end, false)
	return ok
}

// withoutAttributives returns claim with its attributive participles
// blanked: "the applied infrastructure matches" claims no change applied.
func withoutAttributives(claim string) string {
	var b []byte
	for i := 0; i < len(claim); {
		if !isLetter(claim[i]) || i > 0 && isLetter(claim[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(claim) && isLetter(claim[j]) {
			j++
		}
		if attributive(claim, i, j) {
			if b == nil {
				b = []byte(claim)
			}
			for k := i; k < j; k++ {
				b[k] = ' '
			}
		}
		i = j
	}
	if b == nil {
		return claim
	}
	return string(b)
}

// namedTestStates reports a named test whose own title says the failure
// the claim states: "✓ blocks the 4th request in the window" for "the rate
// limiter blocks the 4th request in the window" — its pass is the claim.
func (c *Claim) namedTestStates(r *Reading) bool {
	if !r.Named || len(r.Lines) == 0 {
		return false
	}
	title := strings.ToLower(r.Lines[0])
	if name, _, _ := strings.Cut(title, ": "); !strings.Contains(name, " ") {
		return false // "TestSyncRace": an identifier names its test, its words say no outcome
	}
	for i := range c.Statements {
		st := &c.Statements[i]
		if st.Kind == Failure && !st.Negated && len(st.Text) > 3 && strings.Contains(title, strings.ToLower(st.Text)) {
			return true
		}
	}
	return false
}

// subordinate reports a statement a when-word opens the clause of, up to
// three words before it: "resumes automatically after it stalls", "retries
// when the request times out" — the failure is the condition, not the
// claim's state.
func subordinate(claim string, start int) bool {
	for _, w := range lastWords(strings.ToLower(claim[max(0, start-32):start]), 3) {
		if whenWords[w] {
			return true
		}
	}
	return false
}

// noneOfStatusClaim reports a lower-case claim that a failing status does
// not happen: "no 502s", "zero 5xx errors", "without 503s", "sin 502",
// "没有 502".
func noneOfStatusClaim(lower string) bool {
	for _, lead := range [...]string{"no ", "zero ", "without ", "sin ", "ningún ", "没有 ", "无 ", "0 "} {
		for from := 0; ; {
			i := strings.Index(lower[from:], lead)
			if i < 0 {
				break
			}
			i += from
			from = i + len(lead)
			if i > 0 && isAlnum(lower[i-1]) {
				continue
			}
			w := lower[from:min(len(lower), from+3)]
			if len(w) == 3 && (w[0] == '4' || w[0] == '5') && (isDigit(w[1]) || w[1] == 'x') && (isDigit(w[2]) || w[2] == 'x') {
				return true
			}
		}
	}
	return false
}

// negatedIntermittent reports a claim that something is no longer
// intermittent: "not flaky anymore", "no longer flaky", "ya no es
// intermitente", "不再偶发".
func (c *Claim) negatedIntermittent() bool {
	for i := range c.Statements {
		if st := &c.Statements[i]; st.Kind == Intermittent && st.Negated {
			return true
		}
	}
	l := c.lower()
	return strings.Contains(l, "no longer flaky") || strings.Contains(l, "not flaky") || strings.Contains(l, "不再偶发")
}

// zhQualifiedBy follow a Chinese failure word that qualifies a thing
// ("的"), is a condition ("后", "时"), or begins the name of a procedure:
// failover (转移, 切换), a drill, a recovery, troubleshooting.
var zhQualifiedBy = []string{"的", "后", "之后", "以后", "时", "转移", "切换", "演练", "恢复", "排查", "排除", "注入"}

// negatedWordIn reports the word a claim negates ("shown" of "is not
// shown", "listed" of "isn't listed") in s — unless it is a fix or a
// success verb ("did not fix the leak" ← "keeps climbing" affirms).
func (c *Claim) negatedWordIn(s string) bool {
	toks := c.tokens()
	for k, t := range toks {
		if t.stop || t.s != "not" && t.s != "isnt" && t.s != "arent" && t.s != "no" && t.s != "never" {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+3 && !toks[j].stop; j++ {
			w := toks[j].s
			if w == "be" || w == "been" || w == "being" || w == "longer" || w == "se" {
				continue
			}
			switch w {
			case "fix", "fixed", "resolve", "resolved", "solve", "solved", "work", "works", "help", "helped", "change", "changed":
				return false
			}
			base, ok := text.Term(w)
			if !ok {
				return false
			}
			for _, x := range strings.Fields(strings.ToLower(s)) {
				if t2, ok := text.Term(strings.Trim(x, ".,;:")); ok && t2 == base {
					return true
				}
			}
			return false
		}
	}
	return false
}
