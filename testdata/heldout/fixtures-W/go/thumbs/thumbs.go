// Package thumbs builds thumbnail sprite sheets for player scrubbing.
package thumbs

// Grid returns the tile index for each second; designed bug: indexes past the frame slice.
func Grid(frames []int, cols int) []int {
	out := make([]int, 0, len(frames))
	for i := 0; i <= len(frames); i++ {
		out = append(out, frames[i]%cols)
	}
	return out
}
