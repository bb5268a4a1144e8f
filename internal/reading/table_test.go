package reading

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTableFind(t *testing.T) {
	tb := NewTable(Row{Name: "rewrite", Phrases: []string{"rewrite", "from scratch", "重写"}}, Row{Name: "retry", Phrases: []string{"retry forever"}})
	type m struct {
		Name, Text       string
		Negated, Planned bool
	}
	tests := []struct {
		in   string
		want []m
	}{
		{"Rewrite the parser from scratch.", []m{{"rewrite", "Rewrite", false, false}, {"rewrite", "from scratch", false, false}}},
		{"We should not rewrite the parser.", []m{{"rewrite", "rewrite", true, true}}},
		{"It will retry forever.", []m{{"retry", "retry forever", false, true}}},
		{"不应该重写解析器。", []m{{"rewrite", "重写", true, false}}},
		{"the rewritten module", nil}, // whole words only
		{"apiResp", nil},
	}
	for _, tt := range tests {
		var got []m
		for _, x := range tb.Find(tt.in) {
			got = append(got, m{x.Name, x.Text, x.Negated, x.Planned})
			if tt.in[x.Start:x.End] != x.Text {
				t.Errorf("%q: offsets %d:%d do not give %q", tt.in, x.Start, x.End, x.Text)
			}
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("Find(%q) (-want +got):\n%s", tt.in, d)
		}
	}
	if _, ok := tb.First("do not rewrite it"); ok {
		t.Error("First returned a negated match")
	}
}

func TestClauses(t *testing.T) {
	got := Clauses("The leak is in the worker, so cap it at 2. Next: call io.ReadAll; 然后，修复。")
	want := []string{"The leak is in the worker", "so cap it at 2", "Next", "call io.ReadAll", "然后", "修复"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Clauses (-want +got):\n%s", d)
	}
}

func TestNegations(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"The 502s come from the upstream timeout.", 0},
		{"The 502s do not come from the upstream timeout.", 1},
		{"It no longer fails.", 0}, // a phrase's own negation is its meaning
		{"Los 502 no vienen del timeout.", 1},
		{"502 不是 upstream 超时导致的。", 1},
	}
	for _, tt := range tests {
		if got := Negations(tt.in); got != tt.want {
			t.Errorf("Negations(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestFindInEqualsFind(t *testing.T) {
	tb := NewTable(Row{Name: "x", Phrases: []string{"rewrite", "from scratch", "重写"}})
	for _, s := range []string{"Rewrite it from scratch, not now.", "不要重写", "Doesn't REWRITE", ""} {
		if d := cmp.Diff(tb.Find(s), tb.FindIn(NewText(s))); d != "" {
			t.Errorf("%q: FindIn differs from Find (-Find +FindIn):\n%s", s, d)
		}
	}
}

func BenchmarkTableFind(b *testing.B) {
	tb := NewTable(Row{Name: "x", Phrases: []string{"rewrite", "from scratch", "retry forever"}})
	s := strings.Repeat("Drop the legacy table, comment out the admin check, rewrite the client and retry forever. ", 100)
	x := NewText(s)
	b.ReportAllocs()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		tb.FindIn(x)
	}
}
