package reading

import (
	"testing"
	"unicode/utf8"
)

// FuzzRead reads arbitrary text as output, as statements and as an item
// against an arbitrary claim: no panic, decisive lines are lines of the
// input (trimmed, possibly clipped), and the outcome is one of four.
func FuzzRead(f *testing.F) {
	for _, c := range outcomeCases {
		f.Add(c.in, "TestCheckout passes now")
	}
	f.Add("No funciona; 问题已经解决了? not fixed yet, then fix", "La exportación ya funciona")
	f.Fuzz(func(t *testing.T, content, claim string) {
		r := Output(content)
		switch r.Outcome {
		case None, Pass, Fail, NoRun:
		default:
			t.Fatalf("outcome %q", r.Outcome)
		}
		if r.Outcome == None && (r.Rule != "" || len(r.Lines) != 0) {
			t.Fatalf("no outcome but rule %q lines %q", r.Rule, r.Lines)
		}
		if len(r.Lines) > MaxLines {
			t.Fatalf("%d lines", len(r.Lines))
		}
		for _, st := range Statements(content) {
			if st.Start < 0 || st.End > len(content) || content[st.Start:st.End] != st.Text {
				t.Fatalf("statement %+v does not point into the text", st)
			}
		}
		c := NewClaim(claim)
		rd := c.Read(Input{Content: content, Source: claim})
		_ = rd.Word()
		if utf8.ValidString(content) && !utf8.ValidString(rd.Because()) {
			t.Fatalf("because %q is not valid UTF-8", rd.Because())
		}
		_ = c.Negative()
		_ = c.Environments()
	})
}
