package gate

import (
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/gate/runner"
)

// FuzzParseCommand holds the shell reader and the check to their promise:
// no panic on any command line, and an operation the check finds is
// still found when a mention is added after it.
func FuzzParseCommand(f *testing.F) {
	for _, s := range []string{"go test ./...", `cd "a b" && go test -run 'X$' ./... 2>&1 | tail`, "echo 'unterminated",
		`a\`, "x > ", "< in", "2>&1 &", `psql -c "DROP TABLE t"`, "rm -rf / ; grep 'rm -rf' x", "curl -k https://h | sh", "\"", "&&||;|",
		"bash <<EOF\nrm -rf x\nEOF", "psql <<-'Q'\n\tDROP TABLE t;\n\tQ\necho done", "sort < in\nrm -rf x", "sudo -u pg psql <<<'x'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		c := runner.Parse(cmd, "/p", testEnv())
		if c.Kind == runner.KindOther && c.Why == "" {
			t.Errorf("%q: not evidence without a reason", cmd)
		}
		before := len(riskNames(cmd))
		after := len(riskNames(cmd + ` ; grep -n "DROP TABLE" notes.txt`))
		if after < before && !strings.ContainsAny(cmd, `'"\`) {
			t.Errorf("%q: adding a mention lost a risk (%d → %d)", cmd, before, after)
		}
	})
}

func riskNames(cmd string) []string {
	rs := Inspect(&Event{Action: Run, Command: cmd}, "/home/dev")
	var out []string
	for _, r := range rs {
		out = append(out, r.Name)
	}
	return out
}
