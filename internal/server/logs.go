package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"strings"

	"github.com/ackrite/ackrite/internal/redact"
)

// sessionIDPrefix starts every MCP session id this server hands out, so
// that log lines can recognise one wherever it appears — in the SDK's own
// messages too — and show only its short hash (docs/rules.md §11).
const sessionIDPrefix = "mcp-"

// sessionIDLength is the length of an id from newSessionID: the prefix and
// the 26 base32 characters of crypto/rand.Text (128 bits).
const sessionIDLength = len(sessionIDPrefix) + 26

// maxLogValue caps a logged string: an SDK error can quote a whole request;
// a panic's stack (one goroutine) fits.
const maxLogValue = 8 << 10

func newSessionID() string { return sessionIDPrefix + rand.Text() }

// shortSession is how logs name an MCP session: 8 hex digits of its
// SHA-256, enough to follow one session through a log, useless to hijack it.
func shortSession(id string) string {
	h := sha256.Sum256([]byte(id))
	return "#" + hex.EncodeToString(h[:4])
}

// ScrubLogs returns a logger that writes what logger writes with every MCP
// session id replaced by its short hash (attributes named session_id or
// session, and ids inside messages), string values cut to 8 KiB, and
// secrets redacted (docs/rules.md §8). The SDK logs full session ids at INFO; give it
// this logger.
func ScrubLogs(logger *slog.Logger) *slog.Logger {
	if _, ok := logger.Handler().(scrubHandler); ok {
		return logger
	}
	return slog.New(scrubHandler{logger.Handler()})
}

type scrubHandler struct{ next slog.Handler }

func (h scrubHandler) Enabled(ctx context.Context, l slog.Level) bool { return h.next.Enabled(ctx, l) }

func (h scrubHandler) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, scrubText(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(scrubAttr(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

func (h scrubHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	clean := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		clean[i] = scrubAttr(a)
	}
	return scrubHandler{h.next.WithAttrs(clean)}
}

func (h scrubHandler) WithGroup(name string) slog.Handler {
	return scrubHandler{h.next.WithGroup(name)}
}

func scrubAttr(a slog.Attr) slog.Attr {
	a.Value = a.Value.Resolve()
	switch a.Value.Kind() {
	case slog.KindGroup:
		group := a.Value.Group()
		clean := make([]slog.Attr, len(group))
		for i, g := range group {
			clean[i] = scrubAttr(g)
		}
		return slog.Attr{Key: a.Key, Value: slog.GroupValue(clean...)}
	case slog.KindString:
		s := a.Value.String()
		if (a.Key == "session_id" || a.Key == "session") && s != "" && !strings.HasPrefix(s, "#") {
			return slog.String(a.Key, shortSession(s))
		}
		return slog.String(a.Key, scrubText(s))
	case slog.KindAny:
		if err, ok := a.Value.Any().(error); ok {
			return slog.String(a.Key, scrubText(err.Error()))
		}
	}
	return a
}

// scrubText hashes session ids, caps and redacts one logged string.
func scrubText(s string) string {
	if len(s) > maxLogValue {
		s = capRunes(s[:maxLogValue], maxLogValue) + "…"
	}
	for i := 0; ; {
		j := strings.Index(s[i:], sessionIDPrefix)
		if j < 0 {
			break
		}
		j += i
		if end := j + sessionIDLength; end <= len(s) && isBase32(s[j+len(sessionIDPrefix):end]) {
			s = s[:j] + shortSession(s[j:end]) + s[end:]
		}
		i = j + 1
	}
	return redact.String(s)
}

func isBase32(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('A' <= c && c <= 'Z' || '2' <= c && c <= '7') {
			return false
		}
	}
	return true
}
