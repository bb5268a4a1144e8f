package claim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// An Effect is one evidence item as classification counts it (docs/rules.md §4.1,
// "effect on the item"): the item's reading against the claim, and the
// polarity and basis that count — the content's where it disagrees with
// the label.
type Effect struct {
	reading.Reading
	// Polarity is the effective polarity; Inferred, the effective basis.
	Polarity evidence.Polarity
	Inferred bool
	// Counted: not a duplicate of an earlier item. Duplicates are listed
	// and read, but count once for status and confidence.
	Counted bool
	// Override says, in one clause, why the effective polarity or basis
	// differs from the label; empty when the label stands.
	Override string
	// Unaffirmed: labelled supports, but the content does not affirm the
	// claim, so it counts as neutral (docs/rules.md §4.1, fail closed). Affirmed:
	// labelled supports, and the content affirms the claim.
	Unaffirmed, Affirmed bool
	// Mislabelled: labelled supports, reads fail, for a claim that does
	// not assert a failure. The label stands for the status (docs/rules.md §4.1),
	// but the item proves nothing for prove_it's checklist.
	Mislabelled bool
	// LabelIt: sent without a polarity, although the content would support
	// or contradict the claim.
	LabelIt bool
	// observed: an item that reconciles an earlier one was read without
	// the sentences that name it, its explanation.
	observed bool
}

// Basis returns the effective basis.
func (r *Effect) Basis() evidence.Basis {
	if r.Inferred {
		return evidence.Inferred
	}
	return evidence.Observation
}

// counts reports whether the item can carry support: counted, relevant,
// an observation, not weak.
func (r *Effect) counts(it *evidence.Item) bool {
	return r.Counted && r.Relevant && !r.Inferred && !it.Weak()
}

// readItems reads every item against the claim, once, and settles its
// effective polarity and basis from that reading alone.
func readItems(c *reading.Claim, items []evidence.Item, raw []string, redact func(string) string, terms [][]string, measures bool, buf *effects) []Effect {
	out := buf.take(len(items))
	for i := range items {
		in := reading.Input{Content: items[i].Content, Source: items[i].Source, Code: items[i].Type == evidence.Code, Reconciles: items[i].Reconciles != "",
			Doc: items[i].Type == evidence.Documentation, Measures: measures, Contradicts: items[i].Polarity == evidence.Contradicts}
		if i < len(raw) {
			in.Content = raw[i]
		}
		if ref := items[i].Reconciles; ref != "" {
			// What the item says besides its explanation of the earlier
			// item is an observation of its own.
			if rest, ok := unexplained(in.Content, ref); ok {
				in.Content, out[i].observed = rest, true
			}
		}
		if i < len(terms) && len(items[i].Content) <= termBytes && in.Content == items[i].Content {
			// The extractor already has this item's terms, from the same
			// text: the reader need not scan it again.
			in.Terms = terms[i]
		}
		out[i].Reading = c.Read(in)
		if raw != nil && redact != nil && in.Content != items[i].Content {
			// Redaction changed this item: what the reading quotes from
			// the raw content is redacted too.
			redactReading(&out[i].Reading, redact)
		}
	}
	// A duplicate is the same observation sent again with the same type
	// and label (identical text labelled differently is the agent
	// disagreeing with itself, and both count). The most reliable copy
	// counts; the others point at it.
	same := func(i, j int) bool {
		return items[i].Type == items[j].Type && items[i].Polarity == items[j].Polarity && out[i].SameAs(&out[j].Reading)
	}
	for i := range items {
		out[i].Duplicate = -1
		j := -1 // the copy that counts so far, if any (at most 64 items: a scan is enough)
		for m := range i {
			if out[m].Duplicate < 0 && same(i, m) {
				j = m
				break
			}
		}
		switch {
		case j < 0:
		case items[i].Rel() > items[j].Rel():
			for m := range i {
				if m == j || out[m].Duplicate == j {
					out[m].Duplicate = i
				}
			}
		default:
			out[i].Duplicate = j
		}
	}
	compareAcross(c, items, out)
	coverAcross(c, items, out)
	cause := causeShown(c, items, out)
	var memo whyMemo
	for i := range items {
		effective(c, &items[i], &out[i], cause, out[i].observed, &memo)
	}
	return out
}

// effects holds an analysis's Reads so that [Analysis.Release] can hand
// them to the next call: at about 750 bytes an item, they are most of
// what a call allocates, and every allocation brings the next collection
// nearer.
type effects struct{ list []Effect }

var effectPool = sync.Pool{New: func() any { return new(effects) }}

// maxPooledEffects bounds the items a pooled buffer keeps room for: the
// largest input (evidence.MaxItems) is pooled, anything above is not.
const maxPooledEffects = 64

// take returns n zero Effects, in the buffer's room when it has enough.
func (b *effects) take(n int) []Effect {
	if cap(b.list) < n {
		b.list = make([]Effect, n)
	}
	return b.list[:n]
}

// Release hands the analysis's Reads back for a later call to reuse.
// Neither a nor anything taken from a.Reads may be used after; what was
// copied out of them (strings, the slices they held) stays valid, as
// nothing writes into those. Release is optional: an analysis not
// released is collected as usual.
func (a *Analysis) Release() {
	if a == nil || a.reads == nil {
		return
	}
	b := a.reads
	a.reads, a.Reads = nil, nil
	if cap(b.list) > maxPooledEffects {
		return
	}
	// Cleared now, not when taken: a pooled buffer keeps no item alive.
	clear(b.list[:cap(b.list)])
	effectPool.Put(b)
}

// unexplained returns an item's content without its sentences that name
// the earlier item it reconciles ("c1.e0 used the always-decline card,
// hence card_declined."), when it has both kinds.
func unexplained(content, ref string) (string, bool) {
	lower, ref := strings.ToLower(content), strings.ToLower(ref)
	if !strings.Contains(lower, ref) {
		return "", false
	}
	var rest strings.Builder
	start := 0
	for i := 0; i < len(content); i++ {
		c := content[i]
		if c != '\n' && !((c == '.' || c == '!' || c == '?') && (i+1 == len(content) || content[i+1] == ' ' || content[i+1] == '\n')) {
			continue
		}
		if !strings.Contains(lower[start:i+1], ref) {
			rest.WriteString(content[start : i+1])
		}
		start = i + 1
	}
	if start < len(content) && !strings.Contains(lower[start:], ref) {
		rest.WriteString(content[start:])
	}
	out := strings.TrimSpace(rest.String())
	return out, out != ""
}

// compareAcross reads a claim that states a direction ("faster after
// removing the map copy") across its items: an item marked as the state
// before the change and one after, measuring the same thing, affirm it
// together when the number moved the claimed way, and neither does when it
// did not (docs/rules.md §4.1: numbers are compared with what the claim states). An
// item of before alone shows only where the measure started.
func compareAcross(c *reading.Claim, items []evidence.Item, rs []Effect) {
	if !c.HasTrend() {
		return
	}
	side := func(i int, before bool) bool {
		r := &rs[i].Reading
		return items[i].Polarity == evidence.Supports && rs[i].Duplicate < 0 && r.Measure.Text != "" && r.Before == before && r.Relevant
	}
	var befores []int
	for i := range items {
		if side(i, true) {
			befores = append(befores, i)
		}
	}
	if len(befores) == 0 {
		return
	}
	paired := make([]bool, len(befores))
	for i := range items {
		if !side(i, false) {
			continue
		}
		for k, b := range befores {
			agrees, ok := c.Moved(rs[b].Measure, rs[i].Measure)
			if !ok {
				continue
			}
			paired[k] = true
			if !agrees {
				for _, j := range [2]int{b, i} {
					rs[j].Affirms = false
					rs[j].Wanted = "its number went the way the claim states: " + rs[i].Measure.Text + " after the change against " + rs[b].Measure.Text + " before it"
				}
			}
		}
	}
	for k, b := range befores {
		if !paired[k] && rs[b].Affirms {
			rs[b].Affirms = false
			rs[b].Wanted = "an item after the change measured what it measures (" + rs[b].Measure.Text + " is the state before it)"
		}
	}
}

// coverAcross reads a claim that lists its instances ("on both iOS and
// Android") across its items: items that each observed a part of them
// (reading.Reading.Covers) and together observe every one affirm it
// together; a part alone does not (internal/reading, coverage.go).
func coverAcross(c *reading.Claim, items []evidence.Item, rs []Effect) {
	members := c.Members()
	if len(members) == 0 {
		return
	}
	var parts []int
	for i := range items {
		if items[i].Polarity == evidence.Supports && rs[i].Duplicate < 0 && len(rs[i].Covers) > 0 && rs[i].Relevant {
			parts = append(parts, i)
		}
	}
	if len(parts) < 2 {
		return
	}
	for _, m := range members {
		seen := false
		for _, i := range parts {
			seen = seen || slices.Contains(rs[i].Covers, m)
		}
		if !seen {
			return
		}
	}
	for _, i := range parts {
		rs[i].Affirms, rs[i].Wanted = true, ""
	}
}

// causeShown reports whether some counted supporting item shows the cause
// a causal claim names: then an item that shows only the effect ("the
// totals are wrong", a failing test) affirms the claim beside it.
func causeShown(c *reading.Claim, items []evidence.Item, rs []Effect) bool {
	for i := range items {
		if r := &rs[i]; items[i].Polarity == evidence.Supports && r.ShowsCause && r.Relevant && r.Duplicate < 0 && items[i].Direct() {
			return true
		}
	}
	return false
}

// redactReading redacts every string of a reading that results may quote.
func redactReading(r *reading.Reading, redact func(string) string) {
	for _, list := range [][]string{r.Lines, r.FailedNames, r.PassedNames, r.SkippedNames} {
		for k := range list {
			list[k] = redact(list[k])
		}
	}
	for _, st := range []*reading.Statement{&r.Hedge, &r.Hearsay} {
		if st.Rule != "" {
			st.Text, st.Sentence = redact(st.Text), redact(st.Sentence)
		}
	}
}

// An effectCase is what the effect rows read: the claim, the item as labelled
// and its reading.
type effectCase struct {
	c        *reading.Claim
	it       *evidence.Item
	rd       *reading.Reading
	concerns bool // the reading concerns what the claim names
	memo     *whyMemo
}

// whyMemo keeps the last unaffirmed clause a call made: most of a call's
// unaffirmed items want the same thing, said once.
type whyMemo struct{ wanted, why string }

// because quotes the decisive line, for the clause that says why.
func (x *effectCase) because() string { return quoted(reading.WithoutDuration(x.rd.Because())) }

// An effectRow is one row of docs/rules.md §4.1's "effect on the item" column: when
// it applies, the polarity the item then counts with, and why, for a label
// it overrides.
type effectRow struct {
	name string
	when func(x *effectCase) bool
	// polarity returns the effective polarity.
	polarity func(x *effectCase) evidence.Polarity
	// why says, in one clause, why the content overrides the label.
	why func(x *effectCase) string
}

func counts(p evidence.Polarity) func(*effectCase) evidence.Polarity {
	return func(*effectCase) evidence.Polarity { return p }
}

func label(x *effectCase) evidence.Polarity { return x.it.Polarity }

// effectRows is the effect table: the first row that applies decides. A
// label the content does not override stands — but only an item that
// affirms the claim may count as its support (fail closed).
var effectRows = []effectRow{
	{"failure-before-the-change",
		func(x *effectCase) bool {
			return x.rd.Outcome == reading.Fail && x.c.Success && x.concerns && x.rd.Before
		},
		counts(evidence.Neutral),
		func(x *effectCase) string {
			return "reads fail (" + x.because() + ") and says it shows the state before the change: the fix's before, not evidence against it"
		}},
	{"refutes",
		func(x *effectCase) bool { return x.rd.Refutes && x.concerns },
		counts(evidence.Contradicts),
		func(x *effectCase) string {
			return "reads fail (" + x.because() + "): the output shows the opposite of what the claim says of it"
		}},
	{"persists",
		func(x *effectCase) bool { return x.rd.Persists && (x.c.Success || x.c.Ceases()) && x.concerns },
		counts(evidence.Contradicts),
		func(x *effectCase) string {
			return "reads persists (" + x.because() + "): the content says the problem continues or the claimed effect has not happened, which contradicts a success-shaped claim"
		}},
	{"failure-of-what-it-names",
		func(x *effectCase) bool {
			// (A refusal affirms a claim that something can no longer be
			// done: "第二张券被拒绝" for "优惠券不能再叠加".)
			return x.rd.Outcome == reading.Fail && x.c.Success && x.concerns && !(x.c.Ceases() && x.rd.Affirms)
		},
		counts(evidence.Contradicts),
		func(x *effectCase) string {
			return "reads fail (" + x.because() + "): a failure of what the claim names contradicts a success-shaped claim"
		}},
	{"contradiction-the-content-confirms",
		func(x *effectCase) bool {
			// "ap-southeast-2 edge still serves the old asset", labelled
			// contradicts, for "the purge completed for all regions": the
			// content agrees with its label and names no other thing — the
			// label stands, however few words it shares (§4.2: a weak
			// contradiction still counts).
			return (x.rd.Outcome == reading.Fail || x.rd.Persists) && x.c.Success && x.it.Polarity == evidence.Contradicts &&
				x.rd.OtherName == "" && x.rd.OtherSubject == ""
		},
		counts(evidence.Contradicts),
		nil},
	{"failure-of-something-else",
		func(x *effectCase) bool {
			return x.rd.Outcome == reading.Fail && x.c.Success && !(x.c.Ceases() && x.rd.Affirms)
		},
		counts(evidence.Neutral),
		func(x *effectCase) string {
			return "reads fail (" + x.because() + ") about something the claim does not name: neutral, it cannot support a success-shaped claim"
		}},
	{"failure-measured-nothing",
		func(x *effectCase) bool {
			return x.rd.Outcome == reading.Fail && x.it.Polarity == evidence.Supports && x.c.Has(reading.Performance) && !x.c.ExpectsFailure
		},
		counts(evidence.Neutral),
		func(x *effectCase) string {
			return "reads fail (" + x.because() + "): a failed run measured nothing, so it cannot support a performance claim"
		}},
	{"failed-check",
		func(x *effectCase) bool {
			return x.rd.FailedCheck != "" && x.it.Polarity == evidence.Supports && !x.c.Success && !x.c.ExpectsFailure
		},
		counts(evidence.Neutral),
		func(x *effectCase) string {
			return "reads fail (" + x.because() + "), and " + x.rd.FailedCheck + " is the check of what the claim names: its failure cannot support the claim"
		}},
	{"status-disagrees",
		func(x *effectCase) bool {
			return x.rd.Status != 0 && x.concerns && statusDisagrees(x.c.Statuses, x.rd.Status)
		},
		counts(evidence.Contradicts),
		func(x *effectCase) string {
			return fmt.Sprintf("reads HTTP %d (%s), not the %d the claim names", x.rd.Status, x.because(), x.c.Statuses[0])
		}},
	{"pass-against-a-failure",
		func(x *effectCase) bool {
			return x.rd.Outcome == reading.Pass && x.c.Failure && !x.c.Success && x.concerns && (x.rd.Named || acceptedRequest(x.rd))
		},
		counts(evidence.Contradicts),
		func(x *effectCase) string {
			return "reads pass (" + x.because() + "): the claim says it fails, and what it names did not"
		}},
	{"nothing-ran",
		func(x *effectCase) bool { return x.rd.Outcome == reading.NoRun },
		counts(evidence.Neutral),
		func(x *effectCase) string {
			return "reads no-run (" + x.because() + "): nothing executed, so it is not an observation of a pass"
		}},
	{"unaffirmed",
		func(x *effectCase) bool {
			// An inference, a hedge, hearsay or a restatement counts on an
			// inference basis, PLAUSIBLE at most: only an observation
			// must affirm.
			return x.it.Polarity == evidence.Supports && !x.rd.Affirms && x.it.Direct() && !x.rd.Inferred()
		},
		counts(evidence.Neutral),
		func(x *effectCase) string {
			if m := x.memo; m != nil && m.wanted == x.rd.Wanted && m.why != "" {
				return m.why
			}
			why := "reads unaffirmed: the content does not show the claim holds; it would if " + x.rd.Wanted
			if x.memo != nil {
				*x.memo = whyMemo{x.rd.Wanted, why}
			}
			return why
		}},
	{"as-labelled", func(*effectCase) bool { return true }, label, nil},
}

// effective settles an item's effective polarity and basis from its
// reading (docs/rules.md §4.1's "effect on the item"): the first row of effectRows
// that applies. cause: some supporting item shows the cause a causal claim
// names.
func effective(c *reading.Claim, it *evidence.Item, r *Effect, cause, observed bool, memo *whyMemo) {
	// In place: an Effect holds a whole reading, and a copy of it per
	// item would escape with the rows' case.
	rd := &r.Reading
	r.Polarity, r.Inferred, r.Counted, r.observed = it.Polarity, !it.Direct(), rd.Duplicate < 0, observed
	if it.Reconciles != "" && !observed && rd.Prose && !(rd.Persists && rd.Rule == "persist.marker") {
		// An explanation of an earlier failure talks about that failure;
		// its prose is not a new one — unless it says it goes on ("still
		// failing").
		rd.Outcome, rd.Rule, rd.Lines, rd.Prose, rd.Persists = reading.None, "", nil, false, false
		rd.Affirms = rd.Relevant && !rd.Restatement && rd.OtherName == "" && rd.OtherSubject == ""
	}
	if rd.Affirms && len(c.Cause()) > 0 && !rd.ShowsCause && !cause {
		// The item shows the effect; nothing supplied shows the cause.
		rd.Affirms = false
		rd.Wanted = "it, or another item, showed the cause the claim names (" + strings.Join(c.Cause(), " ") + ")"
	}
	// A failure whose item names nothing ("48 examples, 2 failures"
	// pasted alone) cannot be shown to concern something else: for a
	// success-shaped claim it counts as concerning it. A pass that names
	// nothing stays irrelevant — conservative both ways.
	x := &effectCase{c: c, it: it, rd: rd, concerns: rd.Relevant || rd.Outcome == reading.Fail && !rd.NamesSomething, memo: memo}
	for i := range effectRows {
		row := &effectRows[i]
		if !row.when(x) {
			continue
		}
		r.Polarity = row.polarity(x)
		if row.why != nil && r.Polarity != it.Polarity {
			r.Override = row.why(x)
		}
		r.Unaffirmed = row.name == "unaffirmed"
		break
	}
	r.Affirmed = it.Polarity == evidence.Supports && r.Polarity == evidence.Supports && rd.Affirms
	r.Mislabelled = rd.Outcome == reading.Fail && it.Polarity == evidence.Supports && r.Polarity == evidence.Supports && !c.ExpectsFailure && !c.Failure
	if !it.Direct() {
		r.Inferred = true
	} else if rd.Inferred() {
		r.Inferred = true
		kind := "restates the claim"
		switch {
		case rd.Hearsay.Rule != "":
			kind = "is hearsay (" + quoted(rd.Hearsay.Text) + ")"
		case rd.Hedge.Rule != "":
			kind = "is hedged (" + quoted(rd.Hedge.Text) + ")"
		}
		if r.Override == "" && r.Polarity != evidence.Neutral {
			r.Override = kind + ": its basis is inference, whatever its type"
		}
	}
	if !it.Labelled() && r.Polarity == evidence.Neutral && r.Counted && rd.Relevant {
		// Content that would bear on the claim but arrived unlabelled.
		r.LabelIt = rd.Affirms || rd.Outcome == reading.Fail && !c.Success
	}
	if !it.Labelled() && r.Polarity == evidence.Contradicts {
		r.LabelIt = true
	}
}

// acceptedRequest reports an HTTP exchange whose status line shows the
// request succeeded (2xx, no error body).
func acceptedRequest(rd *reading.Reading) bool {
	return rd.Rule == "http-status" && !rd.FromProse && rd.Status >= 200 && rd.Status < 300
}

// statusDisagrees reports a response status of another class (2xx, 4xx,
// 5xx…) than every status the claim names.
func statusDisagrees(named []int, got int) bool {
	if len(named) == 0 {
		return false
	}
	for _, n := range named {
		if n/100 == got/100 {
			return false
		}
	}
	return true
}

func quoted(s string) string { return strconv.Quote(text.Excerpt(s, 100)) }

// A Readout is one entry of readings[] in results (docs/rules.md §4.1): what the
// agent labelled an item and what its content reads.
type Readout struct {
	Index   int               `json:"index" jsonschema:"Position of the item in the evidence array you sent (0-based)."`
	Label   evidence.Polarity `json:"label" jsonschema:"The polarity you supplied (neutral when none)."`
	Reading string            `json:"reading" jsonschema:"What the content reads: affirms (it shows the claim holds), persists (the problem continues), unaffirmed (labelled supports, but nothing in it shows the claim holds), fail, no-run, pass (runner output, HTTP status, exit status), hedge, hearsay, restatement, irrelevant or duplicate."`
	Because string            `json:"because,omitempty" jsonschema:"The decisive line or phrase, quoted and redacted (at most 160 characters)."`
	Counts  evidence.Polarity `json:"counts" jsonschema:"The polarity the item counts with after reading: the content's where it disagrees with your label."`
}

// MaxBecause bounds a reading's quoted line.
const MaxBecause = 160

// Readings returns the readings[] entries: every item whose content reads
// something, items whose reading overrides their label first.
func (a *Analysis) Readings(items []evidence.Item) []Readout {
	n := 0
	for i := range a.Reads {
		if a.Reads[i].name() != "" {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]Readout, 0, n)
	for _, overrides := range [2]bool{true, false} {
		for i := range a.Reads {
			r := &a.Reads[i]
			name := r.name()
			if name == "" || (r.Override != "" || r.Polarity != items[i].Polarity) != overrides {
				continue
			}
			out = append(out, Readout{Index: i, Label: items[i].Polarity, Reading: name, Because: text.Excerpt(a.because(i), MaxBecause), Counts: r.Polarity})
		}
	}
	return out
}

// name is the item's word in readings[]: the content's reading, or
// "unaffirmed" for an item labelled supports whose content does not show
// the claim holds.
func (r *Effect) name() string {
	l := r.Word()
	switch {
	case l == "hedge" && r.Hedge.Rule == "plan":
		return "unaffirmed" // a plan or a question (docs/rules.md §4.1: "a description of intent, a plan")
	case l != "" && l != "pass" && l != "fail" && l != "affirms":
		return l // a hedge, a restatement, a duplicate: the more telling word
	case r.Affirmed:
		return "affirms" // the claimed check's pass, a failure a failure claim names
	case r.Unaffirmed && l != "fail":
		return "unaffirmed"
	}
	return l
}

// because is the decisive line behind item i's reading.
func (a *Analysis) because(i int) string {
	r := &a.Reads[i]
	switch r.name() {
	case "unaffirmed":
		return "the content does not show the claim holds; it would if " + r.Wanted
	case "duplicate":
		return fmt.Sprintf("same as evidence[%d] once numbers, ids and spacing are set aside", r.Duplicate)
	case "irrelevant":
		return "shares no identifier or topical term with the claim"
	case "restatement":
		return "says the claim again and adds no observation"
	}
	return reading.WithoutDuration(r.Reading.Because())
}

// Excerpt returns how results quote item i: its decisive lines when the
// content is long (the failure, the summary, the status line), else its
// content, at most 280 characters.
func (a *Analysis) Excerpt(items []evidence.Item, i int) string {
	if i < len(a.excerpts) && a.excerpts[i] != "" {
		return a.excerpts[i]
	}
	e := a.excerpt(items, i)
	if len(a.excerpts) != len(items) {
		a.excerpts = make([]string, len(items))
	}
	a.excerpts[i] = e
	return e
}

func (a *Analysis) excerpt(items []evidence.Item, i int) string {
	content := items[i].Content
	if len(content) <= evidence.ExcerptRunes || i >= len(a.Reads) {
		return text.Excerpt(content, evidence.ExcerptRunes)
	}
	r := &a.Reads[i]
	var lines []string
	switch {
	case r.Hearsay.Rule != "":
		lines = []string{r.Hearsay.Sentence}
	case r.Hedge.Rule != "":
		lines = []string{r.Hedge.Sentence}
	case len(r.Lines) > 0:
		lines = r.Lines
	}
	if len(lines) == 0 {
		return text.Excerpt(content, evidence.ExcerptRunes)
	}
	return text.Excerpt("… "+strings.Join(lines, " … "), evidence.ExcerptRunes)
}

// Decisive returns item i's decisive lines when its reading kept some
// (the failure, the status line), else its excerpt: how the session
// remembers a contradicting item.
func (a *Analysis) Decisive(items []evidence.Item, i int) string {
	if i < len(a.Reads) && len(a.Reads[i].Lines) > 0 {
		return text.Excerpt(strings.Join(a.Reads[i].Lines, " … "), evidence.ExcerptRunes)
	}
	return a.Excerpt(items, i)
}

// Quote returns item i as results echo it: provenance, effective polarity
// and basis, and the excerpt of its decisive lines.
func (a *Analysis) Quote(items []evidence.Item, i int) evidence.Quote {
	if i >= len(a.Reads) {
		return evidence.QuoteOf(items, i)
	}
	q := evidence.QuoteWith(items, i, a.Excerpt(items, i))
	q.Polarity = a.Reads[i].Polarity
	q.Basis = a.Reads[i].Basis()
	return q
}
