package main

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/server"
)

func runServe(e *env, args []string) int {
	fs := newFlags(e, "serve", "ackrite [serve] [flags]",
		`Run the MCP server. By default it speaks MCP over stdio: stdout carries protocol
messages only, logs go to stderr. An MCP client launches it with:

  {"mcpServers":{"ackrite":{"command":"ackrite","args":["serve"]}}}`)
	logLevel := fs.String("log-level", "info", "stderr log level: debug, info, warn or error")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "ackrite serve: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	logger, err := newLogger(e.stderr, *logLevel)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite serve:", err)
		return exitUsage
	}
	srv := server.New(server.Options{Logger: logger, Version: readBuildInfo().Version})
	if err := server.RunStdio(e.ctx, srv, e.stdin, e.stdout, logger); err != nil {
		fmt.Fprintln(e.stderr, "ackrite serve:", err)
		return exitInternal
	}
	return exitOK
}
