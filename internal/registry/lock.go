package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/gowebpki/jcs"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// LockSchema names the lock file format.
const LockSchema = "ackrite.lock/v1"

// A Lock pins a server's canonical registry (docs/rules.md §10.3).
type Lock struct {
	Lock            string    `json:"lock"`
	Projection      string    `json:"projection"`
	Digest          string    `json:"digest"`
	Server          *LockInfo `json:"server,omitempty"`
	ProtocolVersion string    `json:"protocolVersion,omitempty"`
	LockedAt        string    `json:"lockedAt,omitempty"`
	// ClientCapabilities are the capabilities the probe declared ({} for
	// none): a server may show a client with other capabilities other tools.
	ClientCapabilities json.RawMessage `json:"clientCapabilities,omitempty"`
	Redacted           bool            `json:"redacted"`
	Tools              []LockTool      `json:"tools"`
}

// LockInfo is the server's self-description.
type LockInfo struct {
	Name    string `json:"name,omitempty"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version,omitempty"`
}

// A LockTool is one pinned tool: its digest over the raw projection, and
// its projected definition as stored (redacted when Lock.Redacted).
type LockTool struct {
	Name       string          `json:"name"`
	Digest     string          `json:"digest"`
	Definition json.RawMessage `json:"definition"`
}

// NewLock pins a registry. Digests are computed on the raw projection; the
// stored definitions pass through redact first, so a secret pasted into a
// tool description never lands in a lock file. lockedAt may be zero.
func NewLock(r *Registry, server *LockInfo, protocol string, lockedAt time.Time, redact func(string) string) (*Lock, error) {
	l := &Lock{Lock: LockSchema, Projection: Projection, Digest: r.Digest, Server: server, ProtocolVersion: protocol, Tools: []LockTool{}}
	if !lockedAt.IsZero() {
		l.LockedAt = lockedAt.UTC().Format(time.RFC3339)
	}
	for _, t := range r.Tools {
		def := json.RawMessage(t.Canonical)
		if redact != nil {
			red, changed, err := redactJSON(t.Canonical, redact)
			if err != nil {
				return nil, fmt.Errorf("redacting %s: %w", t.Name, err)
			}
			def, l.Redacted = red, l.Redacted || changed
		}
		l.Tools = append(l.Tools, LockTool{Name: t.Name, Digest: t.Digest, Definition: def})
	}
	return l, nil
}

// redactJSON redacts every string in a JSON document and returns it in
// canonical form, and whether anything changed.
func redactJSON(doc []byte, redact func(string) string) (json.RawMessage, bool, error) {
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, false, err
	}
	changed := false
	var walk func(any) any
	walk = func(x any) any {
		switch y := x.(type) {
		case string:
			r := redact(y)
			changed = changed || r != y
			return r
		case map[string]any:
			for k, e := range y {
				y[k] = walk(e)
			}
		case []any:
			for i, e := range y {
				y[i] = walk(e)
			}
		}
		return x
	}
	v = walk(v)
	if !changed {
		return doc, false, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, false, err
	}
	canon, err := jcs.Transform(b)
	return canon, true, err
}

// Marshal writes the lock deterministically: the same lock gives the same
// bytes (keys in a fixed order, definitions canonical, two-space indent).
func (l *Lock) Marshal() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(l); err != nil {
		return nil, err
	}
	// Hidden characters in definitions and server info are \u-escaped, so
	// that printing a lock file cannot act on a terminal; the digests do
	// not change (they are computed on the decoded projection).
	return text.EscapeJSON(b.Bytes()), nil
}

// ParseLock reads a lock file and checks that it is one. Its errors are
// *[LockError] values.
func ParseLock(data []byte) (*Lock, error) {
	l, err := parseLock(data)
	if err != nil {
		return nil, &LockError{Err: err}
	}
	return l, nil
}

func parseLock(data []byte) (*Lock, error) {
	if err := input.Depth(data, input.MaxDepth, "lock file"); err != nil {
		return nil, err
	}
	var l Lock
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&l); err != nil {
		return nil, fmt.Errorf("not an ackrite lock file: %w", input.DescribeJSON(data, err))
	}
	if l.Lock != LockSchema {
		return nil, fmt.Errorf("lock: is %q; this build reads %s", l.Lock, LockSchema)
	}
	if l.Projection != Projection {
		return nil, fmt.Errorf("projection: is %q; this build computes %s, so the digests cannot be compared", l.Projection, Projection)
	}
	if !ValidDigest(l.Digest) {
		return nil, fmt.Errorf("digest: %q is not sha256:<64 hex>", l.Digest)
	}
	if err := l.namesOnce(); err != nil {
		return nil, err
	}
	if err := l.unedited(); err != nil {
		return nil, err
	}
	return &l, nil
}

// unedited checks that the stored definitions hash to the lock's per-tool
// and registry digests: the digests decide every comparison, so a lock
// whose digest was edited to pin other tools than the definitions a
// reviewer reads (or the reverse) would match a server it does not show.
// In a redacted lock, only a definition that holds a redaction marker may
// differ from what was hashed; every other one is checked, and when none
// holds a marker the "redacted" flag is no excuse and the registry digest
// is checked too. What a redacted definition hides is checked against the
// live server by [Lock.Shows].
func (l *Lock) unedited() error {
	redacted := 0
	if l.Redacted {
		for i, t := range l.Tools {
			if !bytes.Contains(t.Definition, []byte(redact.Marker)) {
				one, err := Digest([]json.RawMessage{t.Definition})
				if err != nil {
					return fmt.Errorf("tools[%d]: %w", i, err)
				}
				if one.Tools[0].Digest != t.Digest {
					return fmt.Errorf("tools[%d].digest: the stored definition of %q hashes to %s, not the digest pinned, and holds nothing redacted, so %w", i, t.Name, one.Tools[0].Digest, ErrEdited)
				}
				continue
			}
			redacted++
		}
		if redacted > 0 {
			return nil
		}
	}
	why := "the lock says it is not redacted"
	if l.Redacted {
		why = "the lock says it is redacted, but nothing in it is"
	}
	defs := l.Definitions()
	r, err := Digest(defs)
	if err != nil {
		return fmt.Errorf("tools: %w", err)
	}
	for i, t := range r.Tools {
		if t.Name != l.Tools[i].Name {
			return fmt.Errorf("tools[%d].name: %q, but its definition names %q; %s, so %w", i, l.Tools[i].Name, t.Name, why, ErrEdited)
		}
		if t.Digest != l.Tools[i].Digest {
			return fmt.Errorf("tools[%d].digest: the stored definition of %q hashes to %s, not the digest pinned; %s, so %w", i, t.Name, t.Digest, why, ErrEdited)
		}
	}
	if r.Digest != l.Digest {
		return fmt.Errorf("digest: the stored definitions hash to %s, not %s; %s, so %w", r.Digest, l.Digest, why, ErrEdited)
	}
	return nil
}

// namesOnce checks that the tools are sorted by name, each once, as a lock
// is written: a diff walks both sides in name order, so a lock edited out
// of order would compare tools other than those the file shows.
func (l *Lock) namesOnce() error {
	for i := 1; i < len(l.Tools); i++ {
		if prev, name := l.Tools[i-1].Name, l.Tools[i].Name; name <= prev {
			return fmt.Errorf("tools[%d].name: %q after %q: a lock holds each tool once, sorted by name", i, name, prev)
		}
	}
	return nil
}

// Registry returns the lock's registry. Per-tool and registry digests are
// the lock's own (computed on the raw projection when it was written);
// Canonical holds the stored, possibly redacted, definitions.
func (l *Lock) Registry() *Registry {
	r := &Registry{Digest: l.Digest}
	for _, t := range l.Tools {
		r.Tools = append(r.Tools, Tool{Name: t.Name, Digest: t.Digest, Canonical: t.Definition})
	}
	return r
}

// Definitions returns the stored definitions as raw tools.
func (l *Lock) Definitions() []json.RawMessage {
	out := make([]json.RawMessage, len(l.Tools))
	for i, t := range l.Tools {
		out[i] = t.Definition
	}
	return out
}

// LoadRegistry reads a registry from a lock file, a saved tools/list result
// ({"tools": [...]}, or a whole JSON-RPC response holding one), or a JSON
// array of tool definitions. It says which it found.
func LoadRegistry(data []byte) (*Registry, string, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, "", fmt.Errorf("empty input")
	}
	if err := input.Depth(data, input.MaxDepth, "input"); err != nil {
		return nil, "", err
	}
	if data[0] == '[' {
		var tools []json.RawMessage
		if err := json.Unmarshal(data, &tools); err != nil {
			return nil, "", fmt.Errorf("not a JSON array of tools: %w", err)
		}
		r, err := Digest(tools)
		return r, "tool array", err
	}
	kind, toolsRaw, err := sniff(data)
	switch {
	case err != nil:
		return nil, "", fmt.Errorf("not JSON: %w", err)
	case kind == KindMultiLock:
		return nil, "", fmt.Errorf("a %s holds many registries: read it with LoadSource and pick one server", KindMultiLock)
	case kind == KindLock:
		l, err := ParseLock(data)
		if err != nil {
			return nil, "", err
		}
		return l.Registry(), KindLock, nil
	case kind == "":
		return nil, "", fmt.Errorf("neither a lock file, a tools/list result nor an array of tools (no \"lock\", \"tools\" or \"result.tools\")")
	}
	var tools []json.RawMessage
	if err := json.Unmarshal(toolsRaw, &tools); err != nil {
		return nil, "", fmt.Errorf("%s: tools is not an array: %w", kind, err)
	}
	r, err := Digest(tools)
	return r, kind, err
}

// sniff tells the registry documents apart by their top-level fields, and
// returns a tools/list result's or response's tools; it validates nothing.
func sniff(data []byte) (kind string, tools json.RawMessage, err error) {
	var doc struct {
		Lock   string          `json:"lock"`
		Tools  json.RawMessage `json:"tools"`
		Result *struct {
			Tools json.RawMessage `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return "", nil, err
	}
	switch {
	case doc.Lock == MultiLockSchema:
		return KindMultiLock, nil, nil
	case doc.Lock != "":
		return KindLock, nil, nil
	case doc.Tools != nil:
		return "tools/list result", doc.Tools, nil
	case doc.Result != nil && doc.Result.Tools != nil:
		return "tools/list response", doc.Result.Tools, nil
	}
	return "", nil, nil
}

// KindOf names the kind of registry document data holds — KindLock,
// KindMultiLock, "tools/list result", "tools/list response" or "tool
// array" — or "" for none, validating nothing: for telling a person who
// gave a lock where a record was expected what they gave.
func KindOf(data []byte) string {
	if d := bytes.TrimSpace(data); len(d) > 0 && d[0] == '[' {
		return "tool array"
	}
	kind, _, _ := sniff(data)
	return kind
}

// KindLock is the kind LoadRegistry reports for a lock file.
const KindLock = "lock file"

// DescribeKinds lists what LoadRegistry accepts, for help texts.
var DescribeKinds = strings.Join([]string{"an ackrite lock file", "a saved tools/list result", "a JSON-RPC tools/list response", "a JSON array of tools"}, ", ")
