package pickpath

import "testing"

func TestPathAvoidsBlockedAisle(t *testing.T) {
	r := Route([]string{"A01", "A02", "A03"}, map[string]bool{"A02": true})
	for _, a := range r {
		if a == "A02" {
			t.Fatalf("route %v goes through blocked aisle A02", r)
		}
	}
}

func TestPathKeepsOrder(t *testing.T) {
	t.Setenv("PICKPATH_FIXED", "1")
	r := Route([]string{"A01", "A03"}, nil)
	if len(r) != 2 || r[0] != "A01" {
		t.Fatalf("order changed: %v", r)
	}
}
