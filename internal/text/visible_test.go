package text

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestVisible(t *testing.T) {
	for _, c := range []struct{ name, in, want, lines string }{
		{"plain text is unchanged", "read_ticket 1.0 — café ✓", "read_ticket 1.0 — café ✓", ""},
		{"tab stays", "a\tb", "a\tb", ""},
		{"ANSI clear screen", "\x1b[2J\x1b[HCONVERGED", `\u{1B}[2J\u{1B}[HCONVERGED`, ""},
		{"carriage return that forges a line", "ok\rCONVERGED", `ok\u{D}CONVERGED`, ""},
		{"newline on one line", "a\nb", `a\u{A}b`, "a\nb"},
		{"bell and DEL", "\a\x7f", `\u{7}\u{7F}`, ""},
		{"C1 control (CSI)", "x\u009b31m", `x\u{9B}31m`, ""},
		{"bidi override", "abc\u202Eevil", `abc\u{202E}evil`, ""},
		{"zero-width space", "re\u200Bad", `re\u{200B}ad`, ""},
		{"TAG block", "ok\U000E0041", `ok\u{E0041}`, ""},
		{"line separator", "a\u2028b", `a\u{2028}b`, ""},
		{"invalid UTF-8", "a\xffb", `a\x{FF}b`, ""},
		{"no-break space", "Bearer\u00a0x", `Bearer\u{A0}x`, ""},
		{"private use", "a\ue000b", `a\u{E000}b`, ""},
		{"variation selector", "a\ufe0fb", `a\u{FE0F}b`, ""},
		{"Hangul filler", "a\u3164b", `a\u{3164}b`, ""},
		{"emoji ZWJ sequence", "\U0001F469\u200D\U0001F4BB", "\U0001F469" + `\u{200D}` + "\U0001F4BB", ""},
		{"CJK stays", "导出功能已修复", "导出功能已修复", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if diff := cmp.Diff(c.want, Visible(c.in)); diff != "" {
				t.Errorf("Visible(%q) (-want +got):\n%s", c.in, diff)
			}
			want := c.lines
			if want == "" {
				want = c.want
			}
			if diff := cmp.Diff(want, VisibleLines(c.in)); diff != "" {
				t.Errorf("VisibleLines(%q) (-want +got):\n%s", c.in, diff)
			}
		})
	}
}

func BenchmarkVisible(b *testing.B) {
	clean := "read_ticket: Reads one ticket by id and returns its title, status and assignee."
	b.ReportAllocs()
	for b.Loop() {
		_ = Visible(clean)
	}
}

func TestVisibleWriter(t *testing.T) {
	var b strings.Builder
	w := VisibleWriter(&b)
	in := "server: evil\x1b[2J 1.0\nstderr: \x1b]0;title\a\n"
	n, err := w.Write([]byte(in))
	if err != nil || n != len(in) {
		t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(in))
	}
	want := "server: evil\\u{1B}[2J 1.0\nstderr: \\u{1B}]0;title\\u{7}\n"
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestEscapeJSON(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"clean document unchanged", "{\n  \"a\": \"café\"\n}", "{\n  \"a\": \"café\"\n}"},
		{"bidi override", `{"d":"a` + "\u202E" + `b"}`, `{"d":"a\u202eb"}`},
		{"TAG character as a surrogate pair", `["` + "\U000E0041" + `"]`, `["\udb40\udc41"]`},
		{"DEL and C1", `["` + "\x7f\u009b" + `"]`, `["\u007f\u009b"]`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := string(EscapeJSON([]byte(c.in)))
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			var a, b any
			if json.Unmarshal([]byte(c.in), &a) != nil || json.Unmarshal([]byte(got), &b) != nil || !cmp.Equal(a, b) {
				t.Errorf("the escaped document means something else: %s", got)
			}
		})
	}
}
