// Package lock decides whether a dock may release a vehicle.
package lock

// Hold is a deposit pre-authorisation on the rider's card.
type Hold struct {
	Cents   int
	Paid    bool
	Expired bool
}

// CanUnlock reports whether the dock may release the bike or scooter.
func CanUnlock(h Hold) bool {
	if h.Expired {
		return false
	}
	return h.Paid && h.Cents >= 1500
}
