package redact

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// FuzzScan holds every rule's hand matcher (Rule.Scan) to its pattern:
// the same submatch indexes, or no match, on every input.
func FuzzScan(f *testing.F) {
	for _, s := range []string{": Bearer abcdefgh12345678", "\" = 'abcdefgh12345678'", ":\u00a0Negotiate\u00a0YIIabcdefgh",
		": Authorization: Authorization:", ": SSWS 00aB3cD4eF5gH6iJ7", "=x y", ": Digest username=\"bob\"", ":", "': '", ": a1 b",
		": abcdefgh ijklmnop", "\t:\tBasic\t\tdXNlcjpwYXNz", ": Bearer  ", ": 1abc defghijkl",
		":A0000111 [REDACTED:authorization]", ": [REDACTED:x]", ": Bearer [REDACTED:", ": B [REDACTED:a-1]x",
		"salasana: hunter2", "Пароль=\"x y\"", "ПАРОЛЬ: z", "密码：abc，def", "PASSWORT = 'pw'", "contraseña:", "CONTRASEÑA: x",
		"senha:" + strings.Repeat("a", 80), "hasło=\"" + strings.Repeat("b", 70) + "\"", "sk-ant-" + strings.Repeat("x", 19), "sk-proj-abc"} {
		f.Add(s)
	}
	type scanned struct {
		name string
		re   *regexp.Regexp
		scan func([]int, string) ([]int, int)
	}
	var rules []scanned
	for _, r := range Rules {
		if r.Scan != nil {
			rules = append(rules, scanned{r.Name, regexp.MustCompile(`^(?:` + r.Pattern + `)`), r.Scan})
		}
	}
	if len(rules) == 0 {
		f.Fatal("no rule has a hand matcher: the fuzz test compares nothing")
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range rules {
			got, read := r.scan(nil, s)
			if want := r.re.FindStringSubmatchIndex(s); !slices.Equal(got, want) {
				t.Fatalf("%s: Scan(%q) = %v; the pattern gives %v", r.name, s, got, want)
			}
			if read > len(s) {
				t.Fatalf("%s: Scan(%q) read %d bytes of %d", r.name, s, read, len(s))
			}
		}
	})
}
