// Package registry computes the canonical projection and digest of MCP tool
// definitions (docs/rules.md §9.2, "ackrite.tool-projection/v1") and diffs two
// registries field by field.
//
// It works from raw JSON, never from a struct: a struct would drop fields it
// does not model (execution, future ones) and re-encode numbers. Before
// canonicalizing with RFC 8785 (JCS) it rejects what JCS would silently
// change — duplicate object keys, duplicate tool names, and numbers that do
// not survive an IEEE-754 double — with an error that names the tool and
// the JSON pointer.
package registry

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gowebpki/jcs"
)

// Projection names the projection; it is recorded with every digest so a
// future projection cannot be confused with this one.
const Projection = "ackrite.tool-projection/v1"

// Fields are the tool fields the projection keeps, in documentation order.
// icons and _meta are decorative and left out; absent fields stay absent.
var Fields = []string{"name", "title", "description", "inputSchema", "outputSchema", "annotations", "execution"}

// A Tool is one projected tool definition.
type Tool struct {
	Name string
	// Canonical is the RFC 8785 form of the projected definition.
	Canonical []byte
	// Digest is "sha256:<64 hex>" of Canonical.
	Digest string
}

// A Registry is a set of projected tools, sorted by name, and its digest.
type Registry struct {
	Tools  []Tool
	Digest string
}

// Short returns the 16-hex short form of a "sha256:<hex>" digest.
func Short(digest string) string {
	h := strings.TrimPrefix(digest, "sha256:")
	if len(h) > 16 {
		h = h[:16]
	}
	return h
}

// FormatDigest writes a SHA-256 sum as "sha256:<64 hex>".
func FormatDigest(sum [sha256.Size]byte) string { return "sha256:" + hex.EncodeToString(sum[:]) }

// ValidDigest reports whether s is "sha256:" followed by 64 lower-case hex digits.
func ValidDigest(s string) bool {
	h, ok := strings.CutPrefix(s, "sha256:")
	if !ok || len(h) != 64 {
		return false
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// An Error is a definition that cannot be canonicalized.
type Error struct {
	Index   int    // position of the tool in its list
	Tool    string // its name, when it has one
	Pointer string // RFC 6901 pointer inside the tool, "" for the whole tool
	Problem string
}

func (e *Error) Error() string {
	who := fmt.Sprintf("tool %d", e.Index)
	if e.Tool != "" {
		who = fmt.Sprintf("tool %q (index %d)", e.Tool, e.Index)
	}
	if e.Pointer != "" {
		return fmt.Sprintf("%s at %s: %s", who, e.Pointer, e.Problem)
	}
	return who + ": " + e.Problem
}

// Project returns the projected, canonical form of one raw tool definition.
// index is the tool's position, for errors.
func Project(raw json.RawMessage, index int) (*Tool, error) {
	members, err := scanTool(raw)
	if err != nil {
		err.Index = index
		return nil, err
	}
	nameRaw, ok := members["name"]
	var name string
	if !ok || json.Unmarshal(nameRaw, &name) != nil || name == "" {
		return nil, &Error{Index: index, Pointer: "/name", Problem: "a tool needs a non-empty string name"}
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for _, f := range Fields {
		v, ok := members[f]
		if !ok {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(f)
		b.WriteString(`":`)
		b.Write(v)
	}
	b.WriteByte('}')
	canon, cerr := jcs.Transform(b.Bytes())
	if cerr != nil {
		return nil, &Error{Index: index, Tool: name, Problem: "RFC 8785 canonicalization failed: " + cerr.Error()}
	}
	return &Tool{Name: name, Canonical: canon, Digest: FormatDigest(sha256.Sum256(canon))}, nil
}

// Digest projects every raw tool definition, sorts them by name (byte
// order) and hashes the canonical array. Duplicate names are an error.
// Tools are projected in parallel, one worker per CPU; when several are
// invalid, the error reported is the first one's, as in a sequential run.
func Digest(raw []json.RawMessage) (*Registry, error) {
	tools := make([]Tool, len(raw))
	errs := make([]error, len(raw))
	project := func(i int) {
		if p, err := Project(raw[i], i); err != nil {
			errs[i] = err
		} else {
			tools[i] = *p
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(raw)/parallelFrom+1)
	if workers <= 1 {
		for i := range raw {
			if project(i); errs[i] != nil {
				return nil, errs[i]
			}
		}
	} else {
		// Indexes are claimed in order, so when one fails every lower one
		// is already claimed and will finish: workers can stop claiming.
		var next atomic.Int64
		var failed atomic.Bool
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				for i := int(next.Add(1) - 1); i < len(raw) && !failed.Load(); i = int(next.Add(1) - 1) {
					if project(i); errs[i] != nil {
						failed.Store(true)
					}
				}
			})
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return nil, err
			}
		}
	}
	r := &Registry{Tools: tools}
	return r.finish()
}

// parallelFrom is how many tools a worker should have before Digest starts
// another: below it, goroutines cost more than they save.
const parallelFrom = 64

// finish sorts, checks names are unique and computes the registry digest:
// SHA-256 of the canonical JSON array of the projected tools, which is
// "[" + the canonical tools joined by "," + "]".
func (r *Registry) finish() (*Registry, error) {
	slices.SortStableFunc(r.Tools, func(a, b Tool) int { return strings.Compare(a.Name, b.Name) })
	h := sha256.New()
	h.Write([]byte{'['})
	for i := range r.Tools {
		if i > 0 {
			if r.Tools[i].Name == r.Tools[i-1].Name {
				return nil, &Error{Index: i, Tool: r.Tools[i].Name, Pointer: "/name", Problem: "duplicate tool name: a registry holds one definition per name"}
			}
			h.Write([]byte{','})
		}
		h.Write(r.Tools[i].Canonical)
	}
	h.Write([]byte{']'})
	var sum [sha256.Size]byte
	copy(sum[:], h.Sum(nil))
	r.Digest = FormatDigest(sum)
	return r, nil
}

// Lookup returns the tool called name.
func (r *Registry) Lookup(name string) (*Tool, bool) {
	i, ok := slices.BinarySearchFunc(r.Tools, name, func(t Tool, n string) int { return strings.Compare(t.Name, n) })
	if !ok {
		return nil, false
	}
	return &r.Tools[i], true
}
