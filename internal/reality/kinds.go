package reality

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// A kind is one row of the issue table: its message templates, its
// recommendation and the test that fires it. Order is priority. Templates
// name their slots ({found}, {where}, {what}…), filled once.
type kind struct {
	Kind Kind
	// Message is what fired; Risk, when set, the message of a weaker
	// firing that can only be one of the other risks.
	Message, Risk  string
	Recommendation string
	// Otherwise is the recommendation when the issue fired another way
	// (repeated-strategy: by a shared failure rather than a shared approach).
	Otherwise string
	fire      func(c *check, k *kind) (Issue, level)
}

// certainty is the phrase table of unsupported-certainty. "must be" and
// "has to be" count before a cause ("must be the pool"), not before a
// requirement ("must be lower than 60s"). The engine reads words, so
// "100%" is written by its neighbours ("100 sure", "al 100").
var certainty = reading.NewTable(
	reading.Row{Name: "certainty.en", Phrases: []string{"definitely", "obviously", "certainly", "clearly", "surely", "undoubtedly",
		"no doubt", "without a doubt", "without doubt", "for sure", "im sure", "i am sure", "100 sure", "100 certain", "100 percent", "guaranteed",
		"must be the", "must be a", "must be an", "must be our", "must be that", "must be in", "must be caused", "must be because",
		"must be due", "has to be the", "has to be a", "has to be in", "cannot fail", "cant fail", "always works"}},
	reading.Row{Name: "certainty.es", Phrases: []string{"seguro que", "estoy seguro", "sin duda", "obviamente", "definitivamente",
		"claramente", "evidentemente", "tiene que ser", "al 100"}},
	reading.Row{Name: "certainty.zh", Phrases: []string{"肯定是", "一定是", "肯定", "显然", "毫无疑问", "百分之百", "绝对是", "必然是", "明显是"}},
)

// doubt marks a success the agent itself doubts ("not sure it is fixed",
// "no sé si ya funciona"): that is not a declaration of done.
var doubt = reading.NewTable(reading.Row{Name: "doubt", Phrases: []string{"not sure", "unsure", "not certain", "i doubt",
	"no idea if", "no estoy seguro", "no estoy segura", "no sé si", "no se si", "不确定", "不知道是否", "不知道有没有"}})

// kinds is the issue table of docs/rules.md §5, most important first.
var kinds = []kind{
	{
		Kind:           RepeatedStrategy,
		Message:        "The same strategy — {found} — has failed {n} times ({where}).{what}",
		Risk:           "The same strategy — {found} — has failed twice ({where}); a third try is a loop.{what}",
		Recommendation: "Stop repeating it. Name the assumption that makes {target} look necessary, verify that assumption with one direct observation (a log line, a response, a failing test), and choose the next step from what it shows.",
		Otherwise:      "Stop changing the approach: the same failure outlived every one of them, so its cause lies elsewhere. Read what the failure itself says, verify that cause with one direct observation, and choose the next step from it.",
		fire:           fireRepeated,
	},
	{
		Kind:           ContradictedPremise,
		Message:        "The reasoning leans on a claim this session found CONTRADICTED: \"{found}\".",
		Recommendation: "Reconcile the contradiction first: find out why the contradicting evidence differs from the claim before reasoning from it.",
		fire:           fireContradicted,
	},
	{
		Kind:           UntestedSuccess,
		Message:        "{where} declares success (\"{found}\") but {what}.",
		Recommendation: "Show it: run the test or reproduction that failed before, and supply its output as evidence (a test_result or http_response that reads as a pass), before calling it done.",
		fire:           fireUntestedSuccess,
	},
	{
		Kind:           PrematureRewrite,
		Message:        "A rewrite is on the table (\"{found}\") before the current component is shown unfixable: no direct, high-reliability observation of it failing in a way a narrow fix cannot reach.",
		Recommendation: "Before replacing anything, show with direct evidence that the current component is at fault and cannot be fixed narrowly; a rewrite resets what you know.",
		fire:           firePrematureRewrite,
	},
	{
		Kind:           UnsupportedCertainty,
		Message:        "The reasoning is certain (\"{found}\") but {what}.",
		Recommendation: "Replace certainty with a check: say what observation would prove it wrong, and make it.",
		fire:           fireCertainty,
	},
}

func fill(template string, slots ...string) string {
	return strings.NewReplacer(slots...).Replace(template)
}

func fireRepeated(c *check, k *kind) (Issue, level) {
	if len(c.groups) == 0 {
		return Issue{}, quiet
	}
	g := c.groups[0]
	where := fmt.Sprintf("attempts %s", joinInts(g.Attempts))
	if len(g.Attempts) == 1 {
		where = fmt.Sprintf("attempt %d", g.Attempts[0])
	}
	if g.Earlier > 0 {
		if len(g.Attempts) > 0 {
			where += fmt.Sprintf(" and %d earlier in this session", g.Earlier)
		} else {
			where = fmt.Sprintf("%d attempts earlier in this session", g.Earlier)
		}
	}
	found := fmt.Sprintf("%q", g.Approach)
	if g.SameFailure {
		found = fmt.Sprintf("%q and the other approaches that end in the same failure", g.Approach)
	}
	what := ""
	if outcome := c.sampleOutcome(g); outcome != "" {
		what = fmt.Sprintf(" Last outcome: %q", outcome)
	}
	if g.SameFailure {
		what += " Different approaches that end in the same error are one loop: none of them addresses its cause."
	}
	target := "this approach"
	if _, ok := audit.FindRewrite(g.Approach); ok || strings.Contains(strings.ToLower(g.Approach), "replace") {
		target = "the replacement"
	}
	slots := []string{"{found}", found, "{n}", fmt.Sprint(g.Failures), "{where}", where, "{what}", what, "{target}", target}
	if g.Failures >= RepeatPrimary {
		rec := k.Recommendation
		if g.SameFailure {
			rec = k.Otherwise
		}
		return Issue{k.Kind, fill(k.Message, slots...), fill(rec, slots...)}, issue
	}
	return Issue{k.Kind, fill(k.Risk, slots...), "Before trying it again, change one thing you can observe, or verify the assumption behind it."}, risk
}

// sampleOutcome returns the outcome of the group's last attempt in this call.
func (c *check) sampleOutcome(g Group) string {
	if len(g.Attempts) == 0 {
		return ""
	}
	return text.Excerpt(c.Attempts[g.Attempts[len(g.Attempts)-1]].Outcome, 160)
}

// fireContradicted fires when the reasoning, or an approach, states a
// claim the session found CONTRADICTED — or a paraphrase of it (docs/rules.md §7) —
// without denying it ("the 502s do not come from …" follows the
// contradiction, it does not lean on the claim).
func fireContradicted(c *check, k *kind) (Issue, level) {
	// The reasoning and each approach are read once, on first need, for
	// all the session's contradicted claims.
	var texts []*audit.Premises
	premises := func(i int) *audit.Premises {
		if texts == nil {
			texts = make([]*audit.Premises, 1+len(c.Attempts))
		}
		if texts[i] == nil {
			t := c.Reasoning
			if i > 0 {
				t = c.Attempts[i-1].Approach
			}
			texts[i] = audit.PremisesOf(t)
		}
		return texts[i]
	}
	for i := range c.PriorClaims {
		p := &c.PriorClaims[i]
		if _, binds := p.Binds(); !binds {
			continue
		}
		leans := false
		for i := 0; !leans && i <= len(c.Attempts); i++ {
			leans = premises(i).RestsOn(p.Excerpt)
		}
		if leans {
			return Issue{k.Kind, fill(k.Message, "{found}", p.Excerpt), k.Recommendation}, issue
		}
	}
	return Issue{}, quiet
}

// An observation is an evidence item of this call or of the session, as
// the untested-success and certainty rows weigh it.
type observation struct {
	label    string // "evidence[2]" or "an item from an earlier call"
	typ      evidence.Type
	polarity evidence.Polarity
	weak     bool
	direct   bool
	content  string
	source   string
	// outcome is the reading of an earlier call's item, made when it was
	// recorded (the session keeps an excerpt, not the output's lines);
	// None for this call's items, which are read whole.
	outcome reading.Outcome
}

func (c *check) observations() []observation {
	var out []observation
	for i := range c.Evidence {
		it := &c.Evidence[i]
		content := it.Content
		if len(c.Raw) == len(c.Evidence) {
			content = c.Raw[i]
		}
		out = append(out, observation{evidence.Name(c.Evidence, i), it.Type, it.Polarity, it.Weak(), it.Direct(), content, it.Source, reading.None})
	}
	for _, e := range c.PriorEvidence {
		t := evidence.Type(e.Type)
		out = append(out, observation{"an item from an earlier call", t, evidence.Polarity(e.Polarity), e.Weak, t != evidence.Inference, e.Excerpt, e.Source, e.Outcome})
	}
	return out
}

// passFor returns the first observation that backs a success declared
// about subject: relevant to it, direct, not weak, not labelled as
// contradicting, whose content affirms it (docs/rules.md §4.1: a pass of what is
// declared fixed, a 2xx whose body agrees, an observation that states it
// holds) and does not say the problem persists. When none does, it says
// why.
//
// The claim is what the declaring sentences say (declared); an item they
// share nothing with is read against them with the approaches that
// succeeded (context), which name what was changed.
//
// stated are the runs the succeeded attempts report in their outcomes
// ("new unit test passes, 14 passed, 0 failed"): an item whose own run
// reports the same counts, all passing, is that attempt's run even where
// it shares no term with the declaration — the agent tied them, and the
// counts are the runner's, not words it chose.
func (c *check) passFor(declared, context string, stated []reading.Result) (bool, string) {
	if declared == "" {
		declared, context = context, ""
	}
	cl := reading.NewClaim(declared)
	var wide *reading.Claim
	why := "no evidence was supplied that reads as a pass"
	seen := false
	for _, o := range c.observations() {
		if !o.direct || o.weak || o.polarity == evidence.Contradicts || o.typ == evidence.Code || o.typ == evidence.Documentation {
			continue // code and documentation say what should happen, not that it did
		}
		in := reading.Input{Content: o.content, Source: o.source, Code: o.typ == evidence.Code, Doc: o.typ == evidence.Documentation}
		rd := cl.Read(in)
		if !rd.Relevant && context != "" {
			if wide == nil {
				wide = reading.NewClaim(declared + "\n" + context)
			}
			rd = wide.Read(in)
		} else if context != "" && rd.Outcome == reading.Pass && !rd.Affirms && !rd.Persists {
			// A pass the declaration alone does not tie to itself ("CI is
			// green" beside a run filtered to one test) is read with the
			// reasoning it declares: what was changed names the test.
			if wide == nil {
				wide = reading.NewClaim(declared + "\n" + context)
			}
			if w := wide.Read(in); w.Affirms {
				rd = w
			}
		}
		if rd.Inferred() || c.restatesReasoning(o.content) {
			continue
		}
		earlier := o.outcome // an earlier call's item, read when it was recorded
		seen = true
		switch {
		case rd.Outcome == reading.Pass && !rd.Persists && o.polarity == evidence.Supports && sameRun(rd.Result, stated) && !otherPlace(rd, o.content):
			// Relevant or not, affirming the declaration's words or naming
			// another of its nouns ("DST gap" for "the DST offset table"):
			// the run the attempt reports is this one.
			return true, ""
		case !rd.Relevant:
			if why == "no evidence was supplied that reads as a pass" {
				why = "the evidence concerns something else (" + o.label + " shares no test, path or term with what is declared fixed)"
			}
		case rd.Persists || rd.Outcome == reading.Fail || rd.Outcome == reading.NoRun || earlier == reading.Fail || earlier == reading.NoRun:
			outcome := rd.Outcome
			if rd.Persists {
				outcome = "persists"
			} else if earlier != reading.None {
				outcome = earlier
			}
			why = fmt.Sprintf("the relevant evidence reads %s, not pass (%s: %q)", outcome, o.label, text.Excerpt(c.quote(rd.Because()), 120))
		case rd.Affirms && (o.polarity == evidence.Supports || rd.Outcome == reading.Pass), earlier == reading.Pass:
			return true, ""
		case o.polarity == evidence.Supports:
			why = "the supporting evidence does not show it holds (" + o.label + ": the content would if " + rd.Wanted + ")"
		}
	}
	if !seen && why == "no evidence was supplied that reads as a pass" {
		why = "no evidence in this call or session reads as a pass for it"
	}
	return false, why
}

// otherPlace reports a reading of another subject or of another named
// thing whose name the content writes as a proper name ("America/Lima"
// for the Santiago offset): the counts of that run tie it to no attempt of
// this one. Another common noun ("the DST gap" beside "the offset table")
// does not.
func otherPlace(rd reading.Reading, content string) bool {
	if rd.OtherSubject != "" {
		return true
	}
	o := rd.OtherName
	if o == "" {
		return false
	}
	return strings.Contains(content, strings.ToUpper(o[:1])+o[1:])
}

// sameRun reports whether r, an item's run that passed, has the counts one
// of the stated runs reports: as many passed, none failed.
func sameRun(r reading.Result, stated []reading.Result) bool {
	if r.Failed > 0 {
		return false
	}
	for _, s := range stated {
		if s.Passed == r.Passed {
			return true
		}
	}
	return false
}

// restatesReasoning reports an item whose content, without its lines
// addressed to the classifier, says the reasoning again and nothing more:
// the agent's words, not an observation of them.
func (c *check) restatesReasoning(content string) bool {
	if len(content) > 4*len(c.Reasoning)+200 {
		return false
	}
	content, _ = reading.WithoutInstructions(content)
	return reading.Restates(reading.SubjectOf(c.Reasoning), reading.SubjectOf(content))
}

// diagnosticLeads open an attempt that looks rather than changes:
// running a job or a check to see, reproducing the failure,
// instrumenting, reading, measuring. Its success
// is that the look worked ("403 reproduced for globex", "the endpoint
// returns a profile"), which declares nothing fixed.
var diagnosticLeads = []string{"ran the ", "run the ", "reran", "re-ran", "rerun", "re-run", "executed", "reproduce", "reproduced", "reproducing", "repro ", "capture", "captured", "profile", "profiled",
	"inspect", "inspected", "grep", "grepped", "search", "searched", "read ", "check ", "checked ", "look at", "looked at",
	"compare", "compared", "measure", "measured", "bisect", "bisected", "trace", "traced", "dump", "dumped", "print",
	"printed", "query", "queried", "list ", "listed ", "collect", "collected", "log ", "logged ", "debug", "investigate",
	"investigated", "add logging", "added logging", "add a log", "added a log", "add metrics", "added metrics",
	"add a heap profile", "added a heap profile", "add a profile", "add tracing", "added tracing", "instrument", "instrumented",
	"reproducir", "reproduje", "medir", "medí", "revisar", "revisé", "comparar", "comparé", "复现", "抓取", "排查", "查看", "对比", "测量"}

// diagnostic reports an attempt whose approach looks rather than changes.
func diagnostic(approach string) bool {
	a := strings.ToLower(strings.TrimSpace(approach))
	for _, l := range diagnosticLeads {
		if strings.HasPrefix(a, l) {
			return true
		}
	}
	return false
}

func fireUntestedSuccess(c *check, k *kind) (Issue, level) {
	found, where := "", "The reasoning"
	// What is declared fixed is what the sentences that declare it name,
	// not every word of the reasoning ("Changed the rounding …; CI is
	// green, shipping it" declares CI green).
	var declared []string
	for _, st := range reading.SuccessClaims(c.Reasoning) {
		if _, doubted := doubt.First(st.Sentence); !doubted {
			if found == "" {
				found = st.Text
			}
			declared = append(declared, sentenceOf(c.Reasoning, st.Start))
		}
	}
	var context []string
	var stated []reading.Result
	for i, a := range c.Attempts {
		if a.Succeeded != nil && *a.Succeeded && !diagnostic(a.Approach) {
			context = append(context, a.Approach)
			if r := reading.Output(a.Outcome); r.Outcome == reading.Pass && r.Passed > 0 && r.Failed == 0 {
				stated = append(stated, r)
			}
			if found == "" {
				found, where = "succeeded: true", fmt.Sprintf("Attempt %d", i)
			}
		}
	}
	if found == "" {
		return Issue{}, quiet
	}
	ok, why := c.passFor(strings.Join(declared, " "), strings.Join(context, "\n"), stated)
	if ok {
		return Issue{}, quiet
	}
	return Issue{k.Kind, fill(k.Message, "{where}", where, "{found}", found, "{what}", why), k.Recommendation}, issue
}

func firePrematureRewrite(c *check, k *kind) (Issue, level) {
	m, ok := audit.FindRewrite(c.Reasoning)
	subject := c.Reasoning
	for i := 0; !ok && i < len(c.Attempts); i++ {
		m, ok = audit.FindRewrite(c.Attempts[i].Approach)
		subject = c.Attempts[i].Approach
	}
	if !ok || audit.Unfixable(c.Evidence, c.Raw, subject) >= 0 {
		return Issue{}, quiet
	}
	return Issue{k.Kind, fill(k.Message, "{found}", m.Text), k.Recommendation}, issue
}

// fireCertainty fires on certainty the evidence does not back: no direct,
// non-weak supporting item that concerns the sentence that is certain.
func fireCertainty(c *check, k *kind) (Issue, level) {
	m, ok := certainty.First(c.Reasoning)
	if !ok {
		return Issue{}, quiet
	}
	cl := reading.NewClaim(sentenceOf(c.Reasoning, m.Start))
	why := "no evidence was supplied"
	for _, o := range c.observations() {
		if o.polarity != evidence.Supports {
			continue
		}
		rd := cl.Read(reading.Input{Content: o.content, Source: o.source})
		switch {
		case !o.direct || o.weak || rd.Inferred():
			why = "the only support is an inference or a guess (" + o.label + ")"
		case !rd.Relevant:
			why = "the supporting evidence concerns something else (" + o.label + ")"
		default:
			return Issue{}, quiet
		}
	}
	return Issue{k.Kind, fill(k.Message, "{found}", m.Text, "{what}", why), k.Recommendation}, issue
}

// quote redacts text read from the raw contents before it is echoed.
func (c *check) quote(s string) string {
	if c.Redact == nil {
		return s
	}
	return c.Redact(s)
}

// sentenceOf returns the sentence of s that holds byte offset at.
func sentenceOf(s string, at int) string {
	n := 0
	for _, sent := range text.Sentences(s) {
		i := strings.Index(s[n:], sent)
		if i < 0 {
			break
		}
		if n+i+len(sent) > at {
			return sent
		}
		n += i + len(sent)
	}
	return s
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
