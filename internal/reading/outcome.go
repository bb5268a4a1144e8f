package reading

import (
	"strings"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
)

// Outcome is what an item's content shows happened when something ran.
type Outcome string

// The outcomes of docs/rules.md §4.1. [None] means the content is not output the
// reader recognises (prose, code, a log without a final state).
const (
	None  Outcome = ""
	Pass  Outcome = "pass"
	Fail  Outcome = "fail"
	NoRun Outcome = "no-run"
)

// A Result is the outcome reading of one text.
type Result struct {
	Outcome Outcome
	// Rule names the table row that decided the outcome ("go-fail-test",
	// "pytest-summary", "http-status"…); empty when Outcome is None.
	Rule string
	// Lines are the decisive lines, trimmed, in the order they appear
	// (at most [MaxLines]): the failure, the summary, the status line.
	Lines []string
	// Passed, Failed and Skipped are test counts, from summary lines
	// when the runner prints one, else from per-test lines.
	Passed, Failed, Skipped int
	// Runs is the largest repetition seen: the same test reported
	// passing several times, a -count=N / --repeat N flag, or "N/N passed".
	Runs int
	// Packages counts the packages a run reports passing ("ok  pkg"):
	// the cases a whole-module run covers.
	Packages int
	// Race reports a race-detector run (-race, --race) in the content.
	Race bool
	// FailedNames, PassedNames and SkippedNames are test names from
	// per-test lines
	// (at most [MaxNames] each), so a reader can tell which test failed.
	FailedNames, PassedNames, SkippedNames []string
	// Status is the last HTTP status seen (0 when none).
	Status int
	// Exit is the exit status an exit line gives ("exited with status
	// 2"), when ExitSeen.
	Exit     int
	ExitSeen bool
	// FromProse: the status was read from prose ("returned 401"), not
	// from a status line.
	FromProse bool
	// Pending: the output says what was asked has not happened yet or did
	// nothing — a 202, a body whose state is "queued", "running" or
	// "noop". Outcome is then Fail.
	Pending bool

	passCounts map[string]int // passes per test name
	// pkgs are the packages a go test run reports on, each with its own
	// result ("ok  pkg", "FAIL\tpkg"), at most [MaxNames].
	pkgs []pkgResult
	ch   *changes // what a structured output says changes, if it says any
}

// A pkgResult is one package's own line in a go test run.
type pkgResult struct {
	path string
	ok   bool
}

// Limits of a Result.
const (
	MaxLines = 3
	MaxNames = 16
)

// Because returns the decisive line, or "" when there is none.
func (r *Result) Because() string {
	if len(r.Lines) == 0 {
		return ""
	}
	return r.Lines[0]
}

// strength orders the kinds of evidence a line gives; a stronger kind
// decides over a weaker one, the later line over the earlier on ties.
type strength int

const (
	weakPass    strength = iota + 1 // exit 0, a bare PASS/OK
	noRun                           // nothing ran
	countedPass                     // a summary with passes and no failures
	softFail                        // an exception or traceback: fail unless a pass follows
	hardFail                        // a failing test, a failing summary, a kill, exit ≠ 0
)

// A lineRow is one row of the outcome table: a name, what the line shows,
// and a matcher. The matcher sees the line trimmed of surrounding space and
// the hints computed in the one pass over the line; it returns false
// cheaply when the line cannot match.
type lineRow struct {
	name  string
	need  hint // every hint the row needs; a line lacking one is skipped
	match func(l *line, st *state) (strength, bool)
}

// hint is a bitset of features of a line, computed in one byte pass.
type hint uint32

const (
	hDigit hint = 1 << iota
	hQuote
	hUpper
	hColon
	hLT    // '<'
	hHash  // '#'
	hDash  // '-'
	hSlash // '/'
	hStar  // '*'
	hX     // 'x' or 'X' (exit)
	hG     // 'g' or 'G' (signal, segmentation, SIGKILL)
	hK     // 'K' (Killed, OOMKilled)
	hY     // 'y' (memory)
	hW     // 'W' (WARNING: DATA RACE)
	hUE    // 'U' or 'E' (Uncaught, Unhandled, Exception)
	hB     // 'B' (BUILD FAILED, Build failed)
	hP     // 'p' or any byte past ASCII ("pass", "pasaron", "通过")
	hEq    // '=' (systemd's code=killed)
	hApos  // '\'' (systemd's Failed with result 'signal')
	hk     // 'k' (oomkilled)
)

// hintOf maps a byte to its hint bit.
var hintOf = func() (t [256]hint) {
	for c := '0'; c <= '9'; c++ {
		t[c] = hDigit
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = hUpper
	}
	t['"'], t[':'], t['<'], t['#'], t['-'], t['/'], t['*'] = hQuote, hColon, hLT, hHash, hDash, hSlash, hStar
	t['x'], t['X'] = hX, hX|hUpper
	t['g'], t['G'] = hG, hG|hUpper
	t['K'] = hK | hUpper
	t['y'] = hY
	t['W'] = hW | hUpper
	t['U'], t['E'] = hUE|hUpper, hUE|hUpper
	t['B'] = hB | hUpper
	t['p'] = hP
	t['='], t['\''] = hEq, hApos
	t['k'] = hk
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] |= hP
	}
	return t
}()

type line struct {
	s        string // trimmed
	hints    hint
	indented bool // the raw line started with white space
}

// state is what the reader accumulates across lines.
type state struct {
	r      Result
	rules  [hardFail + 1]string  // first row that fired, per strength
	lines  [hardFail + 1]lineSet // its decisive lines
	lastAt [hardFail + 1]int     // line index of the last firing, per strength
	lineNo int

	httpLine    string // the last HTTP status line
	httpAt      int
	bodyError   string // the first error body line after it
	bodyErrorAt int

	summaryPassed, summaryFailed, summarySkipped int
	summaries                                    int
	perPassed, perFailed, perSkipped             int
	passCounts                                   map[string]int

	cur           line   // the line being read
	prev          string // the previous non-empty line
	errorLine     string // the first "Error: …" line
	loginRedirect string // a redirect to a sign-in page
	jsonOutput    bool   // a go test -json output event was read
	traceback     bool   // inside a Python traceback
	stackSeen     bool   // an exception with its stack was already read
	prose         bool   // the HTTP status came from prose ("returned 401")
	accessLog     bool   // the HTTP status came from an access log line
	bodyPending   string // a body line whose state says nothing happened yet ("status": "queued")
	waiting       string // a line saying something is still under way or open (a rollout, an issue)
	podTable      bool   // a kubectl table header was read
	podsReady     int    // kubectl rows all ready and running
	ch            changes
}

// A lineSet holds up to MaxLines distinct lines without allocating.
type lineSet struct {
	l [MaxLines]string
	n int
}

func (ls *lineSet) add(s string) {
	for _, x := range ls.l[:ls.n] {
		if x == s {
			return
		}
	}
	if ls.n < MaxLines {
		ls.l[ls.n] = s
		ls.n++
	}
}

// first puts s first, dropping the last line when full.
func (ls *lineSet) first(s string) {
	copy(ls.l[1:], ls.l[:MaxLines-1])
	ls.l[0] = s
	ls.n = min(MaxLines, ls.n+1)
}

func (ls *lineSet) slice() []string {
	if ls.n == 0 {
		return nil
	}
	return append([]string(nil), ls.l[:ls.n]...)
}

// note records that line l fired the named row at strength s.
func (st *state) note(l *line, rule string, s strength) {
	if st.rules[s] == "" {
		st.rules[s] = rule
	}
	st.lastAt[s] = st.lineNo
	ls := text.Clip(l.s, 200)
	st.lines[s].add(ls)
}

// dispatch lists, for each first byte of a trimmed line, the rows that can
// match a line starting with it: rows anchored at the line start (see
// anchors) under their first bytes, the others under every byte.
var dispatch = func() (d [256][]uint8) {
	for i, row := range outcomeRows {
		first, ok := anchors[row.name]
		for c := 0; c < 256; c++ {
			if !ok || strings.IndexByte(first, byte(c)) >= 0 {
				d[c] = append(d[c], uint8(i))
			}
		}
	}
	return d
}()

// anchors are the rows that only match at the start of a line, with the
// bytes such a line can start with.
var anchors = map[string]string{
	"go-test-fail": "-", "go-test-pass": "-", "go-test-skip": "-", "fail-line": "F", "go-pkg-ok": "o",
	"go-no-test-files": "?", "go-no-tests-to-run": "t", "pass-line": "P", "go-panic": "p", "go-fatal-error": "f",
	"unittest-verbose": "t", "git-log": "0123456789abcdef",
	"pytest-summary": "=", "pytest-collected-0": "c", "pytest-failed-test": "FE", "unittest-ran": "R",
	"unittest-failed": "F", "unittest-ok": "O", "unittest-failed-test": "FE", "unittest-no-tests": "N",
	"jest-tests": "T", "vitest-tests": "T", "no-tests-found": "N", "failed-mark": "\xe2\xc3", "passed-mark": "\xe2",
	"count-summary": "0123456789", "tap-not-ok": "n", "tap-ok": "o", "tap-plan-zero": "1", "tap-summary": "#\xe2",
	"cargo-summary": "t", "cargo-test-line": "t", "cargo-running-0": "r", "rust-panic": "t", "npm-error": "n",
	"service-active": "A", "tf-plan": "P", "tf-no-changes": "N", "tf-apply": "A", "git-clean": "n", "git-dirty": "CUu",
	"ci-job": "{", "k8s-rollout-waiting": "W", "tf-replace": "#-+",
	"error-stack": "a", "http-status": "H<", "compile-error": "e",
	"build-successful": "B[", "echo-status": "0123456789", "dotnet-summary": "PF", "xctest-executed": "E", "xctest-case": "T", "swift-test-run": "\xe2",
}

// Output reads the outcome of a runner output, HTTP transcript, log or
// command output. It reads content once, line by line, and its cost is
// linear in len(content). Prose with no runner, HTTP or exit line reads
// as [None].
func Output(content string) Result {
	var st state
	return output(content, &st)
}

// output is Output with the caller's state, which it resets: a reader of
// many items reuses one.
func output(content string, st *state) Result {
	*st = state{httpAt: -1, bodyErrorAt: -1, lastAt: [hardFail + 1]int{-1, -1, -1, -1, -1, -1}}
	for start := 0; start < len(content); st.lineNo++ {
		end := strings.IndexByte(content[start:], '\n')
		var raw string
		if end < 0 {
			raw, start = content[start:], len(content)
		} else {
			raw, start = content[start:start+end], start+end+1
		}
		// The line lives in the state: rows are called through function
		// values, and a line of its own would escape once per line.
		l := &st.cur
		*l = scanLine(raw)
		if l.s != "" && l.s[0] == '{' && strings.Contains(l.s, `"Action":"`) {
			// go test -json: read the printed output of each event; the
			// pass/fail events repeat what the output already says.
			out, ok := jsonString(l.s, "Output")
			if !ok {
				if !st.jsonOutput {
					// The output events were filtered away (jq): the
					// events themselves are all there is to read.
					st.jsonEvent(l.s)
				}
				continue
			}
			st.jsonOutput = true
			*l = scanLine(out)
		}
		if l.s == "" {
			continue
		}
		for _, i := range dispatch[l.s[0]] {
			row := &outcomeRows[i]
			if l.hints&row.need != row.need {
				continue
			}
			if s, ok := row.match(l, st); ok {
				st.note(l, row.name, s)
			}
		}
		st.prev = l.s
	}
	return st.finish()
}

// jsonEvent reads a go test -json pass, fail or skip event when no output
// event came before it: {"Action":"fail","Test":"TestX"}.
func (st *state) jsonEvent(s string) {
	action, _ := jsonString(s, "Action")
	test, _ := jsonString(s, "Test")
	l := line{s: text.Clip(s, 200)}
	switch {
	case action == "fail" && test != "":
		st.perFailed++
		st.failedName(test)
		st.note(&l, "go-json-fail", hardFail)
	case action == "fail":
		st.note(&l, "go-json-fail", hardFail)
	case action == "pass" && test != "":
		st.passed(test)
		st.note(&l, "go-json-pass", countedPass)
	case action == "skip" && test != "":
		st.perSkipped++
		st.skippedName(test)
	}
}

// scanLine trims a line and computes its hints in one pass.
func scanLine(raw string) line {
	i, j := 0, len(raw)
	for i < j && isSpace(raw[i]) {
		i++
	}
	for j > i && isSpace(raw[j-1]) {
		j--
	}
	s := raw[i:j]
	var h hint
	for k := 0; k < len(s); k++ {
		h |= hintOf[s[k]]
	}
	return line{s: s, hints: h, indented: i > 0}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

// terminal are rows that report how a process ended rather than why: when
// an exception was printed before them, the exception is quoted first.
var terminal = map[string]bool{"exit-status": true, "signal": true, "killed": true, "make-error": true, "npm-error": true}

// finish turns the accumulated state into the result.
func (st *state) finish() Result {
	r := st.r
	if st.summaries > 0 {
		r.Passed, r.Failed, r.Skipped = st.summaryPassed, st.summaryFailed, st.summarySkipped
	} else {
		r.Passed, r.Failed, r.Skipped = st.perPassed, st.perFailed, st.perSkipped
	}
	for _, n := range st.passCounts {
		r.Runs = max(r.Runs, n)
	}
	r.passCounts = st.passCounts
	if st.prev != "" {
		for _, row := range finalRows {
			if row.match(st.prev) {
				st.note(&line{s: st.prev}, row.name, softFail)
				break
			}
		}
	}
	lastPass := max(st.lastAt[countedPass], st.lastAt[weakPass])
	pick := func(o Outcome, s strength) {
		r.Outcome, r.Rule, r.Lines = o, st.rules[s], st.lines[s].slice()
	}
	switch {
	case st.rules[hardFail] != "" && st.rules[softFail] != "" && terminal[st.rules[hardFail]]:
		// "exit status 1" after a traceback: quote the exception first.
		pick(Fail, hardFail)
		r.Lines = append([]string{st.lines[softFail].l[0]}, r.Lines...)[:min(MaxLines, len(r.Lines)+1)]
	case st.rules[hardFail] != "":
		pick(Fail, hardFail)
	case st.loginRedirect != "" && r.Status < 400:
		r.Outcome, r.Rule, r.Lines = Fail, "redirect-login", []string{st.loginRedirect}
	case st.httpLine != "" && r.Status >= 400:
		r.Outcome, r.Rule, r.Lines, r.FromProse = Fail, "http-status", []string{st.httpLine}, st.prose
	case st.httpLine != "" && st.bodyError != "" && st.bodyErrorAt >= st.httpAt:
		r.Outcome, r.Rule, r.Lines = Fail, "http-error-body", []string{st.httpLine, st.bodyError}
	case st.httpLine == "" && st.bodyError != "" && st.rules[countedPass] == "":
		r.Outcome, r.Rule, r.Lines = Fail, "json-error-body", []string{st.bodyError}
	case st.rules[softFail] != "" && lastPass < st.lastAt[softFail]:
		pick(Fail, softFail)
	case st.rules[countedPass] != "":
		pick(Pass, countedPass)
	case st.httpLine != "" && r.Status < 400 && (st.bodyPending != "" || r.Status == 202) && !st.prose:
		// "202 Accepted", {"status": "queued"}: the request was taken, and
		// what it asks has not happened yet.
		r.Outcome, r.Rule, r.Lines, r.Pending = Fail, "http-pending", []string{st.httpLine}, true
		if st.bodyPending != "" {
			r.Lines = append(r.Lines, st.bodyPending)
		}
	case st.httpLine != "" && r.Status < 400:
		r.Outcome, r.Rule, r.Lines, r.FromProse = Pass, "http-status", []string{st.httpLine}, st.prose
	case st.rules[noRun] != "":
		pick(NoRun, noRun)
	case st.rules[weakPass] != "" && st.errorLine != "" && st.rules[weakPass] == "exit-status":
		// "Error: connect ECONNREFUSED" then "exit status 0": the exit
		// status hides the failure the program printed.
		r.Outcome, r.Rule, r.Lines = Fail, "error-line", append([]string{st.errorLine}, st.lines[weakPass].slice()...)[:min(MaxLines, 1+st.lines[weakPass].n)]
	case st.rules[weakPass] != "":
		pick(Pass, weakPass)
	}
	if r.Outcome == None && st.podsReady > 0 {
		// Each row is an instance: a claim about all the pods is covered
		// by the rows of the table.
		r.Outcome, r.Rule, r.Passed = Pass, "k8s-pods-ready", st.podsReady
	}
	if st.waiting != "" && r.Outcome != Fail && r.Rule != "k8s-rolled-out" {
		// "Waiting for deployment … rollout to finish", "· Unresolved ·":
		// what the output is about is still under way, or still open.
		r.Outcome, r.Rule, r.Lines, r.Pending = Fail, "pending-state", []string{st.waiting}, true
	}
	if st.ch.plan || st.ch.clean || st.ch.dirty || len(st.ch.files) > 0 || len(st.ch.commits) > 0 {
		c := st.ch
		r.ch = &c // only a structured output has changes: the others carry no room for them
	}
	if r.Outcome == Pass && r.Rule != "http-status" && r.Passed == 0 && r.Skipped > 0 && r.Failed == 0 {
		r.Outcome, r.Rule = NoRun, "all-skipped"
	}
	if r.Outcome == Pass && st.rules[noRun] != "" && r.Passed == 0 && st.summaries > 0 {
		pick(NoRun, noRun)
	}
	return r
}
