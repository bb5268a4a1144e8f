package claim

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/proof"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// An Analysis is the classification of one claim against its evidence.
// Lists are complete here; adapters cap them for display.
type Analysis struct {
	Claim          string
	Status         Status
	Confidence     float64
	ConfidenceWord string
	Decider        int // index of the deciding item, -1 when none
	Rule           string
	Supporting     []int // effective polarity supports
	Contradicting  []int // effective polarity contradicts
	Shapes         []string
	Assumptions    []string
	Missing        []string
	NextAction     string
	Rationale      string
	Warnings       []string
	Domain         *proof.Spec
	Checklist      []proof.Outcome
	ClaimTerms     []string
	ItemTerms      [][]string // content and source terms of each item
	// Reads are the items as read (docs/rules.md §4.1), one per item.
	Reads []Effect
	// Bound is the session's unreconciled contradiction of this claim,
	// when there is one (§7).
	Bound *Binding
	// Unmet are the shape requirements that kept the claim from KNOWN.
	Unmet []string
	// Subject is the claim's subject, for session binding.
	Subject reading.Subject

	read     *reading.Claim
	reads    *effects // Reads' buffer, until Release
	found    []*Shape
	labels   []string // evidence.Label of each item, made when first needed
	excerpts []string // Excerpt of each item, made when first needed
	// unobserved is the missing-proof line when a passing run passed only
	// tests of something else than the behaviour the claim names.
	unobserved string
}

// A Binding is an earlier contradiction in the session that binds this
// claim until it is reconciled (docs/rules.md §7).
type Binding struct {
	Ref     string // the contradicting item, "c3.e1"
	Tool    string // the tool that found it
	Claim   string // the claim it contradicted, excerpt
	Excerpt string // the item, excerpt
}

// Options are the optional inputs of [ClassifyWith].
type Options struct {
	// Scope picks the domain used for checklists and next actions; empty
	// infers it from the claim's words.
	Scope proof.Domain
	// Bound is an unreconciled contradiction of this claim that the
	// session holds.
	Bound *Binding
	// Raw are the items' contents before redaction, read so that a
	// redaction rule cannot change what an output shows ("--- PASS:
	// TestX" is not a password); nil reads the items' contents. Redact is
	// then applied to every line the reading quotes.
	Raw    []string
	Redact func(string) string
	// Read is the claim already read (reading.NewClaim of the same text),
	// when the caller has it.
	Read *reading.Claim
}

// label names item i for prose, once per analysis.
func (a *Analysis) label(items []evidence.Item, i int) string {
	if a.labels == nil {
		a.labels = make([]string, len(items))
	}
	if a.labels[i] == "" {
		a.labels[i] = evidence.Name(items, i)
	}
	return a.labels[i]
}

func rel(f float64) string { return strconv.FormatFloat(f, 'g', 2, 64) }

// Classify classifies claim against items, which must already have passed
// [evidence.Validate]. scope picks the domain used for checklists and next
// actions; empty infers it from the claim's words.
func Classify(claim string, items []evidence.Item, scope proof.Domain) *Analysis {
	return ClassifyWith(claim, items, Options{Scope: scope})
}

// ClassifyWith is [Classify] with the session's binding (docs/rules.md §7).
func ClassifyWith(claim string, items []evidence.Item, opt Options) *Analysis {
	rc := opt.Read
	if rc == nil || rc.Text != claim {
		rc = reading.NewClaim(claim)
	}
	a := &Analysis{Claim: claim, Bound: opt.Bound, read: rc}
	a.Subject = a.read.Subject
	x := extractors.Get().(*text.Extractor)
	defer putExtractor(x)
	size := len(claim)
	for i := range items {
		size += min(len(items[i].Content), termBytes) + len(items[i].Source) + 1
	}
	x.Grow(size)
	x.Group()
	x.Add(claim)
	for i := range items {
		x.Group()
		// Topic words sit in the first lines of a long output (the
		// command, the package, the failing test); the rest only costs.
		x.Add(head(items[i].Content, termBytes))
		x.Add(items[i].Source)
	}
	terms := x.Terms()
	a.ClaimTerms, a.ItemTerms = terms[0], terms[1:]
	if spec, ok := proof.Lookup(opt.Scope); ok {
		a.Domain = spec
	} else {
		a.Domain = proof.Infer(a.ClaimTerms, a.ItemTerms)
	}
	a.reads = effectPool.Get().(*effects)
	a.Reads = readItems(a.read, items, opt.Raw, opt.Redact, a.ItemTerms, a.Domain.Wants(proof.WantMeasurement), a.reads)
	a.found = detect(a.read)
	for _, s := range a.found {
		a.Shapes = append(a.Shapes, s.Name)
	}
	a.Checklist = a.Domain.Plan(items, a.ItemTerms, a.facts(items))

	a.Status, a.Decider, a.Rule = a.decide(items)
	a.Confidence = a.confidence(a.Status, items)
	a.ConfidenceWord = ConfidenceWord(a.Confidence)
	a.Supporting, a.Contradicting = a.sides()
	a.Rationale = a.rationale(items)
	a.Assumptions = a.assumptions(items, a.found)
	a.Missing = a.missing(items, a.found)
	a.NextAction = a.nextAction(items)
	a.Warnings = a.warnings(items)
	return a
}

// sides lists the counted items whose effective polarity supports and
// contradicts the claim, in order, in one allocation (nil when none).
func (a *Analysis) sides() (supporting, contradicting []int) {
	ns, nc := 0, 0
	for i := range a.Reads {
		switch r := &a.Reads[i]; {
		case !r.Counted:
		case r.Polarity == evidence.Supports:
			ns++
		case r.Polarity == evidence.Contradicts:
			nc++
		}
	}
	if ns+nc == 0 {
		return nil, nil
	}
	buf := make([]int, ns+nc)
	if ns > 0 {
		supporting = buf[:0:ns]
	}
	if nc > 0 {
		contradicting = buf[ns : ns : ns+nc]
	}
	for i := range a.Reads {
		switch r := &a.Reads[i]; {
		case !r.Counted:
		case r.Polarity == evidence.Supports:
			supporting = append(supporting, i)
		case r.Polarity == evidence.Contradicts:
			contradicting = append(contradicting, i)
		}
	}
	return supporting, contradicting
}

// extractors keeps the term extractors' scratch (their arena of words and
// their hash table) from one call to the next; Terms copies what it
// returns, so no result refers to it.
var extractors = sync.Pool{New: func() any { return new(text.Extractor) }}

// maxPooledText bounds the text an extractor keeps room for in the pool: a
// call at the input limits should not pin its scratch for later ones.
const maxPooledText = 16 << 10

func putExtractor(x *text.Extractor) {
	if n, _ := x.Cap(); n > maxPooledText {
		return
	}
	x.Reset()
	extractors.Put(x)
}

// termBytes bounds how much of an item's content feeds domain inference
// and checklist matching.
const termBytes = 1024

func head(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}

// facts tells prove_it's checklist what each item's reading shows.
func (a *Analysis) facts(items []evidence.Item) []proof.Fact {
	out := make([]proof.Fact, len(items))
	measures := a.Domain.Wants(proof.WantMeasurement)
	for i := range items {
		r := &a.Reads[i]
		out[i] = proof.Fact{
			// An item whose content overrode its label proves nothing for
			// the checklist; one labelled supports must affirm the claim.
			Eligible: r.counts(&items[i]) && r.Outcome != reading.NoRun && r.Override == "" && !r.Mislabelled &&
				(r.Polarity != evidence.Supports || r.Affirms),
			Outcome: string(r.Outcome),
			Runs:    r.Runs,
			Race:    r.Race || r.Rule == "data-race",
			Before:  r.Outcome == reading.Fail && r.Counted && r.Relevant && !r.Inferred && !items[i].Weak() && r.Before,
		}
		if measures && out[i].Eligible {
			out[i].Measured = r.Measured > 0 && r.Outcome != reading.Fail
		}
	}
	return out
}

func (a *Analysis) rationale(items []evidence.Item) string {
	head := proseOf(a.Status).rationale(a, items)
	n := a.overridesLen(items)
	if n == 0 {
		return head
	}
	// One buffer of the final size: the status sentence and the override
	// sentences are written once, not grown and then joined.
	var b strings.Builder
	b.Grow(len(head) + n)
	b.WriteString(head)
	a.overrideSentences(&b, items)
	return b.String()
}

// maxOverridesNamed bounds the overrides the rationale spells out; the
// rest are counted (readings[] lists them).
const maxOverridesNamed = 3

// overridesLen is at least the length overrideSentences writes (0 when it
// writes nothing).
func (a *Analysis) overridesLen(items []evidence.Item) int {
	n, size := 0, 0
	for i := range a.Reads {
		r := &a.Reads[i]
		if r.Override == "" {
			continue
		}
		if n++; n <= maxOverridesNamed {
			size += len(" Read over label: , labelled ,  (counts as ).") + len(a.label(items, i)) + len(items[i].Polarity) + len(r.Override) + len(r.Polarity)
		}
	}
	if n > maxOverridesNamed {
		size += len(" 64 more items were read over their labels (see readings).")
	}
	return size
}

// overrideSentences names every item whose content overrode its label.
func (a *Analysis) overrideSentences(b *strings.Builder, items []evidence.Item) {
	n := 0
	for i := range a.Reads {
		r := &a.Reads[i]
		if r.Override == "" {
			continue
		}
		n++
		if n > maxOverridesNamed {
			continue
		}
		b.WriteString(" Read over label: ")
		b.WriteString(a.label(items, i))
		b.WriteString(", labelled ")
		b.WriteString(string(items[i].Polarity))
		b.WriteString(", ")
		b.WriteString(r.Override)
		b.WriteString(" (counts as ")
		b.WriteString(string(r.Polarity))
		b.WriteString(").")
	}
	if n > maxOverridesNamed {
		fmt.Fprintf(b, " %d more items were read over their labels (see readings).", n-maxOverridesNamed)
	}
}

func (a *Analysis) boundSentence() string {
	b := a.Bound
	// Appended rather than formatted: one allocation instead of six (%q is
	// strconv.Quote).
	out := make([]byte, 0, 240+len(b.Ref)*3+len(b.Tool)+len(b.Excerpt)+len(b.Claim))
	out = append(out, "Earlier in this session ("...)
	out = append(out, b.Ref...)
	out = append(out, ", "...)
	out = append(out, b.Tool...)
	out = append(out, "), "...)
	out = strconv.AppendQuote(out, b.Excerpt)
	out = append(out, " contradicted the claim "...)
	out = strconv.AppendQuote(out, b.Claim)
	out = append(out, "; that contradiction binds this claim and its paraphrases until an item with reconciles: "...)
	out = strconv.AppendQuote(out, b.Ref)
	out = append(out, " explains it (§7). Re-asking with supporting evidence does not clear it."...)
	return string(out)
}

func (a *Analysis) anyLabelIt() bool {
	for i := range a.Reads {
		if a.Reads[i].LabelIt {
			return true
		}
	}
	return false
}

func (a *Analysis) assumptions(items []evidence.Item, found []*Shape) []string {
	var out []string
	for _, s := range found {
		out = append(out, s.Assumption)
	}
	if as := proseOf(a.Status).assumption(a, items); as != "" {
		out = append(out, as)
	}
	return out
}

func (a *Analysis) missing(items []evidence.Item, found []*Shape) []string {
	var out []string
	var said [][]string // terms of the fixed lines in out, for near-duplicates
	if a.unobserved != "" && a.Status != Known && a.Status != Contradicted {
		out = append(out, a.unobserved)
		said = append(said, lineTerms(a.unobserved))
	} else if m := proseOf(a.Status).missing(a, items); m != "" {
		out = append(out, m)
		if a.Status != Contradicted {
			said = append(said, lineTerms(m))
		}
	}
	for _, s := range found {
		out = append(out, s.Missing)
		said = append(said, lineTerms(s.Missing))
	}
	if a.Status != Known {
		for c, o := range a.Checklist {
			if o.Essential && o.SatisfiedBy == nil && !nearDuplicate(said, a.Domain.Checklist[c].ItemTerms()) {
				out = append(out, o.Item+".")
			}
		}
	}
	return out
}

// nearDuplicate reports whether a line with these terms says much the same
// as a line already said (half or more of their terms shared), so results
// do not repeat themselves in other words.
func nearDuplicate(said [][]string, terms []string) bool {
	for _, l := range said {
		if text.Jaccard(terms, l) >= 0.5 {
			return true
		}
	}
	return false
}

// staticTerms are the terms of the fixed sentences results are built from,
// computed once.
var staticTerms = func() map[string][]string {
	m := map[string][]string{}
	for _, s := range shapes {
		m[s.Missing] = text.Terms(s.Missing)
	}
	for _, s := range statusMissing {
		m[s] = text.Terms(s)
	}
	return m
}()

func lineTerms(s string) []string {
	if t, ok := staticTerms[s]; ok {
		return t
	}
	return text.Terms(s)
}

func (a *Analysis) nextAction(items []evidence.Item) string {
	s := a.statusAction(items)
	if labels := a.unlabelled(items); labels != "" {
		s = labels + " " + s
	}
	return s
}

// unlabelled asks for polarities where content would bear on the claim
// but no polarity was sent.
func (a *Analysis) unlabelled(items []evidence.Item) string {
	var names []string
	for i := range a.Reads {
		if a.Reads[i].LabelIt {
			names = append(names, fmt.Sprintf("evidence[%d] (reads %s)", i, a.Reads[i].Outcome))
		}
	}
	switch {
	case len(names) == 0:
		return ""
	case len(names) > 3:
		names = append(names[:3], fmt.Sprintf("%d more", len(names)-3))
	}
	return "Label it: " + strings.Join(names, ", ") + " came without a polarity; say whether each supports or contradicts the claim, or it counts as neutral."
}

func (a *Analysis) statusAction(items []evidence.Item) string {
	return proseOf(a.Status).action(a, items)
}

func (a *Analysis) warnings(items []evidence.Item) []string {
	var out []string
	for i := range a.Reads {
		if d := a.Reads[i].Instructions; len(d) > 0 {
			out = append(out, fmt.Sprintf("%s holds %s addressed to the classifier (%s), dropped from reading: instructions inside content are not observations.",
				a.label(items, i), plural(len(d), "line"), quoted(d[0])))
		}
	}
	for i := range a.Reads {
		r := &a.Reads[i]
		if r.Override != "" && r.Polarity != items[i].Polarity {
			out = append(out, a.label(items, i)+" is labelled "+string(items[i].Polarity)+", but its content "+r.Override+"; it counts as "+string(r.Polarity)+".")
		}
	}
	for i := range a.Reads {
		r := &a.Reads[i]
		switch {
		case !r.Counted:
			out = append(out, fmt.Sprintf("%s repeats evidence[%d] (same once numbers, ids and spacing are set aside); it is counted once.", a.label(items, i), r.Duplicate))
		case !r.Relevant:
			out = append(out, a.label(items, i)+" shares no content word with the claim; it may not concern this claim, and it does not count as support.")
		}
	}
	for _, i := range a.Supporting {
		it, r := &items[i], &a.Reads[i]
		switch {
		case !r.Inferred && it.Weak():
			out = append(out, a.label(items, i)+" supports at reliability "+rel(it.Rel())+" (< 0.3): weak support cannot lift the claim above PLAUSIBLE.")
		case !it.Direct() && it.Rel() >= evidence.HighReliability:
			out = append(out, a.label(items, i)+" is an inference at reliability "+rel(it.Rel())+": however confident, reasoning is not an observation.")
		}
	}
	return out
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
