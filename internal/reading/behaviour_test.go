package reading

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestUnobserved(t *testing.T) {
	goRun := func(pkg string, tests ...string) string {
		s := ""
		for _, n := range tests {
			s += "=== RUN   " + n + "\n--- PASS: " + n + " (0.00s)\n"
		}
		return s + "PASS\nok  \t" + pkg + "\t0.011s\n"
	}
	cases := []struct {
		name, claim, content, source string
		want                         []string
	}{
		{"another test of the same package", "The PDF export of invoices works now",
			goRun("example.com/billing/invoice", "TestInvoiceEmailSubject"), "go test -v ./billing/invoice", []string{"pdf", "export"}},
		{"a test of the named behaviour", "The PDF export of invoices works now",
			goRun("example.com/billing/invoice", "TestInvoiceEmailSubject", "TestInvoicePDFExport"), "go test -v ./billing/invoice", nil},
		{"the package is what the claim names", "The checkout works now",
			goRun("example.com/shop/checkout", "TestCartAdd", "TestCartRemove"), "", nil},
		{"the claim names a test", "TestCheckout passes now",
			goRun("example.com/shop/checkout", "TestCheckout"), "", nil},
		{"a pytest node id of the behaviour", "The PDF export works now",
			"tests/test_export.py::test_pdf_render PASSED\n1 passed in 0.02s\n", "pytest", nil},
		{"a pytest node id of something else", "The PDF export works now",
			"tests/test_invoice.py::test_email_subject PASSED\n1 passed in 0.02s\n", "pytest", []string{"pdf", "export"}},
		{"only a file is named", "The withTax rounding tests pass",
			" ✓ src/price.test.js (3 tests) 12ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n", "npx vitest run src/price.test.js", nil},
		{"no test names", "The PDF export of invoices works now",
			"ok  \texample.com/billing/invoice\t0.011s\n", "go test ./billing/invoice", nil},
		{"a Chinese claim's bigrams", "导出功能已修复",
			goRun("example.com/app/export", "TestExport"), "", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := NewClaim(tc.claim)
			r := c.Read(Input{Content: tc.content, Source: tc.source})
			if r.Outcome != Pass {
				t.Fatalf("outcome %v, want pass", r.Outcome)
			}
			if diff := cmp.Diff(tc.want, c.Unobserved(&r, tc.content, tc.source)); diff != "" {
				t.Errorf("Unobserved (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFailedCheckOf(t *testing.T) {
	run := "=== RUN   TestImporterEmptyFile\n--- FAIL: TestImporterEmptyFile (0.00s)\n=== RUN   TestImporterBOM\n--- PASS: TestImporterBOM (0.00s)\nFAIL\nFAIL\texample.com/app/importer\t0.012s\n"
	cases := []struct{ claim, want string }{
		{"The importer handles empty files", "TestImporterEmptyFile"},
		{"The importer strips a byte-order mark", ""}, // another test failed
		{"The importer rejects empty files", ""},      // a claim of a failure
		{"Import raises an error on empty files", ""}, // names a failure
		{"TestImporterEmptyFile passes", "TestImporterEmptyFile"},
	}
	for _, tc := range cases {
		c := NewClaim(tc.claim)
		r := c.Read(Input{Content: run, Source: "go test -v ./importer"})
		if got := c.FailedCheckOf(&r, run, "go test -v ./importer"); got != tc.want {
			t.Errorf("FailedCheckOf(%q) = %q, want %q", tc.claim, got, tc.want)
		}
	}
}
