package reading_test

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/reading"
)

// A test_result labelled "supports" whose content is a failing run reads
// as a failure, with the row that fired and the decisive line.
func ExampleOutput() {
	r := reading.Output("=== RUN   TestCheckout\n--- FAIL: TestCheckout (0.02s)\nFAIL\nFAIL\tshop/checkout\t0.031s\n")
	fmt.Println(r.Outcome, r.Rule, r.Because())
	// Output: fail go-test-fail --- FAIL: TestCheckout (0.02s)
}

// Success-shaped statements in an agent's final message, negation- and
// plan-aware, in English, Spanish and Chinese.
func ExampleSuccessClaims() {
	for _, st := range reading.SuccessClaims("All tests pass now. The importer is not fixed yet; I will fix it next. Ya funciona el login. 问题已经解决了。") {
		fmt.Printf("%s (%s)\n", st.Text, st.Rule)
	}
	// Output:
	// tests pass (success.en.passes)
	// Ya funciona (success.es.funciona)
	// 已经解决 (success.zh.resolved)
}

// Reading items against a claim: a hedge, an irrelevant pass, a duplicate.
func ExampleClaim_ReadAll() {
	c := reading.NewClaim("The PDF export is fixed.")
	rs := c.ReadAll([]reading.Input{
		{Content: "I think the PDF export probably works now, haven't checked."},
		{Content: "--- PASS: TestLogin (0.01s)\nok  \tshop/auth\t0.02s"},
		{Content: "--- PASS: TestLogin (0.03s)\nok  \tshop/auth\t0.05s"},
	})
	for i, r := range rs {
		fmt.Println(i, r.Word())
	}
	// Output:
	// 0 hedge
	// 1 irrelevant
	// 2 duplicate
}
