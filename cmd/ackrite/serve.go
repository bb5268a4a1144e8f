package main

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/server"
)

func runServe(e *env, args []string) int {
	fs := newFlags(e, "serve", "ackrite serve [flags]   (or ackrite [flags])",
		`Run the MCP server. By default it speaks MCP over stdio: stdout carries protocol
messages only, logs go to stderr. An MCP client launches it with:

  {"mcpServers":{"ackrite":{"command":"ackrite","args":["serve"]}}}

With --http ADDR it serves Streamable HTTP at http://ADDR/mcp instead, with
GET /healthz for supervisors. It binds loopback addresses only unless
--allow-remote, which requires --auth-token-file: every request must then
carry "Authorization: Bearer <token>" with one of the file's tokens (one per
line, each at least 16 characters, the file at most 4 KiB; each token has its
own investigation sessions). SIGINT or SIGTERM stop it gracefully (in-flight
requests finish, exit 0).

Examples:
  ackrite serve
  ackrite serve --http 127.0.0.1:8080
  ackrite serve --http 0.0.0.0:8443 --allow-remote --auth-token-file /etc/ackrite/token`)
	logLevel := fs.String("log-level", "info", "stderr log level: debug, info, warn or error")
	httpAddr := fs.String("http", "", "serve Streamable HTTP on `host:port` (loopback only unless --allow-remote)")
	allowRemote := fs.Bool("allow-remote", false, "allow a non-loopback --http address (requires --auth-token-file)")
	tokenFile := fs.String("auth-token-file", "", "require \"Authorization: Bearer <token>\" with a token from this `file` (one per line, ≥ 16 characters)")
	shutdown := fs.Duration("shutdown-timeout", server.DefaultShutdownTimeout, "how long in-flight HTTP requests may take to finish on SIGINT/SIGTERM")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageFail(fs, "", "unexpected argument %q", fs.Arg(0))
	}
	logger, err := newLogger(e.stderr, *logLevel)
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite serve:", err)
		return exitUsage
	}
	if *httpAddr == "" && (*allowRemote || *tokenFile != "") {
		return usageFail(fs, "", "--allow-remote and --auth-token-file apply to --http only")
	}
	version := readBuildInfo().Version
	srv := server.New(server.Options{Logger: logger, Version: version})
	if *httpAddr == "" {
		if err := server.RunStdio(e.ctx, srv, e.stdin, e.stdout, logger); err != nil {
			fmt.Fprintln(e.stderr, "ackrite serve:", err)
			return exitInternal
		}
		return exitOK
	}
	if *allowRemote && *tokenFile == "" {
		return usageFail(fs, "", "--allow-remote requires --auth-token-file: remote clients must present a bearer token")
	}
	if err := server.ValidateBind(*httpAddr, *allowRemote); err != nil {
		fmt.Fprintln(e.stderr, "ackrite serve:", err)
		return exitUsage
	}
	var tokens []string
	if *tokenFile != "" {
		if tokens, err = server.ReadTokens(*tokenFile, logger); err != nil {
			fmt.Fprintln(e.stderr, "ackrite serve:", err)
			return exitUsage
		}
	}
	err = server.ServeHTTP(e.ctx, srv, server.HTTPOptions{
		Addr: *httpAddr, AllowRemote: *allowRemote, Tokens: tokens, Logger: logger, Version: version, ShutdownTimeout: *shutdown,
	})
	if err != nil {
		fmt.Fprintln(e.stderr, "ackrite serve:", err)
		return exitUnavailable
	}
	return exitOK
}
