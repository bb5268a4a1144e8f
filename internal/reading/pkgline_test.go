package reading

import "testing"

// TestPackageLineInAWholeRun: a claim about one package's tests is that
// package's own line in a run of several — "ok  …/tokenize" passes it
// whatever another package did; a claim of the whole run, a package that
// failed, or a package the run does not list is not affirmed.
func TestPackageLineInAWholeRun(t *testing.T) {
	run := "$ go test ./...\nok  \texample.com/shop/cart\t0.014s\n--- FAIL: TestRefundRounding (0.00s)\n    refund_test.go:9: got 3, want 4\nFAIL\nFAIL\texample.com/shop/refund\t0.006s\nok  \texample.com/shop/pricing\t(cached)\nFAIL\n"
	build := "# example.com/mono/legacy\nlegacy/x.go:3:2: undefined: foo\nFAIL\texample.com/mono/legacy [build failed]\nok  \texample.com/mono/internal/geo\t0.101s\nFAIL\n"
	runAffirmRows(t, []affirmRow{
		// affirming: the claim's package has its own ok line
		{"The cart package tests pass.", run, "affirms"},
		{"Tests in the pricing package pass.", run, "affirms"},
		{"go test ./internal/geo passes.", build, "affirms"},
		{"Las pruebas del paquete cart pasan.", run, "affirms"},
		{"pricing 包的测试通过了。", run, "affirms"},
		// negating: the whole run, the failing package, a package not listed
		{"All tests pass.", run, "fail"},
		{"The refund package tests pass.", run, "fail"},
		{"The legacy package builds and its tests pass.", build, "fail"},
		{"The checkout package tests pass.", run, "fail|unaffirmed|irrelevant"},
		{"Todas las pruebas pasan.", run, "fail"},
		{"所有测试都通过了。", run, "fail"},
	})
}
