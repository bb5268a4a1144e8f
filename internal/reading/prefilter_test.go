package reading

import "testing"

// The quick filters in front of a table's map must let every key of the
// table through: they only save the lookup of words that are not one.
func TestPrefiltersPassEveryKey(t *testing.T) {
	for w := range changeLeads {
		if !mayLeadChange(w) {
			t.Errorf("mayLeadChange rules out %q, a key of changeLeads", w)
		}
	}
	ix := indexes()
	for name, index := range map[string]map[string][]entry{"before": ix.before, "after": ix.after, "mod": ix.mod} {
		for w := range index {
			if !ix.mayStart(w) {
				t.Errorf("mayStart rules out %q, a key of the %s index", w, name)
			}
		}
	}
}
