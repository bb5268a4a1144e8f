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
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// Exit codes shared by every command (docs/rules.md §2).
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
	// stderrTerminal is true when stderr is a terminal: progress lines
	// for people are written only then.
	stderrTerminal bool
	// flagSets, when set, collects the flag set of each command run, so
	// that completion can learn a command's flags by asking for its help.
	flagSets *[]*flag.FlagSet
}

// A command is one subcommand of ackrite.
type command struct {
	name    string
	summary string
	run     func(e *env, args []string) int
	// subs marks a command with subcommands of its own (gate): "help X"
	// is passed on to it as "help".
	subs bool
}

var commands []command

func init() {
	commands = []command{
		{name: "serve", summary: "run the MCP server on stdio (the default), or on Streamable HTTP with --http", run: runServe},
		{name: "demo", summary: "start `ackrite serve` as a real subprocess and walk through the worked examples", run: runDemo},
		{name: "check", summary: "give the discovery verdict for evidence records (converged, stale, incomplete, unverifiable)", run: runCheck},
		{name: "probe", summary: "gather discovery evidence live from an MCP server and give its verdict (--watch to keep watching)", run: runProbe},
		{name: "lock", summary: "pin a live server's canonical tool registry in a lock file", run: runLock},
		{name: "diff", summary: "classify the changes between two tool registries (breaking, risk, review, compatible, added)", run: runDiff},
		{name: "scan", summary: "find the MCP servers your clients start, probe and pin them all, check their tools for poisoning", run: runScan},
		{name: "gate", summary: "agent-harness hooks: record what ran, block an unproven \"done\", check risky commands", run: runGate, subs: true},
		{name: "completion", summary: "print a shell completion script: bash, zsh or fish", run: runCompletion},
		{name: "version", summary: "print version, commit, Go version and supported MCP protocol versions", run: runVersion},
		{name: "help", summary: "show help for ackrite or one command (ackrite help probe)"},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(&env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, ctx: ctx, stderrTerminal: isTerminal(os.Stderr)}, os.Args[1:])
	stop()
	os.Exit(code)
}

// run dispatches to a command; no command means serve, which is what an
// MCP client configuration launches, and so do flags alone.
func run(e *env, args []string) int {
	if len(args) == 0 {
		return runServe(e, nil)
	}
	switch name := args[0]; {
	case name == "-version" || name == "--version":
		return runVersion(e, nil)
	case name == "-h" || name == "-help" || name == "--help":
	case strings.HasPrefix(name, "-"):
		return runServe(e, args)
	}
	return dispatch(e, "ackrite", commands, args, printCommands)
}

// printCommands writes ackrite's help: the commands and the exit codes.
func printCommands(w io.Writer) {
	fmt.Fprint(w, `ackrite — make agents prove their claims; prove agents hold current tools.

Usage:
  ackrite [serve]          MCP server on stdio (what an MCP client launches)
  ackrite <command> [flags]

Commands:
`)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run 'ackrite <command> -h' (or 'ackrite help <command>') for a command's
flags and examples; 'ackrite completion bash|zsh|fish' for completion.
Exit codes: 0 ok/converged, 1 stale/drift, 2 incomplete, 3 unverifiable,
64 usage error, 65 bad input data, 69 server unavailable, 70 internal error.
`)
}

// newLogger returns the stderr logger at the named level.
func newLogger(w io.Writer, level string) (*slog.Logger, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", level)
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: l})), nil
}
