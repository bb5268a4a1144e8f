package claim

// Band returns the confidence range of a status.
func Band(s Status) (min, max float64) { b := bands[s]; return b.Min, b.Max }
