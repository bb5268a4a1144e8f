package reading

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/text"
	"github.com/google/go-cmp/cmp"
)

// regionRef is region as first written: the head (clipped), the tail and
// the kept lines copied into one text joined by newlines.
func regionRef(content string, r *Result) string {
	if len(content) <= headBytes+tailBytes {
		return content
	}
	var b []byte
	b = append(b, text.Clip(content, headBytes)...)
	b = append(b, '\n')
	tail := len(content) - tailBytes
	for tail < len(content) && content[tail]&0xC0 == 0x80 {
		tail++
	}
	b = append(b, content[tail:]...)
	for _, list := range [][]string{r.Lines, r.FailedNames, r.PassedNames, r.SkippedNames} {
		for _, l := range list {
			b = append(append(b, '\n'), l...)
		}
	}
	return string(b)
}

// checkRegion holds the region's pieces to the joined text: the terms the
// reader finds in them and the identifiers it shares with the claim.
func checkRegion(t *testing.T, claim, content, source string) {
	t.Helper()
	c := NewClaim(claim)
	c.prepare()
	r := Output(content)
	ref := regionRef(content, &r)
	pieces := c.region(content, &r)
	if got, want := c.holdsIn(pieces), text.Holds(ref, c.allTerms); !cmp.Equal(got, want) {
		t.Errorf("claim %q: terms in the pieces %q, in the joined region %q", claim, got, want)
	}
	got := c.sharedIdentsIn(pieces, source)
	want := c.sharedIdents(ref, source)
	if !cmp.Equal(got, want) {
		t.Errorf("claim %q: identifiers in the pieces %q, in the joined region %q", claim, got, want)
	}
}

func TestRegionAgrees(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/runners/out/*/*.txt")
	if len(files) == 0 {
		t.Skip("no runner outputs under testdata/runners/out")
	}
	claims := []string{"TestCheckout passes now and the export no longer fails", "test_login works", "TestParseDuration/negative passes",
		"the ledger reconciles", "The fix works: TestCheckout passes now and the export no longer fails.", "it works now"}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{1, 3, 8} {
			content := strings.Repeat(string(raw), n)
			for _, claim := range claims {
				checkRegion(t, claim, content, filepath.Base(f))
			}
		}
	}
}

func FuzzRegion(f *testing.F) {
	f.Add("TestCheckout passes", "--- FAIL: TestCheckout (0.01s)\n", 700, "go test ./...")
	f.Add("the export works", "export ok é\n", 900, "")
	f.Fuzz(func(t *testing.T, claim, content string, repeat int, source string) {
		content = strings.Repeat(content, 1+max(0, repeat%2000))
		if len(content) > 64<<10 {
			return
		}
		checkRegion(t, claim, content, source)
	})
}

// TestSameAsRemembers: the whole-content fingerprint SameAs confirms with
// is made once per reading and gives the same answers again.
func TestSameAsRemembers(t *testing.T) {
	head, tail := strings.Repeat("ok  \tcheckout\t0.01s\n", 200), strings.Repeat("PASS\n", 500)
	a := NewClaim("checkout works").Read(Input{Content: head + "middle 1\n" + tail})
	b := NewClaim("checkout works").Read(Input{Content: head + "middle 2\n" + tail})
	c := NewClaim("checkout works").Read(Input{Content: head + "other line\n" + tail})
	for range 2 {
		if !a.SameAs(&b) || !b.SameAs(&a) {
			t.Error("contents that differ by a number are not the same")
		}
		if a.SameAs(&c) || c.SameAs(&b) {
			t.Error("contents with the same head and tail and another middle are the same")
		}
	}
	if !a.fullOK || a.full != Fingerprint(a.content) {
		t.Error("the whole-content fingerprint was not kept")
	}
}

// fingerprintRef is Fingerprint as first written: each alphanumeric run
// read twice, once to tell a hex id, once to hash it.
func fingerprintRef(s string) uint64 {

	h := uint64(14695981039346656037)
	pending, space := false, true // a space is written only before the next text
	put := func(c byte) {
		if pending {
			pending = false
			h = (h ^ ' ') * 1099511628211
		}
		h = (h ^ uint64(c)) * 1099511628211
	}
	for i := 0; i < len(s); {
		c := s[i]
		if isAlnum(c) {
			j := i
			hex, digit := true, false
			for j < len(s) && isAlnum(s[j]) {
				d := s[j]
				digit = digit || isDigit(d)
				hex = hex && (isDigit(d) || 'a' <= d && d <= 'f' || 'A' <= d && d <= 'F')
				j++
			}
			if hex && digit && j-i >= 4 {
				put('#')
			} else {
				inDigits := false
				for k := i; k < j; k++ {
					d := s[k]
					if isDigit(d) {
						if !inDigits {
							put('0')
						}
						inDigits = true
						continue
					}
					inDigits = false
					if 'A' <= d && d <= 'Z' {
						d += 'a' - 'A'
					}
					put(d)
				}
			}
			space = false
			i = j
			continue
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			if !space {
				pending = true
			}
			space = true
			i++
			continue
		}
		put(c)
		space = false
		i++
	}
	return h
}

func FuzzFingerprint(f *testing.F) {
	for _, s := range []string{"--- FAIL: TestCheckout (0.01s)", "id 3fa85f64 at 0x1f", "  a\tb\n\nc ", "deadbeef cafe 12ab", "ÄÖ 12 ab"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Fingerprint(s), fingerprintRef(s); got != want {
			t.Errorf("Fingerprint(%q) = %x, first version %x", s, got, want)
		}
	})
}

func TestFingerprintAgrees(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/runners/out/*/*.txt")
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := Fingerprint(string(raw)), fingerprintRef(string(raw)); got != want {
			t.Errorf("%s: Fingerprint %x, first version %x", f, got, want)
		}
	}
}

func BenchmarkFingerprint(b *testing.B) {
	raw, err := os.ReadFile("testdata/go-test-v.txt")
	if err != nil {
		b.Skip(err)
	}
	s := strings.Repeat(string(raw), 4096/len(raw)+1)[:4096]
	b.SetBytes(int64(len(s)))
	b.Run("now", func(b *testing.B) {
		for b.Loop() {
			Fingerprint(s)
		}
	})
	b.Run("first-version", func(b *testing.B) {
		for b.Loop() {
			fingerprintRef(s)
		}
	})
}

// FuzzHeldOf holds heldOf to the nested scan it replaced: the claim's
// terms that an item's term list contains, in the claim's order.
func FuzzHeldOf(f *testing.F) {
	f.Add("TestCheckout passes and the export works", "checkout export pdf works")
	f.Add("auth login login", "")
	f.Fuzz(func(t *testing.T, claim, item string) {
		c := NewClaim(claim)
		c.prepare()
		terms := append(text.Terms(item), text.Terms(claim)[:len(text.Terms(claim))/2]...)
		var want []string
		for _, u := range c.allTerms {
			if slices.Contains(terms, u) {
				want = append(want, u)
			}
		}
		if got := c.heldOf(nil, terms); !cmp.Equal(got, want) {
			t.Errorf("heldOf(%q) for claim %q = %q, want %q", terms, claim, got, want)
		}
	})
}
