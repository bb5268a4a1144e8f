package probe

import (
	"context"
	"time"

	"github.com/ackrite/ackrite/internal/convergence"
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
	// Client is the registry to compare (nil: the probe's own snapshot).
	Client *Client
}

// An Event is one traversal of a watch and its verdict.
type Event struct {
	Trigger   string              // "start", "list_changed" or "interval"
	Traversal *Traversal          `json:"-"`
	Record    *convergence.Record `json:"record"`
	Report    *convergence.Report `json:"report"`
}

// Watch keeps the session open, traverses at start, after each change
// signal (debounced) and on the refresh interval, and calls emit with each
// record and its verdict. It returns the last event.
func (s *Session) Watch(ctx context.Context, opts WatchOptions, emit func(*Event)) *Event {
	if opts.For > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.For)
		defer cancel()
	}
	if opts.Debounce <= 0 {
		opts.Debounce = 250 * time.Millisecond
	}
	var policy *convergence.RefreshPolicy
	var tick <-chan time.Time
	if opts.RefreshEvery > 0 {
		ms := opts.RefreshEvery.Milliseconds()
		policy = &convergence.RefreshPolicy{Trigger: convergence.Interval, MaxAgeMs: &ms}
		t := time.NewTicker(opts.RefreshEvery)
		defer t.Stop()
		tick = t.C
	}
	// run traverses and emits; a traversal cut short because the watch
	// ended is not evidence about the server and is not emitted.
	run := func(trigger string, last *Event) *Event {
		tr := s.Discover(ctx)
		if ctx.Err() != nil && last != nil {
			return last
		}
		rec := s.Record(tr, opts.Client, policy)
		ev := &Event{Trigger: trigger, Traversal: tr, Record: rec, Report: convergence.Evaluate(rec, time.Now())}
		emit(ev)
		return ev
	}
	last := run("start", nil)
	for {
		select {
		case <-ctx.Done():
			return last
		case <-tick:
			last = run("interval", last)
		case <-s.Changed():
			// Debounce: let a burst of changes settle into one refresh.
			timer := time.NewTimer(opts.Debounce)
		settle:
			for {
				select {
				case <-s.Changed():
					if !timer.Stop() {
						<-timer.C
					}
					timer.Reset(opts.Debounce)
				case <-timer.C:
					break settle
				case <-ctx.Done():
					timer.Stop()
					return last
				}
			}
			last = run("list_changed", last)
		}
	}
}
