package variants

import (
	"regexp"
	"strings"
)

// shape is what a claim says, as far as the variants need it.
type shape int

const (
	// shapeOther: a state, a version, a schedule — no success word the
	// generator can negate safely.
	shapeOther shape = iota
	// shapeSuccess: works, passes, fixed, succeeds (§4.3): a failure or a
	// persisting problem of its subject refutes it.
	shapeSuccess
	// shapePerformance: faster, dropped, under N ms: a measurement that did
	// not improve refutes it.
	shapePerformance
	// shapeFailure: states a failure, a rejection or an absence.
	shapeFailure
	// shapeNegated: a success word negated ("did not fix", "still fails").
	shapeNegated
)

func (s shape) String() string {
	return [...]string{"other", "success", "performance", "failure", "negated"}[s]
}

// assertion is what the generator reads from a claim (or reasoning).
type assertion struct {
	text  string
	lang  string
	shape shape
	pred  *predicate // the success family, for shapeSuccess
	// subject is the clause the predicate is said of ("The PDF export of
	// invoices"), phrase is what a persistence line names: the claim's
	// test when it names one, else the subject.
	subject, phrase string
	problem         bool     // the subject is a problem ("the 500", "登录问题")
	tests           []string // test names the claim names
	suite           bool     // the claim is about a whole suite
	namesRunner     bool
	threshold       *threshold // "under 200 ms"
}

// threshold is a claim's own limit on a measurement.
type threshold struct {
	value float64
	unit  string
}

var (
	testName = regexp.MustCompile(`\b(?:Test[A-Z0-9_]\w*|test_\w+|[A-Z]\w*Test)\b`)
	// clauseEdge ends a clause: punctuation before a space or the end
	// (not the dot of Counter.Inc), or CJK punctuation.
	clauseEdge = regexp.MustCompile(`[.;:,!?](?:\s|$)|[，。；：！？]`)
	// envTail is an environment phrase at the end of a subject ("the coupon
	// fix in production", "优惠券修复在生产环境"): where, not what.
	envTail = regexp.MustCompile(`(?i)\s*(?:\b(?:in|on|en|at)\s+(?:the\s+)?(?:production|staging|producción|prod|firefox|safari|chrome|arm|arm64|linux|windows|macos)\b.*|在?(?:生产|预发布?|测试)环境)$`)
	// trailing and leading words that are not the subject.
	subjectTrim = regexp.MustCompile(`(?i)(?:^|\s+)(?:is|are|was|were|has|have|been|now|already|all|always|will|would|should|shall|can|could|may|might|must|ya|ahora|está|están|todos|todas|el|la|los|las|se|va a|van a)$`)
	subjectLead = regexp.MustCompile(`(?i)^(?:ya|ahora|el|la|los|las|now)\s+`)
	hanTrim     = regexp.MustCompile(`(?:已经|已|现在|都|全部|的|了|也)+$`)
	// agentOnly is a subject that is the change which did the fixing ("the
	// fix resolved the duplicate pushes", "el parche arregló …"): what it
	// fixed is its object, after the predicate.
	agentOnly   = regexp.MustCompile(`(?i)^(?:(?:the|a|this|that|my|our|el|la|este|esta|mi|nuestro)\s+)?(?:fix|patch|change|commit|update|hotfix|upgrade|rollback|pr|pull request|arreglo|parche|cambio)$|^(?:这次|这个)?(?:修复|补丁|改动|修改)$`)
	articleOnly = regexp.MustCompile(`(?i)^(?:the|a|an|this|that|its|el|la|los|las|un|una)?$`)
	thresholdRE = regexp.MustCompile(`(?i)(?:under|below|less than|at most|menos de|低于|小于)\s*(\d+(?:\.\d+)?)\s*(ms|s|µs|us)\b`)
)

func readAssertion(text string) assertion {
	a := assertion{text: text, lang: language(text)}
	a.tests = uniq(testName.FindAllString(text, -1))
	a.suite = suiteWords.match(text) && len(a.tests) == 0
	a.namesRunner = runnerNames.match(text)
	if m := thresholdRE.FindStringSubmatch(text); m != nil {
		a.threshold = &threshold{value: atof(m[1]), unit: strings.ToLower(m[2])}
	}
	var fix *predicate
	for i := range predicates {
		if predicates[i].name == "fix" {
			fix = &predicates[i]
		}
	}
	switch {
	case negations.match(text):
		a.shape = shapeNegated
	case fix.words.match(text):
		a.shape, a.pred = shapeSuccess, fix
	case performanceWords.match(text):
		a.shape = shapePerformance
	case failureWords.match(text):
		a.shape = shapeFailure
	default:
		for i := range predicates {
			if predicates[i].words.match(text) {
				a.shape, a.pred = shapeSuccess, &predicates[i]
				break
			}
		}
	}
	if a.pred != nil {
		// The first predicate word that has a subject: one right after an
		// article is an adjective ("the working tree is clean").
		for _, sp := range a.pred.words.find(text) {
			if a.subject = subjectAround(text, sp); !articleOnly.MatchString(a.subject) {
				break
			}
			a.subject = ""
		}
	}
	a.problem = problemWords.match(a.subject)
	a.phrase = a.subject
	if len(a.tests) > 0 && !a.problem {
		a.phrase = a.tests[0]
	}
	if a.phrase == "" {
		a.phrase = map[string]string{"es": "esto", "zh": "这个"}[a.lang]
		if a.phrase == "" {
			a.phrase = "it"
		}
	}
	return a
}

// subjectAround returns the clause before the predicate, or, when that is
// empty (Spanish puts the subject after the verb: "ya funciona el
// informe") or only the change that did it ("the fix resolved …"), the
// clause after it.
func subjectAround(text string, sp span) string {
	before := text[:sp.start]
	if edges := clauseEdge.FindAllStringIndex(before, -1); len(edges) > 0 {
		before = before[edges[len(edges)-1][1]:]
	}
	s := trimSubject(before)
	if s != "" && !agentOnly.MatchString(s) {
		return s
	}
	after := text[sp.end:]
	if e := clauseEdge.FindStringIndex(after); e != nil {
		after = after[:e[0]]
	}
	return trimSubject(subjectLead.ReplaceAllString(strings.TrimSpace(after), ""))
}

func trimSubject(s string) string {
	s = strings.TrimSpace(envTail.ReplaceAllString(s, ""))
	for {
		t := strings.TrimSpace(hanTrim.ReplaceAllString(subjectTrim.ReplaceAllString(s, ""), ""))
		if t == s {
			return s
		}
		s = t
	}
}

func uniq(list []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
