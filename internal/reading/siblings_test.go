package reading

import "testing"

// TestOtherOfKind: an item that names another thing of the claim's kind in
// its place (a word, an identifier's part, Spanish, Chinese) does not
// affirm; the same item with the claim's own thing does, and so does an
// item that names another thing only where the claim's thing is a
// condition, not its subject.
func TestOtherOfKind(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// negating: another thing of the same kind
		{"The invoice emails are sent.", "Receipt emails for March: 412 sent, 0 failed.", false},
		{"The CSV import finishes without errors.", "uploader: orders.csv uploaded and finished without errors, exit 0", false},
		{"La exportación nocturna termina sin errores.", "El archivado nocturno terminó sin errores a las 02:10.", false},
		{"登录功能正常。", "注册功能正常，测试了 20 次。", false},
		{"SSO works for every tenant.", "SSO works for all 12 workspaces we checked.", false},
		{"The cart works on Android.", "On Android the wishlist works: opened it 20 times, no crash.", false},
		{"The login test passes.", "--- PASS: TestSignupRedirect (0.02s)\nok  \texample.com/auth\t0.03s", false},
		// affirming: the claim's own thing, or another only beside it
		{"The invoice emails are sent.", "Invoice emails for March: 412 sent, 0 failed; receipts go out tomorrow.", true},
		{"The CSV import finishes without errors.", "importer: orders.csv imported and finished without errors, exit 0", true},
		{"La exportación nocturna termina sin errores.", "La exportación nocturna terminó sin errores a las 02:10.", true},
		{"登录功能正常。", "登录功能正常，测试了 20 次。", true},
		{"SSO works for every tenant.", "SSO works for all 12 tenants we checked.", true},
		{"The cart works on Android.", "On Android the cart works: opened it 20 times, no crash.", true},
	})
}

// TestRowWords: identifiers split where their case changes, accents go.
func TestRowWords(t *testing.T) {
	got := rowWords(nil, "RefundActivity testSignupWithSSO SSOLogin /v3/payouts archive-job Exportación")
	want := []string{"refund", "activity", "test", "signup", "with", "sso", "sso", "login", "v", "payouts", "archive", "job", "exportacion"}
	if len(got) != len(want) {
		t.Fatalf("rowWords = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("rowWords = %q, want %q", got, want)
		}
	}
}

// TestKindsOfClaim: the things a claim names are those of its main
// clause, and a form used as a verb of an object names no thing.
func TestKindsOfClaim(t *testing.T) {
	for _, tc := range []struct {
		claim string
		want  []string
	}{
		{"Changed the rounding on invoice totals. CI is green, shipping it.", []string{"invoice"}},
		{"Refunds no longer fail when the invoice is missing.", []string{"refund", "refund"}},
		{"The shipping address is saved.", []string{"shipping"}},
		{"登录功能正常。", []string{"login"}},
	} {
		var got []string
		for _, k := range NewClaim(tc.claim).kindsOf() {
			for _, m := range k.members {
				got = append(got, subjectKinds[k.row].members[m].name)
			}
		}
		if len(got) != len(tc.want) {
			t.Errorf("%q: kinds %q, want %q", tc.claim, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%q: kinds %q, want %q", tc.claim, got, tc.want)
			}
		}
	}
}

// TestASCIIRowWords: the ASCII path cuts the words rowWords makes rune by
// rune.
func TestASCIIRowWords(t *testing.T) {
	for _, s := range []string{"RefundActivity testSignupWithSSO SSOLogin /v3/payouts archive-job", "", "A", "ab CD eF", "HTTPServer x2y", "uploader: orders.csv"} {
		var slow []string
		slow = rowWordsSlow(slow, s)
		fast := asciiRowWords(nil, s)
		if len(slow) != len(fast) {
			t.Fatalf("%q: %q, want %q", s, fast, slow)
		}
		for i := range slow {
			if slow[i] != fast[i] {
				t.Fatalf("%q: %q, want %q", s, fast, slow)
			}
		}
	}
}

// rowWordsSlow is rowWords without its ASCII path: a word of one accented
// letter after the text sends it rune by rune.
func rowWordsSlow(out []string, s string) []string {
	out = rowWords(out, s+" é")
	return out[:len(out)-1]
}
