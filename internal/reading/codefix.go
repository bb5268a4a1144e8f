package reading

import "strings"

// A diff shows a claimed fix of a harm only where its lines do it (docs/tools.md,
// Readings; SPEC §4.1, §4.2): "returns an error instead of panicking", "the
// nil crash in Total is fixed", "ya no entra en pánico con una entrada
// vacía" are shown by a diff that takes the harm out (a removed panic) or
// guards against it (an added nil check, an added error return), with no
// panic left in its added or unchanged lines. A diff whose added lines do
// something else — a log line, a rename — shows a change, not the fix.

// A harmRow is one harm a claim may say is fixed: the claim's words for
// it, the code that does it, and the code that guards against it.
type harmRow struct {
	name   string
	claim  []string // lower case, in the claim's text
	harm   []string // in a line of code
	guards []string // in an added line: a check or a refusal in its place
}

// harmRows are the harms a diff is read for.
var harmRows = []harmRow{
	{"panic",
		[]string{"panic", "crash", "nil pointer", "nil dereference", "null pointer", "segfault", "segmentation fault", "pánico", "panico",
			"se cae", "崩溃", "空指针", "闪退"},
		[]string{"panic(", "log.fatal(", "log.fatalf(", "os.exit(", ".unwrap()", "unreachable!("},
		[]string{"== nil", "!= nil", "is none", "is not none", "=== null", "!== null", "== null", "!= null", "errors.new(",
			"fmt.errorf(", "return err", ", err", "return nil, err", "recover()", "raise ", "throw new ", "err(", "?;"}},
}

// harmOf returns the row of the harm a claim of a fix names, or nil.
func (c *Claim) harmOf() *harmRow {
	if !c.Success {
		return nil
	}
	lower := strings.ToLower(c.Text)
	for i := range harmRows {
		for _, w := range harmRows[i].claim {
			if strings.Contains(lower, w) {
				return &harmRows[i]
			}
		}
	}
	return nil
}

// harmFixed reads a diff for the claim's harm: whether the diff shows it
// fixed and, when it does not, what it shows instead. A content with no
// hunk and no added line is no diff: ok, "".
func (c *Claim) harmFixed(content string) (ok bool, instead string) {
	h := c.harmOf()
	if h == nil || !strings.HasPrefix(content, "@@") && !strings.Contains(content, "\n@@") && !strings.Contains(content, "\n+") {
		return true, ""
	}
	shown := false
	left, first := "", ""
	for line := range strings.Lines(content) {
		line = strings.TrimRight(line, "\r\n")
		if line == "" || strings.HasPrefix(line, "+++") || strings.HasPrefix(line, "---") || strings.HasPrefix(line, "@@") {
			continue
		}
		body := strings.ToLower(strings.TrimSpace(line[1:]))
		if commentStart(body) {
			continue
		}
		switch line[0] {
		case '-':
			shown = shown || holdsAny(body, h.harm) // the harm taken out
		case '+':
			if first == "" && body != "" {
				first = strings.TrimSpace(line[1:])
			}
			if holdsAny(body, h.harm) {
				left = strings.TrimSpace(line[1:])
			}
			shown = shown || holdsAny(body, h.guards)
		case ' ', '\t':
			if holdsAny(body, h.harm) {
				left = strings.TrimSpace(line[1:])
			}
		}
	}
	switch {
	case left != "":
		return false, "the " + h.name + " is still there: " + quote(left)
	case !shown && first != "":
		return false, "its added lines do something else: " + quote(first)
	case !shown:
		return false, "it changes no line that does it"
	}
	return true, ""
}

// holdsAny reports whether s holds one of words.
func holdsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
