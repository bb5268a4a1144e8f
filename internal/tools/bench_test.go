package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/benchpayload"
	jsondecode "github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reality"
)

// BenchmarkClaimTool measures the ackrite tool on the docs/rules.md §12 payload
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
		if err := jsondecode.JSON(args, &in, "arguments"); err != nil {
			b.Fatal(err)
		}
		if _, err := tl.Ackrite(ctx, &in); err != nil {
			b.Fatal(err)
		}
	}
}

// runnerOutputArgs are the arguments of the docs/rules.md §12 reading
// budget: 64 items × 20,000 characters of real runner output
// (testdata/runners/out, each file repeated to 20,000 characters).
func runnerOutputArgs(tb testing.TB) []byte {
	all, err := filepath.Glob("../../testdata/runners/out/*/*.txt")
	var files []string
	for _, f := range all {
		// The blind corpora's outputs (blind-*) are cases, some written
		// by hand: the budget is measured on the same runner output as
		// before they came.
		if !strings.HasPrefix(filepath.Base(filepath.Dir(f)), "blind-") {
			files = append(files, f)
		}
	}
	if err != nil || len(files) == 0 {
		tb.Skip("no runner outputs under testdata/runners/out")
	}
	var items []evidence.Item
	for i := 0; len(items) < evidence.MaxItems; i++ {
		raw, err := os.ReadFile(files[i%len(files)])
		if err != nil {
			tb.Fatal(err)
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
		tb.Fatal(err)
	}
	return args
}

// BenchmarkClaimToolRunnerOutput is the docs/rules.md §12 reading budget: the
// ackrite tool without the protocol on 64 items × 20,000 characters of
// real runner output (testdata/runners/out, each file repeated to 20,000
// characters).
func BenchmarkClaimToolRunnerOutput(b *testing.B) {
	args := runnerOutputArgs(b)
	tl := newTools()
	ctx := context.Background()
	b.Run("whole", func(b *testing.B) {
		b.SetBytes(int64(len(args)))
		b.ReportAllocs()
		for b.Loop() {
			var in ClaimInput
			if err := jsondecode.JSON(args, &in, "arguments"); err != nil {
				b.Fatal(err)
			}
			if _, err := tl.Ackrite(ctx, &in); err != nil {
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
			if err := jsondecode.JSON(args, &in, "arguments"); err != nil {
				b.Fatal(err)
			}
		}
	})
	// Without decoding the 1.3 MB of arguments: checks, redaction,
	// reading, classification and the session.
	b.Run("decoded", func(b *testing.B) {
		var in ClaimInput
		if err := jsondecode.JSON(args, &in, "arguments"); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(args)))
		b.ReportAllocs()
		for b.Loop() {
			c := in
			c.Evidence = append([]evidence.Item(nil), in.Evidence...)
			if _, err := tl.Ackrite(ctx, &c); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkAuditTool measures audit at its input limits: an 8,000-character
// proposal and 128 changes with 2,000-character descriptions, read by
// every operation row and phrase table.
func BenchmarkAuditTool(b *testing.B) {
	tl := newTools()
	unit := "Drop the legacy table, comment out the admin check, rewrite the client and retry forever; see /v1/orders. "
	in := AuditInput{Proposal: strings.Repeat(unit, MaxProposal/len(unit)), TestPlan: "TestOrders fails before and passes after.",
		ReportedProblem: "Orders are listed twice."}
	for i := 0; i < MaxChanges; i++ {
		in.ProposedChanges = append(in.ProposedChanges, audit.Change{Path: fmt.Sprintf("internal/orders/part%d.go", i),
			Description: strings.Repeat(unit, MaxDescription/len(unit))})
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		c := in
		c.ProposedChanges = append([]audit.Change(nil), in.ProposedChanges...)
		if _, err := tl.Audit(ctx, &c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRealityTool measures reality_check at its input limits: 64
// attempts with 2,000-character outcomes, in a session that already holds
// its 128 attempts, grouped by strategy and failure signature.
func BenchmarkRealityTool(b *testing.B) {
	tl := newTools()
	outcome := strings.Repeat("2026-11-30T15:02:11Z ERROR vault-agent: auth.handler: error authenticating: code 403 ", MaxAttempt/90)
	in := RealityInput{Reasoning: "It is definitely fixed now; the rewrite will work.", Common: Common{SessionID: "bench"}}
	for i := 0; i < MaxAttempts; i++ {
		in.Attempts = append(in.Attempts, reality.Attempt{Approach: fmt.Sprintf("Raise the vault client timeout to %ds and restart the pod", i), Outcome: outcome})
	}
	ctx := context.Background()
	for range 2 { // fill the session's attempt ring
		c := in
		c.Attempts = append([]reality.Attempt(nil), in.Attempts...)
		if _, err := tl.RealityCheck(ctx, &c); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		c := in
		c.Attempts = append([]reality.Attempt(nil), in.Attempts...)
		if _, err := tl.RealityCheck(ctx, &c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAuditSeed measures audit on the docs/rules.md §5 seed example: a
// proposal, two change descriptions, no evidence.
func BenchmarkAuditSeed(b *testing.B) {
	tl := newTools()
	var in AuditInput
	if err := jsondecode.JSON([]byte(auditSeed), &in, "arguments"); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		c := in
		c.ProposedChanges = append([]audit.Change(nil), in.ProposedChanges...)
		if _, err := tl.Audit(ctx, &c); err != nil {
			b.Fatal(err)
		}
	}
}
