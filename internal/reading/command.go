package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// The claimed command's own output (docs/rules.md §4.1, "when a claim names a
// test, command, endpoint or file, the reading is that check's own
// result"): "the module builds cleanly with go build ./..." is shown by
// the output of `$ go build ./...` — which, when it succeeds, prints
// nothing but its exit status, and so shares no word with the claim
// but the command's own. Such an output concerns the claim when its
// prompt line runs the claimed command and it names nothing else (a
// `cd` into another module, another package's error) that the claim
// does not.

// commandTools start a command a claim may name.
var commandTools = map[string]bool{"go": true, "npm": true, "npx": true, "pnpm": true, "yarn": true, "cargo": true, "make": true,
	"pytest": true, "mvn": true, "gradle": true, "terraform": true, "kubectl": true, "docker": true, "dotnet": true, "tsc": true,
	"eslint": true, "ruff": true, "mypy": true, "helm": true, "bazel": true}

// claimedCommand returns the words of the command the claim names, from
// its tool to the end of the claim (at most four), or nil.
func claimedCommand(claim string) []string {
	fields := strings.Fields(claim)
	for i, f := range fields {
		if !commandTools[strings.Trim(f, "`'\"")] || i+1 >= len(fields) {
			continue
		}
		var cmd []string
		for _, w := range fields[i:min(len(fields), i+4)] {
			w = strings.Trim(w, "`'\",;")
			if w != "./..." {
				w = strings.TrimSuffix(w, ".")
			}
			if w != "" {
				cmd = append(cmd, w)
			}
		}
		if len(cmd) >= 2 {
			return cmd
		}
	}
	return nil
}

// runsClaimedCommand reports whether content is the output of the command
// the claim names — a prompt line ("$ …") that runs it, word for word —
// and names nothing besides that the claim does not.
func (c *Claim) runsClaimedCommand(content string) bool {
	if c.command == nil || len(content) > slotBytes {
		return false
	}
	ran := false
	for line := range strings.SplitSeq(content, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "$ ") {
			continue
		}
		fields := strings.Fields(strings.NewReplacer(";", " ; ", "&&", " && ").Replace(line[2:]))
		for i := range fields {
			if len(fields)-i >= len(c.command) && slices.Equal(fields[i:i+len(c.command)], c.command) {
				ran = true
			}
		}
	}
	if !ran {
		return false
	}
	return !c.namesElsewhere(content)
}

// namesElsewhere reports an output that names a place the claim does not:
// a directory it changes into ("cd ../shipping") or a module or package
// path ("# example.com/shipping") holding none of the claim's terms.
func (c *Claim) namesElsewhere(content string) bool {
	claimTerms := text.Terms(c.Text)
	foreign := func(name string) bool {
		terms := text.Terms(name)
		return len(terms) > 0 && text.Common(terms, claimTerms) == 0
	}
	for line := range strings.SplitSeq(content, "\n") {
		fields := strings.Fields(strings.TrimSpace(line))
		for i, f := range fields {
			if f == "cd" && i+1 < len(fields) && foreign(fields[i+1]) {
				return true
			}
			if strings.Contains(f, "/") && !slices.Contains(c.command, f) && !strings.Contains(f, ".go:") && foreign(f) {
				return true
			}
		}
	}
	return false
}
