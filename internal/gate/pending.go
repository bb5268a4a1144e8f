package gate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/ackrite/ackrite/internal/text"
)

// A Mark is the write-ahead half of a run: `gate check` let a test,
// build or HTTP command run, and the ledger holds what that run would
// cover until `gate record` writes its entry. A record that never comes
// (its hook killed by the harness's timeout, a SIGKILL, a crash) leaves
// the mark, and `gate stop` reads it as a run whose result is unknown —
// it may have failed — rather than letting an earlier pass stand as the
// latest word (docs/gate.md, the ledger).
type Mark struct {
	// Key is the command as check and record both see it: its working
	// directory and its text (markKey). The harnesses' own call ids are
	// not in every payload, and a tool's name differs between Cursor's
	// before and after events.
	Key string `json:"key"`
	// After is the ledger's Seq when the run was let through: entries
	// numbered above it were recorded after the run started.
	After int `json:"after"`
	// Run is the entry the run would have made, without its outcome: its
	// kind, command and scope, read when the check let it through.
	Run Entry `json:"run"`
}

// MaxPending is how many marks a ledger keeps. Marks are cleared by
// their record and by any later run that covers what they would have run,
// so more than a few at once means records keep dying; the oldest go
// first, and the limit keeps such a ledger from growing without bound.
const MaxPending = 32

// markKey is the key a run's mark and its record share.
func markKey(ev *Event) string {
	return keyOf(ev.Cwd + "\x00" + ev.Command)
}

// MarkPending adds a mark for a command `gate check` lets run, when the
// command is one whose output is evidence (a test, build or HTTP run);
// env is what the command reader may know of the machine, as for Record.
// It reports whether the ledger changed. The same command let through
// twice with nothing recorded between (Cursor's preToolUse and
// beforeShellExecution) is one mark.
func MarkPending(l *Ledger, ev *Event, env runner.Env) bool {
	if ev.Action != Run || strings.TrimSpace(ev.Command) == "" {
		return false
	}
	env.Exports = l.Exports
	env.Written = l.Written
	c := runner.Parse(ev.Command, ev.Cwd, env)
	if !Kind(c.Kind).Evidence() {
		return false
	}
	key := markKey(ev)
	if slices.ContainsFunc(l.Pending, func(m Mark) bool { return m.Key == key && m.After == l.Seq }) {
		return false
	}
	scope := boundScope(c.Scope)
	l.Pending = append(l.Pending, Mark{Key: key, After: l.Seq, Run: Entry{Kind: Kind(c.Kind), Tool: ev.Tool,
		Command: kept(ev.Command, MaxCommand), Cwd: kept(ev.Cwd, maxPath), Runner: c.Runner, Scope: &scope}})
	if n := len(l.Pending) - MaxPending; n > 0 {
		l.Pending = append(l.Pending[:0], l.Pending[n:]...)
	}
	return true
}

// settle drops the marks a record makes moot. A mark ends in one of two
// ways, and never by time alone — a run's length says nothing of whether
// its record died:
//
//   - its own record: every mark of the same command (the same key) is
//     cleared, since that command's latest completed run is the latest
//     word on it, whether it is this run's or a rerun's after a killed
//     record;
//   - a later completed run that covers everything the mark's run would
//     have (answers: its directories and files, with no narrower filter):
//     that run's outcome supersedes the unknown one.
//
// A mark that neither ends keeps blocking a claim about what it covers —
// but only until the agent runs the command again, which the block's
// reason asks for, and under the usual limit of two blocks in a row.
func settle(l *Ledger, key string) {
	if len(l.Pending) == 0 {
		return
	}
	l.Pending = slices.DeleteFunc(l.Pending, func(m Mark) bool {
		if m.Key == key {
			return true
		}
		for i := len(l.Entries) - 1; i >= 0 && l.Entries[i].Seq > m.After; i-- {
			if answers(&l.Entries[i], &m.Run) {
				return true
			}
		}
		return false
	})
	if len(l.Pending) == 0 {
		l.Pending = nil
	}
}

// pendingFor returns the latest mark that covers t and is newer than e,
// the latest entry that covers it (nil: none does).
func pendingFor(l *Ledger, t Target, project string, e *Entry) *Mark {
	for i := len(l.Pending) - 1; i >= 0; i-- {
		m := &l.Pending[i]
		if e != nil && m.After < e.Seq {
			continue
		}
		if m.Run.Scope != nil && covers(&m.Run, t, project) {
			return m
		}
	}
	return nil
}

// unknown says what a mark shows for a claim.
func (m *Mark) unknown(what string) string {
	after := "before any entry"
	if m.After > 0 {
		after = fmt.Sprintf("after entry %d", m.After)
	}
	return fmt.Sprintf("`%s`, which covers %s, was let run %s, but its result never reached the ledger (the hook that records it was killed or failed), so the run may have failed",
		text.Clip(m.Run.Command, 80), what, after)
}
