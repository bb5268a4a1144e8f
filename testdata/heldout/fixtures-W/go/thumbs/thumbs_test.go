package thumbs

import "testing"

func TestThumbnailGrid(t *testing.T) {
	g := Grid([]int{0, 1, 2, 3, 4, 5}, 3)
	if len(g) != 6 {
		t.Fatalf("len = %d", len(g))
	}
}
