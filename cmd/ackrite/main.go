// Command ackrite is one binary for people who run AI agents on the Model
// Context Protocol: an MCP server whose read-only tools make agents prove
// their claims from supplied evidence, and a client side that proves an
// agent's tool registry has converged on the server's current definitions.
//
// Run "ackrite help" for the commands. This package only parses flags and
// wires packages together; the rules live under internal/.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// Exit codes shared by every command (SPEC §2).
const (
	exitOK          = 0
	exitStale       = 1
	exitIncomplete  = 2
	exitUnverified  = 3
	exitUsage       = 64
	exitData        = 65
	exitUnavailable = 69
	exitInternal    = 70
)

// env is what a command sees of the process.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	ctx    context.Context
}

// A command is one subcommand of ackrite.
type command struct {
	name    string
	summary string
	run     func(e *env, args []string) int
}

var commands []command

func init() {
	commands = []command{
		{"serve", "run the MCP server on stdio (the default), or on Streamable HTTP with --http", runServe},
		{"demo", "start `ackrite serve` as a real subprocess and walk through the worked examples", runDemo},
		{"check", "give the discovery verdict for evidence records (converged, stale, incomplete, unverifiable)", runCheck},
		{"probe", "gather discovery evidence live from an MCP server and give its verdict (--watch to keep watching)", runProbe},
		{"lock", "pin a live server's canonical tool registry in a lock file", runLock},
		{"diff", "classify the changes between two tool registries (breaking, risk, review, compatible, added)", runDiff},
		{"scan", "find the MCP servers your clients start, probe and pin them all, check their tools for poisoning", runScan},
		{"gate", "agent-harness hooks: record what ran, block an unproven \"done\", check risky commands", runGate},
		{"version", "print version, commit, Go version and supported MCP protocol versions", runVersion},
		{"help", "show help for ackrite or one command", runHelp},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(&env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, ctx: ctx}, os.Args[1:])
	stop()
	os.Exit(code)
}

// run dispatches to a command; no command means serve, which is what an
// MCP client configuration launches.
func run(e *env, args []string) int {
	if len(args) == 0 {
		return runServe(e, nil)
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		return runHelp(e, nil)
	case "-version", "--version":
		return runVersion(e, nil)
	}
	if strings.HasPrefix(name, "-") {
		return runServe(e, args)
	}
	for _, c := range commands {
		if c.name == name {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(e.stderr, "ackrite: unknown command %q; run 'ackrite help' for the list\n", name)
	return exitUsage
}

func runHelp(e *env, args []string) int {
	if len(args) > 0 {
		for _, c := range commands {
			if c.name == args[0] && c.name != "help" {
				return c.run(e, []string{"-h"})
			}
		}
		fmt.Fprintf(e.stderr, "ackrite: no help for %q\n", args[0])
		return exitUsage
	}
	fmt.Fprint(e.stdout, `ackrite — make agents prove their claims; prove agents hold current tools.

Usage:
  ackrite [serve]          MCP server on stdio (what an MCP client launches)
  ackrite <command> [flags]

Commands:
`)
	for _, c := range commands {
		fmt.Fprintf(e.stdout, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprint(e.stdout, `
Run 'ackrite <command> -h' for a command's flags.
Exit codes: 0 ok/converged, 1 stale/drift, 2 incomplete, 3 unverifiable,
64 usage error, 65 bad input data, 69 server unavailable, 70 internal error.
`)
	return exitOK
}

// newFlags returns a flag set that prints usage to stderr with a summary.
func newFlags(e *env, name, usage, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "Usage: %s\n\n%s\n", usage, about)
		var hasFlags bool
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintln(e.stderr, "\nFlags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

// parse parses flags; it returns (code, false) when the command should stop
// (help was asked for: exit 0; bad flags: exit 64).
func parse(fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK, false
		}
		return exitUsage, false
	}
	return 0, true
}

// newLogger returns the stderr logger at the named level.
func newLogger(w io.Writer, level string) (*slog.Logger, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", level)
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: l})), nil
}
