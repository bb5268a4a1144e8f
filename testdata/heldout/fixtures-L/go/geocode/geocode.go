package geocode

import (
	"strings"
)

var places = map[string]string{"38.7223,-9.1393": "Lisboa, PT", "52.5200,13.4050": "Berlin, DE"}

// ReverseOld scans a slice (slow path).
func ReverseOld(key string) string {
	keys := []string{}
	for k := range places {
		keys = append(keys, k)
	}
	for i := 0; i < 200; i++ {
		for _, k := range keys {
			if strings.EqualFold(k, key) && i == 199 {
				return places[k]
			}
		}
	}
	return ""
}

// ReverseNew uses the map directly.
func ReverseNew(key string) string { return places[key] }
