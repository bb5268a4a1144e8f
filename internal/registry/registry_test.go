package registry

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func raw(s ...string) []json.RawMessage {
	out := make([]json.RawMessage, len(s))
	for i, x := range s {
		out[i] = json.RawMessage(x)
	}
	return out
}

func digest(t *testing.T, tools ...string) string {
	t.Helper()
	r, err := Digest(raw(tools...))
	if err != nil {
		t.Fatal(err)
	}
	return r.Digest
}

// canonical is an independent, minimal JCS for the test vectors: objects
// with ASCII keys sorted by byte, strings without characters that need
// escaping, integers, booleans and null.
func canonical(v any) string {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprintf("%q:%s", k, canonical(x[k]))
		}
		return "{" + strings.Join(parts, ",") + "}"
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = canonical(e)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case string:
		return fmt.Sprintf("%q", x)
	case float64:
		return fmt.Sprint(int64(x))
	case bool:
		return fmt.Sprint(x)
	case nil:
		return "null"
	}
	panic(fmt.Sprintf("unsupported %T", v))
}

func TestDigestVectors(t *testing.T) {
	tools := []string{
		`{"name":"read_ticket","description":"Read one ticket.","inputSchema":{"type":"object","properties":{"ticketId":{"type":"string"}},"required":["ticketId"]},"annotations":{"readOnlyHint":true}}`,
		`{"name":"close_ticket","inputSchema":{"type":"object","properties":{"ticketId":{"type":"string"},"note":{"type":"string","maxLength":2000}},"required":["ticketId"]}}`,
	}
	// Independent computation: project, sort by name, canonicalize, hash.
	var projected []string
	for _, s := range tools {
		var m map[string]any
		_ = json.Unmarshal([]byte(s), &m)
		projected = append(projected, canonical(m))
	}
	sort.Slice(projected, func(i, j int) bool {
		var a, b map[string]any
		_ = json.Unmarshal([]byte(projected[i]), &a)
		_ = json.Unmarshal([]byte(projected[j]), &b)
		return a["name"].(string) < b["name"].(string)
	})
	sum := sha256.Sum256([]byte("[" + strings.Join(projected, ",") + "]"))
	want := "sha256:" + hex.EncodeToString(sum[:])
	if got := digest(t, tools...); got != want {
		t.Errorf("registry digest %s, independent %s", got, want)
	}
	one := sha256.Sum256([]byte(canonical(map[string]any{"name": "x", "inputSchema": map[string]any{"type": "object"}})))
	r, _ := Digest(raw(`{ "inputSchema" : { "type" : "object" } , "name" : "x" }`))
	if r.Tools[0].Digest != "sha256:"+hex.EncodeToString(one[:]) {
		t.Errorf("per-tool digest %s", r.Tools[0].Digest)
	}
	if Short(r.Digest) != strings.TrimPrefix(r.Digest, "sha256:")[:16] || len(Short(r.Digest)) != 16 {
		t.Errorf("short form %q", Short(r.Digest))
	}
	// Committed vectors, computed by a second implementation (Python:
	// hashlib.sha256(b'[{"inputSchema":{"type":"object"},"name":"x"}]')),
	// so a change of projection or canonical form cannot pass unnoticed.
	if got := digest(t, `{"name":"x","inputSchema":{"type":"object"},"icons":[]}`); got != "sha256:28f4795da796b630f9a09a8d7078a8001634ee11409bf5550005fb383252298d" {
		t.Errorf("single-tool registry digest changed: %s", got)
	}
	if got := r.Tools[0].Digest; got != "sha256:d8121ff95a6c1f2b2c915f12cdc9206c342941521789b9f4a8f80eece7d8d62b" {
		t.Errorf("single-tool digest changed: %s", got)
	}
}

func TestDigestInvariants(t *testing.T) {
	a := `{"name":"a","description":"A.","inputSchema":{"type":"object","properties":{"x":{"type":"string"},"y":{"type":"integer"}}}}`
	b := `{"name":"b","inputSchema":{"type":"object"}}`
	base := digest(t, a, b)
	same := map[string][]string{
		"tool order":     {b, a},
		"key order":      {`{"inputSchema":{"properties":{"y":{"type":"integer"},"x":{"type":"string"}},"type":"object"},"description":"A.","name":"a"}`, b},
		"icons and meta": {`{"name":"a","icons":[{"src":"https://x/i.png"}],"_meta":{"k":1},"description":"A.","inputSchema":{"type":"object","properties":{"x":{"type":"string"},"y":{"type":"integer"}}}}`, b},
		"whitespace":     {"{ \"name\" : \"a\" ,\n \"description\":\"A.\", \"inputSchema\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"string\"},\"y\":{\"type\":\"integer\"}}}}", b},
		"escapes":        {`{"name":"\u0061","description":"\u0041.","inputSchema":{"type":"object","properties":{"x":{"type":"string"},"y":{"type":"integer"}}}}`, b},
		"number forms":   {strings.Replace(a, `"integer"}}}}`, `"integer","minimum":1.0}}}}`, 1), b},
	}
	same["number forms"] = nil // 1.0 and 1 are the same number, but adding minimum changes the tool
	for name, tools := range same {
		if tools == nil {
			continue
		}
		if got := digest(t, tools...); got != base {
			t.Errorf("%s changed the digest", name)
		}
	}
	if digest(t, strings.Replace(a, `"minimum":1`, ``, 1), b) != base {
		t.Error("no-op replace changed digest")
	}
	oneA := strings.Replace(a, `"integer"}`, `"integer","minimum":1}`, 1)
	oneB := strings.Replace(a, `"integer"}`, `"integer","minimum":1.0}`, 1)
	if digest(t, oneA, b) != digest(t, oneB, b) {
		t.Error("1 and 1.0 give different digests")
	}
	different := map[string][]string{
		"description":  {strings.Replace(a, `"A."`, `"A!"`, 1), b},
		"title added":  {strings.Replace(a, `"name":"a"`, `"name":"a","title":"Tool A"`, 1), b},
		"execution":    {strings.Replace(a, `"name":"a"`, `"name":"a","execution":{"taskSupport":"optional"}`, 1), b},
		"tool removed": {a},
	}
	for name, tools := range different {
		if digest(t, tools...) == base {
			t.Errorf("%s did not change the digest", name)
		}
	}
}

func TestCanonicalizationErrors(t *testing.T) {
	tests := []struct {
		tools []string
		want  string
	}{
		{[]string{`{"name":"a","inputSchema":{"type":"object","type":"string"}}`}, `tool "a" (index 0) at /inputSchema/type: duplicate object key "type"`},
		{[]string{`{"name":"a","inputSchema":{"properties":{"n":{"maximum":9007199254740993}}}}`}, `tool "a" (index 0) at /inputSchema/properties/n/maximum: number 9007199254740993 does not survive IEEE-754`},
		{[]string{`{"name":"a","x":[1,2,{"y":1e400}]}`}, `at /x/2/y: number 1e400 is out of the IEEE-754 double range`},
		{[]string{`{"name":"a"}`, `{"name":"b"}`, `{"name":"a","description":"again"}`}, `duplicate tool name`},
		{[]string{`{"description":"no name"}`}, `tool 0 at /name: a tool needs a non-empty string name`},
		{[]string{`[1]`}, `must be a JSON object`},
		{[]string{`{"name":"a","k\u0065y":1,"key":2}`}, `duplicate object key "key"`},
		{[]string{`{"name":"a","a/b":{"c~d":{"e":1,"e":2}}}`}, `at /a~1b/c~0d/e: duplicate object key`},
	}
	for _, tt := range tests {
		_, err := Digest(raw(tt.tools...))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Digest(%v)\n got: %v\nwant: %s", tt.tools, err, tt.want)
		}
	}
}

// TestRFC8785Numbers runs number forms from RFC 8785 (§3.2.2.3 and
// Appendix B) through projection: each literal is exactly representable,
// and the canonical form is the ES6 serialization.
func TestRFC8785Numbers(t *testing.T) {
	tests := map[string]string{
		"1e30":                    "1e+30",
		"4.50":                    "4.5",
		"2e-3":                    "0.002",
		"0.000001":                "0.000001",
		"1e-7":                    "1e-7",
		"-0":                      "0",
		"1e+21":                   "1e+21",
		"1e20":                    "100000000000000000000",
		"5e-324":                  "5e-324",
		"1.7976931348623157e+308": "1.7976931348623157e+308",
		"9007199254740992":        "9007199254740992",
		"-9007199254740992":       "-9007199254740992",
		"295147905179352830000":   "295147905179352830000",
		"0.1":                     "0.1",
	}
	for lit, want := range tests {
		tool, err := Project(json.RawMessage(`{"name":"n","inputSchema":{"x":`+lit+`}}`), 0)
		if err != nil {
			t.Errorf("%s: %v", lit, err)
			continue
		}
		if got := string(tool.Canonical); got != `{"inputSchema":{"x":`+want+`},"name":"n"}` {
			t.Errorf("%s canonical %s, want x:%s", lit, got, want)
		}
	}
	for _, lit := range []string{"9007199254740993", "333333333.33333329", "0.10000000000000001", "1e309"} {
		if _, err := Project(json.RawMessage(`{"name":"n","inputSchema":{"x":`+lit+`}}`), 0); err == nil {
			t.Errorf("%s was accepted; JCS would change it silently", lit)
		}
	}
}

func TestDiffFields(t *testing.T) {
	old, _ := Digest(raw(
		`{"name":"read_ticket","inputSchema":{"type":"object","properties":{"ticketId":{"type":"string"}},"required":["ticketId"]},"annotations":{"readOnlyHint":true}}`,
		`{"name":"gone","inputSchema":{"type":"object"}}`))
	new, _ := Digest(raw(
		`{"name":"read_ticket","inputSchema":{"type":"object","properties":{"ticketId":{"type":"string"},"projectId":{"type":"string"}},"required":["projectId","ticketId"]},"annotations":{"readOnlyHint":false}}`,
		`{"name":"fresh","inputSchema":{"type":"object"}}`))
	changes := Diff(old, new)
	got := map[string][]string{}
	for _, c := range changes {
		var s []string
		for _, f := range c.Fields {
			s = append(s, f.Summary)
		}
		got[c.Tool+" "+string(c.Change)] = s
	}
	if _, ok := got["gone removed"]; !ok {
		t.Errorf("removal missing: %v", got)
	}
	if _, ok := got["fresh added"]; !ok {
		t.Errorf("addition missing: %v", got)
	}
	want := []string{"annotations.readOnlyHint changed from true to false", "inputSchema.properties.projectId added", "inputSchema.required gained projectId"}
	if strings.Join(got["read_ticket changed"], "|") != strings.Join(want, "|") {
		t.Errorf("read_ticket fields %q, want %q", got["read_ticket changed"], want)
	}
}

func FuzzProject(f *testing.F) {
	f.Add([]byte(`{"name":"a","inputSchema":{"type":"object","properties":{"x":{"type":"number","maximum":1e30}}}}`))
	f.Add([]byte(`{"name":"a","k":{"k":1,"k":2}}`))
	f.Add([]byte(`{"name":"\ud83d\ude00","x":[[[[]]]],"y":-0.0e-0}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tool, err := Project(data, 0)
		if err != nil {
			return
		}
		if !json.Valid(tool.Canonical) {
			t.Fatalf("canonical form is not JSON: %q", tool.Canonical)
		}
		// Canonical is a fixed point: projecting it again changes nothing.
		again, err := Project(tool.Canonical, 0)
		if err != nil || string(again.Canonical) != string(tool.Canonical) || again.Digest != tool.Digest {
			t.Fatalf("not a fixed point: %q → %q (%v)", tool.Canonical, again.Canonical, err)
		}
		if len(tool.Canonical) > 2*len(data)+64 {
			t.Fatalf("canonical form grew from %d to %d bytes", len(data), len(tool.Canonical))
		}
	})
}

// realisticTools returns n tool definitions of about 2 KB each.
func realisticTools(n int) []json.RawMessage {
	out := make([]json.RawMessage, n)
	for i := range out {
		out[i] = json.RawMessage(fmt.Sprintf(`{
  "name": "tool_%05d",
  "title": "Tool number %d of the fleet registry",
  "description": "Looks up records in system %d. Use it when the user asks about orders, invoices or shipments that belong to one customer; it never changes data. Results are paginated and sorted by creation time, newest first.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "customerId": {"type": "string", "pattern": "^C-[0-9]{6}$", "description": "The customer's id, e.g. C-004211."},
      "kind": {"type": "string", "enum": ["order", "invoice", "shipment", "refund"], "description": "Which kind of record to look up."},
      "from": {"type": "string", "format": "date-time", "description": "Only records created at or after this time."},
      "to": {"type": "string", "format": "date-time", "description": "Only records created before this time."},
      "limit": {"type": "integer", "minimum": 1, "maximum": 500, "default": 50},
      "cursor": {"type": "string", "description": "Continue from a previous page."}
    },
    "required": ["customerId", "kind"],
    "additionalProperties": false
  },
  "outputSchema": {
    "type": "object",
    "properties": {
      "records": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}, "createdAt": {"type": "string"}, "amount": {"type": "number", "multipleOf": 0.01}, "currency": {"type": "string", "minLength": 3, "maxLength": 3}}, "required": ["id", "createdAt"]}},
      "nextCursor": {"type": "string"}
    },
    "required": ["records"]
  },
  "annotations": {"title": "Look up records", "readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false},
  "icons": [{"src": "https://registry.example.com/icons/%d.svg", "mimeType": "image/svg+xml", "sizes": ["48x48"]}],
  "_meta": {"io.example/team": "records-%d", "io.example/revision": %d}
}`, i, i, i, i, i%97, i))
	}
	return out
}

// BenchmarkRegistryDigest canonicalizes and hashes 10,000 realistic tools
// (~20 MB) and reports the peak heap growth as a multiple of the input.
func BenchmarkRegistryDigest(b *testing.B) {
	tools := realisticTools(10000)
	size := 0
	for _, t := range tools {
		size += len(t)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	var peak atomic.Uint64
	stop := make(chan struct{})
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	baseline := ms.HeapAlloc
	go func() {
		var m runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
				runtime.ReadMemStats(&m)
				if m.HeapAlloc > baseline && m.HeapAlloc-baseline > peak.Load() {
					peak.Store(m.HeapAlloc - baseline)
				}
			}
		}
	}()
	for b.Loop() {
		if _, err := Digest(tools); err != nil {
			b.Fatal(err)
		}
	}
	close(stop)
	b.ReportMetric(float64(size)/1e6, "input-MB")
	b.ReportMetric(float64(peak.Load())/float64(size), "peak-heap-x-input")
}

// TestParallelDigestIsTheSequentialOne checks Digest's parallel path
// against projecting the tools one by one, and that among several invalid
// tools the first one's error is reported, as a sequential run would.
func TestParallelDigestIsTheSequentialOne(t *testing.T) {
	tools := realisticTools(3 * parallelFrom)
	projected := make([]Tool, len(tools))
	for i, raw := range tools {
		p, err := Project(raw, i)
		if err != nil {
			t.Fatal(err)
		}
		projected[i] = *p
	}
	want, err := FromTools(projected)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Digest(tools)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("parallel digest differs (-sequential +parallel):\n%s", diff)
	}

	bad := slices.Clone(tools)
	bad[len(bad)-3] = json.RawMessage(`{"name":""}`)
	bad[len(bad)/2] = json.RawMessage(`{"name":"x","inputSchema":{"a":1,"a":2}}`)
	bad[len(bad)-1] = json.RawMessage(`[]`)
	_, err = Digest(bad)
	var e *Error
	if !errors.As(err, &e) || e.Index != len(bad)/2 {
		t.Errorf("Digest with three invalid tools = %v; want the error of tool %d", err, len(bad)/2)
	}
}
