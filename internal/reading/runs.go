package reading

import (
	"slices"
	"strings"
)

// What ran: an item's prompt lines ("$ make lint") say which command the
// output is of, and a claim that names a command ("make test passes") is
// shown by that command's run, not another's; a runner line an echo
// printed, or one shown as the output expected, ran nothing; a figure of
// the run (coverage 76.4%) past the claim's threshold denies it.

// otherCommand: the item's prompt lines run commands, none of them the one
// the claim names.
func otherCommand(c *Claim, _ *Reading, in Input, b *blockText) (string, bool) {
	if c.command == nil || in.Code {
		return "", false
	}
	var ran []string
	for line := range linesOf(b.head, in.Source) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "$ ") {
			continue
		}
		// The tool and its subcommand: the claim's words after them may be
		// prose ("go vet reports no problems").
		want := c.command[:min(2, len(c.command))]
		fields := strings.Fields(strings.NewReplacer(";", " ; ", "&&", " && ").Replace(line[2:]))
		for i := range fields {
			if len(fields)-i >= len(want) && slices.Equal(fields[i:i+len(want)], want) {
				return "", false
			}
		}
		ran = append(ran, line[2:])
	}
	if len(ran) == 0 {
		return "", false
	}
	return "it ran " + strings.Join(c.command[:min(2, len(c.command))], " ") + ", not " + quote(ran[0]), false
}

// expectedLeads introduce output shown, not run: "Expected output once the
// fix lands:", "should print", "salida esperada", "预期输出".
var expectedLeads = []string{"expected output", "expected result", "should print", "should output", "will print", "would print",
	"example output", "sample output", "output should be", "salida esperada", "resultado esperado", "debería imprimir", "预期输出", "期望输出", "预期结果"}

// notRunOutput: the affirming runner line was printed by an echo, or stands
// under a line that introduces it as the output expected.
func notRunOutput(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || r.Prose {
		return "", false
	}
	if !containsAnyFold(b.head, []string{"echo ", "printf ", "expected", "should", "will print", "would print", "example output",
		"sample output", "esperad", "预期", "期望"}) {
		return "", false
	}
	lower := strings.ToLower(b.head)
	for line := range strings.Lines(lower) {
		t := strings.TrimSpace(line)
		if (strings.HasPrefix(t, "$ echo ") || strings.HasPrefix(t, "echo ") || strings.HasPrefix(t, "$ printf ")) &&
			(strings.Contains(t, "pass") || strings.Contains(t, "ok") || strings.Contains(t, "✓")) {
			return "it was the output of the check itself, not " + quote(strings.TrimSpace(line)), false
		}
	}
	if i := strings.Index(lower, strings.ToLower(b.line)); b.line != "" && i > 0 && containsAnyOf(lower[:i], expectedLeads) {
		return "it was the output of the check itself, not output shown as expected", false
	}
	if b.line == "" && containsAnyOf(lower, expectedLeads) {
		return "it was the output of the check itself, not output shown as expected", false
	}
	return "", false
}

// runFigures: a runner's own figure of what the claim bounds ("coverage:
// 76.4% of statements" for "coverage is above 80%") past the bound.
func runFigures(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if len(c.bounds) == 0 || r.Prose || c.ExpectsFailure {
		return "", false
	}
	ms := measurements(b.head, 32)
	for _, bd := range c.bounds {
		for _, m := range ms {
			if m.before || !bd.comparable(m) || window(b.head, m) {
				continue
			}
			if !bd.holds(m) {
				b.decisive = lineAround(b.head, m.start)
				return "its figures met the claim's bound, not " + quote(strings.TrimSpace(b.head[m.start:m.end])), true
			}
		}
	}
	return "", false
}

// skipMarks mark a test that did not run, in the runners that print one
// per test: mocha's "- name" and "N pending", jest's "○ skipped name",
// vitest's "↓ name [skipped]", RSpec's "(PENDING: …)", "SKIP", "todo".
var skipMarks = []string{"skipped", "skip", "pending", "○", "↓", "todo", "xit", "disabled", "ignored", "omitido", "跳过"}

// claimedTestNames returns the names of the tests a claim says pass: its
// test identifiers, its quoted names ('logout clears session'), or the
// words before "test"/"spec" ("the logout test passes", "the refund spec").
func (c *Claim) claimedTestNames() []string {
	names := slices.Clone(c.testNames)
	for _, q := range []string{"'", "\"", "`", "‘", "“"} {
		rest := c.Text
		for {
			i := strings.Index(rest, q)
			if i < 0 {
				break
			}
			closing := q
			if q == "‘" {
				closing = "’"
			} else if q == "“" {
				closing = "”"
			}
			j := strings.Index(rest[i+len(q):], closing)
			if j <= 0 {
				break
			}
			names = append(names, strings.ToLower(rest[i+len(q):i+len(q)+j]))
			rest = rest[i+len(q)+j+len(closing):]
		}
	}
	if len(names) > 0 {
		return names // named: the words before "test" are not another name
	}
	words := strings.Fields(strings.ToLower(c.Text))
	for i, w := range words {
		if (w == "test" || w == "spec" || w == "tests" || w == "specs") && i > 0 {
			if prev := strings.Trim(words[i-1], ".,'\"`"); len(prev) > 2 && prev != "the" && prev != "all" && prev != "unit" {
				names = append(names, prev)
			}
		}
	}
	return names
}

// namedTestSkipped: the test the claim names stands in the output with a
// mark of a test that did not run.
func namedTestSkipped(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if r.Prose || c.ExpectsFailure || !c.Success {
		return "", false
	}
	if !c.skipRead {
		c.skipRead, c.skipNames = true, c.claimedTestNames()
	}
	for _, n := range c.skipNames {
		for from := 0; n != "" && from < len(b.head); {
			i := indexFold(b.head[from:], n)
			if i < 0 {
				break
			}
			i += from
			start := strings.LastIndexByte(b.head[:i], '\n') + 1
			end := strings.IndexByte(b.head[i:], '\n')
			if end < 0 {
				end = len(b.head)
			} else {
				end += i
			}
			from = max(end, i+len(n)) // one reading per line, however often it names the test
			line := strings.TrimSpace(b.head[start:end])
			if strings.HasPrefix(line, "- ") || skipMarked(line) {
				return "it showed " + n + " itself passing, not " + quote(line), false
			}
		}
	}
	return "", false
}

// skipMarked reports a line with a mark of a test that did not run, not a
// count of none ("0 skipped").
func skipMarked(line string) bool {
	for _, m := range skipMarks {
		for from := 0; ; {
			i := indexFold(line[from:], m)
			if i < 0 {
				break
			}
			i += from
			from = i + len(m)
			if isLatin(m) && (from < len(line) && isLatinLetter(line[from]) || i > 0 && isLatinLetter(line[i-1])) {
				continue // "skip" inside "skipped", "todo" inside "todos"
			}
			head := strings.TrimRight(line[:i], " =:")
			tail := strings.TrimLeft(line[from:], ` =:"'`)
			if (head == "" || !isDigit(head[len(head)-1])) && !(strings.HasPrefix(tail, "0") && (len(tail) == 1 || !isDigit(tail[1]))) {
				return true // not "0 skipped", not skipped="0"
			}
		}
	}
	return false
}

// linesOf yields the lines of each of texts, without joining them.
func linesOf(texts ...string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for _, t := range texts {
			for l := range strings.Lines(t) {
				if !yield(l) {
					return
				}
			}
		}
	}
}
