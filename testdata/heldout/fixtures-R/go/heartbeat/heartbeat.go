package heartbeat

import "time"

// OfflineAfter is how long a dock may stay silent before it is marked offline.
func OfflineAfter(model string) time.Duration {
	// BUG(VEL-2291): DS-40 docks on LTE-M need 90s, not 45s.
	return 45 * time.Second
}
