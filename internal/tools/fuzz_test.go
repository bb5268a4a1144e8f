package tools

import (
	"context"
	"encoding/json"
	"testing"

	jsondecode "github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/input"
)

// maxResultBytes bounds any tool result: inputs are bounded, lists hold at
// most 5 entries and excerpts 280 characters, so a larger result means
// something grew without bound.
const maxResultBytes = 64 << 10

// fuzzTool decodes raw arguments as the server does and runs an operation;
// it must never panic, and a result must encode within maxResultBytes.
func fuzzTool[In, Out any](t *testing.T, data []byte, run func(context.Context, *In) (*Out, error)) {
	var in In
	if err := jsondecode.JSON(data, &in, "arguments"); err != nil {
		if _, ok := err.(*input.Error); !ok {
			t.Fatalf("decode error is not an *input.Error: %T %v", err, err)
		}
		return
	}
	out, err := run(context.Background(), &in)
	if err != nil {
		if _, ok := err.(*input.Error); !ok {
			t.Fatalf("tool error is not an *input.Error: %T %v", err, err)
		}
		return
	}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatalf("result does not encode: %v", err)
	}
	if len(b) > maxResultBytes {
		t.Fatalf("result of %d bytes from %d bytes of input", len(b), len(data))
	}
}

func FuzzClaimTool(f *testing.F) {
	f.Add([]byte(workedExample))
	f.Add([]byte(`{"claim":"It always fails in production since v2.3 because of the cache","evidence":[{"type":"inference","content":"x","polarity":"supports","reliability":1}]}`))
	f.Add([]byte(`{"claim":"\u00e9\ud83d\ude00","evidence":[{"content":"password=hunter2 Authorization: Bearer abcdefghijklmnop12"}]}`))
	tl := newTools()
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzTool(t, data, tl.Ackrite)
		fuzzTool(t, data, tl.Verify)
		fuzzTool(t, data, tl.ProveIt)
	})
}

func FuzzAuditTool(f *testing.F) {
	f.Add([]byte(auditSeed))
	f.Add([]byte(auditNarrow))
	f.Add([]byte(`{"proposal":"keep retrying forever in a catch-all","proposedChanges":[{"path":"a/b_test.go"},{"path":"x","description":"unrelated drive-by"}]}`))
	f.Add([]byte(`{"proposal":"删除废弃的 orders_archive 表，顺便重写登录模块","testPlan":"TestX: 401 and x509","proposedChanges":[{"path":"db/0093.sql","description":"DROP TABLE orders_archive; rm -rf /data"},{"path":"README.md","description":"typo"}]}`))
	tl := newTools()
	f.Fuzz(func(t *testing.T, data []byte) { fuzzTool(t, data, tl.Audit) })
}

func FuzzRealityTool(f *testing.F) {
	f.Add([]byte(realitySeed))
	f.Add([]byte(`{"reasoning":"It is definitely fixed","attempts":[{"approach":"restart","succeeded":true},{"approach":"restart pods","outcome":""}]}`))
	f.Add([]byte(`{"reasoning":"问题已经解决了，肯定是缓存","attempts":[{"approach":"Raise the timeout to 30s","outcome":"x509: certificate signed by unknown authority"},{"approach":"Upgrade to v1.6.0","outcome":"x509: certificate signed by unknown authority (after 3 retries)"}],"evidence":[{"content":"--- PASS: TestX (0.00s)\nok  \tx\t0.01s","polarity":"supports"}]}`))
	tl := newTools()
	f.Fuzz(func(t *testing.T, data []byte) { fuzzTool(t, data, tl.RealityCheck) })
}
