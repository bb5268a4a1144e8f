package reading

import (
	"encoding/json"
	"testing"

	"github.com/ackrite/ackrite/internal/benchpayload"
)

func zzPayload() (string, []string) {
	var in struct {
		Claim    string `json:"claim"`
		Evidence []struct{ Type, Source, Content string } `json:"evidence"`
	}
	json.Unmarshal(benchpayload.Arguments(), &in)
	var out []string
	for _, it := range in.Evidence {
		out = append(out, it.Content)
	}
	return in.Claim, out
}

func BenchmarkZZOutput(b *testing.B) {
	_, items := zzPayload()
	for b.Loop() {
		for _, it := range items {
			Output(it)
		}
	}
}

func BenchmarkZZStatements(b *testing.B) {
	_, items := zzPayload()
	for b.Loop() {
		for _, it := range items {
			Statements(it)
		}
	}
}
