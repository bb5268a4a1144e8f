package shell

import (
	"strings"

	"github.com/ackrite/ackrite/internal/lazy"
)

// assignment matches a leading VAR=value word.
var assignment = lazy.Regexp(`^[A-Za-z_][A-Za-z0-9_]*=`)

// IsAssignment reports whether a word is a VAR=value assignment.
func IsAssignment(w string) bool { return assignment().MatchString(w) }

// wrappers run the command that follows their options; each row lists
// the options that take a separate value (sudo -u postgres psql).
var wrappers = map[string][]string{
	"env":     {"-u", "--unset", "-C", "--chdir", "-S", "--split-string"},
	"time":    {"-f", "--format", "-o", "--output"},
	"nice":    {"-n", "--adjustment"},
	"sudo":    {"-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "--close-from", "-D", "--chdir", "-r", "--role", "-t", "--type", "-U", "--other-user", "-T", "--command-timeout"},
	"doas":    {"-u", "-C"},
	"command": nil, "exec": {"-a"}, "nohup": nil, "nocorrect": nil, "noglob": nil, "builtin": nil,
	"timeout": {"-s", "--signal", "-k", "--kill-after"},
	"stdbuf":  {"-i", "--input", "-o", "--output", "-e", "--error"},
	"ionice":  {"-c", "--class", "-n", "--classdata", "-p", "--pid"},
}

// Program strips leading assignments and wrapper commands (env, time,
// timeout N, nice, stdbuf, sudo, command) with their options from argv and
// returns the rest, a suffix of argv.
func Program(argv []string) []string {
	p, _ := ProgramEnv(argv)
	return p
}

// ProgramEnv is [Program] that also returns the variables the stripped
// prefix sets for the program (VAR=value words, env's VAR=value operands),
// in order.
func ProgramEnv(argv []string) ([]string, []string) {
	var env []string
	for len(argv) > 0 {
		a := argv[0]
		if IsAssignment(a) {
			env = append(env, a)
			argv = argv[1:]
			continue
		}
		valued, ok := wrappers[a]
		if !ok {
			return argv, env
		}
		argv = argv[1:]
		for len(argv) > 0 && strings.HasPrefix(argv[0], "-") {
			f := argv[0]
			argv = argv[1:]
			if f == "--" {
				break
			}
			if contains(valued, f) && len(argv) > 0 {
				argv = argv[1:]
			}
		}
		if a == "timeout" && len(argv) > 0 {
			argv = argv[1:] // the duration
		}
	}
	return argv, env
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
