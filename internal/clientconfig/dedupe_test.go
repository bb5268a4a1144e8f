package clientconfig

import (
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"testing"
)

// groupReference is Dedupe's grouping as first written, which tries every
// kept copy of an identity for each server: the reference the linear
// group is held to.
func groupReference(all []Server) []Server {
	seen := map[string][]int{}
	var unique []Server
	for _, s := range all {
		id := s.Identity()
		at := -1
		for _, i := range seen[id] {
			if !startsBoth(unique[i].Clients, s) {
				at = i
				break
			}
		}
		if at < 0 {
			seen[id] = append(seen[id], len(unique))
			s.Clients = []Place{s.place()}
			unique = append(unique, s)
			continue
		}
		merge(&unique[at], s)
	}
	return unique
}

// randomServers makes n servers over a few names, clients, files and
// commands, so that identities repeat within and across clients.
func randomServers(r *rand.Rand, n int) []Server {
	out := make([]Server, n)
	for i := range out {
		out[i] = Server{
			Name:     fmt.Sprintf("s%d", r.Intn(6)),
			Client:   []string{"claude-code", "cursor", "vscode"}[r.Intn(3)],
			Scope:    []string{"user", "project"}[r.Intn(2)],
			File:     fmt.Sprintf("f%d.json", r.Intn(3)),
			Command:  []string{"cmd", fmt.Sprint(r.Intn(3))},
			Disabled: r.Intn(4) == 0,
		}
	}
	return out
}

// TestDedupeMatchesReference: on random configurations, Dedupe keeps the
// same servers, in the same order, with the same clients and names, as
// the reference.
func TestDedupeMatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := range 2000 {
		in := randomServers(r, 1+r.Intn(40))
		want := uniqueNames(groupReference(slices.Clone(in)))
		got := Dedupe(slices.Clone(in))
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d: Dedupe differs from the reference\n in: %+v\ngot: %+v\nwant: %+v", i, in, got, want)
		}
	}
}

// BenchmarkDedupe: one client configuring one server under n names (a
// hostile configuration file). Dedupe is linear in n — compare ns/server
// across the sizes within one run; before, each server was compared with
// every earlier copy (20,000: 12 s in 'scan --no-connect').
func BenchmarkDedupe(b *testing.B) {
	for _, n := range []int{2000, 8000} {
		in := make([]Server, n)
		for i := range in {
			in[i] = Server{Name: fmt.Sprintf("s%d", i), Client: "cursor", Scope: "user", File: "mcp.json", Command: []string{"npx", "server"}}
		}
		b.Run(fmt.Sprintf("servers=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Dedupe(slices.Clone(in))
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/server")
		})
	}
}
