package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// This file is the one engine every command's flags and help go through,
// so that each behaves as well-made Go CLIs do (gh, kubectl, go): -h
// prints the help on stdout and exits 0; the help shows the usage line,
// what the command does, exactly its flags, and examples; a flag error
// prints the error, a one-line hint and where the help is, not the whole
// usage; and a mistyped command or flag gets "did you mean".

// flagOutput is where a flag set writes: the flag package prints every
// parse error itself, which parse words better, so it is muted while
// parsing.
type flagOutput struct {
	w    io.Writer
	mute bool
}

func (o *flagOutput) Write(p []byte) (int, error) {
	if o.mute {
		return len(p), nil
	}
	return o.w.Write(p)
}

// newFlags returns the flag set of one command: name is how it is run
// ("probe", "gate record"), usage its synopsis, about what it does. A
// section of about that starts with a line "Examples:" is printed after
// the flags.
func newFlags(e *env, name, usage, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(&flagOutput{w: e.stderr})
	fs.Usage = func() { printHelp(e.stdout, fs, usage, about) }
	if e.flagSets != nil {
		*e.flagSets = append(*e.flagSets, fs)
	}
	return fs
}

// parse parses flags; it returns (code, false) when the command should
// stop: help was asked for (printed on stdout, exit 0) or a flag is wrong
// (said on stderr, exit 64).
func parse(fs *flag.FlagSet, args []string) (int, bool) {
	out, _ := fs.Output().(*flagOutput)
	show := fs.Usage
	fs.Usage = func() {}
	if out != nil {
		out.mute = true
	}
	err := fs.Parse(args)
	fs.Usage = show
	if out != nil {
		out.mute = false
	}
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		show()
		return exitOK, false
	}
	msg, hint := explainFlagError(fs, err)
	return usageFail(fs, hint, "%s", msg), false
}

// usageFail says what is wrong with a command line on the command's
// stderr — the problem, a hint when there is one, and where the help is —
// and returns the usage exit code.
func usageFail(fs *flag.FlagSet, hint, format string, args ...any) int {
	w := fs.Output()
	if out, ok := w.(*flagOutput); ok {
		w = out.w
	}
	fmt.Fprintf(w, "ackrite %s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	if hint != "" {
		fmt.Fprintf(w, "hint: %s\n", hint)
	}
	fmt.Fprintf(w, "see 'ackrite %s -h'\n", fs.Name())
	return exitUsage
}

// flagErrorRows word the flag package's errors; the first whose pattern
// matches decides. explain gets the flag set and the pattern's groups:
// the flag's name, then the value and the cause when the error has them.
var flagErrorRows = []struct {
	pattern *regexp.Regexp
	explain func(fs *flag.FlagSet, m []string) (msg, hint string)
}{
	{regexp.MustCompile(`^flag provided but not defined: -+(.*)$`), func(fs *flag.FlagSet, m []string) (string, string) {
		msg := "unknown flag " + dashed(m[1])
		if near := closest(m[1], flagNames(fs)); near != "" {
			msg += "; did you mean " + dashed(near) + "?"
		}
		return msg, ""
	}},
	{regexp.MustCompile(`^flag needs an argument: -+(.*)$`), func(fs *flag.FlagSet, m []string) (string, string) {
		return dashed(m[1]) + " needs a value", valueHint(fs.Lookup(m[1]))
	}},
	{regexp.MustCompile(`^invalid boolean value "(.*)" for -+(\S+): `), func(fs *flag.FlagSet, m []string) (string, string) {
		return fmt.Sprintf("%s=%s: a switch is true or false", dashed(m[2]), m[1]), valueHint(fs.Lookup(m[2]))
	}},
	{regexp.MustCompile(`^invalid value "(.*)" for flag -+(\S+): (.*)$`), func(fs *flag.FlagSet, m []string) (string, string) {
		f := fs.Lookup(m[2])
		msg := fmt.Sprintf("%s %s: %s", dashed(m[2]), strconv.Quote(m[1]), valueProblem(f, m[1], m[3]))
		if m[3] != "parse error" && m[3] != "value out of range" {
			return msg, "" // the flag's own words say what it takes
		}
		return msg, valueHint(f)
	}},
}

// explainFlagError words a flag parsing error and gives a hint.
func explainFlagError(fs *flag.FlagSet, err error) (msg, hint string) {
	for _, r := range flagErrorRows {
		if m := r.pattern.FindStringSubmatch(err.Error()); m != nil {
			return r.explain(fs, m)
		}
	}
	return err.Error(), ""
}

// valueProblem says why a value was refused: the flag's own words when it
// has them (formats, classes), else what its type wants — the flag
// package says only "parse error" for a bad number or duration.
func valueProblem(f *flag.Flag, value, cause string) string {
	if cause != "parse error" && cause != "value out of range" {
		return cause
	}
	switch {
	case f == nil:
	case kind(f) == "duration":
		if _, err := strconv.ParseFloat(value, 64); err == nil {
			return "a duration needs a unit"
		}
		return "not a duration"
	case kind(f) == "int" && cause == "value out of range":
		return "out of range"
	case kind(f) == "int":
		return "not a whole number"
	case kind(f) == "float":
		return "not a number"
	}
	return cause
}

// valueHint is the one-line hint for a flag's type.
func valueHint(f *flag.Flag) string {
	if f == nil {
		return ""
	}
	switch kind(f) {
	case "duration":
		return "durations take a unit: 5s, 2m, 1h30m"
	case "int":
		return "a whole number, such as 8"
	case "float":
		return "a number, such as 0.5"
	case "bool":
		return fmt.Sprintf("a switch is set by its name alone (%s), or %s=false", dashed(f.Name), dashed(f.Name))
	}
	if name, usage := flag.UnquoteUsage(f); name != "" && strings.Contains(usage, ": ") {
		// "output format: text|json|sarif|github" → what the value may be.
		return name + " is " + usage[strings.LastIndex(usage, ": ")+2:]
	}
	return ""
}

// kind names a flag's value type from what its Getter returns.
func kind(f *flag.Flag) string {
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return ""
	}
	switch g.Get().(type) {
	case time.Duration:
		return "duration"
	case int, int64, uint, uint64:
		return "int"
	case float64:
		return "float"
	case bool:
		return "bool"
	}
	return ""
}

// dashed writes a flag as people type it: -o, --timeout.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
}

// closest returns the candidate a mistyped word most likely meant: one a
// few edits away (a third of its length at most), or one it is a prefix
// of; "" when none is close.
func closest(word string, candidates []string) string {
	best, bestDist := "", len(word)/3+1
	for _, c := range candidates {
		if d := editDistance(word, c); d < bestDist || d == bestDist && best != "" && c < best {
			best, bestDist = c, d
		}
	}
	if best == "" && len(word) >= 2 {
		for _, c := range candidates {
			if strings.HasPrefix(c, word) {
				return c
			}
		}
	}
	return best
}

// editDistance is the Levenshtein distance, with a transposition of two
// neighbours counting as one edit (formt → format is one).
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// printHelp writes a command's help: usage, what it does, its flags (each
// as --name, with its default), then its examples.
func printHelp(w io.Writer, fs *flag.FlagSet, usage, about string) {
	body, examples := about, ""
	for _, marker := range []string{"\nExamples:\n", "\nExample:\n"} {
		if i := strings.Index(about, marker); i >= 0 {
			body, examples = strings.TrimRight(about[:i], "\n"), about[i+len(marker):]
			break
		}
	}
	fmt.Fprintf(w, "Usage: %s\n\n%s\n", usage, body)
	if names := flagNames(fs); len(names) > 0 {
		fmt.Fprintln(w, "\nFlags:")
		printFlags(w, fs)
	}
	if examples != "" {
		fmt.Fprintf(w, "\nExamples:\n%s\n", strings.TrimRight(examples, "\n"))
	}
}

// printFlags lists the flags as flag.PrintDefaults does, but as they are
// typed (--name) and with the defaults that are not zero values.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		line := "  " + dashed(f.Name)
		if name != "" {
			line += " " + name
		}
		if len(line) <= 6 {
			line += "\t"
		} else {
			line += "\n    \t"
		}
		line += strings.ReplaceAll(usage, "\n", "\n    \t")
		if d := f.DefValue; d != "" && d != "0" && d != "0s" && d != "false" && d != "[]" {
			if g, ok := f.Value.(flag.Getter); ok {
				if _, isString := g.Get().(string); isString {
					d = strconv.Quote(d)
				}
			}
			line += " (default " + d + ")"
		}
		fmt.Fprintln(w, line)
	})
}

// names lists the commands of a table, for "did you mean".
func names(cmds []command) []string {
	out := make([]string, 0, len(cmds))
	for _, c := range cmds {
		out = append(out, c.name)
	}
	return out
}

// dispatch runs the command of table cmds that args name. prefix is the
// command line before it ("ackrite", "ackrite gate"), printTable writes the
// list of commands for help. "help", -h and --help print it on stdout;
// "help NAME" is NAME's help; an unknown name is an error with a guess.
func dispatch(e *env, prefix string, cmds []command, args []string, printTable func(w io.Writer)) int {
	if len(args) == 0 {
		printTable(e.stderr)
		return exitUsage
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 && args[0] == "help" {
			for _, c := range cmds {
				if c.name == args[1] && c.name != "help" {
					if c.subs {
						return c.run(e, append([]string{"help"}, args[2:]...))
					}
					return c.run(e, []string{"-h"})
				}
			}
			return unknownCommand(e, prefix, args[1], cmds)
		}
		printTable(e.stdout)
		return exitOK
	}
	for _, c := range cmds {
		if c.name == args[0] {
			return c.run(e, args[1:])
		}
	}
	return unknownCommand(e, prefix, args[0], cmds)
}

func unknownCommand(e *env, prefix, name string, cmds []command) int {
	noun := "command"
	if strings.Contains(prefix, " ") {
		noun = "subcommand"
	}
	msg := fmt.Sprintf("%s: unknown %s %s", prefix, noun, strconv.Quote(clipArg(name)))
	if near := closest(name, slices.DeleteFunc(names(cmds), func(n string) bool { return n == "help" })); near != "" {
		msg += fmt.Sprintf("; did you mean %q?", near)
	}
	fmt.Fprintf(e.stderr, "%s\nsee '%s help'\n", msg, prefix)
	return exitUsage
}
