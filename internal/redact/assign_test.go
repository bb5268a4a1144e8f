package redact

import (
	"regexp"
	"slices"
	"testing"
)

// assignRE are the regexps scanAssign stands in for, outside a call and
// in one.
var assignRE = [2]*regexp.Regexp{
	regexp.MustCompile(`^(?:` + assignPattern(false) + `)`),
	regexp.MustCompile(`^(?:` + assignPattern(true) + `)`),
}

// assignSpans is what the regexp says scanAssign must return: the match
// and its value, the first group that matched (each form's own).
func assignSpans(s string, inCall bool) []int {
	re := assignRE[0]
	if inCall {
		re = assignRE[1]
	}
	m := re.FindStringSubmatchIndex(s)
	if m == nil {
		return nil
	}
	for g := 1; 2*g < len(m); g++ {
		if m[2*g] >= 0 {
			return []int{m[0], m[1], m[2*g], m[2*g+1]}
		}
	}
	return m[:2]
}

// FuzzAssign holds scanAssign to the regexp it stands in for: the same
// submatch indexes, or no match, on every input.
func FuzzAssign(f *testing.F) {
	for _, s := range []string{
		`: hunter2`, `="x"`, `': 'pw'`, `\": \"s3cr3t\"}`, `=> "a\"b"`, `=>x`, `=>"`, `: "a\` + "\n" + `b"`,
		`"  :  'a'`, `: \"\"`, `: \"a\\\"`, `= [x]`, `:` + "\t\r\n" + `v`, `: "unterminated`, `: ''`, `:\x00`, `: é"x`,
		`\' = \"x\\y\"`, `: "\\"`, `::x`, `=>=x`, `"=>'q'`,
		// Every form of the syntax table.
		`>abc</x>`, " type=\"a\" id='b'>\n  v\n</x>", ">  \f x </", `", "v")`, `\', 'v'`, `: String = "v"`, `: str? = v`,
		` string = "v"`, " := `raw`", ` .= "v"`, ` ::= v`, ` :::= "v"`, ` ?= v`, ` ??= v`, ` ||= v`, `: |` + "\n  secret line \n", `: >-` + "\n\tv",
		`"] = 'v'`, `\"]: x`, `'] ||= "v"`, `"]`, `]= v`, "=\nNEXT=", "=\n  indented", ":\r\n  v", "= |", ": |\n", ` : Type=x`, ` t =  Bearer  v`, ">\n</x>", "`\n`", ` != "v"`, `" === 'v'`, `\"] !== "v"`, ` == confirm`, ` =="`,
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
		for _, call := range []bool{false, true} {
			got, read := scanAssign(nil, s, call)
			if want := assignSpans(s, call); !slices.Equal(got, want) {
				t.Fatalf("scanAssign(%q, in a call %v) = %v; the regexp gives %v", s, call, got, want)
			}
			if read > len(s) {
				t.Fatalf("scanAssign(%q) read %d bytes of %d", s, read, len(s))
			}
		}
	})
}

func TestAssignScannerAgrees(t *testing.T) {
	n := 0
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		for i := range c.Text {
			s := c.Text[i:]
			for _, call := range []bool{false, true} {
				got, _ := scanAssign(nil, s, call)
				if want := assignSpans(s, call); !slices.Equal(got, want) {
					t.Errorf("scanAssign(%q, in a call %v) = %v; the regexp gives %v", s, call, got, want)
				}
				if got != nil {
					n++
				}
			}
		}
	}
	if n == 0 {
		t.Error("no corpus position matched: the test compared nothing")
	}
}
