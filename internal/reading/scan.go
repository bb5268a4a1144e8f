package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// Small scanners the outcome rows share. None of them backtracks: each
// reads its input once.

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func cutPrefix(s, prefix string) (string, bool) {
	if strings.HasPrefix(s, prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// after returns the first field after prefix ("--- FAIL: TestX (0.1s)" →
// "TestX").
func after(s, prefix string) (string, bool) {
	rest, ok := cutPrefix(s, prefix)
	if !ok {
		return "", false
	}
	rest = strings.TrimLeft(rest, " \t")
	if i := strings.IndexAny(rest, " \t"); i >= 0 {
		rest = rest[:i]
	}
	return rest, true
}

// hasStatusNumber reports a run of exactly three digits from 100 to 599.
func hasStatusNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			continue
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j-i == 3 && s[i] >= '1' && s[i] <= '5' && (i == 0 || s[i-1] != '.') {
			return true
		}
		i = j
	}
	return false
}

// leadingInt parses the decimal digits at the start of s; -1 when there
// are none. It caps the value so that long digit runs cannot overflow.
func leadingInt(s string) (int, string) {
	i, n := 0, 0
	for i < len(s) && isDigit(s[i]) {
		if n < 1e9 {
			n = n*10 + int(s[i]-'0')
		}
		i++
	}
	if i == 0 {
		return -1, s
	}
	return n, s[i:]
}

// wordInt reads "word N" ("pass 2" → "pass", 2); n is -1 when s is not
// of that form.
func wordInt(s string) (string, int) {
	word, rest, ok := strings.Cut(s, " ")
	if !ok {
		return word, -1
	}
	n, tail := leadingInt(strings.TrimSpace(rest))
	if strings.TrimSpace(tail) != "" {
		return word, -1
	}
	return word, n
}

// hasWord reports whether w occurs in s delimited by space, '=' or the ends.
func hasWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || s[j-1] == ' ' || s[j-1] == '\t') && (end == len(s) || s[end] == ' ' || s[end] == '=' || s[end] == '\t') {
			return true
		}
		i = j + 1
	}
}

// jsonString returns the value of the string field key in a one-line JSON
// object, with the common escapes undone.
func jsonString(s, key string) (string, bool) {
	i := strings.Index(s, `"`+key+`":"`)
	if i < 0 {
		return "", false
	}
	s = s[i+len(key)+4:]
	var b strings.Builder
	for j := 0; j < len(s); j++ {
		c := s[j]
		switch {
		case c == '"':
			return b.String(), true
		case c == '\\' && j+1 < len(s):
			j++
			switch s[j] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
			case 'u':
				b.WriteString(`\u`)
			default:
				b.WriteByte(s[j])
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// xmlAttr returns the integer value of attribute name in an XML start tag,
// -1 when it is absent.
func xmlAttr(tag, name string) int {
	for i := 0; ; {
		j := strings.Index(tag[i:], name+`="`)
		if j < 0 {
			return -1
		}
		j += i
		if j > 0 && tag[j-1] == ' ' {
			n, _ := leadingInt(tag[j+len(name)+2:])
			return n
		}
		i = j + 1
	}
}

// directive reports a TAP "# SKIP" or "# TODO" directive.
func directive(s string) bool { return directiveOf(s) != "" }

// directiveOf returns a TAP line's directive, "SKIP" or "TODO", or "".
func directiveOf(s string) string {
	i := strings.IndexByte(s, '#')
	if i < 0 {
		return ""
	}
	d := strings.ToUpper(strings.TrimSpace(s[i+1:]))
	for _, w := range []string{"SKIP", "TODO"} {
		if strings.HasPrefix(d, w) {
			return w
		}
	}
	return ""
}

// tapName returns the description of a TAP test line ("3 - parses dates").
func tapName(s string) string {
	_, s = leadingInt(s)
	s = strings.TrimPrefix(strings.TrimSpace(s), "- ")
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// WithoutDuration returns a test line without its trailing duration:
// "--- FAIL: TestCheckout (0.02s)" → "--- FAIL: TestCheckout", the way
// docs/rules.md §4's example quotes it (the duration changes from run to run).
func WithoutDuration(line string) string { return stripDuration(line) }

// stripDuration drops a trailing "(5 ms)" or "(0.00s)".
func stripDuration(s string) string {
	if i := strings.LastIndexByte(s, '('); i > 0 && strings.HasSuffix(s, ")") {
		inner := s[i+1 : len(s)-1]
		if inner != "" && isDigit(inner[0]) {
			return strings.TrimSpace(s[:i])
		}
	}
	return strings.TrimSpace(s)
}

// fraction reads "20/20 passed" (or "passed 20/20"): the number of runs
// when every one passed, else 0.
func fraction(s string) int {
	best := 0
	for i := 0; i+1 < len(s); i++ {
		k := strings.IndexByte(s[i:], '/')
		if k < 0 {
			break
		}
		i += k
		if i == 0 || i+1 >= len(s) || !isDigit(s[i-1]) || !isDigit(s[i+1]) {
			continue
		}
		j := i
		for j > 0 && isDigit(s[j-1]) {
			j--
		}
		a, _ := leadingInt(s[j:i])
		b, tail := leadingInt(s[i+1:])
		if a != b || a < 2 {
			continue
		}
		near := strings.TrimSpace(tail)
		before := strings.TrimSpace(strings.ToLower(s[:j]))
		if hasPassWord(strings.ToLower(near), true) || hasPassWord(before, false) {
			best = max(best, a)
		}
	}
	return best
}

var passWords = []string{"passed", "passes", "pass", "green", "succeeded", "successful", "ok"}

func hasPassWord(s string, atStart bool) bool {
	for _, w := range passWords {
		if atStart && strings.HasPrefix(s, w) || !atStart && strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

// statusWords introduce an HTTP status in prose: "returned 401",
// "got a 500", "HTTP 503".
var statusWords = map[string]bool{"returned": true, "returns": true, "return": true, "returning": true, "status": true,
	"responded": true, "responds": true, "got": true, "gets": true, "http": true, "code": true, "answered": true,
	"gave": true, "gives": true, "with": true, "devuelve": true, "devolvió": true, "respondió": true, "返回": true,
	// A request and its answer on one line: "GET /v1/orders -> 410".
	"->": true, "→": true, "=>": true, "answers": true, "responde": true, "responden": true}

// reasonPhrases follow a status number: "401 Unauthorized".
var reasonPhrases = map[string]bool{"ok": true, "created": true, "accepted": true, "unauthorized": true, "forbidden": true,
	"not": true, "bad": true, "internal": true, "service": true, "gateway": true, "conflict": true, "too": true,
	"unprocessable": true, "no": true, "moved": true, "found": true,
	// The refusals a claim of a rejection or a removal names: "410 Gone",
	// "413 Payload Too Large", "405 Method Not Allowed".
	"gone": true, "payload": true, "method": true, "precondition": true, "unsupported": true, "locked": true,
	"length": true, "upgrade": true, "request": true, "permanent": true, "temporary": true}

// proseStatus reads an HTTP status from prose, or 0. It splits s into
// fields in place, without allocating.
func proseStatus(s string) int {
	sep := func(c byte) bool {
		return c == ' ' || c == '\t' || c == ',' || c == ';' || c == '(' || c == ')' || c == ':' || c == '"' || c == '\'' || c == '`'
	}
	var prev, prev2 string // the two fields before the current one
	for i := 0; i < len(s); {
		for i < len(s) && sep(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !sep(s[j]) {
			j++
		}
		if i == j {
			break
		}
		w := s[i:j]
		if len(w) == 3 && isDigit(w[0]) && isDigit(w[1]) && isDigit(w[2]) {
			if n, _ := leadingInt(w); n >= 100 && n <= 599 {
				word := prev
				if (strings.EqualFold(word, "a") || strings.EqualFold(word, "an") || strings.EqualFold(word, "code") || strings.EqualFold(word, "http")) && prev2 != "" {
					word = prev2
				}
				k := j
				if statusWord(strings.TrimRight(word, ".")) {
					if countNoun(s[k:]) {
						i, prev2, prev = j, prev, w
						continue // "it returns 412 assignments": a count, not a status
					}
					return n
				}
				for k < len(s) && sep(s[k]) {
					k++
				}
				e := k
				for e < len(s) && !sep(s[e]) {
					e++
				}
				if n >= 200 && reasonPhrase(strings.TrimRight(s[k:e], ".")) {
					return n
				}
			}
		}
		prev2, prev = prev, w
		i = j
	}
	return 0
}

func statusWord(w string) bool { return lowerIn(w, statusWords) }

// countNoun reports a plural noun opening s (after separators) that a
// status is not the code of: "412 assignments", "200 results", not "500
// errors" or "200 responses" (statusNouns).
func countNoun(s string) bool {
	s = strings.TrimLeft(s, " \t")
	e := 0
	for e < len(s) && 'a' <= s[e] && s[e] <= 'z' {
		e++
	}
	w := s[:e]
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !statusNouns[w] && (e == len(s) || !isAlnum(s[e]))
}

func reasonPhrase(w string) bool { return lowerIn(w, reasonPhrases) }

// lowerIn looks w up in set after lower-casing it, without allocating
// for words of up to 32 bytes.
func lowerIn(w string, set map[string]bool) bool {
	if len(w) > 32 {
		return set[strings.ToLower(w)]
	}
	var b [32]byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return set[string(b[:len(w)])]
}

// errorBody reports a JSON body that says it failed: a non-empty "error",
// a non-empty "errors", "ok": false, "success": false, "status": "error".
func errorBody(s string) bool {
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '"')
		if j < 0 {
			return false
		}
		i += j + 1
		k := strings.IndexByte(s[i:], '"')
		if k < 0 {
			return false
		}
		key := s[i : i+k]
		i += k + 1
		v := strings.TrimLeft(s[i:], " \t")
		if !strings.HasPrefix(v, ":") {
			continue
		}
		v = strings.TrimLeft(v[1:], " \t")
		switch key {
		case "error", "error_description", "errorMessage", "error_message":
			if !(strings.HasPrefix(v, "null") || strings.HasPrefix(v, `""`) || strings.HasPrefix(v, "false") || strings.HasPrefix(v, "{}")) {
				return true
			}
		case "errors":
			if rest, ok := cutPrefix(v, "["); ok && !strings.HasPrefix(strings.TrimLeft(rest, " \t"), "]") && rest != "" {
				return true
			}
		case "ok", "success", "succeeded":
			if strings.HasPrefix(v, "false") {
				return true
			}
		case "status", "result", "state", "outcome":
			if rest, ok := cutPrefix(v, `"`); ok {
				if end := strings.IndexByte(rest, '"'); end > 0 && end <= 16 && lowerIn(rest[:end], failedValues) {
					return true
				}
			}
		}
	}
	return false
}

// failedValues are the values of a body's "status", "result", "state" or
// "outcome" that say the operation did not succeed, in any case.
var failedValues = map[string]bool{"error": true, "errored": true, "fail": true, "failed": true, "failure": true,
	"declined": true, "rejected": true, "denied": true, "aborted": true, "timeout": true, "timed_out": true}

// A tally is what a summary line counts.
type tally struct {
	pass, fail, skip, total                 int
	passSeen, failSeen, skipSeen, totalSeen bool
}

var countWords = map[string]byte{
	"passed": 'p', "passing": 'p', "pass": 'p', "passes": 'p', "succeeded": 'p', "successful": 'p',
	"failed": 'f', "failing": 'f', "fail": 'f', "failure": 'f', "failures": 'f', "error": 'f', "errors": 'f',
	"errored": 'f', "broken": 'f', "crashed": 'f',
	"skipped": 's', "skip": 's', "pending": 's', "ignored": 's', "todo": 's', "deselected": 's', "xfailed": 's',
	"xfail": 's', "disabled": 's',
	"total": 't', "tests": 't', "test": 't', "examples": 't', "example": 't', "run": 't',
	"通过": 'p', "失败": 'f', "跳过": 's', "错误": 'f', "个通过": 'p', "个失败": 'f',
	"pasaron": 'p', "fallaron": 'f', "fallidos": 'f', "omitidos": 's',
}

// pairs reads "N word" pairs (or "word N", "word=N", "word: N" when
// wordFirst) from a summary line.
func (st *state) pairs(s string, wordFirst bool) tally {
	var t tally
	var toks [24]string
	var ends [24]int // where each token ends in s
	n := 0
	for i := 0; i < len(s) && n < len(toks); {
		c := s[i]
		var class func(byte) bool
		switch {
		case isDigit(c) || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			class = func(b byte) bool { return isDigit(b) || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }
		case c >= utf8.RuneSelf:
			// A run of non-ASCII letters: "通过", "失败", "pasaron".
			j := i
			for j < len(s) {
				r, size := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsLetter(r) {
					break
				}
				j += size
			}
			if j == i {
				_, size := utf8.DecodeRuneInString(s[i:])
				i += size
				continue
			}
			toks[n], ends[n] = s[i:j], j
			n++
			i = j
			continue
		default:
			i++
			continue
		}
		j := i + 1
		for j < len(s) && class(s[j]) {
			j++
		}
		toks[n], ends[n] = s[i:j], j
		n++
		i = j
	}
	add := func(num int, word string) bool {
		kind, ok := countWords[strings.ToLower(word)]
		if !ok {
			return false
		}
		switch kind {
		case 'p':
			t.pass += num
			t.passSeen = true
		case 'f':
			t.fail += num
			t.failSeen = true
		case 's':
			t.skip += num
			t.skipSeen = true
		case 't':
			t.total = max(t.total, num)
			t.totalSeen = true
		}
		return true
	}
	for i := 0; i+1 < n; i++ {
		a, b := toks[i], toks[i+1]
		if wordFirst {
			if num, rest := leadingInt(b); num >= 0 && rest == "" {
				if add(num, a) {
					i++
				}
			}
			continue
		}
		if e := ends[i+1]; e < len(s) && s[e] == '=' {
			continue // "requests=830 errors=0": errors is the next field's key, not what 830 counts
		}
		if num, rest := leadingInt(a); num >= 0 && rest == "" {
			if add(num, b) {
				i++
			}
		}
	}
	if !t.passSeen && t.totalSeen && t.failSeen {
		// "3 examples, 0 failures": the rest passed. A total alone ("4
		// tests, 0 benchmarks" of cargo's --list) counts tests, not passes.
		t.pass = max(0, t.total-t.fail-t.skip)
	}
	return t
}

// counts applies a summary line's tally and says what it shows.
func (st *state) counts(s string, wordFirst bool) (strength, bool) {
	t := st.pairs(s, wordFirst)
	if !t.passSeen && !t.failSeen && !t.skipSeen && !t.totalSeen {
		return 0, false
	}
	st.summaries++
	st.summaryPassed += t.pass
	st.summaryFailed += t.fail
	st.summarySkipped += t.skip
	switch {
	case t.fail > 0:
		return hardFail, true
	case t.pass > 0:
		return countedPass, true
	case t.skip > 0 || t.totalSeen || t.passSeen:
		return noRun, true
	}
	return 0, false
}

func (st *state) passed(name string) {
	st.perPassed++
	if name == "" {
		return
	}
	if st.passCounts == nil {
		st.passCounts = make(map[string]int, 16)
		st.r.PassedNames = make([]string, 0, MaxNames)
	}
	if st.passCounts[name] == 0 && len(st.r.PassedNames) < MaxNames {
		st.r.PassedNames = append(st.r.PassedNames, text.Clip(name, 120))
	}
	if len(st.passCounts) < 4096 || st.passCounts[name] > 0 {
		st.passCounts[name]++
	}
}

// pkg records a package's own line: its path is the line's first field
// ("example.com/app/tokenize\t0.004s").
func (st *state) pkg(rest string, ok bool) {
	path, _, _ := strings.Cut(strings.TrimLeft(rest, " \t"), "\t")
	path, _, _ = strings.Cut(path, " ")
	if path == "" || len(st.r.pkgs) >= MaxNames {
		return
	}
	st.r.pkgs = append(st.r.pkgs, pkgResult{path, ok})
}

func (st *state) failedName(name string) {
	name = stripDuration(name)
	if strings.HasPrefix(name, "Test") {
		// Its first field (strings.Fields' first, without splitting all).
		if i := strings.IndexFunc(name, unicode.IsSpace); i >= 0 {
			name = name[:i]
		}
	}
	if name == "" || len(st.r.FailedNames) >= MaxNames {
		return
	}
	for _, x := range st.r.FailedNames {
		if x == name {
			return
		}
	}
	st.r.FailedNames = append(st.r.FailedNames, text.Clip(name, 120))
}

func (st *state) skippedName(name string) {
	name = stripDuration(name)
	if name != "" && len(st.r.SkippedNames) < MaxNames {
		st.r.SkippedNames = append(st.r.SkippedNames, text.Clip(name, 120))
	}
}

// pytestVerdicts are the words pytest -v prints after a test's node id.
var pytestVerdicts = []struct {
	word    string
	outcome Outcome
}{{" PASSED", Pass}, {" XPASS", Pass}, {" FAILED", Fail}, {" ERROR", Fail}, {" SKIPPED", NoRun}, {" XFAIL", NoRun}}

// pytestName returns the test a pytest node id names, the way a claim
// names it: "tests/test_cart.py::TestCart::test_total - assert 1 == 2" →
// "test_total".
func pytestName(id string) string {
	id, _, _ = strings.Cut(id, " - ")
	id = strings.TrimSpace(id)
	if i := strings.LastIndex(id, "::"); i >= 0 {
		id = id[i+2:]
	}
	return id
}
