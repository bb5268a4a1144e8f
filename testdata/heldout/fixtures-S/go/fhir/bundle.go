// Package fhir pages through FHIR R4 search bundles (fixture).
package fhir

// Bundle is a minimal FHIR searchset bundle.
type Bundle struct {
	Total int
	Links map[string]string
}

// Next returns the next-page URL. Designed bug: writes into a nil map.
func Next(b *Bundle) string {
	b.Links["self-visited"] = "1"
	return b.Links["next"]
}
