package main

import (
	"context"
	"fmt"
	"time"

	"github.com/ackrite/ackrite/internal/files"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// lockAbout is lock's help text.
const lockAbout = `Pin a live server's canonical tool registry in a lock file (docs/rules.md §10.3):
projection name, registry digest, per-tool digests and projected definitions,
server info, protocol version, time, and the client capabilities the probe
declared (none unless --client-capabilities says so: a server may show a
client with capabilities other tools than a bare client). Digests are computed on the raw
projection; the stored definitions are redacted first, so a secret pasted into
a tool description never lands in a lock file.

The same registry gives the same bytes: rewriting an existing -o FILE whose
digest has not changed keeps its lockedAt.

The -o file is checked for being writable before the server is started, so
a mistyped path costs no probe.

Exit codes: 0 written, 2 the traversal did not complete or the tool list
kept changing during it (nothing written),
3 the registry cannot be canonicalized, 64 usage (an -o that cannot be
written, too), 69 server unavailable.

Examples:
  ackrite lock -o ackrite.lock.json -- npx -y @modelcontextprotocol/server-everything
  ackrite lock -o ackrite.lock.json --url http://127.0.0.1:8080/mcp --header 'Authorization: Bearer TOKEN'
  ackrite lock -- ./my-server > ackrite.lock.json`

// runLock is "ackrite lock": probe a server and pin its registry.
func runLock(e *env, args []string) int {
	fs := newFlags(e, "lock", "ackrite lock [flags] -- CMD ARGS...   |   ackrite lock [flags] --url URL", lockAbout)
	errw := text.VisibleWriter(e.stderr) // errors may quote server text
	t := addTargetFlags(fs)
	out := fs.String("o", "", "write the lock to this `file` (default: standard output)")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	target, err := t.target(fs)
	if err != nil {
		return usageFail(fs, "", "%v", err)
	}
	if *out != "" {
		if err := checkWritable(*out); err != nil {
			return usageFail(fs, "", "-o: %v", err)
		}
	}
	ctx, cancel := context.WithTimeout(e.ctx, *t.timeout)
	defer cancel()
	sess, code := connect(ctx, e, "lock", target, t.options(e, nil))
	if sess == nil {
		return code
	}
	defer sess.Close()
	tr := settled(ctx, sess, errw, "lock", "nothing written")
	if tr == nil {
		return exitIncomplete
	}
	reg, err := registry.Digest(tr.Tools)
	if err != nil {
		fmt.Fprintln(errw, "ackrite lock:", err)
		return exitUnverified
	}
	// The lock pins what the server serves, poisoned or not; say so (§10.4).
	name := ""
	if srv := sess.Server(); srv != nil {
		name = srv.Name
	}
	printFindings(errw, "ackrite lock: warning: ", toolFindings(name, tr.Tools))
	lockedAt := time.Now()
	if *out != "" {
		if old, err := files.Read(*out, inputLimit("lock file")); err == nil {
			if prev, err := registry.ParseLock(old); err == nil && prev.Digest == reg.Digest && prev.LockedAt != "" {
				if at, err := time.Parse(time.RFC3339, prev.LockedAt); err == nil {
					lockedAt = at
				}
			}
		}
	}
	var info *registry.LockInfo
	if s := sess.Server(); s != nil {
		info = &registry.LockInfo{Name: s.Name, Title: s.Title, Version: s.Version}
	}
	l, err := registry.NewLock(reg, info, sess.ProtocolVersion(), lockedAt, redact.String)
	if err != nil {
		fmt.Fprintln(errw, "ackrite lock:", err)
		return exitInternal
	}
	l.ClientCapabilities = sess.Capabilities()
	b, err := l.Marshal()
	if err != nil {
		fmt.Fprintln(errw, "ackrite lock:", err)
		return exitInternal
	}
	if *out == "" {
		_, _ = e.stdout.Write(b)
	} else if err := writeFileAtomic(*out, b); err != nil {
		fmt.Fprintln(errw, "ackrite lock:", err)
		return exitInternal
	} else {
		fmt.Fprintf(e.stderr, "ackrite lock: %d tools, %s, written to %s\n", len(l.Tools), registry.Short(l.Digest), *out)
	}
	return exitOK
}
