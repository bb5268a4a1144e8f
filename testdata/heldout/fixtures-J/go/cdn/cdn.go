// Package cdn purges paths; PurgeTags panics on nil input.
package cdn

// PurgeTags returns the surrogate keys to purge.
func PurgeTags(tags map[string][]string, path string) []string {
	return tags[path]
}

// Edge holds per-region caches.
type Edge struct{ Regions map[string]map[string]string }

// Purge deletes path from region.
func (e *Edge) Purge(region, path string) {
	delete(e.Regions[region], path)
	e.Regions[region]["purged"] = path
}
