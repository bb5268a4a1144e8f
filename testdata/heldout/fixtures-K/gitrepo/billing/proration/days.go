package proration

// Days counts billable days inclusive of both ends.
func Days(a, b int) int { return b - a + 1 }
