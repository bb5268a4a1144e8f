package reading

import "testing"

// TestReconcilerNamesTheClaimsThing: an explanation of an earlier
// contradiction is read without its sentences, so what it names must be
// what the claim names, whatever first kept it from affirming (here a
// count the claim does not give). Sentences written for this test.
func TestReconcilerNamesTheClaimsThing(t *testing.T) {
	for _, tc := range []struct {
		claim, content string
		other          bool
	}{
		// the claim's own thing
		{"El endpoint /v1/orders/5512 devuelve el pedido confirmado.", "El 404 fue por la réplica atrasada; a las 10:05 GET /v1/orders/5512 devuelve 200 con status confirmed, probado 5 veces.", false},
		{"The /v2/invoices/77 endpoint returns the paid invoice.", "The 500 was a stale cache node; at 11:00 GET /v2/invoices/77 returns 200 with status paid, tried 4 times.", false},
		{"The order 5512 page loads for the customer.", "The blank page was a CDN purge lag; at 10:05 the order 5512 page loaded 3 times in a row.", false},
		{"The refund webhook delivers to the partner.", "The 401 was an expired partner token; after rotating it the refund webhook delivered 12 events, 12 acknowledged.", false},
		{"El endpoint /v1/pagos/88 devuelve el pago aprobado.", "El 503 fue un despliegue a medias; a las 9:40 GET /v1/pagos/88 devuelve 200 con status approved, 6 intentos.", false},
		// another thing of the claim's kind in its place
		{"El endpoint /v1/orders/5512 devuelve el pedido confirmado.", "El 404 fue por la réplica atrasada; a las 10:05 GET /v1/quotes/5512 devuelve 200 con status confirmed, probado 5 veces.", true},
		{"The /v2/invoices/77 endpoint returns the paid invoice.", "The 500 was a stale cache node; at 11:00 GET /v2/receipts/77 returns 200 with status paid, tried 4 times.", true},
		{"The order 5512 page loads for the customer.", "The blank page was a CDN purge lag; at 10:05 the quote 5512 page loaded 3 times in a row.", true},
		{"The refund webhook delivers to the partner.", "The 401 was an expired partner token; after rotating it the payout webhook delivered 12 events, 12 acknowledged.", true},
		{"El endpoint /v1/pagos/88 devuelve el pago aprobado.", "El 503 fue un despliegue a medias; a las 9:40 GET /v1/reembolsos/88 devuelve 200 con status approved, 6 intentos.", true},
	} {
		c := NewClaim(tc.claim)
		r := c.Read(Input{Content: tc.content, Source: "curl", Reconciles: true})
		if got := r.OtherName != "" || r.OtherSubject != ""; got != tc.other {
			t.Errorf("claim %q\nreconciling %q\nother %v (%q %q, affirms %v, wanted %q), want %v", tc.claim, tc.content, got, r.OtherName, r.OtherSubject, r.Affirms, r.Wanted, tc.other)
		}
	}
}
