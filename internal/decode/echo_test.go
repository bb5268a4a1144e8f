package decode_test

import (
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/tools"
)

// TestEchoedValuesAreCutAndRedacted covers the values an error echoes.
// Before: an invalid enum value was echoed whole (a 40 KB value took 19 s
// to redact) and %q-escaped, so a JSON password inside it kept its value;
// an unknown field "DB_PASSWORD=…" was written bare before ": is not a
// known field", which made the rules read the value as a key and keep it.
func TestEchoedValuesAreCutAndRedacted(t *testing.T) {
	tok := "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1"
	tests := []struct {
		name, args string
		secrets    []string
		maxLen     int
	}{
		{"huge enum value", `{"claim":"c","evidence":[{"content":"x","type":"` + strings.Repeat("sk-", 14000) + `"}]}`, nil, 400},
		{"JSON password in an enum value", `{"claim":"c","evidence":[{"content":"x","type":"{\"password\":\"hunter2hunter2\"}"}]}`, []string{"hunter2hunter2"}, 400},
		{"token cut at the echo limit", `{"claim":"c","evidence":[{"content":"x","type":"` + strings.Repeat("x ", 55) + tok + `"}]}`, []string{tok[:10]}, 400},
		{"unknown field holding a password", `{"claim":"c","DB_PASSWORD=hunter2hunter2":1}`, []string{"hunter2hunter2"}, 400},
		{"unknown nested field holding a token", `{"claim":"c","evidence":[{"content":"x","token=` + tok + `":1}]}`, []string{tok[:10]}, 400},
		{"huge unknown field", `{"claim":"c","` + strings.Repeat("key=", 10000) + `":1}`, nil, 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var in tools.ClaimInput
			start := time.Now()
			err := decode.JSON([]byte(tt.args), &in, "arguments")
			if err == nil {
				var tl = tools.New(nil, nil)
				_, err = tl.Ackrite(t.Context(), &in)
			}
			if err == nil {
				t.Fatal("no error")
			}
			msg := err.Error()
			for _, s := range tt.secrets {
				if strings.Contains(msg, s) {
					t.Errorf("%s… is echoed: %.300s", s, msg)
				}
			}
			if len(msg) > tt.maxLen {
				t.Errorf("message of %d bytes; want ≤ %d: %.200s…", len(msg), tt.maxLen, msg)
			}
			t.Logf("%v: %.200s", time.Since(start).Round(time.Microsecond), msg)
		})
	}
}
