package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// helpCommands is every command and gate subcommand whose help a person
// may ask for.
func helpCommands() [][]string {
	var out [][]string
	for _, c := range commands {
		switch {
		case c.name == "help":
		case c.subs:
			for _, s := range gateCommands {
				if s.name != "help" {
					out = append(out, []string{c.name, s.name})
				}
			}
		default:
			out = append(out, []string{c.name})
		}
	}
	return out
}

var mentionedFlag = regexp.MustCompile(`(?:^|[\s("'\[|])(--[a-z][a-z-]*[a-z])`)

// otherCommand matches a mention of another command with its flags
// ("ackrite probe --lock FILE", `"probe --json"`), up to the end of the
// quote or the line: those flags are that command's.
func otherCommand(self string) *regexp.Regexp {
	var others []string
	for _, c := range commands {
		if c.name != self {
			others = append(others, regexp.QuoteMeta(c.name))
		}
	}
	return regexp.MustCompile(`(?:ackrite |["'])(?:` + strings.Join(others, "|") + `) [^"'\n]*`)
}

// Every command's help goes to stdout with exit 0, lists exactly its own
// flags, mentions no flag it does not have (check had no --watch but
// said so), and ends with examples of itself.
func TestEveryHelpListsItsFlagsAndExamples(t *testing.T) {
	for _, path := range helpCommands() {
		name := strings.Join(path, " ")
		t.Run(name, func(t *testing.T) {
			out, errOut, code := runCLI(t, "", append(path, "-h")...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if !strings.HasPrefix(out, "Usage: ackrite "+name) {
				t.Errorf("does not start with its usage line:\n%s", out)
			}
			_, examples, ok := strings.Cut(out, "\nExamples:\n")
			if !ok || !strings.Contains(examples, "ackrite "+name) {
				t.Errorf("no examples of ackrite %s:\n%s", name, out)
			}
			have := flagsInHelp(out)
			self := otherCommand(path[0])
			if len(path) > 1 {
				self = regexp.MustCompile(`(?:ackrite |["'])(?:probe|lock|diff|scan|check|serve) [^"'\n]*`)
			}
			for _, m := range mentionedFlag.FindAllStringSubmatch(self.ReplaceAllString(out, ""), -1) {
				if f := strings.TrimPrefix(m[1], "--"); !slices.Contains(have, f) && f != "help" {
					t.Errorf("mentions --%s, which it does not have (its flags: %v)", f, have)
				}
			}
			// The same help from "ackrite help ...".
			again, _, code := runCLI(t, "", append([]string{"help"}, path...)...)
			if code != 0 || again != out {
				t.Errorf("ackrite help %s: exit %d, differs from -h", name, code)
			}
		})
	}
	out, _, _ := runCLI(t, "", "check", "-h")
	if !strings.Contains(out, "text|json|sarif|github") {
		t.Errorf("check -h does not list its formats:\n%s", out)
	}
}

// flagsInHelp returns the flags the help's Flags section lists.
func flagsInHelp(help string) []string {
	_, section, _ := strings.Cut(help, "\nFlags:\n")
	section, _, _ = strings.Cut(section, "\n\n")
	var out []string
	for _, line := range strings.Split(section, "\n") {
		if f := strings.Fields(line); len(f) > 0 && strings.HasPrefix(line, "  -") {
			out = append(out, strings.TrimLeft(f[0], "-"))
		}
	}
	return out
}

// A usage error says what is wrong, a hint, and where the help is, in at
// most three lines on stderr — not the whole usage — and exits 64.
func TestUsageErrorsAreShort(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"probe", "--timeout", "5"}, "ackrite probe: --timeout \"5\": a duration needs a unit\nhint: durations take a unit: 5s, 2m, 1h30m\nsee 'ackrite probe -h'\n"},
		{[]string{"scan", "--timeout", "soon"}, "ackrite scan: --timeout \"soon\": not a duration\nhint: durations take a unit: 5s, 2m, 1h30m\nsee 'ackrite scan -h'\n"},
		{[]string{"probe", "--formt", "json"}, "ackrite probe: unknown flag --formt; did you mean --format?\nsee 'ackrite probe -h'\n"},
		{[]string{"scan", "--parallel", "many"}, "ackrite scan: --parallel \"many\": not a whole number\nhint: a whole number, such as 8\nsee 'ackrite scan -h'\n"},
		{[]string{"probe", "--timeout"}, "ackrite probe: --timeout needs a value\nhint: durations take a unit: 5s, 2m, 1h30m\nsee 'ackrite probe -h'\n"},
		{[]string{"check", "--format", "xml", "x.json"}, "ackrite check: --format \"xml\": want one of text|json|sarif|github\nsee 'ackrite check -h'\n"},
		{[]string{"diff", "--fail-on", "everything", "a", "b"}, "ackrite diff: --fail-on \"everything\": want breaking, risk, review, added or any\nsee 'ackrite diff -h'\n"},
		{[]string{"version", "--json=maybe"}, "ackrite version: --json=maybe: a switch is true or false\nhint: a switch is set by its name alone (--json), or --json=false\nsee 'ackrite version -h'\n"},
		{[]string{"check"}, "ackrite check: name at least one record file, or - for standard input\nsee 'ackrite check -h'\n"},
		{[]string{"prob"}, "ackrite: unknown command \"prob\"; did you mean \"probe\"?\nsee 'ackrite help'\n"},
		{[]string{"scna"}, "ackrite: unknown command \"scna\"; did you mean \"scan\"?\nsee 'ackrite help'\n"},
		{[]string{"gate", "stpo"}, "ackrite gate: unknown subcommand \"stpo\"; did you mean \"stop\"?\nsee 'ackrite gate help'\n"},
		{[]string{"help", "lokc"}, "ackrite: unknown command \"lokc\"; did you mean \"lock\"?\nsee 'ackrite help'\n"},
		{[]string{"completion", "bsh"}, "ackrite completion: no completion for \"bsh\"; did you mean \"bash\"?\nhint: shells: bash, zsh, fish\nsee 'ackrite completion -h'\n"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errOut, code := runCLI(t, "", c.args...)
			if code != exitUsage || out != "" || errOut != c.want {
				t.Errorf("exit %d, stdout %q\nstderr %q\nwant   %q", code, out, errOut, c.want)
			}
		})
	}
}

// "ackrite gate help" is the gate's help, on stdout; so are -h and --help.
func TestGateHelp(t *testing.T) {
	for _, args := range [][]string{{"gate", "help"}, {"gate", "-h"}, {"gate", "--help"}, {"help", "gate"}} {
		out, errOut, code := runCLI(t, "", args...)
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "Usage: ackrite gate <subcommand>") || !strings.Contains(out, "install") {
			t.Errorf("%v: exit %d, stderr %q\n%s", args, code, errOut, out)
		}
	}
}

func TestClosest(t *testing.T) {
	cands := []string{"format", "fail-on", "fail-on-finding", "timeout", "lock", "url"}
	for word, want := range map[string]string{"formt": "format", "fromat": "format", "timout": "timeout", "fail-onn": "fail-on", "lokc": "lock", "zzz": "", "u": "", "ur": "url", "fail-on-find": "fail-on-finding"} {
		if got := closest(word, cands); got != want {
			t.Errorf("closest(%q) = %q; want %q", word, got, want)
		}
	}
}
