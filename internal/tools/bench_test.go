package tools

import (
	"context"
	"testing"

	"github.com/ackrite/ackrite/internal/benchpayload"
	"github.com/ackrite/ackrite/internal/input"
)

// BenchmarkClaimTool measures the ackrite tool on the SPEC §12 payload
// without the protocol: argument decoding, limit checks, redaction,
// classification and the session update. BenchmarkServerCall adds the MCP
// layer and the stdio transport on top; the difference is theirs.
func BenchmarkClaimTool(b *testing.B) {
	tl := newTools()
	args := benchpayload.Arguments()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		var in ClaimInput
		if err := input.DecodeJSON(args, &in, "arguments"); err != nil {
			b.Fatal(err)
		}
		if _, err := tl.Claim(ctx, &in); err != nil {
			b.Fatal(err)
		}
	}
}
