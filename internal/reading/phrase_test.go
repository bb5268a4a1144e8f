package reading

import (
	"slices"
	"strings"
	"testing"
)

func TestSays(t *testing.T) {
	tests := []struct {
		in   string
		want Kind // what the first outcome-shaped statement says; "" for none
	}{
		// English
		{"The fix works: TestCheckout passes now.", Success},
		{"TestCheckout did not pass.", Failure},
		{"The export no longer fails.", Success},
		{"Since the rebase TestCheckout no longer passes.", Failure},
		{"The payment goes through now.", Success},
		{"Desde el rebase, TestCheckout ya no pasa.", Failure},
		{"Los tests ya no pasan.", Failure},
		{"TestCheckout todavía no pasa.", Failure},
		{"El test sigue sin pasar.", Failure},
		{"El test de checkout no pasa.", Failure},
		{"No pasa nada, ya funciona.", Success},
		{"rebase 之后 TestCheckout 不再通过了。", Failure},
		{"TestCheckout 不再失败了", Success},
		{"0 failed, 12 passed", Success},
		{"No errors in the log since the deploy.", Success},
		{"It is not fixed yet.", Failure},
		{"Reproduce it, then fix the parser.", ""},
		{"We will fix the timeout tomorrow.", ""},
		{"It should be fixed after the restart.", ""},
		{"Is it fixed?", ""},
		{"The login test still fails.", Failure},
		{"It didn't crash.", Success},
		{"It never fails on CI.", Success},
		{"The build is green.", Success},
		{"All tests pass.", Success},
		{"It did not crash but the export fails.", Success},
		// Spanish
		{"Ya funciona.", Success},
		{"No funciona el login.", Failure},
		{"La exportación ya no falla.", Success},
		{"Todavía no está arreglado.", Failure},
		{"Voy a arreglar el parser.", ""},
		// Chinese
		{"问题已经解决了", Success},
		{"登录测试通过了", Success},
		{"还没修复", Failure},
		{"导出还是失败", Failure},
		{"我们需要修复这个问题", ""},
		{"不再报错了", Success},
	}
	for _, tt := range tests {
		var got Kind
		for _, st := range Statements(tt.in) {
			if s := st.Says(); s != "" {
				got = s
				break
			}
		}
		if got != tt.want {
			t.Errorf("%q says %q, want %q (statements %+v)", tt.in, got, tt.want, Statements(tt.in))
		}
	}
}

// TestStopClaims: a final message's predictions and bare verdicts of green
// are success claims a failing run contradicts; reports and plans are not.
func TestStopClaims(t *testing.T) {
	for _, msg := range []string{"The tests should now pass.", "Tests should pass now.", "This should work now.", "Should be fixed now.",
		"That ought to do it: all tests should be green.", "I expect CI to be green.", "Not only do all tests pass, the total is right too.",
		"The fix is in place and verified.", "Tests: ok.", "Tests ✅", "CI: green", "Las pruebas deberían pasar ahora.", "All tests pass now."} {
		if c := StopClaims(msg); len(c) == 0 {
			t.Errorf("StopClaims(%q) = none, want a claim", msg)
		}
	}
	for _, msg := range []string{"TestTotal still fails (350 != 400); I will fix the loop bound next.", "The tests still fail; I should look at the loop next.",
		"Next I need to make the tests pass.", "TestTotal fails: 350 != 400. I have not fixed it yet.", "Should I run the tests again?"} {
		if c := StopClaims(msg); len(c) != 0 {
			t.Errorf("StopClaims(%q) = %+v, want none", msg, c)
		}
	}
	if c := StopClaims("Tests: ok."); len(c) != 1 || c[0].Sentence != "Tests: ok" {
		t.Errorf("StopClaims(Tests: ok.) = %+v, want the check's name with its verdict", c)
	}
}

// TestStopClaimsInability: a report that the agent could not reach a
// success is a report of failure, however far the success's verb stands
// from the inability that governs it; an attempt aims at the success. A
// success in a clause of its own after one is still claimed.
func TestStopClaimsInability(t *testing.T) {
	for _, msg := range []string{"I could not get the tests to pass.", "I couldn't get the tests to pass.", "I was unable to make the tests pass.",
		"I failed to get the tests to pass.", "I did not manage to get the whole suite passing.", "We were not able to get CI green.",
		"I tried to make the tests pass.", "I attempted to get the build green before stopping.",
		"No pude hacer que las pruebas pasen.", "No logré que todas las pruebas pasaran.", "我没能在今天之前让所有的测试都通过。", "我无法让测试通过。"} {
		if c := StopClaims(msg); len(c) != 0 {
			t.Errorf("StopClaims(%q) = %+v, want none", msg, c)
		}
	}
	for _, msg := range []string{"I could not reproduce the flake; all tests pass now.", "I couldn't find the old issue, but the tests pass.",
		"The migration that failed to apply is gone and the tests pass.", "I could not get the tests to pass at first, then they passed after the fix.",
		"No puedo creer que todas las pruebas pasan ya."} {
		if c := StopClaims(msg); len(c) == 0 {
			t.Errorf("StopClaims(%q) = none, want a claim", msg)
		}
	}
}

func TestSuccessClaims(t *testing.T) {
	msg := "I updated the parser. All tests pass now and the export works. I haven't touched the importer; I will fix it next. 问题已经解决了。"
	var got []string
	for _, st := range SuccessClaims(msg) {
		got = append(got, st.Text)
	}
	want := []string{"tests pass", "works", "已经解决"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("SuccessClaims = %q, want %q", got, want)
	}
	for _, msg := range []string{"No more failures.", "The fix is complete and verified.", "Ya no hay más errores.", "修复已完成并验证。"} {
		if c := SuccessClaims(msg); len(c) != 1 {
			t.Errorf("SuccessClaims(%q) = %+v, want one claim", msg, c)
		}
	}
	for _, msg := range []string{"The fix is not complete yet.", "The migration is incomplete.", "No more ideas; it still fails."} {
		if c := SuccessClaims(msg); len(c) != 0 {
			t.Errorf("SuccessClaims(%q) = %+v, want none", msg, c)
		}
	}
	// A package pattern's dots are part of the path, not a sentence end.
	for msg, want := range map[string]string{
		"All green: go test ./... passes.": "go test ./... passes",
		"./internal/... passes now.":       "./internal/... passes now",
		"The tests in ./cart/... pass.":    "The tests in ./cart/... pass",
	} {
		var got []string
		for _, st := range SuccessClaims(msg) {
			got = append(got, st.Sentence)
		}
		if !slices.Contains(got, want) {
			t.Errorf("SuccessClaims(%q) sentences = %q, want one of them %q", msg, got, want)
		}
	}
	if c := SuccessClaims("I will make the tests pass, then fix the importer."); len(c) != 0 {
		t.Errorf("plans read as success claims: %+v", c)
	}
	// A condition is not a report of success; a past tense after it, or
	// "once again", tells what happened.
	for msg, want := range map[string]int{
		"Once CI is green we can merge.":                0,
		"As soon as the tests pass we ship.":            0,
		"Una vez que las pruebas pasen, hacemos merge.": 0,
		"Cuando funcione, lo desplegamos.":              0,
		"一旦测试通过就合并。":                                    0,
		"等CI通过之后再合并。":                                   0,
		"Once the cache warmed up the tests passed.":    1,
		"Once again all tests pass.":                    1,
		"It failed once; now all tests pass.":           1,
		"The 'applies a coupon once' test passes now.":  1,
	} {
		if c := SuccessClaims(msg); len(c) != want {
			t.Errorf("SuccessClaims(%q) = %+v, want %d claim(s)", msg, c, want)
		}
	}
}

// TestEveryPhraseRowFires checks each row, positive (its first phrase in a
// sentence fires it) and negative (a sentence without it does not).
func TestEveryPhraseRowFires(t *testing.T) {
	for _, row := range phraseRows {
		p := row.phrases[0]
		in := "Here " + p + " today"
		if isCJK([]rune(p)[0]) {
			in = "今天" + p + "。"
		}
		found := false
		for _, st := range Statements(in) {
			found = found || st.Rule == row.name
		}
		if !found {
			t.Errorf("row %s: %q does not fire on %q (statements %+v)", row.name, p, in, Statements(in))
		}
		for _, st := range Statements("Here the cache stores items today. 今天的天气。") {
			if st.Rule == row.name {
				t.Errorf("row %s fires on a sentence without its phrases: %+v", row.name, st)
			}
		}
	}
}

func TestModifiers(t *testing.T) {
	for _, row := range modifierRows {
		for _, m := range row.phrases[:1] {
			in := m + " fixed"
			if isCJK([]rune(m)[0]) {
				in = m + "已修复"
			}
			var st Statement
			for _, s := range Statements(in) {
				if s.Kind == Success {
					st = s
				}
			}
			if row.planned && !st.Planned || !row.planned && !st.Negated {
				t.Errorf("row %s: %q does not modify %q: %+v", row.name, m, in, st)
			}
		}
	}
	// Negation stops at a clause boundary.
	for _, st := range Statements("Not the cache. It works now.") {
		if st.Kind == Success && st.Negated {
			t.Errorf("negation crossed a full stop: %+v", st)
		}
	}
}

func TestHedgeAndHearsay(t *testing.T) {
	tests := []struct {
		in   string
		want Kind
	}{
		{"I think the CDN is probably caching this, haven't checked", Hedge},
		{"Creo que el CDN está cacheando.", Hedge},
		{"可能是CDN缓存了", Hedge},
		{"Bob thinks the cache is stale.", Hearsay},
		{"Someone said it might be DNS.", Hearsay},
		{"According to a chat message the deploy finished.", Hearsay},
		{"据说已经修复了", Hearsay},
		{"Dice que ya funciona.", Hearsay},
	}
	for _, tt := range tests {
		if _, ok := First(tt.in, tt.want); !ok {
			t.Errorf("%q: no %s statement in %+v", tt.in, tt.want, Statements(tt.in))
		}
	}
	for _, in := range []string{"The admin confirmed the certificate was renewed at 10:02.", "GET /health returned 200 at 10:03."} {
		if st, ok := First(in, Hearsay); ok {
			t.Errorf("%q read as hearsay: %+v", in, st)
		}
		if st, ok := First(in, Hedge); ok {
			t.Errorf("%q read as a hedge: %+v", in, st)
		}
	}
}

func TestClaimShapes(t *testing.T) {
	tests := []struct {
		claim string
		want  []Kind
	}{
		{"The API no longer supports native authentication.", []Kind{Absence}},
		{"The fix works: TestCheckout passes now.", []Kind{Success}},
		{"The patch did not fix the export.", nil},
		{"TestCache is flaky.", []Kind{Intermittent}},
		{"The parser is faster since v2.", []Kind{Environment, Performance}},
		{"It fails in production because of the cache.", []Kind{Causal, Environment}},
		{"Every request gets a 502.", []Kind{Universal}},
		{"La exportación ya funciona en producción.", []Kind{Success, Environment}},
		{"登录问题已经解决了", []Kind{Success}},
		{"偶发的超时是由于连接池导致的", []Kind{Causal, Intermittent}},
	}
	for _, tt := range tests {
		c := NewClaim(tt.claim)
		got := c.Shapes
		if strings.Join(kinds(got), ",") != strings.Join(kinds(tt.want), ",") {
			t.Errorf("%q shapes %v, want %v", tt.claim, got, tt.want)
		}
	}
	if c := NewClaim("The patch did not fix the export."); c.Success {
		t.Error("a negated fix read as success-shaped")
	}
}

func kinds(ks []Kind) []string {
	var out []string
	for _, k := range ks {
		out = append(out, string(k))
	}
	return out
}

func TestNegativeAndEnvironments(t *testing.T) {
	neg := map[string]bool{
		"The endpoint is not vulnerable to SQL injection.": true,
		"The patch did not fix the export.":                true,
		"The export no longer fails.":                      false,
		"The API no longer supports native auth.":          false,
		"Login works.":                  false,
		"El endpoint no es vulnerable.": true,
		"The search endpoint is no longer vulnerable to SQL injection.": true,
		"El endpoint ya no es vulnerable a inyección SQL.":              true,
		"搜索接口不再存在 SQL 注入漏洞":                                             true,
		"Nobody can bypass the CSRF check.":                             true,
		"The API no longer accepts API keys.":                           false,
		"这个接口没有漏洞":                                                      true,
	}
	for claim, want := range neg {
		if got := NewClaim(claim).Negative(); got != want {
			t.Errorf("Negative(%q) = %v, want %v", claim, got, want)
		}
	}
	envs := map[string][]string{
		"It fails in production.":             {"production", "prod"},
		"Streaming broke since v2.3.":         {"v2.3"},
		"La exportación falla en producción.": {"producción", "produccion", "production", "prod"},
		"Login works.":                        nil,
	}
	for claim, want := range envs {
		got := NewClaim(claim).Environments()
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("Environments(%q) = %q, want %q", claim, got, want)
		}
	}
}

func TestObservedIn(t *testing.T) {
	for _, tt := range []struct {
		text, env string
		want      bool
	}{
		{"Exported order 8812 in production at 10:02: the PDF opened.", "production", true},
		{"kubectl logs -n prod export-7f9", "prod", true},
		{"生产环境下导出成功", "生产环境", true},
		{"Tested locally against a production-like dataset: the export works.", "production", false},
		{"Verified on staging (not in production yet): the export works.", "production", false},
		{"We will try it in production tomorrow.", "production", false},
		{"The productions of the grammar parse.", "production", false},
		{"Ran it backstage.", "stage", false},
	} {
		if got := ObservedIn(tt.text, tt.env); got != tt.want {
			t.Errorf("ObservedIn(%q, %q) = %v, want %v", tt.text, tt.env, got, tt.want)
		}
	}
}

func TestIsBefore(t *testing.T) {
	for _, tt := range []struct {
		content, source string
		want            bool
	}{
		{"--- FAIL: TestCheckout (0.00s)\nFAIL", "go test on main before the fix", true},
		{"Before the patch:\n--- FAIL: TestCheckout", "", true},
		{"修复前：测试失败", "", true},
		{"--- FAIL: TestCheckout (0.00s)\nFAIL", "go test ./checkout", false},
		{"ran it again\n--- FAIL: TestX\nbefore returning", "", false},
		// A run after the change that mentions the one before is not a before.
		{"--- FAIL: TestCheckout (0.00s)\nFAIL", "rerun after the fix (compare with the run before)", false},
		{"Previously failing test, rerun after the fix:\n--- FAIL: TestCheckout", "", false},
		{"Antes fallaba; ahora:\n--- FAIL: TestCheckout", "", false},
		{"修复前失败，修复后：\n--- FAIL: TestCheckout", "", false},
	} {
		if got := IsBefore(tt.content, tt.source); got != tt.want {
			t.Errorf("IsBefore(%q, %q) = %v, want %v", tt.content, tt.source, got, tt.want)
		}
	}
	for _, row := range beforeRows {
		if !IsBefore(row.phrases[0]+": output", "") {
			t.Errorf("row %s: %q not read as before", row.name, row.phrases[0])
		}
	}
	for _, row := range afterRows {
		if IsBefore("before the fix, "+row.phrases[0]+": output", "") {
			t.Errorf("row %s: %q does not cancel a before", row.name, row.phrases[0])
		}
	}
}

// TestFinalMessages are agents' last messages as a Stop hook sees them:
// which of them claim success (docs/rules.md §13).
func TestFinalMessages(t *testing.T) {
	tests := []struct {
		msg  string
		want bool
	}{
		{"Done. All tests pass and the export works.", true},
		{"I've fixed the bug in Cart.Total.", true},
		{"Listo, ya funciona el login.", true},
		{"已完成，测试全部通过。", true},
		{"I could not reproduce it; I will fix it once I can.", false},
		{"The tests are still failing; next I will look at the coupon logic.", false},
		{"Is it fixed? Not yet.", false},
		{"Todavía no funciona.", false},
		{"还没修复，需要再看看。", false},
		{"When done, run the tests again.", false},
		// A plan early in the clause governs the success it aims at.
		{"Next I will fix the test so that all tests pass.", false},
		{"I'll make sure all tests pass next.", false},
		{"We’ll make sure the export works.", false},
		{"I'm going to refactor the parser until every test passes.", false},
		// Past work whose result is stated is a claim, however long the clause.
		{"I fixed the nil check in the parser so the tests pass now.", true},
		{"When I ran go test ./... all tests passed.", true},
		{"I will push it now but all tests pass.", true},
		// "then" before a past tense is what happened next.
		{"I fixed the nil check, and then all tests passed.", true},
		{"Reverted the change, then the build succeeded.", true},
		{"Then the export worked.", true},
		{"Luego los tests pasaron.", true},
		{"Reproduce it, then fix the parser.", false},
		{"Then run the tests and make sure they pass.", false},
		// Spanish "todo" (all) is not the English TODO.
		{"Ahora todo funciona correctamente.", true},
		{"Todo funciona.", true},
		{"I've verified the fix.", true},
		{"Confirmed the fix on staging.", true},
		{"现在可以正常登录了。", true},
		{"The endpoint now returns 200.", true},
		{"GET /health returns 200 now.", true},
		{"GET /health no longer returns 200.", false},
		{"Se solucionó el problema.", true},
		{"这个 bug 现在不会再出现了。", true},
		{"还不能正常登录。", false},
	}
	for _, tt := range tests {
		if got := len(SuccessClaims(tt.msg)) > 0; got != tt.want {
			t.Errorf("%q: success claimed = %v, want %v (%+v)", tt.msg, got, tt.want, Statements(tt.msg))
		}
	}
}

// TestAttemptOutcomes are reality_check attempt outcomes (docs/rules.md §5): what
// each says happened.
func TestAttemptOutcomes(t *testing.T) {
	tests := []struct {
		outcome string
		want    Kind
	}{
		{"no failures", Success},
		{"0 failed", Success},
		{"all passed", Success},
		{"success rate dropped to 40%", ""},
		{"Failed with timeout.", Failure},
		{"still 502", ""},
		{"sigue fallando", Failure},
		{"还是超时", Failure},
	}
	for _, tt := range tests {
		var got Kind
		for _, st := range Statements(tt.outcome) {
			if s := st.Says(); s != "" {
				got = s
			}
		}
		if got != tt.want {
			t.Errorf("%q says %q, want %q", tt.outcome, got, tt.want)
		}
	}
}
