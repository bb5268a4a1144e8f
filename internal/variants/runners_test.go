package variants

import (
	"strings"
	"testing"
)

// formatCase is a passing run of one format (from testdata/runners/out,
// which are real runs) and what its failing and skipped forms must say.
type formatCase struct {
	format, file string
	tests        []string
	failHas      []string // "" when fail is not supported
	skipHas      []string // nil when skip is not supported
	skipWhy      string
}

var formatCases = []formatCase{
	{"go-json", "go/json-pass.txt", []string{"TestCheckout"},
		[]string{`"Action":"fail","Package":"example.com/shop/checkout","Test":"TestCheckout"`, `--- FAIL: TestCheckout`, `"Output":"FAIL\texample.com/shop/checkout\t0.012s\n"`},
		[]string{`"Action":"skip","Package":"example.com/shop/checkout","Test":"TestCheckout"`, `--- SKIP: TestCheckout`}, ""},
	{"go-bench", "go/bench-fast.txt", nil, []string{"--- FAIL: BenchmarkTotal", "exit status 1", "FAIL\texample.com/shop/checkout"}, nil, "no skipped form"},
	{"go-v", "go/pass-v.txt", []string{"TestCheckout"},
		[]string{"--- FAIL: TestCheckout (0.00s)", "--- PASS: TestCartAdd", "\nFAIL\nFAIL\texample.com/shop/checkout\t0.012s\nFAIL"},
		[]string{"--- SKIP: TestCheckout (0.00s)", "ok  \texample.com/shop/checkout"}, ""},
	{"go", "go/pass.txt", []string{"TestCheckout"}, []string{"--- FAIL: TestCheckout (0.00s)", "FAIL\texample.com/shop/checkout\t0.012s"}, nil, "no test's own result"},
	{"junit", "pytest/junit-pass.txt", []string{"test_free_shipping_over_50"},
		[]string{`failures="1"`, `name="test_free_shipping_over_50" time="0.012"><failure`},
		[]string{`skipped="1"`, `name="test_free_shipping_over_50" time="0.012"><skipped`}, ""},
	{"pytest", "pytest/pass.txt", nil, []string{"1 failed, 2 passed, 2 deselected in 0.05s", "FAILED tests/test_shipping.py::test_case", "tests/test_shipping.py F.."},
		[]string{"3 skipped, 2 deselected in 0.05s", "tests/test_shipping.py sss"}, ""},
	{"unittest", "unittest/pass-v.txt", []string{"test_free_shipping_over_50"},
		[]string{"test_free_shipping_over_50 (tests.test_shipping.ShippingTest.test_free_shipping_over_50) ... FAIL", "FAIL: test_free_shipping_over_50", "FAILED (failures=1)"},
		[]string{"... skipped 'needs the payment sandbox'", "OK (skipped=1)"}, ""},
	{"node-tap", "node/pass-tap.txt", nil, []string{"not ok 1 - sums line items", "# pass 0", "# fail 3"},
		[]string{"ok 1 - sums line items # SKIP", "# skipped 3"}, ""},
	{"node-spec", "node/pass-spec.txt", nil, []string{"✖ sums line items (12ms)", "✖ cart total (12ms)", "ℹ pass 0", "ℹ fail 3"},
		[]string{"﹣ sums line items (12ms) # SKIP", "ℹ skipped 3"}, ""},
	{"vitest", "vitest/pass.txt", nil, []string{"❯ src/price.test.js (3 tests | 3 failed)", "Tests  3 failed (3)"},
		[]string{"↓ src/price.test.js (3 tests | 3 skipped)", "Tests  3 skipped (3)"}, ""},
	{"cargo", "cargo/pass-v.txt", []string{"balance_sums_entries"},
		[]string{"test tests::balance_sums_entries ... FAILED", "test result: FAILED. 2 passed; 1 failed; 1 ignored;", "---- tests::balance_sums_entries stdout ----"},
		[]string{"test tests::balance_sums_entries ... ignored", "test result: ok. 2 passed; 0 failed; 2 ignored;"}, ""},
}

func TestEveryFormatHasACase(t *testing.T) {
	everyRowHasACase(t, "format", formats, func(f runnerFormat) string { return f.name },
		formatCases, func(c formatCase) string { return c.format })
}

func TestFormats(t *testing.T) {
	for _, fc := range formatCases {
		t.Run(fc.format, func(t *testing.T) {
			s := runner(t, fc.file)
			it := &item{content: s}
			it.classify()
			if it.format == nil || it.format.name != fc.format {
				t.Fatalf("%s read as %v, want %s", fc.file, it.format, fc.format)
			}
			tg := target{tests: fc.tests, source: "pytest tests/test_shipping.py"}
			out, why := it.format.fail(s, tg)
			if why != "" {
				t.Fatalf("fail: %s", why)
			}
			for _, h := range fc.failHas {
				if !strings.Contains(out, h) {
					t.Errorf("failing form lacks %q:\n%s", h, out)
				}
			}
			// The failing form must still be read as the same runner (go's
			// plain and benchmark output gain go's --- FAIL lines).
			again := &item{content: out}
			again.classify()
			if again.format == nil || family(again.format.name) != family(fc.format) {
				t.Errorf("failing form read as %v", again.format)
			}
			out, why = it.format.skip(s, tg)
			if fc.skipHas == nil {
				if !strings.Contains(why, fc.skipWhy) {
					t.Errorf("skip: %q, want a reason containing %q", why, fc.skipWhy)
				}
				return
			}
			if why != "" {
				t.Fatalf("skip: %s", why)
			}
			for _, h := range fc.skipHas {
				if !strings.Contains(out, h) {
					t.Errorf("skipped form lacks %q:\n%s", h, out)
				}
			}
		})
	}
}

// A claim's test that is not in the output cannot be failed or skipped
// there: the variant would be about another test.
func TestFormatsNeedTheNamedTest(t *testing.T) {
	for _, fc := range []struct{ format, file string }{
		{"go-v", "go/pass-v.txt"}, {"go-json", "go/json-pass.txt"}, {"unittest", "unittest/pass-v.txt"},
		{"cargo", "cargo/pass-v.txt"}, {"junit", "pytest/junit-pass.txt"}, {"node-spec", "node/pass-spec.txt"},
	} {
		s := runner(t, fc.file)
		f := formatNamed(fc.format)
		tg := target{tests: []string{"TestRefundNotHere"}}
		if out, why := f.fail(s, tg); why == "" {
			t.Errorf("%s: failed a test it does not run:\n%s", fc.format, out)
		}
		if out, why := f.skip(s, tg); why == "" {
			t.Errorf("%s: skipped a test it does not run:\n%s", fc.format, out)
		}
	}
}

func formatNamed(name string) *runnerFormat {
	for i := range formats {
		if formats[i].name == name {
			return &formats[i]
		}
	}
	return nil
}

// conversionCase is a run in one format and what it must become.
type conversionCase struct {
	conv, file, source string
	claim              string
	has                []string
	wantSource         string
}

var conversionCases = []conversionCase{
	{"go-v-to-json", "go/pass-v.txt", "go test -v ./checkout", "TestCheckout passes",
		[]string{`{"Time":"2026-11-30T18:00:00.000000Z","Action":"pass","Package":"example.com/shop/checkout","Test":"TestCheckout","Elapsed":0}`,
			`"Action":"pass","Package":"example.com/shop/checkout","Elapsed":0.012}`}, "go test -json ./checkout"},
	{"go-to-json", "go/all-pkgs.txt", "go test ./checkout ./counter ./importer", "The checkout and counter tests pass",
		[]string{`"Action":"pass","Package":"example.com/shop/counter"`, `"Action":"skip","Package":"example.com/shop/importer"`}, "go test -json ./checkout ./counter ./importer"},
	{"go-json-to-text", "go/json-pass.txt", "go test -json ./checkout", "TestCheckout passes",
		[]string{"=== RUN   TestCheckout\n--- PASS: TestCheckout (0.00s)\n", "ok  \texample.com/shop/checkout\t0.012s\n"}, "go test -v ./checkout"},
	{"go-v-to-plain", "go/pass-v.txt", "go test -v ./checkout", "The checkout tests pass",
		[]string{"ok  \texample.com/shop/checkout\t0.012s\n"}, "go test ./checkout"},
	{"pytest-to-unittest", "pytest/pass-q.txt", "pytest -q tests/test_shipping.py -k ShippingTest", "The shipping rate tests pass",
		[]string{"...\n" + dashes + "\nRan 3 tests in 0.05s\n\nOK"}, "python3 -m unittest tests.test_shipping.ShippingTest"},
	{"unittest-to-pytest", "unittest/pass-v.txt", "python3 -m unittest -v tests.test_shipping.ShippingTest", "test_free_shipping_over_50 passes",
		[]string{"tests/test_shipping.py::ShippingTest::test_free_shipping_over_50 PASSED", "3 passed in 0.05s"}, "pytest -v tests/test_shipping.py::ShippingTest"},
}

func TestEveryConversionHasACase(t *testing.T) {
	everyRowHasACase(t, "conversion", conversions, func(c conversion) string { return c.name },
		conversionCases, func(c conversionCase) string { return c.conv })
}

func TestConversions(t *testing.T) {
	for _, cc := range conversionCases {
		t.Run(cc.conv, func(t *testing.T) {
			c := mkCall(t, "ackrite", cc.claim, supports("test_result", cc.source, runner(t, cc.file)))
			vs, skips := derive(t, c)
			var got *Variant
			for i, v := range ofKind(vs, RunnerFormat) {
				if v.Name == "runner-format:"+cc.conv {
					got = &ofKind(vs, RunnerFormat)[i]
				}
			}
			if got == nil {
				t.Fatalf("no %s variant; skipped: %q", cc.conv, skipOf(skips, RunnerFormat))
			}
			e := evidenceOf(t, *got)[0]
			for _, h := range cc.has {
				if !strings.Contains(e.Content, h) {
					t.Errorf("converted output lacks %q:\n%s", h, e.Content)
				}
			}
			if e.Source != cc.wantSource {
				t.Errorf("source %q, want %q", e.Source, cc.wantSource)
			}
		})
	}
}

// go -v → -json → text gives back go -v's output.
func TestGoRoundTrip(t *testing.T) {
	for _, file := range []string{"go/pass-v.txt", "go/count10-pass-v.txt", "go/fail-v.txt", "go/all-pkgs.txt"} {
		s := runner(t, file)
		j, _, why := goTextToJSON(s, "go test -v ./...")
		if why != "" {
			t.Fatalf("%s: %s", file, why)
		}
		back, _, why := goJSONToText(j, "go test -json ./...")
		if why != "" || back != s {
			t.Errorf("%s: round trip %q:\n%s\nwant\n%s", file, why, back, s)
		}
	}
}

// A conversion that would change what the run says for the claim is not made.
func TestConversionsKeepTheMeaning(t *testing.T) {
	for _, tc := range []struct {
		claim, source, file, conv, why string
	}{
		{"TestCheckout passes", "go test -v ./checkout", "go/pass-v.txt", "go-v-to-plain", "only a suite-level claim"},
		{"The checkout tests pass", "go test -v -run 'TestCheckout$' ./checkout", "go/pass-v.txt", "go-v-to-plain", "filtered"},
		{"The pytest run of the shipping tests passes", "pytest -q tests/test_shipping.py -k ShippingTest", "pytest/pass-q.txt", "pytest-to-unittest", "names its runner"},
		{"The shipping tests pass", "pytest -q tests/test_shipping.py -k rate", "pytest/pass-q.txt", "pytest-to-unittest", "no unittest form"},
	} {
		vs, skips := derive(t, mkCall(t, "ackrite", tc.claim, supports("test_result", tc.source, runner(t, tc.file))))
		for _, v := range ofKind(vs, RunnerFormat) {
			if v.Name == "runner-format:"+tc.conv {
				t.Errorf("%q: %s was derived", tc.claim, tc.conv)
			}
		}
		if len(ofKind(vs, RunnerFormat)) == 0 && !strings.Contains(skipOf(skips, RunnerFormat), tc.why) {
			t.Errorf("%q: skipped with %q, want %q", tc.claim, skipOf(skips, RunnerFormat), tc.why)
		}
	}
}

func family(format string) string { return strings.SplitN(format, "-", 2)[0] }

// A pytest summary line wider than the terminal keeps one '=' each side;
// CI's fuzz loop found the padding going negative (strings.Repeat panics).
func TestPytestRewriteWideSummary(t *testing.T) {
	line := "= 1 passed, 2 warnings in 0.01s (0:00:00) with a very long tail of plugin text that runs well past eighty columns ="
	out, ok := pytestRewrite([]string{line}, func(c pytestCounts) { c["passed"]--; c["failed"]++ }, nil)
	if !ok {
		t.Fatalf("pytestRewrite(%q) found no summary line", line)
	}
	got := out[len(out)-1]
	if !strings.HasPrefix(got, "= 1 failed, 2 warnings in 0.01s") || !strings.HasSuffix(got, " =") {
		t.Errorf("pytestRewrite(%q) = %q, want the counts changed and one '=' each side", line, got)
	}
}

// Counts no runner could print (more skipped than ran, a billion tests)
// are refused, not rendered one character each.
func TestUnittestToPytestImpossibleCounts(t *testing.T) {
	for _, content := range []string{
		"..\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nOK (skipped=5)",
		"..\n----------------------------------------------------------------------\nRan 999999999999 tests in 0.001s\n\nOK",
	} {
		if out, _, why := unittestToPytest(content, "python3 -m unittest tests.test_app"); why == "" {
			t.Errorf("unittestToPytest(%q) = %d bytes, want a refusal", content, len(out))
		}
	}
}
