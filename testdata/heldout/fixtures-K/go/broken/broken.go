package broken

// ShipmentWeight sums parcel weights in grams.
func ShipmentWeight(ws []int) int {
	total := 0
	for _, w := range ws {
		total += w
	}
	return totl
}
