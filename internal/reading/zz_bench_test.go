package reading

import (
	"testing"
)

var zzClaim = "The API no longer supports native authentication since v2.4."
var zzItems = []string{
	"POST /v1/session returned 401 with code AUTH_REQUIRED and a WWW-Authenticate: Bearer header.",
	"The current client implementation does not obtain credentials before calling the session endpoint.",
	"The gateway config enables OAuth2 and native password grants for the public realm.",
}

func BenchmarkZZOtherName(b *testing.B) {
	c := NewClaim(zzClaim)
	var rs []Reading
	for _, it := range zzItems {
		rs = append(rs, c.Read(Input{Content: it, Source: "staging run 2026-08-27 #0"}))
	}
	b.ResetTimer()
	for b.Loop() {
		for i, it := range zzItems {
			ob := newObservation(it, "staging run 2026-08-27 #0")
			c.otherName(&rs[i], &ob)
		}
	}
}

func BenchmarkZZNewClaim(b *testing.B) {
	for b.Loop() {
		NewClaim(zzClaim)
	}
}

func BenchmarkZZRead(b *testing.B) {
	c := NewClaim(zzClaim)
	for b.Loop() {
		for _, it := range zzItems {
			c.Read(Input{Content: it, Source: "staging run 2026-08-27 #0"})
		}
	}
}

func BenchmarkZZSlots(b *testing.B) {
	for b.Loop() {
		c := NewClaim(zzClaim)
		c.wordSlots()
	}
}

func BenchmarkZZHeads(b *testing.B) {
	for b.Loop() {
		c := NewClaim(zzClaim)
		c.headTerms()
	}
}

func BenchmarkZZOtherNameCold(b *testing.B) {
	for b.Loop() {
		c := NewClaim(zzClaim)
		for _, it := range zzItems {
			r := c.Read(Input{Content: it, Source: "staging run 2026-08-27 #0"})
			_ = r
		}
	}
}
