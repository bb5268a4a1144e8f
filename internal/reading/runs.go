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
	for line := range strings.Lines(b.head + "\n" + in.Source) {
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
