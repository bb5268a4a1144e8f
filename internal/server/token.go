package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/auth"

	"github.com/ackrite/ackrite/internal/files"
)

// Token file limits (docs/rules.md §11).
const (
	MinTokenLength   = 16
	MaxTokenFileSize = 4 << 10
)

// ReadTokens reads the bearer tokens of --auth-token-file: one per line,
// blank lines ignored, a UTF-8 byte-order mark stripped, each at least 16
// characters without spaces. The file is read through a 4 KiB limit, so
// /dev/zero or a log file given by mistake fails at once. Several tokens
// let each client have its own (and its own session namespace, docs/rules.md §11).
// It warns (through logger) when the file is readable by every user.
func ReadTokens(path string, logger *slog.Logger) ([]string, error) {
	b, err := files.Read(path, files.Limit{What: "token file", Max: MaxTokenFileSize})
	if errors.Is(err, files.ErrTooLarge) {
		return nil, fmt.Errorf("--auth-token-file %w; put one token per line in it", err)
	}
	if err != nil {
		return nil, fmt.Errorf("--auth-token-file %w", err)
	}
	if info, err := os.Stat(path); err == nil && info.Mode().Perm()&0o004 != 0 && logger != nil {
		logger.Warn("auth token file is readable by every user; chmod 600 it", "file", path, "mode", info.Mode().Perm().String())
	}
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	var tokens []string
	for i, line := range strings.Split(string(b), "\n") {
		tok := strings.TrimSpace(line)
		switch {
		case tok == "":
			continue
		case !utf8.ValidString(tok) || strings.ContainsAny(tok, " \t\v\f"):
			return nil, fmt.Errorf("--auth-token-file %s line %d: a token is one word of printable text, one per line", path, i+1)
		case utf8.RuneCountInString(tok) < MinTokenLength:
			return nil, fmt.Errorf("--auth-token-file %s line %d: the token is %d characters; the minimum is %d (e.g. openssl rand -hex 32)", path, i+1, utf8.RuneCountInString(tok), MinTokenLength)
		}
		tokens = append(tokens, tok)
	}
	if len(tokens) == 0 {
		return nil, fmt.Errorf("--auth-token-file %s is empty; put a long random token in it (e.g. openssl rand -hex 32)", path)
	}
	return tokens, nil
}

// tokenAuth checks bearer tokens in constant time against every configured
// token. No tokens admits all. A request that passes carries, for the SDK
// and for session namespacing, a TokenInfo whose UserID names its token by a
// short hash: the SDK then refuses a stateful MCP session to any other
// token, and tool calls of one token share one session namespace.
type tokenAuth struct {
	want    [][sha256.Size]byte
	verify  func(http.Handler) http.Handler
	enabled bool
}

func newTokenAuth(tokens []string) *tokenAuth {
	a := &tokenAuth{enabled: len(tokens) > 0}
	for _, t := range tokens {
		a.want = append(a.want, sha256.Sum256([]byte(t)))
	}
	a.verify = auth.RequireBearerToken(func(_ context.Context, token string, _ *http.Request) (*auth.TokenInfo, error) {
		id, ok := a.principal(token)
		if !ok {
			return nil, auth.ErrInvalidToken
		}
		return &auth.TokenInfo{UserID: id}, nil
	}, &auth.RequireBearerTokenOptions{AllowMissingExpiration: true})
	return a
}

// principal returns the short hash naming token, comparing it with every
// configured token so that the time taken does not say which matched.
func (a *tokenAuth) principal(token string) (string, bool) {
	got := sha256.Sum256([]byte(token))
	match := 0
	for _, w := range a.want {
		match |= subtle.ConstantTimeCompare(got[:], w[:])
	}
	if match != 1 {
		return "", false
	}
	return "token:" + hex.EncodeToString(got[:8]), true
}

func (a *tokenAuth) ok(r *http.Request) bool {
	if !a.enabled {
		return true
	}
	scheme, tok, found := strings.Cut(r.Header.Get("Authorization"), " ")
	if !found || !strings.EqualFold(scheme, "Bearer") {
		return false
	}
	_, ok := a.principal(strings.TrimSpace(tok))
	return ok
}

// deny answers 401 with a challenge and nothing that helps an attacker.
func (a *tokenAuth) deny(w http.ResponseWriter) {
	w.Header().Set("WWW-Authenticate", `Bearer realm="ackrite"`)
	http.Error(w, "unauthorized", http.StatusUnauthorized)
}

// require admits requests with a configured token and hands them on with
// their TokenInfo.
func (a *tokenAuth) require(next http.Handler) http.Handler {
	if !a.enabled {
		return next
	}
	verified := a.verify(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !a.ok(r) {
			a.deny(w)
			return
		}
		verified.ServeHTTP(w, r)
	})
}

var errNoToken = errors.New("--allow-remote requires --auth-token-file: remote clients must present a bearer token")
