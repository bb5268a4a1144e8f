package redact

// scanAssign matches the assign pattern (rules.go) at the start of s by
// hand and returns what regexp's FindStringSubmatchIndex of
// "^(?:"+assign+")" returns, and how many bytes it read. Four key/value
// rules run assign at every hit, and a regexp attempt costs far more than
// this scan: text made of "api_key: api_key: …" paid it every nine bytes
// (BenchmarkRedactAdversarial measures it). FuzzAssign
// holds the two to the same answer on every input.
//
// It follows the regexp's order of preference: the optional closing quote
// (escaped, plain, none), then the separator (":" or "=", then "=>"), then
// an optional scheme word (taken when a value follows it), then the
// value's alternatives (double-quoted, single-quoted, escaped-quoted,
// bare), which at most one can match as they start with different bytes.
func scanAssign(s string) ([]int, int) {
	read := 0
	var quotes [3]int
	n := 0
	if len(s) >= 2 && s[0] == '\\' && (s[1] == '"' || s[1] == '\'') {
		quotes[n] = 2
		n++
	}
	if len(s) >= 1 && (s[0] == '"' || s[0] == '\'') {
		quotes[n] = 1
		n++
	}
	quotes[n] = 0
	n++
	for _, q := range quotes[:n] {
		i := skipSpace(s, q)
		if i >= len(s) {
			read = max(read, i)
			continue
		}
		var seps [2]int
		k := 0
		if s[i] == ':' || s[i] == '=' {
			seps[k] = i + 1
			k++
		}
		if s[i] == '=' && i+1 < len(s) && s[i+1] == '>' {
			seps[k] = i + 2
			k++
		}
		for _, j := range seps[:k] {
			j = skipSpace(s, j)
			if v := skipScheme(s, j); v > j {
				// The optional scheme word is taken when a value follows it.
				m, r := scanValue(s, v)
				read = max(read, r)
				if m != nil {
					return m, read
				}
			}
			m, r := scanValue(s, j)
			read = max(read, r)
			if m != nil {
				return m, read
			}
		}
		read = max(read, i+1)
	}
	return nil, read
}

// skipScheme returns the index past a scheme word (ASCII case folded) and
// the blanks after it at s[j:], or j when there is none: the scheme
// pattern (rules.go).
func skipScheme(s string, j int) int {
	for _, w := range schemes {
		k := j + len(w)
		if k >= len(s) || (s[k] != ' ' && s[k] != '\t') {
			continue
		}
		match := true
		for i := 0; i < len(w); i++ {
			if s[j+i]|0x20 != w[i] {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		return k
	}
	return j
}

// isSpace is RE2's \s: tab, newline, form feed, carriage return, space.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

func skipSpace(s string, i int) int {
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	return i
}

// bareStop are the bytes a bare value does not hold; a bare value does not
// start with a backslash either.
func bareStop(c byte) bool {
	switch c {
	case '"', '\'', ',', ';', '&', '}', '{', ')', '<', '>', ']', '[':
		return true
	}
	return isSpace(c)
}

// scanValue matches the value alternatives at s[j:], returning the
// submatch indexes (groups 1–4) and how far it read.
func scanValue(s string, j int) ([]int, int) {
	if j >= len(s) {
		return nil, j
	}
	m := func(end, g, from, to int) []int {
		out := []int{0, end, -1, -1, -1, -1, -1, -1, -1, -1}
		out[2*g], out[2*g+1] = from, to
		return out
	}
	switch c := s[j]; {
	case c == '"': // "((?:[^"\\\n]|\\.)+)"
		k := j + 1
		for k < len(s) && s[k] != '"' && s[k] != '\n' {
			if s[k] == '\\' {
				if k+1 >= len(s) || s[k+1] == '\n' {
					break
				}
				k++
			}
			k++
		}
		if k < len(s) && s[k] == '"' && k > j+1 {
			return m(k+1, 1, j+1, k), k + 1
		}
		return nil, min(k+1, len(s))
	case c == '\'': // '([^'\n]+)'
		k := j + 1
		for k < len(s) && s[k] != '\'' && s[k] != '\n' {
			k++
		}
		if k < len(s) && s[k] == '\'' && k > j+1 {
			return m(k+1, 2, j+1, k), k + 1
		}
		return nil, min(k+1, len(s))
	case c == '\\': // \\"((?:[^"\\\n]|\\[^"])+)\\"
		if j+1 >= len(s) || s[j+1] != '"' {
			return nil, j + 1
		}
		k := j + 2
		for k < len(s) && s[k] != '"' && s[k] != '\n' {
			if s[k] == '\\' {
				if k+1 >= len(s) || s[k+1] == '"' {
					break
				}
				k++
			}
			k++
		}
		if k+1 < len(s) && s[k] == '\\' && s[k+1] == '"' && k > j+2 {
			return m(k+2, 3, j+2, k), k + 2
		}
		return nil, min(k+2, len(s))
	case bareStop(c):
		return nil, j + 1
	default: // [^\s"',;&}{)<>\]\[\\][^\s"',;&}{)<>\]\[]*
		k := j + 1
		for k < len(s) && !bareStop(s[k]) {
			k++
		}
		return m(k, 4, j, k), min(k+1, len(s))
	}
}
