package tools

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/benchpayload"
	"github.com/ackrite/ackrite/internal/evidence"
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

// BenchmarkClaimToolRunnerOutput is the SPEC §12 reading budget: the
// ackrite tool without the protocol on 64 items × 20,000 characters of
// real runner output (testdata/runners/out, each file repeated to 20,000
// characters).
func BenchmarkClaimToolRunnerOutput(b *testing.B) {
	files, err := filepath.Glob("../../testdata/runners/out/*/*.txt")
	if err != nil || len(files) == 0 {
		b.Skip("no runner outputs under testdata/runners/out")
	}
	var items []evidence.Item
	for i := 0; len(items) < evidence.MaxItems; i++ {
		raw, err := os.ReadFile(files[i%len(files)])
		if err != nil {
			b.Fatal(err)
		}
		content := strings.Repeat(string(raw), evidence.MaxContent/len(raw)+1)[:evidence.MaxContent]
		for !utf8.ValidString(content) {
			content = content[:len(content)-1]
		}
		rel := 0.9
		items = append(items, evidence.Item{Type: evidence.TestResult, Source: filepath.Base(files[i%len(files)]), Content: content, Polarity: evidence.Supports, Reliability: &rel})
	}
	args, err := json.Marshal(map[string]any{"claim": "The fix works: TestCheckout passes now and the export no longer fails.", "evidence": items})
	if err != nil {
		b.Fatal(err)
	}
	tl := newTools()
	ctx := context.Background()
	b.Run("whole", func(b *testing.B) {
		b.SetBytes(int64(len(args)))
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
	})
	// Decoding the 1.3 MB of arguments alone: what "whole" adds to
	// "decoded".
	b.Run("decode", func(b *testing.B) {
		b.SetBytes(int64(len(args)))
		b.ReportAllocs()
		for b.Loop() {
			var in ClaimInput
			if err := input.DecodeJSON(args, &in, "arguments"); err != nil {
				b.Fatal(err)
			}
		}
	})
	// Without decoding the 1.3 MB of arguments: checks, redaction,
	// reading, classification and the session.
	b.Run("decoded", func(b *testing.B) {
		var in ClaimInput
		if err := input.DecodeJSON(args, &in, "arguments"); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(args)))
		b.ReportAllocs()
		for b.Loop() {
			c := in
			c.Evidence = append([]evidence.Item(nil), in.Evidence...)
			if _, err := tl.Claim(ctx, &c); err != nil {
				b.Fatal(err)
			}
		}
	})
}
