package reading

import "strings"

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
	case strings.HasPrefix(w, "失败"):
		rest := claim[end:]
		return strings.HasPrefix(rest, "的") || strings.HasPrefix(rest, "后") || strings.HasPrefix(rest, "之后") || strings.HasPrefix(rest, "以后")
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
