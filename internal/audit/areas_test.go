package audit

import "testing"

// TestPathAreasAreRows checks that every sensitive area names the path
// words that put a file in it, and that no word belongs to two areas
// (the map would keep only the last).
func TestPathAreasAreRows(t *testing.T) {
	owner := map[string]string{}
	for _, a := range areas {
		if len(a.pathWords) == 0 {
			t.Errorf("area %q has no path words", a.name)
		}
		for _, w := range a.pathWords {
			if o, ok := owner[w]; ok {
				t.Errorf("path word %q is in %q and %q", w, o, a.name)
			}
			owner[w] = a.name
			if got := areas[pathAreas[w]].name; got != a.name {
				t.Errorf("path word %q maps to %q, want %q", w, got, a.name)
			}
		}
	}
}
