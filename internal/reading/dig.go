package reading

import (
	"strings"
)

// digAgrees returns the answer line of a dig output that gives the TTL a
// claim states for the name it names ("TTL for api.example.io is 60
// seconds" ← "api.example.io.\t60\tIN\tA\t203.0.113.40"), or "". An answer
// for another name or with another TTL is not one.
func (c *Claim) digAgrees(content string) string {
	lower := strings.ToLower(c.Text)
	if !strings.Contains(lower, "ttl") {
		return ""
	}
	for rest := content; rest != ""; {
		var l string
		l, rest, _ = strings.Cut(rest, "\n")
		f := strings.Fields(l)
		if len(f) < 5 || f[2] != "IN" || !allDigits(f[1]) || !strings.HasSuffix(f[0], ".") {
			continue
		}
		name := strings.ToLower(strings.TrimSuffix(f[0], "."))
		if !hasToken(lower, name) || !hasToken(lower, f[1]) {
			continue
		}
		return strings.TrimSpace(l)
	}
	return ""
}
