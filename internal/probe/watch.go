package probe

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/registry"
)

// Watch defaults.
const (
	DefaultDebounce     = 250 * time.Millisecond
	DefaultKeepAlive    = 5 * time.Second
	DefaultReconnectMin = 500 * time.Millisecond
	DefaultReconnectMax = 30 * time.Second
)

// WatchOptions configure a watch.
type WatchOptions struct {
	// For is how long to watch; zero means until ctx ends.
	For time.Duration
	// Debounce waits this long after a change signal for more before
	// refreshing, so a burst of changes costs one traversal.
	Debounce time.Duration
	// RefreshEvery, when positive, refreshes on this interval as well: the
	// bounded policy for servers without listChanged. It is recorded as the
	// record's refreshPolicy.
	RefreshEvery time.Duration
	// KeepAlive is how often the watch pings the server between
	// traversals, to notice a server that went away without closing the
	// connection (an HTTP server, a hung process).
	KeepAlive time.Duration
	// ReconnectMin and ReconnectMax bound the exponential backoff between
	// reconnection attempts after the session is lost.
	ReconnectMin, ReconnectMax time.Duration
	// Client is the registry to compare (nil: the probe's own snapshot).
	Client *Client
	// Retry, when set, is told of each failed reconnection attempt and how
	// long the watch waits before the next.
	Retry func(err error, wait time.Duration)
}

func (o *WatchOptions) defaults() {
	if o.Debounce <= 0 {
		o.Debounce = DefaultDebounce
	}
	if o.KeepAlive <= 0 {
		o.KeepAlive = DefaultKeepAlive
	}
	if o.ReconnectMin <= 0 {
		o.ReconnectMin = DefaultReconnectMin
	}
	if o.ReconnectMax < o.ReconnectMin {
		o.ReconnectMax = max(DefaultReconnectMax, o.ReconnectMin)
	}
}

// The triggers of a watch event.
const (
	TriggerStart       = "start"
	TriggerListChanged = "list_changed"
	TriggerInterval    = "interval"
	TriggerLost        = "lost"      // the session is gone: unverifiable at once
	TriggerReconnect   = "reconnect" // a fresh session after a loss
	// TriggerEnded re-judges the last traversal when the watch ends with a
	// change signal it had no time to refresh after (Traversal is nil).
	TriggerEnded = "ended"
	// TriggerRecheck is a keepalive traversal of a session-less connection
	// (2026-07-28 over HTTP) that found the registry changed.
	TriggerRecheck = "recheck"
)

// An Event is one verdict of a watch: a traversal and its verdict, or the
// loss of the session (then Traversal is nil and the verdict unverifiable).
type Event struct {
	Trigger   string              `json:"trigger"`
	Traversal *Traversal          `json:"-"`
	Record    *convergence.Record `json:"record"`
	Report    *convergence.Report `json:"report"`
	// Up says whether the session was alive when the event was emitted.
	Up bool `json:"up"`
	// Lost says why the session is gone.
	Lost *Loss `json:"lost,omitempty"`
	// Changes, after a reconnection, are the differences between the
	// registry seen before the loss and the one served now: a restarted
	// server is never assumed unchanged.
	Changes []registry.ToolChange `json:"changes,omitempty"`
}

// Watch keeps a session open, traverses at start, after each change
// signal (debounced) and on the refresh interval, and calls emit with each
// record and its verdict. A watch never reports a verdict it can no longer
// observe: when the server exits, the connection drops or a refresh fails
// on the transport, it emits an unverifiable event at once, with the exit
// status and stderr tail, then reconnects with capped exponential backoff
// and traverses the new session afresh. It returns the last event. Watch
// closes the sessions it opened itself; s stays the caller's to close.
func (s *Session) Watch(ctx context.Context, opts WatchOptions, emit func(*Event)) *Event {
	if opts.For > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.For)
		defer cancel()
	}
	opts.defaults()
	w := &watch{opts: opts, emit: emit, cur: s}
	defer func() {
		if w.cur != nil && w.cur != s {
			_ = w.cur.Close()
		}
	}()
	if opts.RefreshEvery > 0 {
		ms := opts.RefreshEvery.Milliseconds()
		w.policy = &convergence.RefreshPolicy{Trigger: convergence.Interval, MaxAgeMs: &ms}
	}
	return w.run(ctx, s)
}

type watch struct {
	opts   WatchOptions
	emit   func(*Event)
	policy *convergence.RefreshPolicy
	cur    *Session
	last   *Event
	// before is the last completed registry, to show what a restart changed.
	before []json.RawMessage
}

func (w *watch) run(ctx context.Context, first *Session) *Event {
	var tick <-chan time.Time
	if w.opts.RefreshEvery > 0 {
		t := time.NewTicker(w.opts.RefreshEvery)
		defer t.Stop()
		tick = t.C
	}
	alive := time.NewTicker(w.opts.KeepAlive)
	defer alive.Stop()
	lost := w.traverse(ctx, TriggerStart)
	for {
		if lost != nil {
			if !w.reconnect(ctx, first) {
				return w.last
			}
			lost = w.traverse(ctx, TriggerReconnect)
			continue
		}
		select {
		case <-ctx.Done():
			return w.end()
		case <-w.cur.Ended():
			lost = w.lose(w.cur.loss(nil))
		case <-alive.C:
			if w.cur.sessionless() {
				lost = w.recheck(ctx)
				continue
			}
			pctx, cancel := context.WithTimeout(ctx, w.cur.opts.PageTimeout)
			err := w.cur.cs.Ping(pctx, nil)
			timedOut := pctx.Err() != nil // read before cancel, which sets it
			cancel()
			// A server that answers, even with an error (2026-07-28 has no
			// ping), is there; one that does not answer in time is not.
			if ctx.Err() == nil && (w.cur.connectionLost(err) || err != nil && timedOut) {
				lost = w.lose(w.cur.loss(fmt.Errorf("ping: %w", err)))
			}
		case <-tick:
			lost = w.traverse(ctx, TriggerInterval)
		case <-w.cur.Changed():
			if !w.debounce(ctx) {
				return w.end()
			}
			lost = w.traverse(ctx, TriggerListChanged)
		}
	}
}

// end returns the last event of a watch that ended with the session up.
// A change signal that arrived after the last traversal started, with no
// time left to refresh, makes that traversal's registry one from before the
// change: the record is judged again with the signal (stale, docs/rules.md §9.3
// rule 3) and emitted, rather than ending on a verdict the watch no
// longer observes.
func (w *watch) end() *Event {
	if w.last == nil || w.last.Lost != nil || w.cur == nil {
		return w.last
	}
	at, _ := w.cur.LastNotification()
	rec := w.last.Record
	if at.IsZero() || rec.DiscoveryStartedAt == nil || at.Before(rec.DiscoveryStartedAt.Time) ||
		rec.NotificationAt != nil && !rec.NotificationAt.Before(at) { // already judged with it
		return w.last
	}
	again := *rec
	now := time.Now()
	again.NotificationAt, again.ObservedAt = convergence.NewTime(at), convergence.NewTime(now)
	ev := &Event{Trigger: TriggerEnded, Record: &again, Report: convergence.Evaluate(&again, now), Up: true}
	w.last = ev
	w.emit(ev)
	return ev
}

// debounce lets a burst of change signals settle into one refresh; it
// reports false when the watch ended meanwhile.
func (w *watch) debounce(ctx context.Context) bool {
	timer := time.NewTimer(w.opts.Debounce)
	defer timer.Stop()
	for {
		select {
		case <-w.cur.Changed():
			timer.Reset(w.opts.Debounce)
		case <-timer.C:
			return true
		case <-w.cur.Ended():
			return true // the traversal will find the session gone
		case <-ctx.Done():
			return false
		}
	}
}

// traverse discovers and emits; it returns the loss when the session is
// gone. A traversal cut short because the watch ended is not evidence
// about the server and is not emitted.
func (w *watch) traverse(ctx context.Context, trigger string) *Loss {
	tr := w.cur.Discover(ctx)
	if ctx.Err() != nil && w.last != nil {
		return nil
	}
	if tr.Lost != nil {
		return w.lose(tr.Lost)
	}
	rec := w.cur.Record(tr, w.opts.Client, w.policy)
	ev := &Event{Trigger: trigger, Traversal: tr, Record: rec, Report: convergence.Evaluate(rec, time.Now()), Up: true}
	if tr.Complete() {
		if trigger == TriggerReconnect && w.before != nil {
			ev.Changes = changes(w.before, tr.Tools)
		}
		w.before = tr.Tools
	}
	w.last = ev
	w.emit(ev)
	return nil
}

// sessionless reports whether the connection has no session that could be
// lost: 2026-07-28 over HTTP, where every request stands alone. A server
// restarted at the same URL answers the next request as if nothing
// happened, and its change notifications do not reach the old
// subscription, so only a traversal shows what it serves now.
func (s *Session) sessionless() bool {
	return s.proc == nil && convergence.EmptyCursorIsCursor(s.ProtocolVersion())
}

// recheck is the keepalive of a session-less connection: it traverses and
// emits only when the traversal failed or the registry moved since the
// last completed traversal, with what changed.
func (w *watch) recheck(ctx context.Context) *Loss {
	tr := w.cur.Discover(ctx)
	if ctx.Err() != nil {
		return nil
	}
	if tr.Lost != nil {
		return w.lose(tr.Lost)
	}
	quiet := w.last != nil && w.last.Traversal != nil && w.last.Traversal.Complete()
	if quiet && tr.Complete() && w.before != nil && sameRegistry(w.before, tr.Tools) {
		return nil // nothing new to report
	}
	rec := w.cur.Record(tr, w.opts.Client, w.policy)
	ev := &Event{Trigger: TriggerRecheck, Traversal: tr, Record: rec, Report: convergence.Evaluate(rec, time.Now()), Up: true}
	if tr.Complete() {
		if w.before != nil {
			ev.Changes = changes(w.before, tr.Tools)
		}
		w.before = tr.Tools
	}
	w.last = ev
	w.emit(ev)
	return nil
}

// sameRegistry reports whether two raw registries have the same digest.
func sameRegistry(a, b []json.RawMessage) bool {
	ra, err := registry.Digest(a)
	if err != nil {
		return false
	}
	rb, err := registry.Digest(b)
	return err == nil && ra.Digest == rb.Digest
}

// lose emits the unverifiable event of a lost session and returns the loss.
func (w *watch) lose(l *Loss) *Loss {
	client := w.opts.Client
	if client == nil && w.before != nil {
		client = &Client{Tools: w.before} // what the probe itself had installed
	}
	ev := w.cur.lostEvent(l, w.policy, client)
	w.last = ev
	w.emit(ev)
	return l
}

// reconnect closes the lost session and connects again, waiting with
// capped exponential backoff between attempts. It reports false when the
// watch ended first.
func (w *watch) reconnect(ctx context.Context, first *Session) bool {
	target, opts := w.cur.target, w.cur.opts
	_ = w.cur.Close() // Close is idempotent: the caller's own Close of first returns at once
	w.cur = nil
	wait := w.opts.ReconnectMin
	for {
		select {
		case <-ctx.Done():
			w.cur = first // nothing left to close here
			return false
		case <-time.After(wait):
		}
		s, err := Connect(ctx, target, opts)
		if err == nil {
			w.cur = s
			return true
		}
		if ctx.Err() != nil {
			w.cur = first
			return false
		}
		wait = min(2*wait, w.opts.ReconnectMax)
		if w.opts.Retry != nil {
			w.opts.Retry(err, wait)
		}
	}
}

// lostEvent is the unverifiable event of a lost session: a record with no
// discovery evidence (the last traversal can no longer be observed), the
// client registry as it stands, and the loss as the decisive reason.
func (s *Session) lostEvent(l *Loss, policy *convergence.RefreshPolicy, client *Client) *Event {
	lc := s.ListChanged()
	rec := &convergence.Record{
		Schema:          convergence.Schema,
		ProtocolVersion: s.ProtocolVersion(),
		ListChanged:     &lc,
		RefreshPolicy:   policy,
		Server:          s.Server(),
		ObservedAt:      convergence.NewTime(l.At),
	}
	if client != nil {
		rec.ClientTools, rec.ClientDigest = client.Tools, client.Digest
		if rec.ClientTools != nil {
			rec.ClientDigest = ""
		}
	}
	rep := convergence.Evaluate(rec, l.At)
	for i := range rep.Reasons {
		rep.Reasons[i].Decisive = false
	}
	rep.Reasons = append([]convergence.Reason{{Code: "session-lost", Rule: 1, Verdict: convergence.Unverifiable, Decisive: true,
		Message: "the watch lost the server: " + l.Cause + exitSuffix(l) + "; the last verdict can no longer be observed"}}, rep.Reasons...)
	rep.Verdict, rep.Rule = convergence.Unverifiable, 1
	return &Event{Trigger: TriggerLost, Record: rec, Report: rep, Lost: l}
}

func exitSuffix(l *Loss) string {
	if l.Exit == "" {
		return ""
	}
	return " (" + l.Exit + ")"
}

// changes diffs two raw registries; nil when either cannot be projected.
func changes(before, after []json.RawMessage) []registry.ToolChange {
	a, err := registry.Digest(before)
	if err != nil {
		return nil
	}
	b, err := registry.Digest(after)
	if err != nil {
		return nil
	}
	return registry.Diff(a, b)
}
