package server

import (
	"encoding/json"
	"flag"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/variants"
)

// TestMetamorphic runs the metamorphic variants (docs/rules.md §4.4, docs/testing.md)
// of every green call in the case corpus through the same handlers as
// TestCases: negations of the decisive content must not be green,
// rewordings of the affirmation must stay green. It prints a matrix per
// kind and fails on every false green and false alarm. One case's variants:
//
//	go test ./internal/server -run 'Metamorphic/<case>' -v
func TestMetamorphic(t *testing.T) {
	tallies := map[variants.Kind]*kindTally{}
	for _, k := range variants.Kinds() {
		tallies[k] = &kindTally{reasons: map[string]int{}}
	}
	var failures []string
	seen := map[string]bool{}
	calls, controls := 0, 0
	for _, file := range loadCorpus(t) {
		for _, c := range file.cases {
			for k, call := range c.Calls {
				field, allowed := greenExpectation(call.Expect)
				if field == "" {
					continue
				}
				calls++
				name := c.Name
				if greenCalls(c) > 1 {
					name += fmt.Sprintf(".call%d", k)
				}
				t.Run(name, func(t *testing.T) {
					args, err := substitute(call.Arguments)
					if err != nil {
						t.Fatal(err)
					}
					vs, skips, err := variants.Derive(variants.Call{Tool: call.Tool, Arguments: args})
					if err != nil {
						t.Fatal(err)
					}
					// The control: a case whose own expectation fails on this
					// reader says nothing through its variants.
					got, _, err := replay(c, k, args, field)
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Contains(allowed, got) {
						controls++
						t.Logf("control: the call itself gives %s %s, expected %s; its %d variants are not counted", field, got, strings.Join(allowed, "|"), len(vs))
						return
					}
					derived := map[variants.Kind]bool{}
					for _, v := range vs {
						tl := tallies[v.Kind]
						tl.variants++
						derived[v.Kind] = true
						t.Run(v.Name, func(t *testing.T) {
							got, text, err := replay(c, k, v.Arguments, field)
							if err != nil {
								t.Fatal(err)
							}
							report := fmt.Sprintf("%s/%s %s: want %s, got %s %s\n%s  result: %s",
								file.group, c.Name, v.Name, v.Want, field, got, describeChanges(v.Changes), clip(text, 700))
							key := name + "/" + v.Name
							gap, isGap := knownMetamorphicGaps[key]
							seen[key] = true
							held := holds(v.Want, got)
							switch {
							case held && isGap:
								tl.held++
								t.Errorf("fixed: remove it from knownMetamorphicGaps: %s (%s)", key, gap)
							case held:
								tl.held++
								t.Log(report)
							case v.Want == variants.Green:
								tl.falseAlarms++
							default:
								tl.falseGreens++
							}
							if held {
								return
							}
							label := "FALSE GREEN: "
							if v.Want == variants.Green {
								label = "false alarm: "
							}
							if isGap {
								tl.known++
								t.Logf("known gap (%s): %s%s", gap, label, report)
								return
							}
							failures = append(failures, label+report)
							t.Error(label + report)
						})
					}
					for kind := range derived {
						tallies[kind].calls++
					}
					for _, s := range skips {
						tallies[s.Kind].skipped++
						tallies[s.Kind].reasons[generalReason(s.Reason)]++
						t.Logf("skipped %s: %s", s.Kind, s.Reason)
					}
				})
			}
		}
	}
	if f := flag.Lookup("test.run"); f == nil || !strings.Contains(f.Value.String(), "/") {
		for key := range knownMetamorphicGaps {
			if !seen[key] {
				t.Errorf("knownMetamorphicGaps lists %s, which no case derives: remove it", key)
			}
		}
	}
	t.Log(metamorphicReport(calls, controls, tallies, failures))
}

// kindTally counts one kind's variants.
type kindTally struct {
	calls, skipped, variants, held, falseGreens, falseAlarms int
	// known counts the false greens and false alarms listed in
	// knownMetamorphicGaps.
	known   int
	reasons map[string]int
}

// greenExpectation returns the result field whose expectation is all
// green, and the values it allows.
func greenExpectation(e *expectation) (string, []string) {
	if e == nil {
		return "", nil
	}
	for _, f := range []struct {
		field string
		one   string
		in    []string
	}{
		{"status", e.Status, e.StatusIn},
		{"recommendation", e.Recommendation, e.RecommendationIn},
		{"primaryIssue", e.PrimaryIssue, e.PrimaryIssueIn},
	} {
		allowed := f.in
		if f.one != "" {
			allowed = []string{f.one}
		}
		all := len(allowed) > 0
		for _, a := range allowed {
			all = all && green[a]
		}
		if all {
			return f.field, allowed
		}
	}
	return "", nil
}

func greenCalls(c corpusCase) int {
	n := 0
	for _, call := range c.Calls {
		if f, _ := greenExpectation(call.Expect); f != "" {
			n++
		}
	}
	return n
}

// replay runs a case's calls before k on a fresh server state, then call k
// with args, and returns the field's value and the result text.
func replay(c corpusCase, k int, args json.RawMessage, field string) (string, string, error) {
	handlers := caseHandlers()
	for j := 0; j < k; j++ {
		if _, _, err := runCall(handlers, c.Calls[j]); err != nil {
			return "", "", fmt.Errorf("call %d (%s): %w", j, c.Calls[j].Tool, err)
		}
	}
	r, text, err := runCall(handlers, corpusCall{Tool: c.Calls[k].Tool, Arguments: args})
	if err != nil {
		return "", text, err
	}
	switch field {
	case "recommendation":
		return r.Recommendation, text, nil
	case "primaryIssue":
		return r.PrimaryIssue.Kind, text, nil
	}
	return r.Status, text, nil
}

// holds reports whether a result is one the variant's expert expects.
func holds(want variants.Class, got string) bool {
	switch want {
	case variants.Green:
		return green[got]
	case variants.NotKnown:
		return got != "KNOWN"
	}
	return !green[got]
}

// describe shows a variant's changes: the lines that differ, clipped.
func describeChanges(changes []variants.Change) string {
	lines := func(s string) string {
		if s == "" {
			return "(nothing)"
		}
		return strings.ReplaceAll(clip(s, 400), "\n", "\n      ")
	}
	var b strings.Builder
	for _, ch := range changes {
		fmt.Fprintf(&b, "  evidence[%d].%s:\n    - %s\n    + %s\n", ch.Index, ch.Field, lines(ch.Before), lines(ch.After))
	}
	return b.String()
}

// generalReason drops the item index from a skip reason, so that the
// report counts reasons, not items.
func generalReason(r string) string {
	if strings.HasPrefix(r, "evidence[") {
		if i := strings.Index(r, "] "); i > 0 {
			r = "evidence[i] " + r[i+2:]
		}
	}
	return r
}

func metamorphicReport(calls, controls int, tallies map[variants.Kind]*kindTally, failures []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\nmetamorphic variants of %d green calls (%d whose own expectation fails were not counted)\n\n", calls, controls)
	fmt.Fprintf(&b, "  %-22s %-10s %7s %8s %9s %13s %12s %12s %6s\n", "kind", "want", "calls", "skipped", "variants", "held", "false greens", "false alarms", "known")
	var total kindTally
	for _, k := range variants.Kinds() {
		tl := tallies[k]
		want := variants.Want(k)
		fmt.Fprintf(&b, "  %-22s %-10s %7d %8d %9d %13d %12d %12d %6d\n", k, want, tl.calls, tl.skipped, tl.variants, tl.held, tl.falseGreens, tl.falseAlarms, tl.known)
		total.known += tl.known
		total.variants += tl.variants
		total.held += tl.held
		total.falseGreens += tl.falseGreens
		total.falseAlarms += tl.falseAlarms
	}
	fmt.Fprintf(&b, "  %-22s %-10s %7s %8s %9d %13d %12d %12d %6d\n", "TOTAL", "", "", "", total.variants, total.held, total.falseGreens, total.falseAlarms, total.known)
	fmt.Fprintf(&b, "\n%d variants: %d held, %d false greens, %d false alarms, of which %d known (knownMetamorphicGaps)\n",
		total.variants, total.held, total.falseGreens, total.falseAlarms, total.known)
	b.WriteString("\nwhy kinds were skipped (calls):\n")
	for _, k := range variants.Kinds() {
		reasons := tallies[k].reasons
		keys := make([]string, 0, len(reasons))
		for r := range reasons {
			keys = append(keys, r)
		}
		sort.Slice(keys, func(i, j int) bool {
			if reasons[keys[i]] != reasons[keys[j]] {
				return reasons[keys[i]] > reasons[keys[j]]
			}
			return keys[i] < keys[j]
		})
		for i, r := range keys {
			if i == 6 {
				rest := 0
				for _, r := range keys[i:] {
					rest += reasons[r]
				}
				fmt.Fprintf(&b, "  %-22s %4d  (%d other reasons; -v lists each case's)\n", k, rest, len(keys)-i)
				break
			}
			fmt.Fprintf(&b, "  %-22s %4d  %s\n", k, reasons[r], clip(r, 150))
		}
	}
	if len(failures) > 0 {
		fmt.Fprintf(&b, "\n%d failing variants (each is also reported by its subtest):\n", len(failures))
		for _, f := range failures {
			b.WriteString("  " + strings.SplitN(f, "\n", 2)[0] + "\n")
		}
	}
	return b.String()
}
