package reading

import "github.com/ackrite/ackrite/internal/text"

// reopenMarks say that a state an item reports was undone after it: a
// ticket reopened, a fixed bug reported again, a resolved issue that
// regressed. "Resolved on Monday, reopened today" does not show "is
// resolved"; the problem is back.
var reopenMarks = NewTable(
	Row{Name: "reopened.en", Phrases: []string{"reopened", "re-opened", "was reopened", "got reopened", "regressed",
		"reported again", "reported it again", "reports it again", "report it again", "reporting it again", "happening again", "happens again",
		"recurred", "is recurring", "started again", "showed up again", "shows up again"}},
	Row{Name: "reopened.es", Phrases: []string{"se reabrió", "se reabrio", "reabierto", "reabierta", "reabrieron", "volvió a ocurrir",
		"volvio a ocurrir", "vuelve a ocurrir", "volvió a pasar", "volvió a aparecer", "vuelve a aparecer", "lo reportan de nuevo",
		"lo reportaron de nuevo"}},
	Row{Name: "reopened.zh", Phrases: []string{"重新打开", "被重新打开", "重开", "再次出现", "又出现", "复发", "又复现", "再次复现"}},
)

// reopened: the item reports the claim's state and, after it, that it
// was undone; the problem the claim says is gone is back.
func reopened(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if !c.Success || c.ExpectsFailure || r.Outcome == Pass && !r.Prose {
		return "", false // a runner's pass is read by its own lines
	}
	for _, m := range reopenMarks.FindIn(b.headText(c)) {
		if !m.Negated && !m.Planned {
			b.decisive = text.Clip(m.Sentence, 200)
			return "it showed it still holds, not that it was undone (" + quote(m.Text) + ")", true
		}
	}
	return "", false
}
