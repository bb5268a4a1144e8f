package reading

import (
	"iter"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A count of all of them done — "5 of 5 shards relocated", "12/12
// partitions loaded", "8 de 8 nodos migrados" — shows a completion claim
// ("the rebalance finished") in the words of what was done, whatever the
// verb: the part is the whole, and the word after it says it happened.

// wholeDone returns the line of content holding a count of all of them
// followed by a past participle, or "".
func wholeDone(content string) string {
	body := head(content, coverBytes)
	for i := 0; i < len(body); i++ {
		if !isDigit(body[i]) || i > 0 && (isDigit(body[i-1]) || body[i-1] == '.' || body[i-1] == ',') {
			continue
		}
		n, rest := leadingGrouped(body[i:])
		sep := ""
		for _, p := range [...]string{" of ", "/", " de "} {
			if strings.HasPrefix(rest, p) {
				sep = p
				break
			}
		}
		if sep == "" || n <= 0 {
			continue
		}
		m, tail := leadingGrouped(rest[len(sep):])
		if m != n || tail != "" && isAlnum(tail[0]) && sep == "/" {
			continue
		}
		// The participle within the next two words: "5 of 5 shards
		// relocated", "12/12 loaded".
		words := strings.Fields(tail)
		for k := 0; k < len(words) && k < 3; k++ {
			w := strings.ToLower(strings.Trim(words[k], ",.;:()"))
			if len(w) > 4 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ados") || strings.HasSuffix(w, "adas") ||
				strings.HasSuffix(w, "idos") || strings.HasSuffix(w, "idas")) && !unfinishedWords[w] {
				return lineAround(content, i)
			}
		}
	}
	return ""
}

// unfinishedWords are participles of what did not happen.
var unfinishedWords = map[string]bool{"failed": true, "crashed": true, "rejected": true, "skipped": true, "timed": true,
	"blocked": true, "stuck": true, "errored": true, "aborted": true, "cancelled": true, "canceled": true, "dropped": true,
	"fallidos": true, "fallidas": true, "rechazados": true, "omitidos": true, "bloqueados": true}

// wholeKeys and doneKeys name a JSON body's count of the whole and of
// the part done: {"devices_targeted": 1200, "devices_updated": 1200}.
var (
	wholeKeys = []string{"total", "targeted", "expected", "requested", "count"}
	doneKeys  = []string{"done", "updated", "completed", "processed", "succeeded", "sent", "delivered", "migrated", "applied",
		"upgraded", "synced", "imported", "ready", "healthy", "passed"}
)

// bodyWhole returns the count of a JSON body whose part done equals its
// whole (two or more), else 0.
func bodyWhole(content string) int {
	whole, done := -1, -1
	for key, v := range jsonFields(jsonBody(content)) {
		key = strings.ToLower(key)
		n, _ := leadingInt(v)
		if n < 0 {
			continue
		}
		for _, w := range wholeKeys {
			if strings.Contains(key, w) {
				whole = n
			}
		}
		for _, w := range doneKeys {
			if strings.Contains(key, w) {
				done = n
			}
		}
	}
	if whole >= 2 && done == whole {
		return whole
	}
	return 0
}

// jsonBody returns a content's JSON body, from its first '{', at most 4
// KiB; "" when it has none.
func jsonBody(content string) string {
	i := strings.IndexByte(content, '{')
	if i < 0 {
		return ""
	}
	return content[i:min(len(content), i+4096)]
}

// jsonFields yields each quoted key of body followed by a colon, with
// the text after the colon (blanks trimmed): "processed", `12, "total": 40}`.
func jsonFields(body string) iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for k := 0; k < len(body); {
			j := strings.IndexByte(body[k:], '"')
			if j < 0 {
				return
			}
			k += j + 1
			e := strings.IndexByte(body[k:], '"')
			if e < 0 {
				return
			}
			key := body[k : k+e]
			k += e + 1
			v := strings.TrimLeft(body[k:], " \t")
			if !strings.HasPrefix(v, ":") {
				continue
			}
			if !yield(key, strings.TrimLeft(v[1:], " \t")) {
				return
			}
		}
	}
}

// bodyCounts reads a JSON body's counts of what the claim bounds ("at least
// 10 free docks" ← "docks_total": 20, "docks_available": 7): every numeric
// field whose key holds the counted word, or the word after it, must meet
// the bound, and one must be there. It returns the first field that does
// not meet it, and whether the body shows the count.
func (c *Claim) bodyCounts(content string) (string, bool) {
	body := jsonBody(content)
	if body == "" {
		return "", false
	}
	words := strings.Fields(strings.ToLower(c.Text))
	seen := false
	for _, n := range c.counts {
		if n.bound == 0 {
			continue
		}
		terms := []string{n.noun}
		for i, w := range words {
			if strings.Trim(w, ".,;:!?") == n.raw && i+1 < len(words) {
				if t, ok := text.Term(strings.Trim(words[i+1], ".,;:!?")); ok {
					terms = append(terms, t) // "10 free docks": docks
				}
			}
		}
		for key, v := range jsonFields(body) {
			if !keyHolds(key, terms) || v == "" || !isDigit(v[0]) || shortfallKey(key) || boundKey(key) {
				continue // "docks_broken", "unavailable_replicas", "items_limit": not the count the claim bounds
			}
			x, _ := parseNumber(v, 0)
			if n.bound > 0 && x < float64(n.n) || n.bound < 0 && x >= float64(n.n) {
				return key + ": " + strings.TrimRight(v[:min(len(v), 12)], ",} "), false
			}
			seen = true
		}
	}
	return "", seen
}

// boundKey reports a JSON key of a limit, a running total or a count of
// the broken ("items_limit", "max_docks", "messages_processed_total",
// "docks_broken"): no count of what the claim bounds.
func boundKey(key string) bool { return containsAnyFold(key, boundWords) }

var boundWords = []string{"limit", "max", "min", "total", "capacity", "quota", "broken", "unavailable", "processed", "threshold", "averiad"}

// keyHolds reports a JSON key one of whose words ("docks_available":
// docks, available) is one of terms.
func keyHolds(key string, terms []string) bool {
	for part := range keyParts(key) {
		if t, ok := text.Term(part); ok && slices.Contains(terms, t) {
			return true
		}
	}
	return false
}
