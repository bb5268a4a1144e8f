package convergence

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/decode"
)

var now = time.Date(2026, 8, 27, 12, 0, 0, 0, time.UTC)

// check decodes a record as the adapters do and checks it.
func check(data []byte, now time.Time) (*Report, error) {
	var r Record
	if err := decode.JSON(data, &r, "record"); err != nil {
		return nil, err
	}
	return Judge(&r, now)
}

func load(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "discovery", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestReferenceCases(t *testing.T) {
	tests := []struct {
		file    string
		verdict Verdict
		code    string // the decisive reason
	}{
		{"1-baseline-converged", Converged, "registry-match"},
		{"2-tool-removed-refreshed", Converged, "registry-match"},
		{"3-notification-without-refresh", Stale, "refresh-predates-signal"},
		{"4-first-page-only", Incomplete, "discovery-not-completed"},
		{"5-same-name-changed-contract", Stale, "registry-mismatch"},
		{"6-no-list-changed-unbounded", Unverifiable, "no-change-signal"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			rep, err := check(load(t, tt.file), now)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Verdict != tt.verdict || rep.Reasons[0].Code != tt.code || !rep.Reasons[0].Decisive {
				t.Errorf("verdict %s (%s), want %s (%s); reasons %+v", rep.Verdict, rep.Reasons[0].Code, tt.verdict, tt.code, rep.Reasons)
			}
			if rep.NextSafeAction == "" || len(rep.DoesNotProve) == 0 {
				t.Error("no next safe action or doesNotProve")
			}
		})
	}
}

func TestCase5ShowsTheChangedContract(t *testing.T) {
	rep, err := check(load(t, "5-same-name-changed-contract"), now)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.ToolDiff) != 1 || rep.ToolDiff[0].Tool != "read_ticket" || rep.ToolDiff[0].Change != "changed" {
		t.Fatalf("toolDiff %+v, want read_ticket changed", rep.ToolDiff)
	}
	var lines []string
	for _, f := range rep.ToolDiff[0].Fields {
		lines = append(lines, f.Summary)
	}
	all := strings.Join(lines, "; ")
	for _, want := range []string{"inputSchema.required gained projectId", "inputSchema.properties.projectId added"} {
		if !strings.Contains(all, want) {
			t.Errorf("diff %q lacks %q", all, want)
		}
	}
}

func TestCase3ExplainsRefreshBeforeSignal(t *testing.T) {
	rep, _ := check(load(t, "3-notification-without-refresh"), now)
	if msg := rep.Reasons[0].Message; !strings.Contains(msg, "had already finished (2026-08-27T10:00:00.310Z) before the signal came") {
		t.Errorf("case 3 message does not say the refresh finished before the signal: %q", msg)
	}
	if rep.Digests.Client != rep.Digests.Discovered {
		t.Errorf("case 3 digests should be equal (the point of the case)")
	}
}

func TestCase4DigestsOfPagesSeenMatch(t *testing.T) {
	rep, _ := check(load(t, "4-first-page-only"), now)
	if rep.Digests.Client != rep.Digests.Discovered {
		t.Error("case 4 digests of the pages seen should match")
	}
	codes := map[string]bool{}
	for _, r := range rep.Reasons {
		codes[r.Code] = true
	}
	if !codes["next-cursor-remains"] {
		t.Errorf("reasons %+v lack next-cursor-remains", rep.Reasons)
	}
}

// mutate loads a fixture, changes it, and evaluates it.
func mutate(t *testing.T, file string, f func(m map[string]any)) *Report {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(load(t, file), &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	b, _ := json.Marshal(m)
	rep, err := check(b, now)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return rep
}

func codes(rep *Report) map[string]bool {
	c := map[string]bool{}
	for _, r := range rep.Reasons {
		c[r.Code] = true
	}
	return c
}

func TestVerdictRules(t *testing.T) {
	base := "1-baseline-converged"
	tests := []struct {
		name    string
		f       func(m map[string]any)
		verdict Verdict
		code    string
	}{
		{"baseline", func(map[string]any) {}, Converged, "registry-match"},
		// rule 1
		{"no discovery evidence", func(m map[string]any) { delete(m, "discoveryStartedAt"); delete(m, "pages") }, Unverifiable, "no-discovery-evidence"},
		{"started only still counts as evidence", func(m map[string]any) { delete(m, "pages") }, Incomplete, "no-pages"},
		{"no protocol version", func(m map[string]any) { delete(m, "protocolVersion") }, Unverifiable, "no-protocol-version"},
		{"completed before started", func(m map[string]any) { m["discoveryCompletedAt"] = "2026-08-27T09:59:59.000Z" }, Unverifiable, "inconsistent-times"},
		{"duplicate tool names", func(m map[string]any) {
			tools := m["discoveredTools"].([]any)
			m["discoveredTools"] = append(tools, tools[0])
		}, Unverifiable, "canonicalization-error"},
		// rule 2
		{"not completed", func(m map[string]any) { delete(m, "discoveryCompletedAt") }, Incomplete, "discovery-not-completed"},
		{"first page from a cursor", func(m map[string]any) { page(m, 0)["cursor"] = "abc" }, Incomplete, "first-page-has-cursor"},
		{"broken chain", func(m map[string]any) { page(m, 1)["cursor"] = "other" }, Incomplete, "cursor-chain-broken"},
		{"repeated cursor", func(m map[string]any) {
			m["pages"] = append(m["pages"].([]any), map[string]any{"cursor": "eyJvZmZzZXQiOjJ9", "nextCursor": "eyJvZmZzZXQiOjJ9"})
			page(m, 1)["nextCursor"] = "eyJvZmZzZXQiOjJ9"
		}, Incomplete, "cursor-repeated"},
		{"last page keeps a cursor", func(m map[string]any) { page(m, 1)["nextCursor"] = "more" }, Incomplete, "next-cursor-remains"},
		{"empty cursor is a cursor under 2026-07-28", func(m map[string]any) { m["protocolVersion"] = "2026-07-28"; page(m, 1)["nextCursor"] = "" }, Incomplete, "next-cursor-remains"},
		{"empty cursor ends the list before 2026-07-28", func(m map[string]any) { page(m, 1)["nextCursor"] = "" }, Converged, "registry-match"},
		{"tool counts disagree", func(m map[string]any) { page(m, 1)["toolCount"] = 5 }, Incomplete, "tool-count-mismatch"},
		// rule 3
		{"notification at the very start is stale", func(m map[string]any) { m["notificationAt"] = m["discoveryStartedAt"] }, Stale, "refresh-predates-signal"},
		{"notification during discovery", func(m map[string]any) { m["notificationAt"] = "2026-08-27T10:00:00.200Z" }, Stale, "refresh-predates-signal"},
		{"notification before discovery", func(m map[string]any) { m["notificationAt"] = "2026-08-27T10:00:00.119Z" }, Converged, "registry-match"},
		// rule 4
		{"client unknown", func(m map[string]any) { delete(m, "clientTools") }, Unverifiable, "client-registry-unknown"},
		// rule 5
		{"registry mismatch", func(m map[string]any) { m["clientTools"] = m["clientTools"].([]any)[:2] }, Stale, "registry-mismatch"},
		{"digests given directly, equal", func(m map[string]any) {
			rep, _ := check(load(t, base), now)
			delete(m, "discoveredTools")
			delete(m, "clientTools")
			m["discoveredDigest"], m["clientDigest"] = rep.Digests.Discovered, rep.Digests.Discovered
			page(m, 0)["toolCount"], page(m, 1)["toolCount"] = nil, nil
		}, Converged, "registry-match"},
		{"digests given directly, different", func(m map[string]any) {
			delete(m, "discoveredTools")
			delete(m, "clientTools")
			m["discoveredDigest"], m["clientDigest"] = "sha256:"+strings.Repeat("a", 64), "sha256:"+strings.Repeat("b", 64)
		}, Stale, "registry-mismatch"},
		{"inconsistent digest", func(m map[string]any) { m["discoveredDigest"] = "sha256:" + strings.Repeat("c", 64) }, Unverifiable, "digest-inconsistent"},
		// rule 6
		{"no listChanged, no bound", func(m map[string]any) { m["listChanged"] = false }, Unverifiable, "no-change-signal"},
		{"listChanged absent, no bound", func(m map[string]any) { delete(m, "listChanged") }, Unverifiable, "no-change-signal"},
		{"refresh policy covers", func(m map[string]any) {
			m["listChanged"] = false
			m["refreshPolicy"] = map[string]any{"trigger": "interval", "maxAgeMs": 600000}
		}, Converged, "registry-match"},
		{"refresh policy expired", func(m map[string]any) {
			m["listChanged"] = false
			m["refreshPolicy"] = map[string]any{"trigger": "interval", "maxAgeMs": 1000}
		}, Unverifiable, "freshness-expired"},
		{"ttl covers", func(m map[string]any) { m["listChanged"] = false; m["ttlMs"] = 300000 }, Converged, "registry-match"},
		{"ttl 0 bounds nothing", func(m map[string]any) {
			m["listChanged"] = false
			m["ttlMs"] = 0
			m["observedAt"] = m["discoveryCompletedAt"]
		}, Unverifiable, "no-change-signal"},
		{"ttl expired", func(m map[string]any) { m["listChanged"] = false; m["ttlMs"] = 299000 }, Unverifiable, "freshness-expired"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := mutate(t, base, tt.f)
			if rep.Verdict != tt.verdict || rep.Reasons[0].Code != tt.code {
				t.Errorf("verdict %s (%s), want %s (%s); reasons %+v", rep.Verdict, rep.Reasons[0].Code, tt.verdict, tt.code, rep.Reasons)
			}
		})
	}
}

func page(m map[string]any, i int) map[string]any { return m["pages"].([]any)[i].(map[string]any) }

func TestAllReasonsReported(t *testing.T) {
	rep := mutate(t, "1-baseline-converged", func(m map[string]any) {
		m["listChanged"] = false
		m["notificationAt"] = "2026-08-27T10:00:01.000Z"
		m["clientTools"] = m["clientTools"].([]any)[:1]
	})
	c := codes(rep)
	for _, want := range []string{"refresh-predates-signal", "registry-mismatch", "no-change-signal"} {
		if !c[want] {
			t.Errorf("reason %s missing from %+v", want, rep.Reasons)
		}
	}
	if rep.Verdict != Stale || rep.Rule != 3 {
		t.Errorf("verdict %s rule %d, want stale by rule 3 (first match)", rep.Verdict, rep.Rule)
	}
}

func TestDecodeErrorsNameTheField(t *testing.T) {
	tests := map[string]string{
		`not json`:                                "record: is not valid JSON",
		`[1]`:                                     "record: must be a JSON object",
		`{"protocolVersion": 2025}`:               "protocolVersion: got a JSON number; expected a string",
		`{"listChanged": "yes"}`:                  "listChanged: got a JSON string; expected a boolean",
		`{"pages": {}}`:                           "pages: got a JSON object; expected an array",
		`{"pages": [{"cursor": 1}]}`:              "pages[0].cursor: got a JSON number; expected a string",
		`{"pages": [{"cursor": null, "x": 1}]}`:   "pages[0].x: is not a known field",
		`{"surprise": true}`:                      "surprise: is not a known field",
		`{"notificationAt": "yesterday"}`:         `notificationAt: is "yesterday"; want an RFC 3339 time`,
		`{"notificationAt": 17}`:                  "notificationAt: got a JSON number",
		`{"clientDigest": "sha256:abc"}`:          "clientDigest: is \"sha256:abc\"; want sha256: followed by 64",
		`{"refreshPolicy": {"trigger": "daily"}}`: `refreshPolicy.trigger: is "daily"; it must be one of reconnect, interval, before-high-impact`,
		`{"ttlMs": -1}`:                           "ttlMs: is -1; it must be 0 or more",
		`{"ttlMs": 1.5}`:                          "ttlMs: got a JSON number 1.5",
		`{"schema": "other/v9"}`:                  `schema: is "other/v9"; this build reads ackrite.discovery-record/v1`,
		`{"discoveredTools": "x"}`:                "discoveredTools: got a JSON string; expected an array",
	}
	for in, want := range tests {
		_, err := check([]byte(in), now)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("check(%s)\n got: %v\nwant: %s", in, err, want)
		}
	}
}

func FuzzDecode(f *testing.F) {
	for _, name := range []string{"1-baseline-converged", "3-notification-without-refresh", "5-same-name-changed-contract"} {
		b, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "discovery", name+".json"))
		f.Add(b)
	}
	f.Add([]byte(`{"pages":[{"cursor":null,"nextCursor":""}],"protocolVersion":"2026-07-28"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := check(data, now)
		if err != nil {
			return
		}
		if rep.Verdict == "" || len(rep.Reasons) == 0 || rep.NextSafeAction == "" {
			t.Fatalf("incomplete report %+v", rep)
		}
		if _, err := json.Marshal(rep); err != nil {
			t.Fatalf("report does not encode: %v", err)
		}
	})
}

// TestReportRedacted puts secrets where a server's text reaches the
// report — a tool name, a property name (in pointers, summaries and the
// gained value), a cursor quoted in a reason — and checks the report's
// JSON. Before, discovery_check echoed every one of them.
func TestReportRedacted(t *testing.T) {
	tok := "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1"
	stale := strings.NewReplacer(`"read_ticket"`, `"`+tok+`"`, "projectId", "password=hunter2hunter2").
		Replace(string(load(t, "5-same-name-changed-contract")))
	incomplete := strings.ReplaceAll(string(load(t, "4-first-page-only")), `"eyJvZmZzZXQiOjJ9"`, `"{\"password\":\"s3cr3tCursorValue\"}"`)
	for name, record := range map[string]string{"stale": stale, "incomplete": incomplete} {
		rep, err := check([]byte(record), now)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out, _ := json.Marshal(rep)
		for _, secret := range []string{tok[:10], "hunter2hunter2", "s3cr3tCursorValue"} {
			if strings.Contains(string(out), secret) {
				t.Errorf("%s: %s… is in the report: %.400s", name, secret, out)
			}
		}
		if !strings.Contains(string(out), "[REDACTED:") {
			t.Errorf("%s: nothing redacted; the record did not reach the report", name)
		}
	}
}

// TestSeverityOrdersVerdicts: the worst verdict decides (docs/rules.md §2 exit
// codes 0–3), and an unknown value ranks with the worst, never as
// converged.
func TestSeverityOrdersVerdicts(t *testing.T) {
	for _, tt := range []struct {
		v    Verdict
		want int
	}{{Converged, 0}, {Stale, 1}, {Incomplete, 2}, {Unverifiable, 3}, {"bogus", 3}} {
		if got := tt.v.Severity(); got != tt.want {
			t.Errorf("%s.Severity() = %d, want %d", tt.v, got, tt.want)
		}
		if got := tt.v.ExitCode(); got != tt.want {
			t.Errorf("%s.ExitCode() = %d, want %d", tt.v, got, tt.want)
		}
	}
}
