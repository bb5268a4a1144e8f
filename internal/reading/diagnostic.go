package reading

import "strings"

// A claim that code is clean — "go vet ./… is clean", "the linter reports
// no warnings", "it compiles", "编译通过" — is denied by a compiler's or a
// linter's diagnostic of a file: "index.go:6:9: undefined: strings",
// "app.py:12:5: E501 line too long", "src/a.ts(3,7): error TS2304". The
// tools print a finding as a path, a line and a column; a test's own log
// line ("foo_test.go:42: got 3") has no column, and is not one.

// lintWords say a claim is about a clean check of code.
var lintWords = []string{"clean", "no warnings", "no lint", "lint passes", "lints", "vet passes", "compiles", "compile",
	"no findings", "no issues", "no diagnostics", "type-checks", "typechecks", "sin advertencias", "compila", "limpio",
	"编译通过", "没有警告", "无警告"}

// claimsClean reports a claim that a check of code finds nothing.
func (c *Claim) claimsClean() bool {
	if !c.lintRead {
		c.lintRead = true
		for _, w := range lintWords {
			c.lint = c.lint || strings.Contains(c.lower(), w)
		}
	}
	return c.lint
}

// diagnosticIn returns the first line of s that is a diagnostic of a file
// at a line and a column, or "".
func diagnosticIn(s string) string {
	for len(s) > 0 {
		line, rest, _ := strings.Cut(s, "\n")
		s = rest
		if isDiagnostic(line) {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// isDiagnostic reports "path.ext:12:5: message" or "path.ext(12,5): message".
func isDiagnostic(line string) bool {
	for from := 0; from < len(line); {
		i := strings.IndexAny(line[from:], ":(")
		if i < 0 {
			return false
		}
		i += from
		from = i + 1
		if !fileBefore(line[:i]) {
			continue
		}
		sep := byte(':')
		if line[i] == '(' {
			sep = ','
		}
		j := digitsAt(line, i+1)
		if j == i+1 || j >= len(line) || line[j] != sep {
			continue
		}
		k := digitsAt(line, j+1)
		if k == j+1 || k >= len(line) {
			continue
		}
		if line[i] == '(' {
			if k+1 < len(line) && line[k] == ')' && line[k+1] == ':' {
				return true
			}
			continue
		}
		if line[k] == ':' && k+2 < len(line) && line[k+1] == ' ' && line[k+2] != ' ' {
			return true
		}
	}
	return false
}

// fileBefore reports a file name with an extension ending s: "index.go".
func fileBefore(s string) bool {
	dot := strings.LastIndexByte(s, '.')
	if dot <= 0 || len(s)-dot-1 < 1 || len(s)-dot-1 > 5 {
		return false
	}
	for i := dot + 1; i < len(s); i++ {
		if !isLatinLetter(s[i]) {
			return false
		}
	}
	b := s[dot-1]
	return isLatinLetter(b) || isDigit(b) || b == '_' || b == '-'
}

// digitsAt returns the end of the digits starting at i.
func digitsAt(s string, i int) int {
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}
