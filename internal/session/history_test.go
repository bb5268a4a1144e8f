package session

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/claim"
)

func TestHistory(t *testing.T) {
	st := NewStore(4)
	if _, ok := st.History("inv"); ok {
		t.Fatal("History found a session never created")
	}
	st.Update("inv", func(s *Session) {
		s.Claims.Add(Claim{Excerpt: "TestX passes", Status: claim.Contradicted, Tool: "ackrite", Call: 1,
			Contradictions: []Contradiction{{Ref: "c1.e0", Excerpt: "--- FAIL: TestX"}, {Ref: "c1.e1", Excerpt: "FAIL pkg", Reconciled: "c2.e0"}}})
		s.Claims.Add(Claim{Excerpt: "the cache is warm", Status: claim.Supported, Tool: "verify", Call: 1})
		s.AddAssumption(Assumption{Text: "the observed path is the one in use", ClaimKey: "k"})
	})
	st.Update("other", nil)
	h, ok := st.History("inv")
	if !ok {
		t.Fatal("History did not find inv")
	}
	want := History{
		ID: "inv", Calls: 1,
		Claims: []HistoryClaim{
			{Call: 1, Tool: "ackrite", Status: claim.Contradicted, Claim: "TestX passes", Contradictions: []string{"c1.e0", "c1.e1"}, Reconciled: []string{"c1.e1"}},
			{Call: 1, Tool: "verify", Status: claim.Supported, Claim: "the cache is warm"},
		},
		OpenContradictions:    []OpenContradiction{{Ref: "c1.e0", Claim: "TestX passes", Excerpt: "--- FAIL: TestX"}},
		UnresolvedAssumptions: []string{"the observed path is the one in use"},
		Counts:                Summary{ID: "inv", Claims: 2, UnresolvedAssumptions: 1},
	}
	if diff := cmp.Diff(want, h); diff != "" {
		t.Errorf("History (-want +got):\n%s", diff)
	}
	// Reading is not using: inv stays the least recently used.
	st.Update("c", nil)
	st.Update("d", nil)
	if got := st.Update("e", nil).Evicted; got != "inv" {
		t.Errorf("evicted %q after reading inv; reading must not mark it used", got)
	}
}

// TestHistoryIsBounded fills a session to every cap with the longest
// texts: the history's JSON stays small enough to read at once.
func TestHistoryIsBounded(t *testing.T) {
	st := NewStore(1)
	long := strings.Repeat("é", 2*MaxHistoryText)
	st.Update("full", func(s *Session) {
		for i := range MaxClaims + 5 {
			c := Claim{Excerpt: long, Status: claim.Contradicted, Tool: "ackrite", Call: i + 1}
			for j := range MaxContradictions {
				c.Contradictions = append(c.Contradictions, Contradiction{Ref: fmt.Sprintf("c%d.e%d", i+1, j), Excerpt: strings.Repeat("x", MaxContradictionExcerpt)})
			}
			s.Claims.Add(c)
		}
		for i := range MaxAssumptions + 5 {
			s.AddAssumption(Assumption{Text: fmt.Sprint(i) + long})
		}
	})
	h, _ := st.History("full")
	b, _ := json.Marshal(h)
	if len(h.OpenContradictions) != MaxHistoryOpen || h.OmittedContradictions != MaxClaims*MaxContradictions-MaxHistoryOpen {
		t.Errorf("%d open contradictions listed, %d omitted", len(h.OpenContradictions), h.OmittedContradictions)
	}
	if len(b) > 200<<10 {
		t.Errorf("a full session's history is %d bytes", len(b))
	}
	t.Logf("a full session's history: %d bytes", len(b))
}

func TestOnChange(t *testing.T) {
	st := NewStore(2)
	changes := 0
	st.OnChange(func() {
		changes++
		st.Len() // called outside the store's lock
	})
	st.Update("a", nil)
	st.Update("a", nil)
	st.Update("b", nil)
	st.Update("c", nil) // evicts a
	if changes != 3 {
		t.Errorf("%d changes, want 3 (a, b, c created; using a again is no change)", changes)
	}
}
