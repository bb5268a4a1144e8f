package evidence

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func rel(f float64) *float64 { return &f }

func TestCheckErrorsNameTheFieldAndTheLimit(t *testing.T) {
	long := func(n int) string { return strings.Repeat("a", n) }
	tests := []struct {
		name  string
		items []Item
		want  string // the whole error: field path, value and limit
	}{
		{"unknown type", []Item{{Content: "x", Type: "nope"}},
			`evidence[0].type: is "nope"; it must be one of code, log, http_request, http_response, test_result, documentation, observed_behavior, user_fact, inference, other`},
		{"unknown polarity", []Item{{Content: "x"}, {Content: "y", Polarity: "maybe"}},
			`evidence[1].polarity: is "maybe"; it must be one of supports, contradicts, neutral`},
		{"reliability above 1", []Item{{Content: "x", Reliability: rel(1.5)}},
			`evidence[0].reliability: is 1.5; it must be a number between 0 and 1`},
		{"reliability below 0", []Item{{Content: "x", Reliability: rel(-0.1)}},
			`evidence[0].reliability: is -0.1; it must be a number between 0 and 1`},
		{"content missing", []Item{{Content: ""}},
			`evidence[0].content: is required (1–20000 characters)`},
		{"content over the limit", []Item{{Content: long(MaxContent + 1)}},
			`evidence[0].content: is 20001 characters; the limit is 20000`},
		{"source over the limit", []Item{{Content: "x", Source: long(MaxSource + 1)}},
			`evidence[0].source: is 201 characters; the limit is 200`},
		{"reconciles not a reference", []Item{{Content: "x", Reconciles: "c1e2"}},
			`evidence[0].reconciles: is "c1e2"; use the reference an earlier result printed, like c3.e1 (call 3, evidence 1)`},
		{"too many items", make([]Item, MaxItems+1),
			`evidence: has 65 entries; the limit is 64`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Validate("evidence", tt.items)
			if err == nil {
				t.Fatalf("Check accepted %s", tt.name)
			}
			if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCheckFillsDefaults(t *testing.T) {
	items := []Item{
		{Content: "x"},
		{Content: "y", Type: TestResult, Polarity: Supports, Reliability: rel(0.9), Reconciles: "c3.e1"},
		{Content: strings.Repeat("界", MaxContent)}, // characters, not bytes, are counted
	}
	if err := Validate("evidence", items); err != nil {
		t.Fatal(err)
	}
	if items[0].Type != Other || items[0].Polarity != Neutral || items[0].Rel() != DefaultReliability {
		t.Errorf("defaults: got type %q, polarity %q, reliability %v", items[0].Type, items[0].Polarity, items[0].Rel())
	}
	if items[0].Labelled() {
		t.Error("an item sent without a polarity reports Labelled")
	}
	if !items[1].Labelled() || items[1].Rel() != 0.9 {
		t.Errorf("supplied labels were not kept: labelled %v, reliability %v", items[1].Labelled(), items[1].Rel())
	}
}

func TestRefs(t *testing.T) {
	if got := Ref(3, 1); got != "c3.e1" {
		t.Errorf("Ref(3, 1) = %q", got)
	}
	for s, want := range map[string]bool{
		"c3.e1": true, "c12.e0": true, "c1.e123456789": true,
		"c3e1": false, "c.e1": false, "c3.e": false, "d3.e1": false, "c3.e1x": false,
		"c-1.e2": false, "c1.e1234567890": false, "": false,
	} {
		if got := IsRef(s); got != want {
			t.Errorf("IsRef(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestReliabilityClasses(t *testing.T) {
	tests := []struct {
		item             Item
		direct, high, wk bool
	}{
		{Item{Type: TestResult, Reliability: rel(0.8)}, true, true, false},
		{Item{Type: TestResult, Reliability: rel(0.79)}, true, false, false},
		{Item{Type: Code, Reliability: rel(0.95)}, true, false, false}, // code is not a high-reliability type
		{Item{Type: UserFact, Reliability: rel(0.29)}, true, false, true},
		{Item{Type: Inference, Reliability: rel(0.9)}, false, false, false},
		{Item{Type: ObservedBehavior}, true, false, false}, // default 0.7
	}
	for _, tt := range tests {
		it := tt.item
		if it.Direct() != tt.direct || it.HighReliability() != tt.high || it.Weak() != tt.wk {
			t.Errorf("%s at %v: direct %v high %v weak %v; want %v %v %v",
				it.Type, it.Rel(), it.Direct(), it.HighReliability(), it.Weak(), tt.direct, tt.high, tt.wk)
		}
	}
}

func TestQuoteAndLabel(t *testing.T) {
	items := []Item{
		{Type: Inference, Source: "my notes", Content: "the cache is stale", Polarity: Supports, Reliability: rel(0.5)},
		{Type: Log, Content: strings.Repeat("é", ExcerptRunes+10), Polarity: Neutral},
	}
	q := QuoteOf(items, 0)
	want := Quote{Index: 0, Type: Inference, Source: "my notes", Polarity: Supports, Reliability: 0.5, Basis: Inferred, Excerpt: "the cache is stale"}
	if diff := cmp.Diff(want, q); diff != "" {
		t.Errorf("QuoteOf (-want +got):\n%s", diff)
	}
	long := QuoteOf(items, 1)
	if long.Basis != Observation || !strings.HasSuffix(long.Excerpt, "…") || len([]rune(long.Excerpt)) > ExcerptRunes {
		t.Errorf("a long item is quoted as %d characters, basis %s", len([]rune(long.Excerpt)), long.Basis)
	}
	if got := Name(items, 0); got != `evidence[0] (inference, "my notes")` {
		t.Errorf("Label = %s", got)
	}
	if got := Name(items, 1); got != `evidence[1] (log)` {
		t.Errorf("Label = %s", got)
	}
}
