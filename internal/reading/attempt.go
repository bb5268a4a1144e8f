package reading

import "strings"

// A claim that something succeeds on the first attempt — "on the first
// try", "al primer intento", "第一次就成功" — is not shown by a success on a
// later one: "succeeded on attempt 3", "went through on the third try",
// "completado en el intento 3", "第 3 次成功", "after 2 retries" (docs/tools.md,
// Readings).

var (
	firstAttemptWords = []string{"first attempt", "first try", "first time", "on the first", "at the first", "primer intento", "a la primera",
		"primera vez", "第一次", "一次就", "首次"}
	laterOrdinals = []string{"second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th", "segundo", "tercer", "cuarto", "quinto"}
	retryWords    = []string{"retried", "retrying", "after 1 retry", "after one retry", "after a retry", "after a single retry", "after retries", "after retrying", "after two retries",
		"after three retries", "after several retries", "after a few retries", "with one retry", "needed a retry", "needed one retry",
		"tras un reintento", "después de un reintento", "despues de un reintento", "tras reintentos", "después de reintentar", "con un reintento",
		"重试一次后", "重试 1 次后", "重试1次后", "重试之后", "reintentó", "reintentando", "tras reintentar", "重试后", "重试了"}
	zhLaterCounts = []string{"二", "三", "四", "五", "2", "3", "4", "5", "6", "7", "8", "9"}
)

// laterAttempt is the blocker.
func laterAttempt(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if !saysAny(strings.ToLower(c.Text), firstAttemptWords) && !containsAnyOf(c.Text, firstAttemptWords) {
		return "", false
	}
	if line := laterAttemptIn(b.head); line != "" {
		b.decisive = line
		return "it succeeded on the first attempt, not " + quote(strings.TrimSpace(line)), true
	}
	return "", false
}

// laterAttemptIn returns the line of s that shows a success after the
// first attempt, or "".
func laterAttemptIn(s string) string {
	for _, w := range retryWords {
		if i := indexFold(s, w); i >= 0 {
			return lineAt(s, i)
		}
	}
	for _, o := range laterOrdinals {
		for _, n := range [...]string{" try", " attempt", " intento", " vez"} {
			if i := indexFold(s, o+n); i >= 0 {
				return lineAt(s, i)
			}
		}
	}
	for _, m := range [...]string{"after ", "tras ", "después de ", "despues de "} {
		for from := 0; from < len(s); {
			i := indexFold(s[from:], m)
			if i < 0 {
				break
			}
			i += from
			from = i + len(m)
			if n, ok := numberAfter(s, from); ok && n >= 1 {
				rest := strings.TrimLeft(strings.TrimLeft(s[from:], "0123456789 "), " ")
				if hasFoldPrefix(rest, "retr") || hasFoldPrefix(rest, "reintent") {
					return lineAt(s, i)
				}
			}
		}
	}
	for _, m := range [...]string{"attempt ", "attempt #", "try ", "intento ", "intento n.º "} {
		for from := 0; from < len(s); {
			i := indexFold(s[from:], m)
			if i < 0 {
				break
			}
			i += from
			if n, ok := numberAfter(s, i+len(m)); ok && n >= 2 {
				return lineAt(s, i)
			}
			from = i + len(m)
		}
	}
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], "第")
		if i < 0 {
			break
		}
		i += from
		rest := strings.TrimLeft(s[i+len("第"):], " ")
		for _, n := range zhLaterCounts {
			if strings.HasPrefix(rest, n) && strings.Contains(rest[len(n):min(len(rest), len(n)+8)], "次") {
				return lineAt(s, i)
			}
		}
		from = i + len("第")
	}
	return ""
}

// containsAnyOf reports whether s holds one of words as written.
func containsAnyOf(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// hasFoldPrefix reports whether s begins with prefix, in any case.
func hasFoldPrefix(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
