package claim_test

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
)

// Classify reads each item before it looks at its labels: here a test run
// labelled "supports" at reliability 0.95 shows the named test failing, so
// the claim is CONTRADICTED and the reading says why (docs/rules.md §4, the
// content-over-label worked example).
func ExampleClassify() {
	reliability := 0.95
	items := []evidence.Item{{
		Type:        evidence.TestResult,
		Polarity:    evidence.Supports,
		Reliability: &reliability,
		Source:      "go test ./checkout",
		Content: "=== RUN   TestCheckout\n" +
			"    checkout_test.go:42: total = 90, want 100\n" +
			"--- FAIL: TestCheckout (0.00s)\n" +
			"FAIL\n" +
			"FAIL\texample.com/shop/checkout\t0.004s\n",
	}}
	if err := evidence.Validate("evidence", items); err != nil {
		panic(err)
	}
	a := claim.Classify("The fix works: TestCheckout passes now.", items, "")
	fmt.Println(a.Status)
	r := a.Reads[0]
	fmt.Printf("evidence[0]: labelled %s, reads %s (%s)\n", items[0].Polarity, r.Outcome, r.Lines[0])
	fmt.Println(a.NextAction)
	// Output:
	// CONTRADICTED
	// evidence[0]: labelled supports, reads fail (--- FAIL: TestCheckout (0.00s))
	// Run TestCheckout again and read its output: evidence[0] (test_result, "go test ./checkout") reads fail ("--- FAIL: TestCheckout"), not pass. Fix what it reports before calling the claim done; the failure shows the claim does not hold as stated.
}
