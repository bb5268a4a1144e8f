// Package variants derives metamorphic variants of a green case-corpus call
// (docs/rules.md §4.4): the call's decisive evidence changed so that an expert would
// no longer give a green (negations), or reworded so that an expert still
// would (rewordings). A reader that only learned the corpus's wordings
// passes the corpus and fails its variants; that is what they are for.
//
//	vs, skips, err := variants.Derive(variants.Call{Tool: "ackrite", Arguments: args})
//	for _, v := range vs {
//		// run v.Arguments through the tool; v.Want says which results are right
//	}
//	for _, s := range skips {
//		// s.Kind could not be applied to this call, s.Reason says why
//	}
//
// Each kind is one row of [kinds] with one derive function; the word lists,
// swaps, number rules and runner formats it uses are tables beside it. A
// kind is applied only where it is meaningful for the call (a runner line to
// runner output, a subject swap where the content names the subject), and
// where it is not, the call gets a [Skip] that says why: an uncertain
// expectation is worse than no variant. The package knows nothing of the
// reader it tests; it works on the tools' JSON arguments alone.
package variants

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Call is one green call of the case corpus: the tool and its arguments,
// with every evidence item's content inline (no contentFile).
type Call struct {
	Tool      string
	Arguments json.RawMessage
}

// Class is the set of results a variant's expert expects.
type Class string

const (
	// Green: KNOWN, SUPPORTED, proceed or none — a rewording keeps the green.
	Green Class = "green"
	// NotGreen: anything but KNOWN, SUPPORTED, proceed and none.
	NotGreen Class = "not-green"
	// NotKnown: anything but KNOWN. An observation from another environment
	// caps an environment claim at SUPPORTED (§4.3) without refuting it.
	NotKnown Class = "not-known"
)

// Kind names one family of variants.
type Kind string

// The kinds, negations first. Kinds returns them in this order.
const (
	Persistence         Kind = "persistence"
	FailingNumber       Kind = "failing-number"
	FailingRunnerLine   Kind = "failing-runner-line"
	OtherSubject        Kind = "other-subject"
	OtherEnvironment    Kind = "other-environment"
	Hedge               Kind = "hedge"
	SkippedTest         Kind = "skipped-test"
	InjectedInstruction Kind = "injected-instruction"
	Synonym             Kind = "synonym"
	Spanish             Kind = "spanish"
	Chinese             Kind = "chinese"
	RunnerFormat        Kind = "runner-format"
)

// Variant is one changed copy of a call.
type Variant struct {
	Kind Kind
	// Name is unique within the call: the kind, then what was done
	// ("persistence:still-en").
	Name string
	Want Class
	// Arguments are the call's arguments with the change applied.
	Arguments json.RawMessage
	Changes   []Change
}

// Change is one changed field of one evidence item: only the lines that
// differ, so that a report shows what the variant did.
type Change struct {
	Index  int
	Field  string // "content" or "source"
	Before string
	After  string
}

// Skip says that a kind was not applied to a call, and why.
type Skip struct {
	Kind   Kind
	Reason string
}

// kind is one row: what a family of variants expects and how it is derived.
// derive returns the variants, or the reason why none can be derived.
type kind struct {
	kind   Kind
	want   Class
	derive func(*call) ([]draft, string)
}

// kinds is the table of variant families. Adding a kind is adding a row.
var kinds = []kind{
	{Persistence, NotGreen, derivePersistence},
	{FailingNumber, NotGreen, deriveFailingNumber},
	{FailingRunnerLine, NotGreen, deriveFailingRunnerLine},
	{OtherSubject, NotGreen, deriveOtherSubject},
	{OtherEnvironment, NotKnown, deriveOtherEnvironment},
	{Hedge, NotGreen, deriveHedge},
	{SkippedTest, NotGreen, deriveSkippedTest},
	{InjectedInstruction, NotGreen, deriveInstruction},
	{Synonym, Green, deriveSynonym},
	{Spanish, Green, func(c *call) ([]draft, string) { return deriveLanguage(c, "es") }},
	{Chinese, Green, func(c *call) ([]draft, string) { return deriveLanguage(c, "zh") }},
	{RunnerFormat, Green, deriveRunnerFormat},
}

// Kinds lists every kind in table order.
func Kinds() []Kind {
	out := make([]Kind, len(kinds))
	for i, k := range kinds {
		out[i] = k.kind
	}
	return out
}

// Want returns the class every variant of k expects ("" for no kind).
func Want(k Kind) Class {
	for _, r := range kinds {
		if r.kind == k {
			return r.want
		}
	}
	return ""
}

// Negation reports whether variants of k must not be green.
func Negation(k Kind) bool { return Want(k) != Green && Want(k) != "" }

// toolKinds says which kinds mean something for each tool. The claim tools
// read a claim against evidence; reality_check reads evidence only for what
// its reasoning declares fixed (untested-success), and audit only for the
// endpoint or behaviour a proposal assumes (api-contract).
var toolKinds = map[string]map[Kind]string{
	"reality_check": {
		OtherSubject:     "reality_check: whether a pass concerns what the reasoning declares fixed is a judgement of relevance the generator cannot make safely",
		OtherEnvironment: "reality_check: the reasoning's success is not environment-bound",
		Hedge:            "reality_check: a hedged pass is still a pass for untested-success (§5 asks for a reading that is a pass)",
		Spanish:          "reality_check: rewording evidence prose does not exercise the success reading",
		Chinese:          "reality_check: rewording evidence prose does not exercise the success reading",
	},
	"audit": {
		Persistence:       "audit: proceed rests on the proposal, not on an item affirming a claim",
		FailingNumber:     "audit: proceed rests on the proposal, not on an item affirming a claim",
		FailingRunnerLine: "audit: proceed rests on the proposal, not on an item affirming a claim",
		OtherEnvironment:  "audit: proceed rests on the proposal, not on an item affirming a claim",
		Hedge:             "audit: proceed rests on the proposal, not on an item affirming a claim",
		SkippedTest:       "audit: proceed rests on the proposal, not on an item affirming a claim",
		Synonym:           "audit: proceed rests on the proposal, not on an item affirming a claim",
		Spanish:           "audit: proceed rests on the proposal, not on an item affirming a claim",
		Chinese:           "audit: proceed rests on the proposal, not on an item affirming a claim",
		RunnerFormat:      "audit: proceed rests on the proposal, not on an item affirming a claim",
	},
}

// Derive returns the variants of one green call and the kinds it skipped,
// deterministically. An error means the arguments are not a tool call's.
func Derive(c Call) ([]Variant, []Skip, error) {
	cl, err := parseCall(c)
	if err != nil {
		return nil, nil, err
	}
	var vs []Variant
	var skips []Skip
	for _, k := range kinds {
		if why := cl.inapplicable(k.kind); why != "" {
			skips = append(skips, Skip{k.kind, why})
			continue
		}
		drafts, why := k.derive(cl)
		if len(drafts) == 0 {
			if why == "" {
				why = "no variant of this kind fits the call"
			}
			skips = append(skips, Skip{k.kind, why})
			continue
		}
		for _, d := range drafts {
			v, err := cl.build(k, d)
			if err != nil {
				return nil, nil, err
			}
			vs = append(vs, v)
		}
	}
	return vs, skips, nil
}

// call is a parsed tool call.
type call struct {
	tool  string
	args  map[string]any
	items []*item
	// text is what the call asserts: the claim, reality_check's reasoning,
	// or audit's proposal.
	text string
	as   assertion
}

// item is one evidence item.
type item struct {
	index                    int
	typ, source, content     string
	polarity                 string
	reconciles               bool
	format                   *runnerFormat // nil when the content is no runner output
	http, process, shellLike bool
}

func parseCall(c Call) (*call, error) {
	var args map[string]any
	if err := json.Unmarshal(c.Arguments, &args); err != nil {
		return nil, fmt.Errorf("variants: %s arguments: %w", c.Tool, err)
	}
	cl := &call{tool: c.Tool, args: args}
	switch c.Tool {
	case "reality_check":
		cl.text, _ = args["reasoning"].(string)
	case "audit":
		cl.text, _ = args["proposal"].(string)
	default:
		cl.text, _ = args["claim"].(string)
	}
	list, _ := args["evidence"].([]any)
	for i, x := range list {
		m, ok := x.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("variants: %s evidence[%d]: not an object", c.Tool, i)
		}
		if _, ok := m["contentFile"]; ok {
			return nil, fmt.Errorf("variants: %s evidence[%d]: contentFile must be inlined first", c.Tool, i)
		}
		it := &item{index: i}
		it.typ, _ = m["type"].(string)
		it.source, _ = m["source"].(string)
		it.content, _ = m["content"].(string)
		it.polarity, _ = m["polarity"].(string)
		_, it.reconciles = m["reconciles"]
		it.classify()
		cl.items = append(cl.items, it)
	}
	cl.as = readAssertion(cl.text)
	return cl, nil
}

// supports returns the items labelled supports: the ones that could make
// the call green, so a negation must change every one of them.
func (c *call) supports() []*item {
	var out []*item
	for _, it := range c.items {
		if it.polarity == "supports" {
			out = append(out, it)
		}
	}
	return out
}

// inapplicable says why a kind cannot be applied to this call at all.
func (c *call) inapplicable(k Kind) string {
	if why, ok := toolKinds[c.tool][k]; ok {
		return why
	}
	if len(c.supports()) == 0 {
		return "no evidence item labelled supports in this call: the green does not rest on one"
	}
	for _, f := range []string{"observedBehavior", "expectedBehavior"} {
		if s, _ := c.args[f].(string); s != "" && Negation(k) {
			return f + " is set and could still carry the claim"
		}
	}
	if c.tool == "reality_check" && c.as.shape != shapeSuccess {
		return "the reasoning declares no success, so `none` does not rest on an affirming item (untested-success cannot fire)"
	}
	return ""
}

// draft is a derived variant before it is built: its sub-name and the new
// content and source of the items it changes.
type draft struct {
	name    string
	content map[int]string
	source  map[int]string
}

func newDraft(name string) draft {
	return draft{name: name, content: map[int]string{}, source: map[int]string{}}
}

// build applies a draft to a copy of the call's arguments.
func (c *call) build(k kind, d draft) (Variant, error) {
	raw, err := json.Marshal(c.args)
	if err != nil {
		return Variant{}, err
	}
	var args map[string]any
	if err := json.Unmarshal(raw, &args); err != nil {
		return Variant{}, err
	}
	list, _ := args["evidence"].([]any)
	var changes []Change
	idx := make([]int, 0, len(d.content)+len(d.source))
	seen := map[int]bool{}
	for i := range d.content {
		idx, seen[i] = append(idx, i), true
	}
	for i := range d.source {
		if !seen[i] {
			idx = append(idx, i)
		}
	}
	sort.Ints(idx)
	for _, i := range idx {
		m := list[i].(map[string]any)
		it := c.items[i]
		if s, ok := d.content[i]; ok && s != it.content {
			m["content"] = s
			b, a := diffLines(it.content, s)
			changes = append(changes, Change{i, "content", b, a})
		}
		if s, ok := d.source[i]; ok && s != it.source {
			m["source"] = s
			b, a := diffLines(it.source, s)
			changes = append(changes, Change{i, "source", b, a})
		}
	}
	out, err := json.Marshal(args)
	if err != nil {
		return Variant{}, err
	}
	name := string(k.kind)
	if d.name != "" {
		name += ":" + d.name
	}
	return Variant{Kind: k.kind, Name: name, Want: k.want, Arguments: out, Changes: changes}, nil
}

// diffLines returns the lines of a and b between their common prefix and
// suffix of lines.
func diffLines(a, b string) (string, string) {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	p := 0
	for p < len(al) && p < len(bl) && al[p] == bl[p] {
		p++
	}
	s := 0
	for s < len(al)-p && s < len(bl)-p && al[len(al)-1-s] == bl[len(bl)-1-s] {
		s++
	}
	return strings.Join(al[p:len(al)-s], "\n"), strings.Join(bl[p:len(bl)-s], "\n")
}

// every applies f to each supports item and collects the results into one
// draft: a negation holds only if no supports item is left that could
// still affirm. f returns the new content (and source, "" to keep it) or a
// reason why the item cannot be changed; the first reason ends the draft.
func (c *call) every(name string, f func(*item) (content, source, why string)) (draft, string) {
	d := newDraft(name)
	for _, it := range c.supports() {
		content, source, why := f(it)
		if why != "" {
			return draft{}, fmt.Sprintf("evidence[%d] (%s): %s", it.index, it.label(), why)
		}
		if content != it.content {
			d.content[it.index] = content
		}
		if source != "" && source != it.source {
			d.source[it.index] = source
		}
	}
	if len(d.content) == 0 && len(d.source) == 0 {
		return draft{}, "no supports item changed"
	}
	return d, ""
}

// label names an item in reasons.
func (it *item) label() string {
	t := it.typ
	if t == "" {
		t = "other"
	}
	switch {
	case it.format != nil:
		return t + ", " + it.format.name + " output"
	case it.http:
		return t + ", HTTP transcript"
	case it.process:
		return t + ", process output"
	case it.shellLike:
		return t + ", terminal or log lines"
	}
	return t + ", prose"
}

// prose reports whether the item's content is sentences an engineer wrote,
// not a tool's output.
func (it *item) prose() bool {
	return it.format == nil && !it.http && !it.process && !it.shellLike
}
