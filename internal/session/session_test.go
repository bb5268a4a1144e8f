package session

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/reading"
)

func TestRingKeepsNewest(t *testing.T) {
	r := NewRing[int](3)
	for i := 1; i <= 5; i++ {
		r.Add(i)
	}
	if diff := cmp.Diff([]int{3, 4, 5}, r.Slice()); diff != "" {
		t.Errorf("ring (-want +got):\n%s", diff)
	}
	r.DeleteFunc(func(v int) bool { return v == 4 })
	if diff := cmp.Diff([]int{3, 5}, r.Slice()); diff != "" {
		t.Errorf("after delete (-want +got):\n%s", diff)
	}
	r.Add(6)
	r.Add(7)
	if diff := cmp.Diff([]int{5, 6, 7}, r.Slice()); diff != "" {
		t.Errorf("after refill (-want +got):\n%s", diff)
	}
}

func TestEvictsLeastRecentlyUsed(t *testing.T) {
	st := NewStore(3)
	for _, id := range []string{"a", "b", "c"} {
		if s := st.Update(id, nil); s.Evicted != "" {
			t.Fatalf("creating %s evicted %s with room to spare", id, s.Evicted)
		}
	}
	st.Update("a", nil) // a is now the most recent; b the least
	if got := st.Update("d", nil).Evicted; got != "b" {
		t.Errorf("evicted %q, want b (least recently used)", got)
	}
	if diff := cmp.Diff([]string{"d", "a", "c"}, st.IDs()); diff != "" {
		t.Errorf("ids by recency (-want +got):\n%s", diff)
	}
	if got := st.Update("a", nil).Evicted; got != "" {
		t.Errorf("using an existing session evicted %q", got)
	}
	if st.Len() != 3 {
		t.Errorf("store holds %d sessions, want 3", st.Len())
	}
}

func TestDefaultSessionAndCap(t *testing.T) {
	st := NewStore(MaxSessions)
	if got := st.Update("", nil).ID; got != DefaultID {
		t.Errorf("empty id maps to %q, want %q", got, DefaultID)
	}
	for i := 0; i < 100; i++ {
		st.Update(fmt.Sprintf("s%d", i), nil)
	}
	if st.Len() != MaxSessions {
		t.Errorf("store holds %d sessions, want %d", st.Len(), MaxSessions)
	}
}

func TestPerSessionCaps(t *testing.T) {
	st := NewStore(1)
	sum := st.Update("x", func(s *Session) {
		for i := 0; i < 1000; i++ {
			s.Claims.Add(Claim{Excerpt: fmt.Sprint(i)})
			s.Evidence.Add(Evidence{Excerpt: fmt.Sprint(i)})
			s.Attempts.Add(Attempt{Approach: fmt.Sprint(i)})
			s.Conclusions.Add(Conclusion{Summary: fmt.Sprint(i)})
			s.AddAssumption(Assumption{Text: fmt.Sprint(i)})
			s.AddAssumption(Assumption{Text: fmt.Sprint(i)}) // duplicate: ignored
		}
	})
	want := Summary{ID: "x", Claims: MaxClaims, Evidence: MaxEvidence, Attempts: MaxAttempts, Conclusions: MaxConclusions, UnresolvedAssumptions: MaxAssumptions}
	if diff := cmp.Diff(want, sum); diff != "" {
		t.Errorf("summary (-want +got):\n%s", diff)
	}
}

func TestAssumptionsDeduplicatedAndResolved(t *testing.T) {
	st := NewStore(1)
	sum := st.Update("x", func(s *Session) {
		s.AddAssumption(Assumption{Text: "A", ClaimKey: "c1"})
		s.AddAssumption(Assumption{Text: "A", ClaimKey: "c2"})
		s.AddAssumption(Assumption{Text: "B", ClaimKey: "c2"})
		s.ResolveAssumptions("c2")
	})
	if sum.UnresolvedAssumptions != 1 {
		t.Errorf("unresolved = %d, want 1 (A kept for c1, B resolved)", sum.UnresolvedAssumptions)
	}
}

func TestValidateID(t *testing.T) {
	for _, ok := range []string{"", "default", "auth-investigation", "a.b_c:d-1", strings.Repeat("x", 128)} {
		if err := ValidateID("sessionId", ok); err != nil {
			t.Errorf("ValidateID(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"has space", "slash/", "é", strings.Repeat("x", 129), "semi;colon"} {
		err := ValidateID("sessionId", bad)
		if err == nil || !strings.HasPrefix(err.Error(), "sessionId: ") {
			t.Errorf("ValidateID(%q) = %v, want an error naming sessionId", bad, err)
		}
	}
}

// TestConcurrentUse hammers shared and rotating ids; run with -race.
func TestConcurrentUse(t *testing.T) {
	st := NewStore(8)
	var wg sync.WaitGroup
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 500; i++ {
				id := fmt.Sprintf("s%d", (g*7+i)%20)
				sum := st.Update(id, func(s *Session) {
					s.Claims.Add(Claim{Excerpt: id})
					s.AddAssumption(Assumption{Text: id})
				})
				if sum.ID != id || sum.Claims < 1 || sum.Claims > MaxClaims {
					t.Errorf("summary %+v for %s", sum, id)
					return
				}
			}
		}()
	}
	wg.Wait()
	if st.Len() != 8 {
		t.Errorf("store holds %d sessions, want 8", st.Len())
	}
}

// TestSecretLookingIDsAreNotShown: a token used as a session id came back
// verbatim in session.id, and in evicted to the client whose call dropped
// that session. Both now show a marker; ordinary ids show as they are.
func TestSecretLookingIDsAreNotShown(t *testing.T) {
	secrets := []string{
		"ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1",
		"sk-proj-Xq9vJr2LmT8wYb3NcK5pRz7HdF1sGe4A",
		"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2lnbmF0dXJl",
		"AKIAIOSFODNN7EXAMPLQ",
		"Xq9vJr2LmT8wYb3NcK5pRz7HdF1sGe4A", // a random key without a known prefix
	}
	for _, id := range secrets {
		st := NewStore(1)
		if got := st.Update(id, nil).ID; got == id || !strings.HasPrefix(got, "[REDACTED:") {
			t.Errorf("session.id for %q is %q", id, got)
		}
		if got := st.Update("next-session", nil).Evicted; got == id || !strings.HasPrefix(got, "[REDACTED:") {
			t.Errorf("evicted for %q is %q", id, got)
		}
	}
	for _, id := range []string{"default", "fix-login-2", "550e8400-e29b-41d4-a716-446655440000", "case-go-fail", "investigation:checkout.v2", "a"} {
		st := NewStore(1)
		if got := st.Update(id, nil).ID; got != id {
			t.Errorf("ordinary id %q is shown as %q", id, got)
		}
		if got := st.Update("x", nil).Evicted; got != id {
			t.Errorf("ordinary evicted id %q is shown as %q", id, got)
		}
	}
}

// TestBoundLatestWins: the latest unreconciled contradicted claim with the
// subject binds, past the ring's wrap; reconciled, other-status and
// other-subject claims do not.
func TestBoundLatestWins(t *testing.T) {
	subject := reading.SubjectOf("TestCheckout passes now")
	other := reading.SubjectOf("The export renders fonts on Windows")
	claimOf := func(call int, status claim.Status, sub reading.Subject, reconciled string) Claim {
		return Claim{Excerpt: fmt.Sprint("claim ", call), Terms: sub.Terms, Idents: sub.Idents, Topics: sub.Topics, Status: status, Call: call,
			Contradictions: []Contradiction{{Ref: fmt.Sprintf("c%d.e0", call), Reconciled: reconciled}}}
	}
	for _, tc := range []struct {
		name   string
		claims []Claim
		want   string // the bound claim's excerpt; "" for none
	}{
		{"none", nil, ""},
		{"one", []Claim{claimOf(1, claim.Contradicted, subject, "")}, "claim 1"},
		{"latest of two", []Claim{claimOf(1, claim.Contradicted, subject, ""), claimOf(2, claim.Contradicted, subject, "")}, "claim 2"},
		{"latest binding", []Claim{claimOf(1, claim.Contradicted, subject, ""), claimOf(2, claim.Contradicted, subject, "c3.e1"), claimOf(3, claim.Supported, subject, ""), claimOf(4, claim.Contradicted, other, "")}, "claim 1"},
		{"reconciled only", []Claim{claimOf(1, claim.Contradicted, subject, "c2.e0")}, ""},
		{"after the ring wraps", func() []Claim {
			var cs []Claim
			for i := 1; i <= 3*MaxClaims; i++ {
				cs = append(cs, claimOf(i, claim.Contradicted, subject, ""))
			}
			return cs
		}(), fmt.Sprint("claim ", 3*MaxClaims)},
	} {
		st := NewStore(1)
		var got string
		st.Update("s", func(s *Session) {
			for _, c := range tc.claims {
				s.Claims.Add(c)
			}
			if c, _, ok := s.Bound(subject); ok {
				got = c.Excerpt
			}
		})
		if got != tc.want {
			t.Errorf("%s: bound %q, want %q", tc.name, got, tc.want)
		}
	}
}
