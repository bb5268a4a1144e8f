package reading

// Repeats in words (docs/rules.md §4.3, intermittent: "repeated runs (≥ 10 …
// '20/20 passed'), all passing"): an engineer who reran the flaky thing
// writes the count, not a runner flag — "25/25 printed", "30 de 30
// llamadas OK", "50/50 成功". For an intermittent claim, an item that
// affirms it and counts all of a whole of attempts carries that count as
// its runs. A count that falls short ("24/25") or a failure beside it
// already reads fail or persists, so it never affirms and carries none.

// readRepeats sets r.Runs from an all-succeeded count of an affirming
// item, for an intermittent claim.
func (c *Claim) readRepeats(r *Reading, content string) {
	if !c.Has(Intermittent) || !r.Affirms || r.Persists || r.Runs > 0 || len(content) > slotBytes {
		return
	}
	if r.Whole > 0 {
		r.Runs = r.Whole
		return
	}
	r.Runs = wholeIn(content)
}
