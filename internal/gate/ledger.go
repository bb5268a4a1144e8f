package gate

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// Limits of the ledger (docs/rules.md §13).
const (
	// MaxEntries is how many entries a ledger keeps; the oldest go first.
	MaxEntries = 256
	// MaxExcerpt is the longest excerpt of an output kept in an entry.
	MaxExcerpt = 600
	// MaxBecause is the longest decisive line kept (docs/rules.md §4.1).
	MaxBecause = 160
	// MaxCommand is the longest command kept.
	MaxCommand = 300
	// MaxTests is how many test names seen in one output are kept.
	MaxTests = 32
	// maxLedgerFile is the largest ledger file read back; a larger one was
	// not written by the gate.
	maxLedgerFile = 8 << 20
	// maxExport is the longest value of a session variable kept.
	maxExport = 512
)

// ledgerVersion is the format of the ledger file.
const ledgerVersion = 2

// An Outcome is what the evidence reader (docs/rules.md §4.1) makes of a run's
// output.
type Outcome string

// The outcomes the gate acts on.
const (
	Pass  Outcome = "pass"
	Fail  Outcome = "fail"
	NoRun Outcome = "no-run"
	// Unread: the output shows no outcome the reader recognises.
	Unread Outcome = "unread"
)

// A Kind says what an entry of the ledger is.
type Kind string

// The kinds of entries.
const (
	KindTest  Kind = Kind(runner.KindTest)  // a test runner ran
	KindHTTP  Kind = Kind(runner.KindHTTP)  // an HTTP client ran
	KindBuild Kind = Kind(runner.KindBuild) // a build, compile, type-check or lint tool ran
	KindEdit  Kind = "edit"                 // a file was written
	KindOther Kind = Kind(runner.KindOther) // a command whose output is not evidence
)

// Evidence reports whether entries of this kind can back a claim.
func (k Kind) Evidence() bool { return k == KindTest || k == KindHTTP || k == KindBuild }

// Scope and Dir are what a run covers; see [runner.Scope].
type (
	Scope = runner.Scope
	Dir   = runner.Dir
)

// An Entry is one thing the harness observed: a command and what came
// back, or an edit.
type Entry struct {
	Seq     int    `json:"seq"`
	Kind    Kind   `json:"kind"`
	Tool    string `json:"tool"`
	Key     string `json:"key,omitempty"`
	Command string `json:"command,omitempty"`
	Runner  string `json:"runner,omitempty"`
	Cwd     string `json:"cwd,omitempty"`
	// Path is the file an edit wrote.
	Path    string  `json:"path,omitempty"`
	Exit    *int    `json:"exit,omitempty"`
	Outcome Outcome `json:"outcome,omitempty"`
	// Because is the decisive line of the output (redacted, ≤ MaxBecause).
	Because string `json:"because,omitempty"`
	// Excerpt holds the output's decisive lines (redacted, ≤ MaxExcerpt).
	Excerpt string `json:"excerpt,omitempty"`
	Scope   *Scope `json:"scope,omitempty"`
	// Why says why a command of kind other is not evidence.
	Why string `json:"why,omitempty"`
	// StaleBy is the path of a later edit that this run's result no longer
	// describes.
	StaleBy string `json:"staleBy,omitempty"`
}

// A Ledger is one session's record of what ran.
type Ledger struct {
	Version int    `json:"version"`
	Session string `json:"session"`
	Seq     int    `json:"seq"`
	// Blocks counts the gate's consecutive stop blocks; an allow resets it.
	Blocks int `json:"blocks"`
	// Recovered names the file an unreadable ledger of this session was
	// moved to when this one started in its place (see [Store.Recover]);
	// what it held no longer counts.
	Recovered string `json:"recovered,omitempty"`
	// Exports are the session variables (runner.SessionVars) commands of
	// the session set, which later runs are read with.
	Exports map[string]string `json:"exports,omitempty"`
	// Final is the agent's last message, for harnesses whose stop event
	// does not carry it (Cursor's afterAgentResponse).
	Final string `json:"final,omitempty"`
	// FinalTurn identifies the turn Final's messages belong to.
	FinalTurn string `json:"finalTurn,omitempty"`
	// Written are the files and trees the session wrote that may hold a
	// program a runner resolves to (runner.Executable), newest last: a run
	// of one is a stand-in's.
	Written []string `json:"written,omitempty"`
	// Pin is the project's declared test commands as the session first
	// found them (see [PinConfig]).
	Pin *Pin `json:"pin,omitempty"`
	// Pending are the runs `gate check` let through whose record has not
	// come yet (see [Mark]).
	Pending []Mark  `json:"pending,omitempty"`
	Entries []Entry `json:"entries"`
}

// maxWritten is how many written program paths a ledger keeps.
const maxWritten = 64

// wrote keeps a path the session wrote that may hold a program.
func (l *Ledger) wrote(path string) {
	if path == "" || len(path) > maxPath || slices.Contains(l.Written, path) {
		return
	}
	l.Written = append(l.Written, path)
	if n := len(l.Written) - maxWritten; n > 0 {
		l.Written = append(l.Written[:0], l.Written[n:]...)
	}
}

// Add appends e, numbering it, and drops the oldest entries past MaxEntries.
func (l *Ledger) Add(e Entry) {
	l.Seq++
	e.Seq = l.Seq
	l.Entries = append(l.Entries, e)
	if n := len(l.Entries) - MaxEntries; n > 0 {
		l.Entries = append(l.Entries[:0], l.Entries[n:]...)
	}
}

// export keeps the session variables a command set; "" unsets one.
func (l *Ledger) export(vars map[string]string) {
	for k, v := range vars {
		if !runner.SessionVars[k] {
			continue
		}
		if l.Exports == nil {
			l.Exports = map[string]string{}
		}
		if v == "" {
			delete(l.Exports, k)
			continue
		}
		l.Exports[k] = text.Clip(redact.String(v), maxExport)
	}
}

// safeName is a session id usable as a file name as it is, up to
// maxSafeName bytes: the length is checked apart, as {0,127} in the
// expression compiles to 127 copies of the class.
var safeName = lazy.Regexp(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)

const maxSafeName = 128

// LedgerPath is the file of a session's ledger under dir. A session id
// that is not a plain file name is hashed.
func LedgerPath(dir, session string) string {
	name := session
	if len(session) > maxSafeName || !safeName().MatchString(session) {
		sum := sha256.Sum256([]byte(session))
		name = "h-" + hex.EncodeToString(sum[:16])
	}
	return filepath.Join(dir, "gate-"+name+".json")
}

// keyFile is the per-project secret under the state directory that keys
// the ledgers' checksums (mode 0600).
const keyFile = "gate.key"

// A Store is the ledger file of one session, held under an exclusive lock
// on its directory between Open and Close, since hooks for parallel tool
// calls run at once.
type Store struct {
	path   string
	key    []byte
	unlock func()
}

// LockWait bounds how long Open waits for another hook's lock on the
// state directory: hooks of parallel tool calls hold it for milliseconds.
var LockWait = 10 * time.Second

// Open locks the session's ledger under dir, creating dir (0700) and its
// secret (0600) when needed. A state directory or secret that is a
// symbolic link, or a secret others can read, is refused: the gate never
// reads through a link, and a secret that is not private keys nothing.
func Open(dir, session string) (*Store, error) {
	if st, err := os.Lstat(dir); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		return nil, fmt.Errorf("state directory %s is a symbolic link; the gate never reads through one", dir)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("ledger directory %s: %w", dir, err)
	}
	path := LedgerPath(dir, session)
	unlock, err := lockDir(dir)
	if err != nil {
		return nil, fmt.Errorf("locking the ledger %s: %w", path, err)
	}
	key, err := projectKey(filepath.Join(dir, keyFile))
	if err != nil {
		unlock()
		return nil, err
	}
	return &Store{path: path, key: key, unlock: unlock}, nil
}

// projectKey reads the project's secret, creating it on first use.
func projectKey(path string) ([]byte, error) {
	f, err := openNoFollow(path, os.O_RDONLY, 0)
	if errors.Is(err, fs.ErrNotExist) {
		key := make([]byte, 32)
		if _, err := rand.Read(key); err != nil {
			return nil, fmt.Errorf("making the ledger secret %s: %w", path, err)
		}
		nf, err := openNoFollow(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return nil, fmt.Errorf("writing the ledger secret %s: %w", path, err)
		}
		_, werr := nf.WriteString(hex.EncodeToString(key) + "\n")
		if cerr := nf.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return nil, fmt.Errorf("writing the ledger secret %s: %w", path, werr)
		}
		return key, nil
	}
	if err != nil {
		return nil, fmt.Errorf("the ledger secret %s cannot be opened (a symbolic link is refused): %w", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return nil, fmt.Errorf("the ledger secret %s is not a regular file", path)
	}
	if st.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("the ledger secret %s has mode %04o; it must be 0600, readable by its owner only", path, st.Mode().Perm())
	}
	data, err := io.ReadAll(io.LimitReader(f, 256))
	if err != nil {
		return nil, fmt.Errorf("reading the ledger secret %s: %w", path, err)
	}
	key, err := hex.DecodeString(strings.TrimSpace(string(data)))
	if err != nil || len(key) < 32 {
		return nil, fmt.Errorf("the ledger secret %s is not 32 bytes of hex", path)
	}
	return key, nil
}

// Path is the ledger file.
func (s *Store) Path() string { return s.path }

// Close releases the lock.
func (s *Store) Close() {
	if s.unlock != nil {
		s.unlock()
		s.unlock = nil
	}
}

// A BrokenError is a ledger file the gate cannot read as one it wrote for
// this session: not JSON, another version or session, a checksum that
// does not match, past the limits, a link, or unreadable.
// [Store.Recover] moves it aside.
type BrokenError struct {
	Path string
	Err  error
}

func (e *BrokenError) Error() string { return "the ledger " + e.Path + " " + e.Err.Error() }

func (e *BrokenError) Unwrap() error { return e.Err }

// Load reads the ledger; a session without one gets an empty ledger. A
// file it cannot read as a ledger the gate wrote for session is a
// *[BrokenError].
func (s *Store) Load(session string) (*Ledger, error) {
	broken := func(format string, a ...any) error {
		return &BrokenError{Path: s.path, Err: fmt.Errorf(format, a...)}
	}
	f, err := openNoFollow(s.path, os.O_RDONLY, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return &Ledger{Version: ledgerVersion, Session: session}, nil
	}
	if errors.Is(err, errSymlink) {
		return nil, broken("is a symbolic link; the gate never reads through one")
	}
	if err != nil {
		return nil, broken("cannot be opened: %w", err)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, broken("is not a regular file")
	}
	data, err := io.ReadAll(io.LimitReader(f, maxLedgerFile+1))
	if err != nil {
		return nil, broken("cannot be read: %w", err)
	}
	if len(data) > maxLedgerFile {
		return nil, broken("is over %d bytes; the gate never writes one that large", maxLedgerFile)
	}
	body, mac, sealed := unseal(data)
	var l Ledger
	if err := json.Unmarshal(body, &l); err != nil {
		return nil, broken("is not valid: %w", err)
	}
	if l.Version != ledgerVersion {
		return nil, broken("has version %d; this ackrite reads version %d", l.Version, ledgerVersion)
	}
	if len(l.Entries) > MaxEntries {
		return nil, broken("holds %d entries; at most %d", len(l.Entries), MaxEntries)
	}
	if len(l.Pending) > MaxPending {
		return nil, broken("holds %d pending runs; at most %d", len(l.Pending), MaxPending)
	}
	if l.Session != session {
		return nil, broken("belongs to session %q, not %q", text.Clip(l.Session, 60), text.Clip(session, 60))
	}
	if !sealed || !hmac.Equal(mac, s.mac(body)) {
		return nil, broken("has a checksum that does not match: it was not written by the gate")
	}
	return &l, nil
}

// A ledger file is {"mac":"<hex>","ledger":<the ledger's JSON>}: the
// checksum is over the bytes as written, so that reading one back costs
// no second encoding.
const sealPrefix = `{"mac":"`

// seal wraps a ledger's JSON with its checksum.
func (s *Store) seal(body []byte) []byte {
	mac := hex.EncodeToString(s.mac(body))
	out := make([]byte, 0, len(body)+len(mac)+32)
	out = append(out, sealPrefix...)
	out = append(out, mac...)
	out = append(out, `","ledger":`...)
	out = append(out, body...)
	return append(out, '}')
}

// unseal splits a sealed ledger file; a file in any other layout comes
// back whole, unsealed, to be read for a better error.
func unseal(data []byte) (body, mac []byte, ok bool) {
	const macLen = 2 * sha256.Size
	rest, found := bytes.CutPrefix(data, []byte(sealPrefix))
	if !found || len(rest) < macLen+len(`","ledger":`)+1 {
		return data, nil, false
	}
	m, err := hex.DecodeString(string(rest[:macLen]))
	rest, found = bytes.CutPrefix(rest[macLen:], []byte(`","ledger":`))
	if err != nil || !found || rest[len(rest)-1] != '}' {
		return data, nil, false
	}
	return rest[:len(rest)-1], m, true
}

// mac is the keyed checksum of a ledger's JSON.
func (s *Store) mac(body []byte) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write(body)
	return m.Sum(nil)
}

// maxBroken is how many moved-aside ledgers of one session are kept; the
// oldest go first, so a ledger broken again and again fills no disk.
const maxBroken = 4

// Recover moves a broken ledger aside — to gate-<session>.broken-<UTC
// time>.json beside it, mode 0600, for the person to inspect — and returns
// a fresh ledger that names it. The gate fails closed all the same: the
// fresh ledger holds no evidence, so a success claim is unproven until the
// agent runs the tests again, and the usual limit of two blocks in a row
// applies; but a broken file no longer blocks every stop for good. The
// fresh ledger is not saved here.
func (s *Store) Recover(session string) (*Ledger, error) {
	stem := strings.TrimSuffix(s.path, ".json") + ".broken-"
	moved := stem + time.Now().UTC().Format("20060102T150405.000000000Z") + ".json"
	if err := os.Rename(s.path, moved); err != nil {
		return nil, fmt.Errorf("moving the broken ledger %s aside: %w", s.path, err)
	}
	if st, err := os.Lstat(moved); err == nil && st.Mode().IsRegular() {
		os.Chmod(moved, 0o600) // it may hold what a redaction missed; keep it private
	}
	if old, _ := filepath.Glob(globEscape(stem) + "*.json"); len(old) > maxBroken {
		sort.Strings(old) // the time in the name sorts them oldest first
		for _, o := range old[:len(old)-maxBroken] {
			os.RemoveAll(o)
		}
	}
	return &Ledger{Version: ledgerVersion, Session: session, Recovered: moved}, nil
}

// globEscape quotes the metacharacters of filepath.Match in a path.
func globEscape(p string) string {
	return strings.NewReplacer(`\`, `\\`, "*", `\*`, "?", `\?`, "[", `\[`).Replace(p)
}

// Save writes the ledger atomically (a temporary file in the same
// directory, then a rename), mode 0600, with its checksum. A reader sees
// the old ledger or the new one, never a part; the rename replaces a link
// at the path rather than writing through it. It is not synced to disk,
// since a hook's ledger lost in a power cut only makes the next stop
// stricter.
func (s *Store) Save(l *Ledger) error {
	body, err := json.Marshal(l)
	if err != nil {
		return fmt.Errorf("encoding the ledger: %w", err)
	}
	data := s.seal(body)
	tmp, err := os.CreateTemp(filepath.Dir(s.path), ".gate-*.tmp")
	if err != nil {
		return fmt.Errorf("writing the ledger: %w", err)
	}
	name := tmp.Name()
	defer os.Remove(name) // after a successful rename there is nothing to remove
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return fmt.Errorf("writing the ledger: %w", err)
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("writing the ledger: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing the ledger: %w", err)
	}
	if err := os.Rename(name, s.path); err != nil {
		return fmt.Errorf("writing the ledger: %w", err)
	}
	return nil
}
