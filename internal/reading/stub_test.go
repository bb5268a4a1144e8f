package reading

import "testing"

// TestStubIsNotImplemented: a code item that is a stub does not show a
// claim that the feature is implemented or works — it persists; the same
// function with a body, a diff that removes the stub, or a claim about the
// stub itself does not. Code written for this test.
func TestStubIsNotImplemented(t *testing.T) {
	for _, tc := range []struct {
		claim, code string
		persists    bool
	}{
		// not stubs, or a claim of one
		{"The CSV export is implemented.", "func ExportCSV(w io.Writer, rows []Row) error {\n\tcw := csv.NewWriter(w)\n\tfor _, r := range rows {\n\t\tcw.Write(r.Fields())\n\t}\n\tcw.Flush()\n\treturn cw.Error()\n}", false},
		{"The CSV export is implemented.", "-func ExportCSV(w io.Writer, rows []Row) error {\n-\tpanic(\"not implemented\")\n+func ExportCSV(w io.Writer, rows []Row) error {\n+\treturn writeCSV(w, rows)\n }", false},
		{"Token refresh is implemented.", "fn refresh_token(&self) -> Result<Token> {\n    // TODO: cache the token\n    self.client.refresh(&self.refresh)\n}", false},
		{"The PDF export is still a stub.", "export function exportPdf(doc) {\n  throw new Error(\"not implemented\");\n}", false},
		{"The refund endpoint works.", "def refund(order_id):\n    order = Order.get(order_id)\n    return gateway.refund(order.charge_id, order.total)", false},
		// stubs
		{"The CSV export is implemented.", "func ExportCSV(w io.Writer, rows []Row) error {\n\tpanic(\"not implemented\")\n}", true},
		{"The refund endpoint works.", "def refund(order_id):\n    raise NotImplementedError", true},
		{"Token refresh is implemented.", "fn refresh_token(&self) -> Result<Token> {\n    unimplemented!()\n}", true},
		{"The PDF export works.", "export function exportPdf(doc) {\n  throw new Error(\"not implemented\");\n}", true},
		{"The cache invalidation is implemented.", "func (c *Cache) Invalidate(key string) error {\n\treturn nil // TODO\n}", true},
		{"La exportación a PDF ya está implementada.", "public byte[] exportPdf(Doc d) {\n    throw new UnsupportedOperationException(\"not implemented\");\n}", true},
		{"导出 CSV 功能已经实现了。", "def export_csv(rows):\n    pass  # TODO", true},
	} {
		c := NewClaim(tc.claim)
		r := c.ReadAll([]Input{{Content: tc.code, Source: "export.go", Code: true}})[0]
		if r.Persists != tc.persists || tc.persists && r.Affirms {
			t.Errorf("claim %q\ncode %q\npersists %v affirms %v (rule %s, wanted %q), want persists %v", tc.claim, tc.code, r.Persists, r.Affirms, r.Rule, r.Wanted, tc.persists)
		}
	}
}
