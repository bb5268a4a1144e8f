package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/text"
)

// MultiLockSchema names the multi-server lock format that `ackrite scan
// --lock` writes (docs/rules.md §10.3): one ackrite.lock/v1 per server, keyed by
// the server's configured name.
const MultiLockSchema = "ackrite.multi-lock/v1"

// A MultiLock pins the registries of many servers.
type MultiLock struct {
	Lock       string           `json:"lock"`
	Projection string           `json:"projection"`
	Servers    map[string]*Lock `json:"servers"`
}

// NewMultiLock returns an empty multi-server lock.
func NewMultiLock() *MultiLock {
	return &MultiLock{Lock: MultiLockSchema, Projection: Projection, Servers: map[string]*Lock{}}
}

// Names returns the server names, sorted.
func (m *MultiLock) Names() []string {
	out := make([]string, 0, len(m.Servers))
	for n := range m.Servers {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// Marshal writes the lock deterministically (servers sorted by name).
func (m *MultiLock) Marshal() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	// As Lock.Marshal: hidden characters \u-escaped, digests unchanged.
	return text.EscapeJSON(b.Bytes()), nil
}

// ParseMultiLock reads a multi-server lock and checks each server's lock
// as ParseLock does. Its errors are *[LockError] values.
func ParseMultiLock(data []byte) (*MultiLock, error) {
	m, err := parseMultiLock(data)
	if err != nil {
		return nil, &LockError{Multi: true, Err: err}
	}
	return m, nil
}

func parseMultiLock(data []byte) (*MultiLock, error) {
	var m MultiLock
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return nil, fmt.Errorf("not an ackrite multi-server lock: %w", input.DescribeJSON(data, err))
	}
	if m.Lock != MultiLockSchema {
		return nil, fmt.Errorf("lock: is %q; scan reads %s", m.Lock, MultiLockSchema)
	}
	if m.Projection != Projection {
		return nil, fmt.Errorf("projection: is %q; this build computes %s, so the digests cannot be compared", m.Projection, Projection)
	}
	if m.Servers == nil {
		return nil, fmt.Errorf("servers: missing")
	}
	if err := serversOnce(data); err != nil {
		return nil, err
	}
	for _, name := range m.Names() {
		l := m.Servers[name]
		if l == nil {
			return nil, fmt.Errorf("servers[%q]: null", name)
		}
		if l.Lock != LockSchema || l.Projection != Projection {
			return nil, fmt.Errorf("servers[%q]: lock %q, projection %q; want %s and %s", name, l.Lock, l.Projection, LockSchema, Projection)
		}
		if !ValidDigest(l.Digest) {
			return nil, fmt.Errorf("servers[%q].digest: %q is not sha256:<64 hex>", name, l.Digest)
		}
		if err := l.namesOnce(); err != nil {
			return nil, fmt.Errorf("servers[%q].%w", name, err)
		}
		if err := l.unedited(); err != nil {
			return nil, fmt.Errorf("servers[%q].%w", name, err)
		}
	}
	return &m, nil
}

// serversOnce checks that no server name appears twice in the "servers"
// object: decoding keeps the last of two equal keys, so a lock merged by
// hand would silently lose one entry.
func serversOnce(data []byte) error {
	var top struct {
		Servers json.RawMessage `json:"servers"`
	}
	if err := json.Unmarshal(data, &top); err != nil {
		return err
	}
	d := json.NewDecoder(bytes.NewReader(top.Servers))
	if _, err := d.Token(); err != nil { // {
		return err
	}
	seen := map[string]bool{}
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		name, _ := tok.(string)
		if seen[name] {
			return fmt.Errorf("servers: %q appears twice: a lock pins each server once", name)
		}
		seen[name] = true
		var skip json.RawMessage
		if err := d.Decode(&skip); err != nil {
			return err
		}
	}
	return nil
}

// Select returns the lock of one server: the one named, or, when name is
// "", the only one. The error names the servers the lock pins.
func (m *MultiLock) Select(name string) (*Lock, string, error) {
	names := m.Names()
	switch {
	case name != "" && m.Servers[name] != nil:
		return m.Servers[name], name, nil
	case name != "" && len(names) == 0:
		return nil, "", fmt.Errorf("servers: no server %q; the lock pins none", name)
	case name != "":
		return nil, "", fmt.Errorf("servers: no server %q; the lock pins %s", name, quoteNames(names))
	case len(names) == 1:
		return m.Servers[names[0]], names[0], nil
	case len(names) == 0:
		return nil, "", fmt.Errorf("servers: the lock pins no server")
	}
	return nil, "", fmt.Errorf("servers: the lock pins %d servers (%s), not one", len(names), quoteNames(names))
}

func quoteNames(names []string) string {
	var b bytes.Buffer
	for i, n := range names {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", n)
	}
	return b.String()
}

// KindMultiLock is the kind LoadSource reports for a multi-server lock.
const KindMultiLock = "multi-server lock"

// A Source is a registry file as read: either one registry (a lock file,
// a saved tools/list result or response, an array of tools) or a
// multi-server lock, which holds many.
type Source struct {
	Kind     string
	Registry *Registry  // one registry; nil for a multi-server lock
	Lock     *Lock      // when Kind is KindLock
	Multi    *MultiLock // when Kind is KindMultiLock
}

// LoadSource reads what LoadRegistry reads, and a multi-server lock.
func LoadSource(data []byte) (*Source, error) {
	if isMultiLock(data) {
		if err := input.Depth(data, input.MaxDepth, "lock file"); err != nil {
			return nil, err
		}
		m, err := ParseMultiLock(data)
		if err != nil {
			return nil, err
		}
		return &Source{Kind: KindMultiLock, Multi: m}, nil
	}
	r, kind, err := LoadRegistry(data)
	if err != nil {
		return nil, err
	}
	src := &Source{Kind: kind, Registry: r}
	if kind == KindLock {
		if src.Lock, err = ParseLock(data); err != nil {
			return nil, err
		}
	}
	return src, nil
}

// Pick returns the one registry a source holds: its own, or the named (or
// only) server's of a multi-server lock. name must be "" for a source
// that holds one registry. server is the name picked ("" when the source
// holds one registry).
func (s *Source) Pick(name string) (reg *Registry, lock *Lock, server string, err error) {
	if s.Multi == nil {
		if name != "" {
			return nil, nil, "", fmt.Errorf("a server name applies to a multi-server lock; this is a %s", s.Kind)
		}
		return s.Registry, s.Lock, "", nil
	}
	l, server, err := s.Multi.Select(name)
	if err != nil {
		return nil, nil, "", err
	}
	return l.Registry(), l, server, nil
}

// isMultiLock reports whether data is a JSON object whose "lock" member
// names the multi-server lock schema.
func isMultiLock(data []byte) bool {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '{' {
		return false
	}
	var probe struct {
		Lock string `json:"lock"`
	}
	return json.Unmarshal(data, &probe) == nil && probe.Lock == MultiLockSchema
}

// How a server differs between two multi-server locks.
const (
	ServerUnchanged = "unchanged"
	ServerChanged   = "changed"
	ServerAdded     = "added"   // pinned in the new lock only
	ServerRemoved   = "removed" // pinned in the old lock only
)

// A ServerDiff is one server's drift between two multi-server locks.
// A server that was added drifts as if the old lock pinned it with no
// tools (each tool added, risk when not read-only); one that was removed
// as if the new lock did (each tool removed: breaking). A server with no
// tools added or removed drifts too (added; breaking).
type ServerDiff struct {
	Name   string
	Change string
	Old    *Lock // nil when added
	New    *Lock // nil when removed
	Drift  []Drift
}

// DiffMulti compares every server pinned on either side, sorted by name.
func DiffMulti(old, new *MultiLock) []ServerDiff {
	names := old.Names()
	for _, n := range new.Names() {
		if old.Servers[n] == nil {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	out := make([]ServerDiff, 0, len(names))
	for _, n := range names {
		d := ServerDiff{Name: n, Old: old.Servers[n], New: new.Servers[n], Drift: []Drift{}}
		oldReg, newReg := &Registry{}, &Registry{}
		if d.Old != nil {
			oldReg = d.Old.Registry()
		}
		if d.New != nil {
			newReg = d.New.Registry()
		}
		switch {
		case d.Old == nil:
			d.Change = ServerAdded
		case d.New == nil:
			d.Change = ServerRemoved
		case d.Old.Digest == d.New.Digest:
			// Identical registries: a lock's stored redactions must not read as drift.
			d.Change = ServerUnchanged
			out = append(out, d)
			continue
		default:
			d.Change = ServerChanged
		}
		d.Drift = append(d.Drift, Classify(oldReg, newReg)...)
		if len(d.Drift) == 0 && d.Change != ServerChanged {
			// A server with no tools added or removed: no tool drifts,
			// but the fleet changed, and that must not read as no drift.
			d.Drift = append(d.Drift, fact{side: "server", field: "server", change: d.Change}.drift("", ""))
		}
		out = append(out, d)
	}
	return out
}
