package redact

import (
	"regexp"
	"testing"
)

// TestRulesCompile compiles every built-in pattern, which New leaves to
// the first text that reaches it; and shows that a pattern that does not
// compile still panics, on that first text, not on text that never reaches
// it.
func TestRulesCompile(t *testing.T) {
	for _, r := range Rules {
		for _, p := range []string{`^(?:` + r.Pattern + `)`, r.Pattern} {
			if _, err := regexp.Compile(p); err != nil {
				t.Errorf("rule %s: %v", r.Name, err)
			}
		}
	}
	bad := New([]Rule{{Name: "bad", Keywords: []string{"zq"}, Anchor: AtKeyword, Pattern: `zq(`}})
	if got := bad.Redact("no keyword here"); got != "no keyword here" {
		t.Errorf("text without the keyword: got %q", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("a pattern that does not compile: no panic on the text that reaches it")
		}
	}()
	bad.Redact("zq=1")
}
