package reading

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/text"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// tokenizeRef is tokenize as first written: every word is built in a
// buffer byte by byte and compared with the text. tokenize lower-cases
// only the words that need it, once they end; TestTokenizeAgrees and
// FuzzTokenize hold it to this reference.
func tokenizeRef(s string) []tok {
	var toks []tok
	var buf, arena []byte
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := s[start:end]
		t := tok{s: w, start: start, end: end}
		t.will = len(w) > 3 && (strings.HasSuffix(w, "'ll") || strings.HasSuffix(w, "’ll"))
		if b := start - 1; b >= 0 && s[b] == '-' {
			for b > 0 && s[b-1] == '-' {
				b--
			}
			t.flag = start-b <= 2 && (b == 0 || s[b-1] == ' ') // "-si", "--json": a command's flag
		}
		if string(buf) != w {
			t.s = string(buf)
			arena = append(arena, buf...)
		}
		toks = append(toks, t)
		buf, start = buf[:0], -1
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
				if start < 0 {
					start = i
				}
				buf = append(buf, c)
			case 'A' <= c && c <= 'Z':
				if start < 0 {
					start = i
				}
				buf = append(buf, c+'a'-'A')
			case c == '\'' && start >= 0:
			default:
				flush(i)
				if strings.IndexByte(clauseStops, c) >= 0 && (c != '.' && c != ':' || i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n') && !inPattern(s, i) {
					toks = append(toks, tok{s: s[i : i+1], start: i, end: i + 1, stop: true})
				}
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '’' && start >= 0:
		case isCJK(r):
			flush(i)
			toks = append(toks, tok{s: s[i : i+size], start: i, end: i + size})
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start = i
			}
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		default:
			flush(i)
			if strings.ContainsRune(clauseStops, r) {
				t := tok{s: s[i : i+size], start: i, end: i + size, stop: true}
				if r == '？' {
					t.s = "?"
				}
				toks = append(toks, t)
			}
		}
		i += size
	}
	flush(len(s))
	return toks
}

func checkTokenize(t *testing.T, s string) {
	t.Helper()
	got := tokenize(s, nil)
	for i := range got {
		got[i].arena0, got[i].arena1 = 0, 0
	}
	if diff := cmp.Diff(tokenizeRef(s), got, cmp.AllowUnexported(tok{}), cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("tokenize(%q) (-reference +got):\n%s", s, diff)
	}
}

func TestTokenizeAgrees(t *testing.T) {
	for _, s := range []string{"", "a", "TestCheckout passes now.", "doesn't work", "tests' names", "it’s FIXED", "Über-Fehler: ÉCOLE école",
		"问题已经解决了吗？", "v1.2.3 in prod", "ǅemal ǈ", "a\xffb C'D’E", "'quoted' 'Word'", "İstanbul ΣΑΣ"} {
		checkTokenize(t, s)
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"TestCheckout passes now.", "doesn't", "it’s FIXED", "Über 问题", "a\xffb"} {
		f.Add(s)
	}
	f.Fuzz(checkTokenize)
}

// FuzzNamesSomethingIn holds NamesSomethingIn to NamesSomething of the
// joined text it avoids building.
func FuzzNamesSomethingIn(f *testing.F) {
	f.Add("48 examples, 2 failures", "rspec", 0)
	f.Add("é", "TestCheckout", 2047)
	f.Add("x", "", 2048)
	f.Fuzz(func(t *testing.T, content, source string, pad int) {
		content = strings.Repeat("1 ", max(0, pad%1100)) + content
		if got, want := NamesSomethingIn(content, source), NamesSomething(content+" "+source); got != want {
			t.Errorf("NamesSomethingIn(%q, %q) = %v, NamesSomething of both %v", content, source, got, want)
		}
	})
}

func TestNamesSomethingIn(t *testing.T) {
	for _, n := range []int{2040, 2046, 2047, 2048, 2049, 2050, 3000} {
		for _, tail := range []string{"", "é", "TestCheckout", "日本"} {
			content := strings.Repeat("9", n) + tail
			for _, source := range []string{"", "go test ./checkout", "x"} {
				c := content[:min(len(content), n+len(tail))]
				if got, want := NamesSomethingIn(c, source), NamesSomething(c+" "+source); got != want {
					t.Errorf("NamesSomethingIn(%d bytes + %q, %q) = %v, want %v", n, tail, source, got, want)
				}
			}
		}
	}
}

// TestClaimTokens: the tokens NewClaim keeps for negation and
// environments are the claim's own, and follow a changed Text.
func TestClaimTokens(t *testing.T) {
	for _, s := range []string{"", "TestCheckout passes now", "It doesn't fail in prod since v2", "问题已经解决了"} {
		c := NewClaim(s)
		if diff := cmp.Diff(tokenize(s, nil), c.tokens(), cmp.AllowUnexported(tok{}), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("NewClaim(%q).tokens() (-want +got):\n%s", s, diff)
		}
		c.Text = "the export is not fixed"
		if diff := cmp.Diff(tokenize(c.Text, nil), c.tokens(), cmp.AllowUnexported(tok{}), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("tokens() after Text changed (-want +got):\n%s", diff)
		}
	}
}

// namesSomethingRef is NamesSomething as first written: the whole subject
// of the text's first 2 KiB, then its identifiers and topical terms.
func namesSomethingRef(s string) bool {
	sub := SubjectOf(text.Clip(s, namesBytes))
	if len(sub.Idents) > 0 {
		return true
	}
	for _, t := range sub.Topical() {
		if !allDigits(t) && !isVersionLike(t) {
			return true
		}
	}
	return false
}

func FuzzNamesSomething(f *testing.F) {
	for _, s := range []string{"48 examples, 2 failures", "FAIL\n--- FAIL: TestCheckout", "took 12ms, 3 passed", "测试 通过", "v2 1.2.3 3x 10kb", "Cart.Total is wrong", "error: ok"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := NamesSomething(s), namesSomethingRef(s); got != want {
			t.Errorf("NamesSomething(%q) = %v, the whole subject says %v", s, got, want)
		}
	})
}

func TestNamesSomethingAgrees(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/runners/out/*/*.txt")
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range append([]string{string(raw)}, strings.Split(string(raw), "\n")...) {
			if got, want := NamesSomething(s), namesSomethingRef(s); got != want {
				t.Errorf("NamesSomething(%q) = %v, the whole subject says %v", s, got, want)
			}
		}
	}
}

// isBeforeRef is IsBefore before its prefilter: both texts tokenized.
func isBeforeRef(content, source string) bool {
	first := content
	if i := strings.IndexByte(first, '\n'); i >= 0 {
		first = first[:i]
	}
	first = text.Clip(first, 200)
	before := false
	for _, s := range []string{source, first} {
		toks := tokenize(s, nil)
		for i := range toks {
			if hasPhrase(indexes().after, toks, i) {
				return false
			}
			before = before || hasPhrase(indexes().before, toks, i)
		}
	}
	return before
}

// namesOwnSubjectRef is namesOwnSubject before it skipped the terms of
// the subject and read the phrases only for a word that could name it.
func namesOwnSubjectRef(sentence string) bool {
	if len(SubjectOf(sentence).Idents) > 0 {
		return true
	}
	sts := Statements(sentence)
	inPhrase := func(t tok) bool {
		for _, st := range sts {
			if st.Start <= t.start && t.start < st.End {
				return true
			}
		}
		return false
	}
	for _, t := range tokenize(sentence, nil) {
		if t.stop || len(t.s) < 4 || verdictWords[t.s] || generic[t.s] || inPhrase(t) {
			continue
		}
		ascii := true
		for i := 0; i < len(t.s); i++ {
			ascii = ascii && 'a' <= t.s[i] && t.s[i] <= 'z'
		}
		if ascii && !stopWord(t.s) {
			return true
		}
	}
	return false
}

// FuzzIsBefore holds IsBefore (prefiltered) and namesOwnSubject (lazy) to
// their straightforward versions.
func FuzzIsBefore(f *testing.F) {
	for _, s := range []string{"FAIL TestCheckout (before the fix)", "Baseline run", "BEFORE: 3 failures", "PREVIOUSLY failing",
		"go test ./... -run TestX", "antes del arreglo", "Before-fix run, rerun after", "reverted build", "don't know, before", "old  build",
		"I think the fonts are embedded too, haven't checked", "pdf_export works, I guess", "it works, I think", "Ｂｅｆｏｒｅ"} {
		f.Add(s, "go test -v ./...")
		f.Add("--- FAIL: TestX", s)
	}
	f.Fuzz(func(t *testing.T, content, source string) {
		if got, want := IsBefore(content, source), isBeforeRef(content, source); got != want {
			t.Fatalf("IsBefore(%q, %q) = %v, want %v", content, source, got, want)
		}
		if got, want := namesOwnSubject(content), namesOwnSubjectRef(content); got != want {
			t.Fatalf("namesOwnSubject(%q) = %v, want %v", content, got, want)
		}
	})
}

// elsewhereRef is elsewhere as first written: no shortcut for a
// sentence that is the whole text, the subject read before the shares.
func (c *Claim) elsewhereRef(text string, st *Statement) bool {
	from, to := st.Start, st.End
	for from > 0 && !sentenceEnd(text, from-1) {
		from--
	}
	for to < len(text) && !sentenceEnd(text, to) {
		to++
	}
	sentence := text[from:min(len(text), to+1)]
	if !namesOwnSubjectRef(sentence) || len(c.Shares(sentence)) > 0 {
		return false
	}
	return len(c.Shares(text)) > 0
}

// FuzzElsewhere holds elsewhere to elsewhereRef on every hedge of a text.
func FuzzElsewhere(f *testing.F) {
	for _, s := range []string{"I think the provider switched to OAuth only because the docs page moved.",
		"The export works. I think the fonts are embedded too, haven't checked", "I think it works", "Maybe pdf_export is fine. Checkout passes."} {
		f.Add(s, "The PDF export works now")
		f.Add(s, "The API no longer supports native authentication since v2.4.")
	}
	f.Fuzz(func(t *testing.T, content, claim string) {
		c := NewClaim(claim)
		for _, st := range Statements(content) {
			if st.Kind != Hedge {
				continue
			}
			if got, want := c.elsewhere(content, &st), c.elsewhereRef(content, &st); got != want {
				t.Fatalf("elsewhere(%q) on %q = %v, want %v", content, st.Text, got, want)
			}
		}
	})
}
