package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/convergence"
	jsondecode "github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reality"
	"github.com/ackrite/ackrite/internal/redact"
)

// maxInputShapes are adversarial texts, each a unit repeated to fill a
// field: what makes a reader, a phrase table or a redaction rule do the
// most work per byte, rather than what agents send.
var maxInputShapes = []struct{ name, unit string }{
	{"keyword-prefixes", "sk-eyJ-ghp_password=key api_key: Bearer -----BEGIN "},
	{"hedges", "I think it might probably work, maybe, I guess, it should be fine. "},
	{"success-en", "All tests passed. Fixed. It works now. Build succeeded. "},
	{"success-es", "Todas las pruebas pasaron. Arreglado. Ya funciona. Compilación exitosa. "},
	{"success-zh", "所有测试通过。已修复。现在可以正常工作了。构建成功。"},
	{"negations", "not no never didn't doesn't isn't no longer not failing no errors "},
	{"drop-table", "DROP TABLE users; "},
	{"rm-rf", "rm -rf / "},
	{"long-token", "a"},
	{"punctuation", "!?.,;:()[]{}<>\"'`-_/\\|*&^%$#@~+="},
	{"short-lines", "ok\n"},
	{"single-line", "the build ran the tests and then the deploy step started and "},
	{"mixed-scripts", "pass пройдено 通过 ✓ نجح परीक्षण 合格 успешно "},
	{"distinct-words", distinctWords},
}

// distinctWords stands for text in which no word repeats: fill writes
// words "ba", "ca", … "zzzb", each once per field, in place of a unit.
const distinctWords = "\x00distinct"

// fill repeats unit to n characters (runes, as the limits count them).
func fill(unit string, n int) string {
	if unit == distinctWords {
		var b strings.Builder
		for i := 1; b.Len() < n; i++ {
			for k := i; k > 0; k /= 25 {
				b.WriteByte(byte('a' + k%25 + 1))
			}
			b.WriteString("a ")
		}
		return b.String()[:n]
	}
	runes := utf8.RuneCountInString(unit)
	s := strings.Repeat(unit, n/runes+1)
	i, k := 0, 0
	for k < n && i < len(s) {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		k++
	}
	return s[:i]
}

// maxInputCalls are the tools at their largest input: every text field at
// its limit, 64 evidence items of 20,000 characters, 128 changes, 64
// attempts, a discovery record of 64 tools with 20,000-character
// descriptions on each side, all made of one shape.
func maxInputCalls(tl *Set, shape string) []struct {
	tool string
	args []byte
	call func([]byte) error
} {
	items := make([]evidence.Item, evidence.MaxItems)
	rel := 0.9
	for i := range items {
		pol := evidence.Supports
		if i%4 == 3 {
			pol = evidence.Contradicts
		}
		items[i] = evidence.Item{Type: evidence.TestResult, Source: fill(shape, evidence.MaxSource), Content: fill(shape, evidence.MaxContent),
			Polarity: pol, Reliability: &rel}
	}
	common := Common{Context: fill(shape, MaxContext)}
	behavior := Behavior{ExpectedBehavior: fill(shape, MaxBehavior), ObservedBehavior: fill(shape, MaxBehavior)}
	changes := make([]audit.Change, MaxChanges)
	for i := range changes {
		changes[i] = audit.Change{Path: fill(shape, MaxPath), Description: fill(shape, MaxDescription)}
	}
	attempts := make([]reality.Attempt, MaxAttempts)
	for i := range attempts {
		attempts[i] = reality.Attempt{Approach: fill(shape, MaxAttempt), Outcome: fill(shape, MaxAttempt)}
	}
	var tools []json.RawMessage
	for i := range evidence.MaxItems {
		def, _ := json.Marshal(map[string]any{"name": fmt.Sprintf("tool_%d", i), "description": fill(shape, evidence.MaxContent),
			"inputSchema": map[string]any{"type": "object"}})
		tools = append(tools, def)
	}
	record := map[string]any{"schema": "ackrite.discovery-record/v1", "protocolVersion": "2025-11-25", "listChanged": true,
		"discoveryStartedAt": "2026-11-30T10:00:00Z", "discoveryCompletedAt": "2026-11-30T10:00:01Z",
		"pages": []any{map[string]any{"cursor": nil, "toolCount": len(tools)}}, "discoveredTools": tools, "clientTools": tools}

	ctx := context.Background()
	marshal := func(v any) []byte {
		b, err := json.Marshal(v)
		if err != nil {
			panic(err)
		}
		return b
	}
	return []struct {
		tool string
		args []byte
		call func([]byte) error
	}{
		{"ackrite", marshal(ClaimInput{Claim: fill(shape, MaxClaim), Evidence: items, Common: common}),
			call(func(in *ClaimInput) (any, error) { return tl.Ackrite(ctx, in) })},
		{"verify", marshal(VerifyInput{Claim: fill(shape, MaxClaim), Evidence: items, Behavior: behavior, Common: common}),
			call(func(in *VerifyInput) (any, error) { return tl.Verify(ctx, in) })},
		{"prove_it", marshal(ProveInput{Claim: fill(shape, MaxClaim), Evidence: items, Behavior: behavior, Common: common}),
			call(func(in *ProveInput) (any, error) { return tl.ProveIt(ctx, in) })},
		{"audit", marshal(AuditInput{Proposal: fill(shape, MaxProposal), ReportedProblem: fill(shape, MaxProblem), ProposedChanges: changes,
			TestPlan: fill(shape, MaxTestPlan), Evidence: items, Common: common}),
			call(func(in *AuditInput) (any, error) { return tl.Audit(ctx, in) })},
		{"reality_check", marshal(RealityInput{Reasoning: fill(shape, MaxReasoning), Attempts: attempts, Evidence: items, Common: common}),
			call(func(in *RealityInput) (any, error) { return tl.RealityCheck(ctx, in) })},
		{"discovery_check", marshal(record),
			call(func(in *convergence.Record) (any, error) { return convergence.Judge(in, in.DiscoveryCompletedAt.Time) })},
	}
}

// call is one in-process tool call on JSON arguments: decoding into a new
// input, the tool, encoding the result and redacting it as the transport
// does.
func call[In any](tool func(*In) (any, error)) func([]byte) error {
	return func(args []byte) error {
		in := new(In)
		if err := jsondecode.JSON(args, in, "arguments"); err != nil {
			return err
		}
		out, err := tool(in)
		if err != nil {
			return err
		}
		b, err := json.Marshal(out)
		redact.JSON(b)
		return err
	}
}

// BenchmarkMaxInputAdversarial calls every tool at its largest input made
// of each adversarial shape, in process, and reports µs per KiB of
// arguments: a shape far above the others on the same tool is work that
// grows with something other than the input's size. Run it with a small
// -benchtime (one call moves 1.3–2.6 MB). The tools share one session.
func BenchmarkMaxInputAdversarial(b *testing.B) {
	for _, shape := range maxInputShapes {
		// Every tool once on the shape before any is timed: the session
		// then holds full rings of claims, evidence and attempts from all
		// of them, as in a long investigation, whichever sub-benchmark
		// -bench selects; and tables built on first use are built.
		tl := newTools()
		calls := maxInputCalls(tl, shape.unit)
		for _, c := range calls {
			if err := c.call(c.args); err != nil {
				b.Fatal(err)
			}
		}
		for _, c := range calls {
			b.Run(c.tool+"/"+shape.name, func(b *testing.B) {
				b.SetBytes(int64(len(c.args)))
				b.ReportAllocs()
				for b.Loop() {
					if err := c.call(c.args); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(c.args))*1024, "µs/KiB")
			})
		}
	}
}
