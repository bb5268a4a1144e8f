package session

import (
	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/text"
)

// Bounds of a [History], so that reading a full session stays short: 64
// claims with their references, 64 open contradictions and 64 assumptions,
// each text at most 280 characters (quoted items 160).
const (
	MaxHistoryOpen = 64
	MaxHistoryText = 280
)

// A History is a session as a client reads it (docs/rules.md §14): the claims with
// their status, the contradictions that still bind, and the assumptions not
// yet backed. Every text is an excerpt the tools already redacted; a reader
// that shows it may redact it again.
type History struct {
	ID                    string              `json:"id"`
	Calls                 int                 `json:"calls"`
	Claims                []HistoryClaim      `json:"claims"`
	OpenContradictions    []OpenContradiction `json:"openContradictions"`
	OmittedContradictions int                 `json:"omittedContradictions,omitempty"`
	UnresolvedAssumptions []string            `json:"unresolvedAssumptions"`
	Counts                Summary             `json:"counts"`
}

// A HistoryClaim is one classified claim.
type HistoryClaim struct {
	Call   int          `json:"call"`
	Tool   string       `json:"tool"`
	Status claim.Status `json:"status"`
	Claim  string       `json:"claim"`
	// Contradictions are the references (cN.eM) of the items that
	// contradicted it; Reconciled those of them a later item explained.
	Contradictions []string `json:"contradictions,omitempty"`
	Reconciled     []string `json:"reconciled,omitempty"`
}

// An OpenContradiction is an item that still binds its claim (docs/rules.md §7):
// reconcile it with an item whose reconciles names Ref.
type OpenContradiction struct {
	Ref     string `json:"ref"`
	Claim   string `json:"claim"`
	Excerpt string `json:"excerpt"`
}

// History returns session id as a client reads it, without creating the
// session or marking it used.
func (st *Store) History(id string) (History, bool) {
	st.mu.Lock()
	e, ok := st.index[id]
	st.mu.Unlock()
	if !ok {
		return History{}, false
	}
	s := e.Value.(*Session)
	s.mu.Lock()
	defer s.mu.Unlock()
	h := History{ID: Shown(s.id), Calls: s.calls, Claims: []HistoryClaim{}, OpenContradictions: []OpenContradiction{}, UnresolvedAssumptions: []string{}, Counts: s.Summary()}
	var open []OpenContradiction
	for c := range s.Claims.All() {
		hc := HistoryClaim{Call: c.Call, Tool: c.Tool, Status: c.Status, Claim: text.Excerpt(c.Excerpt, MaxHistoryText)}
		for _, x := range c.Contradictions {
			hc.Contradictions = append(hc.Contradictions, x.Ref)
			if x.Reconciled != "" {
				hc.Reconciled = append(hc.Reconciled, x.Ref)
			} else if c.Status == claim.Contradicted {
				open = append(open, OpenContradiction{Ref: x.Ref, Claim: hc.Claim, Excerpt: x.Excerpt})
			}
		}
		h.Claims = append(h.Claims, hc)
	}
	if len(open) > MaxHistoryOpen {
		// The newest bind the next calls first.
		h.OmittedContradictions = len(open) - MaxHistoryOpen
		open = open[len(open)-MaxHistoryOpen:]
	}
	h.OpenContradictions = append(h.OpenContradictions, open...)
	for a := range s.Assumptions.All() {
		h.UnresolvedAssumptions = append(h.UnresolvedAssumptions, text.Excerpt(a.Text, MaxHistoryText))
	}
	return h, true
}
