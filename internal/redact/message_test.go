package redact

import "testing"

func TestMessage(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"token cut short by the decoder",
			`json: cannot unmarshal "\"x ghp_R4nd0mT0k3nV4lu3F0rT3st1..." into Go value`,
			`json: cannot unmarshal "\"x [REDACTED:cut]..." into Go value`},
		{"whole token: the rules", `unknown tool "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1"`, `unknown tool "[REDACTED:github-token]"`},
		{"short word before the marker stays", `cannot unmarshal "\"abc..." into`, `cannot unmarshal "\"abc..." into`},
		{"no marker", `method not found: "tools/lisst"`, `method not found: "tools/lisst"`},
		{"two cuts", `a Xy9Kp2Lm8Qr4Tz6... b Zz9Kp2Lm8Qr4Tz6... c`, `a [REDACTED:cut]... b [REDACTED:cut]... c`},
		{"cut with an ellipsis", `unknown tool "xxxx ghp_R4nd0mT0k3nV4lu3F0rT3st1…`, `unknown tool "xxxx [REDACTED:cut]…`},
		{"a marker cut short stays", `unknown tool "x [REDACTED:github-pat]…`, `unknown tool "x [REDACTED:github-pat]…`},
	}
	for _, tt := range tests {
		if got := Message(tt.in); got != tt.want {
			t.Errorf("%s:\n got  %q\n want %q", tt.name, got, tt.want)
		}
	}
}
