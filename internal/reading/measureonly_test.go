package reading

import "testing"

// TestMeasurementOfTheChange: for a performance claim, a measurement that
// names nothing but the claim's own change ("before vs after batching")
// measures the claim's subject; one that names another subject, or goes
// the other way, does not affirm.
func TestMeasurementOfTheChange(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"ranker-v7 endpoint is faster after enabling dynamic batching.", "same 400 rps replay, before vs after batching: p95 900 ms -> 180 ms", "affirms"},
		{"The quote API is faster after adding the index.", "same traffic replay, before vs after the index: p95 640 ms -> 95 ms", "affirms"},
		{"The checkout page loads faster with server push.", "same load, before vs after push: p50 2.1 s -> 1.2 s", "affirms"},
		{"La API de precios es más rápida tras activar la caché.", "misma carga, antes vs después de la caché: p95 800 ms -> 120 ms", "affirms"},
		{"Search is faster after the shard split.", "same 200 rps replay, before vs after split: p99 1.4 s -> 300 ms", "affirms"},
		// negating
		{"ranker-v7 endpoint is faster after enabling dynamic batching.", "same 400 rps replay, before vs after batching: p95 180 ms -> 900 ms", "persists|fail|unaffirmed|"},
		{"ranker-v7 endpoint is faster after enabling dynamic batching.", "search-v2 endpoint, same 400 rps replay, before vs after batching: p95 900 ms -> 180 ms", "unaffirmed|pass|"},
		{"The quote API is faster after adding the index.", "I think the quote API feels faster after the index", "hedge|unaffirmed|"},
		{"La API de precios es más rápida tras activar la caché.", "misma carga, antes vs después de la caché: p95 120 ms -> 800 ms", "persists|fail|unaffirmed|"},
		{"Search is faster after the shard split.", "the shard split is planned for next week; we will measure p99 then", "hedge|unaffirmed|"},
	})
}
