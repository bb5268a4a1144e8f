package input_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/tools"
)

func TestDepth(t *testing.T) {
	tests := []struct {
		name string
		data string
		max  int
		ok   bool
	}{
		{"flat", `{"a":1}`, 1, true},
		{"at the limit", `{"a":[{"b":[]}]}`, 4, true},
		{"one over", `{"a":[{"b":[[]]}]}`, 4, false},
		{"brackets inside strings do not count", `{"a":"[[[[{{{{"}`, 1, true},
		{"escaped quote keeps the string open", `{"a":"\"[[[["}`, 1, true},
		{"escaped backslash closes the string", `{"a":"\\"}`, 1, true},
		{"siblings do not add up", `[[],[],[],[]]`, 2, true},
		{"unbalanced closers do not go negative", `]]]]][[`, 2, true},
		{"deep after a closed string", `["\\", [[[]]]]`, 3, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := input.Depth([]byte(tt.data), tt.max, "arguments")
			if (err == nil) != tt.ok {
				t.Errorf("Depth(%s, %d) = %v; want ok=%v", tt.data, tt.max, err, tt.ok)
			}
		})
	}
}

// TestDecodeRefusesDeepNesting sends tool arguments nested two million
// levels deep (4 MB, the stdio message cap): before the depth check,
// segmentio's recursive decoder overflowed the stack, a fatal error that
// no recover catches.
func TestDecodeRefusesDeepNesting(t *testing.T) {
	const levels = 2_000_000
	for _, shape := range []struct{ name, open, close string }{
		{"arrays", "[", "]"},
		{"objects", `{"a":`, "}"},
	} {
		t.Run(shape.name, func(t *testing.T) {
			n := levels
			if shape.open != "[" {
				n = levels / 5
			}
			data := []byte(`{"claim":` + strings.Repeat(shape.open, n) + strings.Repeat(shape.close, n) + `}`)
			var in tools.ClaimInput
			err := decode.JSON(data, &in, "arguments")
			var e *input.Error
			if !errors.As(err, &e) || e.Field != "arguments" || !strings.Contains(e.Problem, "the limit is 1000") {
				t.Fatalf("decode.JSON of %d nested %s = %v; want an arguments error naming the 1000-level limit", n, shape.name, err)
			}
		})
	}
}

// FuzzDepth checks Depth, and the entry count Bounds adds to it (array
// values, object members),
// against what encoding/json's tokenizer reports, on every valid JSON text.
func FuzzDepth(f *testing.F) {
	for _, s := range []string{`{"a":[1,{"b":"[\"]"}]}`, `[[[]]]`, `"\\"`, `[{"\\\"[":[]}]`, `{}`} {
		f.Add([]byte(s), 2)
	}
	f.Add([]byte(`[[1,2,3],{"a":[1,2],"b":1},"x,y"]`), 2)
	f.Fuzz(func(t *testing.T, data []byte, limit int) {
		if limit < 0 || limit > 50 || !json.Valid(data) {
			return
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		type frame struct {
			object, expectKey bool
			n                 int
		}
		var stack []frame
		depth, deepest, longest := 0, 0, 0
		entry := func() { // a value inside an array
			if k := len(stack) - 1; k >= 0 && !stack[k].object {
				stack[k].n++
				longest = max(longest, stack[k].n)
			}
		}
		valueDone := func() { // an object's value ends: a key comes next
			if k := len(stack) - 1; k >= 0 && stack[k].object {
				stack[k].expectKey = true
			}
		}
		for {
			tok, err := dec.Token()
			if err != nil {
				break
			}
			if k := len(stack) - 1; k >= 0 && stack[k].object && stack[k].expectKey {
				if _, isKey := tok.(string); isKey {
					stack[k].n++
					longest = max(longest, stack[k].n)
					stack[k].expectKey = false
					continue
				}
			}
			switch tok {
			case json.Delim('['), json.Delim('{'):
				entry()
				depth++
				deepest = max(deepest, depth)
				stack = append(stack, frame{object: tok == json.Delim('{'), expectKey: tok == json.Delim('{')})
			case json.Delim(']'), json.Delim('}'):
				depth--
				stack = stack[:len(stack)-1]
				valueDone()
			default:
				entry()
				valueDone()
			}
		}
		if err := input.Depth(data, limit, "x"); (err == nil) != (deepest <= limit) {
			t.Fatalf("Depth(%s, %d) = %v; encoding/json's tokenizer sees %d levels", data, limit, err, deepest)
		}
		items := max(limit, 1)
		if err := input.Bounds(data, 1000, items, "x"); (err == nil) != (longest <= items) {
			t.Fatalf("Bounds(%s, entries %d) = %v; encoding/json's tokenizer sees %d entries in the longest array", data, items, err, longest)
		}
	})
}

// TestDecodeRefusesHugeArrays: 4 MiB of "{}," in evidence used to decode
// into 1.4 million items (a 219 MB peak) before the 64-item check ran. An
// array of more than MaxItems entries is refused before decoding, with the
// field named; MaxItems entries still decode.
func TestDecodeRefusesHugeArrays(t *testing.T) {
	items := func(n int) string { return strings.TrimSuffix(strings.Repeat(`{},`, n), ",") }
	var in tools.ClaimInput
	err := decode.JSON([]byte(`{"claim":"c","evidence":[`+items(input.MaxItems+1)+`]}`), &in, "arguments")
	var e *input.Error
	if !errors.As(err, &e) || e.Field != "evidence[10000]" || !strings.Contains(e.Problem, "past entry 10000 of its list") {
		t.Errorf("evidence of %d items: %v; want an error at evidence[10000] naming the 10000-entry limit", input.MaxItems+1, err)
	}
	in = tools.ClaimInput{}
	if err := decode.JSON([]byte(`{"claim":"c","evidence":[`+items(input.MaxItems)+`]}`), &in, "arguments"); err != nil || len(in.Evidence) != input.MaxItems {
		t.Errorf("evidence of exactly %d items: %v, %d decoded", input.MaxItems, err, len(in.Evidence))
	}
	// Commas inside strings and objects are not entries.
	in = tools.ClaimInput{}
	if err := decode.JSON([]byte(`{"claim":"`+strings.Repeat(",", 20000)+`","evidence":[{"content":"a,b","source":"`+strings.Repeat(",", 190)+`"}]}`), &in, "arguments"); err != nil {
		t.Errorf("commas in strings: %v", err)
	}
}
