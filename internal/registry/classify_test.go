package registry

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files")

func loadFile(t *testing.T, name string) *Registry {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "classify", name))
	if err != nil {
		t.Fatal(err)
	}
	r, _, err := LoadRegistry(data)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "classify", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s (-want +got):\n%s", path, diff)
	}
}

func TestClassifyGolden(t *testing.T) {
	drifts := Classify(loadFile(t, "old.json"), loadFile(t, "new.json"))
	var b strings.Builder
	for _, d := range drifts {
		b.WriteString(d.String())
		b.WriteByte('\n')
	}
	golden(t, "drift.golden", b.String())
	want := map[string]Class{
		"removed_tool": Breaking, "added_tool": AddedTool, "new_required_property": Breaking, "new_optional_property": Compatible,
		"removed_property": Breaking, "retyped_property": Breaking, "narrowed_enum": Breaking, "widened_enum": Compatible,
		"became_required": Breaking, "no_longer_required": Compatible, "tightened_maximum": Breaking, "relaxed_maximum": Compatible,
		"description_changed": Review, "title_added": Review, "read_only_to_write": Risk, "non_destructive_to_destructive": Risk,
		"output_property_removed": Breaking, "output_property_retyped": Breaking, "output_property_added": Compatible, "execution_changed": Review,
	}
	got := map[string]Class{}
	for _, d := range drifts {
		if c, ok := got[d.Tool]; !ok || d.Class.Rank() < c.Rank() {
			got[d.Tool] = d.Class
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("worst class per tool (-want +got):\n%s", diff)
	}
	for _, d := range drifts {
		if d.Tool == "unchanged" {
			t.Errorf("an unchanged tool drifted: %v", d)
		}
		if d.Class != AddedTool && d.Tool != "removed_tool" && d.Pointer == "" {
			t.Errorf("%v names no JSON pointer", d)
		}
	}
}

func TestLockIsDeterministicAndRedacted(t *testing.T) {
	r, err := Digest(raw(
		`{"name":"b","inputSchema":{"type":"object"}}`,
		`{"name":"a","description":"Call with header Authorization: Bearer sk-live-abcdefghijklmnop1234 please","inputSchema":{"type":"object"}}`))
	if err != nil {
		t.Fatal(err)
	}
	redact := func(s string) string {
		return strings.Replace(s, "sk-live-abcdefghijklmnop1234", "[REDACTED:authorization]", 1)
	}
	at := time.Date(2026, 8, 27, 10, 0, 0, 0, time.UTC)
	l1, err := NewLock(r, &LockInfo{Name: "tickets", Version: "1"}, "2025-11-25", at, redact)
	if err != nil {
		t.Fatal(err)
	}
	b1, _ := l1.Marshal()
	r2, _ := Digest(raw(
		`{"description":"Call with header Authorization: Bearer sk-live-abcdefghijklmnop1234 please","name":"a","inputSchema":{"type":"object"}}`,
		`{ "name" : "b", "inputSchema":{"type":"object"}, "icons": [] }`))
	l2, _ := NewLock(r2, &LockInfo{Name: "tickets", Version: "1"}, "2025-11-25", at, redact)
	b2, _ := l2.Marshal()
	if string(b1) != string(b2) {
		t.Errorf("same registry, different lock bytes:\n%s\n%s", b1, b2)
	}
	if strings.Contains(string(b1), "sk-live") || !l1.Redacted {
		t.Errorf("secret reached the lock file or redaction not flagged:\n%s", b1)
	}
	if l1.Digest != r.Digest || l1.Tools[0].Digest != r.Tools[0].Digest {
		t.Error("lock digests are not the raw projection's")
	}
	parsed, err := ParseLock(b1)
	if err != nil {
		t.Fatal(err)
	}
	if parsed.Registry().Digest != r.Digest {
		t.Error("lock registry digest lost on the round trip")
	}
	golden(t, "lock.golden", string(b1))
}

func TestLoadRegistryForms(t *testing.T) {
	tool := `{"name":"a","inputSchema":{"type":"object"}}`
	want, _ := Digest(raw(tool))
	for kind, doc := range map[string]string{
		"tool array":          `[` + tool + `]`,
		"tools/list result":   `{"tools":[` + tool + `],"nextCursor":null}`,
		"tools/list response": `{"jsonrpc":"2.0","id":3,"result":{"tools":[` + tool + `]}}`,
	} {
		r, got, err := LoadRegistry([]byte(doc))
		if err != nil || got != kind || r.Digest != want.Digest {
			t.Errorf("%s: kind %q, err %v", kind, got, err)
		}
	}
	for _, bad := range []string{``, `{}`, `{"tools": 3}`, `nope`, `{"lock":"other/v9"}`} {
		if _, _, err := LoadRegistry([]byte(bad)); err == nil {
			t.Errorf("LoadRegistry(%q) accepted", bad)
		}
	}
}
