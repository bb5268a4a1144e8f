package reading

import "strings"

// A claim that states a refusal, a rejection or a removal ("SSLv3 is
// refused", "uploads over 10 MB are rejected", "the legacy route answers
// 410") is affirmed by an item that shows that refusal (docs/tools.md,
// Readings): the failure it states is its success shape.

// measures reports whether the claim states a measure its numbers are
// read against: a trend, or a bound of a claim that is not one of a
// refusal. In "uploads over 10 MB are rejected" the bound is the
// condition of the refusal the claim expects, not a measure: a 12 MB
// upload meets it and says nothing of the outcome.
func (c *Claim) measures() bool {
	return c.hasTrend || len(c.bounds) > 0 && !(c.ExpectsFailure && !c.Has(Performance))
}

// refusedIn returns the line of an observation in words that shows the
// refusal a claim of a failure expects — a 4xx status, of the class the
// claim names if it names one — or "": an item with a 2xx or 3xx status
// anywhere in it (a request let through, a retry that succeeded) shows no
// refusal.
func (c *Claim) refusedIn(r *Reading, content string) string {
	if !c.ExpectsFailure || c.Success || r.Persists || r.Status < 400 || r.Status >= 500 {
		return ""
	}
	if len(c.Statuses) > 0 && !sameClass(c.Statuses, r.Status) {
		return ""
	}
	refused := ""
	for line := range strings.Lines(content) {
		// proseStatus reads a line's first status; a retry's answer is
		// often a later clause of the same line.
		for part := range strings.FieldsFuncSeq(line, func(r rune) bool { return r == ',' || r == ';' || r == '，' || r == '；' }) {
			switch n := proseStatus(part); {
			case n >= 200 && n < 400:
				return ""
			case n == r.Status && refused == "":
				refused = strings.TrimSpace(line)
			}
		}
	}
	return refused
}
