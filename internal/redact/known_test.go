package redact

import (
	"fmt"
	"strings"
	"testing"
)

// TestKnownRedactsAValueFoundOnce: a value a rule redacted is redacted
// again where it stands bare, in the same text and in later ones, under
// the rule's name.
func TestKnownRedactsAValueFoundOnce(t *testing.T) {
	k := NewKnown(16)
	pw := "Xq7pLm2vRt9w"
	first := StringKnown("DB_PASSWORD="+pw+" and the log quoted '"+pw+"'", k)
	if want := "DB_PASSWORD=[REDACTED:password] and the log quoted '[REDACTED:password]'"; first != want {
		t.Errorf("same text:\n got  %q\n want %q", first, want)
	}
	for _, tt := range []struct{ in, want string }{
		{"login failed for " + pw, "login failed for [REDACTED:password]"},
		{"x" + pw + "y", "x[REDACTED:password]y"},
		{"nothing known here", "nothing known here"},
		{pw[:len(pw)-1], pw[:len(pw)-1]},
	} {
		if got := k.Redact(tt.in); got != tt.want {
			t.Errorf("Redact(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if k.Len() != 1 {
		t.Errorf("the set holds %d values, want 1 (the same value learned twice is one)", k.Len())
	}
}

// TestKnownLongestFirst: where two known values start at one place, the
// longer is replaced whole.
func TestKnownLongestFirst(t *testing.T) {
	k := NewKnown(8)
	k.Learn("a", "abcdef12")
	k.Learn("b", "abcdef1234567890")
	if got := k.Redact("see abcdef1234567890 now"); got != "see [REDACTED:b] now" {
		t.Errorf("got %q", got)
	}
}

// TestKnownIsBounded: the oldest value is forgotten first, and a
// forgotten value is no longer found.
func TestKnownIsBounded(t *testing.T) {
	k := NewKnown(4)
	for i := range 10 {
		k.Learn("r", fmt.Sprintf("secret-%04d", i))
	}
	if k.Len() != 4 {
		t.Fatalf("holds %d values, want 4", k.Len())
	}
	if got := k.Redact("secret-0000 secret-0009"); got != "secret-0000 [REDACTED:r]" {
		t.Errorf("got %q", got)
	}
}

// TestKnownSkipsShortValuesAndMarkers: values under MinKnown bytes are not
// learned, and a known value inside a marker is left alone.
func TestKnownSkipsShortValuesAndMarkers(t *testing.T) {
	k := NewKnown(4)
	k.Learn("r", "admin")
	k.Learn("r", "ACTED:")
	if got := k.Redact("admin [REDACTED:password]"); got != "admin [REDACTED:password]" {
		t.Errorf("got %q", got)
	}
	var empty *Known
	if got := empty.Redact("anything"); got != "anything" {
		t.Errorf("nil set: got %q", got)
	}
}

func BenchmarkKnown(b *testing.B) {
	k := NewKnown(64)
	for i := range 64 {
		k.Learn("r", fmt.Sprintf("Zq%02dxKp9Lm2vRt", i))
	}
	text := strings.Repeat(ordinaryText, 1024)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		k.Redact(text)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(text))*1024/1000, "µs/KiB")
}
