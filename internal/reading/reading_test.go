package reading

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRead(t *testing.T) {
	tests := []struct {
		name, claim string
		in          Input
		label       string
		because     string
	}{
		{"worked example", "The fix works: TestCheckout passes now.",
			Input{Content: "=== RUN   TestCheckout\n    checkout_test.go:41: total = 41, want 42\n--- FAIL: TestCheckout (0.02s)\nFAIL\nFAIL\tshop/checkout\t0.031s\n"},
			"fail", "--- FAIL: TestCheckout (0.02s)"},
		{"no tests to run", "TestCheckout passes now.", Input{Content: "ok  \tshop/checkout\t0.004s [no tests to run]", Source: "go test -run TestCheckout ./checkout"}, "no-run", "ok  \tshop/checkout\t0.004s [no tests to run]"},
		{"hedge", "The CDN caches the asset.", Input{Content: "I think the CDN is probably caching this, haven't checked"}, "hedge", "I think the CDN is probably caching this"},
		{"hearsay", "The CDN caches the asset.", Input{Content: "Bob thinks the CDN caches the asset for an hour."}, "hearsay", "Bob thinks the CDN caches the asset for an hour"},
		{"restatement", "The PDF export is fixed.", Input{Content: "The PDF export is fixed now."}, "restatement", ""},
		{"irrelevant pass", "The PDF export is fixed.", Input{Content: "--- PASS: TestLogin (0.01s)\nok  \tshop/auth\t0.02s"}, "irrelevant", ""},
		{"relevant through source", "The PDF export is fixed.", Input{Content: "ok  \tshop/x\t0.02s", Source: "go test -run TestPDFExport"}, "pass", "ok  \tshop/x\t0.02s"},
		{"prose failure", "The PDF export is fixed.", Input{Content: "Clicked Export: the PDF export still fails with a blank page."}, "persists", "the PDF export still fails with a blank page"},
		{"prose success", "The PDF export is fixed.", Input{Content: "Exported invoice 1042 to PDF after the patch: the file opens and all 3 pages render; export works."}, "affirms", ""},
		{"http error body", "Token refresh works.", Input{Content: "HTTP/1.1 200 OK\n\n{\"error\":\"invalid_grant\"}", Source: "curl -i /oauth/token (refresh)"}, "fail", "HTTP/1.1 200 OK"},
		{"chinese relevant", "登录问题已经解决了", Input{Content: "登录测试全部通过：12 passed"}, "affirms", ""},
		{"spanish relevant", "El login ya funciona.", Input{Content: "Probé el login con el usuario demo y entra sin errores."}, "affirms", ""},
		{"observation", "The older application signs in.", Input{Content: "Signed in to the older application as demo@example.com at 10:02: the dashboard loaded."}, "affirms", "the dashboard loaded"},
		{"claim pasted back", "The fix works: TestCheckout passes now.", Input{Content: "The fix works: TestCheckout passes now."}, "restatement", ""},
		{"TAP: the named test is a TODO failure", "The 'parses leap seconds' test passes now",
			Input{Content: "TAP version 13\nok 1 - formats dates\nnot ok 2 - parses leap seconds # TODO leap seconds\n1..2\n# pass 1\n# fail 0\n# todo 1\n"}, "fail", "parses leap seconds: failed"},
		{"TAP: another test is a TODO failure", "The 'formats dates' test passes now",
			Input{Content: "TAP version 13\nok 1 - formats dates\nnot ok 2 - parses leap seconds # TODO leap seconds\n1..2\n# pass 1\n# fail 0\n# todo 1\n"}, "pass", ""},
		{"go -v: the named test is not among those that ran", "TestRefund in the checkout package passes",
			Input{Content: "=== RUN   TestCheckout\n--- PASS: TestCheckout (0.00s)\n=== RUN   TestCartAdd\n--- PASS: TestCartAdd (0.00s)\nPASS\nok  \texample.com/shop/checkout\t0.012s\n"}, "no-run", "TestRefund: not among the tests the output lists"},
		{"go -v: the named subtest ran", "TestCart/empty passes in the checkout package",
			Input{Content: "=== RUN   TestCart\n=== RUN   TestCart/empty\n--- PASS: TestCart (0.00s)\n    --- PASS: TestCart/empty (0.00s)\nPASS\nok  \texample.com/shop/checkout\t0.012s\n"}, "pass", ""},
		{"go without -v names no test", "TestRefund in the checkout package passes",
			Input{Content: "ok  \texample.com/shop/checkout\t0.012s\n"}, "pass", ""},
		{"a hedge about another subject", "The PDF export works on staging",
			Input{Content: "I ran the PDF export on staging and downloaded a 3-page PDF of order 8812. I think the fonts are embedded too, haven't checked."}, "affirms", ""},
		{"a hedge about the claim's subject", "The PDF export works on staging",
			Input{Content: "I ran the PDF export on staging. I think the PDF export works, haven't checked the file."}, "hedge", ""},
		{"a hedge about nothing nameable", "The PDF export works on staging",
			Input{Content: "I ran the PDF export on staging. I think it's fine."}, "hedge", ""},
		{"a bare hedge sentence", "The PDF export works on staging",
			Input{Content: "I ran the PDF export on staging. Not verified."}, "hedge", ""},
		{"es: a hedge about nothing nameable", "La exportación a PDF funciona en staging",
			Input{Content: "Ejecuté la exportación a PDF en staging. Creo que está bien."}, "hedge", ""},
		{"zh: a hedge is never about another subject", "PDF 导出在 staging 上正常工作",
			Input{Content: "我在 staging 上运行了 PDF 导出。我觉得字体也嵌入了。"}, "hedge", ""},
		{"a hedge with no other sentence", "The PDF export works on staging",
			Input{Content: "I think the fonts are embedded, haven't checked."}, "irrelevant", ""},
		{"es: hedge about another subject", "La exportación a PDF funciona en staging",
			Input{Content: "Ejecuté la exportación a PDF en staging y descargué el PDF del pedido 8812. Creo que las fuentes también están incrustadas."}, "affirms", ""},
		{"the named test passed, the whole run failed", "All tests pass now, including TestCheckout",
			Input{Content: "--- PASS: TestCheckout (0.00s)\n--- FAIL: TestCartAdd (0.00s)\nFAIL\nFAIL\tshop/checkout\t0.01s\n"}, "fail", "--- FAIL: TestCartAdd (0.00s)"},
		{"the named test passed, another failed", "TestCheckout passes now",
			Input{Content: "--- PASS: TestCheckout (0.00s)\n--- FAIL: TestCartAdd (0.00s)\nFAIL\nFAIL\tshop/checkout\t0.01s\n"}, "pass", "TestCheckout: passed"},
		{"a plan observes nothing", "The PDF export works now", Input{Content: "The PDF export will work once the font package is installed."}, "hedge", "The PDF export will work once the font package is installed"},
		{"a question observes nothing", "The PDF export works now", Input{Content: "Does the PDF export work now after the font fix?"}, "hedge", "Does the PDF export work now after the font fix"},
		{"a plan next to an observation", "The PDF export works now", Input{Content: "Exported order 8812: the PDF export works now. Next I will add a test for it."}, "affirms", ""},
		{"pytest -v: the named test failed", "tests/test_cart.py::test_total passes now",
			Input{Content: "tests/test_cart.py::test_checkout PASSED   [ 50%]\ntests/test_cart.py::test_total FAILED   [100%]\n"}, "fail", "tests/test_cart.py::test_total FAILED   [100%]"},
		{"pytest -v: the named test passed", "test_checkout passes now",
			Input{Content: "tests/test_cart.py::test_checkout PASSED   [ 50%]\ntests/test_cart.py::test_total FAILED   [100%]\n"}, "pass", "test_checkout: passed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := NewClaim(tt.claim)
			r := c.Read(tt.in)
			if r.Word() != tt.label {
				t.Errorf("label %q, want %q (reading %+v)", r.Word(), tt.label, r)
			}
			if tt.because != "" && r.Because() != tt.because {
				t.Errorf("because %q, want %q", r.Because(), tt.because)
			}
		})
	}
}

func TestDuplicates(t *testing.T) {
	c := NewClaim("The export job is stable.")
	rs := c.ReadAll([]Input{
		{Content: "2026-11-30T10:00:01Z export job 7f3a9c2e finished in 231ms"},
		{Content: "2026-11-30T10:05:44Z  export job 0b12de77 finished in 198ms "},
		{Content: "2026-11-30T10:06:00Z export job 0b12de77 failed"},
		// Equal once digits are set aside, but opposite outcomes: two
		// observations, not one.
		{Content: "export tests: 3 passed, 0 failed"},
		{Content: "export tests: 0 passed, 3 failed"},
		{Content: "export.sh finished: exit status 0"},
		{Content: "export.sh finished: exit status 1"},
		{Content: "HTTP/1.1 200 OK\n\n{}"},
		{Content: "HTTP/1.1 500 OK\n\n{}"},
	})
	var got []int
	for _, r := range rs {
		got = append(got, r.Duplicate)
	}
	if diff := cmp.Diff([]int{-1, 0, -1, -1, -1, -1, -1, -1, -1}, got); diff != "" {
		t.Errorf("duplicates (-want +got):\n%s", diff)
	}
}

func TestRelevantAndParaphrase(t *testing.T) {
	claim := SubjectOf("TestCheckout passes now")
	for _, tt := range []struct {
		item string
		want bool
	}{
		{"--- PASS: TestCheckout (0.01s)", true},
		{"--- PASS: TestLogin (0.01s)\nok  shop 0.1s", false},
		{"checkout total is 42", true},
	} {
		if got := Relevant(claim, SubjectOf(tt.item)); got != tt.want {
			t.Errorf("Relevant(%q) = %v, want %v", tt.item, got, tt.want)
		}
	}
	para := []struct {
		a, b string
		want bool
	}{
		{"TestCheckout passes now.", "The fix works: TestCheckout passes.", true},
		{"The PDF export is fixed.", "PDF export fixed now", true},
		{"The PDF export is fixed.", "Login works again.", false},
		{"导出PDF的问题已经修复", "导出PDF问题修复了", true},
		// Chinese rewordings of how it is put (已修复, 已经修好了) are one
		// claim; the same wording about another feature is another.
		{"导出功能已修复", "导出已经修好了", true},
		{"导出功能已修复", "The export is fixed.", true},
		{"导出功能已修复", "登录功能已修复", false},
		{"导出功能已经修复", "登录功能已经修复", false},
		{"La exportación de PDF funciona.", "La exportación de PDF ya funciona bien.", true},
		// A shared subject with another object, endpoint or environment
		// is another claim.
		{"The PDF export works.", "The CSV export works.", false},
		{"Payments work in production.", "Payments work in staging.", false},
		{"The login page works on Safari", "The login page works on Firefox", false},
		{"The login page works on Safari", "The login page works on Safari now", true},
		{"The login page works on Safari", "The login page works on Safari and Firefox", true},
		{"The checkout works on staging", "The checkout works on production", false},
		{"The build passes on ARM", "The build passes on amd64", false},
		{"GET /api/orders returns 200.", "GET /api/users returns 200.", false},
		{"GET /api/orders returns 200.", "GET /api/orders answers 200 OK.", true},
	}
	for _, p := range para {
		if got := Paraphrase(SubjectOf(p.a), SubjectOf(p.b)); got != p.want {
			t.Errorf("Paraphrase(%q, %q) = %v, want %v (%v / %v)", p.a, p.b, got, p.want, SubjectOf(p.a), SubjectOf(p.b))
		}
	}
}

func TestExplains(t *testing.T) {
	c := NewClaim("TestCheckout passes now")
	for _, tt := range []struct {
		content string
		want    bool
	}{
		{"The failing run c1.e0 had SHOP_BUG=1 still exported in my shell, so Cart.Total applied the coupon twice.", true},
		{"c1.e0 ran before the fix was merged.", true},
		{"c1.e0 failed because the test database was not migrated.", true},
		{"c1.e0 is outdated; TestCheckout passes now on my machine.", false},
		{"TestCheckout passes now, see c1.e0.", false},
	} {
		if got := c.Explains(tt.content, "c1.e0"); got != tt.want {
			t.Errorf("Explains(%q) = %v, want %v", tt.content, got, tt.want)
		}
	}
}

func TestIdents(t *testing.T) {
	got := SubjectOf("TestCheckout and pdf_export hit /v1/token in auth.go at 10ms, not plain words.").Idents
	want := []string{"testcheckout", "pdf_export", "/v1/token", "auth.go"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("idents (-want +got):\n%s", diff)
	}
}

func TestFingerprint(t *testing.T) {
	same := [][2]string{
		{"job 12 done at 2026-11-30T10:00:00Z", "job 7 done at 2026-12-01T11:22:33Z"},
		{"request 7f3a9c2e failed", "request 0b12de77 failed"},
		{"a  b\n c ", "a b c"},
	}
	for _, p := range same {
		if Fingerprint(p[0]) != Fingerprint(p[1]) {
			t.Errorf("%q and %q differ", p[0], p[1])
		}
	}
	if Fingerprint("job done") == Fingerprint("job failed") {
		t.Error("different texts share a fingerprint")
	}
}

// TestLinear reads ever larger inputs of repeated runner output: the
// reader must not fail or fall over on them (cost is in the benchmark).
func TestLinear(t *testing.T) {
	unit := "=== RUN   TestX\n--- PASS: TestX (0.00s)\n"
	r := Output(strings.Repeat(unit, 50000) + "ok  \tx\t1s\n")
	if r.Outcome != Pass || r.Runs != 50000 {
		t.Errorf("outcome %s runs %d", r.Outcome, r.Runs)
	}
	adversarial := strings.Repeat("0 0 0 0 0 ", 100000) + strings.Repeat("\"error\":", 10000)
	_ = Output(adversarial)
	_ = Statements(strings.Repeat("not not not no never ", 20000))
}

func TestMeasurements(t *testing.T) {
	tests := map[string]int{
		"BenchmarkTotal-8   	 1000000	      1234 ns/op	     512 B/op	       3 allocs/op": 3,
		"p99 went from 230ms to 120 ms":   2,
		"It feels much faster now":        0,
		"export took 3.2 s, was 9.8s":     2,
		"TestX (0.00s) and version 2.3.1": 1,
	}
	for in, want := range tests {
		if got := Measurements(in); got != want {
			t.Errorf("Measurements(%q) = %d, want %d", in, got, want)
		}
	}
	twice := map[string]bool{
		"p99 went from 230ms to 120 ms":                              true,
		"export took 3.2 s, was 9.8s":                                true,
		"CPU went from 45% to 12%":                                   true,
		"After a 10s warm-up, the benchmark served 5000 req/s.":      false,
		"Parse-8  1234 ns/op  512 B/op  3 allocs/op":                 false,
		"name old time/op new time/op delta\nParse 1.2ms 0.8ms -33%": true,
	}
	for in, want := range twice {
		if got := MeasuresTwice(in); got != want {
			t.Errorf("MeasuresTwice(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestPersistMarkerNamesNoSubject: a persistence marker says how long a
// state lasts, not what it is about: "It keeps timing out" after an
// observation of the claim's subject is that subject still failing.
func TestPersistMarkerNamesNoSubject(t *testing.T) {
	c := NewClaim("The fix resolved the duplicate push notifications on iOS.")
	base := "Since build 8.15.0, a test order on iOS 18.1 produced exactly one push notification per status change."
	for _, tail := range []string{" It keeps timing out again.", " It continues timing out.", " It remains broken."} {
		if r := c.Read(Input{Content: base + tail, Source: "test order, iOS 18.1"}); r.Word() != "persists" {
			t.Errorf("Read(%q) = %s, want persists", tail, r.Word())
		}
	}
}

// TestFilterPatternsUnittest: unittest's dotted name of a test or a class
// selects it as a pytest node id does; a module alone selects no test.
func TestFilterPatternsUnittest(t *testing.T) {
	for cmd, want := range map[string]string{
		"python3 -m unittest tests.test_merge.test_merge_window":   "test_merge_window",
		"python -m unittest -v test_bounce.TestBounceParser":       "TestBounceParser",
		"python3 -m unittest -v test_bounce":                       "",
		"pytest tests/test_merge.py::test_merge_window --count=30": "test_merge_window",
	} {
		got := strings.Join(filterPatterns(cmd), ",")
		if got != want {
			t.Errorf("filterPatterns(%q) = %q, want %q", cmd, got, want)
		}
	}
}

// TestRunnerLineHoldsNoHedge: the words on a runner's own result line (a
// skip's reason) are the runner's, not the author's doubt: the passes
// beside it still affirm.
func TestRunnerLineHoldsNoHedge(t *testing.T) {
	c := NewClaim("The bounce parser tests test_parses_hard_bounce and test_parses_soft_bounce pass.")
	out := "test_bounce.py::TestBounceParser::test_dsn_multipart SKIPPED (fixture not checked in yet) [ 33%]\n" +
		"test_bounce.py::TestBounceParser::test_parses_hard_bounce PASSED [ 66%]\n" +
		"test_bounce.py::TestBounceParser::test_parses_soft_bounce PASSED [100%]\n" +
		"========================= 2 passed, 1 skipped in 0.04s ========================="
	if r := c.Read(Input{Content: out, Source: "pytest -v test_bounce.py"}); r.Hedge.Rule != "" {
		t.Errorf("Read: hedge %q on a runner's line", r.Hedge.Text)
	}
	if r := c.Read(Input{Content: "I think it probably passes, not checked yet.\n" + out, Source: "pytest -v test_bounce.py"}); r.Hedge.Rule == "" {
		t.Errorf("Read: the author's hedge above the output was not read")
	}
}
