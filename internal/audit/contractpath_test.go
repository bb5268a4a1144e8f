package audit

import (
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
)

// TestContractEvidenceNamesTheEndpoint: evidence shows an assumed endpoint
// only when it names that endpoint — its literal segments in order, a
// placeholder or an id matching any — not another endpoint that shares its
// words. Proposals written for this test.
func TestContractEvidenceNamesTheEndpoint(t *testing.T) {
	item := func(typ evidence.Type, source, content string) []evidence.Item {
		return []evidence.Item{{Type: typ, Source: source, Content: content, Polarity: evidence.Supports, Reliability: rel(0.9)}}
	}
	for _, tc := range []struct {
		proposal string
		ev       []evidence.Item
		flagged  bool
	}{
		// shown: the same endpoint
		{"Call POST /v3/payments/capture with partial: true for split shipments.",
			item(evidence.HTTPResponse, "sandbox: POST /v3/payments/capture", "HTTP/1.1 200 OK\n\n{\"status\":\"succeeded\",\"partial\":true,\"payments\":1}"), false},
		{"Use GET /v2/orders/{id}/items to load the order lines.",
			item(evidence.HTTPResponse, "curl https://api.example.com/v2/orders/8812/items", "HTTP/1.1 200 OK\n\n{\"orders\":8812,\"items\":[{\"sku\":\"A1\"}]}"), false},
		{"Switch the client to call /v1/refunds/batch for refunds over 100 items.",
			item(evidence.Documentation, "provider docs", "POST /v1/refunds/batch — creates up to 500 refunds in one request."), false},
		{"Call DELETE /v2/sessions/:id to end sessions on logout.",
			item(evidence.HTTPResponse, "staging: DELETE /v2/sessions/s_81", "HTTP/1.1 204 No Content\nx-sessions-deleted: 1"), false},
		{"Page through GET /v4/invoices?limit=100 to list invoices.",
			item(evidence.Documentation, "docs: /v4/invoices", "GET /v4/invoices supports limit up to 100 invoices and returns a next cursor."), false},
		// not shown: another endpoint with the same words
		{"Call POST /v3/payments/capture with partial: true for split shipments.",
			item(evidence.HTTPResponse, "sandbox: POST /v3/payouts/capture", "HTTP/1.1 200 OK\n\n{\"status\":\"succeeded\",\"partial\":true,\"payments\":1}"), true},
		{"Use GET /v2/orders/{id}/items to load the order lines.",
			item(evidence.HTTPResponse, "curl https://api.example.com/v2/quotes/8812/items", "HTTP/1.1 200 OK\n\n{\"orders\":8812,\"items\":[{\"sku\":\"A1\"}]}"), true},
		{"Switch the client to call /v1/refunds/batch for refunds over 100 items.",
			item(evidence.Documentation, "provider docs", "POST /v1/refunds — creates one refund; batch refunds are not supported."), true},
		{"Call DELETE /v2/sessions/:id to end sessions on logout.",
			item(evidence.HTTPResponse, "staging: DELETE /v1/sessions/s_81", "HTTP/1.1 204 No Content\nx-sessions-deleted: 1"), true},
		{"Page through GET /v4/invoices?limit=100 to list invoices.",
			item(evidence.Documentation, "docs: /v4/invoice-items", "GET /v4/invoice-items supports limit up to 100 invoices and returns a next cursor."), true},
	} {
		p := &Proposal{Proposal: tc.proposal, TestPlan: "a recorded sandbox response in TestClient", Changes: []Change{{Path: "client/api.go", Description: tc.proposal}}, Evidence: tc.ev}
		got := len(find(p, APIContract)) > 0
		if got != tc.flagged {
			t.Errorf("proposal %q with evidence %q (%s): api-contract flagged %v, want %v", tc.proposal, tc.ev[0].Content, tc.ev[0].Source, got, tc.flagged)
		}
	}
}
