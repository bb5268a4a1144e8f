package reading

import "strings"

// Code that is a stub says the feature is not there (docs/tools.md,
// Readings): a `code` item whose added or unchanged lines hold
// `panic("not implemented")`, `raise NotImplementedError`,
// `unimplemented!()`, `throw new Error("not implemented")` or a bare
// `return nil // TODO` shows a claim that the feature is implemented or
// works does not hold. Lines a diff removes ("-") are what the change took
// out, not what the code says now.

// stubMarks are the texts of a stub, in lower case.
var stubMarks = []string{`panic("not implemented`, `panic("unimplemented`, `panic("todo`, "raise notimplementederror", "notimplementederror(",
	"unimplemented!(", "todo!(", `new error("not implemented`, `new error('not implemented`, `error("not implemented`, "unsupportedoperationexception(\"not implemented",
	"notimplementedexception", "codes.unimplemented", `errors.new("not implemented`, `"not implemented yet"`, "todo: implement", "todo implement",
	"fixme: implement", "not yet implemented"}

// stubIn returns the first line of code that is a stub, or "".
func stubIn(code string) string {
	for line := range strings.Lines(code) {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "-") && !strings.HasPrefix(t, "--") {
			continue // removed by the diff
		}
		t = strings.TrimPrefix(t, "+")
		lo := strings.ToLower(t)
		for _, m := range stubMarks {
			if strings.Contains(lo, m) {
				return t
			}
		}
		if bareTODO(lo) {
			return t
		}
	}
	return ""
}

// bareTODO reports a line that does nothing but return a zero value or
// pass, with a TODO beside it: "return nil // TODO", "pass  # TODO",
// "return null; // TODO".
func bareTODO(lo string) bool {
	i := strings.Index(lo, "todo")
	if i < 0 {
		return false
	}
	code := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(lo[:i]), "/#-*"))
	code = strings.TrimSpace(strings.TrimSuffix(code, ";"))
	switch code {
	case "return", "return nil", "return null", "return none", "return 0", "return false", "return \"\"", "return nil, nil",
		"return undefined", "return {}", "return []", "pass", "{}", "return err", "return nil, err":
		return true
	}
	return false
}

// claimsStub reports a claim that is itself about a stub or a missing
// implementation.
func (c *Claim) claimsStub() bool {
	lo := strings.ToLower(c.Text)
	return strings.Contains(lo, "implemented") && (strings.Contains(lo, "not implemented") || strings.Contains(lo, "unimplemented") ||
		strings.Contains(lo, "not yet implemented") || strings.Contains(lo, "isn't implemented")) ||
		strings.Contains(lo, "stub") || strings.Contains(lo, "todo") || strings.Contains(lo, "placeholder")
}
