package redact

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

var assignRE = regexp.MustCompile(`^(?:` + assign + `)`)

// FuzzAssign holds scanAssign to the regexp it stands in for: the same
// submatch indexes, or no match, on every input.
func FuzzAssign(f *testing.F) {
	for _, s := range []string{
		`: hunter2`, `="x"`, `': 'pw'`, `\": \"s3cr3t\"}`, `=> "a\"b"`, `=>x`, `=>"`, `: "a\` + "\n" + `b"`,
		`"  :  'a'`, `: \"\"`, `: \"a\\\"`, `= [x]`, `:` + "\t\r\n" + `v`, `: "unterminated`, `: ''`, `:\x00`, `: é"x`,
		`\' = \"x\\y\"`, `: "\\"`, `::x`, `=>=x`, `"=>'q'`,
	} {
		f.Add(s)
	}
	for _, c := range readJSONL[secretCase](f, "testdata/secrets.jsonl") {
		for i := range c.Text {
			if c.Text[i] == ':' || c.Text[i] == '=' || c.Text[i] == '"' || c.Text[i] == '\\' {
				f.Add(c.Text[i:])
			}
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, read := scanAssign(s)
		want := assignRE.FindStringSubmatchIndex(s)
		if !slices.Equal(got, want) {
			t.Fatalf("scanAssign(%q) = %v; the regexp gives %v", s, got, want)
		}
		if read > len(s) {
			t.Fatalf("scanAssign(%q) read %d bytes of %d", s, read, len(s))
		}
	})
}

func TestAssignScannerAgrees(t *testing.T) {
	n := 0
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		for i := range c.Text {
			s := c.Text[i:]
			got, _ := scanAssign(s)
			if want := assignRE.FindStringSubmatchIndex(s); !slices.Equal(got, want) {
				t.Errorf("scanAssign(%q) = %v; the regexp gives %v", s, got, want)
			}
			if got != nil {
				n++
			}
		}
	}
	if n == 0 || !strings.Contains(assign, `\s*`) {
		t.Error("no corpus position matched: the test compared nothing")
	}
}
