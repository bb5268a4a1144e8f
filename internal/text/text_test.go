package text

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestWords(t *testing.T) {
	got := Words("Doesn't restart the Pod: HTTP/1.1 401 — Über-Fehler! TestLogin readTicket PDFExport")
	want := []string{"doesnt", "restart", "the", "pod", "http", "1", "1", "401", "über", "fehler", "test", "login", "read", "ticket", "pdf", "export"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Words mismatch (-want +got):\n%s", diff)
	}
}

// referenceWords is Words written the slow, obvious way, rune by rune.
func referenceWords(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, string(cur))
			cur = cur[:0]
		}
	}
	prev := rune(-1)
	runes := []rune(s)
	for i, r := range runes {
		next := rune(-1)
		if i+1 < len(runes) {
			next = runes[i+1]
		}
		switch {
		case r == '\'' || r == '’':
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if 'A' <= r && r <= 'Z' && ('a' <= prev && prev <= 'z' || 'A' <= prev && prev <= 'Z' && 'a' <= next && next <= 'z') && len(cur) > 0 {
				flush()
			}
			cur = append(cur, unicode.ToLower(r))
		default:
			flush()
		}
		prev = r
	}
	flush()
	return words
}

// TestWordsMatchesReference checks the one tokenizer behind Words, Terms and
// Extractor against referenceWords on random text: ASCII and non-ASCII
// letters, camelCase, apostrophes, invalid UTF-8 and words longer than the
// scanner's stack buffer.
func TestWordsMatchesReference(t *testing.T) {
	pieces := []string{"a", "Z", "q", "Login", "'", "’", " ", "-", "9", "Ü", "ß", "é", "Σ", "٣", "\xff", "\t", ".", strings.Repeat("long", 20), strings.Repeat("Ω", 40)}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(24) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		want, got := referenceWords(s), Words(s)
		if len(want) == 0 {
			want = []string{}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("Words(%q) (-reference +got):\n%s", s, diff)
		}
	}
}

func TestStemGroupsInflections(t *testing.T) {
	groups := [][]string{
		{"restart", "restarting", "restarted", "restarts"},
		{"pod", "pods"},
		{"replace", "replaced", "replacing", "replaces"},
		{"stop", "stopped", "stopping"},
		{"query", "queries"},
		{"pass", "passes"},
		{"fix", "fixes", "fixed", "fixing"},
		{"automatic", "automatically"},
		{"dynamic", "dynamically"},
	}
	for _, g := range groups {
		want := Stem(g[0])
		for _, w := range g[1:] {
			if got := Stem(w); got != want {
				t.Errorf("Stem(%q) = %q, want %q (same as %q)", w, got, want, g[0])
			}
		}
	}
	// Different words must stay different.
	for _, pair := range [][2]string{{"cache", "catch"}, {"status", "state"}, {"pool", "poll"}, {"token", "taken"}} {
		if Stem(pair[0]) == Stem(pair[1]) {
			t.Errorf("Stem(%q) == Stem(%q) = %q; distinct words merged", pair[0], pair[1], Stem(pair[0]))
		}
	}
}

func TestTermsDropStopWordsAndFoldSynonyms(t *testing.T) {
	if diff := cmp.Diff([]string{"restart", "pod"}, Terms("Restarting the pods")); diff != "" {
		t.Errorf("Terms mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(Terms("restart the pod"), Terms("restarting pods")); diff != "" {
		t.Errorf("reworded phrases must share terms (-want +got):\n%s", diff)
	}
	// credentials and signing in are about authentication
	for _, s := range []string{"credentials", "signs in", "authentication", "login"} {
		if !Shares(Terms(s), Terms("native auth")) {
			t.Errorf("Terms(%q) = %v does not share a term with 'native auth'", s, Terms(s))
		}
	}
	if diff := cmp.Diff([]string{"test", "auth", "ticket"}, Terms("TestLogin: ticket_id HTTPServer")[:3]); diff != "" {
		t.Errorf("camelCase and snake_case split (-want +got):\n%s", diff)
	}
	if Shares(Terms("colour palette"), Terms("login response")) {
		t.Error("unrelated phrases share a term")
	}
}

func TestSynonymGroupsAreDisjoint(t *testing.T) {
	seen := map[string]string{}
	for stem, canon := range synonyms {
		if prev, ok := seen[stem]; ok && prev != canon {
			t.Errorf("stem %q folds to both %q and %q", stem, prev, canon)
		}
		seen[stem] = canon
	}
}

func TestJaccard(t *testing.T) {
	tests := []struct {
		a, b []string
		want float64
	}{
		{nil, nil, 0},
		{[]string{"a"}, nil, 0},
		{[]string{"a", "b"}, []string{"a", "b"}, 1},
		{[]string{"a", "b"}, []string{"b", "c"}, 1.0 / 3},
	}
	for _, tt := range tests {
		if got := Jaccard(tt.a, tt.b); got != tt.want {
			t.Errorf("Jaccard(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestExcerpt(t *testing.T) {
	if got := Excerpt("short\n  text", 280); got != "short text" {
		t.Errorf("whitespace not collapsed: %q", got)
	}
	long := strings.Repeat("é", 300) // 2 bytes per rune
	got := Excerpt(long, 280)
	if !utf8.ValidString(got) {
		t.Fatalf("excerpt is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(got); n != 280 {
		t.Errorf("excerpt has %d runes, want 280", n)
	}
	if !strings.HasSuffix(got, "…") {
		t.Errorf("cut excerpt not marked with …")
	}
	exact := strings.Repeat("x", 280)
	if got := Excerpt(exact, 280); got != exact {
		t.Errorf("280-rune text was cut")
	}
	emoji := strings.Repeat("🙂", 281)
	if got := Excerpt(emoji, 280); utf8.RuneCountInString(got) != 280 || !utf8.ValidString(got) {
		t.Errorf("4-byte runes cut badly: %d runes", utf8.RuneCountInString(got))
	}
}

func BenchmarkTerms(b *testing.B) {
	s := "The older application successfully signs in with native credentials after restarting the pods; POST /v1/session returned 401."
	b.ReportAllocs()
	for b.Loop() {
		Terms(s)
	}
}

func BenchmarkWords(b *testing.B) {
	s := "The older application successfully signs in with native credentials after restarting the pods; POST /v1/session returned 401."
	b.ReportAllocs()
	for b.Loop() {
		Words(s)
	}
}

func TestExtractorMatchesTerms(t *testing.T) {
	texts := [][]string{
		{"The API no longer supports native authentication.", ""},
		{"The current client implementation does not obtain credentials.", "current client"},
		{"Restarting the pods; restart the pod again!", "TestLogin login credentials auth"},
		{strings.Repeat("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega ", 2) + "Über straße", "x"},
		{"", ""},
	}
	// A fresh extractor; the same one reset and used again on other text
	// then on these (no term of an earlier use may count as seen); one
	// whose table generations wrap around in the middle.
	var reused, wraps Extractor
	reused.Add("authentication credentials client pods restart login")
	reused.Terms()
	reused.Reset()
	wraps.cur = math.MaxUint32 - 2
	for name, x := range map[string]*Extractor{"fresh": new(Extractor), "reused": &reused, "wraps": &wraps} {
		for _, g := range texts {
			x.Group()
			for _, s := range g {
				x.Add(s)
			}
		}
		got := x.Terms()
		for i, g := range texts {
			want := AppendTerms(Terms(g[0]), g[1])
			if len(want) == 0 {
				want = nil
			}
			gi := got[i]
			if len(gi) == 0 {
				gi = nil
			}
			if diff := cmp.Diff(want, gi); diff != "" {
				t.Errorf("%s: group %d (-Terms +Extractor):\n%s", name, i, diff)
			}
		}
	}
	var x Extractor
	x.Add("x")
	x.Reset()
	if got := x.Terms(); got != nil {
		t.Errorf("Terms after Reset = %q, want nil", got)
	}
}

// FuzzExtractor holds the Extractor to Terms on groups large enough for
// its table to fill and fall back to a scan (more than 128 terms).
func FuzzExtractor(f *testing.F) {
	f.Add("alpha beta gamma", "delta", 40)
	f.Add("w", "x y", 300)
	f.Fuzz(func(t *testing.T, a, b string, n int) {
		var sb strings.Builder
		for i := range n % 400 {
			fmt.Fprintf(&sb, "%s%c%c ", a, 'a'+i%26, 'a'+i/26%26)
		}
		texts := []string{sb.String() + b, b, a}
		var x Extractor
		for _, s := range texts {
			x.Group()
			x.Add(s)
			x.Add(b)
		}
		for i, s := range texts {
			want, got := AppendTerms(Terms(s), b), x.Terms()[i]
			if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("group %d (-Terms +Extractor):\n%s", i, diff)
			}
		}
	})
}

func BenchmarkExtractor(b *testing.B) {
	s := "The older application successfully signs in with native credentials after restarting the pods; POST /v1/session returned 401."
	b.ReportAllocs()
	for b.Loop() {
		var x Extractor
		x.Grow(10 * (len(s) + 26))
		for range 10 {
			x.Group()
			x.Add(s)
			x.Add("staging run 2026-08-27 #3")
		}
		x.Terms()
	}
}

func TestStopWords(t *testing.T) {
	for w := range stopWords {
		if !isStopWord([]byte(w)) {
			t.Errorf("%q not found as a stop word", w)
		}
	}
	for _, w := range []string{"auth", "login", "cache", "pod", "restart", "timeout", "theirselves", "x"} {
		if isStopWord([]byte(w)) {
			t.Errorf("%q taken for a stop word", w)
		}
	}
}

func TestCommon(t *testing.T) {
	a, b := []string{"auth", "token", "login", "auth"}, []string{"login", "auth", "cache"}
	if got := Common(a, b); got != 3 { // each term of a counts once per occurrence in a
		t.Errorf("Common = %d, want 3", got)
	}
	if Common(nil, b) != 0 || Common(a, nil) != 0 {
		t.Error("Common with an empty side is not 0")
	}
}

func TestTermsCJKBigrams(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"登录失败", []string{"auth", "录失", "失败"}}, // 登录 (login) folds onto auth
		{"问题已经解决了", []string{"问题", "题已", "已经", "经解", "解决"}},
		{"修", []string{"修"}},
		{"TestLogin登录", []string{"test", "auth"}},
		{"的", nil},
	}
	for _, tt := range tests {
		got := Terms(tt.in)
		if len(got) == 0 {
			got = nil
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Terms(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
	if !Shares(Terms("登录接口返回401"), Terms("登录测试通过")) {
		t.Error("Chinese texts about login share no term")
	}
	if Shares(Terms("导出PDF"), Terms("登录测试通过")) {
		t.Error("unrelated Chinese texts share a term")
	}
}

func TestHolds(t *testing.T) {
	want := []string{"pdf", "export", "auth", "成功"}
	got := Holds("Exporting the PDF failed after login; 登录成功", want)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Holds (-want +got):\n%s", diff)
	}
	if got := Holds("nothing relevant here", want); len(got) != 0 {
		t.Errorf("Holds found %v", got)
	}
}

// excerptRef is Excerpt as first written: collapse the whole text, then
// cut. Excerpt reads only as far as the limit; FuzzExcerpt and
// TestExcerptAgrees hold it to this reference.
func excerptRef(s string, max int) string {
	s = collapseSpace(s)
	if len(s) <= max || utf8.RuneCountInString(s) <= max {
		return s
	}
	if max <= 1 {
		return "…"
	}
	n := 0
	for i := range s {
		if n == max-1 {
			return strings.TrimRightFunc(s[:i], unicode.IsSpace) + "…"
		}
		n++
	}
	return s
}

func TestExcerptAgrees(t *testing.T) {
	texts := []string{"", " ", "a", "ab", "abc", "abcd", " a b ", "a  b", "a\nb", "a\u00a0b", "a\u00a0 b", "a \u00a0b",
		"a b\u00a0", "\u00a0a", "héllo wörld", "日本語 テキスト", "a\xffb c", "a \xff", "--- FAIL: TestX (0.00s)\n    x_test.go:12: got 1\nFAIL\n",
		"word " + strings.Repeat("x", 50), strings.Repeat("ab ", 30), strings.Repeat("a\n", 30), "a\u2003\u2003b", "a\u0085b c"}
	for _, s := range texts {
		for max := -1; max <= 12; max++ {
			if got, want := Excerpt(s, max), excerptRef(s, max); got != want {
				t.Errorf("Excerpt(%q, %d) = %q, want %q", s, max, got, want)
			}
		}
	}
}

func FuzzExcerpt(f *testing.F) {
	for _, s := range []string{"", "a  b", "a\u00a0b c", "héllo\n\nwörld", "a\xffb  c", " x "} {
		f.Add(s, 5)
	}
	f.Fuzz(func(t *testing.T, s string, max int) {
		max = max%64 - 2
		if got, want := Excerpt(s, max), excerptRef(s, max); got != want {
			t.Errorf("Excerpt(%q, %d) = %q, want %q", s, max, got, want)
		}
	})
}

// holdsRef is Holds without its first-byte filter: every word goes
// through the stop-word table, the stemmer and the synonyms.
func holdsRef(s string, want []string) []string {
	if len(want) == 0 {
		return nil
	}
	var found uint64
	check := func(w []byte) {
		if len(w) < 2 || isStopWord(w) {
			return
		}
		w = stemBytes(w)
		term := string(w)
		if c, ok := synonyms[term]; ok {
			term = c
		}
		for i, t := range want[:min(len(want), 64)] {
			if t == term {
				found |= 1 << i
			}
		}
	}
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil; w = sc.next() {
		if ascii(w) {
			check(w)
			continue
		}
		var seg [64]byte
		eachSegment(w, seg[:0], check)
	}
	var out []string
	for i := range want[:min(len(want), 64)] {
		if found&(1<<i) != 0 {
			out = append(out, want[i])
		}
	}
	return out
}

// FuzzHolds checks Holds against holdsRef, wanting the terms of a second
// text (synonyms and stems included) and of the first.
func FuzzHolds(f *testing.F) {
	f.Add("--- FAIL: TestCheckout (0.01s)\n checkout_test.go:12: got 401", "TestCheckout passes; the login is fixed")
	f.Add("Authentication failed for user über 数据库连接", "auth works, database connection über")
	f.Add("deployed to prod; the deployment is running", "production deploy runs")
	f.Fuzz(func(t *testing.T, s, claim string) {
		for _, want := range [][]string{Terms(claim), Terms(s), append(Terms(claim), Words(s)...)} {
			if got, ref := Holds(s, want), holdsRef(s, want); !slices.Equal(got, ref) {
				t.Fatalf("Holds(%q, %q) = %q; without the filter %q", s, want, got, ref)
			}
		}
	})
}

// TestShapeFilterHoldsEveryKey: the filter in front of the synonym map
// lets every key through, and rejects words no key has the shape of.
func TestShapeFilterHoldsEveryKey(t *testing.T) {
	for k := range synonyms {
		if !synonymFilter.mayHold(k) || !synonymFilter.mayHoldBytes([]byte(k)) {
			t.Errorf("synonym %q rejected by its filter", k)
		}
	}
	f := newShapeFilter(map[string]bool{"auth": true, "authentication": true, "db": true, "kubernetesclusters": true})
	for w, want := range map[string]bool{"auth": true, "axxh": true, "autx": false, "bb": false, "db": true, "kubernetesclusters": true, "kubernetesclusterz": false, "": false} {
		if got := f.mayHold(w); got != want {
			t.Errorf("mayHold(%q) = %v, want %v", w, got, want)
		}
	}
}

// appendTermsLinear is AppendTerms comparing every kept term one by one,
// as it does below indexFrom terms: the reference the index is held to.
func appendTermsLinear(terms []string, s string) []string {
	var arena []byte
	var spans []termSpan
	keep := func(w []byte) {
		if len(w) < 2 || isStopWord(w) {
			return
		}
		w = stemBytes(w)
		fixed := ""
		if synonymFilter.mayHoldBytes(w) {
			fixed = synonyms[string(w)]
		}
		if heldIn(w, fixed, arena, spans, terms) {
			return
		}
		if fixed != "" {
			spans = append(spans, termSpan{fixed: fixed})
			return
		}
		start := len(arena)
		arena = append(arena, w...)
		spans = append(spans, termSpan{start: start, end: len(arena)})
	}
	sc := wordScanner{s: s}
	for w := sc.next(); w != nil; w = sc.next() {
		if ascii(w) {
			keep(w)
			continue
		}
		var seg [64]byte
		eachSegment(w, seg[:0], keep)
	}
	for _, sp := range spans {
		if sp.fixed != "" {
			terms = append(terms, sp.fixed)
		} else {
			terms = append(terms, string(arena[sp.start:sp.end]))
		}
	}
	return terms
}

// TestTermIndexAgrees: past indexFrom terms AppendTerms looks them up in
// an index; it keeps what comparing one by one keeps, in the same order,
// with synonyms, stems, CJK and prior terms of either kind; and Common
// with a set counts what comparing every pair counts.
func TestTermIndexAgrees(t *testing.T) {
	var distinct strings.Builder
	for i := 1; i < 3000; i++ {
		for k := i; k > 0; k /= 25 {
			distinct.WriteByte(byte('a' + k%25 + 1))
		}
		distinct.WriteString("s credentials login 登录 认证 authentication signing in tests testing ")
	}
	texts := []string{
		distinct.String(),
		strings.Repeat("The token expired; credentials rotated, login fails, auth retried. ", 200),
		"所有测试通过。已修复。现在可以正常工作了。构建成功。" + distinct.String()[:5000],
	}
	priors := [][]string{nil, Terms("login credentials token"), Terms(distinct.String()[:2000]), {"authentication", "credential", "bc"}}
	for _, s := range texts {
		for _, prior := range priors {
			got := AppendTerms(slices.Clone(prior), s)
			want := appendTermsLinear(slices.Clone(prior), s)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("AppendTerms(%d prior terms, %.40q…) differs from comparing one by one (-want +got):\n%s", len(prior), s, diff)
			}
			for _, b := range [][]string{got, prior, Terms(s[:len(s)/3])} {
				pairs := 0
				for _, x := range got {
					if slices.Contains(b, x) {
						pairs++
					}
				}
				if n := Common(got, b); n != pairs {
					t.Errorf("Common = %d, comparing every pair %d", n, pairs)
				}
			}
		}
	}
}

// TestIsCollapsed holds isCollapsed to its definition: collapseSpace
// would return s itself.
func TestIsCollapsed(t *testing.T) {
	for _, s := range []string{
		"", "a", "a b", " a", "a ", "a  b", "a\tb", "a\nb", "a\rb", "a\vb", "a\fb",
		"a\x01b", "\x01", "a \x00 b", "é b", "a\u00a0b", "a\u2003 b", "--- FAIL: TestX (0.00s)",
	} {
		if got, want := isCollapsed(s), collapseSpace(s) == s && s != ""; got != want {
			t.Errorf("isCollapsed(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestJoinedWords holds JoinedWords to its definition.
func TestJoinedWords(t *testing.T) {
	for _, s := range []string{
		"", "  ", "a", "The API no longer supports native authentication since v2.4.",
		"TestLogin fails: doesn't PDFExport", "Überprüfung läuft’s  —  ok", "日本語 テスト", "x\ty\nz",
	} {
		if got, want := JoinedWords(s), strings.Join(Words(s), " "); got != want {
			t.Errorf("JoinedWords(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestClip(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly", 7, "exactly"},
		{"a longer line", 8, "a longer…"},
		{"naïve", 3, "na…"}, // ï is two bytes: the cut backs off to its start
		{"日本", 1, "…"},
	} {
		if got := Clip(c.s, c.n); got != c.want {
			t.Errorf("Clip(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

func TestSentences(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"It works. Ship it!", []string{"It works.", "Ship it!"}},
		{"v1.2 is out", []string{"v1.2 is out"}}, // a dot inside a word ends nothing
		{"修好了。发布吧", []string{"修好了。", "发布吧"}},
		{"first\n\nsecond", []string{"first", "second"}},
		{"  ", nil},
	} {
		if got := Sentences(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Sentences(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestUpTo(t *testing.T) {
	for _, tc := range []struct{ s, want string }{
		{"Use de-DE dates, and also restyle the dashboard.", "Use de-DE dates"},
		{"Fix the redirect.", "Fix the redirect."},
		{"And also this", "And also this"}, // a lead at the start cuts nothing
	} {
		if got := UpTo(tc.s, []string{", and also ", "and also "}); got != tc.want {
			t.Errorf("UpTo(%q) = %q, want %q", tc.s, got, tc.want)
		}
	}
}
