package scan

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/ackrite/ackrite/internal/clientconfig"
	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/poison"
	"github.com/ackrite/ackrite/internal/probe"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/registry"
	"github.com/ackrite/ackrite/internal/text"
)

// A WatchEvent is one traversal of one watched server, or the news that
// it could not be watched.
type WatchEvent struct {
	Server   string              `json:"server"`
	Status   Status              `json:"status"`
	Reason   string              `json:"reason,omitempty"`
	Trigger  string              `json:"trigger,omitempty"`
	Record   *convergence.Record `json:"record,omitempty"`
	Report   *convergence.Report `json:"report,omitempty"`
	Findings []poison.Finding    `json:"findings"`
	// Event is the probe's event, for metrics.
	Event *probe.Event `json:"-"`
}

// ExitCode is the event's share of a watch's exit code: the verdict's, or
// 3 (unverifiable) for a server that could not be watched.
func (ev *WatchEvent) ExitCode() int {
	switch {
	case ev.Report != nil:
		return ev.Report.Verdict.ExitCode()
	case ev.Status == Skipped:
		return 0
	}
	return convergence.Unverifiable.ExitCode()
}

// Line is the event for people, on one line, safe for a terminal.
func (ev *WatchEvent) Line() string {
	name := text.Visible(redact.String(ev.Server))
	if ev.Report == nil {
		return fmt.Sprintf("%s: %s: %s", name, ev.Status, text.Visible(ev.Reason))
	}
	s := fmt.Sprintf("%s: %s after %s, %d tool(s), %s", name, ev.Report.Verdict, ev.Trigger, ev.Report.Discovery.DiscoveredTools, registry.Short(ev.Report.Digests.Discovered))
	if len(ev.Findings) > 0 {
		s += fmt.Sprintf(", %d poisoning finding(s)", len(ev.Findings))
	}
	return s
}

// Watch keeps a session with every server until ctx ends, traversing at
// start, after each change signal and on wopts.RefreshEvery, and calls
// emit with each traversal (and the server's poisoning findings) — from
// several goroutines, one per server. notified is called for each
// tools/list_changed. A server that cannot be started gets one event.
func Watch(ctx context.Context, servers []clientconfig.Server, opts Options, wopts probe.WatchOptions, emit func(server string, ev *WatchEvent), notified func(server string)) {
	var wg sync.WaitGroup
	for _, s := range servers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			watchOne(ctx, s, opts, wopts, emit, notified)
		}()
	}
	wg.Wait()
}

func watchOne(ctx context.Context, s clientconfig.Server, opts Options, wopts probe.WatchOptions, emit func(string, *WatchEvent), notified func(string)) {
	if why := skipReason(s); why != "" {
		emit(s.Name, &WatchEvent{Server: s.Name, Status: Skipped, Reason: why, Findings: []poison.Finding{}})
		return
	}
	popts := opts.Probe
	if opts.Timeout > 0 {
		popts.Timeout = opts.Timeout
	}
	popts.Notify = func(time.Time) {
		if notified != nil {
			notified(s.Name)
		}
	}
	cctx, cancel := context.WithTimeout(ctx, max(popts.Timeout, probe.DefaultPageTimeout))
	sess, err := probe.Connect(cctx, target(s), popts)
	cancel()
	if err != nil {
		emit(s.Name, &WatchEvent{Server: s.Name, Status: Unavailable, Reason: redact.String(text.Visible(err.Error())), Findings: []poison.Finding{}})
		return
	}
	defer sess.Close()
	sess.Watch(ctx, wopts, func(ev *probe.Event) {
		found, _ := poison.InspectTools(s.Name, ev.Traversal.Tools)
		if found == nil {
			found = []poison.Finding{}
		}
		emit(s.Name, &WatchEvent{Server: s.Name, Status: Probed, Trigger: ev.Trigger, Record: ev.Record, Report: ev.Report, Findings: found, Event: ev})
	})
}
