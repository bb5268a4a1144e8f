package shell

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/lazy"
)

// assignment matches a leading VAR=value word.
var assignment = lazy.Regexp(`^[A-Za-z_][A-Za-z0-9_]*=`)

// IsAssignment reports whether a word is a VAR=value assignment.
func IsAssignment(w string) bool { return assignment().MatchString(w) }

// A wrapper is a command that runs the command after its options (env,
// sudo, timeout 5, flock lockfile, nice -n 5): one row of [wrappers].
type wrapper struct {
	// valued are the options that take a separate value.
	valued []string
	// chdir are the options whose value is the directory the command runs
	// in (env -C, sudo -D).
	chdir []string
	// line are the options whose value is a whole command line the
	// wrapper runs through a shell (script -c, su -c, env -S).
	line []string
	// operands is how many words after the options come before the
	// command (timeout's duration, flock's lock file, chrt's priority).
	operands int
	// noCommand says the words after the options are not a command (script
	// FILE, su USER): only a line option runs one.
	noCommand bool
}

// wrappers run the command that follows their options.
var wrappers = map[string]wrapper{
	"env":              {valued: []string{"-u", "--unset"}, chdir: []string{"-C", "--chdir"}, line: []string{"-S", "--split-string"}},
	"time":             {valued: []string{"-f", "--format", "-o", "--output"}},
	"nice":             {valued: []string{"-n", "--adjustment"}},
	"sudo":             {valued: []string{"-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "--close-from", "-r", "--role", "-t", "--type", "-U", "--other-user", "-T", "--command-timeout"}, chdir: []string{"-D", "--chdir"}},
	"doas":             {valued: []string{"-u", "-C"}},
	"command":          {},
	"exec":             {valued: []string{"-a"}},
	"nohup":            {},
	"nocorrect":        {},
	"noglob":           {},
	"builtin":          {},
	"timeout":          {valued: []string{"-s", "--signal", "-k", "--kill-after"}, operands: 1},
	"stdbuf":           {valued: []string{"-i", "--input", "-o", "--output", "-e", "--error"}},
	"ionice":           {valued: []string{"-c", "--class", "-n", "--classdata", "-p", "--pid"}},
	"busybox":          {},
	"toybox":           {},
	"setsid":           {},
	"chrt":             {operands: 1},
	"taskset":          {operands: 1},
	"numactl":          {valued: []string{"-N", "-m", "-C", "-p", "-i", "--cpunodebind", "--membind", "--physcpubind", "--preferred", "--interleave"}},
	"flock":            {valued: []string{"-w", "--timeout", "-E", "--conflict-exit-code"}, line: []string{"-c", "--command"}, operands: 1},
	"strace":           {valued: []string{"-o", "-e", "-p", "-s", "-E", "-u", "-P", "-a", "-b", "-I", "-O", "-S", "-X"}},
	"ltrace":           {valued: []string{"-o", "-e", "-p", "-s", "-E", "-u", "-a", "-n", "-A", "-D"}},
	"valgrind":         {},
	"catchsegv":        {},
	"unshare":          {valued: []string{"-S", "--setuid", "-G", "--setgid"}, chdir: []string{"-w", "--wd"}},
	"nsenter":          {valued: []string{"-t", "--target", "-S", "--setuid", "-G", "--setgid"}, chdir: []string{"-w", "--wd"}},
	"firejail":         {},
	"xvfb-run":         {valued: []string{"-n", "--server-num", "-s", "--server-args", "-e", "--error-file", "-f", "--auth-file", "-p", "--xauth-protocol"}},
	"dbus-run-session": {},
	"caffeinate":       {valued: []string{"-t", "-w"}},
	"pkexec":           {valued: []string{"--user"}},
	"proxychains":      {valued: []string{"-f"}},
	"proxychains4":     {valued: []string{"-f"}},
	"torsocks":         {valued: []string{"-u", "-p", "-a", "-P"}},
	"systemd-run":      {valued: []string{"-p", "--property", "-u", "--unit", "-E", "--setenv", "--uid", "--gid", "--slice", "-M", "--machine", "-H", "--host", "--description"}, chdir: []string{"--working-directory"}},
	"watch":            {valued: []string{"-n", "--interval", "-d", "-q", "--equexit"}},
	"script":           {valued: []string{"-T", "--log-timing", "-I", "--log-in", "-O", "--log-out", "-B", "--log-io", "-E", "--echo", "-m", "--logging-format"}, line: []string{"-c", "--command"}, noCommand: true},
	"su":               {valued: []string{"-s", "--shell", "-g", "--group", "-G", "--supp-group", "-w", "--whitelist-environment"}, line: []string{"-c", "--command", "-C", "--session-command"}, noCommand: true},
	"runuser":          {valued: []string{"-u", "--user", "-g", "--group", "-G", "--supp-group", "-s", "--shell", "-w", "--whitelist-environment"}, line: []string{"-c", "--command", "--session-command"}},
	"sg":               {line: []string{"-c"}, operands: 1},
}

// takes reports whether an option takes a value.
func (w wrapper) takes(name string) bool {
	return slices.Contains(w.valued, name) || slices.Contains(w.chdir, name) || slices.Contains(w.line, name)
}

// A Prog is a simple command's program once the wrappers before it are
// read: what runs, the variables its prefix sets, where it runs, and a
// command line a wrapper runs through a shell.
type Prog struct {
	// Argv is the program and its arguments, a suffix of the segment's
	// words; empty when the words run no program of their own.
	Argv []string
	// Env are the VAR=value words and env's VAR=value operands, in order.
	Env []string
	// Dir is the directory a wrapper runs the command in (env -C dir, sudo
	// -D dir), as written; "" for the current one.
	Dir string
	// Line is a command line a wrapper runs through a shell (script -c
	// "…", su -c "…", env -S "…"), "" for none.
	Line string
}

// Unwrap strips leading assignments and wrapper commands (env, time,
// timeout N, nice, sudo, flock file, script -c, …) with their options from
// argv.
func Unwrap(argv []string) Prog {
	var p Prog
	for len(argv) > 0 {
		a := argv[0]
		if IsAssignment(a) {
			p.Env = append(p.Env, a)
			argv = argv[1:]
			continue
		}
		w, ok := wrappers[a]
		if !ok {
			break
		}
		argv = argv[1:]
		for len(argv) > 0 && strings.HasPrefix(argv[0], "-") && argv[0] != "-" {
			f := argv[0]
			argv = argv[1:]
			if f == "--" {
				break
			}
			name, val, hasVal := strings.Cut(f, "=")
			if len(name) > 2 && name[1] != '-' && !hasVal && !w.takes(name) {
				// -qc: grouped letters, of which the last may take a value.
				name = "-" + name[len(name)-1:]
			}
			takes := w.takes(name)
			if takes && !hasVal && len(argv) > 0 {
				val, argv = argv[0], argv[1:]
			}
			switch {
			case slices.Contains(w.chdir, name):
				p.Dir = val
			case slices.Contains(w.line, name):
				p.Line = val
			}
		}
		if a == "su" || a == "sg" {
			// su user -c "…": the line may follow the user.
			for i := 0; i+1 < len(argv); i++ {
				if slices.Contains(w.line, argv[i]) {
					p.Line = argv[i+1]
				}
			}
		}
		for n := 0; n < w.operands && len(argv) > 0; n++ {
			argv = argv[1:]
		}
		if a == "flock" || a == "sg" {
			// flock file -c "…", sg group -c "…": the line after the operand.
			if len(argv) > 1 && slices.Contains(w.line, argv[0]) {
				p.Line, argv = argv[1], nil
			}
		}
		if w.noCommand || p.Line != "" {
			argv = nil
		}
	}
	p.Argv = argv
	return p
}

// Program strips leading assignments and wrapper commands (env, time,
// timeout N, nice, stdbuf, sudo, command) with their options from argv and
// returns the rest, a suffix of argv.
func Program(argv []string) []string { return Unwrap(argv).Argv }

// ProgramEnv is [Program] that also returns the variables the stripped
// prefix sets for the program (VAR=value words, env's VAR=value operands),
// in order.
func ProgramEnv(argv []string) ([]string, []string) {
	p := Unwrap(argv)
	return p.Argv, p.Env
}
