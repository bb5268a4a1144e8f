package variants

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// conversion renders one runner output in another format that says the
// same: the same tests with the same results (go test -v ↔ -json ↔ the
// plain `ok` line; pytest ↔ unittest). when says why the conversion would
// change the meaning for this claim, or "".
type conversion struct {
	name    string
	from    string
	when    func(a assertion, it *item) string
	convert func(content, source string) (string, string, string)
}

var conversions = []conversion{
	{"go-v-to-json", "go-v", nil, goTextToJSON},
	{"go-to-json", "go", nil, goTextToJSON},
	{"go-json-to-text", "go-json", nil, goJSONToText},
	{"go-v-to-plain", "go-v", suiteUnfiltered, goVToPlain},
	{"pytest-to-unittest", "pytest", runnerUnnamed, pytestToUnittest},
	{"unittest-to-pytest", "unittest", runnerUnnamed, unittestToPytest},
}

// suiteUnfiltered: go's plain `ok` line is a whole-package pass, which
// affirms only a suite-level claim, and only of a run that was not
// filtered (§4.1).
func suiteUnfiltered(a assertion, it *item) string {
	switch {
	case !a.suite:
		return "the plain ok line names no test; only a suite-level claim reads it as its check"
	case strings.Contains(it.source, "-run"):
		return "the run was filtered (-run): its plain ok line is not a whole-suite pass"
	}
	return ""
}

// runnerUnnamed: a claim that names its runner would not be about the
// other runner's output.
func runnerUnnamed(a assertion, _ *item) string {
	if a.namesRunner {
		return "the claim names its runner"
	}
	return ""
}

const goTime = "2026-11-30T18:00:00.000000Z"

// maxRendered bounds the tests a converted run prints one character each
// for: a count beyond it is no run a runner printed, and rendering it would
// only spend memory.
const maxRendered = 100000

var (
	goLine = regexp.MustCompile(`^(?:=== (?:RUN|PAUSE|CONT|NAME)\s+\S+|\s*--- (?:PASS|FAIL|SKIP): \S+ \([^)]*\)|\s+\S.*|PASS|FAIL|ok\s+\S+.*|FAIL\s+\S+.*|\?\s+\S+\s+\[no test files\]|testing: warning: .*|exit status \d+|)$`)
	goRun  = regexp.MustCompile(`^=== RUN\s+(\S+)$`)
	goNoT  = regexp.MustCompile(`^\?\s+(\S+)\s+\[no test files\]$`)
	goDur  = regexp.MustCompile(`^([\d.]+)s$`)
	goFlag = regexp.MustCompile(`(\s)-v\b`)
)

// onlyGo reports whether every line is go test's own; a shell prompt or a
// note would not survive the conversion as go would print it.
func onlyGo(s string) bool {
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		if !goLine.MatchString(l) {
			return false
		}
	}
	return true
}

func seconds(s string) *float64 {
	f := 0.0
	if m := goDur.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		f, _ = strconv.ParseFloat(m[1], 64)
	}
	return &f
}

// goTextToJSON renders go test's text output (-v or plain) as test2json
// events.
func goTextToJSON(content, source string) (string, string, string) {
	if !onlyGo(content) {
		return "", "", "the output has lines that are not go test's own"
	}
	var out, pending []goEvent
	text := func(test, line string) goEvent {
		s := line + "\n"
		return goEvent{Time: goTime, Action: "output", Test: test, Output: &s}
	}
	cur := ""
	for _, l := range strings.Split(strings.TrimRight(content, "\n"), "\n") {
		if m := goRun.FindStringSubmatch(l); m != nil {
			cur = m[1]
			pending = append(pending, goEvent{Time: goTime, Action: "run", Test: cur}, text(cur, l))
			continue
		}
		if m := goResult.FindStringSubmatch(l); m != nil {
			cur = m[3]
			pending = append(pending, text(cur, l), goEvent{Time: goTime, Action: strings.ToLower(m[2]), Test: cur, Elapsed: seconds(m[4])})
			continue
		}
		pkg, action, rest := "", "", ""
		if m := goPkgOK.FindStringSubmatch(l); m != nil {
			pkg, action, rest = m[1], "pass", m[2]
		} else if m := goPkgBad.FindStringSubmatch(l); m != nil {
			pkg, action, rest = m[1], "fail", m[2]
		} else if m := goNoT.FindStringSubmatch(l); m != nil {
			pkg, action = m[1], "skip"
		}
		if pkg == "" {
			if l == "PASS" || l == "FAIL" {
				cur = ""
			}
			pending = append(pending, text(cur, l))
			continue
		}
		out = append(out, goEvent{Time: goTime, Action: "start", Package: pkg})
		for _, ev := range pending {
			ev.Package = pkg
			out = append(out, ev)
		}
		o := text("", l)
		o.Package = pkg
		el := seconds(strings.Fields(rest + " 0s")[0])
		out = append(out, o, goEvent{Time: goTime, Action: action, Package: pkg, Elapsed: el})
		pending, cur = nil, ""
	}
	if len(out) == 0 {
		return "", "", "no package line closes the output"
	}
	lines := make([]jsonLine, len(out))
	for i := range out {
		lines[i] = jsonLine{ev: &out[i]}
	}
	// go test's own summary after the last package ("FAIL") is text that
	// cmd/go prints beside the events, not an event.
	for _, ev := range pending {
		if ev.Output == nil {
			return "", "", "no package line closes the output"
		}
		text := strings.TrimSuffix(*ev.Output, "\n")
		if ev.Action != "output" || (text != "FAIL" && text != "PASS") {
			return "", "", "no package line closes the output"
		}
		lines = append(lines, jsonLine{raw: text})
	}
	return renderGoJSON(lines), goSource(source, "-json"), ""
}

// goSource puts flag in place of -v in a go test command, or after "go test".
func goSource(source, flag string) string {
	if goFlag.MatchString(source) {
		return goFlag.ReplaceAllString(source, "${1}"+flag)
	}
	if i := strings.Index(source, "go test"); i >= 0 {
		return source[:i+7] + " " + flag + source[i+7:]
	}
	return source
}

func goJSONToText(content, source string) (string, string, string) {
	lines := parseGoJSON(content)
	for _, l := range lines {
		if raw := strings.TrimSpace(l.raw); l.ev == nil && raw != "" && raw != "FAIL" && raw != "PASS" {
			return "", "", "the output has lines that are not test2json events"
		}
	}
	text := goJSONText(lines)
	if strings.TrimSpace(text) == "" {
		return "", "", "the events carry no output"
	}
	src := strings.Replace(source, " -json", "", 1)
	if strings.Contains(text, "=== RUN") {
		src = strings.Replace(source, " -json", " -v", 1)
	}
	return text, src, ""
}

func goVToPlain(content, source string) (string, string, string) {
	if !onlyGo(content) {
		return "", "", "the output has lines that are not go test's own"
	}
	var pkgs []string
	for _, l := range strings.Split(content, "\n") {
		if m := goResult.FindStringSubmatch(l); m != nil && m[2] != "PASS" {
			return "", "", "a test did not pass: its line would be lost"
		}
		if goPkgOK.MatchString(l) || goNoT.MatchString(l) {
			pkgs = append(pkgs, l)
		}
		if goPkgBad.MatchString(l) {
			return "", "", "a package failed"
		}
	}
	if len(pkgs) == 0 {
		return "", "", "no package line"
	}
	return strings.Join(pkgs, "\n") + "\n", strings.Replace(source, " -v", "", 1), ""
}

var (
	pytestK       = regexp.MustCompile(`-k\s+['"]?([\w ]+?)['"]?(?:\s|$)`)
	pytestNode    = regexp.MustCompile(`(\S+)\.py(?:::(\w+))?`)
	camel         = regexp.MustCompile(`^[A-Z]\w*$`)
	unittestIDRE  = regexp.MustCompile(`^([\w.]+)\.([A-Z]\w*)\.(\w+)$`)
	unittestSkipR = regexp.MustCompile(`^(\w+) \(([\w.]+)\) \.\.\. skipped '(.*)'$`)
	unittestRan   = regexp.MustCompile(`^Ran (\d+) tests? in ([\d.]+s)$`)
)

// pytestToUnittest renders a passing pytest run of test classes as the
// unittest run of the same classes.
func pytestToUnittest(content, source string) (string, string, string) {
	lines := strings.Split(content, "\n")
	var c pytestCounts
	took := ""
	for _, l := range lines {
		if m := pytestSummary.FindStringSubmatch(l); m != nil {
			c, took = parsePytestCounts(m[2]), m[3]
		}
	}
	if c == nil || c["passed"] == 0 || c["failed"]+c["error"]+c["errors"] > 0 {
		return "", "", "not a passing pytest run"
	}
	var verbose, dots []string
	module, class := "", ""
	for _, l := range lines {
		if m := pytestVerbose.FindStringSubmatch(l); m != nil {
			parts := strings.Split(m[1], "::")
			if len(parts) != 3 {
				return "", "", "a pytest function test has no unittest form"
			}
			mod := strings.ReplaceAll(strings.TrimSuffix(parts[0], ".py"), "/", ".")
			st := "ok"
			if m[2] == "SKIPPED" {
				st = "skipped 'skipped'"
			} else if m[2] != "PASSED" {
				return "", "", "not a passing pytest run"
			}
			verbose = append(verbose, fmt.Sprintf("%s (%s.%s.%s) ... %s", parts[2], mod, parts[1], parts[2], st))
		}
		if m := pytestProgress.FindStringSubmatch(l); m != nil {
			dots = append(dots, m[2])
			if m[1] != "" && module == "" {
				module = strings.ReplaceAll(strings.TrimSuffix(strings.TrimSpace(m[1]), ".py"), "/", ".")
			}
		}
	}
	if m := pytestNode.FindStringSubmatch(source); m != nil {
		module = strings.ReplaceAll(m[1], "/", ".")
		class = m[2]
	}
	if m := pytestK.FindStringSubmatch(source); m != nil {
		if !camel.MatchString(m[1]) {
			return "", "", "the -k filter has no unittest form"
		}
		class = m[1]
	} else if c["deselected"] > 0 {
		return "", "", "tests were deselected by a filter unittest cannot express"
	}
	if module == "" {
		return "", "", "the run names no test module"
	}
	spec := module
	if class != "" {
		spec += "." + class
	}
	ran := c["passed"] + c["skipped"]
	status := "OK"
	if c["skipped"] > 0 {
		status = fmt.Sprintf("OK (skipped=%d)", c["skipped"])
	}
	var body []string
	flag := ""
	if len(verbose) > 0 {
		body, flag = append(verbose, ""), " -v"
	} else {
		body = []string{strings.Join(dots, "")}
		if body[0] == "" {
			if ran > maxRendered || c["passed"] < 0 || c["skipped"] < 0 {
				return "", "", "counts no run could print"
			}
			body[0] = strings.Repeat(".", c["passed"]) + strings.Repeat("s", c["skipped"])
		}
	}
	out := append(body, dashes, fmt.Sprintf("Ran %d tests in %s", ran, took), "", status)
	return strings.Join(out, "\n"), "python3 -m unittest" + flag + " " + spec, ""
}

// unittestToPytest renders a passing unittest run as pytest's run of the
// same test class.
func unittestToPytest(content, source string) (string, string, string) {
	lines := strings.Split(content, "\n")
	dash, status := unittestEnd(lines)
	if dash < 0 || status < 0 {
		return "", "", "not a passing unittest run"
	}
	m := unittestRan.FindStringSubmatch(lines[dash+1])
	if m == nil {
		return "", "", "no unittest summary"
	}
	n, took := atoi(m[1]), m[2]
	skipped := 0
	if sm := unittestStatus.FindStringSubmatch(lines[status]); sm[1] != "" {
		skipped = atoi(sm[1])
	}
	if skipped > n || n > maxRendered {
		return "", "", "counts no run could print"
	}
	var verbose []string
	path, class := "", ""
	for _, l := range lines[:dash] {
		id, st := "", ""
		if vm := unittestVerbose.FindStringSubmatch(l); vm != nil {
			id, st = vm[2], "PASSED"
		} else if vm := unittestSkipR.FindStringSubmatch(l); vm != nil {
			id, st = vm[2], "SKIPPED ("+vm[3]+")"
		} else {
			continue
		}
		im := unittestIDRE.FindStringSubmatch(id)
		if im == nil {
			return "", "", "a unittest id without a test class"
		}
		path, class = strings.ReplaceAll(im[1], ".", "/")+".py", im[2]
		verbose = append(verbose, path+"::"+im[2]+"::"+im[3]+" "+st)
	}
	if mm := unittestModule.FindStringSubmatch(source); mm != nil && path == "" {
		parts := strings.Split(mm[1], ".")
		if last := parts[len(parts)-1]; camel.MatchString(last) {
			class, parts = last, parts[:len(parts)-1]
		}
		path = strings.Join(parts, "/") + ".py"
	}
	if path == "" {
		return "", "", "the run names no test module"
	}
	spec := path
	if class != "" {
		spec += "::" + class
	}
	counts := pytestCounts{"passed": n - skipped, "skipped": skipped}
	if len(verbose) > 0 {
		out := []string{"============================= test session starts ==============================",
			fmt.Sprintf("collected %d items", n), ""}
		for i, v := range verbose {
			out = append(out, fmt.Sprintf("%-73s [%3d%%]", v, (i+1)*100/len(verbose)))
		}
		summary := counts.String() + " in " + took
		pad := max(80-len(summary)-2, 2)
		out = append(out, "", strings.Repeat("=", pad/2)+" "+summary+" "+strings.Repeat("=", pad-pad/2))
		return strings.Join(out, "\n"), "pytest -v " + spec, ""
	}
	dots := strings.Repeat(".", n-skipped) + strings.Repeat("s", skipped)
	out := []string{fmt.Sprintf("%-72s [100%%]", dots), counts.String() + " in " + took}
	return strings.Join(out, "\n"), "pytest -q " + spec, ""
}
