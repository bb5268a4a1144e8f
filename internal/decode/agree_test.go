package decode_test

import (
	"bytes"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/benchpayload"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/tools"
)

// agreeTypes are the types decode.JSON decodes in the product: every tool's
// input and the discovery record.
var agreeTypes = []func() any{
	func() any { return new(tools.ClaimInput) },
	func() any { return new(tools.VerifyInput) },
	func() any { return new(tools.ProveInput) },
	func() any { return new(tools.AuditInput) },
	func() any { return new(tools.RealityInput) },
	func() any { return new(convergence.Record) },
}

// FuzzDecodeAgrees checks decode.JSON's fast path against its reference:
// whatever segmentio's decoder accepts, encoding/json must accept too, with
// the same value. (The converse is not required: what the fast path
// refuses goes to the reference anyway.)
func FuzzDecodeAgrees(f *testing.F) {
	f.Add([]byte(benchpayload.Arguments()))
	for _, seed := range []string{
		`{"claim":"c","evidence":[{"content":"x","reliability":null,"polarity":"supports"}]}`,
		`{"Claim":"case","CLAIM":"folded","claim":"last"}`,
		`{"claim":"a","claim":"dup"}`,
		`{"claim":null,"evidence":[null,{}]}`,
		`{"claim":"c","evidence":[{"reliability":1e-3}],"sessionId":"s"} `,
		`{"claim":"c"} {"claim":"d"}`,
		`{"claim":"\u00e9\ud83d\ude00\n\t\"\\\/"}`,
		`{"proposal":"p","proposedChanges":[{"path":"a","description":"d"}],"evidence":[]}`,
		`{"reasoning":"r","attempts":[{"approach":"a","succeeded":true,"outcome":"o"}]}`,
		`{"listChanged":true,"observedAt":"2026-11-30T00:00:00Z","toolsListDigest":"sha256:00"}`,
		`{"claim":"c","evidence":[{"reliability":01}]}`,
		`{"claim":"c","evidence":[{"reliability":1.}]}`,
		`{"claim":"c","evidence":[{"reliability":-0}]}`,
		`{"claim":"c","evidence":[{"reliability":1E400}]}`,
		`{"claim":"c",}`,
		`{"claim":"c","evidences":[]}`,
		`{"claim":"c" "x":1}`,
		"{\"claim\":\"tab\tinside\"}",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		data = bytes.TrimSpace(data)
		// decode.JSON's own checks come first; only what passes them reaches
		// the two decoders.
		if len(data) == 0 || data[0] != '{' || !utf8.Valid(data) || decode.LoneSurrogate(data) >= 0 {
			return
		}
		for _, newValue := range agreeTypes {
			fast := newValue()
			if !decode.DecodeFast(data, fast) {
				continue
			}
			ref := newValue()
			if err := decode.DecodeStd(data, ref); err != nil {
				t.Fatalf("%T: the fast decoder accepted %q, the reference rejects it: %v", fast, data, err)
			}
			if diff := cmp.Diff(ref, fast, cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
				t.Fatalf("%T from %q (-reference +fast):\n%s", fast, data, diff)
			}
		}
	})
}

// BenchmarkDecodeJSON compares decode.JSON (the fast path) with its
// reference, encoding/json, on the SPEC §12 arguments.
func BenchmarkDecodeJSON(b *testing.B) {
	data := benchpayload.Arguments()
	for _, bm := range []struct {
		name   string
		decode func([]byte, any) error
	}{
		{"DecodeJSON", func(d []byte, v any) error { return decode.JSON(d, v, "arguments") }},
		{"encoding-json", decode.DecodeStd},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var in tools.ClaimInput
				if err := bm.decode(data, &in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
