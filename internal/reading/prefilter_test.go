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

// namesComponentKind may pass a text componentsOf names nothing in, never
// the other way round.
func TestComponentKindFilter(t *testing.T) {
	for _, s := range []string{"The payments service is up", "orders-service answers", "the BILLING worker runs", "orders_svc ok",
		"The API no longer supports native authentication", "the queue drains", "servicio de pagos", "the Gateway (edge) is fine", ""} {
		if got, _ := componentsOf(s, nil); len(got) > 0 && !namesComponentKind(s) {
			t.Errorf("namesComponentKind(%q) is false, but componentsOf names %v", s, got)
		}
	}
}
