package redact

import "strings"

// The assignment syntax (docs/rules.md §8): what follows a key in every common
// language's way of giving it a value. Each form is a row of assignForms,
// tried in order after the key; each value form a row of valueForms. The
// key and the operator stay; only the value is replaced. The forms are
// written twice, once as RE2 (assign, the reference) and once by hand
// (scanAssign, what the rules run); FuzzAssign holds the two to the same
// answer on every input, in a call and outside one.

// assignOperators are the assignment operators, longest first, so that
// ":=" is never read as ":" and a value beginning "=": Go and Make ":=",
// Make "::=", ":::=" and "?=", PHP ".=", "??=", Ruby and JS "||=", "+=",
// Ruby and Logstash "=>", "=" and ":" everywhere, and the fullwidth colon
// of Chinese and Japanese text.
var assignOperators = []string{":::=", "::=", ":=", "??=", "?=", ".=", "+=", "||=", "=>", "=", ":", "："}

// opsByFirst are the operators by their first byte, each list in the
// order of assignOperators: at a byte only the operators it starts are
// tried (an operator starting with another byte cannot match there), in
// the regexp's order of preference still. Trying all twelve cost text made
// of one key and ":" repeated a sixth of its time.
var opsByFirst = func() (t [256][]string) {
	for _, op := range assignOperators {
		t[op[0]] = append(t[op[0]], op)
	}
	return t
}()

// gap is what may stand between an operator and its value: blanks, and a
// line break only when the next line is indented (a YAML value on its own
// line). An empty value never takes the next line as its value:
// "GITHUB_API_KEY=\nDYNATRACE_API_KEY=" holds no secret.
const gap = `[ \t]*(?:\r?\n[ \t]+)?`

// scheme is an authentication scheme word before a value ("--token Bearer
// xyz", "aws_secret: Bearer xyz"): it says what kind of credential
// follows, so the value is the word after it. Alone, the scheme word is a
// placeholder. ASCII case only: (?i) would fold the Kelvin sign to "k" and
// "ſ" to "s", which scanAssign does not.
const scheme = `(?:(?:[Bb][Ee][Aa][Rr][Ee][Rr]|[Bb][Aa][Ss][Ii][Cc]|[Tt][Oo][Kk][Ee][Nn])[ \t]+)?`

// schemes are scheme's words, for scanAssign.
var schemes = []string{"bearer", "basic", "token"}

// typeName is a declared type between a key and its "=": Go's "var x
// string = …", Kotlin's and TypeScript's "val x: String = …", Python's
// "x: str = …".
const typeName = `[A-Za-z_][0-9A-Za-z_.]{0,39}\??`

// maxTypeName is typeName's longest name, for scanAssign.
const maxTypeName = 40

// xmlAttr is an attribute of an XML element: name="…" or name='…'.
const xmlAttr = `[0-9A-Za-z_:.-]+[ \t]*=[ \t]*(?:"[^"\n]*"|'[^'\n]*')`

// A valueForm is one way a value is written.
type valueForm struct {
	name string
	// first are the bytes the form starts with; "" for the last form,
	// which starts with any other.
	first   string
	pattern string // one group: the value
	// scan matches pattern at s[j:]: the value's span, the match's end
	// and how far it read.
	scan func(s string, j int) (from, to, end, read int, ok bool)
}

// valueForms are tried in order; they start with different bytes.
var valueForms = []valueForm{
	// password: |  (or >-, |2 …) and the secret on the next, indented line.
	{"YAML block scalar", "|>", `[|>][-+0-9]{0,2}[ \t]*\r?\n[ \t]+([^\s](?:[^\n]*[^\s])?)`, scanBlock},
	{"double-quoted", `"`, `"((?:[^"\\\n]|\\.)+)"`, scanDouble},
	{"single-quoted", "'", `'([^'\n]+)'`, scanSingle},
	// Go raw strings, JavaScript template literals: may span lines.
	{"backtick", "`", "`([^`]+)`", scanBacktick},
	// JSON inside a JSON string or a log line: \"hunter2\".
	// A marker this package wrote: a value, so that a second pass reads
	// the text as the first did (placeholders leave it alone).
	{"marker", "[", `(\[REDACTED:[0-9a-z-]+\])`, scanMarker},
	{"escaped-quoted", `\\`, `\\"((?:[^"\\\n]|\\[^"])+)\\"`, scanEscaped},
	// A backslash inside a bare value escapes what follows, but not an
	// escaped line break or quote: "TOKEN=abc\nNEXT=1" inside a JSON
	// string ends at the \n.
	{"bare", "", "([^\\s\"'`,;&}{)<>\\]\\[\\\\|=](?:[^\\s\"'`,;&}{)<>\\]\\[\\\\]|\\\\[^\\s\"'nrt])*)", scanBare},
}

// value is valueForms as one RE2 alternation.
var value = func() string {
	var alts []string
	for _, f := range valueForms {
		alts = append(alts, f.pattern)
	}
	return `(?:` + strings.Join(alts, `|`) + `)`
}()

// An assignForm is one way a key is given its value.
type assignForm struct {
	name string
	// inCall: the form applies only to a key that is a call's first
	// argument, after "(" and a quote: a JSON pair ("reading":"pass",
	// "because":…) is not a call.
	inCall  bool
	pattern string // RE2, matched right after the key
	// scan matches pattern at the start of s: the value's span, the
	// match's end and how far it read.
	scan func(s string) (from, to, end, read int, ok bool)
}

// assignForms are tried in order after a key; the first that matches
// decides. A form that also reads as another comes first: "apiKey:
// String = …" is an annotation, not the value "String".
var assignForms = []assignForm{
	// <apiToken>value</apiToken>, the value on its own line or not, with
	// attributes: <password type="x">…</password>.
	{"XML element", false, `(?:[ \t]+` + xmlAttr + `)*[ \t]*>[ \t\r\n]*([^<\s](?:[^<]*[^<\s])?)[ \t\r\n]*</`, scanXML},
	// System.setProperty("X_TOKEN", "…"), map.put("api_key", "…"), a
	// Python tuple ("password", "…"): a quoted key, a comma, a quoted value.
	{"call", true, `\\?["'][ \t]*,[ \t]*(?:"((?:[^"\\\n]|\\.)+)"|'([^'\n]+)')`, scanCall},
	{"type annotation", false, `[ \t]*:[ \t]*` + typeName + `[ \t]+=[ \t]*` + scheme + value, scanAnnotation},
	// key = v, "key": "v", key := `v`, $key .= "v", KEY ?= v, :key => "v",
	// and a subscript's key: os.environ["API_KEY"] = "v", ENV['TOKEN'] ||= v.
	{"operator", false, `(?:\\?["']\]?)?[ \t]*(?:` + quoteAll(assignOperators) + `)` + gap + scheme + value, scanOperator},
	{"declared type", false, `[ \t]+` + typeName + `[ \t]+=[ \t]*` + scheme + value, scanDeclared},
	// A comparison with a string literal: the literal is what the key
	// holds, written into the code (if apiKey != "…", token === '…').
	// Only a literal: "password == confirm" compares two variables.
	{"comparison", false, `(?:\\?["']\]?)?[ \t]*(?:===|!==|==|!=)[ \t]*(?:"((?:[^"\\\n]|\\.)+)"|'([^'\n]+)')`, scanComparison},
}

// assign is assignForms as one RE2 alternation: the pattern of the
// key/value rules, which scanAssign runs (for a key in a call; elsewhere
// assignOutsideCall).
var assign = assignPattern(true)

// assignPattern is the alternation of the forms that apply in or outside
// a call.
func assignPattern(inCall bool) string {
	var alts []string
	for _, f := range assignForms {
		if inCall || !f.inCall {
			alts = append(alts, f.pattern)
		}
	}
	return `(?:` + strings.Join(alts, `|`) + `)`
}

func quoteAll(ops []string) string {
	var alts []string
	for _, op := range ops {
		var b strings.Builder
		for i := 0; i < len(op); i++ {
			if strings.IndexByte(`.?+|=:>`, op[i]) >= 0 && op[i] != '=' && op[i] != ':' && op[i] != '>' {
				b.WriteByte('\\')
			}
			b.WriteByte(op[i])
		}
		alts = append(alts, b.String())
	}
	return strings.Join(alts, `|`)
}

// scanAssign matches assignPattern(inCall) at the start of s by hand: the
// submatch indexes of the whole match and of the value (as group 1,
// wherever the regexp's group for it is), appended to dst[:0], and how
// many bytes it read.
// Four key/value rules run it at every hit, and a regexp attempt costs far
// more: text made of "api_key: api_key: …" paid one every nine bytes
// (BenchmarkRedactAdversarial measures it).
func scanAssign(dst []int, s string, inCall bool) ([]int, int) {
	read := 0
	for i := range assignForms {
		if assignForms[i].inCall && !inCall {
			continue
		}
		from, to, end, r, ok := assignForms[i].scan(s)
		read = max(read, r)
		if ok {
			return append(dst[:0], 0, end, from, to), min(read, len(s))
		}
	}
	return nil, min(read, len(s))
}

func scanXML(s string) (from, to, end, read int, ok bool) {
	i := 0
	for {
		j := skipBlanks(s, i)
		if j == i {
			break
		}
		k, r := scanXMLAttr(s, j)
		read = max(read, r)
		if k < 0 {
			break
		}
		i = k
	}
	i = skipBlanks(s, i)
	read = max(read, i+1)
	if i >= len(s) || s[i] != '>' {
		return 0, 0, 0, read, false
	}
	i++
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n') {
		i++
	}
	read = max(read, i+1)
	if i >= len(s) || s[i] == '<' || isSpace(s[i]) {
		return 0, 0, 0, read, false
	}
	lt := strings.IndexByte(s[i:], '<')
	if lt < 0 {
		return 0, 0, 0, len(s), false
	}
	lt += i
	read = max(read, lt+2)
	v := lt
	for v > i && isSpace(s[v-1]) {
		v--
	}
	for k := v; k < lt; k++ {
		if s[k] == '\f' {
			return 0, 0, 0, read, false
		}
	}
	if lt+1 >= len(s) || s[lt+1] != '/' {
		return 0, 0, 0, read, false
	}
	return i, v, lt + 2, read, true
}

// scanXMLAttr matches xmlAttr at s[i:]: its end, or -1.
func scanXMLAttr(s string, i int) (int, int) {
	j := i
	for j < len(s) && (isWord(s[j]) || s[j] == ':' || s[j] == '.' || s[j] == '-') {
		j++
	}
	if j == i {
		return -1, j + 1
	}
	j = skipBlanks(s, j)
	if j >= len(s) || s[j] != '=' {
		return -1, j + 1
	}
	j = skipBlanks(s, j+1)
	if j >= len(s) || (s[j] != '"' && s[j] != '\'') {
		return -1, j + 1
	}
	q := s[j]
	k := j + 1
	for k < len(s) && s[k] != q && s[k] != '\n' {
		k++
	}
	if k >= len(s) || s[k] != q {
		return -1, min(k+1, len(s))
	}
	return k + 1, k + 1
}

func scanCall(s string) (from, to, end, read int, ok bool) {
	i := 0
	if i < len(s) && s[i] == '\\' {
		i++
	}
	if i >= len(s) || (s[i] != '"' && s[i] != '\'') {
		return 0, 0, 0, i + 1, false
	}
	i = skipBlanks(s, i+1)
	if i >= len(s) || s[i] != ',' {
		return 0, 0, 0, i + 1, false
	}
	j := skipBlanks(s, i+1)
	if j < len(s) && s[j] == '"' {
		return scanDouble(s, j)
	}
	if j < len(s) && s[j] == '\'' {
		return scanSingle(s, j)
	}
	return 0, 0, 0, j + 1, false
}

func scanAnnotation(s string) (from, to, end, read int, ok bool) {
	i := skipBlanks(s, 0)
	if i >= len(s) || s[i] != ':' {
		return 0, 0, 0, i + 1, false
	}
	i = skipBlanks(s, i+1)
	j, r := scanTypeName(s, i)
	if j < 0 {
		return 0, 0, 0, r, false
	}
	k := skipBlanks(s, j)
	if k == j || k >= len(s) || s[k] != '=' {
		return 0, 0, 0, k + 1, false
	}
	return scanSchemeValue(s, skipBlanks(s, k+1))
}

func scanDeclared(s string) (from, to, end, read int, ok bool) {
	i := skipBlanks(s, 0)
	if i == 0 {
		return 0, 0, 0, 1, false
	}
	j, r := scanTypeName(s, i)
	if j < 0 {
		return 0, 0, 0, r, false
	}
	k := skipBlanks(s, j)
	if k == j || k >= len(s) || s[k] != '=' {
		return 0, 0, 0, k + 1, false
	}
	return scanSchemeValue(s, skipBlanks(s, k+1))
}

// scanTypeName matches typeName at s[i:]: its end, or -1.
func scanTypeName(s string, i int) (int, int) {
	if i >= len(s) || !(isLetter(s[i]) || s[i] == '_') {
		return -1, i + 1
	}
	j := i + 1
	for j < len(s) && (isWord(s[j]) || s[j] == '.') {
		j++
	}
	if j-i > maxTypeName {
		return -1, j + 1
	}
	if j < len(s) && s[j] == '?' {
		j++
	}
	return j, j + 1
}

// keyEnds returns where a key may end at the start of s — after its
// optional closing quote and the subscript's "]" after it — in the
// regexp's order of preference: escaped, plain, none; with "]" before
// without.
func keyEnds(s string) (ends [3]int, n int) {
	q := 0
	if len(s) >= 2 && s[0] == '\\' && (s[1] == '"' || s[1] == '\'') {
		q = 2
	} else if len(s) >= 1 && (s[0] == '"' || s[0] == '\'') {
		q = 1
	}
	if q > 0 && q < len(s) && s[q] == ']' {
		ends[n] = q + 1
		n++
	}
	if q > 0 {
		ends[n] = q
		n++
	}
	ends[n] = 0
	return ends, n + 1
}

func scanOperator(s string) (from, to, end, read int, ok bool) {
	quotes, n := keyEnds(s)
	for _, q := range quotes[:n] {
		i := skipBlanks(s, q)
		read = max(read, i+1)
		if i >= len(s) || opsByFirst[s[i]] == nil {
			continue // the common case in prose: no operator here
		}
		for _, op := range opsByFirst[s[i]] {
			if !strings.HasPrefix(s[i:], op) {
				continue
			}
			j := skipGap(s, i+len(op))
			from, to, end, r, ok := scanSchemeValue(s, j)
			read = max(read, r)
			if ok {
				return from, to, end, read, true
			}
		}
	}
	return 0, 0, 0, min(read, len(s)), false
}

func scanComparison(s string) (from, to, end, read int, ok bool) {
	starts, n := keyEnds(s) // before the operator, as scanOperator reads them
	for _, q := range starts[:n] {
		i := skipBlanks(s, q)
		read = max(read, i+1)
		if i+1 >= len(s) || (s[i] != '=' && s[i] != '!') || s[i+1] != '=' {
			continue
		}
		i += 2
		if i < len(s) && s[i] == '=' {
			i++
		}
		j := skipBlanks(s, i)
		read = max(read, j+1)
		if j >= len(s) {
			continue
		}
		var r int
		switch s[j] {
		case '"':
			from, to, end, r, ok = scanDouble(s, j)
		case '\'':
			from, to, end, r, ok = scanSingle(s, j)
		}
		read = max(read, r)
		if ok {
			return from, to, end, read, true
		}
	}
	return 0, 0, 0, min(read, len(s)), false
}

// skipGap skips gap at s[i:].
func skipGap(s string, i int) int {
	i = skipBlanks(s, i)
	j := i
	if j < len(s) && s[j] == '\r' {
		j++
	}
	if j < len(s) && s[j] == '\n' {
		if k := skipBlanks(s, j+1); k > j+1 {
			return k
		}
	}
	return i
}

// scanSchemeValue matches scheme and value at s[j:]: the optional scheme
// word is taken when a value follows it.
func scanSchemeValue(s string, j int) (from, to, end, read int, ok bool) {
	if v := skipScheme(s, j); v > j {
		from, to, end, read, ok = scanValue(s, v)
		if ok {
			return from, to, end, read, ok
		}
	}
	from, to, end, r, ok := scanValue(s, j)
	return from, to, end, max(read, r), ok
}

// skipScheme returns the index past a scheme word (ASCII case folded) and
// the blanks after it at s[j:], or j when there is none.
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
		return skipBlanks(s, k)
	}
	return j
}

// scanValue matches value at s[j:]: the forms start with different
// bytes, so the first byte picks the one that can match.
func scanValue(s string, j int) (from, to, end, read int, ok bool) {
	if j >= len(s) {
		return 0, 0, 0, j, false
	}
	return valueForms[valueForm1[s[j]]].scan(s, j)
}

// valueForm1 is the index in valueForms of the form a first byte picks.
var valueForm1 = func() (t [256]uint8) {
	last := uint8(len(valueForms) - 1)
	for c := range t {
		t[c] = last
	}
	for i := len(valueForms) - 1; i >= 0; i-- {
		for j := 0; j < len(valueForms[i].first); j++ {
			t[valueForms[i].first[j]] = uint8(i)
		}
	}
	return t
}()

func scanBlock(s string, j int) (from, to, end, read int, ok bool) {
	if s[j] != '|' && s[j] != '>' {
		return 0, 0, 0, j, false
	}
	i := j + 1
	for n := 0; n < 2 && i < len(s) && (s[i] == '-' || s[i] == '+' || '0' <= s[i] && s[i] <= '9'); n++ {
		i++
	}
	i = skipBlanks(s, i)
	if i < len(s) && s[i] == '\r' {
		i++
	}
	if i >= len(s) || s[i] != '\n' {
		// Not a block scalar; a bare value does not start with "|" or
		// ">" either, so this was the only form that could match.
		return 0, 0, 0, i + 1, false
	}
	k := skipBlanks(s, i+1)
	if k == i+1 || k >= len(s) || isSpace(s[k]) {
		return 0, 0, 0, k + 1, false
	}
	eol := strings.IndexByte(s[k:], '\n')
	if eol < 0 {
		eol = len(s)
	} else {
		eol += k
	}
	v := eol
	for v > k && isSpace(s[v-1]) {
		v--
	}
	return k, v, v, min(eol+1, len(s)), true
}

func scanDouble(s string, j int) (from, to, end, read int, ok bool) {
	if s[j] != '"' {
		return 0, 0, 0, j, false
	}
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
		return j + 1, k, k + 1, k + 1, true
	}
	return 0, 0, 0, min(k+1, len(s)), false
}

func scanSingle(s string, j int) (from, to, end, read int, ok bool) {
	if s[j] != '\'' {
		return 0, 0, 0, j, false
	}
	k := j + 1
	for k < len(s) && s[k] != '\'' && s[k] != '\n' {
		k++
	}
	if k < len(s) && s[k] == '\'' && k > j+1 {
		return j + 1, k, k + 1, k + 1, true
	}
	return 0, 0, 0, min(k+1, len(s)), false
}

func scanBacktick(s string, j int) (from, to, end, read int, ok bool) {
	if s[j] != '`' {
		return 0, 0, 0, j, false
	}
	k := strings.IndexByte(s[j+1:], '`')
	if k < 0 {
		return 0, 0, 0, len(s), false
	}
	k += j + 1
	if k == j+1 {
		return 0, 0, 0, k + 1, false
	}
	return j + 1, k, k + 1, k + 1, true
}

func scanEscaped(s string, j int) (from, to, end, read int, ok bool) {
	if s[j] != '\\' {
		return 0, 0, 0, j, false
	}
	if j+1 >= len(s) || s[j+1] != '"' {
		return 0, 0, 0, j + 2, false
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
		return j + 2, k, k + 2, k + 2, true
	}
	return 0, 0, 0, min(k+2, len(s)), false
}

func scanBare(s string, j int) (from, to, end, read int, ok bool) {
	if c := s[j]; bareStop(c) || c == '\\' || c == '|' || c == '=' {
		return 0, 0, 0, j + 1, false
	}
	k := j + 1
	for k < len(s) && !bareStop(s[k]) {
		if s[k] == '\\' {
			if k+1 >= len(s) || isSpace(s[k+1]) || strings.IndexByte("\"'nrt", s[k+1]) >= 0 {
				break
			}
			k++
		}
		k++
	}
	return j, k, k, min(k+2, len(s)), true
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

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// bareStop are the bytes a bare value does not hold; a bare value does not
// start with a backslash, "|" or "=" either: an "=" right after an
// operator belongs to an operator ("password:= x" is not ":" and the value
// "=", which would turn "password:= [REDACTED:password]" into two
// markers), or to a comparison ("password == x").
func bareStop(c byte) bool { return bareStops[c] }

// bareStops is bareStop as a table: a bare value is read a byte at a
// time, and a lookup costs less than the switch and isSpace.
var bareStops = func() (t [256]bool) {
	for c := range 256 {
		switch c {
		case '"', '\'', '`', ',', ';', '&', '}', '{', ')', '<', '>', ']', '[':
			t[c] = true
		default:
			t[c] = isSpace(byte(c))
		}
	}
	return t
}()

// inCall reports whether the key at s[key:] is a call's first argument:
// after "(", blanks and a quote. Not after "{": a Go []string{"pass",
// "passes", …} is a list of words, not a key and its value.
func inCall(s string, key int) bool {
	if key < 2 || (s[key-1] != '"' && s[key-1] != '\'') {
		return false
	}
	i := key - 2
	for i >= 0 && (s[i] == ' ' || s[i] == '\t') {
		i--
	}
	return i >= 0 && s[i] == '('
}

func scanMarker(s string, j int) (from, to, end, read int, ok bool) {
	if !strings.HasPrefix(s[j:], Marker) {
		return 0, 0, 0, min(j+len(Marker), len(s)), false
	}
	k := j + len(Marker)
	start := k
	for k < len(s) && ('0' <= s[k] && s[k] <= '9' || 'a' <= s[k] && s[k] <= 'z' || s[k] == '-') {
		k++
	}
	if k == start || k >= len(s) || s[k] != ']' {
		return 0, 0, 0, min(k+1, len(s)), false
	}
	return j, k + 1, k + 1, k + 1, true
}
