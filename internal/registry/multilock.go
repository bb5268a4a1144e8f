package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/ackrite/ackrite/internal/text"
)

// MultiLockSchema names the multi-server lock format that `ackrite scan
// --lock` writes (SPEC §10.3): one ackrite.lock/v1 per server, keyed by
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
// as ParseLock does.
func ParseMultiLock(data []byte) (*MultiLock, error) {
	var m MultiLock
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return nil, fmt.Errorf("not an ackrite multi-server lock: %w", err)
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
	}
	return &m, nil
}
