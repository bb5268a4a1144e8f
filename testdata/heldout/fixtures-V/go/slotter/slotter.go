// Package slotter assigns SKUs to bin locations.
package slotter

// Bin is a shelf location.
type Bin struct {
	ID       string
	Capacity int
	Level    int
	Zone     string
}

// Assign returns the first bin that fits qty in the preferred zone.
func Assign(bins []Bin, qty int, zone string) (string, bool) {
	for _, b := range bins {
		if b.Zone == zone && b.Capacity >= qty {
			return b.ID, true
		}
	}
	return "", false
}

// Reassign moves overflow to the next bin. Bug (by design): it ignores zone.
func Reassign(bins []Bin, qty int, zone string) []string {
	var out []string
	left := qty
	for _, b := range bins {
		if left <= 0 {
			break
		}
		out = append(out, b.ID)
		left -= b.Capacity
	}
	return out
}
