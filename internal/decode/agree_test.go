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
// whatever segmentio's decoder or a type's plan accepts, encoding/json must
// accept too, with the same value. (The converse is not required: what the fast path
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
		`{"claim":"runs\nbetween\u003cescapes\u003e\r\b\f\u0000 end\\"}`,
		`{"claim":"pair \ud83d\ude00 high then letter \ud83dx"}`,
		`{"claim":"low first \ude00\ud83d"}`,
		`{"claim":"bad \x escape"}`,
		`{"claim":"short \u12"}`,
		`{"cl\u0061im":"escaped key"}`,
		`{"claim":"c","evidence":[{"content":"a\nb","reliability":0.5,"polarity":"supports"},{"content":"x"}],"sessionId":null}`,
		`{"claim":"c","evidence":[]}`,
		`{"claim":"c","evidence":null}`,
		`{"reasoning":"r\n","attempts":[{"approach":"a","succeeded":null},{"approach":"b","succeeded":false}]}`,
		`{"claim":"c","evidence":[{"reliability":-1.5e+2}]} `,
		`{"claim":"c\n","evidence":[{"reliability":truex}]}`,
		`{"claim":"c\n"}x`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		data = bytes.TrimSpace(data)
		// decode.JSON's own checks come first; only what passes them reaches
		// the two decoders.
		if len(data) == 0 || data[0] != '{' || !utf8.Valid(data) {
			return
		}
		if decode.LoneSurrogate(data) >= 0 {
			// decode.JSON runs a plan before its scan for lone surrogates,
			// whose error it reports when the plan refuses.
			for _, newValue := range agreeTypes {
				if v := newValue(); decode.DecodePlanned(data, v) {
					t.Fatalf("%T: a plan accepted %q, which holds a lone surrogate", v, data)
				}
			}
			return
		}
		for _, newValue := range agreeTypes {
			for _, fast := range []struct {
				name   string
				decode func([]byte, any) bool
			}{{"segmentio", decode.DecodeFast}, {"plan", decode.DecodePlanned}} {
				got := newValue()
				if !fast.decode(data, got) {
					continue
				}
				ref := newValue()
				if err := decode.DecodeStd(data, ref); err != nil {
					t.Fatalf("%T: the %s accepted %q, the reference rejects it: %v", got, fast.name, data, err)
				}
				if diff := cmp.Diff(ref, got, cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
					t.Fatalf("%T from %q (-reference +%s):\n%s", got, data, fast.name, diff)
				}
			}
		}
	})
}

// BenchmarkDecodeJSON compares decode.JSON (the fast path) with its
// reference, encoding/json, on the docs/rules.md §12 arguments.
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

// TestPlans checks which types decode.JSON decodes with a plan where the
// data holds an escape: every tool input (plain structs of strings,
// numbers and slices), not the discovery record (raw JSON and times that
// unmarshal themselves), which segmentio decodes.
func TestPlans(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    any
		want bool
	}{
		{"claim input", new(tools.ClaimInput), true},
		{"verify input", new(tools.VerifyInput), true},
		{"prove input", new(tools.ProveInput), true},
		{"audit input", new(tools.AuditInput), true},
		{"reality input", new(tools.RealityInput), true},
		{"discovery record", new(convergence.Record), false},
		{"a map", new(map[string]string), false},
		{"a struct with an interface", new(struct{ V any }), false},
		{"a struct with a string option", new(struct {
			N int `json:"n,string"`
		}), false},
		{"a struct with two fields of one name", new(struct {
			A string `json:"a"`
			B string `json:"A"`
		}), false},
	} {
		if got := decode.HasPlan(tc.v); got != tc.want {
			t.Errorf("%s: HasPlan = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPlanDecodes checks the plan on escapes the runs between which it
// copies whole, against the values encoding/json gives.
func TestPlanDecodes(t *testing.T) {
	for _, data := range []string{
		`{"claim":"--- FAIL: TestX\n\tx_test.go:12: got \u003cnil\u003e\n\"quoted\" \\ \/ \u00e9 \ud83d\ude00 end","evidence":[{"content":"a\nb","reliability":0.25,"polarity":"supports","type":"log"},{"content":"c"}],"sessionId":"s"}`,
		`{"claim":"c\n","evidence":[]}`,
		`{"claim":"c\n","evidence":null,"context":null}`,
	} {
		var got, want tools.ClaimInput
		if !decode.DecodePlanned([]byte(data), &got) {
			t.Errorf("the plan refused %s", data)
			continue
		}
		if err := decode.DecodeStd([]byte(data), &want); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got, cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
			t.Errorf("%s (-encoding/json +plan):\n%s", data, diff)
		}
	}
	for _, data := range []string{
		`{"claim":"raw` + "\t" + `tab\n"}`, `{"claim":"c\n","Claim":"d"}`, `{"claim":"c\n","claim":"d"}`,
		`{"claim":"c\n","evidence":[{"reliability":01}]}`, `{"claim":"lone \ud83d\n"}`, `{"claim":"c\n"} {}`,
	} {
		var got tools.ClaimInput
		if decode.DecodePlanned([]byte(data), &got) {
			t.Errorf("the plan accepted %s; it leaves that to encoding/json", data)
		}
	}
}
