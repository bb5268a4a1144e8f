package registry

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// pin builds a lock of tools, for the multi-server lock tests.
func pin(t *testing.T, tools ...string) *Lock {
	t.Helper()
	r, err := Digest(raw(tools...))
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLock(r, &LockInfo{Name: "srv"}, "2025-11-25", time.Time{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func multi(servers map[string]*Lock) *MultiLock {
	m := NewMultiLock()
	for n, l := range servers {
		m.Servers[n] = l
	}
	return m
}

const (
	readTool   = `{"name":"read","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}}`
	writeTool  = `{"name":"write","inputSchema":{"type":"object"}}`
	readReword = `{"name":"read","description":"Reads.","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}}`
)

func TestMultiLockSelect(t *testing.T) {
	a, b := pin(t, readTool), pin(t, writeTool)
	for _, c := range []struct {
		name    string
		servers map[string]*Lock
		pick    string
		want    string // the server picked
		err     string
	}{
		{name: "named", servers: map[string]*Lock{"a": a, "b": b}, pick: "b", want: "b"},
		{name: "only one, implicit", servers: map[string]*Lock{"a": a}, want: "a"},
		{name: "only one, named", servers: map[string]*Lock{"a": a}, pick: "a", want: "a"},
		{name: "ambiguous", servers: map[string]*Lock{"a": a, "b": b}, err: `servers: the lock pins 2 servers ("a", "b"), not one`},
		{name: "missing", servers: map[string]*Lock{"a": a, "b": b}, pick: "c", err: `servers: no server "c"; the lock pins "a", "b"`},
		{name: "missing from an empty lock", servers: nil, pick: "c", err: `servers: no server "c"; the lock pins none`},
		{name: "empty lock", servers: nil, err: "servers: the lock pins no server"},
	} {
		t.Run(c.name, func(t *testing.T) {
			l, got, err := multi(c.servers).Select(c.pick)
			errText := ""
			if err != nil {
				errText = err.Error()
			}
			if diff := cmp.Diff(c.err, errText); diff != "" {
				t.Fatalf("error (-want +got):\n%s", diff)
			}
			if got != c.want || (c.want != "" && l != c.servers[c.want]) {
				t.Errorf("picked %q, want %q", got, c.want)
			}
		})
	}
}

func TestLoadSource(t *testing.T) {
	one := pin(t, readTool)
	oneBytes, _ := one.Marshal()
	m, _ := multi(map[string]*Lock{"a": one, "b": pin(t, writeTool)}).Marshal()
	for _, c := range []struct {
		name string
		doc  string
		pick string
		kind string
		want string // digest picked
		err  string
	}{
		{name: "multi-server lock, named", doc: string(m), pick: "a", kind: KindMultiLock, want: one.Digest},
		{name: "multi-server lock, ambiguous", doc: string(m), kind: KindMultiLock, err: `servers: the lock pins 2 servers ("a", "b"), not one`},
		{name: "single lock", doc: string(oneBytes), kind: KindLock, want: one.Digest},
		{name: "single lock with a name", doc: string(oneBytes), pick: "a", kind: KindLock, err: "a server name applies to a multi-server lock; this is a lock file"},
		{name: "tools/list result", doc: `{"tools":[` + readTool + `]}`, kind: "tools/list result", want: one.Digest},
	} {
		t.Run(c.name, func(t *testing.T) {
			src, err := LoadSource([]byte(c.doc))
			if err != nil {
				t.Fatal(err)
			}
			if src.Kind != c.kind {
				t.Errorf("kind %q, want %q", src.Kind, c.kind)
			}
			r, _, _, err := src.Pick(c.pick)
			errText, got := "", ""
			if err != nil {
				errText = err.Error()
			} else {
				got = r.Digest
			}
			if diff := cmp.Diff(c.err, errText); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
			if got != c.want {
				t.Errorf("digest %s, want %s", got, c.want)
			}
		})
	}
	// LoadRegistry, which returns one registry, says what a multi-server lock is.
	if _, _, err := LoadRegistry(m); err == nil || err.Error() != "a multi-server lock holds many registries: read it with LoadSource and pick one server" {
		t.Errorf("LoadRegistry(multi-server lock): %v", err)
	}
	if _, err := LoadSource([]byte(`{"lock":"ackrite.multi-lock/v1","projection":"ackrite.tool-projection/v1"}`)); err == nil || err.Error() != "servers: missing" {
		t.Errorf("LoadSource(a multi-server lock without servers): %v", err)
	}
}

func TestDiffMulti(t *testing.T) {
	read, write, reword, none := pin(t, readTool), pin(t, writeTool), pin(t, readReword), pin(t)
	type row struct {
		Name, Change string
		Classes      []Class
	}
	for _, c := range []struct {
		name     string
		old, new map[string]*Lock
		want     []row
	}{
		{name: "identical", old: map[string]*Lock{"a": read}, new: map[string]*Lock{"a": read}, want: []row{{"a", ServerUnchanged, nil}}},
		{name: "changed", old: map[string]*Lock{"a": read}, new: map[string]*Lock{"a": reword}, want: []row{{"a", ServerChanged, []Class{Review}}}},
		{name: "server added: its tools are added, risk when not read-only", old: map[string]*Lock{"a": read}, new: map[string]*Lock{"a": read, "b": write},
			want: []row{{"a", ServerUnchanged, nil}, {"b", ServerAdded, []Class{Added, Risk}}}},
		{name: "server removed: its tools are removed", old: map[string]*Lock{"a": read, "b": write}, new: map[string]*Lock{"b": write},
			want: []row{{"a", ServerRemoved, []Class{Breaking}}, {"b", ServerUnchanged, nil}}},
		{name: "both empty", want: []row{}},
		{name: "server with no tools added: still drift", old: map[string]*Lock{"a": read}, new: map[string]*Lock{"a": read, "b": none},
			want: []row{{"a", ServerUnchanged, nil}, {"b", ServerAdded, []Class{Added}}}},
		{name: "server with no tools removed: still drift", old: map[string]*Lock{"a": read, "b": none}, new: map[string]*Lock{"a": read},
			want: []row{{"a", ServerUnchanged, nil}, {"b", ServerRemoved, []Class{Breaking}}}},
		{name: "server with no tools on both sides: unchanged", old: map[string]*Lock{"b": none}, new: map[string]*Lock{"b": none},
			want: []row{{"b", ServerUnchanged, nil}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := []row{}
			for _, d := range DiffMulti(multi(c.old), multi(c.new)) {
				r := row{Name: d.Name, Change: d.Change}
				for _, dr := range d.Drift {
					r.Classes = append(r.Classes, dr.Class)
				}
				got = append(got, r)
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// A lock whose servers or tools repeat a name, or whose tools are out of
// name order, is refused with the field named: json.Unmarshal keeps the
// last of two equal keys, and a diff walks tools in name order, so either
// would compare something other than what the file shows.
func TestLockNamesOnce(t *testing.T) {
	two := pin(t, readTool, writeTool)
	twoBytes, _ := two.Marshal()
	swapped := *two
	swapped.Tools = []LockTool{two.Tools[1], two.Tools[0]}
	swappedBytes, _ := swapped.Marshal()
	twice := *two
	twice.Tools = []LockTool{two.Tools[0], two.Tools[0]}
	twiceBytes, _ := twice.Marshal()
	edited := *two
	edited.Tools = []LockTool{{Name: "read", Digest: two.Tools[0].Digest, Definition: json.RawMessage(`{"description":"Harmless.","inputSchema":{"type":"object"},"name":"read"}`)}, two.Tools[1]}
	editedBytes, _ := edited.Marshal()
	repinned := *two
	repinned.Digest = pin(t, readReword, writeTool).Digest
	repinnedBytes, _ := repinned.Marshal()
	renamed := *two
	renamed.Tools = []LockTool{{Name: "aaa", Digest: two.Tools[0].Digest, Definition: two.Tools[0].Definition}, two.Tools[1]}
	renamedBytes, _ := renamed.Marshal()
	redacted := edited
	redacted.Redacted = true
	redactedBytes, _ := redacted.Marshal()
	m := func(entries ...string) string {
		return `{"lock":"ackrite.multi-lock/v1","projection":"ackrite.tool-projection/v1","servers":{` + strings.Join(entries, ",") + `}}`
	}
	for _, c := range []struct {
		name, doc, err string
	}{
		{name: "a lock", doc: string(twoBytes)},
		{name: "tools out of order", doc: string(swappedBytes), err: `tools[1].name: "read" after "write": a lock holds each tool once, sorted by name`},
		{name: "a tool twice", doc: string(twiceBytes), err: `tools[1].name: "read" after "read": a lock holds each tool once, sorted by name`},
		{name: "a definition edited, its digest kept", doc: string(editedBytes), err: `tools[0].digest: the stored definition of "read" hashes to ` + mustDigest(t, `{"description":"Harmless.","inputSchema":{"type":"object"},"name":"read"}`) + `, not the digest pinned; the lock says it is not redacted, so it was edited`},
		{name: "the digest edited, the definitions kept", doc: string(repinnedBytes), err: `digest: the stored definitions hash to ` + two.Digest + `, not ` + repinned.Digest + `; the lock says it is not redacted, so it was edited`},
		{name: "a tool renamed, its definition kept", doc: string(renamedBytes), err: `tools[0].name: "aaa", but its definition names "read"; the lock says it is not redacted, so it was edited`},
		{name: "a lock marked redacted with nothing redacted is checked", doc: string(redactedBytes), err: `tools[0].digest: the stored definition of "read" hashes to ` + mustDigest(t, `{"description":"Harmless.","inputSchema":{"type":"object"},"name":"read"}`) + `, not the digest pinned, and holds nothing redacted, so it was edited`},
		{name: "a multi-server lock", doc: m(`"a":`+string(twoBytes), `"b":`+string(twoBytes))},
		{name: "a server twice", doc: m(`"a":`+string(twoBytes), `"a":`+string(twoBytes)), err: `servers: "a" appears twice: a lock pins each server once`},
		{name: "a server's tools out of order", doc: m(`"a":` + string(swappedBytes)), err: `servers["a"].tools[1].name: "read" after "write": a lock holds each tool once, sorted by name`},
		{name: "a server's digest edited", doc: m(`"a":` + string(repinnedBytes)), err: `servers["a"].digest: the stored definitions hash to ` + two.Digest + `, not ` + repinned.Digest + `; the lock says it is not redacted, so it was edited`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadSource([]byte(c.doc))
			got := ""
			if err != nil {
				got = err.Error()
			}
			if diff := cmp.Diff(c.err, got); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

func mustDigest(t *testing.T, def string) string {
	t.Helper()
	r, err := Digest(raw(def))
	if err != nil {
		t.Fatal(err)
	}
	return r.Tools[0].Digest
}
