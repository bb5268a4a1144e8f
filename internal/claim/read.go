package claim

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// A Read is one evidence item as classification sees it (SPEC §4.1): what
// its content reads, and the polarity and basis that count — the content's
// where it disagrees with the label.
type Read struct {
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
	// Mislabelled: labelled supports, reads fail, for a claim that does
	// not assert a failure. The label stands for the status (SPEC §4.1),
	// but the item proves nothing for prove_it's checklist.
	Mislabelled bool
	// Before: a failure that says it shows the state before the change.
	Before bool
	// LabelIt: sent without a polarity, although the content would support
	// or contradict the claim.
	LabelIt bool
}

// Basis returns the effective basis.
func (r *Read) Basis() evidence.Basis {
	if r.Inferred {
		return evidence.Inferred
	}
	return evidence.Observation
}

// counts reports whether the item can carry support: counted, relevant,
// an observation, not weak.
func (r *Read) counts(it *evidence.Item) bool {
	return r.Counted && r.Relevant && !r.Inferred && !it.Weak()
}

// readItems reads every item against the claim and settles its effective
// polarity and basis.
func readItems(c *reading.Claim, items []evidence.Item, raw []string, redact func(string) string, terms [][]string) []Read {
	out := make([]Read, len(items))
	for i := range items {
		in := reading.Input{Content: items[i].Content, Source: items[i].Source}
		if i < len(raw) {
			in.Content = raw[i]
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
	for i := range items {
		out[i] = effective(c, &items[i], out[i].Reading)
	}
	return out
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

// effective is SPEC §4.1's "effect on the item" column.
func effective(c *reading.Claim, it *evidence.Item, rd reading.Reading) Read {
	r := Read{Reading: rd, Polarity: it.Polarity, Inferred: !it.Direct(), Counted: rd.Duplicate < 0}
	if it.Reconciles != "" && rd.Prose {
		// An explanation of an earlier failure talks about that failure;
		// its prose is not a new one.
		rd.Outcome, rd.Rule, rd.Lines, rd.Prose = reading.None, "", nil, false
		r.Reading = rd
	}
	// A failure whose item names nothing ("48 examples, 2 failures"
	// pasted alone) cannot be shown to concern something else: for a
	// success-shaped claim it counts as concerning it. A pass that names
	// nothing stays irrelevant — conservative both ways.
	concerns := rd.Relevant || rd.Outcome == reading.Fail && !reading.NamesSomethingIn(it.Content, it.Source)
	var failedCheck string // the failing test that checks what a claim of no failure names
	if rd.Outcome == reading.Fail && it.Polarity == evidence.Supports && !c.Success && !c.Failure && !c.Negative() {
		failedCheck = c.FailedCheckOf(&rd, it.Content, it.Source)
	}
	switch {
	case rd.Outcome == reading.Fail && c.Success && concerns && reading.IsBefore(it.Content, it.Source):
		r.Polarity, r.Before = evidence.Neutral, true
		if it.Polarity != evidence.Neutral {
			r.Override = "reads fail (" + quoted(reading.WithoutDuration(rd.Because())) + ") and says it shows the state before the change: the fix's before, not evidence against it"
		}
	case rd.Outcome == reading.Fail && c.Success && concerns:
		r.Polarity = evidence.Contradicts
		if it.Polarity != evidence.Contradicts {
			r.Override = "reads fail (" + quoted(reading.WithoutDuration(rd.Because())) + "): a failure of what the claim names contradicts a success-shaped claim"
		}
	case rd.Outcome == reading.Fail && c.Success:
		r.Polarity = evidence.Neutral
		if it.Polarity != evidence.Neutral {
			r.Override = "reads fail (" + quoted(reading.WithoutDuration(rd.Because())) + ") about something the claim does not name: neutral, it cannot support a success-shaped claim"
		}
	case rd.Outcome == reading.Fail && it.Polarity == evidence.Supports && c.Has(reading.Performance) && !c.Failure && !c.Negative():
		// A benchmark that died measured nothing: it cannot show "faster".
		r.Polarity = evidence.Neutral
		r.Override = "reads fail (" + quoted(reading.WithoutDuration(rd.Because())) + "): a failed run measured nothing, so it cannot support a performance claim"
	case failedCheck != "":
		// "The importer handles empty files" against a run where
		// TestImporterEmptyFile failed: the check of what the claim names
		// did not pass. A failure can support a claim of a failure ("the
		// parser rejects leap seconds"), not the claim that it works.
		r.Polarity = evidence.Neutral
		r.Override = "reads fail (" + quoted(reading.WithoutDuration(rd.Because())) + "), and " + failedCheck + " is the check of what the claim names: its failure cannot support the claim"
	case rd.Status != 0 && concerns && statusDisagrees(c.Statuses, rd.Status):
		// "POST /v1/orders returns 200" against "HTTP/1.1 500": the claim
		// names a status and the response shows another class of status.
		r.Polarity = evidence.Contradicts
		if it.Polarity != evidence.Contradicts {
			r.Override = fmt.Sprintf("reads HTTP %d (%s), not the %d the claim names", rd.Status, quoted(reading.WithoutDuration(rd.Because())), c.Statuses[0])
		}
	case rd.Outcome == reading.Pass && c.Failure && !c.Success && concerns && (rd.Named || acceptedRequest(&rd)):
		// "TestCheckout still fails" against a run where TestCheckout
		// passed; "rejects expired tokens" against a 2xx that accepted
		// the request. (A passing test of other tests can test the
		// failure behaviour itself — "TestRejectsExpiredToken" — and
		// stays as labelled.)
		r.Polarity = evidence.Contradicts
		if it.Polarity != evidence.Contradicts {
			r.Override = "reads pass (" + quoted(reading.WithoutDuration(rd.Because())) + "): the claim says it fails, and what it names did not"
		}
	case rd.Outcome == reading.NoRun:
		r.Polarity = evidence.Neutral
		if it.Polarity != evidence.Neutral {
			r.Override = "reads no-run (" + quoted(reading.WithoutDuration(rd.Because())) + "): nothing executed, so it is not an observation of a pass"
		}
	}
	r.Mislabelled = rd.Outcome == reading.Fail && it.Polarity == evidence.Supports && r.Polarity == evidence.Supports && !c.Failure && !c.Negative()
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
		r.LabelIt = rd.Outcome == reading.Pass || rd.Outcome == reading.Fail && !c.Success
	}
	if !it.Labelled() && r.Polarity == evidence.Contradicts {
		r.LabelIt = true
	}
	return r
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

// A Reading is one entry of readings[] in results (SPEC §4.1): what the
// agent labelled an item and what its content reads.
type Reading struct {
	Index   int               `json:"index" jsonschema:"Position of the item in the evidence array you sent (0-based)."`
	Label   evidence.Polarity `json:"label" jsonschema:"The polarity you supplied (neutral when none)."`
	Reading string            `json:"reading" jsonschema:"What the content reads: fail, no-run, pass (runner output, HTTP status, exit status), hedge, hearsay, restatement, irrelevant or duplicate."`
	Because string            `json:"because,omitempty" jsonschema:"The decisive line or phrase, quoted and redacted (at most 160 characters)."`
	Counts  evidence.Polarity `json:"counts" jsonschema:"The polarity the item counts with after reading: the content's where it disagrees with your label."`
}

// MaxBecause bounds a reading's quoted line.
const MaxBecause = 160

// Readings returns the readings[] entries: every item whose content reads
// something, items whose reading overrides their label first.
func (a *Analysis) Readings(items []evidence.Item) []Reading {
	n := 0
	for i := range a.Reads {
		if a.Reads[i].Label() != "" {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]Reading, 0, n)
	for _, overrides := range [2]bool{true, false} {
		for i := range a.Reads {
			r := &a.Reads[i]
			name := r.Label()
			if name == "" || (r.Override != "" || r.Polarity != items[i].Polarity) != overrides {
				continue
			}
			out = append(out, Reading{Index: i, Label: items[i].Polarity, Reading: name, Because: text.Excerpt(a.because(i), MaxBecause), Counts: r.Polarity})
		}
	}
	return out
}

// because is the decisive line behind item i's reading.
func (a *Analysis) because(i int) string {
	r := &a.Reads[i]
	switch r.Label() {
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
