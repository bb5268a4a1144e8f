package claim

import (
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
)

// TestPassOfAnotherTest: a passing run whose only test concerns another
// behaviour of the same package does not affirm a fix claim (docs/rules.md §4.1: a
// pass affirms when it is the claimed check's own result), and the missing
// proof names the behaviour (docs/rules.md §4.3).
func TestPassOfAnotherTest(t *testing.T) {
	run := func(test string) []evidence.Item {
		rel := 0.95
		return []evidence.Item{{Type: evidence.TestResult, Polarity: evidence.Supports, Reliability: &rel, Source: "go test -v ./billing/invoice",
			Content: "=== RUN   " + test + "\n--- PASS: " + test + " (0.00s)\nPASS\nok  \texample.com/billing/invoice\t0.011s\n"}}
	}
	cases := []struct {
		test    string
		want    Status
		missing string
	}{
		{"TestInvoiceEmailSubject", Plausible, "A passing run of a test of the pdf export the claim names"},
		{"TestInvoicePDFExport", Known, ""},
	}
	for _, tc := range cases {
		a := Classify("The PDF export of invoices works now", run(tc.test), "")
		if a.Status != tc.want {
			t.Errorf("%s: status %s, want %s", tc.test, a.Status, tc.want)
		}
		if tc.missing != "" && (len(a.Missing) == 0 || !strings.HasPrefix(a.Missing[0], tc.missing)) {
			t.Errorf("%s: missing %q, want it to start with %q", tc.test, a.Missing, tc.missing)
		}
	}
}

// TestFailedCheckOfNamedBehaviour: a failing test that is the check of
// what a claim names contradicts it, whatever its label — the claim is
// success-shaped unless it states a failure, a rejection or an absence
// (docs/rules.md §4.3); a claim that asserts or names a failure may still be
// supported by one (docs/rules.md §4.1).
func TestFailedCheckOfNamedBehaviour(t *testing.T) {
	fail := func(test, msg string) []evidence.Item {
		rel := 0.95
		return []evidence.Item{{Type: evidence.TestResult, Polarity: evidence.Supports, Reliability: &rel, Source: "go test -v ./importer",
			Content: "=== RUN   " + test + "\n    importer_test.go:31: " + msg + "\n--- FAIL: " + test + " (0.00s)\nFAIL\nFAIL\texample.com/app/importer\t0.012s\nFAIL\n"}}
	}
	cases := []struct {
		claim, test string
		want        Status
	}{
		{"The importer handles empty files", "TestImporterEmptyFile", Contradicted},
		// A rejection is the importer's design: its test failing is its
		// check failing, unless the run prints the rejection itself.
		{"The importer rejects empty files", "TestImporterEmptyFile", Plausible},
		{"The importer raises an EOF error on empty files", "TestImporterEmptyFile", Known},
	}
	for _, tc := range cases {
		a := Classify(tc.claim, fail(tc.test, "Import(empty.csv) error: unexpected EOF"), "")
		if a.Status != tc.want {
			t.Errorf("%q with %s failing: status %s, want %s (%s)", tc.claim, tc.test, a.Status, tc.want, a.Rationale)
		}
	}
}
