package decode_test

import (
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/tools"
)

func decodeArgs(data []byte, v any) error { return decode.JSON(data, v, "arguments") }

func TestDecodeArgsNamesTheField(t *testing.T) {
	tests := []struct {
		name, args, want string
	}{
		{"reliability as string", `{"claim":"c","evidence":[{"content":"a"},{"content":"b","reliability":"high"}]}`, "evidence[1].reliability: got a JSON string; expected a number"},
		{"claim as number", `{"claim":42}`, "claim: got a JSON number; expected a string"},
		{"claim as array", `{"claim":["a"]}`, "claim: got a JSON array; expected a string"},
		{"evidence as object", `{"claim":"c","evidence":{"content":"x"}}`, "evidence: got a JSON object; expected an array"},
		{"item as string", `{"claim":"c","evidence":["x"]}`, "evidence[0]: got a JSON string; expected an object"},
		{"unknown top-level field", `{"claim":"c","evidences":[]}`, "evidences: is not a known field; allowed here: claim, evidence, sessionId, context"},
		{"unknown nested field", `{"claim":"c","evidence":[{"content":"x"},{"content":"y","weight":1}]}`, "evidence[1].weight: is not a known field; allowed here: type, source, content, polarity, reliability"},
		{"arguments as array", `[1,2]`, "arguments: must be a JSON object, got an array"},
		{"invalid UTF-8", "{\"claim\":\"\xff\"}", "arguments: is not valid UTF-8"},
		{"lone high surrogate", `{"claim":"x \ud83d y"}`, `claim: holds a lone UTF-16 surrogate escape (\ud83d)`},
		{"lone low surrogate", `{"claim":"ok","evidence":[{"content":"\ude00"}]}`, `evidence[0].content: holds a lone UTF-16 surrogate escape (\ude00)`},
		{"sessionId as bool", `{"claim":"c","sessionId":true}`, "sessionId: got a JSON bool; expected a string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var in tools.ClaimInput
			err := decodeArgs([]byte(tt.args), &in)
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("decodeArgs(%s)\n got: %v\nwant prefix: %s", tt.args, err, tt.want)
			}
		})
	}
}

func TestDecodeArgsAccepts(t *testing.T) {
	for _, args := range []string{
		``, `null`, `{}`, ` {"claim":"c"} `,
		`{"claim":"emoji \ud83d\ude00 pair"}`,
		`{"claim":"c","evidence":null}`,
		`{"claim":"c","evidence":[{"content":"x","reliability":null}]}`,
	} {
		var in tools.ClaimInput
		if err := decodeArgs([]byte(args), &in); err != nil {
			t.Errorf("decodeArgs(%q) = %v, want nil", args, err)
		}
	}
	var in tools.ClaimInput
	_ = decodeArgs([]byte(`{"claim":"emoji \ud83d\ude00"}`), &in)
	if in.Claim != "emoji 😀" {
		t.Errorf("surrogate pair decoded to %q", in.Claim)
	}
}

func TestLoneSurrogate(t *testing.T) {
	loneSurrogate := decode.LoneSurrogate
	tests := map[string]int{
		`"a"`:                  -1,
		`"\ud83d\ude00"`:       -1,
		`"\\ud83d"`:            -1, // an escaped backslash, not an escape
		`"\ud83d"`:             1,
		`"\ud83dx"`:            1,
		`"\ude00"`:             1,
		`"\ud83d\ud83d"`:       1,
		`"\u0041\ud83d"`:       7,
		`{"k":"\uD83D\uDE00"}`: -1,
		`"\u003c\ud83d"`:       7,
		`"\uDFFF"`:             1,
		`"\uDBff\u0041"`:       1,
		`"\u0041\u00e9"`:       -1,
		`"\uD7FF\uE000"`:       -1,
		`"\ud8"`:               -1,
	}
	for in, want := range tests {
		if got := loneSurrogate([]byte(in)); got != want {
			t.Errorf("loneSurrogate(%s) = %d, want %d", in, got, want)
		}
		if got, want := decode.LoneSurrogate([]byte(in)), decode.PairSurrogates([]byte(in)); got != want {
			t.Errorf("filtered loneSurrogate(%s) = %d, the unfiltered scan %d", in, got, want)
		}
	}
}

// FuzzLoneSurrogateFilter checks that the filter in front of the surrogate
// scan (it runs the scan only where `\uD8`–`\uDF` occurs) changes nothing.
func FuzzLoneSurrogateFilter(f *testing.F) {
	for _, s := range []string{`"\ud83d"`, `"\u003c"`, `"\\ud83d"`, `{"a":"\uDE00x"}`, `"\uD83D\uDE00"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if got, want := decode.LoneSurrogate(data), decode.PairSurrogates(data); got != want {
			t.Errorf("loneSurrogate(%q) = %d, the unfiltered scan %d", data, got, want)
		}
	})
}
