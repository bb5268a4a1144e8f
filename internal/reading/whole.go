package reading

import "strings"

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
