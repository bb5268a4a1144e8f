package reading

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// realOutput returns n bytes of real `go test -v` output (the repository's
// own tests, captured into testdata), repeated as needed.
func realOutput(tb testing.TB, n int) string {
	b, err := os.ReadFile("testdata/go-test-v.txt")
	if err != nil {
		tb.Fatal(err)
	}
	s := strings.Repeat(string(b), n/len(b)+1)
	s = s[:n]
	if i := strings.LastIndexByte(s, '\n'); i > 0 {
		s = s[:i+1]
	}
	return s
}

// BenchmarkOutput shows reading is linear: compare ns/op divided by the
// size (the µs/KiB metric) at 1 KiB, 64 KiB and 1 MiB.
func BenchmarkOutput(b *testing.B) {
	for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
		s := realOutput(b, size)
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(s)))
			for b.Loop() {
				Output(s)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/(float64(len(s))/1024), "µs/KiB")
		})
	}
}

// BenchmarkRead is one item read against a claim: outcome, phrases,
// subject, fingerprint.
func BenchmarkRead(b *testing.B) {
	c := NewClaim("The fix works: TestCheckout passes now.")
	for _, size := range []int{1 << 10, 20000} {
		s := realOutput(b, size)
		b.Run(fmt.Sprintf("%dB", size), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(s)))
			for b.Loop() {
				c.Read(Input{Content: s, Source: "go test -v ./..."})
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/(float64(len(s))/1024), "µs/KiB")
		})
	}
}

func BenchmarkStatements(b *testing.B) {
	s := strings.Repeat("I think the CDN is probably caching this, haven't checked. The export no longer fails. 问题已经解决了。 ", 40)
	b.ReportAllocs()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Statements(s)
	}
}

// BenchmarkStatementsAdversarial reads prose made of nothing but negation
// and phrase words, with no clause stop: µs/KiB must stay flat from 1 KiB
// to 256 KiB (a walk back to the clause start once made it quadratic).
func BenchmarkStatementsAdversarial(b *testing.B) {
	for _, size := range []int{1 << 10, 16 << 10, 256 << 10} {
		s := strings.Repeat("not not not no never will fixed ", size/32)
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(s)))
			for b.Loop() {
				Statements(s)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/(float64(len(s))/1024), "µs/KiB")
		})
	}
}
